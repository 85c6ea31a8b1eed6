//! Wings: a few cells with two or three candidates that between them force a digit into one of
//! two or three cells, so that no cell seeing all of those can hold it.

use super::Technique;
use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::sets::{pairs, seen_by_all, Digits};
use crate::analysis::step::Step;
use crate::analysis::words::{cell_name, digit_names};
use crate::grid::Cell;

/// The empty cells with exactly `count` candidates.
fn cells_with_candidate_count(marks: &PencilMarks, count: usize) -> Vec<Cell> {
    marks
        .empty_cells()
        .iter()
        .filter(|&cell| marks.at(cell).len() == count)
        .collect()
}

/// XY-Wing: a pivot holding x or y sees one wing holding x or z and another holding y or z.
/// Whichever digit the pivot takes, one wing is left with z, so no cell seeing both wings can be
/// z.
pub(super) fn xy_wing(marks: &PencilMarks) -> Option<Step> {
    let bivalue = cells_with_candidate_count(marks, 2);
    bivalue.iter().find_map(|&pivot| {
        let pair = marks.at(pivot);
        let wings: Vec<Cell> = bivalue
            .iter()
            .copied()
            .filter(|&cell| pivot.is_peer_of(cell) && (marks.at(cell) & pair).len() == 1)
            .collect();
        pairs(wings).find_map(|(one, other)| {
            let (a, b) = (marks.at(one), marks.at(other));
            let z = ((a & b) - pair).single()?;
            if a & pair == b & pair {
                return None;
            }
            let eliminations = marks.candidates_in(seen_by_all(&[one, other]), Digits::of(z));
            (!eliminations.is_empty()).then(|| {
                Step::eliminating(
                    Technique::XYWing,
                    Rating::tenths(42),
                    (
                        [pivot, one, other].into_iter().collect(),
                        pair | Digits::of(z),
                    ),
                    Vec::new(),
                    eliminations,
                    format!(
                        "Whether {} is {}, {} ({}) or {} ({}) must be {z}, so no cell that sees \
                         both of them can be {z}.",
                        cell_name(pivot),
                        digit_names(pair, "or"),
                        cell_name(one),
                        digit_names(a, "or"),
                        cell_name(other),
                        digit_names(b, "or"),
                    ),
                )
            })
        })
    })
}

/// XYZ-Wing: a pivot holding x, y or z sees one wing holding x or z and another holding y or z.
/// One of the three must be z, so no cell seeing all three can be.
pub(super) fn xyz_wing(marks: &PencilMarks) -> Option<Step> {
    let bivalue = cells_with_candidate_count(marks, 2);
    cells_with_candidate_count(marks, 3)
        .into_iter()
        .find_map(|pivot| {
            let triple = marks.at(pivot);
            let wings: Vec<Cell> = bivalue
                .iter()
                .copied()
                .filter(|&cell| pivot.is_peer_of(cell) && marks.at(cell) - triple == Digits::NONE)
                .collect();
            pairs(wings).find_map(|(one, other)| {
                let (a, b) = (marks.at(one), marks.at(other));
                let z = (a & b).single()?;
                let eliminations =
                    marks.candidates_in(seen_by_all(&[pivot, one, other]), Digits::of(z));
                (!eliminations.is_empty()).then(|| {
                    Step::eliminating(
                        Technique::XYZWing,
                        Rating::tenths(44),
                        ([pivot, one, other].into_iter().collect(), triple),
                        Vec::new(),
                        eliminations,
                        format!(
                            "{} holds {}, and {} ({}) and {} ({}) both see it, so one of the \
                             three must be {z} and no cell that sees all three can be {z}.",
                            cell_name(pivot),
                            digit_names(triple, "or"),
                            cell_name(one),
                            digit_names(a, "or"),
                            cell_name(other),
                            digit_names(b, "or"),
                        ),
                    )
                })
            })
        })
}
