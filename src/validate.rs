//! Checking a puzzle without solving it for the user: clashing givens, and how many solutions.

use alloc::vec::Vec;

use crate::grid::{Conflict, Grid};
use crate::solver;

/// How many solutions a puzzle has, as far as a player cares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solutions {
    None,
    One,
    Several,
}

/// What is wrong with a puzzle, if anything.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Validation {
    /// Every pair of equal digits sharing a unit, by unit (in the order of
    /// [`Unit::all`](crate::Unit::all)), then by the later cell of the pair, then by the earlier
    /// one; so the first is the conflict [`Grid::first_conflict`] reports.
    pub conflicts: Vec<Conflict>,
    /// `None` whenever there are conflicts.
    pub solutions: Solutions,
}

impl Grid {
    /// Every pair of clashing givens, and whether the puzzle has no solution, one, or several.
    pub fn validate(&self) -> Validation {
        let conflicts = self.conflicts();
        let solutions = match conflicts.is_empty() {
            false => Solutions::None,
            true => match solver::count_solutions(self, 2) {
                0 => Solutions::None,
                1 => Solutions::One,
                _ => Solutions::Several,
            },
        };
        Validation {
            conflicts,
            solutions,
        }
    }
}
