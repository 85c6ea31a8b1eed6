//! Solving the way a person does: pencil marks, named techniques, hints, ratings, and a
//! generator of puzzles rated by them.
//!
//! Everything works on one structure, [`PencilMarks`] (`marks.rs`: the placed digits and the
//! candidates of every empty cell, as bit sets). The techniques (`techniques/`, one file per
//! family) are searches that look at it and return a [`Step`] (`step.rs`): what to place or
//! cross out, the pattern and chains to draw, its rating on Sudoku Explainer's scale, and one
//! sentence saying why. The searches run in Sudoku Explainer's order, and the first that finds
//! a step gives the next one: that is a hint, and hint after hint is the logical path
//! (`path.rs`). The rating (`rating.rs`) reads Sudoku Explainer's three numbers off the path,
//! and the generator (`generate.rs`) keeps the minimal puzzles rated as asked. `json.rs` writes
//! the results for JavaScript. The scale and the techniques are described in
//! `docs/analysis.md`.

mod generate;
mod json;
mod marks;
mod path;
mod random;
mod rating;
mod sets;
mod step;
mod techniques;
mod words;

pub use generate::{generate, generate_rated, Generated, MOST_ATTEMPTS};
pub use json::Json;
pub use marks::PencilMarks;
pub use path::{hint_for, solve_steps, solve_steps_up_to, Hint, LogicalPath};
pub use rating::{rate, Difficulty, PuzzleRating, Rating};
pub use step::{Candidate, Link, LinkKind, Step};
pub use techniques::Technique;
