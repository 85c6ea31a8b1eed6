//! Chains: following what one assumption implies, link by link, until it settles a candidate.
//!
//! This is Sudoku Explainer's chaining engine, the part that rates most hard puzzles (6.5 and
//! up) and that never gets stuck. The modules follow its concepts:
//!
//! * `board`: potentials (a candidate assumed on or off) and the rules linking them;
//! * `graph`: the implication graph, and the length a chain is rated by;
//! * `cycles`: bidirectional cycles and forcing chains along single links (search 1);
//! * `nets`: the searches that follow every consequence at once: Nishio, multiple (cell and
//!   region) and dynamic forcing chains;
//! * `nested`: what dynamic chains (+) and nested chains apply inside a chain: locked
//!   candidates, pairs and X-Wings, then chaining searches on the reduced grid;
//! * `explain`: the step a finding gives, with its links and sentence.
//!
//! Each search collects every finding, then takes the easiest: lowest rating, then shortest,
//! then by kind, then the first found, as Sudoku Explainer sorts them.

mod board;
mod cycles;
mod explain;
mod graph;
mod nested;
mod nets;

use std::cmp::Ordering;

use super::Technique;
use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::step::{Candidate, Step};
use board::{Board, Potential};
use graph::{Graph, NodeId};

pub(super) use nets::Mode;

/// What a finding is, which sets its technique, its base rating and its rank among findings
/// of equal rating and length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    XCycle,
    YCycle,
    XYCycle,
    ForcingXChain,
    ForcingChain,
    /// An assumption that makes some candidate both true and false.
    Contradiction(Mode),
    /// A candidate both assumptions about another one agree on.
    Double(Mode),
    /// A candidate every candidate of a cell agrees on.
    CellForcing(Mode),
    /// A candidate every place of a digit in a unit agrees on.
    RegionForcing(Mode),
}

impl Kind {
    /// The rating before the length is counted, in tenths.
    fn base(self) -> u8 {
        match self {
            Kind::XCycle | Kind::YCycle => 65,
            Kind::ForcingXChain => 66,
            Kind::XYCycle | Kind::ForcingChain => 70,
            Kind::Contradiction(mode)
            | Kind::Double(mode)
            | Kind::CellForcing(mode)
            | Kind::RegionForcing(mode) => mode.base(),
        }
    }

    /// Sudoku Explainer's rank of a kind among findings of equal rating and length.
    fn rank(self) -> u8 {
        match self {
            Kind::Double(_) => 1,
            Kind::XCycle | Kind::ForcingXChain => 2,
            Kind::YCycle => 3,
            Kind::XYCycle | Kind::ForcingChain => 4,
            Kind::CellForcing(_) => 5,
            Kind::RegionForcing(_) => 6,
            Kind::Contradiction(_) => 7,
        }
    }

    fn technique(self) -> Technique {
        match self {
            Kind::XCycle => Technique::XCycle,
            Kind::YCycle => Technique::YCycle,
            Kind::XYCycle => Technique::XYCycle,
            Kind::ForcingXChain => Technique::ForcingXChain,
            Kind::ForcingChain => Technique::ForcingChain,
            Kind::Contradiction(mode)
            | Kind::Double(mode)
            | Kind::CellForcing(mode)
            | Kind::RegionForcing(mode) => mode.technique(self),
        }
    }
}

/// One finding of a search: what it is, how long, the ends of its chains (read back through
/// the graph), and what it changes.
pub(super) struct Found {
    kind: Kind,
    /// Sudoku Explainer's length: the distinct potentials of all its chains.
    complexity: u32,
    ends: Vec<NodeId>,
    placement: Option<Candidate>,
    eliminations: Vec<Candidate>,
}

/// The tenths a chain's length adds to its rating, from its complexity: nothing up to 6, then
/// one more each time the length (complexity less 2) passes 4, 6, 8, 12, 16, 24, 32, 48, ...
/// (alternately half and a third again as much).
pub(super) fn length_tenths(complexity: u32) -> u8 {
    length_bonus(complexity).0
}

/// The tenths, and the same as Sudoku Explainer's floating-point sum, which it sorts by.
fn length_bonus(complexity: u32) -> (u8, f64) {
    let length = complexity as i64 - 2;
    let (mut tenths, mut added, mut ceiling, mut odd) = (0, 0.0, 4, false);
    while length > ceiling {
        tenths += 1;
        added += 0.1;
        ceiling = if odd {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        odd = !odd;
    }
    (tenths, added)
}

/// The candidate a chain's end settles: off, it is eliminated; on, it is placed (worth a step
/// only if the cell has other candidates).
fn settle(board: &Board, end: Potential) -> Option<(Option<Candidate>, Vec<Candidate>)> {
    let candidate = Candidate {
        cell: end.cell(),
        digit: end.digit(),
    };
    if end.is_on() {
        (board.at(end.cell()).len() > 1).then_some((Some(candidate), Vec::new()))
    } else {
        Some((None, vec![candidate]))
    }
}

/// Where a search puts its findings: a search for the next step keeps the easiest; a nested
/// search keeps them all.
trait Findings {
    /// The longest complexity a finding of `kind` may have to be of any use.
    fn complexity_limit(&self, kind: Kind) -> u32;
    fn offer(&mut self, graph: &mut Graph, found: Found);
}

/// The easiest finding so far, as a step.
#[derive(Default)]
struct Best {
    key: Option<(f64, u32, u8)>,
    step: Option<Step>,
}

impl Findings for Best {
    /// The longest complexity a finding of `kind` may have and still come before the one kept.
    fn complexity_limit(&self, kind: Kind) -> u32 {
        let Some(best) = self.key else {
            return UNLIMITED;
        };
        let mut limit = 0;
        while limit < UNLIMITED && compare(key(kind, limit + 1), best) == Ordering::Less {
            limit += 1;
        }
        limit
    }

    fn offer(&mut self, graph: &mut Graph, found: Found) {
        let key = key(found.kind, found.complexity);
        let better = match self.key {
            None => true,
            Some(best) => compare(key, best) == Ordering::Less,
        };
        if better {
            self.key = Some(key);
            let rating = Rating::tenths(found.kind.base() + length_tenths(found.complexity));
            self.step = Some(explain::step(graph, &found, rating));
        }
    }
}

/// Longer than any chain.
const UNLIMITED: u32 = 10_000;

/// What Sudoku Explainer sorts findings by: rating (as its floating-point sum), length, kind.
pub(super) fn key(kind: Kind, complexity: u32) -> (f64, u32, u8) {
    let difficulty = kind.base() as f64 / 10.0 + length_bonus(complexity).1;
    (difficulty, complexity, kind.rank())
}

pub(super) fn compare(a: (f64, u32, u8), b: (f64, u32, u8)) -> Ordering {
    a.0.partial_cmp(&b.0)
        .unwrap_or(Ordering::Equal)
        .then(a.1.cmp(&b.1))
        .then(a.2.cmp(&b.2))
}

/// Bidirectional cycles and forcing chains (6.5 and up): X-links first, then Y-links, then
/// both, from every candidate of every cell with two or more, taking the easiest.
pub(super) fn cycles_and_forcing_chains(marks: &PencilMarks) -> Option<Step> {
    let board = Board::from_marks(marks);
    let table = board::StaticLinks::new(&board);
    thread_local! {
        static SEARCH: std::cell::RefCell<cycles::Unary> = std::cell::RefCell::default();
    }
    let mut search = SEARCH.with(|search| std::mem::take(&mut *search.borrow_mut()));
    let mut best = Best::default();
    for links in [cycles::X_LINKS, cycles::Y_LINKS, cycles::XY_LINKS] {
        // Findings with both kinds of links rate 7.0 and up: they can't beat an easier one.
        if links == cycles::XY_LINKS && best.key.is_some_and(|(difficulty, _, _)| difficulty < 7.0)
        {
            break;
        }
        let cells: Vec<_> = board.open_cells().collect();
        for cell in cells {
            for digit in board.at(cell).iter() {
                let start = Potential::new(cell, digit, true);
                search.search(&board, &table, start, links, &mut best);
            }
        }
    }
    SEARCH.with(|slot| *slot.borrow_mut() = search);
    best.step
}

/// Nishio forcing chains (7.5 and up), multiple forcing chains (8.0 and up), dynamic forcing
/// chains (8.5 and up) and their nested levels, as `mode` says.
pub(super) fn forcing_chains(marks: &PencilMarks, mode: Mode) -> Option<Step> {
    nets::search(&Board::from_marks(marks), mode)
}
