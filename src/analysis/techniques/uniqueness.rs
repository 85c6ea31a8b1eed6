//! Unique rectangle, type 1: reasoning from the promise that the puzzle has only one solution.
//!
//! Four empty cells at the corners of a rectangle spanning two rows, two columns and two boxes,
//! all holding only x and y, would be a *deadly pattern*: swapping x and y in them would give a
//! second solution. So when three corners can only be x or y, the fourth must be something else.

use super::Technique;
use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::sets::{Cells, Digits};
use crate::analysis::step::Step;
use crate::analysis::words::{cell_name, cell_names, digit_names};
use crate::grid::Cell;

pub(super) fn unique_rectangle(marks: &PencilMarks) -> Option<Step> {
    rectangles().find_map(|corners| {
        let empty = corners.iter().all(|&cell| !marks.at(cell).is_empty());
        if !empty {
            return None;
        }
        (0..4).find_map(|odd| {
            let others: Vec<Cell> = (0..4).filter(|&i| i != odd).map(|i| corners[i]).collect();
            let pair = marks.at(others[0]);
            let extra = marks.at(corners[odd]);
            let deadly = pair.len() == 2
                && others.iter().all(|&cell| marks.at(cell) == pair)
                && extra - pair != Digits::NONE
                && extra & pair == pair;
            deadly.then(|| {
                Step::eliminating(
                    Technique::UniqueRectangle,
                    Rating::tenths(45),
                    (corners.into_iter().collect(), pair),
                    Vec::new(),
                    marks.candidates_in(Cells::of(corners[odd]), pair),
                    format!(
                        "{} can only be {}, so {} can't be either: the four cells would then \
                         hold only {} and swapping them would give the puzzle a second solution.",
                        cell_names(others.iter().copied().collect(), "and"),
                        digit_names(pair, "or"),
                        cell_name(corners[odd]),
                        digit_names(pair, "and"),
                    ),
                )
            })
        })
    })
}

/// The corners of every rectangle of two rows and two columns that lies in exactly two boxes:
/// both rows in one band of boxes, or both columns in one stack, but not both.
fn rectangles() -> impl Iterator<Item = [Cell; 4]> {
    let line_pairs = || (0..9).flat_map(|a| (a + 1..9).map(move |b| (a, b)));
    line_pairs().flat_map(move |(top, bottom)| {
        line_pairs().filter_map(move |(left, right)| {
            let same_band = top / 3 == bottom / 3;
            let same_stack = left / 3 == right / 3;
            (same_band != same_stack).then(|| {
                [
                    Cell::at(top, left),
                    Cell::at(top, right),
                    Cell::at(bottom, left),
                    Cell::at(bottom, right),
                ]
            })
        })
    })
}
