//! Bidirectional cycles and forcing chains: one assumption followed along single links.
//!
//! From each candidate assumed true, Sudoku Explainer follows weak links (on to off) and strong
//! links (off to on) breadth first. Three kinds of links make three searches, in this order:
//! X-links only (one digit, strong links in units), Y-links (bivalue cells, the cell rule on
//! both sides), and both. A chain that comes back to its start after four links or more is a
//! *cycle*: each of its weak links then holds both ways, and a candidate seeing both ends of
//! one (an on and an off of the same digit) can be removed. A chain from "r1c1 is 5" to "r1c1
//! is not 5" (or from "not 5" to "5") is a *forcing chain*, and settles the candidate.

use super::board::{units_of, Board, Cause, Potential, StaticLinks};
use super::graph::{Bits, Graph, NodeId, PotentialSet};
use super::{settle, Findings, Found, Kind};
use crate::analysis::sets::{cells_of, peers, Cells};
use crate::analysis::step::Candidate;
use crate::grid::Cell;

/// Which links a search follows.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Links {
    /// The cell rule: a placed digit clears its cell, a bivalue cell's last candidate is on.
    pub y: bool,
    /// The unit rule for strong links: a digit's last place in a unit is on.
    pub x: bool,
}

pub(super) const X_LINKS: Links = Links { y: false, x: true };
pub(super) const Y_LINKS: Links = Links { y: true, x: false };
pub(super) const XY_LINKS: Links = Links { y: true, x: true };

/// The workspace of the search: reused from candidate to candidate.
#[derive(Default)]
pub(super) struct Unary {
    pub graph: Graph,
    on: PotentialSet,
    off: PotentialSet,
    pending_on: Vec<NodeId>,
    pending_off: Vec<NodeId>,
}

impl Unary {
    /// The cycles and forcing chains from `start` (on) with these links, each offered to
    /// `offer` in Sudoku Explainer's order: cycles first, then forcing chains.
    pub fn search(
        &mut self,
        board: &Board,
        table: &StaticLinks,
        start: Potential,
        links: Links,
        best: &mut impl Findings,
    ) {
        if !links.x && board.at(start.cell()).len() > 2 {
            return;
        }
        self.graph.clear();
        let mut cycles = Vec::new();
        let mut chains = Vec::new();
        let limits = Limits {
            cycle: best.complexity_limit(cycle_kind(links)),
            // Y-links alone make no forcing chains: one would be both odd and even.
            chain: if links.x {
                best.complexity_limit(chain_kind(links))
            } else {
                0
            },
        };
        // The search for cycles from "on" is also the search for a forcing chain from "on"
        // (it reaches the same potentials in the same order); the chain from "off" needs a
        // search of its own.
        self.cycles(board, table, start, links, limits, &mut cycles, &mut chains);
        if links.x {
            let root = self.graph.add(start.negated(), Cause::Assumed, &[]);
            self.forcing_chains(table, root, links.y, limits.chain, &mut chains);
        }
        for end in cycles {
            if let Some(found) = cycle_found(&mut self.graph, board, end, links) {
                best.offer(&mut self.graph, found);
            }
        }
        for target in chains {
            let found = forcing_chain_found(&mut self.graph, board, target, links);
            if let Some(found) = found {
                best.offer(&mut self.graph, found);
            }
        }
    }

    /// Follows links from `start` in rounds (all ons, then all offs), keeping every way an off
    /// is reached that doesn't loop back on its own path, and collects each way back to
    /// `start` after four links or more; on the way, the first time `start` turns off is a
    /// forcing chain. Findings longer than their limit can't come first and are not sought.
    #[allow(clippy::too_many_arguments)]
    fn cycles(
        &mut self,
        board: &Board,
        table: &StaticLinks,
        start: Potential,
        links: Links,
        limits: Limits,
        cycles: &mut Vec<NodeId>,
        chains: &mut Vec<NodeId>,
    ) {
        self.on.clear();
        self.off.clear();
        self.pending_on.clear();
        self.pending_off.clear();
        let root = self.graph.add(start, Cause::Assumed, &[]);
        self.on.insert(&self.graph, root);
        self.pending_on.push(root);
        // Any new way of reaching an off that leads straight back to the start may close
        // another cycle, so those are followed every time; any other off is followed once,
        // since whatever it turns on was turned on the first time.
        let closing = closing_offs(board, start, links);
        let mut chain_found = false;
        let mut length = 0;
        while !self.pending_on.is_empty() || !self.pending_off.is_empty() {
            // A cycle closed in this round has `length + 2` links, a forcing chain ending in
            // it as many potentials.
            let next = length + 2;
            if next > limits.cycle && (chain_found || next > limits.chain) {
                break;
            }
            length += 1;
            let mut index = 0;
            while index < self.pending_on.len() {
                let on = self.pending_on[index];
                index += 1;
                for &(off, cause) in table.on_to_off(self.graph.potential(on), links.y) {
                    // An off reached again is followed only if it closes a cycle this way,
                    // without looping back on its own path.
                    let again = self.off.contains(off);
                    let closes = closing.contains(off.index()) && !self.graph.path_holds(on, off);
                    if again && !closes {
                        continue;
                    }
                    let id = self.graph.add(off, cause, &[on]);
                    self.off.insert(&self.graph, id);
                    self.pending_off.push(id);
                    if off == start.negated() && !chain_found && length < limits.chain {
                        chain_found = true;
                        chains.push(id);
                    }
                }
            }
            self.pending_on.clear();
            length += 1;
            let mut index = 0;
            while index < self.pending_off.len() {
                let off = self.pending_off[index];
                index += 1;
                let potential = self.graph.potential(off);
                for &(on, cause) in table.off_to_on(potential, links.y, links.x) {
                    if length >= 4 && on == start && length <= limits.cycle {
                        cycles.push(self.graph.add(on, cause, &[off]));
                    } else if !self.on.contains(on) {
                        let id = self.graph.add(on, cause, &[off]);
                        self.on.insert(&self.graph, id);
                        self.pending_on.push(id);
                    }
                }
            }
            self.pending_off.clear();
        }
    }

    /// Follows links breadth first from `root` (each potential once) until the opposite of the
    /// root turns up: that ending is a forcing chain. Gives up past `limit` potentials.
    fn forcing_chains(
        &mut self,
        table: &StaticLinks,
        root: NodeId,
        y: bool,
        limit: u32,
        chains: &mut Vec<NodeId>,
    ) {
        self.on.clear();
        self.off.clear();
        self.pending_on.clear();
        self.pending_off.clear();
        let source = self.graph.potential(root);
        if source.is_on() {
            self.on.insert(&self.graph, root);
            self.pending_on.push(root);
        } else {
            self.off.insert(&self.graph, root);
            self.pending_off.push(root);
        }
        let mut found = false;
        let mut round = 0;
        while !found && (!self.pending_on.is_empty() || !self.pending_off.is_empty()) {
            // An ending found in this round has `2 * round + 2` potentials.
            if 2 * round + 2 > limit {
                break;
            }
            round += 1;
            let mut index = 0;
            while index < self.pending_on.len() {
                let on = self.pending_on[index];
                index += 1;
                for &(off, cause) in table.on_to_off(self.graph.potential(on), y) {
                    let is_end = !found && off.negated() == source;
                    let is_new = !self.off.contains(off);
                    if is_end || is_new {
                        let id = self.graph.add(off, cause, &[on]);
                        if is_end {
                            found = true;
                            chains.push(id);
                        }
                        if is_new {
                            self.off.insert(&self.graph, id);
                            self.pending_off.push(id);
                        }
                    }
                }
            }
            self.pending_on.clear();
            let mut index = 0;
            while index < self.pending_off.len() {
                let off = self.pending_off[index];
                index += 1;
                for &(on, cause) in table.off_to_on(self.graph.potential(off), y, true) {
                    let is_end = !found && on.negated() == source;
                    let is_new = !self.on.contains(on);
                    if is_end || is_new {
                        let id = self.graph.add(on, cause, &[off]);
                        if is_end {
                            found = true;
                            chains.push(id);
                        }
                        if is_new {
                            self.on.insert(&self.graph, id);
                            self.pending_on.push(id);
                        }
                    }
                }
            }
            self.pending_off.clear();
        }
    }
}

#[derive(Clone, Copy)]
struct Limits {
    cycle: u32,
    chain: u32,
}

/// The offs that turn `start` straight back on: its cell's other candidate when the cell is
/// bivalue (with the cell rule), and the digit's other place in each unit where it has two.
fn closing_offs(board: &Board, start: Potential, links: Links) -> Bits {
    let (cell, digit) = (start.cell(), start.digit());
    let mut closing = Bits::EMPTY;
    let candidates = board.at(cell);
    if links.y && candidates.len() == 2 {
        for other in candidates.iter().filter(|&other| other != digit) {
            closing.insert(Potential::new(cell, other, false).index());
        }
    }
    if links.x {
        for unit in units_of(cell) {
            let others = (board.cells_with(digit) & cells_of(unit)) - Cells::of(cell);
            if let Some(place) = others.single() {
                closing.insert(Potential::new(place, digit, false).index());
            }
        }
    }
    closing
}

/// The step a cycle ending at `end` (the start reached again) gives, if it removes anything:
/// every candidate outside the loop's cells that sees an on and an off of its digit in the
/// loop.
fn cycle_found(graph: &mut Graph, board: &Board, end: NodeId, links: Links) -> Option<Found> {
    let mut loop_cells = Cells::NONE;
    let mut at = end;
    while let Some(parent) = graph.first_parent(at) {
        loop_cells = loop_cells | Cells::of(graph.potential(at).cell());
        at = parent;
    }
    let mut seen_by_on = [Cells::NONE; 10];
    let mut seen_by_off = [Cells::NONE; 10];
    let mut at = end;
    while let Some(parent) = graph.first_parent(at) {
        let potential = graph.potential(at);
        let digit = potential.digit();
        let seen = (peers(potential.cell()) & board.cells_with(digit)) - loop_cells;
        let side = if potential.is_on() {
            &mut seen_by_on
        } else {
            &mut seen_by_off
        };
        side[digit as usize] = side[digit as usize] | seen;
        at = parent;
    }
    let mut eliminations = Vec::new();
    for cell in Cell::all() {
        for digit in board.at(cell).iter() {
            let both = seen_by_on[digit as usize] & seen_by_off[digit as usize];
            if both.contains(cell) {
                eliminations.push(Candidate { cell, digit });
            }
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    Some(Found {
        kind: cycle_kind(links),
        complexity: graph.ancestor_count(end),
        ends: vec![end],
        placement: None,
        eliminations,
    })
}

/// The step a forcing chain ending at `target` gives: the candidate off when the chain ends
/// off, placed when it ends on.
fn forcing_chain_found(
    graph: &mut Graph,
    board: &Board,
    target: NodeId,
    links: Links,
) -> Option<Found> {
    let kind = chain_kind(links);
    let (placement, eliminations) = settle(board, graph.potential(target))?;
    Some(Found {
        kind,
        complexity: graph.ancestor_count(target),
        ends: vec![target],
        placement,
        eliminations,
    })
}

fn cycle_kind(links: Links) -> Kind {
    match (links.x, links.y) {
        (true, false) => Kind::XCycle,
        (false, true) => Kind::YCycle,
        _ => Kind::XYCycle,
    }
}

fn chain_kind(links: Links) -> Kind {
    if links.y {
        Kind::ForcingChain
    } else {
        Kind::ForcingXChain
    }
}
