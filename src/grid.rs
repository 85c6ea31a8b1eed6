//! The board itself: cells, the 27 units they belong to, and the digits placed in them.
//!
//! Everything here speaks the language of the puzzle. A [`Cell`] is one of the 81 squares; a
//! [`Unit`] is a row, a column or a 3x3 box, the groups in which every digit must appear exactly
//! once; two cells are *peers* when they share a unit. Positions are stored 0-based and shown
//! 1-based, the way players count them ("row 3, column 5").

use alloc::{string::String, vec::Vec};
use core::fmt;

/// One of the 81 squares, numbered 0 to 80 in reading order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The cell at a 0-based row and column.
    pub fn at(row: usize, column: usize) -> Cell {
        assert!(row < 9 && column < 9, "row and column run from 0 to 8");
        Cell((row * 9 + column) as u8)
    }

    /// The cell with a reading-order index from 0 to 80.
    pub fn from_index(index: usize) -> Cell {
        assert!(index < 81, "a cell index runs from 0 to 80");
        Cell(index as u8)
    }

    /// Every cell in reading order.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..81).map(Cell)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// 0-based row.
    pub fn row(self) -> usize {
        self.index() / 9
    }

    /// 0-based column.
    pub fn column(self) -> usize {
        self.index() % 9
    }

    /// 0-based box, numbered left to right, top to bottom.
    pub fn box_index(self) -> usize {
        box_at(self.row(), self.column())
    }

    /// True when the two cells share a unit, and so can never hold the same digit.
    pub fn is_peer_of(self, other: Cell) -> bool {
        self != other
            && (self.row() == other.row()
                || self.column() == other.column()
                || self.box_index() == other.box_index())
    }
}

/// The 0-based box of a 0-based row and column.
fn box_at(row: usize, column: usize) -> usize {
    row / 3 * 3 + column / 3
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "row {}, column {}", self.row() + 1, self.column() + 1)
    }
}

/// A row, a column or a box: nine cells that must hold each digit exactly once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    Row(u8),
    Column(u8),
    Box(u8),
}

impl Unit {
    /// All 27 units: the nine rows, then the nine columns, then the nine boxes. (Numbered from
    /// one range rather than three ranges chained, which compiled larger in the solver's
    /// WebAssembly module, where the conflicts are found.)
    pub fn all() -> impl Iterator<Item = Unit> {
        (0..27).map(|unit| match unit / 9 {
            0 => Unit::Row(unit),
            1 => Unit::Column(unit - 9),
            _ => Unit::Box(unit - 18),
        })
    }

    /// The nine cells of the unit, in reading order.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        (0..9).map(move |i| self.cell(i))
    }

    /// What kind of unit it is, as players name it (`"row"`, `"column"`, `"box"`), and its index
    /// from 0 to 8: the one place that names the kinds, for messages and for the JSON of
    /// `validate`'s conflicts and the analysis alike.
    pub fn kind(self) -> (&'static str, u8) {
        match self {
            Unit::Row(index) => ("row", index),
            Unit::Column(index) => ("column", index),
            Unit::Box(index) => ("box", index),
        }
    }

    /// The unit's cell at `index`, from 0 to 8 in reading order.
    fn cell(self, index: u8) -> Cell {
        Cell(match self {
            Unit::Row(r) => r * 9 + index,
            Unit::Column(c) => index * 9 + c,
            Unit::Box(b) => (b / 3 * 3 + index / 3) * 9 + b % 3 * 3 + index % 3,
        })
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (kind, index) = self.kind();
        write!(f, "{kind} {}", index + 1)
    }
}

/// Two givens with the same digit in one unit: a puzzle that breaks the rules before it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    pub digit: u8,
    pub first: Cell,
    pub second: Cell,
    pub unit: Unit,
}

/// A 9x9 grid of digits, each cell either empty or holding 1 to 9.
///
/// A `Grid` is only a board; it may break the rules. [`Grid::first_conflict`] tells whether it
/// does, and the solver works from it.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    digits: [u8; 81],
}

impl Grid {
    /// The grid with no digits at all.
    pub const EMPTY: Grid = Grid { digits: [0; 81] };

    /// Builds a grid from 81 values in reading order, 0 meaning empty; `None` if a value exceeds 9.
    pub fn from_digits(digits: [u8; 81]) -> Option<Grid> {
        digits.iter().all(|&d| d <= 9).then_some(Grid { digits })
    }

    /// A grid of digits that its caller has made 0 to 9 by construction (a solved board, a
    /// line read in SIMD lanes, the readers' cells), sparing the check of [`Grid::from_digits`],
    /// a loop over 81 cells per call. [`Grid::one_line`] relies on it; debug builds check.
    pub(crate) fn from_checked_digits(digits: [u8; 81]) -> Grid {
        debug_assert!(digits.iter().all(|&d| d <= 9));
        Grid { digits }
    }

    /// The digit in a cell, if any.
    pub fn digit(&self, cell: Cell) -> Option<u8> {
        // A cell's index is below 81: `get` finds it, and spares the module a bounds check that
        // cannot fail and its panic (18 compressed bytes of the solver's WebAssembly module).
        self.digits
            .get(cell.index())
            .copied()
            .filter(|&digit| digit != 0)
    }

    /// Puts a digit (1 to 9) in a cell, or empties it with `None`.
    pub fn set(&mut self, cell: Cell, digit: Option<u8>) {
        let value = digit.unwrap_or(0);
        assert!(
            (1..=9).contains(&value) || digit.is_none(),
            "a digit runs from 1 to 9"
        );
        self.digits[cell.index()] = value;
    }

    /// The 81 values in reading order, 0 for an empty cell.
    pub fn digits(&self) -> &[u8; 81] {
        &self.digits
    }

    /// How many cells hold a digit.
    pub fn filled_count(&self) -> usize {
        self.digits.iter().filter(|&&d| d != 0).count()
    }

    /// The first pair of equal digits sharing a unit: the first of [`Grid::conflicts`], or `None`
    /// if the grid follows the rules. No search waits for it (the solver looks for clashing givens
    /// only when it finds no solution), so it is the list's first rather than a faster check of
    /// its own, which was 500 compressed bytes of the solver's WebAssembly module.
    pub fn first_conflict(&self) -> Option<Conflict> {
        self.conflicts().first().copied()
    }

    /// Every pair of equal digits sharing a unit, by unit (in the order of [`Unit::all`]), then by
    /// the later cell of the pair, then by the earlier one. Plain loops over numbers rather than
    /// iterator adapters over the cells: they compile to a fraction of the size in the solver's
    /// WebAssembly module.
    pub(crate) fn conflicts(&self) -> Vec<Conflict> {
        let mut conflicts = Vec::new();
        for unit in Unit::all() {
            for second in 1..9 {
                let second = unit.cell(second);
                let Some(digit) = self.digit(second) else {
                    continue;
                };
                for first in 0..9 {
                    let first = unit.cell(first);
                    if first == second {
                        break;
                    }
                    if self.digit(first) == Some(digit) {
                        conflicts.push(Conflict {
                            digit,
                            first,
                            second,
                            unit,
                        });
                    }
                }
            }
        }
        conflicts
    }

    /// True when every cell is filled and no unit repeats a digit.
    pub fn is_solved(&self) -> bool {
        self.filled_count() == 81 && self.first_conflict().is_none()
    }

    /// The grid as one line of 81 characters, digits for filled cells and `.` for empty ones: the
    /// text of `to_string`, without the formatting machinery, which cost 1,200 instructions of a
    /// 37,500-instruction `solve_sudoku` call on a 17-clue puzzle in V8.
    pub fn one_line(&self) -> String {
        // SAFETY: a grid's digits run from 0 to 9 (`Grid::set` and `Grid::from_digits` refuse
        // any other, and the callers of `Grid::from_checked_digits` make no other), so every
        // byte is `.` or an ASCII digit, which is UTF-8. Checked, it would compile
        // `str::from_utf8` into the core's WebAssembly module, 400 compressed bytes.
        unsafe { String::from_utf8_unchecked(self.characters().to_vec()) }
    }

    /// The 81 characters of [`Grid::one_line`].
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    fn characters(&self) -> [u8; 81] {
        self.digits.map(|digit| match digit {
            0 => b'.',
            digit => b'0' + digit,
        })
    }

    /// The same with WebAssembly's 128-bit SIMD, sixteen cells at a time.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    fn characters(&self) -> [u8; 81] {
        use crate::sixteens::{load, store, STARTS};
        use core::arch::wasm32::{u8x16_add, u8x16_eq, u8x16_splat, v128_bitselect};
        let mut characters = [b'.'; 81];
        for start in STARTS {
            let digits = load(&self.digits, start);
            let blank = u8x16_eq(digits, u8x16_splat(0));
            let digit = u8x16_add(digits, u8x16_splat(b'0'));
            store(
                &mut characters,
                start,
                v128_bitselect(u8x16_splat(b'.'), digit, blank),
            );
        }
        if self.digits[80] != 0 {
            characters[80] = b'0' + self.digits[80];
        }
        characters
    }

    /// True when this grid is a solution of `puzzle`: solved, and keeping every given.
    pub fn solves(&self, puzzle: &Grid) -> bool {
        self.is_solved()
            && Cell::all().all(|cell| {
                puzzle
                    .digit(cell)
                    .map_or(true, |d| self.digit(cell) == Some(d))
            })
    }
}

/// The grid as one line of 81 characters, digits for filled cells and `.` for empty ones.
impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.one_line())
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid({self})")
    }
}
