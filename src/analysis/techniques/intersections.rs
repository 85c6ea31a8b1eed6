//! Locked candidates: where a box crosses a row or a column, and a digit's places in one of the
//! two all lie in the crossing, the digit must go in the crossing, so it can't go in the rest of
//! the other.

use super::Technique;
use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::sets::{cells_of, Cells, Digits};
use crate::analysis::step::{Candidate, Step};
use crate::analysis::words::cell_name;
use crate::grid::Unit;

/// A kind of unit: `Unit::Box`, `Unit::Row` or `Unit::Column`.
type UnitKind = fn(u8) -> Unit;

/// Sudoku Explainer's four passes, each over every digit: a box confining a digit to a column,
/// then to a row (pointing), then a column, then a row confining it to a box (claiming).
const PASSES: [(UnitKind, UnitKind); 4] = [
    (Unit::Box, Unit::Column),
    (Unit::Box, Unit::Row),
    (Unit::Column, Unit::Box),
    (Unit::Row, Unit::Box),
];

/// A digit whose places in the `confining` unit (at least two: one would be a hidden single)
/// all lie in the `cleared` unit that crosses it.
#[derive(Clone, Copy)]
struct Lock {
    digit: u8,
    confining: Unit,
    cleared: Unit,
    confined: Cells,
    /// Boxes for pointing, rows or columns for claiming.
    confining_kind: UnitKind,
}

impl Lock {
    /// Pointing when a box does the confining, claiming when a line does.
    fn is_pointing(&self) -> bool {
        matches!(self.confining, Unit::Box(_))
    }

    /// The rest of the cleared unit, where the digit can't go.
    fn outside(&self) -> Cells {
        cells_of(self.cleared) - cells_of(self.confining)
    }
}

/// The units of one kind that share cells with `unit`, in order.
fn crossing(unit: Unit, kind: UnitKind) -> impl Iterator<Item = Unit> {
    (0..9)
        .map(kind)
        .filter(move |&other| !(cells_of(other) & cells_of(unit)).is_empty())
}

/// Calls `visit` on every lock in Sudoku Explainer's order until it returns something.
fn find_lock<R>(marks: &PencilMarks, mut visit: impl FnMut(&Lock) -> Option<R>) -> Option<R> {
    PASSES
        .into_iter()
        .find_map(|(confining_kind, cleared_kind)| {
            (1..=9).find_map(|digit| {
                let places = marks.cells_with(digit);
                (0..9).map(confining_kind).find_map(|confining| {
                    let confined = places & cells_of(confining);
                    if confined.len() < 2 {
                        return None;
                    }
                    crossing(confining, cleared_kind)
                        .find(|&cleared| (confined - cells_of(cleared)).is_empty())
                        .and_then(|cleared| {
                            visit(&Lock {
                                digit,
                                confining,
                                cleared,
                                confined,
                                confining_kind,
                            })
                        })
                })
            })
        })
}

/// Pointing (2.6: a digit confined to one line within a box is removed from the rest of the
/// line) or claiming (2.8: confined to one box within a line, removed from the rest of the box).
pub(super) fn locked_candidates(marks: &PencilMarks) -> Option<Step> {
    find_lock(marks, |lock| {
        let Lock {
            digit,
            confining,
            cleared,
            confined,
            ..
        } = *lock;
        let eliminations = marks.candidates_in(lock.outside(), Digits::of(digit));
        if eliminations.is_empty() {
            return None;
        }
        let (technique, rating) = if lock.is_pointing() {
            (Technique::Pointing, 26)
        } else {
            (Technique::Claiming, 28)
        };
        Some(Step::eliminating(
            technique,
            Rating::tenths(rating),
            (confined, Digits::of(digit)),
            vec![confining, cleared],
            eliminations,
            format!(
                "In {confining}, {digit} can only go in {cleared}, so {digit} can be removed \
                 from the rest of {cleared}."
            ),
        ))
    })
}

/// Direct pointing (1.7) or direct claiming (1.9): a lock that leaves the digit a single place
/// in another unit of the confining kind that crosses the cleared one. Sudoku Explainer
/// counts it as one step that places the digit there; the lock's other eliminations wait.
pub(super) fn direct_locked_candidates(marks: &PencilMarks) -> Option<Step> {
    find_lock(marks, |lock| {
        let Lock {
            digit,
            confining,
            cleared,
            confined,
            confining_kind,
        } = *lock;
        let places = marks.cells_with(digit);
        crossing(cleared, confining_kind)
            .filter(|&other| other != confining)
            .find_map(|other| {
                let before = places & cells_of(other);
                if before.len() < 2 {
                    return None;
                }
                let cell = (before - lock.outside()).single()?;
                let (technique, rating) = if lock.is_pointing() {
                    (Technique::DirectPointing, 17)
                } else {
                    (Technique::DirectClaiming, 19)
                };
                let explanation = format!(
                    "In {confining}, {digit} can only go in {cleared}, which leaves {} as the \
                     only cell of {other} that can hold {digit}.",
                    cell_name(cell)
                );
                let placement = Candidate { cell, digit };
                let units = vec![confining, cleared, other];
                Some(Step {
                    cells: (confined | Cells::of(cell)).iter().collect(),
                    ..Step::placing(
                        technique,
                        Rating::tenths(rating),
                        placement,
                        units,
                        explanation,
                    )
                })
            })
    })
}
