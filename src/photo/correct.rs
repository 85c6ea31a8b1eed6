//! Correcting a reading with the rules: a photo read with a wrong digit usually breaks the rules
//! or loses its single solution, and the likeliest change that brings back exactly one solution
//! is almost always the true puzzle.

use crate::grid::{Cell, Grid};
use crate::solver::count_solutions;

/// What the classifier made of one cell.
#[derive(Clone, Copy, Debug)]
pub enum CellReading {
    /// No digit: the cell holds no patch of ink the size of one.
    Empty,
    /// A digit, with how likely each of 1 to 9 is.
    Digit([f32; 9]),
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

/// The likeliest digits, changed where needed so the puzzle has exactly one solution. If the
/// first reading has one, it stands; otherwise one, two or three cells take their next likeliest
/// digits, trying the changes in order of how much less likely they make the reading, and the
/// first that leaves exactly one solution wins. If none does, the first reading stands
/// uncorrected (and its low confidences say where it is doubtful).
pub fn correct(readings: &[CellReading; 81]) -> Corrected {
    let mut digits = [0u8; 81];
    let mut confidence = [1.0f32; 81];
    let mut changes: Vec<(f32, usize, u8)> = Vec::new();
    for (i, reading) in readings.iter().enumerate() {
        if let CellReading::Digit(p) = reading {
            let best = (0..9).max_by(|&a, &b| p[a].total_cmp(&p[b])).unwrap_or(0);
            digits[i] = best as u8 + 1;
            confidence[i] = p[best];
            for d in (0..9).filter(|&d| d != best) {
                let cost = p[best].max(1e-12).ln() - p[d].max(1e-12).ln();
                changes.push((cost, i, d as u8 + 1));
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
            grid.set(Cell::from_index(cell), Some(digit));
        }
        if unique(&grid) {
            let mut corrected = Vec::new();
            for &k in &picked {
                let (_, cell, digit) = changes[k];
                if let CellReading::Digit(p) = readings[cell] {
                    confidence[cell] = p[digit as usize - 1];
                }
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
}
