//! Singles, the techniques that place digits: a cell with one candidate left, or a digit with
//! one place left in a unit.

use super::Technique;
use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::sets::cells_of;
use crate::analysis::step::{Candidate, Step};
use crate::analysis::words::{capitalized, cell_name};
use crate::grid::{Cell, Unit};

/// The 27 units in the order Sudoku Explainer visits them when it looks unit by unit (singles
/// and subsets): the boxes, then the columns, then the rows.
pub(super) fn units_boxes_first() -> impl Iterator<Item = Unit> {
    (0..9)
        .map(Unit::Box)
        .chain((0..9).map(Unit::Column))
        .chain((0..9).map(Unit::Row))
}

/// A digit that can go in only one cell of a unit must go there. The last empty cell of a unit
/// (a full house, 1.0) is the easiest of all, so Sudoku Explainer looks for one in every unit
/// before it looks for hidden singles: in a box (1.2), then in a column or a row (1.5).
pub(super) fn hidden_single(marks: &PencilMarks) -> Option<Step> {
    full_house(marks).or_else(|| {
        units_boxes_first().find_map(|unit| {
            let open = marks.empty_cells() & cells_of(unit);
            if open.len() == 1 {
                return None;
            }
            (1..=9).find_map(|digit| {
                let cell = (marks.cells_with(digit) & open).single()?;
                let rating = if matches!(unit, Unit::Box(_)) { 12 } else { 15 };
                Some(Step::placing(
                    Technique::HiddenSingle,
                    Rating::tenths(rating),
                    Candidate { cell, digit },
                    vec![unit],
                    capitalized(format!(
                        "{} is the only cell in {unit} that can hold {digit}.",
                        cell_name(cell)
                    )),
                ))
            })
        })
    })
}

/// The last empty cell of a unit holds the one digit the unit is missing (1.0).
fn full_house(marks: &PencilMarks) -> Option<Step> {
    units_boxes_first().find_map(|unit| {
        let cell = (marks.empty_cells() & cells_of(unit)).single()?;
        let digit = marks.candidates(cell).next()?;
        Some(Step::placing(
            Technique::FullHouse,
            Rating::tenths(10),
            Candidate { cell, digit },
            vec![unit],
            capitalized(format!(
                "{} is the last empty cell of {unit}, so it holds the missing {digit}.",
                cell_name(cell)
            )),
        ))
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
