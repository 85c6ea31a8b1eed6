//! Naked and hidden subsets: pairs, triples and quads are one technique of three sizes.
//!
//! *Naked*: `n` cells of a unit whose candidates together are only `n` digits must hold those
//! digits between them, so no other cell of the unit can. *Hidden*: `n` digits that can go only
//! in the same `n` cells of a unit must fill those cells, so the cells can hold nothing else.

use super::singles::units_boxes_first;
use super::Technique;
use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::sets::{cells_of, Cells, Digits};
use crate::analysis::step::{Candidate, Step};
use crate::analysis::words::{capitalized, cell_name, cell_names, digit_names};
use crate::grid::{Cell, Unit};

/// Every choice of `size` among `count` items, as bit masks in increasing order: Sudoku
/// Explainer's order, in which the choices whose last item comes earlier come first (`{1, 2}`,
/// `{1, 3}`, `{2, 3}`, `{1, 4}` ...).
pub(super) fn choices(count: u32, size: u32) -> impl Iterator<Item = u32> {
    let mut mask: u32 = (1 << size) - 1;
    std::iter::from_fn(move || {
        (mask < 1 << count).then(|| {
            let chosen = mask;
            // The next larger number with as many bits set (Gosper's hack).
            let lowest = mask & mask.wrapping_neg();
            let carried = mask + lowest;
            mask = (((carried ^ mask) >> 2) / lowest) | carried;
            chosen
        })
    })
}

/// The items a mask from [`choices`] picks.
fn picked<T: Copy>(items: &[T], mask: u32) -> impl Iterator<Item = T> + '_ {
    items
        .iter()
        .enumerate()
        .filter(move |&(i, _)| mask & 1 << i != 0)
        .map(|(_, &item)| item)
}

/// `size` cells of a unit holding only `size` digits between them: a naked pair (3.0), triple
/// (3.6) or quad (5.0). Sudoku Explainer only looks in units with at least twice `size` empty
/// cells (in the others, the rest of the unit is a smaller naked or hidden set).
pub(super) fn naked_subset(marks: &PencilMarks, size: usize) -> Option<Step> {
    let (technique, rating) = match size {
        2 => (Technique::NakedPair, 30),
        3 => (Technique::NakedTriple, 36),
        _ => (Technique::NakedQuad, 50),
    };
    units_boxes_first().find_map(|unit| {
        let open = marks.empty_cells() & cells_of(unit);
        if open.len() < 2 * size {
            return None;
        }
        let members: Vec<Cell> = open
            .iter()
            .filter(|&cell| (2..=size).contains(&marks.at(cell).len()))
            .collect();
        choices(members.len() as u32, size as u32).find_map(|mask| {
            let cells: Cells = picked(&members, mask).collect();
            let digits = cells
                .iter()
                .fold(Digits::NONE, |digits, cell| digits | marks.at(cell));
            if digits.len() != size {
                return None;
            }
            let eliminations = marks.candidates_in(open - cells, digits);
            (!eliminations.is_empty()).then(|| {
                Step::eliminating(
                    technique,
                    Rating::tenths(rating),
                    (cells, digits),
                    vec![unit],
                    eliminations,
                    capitalized(format!(
                        "{} can only hold {} between them, so {} can be removed from the rest \
                         of {unit}.",
                        cell_names(cells, "and"),
                        digit_names(digits, "and"),
                        digit_names(digits, "and"),
                    )),
                )
            })
        })
    })
}

/// `size` digits of a unit that can only go in the same `size` cells.
#[derive(Clone, Copy)]
struct HiddenSet {
    unit: Unit,
    digits: Digits,
    cells: Cells,
}

/// Calls `visit` on every hidden set of `size` in the units with more than `empty_above` empty
/// cells, in Sudoku Explainer's order, until it returns something.
fn find_hidden_set<R>(
    marks: &PencilMarks,
    size: usize,
    empty_above: usize,
    mut visit: impl FnMut(&HiddenSet) -> Option<R>,
) -> Option<R> {
    units_boxes_first().find_map(|unit| {
        if (marks.empty_cells() & cells_of(unit)).len() <= empty_above {
            return None;
        }
        // A digit with one place is a hidden single, not part of a set.
        let members: Vec<(u8, Cells)> = (1..=9)
            .map(|digit| (digit, marks.cells_with(digit) & cells_of(unit)))
            .filter(|(_, places)| (2..=size).contains(&places.len()))
            .collect();
        choices(members.len() as u32, size as u32).find_map(|mask| {
            let (digits, cells) = picked(&members, mask).fold(
                (Digits::NONE, Cells::NONE),
                |(digits, cells), (digit, places)| (digits | Digits::of(digit), cells | places),
            );
            (cells.len() == size).then_some(())?;
            visit(&HiddenSet {
                unit,
                digits,
                cells,
            })
        })
    })
}

/// `size` digits of a unit that can only go in the same `size` cells: a hidden pair (3.4),
/// triple (4.0) or quad (5.4). Sudoku Explainer only looks in units with more than twice `size`
/// empty cells (in the others, the rest of the unit is a naked set no larger, found first).
pub(super) fn hidden_subset(marks: &PencilMarks, size: usize) -> Option<Step> {
    let (technique, rating) = match size {
        2 => (Technique::HiddenPair, 34),
        3 => (Technique::HiddenTriple, 40),
        _ => (Technique::HiddenQuad, 54),
    };
    find_hidden_set(marks, size, 2 * size, |set| {
        let HiddenSet {
            unit,
            digits,
            cells,
        } = *set;
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
}

/// A direct hidden pair (2.0) or triple (2.5): a hidden set whose cells, once kept for its
/// digits, leave another digit a single place in the unit. Sudoku Explainer counts it as one
/// step that places that digit; the set's eliminations wait.
pub(super) fn direct_hidden_subset(marks: &PencilMarks, size: usize) -> Option<Step> {
    let (technique, rating) = match size {
        2 => (Technique::DirectHiddenPair, 20),
        _ => (Technique::DirectHiddenTriple, 25),
    };
    find_hidden_set(marks, size, size, |set| {
        let HiddenSet {
            unit,
            digits,
            cells,
        } = *set;
        let (digit, cell) = (Digits::ALL - digits).iter().find_map(|digit| {
            let places = marks.cells_with(digit) & cells_of(unit);
            if places.len() < 2 {
                return None;
            }
            Some((digit, (places - cells).single()?))
        })?;
        Some(Step {
            cells: (cells | Cells::of(cell)).iter().collect(),
            digits: (digits | Digits::of(digit)).iter().collect(),
            ..Step::placing(
                technique,
                Rating::tenths(rating),
                Candidate { cell, digit },
                vec![unit],
                format!(
                    "In {unit}, {} can only go in {}, which leaves {} as the only cell that can \
                     hold {digit}.",
                    digit_names(digits, "and"),
                    cell_names(cells, "and"),
                    cell_name(cell)
                ),
            )
        })
    })
}
