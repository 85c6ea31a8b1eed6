//! Basic fish: X-Wing, Swordfish and Jellyfish are one technique of two, three and four lines.
//!
//! When a digit's places in `n` rows (the base) all lie in the same `n` columns (the cover), the
//! `n` copies of the digit those rows need take up all `n` columns, so no other cell of those
//! columns can hold it. The same holds with rows and columns swapped.

use super::Technique;
use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::sets::{cells_of, find_combination, Cells, Digits};
use crate::analysis::step::Step;
use crate::analysis::words::unit_names;
use crate::grid::Unit;

/// A kind of line: `Unit::Row` or `Unit::Column`.
type LineKind = fn(u8) -> Unit;

/// A fish of `size` base lines: an X-Wing (3.2), Swordfish (3.8) or Jellyfish (5.2).
pub(super) fn basic_fish(marks: &PencilMarks, size: usize) -> Option<Step> {
    let (technique, rating) = match size {
        2 => (Technique::XWing, 32),
        3 => (Technique::Swordfish, 38),
        _ => (Technique::Jellyfish, 52),
    };
    let orientations: [(LineKind, LineKind); 2] =
        [(Unit::Row, Unit::Column), (Unit::Column, Unit::Row)];
    (1..=9).find_map(|digit| {
        let places = marks.cells_with(digit);
        orientations
            .into_iter()
            .find_map(|(base_kind, cover_kind)| {
                let base_lines: Vec<Unit> = (0..9)
                    .map(base_kind)
                    // A line with one place left is a hidden single, not part of a fish.
                    .filter(|&line| (2..=size).contains(&(places & cells_of(line)).len()))
                    .collect();
                find_combination(&base_lines, size, |bases| {
                    let body = bases.iter().fold(Cells::NONE, |cells, &line| {
                        cells | (places & cells_of(line))
                    });
                    let covers: Vec<Unit> = (0..9)
                        .map(cover_kind)
                        .filter(|&line| !(body & cells_of(line)).is_empty())
                        .collect();
                    if covers.len() != size {
                        return None;
                    }
                    let covered = covers
                        .iter()
                        .fold(Cells::NONE, |cells, &line| cells | cells_of(line));
                    let eliminations = marks.candidates_in(covered - body, Digits::of(digit));
                    (!eliminations.is_empty()).then(|| {
                        let (base_names, cover_names) = (unit_names(bases), unit_names(&covers));
                        Step::eliminating(
                            technique,
                            Rating::tenths(rating),
                            (body, Digits::of(digit)),
                            [bases, &covers].concat(),
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
