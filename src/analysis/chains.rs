//! Single-digit chains: simple colouring and X-chains.
//!
//! Both follow one digit through *conjugate pairs*, the units where it has exactly two places:
//! one of the two holds it, so if one cell of the pair doesn't, the other does (a *strong*
//! link, written `=`). Any two places that see each other can't both hold it (a *weak* link,
//! written `-`).

use std::collections::VecDeque;

use super::candidates::PencilMarks;
use super::sets::{cells_of, peers, Cells, Digits};
use super::step::Step;
use super::technique::Technique;
use super::words::{cell_name, cell_names, chain_names, each_sees};
use crate::grid::{Cell, Unit};

/// For each cell, the cells it forms a conjugate pair with among `places`, the cells that hold
/// a digit as a candidate.
fn conjugates(places: Cells) -> [Cells; 81] {
    let mut partners = [Cells::NONE; 81];
    for unit in Unit::all() {
        if let Some([one, other]) = (places & cells_of(unit)).as_pair() {
            partners[one.index()] = partners[one.index()] | Cells::of(other);
            partners[other.index()] = partners[other.index()] | Cells::of(one);
        }
    }
    partners
}

/// Simple colouring: the places of a digit joined by conjugate pairs are coloured alternately in
/// two colours, and exactly one colour holds the digit everywhere. A colour with two cells that
/// see each other can't be that one (a *wrap*); a cell that sees both colours can't hold the
/// digit (a *trap*).
pub(super) fn simple_colouring(marks: &PencilMarks) -> Option<Step> {
    (1..=9).find_map(|digit| {
        let places = marks.cells_with(digit);
        let partners = conjugates(places);
        let mut coloured = Cells::NONE;
        places.iter().find_map(|start| {
            if coloured.contains(start) || partners[start.index()].is_empty() {
                return None;
            }
            let colours = two_colour(start, &partners);
            coloured = coloured | colours[0] | colours[1];
            colour_wrap(marks, digit, colours).or_else(|| colour_trap(marks, digit, colours))
        })
    })
}

/// The cells reachable from `start` through conjugate pairs, split into the two colours.
fn two_colour(start: Cell, partners: &[Cells; 81]) -> [Cells; 2] {
    let mut colours = [Cells::of(start), Cells::NONE];
    let mut queue = VecDeque::from([(start, 0)]);
    while let Some((cell, colour)) = queue.pop_front() {
        let opposite = 1 - colour;
        for partner in (partners[cell.index()] - colours[0] - colours[1]).iter() {
            colours[opposite] = colours[opposite] | Cells::of(partner);
            queue.push_back((partner, opposite));
        }
    }
    colours
}

fn colour_wrap(marks: &PencilMarks, digit: u8, colours: [Cells; 2]) -> Option<Step> {
    (0..2).find_map(|colour| {
        let (wrong, right) = (colours[colour], colours[1 - colour]);
        let clash = wrong
            .iter()
            .find(|&cell| !(peers(cell) & wrong).is_empty())?;
        let witness = (peers(clash) & wrong).iter().next()?;
        Some(Step::eliminating(
            Technique::SimpleColouring,
            (wrong | right, Digits::of(digit)),
            Vec::new(),
            marks.candidates_in(wrong, Digits::of(digit)),
            format!(
                "{}; {} and {} are in the first and see each other, so every {digit} is in the \
                 second and {digit} can be removed from {}.",
                colouring(digit, [wrong, right]),
                cell_name(clash),
                cell_name(witness),
                cell_names(wrong, "and"),
            ),
        ))
    })
}

fn colour_trap(marks: &PencilMarks, digit: u8, colours: [Cells; 2]) -> Option<Step> {
    let sees = |cell: Cell, colour: Cells| !(peers(cell) & colour).is_empty();
    let trapped: Cells = (marks.cells_with(digit) - colours[0] - colours[1])
        .iter()
        .filter(|&cell| sees(cell, colours[0]) && sees(cell, colours[1]))
        .collect();
    let eliminations = marks.candidates_in(trapped, Digits::of(digit));
    (!eliminations.is_empty()).then(|| {
        Step::eliminating(
            Technique::SimpleColouring,
            (colours[0] | colours[1], Digits::of(digit)),
            Vec::new(),
            eliminations,
            format!(
                "{}; {} {} a cell of each group, so {} be {digit}.",
                colouring(digit, colours),
                cell_names(trapped, "and"),
                each_sees(trapped),
                if trapped.len() == 1 {
                    "it can't"
                } else {
                    "they can't"
                },
            ),
        )
    })
}

/// The first half of a colouring explanation: how the two groups come about.
fn colouring(digit: u8, colours: [Cells; 2]) -> String {
    let group = |cells: Cells| {
        let names: Vec<String> = cells.iter().map(cell_name).collect();
        format!("({})", names.join(", "))
    };
    format!(
        "Linking the places of {digit} that are the only two in a unit splits them into two \
         groups, {} and {}, and every {digit} is in one of them",
        group(colours[0]),
        group(colours[1]),
    )
}

/// X-chain: a chain of one digit's places that starts and ends with a strong link and alternates
/// strong and weak links between. If the first cell doesn't hold the digit, each strong link
/// passes it on and each weak link takes it away, so the last cell does: one of the two ends
/// holds it, and no cell seeing both can. The shortest chain found is the one shown; it has at
/// least three links, since one strong link alone is a case of locked candidates.
pub(super) fn x_chain(marks: &PencilMarks) -> Option<Step> {
    let mut shortest: Option<(u8, Vec<Cell>, Cells)> = None;
    for digit in 1..=9 {
        let places = marks.cells_with(digit);
        let partners = conjugates(places);
        for start in places.iter() {
            let limit = shortest
                .as_ref()
                .map_or(usize::MAX, |(_, chain, _)| chain.len() - 1);
            if let Some((chain, targets)) = chain_from(start, places, &partners, limit) {
                shortest = Some((digit, chain, targets));
            }
        }
    }
    let (digit, chain, targets) = shortest?;
    let links: Vec<&str> = (0..chain.len() - 1)
        .map(|i| if i % 2 == 0 { "=" } else { "-" })
        .collect();
    let (first, last) = (chain[0], chain[chain.len() - 1]);
    Some(Step::eliminating(
        Technique::XChain,
        (chain.iter().copied().collect(), Digits::of(digit)),
        Vec::new(),
        marks.candidates_in(targets, Digits::of(digit)),
        format!(
            "In the chain {} of {digit}s (= joins the only two places of a unit, - two places \
             that see each other), if {} isn't {digit} then {} is, so {} {} both ends and can't \
             be {digit}.",
            chain_names(&chain, &links),
            cell_name(first),
            cell_name(last),
            cell_names(targets, "and"),
            each_sees(targets),
        ),
    ))
}

/// The shortest alternating chain from `start`, of fewer than `limit` links, whose two ends are
/// both seen by another place of the digit; with those places. A breadth-first search over
/// (cell, how it was reached) finds it; cells may repeat along it without harm, since each link
/// only says what follows if the previous cell is or isn't the digit.
fn chain_from(
    start: Cell,
    places: Cells,
    partners: &[Cells; 81],
    limit: usize,
) -> Option<(Vec<Cell>, Cells)> {
    // A state is a cell and whether the chain reached it through a strong link (so that it holds
    // the digit whenever `start` doesn't) or starts there or reached it through a weak link
    // (so that the next link must be strong).
    let state = |cell: Cell, by_strong_link: bool| cell.index() * 2 + by_strong_link as usize;
    let mut previous: [Option<usize>; 162] = [None; 162];
    let mut links = [0usize; 162];
    let mut seen = [false; 162];
    let mut queue = VecDeque::from([state(start, false)]);
    seen[state(start, false)] = true;
    while let Some(current) = queue.pop_front() {
        let (cell, by_strong_link) = (Cell::from_index(current / 2), current % 2 == 1);
        if by_strong_link && links[current] >= 3 && cell != start {
            let targets = places & peers(start) & peers(cell);
            if !targets.is_empty() {
                let mut chain = vec![cell];
                let mut at = current;
                while let Some(before) = previous[at] {
                    chain.push(Cell::from_index(before / 2));
                    at = before;
                }
                chain.reverse();
                return Some((chain, targets));
            }
        }
        if links[current] + 1 >= limit {
            continue;
        }
        let next = if by_strong_link {
            places & peers(cell)
        } else {
            partners[cell.index()]
        };
        for neighbour in next.iter() {
            let reached = state(neighbour, !by_strong_link);
            if !seen[reached] {
                seen[reached] = true;
                previous[reached] = Some(current);
                links[reached] = links[current] + 1;
                queue.push_back(reached);
            }
        }
    }
    None
}
