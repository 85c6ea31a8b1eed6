//! Singles, the techniques that place digits: a cell with one candidate left, or a digit with
//! one place left in a unit.

use super::Technique;
use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::sets::cells_of;
use crate::analysis::step::{Candidate, Step};
use crate::analysis::words::cell_name;
use crate::grid::{Cell, Unit};

/// A digit that can go in only one cell of a unit must go there. Sudoku Explainer looks in
/// the boxes first (1.2), then the rows and columns (1.5); the last empty cell of a unit, a
/// full house, is the easiest of all (1.0) wherever it is found.
pub(super) fn hidden_single(marks: &PencilMarks) -> Option<Step> {
    let kinds: [(fn(u8) -> Unit, u8); 3] = [(Unit::Box, 12), (Unit::Row, 15), (Unit::Column, 15)];
    kinds.into_iter().find_map(|(kind, rating)| {
        (1..=9).find_map(|digit| {
            let places = marks.cells_with(digit);
            (0..9).map(kind).find_map(|unit| {
                let cell = (places & cells_of(unit)).single()?;
                Some(if (marks.empty_cells() & cells_of(unit)).len() == 1 {
                    Step::placing(
                        Technique::FullHouse,
                        Rating::tenths(10),
                        Candidate { cell, digit },
                        vec![unit],
                        format!(
                            "{} is the last empty cell of {unit}, so it holds the missing \
                             {digit}.",
                            cell_name(cell)
                        ),
                    )
                } else {
                    Step::placing(
                        Technique::HiddenSingle,
                        Rating::tenths(rating),
                        Candidate { cell, digit },
                        vec![unit],
                        format!(
                            "{} is the only cell in {unit} that can hold {digit}.",
                            cell_name(cell)
                        ),
                    )
                })
            })
        })
    })
}

/// A cell whose pencil marks are down to one digit must hold it (2.3).
pub(super) fn naked_single(marks: &PencilMarks) -> Option<Step> {
    marks.empty_cells().iter().find_map(|cell: Cell| {
        let digit = marks.at(cell).single()?;
        Some(Step::placing(
            Technique::NakedSingle,
            Rating::tenths(23),
            Candidate { cell, digit },
            Vec::new(),
            format!(
                "{digit} is the only digit left that {} can hold.",
                cell_name(cell)
            ),
        ))
    })
}
