//! A step of a solution by hand, as data: what a hint shows and what it changes.

use super::sets::{Cells, Digits};
use super::technique::Technique;
use crate::grid::{Cell, Unit};

/// A digit in a cell: what a placement writes, and what an elimination crosses out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Candidate {
    pub cell: Cell,
    pub digit: u8,
}

/// One step a person can take, found by one technique.
///
/// `cells`, `digits` and `units` describe the pattern the technique saw, so that a page can
/// highlight it; `placements` and `eliminations` are what the step changes; `explanation` is one
/// sentence saying why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub technique: Technique,
    /// The cells of the pattern, in reading order.
    pub cells: Vec<Cell>,
    /// The digits the pattern is about, in increasing order.
    pub digits: Vec<u8>,
    /// The units the pattern lives in.
    pub units: Vec<Unit>,
    /// Digits to write in (the singles place one; other techniques none).
    pub placements: Vec<Candidate>,
    /// Candidates to cross out.
    pub eliminations: Vec<Candidate>,
    pub explanation: String,
}

impl Step {
    /// A step that writes one digit into one cell.
    pub(crate) fn placing(
        technique: Technique,
        placement: Candidate,
        units: Vec<Unit>,
        explanation: String,
    ) -> Step {
        Step {
            technique,
            cells: vec![placement.cell],
            digits: vec![placement.digit],
            units,
            placements: vec![placement],
            eliminations: Vec::new(),
            explanation,
        }
    }

    /// A step that crosses out candidates because of a pattern of `cells` and `digits`.
    pub(crate) fn eliminating(
        technique: Technique,
        pattern: (Cells, Digits),
        units: Vec<Unit>,
        eliminations: Vec<Candidate>,
        explanation: String,
    ) -> Step {
        let (cells, digits) = pattern;
        Step {
            technique,
            cells: cells.iter().collect(),
            digits: digits.iter().collect(),
            units,
            placements: Vec::new(),
            eliminations,
            explanation,
        }
    }
}
