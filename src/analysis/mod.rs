//! Solving the way a person does: pencil marks, named techniques, hints, ratings, and a
//! generator of puzzles rated by them.
//!
//! Everything works on one structure, [`PencilMarks`] (the placed digits and the candidates of
//! every empty cell, as bit sets). Each technique is a function that looks at it and returns the
//! first [`Step`] it can justify — what to place or cross out, and one sentence saying why.
//! Hints, the logical path of a puzzle, its rating and the generator are all built from
//! "apply the easiest technique that finds something, and repeat".
//!
//! Files follow the families of techniques: `singles`, `intersections` (locked candidates),
//! `subsets` (naked and hidden pairs, triples, quads), `fish` (X-Wing, Swordfish, Jellyfish),
//! `wings` (XY, XYZ, W), `chains` (simple colouring, X-chains) and `uniqueness` (unique
//! rectangle). The scale of difficulty and its relation to Sudoku Explainer's ratings are in
//! `docs/analysis.md`.

mod candidates;
mod chains;
mod fish;
mod generate;
mod hint;
mod intersections;
mod json;
mod random;
mod rate;
mod sets;
mod singles;
mod step;
mod subsets;
mod technique;
mod uniqueness;
mod validate;
mod wings;
mod words;

pub use candidates::PencilMarks;
pub use generate::{generate, Generated};
pub use hint::{hint_for, solve_steps, Hint, LogicalPath};
pub use json::Json;
pub use rate::{rate, Difficulty, Rating, STEPS_THAT_RAISE_A_LEVEL};
pub use step::{Candidate, Step};
pub use technique::Technique;
pub use validate::{validate, Solutions, Validation};
