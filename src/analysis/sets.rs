//! Digits and cells as bit sets: the one representation every technique shares.
//!
//! Techniques mostly ask questions about sets — "where can 5 go in this row?", "which cells see
//! both of these?" — so the candidates of a cell are a 9-bit set of digits and a group of cells is
//! an 81-bit set. Unions, intersections and "sees" then cost a machine instruction each, which
//! keeps the slow-but-simple search of every technique fast enough to rate puzzles while
//! generating them.

use std::fmt;
use std::ops::{BitAnd, BitOr, Sub};

use crate::grid::{Cell, Unit};

/// A set of digits from 1 to 9 (bit `d` stands for digit `d`).
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct Digits(u16);

impl Digits {
    pub const NONE: Digits = Digits(0);
    pub const ALL: Digits = Digits(0b11_1111_1110);

    /// The set holding just `digit`.
    pub fn of(digit: u8) -> Digits {
        debug_assert!((1..=9).contains(&digit));
        Digits(1 << digit)
    }

    pub fn contains(self, digit: u8) -> bool {
        self.0 & (1 << digit) != 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The digit, when the set holds exactly one.
    pub fn single(self) -> Option<u8> {
        (self.len() == 1).then(|| self.0.trailing_zeros() as u8)
    }

    /// The digits in increasing order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let digit = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                digit
            })
        })
    }
}

impl BitOr for Digits {
    type Output = Digits;
    fn bitor(self, other: Digits) -> Digits {
        Digits(self.0 | other.0)
    }
}

impl BitAnd for Digits {
    type Output = Digits;
    fn bitand(self, other: Digits) -> Digits {
        Digits(self.0 & other.0)
    }
}

impl Sub for Digits {
    type Output = Digits;
    fn sub(self, other: Digits) -> Digits {
        Digits(self.0 & !other.0)
    }
}

impl FromIterator<u8> for Digits {
    fn from_iter<I: IntoIterator<Item = u8>>(digits: I) -> Digits {
        digits
            .into_iter()
            .fold(Digits::NONE, |set, digit| set | Digits::of(digit))
    }
}

impl fmt::Debug for Digits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// A set of cells (bit `i` stands for the cell with index `i`), iterated in reading order.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub(crate) struct Cells(u128);

impl Cells {
    pub const NONE: Cells = Cells(0);
    pub const ALL: Cells = Cells((1 << 81) - 1);

    /// The set holding just `cell`.
    pub fn of(cell: Cell) -> Cells {
        Cells(1 << cell.index())
    }

    pub fn contains(self, cell: Cell) -> bool {
        self.0 & (1 << cell.index()) != 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cell, when the set holds exactly one.
    pub fn single(self) -> Option<Cell> {
        (self.len() == 1).then(|| Cell::from_index(self.0.trailing_zeros() as usize))
    }

    /// The cells that come after `cell` in reading order: a search that picks cells in
    /// increasing order looks only there, and so meets each group of cells once.
    pub fn after(cell: Cell) -> Cells {
        Cells(Cells::ALL.0 & !((2u128 << cell.index()) - 1))
    }

    /// The cells in reading order.
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let index = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Cell::from_index(index)
            })
        })
    }
}

impl BitOr for Cells {
    type Output = Cells;
    fn bitor(self, other: Cells) -> Cells {
        Cells(self.0 | other.0)
    }
}

impl BitAnd for Cells {
    type Output = Cells;
    fn bitand(self, other: Cells) -> Cells {
        Cells(self.0 & other.0)
    }
}

impl Sub for Cells {
    type Output = Cells;
    fn sub(self, other: Cells) -> Cells {
        Cells(self.0 & !other.0)
    }
}

impl FromIterator<Cell> for Cells {
    fn from_iter<I: IntoIterator<Item = Cell>>(cells: I) -> Cells {
        cells
            .into_iter()
            .fold(Cells::NONE, |set, cell| set | Cells::of(cell))
    }
}

impl fmt::Debug for Cells {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(Cell::index)).finish()
    }
}

/// The 20 peers of every cell: the cells sharing its row, column or box.
static PEERS: [Cells; 81] = peer_table();

/// The nine cells of every unit, in the order of [`Unit::all`].
static UNIT_CELLS: [Cells; 27] = unit_table();

const fn unit_table() -> [Cells; 27] {
    let mut table = [Cells::NONE; 27];
    let mut cell = 0;
    while cell < 81 {
        let (row, column) = (cell / 9, cell % 9);
        let bit = 1u128 << cell;
        table[row].0 |= bit;
        table[9 + column].0 |= bit;
        table[18 + row / 3 * 3 + column / 3].0 |= bit;
        cell += 1;
    }
    table
}

const fn peer_table() -> [Cells; 81] {
    let units = unit_table();
    let mut table = [Cells::NONE; 81];
    let mut cell = 0;
    while cell < 81 {
        let (row, column) = (cell / 9, cell % 9);
        let around = units[row].0 | units[9 + column].0 | units[18 + row / 3 * 3 + column / 3].0;
        table[cell] = Cells(around & !(1u128 << cell));
        cell += 1;
    }
    table
}

/// The cells that share a unit with `cell`, and so can never hold the same digit.
pub(crate) fn peers(cell: Cell) -> Cells {
    PEERS[cell.index()]
}

/// The nine cells of a unit.
pub(crate) fn cells_of(unit: Unit) -> Cells {
    let index = match unit {
        Unit::Row(row) => row as usize,
        Unit::Column(column) => 9 + column as usize,
        Unit::Box(number) => 18 + number as usize,
    };
    UNIT_CELLS[index]
}

/// The cells that see every cell of `cells`: where a digit that one of them must hold can't go.
pub(crate) fn seen_by_all(cells: &[Cell]) -> Cells {
    cells
        .iter()
        .fold(Cells::ALL, |seen, &cell| seen & peers(cell))
}

/// Every unordered pair of distinct items, in lexicographic order.
pub(crate) fn pairs<T: Copy>(items: Vec<T>) -> impl Iterator<Item = (T, T)> {
    let count = items.len();
    (0..count)
        .flat_map(move |i| (i + 1..count).map(move |j| (i, j)))
        .map(move |(i, j)| (items[i], items[j]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_agree_with_the_grid_model() {
        for cell in Cell::all() {
            let expected: Cells = Cell::all()
                .filter(|&other| cell.is_peer_of(other))
                .collect();
            assert_eq!(peers(cell), expected, "peers of {cell}");
        }
        for unit in Unit::all() {
            assert_eq!(cells_of(unit), unit.cells().collect(), "cells of {unit}");
        }
    }

    #[test]
    fn digit_sets_behave_like_sets() {
        let set: Digits = [3, 7, 3].into_iter().collect();
        assert_eq!(set.iter().collect::<Vec<_>>(), [3, 7]);
        assert_eq!(set.len(), 2);
        assert_eq!((set - Digits::of(3)).single(), Some(7));
        assert!(Digits::ALL.iter().eq(1..=9));
    }
}
