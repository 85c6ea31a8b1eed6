//! Unique rectangles and unique loops: reasoning from the promise that the puzzle has only one
//! solution.
//!
//! A *deadly pattern* is a closed loop of empty cells, all holding only the same two digits x
//! and y, where every unit the loop passes through holds exactly two of its cells, one at an
//! even and one at an odd place along the loop. The digits could then alternate around the loop
//! either way, giving two solutions. A rectangle of four cells in two boxes is the smallest such
//! loop; loops of 6, 8 or more cells work the same way. When a few cells of the loop hold other
//! candidates too, one of those extra candidates must be true, and Sudoku Explainer's four types
//! say what follows from that.
//!
//! Sudoku Explainer collects every such step, then gives the easiest: the lowest rated, of the
//! lowest type, found first in its scan (from each cell with two candidates, following every
//! path through the cells holding both of them). This search scans the same way and keeps that
//! step, stopping early only when nothing later could come before it.

use super::Technique;
use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::sets::{cells_of, seen_by_all, Cells, Digits};
use crate::analysis::step::{Candidate, Step};
use crate::analysis::words::{cell_name, cell_names, digit_names};
use crate::grid::{Cell, Unit};

/// A cell's units in the order Sudoku Explainer looks at them: its box, its row, its column.
pub(super) fn units_in_scan_order(cell: Cell) -> [Unit; 3] {
    [
        Unit::Box(cell.box_index() as u8),
        Unit::Row(cell.row() as u8),
        Unit::Column(cell.column() as u8),
    ]
}

/// The 27 units in the order Sudoku Explainer scans them: boxes, rows, then columns.
pub(super) fn all_units_in_scan_order() -> impl Iterator<Item = Unit> {
    [Unit::Box as fn(u8) -> Unit, Unit::Row, Unit::Column]
        .into_iter()
        .flat_map(|kind| (0..9).map(kind))
}

/// The place of a cell among the nine cells of a unit, in the unit's own order.
fn position_in(unit: Unit, cell: Cell) -> usize {
    match unit {
        Unit::Row(_) => cell.column(),
        Unit::Column(_) => cell.row(),
        Unit::Box(_) => cell.row() % 3 * 3 + cell.column() % 3,
    }
}

/// One bit for each of the three units of a cell, among 27.
fn unit_bits(cell: Cell) -> u32 {
    1 << cell.box_index() | 1 << (9 + cell.row()) | 1 << (18 + cell.column())
}

/// The step found by a unique rectangle or loop of any type, as Sudoku Explainer would give it.
pub(super) fn unique_loop(marks: &PencilMarks) -> Option<Step> {
    let mut first = FirstHint::default();
    let mut started = Cells::NONE;
    for start in marks.empty_cells().iter() {
        let pair = marks.at(start);
        if pair.len() != 2 {
            continue;
        }
        let holding = pair
            .iter()
            .fold(Cells::ALL, |cells, digit| cells & marks.cells_with(digit));
        // A loop through an earlier start holding the same pair gave its steps from there
        // first, and those come before the same steps found again.
        let earlier = started & holding;
        started = started | Cells::of(start);
        let mut search = LoopSearch {
            marks,
            pair,
            open: holding - earlier,
            path: Vec::with_capacity(24),
            on_path: Cells::NONE,
            units_by_parity: [0; 2],
            first: &mut first,
        };
        search.extend(start, 2, Digits::NONE, None);
        if first.is_unbeatable() {
            break;
        }
    }
    first.step
}

/// The step Sudoku Explainer gives first among those found so far: it sorts its steps by
/// rating, then by type, and keeps the order it found them in among equals. Ratings are
/// compared as the sums Sudoku Explainer computes (4.6 + 0.1 falls just short of 4.7).
#[derive(Default)]
struct FirstHint {
    rating: f64,
    kind: u8,
    step: Option<Step>,
}

impl FirstHint {
    fn would_take(&self, rating: f64, kind: u8) -> bool {
        self.step.is_none() || rating < self.rating || (rating == self.rating && kind < self.kind)
    }

    /// Nothing can come before a unique rectangle of type 1.
    fn is_unbeatable(&self) -> bool {
        self.step.is_some() && !self.would_take(4.5, 1)
    }

    fn offer(&mut self, rating: f64, kind: u8, step: impl FnOnce() -> Step) {
        if self.would_take(rating, kind) {
            *self = FirstHint {
                rating,
                kind,
                step: Some(step()),
            };
        }
    }
}

/// The rating of a deadly loop of `size` cells before its type adds to it: 4.5 for a
/// rectangle, 4.6 for six cells, 4.7 for eight, 5.0 for ten or more.
fn loop_rating(size: usize) -> f64 {
    let mut rating = 4.5;
    if size >= 10 {
        rating += 0.3;
    }
    if size >= 8 {
        rating += 0.2;
    } else if size >= 6 {
        rating += 0.1;
    }
    rating
}

fn in_tenths(rating: f64) -> Rating {
    Rating::tenths((rating * 10.0).round() as u8)
}

/// The depth-first walk through the cells holding both digits of `pair`, from a cell holding
/// only them, going from unit to unit (never twice in a row through units of the same kind)
/// until it is back at the start.
struct LoopSearch<'a> {
    marks: &'a PencilMarks,
    pair: Digits,
    /// The cells the walk may go through: those holding both digits of the pair.
    open: Cells,
    path: Vec<Cell>,
    on_path: Cells,
    /// The units met by the cells at even places of the path, and at odd places. A unit met
    /// twice at places of the same parity can't be part of a deadly pattern, so such a path
    /// is given up at once.
    units_by_parity: [u32; 2],
    first: &'a mut FirstHint,
}

impl LoopSearch<'_> {
    /// Walks on from `cell`. At most two cells of the loop may hold other candidates, or any
    /// number when those others are one and the same digit (`allowed_extra` counts down and
    /// `extra` gathers them).
    fn extend(&mut self, cell: Cell, allowed_extra: i32, extra: Digits, last_kind: Option<usize>) {
        let parity = self.path.len() % 2;
        let units = unit_bits(cell);
        // Every step from a longer loop is rated at least as high: once one of a lower type
        // and no higher rating is known, longer paths need no walking.
        let shortest = loop_rating(self.path.len() + 1);
        if self.units_by_parity[parity] & units != 0 || !self.first.would_take(shortest, 1) {
            return;
        }
        self.path.push(cell);
        self.on_path = self.on_path | Cells::of(cell);
        self.units_by_parity[parity] |= units;
        for (kind, unit) in units_in_scan_order(cell).into_iter().enumerate() {
            if Some(kind) == last_kind {
                continue;
            }
            for next in (cells_of(unit) & self.open).iter() {
                if next == self.path[0] && self.path.len() >= 4 {
                    if self.units_by_parity[0] == self.units_by_parity[1] {
                        let deadly = DeadlyLoop::new(self.marks, &self.path, self.pair);
                        deadly.find_steps(self.first);
                    }
                } else if !self.on_path.contains(next) {
                    let candidates = self.marks.at(next);
                    let more_extra = (extra | candidates) - self.pair;
                    let has_extra = candidates.len() > 2;
                    if !has_extra || more_extra.len() == 1 || allowed_extra > 0 {
                        let allowed = allowed_extra - i32::from(has_extra);
                        self.extend(next, allowed, more_extra, Some(kind));
                    }
                }
            }
        }
        self.units_by_parity[parity] &= !units;
        self.on_path = self.on_path - Cells::of(cell);
        self.path.pop();
    }
}

/// A loop of cells that would be a deadly pattern on `x` and `y` without the extra candidates
/// of some of its cells.
struct DeadlyLoop<'a> {
    marks: &'a PencilMarks,
    cells: &'a [Cell],
    pair: Digits,
    x: u8,
    y: u8,
    rating: f64,
}

impl<'a> DeadlyLoop<'a> {
    fn new(marks: &'a PencilMarks, cells: &'a [Cell], pair: Digits) -> DeadlyLoop<'a> {
        let mut digits = pair.iter();
        let (x, y) = (digits.next().unwrap(), digits.next().unwrap());
        DeadlyLoop {
            marks,
            cells,
            pair,
            x,
            y,
            rating: loop_rating(cells.len()),
        }
    }

    /// Offers the steps of each type in the order Sudoku Explainer finds them.
    fn find_steps(&self, first: &mut FirstHint) {
        if !first.would_take(self.rating, 1) {
            return;
        }
        let extra_cells: Vec<Cell> = self
            .cells
            .iter()
            .copied()
            .filter(|&cell| self.marks.at(cell).len() > 2)
            .collect();
        match extra_cells[..] {
            [] => {}
            [rescue] => self.type_1(rescue, first),
            [one, other] => {
                let extra = (self.marks.at(one) | self.marks.at(other)) - self.pair;
                if extra.len() == 1 {
                    self.type_2(&extra_cells, first);
                } else {
                    self.type_3(one, other, extra, first);
                }
                self.type_4(one, other, first);
            }
            _ => self.type_2(&extra_cells, first),
        }
    }

    fn technique(&self) -> Technique {
        if self.cells.len() == 4 {
            Technique::UniqueRectangle
        } else {
            Technique::UniqueLoop
        }
    }

    /// How the explanation opens: the kind of pattern, its type and its cells.
    fn opening(&self, kind: &str) -> String {
        let name = if self.cells.len() == 4 {
            "Unique rectangle"
        } else {
            "Unique loop"
        };
        format!(
            "{name} type {kind}: {} would hold only {} and {} and give the puzzle a second \
             solution",
            cell_names(self.all_cells(), "and"),
            self.x,
            self.y
        )
    }

    fn all_cells(&self) -> Cells {
        self.cells.iter().copied().collect()
    }

    fn step(
        &self,
        rating: f64,
        pattern: (Cells, Digits),
        units: Vec<Unit>,
        mut eliminations: Vec<Candidate>,
        explanation: String,
    ) -> Step {
        eliminations.sort();
        Step::eliminating(
            self.technique(),
            in_tenths(rating),
            pattern,
            units,
            eliminations,
            explanation,
        )
    }

    /// Type 1: only one cell holds other candidates, so it must be one of them.
    fn type_1(&self, rescue: Cell, first: &mut FirstHint) {
        first.offer(self.rating, 1, || {
            self.step(
                self.rating,
                (self.all_cells(), self.pair),
                Vec::new(),
                self.marks.candidates_in(Cells::of(rescue), self.pair),
                format!(
                    "{} if {} were {} or {}, so it can't be either.",
                    self.opening("1"),
                    cell_name(rescue),
                    self.x,
                    self.y
                ),
            )
        });
    }

    /// Type 2: the cells with other candidates all hold the same one, so one of them is that
    /// digit and no cell seeing them all can be.
    fn type_2(&self, extra_cells: &[Cell], first: &mut FirstHint) {
        if !first.would_take(self.rating, 2) {
            return;
        }
        let digit = extra_cells
            .iter()
            .fold(Digits::NONE, |extra, &cell| extra | self.marks.at(cell))
            - self.pair;
        let holders: Cells = extra_cells.iter().copied().collect();
        let eliminations = self.marks.candidates_in(seen_by_all(extra_cells), digit);
        if eliminations.is_empty() {
            return;
        }
        first.offer(self.rating, 2, || {
            self.step(
                self.rating,
                (self.all_cells(), self.pair | digit),
                Vec::new(),
                eliminations,
                format!(
                    "{} unless {} held {}, so one of them does and no cell that sees them all \
                     can be {}.",
                    self.opening("2"),
                    cell_names(holders, "or"),
                    digit_names(digit, ""),
                    digit_names(digit, ""),
                ),
            )
        });
    }

    /// Type 3: two cells of a unit hold other candidates; one of them must be one of those, so
    /// together they act as a single cell holding only them, which can complete a naked or a
    /// hidden set with other cells of the unit.
    fn type_3(&self, one: Cell, other: Cell, extra: Digits, first: &mut FirstHint) {
        for size in 2..=7 {
            for unit in units_in_scan_order(one) {
                if !cells_of(unit).contains(other) {
                    continue;
                }
                let open = (self.marks.empty_cells() & cells_of(unit)).len();
                if size * 2 <= open && size >= extra.len() {
                    let rating = self.rating + (size - 1) as f64 * 0.1;
                    if first.would_take(rating, 3) {
                        self.type_3_naked(unit, [one, other], extra, size, rating, first);
                    }
                }
                if size * 2 < open {
                    let rating = self.rating + (size as f64 - 2.0) * 0.1;
                    if first.would_take(rating, 3) {
                        self.type_3_hidden(unit, [one, other], extra, size, rating, first);
                    }
                }
            }
        }
    }

    /// `size` cells of the unit, the first of the two standing for both, whose candidates (the
    /// two cells' extra ones in its place) are `size` digits: no other cell of the unit can hold
    /// them.
    fn type_3_naked(
        &self,
        unit: Unit,
        [one, other]: [Cell; 2],
        extra: Digits,
        size: usize,
        rating: f64,
        first: &mut FirstHint,
    ) {
        let slots: Vec<Cell> = unit.cells().collect();
        let (at_one, at_other) = (position_in(unit, one), position_in(unit, other));
        let shared_extra = extra & self.marks.at(one) & self.marks.at(other);
        for chosen in combinations(9, size) {
            if chosen & 1 << at_one == 0 || chosen & 1 << at_other != 0 {
                continue;
            }
            let members: Cells = (0..9)
                .filter(|&at| at != at_one && chosen & 1 << at != 0)
                .map(|at| slots[at])
                .collect();
            if members.iter().any(|cell| self.marks.at(cell).len() <= 1) {
                continue;
            }
            let held = members
                .iter()
                .fold(Digits::NONE, |held, cell| held | self.marks.at(cell));
            if (held | shared_extra).len() != size || (held | extra).len() != size {
                continue;
            }
            let digits = held | extra;
            let set = members | Cells::of(one) | Cells::of(other);
            let eliminations = self.marks.candidates_in(cells_of(unit) - set, digits);
            if eliminations.is_empty() {
                continue;
            }
            first.offer(rating, 3, || {
                self.step(
                    rating,
                    (self.all_cells() | members, self.pair | digits),
                    vec![unit],
                    eliminations,
                    format!(
                        "{} unless {} or {} held {}, so one of them does, and with {} they hold \
                         only {} in {unit}: those digits can be removed from the rest of {unit}.",
                        self.opening("3"),
                        cell_name(one),
                        cell_name(other),
                        digit_names(extra, "or"),
                        cell_names(members, "and"),
                        digit_names(digits, "and"),
                    ),
                )
            });
            return;
        }
    }

    /// `size` digits, `x` and `y` among them, whose places in the unit (leaving out the second
    /// of the two cells, which can't hold x or y if the first does not) are the first cell and
    /// `size - 1` others: those others can hold nothing else.
    fn type_3_hidden(
        &self,
        unit: Unit,
        [one, other]: [Cell; 2],
        extra: Digits,
        size: usize,
        rating: f64,
        first: &mut FirstHint,
    ) {
        let unit_cells = cells_of(unit) - Cells::of(other);
        let others: Vec<u8> = (Digits::ALL - self.pair - extra).iter().collect();
        if others.is_empty() {
            return;
        }
        for chosen in combinations(others.len(), size - 2) {
            let digits = (0..others.len())
                .filter(|&i| chosen & 1 << i != 0)
                .fold(self.pair, |digits, i| digits | Digits::of(others[i]));
            let mut places = Cells::NONE;
            let mut everywhere = true;
            for digit in digits.iter() {
                let found = self.marks.cells_with(digit) & unit_cells;
                everywhere &= !found.is_empty();
                places = places | found;
            }
            if !everywhere || places.len() != size {
                continue;
            }
            let members = places - Cells::of(one);
            let eliminations = self.marks.candidates_in(members, Digits::ALL - digits);
            if eliminations.is_empty() {
                continue;
            }
            first.offer(rating, 3, || {
                self.step(
                    rating,
                    (self.all_cells() | members, digits),
                    vec![unit],
                    eliminations,
                    format!(
                        "{} unless {} or {} held {}, so at most one of them is {} or {}; in \
                         {unit}, {} then need {} as well, which can hold nothing else.",
                        self.opening("3"),
                        cell_name(one),
                        cell_name(other),
                        digit_names(extra, "or"),
                        self.x,
                        self.y,
                        digit_names(digits, "and"),
                        cell_names(members, "and"),
                    ),
                )
            });
            return;
        }
    }

    /// Type 4: two cells of a unit hold other candidates and are the only places of x (or y)
    /// in it. One of them is x, and the other can't then be y without the deadly pattern, so
    /// neither is y.
    fn type_4(&self, one: Cell, other: Cell, first: &mut FirstHint) {
        if !first.would_take(self.rating, 4) {
            return;
        }
        let both = Cells::of(one) | Cells::of(other);
        let mut locked_x = None;
        let mut locked_y = None;
        for unit in units_in_scan_order(one) {
            if !cells_of(unit).contains(other) {
                continue;
            }
            let rest = cells_of(unit) - both;
            if (self.marks.cells_with(self.x) & rest).is_empty() {
                locked_x = Some(unit);
            }
            if (self.marks.cells_with(self.y) & rest).is_empty() {
                locked_y = Some(unit);
            }
        }
        let (unit, locked, removed) = match (locked_x, locked_y) {
            (Some(unit), _) => (unit, self.x, self.y),
            (None, Some(unit)) => (unit, self.y, self.x),
            (None, None) => return,
        };
        first.offer(self.rating, 4, || {
            self.step(
                self.rating,
                (self.all_cells(), self.pair),
                vec![unit],
                self.marks.candidates_in(both, Digits::of(removed)),
                format!(
                    "{} if {} and {} held only those too; in {unit}, {locked} can only go in \
                     one of them, so neither can be {removed}.",
                    self.opening("4"),
                    cell_name(one),
                    cell_name(other),
                ),
            )
        });
    }
}

/// Every choice of `size` items among `count`, as bit sets in increasing order of their value:
/// the order in which Sudoku Explainer tries the cells and digits of a set.
pub(super) fn combinations(count: usize, size: usize) -> impl Iterator<Item = u32> {
    (0u32..1 << count).filter(move |set| set.count_ones() as usize == size)
}
