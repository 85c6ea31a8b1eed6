//! Potentials and the rules that link them: what follows from one candidate being true or false.
//!
//! A *potential* is a candidate with an assumption attached: "r1c1 is 5" (on) or "r1c1 is not
//! 5" (off). A chain is a sequence of potentials, each following from the one before by one of
//! the basic rules of the game:
//!
//! * a digit placed in a cell (on) rules out the cell's other candidates (naked single rule),
//!   and the same digit in every peer (weak links, on to off);
//! * a candidate ruled out (off) leaves the cell's last other candidate when the cell had two
//!   (a bivalue cell), and the digit's last other place in a unit when it had two there (strong
//!   links, off to on).
//!
//! Dynamic chains cross out every potential they turn off as they go, so that later steps see
//! the reduced grid: a cell or a unit may then be down to one place only because of earlier
//! steps, which become the extra ("hidden") reasons of that step.

use crate::analysis::marks::PencilMarks;
use crate::analysis::sets::{cells_of, Cells, Digits};
use crate::grid::{Cell, Unit};

/// A candidate assumed true (on) or false (off), as one small number: the index of the
/// candidate (`cell * 9 + digit - 1`) times two, plus one when on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub(super) struct Potential(u16);

/// How many potentials there are: two for each of the 729 candidates.
pub(super) const POTENTIALS: usize = 729 * 2;

impl Potential {
    pub fn new(cell: Cell, digit: u8, on: bool) -> Potential {
        Potential(((cell.index() * 9 + digit as usize - 1) * 2 + on as usize) as u16)
    }

    pub fn cell(self) -> Cell {
        Cell::from_index(self.0 as usize / 18)
    }

    pub fn digit(self) -> u8 {
        (self.0 as usize / 2 % 9) as u8 + 1
    }

    pub fn is_on(self) -> bool {
        self.0 & 1 == 1
    }

    /// The opposite assumption about the same candidate.
    pub fn negated(self) -> Potential {
        Potential(self.0 ^ 1)
    }

    /// A number from 0 to 1457, for tables indexed by potential.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// A number from 0 to 728 shared by the on and off potentials of one candidate.
    pub fn candidate(self) -> usize {
        self.0 as usize / 2
    }
}

/// Why a potential follows from its parents.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Cause {
    /// The assumption a chain starts from.
    Assumed,
    /// A cell holds one digit: turned off by a digit placed in the cell, or on as the cell's
    /// last candidate.
    Cell,
    /// A digit goes once in a unit: turned off by the digit placed elsewhere in the unit, or on
    /// as its last place there.
    Unit(Unit),
    /// Turned off by another technique applied to the grid the chain has reduced (nested
    /// chains); the number says which of the step's nested findings it is.
    Advanced(u32),
}

/// The box, row and column of a cell, in the order Sudoku Explainer visits them.
pub(super) fn units_of(cell: Cell) -> [Unit; 3] {
    [
        Unit::Box(cell.box_index() as u8),
        Unit::Row(cell.row() as u8),
        Unit::Column(cell.column() as u8),
    ]
}

/// The candidates of every empty cell, both ways round, in a form a chain can cross out as it
/// goes.
#[derive(Clone, PartialEq, Eq)]
pub(super) struct Board {
    cells: [Digits; 81],
    places: [Cells; 10],
    /// The cells with no digit placed (a chain may leave some without candidates).
    open: Cells,
    /// How many times each digit is placed.
    placed: [u8; 10],
}

/// The consequences of one potential, reused from call to call: potential, cause, and the
/// range of `hidden` holding its extra parents.
#[derive(Default)]
pub(super) struct Consequences {
    pub found: Vec<(Potential, Cause, u32, u32)>,
    pub hidden: Vec<Potential>,
}

impl Consequences {
    pub fn clear(&mut self) {
        self.found.clear();
        self.hidden.clear();
    }
}

impl Board {
    pub fn from_marks(marks: &PencilMarks) -> Board {
        let mut board = Board {
            cells: [Digits::NONE; 81],
            places: [Cells::NONE; 10],
            open: marks.empty_cells(),
            placed: [0; 10],
        };
        for cell in Cell::all() {
            if let Some(digit) = marks.grid().digit(cell) {
                board.placed[digit as usize] += 1;
            }
        }
        for cell in marks.empty_cells().iter() {
            board.cells[cell.index()] = marks.at(cell);
        }
        for digit in 1..=9 {
            board.places[digit as usize] = marks.cells_with(digit) & marks.empty_cells();
        }
        board
    }

    pub fn at(&self, cell: Cell) -> Digits {
        self.cells[cell.index()]
    }

    pub fn cells_with(&self, digit: u8) -> Cells {
        self.places[digit as usize]
    }

    pub fn open_cells_of(&self, cells: Cells) -> Cells {
        self.open & cells
    }

    pub fn placed_count(&self, digit: u8) -> u8 {
        self.placed[digit as usize]
    }

    pub fn has(&self, cell: Cell, digit: u8) -> bool {
        self.cells[cell.index()].contains(digit)
    }

    /// The empty cells with at least two candidates, in reading order.
    pub fn open_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        Cell::all().filter(|cell| self.at(*cell).len() > 1)
    }

    pub fn remove(&mut self, cell: Cell, digit: u8) {
        self.cells[cell.index()] = self.cells[cell.index()] - Digits::of(digit);
        self.places[digit as usize] = self.places[digit as usize] - Cells::of(cell);
    }

    /// What turning `on` on rules out: with `cell_rule`, the cell's other candidates, then the
    /// digit in the rest of its box, row and column (each cell once).
    pub fn on_to_off(&self, on: Potential, cell_rule: bool, out: &mut Consequences) {
        out.clear();
        let (cell, digit) = (on.cell(), on.digit());
        if cell_rule {
            for other in (self.at(cell) - Digits::of(digit)).iter() {
                out.found
                    .push((Potential::new(cell, other, false), Cause::Cell, 0, 0));
            }
        }
        let mut seen = Cells::of(cell);
        for unit in units_of(cell) {
            let places = (self.cells_with(digit) & cells_of(unit)) - seen;
            for place in places.iter() {
                out.found
                    .push((Potential::new(place, digit, false), Cause::Unit(unit), 0, 0));
            }
            seen = seen | places;
        }
    }

    /// What turning `off` off forces on: with `cell_rule`, the other candidate of a bivalue
    /// cell; with `unit_rule`, the other place of the digit in a unit where it had two. When
    /// `source` is given (dynamic chains), every candidate it has and this board no longer has
    /// in that cell or unit is an extra reason, looked up with `reason`.
    pub fn off_to_on(
        &self,
        off: Potential,
        cell_rule: bool,
        unit_rule: bool,
        source: Option<&Board>,
        out: &mut Consequences,
    ) {
        out.clear();
        let (cell, digit) = (off.cell(), off.digit());
        if cell_rule {
            let candidates = self.at(cell);
            if candidates.len() == 2 {
                let mut two = candidates.iter();
                let first = two.next().unwrap_or(digit);
                let other = if first == digit {
                    two.next().unwrap_or(digit)
                } else {
                    first
                };
                let start = out.hidden.len() as u32;
                if let Some(source) = source {
                    for gone in (source.at(cell) - candidates).iter() {
                        out.hidden.push(Potential::new(cell, gone, false));
                    }
                }
                let end = out.hidden.len() as u32;
                out.found
                    .push((Potential::new(cell, other, true), Cause::Cell, start, end));
            }
        }
        if unit_rule {
            let mut forced = Cells::NONE;
            for unit in units_of(cell) {
                let unit_cells = cells_of(unit);
                let Some(place) =
                    ((self.cells_with(digit) & unit_cells) - Cells::of(cell)).single()
                else {
                    continue;
                };
                if forced.contains(place) {
                    continue;
                }
                forced = forced | Cells::of(place);
                let start = out.hidden.len() as u32;
                if let Some(source) = source {
                    let gone = (source.cells_with(digit) - self.cells_with(digit)) & unit_cells;
                    for at in gone.iter() {
                        out.hidden.push(Potential::new(at, digit, false));
                    }
                }
                let end = out.hidden.len() as u32;
                out.found.push((
                    Potential::new(place, digit, true),
                    Cause::Unit(unit),
                    start,
                    end,
                ));
            }
        }
    }
}

/// The links of a board that doesn't change, worked out once for every candidate: chains
/// along them then read lists instead of counting places again at every step.
pub(super) struct StaticLinks {
    weak: Vec<(Potential, Cause)>,
    strong: Vec<(Potential, Cause)>,
    /// For each candidate: where its weak links start, how many come from the cell rule, and
    /// how many in all; the same for its strong links.
    weak_at: Vec<(u32, u8, u8)>,
    strong_at: Vec<(u32, u8, u8)>,
}

impl StaticLinks {
    pub fn new(board: &Board) -> StaticLinks {
        let mut links = StaticLinks {
            weak: Vec::with_capacity(729 * 8),
            strong: Vec::with_capacity(729 * 2),
            weak_at: vec![(0, 0, 0); 729],
            strong_at: vec![(0, 0, 0); 729],
        };
        let mut consequences = Consequences::default();
        for cell in Cell::all() {
            for digit in board.at(cell).iter() {
                let on = Potential::new(cell, digit, true);
                let start = links.weak.len() as u32;
                board.on_to_off(on, true, &mut consequences);
                let from_cell = consequences
                    .found
                    .iter()
                    .filter(|found| found.1 == Cause::Cell)
                    .count();
                links.weak.extend(
                    consequences
                        .found
                        .iter()
                        .map(|&(p, cause, _, _)| (p, cause)),
                );
                links.weak_at[on.candidate()] =
                    (start, from_cell as u8, consequences.found.len() as u8);
                let start = links.strong.len() as u32;
                board.off_to_on(on.negated(), true, true, None, &mut consequences);
                let from_cell = consequences
                    .found
                    .iter()
                    .filter(|found| found.1 == Cause::Cell)
                    .count();
                links.strong.extend(
                    consequences
                        .found
                        .iter()
                        .map(|&(p, cause, _, _)| (p, cause)),
                );
                links.strong_at[on.candidate()] =
                    (start, from_cell as u8, consequences.found.len() as u8);
            }
        }
        links
    }

    /// What `on` turns off: as [`Board::on_to_off`].
    pub fn on_to_off(&self, on: Potential, cell_rule: bool) -> &[(Potential, Cause)] {
        let (start, from_cell, all) = self.weak_at[on.candidate()];
        let skip = if cell_rule { 0 } else { from_cell as u32 };
        &self.weak[(start + skip) as usize..(start + all as u32) as usize]
    }

    /// What `off` turns on: as [`Board::off_to_on`] without a source.
    pub fn off_to_on(
        &self,
        off: Potential,
        cell_rule: bool,
        unit_rule: bool,
    ) -> &[(Potential, Cause)] {
        let (start, from_cell, all) = self.strong_at[off.candidate()];
        let first = if cell_rule {
            start
        } else {
            start + from_cell as u32
        };
        let last = if unit_rule {
            start + all as u32
        } else {
            start + from_cell as u32
        };
        &self.strong[first as usize..last as usize]
    }
}
