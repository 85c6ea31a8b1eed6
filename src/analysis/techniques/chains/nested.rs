//! Other techniques inside a chain: what dynamic forcing chains (+) and the nested levels add.
//!
//! When a dynamic run has nothing left to follow, Sudoku Explainer looks at the grid the run
//! has reduced with simpler techniques, in order: locked candidates, hidden pairs, naked pairs,
//! X-Wings. Every step the first of them finds that relies on a candidate the run crossed out
//! (a step the grid itself didn't allow) turns the candidates it removes off, with the crossed
//! out candidates it relied on as reasons, and the run goes on.

use super::board::{units_of, Board, Cause, Potential, StaticLinks};
use super::cycles::{Unary, XY_LINKS, X_LINKS, Y_LINKS};
use super::graph::{Graph, NodeId};
use super::nets::Mode;
use super::{compare, key, Findings, Found, Kind};
use crate::analysis::sets::{cells_of, peers, Cells, Digits};
use crate::grid::{Cell, Unit};

/// One step of a simpler technique on a reduced grid: what it removes (cells with digits, in
/// the order Sudoku Explainer lists them) and the crossed-out candidates it relies on.
struct Deduction {
    removes: Vec<(Cell, Digits)>,
    reasons: Vec<Potential>,
}

/// The offs the first productive technique gives on `work` (reduced from `source`), each with
/// its reasons, in Sudoku Explainer's order. Empty when no technique finds anything new.
pub(super) fn simple_deductions(work: &Board, source: &Board) -> Vec<(Potential, Vec<Potential>)> {
    let techniques: [fn(&Board, &Board, &mut Vec<Deduction>); 4] =
        [locked_candidates, hidden_pairs, naked_pairs, x_wings];
    let mut found = Vec::new();
    let mut result = Vec::new();
    for technique in techniques {
        found.clear();
        technique(work, source, &mut found);
        for deduction in found.drain(..) {
            if deduction.reasons.is_empty() {
                continue;
            }
            for (cell, digits) in hash_order(deduction.removes) {
                for digit in digits.iter() {
                    result.push((
                        Potential::new(cell, digit, false),
                        deduction.reasons.clone(),
                    ));
                }
            }
        }
        if !result.is_empty() {
            break;
        }
    }
    result
}

/// The order Java's `HashMap` (keyed by cell index, default capacity) lists entries added in
/// this order: by index modulo its final capacity, then as added.
fn hash_order(mut removes: Vec<(Cell, Digits)>) -> Vec<(Cell, Digits)> {
    let capacity = match removes.len() {
        0..=12 => 16,
        13..=24 => 32,
        25..=48 => 64,
        _ => 128,
    };
    removes.sort_by_key(|(cell, _)| cell.index() % capacity);
    removes
}

fn boxes() -> impl Iterator<Item = Unit> {
    (0..9).map(Unit::Box)
}

fn rows() -> impl Iterator<Item = Unit> {
    (0..9).map(Unit::Row)
}

fn columns() -> impl Iterator<Item = Unit> {
    (0..9).map(Unit::Column)
}

/// Pairs of 0..9 in the order Sudoku Explainer enumerates them: by the larger, then the
/// smaller.
fn pairs() -> impl Iterator<Item = (usize, usize)> {
    (1..9).flat_map(|b| (0..b).map(move |a| (a, b)))
}

/// The candidates of `digit` that `source` has in `cells` (cells where the reduced grid no
/// longer has it), in reading order.
fn reasons_in(source: &Board, cells: Cells, digit: u8, out: &mut Vec<Potential>) {
    for cell in cells.iter() {
        if source.has(cell, digit) {
            out.push(Potential::new(cell, digit, false));
        }
    }
}

/// Locked candidates, generalised: the places of a digit in a unit (two to six) all see some
/// other cells, which can't hold it. Boxes, then rows, then columns; digit by digit.
fn locked_candidates(work: &Board, source: &Board, out: &mut Vec<Deduction>) {
    for units in [
        boxes().collect::<Vec<_>>(),
        rows().collect(),
        columns().collect(),
    ] {
        for digit in 1..=9 {
            for &unit in &units {
                let places = work.cells_with(digit) & cells_of(unit);
                if !(2..=6).contains(&places.len()) {
                    continue;
                }
                let seen = places
                    .iter()
                    .fold(Cells::ALL, |seen, cell| seen & peers(cell));
                let removed = (seen - places) & work.cells_with(digit);
                if removed.is_empty() {
                    continue;
                }
                let mut reasons = Vec::new();
                reasons_in(source, cells_of(unit) - places, digit, &mut reasons);
                out.push(Deduction {
                    removes: removed.iter().map(|c| (c, Digits::of(digit))).collect(),
                    reasons,
                });
            }
        }
    }
}

/// Hidden pairs: two digits with the same two places in a unit clear those cells of other
/// digits. Boxes, columns, rows.
fn hidden_pairs(work: &Board, source: &Board, out: &mut Vec<Deduction>) {
    for unit in boxes().chain(columns()).chain(rows()) {
        let unit_cells = cells_of(unit);
        if work.open_cells_of(unit_cells).len() <= 4 {
            continue;
        }
        for (a, b) in pairs() {
            let (one, other) = (a as u8 + 1, b as u8 + 1);
            let first = work.cells_with(one) & unit_cells;
            let second = work.cells_with(other) & unit_cells;
            if first.len() <= 1 || second.len() <= 1 || (first | second).len() != 2 {
                continue;
            }
            let pair = Digits::of(one) | Digits::of(other);
            let places = first | second;
            let removes: Vec<(Cell, Digits)> = places
                .iter()
                .map(|cell| (cell, work.at(cell) - pair))
                .filter(|(_, digits)| !digits.is_empty())
                .collect();
            if removes.is_empty() {
                continue;
            }
            let mut reasons = Vec::new();
            for cell in (unit_cells - places).iter() {
                for digit in [one, other] {
                    if source.has(cell, digit) {
                        reasons.push(Potential::new(cell, digit, false));
                    }
                }
            }
            out.push(Deduction { removes, reasons });
        }
    }
}

/// Naked pairs: two cells of a unit with the same two candidates clear those digits from
/// every cell seeing both. Boxes, columns, rows.
fn naked_pairs(work: &Board, source: &Board, out: &mut Vec<Deduction>) {
    for unit in boxes().chain(columns()).chain(rows()) {
        let unit_cells: Vec<Cell> = cells_of(unit).iter().collect();
        if work.open_cells_of(cells_of(unit)).len() < 4 {
            continue;
        }
        for (a, b) in pairs() {
            let pair_cells = [unit_cells[a], unit_cells[b]];
            let (first, second) = (work.at(pair_cells[0]), work.at(pair_cells[1]));
            if first.len() <= 1 || second.len() <= 1 || (first | second).len() != 2 {
                continue;
            }
            let pair = first | second;
            let mut removes: Vec<(Cell, Digits)> = Vec::new();
            for digit in pair.iter() {
                let seen = pair_cells
                    .iter()
                    .filter(|&&cell| work.has(cell, digit))
                    .fold(Cells::ALL, |seen, &cell| seen & peers(cell));
                for cell in (seen & work.cells_with(digit)).iter() {
                    match removes.iter_mut().find(|(at, _)| *at == cell) {
                        Some((_, digits)) => *digits = *digits | Digits::of(digit),
                        None => removes.push((cell, Digits::of(digit))),
                    }
                }
            }
            if removes.is_empty() {
                continue;
            }
            let mut reasons = Vec::new();
            for cell in pair_cells {
                for digit in (source.at(cell) - pair).iter() {
                    reasons.push(Potential::new(cell, digit, false));
                }
            }
            out.push(Deduction { removes, reasons });
        }
    }
}

/// X-Wings: a digit with the same two places in two columns (then two rows) is cleared from
/// the rest of the two rows (columns) it covers.
fn x_wings(work: &Board, source: &Board, out: &mut Vec<Deduction>) {
    type Line = fn(u8) -> Unit;
    let lines: [(Line, Line); 2] = [(Unit::Column, Unit::Row), (Unit::Row, Unit::Column)];
    for (base, cover) in lines {
        for (a, b) in pairs() {
            let (base_a, base_b) = (cells_of(base(a as u8)), cells_of(base(b as u8)));
            for digit in 1..=9 {
                if work.placed_count(digit) + 4 > 9 {
                    continue;
                }
                let in_a = work.cells_with(digit) & base_a;
                let in_b = work.cells_with(digit) & base_b;
                if in_a.len() <= 1 || in_b.len() <= 1 {
                    continue;
                }
                let covers: Vec<Cells> = (0..9)
                    .map(|i| cells_of(cover(i)))
                    .filter(|line| !(*line & (in_a | in_b)).is_empty())
                    .collect();
                if covers.len() != 2 {
                    continue;
                }
                let covered = covers[0] | covers[1];
                let removes: Vec<(Cell, Digits)> = covers
                    .iter()
                    .flat_map(|line| ((*line & work.cells_with(digit)) - (base_a | base_b)).iter())
                    .map(|cell| (cell, Digits::of(digit)))
                    .collect();
                if removes.is_empty() {
                    continue;
                }
                let mut reasons = Vec::new();
                for line in [base_a, base_b] {
                    let gone = (source.cells_with(digit) - work.cells_with(digit)) & line;
                    reasons.extend(
                        (gone - covered)
                            .iter()
                            .map(|cell| Potential::new(cell, digit, false)),
                    );
                }
                out.push(Deduction { removes, reasons });
            }
        }
    }
}

/// A finding of a chaining search nested in a chain, and what the outer chain needs of it.
struct NestedFinding {
    key: (f64, u32, u8),
    removes: Vec<(Cell, Digits)>,
    reasons: Vec<Potential>,
    record: NestedRecord,
}

/// What an outer chain keeps of a nested one: its length, added to the outer chain's, and
/// what makes two nested chains the same one (counted once).
#[derive(Clone, PartialEq, Eq)]
pub(super) struct NestedRecord {
    pub complexity: u32,
    identity: Vec<Potential>,
}

/// Keeps every finding of a nested search, with the candidates the outer chain crossed out
/// that it relies on.
struct Collector<'a> {
    source: &'a Board,
    work: &'a Board,
    found: Vec<NestedFinding>,
}

impl Findings for Collector<'_> {
    fn complexity_limit(&self, _: Kind) -> u32 {
        u32::MAX
    }

    fn offer(&mut self, graph: &mut Graph, found: Found) {
        let mut removes: Vec<(Cell, Digits)> = Vec::new();
        if let Some(placed) = found.placement {
            removes.push((
                placed.cell,
                self.work.at(placed.cell) - Digits::of(placed.digit),
            ));
        }
        for elimination in &found.eliminations {
            match removes
                .iter_mut()
                .find(|(cell, _)| *cell == elimination.cell)
            {
                Some((_, digits)) => *digits = *digits | Digits::of(elimination.digit),
                None => removes.push((elimination.cell, Digits::of(elimination.digit))),
            }
        }
        let cycle = matches!(found.kind, Kind::XCycle | Kind::YCycle | Kind::XYCycle);
        // Cell and region forcing chains rely on the cell's candidates, or the digit's places
        // in the unit, from their very assumptions.
        let assumed = match found.kind {
            Kind::CellForcing(_) => Cause::Cell,
            Kind::RegionForcing(_) => {
                let roots: Vec<Potential> = found.ends.iter().map(|&e| root(graph, e)).collect();
                units_of(roots[0].cell())
                    .into_iter()
                    .find(|&unit| roots.iter().all(|r| cells_of(unit).contains(r.cell())))
                    .map_or(Cause::Assumed, Cause::Unit)
            }
            _ => Cause::Assumed,
        };
        let mut reasons = Vec::new();
        let mut identity = Vec::new();
        for &end in &found.ends {
            let mut nodes = Vec::new();
            graph.ancestors(end, |id| nodes.push(id));
            let mut chain: Vec<Potential> = nodes.iter().map(|&id| graph.potential(id)).collect();
            chain.sort_unstable();
            identity.extend(chain);
            for id in nodes {
                let node = graph.node(id);
                // A cycle holds read backwards too, where its offs are the ons.
                let cause = match node.cause {
                    Cause::Assumed => assumed,
                    cause => cause,
                };
                if node.potential.is_on() || cycle {
                    self.reasons_of(node.potential, cause, &mut reasons);
                }
            }
        }
        self.found.push(NestedFinding {
            key: key(found.kind, found.complexity),
            removes,
            reasons,
            record: NestedRecord {
                complexity: found.complexity,
                identity,
            },
        });
    }
}

impl Collector<'_> {
    /// The crossed-out candidates a potential's cause relies on: in its cell for the cell
    /// rule, in its unit for the unit rule.
    fn reasons_of(&self, potential: Potential, cause: Cause, reasons: &mut Vec<Potential>) {
        let (cell, digit) = (potential.cell(), potential.digit());
        let gone: Vec<Potential> = match cause {
            Cause::Cell => (self.source.at(cell) - self.work.at(cell))
                .iter()
                .map(|d| Potential::new(cell, d, false))
                .collect(),
            Cause::Unit(unit) => ((self.source.cells_with(digit) - self.work.cells_with(digit))
                & cells_of(unit))
            .iter()
            .map(|c| Potential::new(c, digit, false))
            .collect(),
            Cause::Assumed | Cause::Advanced(_) => Vec::new(),
        };
        for reason in gone {
            if !reasons.contains(&reason) {
                reasons.push(reason);
            }
        }
    }
}

/// The assumption a chain starts from.
fn root(graph: &Graph, end: NodeId) -> Potential {
    let mut at = end;
    while let Some(parent) = graph.first_parent(at) {
        at = parent;
    }
    graph.potential(at)
}

/// What the chaining searches nested at `level` find on the reduced grid, each relying on
/// candidates the outer chain crossed out: the offs, with their reasons and the nested chain
/// (an index into `records`, plus one). Levels 2 and 3 try cycles and forcing chains, then
/// (level 3) multiple forcing chains; level 4 dynamic forcing chains of level `nesting`.
pub(super) fn chain_deductions(
    work: &Board,
    source: &Board,
    level: u8,
    nesting: u8,
    records: &mut Vec<NestedRecord>,
) -> Vec<(Potential, Vec<Potential>, u32)> {
    let searches: Vec<Option<Mode>> = match level {
        2 => vec![None],
        3 => vec![None, Some(Mode::MULTIPLE)],
        _ => vec![Some(Mode::dynamic_at(nesting))],
    };
    for search in searches {
        let collector = Collector {
            source,
            work,
            found: Vec::new(),
        };
        let found = match search {
            None => cycles_and_chains(work, collector).found,
            Some(mode) => super::nets::search_with(work, mode, collector).found,
        };
        let result = deductions(found, records);
        if !result.is_empty() {
            return result;
        }
    }
    Vec::new()
}

/// Every cycle and forcing chain on `work`.
fn cycles_and_chains<'a>(work: &Board, mut collector: Collector<'a>) -> Collector<'a> {
    let table = StaticLinks::new(work);
    let mut search = Unary::default();
    for links in [X_LINKS, Y_LINKS, XY_LINKS] {
        for cell in work.open_cells() {
            for digit in work.at(cell).iter() {
                let start = Potential::new(cell, digit, true);
                search.search(work, &table, start, links, &mut collector);
            }
        }
    }
    collector
}

/// The findings sorted as Sudoku Explainer sorts them, each kept once (findings removing the
/// same candidates are the same), as offs for the outer chain.
fn deductions(
    mut found: Vec<NestedFinding>,
    records: &mut Vec<NestedRecord>,
) -> Vec<(Potential, Vec<Potential>, u32)> {
    found.sort_by(|a, b| compare(a.key, b.key));
    let mut kept: Vec<NestedFinding> = Vec::new();
    for finding in found {
        let mut removes = finding.removes.clone();
        removes.sort_by_key(|(cell, _)| cell.index());
        let seen = kept.iter().any(|other| {
            let mut others = other.removes.clone();
            others.sort_by_key(|(cell, _)| cell.index());
            others == removes
        });
        if !seen {
            kept.push(finding);
        }
    }
    let mut result = Vec::new();
    for finding in kept {
        if finding.reasons.is_empty() {
            continue;
        }
        records.push(finding.record);
        let index = records.len() as u32;
        for (cell, digits) in hash_order(finding.removes) {
            for digit in digits.iter() {
                result.push((
                    Potential::new(cell, digit, false),
                    finding.reasons.clone(),
                    index,
                ));
            }
        }
    }
    result
}
