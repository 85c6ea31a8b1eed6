//! Correcting a reading with the rules: a photo read with a wrong digit, a digit missed or a mark
//! taken for a digit usually breaks the rules or loses its single solution, and the likeliest
//! change that brings back exactly one solution is almost always the true puzzle.

use crate::grid::{Cell, Grid};
use crate::solver::count_solutions;

/// What the classifier made of one cell.
#[derive(Clone, Copy, Debug)]
pub enum CellReading {
    /// No digit: the cell holds no patch of ink the size of one.
    Empty,
    /// A digit, with how likely each of 1 to 9 is.
    Digit([f32; 9]),
    /// Read as empty, but with a faint patch of ink that would be each of 1 to 9 this likely if
    /// it were a digit printed pale.
    Faint([f32; 9]),
}

/// The reading after correction.
pub struct Corrected {
    pub puzzle: Grid,
    pub confidence: [f32; 81],
    pub corrected: Vec<Cell>,
}

/// How many of the cheapest single changes are considered, alone or in pairs.
const CHANGES: usize = 24;
/// How many of them are considered in threes.
const CHANGES_IN_THREES: usize = 12;
/// What taking a digit out costs beyond the odds against it being a mark rather than a digit,
/// and what reading a faint patch as a digit costs beyond the odds against that digit: both are
/// rarer misreadings than one digit for another, so they come after the likely swaps.
const REMOVAL: f32 = 1.5;
const ADDITION: f32 = 1.5;
/// How sure the reader is that a cell with a faint patch of ink is empty.
const FAINT_EMPTY: f32 = 0.5;

/// One change to a reading: its cost (how much less likely it makes the reading, in nats), the
/// cell, and the digit it puts there (0 takes the digit out).
type Change = (f32, usize, u8);

/// The likeliest reading, changed where needed so the puzzle has exactly one solution. If the
/// first reading has one, it stands; otherwise one, two or three cells change (a digit to its
/// next likeliest, a doubtful digit taken out as a mark, a faint patch read as the digit it looks
/// like), trying the changes in order of how much less likely they make the reading, and the
/// first that leaves exactly one solution wins. If none does, the first reading stands
/// uncorrected (and its low confidences say where it is doubtful). The work is bounded: at most
/// a few thousand tries, each a solver count stopped at two solutions.
pub fn correct(readings: &[CellReading; 81]) -> Corrected {
    let mut digits = [0u8; 81];
    let mut confidence = [1.0f32; 81];
    let mut changes: Vec<Change> = Vec::new();
    let odds = |p: f32| p.max(1e-12).ln();
    for (i, reading) in readings.iter().enumerate() {
        match reading {
            CellReading::Empty => {}
            CellReading::Digit(p) => {
                let best = (0..9).max_by(|&a, &b| p[a].total_cmp(&p[b])).unwrap_or(0);
                digits[i] = best as u8 + 1;
                confidence[i] = p[best];
                for d in (0..9).filter(|&d| d != best) {
                    changes.push((odds(p[best]) - odds(p[d]), i, d as u8 + 1));
                }
                let against = (odds(p[best]) - odds(1.0 - p[best])).max(0.0);
                changes.push((REMOVAL + against, i, 0));
            }
            CellReading::Faint(p) => {
                confidence[i] = FAINT_EMPTY;
                for (d, &likely) in p.iter().enumerate() {
                    changes.push((ADDITION - odds(likely), i, d as u8 + 1));
                }
            }
        }
    }
    let first = Grid::from_digits(digits).expect("digits run from 0 to 9");
    let unique = |grid: &Grid| grid.first_conflict().is_none() && count_solutions(grid, 2) == 1;
    if unique(&first) {
        return Corrected {
            puzzle: first,
            confidence,
            corrected: Vec::new(),
        };
    }
    changes.sort_by(|a, b| a.0.total_cmp(&b.0));
    changes.truncate(CHANGES);
    let mut tries: Vec<(f32, Vec<usize>)> = Vec::new();
    for a in 0..changes.len() {
        tries.push((changes[a].0, vec![a]));
        for b in a + 1..changes.len() {
            if changes[a].1 == changes[b].1 {
                continue;
            }
            tries.push((changes[a].0 + changes[b].0, vec![a, b]));
            for c in b + 1..changes.len().min(CHANGES_IN_THREES) {
                if changes[c].1 == changes[a].1 || changes[c].1 == changes[b].1 {
                    continue;
                }
                tries.push((changes[a].0 + changes[b].0 + changes[c].0, vec![a, b, c]));
            }
        }
    }
    tries.sort_by(|a, b| a.0.total_cmp(&b.0));
    for (_, picked) in tries {
        let mut grid = first;
        for &k in &picked {
            let (_, cell, digit) = changes[k];
            grid.set(Cell::from_index(cell), (digit > 0).then_some(digit));
        }
        if unique(&grid) {
            let mut corrected = Vec::new();
            for &k in &picked {
                let (_, cell, digit) = changes[k];
                confidence[cell] = match (readings[cell], digit) {
                    (CellReading::Digit(p), 0) => 1.0 - p.iter().cloned().fold(0.0, f32::max),
                    (CellReading::Digit(p) | CellReading::Faint(p), d) => p[d as usize - 1],
                    (CellReading::Empty, _) => confidence[cell],
                };
                corrected.push(Cell::from_index(cell));
            }
            corrected.sort_by_key(|c| c.index());
            return Corrected {
                puzzle: grid,
                confidence,
                corrected,
            };
        }
    }
    Corrected {
        puzzle: first,
        confidence,
        corrected: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// Readings that are sure of every given of `PUZZLE`.
    fn sure_readings() -> [CellReading; 81] {
        let grid: Grid = PUZZLE.parse().unwrap();
        std::array::from_fn(|i| match grid.digits()[i] {
            0 => CellReading::Empty,
            d => {
                let mut p = [0.001; 9];
                p[d as usize - 1] = 0.992;
                CellReading::Digit(p)
            }
        })
    }

    #[test]
    fn a_sure_reading_with_one_solution_stands() {
        let result = correct(&sure_readings());
        assert_eq!(result.puzzle.one_line(), PUZZLE);
        assert!(result.corrected.is_empty());
    }

    #[test]
    fn a_misread_digit_that_breaks_the_rules_is_corrected() {
        let mut readings = sure_readings();
        // The 3 of row 1 column 2 read as a 5 (clashing with the 5 beside it), with the 3 as
        // the second choice.
        let mut p = [0.001; 9];
        p[4] = 0.6;
        p[2] = 0.39;
        readings[1] = CellReading::Digit(p);
        let result = correct(&readings);
        assert_eq!(result.puzzle.one_line(), PUZZLE);
        assert_eq!(result.corrected, vec![Cell::from_index(1)]);
        assert!((result.confidence[1] - 0.39).abs() < 1e-6);
    }

    #[test]
    fn a_digit_printed_pale_is_read_when_the_puzzle_needs_it() {
        let mut readings = sure_readings();
        // The 8 of row 3 column 3 seen only as a faint patch: without it the puzzle has more
        // than one solution.
        let mut p = [0.01; 9];
        p[7] = 0.9;
        readings[20] = CellReading::Faint(p);
        let result = correct(&readings);
        assert_eq!(result.puzzle.one_line(), PUZZLE);
        assert_eq!(result.corrected, vec![Cell::from_index(20)]);
        assert!((result.confidence[20] - 0.9).abs() < 1e-6);
    }

    #[test]
    fn a_mark_read_as_a_doubtful_digit_is_taken_out() {
        let mut readings = sure_readings();
        // A smudge in the empty row 1 column 3 read as a 5 it is not sure of: it clashes with
        // the 5 in the same row.
        let mut p = [0.05; 9];
        p[4] = 0.6;
        readings[2] = CellReading::Digit(p);
        let result = correct(&readings);
        assert_eq!(result.puzzle.one_line(), PUZZLE);
        assert_eq!(result.corrected, vec![Cell::from_index(2)]);
    }

    #[test]
    fn a_faint_patch_the_puzzle_does_not_need_stays_empty() {
        let mut readings = sure_readings();
        let mut p = [0.01; 9];
        p[0] = 0.9;
        readings[2] = CellReading::Faint(p);
        let result = correct(&readings);
        assert_eq!(result.puzzle.one_line(), PUZZLE);
        assert!(result.corrected.is_empty());
        assert!(result.confidence[2] < 1.0);
    }
}
