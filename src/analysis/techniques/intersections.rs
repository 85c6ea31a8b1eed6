//! Locked candidates: where a box crosses a row or a column, and a digit's places in one of the
//! two all lie in the crossing, the digit must go in the crossing, so it can't go in the rest of
//! the other.

use super::Technique;
use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::sets::{cells_of, Digits};
use crate::analysis::step::Step;
use crate::grid::Unit;

/// Pointing (2.6: a digit confined to one line within a box is removed from the rest of the
/// line) or claiming (2.8: confined to one box within a line, removed from the rest of the box),
/// whichever comes first digit by digit, as Sudoku Explainer looks for them.
pub(super) fn locked_candidates(marks: &PencilMarks) -> Option<Step> {
    (1..=9).find_map(|digit| {
        let places = marks.cells_with(digit);
        crossings().find_map(|(block, line)| {
            [
                (Technique::Pointing, block, line),
                (Technique::Claiming, line, block),
            ]
            .into_iter()
            .find_map(|(technique, confining, cleared)| {
                let confined = places & cells_of(confining);
                // A lone place is a hidden single, which comes first.
                if confined.len() < 2 || !(confined - cells_of(cleared)).is_empty() {
                    return None;
                }
                let eliminations =
                    marks.candidates_in(cells_of(cleared) - cells_of(confining), Digits::of(digit));
                (!eliminations.is_empty()).then(|| {
                    let rating = if technique == Technique::Pointing {
                        26
                    } else {
                        28
                    };
                    Step::eliminating(
                        technique,
                        Rating::tenths(rating),
                        (confined, Digits::of(digit)),
                        vec![confining, cleared],
                        eliminations,
                        format!(
                            "In {confining}, {digit} can only go in {cleared}, so {digit} \
                                 can be removed from the rest of {cleared}."
                        ),
                    )
                })
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
