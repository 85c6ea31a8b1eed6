//! The JavaScript surface: thin wrappers that turn Rust results into values and thrown `Error`s.

use wasm_bindgen::prelude::*;

/// Runs once when the module is instantiated, so that a panic, should one ever happen, prints its
/// message and location to the console instead of only "unreachable".
#[wasm_bindgen(start, skip_typescript)]
fn start() {
    console_error_panic_hook::set_once();
}

fn to_js_error(error: crate::PuzzleError) -> JsError {
    JsError::new(&error.to_string())
}

/// Solves a Sudoku puzzle and returns the solution as 81 digits.
///
/// Accepts 81 cells as one line or several (digits 1-9; `.`, `0` or `_` for blanks), a framed
/// grid drawn with `|`, `+` and `-`, or a LeetCode-style JSON board of 9 arrays of 9 strings.
/// Throws an `Error` naming the problem and its row and column when the puzzle cannot be read,
/// when two givens conflict, or when it has no solution.
#[wasm_bindgen]
pub fn solve_sudoku(puzzle: &str) -> Result<String, JsError> {
    crate::solve(puzzle)
        .map(|grid| grid.to_string())
        .map_err(to_js_error)
}

/// Counts the solutions of a puzzle, stopping at `limit` (use 2 to test uniqueness).
///
/// Accepts the same formats as `solve_sudoku`. Returns 0 for a puzzle with no solution; throws an
/// `Error` when the puzzle cannot be read or two givens conflict.
#[wasm_bindgen]
pub fn count_solutions(puzzle: &str, limit: u32) -> Result<u32, JsError> {
    crate::count_solutions(puzzle, limit as usize)
        .map(|count| count as u32)
        .map_err(to_js_error)
}
