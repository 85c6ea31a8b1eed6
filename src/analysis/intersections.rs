//! Locked candidates: where a box crosses a row or a column, and a digit's places in one of the
//! two all lie in the crossing, the digit must go in the crossing, so it can't go in the rest of
//! the other.

use super::candidates::PencilMarks;
use super::sets::{cells_of, Digits};
use super::step::Step;
use super::technique::Technique;
use crate::grid::Unit;

/// Pointing: a digit confined to one line within a box is removed from the rest of the line.
pub(super) fn pointing(marks: &PencilMarks) -> Option<Step> {
    locked_candidates(marks, Technique::Pointing)
}

/// Claiming: a digit confined to one box within a line is removed from the rest of the box.
pub(super) fn claiming(marks: &PencilMarks) -> Option<Step> {
    locked_candidates(marks, Technique::Claiming)
}

fn locked_candidates(marks: &PencilMarks, technique: Technique) -> Option<Step> {
    (1..=9).find_map(|digit| {
        let places = marks.cells_with(digit);
        crossings().find_map(|(block, line)| {
            let (confining, cleared) = match technique {
                Technique::Pointing => (block, line),
                _ => (line, block),
            };
            let confined = places & cells_of(confining);
            // A lone place is a hidden single, which comes first.
            if confined.len() < 2 || !(confined - cells_of(cleared)).is_empty() {
                return None;
            }
            let eliminations =
                marks.candidates_in(cells_of(cleared) - cells_of(confining), Digits::of(digit));
            (!eliminations.is_empty()).then(|| {
                Step::eliminating(
                    technique,
                    (confined, Digits::of(digit)),
                    vec![confining, cleared],
                    eliminations,
                    format!(
                        "In {confining}, {digit} can only go in {cleared}, so {digit} can be \
                         removed from the rest of {cleared}."
                    ),
                )
            })
        })
    })
}

/// Every box with each of the three rows and three columns that cross it.
fn crossings() -> impl Iterator<Item = (Unit, Unit)> {
    (0..9).flat_map(|block: u8| {
        let rows = (block / 3 * 3..block / 3 * 3 + 3).map(Unit::Row);
        let columns = (block % 3 * 3..block % 3 * 3 + 3).map(Unit::Column);
        rows.chain(columns)
            .map(move |line| (Unit::Box(block), line))
    })
}
