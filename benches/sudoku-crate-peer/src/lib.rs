//! The `sudoku` crate's solver behind the same calls the module's benchmark makes of its own:
//! one puzzle string in, the first solution as 81 digits (or nothing) out, or the number of
//! solutions up to a limit.

use sudoku::Sudoku;
use wasm_bindgen::prelude::*;

/// The first solution the crate finds, as 81 digits; `None` for an unreadable or unsolvable puzzle.
#[wasm_bindgen]
pub fn solve(puzzle: &str) -> Option<String> {
    let sudoku = Sudoku::from_str_line(puzzle).ok()?;
    Some(sudoku.some_solution()?.to_str_line().to_string())
}

/// The number of solutions, counted up to `limit`; 0 for an unreadable puzzle.
#[wasm_bindgen]
pub fn count(puzzle: &str, limit: usize) -> usize {
    Sudoku::from_str_line(puzzle).map_or(0, |sudoku| sudoku.solutions_count_up_to(limit))
}
