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
//! * `analysis` (feature `analysis`) — solving the way a person does: pencil marks, named
//!   techniques, hints, the logical path and rating of a puzzle, and a generator of rated puzzles;
//! * [`photo`] (feature `photo`) — reading a puzzle from a photo: the grid's outline, its
//!   perspective, the cells, a small trained digit classifier, and correction by the solver;
//! * `bindings` — the thin WebAssembly surface, present only when compiled for `wasm32`, one file
//!   per entry point of the npm package, each compiled with its feature (`core`, `analysis`,
//!   `photo`).
//!
//! The API comes in two layers: functions on a [`Grid`] already read ([`Grid::solve`],
//! [`Grid::count_solutions`], [`Grid::validate`]), and functions on text that read the puzzle
//! first ([`solve`], [`count_solutions`], ...). The JavaScript exports call the second and turn a
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

// The core's WebAssembly module (built without the `std` feature) leaves out Rust's standard
// library: what it does needs only `core` and `alloc`, and `std` brings its panic and formatting
// machinery, 2,600 of the module's 24,500 compressed bytes. It has its own panic handler
// (`src/bindings/mod.rs`) and allocator (below). Tests always have the standard library.
#![cfg_attr(all(target_arch = "wasm32", not(any(feature = "std", test))), no_std)]

extern crate alloc;

#[cfg(any(test, all(target_arch = "wasm32", not(feature = "std"))))]
mod allocator;
#[cfg(feature = "analysis")]
mod analysis;
mod error;
mod grid;
mod parse;
#[cfg(feature = "photo")]
pub mod photo;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod sixteens;
mod solver;
mod validate;

#[cfg(target_arch = "wasm32")]
pub mod bindings;

/// The allocator of the solver's module, which has none from the standard library: a stack
/// (`src/allocator.rs` says why it is enough, and how much smaller it is). The analysis and photo
/// modules keep Rust's default, which reuses memory in any order.
#[cfg(all(target_arch = "wasm32", not(feature = "std")))]
#[global_allocator]
static ALLOCATOR: allocator::Stack<allocator::WasmMemory> =
    allocator::Stack::new(allocator::WasmMemory);

#[cfg(feature = "analysis")]
pub use analysis::{
    generate, generate_rated, hint_for, Candidate, Difficulty, Generated, Hint, Json, Link,
    LinkKind, LogicalPath, PencilMarks, PuzzleRating, Rating, Step, Technique, MOST_ATTEMPTS,
};
pub use error::{ErrorKind, Place, PuzzleError};
pub use grid::{Cell, Conflict, Grid, Unit};
pub use validate::{Solutions, Validation};

/// The solver's answers for a grid already read; the functions on text below read the puzzle and
/// call these.
impl Grid {
    /// The first pair of clashing givens, as an error.
    pub fn check_givens(&self) -> Result<(), PuzzleError> {
        match self.first_conflict() {
            Some(conflict) => Err(PuzzleError::Conflict(conflict)),
            None => Ok(()),
        }
    }

    /// The solution of this puzzle; one of them, always the same one, when it has several.
    ///
    /// Clashing givens are looked for only when the engine finds no solution, since they always
    /// leave it without one: that spares every search the check (a tenth of a microsecond, a few
    /// percent of a call on an easy puzzle).
    pub fn solve(&self) -> Result<Grid, PuzzleError> {
        match solver::first_solution(self) {
            Some(solution) => Ok(solution),
            None => self.check_givens().and(Err(PuzzleError::NoSolution)),
        }
    }

    /// The number of solutions, counting no further than `limit`: a limit of 2 tells whether the
    /// solution is unique. A puzzle with no solution counts 0; clashing givens are an error.
    pub fn count_solutions(&self, limit: usize) -> Result<usize, PuzzleError> {
        match solver::count_solutions(self, limit) {
            0 => self.check_givens().and(Ok(0)),
            count => Ok(count),
        }
    }
}

/// Reads a puzzle and checks that its givens do not break the rules.
pub fn read_puzzle(puzzle: &str) -> Result<Grid, PuzzleError> {
    let grid: Grid = puzzle.parse()?;
    grid.check_givens()?;
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

/// Solves a puzzle given in any accepted format ([`Grid::solve`]).
pub fn solve(puzzle: &str) -> Result<Grid, PuzzleError> {
    // The grid is solved where the reader left it: moved out of the `Result`, it was copied
    // twice, each copy a call out of WebAssembly.
    match puzzle.parse::<Grid>() {
        Ok(ref grid) => grid.solve(),
        Err(error) => Err(error),
    }
}

/// Counts the solutions of a puzzle given in any accepted format, stopping at `limit`
/// ([`Grid::count_solutions`]).
pub fn count_solutions(puzzle: &str, limit: usize) -> Result<usize, PuzzleError> {
    match puzzle.parse::<Grid>() {
        Ok(ref grid) => grid.count_solutions(limit),
        Err(error) => Err(error),
    }
}

/// What is wrong with a puzzle: every pair of clashing givens, and whether it has no solution,
/// one, or several ([`Grid::validate`]). Only a puzzle that can't be read is an error; clashes
/// are reported as data.
pub fn validate(puzzle: &str) -> Result<Validation, PuzzleError> {
    Ok(puzzle.parse::<Grid>()?.validate())
}

/// The pencil marks of a puzzle before any technique: for each empty cell, the digits not yet in
/// its row, column or box.
#[cfg(feature = "analysis")]
pub fn candidates(puzzle: &str) -> Result<PencilMarks, PuzzleError> {
    Ok(PencilMarks::from_grid(&read_puzzle(puzzle)?))
}

/// The next logical step from a puzzle's own pencil marks; [`hint_for`] starts from marks a
/// person has narrowed. Fails when the puzzle can't be read, its givens clash, or it has no
/// solution.
#[cfg(feature = "analysis")]
pub fn hint(puzzle: &str) -> Result<Hint, PuzzleError> {
    hint_for(&candidates(puzzle)?)
}

/// The steps a person can take one after the other, as far as the techniques go. Fails when
/// the puzzle can't be read, its givens clash, or it has no solution.
#[cfg(feature = "analysis")]
pub fn solve_steps(puzzle: &str) -> Result<LogicalPath, PuzzleError> {
    analysis::solve_steps(&read_puzzle(puzzle)?)
}

/// The logical path as far as the techniques that can find steps rated up to `ceiling` go (see
/// [`analysis::solve_steps_up_to`]).
#[cfg(feature = "analysis")]
pub fn solve_steps_up_to(puzzle: &str, ceiling: Rating) -> Result<LogicalPath, PuzzleError> {
    analysis::solve_steps_up_to(&read_puzzle(puzzle)?, ceiling)
}

/// How hard a puzzle is to solve by hand, as Sudoku Explainer rates it (see
/// `docs/analysis.md`). Fails when the puzzle can't be read, its givens clash, or it has no
/// solution or several.
#[cfg(feature = "analysis")]
pub fn rate(puzzle: &str) -> Result<PuzzleRating, PuzzleError> {
    analysis::rate(&read_puzzle(puzzle)?)
}
