//! The search engine: candidates as bitmasks, constraint propagation, and depth-first guessing.
//!
//! Each cell keeps the set of digits it could still hold as a 9-bit mask. Placing a digit removes
//! it from the cell's 20 peers; a cell left with one candidate is a *naked single* and is placed in
//! turn; a digit with only one possible cell in a unit is a *hidden single* and is placed too. When
//! propagation stalls, the search guesses in the cell with the fewest candidates and backtracks
//! on contradiction. The board is 162 bytes, so each guess simply copies it.

use crate::grid::Grid;

/// Every digit possible: bits 0 to 8 stand for digits 1 to 9.
const ALL_DIGITS: u16 = 0x1FF;

/// The 20 peers of every cell.
static PEERS: [[u8; 20]; 81] = peers_table();

/// The cells of every unit, in the order of [`Unit::all`].
static UNITS: [[u8; 9]; 27] = units_table();

const fn peers_table() -> [[u8; 20]; 81] {
    let mut table = [[0u8; 20]; 81];
    let mut cell = 0;
    while cell < 81 {
        let (row, column) = (cell / 9, cell % 9);
        let mut count = 0;
        let mut other = 0;
        while other < 81 {
            let (r, c) = (other / 9, other % 9);
            let shares_unit = r == row || c == column || (r / 3 == row / 3 && c / 3 == column / 3);
            if other != cell && shares_unit {
                table[cell][count] = other as u8;
                count += 1;
            }
            other += 1;
        }
        cell += 1;
    }
    table
}

const fn units_table() -> [[u8; 9]; 27] {
    let mut table = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            table[i][j] = (i * 9 + j) as u8;
            table[9 + i][j] = (j * 9 + i) as u8;
            table[18 + i][j] = ((i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3) as u8;
            j += 1;
        }
        i += 1;
    }
    table
}

/// The candidates of every cell, plus the placements waiting to be propagated.
#[derive(Clone)]
struct Board {
    candidates: [u16; 81],
    /// Bit `i` is set while cell `i` has not been placed.
    unplaced: u128,
    /// Cells reduced to one candidate but not yet placed.
    pending: Vec<u8>,
}

impl Board {
    /// The board of a puzzle's givens, or `None` if two givens already contradict each other.
    fn from_givens(puzzle: &Grid) -> Option<Board> {
        let mut board = Board {
            candidates: [ALL_DIGITS; 81],
            unplaced: (1u128 << 81) - 1,
            pending: Vec::with_capacity(81),
        };
        for (cell, &digit) in puzzle.digits().iter().enumerate() {
            if digit != 0 && !board.restrict(cell, 1 << (digit - 1)) {
                return None;
            }
        }
        Some(board)
    }

    /// Narrows a cell to one candidate (which it must still have) and queues its placement.
    fn restrict(&mut self, cell: usize, digit: u16) -> bool {
        if self.candidates[cell] & digit == 0 {
            return false;
        }
        self.candidates[cell] = digit;
        self.pending.push(cell as u8);
        true
    }

    /// Places the single candidate of a cell and removes it from every peer.
    fn place(&mut self, cell: usize) -> bool {
        self.unplaced &= !(1u128 << cell);
        let digit = self.candidates[cell];
        for &peer in &PEERS[cell] {
            let peer = peer as usize;
            let before = self.candidates[peer];
            if before & digit != 0 {
                let after = before & !digit;
                if after == 0 {
                    return false;
                }
                self.candidates[peer] = after;
                if after & (after - 1) == 0 {
                    self.pending.push(peer as u8);
                }
            }
        }
        true
    }

    /// Places naked and hidden singles until none remain; false on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            while let Some(cell) = self.pending.pop() {
                let cell = cell as usize;
                if self.unplaced & (1u128 << cell) != 0 && !self.place(cell) {
                    return false;
                }
            }
            if !self.find_hidden_singles() {
                return false;
            }
            if self.pending.is_empty() {
                return true;
            }
        }
    }

    /// Queues every digit that has one possible cell left in some unit; false if a unit has a
    /// digit with no possible cell at all.
    fn find_hidden_singles(&mut self) -> bool {
        for unit in &UNITS {
            let (mut once, mut twice) = (0u16, 0u16);
            for &cell in unit {
                let candidates = self.candidates[cell as usize];
                twice |= once & candidates;
                once |= candidates;
            }
            if once != ALL_DIGITS {
                return false;
            }
            let singles = once & !twice;
            if singles == 0 {
                continue;
            }
            for &cell in unit {
                let cell = cell as usize;
                let hidden = self.candidates[cell] & singles;
                if hidden != 0 && self.candidates[cell] != hidden {
                    // Two digits that each need this cell cannot both have it.
                    if hidden & (hidden - 1) != 0 {
                        return false;
                    }
                    self.candidates[cell] = hidden;
                    self.pending.push(cell as u8);
                }
            }
        }
        true
    }

    /// The unplaced cell with the fewest candidates, or `None` when every cell is placed.
    fn most_constrained_cell(&self) -> Option<usize> {
        let mut best: Option<(u32, usize)> = None;
        let mut unplaced = self.unplaced;
        while unplaced != 0 {
            let cell = unplaced.trailing_zeros() as usize;
            unplaced &= unplaced - 1;
            let count = self.candidates[cell].count_ones();
            if best.map_or(true, |(fewest, _)| count < fewest) {
                best = Some((count, cell));
                if count == 2 {
                    break;
                }
            }
        }
        best.map(|(_, cell)| cell)
    }

    fn to_grid(&self) -> Grid {
        let mut digits = [0u8; 81];
        for (digit, candidates) in digits.iter_mut().zip(&self.candidates) {
            *digit = candidates.trailing_zeros() as u8 + 1;
        }
        Grid::from_digits(digits).expect("a placed cell holds one digit")
    }
}

/// A depth-first search that stops once it has seen `limit` solutions.
struct Search {
    limit: usize,
    count: usize,
    first: Option<Grid>,
}

impl Search {
    fn explore(&mut self, mut board: Board) {
        if !board.propagate() {
            return;
        }
        let Some(cell) = board.most_constrained_cell() else {
            self.count += 1;
            self.first.get_or_insert_with(|| board.to_grid());
            return;
        };
        let mut candidates = board.candidates[cell];
        while candidates != 0 && self.count < self.limit {
            let digit = candidates & candidates.wrapping_neg();
            candidates &= candidates - 1;
            let mut guess = board.clone();
            if guess.restrict(cell, digit) {
                self.explore(guess);
            }
        }
    }
}

fn search(puzzle: &Grid, limit: usize) -> Search {
    let mut search = Search {
        limit,
        count: 0,
        first: None,
    };
    if limit > 0 {
        if let Some(board) = Board::from_givens(puzzle) {
            search.explore(board);
        }
    }
    search
}

/// The first solution in the engine's fixed search order, or `None` if there is none.
pub fn first_solution(puzzle: &Grid) -> Option<Grid> {
    search(puzzle, 1).first
}

/// The number of solutions, counting no further than `limit`.
pub fn count_solutions(puzzle: &Grid, limit: usize) -> usize {
    search(puzzle, limit).count
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Cell, Unit};

    #[test]
    fn tables_agree_with_the_grid_model() {
        for cell in Cell::all() {
            let peers: Vec<Cell> = Cell::all()
                .filter(|&other| cell.is_peer_of(other))
                .collect();
            let table: Vec<Cell> = PEERS[cell.index()]
                .iter()
                .map(|&i| Cell::from_index(i as usize))
                .collect();
            assert_eq!(table, peers, "peers of {cell}");
        }
        for (unit, table) in Unit::all().zip(&UNITS) {
            let cells: Vec<usize> = unit.cells().map(Cell::index).collect();
            let table: Vec<usize> = table.iter().map(|&i| i as usize).collect();
            assert_eq!(table, cells, "cells of {unit}");
        }
    }
}
