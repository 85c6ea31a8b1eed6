//! Making new puzzles: a random solution, emptied cell by cell while exactly one solution
//! remains, kept if its rating is the one asked for.

use super::marks::PencilMarks;
use super::path::follow;
use super::random::Random;
use super::rating::{Difficulty, PuzzleRating, Rating};
use crate::grid::{Cell, Grid};
use crate::solver;

/// A generated puzzle with its solution and rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Generated {
    pub puzzle: Grid,
    pub solution: Grid,
    pub rating: PuzzleRating,
    /// How many minimal puzzles were made before one had the rating asked for.
    pub attempts: usize,
}

/// A new puzzle with exactly one solution, minimal (emptying any given cell would allow a
/// second solution) and rated `difficulty`; the same for the same arguments on every machine.
/// The level is a range of Sudoku Explainer's rating ([`Difficulty::range`]).
///
/// With `symmetric`, the givens are symmetric under a half turn of the grid, and minimal in the
/// same sense among such puzzles: emptying a given cell together with its mirror image would allow
/// a second solution. (Emptying a single given might not; see `docs/analysis.md`.)
pub fn generate(difficulty: Difficulty, seed: u64, symmetric: bool) -> Generated {
    let (lowest, highest) = difficulty.range();
    generate_rated(lowest, highest, seed, symmetric)
        .expect("every level's range holds far more than one minimal puzzle in MOST_ATTEMPTS")
}

/// How many minimal puzzles [`generate_rated`] makes before it gives up on a range. Random
/// minimal puzzles are rarely hard: the rarest level, extreme, takes a few hundred on average,
/// and a range no puzzle falls in would otherwise keep the generator busy for ever.
pub const MOST_ATTEMPTS: usize = 20_000;

/// A new puzzle as [`generate`] makes them, whose ER is from `lowest` to `highest`; `None` when
/// none of [`MOST_ATTEMPTS`] minimal puzzles was rated so.
pub fn generate_rated(
    lowest: Rating,
    highest: Rating,
    seed: u64,
    symmetric: bool,
) -> Option<Generated> {
    let mut random = Random::seeded(seed);
    for attempts in 1..=MOST_ATTEMPTS {
        let solution = random_solution(&mut random);
        let puzzle = minimal_puzzle(&solution, symmetric, &mut random);
        // The path stops at the first step rated above `highest`: the rating is then too high
        // whatever comes after, and the harder searches need not run.
        let path = follow(PencilMarks::from_grid(&puzzle), true, highest);
        let rating = path.rating();
        if path.is_solved() && (lowest..=highest).contains(&rating.er) {
            return Some(Generated {
                puzzle,
                solution,
                rating,
                attempts,
            });
        }
    }
    None
}

/// A solution grid chosen at random: a depth-first fill, trying the digits of the most
/// constrained cell in random order. The fill is the generator's own rather than the solver's,
/// so that a seed keeps naming the same puzzles whatever the solver's search order.
fn random_solution(random: &mut Random) -> Grid {
    fill(PencilMarks::from_grid(&Grid::EMPTY), random)
        .expect("an empty grid can always be completed")
}

fn fill(marks: PencilMarks, random: &mut Random) -> Option<Grid> {
    let Some(cell) = marks
        .empty_cells()
        .iter()
        .min_by_key(|&cell| marks.at(cell).len())
    else {
        return Some(*marks.grid());
    };
    let mut digits: Vec<u8> = marks.at(cell).iter().collect();
    random.shuffle(&mut digits);
    digits.into_iter().find_map(|digit| {
        let mut next = marks.clone();
        next.place(cell, digit);
        fill(next, random)
    })
}

/// Empties the cells of a solution in random order, each (with its mirror image, if
/// `symmetric`) only if one solution remains. One pass gives a minimal puzzle: a given that
/// could not be removed then cannot be removed later either, since emptying other cells only
/// adds solutions.
fn minimal_puzzle(solution: &Grid, symmetric: bool, random: &mut Random) -> Grid {
    let mut cells: Vec<Cell> = Cell::all().collect();
    random.shuffle(&mut cells);
    let mut puzzle = *solution;
    for cell in cells {
        if puzzle.digit(cell).is_none() {
            continue;
        }
        let mut emptier = puzzle;
        emptier.set(cell, None);
        if symmetric {
            emptier.set(mirror_image(cell), None);
        }
        if solver::count_solutions(&emptier, 2) == 1 {
            puzzle = emptier;
        }
    }
    puzzle
}

/// The cell a half turn of the grid brings this one to.
fn mirror_image(cell: Cell) -> Cell {
    Cell::from_index(80 - cell.index())
}
