//! Rating a puzzle as Sudoku Explainer does, and the named levels derived from its number.
//!
//! Sudoku Explainer solves a puzzle by taking, at each point, the step of its first search
//! that finds one (see `techniques/mod.rs`), and rates every step on a scale from 1.0 (a full
//! house) to about 12 (nested forcing chains). The puzzle's rating is three numbers read off
//! that path: ER, the hardest step of all; EP, the hardest up to the first placed digit; ED,
//! the first step's.

use std::fmt;

use super::marks::PencilMarks;
use super::path::{follow, LogicalPath};
use super::step::Step;
use super::techniques::Technique;
use crate::error::PuzzleError;
use crate::grid::Grid;
use crate::solver;

/// A number on Sudoku Explainer's scale, kept in tenths as it prints them (`7.2` is 72).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rating(u8);

impl Rating {
    /// The rating of `tenths` tenths: `Rating::tenths(23)` is 2.3.
    pub const fn tenths(tenths: u8) -> Rating {
        Rating(tenths)
    }

    /// The number of tenths: 23 for 2.3.
    pub const fn in_tenths(self) -> u8 {
        self.0
    }

    /// Above every rating a step can have.
    pub const MAX: Rating = Rating(u8::MAX);

    /// This rating raised by `tenths`.
    pub const fn plus(self, tenths: u8) -> Rating {
        Rating(self.0 + tenths)
    }
}

/// With one decimal, as Sudoku Explainer prints it: `7.2`.
impl fmt::Display for Rating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// The named levels of difficulty, each a range of Sudoku Explainer's rating (ER).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
    Expert,
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

    /// The lowest and highest ER of the level, both included: easy is singles and the direct
    /// techniques that end in one (1.0–2.3); medium, locked candidates, pairs, the naked triple
    /// and the small fish (2.4–3.9); hard, hidden triples, wings, uniqueness, quads and BUG
    /// (4.0–5.9); expert, aligned exclusion, cycles, forcing chains and Nishio (6.0–7.9);
    /// extreme, multiple, dynamic and nested forcing chains (8.0 and up).
    pub fn range(self) -> (Rating, Rating) {
        let (lowest, highest) = match self {
            Difficulty::Easy => (0, 23),
            Difficulty::Medium => (24, 39),
            Difficulty::Hard => (40, 59),
            Difficulty::Expert => (60, 79),
            Difficulty::Extreme => (80, u8::MAX),
        };
        (Rating(lowest), Rating(highest))
    }

    /// The level whose range holds this ER.
    pub fn of(er: Rating) -> Difficulty {
        Difficulty::ALL
            .into_iter()
            .find(|level| er <= level.range().1)
            .unwrap_or(Difficulty::Extreme)
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How hard a puzzle is to solve by hand, as Sudoku Explainer rates it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PuzzleRating {
    /// The hardest step of the logical path (0.0 for a full grid).
    pub er: Rating,
    /// The hardest step up to and including the first that places a digit.
    pub ep: Rating,
    /// The first step's rating.
    pub ed: Rating,
    /// The named level of `er`.
    pub difficulty: Difficulty,
    /// The technique of the hardest step (the first, if several are as hard); `None` for a
    /// full grid.
    pub hardest: Option<Technique>,
    /// How many steps the logical path takes.
    pub steps: usize,
}

/// The rating of a puzzle with exactly one solution; fails with [`PuzzleError::NoSolution`]
/// when it has none, and with [`PuzzleError::SeveralSolutions`] when it has more, since no
/// logic can choose between them.
pub fn rate(puzzle: &Grid) -> Result<PuzzleRating, PuzzleError> {
    match solver::count_solutions(puzzle, 2) {
        0 => Err(PuzzleError::NoSolution),
        1 => Ok(follow(PencilMarks::from_grid(puzzle), true, Rating::MAX).rating()),
        _ => Err(PuzzleError::SeveralSolutions),
    }
}

impl LogicalPath {
    /// The rating this path earns: as Sudoku Explainer rates the puzzle when the path is the
    /// puzzle's own and reaches the solution.
    pub fn rating(&self) -> PuzzleRating {
        let steps = &self.steps;
        let hardest = steps.iter().reduce(|hardest, step| {
            if step.rating > hardest.rating {
                step
            } else {
                hardest
            }
        });
        let first_placement = steps
            .iter()
            .position(|step| !step.placements.is_empty())
            .map_or(steps.len(), |index| index + 1);
        let hardest_of = |steps: &[Step]| {
            steps
                .iter()
                .map(|step| step.rating)
                .max()
                .unwrap_or_default()
        };
        let er = hardest_of(steps);
        PuzzleRating {
            er,
            ep: hardest_of(&steps[..first_placement]),
            ed: hardest_of(&steps[..steps.len().min(1)]),
            difficulty: Difficulty::of(er),
            hardest: hardest.map(|step| step.technique),
            steps: steps.len(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_print_with_one_decimal() {
        assert_eq!(Rating::tenths(23).to_string(), "2.3");
        assert_eq!(Rating::tenths(100).to_string(), "10.0");
        assert_eq!(Rating::tenths(95).plus(2).to_string(), "9.7");
    }

    #[test]
    fn the_levels_cover_the_scale_without_gaps() {
        let mut next = Rating::tenths(0);
        for level in Difficulty::ALL {
            let (lowest, highest) = level.range();
            assert_eq!(lowest, next, "{level}");
            assert_eq!(Difficulty::of(lowest), level);
            assert_eq!(Difficulty::of(highest), level);
            next = highest.plus(if highest.in_tenths() == u8::MAX { 0 } else { 1 });
        }
    }
}
