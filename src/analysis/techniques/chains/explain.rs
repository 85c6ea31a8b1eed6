//! A finding as a step: what it changes, the links to draw, and one sentence.
//!
//! Short chains are written out link by link in the compact notation of Sudoku forums
//! (`r1c1=5 → r1c4≠5`), the one place where cells are not named in plain words; nets, whose
//! potentials can have several reasons each, are summed up by their assumptions, their common
//! conclusion and the number of links each takes, in plain words.

use super::board::Potential;
use super::graph::{Graph, NodeId};
use super::{Found, Kind};
use crate::analysis::rating::Rating;
use crate::analysis::sets::{Cells, Digits};
use crate::analysis::step::{Candidate, Link, LinkKind, Step};
use crate::analysis::words::{capitalized, cell_name, cell_names, chain_cell_name, digit_names};
use crate::grid::Unit;

pub(super) fn step(graph: &mut Graph, found: &Found, rating: Rating) -> Step {
    let nodes = chain_nodes(graph, &found.ends);
    let links = links(graph, &nodes);
    let cells: Cells = nodes
        .iter()
        .map(|&id| graph.potential(id).cell())
        .chain(found.placement.iter().map(|c| c.cell))
        .chain(found.eliminations.iter().map(|c| c.cell))
        .collect();
    let digits: Digits = nodes
        .iter()
        .map(|&id| graph.potential(id).digit())
        .collect();
    let units = match found.kind {
        Kind::RegionForcing(_) => region_of(graph, &found.ends).into_iter().collect(),
        _ => Vec::new(),
    };
    Step {
        technique: found.kind.technique(),
        rating,
        cells: cells.iter().collect(),
        digits: digits.iter().collect(),
        units,
        links,
        placements: found.placement.into_iter().collect(),
        eliminations: found.eliminations.clone(),
        explanation: sentence(graph, found),
    }
}

/// Every node the chains to `ends` go through, in the order they were reached.
fn chain_nodes(graph: &mut Graph, ends: &[NodeId]) -> Vec<NodeId> {
    let mut nodes = Vec::new();
    for &end in ends {
        graph.ancestors(end, |id| nodes.push(id));
    }
    nodes.sort_unstable();
    nodes.dedup();
    nodes
}

/// Each reason of each node as a link: to an on, strong (its reason being off makes it
/// true); to an off, weak.
fn links(graph: &Graph, nodes: &[NodeId]) -> Vec<Link> {
    let mut links: Vec<Link> = Vec::new();
    for &id in nodes {
        let to = candidate(graph.potential(id));
        let kind = if graph.potential(id).is_on() {
            LinkKind::Strong
        } else {
            LinkKind::Weak
        };
        for &parent in graph.parents(id) {
            let link = Link {
                from: candidate(graph.potential(parent)),
                to,
                kind,
            };
            if !links.contains(&link) {
                links.push(link);
            }
        }
    }
    links
}

fn candidate(potential: Potential) -> Candidate {
    Candidate {
        cell: potential.cell(),
        digit: potential.digit(),
    }
}

/// The unit whose places of a digit start a region forcing chain: the one all the chains'
/// assumptions share.
fn region_of(graph: &Graph, ends: &[NodeId]) -> Option<Unit> {
    let starts: Vec<Potential> = ends.iter().map(|&end| root(graph, end)).collect();
    let first = starts.first()?.cell();
    super::board::units_of(first).into_iter().find(|&unit| {
        let cells = crate::analysis::sets::cells_of(unit);
        starts.iter().all(|start| cells.contains(start.cell()))
    })
}

/// The assumption a chain starts from.
fn root(graph: &Graph, end: NodeId) -> Potential {
    let mut at = end;
    while let Some(parent) = graph.first_parent(at) {
        at = parent;
    }
    graph.potential(at)
}

/// The chain from its assumption to `end`, through first parents.
fn path(graph: &Graph, end: NodeId) -> Vec<Potential> {
    let mut path = vec![graph.potential(end)];
    let mut at = end;
    while let Some(parent) = graph.first_parent(at) {
        path.push(graph.potential(parent));
        at = parent;
    }
    path.reverse();
    path
}

/// `r1c1=5` or `r1c1≠5`.
fn short(potential: Potential) -> String {
    let sign = if potential.is_on() { '=' } else { '≠' };
    format!(
        "{}{sign}{}",
        chain_cell_name(potential.cell()),
        potential.digit()
    )
}

fn arrows(path: &[Potential]) -> String {
    path.iter()
        .map(|&p| short(p))
        .collect::<Vec<_>>()
        .join(" → ")
}

/// `row 1, column 1 is 5` or `row 1, column 1 is not 5`.
fn statement(potential: Potential) -> String {
    let not = if potential.is_on() { "" } else { "not " };
    format!(
        "{} is {not}{}",
        cell_name(potential.cell()),
        potential.digit()
    )
}

/// What a finding concludes: `row 1, column 1 must be 5`, or `rows 4 and 7, column 5 can't be 2`.
fn conclusion(found: &Found) -> String {
    if let Some(placed) = found.placement {
        return format!("{} must be {}", cell_name(placed.cell), placed.digit);
    }
    let mut parts = Vec::new();
    for digit in 1..=9 {
        let cells: Cells = found
            .eliminations
            .iter()
            .filter(|c| c.digit == digit)
            .map(|c| c.cell)
            .collect();
        if !cells.is_empty() {
            parts.push(format!("{} can't be {digit}", cell_names(cells, "and")));
        }
    }
    match parts.split_last() {
        Some((last, rest)) if rest.len() > 1 => format!("{}; and {last}", rest.join("; ")),
        _ => parts.join(" and "),
    }
}

fn link_count(graph: &mut Graph, end: NodeId) -> u32 {
    graph.ancestor_count(end).saturating_sub(1)
}

/// `4`, `4 and 6`, `4, 6 and 3`.
fn counts(counts: &[u32]) -> String {
    let texts: Vec<String> = counts.iter().map(u32::to_string).collect();
    match texts.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => texts.concat(),
    }
}

fn sentence(graph: &mut Graph, found: &Found) -> String {
    let end = found.ends[0];
    let conclusion = conclusion(found);
    match found.kind {
        Kind::XCycle | Kind::YCycle | Kind::XYCycle => format!(
            "The candidates of the loop {} are alternately true and false whichever way round \
             it is read, so {conclusion}.",
            arrows(&path(graph, end))
        ),
        Kind::ForcingXChain | Kind::ForcingChain => {
            let chain = path(graph, end);
            format!(
                "Assuming {} leads to its opposite ({}), so {conclusion}.",
                statement(chain[0]),
                arrows(&chain)
            )
        }
        Kind::Contradiction(_) => {
            let start = root(graph, end);
            let clash = graph.potential(end);
            let lengths = [
                link_count(graph, found.ends[0]),
                link_count(graph, found.ends[1]),
            ];
            format!(
                "If {}, then {} would be both {} and not {} (chains of {} links), so \
                 {conclusion}.",
                statement(start),
                cell_name(clash.cell()),
                clash.digit(),
                clash.digit(),
                counts(&lengths)
            )
        }
        Kind::Double(_) => {
            let start = root(graph, end);
            let target = graph.potential(end);
            let lengths = [
                link_count(graph, found.ends[0]),
                link_count(graph, found.ends[1]),
            ];
            format!(
                "Whether {} is {} or not, {} (chains of {} links), so {conclusion}.",
                cell_name(start.cell()),
                start.digit(),
                statement(target),
                counts(&lengths)
            )
        }
        Kind::CellForcing(_) | Kind::RegionForcing(_) => {
            let target = graph.potential(end);
            let starts: Vec<Potential> = found.ends.iter().map(|&e| root(graph, e)).collect();
            let lengths: Vec<u32> = found.ends.iter().map(|&e| link_count(graph, e)).collect();
            let assumptions = if let Kind::CellForcing(_) = found.kind {
                let digits: Digits = starts.iter().map(|s| s.digit()).collect();
                format!(
                    "{} can only be {}",
                    cell_name(starts[0].cell()),
                    digit_names(digits, "or")
                )
            } else {
                let cells: Cells = starts.iter().map(|s| s.cell()).collect();
                let unit = region_of(graph, &found.ends)
                    .map_or(String::new(), |unit| format!(" in {unit}"));
                format!(
                    "{} can only go in {}{unit}",
                    starts[0].digit(),
                    cell_names(cells, "or")
                )
            };
            capitalized(format!(
                "{assumptions}; whichever it is, {} (chains of {} links), so {conclusion}.",
                statement(target),
                counts(&lengths)
            ))
        }
    }
}
