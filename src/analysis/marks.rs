//! Pencil marks: the state of a puzzle part-way through solving by hand.

use std::fmt;

use super::sets::{peers, Cells, Digits};
use super::step::{Candidate, Step};
use crate::grid::{Cell, Grid};

/// The digits placed so far, and for every empty cell the candidates a player has pencilled in:
/// the digits it may still hold.
///
/// Every technique reads this one structure. Placing a digit also crosses it out of the cell's
/// peers, the bookkeeping every player does without calling it a technique; any other removal
/// is an *elimination* that some technique has to justify.
#[derive(Clone, PartialEq, Eq)]
pub struct PencilMarks {
    grid: Grid,
    marks: [Digits; 81],
    /// The same marks read the other way, digit by digit: where each can still go (index 0 is
    /// unused). Techniques ask this far more often than the marks change.
    places: [Cells; 10],
    /// The cells holding no digit yet.
    empty: Cells,
}

impl PencilMarks {
    /// The marks a careful player pencils in before using any technique: in every empty cell,
    /// each digit not already in its row, column or box.
    pub fn from_grid(grid: &Grid) -> PencilMarks {
        let mut marks = PencilMarks {
            grid: Grid::EMPTY,
            marks: [Digits::ALL; 81],
            places: [Cells::ALL; 10],
            empty: Cells::ALL,
        };
        for cell in Cell::all() {
            if let Some(digit) = grid.digit(cell) {
                marks.place(cell, digit);
            }
        }
        marks
    }

    /// The digits placed so far, givens included.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The candidates of a cell in increasing order; none for a filled cell.
    pub fn candidates(&self, cell: Cell) -> impl Iterator<Item = u8> {
        self.marks[cell.index()].iter()
    }

    /// True once every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.grid.filled_count() == 81
    }

    /// Writes a digit into an empty cell and crosses it out of the cell's peers.
    pub fn place(&mut self, cell: Cell, digit: u8) {
        self.grid.set(cell, Some(digit));
        self.empty = self.empty - Cells::of(cell);
        for candidate in self.at(cell).iter() {
            self.eliminate(cell, candidate);
        }
        for peer in peers(cell).iter() {
            self.eliminate(peer, digit);
        }
    }

    /// Crosses a candidate out of a cell.
    pub fn eliminate(&mut self, cell: Cell, digit: u8) {
        self.marks[cell.index()] = self.marks[cell.index()] - Digits::of(digit);
        self.places[digit as usize] = self.places[digit as usize] - Cells::of(cell);
    }

    /// Crosses out every candidate of a cell that `kept` doesn't hold: how a person's own pencil
    /// marks narrow the ones the rules allow. Marks can't come back this way.
    pub fn keep_only(&mut self, cell: Cell, kept: &[u8]) {
        for digit in self.at(cell).iter() {
            if !kept.contains(&digit) {
                self.eliminate(cell, digit);
            }
        }
    }

    /// Makes the placements and eliminations of a step.
    pub fn apply(&mut self, step: &Step) {
        for placement in &step.placements {
            self.place(placement.cell, placement.digit);
        }
        for elimination in &step.eliminations {
            self.eliminate(elimination.cell, elimination.digit);
        }
    }

    /// The candidates of a cell as a set.
    pub(crate) fn at(&self, cell: Cell) -> Digits {
        self.marks[cell.index()]
    }

    /// The cells that hold no digit yet.
    pub(crate) fn empty_cells(&self) -> Cells {
        self.empty
    }

    /// The cells that have `digit` as a candidate: the places it can still go.
    pub(crate) fn cells_with(&self, digit: u8) -> Cells {
        self.places[digit as usize]
    }

    /// Those of `digits` still pencilled in `cells`: what a technique that rules them out there
    /// actually eliminates.
    pub(crate) fn candidates_in(&self, cells: Cells, digits: Digits) -> Vec<Candidate> {
        cells
            .iter()
            .flat_map(|cell| {
                (self.at(cell) & digits)
                    .iter()
                    .map(move |digit| Candidate { cell, digit })
            })
            .collect()
    }
}

/// The placed digits, then the candidates of each cell, e.g. `PencilMarks(5.3.. | 12 . 468 ...)`.
impl fmt::Debug for PencilMarks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PencilMarks({} |", self.grid)?;
        for cell in Cell::all() {
            let marks: String = self.candidates(cell).map(|d| (b'0' + d) as char).collect();
            write!(f, " {}", if marks.is_empty() { "." } else { &marks })?;
        }
        write!(f, ")")
    }
}
