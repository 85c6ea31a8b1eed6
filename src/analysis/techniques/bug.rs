//! Bivalue Universal Grave (BUG): reasoning from the promise that the puzzle has only one
//! solution.
//!
//! When every empty cell holds exactly two candidates and every digit has exactly two places in
//! each unit it still needs, the candidates form a deadly pattern: they can be filled in two
//! ways, so the puzzle would have two solutions. When only a few candidates (the *BUG
//! candidates*, in the *BUG cells*) stand in the way of that, one of them must be true, and
//! Sudoku Explainer's four types say what follows from that.

use super::uniqueness::{all_units_in_scan_order, combinations, units_in_scan_order};
use super::Technique;
use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::sets::{cells_of, peers, Cells, Digits};
use crate::analysis::step::{Candidate, Step};
use crate::analysis::words::{cell_name, cell_names, digit_names};
use crate::grid::{Cell, Unit};

/// The first BUG step Sudoku Explainer finds: type 1 (5.6), type 2 or 4 (5.7), or type 3 (5.7
/// plus 0.1 for each cell of its naked set past the first).
pub(super) fn bivalue_universal_grave(marks: &PencilMarks) -> Option<Step> {
    let bug = Bug::find(marks)?;
    if !bug.leaves_deadly_pattern(marks) {
        return None;
    }
    match bug.cells[..] {
        [] => None,
        [cell] => Some(bug.type_1(marks, cell)),
        _ if bug.digits.len() == 1 => bug
            .type_2(marks)
            .or_else(|| (bug.cells.len() == 2).then(|| bug.type_4(marks)).flatten()),
        _ if !bug.seeing_all.is_empty() => (bug.cells.len() == 2)
            .then(|| bug.type_4(marks))
            .flatten()
            .or_else(|| bug.type_3(marks)),
        _ => None,
    }
}

/// The BUG candidates found by Sudoku Explainer's scan.
struct Bug {
    /// The BUG cells, in the order found.
    cells: Vec<Cell>,
    /// The BUG candidates of each cell.
    bug_digits: [Digits; 81],
    /// The digits of the BUG candidates found one cell at a time.
    digits: Digits,
    /// The cells, other than BUG cells, that see every BUG cell.
    seeing_all: Cells,
}

impl Bug {
    /// Looks in every unit for the digits with neither zero nor two places; when only one of
    /// those places is in a cell with more than two candidates, it is a BUG candidate. When
    /// the digits out of place are all one digit (the lkSudoku case), every place of it in a
    /// cell with more than two candidates is one, even where a unit holds several. `None` when
    /// this can't be a BUG, or when the BUG cells could not leave anything to eliminate.
    fn find(marks: &PencilMarks) -> Option<Bug> {
        let mut bug = Bug {
            cells: Vec::new(),
            bug_digits: [Digits::NONE; 81],
            digits: Digits::NONE,
            seeing_all: Cells::ALL,
        };
        // The places with more than two candidates of the digits out of place, while they are
        // all one digit.
        let mut one_digit: Option<(u8, Cells)> = None;
        let mut several_digits = false;
        for unit in all_units_in_scan_order() {
            for digit in 1..=9 {
                let places = marks.cells_with(digit) & cells_of(unit);
                if places.is_empty() || places.len() == 2 {
                    continue;
                }
                let crowded: Cells = places
                    .iter()
                    .filter(|&cell| marks.at(cell).len() >= 3)
                    .collect();
                match &mut one_digit {
                    None if !several_digits => one_digit = Some((digit, crowded)),
                    Some((only, cells)) if *only == digit => *cells = *cells | crowded,
                    Some(_) => {
                        one_digit = None;
                        several_digits = true;
                    }
                    None => {}
                }
                if let Some(cell) = crowded.single() {
                    bug.add(cell, digit, true)?;
                }
                if crowded.is_empty() {
                    return None;
                }
            }
        }
        if let Some((digit, crowded)) = one_digit {
            for cell in (crowded - bug.cell_set()).iter() {
                bug.add(cell, digit, false)?;
            }
        }
        Some(bug)
    }

    fn cell_set(&self) -> Cells {
        self.cells.iter().copied().collect()
    }

    /// Records a BUG candidate. `None` when the BUG cells hold several digits and no cell sees
    /// them all: then no type applies.
    fn add(&mut self, cell: Cell, digit: u8, counted: bool) -> Option<()> {
        if !self.cells.contains(&cell) {
            self.cells.push(cell);
        }
        self.bug_digits[cell.index()] = self.bug_digits[cell.index()] | Digits::of(digit);
        if counted {
            self.digits = self.digits | Digits::of(digit);
        }
        self.seeing_all = (self.seeing_all & peers(cell)) - self.cell_set();
        let hopeless = self.cells.len() > 1 && self.digits.len() > 1 && self.seeing_all.is_empty();
        (!hopeless).then_some(())
    }

    /// The candidates left without the BUG candidates.
    fn without_bug(&self, marks: &PencilMarks, cell: Cell) -> Digits {
        marks.at(cell) - self.bug_digits[cell.index()]
    }

    /// True when, without the BUG candidates, every empty cell has two candidates and every
    /// digit has zero or two places in every unit.
    fn leaves_deadly_pattern(&self, marks: &PencilMarks) -> bool {
        let all_pairs = marks
            .empty_cells()
            .iter()
            .all(|cell| self.without_bug(marks, cell).len() == 2);
        all_pairs
            && (1..=9).all(|digit| {
                let bug_places: Cells = self
                    .cells
                    .iter()
                    .copied()
                    .filter(|cell| self.bug_digits[cell.index()].contains(digit))
                    .collect();
                let places = marks.cells_with(digit) - bug_places;
                all_units_in_scan_order().all(|unit| {
                    let count = (places & cells_of(unit)).len();
                    count == 0 || count == 2
                })
            })
    }

    fn opening(&self, kind: &str) -> String {
        format!(
            "BUG type {kind}: without {} in {}, every empty cell would hold two candidates and \
             every digit would have two places in each unit that still needs it, which allows \
             two solutions",
            digit_names(self.all_bug_digits(), "and"),
            cell_names(self.cell_set(), "and"),
        )
    }

    /// Every digit of a BUG candidate, found one cell at a time or not.
    fn all_bug_digits(&self) -> Digits {
        self.cells.iter().fold(Digits::NONE, |digits, cell| {
            digits | self.bug_digits[cell.index()]
        })
    }

    fn step(
        &self,
        rating: u8,
        pattern: (Cells, Digits),
        units: Vec<Unit>,
        mut eliminations: Vec<Candidate>,
        explanation: String,
    ) -> Step {
        eliminations.sort();
        Step::eliminating(
            Technique::BivalueUniversalGrave,
            Rating::tenths(rating),
            pattern,
            units,
            eliminations,
            explanation,
        )
    }

    /// Type 1: a single BUG cell must hold one of its BUG candidates.
    fn type_1(&self, marks: &PencilMarks, cell: Cell) -> Step {
        self.step(
            56,
            (Cells::of(cell), self.digits),
            Vec::new(),
            marks.candidates_in(Cells::of(cell), marks.at(cell) - self.digits),
            format!(
                "{}, so {} must be {}.",
                self.opening("1"),
                cell_name(cell),
                digit_names(self.digits, "or")
            ),
        )
    }

    /// Type 2: the BUG candidates are all one digit, so one of the BUG cells holds it and no
    /// cell seeing them all can.
    fn type_2(&self, marks: &PencilMarks) -> Option<Step> {
        let eliminations = marks.candidates_in(self.seeing_all, self.digits);
        (!eliminations.is_empty()).then(|| {
            self.step(
                57,
                (self.cell_set(), self.digits),
                Vec::new(),
                eliminations,
                format!(
                    "{}, so one of those cells is {} and no cell that sees them all can be.",
                    self.opening("2"),
                    digit_names(self.digits, ""),
                ),
            )
        })
    }

    /// Type 3: the BUG cells share a unit, and one of them holds a BUG candidate, so together
    /// they act as one cell holding only those; with other cells of the unit they may form a
    /// naked set, whose digits no other cell of the unit can hold.
    fn type_3(&self, marks: &PencilMarks) -> Option<Step> {
        let bug_cells = self.cell_set();
        (2..=6).find_map(|size| {
            units_in_scan_order(self.cells[0])
                .into_iter()
                .filter(|&unit| bug_cells - cells_of(unit) == Cells::NONE)
                .find_map(|unit| self.type_3_in(marks, unit, size))
        })
    }

    fn type_3_in(&self, marks: &PencilMarks, unit: Unit, size: usize) -> Option<Step> {
        let nearby: Vec<Cell> = (self.seeing_all & cells_of(unit)).iter().collect();
        if nearby.len() < size || self.digits.len() <= 1 {
            return None;
        }
        combinations(nearby.len(), size - 1).find_map(|chosen| {
            let members: Cells = (0..nearby.len())
                .filter(|&i| chosen & 1 << i != 0)
                .map(|i| nearby[i])
                .collect();
            if members.iter().any(|cell| marks.at(cell).len() <= 1) {
                return None;
            }
            let held = members
                .iter()
                .fold(Digits::NONE, |held, cell| held | marks.at(cell));
            if held.len() != size || (held | self.digits).len() != size {
                return None;
            }
            let rest = (self.seeing_all & cells_of(unit)) - members;
            let eliminations = marks.candidates_in(rest, held);
            (!eliminations.is_empty()).then(|| {
                self.step(
                    56 + size as u8,
                    (members | self.cell_set(), held),
                    vec![unit],
                    eliminations,
                    format!(
                        "{}, so one of those cells is {}, and with {} they hold only {} in \
                         {unit}: those digits can be removed from the rest of {unit}.",
                        self.opening("3"),
                        digit_names(self.digits, "or"),
                        cell_names(members, "and"),
                        digit_names(held, "and"),
                    ),
                )
            })
        })
    }

    /// Type 4: two BUG cells in one unit share one other candidate, whose only places in the
    /// unit they are. One of them holds it, so the other holds its BUG candidate: each can only
    /// be that digit or its BUG candidates.
    fn type_4(&self, marks: &PencilMarks) -> Option<Step> {
        let [one, other] = [self.cells[0], self.cells[1]];
        let shared = ((marks.at(one) & marks.at(other)) - self.digits).single()?;
        let unit = units_in_scan_order(one)
            .into_iter()
            .find(|&unit| cells_of(unit).contains(other))?;
        let eliminations: Vec<Candidate> = [one, other]
            .into_iter()
            .flat_map(|cell| {
                let removed = self.without_bug(marks, cell) - Digits::of(shared);
                marks.candidates_in(Cells::of(cell), removed)
            })
            .collect();
        Some(self.step(
            57,
            (self.cell_set(), self.digits | Digits::of(shared)),
            vec![unit],
            eliminations,
            format!(
                "{}, so {} or {} holds its BUG candidate; {shared} can only go in them in \
                 {unit}, so one of them is {shared} and each can only be {shared} or its BUG \
                 candidate.",
                self.opening("4"),
                cell_name(one),
                cell_name(other),
            ),
        ))
    }
}
