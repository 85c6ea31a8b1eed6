//! Singles, the techniques that place digits: a cell with one candidate left, or a digit with
//! one place left in a unit.

use super::candidates::PencilMarks;
use super::sets::cells_of;
use super::step::{Candidate, Step};
use super::technique::Technique;
use super::words::cell_name;
use crate::grid::{Cell, Unit};

/// A cell whose pencil marks are down to one digit must hold it.
pub(super) fn naked_single(marks: &PencilMarks) -> Option<Step> {
    marks.empty_cells().iter().find_map(|cell: Cell| {
        let digit = marks.at(cell).single()?;
        Some(Step::placing(
            Technique::NakedSingle,
            Candidate { cell, digit },
            Vec::new(),
            format!(
                "{digit} is the only digit left that {} can hold.",
                cell_name(cell)
            ),
        ))
    })
}

/// A digit that can go in only one cell of a unit must go there. Boxes are scanned first,
/// because that is where people spot hidden singles most easily.
pub(super) fn hidden_single(marks: &PencilMarks) -> Option<Step> {
    let kinds: [fn(u8) -> Unit; 3] = [Unit::Box, Unit::Row, Unit::Column];
    kinds.into_iter().find_map(|kind| {
        (1..=9).find_map(|digit| {
            let places = marks.cells_with(digit);
            (0..9).map(kind).find_map(|unit| {
                let cell = (places & cells_of(unit)).single()?;
                Some(Step::placing(
                    Technique::HiddenSingle,
                    Candidate { cell, digit },
                    vec![unit],
                    format!(
                        "{} is the only cell in {unit} that can hold {digit}.",
                        cell_name(cell)
                    ),
                ))
            })
        })
    })
}
