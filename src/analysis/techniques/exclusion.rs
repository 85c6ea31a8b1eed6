//! Aligned exclusion: two or three cells (the *base*) that all see the same few cells with two or
//! three candidates (the *excluders*). The base cells can't between them take every candidate of
//! an excluder, which would leave it empty, nor put one digit twice in a unit; a candidate of a
//! base cell is false when every way of filling the base with it does one of those things.
//!
//! Sudoku Explainer tries the base cells in a fixed order and takes the first base that rules
//! something out; so does this search, with bit sets and without trying combinations once every
//! candidate of the base is known to be possible.

use super::Technique;
use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::sets::{peers, Cells, Digits};
use crate::analysis::step::{Candidate, Step};
use crate::analysis::words::{capitalized, cell_name, cell_names};
use crate::grid::Cell;

/// Aligned pair exclusion (6.2): two base cells, excluders with two candidates.
pub(super) fn aligned_pair_exclusion(marks: &PencilMarks) -> Option<Step> {
    let bases = Bases::new(marks, 2);
    let cells = &bases.cells;
    (1..cells.len()).find_map(|second| {
        (0..second).find_map(|first| bases.try_base(marks, &[cells[first], cells[second]]))
    })
}

/// Aligned triple exclusion (7.5): three base cells, excluders with two or three candidates. The
/// third base cell is one of the excluders of the first two that can be a base cell itself.
pub(super) fn aligned_triple_exclusion(marks: &PencilMarks) -> Option<Step> {
    let bases = Bases::new(marks, 3);
    let cells = &bases.cells;
    (1..cells.len()).find_map(|second| {
        (0..second).find_map(|first| {
            let (one, two) = (cells[first], cells[second]);
            let shared = bases.excluders(one) & bases.excluders(two);
            if shared.len() < 2 {
                return None;
            }
            let pair = Cells::of(one) | Cells::of(two);
            let near_one = (bases.excluders(one) & bases.set) - pair;
            let near_two = (bases.excluders(two) & bases.set) - pair - near_one;
            near_one
                .iter()
                .chain(near_two.iter())
                .find_map(|third| bases.try_base(marks, &[one, two, third]))
        })
    })
}

/// The cells that can be base cells, in reading order, and each one's excluders: the cells it
/// sees that hold two candidates (or up to three, for a triple).
struct Bases {
    cells: Vec<Cell>,
    set: Cells,
    excluders: [Cells; 81],
}

impl Bases {
    /// Sudoku Explainer leaves out cells that see a cell with a single candidate, and cells
    /// without excluders.
    fn new(marks: &PencilMarks, size: usize) -> Bases {
        let mut singles = Cells::NONE;
        let mut small = Cells::NONE;
        for cell in marks.empty_cells().iter() {
            match marks.at(cell).len() {
                1 => singles = singles | Cells::of(cell),
                count if (2..=size).contains(&count) => small = small | Cells::of(cell),
                _ => {}
            }
        }
        let mut bases = Bases {
            cells: Vec::new(),
            set: Cells::NONE,
            excluders: [Cells::NONE; 81],
        };
        for cell in marks.empty_cells().iter() {
            let around = peers(cell);
            let excluders = around & small;
            if marks.at(cell).len() >= 2 && (around & singles).is_empty() && !excluders.is_empty() {
                bases.cells.push(cell);
                bases.set = bases.set | Cells::of(cell);
                bases.excluders[cell.index()] = excluders;
            }
        }
        bases
    }

    fn excluders(&self, cell: Cell) -> Cells {
        self.excluders[cell.index()]
    }

    /// The step of this base, if at least two excluders see all its cells and some candidate
    /// of a base cell takes part in no allowed way of filling the base.
    fn try_base(&self, marks: &PencilMarks, base: &[Cell]) -> Option<Step> {
        let shared = base
            .iter()
            .fold(Cells::ALL, |shared, &cell| shared & self.excluders(cell));
        if shared.len() < 2 {
            return None;
        }
        let mut candidates = [Digits::NONE; 3];
        for (digits, &cell) in candidates.iter_mut().zip(base) {
            *digits = marks.at(cell);
        }
        let reach = candidates[0] | candidates[1] | candidates[2];
        let mut emptiable = Emptiable::default();
        for excluder in shared.iter() {
            emptiable.add(marks.at(excluder), reach);
        }
        let allowed = allowed_candidates(base, &candidates, &emptiable);
        let eliminations: Vec<Candidate> = base
            .iter()
            .zip(candidates.iter().zip(allowed.iter()))
            .flat_map(|(&cell, (&digits, &allowed))| {
                (digits - allowed)
                    .iter()
                    .map(move |digit| Candidate { cell, digit })
            })
            .collect();
        (!eliminations.is_empty()).then(|| explain(base, shared, eliminations))
    }
}

/// The excluders of a base that the base could empty: those whose candidates it can all take.
#[derive(Default)]
struct Emptiable {
    /// For each digit, the other digits of the excluders with two candidates holding it.
    partners: [Digits; 10],
    /// The excluders with three candidates.
    triples: [Digits; 20],
    triple_count: usize,
}

impl Emptiable {
    fn add(&mut self, digits: Digits, reach: Digits) {
        if !(digits - reach).is_empty() {
            return;
        }
        if digits.len() == 2 {
            for digit in digits.iter() {
                let partners = &mut self.partners[digit as usize];
                *partners = *partners | (digits - Digits::of(digit));
            }
        } else if !self.triples[..self.triple_count].contains(&digits) {
            self.triples[self.triple_count] = digits;
            self.triple_count += 1;
        }
    }

    /// The digits a third cell can't take next to `a` and `b` without emptying an excluder;
    /// all of them when `a` and `b` already do.
    fn blocked_by(&self, a: u8, b: u8) -> Digits {
        if self.partners[a as usize].contains(b) {
            return Digits::ALL;
        }
        let two = Digits::of(a) | Digits::of(b);
        self.triples[..self.triple_count]
            .iter()
            .map(|&digits| digits - two)
            .filter(|missing| missing.len() == 1)
            .fold(
                self.partners[a as usize] | self.partners[b as usize],
                |blocked, missing| blocked | missing,
            )
    }
}

/// For each base cell, the candidates that take part in at least one way of filling the base
/// that empties no excluder and repeats no digit in a unit. For three cells, the digits the
/// third can take are found at once for each choice of the first two, and the search stops as
/// soon as every candidate is known to be allowed.
fn allowed_candidates(
    base: &[Cell],
    candidates: &[Digits; 3],
    emptiable: &Emptiable,
) -> [Digits; 3] {
    let sees = |i: usize, j: usize| peers(base[i]).contains(base[j]);
    let mut allowed = [Digits::NONE; 3];
    let third = base.len() == 3;
    let clashes = [sees(0, 1), third && sees(0, 2), third && sees(1, 2)];
    for a in candidates[0].iter() {
        for b in candidates[1].iter() {
            if a == b && clashes[0] {
                continue;
            }
            let mut blocked = emptiable.blocked_by(a, b);
            if clashes[1] {
                blocked = blocked | Digits::of(a);
            }
            if clashes[2] {
                blocked = blocked | Digits::of(b);
            }
            let open = if third {
                candidates[2] - blocked
            } else if blocked == Digits::ALL {
                Digits::NONE
            } else {
                Digits::ALL
            };
            if open.is_empty() {
                continue;
            }
            allowed[0] = allowed[0] | Digits::of(a);
            allowed[1] = allowed[1] | Digits::of(b);
            allowed[2] = allowed[2] | (open & candidates[2]);
            if allowed == *candidates {
                return allowed;
            }
        }
    }
    allowed
}

fn explain(base: &[Cell], shared: Cells, eliminations: Vec<Candidate>) -> Step {
    let (technique, rating, both) = match base.len() {
        2 => (Technique::AlignedPairExclusion, 62, "both"),
        _ => (Technique::AlignedTripleExclusion, 75, "all three"),
    };
    let base_cells: Cells = base.iter().copied().collect();
    let digits: Digits = eliminations.iter().map(|c| c.digit).collect();
    let choices: Vec<String> = eliminations
        .iter()
        .map(|c| format!("{} in {}", c.digit, cell_name(c.cell)))
        .collect();
    let explanation = capitalized(format!(
        "{} {both} see {}, so they can't take all the candidates of one of those, nor one \
         digit twice in a unit; every way of filling them with {} does one of those, so {} can \
         be removed.",
        cell_names(base_cells, "and"),
        cell_names(shared, "and"),
        choices.join("; or "),
        if eliminations.len() == 1 {
            "it"
        } else {
            "those candidates"
        },
    ));
    Step::eliminating(
        technique,
        Rating::tenths(rating),
        (base_cells | shared, digits),
        Vec::new(),
        eliminations,
        explanation,
    )
}
