//! Hints and the logical path: the next step a person can take, and all of them in a row.

use super::marks::PencilMarks;
use super::rating::Rating;
use super::step::{Candidate, Step};
use super::techniques::SEARCHES;
use super::words::cell_name;
use crate::error::PuzzleError;
use crate::grid::{Cell, Grid};
use crate::solver;

/// What to tell a person looking at a puzzle and its pencil marks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The next step: the one Sudoku Explainer would take.
    Step(Step),
    /// Every cell is filled: nothing left to do.
    Solved,
    /// No technique applies. This happens only when the placed digits allow several solutions,
    /// which no logic can choose between.
    Stuck,
    /// The pencil marks rule out the digit the solution has in this cell, so hints drawn from
    /// them could mislead; the mark should be restored.
    Mistake(Candidate),
}

impl Hint {
    /// One sentence for the person: the step's explanation, or why there is none.
    pub fn explanation(&self) -> String {
        match self {
            Hint::Step(step) => step.explanation.clone(),
            Hint::Solved => "Every cell is filled: the puzzle is solved.".to_string(),
            Hint::Stuck => "No technique applies here: the puzzle has several solutions from this \
                            point, and no logic can choose between them."
                .to_string(),
            Hint::Mistake(Candidate { cell, digit }) => format!(
                "The pencil marks rule out {digit} in {}, but the solution has {digit} there.",
                cell_name(*cell)
            ),
        }
    }
}

/// The steps a person can take one after the other from a puzzle's first pencil marks, as far as
/// the techniques go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogicalPath {
    pub steps: Vec<Step>,
    /// The pencil marks after the last step: solved, or where the techniques ran out.
    pub end: PencilMarks,
}

impl LogicalPath {
    /// True when the techniques alone filled every cell.
    pub fn is_solved(&self) -> bool {
        self.end.is_solved()
    }
}

/// The next step from these pencil marks.
///
/// The techniques that rely on a unique solution are used only when the placed digits have exactly one
/// solution; when they have exactly one, marks that rule out its digit are reported as a
/// [`Hint::Mistake`]. Fails with [`PuzzleError::NoSolution`] when the placed digits have none.
pub fn hint_for(marks: &PencilMarks) -> Result<Hint, PuzzleError> {
    let unique = has_unique_solution(marks.grid())?;
    if marks.is_solved() {
        return Ok(Hint::Solved);
    }
    if unique {
        let solution = solver::first_solution(marks.grid()).ok_or(PuzzleError::NoSolution)?;
        let ruled_out = Cell::all().find_map(|cell| {
            let digit = solution.digit(cell)?;
            let empty = marks.grid().digit(cell).is_none();
            (empty && !marks.at(cell).contains(digit)).then_some(Candidate { cell, digit })
        });
        if let Some(candidate) = ruled_out {
            return Ok(Hint::Mistake(candidate));
        }
    }
    Ok(next_step(marks, unique, Rating::MAX).map_or(Hint::Stuck, Hint::Step))
}

/// The logical path of a puzzle, from its first pencil marks. Fails with
/// [`PuzzleError::NoSolution`] when the puzzle has no solution; a puzzle with several solutions
/// can't be finished by logic, and the path stops where they part.
pub fn solve_steps(puzzle: &Grid) -> Result<LogicalPath, PuzzleError> {
    solve_steps_up_to(puzzle, Rating::MAX)
}

/// The logical path as far as the searches that can find steps rated up to `ceiling` go; a
/// step rated above it ends the path. For going only so far, and for bounding the work: the
/// dynamic and nested forcing chains take seconds on the hardest puzzles.
pub fn solve_steps_up_to(puzzle: &Grid, ceiling: Rating) -> Result<LogicalPath, PuzzleError> {
    let unique = has_unique_solution(puzzle)?;
    Ok(follow(PencilMarks::from_grid(puzzle), unique, ceiling))
}

/// Takes step after step until the grid is solved, no technique applies, or a step rated
/// above `ceiling` has been taken (it ends the path) or is the only kind left. The generator
/// sets a ceiling to give up on a puzzle as soon as it proves too hard.
pub(crate) fn follow(mut marks: PencilMarks, unique: bool, ceiling: Rating) -> LogicalPath {
    let mut steps = Vec::new();
    while !marks.is_solved() {
        let Some(step) = next_step(&marks, unique, ceiling) else {
            break;
        };
        marks.apply(&step);
        let too_hard = step.rating > ceiling;
        steps.push(step);
        if too_hard {
            break;
        }
    }
    LogicalPath { steps, end: marks }
}

/// The highest floor of the searches tried when the placed digits have several solutions. No
/// logic can finish such a grid, and the dynamic forcing chains (8.5) and the nested ones would
/// search a grid that open for a long time before failing: the path stops before them.
const SEVERAL_SOLUTIONS_CEILING: Rating = Rating::tenths(80);

/// The step of the first search, in Sudoku Explainer's order, that finds one. Without a unique
/// solution, the searches that rely on one are left out, and so are the dynamic forcing chains
/// and all that come after them ([`SEVERAL_SOLUTIONS_CEILING`]). `None` as well when every
/// search left could only find steps rated above `ceiling`.
fn next_step(marks: &PencilMarks, unique: bool, ceiling: Rating) -> Option<Step> {
    let searches: Vec<_> = SEARCHES
        .iter()
        .filter(|search| {
            unique || (!search.assumes_unique_solution && search.floor <= SEVERAL_SOLUTIONS_CEILING)
        })
        .collect();
    (0..searches.len())
        .take_while(|&at| searches[at..].iter().any(|search| search.floor <= ceiling))
        .find_map(|at| (searches[at].find)(marks))
}

/// Whether the puzzle has exactly one solution (rather than several); an error if it has none.
fn has_unique_solution(puzzle: &Grid) -> Result<bool, PuzzleError> {
    match solver::count_solutions(puzzle, 2) {
        0 => Err(PuzzleError::NoSolution),
        count => Ok(count == 1),
    }
}
