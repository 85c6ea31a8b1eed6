//! Wings: a few cells with two or three candidates that between them force a digit into one of
//! two or three cells, so that no cell seeing all of those can hold it.

use super::Technique;
use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::sets::{pairs, seen_by_all, Digits};
use crate::analysis::step::Step;
use crate::analysis::words::{capitalized, cell_name, digit_names};
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
                        "Whether {} is {}, one of {} ({}) and {} ({}) must be {z}, so no cell \
                         that sees both of them can be {z}.",
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
                        capitalized(format!(
                            "{} holds {}, and {} ({}) and {} ({}) both see it, so one of the \
                             three must be {z} and no cell that sees all three can be {z}.",
                            cell_name(pivot),
                            digit_names(triple, "or"),
                            cell_name(one),
                            digit_names(a, "or"),
                            cell_name(other),
                            digit_names(b, "or"),
                        )),
                    )
                })
            })
        })
}

// The big wings: WXYZ, VWXYZ, UVWXYZ and TUVWXYZ.

use crate::analysis::sets::{peers, Cells};
use crate::analysis::step::Candidate;
use crate::analysis::words::cell_names;

/// WXYZ-Wing (5.5–5.6): three cells with four digits between them and a cell with two.
pub(super) fn wxyz_wing(marks: &PencilMarks) -> Option<Step> {
    big_wing(marks, 3)
}

/// VWXYZ-Wing (6.2–6.4): four cells with five digits between them and a cell with two.
pub(super) fn vwxyz_wing(marks: &PencilMarks) -> Option<Step> {
    big_wing(marks, 4)
}

/// UVWXYZ-Wing (6.6): five cells with six digits between them and a cell with two.
pub(super) fn uvwxyz_wing(marks: &PencilMarks) -> Option<Step> {
    big_wing(marks, 5)
}

/// TUVWXYZ-Wing (7.5): six cells with seven digits between them and a cell with two.
pub(super) fn tuvwxyz_wing(marks: &PencilMarks) -> Option<Step> {
    big_wing(marks, 6)
}

/// A big wing's *body*: `size` cells of one unit, each with two candidates or more, that hold
/// only `size + 1` digits between them. Whatever the solution, at most one of those digits is
/// missing from the body. A *pincer* holding x or z sees every place of x in the body: if the
/// pincer is x, the body loses x and so must hold z; if not, the pincer is z. Either way z is
/// in the pincer or the body, and no cell seeing all of those places can be z. When the pincer
/// also sees every z of the body, the body and the pincer hold exactly their digits, each once,
/// and every digit goes from the cells that see all its places in them.
///
/// Sudoku Explainer scans bodies by their cells in reading order and pincers after them, then
/// takes the lowest rated wing, the one eliminating most, and the highest of its name suffixes
/// (doubly linked first, then the largest cell, then the most candidates).
fn big_wing(marks: &PencilMarks, size: usize) -> Option<Step> {
    let usable: Cells = marks
        .empty_cells()
        .iter()
        .filter(|&cell| marks.at(cell).len() >= 2)
        .collect();
    let pincers: Cells = usable
        .iter()
        .filter(|&cell| marks.at(cell).len() == 2)
        .collect();
    let mut search = BigWingSearch {
        marks,
        size,
        pincers,
        body: [Cell::from_index(0); 6],
        best: None,
    };
    search.extend(0, usable, Digits::NONE);
    search.best.map(|wing| wing.step(marks, size))
}

struct BigWingSearch<'a> {
    marks: &'a PencilMarks,
    size: usize,
    pincers: Cells,
    body: [Cell; 6],
    best: Option<BigWing>,
}

impl BigWingSearch<'_> {
    /// Adds a cell to the first `depth` of the body from `open` (cells after the last one that
    /// see all of them), keeping the digits within `size + 1`.
    fn extend(&mut self, depth: usize, open: Cells, digits: Digits) {
        for cell in open.iter() {
            let union = digits | self.marks.at(cell);
            if union.len() > self.size + 1 {
                continue;
            }
            self.body[depth] = cell;
            if depth + 1 == self.size {
                if union.len() == self.size + 1 {
                    self.try_pincers(union);
                }
            } else {
                self.extend(depth + 1, open & peers(cell) & Cells::after(cell), union);
            }
        }
    }

    fn try_pincers(&mut self, digits: Digits) {
        let body: Cells = self.body[..self.size].iter().copied().collect();
        let around = body
            .iter()
            .fold(Cells::NONE, |seen, cell| seen | peers(cell));
        for pincer in (self.pincers & (around - body)).iter() {
            let pair = self.marks.at(pincer);
            if pair - digits != Digits::NONE {
                continue;
            }
            if let Some(wing) = BigWing::found(self.marks, body, digits, pincer) {
                if self.best.as_ref().map_or(true, |best| wing.beats(best)) {
                    self.best = Some(wing);
                }
            }
        }
    }
}

/// A body and pincer that eliminate something.
struct BigWing {
    body: Cells,
    digits: Digits,
    pincer: Cell,
    /// The pincer's digit all of whose places in the body it sees (the lower one when both).
    restricted: u8,
    /// The pincer sees every place in the body of both its digits.
    both_restricted: bool,
    /// Sudoku Explainer's name for it: doubly linked, unless that adds nothing.
    doubly_linked: bool,
    largest: usize,
    candidates: usize,
    eliminations: Vec<Candidate>,
}

impl BigWing {
    fn found(marks: &PencilMarks, body: Cells, digits: Digits, pincer: Cell) -> Option<BigWing> {
        let pair = marks.at(pincer);
        let places = |digit: u8| body & marks.cells_with(digit);
        let sees_all = |digit: u8| places(digit) - peers(pincer) == Cells::NONE;
        let mut pair_digits = pair.iter();
        let (x, z) = (pair_digits.next()?, pair_digits.next()?);
        let (restricted, other) = match (sees_all(x), sees_all(z)) {
            (true, _) => (x, z),
            (false, true) => (z, x),
            (false, false) => return None,
        };
        let pattern = body | Cells::of(pincer);
        let removable = |digit: u8, with_pincer: bool| {
            let mut seen = places(digit)
                .iter()
                .fold(Cells::ALL, |seen, cell| seen & peers(cell));
            if with_pincer {
                seen = seen & peers(pincer);
            }
            marks.candidates_in(seen - pattern, Digits::of(digit))
        };
        let mut eliminations;
        let both_restricted = sees_all(x) && sees_all(z);
        let mut doubly_linked = both_restricted;
        if both_restricted {
            let weak: Vec<Candidate> = (digits - pair)
                .iter()
                .flat_map(|digit| removable(digit, false))
                .collect();
            let (of_x, of_z) = (removable(x, true), removable(z, true));
            doubly_linked = !weak.is_empty() || (!of_z.is_empty() && !of_x.is_empty());
            eliminations = weak;
            eliminations.extend(of_x);
            eliminations.extend(of_z);
            eliminations.sort();
        } else {
            eliminations = removable(other, true);
        }
        (!eliminations.is_empty()).then(|| BigWing {
            body,
            digits,
            pincer,
            restricted,
            both_restricted,
            doubly_linked,
            largest: body
                .iter()
                .map(|cell| marks.at(cell).len())
                .max()
                .unwrap_or(0),
            candidates: body.iter().map(|cell| marks.at(cell).len()).sum(),
            eliminations,
        })
    }

    /// Sudoku Explainer's rating: a mid-sized largest cell makes the WXYZ- and VWXYZ-Wings a
    /// little harder; the two biggest wings have one rating each.
    fn rating(&self, size: usize) -> Rating {
        let off_middle = self.largest.abs_diff(3) as u8;
        match size {
            3 => Rating::tenths(55 + 1u8.saturating_sub(off_middle)),
            4 => Rating::tenths(62 + 2u8.saturating_sub(off_middle)),
            5 => Rating::tenths(66),
            _ => Rating::tenths(75),
        }
    }

    /// The name suffix Sudoku Explainer breaks ties with, e.g. `1412`.
    fn suffix(&self) -> String {
        format!(
            "{}{}{}",
            if self.doubly_linked { 2 } else { 1 },
            self.largest,
            self.candidates
        )
    }

    /// True when Sudoku Explainer would rank this wing before `other`, found earlier.
    fn beats(&self, other: &BigWing) -> bool {
        let size = self.body.len();
        let key = |wing: &BigWing| {
            (
                wing.rating(size),
                std::cmp::Reverse(wing.eliminations.len()),
            )
        };
        match key(self).cmp(&key(other)) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Greater => false,
            std::cmp::Ordering::Equal => self.suffix() > other.suffix(),
        }
    }

    fn step(self, marks: &PencilMarks, size: usize) -> Step {
        let technique = match size {
            3 => Technique::WXYZWing,
            4 => Technique::VWXYZWing,
            5 => Technique::UVWXYZWing,
            _ => Technique::TUVWXYZWing,
        };
        let pincer_digits = marks.at(self.pincer);
        let other = (pincer_digits - Digits::of(self.restricted))
            .single()
            .unwrap_or(0);
        let body = cell_names(self.body, "and");
        let explanation = capitalized(if self.both_restricted {
            format!(
                "{body} hold only {} between them, and {} ({}) sees all their {} and {}: \
                 together they hold each of these digits exactly once, so each can be removed \
                 from the cells that see all its places among them.",
                digit_names(self.digits, "and"),
                cell_name(self.pincer),
                digit_names(pincer_digits, "or"),
                self.restricted,
                other,
            )
        } else {
            format!(
                "{body} hold only {} between them, and {} ({}) sees all their {r}: if it is \
                 {r}, they must hold {other}, so {other} is in one of these cells and no cell \
                 that sees all its places there can be {other}.",
                digit_names(self.digits, "and"),
                cell_name(self.pincer),
                digit_names(pincer_digits, "or"),
                r = self.restricted,
            )
        });
        Step::eliminating(
            technique,
            self.rating(size),
            (self.body | Cells::of(self.pincer), self.digits),
            Vec::new(),
            self.eliminations,
            explanation,
        )
    }
}
