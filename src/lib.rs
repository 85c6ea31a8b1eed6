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
//! * `solver` — the search engine: a bitboard of candidates per digit and band, propagation of
//!   locked candidates and singles by table lookup, and guessing in two-candidate cells
//!   (`docs/engine.md`);
//! * `analysis` — solving the way a person does: pencil marks, named techniques, hints, the
//!   logical path and rating of a puzzle, and a generator of rated puzzles;
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

mod analysis;
mod error;
mod grid;
mod parse;
pub mod photo;
mod solver;

#[cfg(target_arch = "wasm32")]
pub mod bindings;

pub use analysis::{
    generate, generate_rated, hint_for, Candidate, Difficulty, Generated, Hint, Json, Link,
    LinkKind, LogicalPath, PencilMarks, PuzzleRating, Rating, Solutions, Step, Technique,
    Validation, MOST_ATTEMPTS,
};
pub use error::PuzzleError;
pub use grid::{Cell, Conflict, Grid, Unit};

/// Reads a puzzle and checks that its givens do not break the rules.
pub fn read_puzzle(puzzle: &str) -> Result<Grid, PuzzleError> {
    let grid: Grid = puzzle.parse()?;
    check_givens(&grid)?;
    Ok(grid)
}

/// Reads the 729-character pencil-mark grid that Sukaku Explainer and other solvers exchange (nine
/// characters per cell, the n-th the digit n while it is a candidate, else `0` or `.`): the givens
/// (the cells with one candidate) and each cell's candidates as bits (bit `d - 1` for the digit
/// `d`), or `None` for any other text. Kept apart from [`read_puzzle`], since the givens alone
/// would lose what the marks rule out.
pub fn read_pencil_mark_grid(text: &str) -> Option<(Grid, [u16; 81])> {
    parse::marks_grid::read(text)
}

/// The first clash between givens, as an error. `solve` and `count_solutions` look for one only
/// when the engine finds no solution, since clashing givens always leave it without one: that
/// spares every search the check (a tenth of a microsecond, a few percent of a call on an easy
/// puzzle).
fn check_givens(grid: &Grid) -> Result<(), PuzzleError> {
    match grid.first_conflict() {
        Some(conflict) => Err(PuzzleError::Conflict(conflict)),
        None => Ok(()),
    }
}

/// Solves a puzzle given in any accepted format.
///
/// A puzzle with several solutions gives one of them, always the same one.
pub fn solve(puzzle: &str) -> Result<Grid, PuzzleError> {
    let grid: Grid = puzzle.parse()?;
    match solver::first_solution(&grid) {
        Some(solution) => Ok(solution),
        None => check_givens(&grid).and(Err(PuzzleError::NoSolution)),
    }
}

/// Counts the solutions of a puzzle, stopping at `limit`: a limit of 2 tells whether the solution
/// is unique. A puzzle with no solution counts 0; unreadable or conflicting givens are errors.
pub fn count_solutions(puzzle: &str, limit: usize) -> Result<usize, PuzzleError> {
    let grid: Grid = puzzle.parse()?;
    match solver::count_solutions(&grid, limit) {
        0 => check_givens(&grid).and(Ok(0)),
        count => Ok(count),
    }
}

/// The pencil marks of a puzzle before any technique: for each empty cell, the digits not yet in
/// its row, column or box.
pub fn candidates(puzzle: &str) -> Result<PencilMarks, PuzzleError> {
    Ok(PencilMarks::from_grid(&read_puzzle(puzzle)?))
}

/// What is wrong with a puzzle: every pair of clashing givens, and whether it has no solution,
/// one, or several. Only a puzzle that can't be read is an error; clashes are reported as data.
pub fn validate(puzzle: &str) -> Result<Validation, PuzzleError> {
    Ok(analysis::validate(&puzzle.parse()?))
}

/// The next logical step from a puzzle's own pencil marks; [`hint_for`] starts from marks a
/// person has narrowed. Fails when the puzzle can't be read, its givens clash, or it has no
/// solution.
pub fn hint(puzzle: &str) -> Result<Hint, PuzzleError> {
    hint_for(&candidates(puzzle)?)
}

/// The steps a person can take one after the other, as far as the techniques go. Fails when
/// the puzzle can't be read, its givens clash, or it has no solution.
pub fn solve_steps(puzzle: &str) -> Result<LogicalPath, PuzzleError> {
    analysis::solve_steps(&read_puzzle(puzzle)?)
}

/// The logical path as far as the techniques that can find steps rated up to `ceiling` go (see
/// [`analysis::solve_steps_up_to`]).
pub fn solve_steps_up_to(puzzle: &str, ceiling: Rating) -> Result<LogicalPath, PuzzleError> {
    analysis::solve_steps_up_to(&read_puzzle(puzzle)?, ceiling)
}

/// How hard a puzzle is to solve by hand, as Sudoku Explainer rates it (see
/// `docs/analysis.md`). Fails when the puzzle can't be read, its givens clash, or it has no
/// solution or several.
pub fn rate(puzzle: &str) -> Result<PuzzleRating, PuzzleError> {
    analysis::rate(&read_puzzle(puzzle)?)
}
