//! Forcing nets: every consequence of an assumption followed at once, and what several
//! assumptions that can't all be false agree on.
//!
//! A *run* takes one potential and applies the rules until nothing new follows (or some
//! candidate comes out both on and off: the assumption was absurd). Static runs read the
//! grid as it is; dynamic runs cross out each candidate they turn off, so that later steps see
//! cells and units reduced by earlier ones. From runs, Sudoku Explainer draws:
//!
//! * contradictions: an assumption whose run is absurd is false (dynamic and Nishio);
//! * double forcing chains: what a candidate's on and off runs both imply (dynamic, for cells
//!   with three candidates or more);
//! * region forcing chains: what the runs from every place of a digit in a unit all imply;
//! * cell forcing chains: what the runs from every candidate of a cell all imply.
//!
//! Nishio chains use the unit rules only (one digit at a time) and look for contradictions.

use super::board::{Board, Cause, Consequences, Potential, StaticLinks};
use super::graph::{Bits, Graph, NodeId, PotentialSet};
use super::nested;
use super::{settle, Best, Findings, Found, Kind, Technique};
use crate::analysis::sets::cells_of;
use crate::analysis::step::Step;
use crate::grid::Cell;

/// Which of Sudoku Explainer's chaining searches runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Mode {
    /// Cell and region forcing chains over cells and units with more than two places.
    multiple: bool,
    /// Runs cross out what they turn off.
    dynamic: bool,
    /// Unit rules only, contradictions only.
    nishio: bool,
    /// 0 for plain chains; from 1, other techniques run inside the chains (nested levels).
    level: u8,
    /// At level 4, the level of the dynamic chains nested inside.
    nesting: u8,
}

impl Mode {
    pub const NISHIO: Mode = Mode {
        multiple: false,
        dynamic: true,
        nishio: true,
        level: 0,
        nesting: 0,
    };
    pub const MULTIPLE: Mode = Mode {
        multiple: true,
        dynamic: false,
        nishio: false,
        level: 0,
        nesting: 0,
    };
    pub const DYNAMIC: Mode = Mode {
        multiple: true,
        dynamic: true,
        nishio: false,
        level: 0,
        nesting: 0,
    };
    /// Dynamic forcing chains (+): simpler techniques run inside the chains.
    pub const DYNAMIC_PLUS: Mode = Mode {
        level: 1,
        ..Mode::DYNAMIC
    };
    /// Nested forcing chains: when the simpler techniques find nothing inside a dynamic
    /// chain, chaining searches do: cycles and forcing chains (level 2), then multiple forcing
    /// chains (level 3), or dynamic forcing chains of level `nesting` (level 4).
    pub const fn nested(level: u8, nesting: u8) -> Mode {
        Mode {
            level,
            nesting,
            ..Mode::DYNAMIC
        }
    }

    /// Dynamic forcing chains of a level, as a nested search.
    pub(super) const fn dynamic_at(level: u8) -> Mode {
        Mode {
            level,
            ..Mode::DYNAMIC
        }
    }

    /// The base rating in tenths: Nishio 7.5, multiple 8.0, dynamic 8.5, and half a point
    /// more for each nested level.
    pub(super) fn base(self) -> u8 {
        if self.level > 0 {
            85 + 5 * self.level
        } else if self.nishio {
            75
        } else if self.dynamic {
            85
        } else {
            80
        }
    }

    pub(super) fn technique(self, kind: Kind) -> Technique {
        if self.nishio {
            return Technique::NishioForcingChain;
        }
        match self.level {
            0 => {}
            1 => return Technique::DynamicForcingChainsPlus,
            _ => return Technique::NestedForcingChains,
        }
        match (self.dynamic, kind) {
            (false, Kind::RegionForcing(_)) => Technique::RegionForcingChains,
            (false, _) => Technique::CellForcingChains,
            (true, Kind::Contradiction(_)) => Technique::DynamicContradictionChains,
            (true, Kind::Double(_)) => Technique::DynamicDoubleChains,
            (true, Kind::RegionForcing(_)) => Technique::DynamicRegionForcingChains,
            (true, _) => Technique::DynamicCellForcingChains,
        }
    }
}

/// The potentials a run reached, on and off, each with its first node; and the two nodes of a
/// candidate found both on and off, when the assumption was absurd.
#[derive(Clone, Default)]
struct Run {
    on: PotentialSet,
    off: PotentialSet,
    absurd: Option<(NodeId, NodeId)>,
}

/// The buffers of a search, kept from one search to the next: a search makes hundreds of runs
/// and thousands of nodes, and rating a puzzle runs the searches at every step.
#[derive(Default)]
struct Workspace {
    graph: Graph,
    node_of: Vec<NodeId>,
    consequences: Consequences,
    pending_on: Vec<NodeId>,
    pending_off: Vec<NodeId>,
    on_runs: Vec<Option<Run>>,
    spare_runs: Vec<Run>,
}

thread_local! {
    static WORKSPACE: std::cell::RefCell<Workspace> = std::cell::RefCell::default();
}

struct Nets<'a, F: Findings> {
    board: &'a Board,
    table: StaticLinks,
    mode: Mode,
    graph: Graph,
    /// The node of each potential in the run under way.
    node_of: Vec<NodeId>,
    consequences: Consequences,
    pending_on: Vec<NodeId>,
    pending_off: Vec<NodeId>,
    /// The run from each candidate assumed on, by candidate, once made.
    on_runs: Vec<Option<Run>>,
    /// Runs no longer needed, whose buffers the next runs reuse.
    spare_runs: Vec<Run>,
    /// The chains nested searches found, by the number their offs carry (less one).
    nested: Vec<nested::NestedRecord>,
    findings: F,
}

/// The easiest step the search of `mode` finds.
pub(super) fn search(board: &Board, mode: Mode) -> Option<Step> {
    search_with(board, mode, Best::default()).step
}

/// Offers every finding of the search of `mode` to `findings`.
pub(super) fn search_with<F: Findings>(board: &Board, mode: Mode, findings: F) -> F {
    let mut workspace = WORKSPACE.with(|workspace| std::mem::take(&mut *workspace.borrow_mut()));
    workspace.graph.clear();
    workspace.node_of.resize(super::board::POTENTIALS, 0);
    workspace.on_runs.resize(729, None);
    let mut nets = Nets {
        board,
        table: StaticLinks::new(board),
        mode,
        graph: workspace.graph,
        node_of: workspace.node_of,
        consequences: workspace.consequences,
        pending_on: workspace.pending_on,
        pending_off: workspace.pending_off,
        on_runs: workspace.on_runs,
        spare_runs: workspace.spare_runs,
        nested: Vec::new(),
        findings,
    };
    for cell in Cell::all() {
        let count = board.at(cell).len();
        if count > 2 || (count > 1 && mode.dynamic) {
            nets.cell(cell, count);
        }
    }
    let mut spare_runs = nets.spare_runs;
    spare_runs.extend(nets.on_runs.iter_mut().filter_map(Option::take));
    let workspace = Workspace {
        graph: nets.graph,
        node_of: nets.node_of,
        consequences: nets.consequences,
        pending_on: nets.pending_on,
        pending_off: nets.pending_off,
        on_runs: nets.on_runs,
        spare_runs,
    };
    WORKSPACE.with(|slot| *slot.borrow_mut() = workspace);
    nets.findings
}

impl<F: Findings> Nets<'_, F> {
    /// Every finding that starts from the candidates of `cell`, in Sudoku Explainer's order.
    fn cell(&mut self, cell: Cell, count: usize) {
        let mut agreed: Option<(Bits, Bits)> = None;
        let digits: Vec<u8> = self.board.at(cell).iter().collect();
        for &digit in &digits {
            let on = Potential::new(cell, digit, true);
            self.ensure_on_run(on);
            let mark = self.graph.len();
            let off_run = self.run(on.negated());
            self.binary(on, &off_run, count);
            self.spare_runs.push(off_run);
            self.graph.truncate(mark);
            if !self.mode.nishio {
                self.regions(cell, digit);
            }
            let run = self.on_run(on);
            match &mut agreed {
                None => agreed = Some((*run.on.bits(), *run.off.bits())),
                Some((on_bits, off_bits)) => {
                    on_bits.intersect(run.on.bits());
                    off_bits.intersect(run.off.bits());
                }
            }
        }
        if self.mode.nishio || !(count == 2 || (self.mode.multiple && count > 2)) {
            return;
        }
        let Some((on_bits, off_bits)) = agreed else {
            return;
        };
        let runs: Vec<Potential> = digits
            .iter()
            .map(|&digit| Potential::new(cell, digit, true))
            .collect();
        self.agreements(&runs, &on_bits, true, Kind::CellForcing(self.mode));
        self.agreements(&runs, &off_bits, false, Kind::CellForcing(self.mode));
    }

    /// Contradictions from a candidate's two runs, then what both runs imply.
    fn binary(&mut self, on: Potential, off_run: &Run, count: usize) {
        let mode = self.mode;
        let contradiction = mode.dynamic || mode.nishio;
        let double = count >= 3 && !mode.nishio && mode.dynamic;
        if contradiction {
            if let Some((a, b)) = self.on_run(on).absurd {
                self.offer_pair(Kind::Contradiction(mode), on.negated(), a, b);
            }
            if let Some((a, b)) = off_run.absurd {
                self.offer_pair(Kind::Contradiction(mode), on, a, b);
            }
        }
        if double {
            let run = self.take_on_run(on);
            for (from_on, both) in [(&run.on, &off_run.on), (&run.off, &off_run.off)] {
                for &id in from_on.nodes() {
                    let potential = self.graph.potential(id);
                    if let Some(other) = both.get(&self.graph, potential) {
                        self.offer_pair(Kind::Double(mode), potential, id, other);
                    }
                }
            }
            self.put_on_run(on, run);
        }
    }

    /// Region forcing chains for the units of `cell` in which it is the first place of
    /// `digit`.
    fn regions(&mut self, cell: Cell, digit: u8) {
        for unit in super::board::units_of(cell) {
            let places = self.board.cells_with(digit) & cells_of(unit);
            let count = places.len();
            if !(count == 2 || (self.mode.multiple && count > 2)) {
                continue;
            }
            if places.iter().next() != Some(cell) {
                continue;
            }
            let starts: Vec<Potential> = places
                .iter()
                .map(|place| Potential::new(place, digit, true))
                .collect();
            let mut on_bits = Bits::EMPTY;
            let mut off_bits = Bits::EMPTY;
            for (index, &start) in starts.iter().enumerate() {
                self.ensure_on_run(start);
                let run = self.on_run(start);
                if index == 0 {
                    on_bits = *run.on.bits();
                    off_bits = *run.off.bits();
                } else {
                    on_bits.intersect(run.on.bits());
                    off_bits.intersect(run.off.bits());
                }
            }
            let kind = Kind::RegionForcing(self.mode);
            self.agreements(&starts, &on_bits, true, kind);
            self.agreements(&starts, &off_bits, false, kind);
        }
    }

    /// A finding for each potential of `agreed` (in the order the first run reached them):
    /// every run from `starts` implies it.
    fn agreements(&mut self, starts: &[Potential], agreed: &Bits, on: bool, kind: Kind) {
        if agreed.is_empty() {
            return;
        }
        let first = self.take_on_run(starts[0]);
        let order = if on {
            first.on.nodes()
        } else {
            first.off.nodes()
        };
        let targets: Vec<NodeId> = order
            .iter()
            .copied()
            .filter(|&id| agreed.contains(self.graph.potential(id).index()))
            .collect();
        self.put_on_run(starts[0], first);
        for target in targets {
            let potential = self.graph.potential(target);
            let Some((placement, eliminations)) = settle(self.board, potential) else {
                continue;
            };
            let ends: Vec<NodeId> = starts
                .iter()
                .map(|&start| {
                    let run = self.on_run(start);
                    let set = if on { &run.on } else { &run.off };
                    set.get(&self.graph, potential)
                        .expect("an agreed potential")
                })
                .collect();
            let Some(complexity) = self.complexity(kind, &ends) else {
                continue;
            };
            let found = Found {
                kind,
                complexity,
                ends,
                placement,
                eliminations,
            };
            self.findings.offer(&mut self.graph, found);
        }
    }

    /// A finding drawn from two chains (contradiction or double): `result` is the potential
    /// it proves.
    fn offer_pair(&mut self, kind: Kind, result: Potential, a: NodeId, b: NodeId) {
        let Some((placement, eliminations)) = settle(self.board, result) else {
            return;
        };
        let Some(complexity) = self.complexity(kind, &[a, b]) else {
            return;
        };
        let found = Found {
            kind,
            complexity,
            ends: vec![a, b],
            placement,
            eliminations,
        };
        self.findings.offer(&mut self.graph, found);
    }

    /// The sum of the chains' lengths, or `None` as soon as it is too long to come first.
    fn complexity(&mut self, kind: Kind, ends: &[NodeId]) -> Option<u32> {
        let limit = self.findings.complexity_limit(kind);
        let mut total = 0;
        for &end in ends {
            total += self
                .graph
                .ancestor_count_within(end, limit.checked_sub(total)?)?;
        }
        if !self.nested.is_empty() {
            total += self.nested_complexity(ends);
        }
        (total <= limit).then_some(total)
    }

    /// The lengths of the distinct nested chains the chains to `ends` rely on.
    fn nested_complexity(&mut self, ends: &[NodeId]) -> u32 {
        let mut used: Vec<u32> = Vec::new();
        for &end in ends {
            let mut nodes = Vec::new();
            self.graph.ancestors(end, |id| nodes.push(id));
            for id in nodes {
                if let Cause::Advanced(index) = self.graph.node(id).cause {
                    if index > 0 && !used.contains(&index) {
                        used.push(index);
                    }
                }
            }
        }
        let mut counted: Vec<&nested::NestedRecord> = Vec::new();
        for index in used {
            let record = &self.nested[index as usize - 1];
            if !counted.contains(&record) {
                counted.push(record);
            }
        }
        counted.iter().map(|record| record.complexity).sum()
    }

    fn ensure_on_run(&mut self, on: Potential) {
        if self.on_runs[on.candidate()].is_none() {
            let run = self.run(on);
            self.on_runs[on.candidate()] = Some(run);
        }
    }

    fn on_run(&self, on: Potential) -> &Run {
        self.on_runs[on.candidate()].as_ref().expect("a run made")
    }

    fn take_on_run(&mut self, on: Potential) -> Run {
        self.on_runs[on.candidate()].take().expect("a run made")
    }

    fn put_on_run(&mut self, on: Potential, run: Run) {
        self.on_runs[on.candidate()] = Some(run);
    }

    /// Everything that follows from `start`: ons before offs, each in the order reached,
    /// stopping at the first candidate found both on and off.
    fn run(&mut self, start: Potential) -> Run {
        let mut run = self.spare_runs.pop().unwrap_or_default();
        run.on.clear();
        run.off.clear();
        run.absurd = None;
        let mut work = self.board.clone();
        let cell_rule = !self.mode.nishio;
        let source = self.mode.dynamic.then_some(self.board);
        let root = self.graph.add(start, Cause::Assumed, &[]);
        self.node_of[start.index()] = root;
        self.pending_on.clear();
        self.pending_off.clear();
        if start.is_on() {
            run.on.insert(&self.graph, root);
            self.pending_on.push(root);
        } else {
            run.off.insert(&self.graph, root);
            self.pending_off.push(root);
        }
        let mut consequences = std::mem::take(&mut self.consequences);
        let (mut next_on, mut next_off) = (0, 0);
        loop {
            if next_on < self.pending_on.len() {
                let on = self.pending_on[next_on];
                next_on += 1;
                for &(off, cause) in self.table.on_to_off(self.graph.potential(on), cell_rule) {
                    // What an earlier step of a dynamic run crossed out is off already.
                    if !work.has(off.cell(), off.digit()) {
                        continue;
                    }
                    if run.on.contains(off.negated()) {
                        let fresh = self.graph.add(off, cause, &[on]);
                        run.absurd = Some((self.node_of[off.negated().index()], fresh));
                        self.consequences = consequences;
                        self.finish(&mut run);
                        return run;
                    }
                    if !run.off.contains(off) {
                        let id = self.graph.add(off, cause, &[on]);
                        run.off.insert(&self.graph, id);
                        self.node_of[off.index()] = id;
                        self.pending_off.push(id);
                    }
                }
                continue;
            }
            if next_off < self.pending_off.len() {
                let off = self.pending_off[next_off];
                next_off += 1;
                let potential = self.graph.potential(off);
                if self.mode.dynamic {
                    work.off_to_on(potential, cell_rule, true, source, &mut consequences);
                    work.remove(potential.cell(), potential.digit());
                } else {
                    let found = self.table.off_to_on(potential, cell_rule, true);
                    consequences.clear();
                    consequences
                        .found
                        .extend(found.iter().map(|&(on, cause)| (on, cause, 0, 0)));
                }
                for &(on, cause, start, end) in &consequences.found {
                    let hidden = &consequences.hidden[start as usize..end as usize];
                    let node_of = &self.node_of;
                    let reasons = hidden.iter().map(|reason| node_of[reason.index()]);
                    if run.off.contains(on.negated()) {
                        let fresh = self.graph.add_with(on, cause, off, reasons);
                        run.absurd = Some((fresh, self.node_of[on.negated().index()]));
                        self.consequences = consequences;
                        self.finish(&mut run);
                        return run;
                    }
                    if !run.on.contains(on) {
                        let id = self.graph.add_with(on, cause, off, reasons);
                        run.on.insert(&self.graph, id);
                        self.node_of[on.index()] = id;
                        self.pending_on.push(id);
                    }
                }
                continue;
            }
            if self.mode.level > 0 && self.add_deductions(&work, &mut run) {
                continue;
            }
            break;
        }
        self.consequences = consequences;
        self.finish(&mut run);
        run
    }

    /// Turns off what simpler techniques find on the reduced grid, with the crossed-out
    /// candidates they rely on as reasons; true if anything new is off.
    fn add_deductions(&mut self, work: &Board, run: &mut Run) -> bool {
        let mut added = false;
        let mut deductions: Vec<(Potential, Vec<Potential>, u32)> =
            nested::simple_deductions(work, self.board)
                .into_iter()
                .map(|(off, reasons)| (off, reasons, 0))
                .collect();
        if deductions.is_empty() && self.mode.level >= 2 {
            let (level, nesting) = (self.mode.level, self.mode.nesting);
            deductions =
                nested::chain_deductions(work, self.board, level, nesting, &mut self.nested);
        }
        for (off, reasons, nested) in deductions {
            if run.off.contains(off) {
                continue;
            }
            let node_of = &self.node_of;
            let parents: Vec<NodeId> = reasons.iter().map(|r| node_of[r.index()]).collect();
            let id = self.graph.add(off, Cause::Advanced(nested), &parents);
            run.off.insert(&self.graph, id);
            self.node_of[off.index()] = id;
            self.pending_off.push(id);
            added = true;
        }
        added
    }

    fn finish(&self, run: &mut Run) {
        run.on.finish(&self.node_of);
        run.off.finish(&self.node_of);
    }
}
