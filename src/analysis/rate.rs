//! Rating a puzzle by what solving it by hand demands: the hardest technique on its logical
//! path, and how often techniques that hard are needed.

use std::fmt;

use super::hint::{solve_steps, LogicalPath};
use super::technique::Technique;
use crate::error::PuzzleError;
use crate::grid::Grid;

/// The named levels of difficulty, from singles only to beyond every technique here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
    Expert,
    /// Needs more than the techniques here: guessing, or longer chains and rarer patterns.
    Extreme,
}

impl Difficulty {
    pub const ALL: [Difficulty; 5] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
        Difficulty::Extreme,
    ];

    /// The lower-case name: `easy`, `medium`, `hard`, `expert` or `extreme`.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
            Difficulty::Extreme => "extreme",
        }
    }

    /// The level with this lower-case name.
    pub fn from_name(name: &str) -> Option<Difficulty> {
        Difficulty::ALL
            .into_iter()
            .find(|level| level.name() == name)
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How many steps at the level of the hardest technique make a medium or hard puzzle one level
/// harder: spotting one pointing pair is a medium task, spotting five in a row is not.
pub const STEPS_THAT_RAISE_A_LEVEL: usize = 5;

/// How hard a puzzle is to solve by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    pub difficulty: Difficulty,
    /// The hardest technique the logical path uses; `None` if it needs none (the grid is full).
    pub hardest: Option<Technique>,
    /// How many steps use a technique of the hardest technique's level.
    pub hardest_level_steps: usize,
    /// How many steps the logical path takes in all.
    pub steps: usize,
}

/// The rating of a puzzle; fails with [`PuzzleError::NoSolution`] when it has no solution.
pub fn rate(puzzle: &Grid) -> Result<Rating, PuzzleError> {
    Ok(rating_of(&solve_steps(puzzle)?))
}

/// The rating a logical path earns: the level of its hardest technique, one level more when
/// that level is medium or hard and [`STEPS_THAT_RAISE_A_LEVEL`] steps need it, and extreme when
/// the path doesn't reach the solution.
pub(crate) fn rating_of(path: &LogicalPath) -> Rating {
    let hardest = path.steps.iter().map(|step| step.technique).max();
    let level = hardest.map_or(Difficulty::Easy, Technique::difficulty);
    let hardest_level_steps = path
        .steps
        .iter()
        .filter(|step| step.technique.difficulty() == level)
        .count();
    let difficulty = match level {
        _ if !path.is_solved() => Difficulty::Extreme,
        Difficulty::Medium if hardest_level_steps >= STEPS_THAT_RAISE_A_LEVEL => Difficulty::Hard,
        Difficulty::Hard if hardest_level_steps >= STEPS_THAT_RAISE_A_LEVEL => Difficulty::Expert,
        level => level,
    };
    Rating {
        difficulty,
        hardest,
        hardest_level_steps,
        steps: path.steps.len(),
    }
}
