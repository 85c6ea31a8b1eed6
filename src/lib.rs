//! # sudoku-wasm
//!
//! A Sudoku solver for the web: a pure-Rust core, compiled natively for tests and benchmarks and
//! to WebAssembly for browsers and Node.js.
//!
//! The crate is layered so that each piece has one job:
//!
//! * [`grid`](crate::Grid) — cells, units and the 9x9 board, with the rules of the puzzle;
//! * `parse` — reading the formats people paste (one line, several lines, framed grids, and the
//!   LeetCode JSON board) with errors that say where the trouble is;
//! * `solver` — the search engine (candidate bitmasks, propagation of singles, guessing in the
//!   most constrained cell);
//! * `bindings` — the thin WebAssembly surface, present only when compiled for `wasm32`.
//!
//! The functions below are the whole public surface; the JavaScript exports call them and turn a
//! [`PuzzleError`] into a JavaScript `Error` with the same message.
//!
//! ```
//! let solution = sudoku_wasm::solve(
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
//! ).unwrap();
//! assert_eq!(
//!     solution.to_string(),
//!     "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
//! );
//! ```

mod error;
mod grid;
mod parse;
mod solver;

#[cfg(target_arch = "wasm32")]
pub mod bindings;

pub use error::PuzzleError;
pub use grid::{Cell, Conflict, Grid, Unit};

/// Reads a puzzle and checks that its givens do not break the rules.
pub fn read_puzzle(puzzle: &str) -> Result<Grid, PuzzleError> {
    let grid: Grid = puzzle.parse()?;
    match grid.first_conflict() {
        Some(conflict) => Err(PuzzleError::Conflict(conflict)),
        None => Ok(grid),
    }
}

/// Solves a puzzle given in any accepted format.
///
/// A puzzle with several solutions gives one of them, always the same one.
pub fn solve(puzzle: &str) -> Result<Grid, PuzzleError> {
    solver::first_solution(&read_puzzle(puzzle)?).ok_or(PuzzleError::NoSolution)
}

/// Counts the solutions of a puzzle, stopping at `limit`: a limit of 2 tells whether the solution
/// is unique. A puzzle with no solution counts 0; unreadable or conflicting givens are errors.
pub fn count_solutions(puzzle: &str, limit: usize) -> Result<usize, PuzzleError> {
    Ok(solver::count_solutions(&read_puzzle(puzzle)?, limit))
}
