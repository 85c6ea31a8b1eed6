//! Naked and hidden subsets: pairs, triples and quads are one technique of three sizes.
//!
//! *Naked*: `n` cells of a unit whose candidates together are only `n` digits must hold those
//! digits between them, so no other cell of the unit can. *Hidden*: `n` digits that can go only
//! in the same `n` cells of a unit must fill those cells, so the cells can hold nothing else.

use super::Technique;
use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::sets::{cells_of, find_combination, Cells, Digits};
use crate::analysis::step::Step;
use crate::analysis::words::{cell_names, digit_names};
use crate::grid::{Cell, Unit};

/// `size` cells of a unit holding only `size` digits between them: a naked pair (3.0), triple
/// (3.6) or quad (5.0).
pub(super) fn naked_subset(marks: &PencilMarks, size: usize) -> Option<Step> {
    let (technique, rating) = match size {
        2 => (Technique::NakedPair, 30),
        3 => (Technique::NakedTriple, 36),
        _ => (Technique::NakedQuad, 50),
    };
    Unit::all().find_map(|unit| {
        let open = marks.empty_cells() & cells_of(unit);
        let members: Vec<Cell> = open
            .iter()
            .filter(|&cell| (2..=size).contains(&marks.at(cell).len()))
            .collect();
        find_combination(&members, size, |chosen| {
            let digits = chosen
                .iter()
                .fold(Digits::NONE, |digits, &cell| digits | marks.at(cell));
            if digits.len() != size {
                return None;
            }
            let cells: Cells = chosen.iter().copied().collect();
            let eliminations = marks.candidates_in(open - cells, digits);
            (!eliminations.is_empty()).then(|| {
                Step::eliminating(
                    technique,
                    Rating::tenths(rating),
                    (cells, digits),
                    vec![unit],
                    eliminations,
                    format!(
                        "{} can only hold {} between them, so {} can be removed from the rest \
                         of {unit}.",
                        cell_names(cells, "and"),
                        digit_names(digits, "and"),
                        digit_names(digits, "and"),
                    ),
                )
            })
        })
    })
}

/// `size` digits of a unit that can only go in the same `size` cells: a hidden pair (3.4),
/// triple (4.0) or quad (5.4).
pub(super) fn hidden_subset(marks: &PencilMarks, size: usize) -> Option<Step> {
    let (technique, rating) = match size {
        2 => (Technique::HiddenPair, 34),
        3 => (Technique::HiddenTriple, 40),
        _ => (Technique::HiddenQuad, 54),
    };
    Unit::all().find_map(|unit| {
        let places: Vec<(u8, Cells)> = (1..=9)
            .map(|digit| (digit, marks.cells_with(digit) & cells_of(unit)))
            .filter(|(_, cells)| (2..=size).contains(&cells.len()))
            .collect();
        find_combination(&places, size, |chosen| {
            let cells = chosen
                .iter()
                .fold(Cells::NONE, |cells, &(_, places)| cells | places);
            if cells.len() != size {
                return None;
            }
            let digits: Digits = chosen.iter().map(|&(digit, _)| digit).collect();
            let eliminations = marks.candidates_in(cells, Digits::ALL - digits);
            (!eliminations.is_empty()).then(|| {
                Step::eliminating(
                    technique,
                    Rating::tenths(rating),
                    (cells, digits),
                    vec![unit],
                    eliminations,
                    format!(
                        "In {unit}, {} can only go in {}, so those cells can hold nothing else.",
                        digit_names(digits, "and"),
                        cell_names(cells, "and"),
                    ),
                )
            })
        })
    })
}
