//! A step of a solution by hand, as data: what a hint shows and what it changes.

use super::rating::Rating;
use super::sets::{Cells, Digits};
use super::techniques::Technique;
use crate::grid::{Cell, Unit};

/// A digit in a cell: what a placement writes, and what an elimination crosses out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Candidate {
    pub cell: Cell,
    pub digit: u8,
}

/// How one candidate of a chain bears on the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LinkKind {
    /// If the first candidate is false, the second is true: they are the only two digits left
    /// in a cell, or the only two places left for a digit in a unit.
    Strong,
    /// If the first candidate is true, the second is false: they share a cell, or the same
    /// digit shares a unit.
    Weak,
}

/// One link of a chain, read from `from` to `to`: the data a page needs to draw an arrow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Link {
    pub from: Candidate,
    pub to: Candidate,
    pub kind: LinkKind,
}

/// One step a person can take, found by one technique.
///
/// `cells`, `digits` and `units` describe the pattern the technique saw, so that a page can
/// highlight it, and `links` the chains it followed; `placements` and `eliminations` are what
/// the step changes; `rating` is how hard the step is on Sudoku Explainer's scale;
/// `explanation` is one sentence saying why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub technique: Technique,
    pub rating: Rating,
    /// The cells of the pattern, in reading order.
    pub cells: Vec<Cell>,
    /// The digits the pattern is about, in increasing order.
    pub digits: Vec<u8>,
    /// The units the pattern lives in.
    pub units: Vec<Unit>,
    /// The links of the chains the step follows, in the order they are read; none for a step
    /// that is not a chain.
    pub links: Vec<Link>,
    /// Digits to write in.
    pub placements: Vec<Candidate>,
    /// Candidates to cross out.
    pub eliminations: Vec<Candidate>,
    pub explanation: String,
}

impl Step {
    /// A step that writes one digit into one cell.
    pub(crate) fn placing(
        technique: Technique,
        rating: Rating,
        placement: Candidate,
        units: Vec<Unit>,
        explanation: String,
    ) -> Step {
        Step {
            technique,
            rating,
            cells: vec![placement.cell],
            digits: vec![placement.digit],
            units,
            links: Vec::new(),
            placements: vec![placement],
            eliminations: Vec::new(),
            explanation,
        }
    }

    /// A step that crosses out candidates because of a pattern of `cells` and `digits`.
    pub(crate) fn eliminating(
        technique: Technique,
        rating: Rating,
        pattern: (Cells, Digits),
        units: Vec<Unit>,
        eliminations: Vec<Candidate>,
        explanation: String,
    ) -> Step {
        let (cells, digits) = pattern;
        Step {
            technique,
            rating,
            cells: cells.iter().collect(),
            digits: digits.iter().collect(),
            units,
            links: Vec::new(),
            placements: Vec::new(),
            eliminations,
            explanation,
        }
    }
}
