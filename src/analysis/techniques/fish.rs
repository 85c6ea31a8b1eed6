//! Basic fish: X-Wing, Swordfish and Jellyfish are one technique of two, three and four lines.
//!
//! When a digit's places in `n` rows (the base) all lie in the same `n` columns (the cover), the
//! `n` copies of the digit those rows need take up all `n` columns, so no other cell of those
//! columns can hold it. The same holds with rows and columns swapped.

use super::subsets::choices;
use super::Technique;
use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::sets::{cells_of, Cells, Digits};
use crate::analysis::step::Step;
use crate::analysis::words::unit_names;
use crate::grid::Unit;

/// A kind of line: `Unit::Row` or `Unit::Column`.
type LineKind = fn(u8) -> Unit;

/// A fish of `size` base lines: an X-Wing (3.2), Swordfish (3.8) or Jellyfish (5.2).
///
/// Sudoku Explainer takes columns as the base first, then rows; for each it goes through the
/// choices of base lines in its order, trying every digit on each. It skips a digit placed in
/// more than `9 - 2 * size` cells: with fewer lines left open, the rest of them form a smaller
/// fish that gives the same eliminations, found first.
pub(super) fn basic_fish(marks: &PencilMarks, size: usize) -> Option<Step> {
    let (technique, rating) = match size {
        2 => (Technique::XWing, 32),
        3 => (Technique::Swordfish, 38),
        _ => (Technique::Jellyfish, 52),
    };
    let mut placed = [0; 10];
    for &digit in marks.grid().digits() {
        placed[digit as usize] += 1;
    }
    let orientations: [(LineKind, LineKind); 2] =
        [(Unit::Column, Unit::Row), (Unit::Row, Unit::Column)];
    orientations
        .into_iter()
        .find_map(|(base_kind, cover_kind)| {
            // For each digit, the lines that can be in its base, as a mask: two places or more (one
            // is a hidden single), and no more than `size`.
            let mut eligible = [0u32; 10];
            for digit in (1..=9).filter(|&digit| placed[digit as usize] + 2 * size <= 9) {
                let places = marks.cells_with(digit);
                for line in 0..9 {
                    let count = (places & cells_of(base_kind(line))).len();
                    if (2..=size).contains(&count) {
                        eligible[digit as usize] |= 1 << line;
                    }
                }
            }
            choices(9, size as u32).find_map(|chosen| {
                (1..=9u8).find_map(|digit| {
                    if chosen & !eligible[digit as usize] != 0 {
                        return None;
                    }
                    let lines = |kind: LineKind, mask: u32| -> Vec<Unit> {
                        (0..9).filter(|i| mask & 1 << i != 0).map(kind).collect()
                    };
                    let bases = lines(base_kind, chosen);
                    let base_cells = bases
                        .iter()
                        .fold(Cells::NONE, |cells, &line| cells | cells_of(line));
                    let body = marks.cells_with(digit) & base_cells;
                    let cover_mask: u32 = (0..9)
                        .filter(|&i| !(body & cells_of(cover_kind(i))).is_empty())
                        .fold(0, |mask, i| mask | 1 << i);
                    if cover_mask.count_ones() as usize != size {
                        return None;
                    }
                    let covers = lines(cover_kind, cover_mask);
                    let covered = covers
                        .iter()
                        .fold(Cells::NONE, |cells, &line| cells | cells_of(line));
                    let eliminations = marks.candidates_in(covered - base_cells, Digits::of(digit));
                    (!eliminations.is_empty()).then(|| {
                        let (base_names, cover_names) = (unit_names(&bases), unit_names(&covers));
                        Step::eliminating(
                            technique,
                            Rating::tenths(rating),
                            (body, Digits::of(digit)),
                            [bases, covers].concat(),
                            eliminations,
                            format!(
                            "In {base_names}, {digit} can only go in {cover_names}, so {digit} \
                             can be removed from the rest of {cover_names}."
                        ),
                        )
                    })
                })
            })
        })
}
