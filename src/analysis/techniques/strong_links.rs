//! Strong links of one digit, chained: Skyscraper, 2-String Kite, Turbot Fish, and their longer
//! and grouped kin.
//!
//! A *strong link* is a unit where a digit has only two places, or two groups of places: one of
//! them holds it. Chaining links whose inner ends see each other (the *bridges*: the digit
//! can't be in both) means that if one outer end is false, the chain carries the digit to the
//! other outer end. So one of the two outer ends holds it, and no cell seeing both can. When the
//! outer ends see each other too, the chain is a loop: each bridge is then a strong link as
//! well, and cells seeing both cells of any bridge lose the digit.
//!
//! Sudoku Explainer links in boxes, rows and columns. A unit with three to six places still
//! makes a link when they fall into two groups: in a line, two boxes; in a box, the row and the
//! column through one cell (an *empty rectangle*), or two rows or two columns. It rates a chain
//! of two links 4.0, three 5.4, four 5.8; one tenth more when boxes or both kinds of line take
//! part, two tenths when boxes and both kinds of line do, three whenever a link is grouped.

use crate::analysis::marks::PencilMarks;
use crate::analysis::rating::Rating;
use crate::analysis::sets::{cells_of, peers, Cells, Digits};
use crate::analysis::step::{Candidate, Link, LinkKind, Step};
use crate::analysis::words::{cell_names, unit_names};
use crate::grid::{Cell, Unit};

use super::Technique;

/// A chain of two strong links (4.0–4.3).
pub(super) fn two_strong_links(marks: &PencilMarks) -> Option<Step> {
    strong_links(marks, 2)
}

/// A chain of three strong links (5.4–5.7).
pub(super) fn three_strong_links(marks: &PencilMarks) -> Option<Step> {
    strong_links(marks, 3)
}

/// A chain of four strong links (5.8–6.1).
pub(super) fn four_strong_links(marks: &PencilMarks) -> Option<Step> {
    strong_links(marks, 4)
}

/// The most links a chain here has.
const MOST: usize = 4;

/// Sudoku Explainer's kinds of unit, in its numbering: boxes 0, rows 1, columns 2.
fn kind_of(unit: Unit) -> u8 {
    match unit {
        Unit::Box(_) => 0,
        Unit::Row(_) => 1,
        Unit::Column(_) => 2,
    }
}

/// One strong link of the digit: its unit, and the two places (or groups of places) one of
/// which holds the digit.
#[derive(Clone, Copy)]
struct StrongLink {
    unit: Unit,
    /// Which of a unit's two ways of grouping the same places this is (a 2x2 square in a box
    /// links as two rows or as two columns).
    way: u8,
    ends: [Cells; 2],
    /// The units holding all of each end, as a mask (see [`units_holding`]).
    holders: [u32; 2],
    /// The places of the digit that see all of each end.
    seen: [Cells; 2],
    grouped: bool,
    /// Every place of the digit in the unit: two links may not share one.
    places: Cells,
}

/// The nine positions of a unit as cells, in Sudoku Explainer's order (reading order).
fn positions(unit: Unit) -> [Cell; 9] {
    let mut cells = [Cell::from_index(0); 9];
    for (slot, cell) in cells.iter_mut().zip(unit.cells()) {
        *slot = cell;
    }
    cells
}

/// The cells of a unit at the positions set in `mask` (bit `p` for position `p`).
fn at_positions(unit: &[Cell; 9], mask: u16) -> Cells {
    (0..9)
        .filter(|p| mask & (1 << p) != 0)
        .map(|p| unit[p])
        .collect()
}

const ROW_OF_BOX: [u16; 3] = [0o007, 0o070, 0o700];
const COLUMN_OF_BOX: [u16; 3] = [0o111, 0o222, 0o444];

/// The ways a box's places can split into two groups, in Sudoku Explainer's order: a cross
/// around each of the nine cells (its column, its row and the cell itself), then two of the
/// box's rows, then two of its columns. Each is (the positions that must be empty, the first
/// group, the second group, the heart of a cross).
fn box_splits() -> impl Iterator<Item = (u16, u16, u16, Option<usize>)> {
    let crosses = (0..9).map(|heart: usize| {
        let (row, column) = (ROW_OF_BOX[heart / 3], COLUMN_OF_BOX[heart % 3]);
        let bit = 1 << heart;
        (
            0o777 & !(row | column),
            column & !bit,
            row & !bit,
            Some(heart),
        )
    });
    let two_lines = |lines: [u16; 3]| {
        [(2, 0, 1), (1, 0, 2), (0, 1, 2)]
            .into_iter()
            .map(move |(empty, one, other)| (lines[empty], lines[one], lines[other], None))
    };
    crosses
        .chain(two_lines(ROW_OF_BOX))
        .chain(two_lines(COLUMN_OF_BOX))
}

/// The strong links of `digit` in `unit` as Sudoku Explainer sees them: none, one, or for four
/// places in a 2x2 square of a box, two.
fn links_in(marks: &PencilMarks, digit: u8, unit: Unit, found: &mut Vec<StrongLink>) {
    if !(2..=6).contains(&(cells_of(unit) & marks.cells_with(digit)).len()) {
        return;
    }
    let cells = positions(unit);
    let mask: u16 = (0..9)
        .filter(|&p| marks.cells_with(digit).contains(cells[p]))
        .fold(0, |mask, p| mask | 1 << p);
    let count = mask.count_ones() as usize;
    if !(2..=6).contains(&count) {
        return;
    }
    let places = at_positions(&cells, mask);
    let mut link = |ends: [Cells; 2], way: u8| {
        found.push(StrongLink {
            unit,
            way,
            ends,
            holders: ends.map(units_holding),
            seen: ends.map(|end| seen_by_all(end) & marks.cells_with(digit)),
            grouped: count > 2,
            places,
        })
    };
    let in_a_box = matches!(unit, Unit::Box(_));
    if count == 2 {
        let [one, other] =
            [mask.trailing_zeros(), 15 - mask.leading_zeros()].map(|p| cells[p as usize]);
        let aligned = one.row() == other.row() || one.column() == other.column();
        if !(in_a_box && aligned) {
            link([Cells::of(one), Cells::of(other)], 0);
        }
        return;
    }
    let split = if in_a_box {
        box_splits()
            .filter(|&(empty, ..)| count >= 4 || empty.count_ones() == 4)
            .find(|&(empty, ..)| mask & empty == 0)
    } else {
        [
            (0o007, 0o070, 0o700),
            (0o070, 0o007, 0o700),
            (0o700, 0o007, 0o070),
        ]
        .into_iter()
        .map(|(empty, one, other)| (empty, one, other, None))
        .find(|&(empty, ..)| mask & empty == 0)
    };
    let Some((_, one, other, heart)) = split else {
        return;
    };
    let (one, other) = (mask & one, mask & other);
    if one == 0 || other == 0 {
        return;
    }
    let group = |positions: u16| at_positions(&cells, positions);
    // The heart of a cross sits in both lines, so the group facing a single cell takes it.
    let heart_cell = heart.map_or(Cells::NONE, |p| Cells::of(cells[p]));
    match (one.count_ones(), other.count_ones()) {
        (_, 1) => link([group(other), group(one) | heart_cell], 0),
        (1, _) => link([group(one), group(other) | heart_cell], 0),
        _ => {
            let heart_place = heart.map_or(Cells::NONE, |p| group(mask & 1 << p));
            link([group(one) | heart_place, group(other) | heart_place], 0);
            // Four places in a 2x2 square also link as the other pair of lines.
            let [first_one, first_other] = [one, other].map(|g| cells[g.trailing_zeros() as usize]);
            let aligned = |a: Cell, b: Cell| a.row() == b.row() || a.column() == b.column();
            let square = heart.is_none()
                && count == 4
                && aligned(first_one, first_other)
                && aligned(
                    cells[15 - one.leading_zeros() as usize],
                    cells[15 - other.leading_zeros() as usize],
                );
            if square {
                let (low, high) = (1 << one.trailing_zeros(), 1 << other.trailing_zeros());
                link([group(low | high), group(mask & !(low | high))], 1);
            }
        }
    }
}

/// The units holding all of `cells`, as a mask: columns in bits 0–8, rows in 9–17, boxes in
/// 18–26, so that the lowest bit of two ends' common units is the one Sudoku Explainer names
/// (it looks for a column, then a row, then a box).
fn units_holding(cells: Cells) -> u32 {
    let Some(first) = cells.iter().next() else {
        return 0;
    };
    [
        Unit::Column(first.column() as u8),
        Unit::Row(first.row() as u8),
        Unit::Box(first.box_index() as u8),
    ]
    .into_iter()
    .filter(|&unit| cells - cells_of(unit) == Cells::NONE)
    .fold(0, |mask, unit| mask | 1 << bit_of(unit))
}

/// The set bits of a mask, lowest first.
fn bits(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            bit
        })
    })
}

/// A link's place in Sudoku Explainer's order of units: boxes, rows, columns.
fn rank(link: &StrongLink) -> (u8, u8) {
    (kind_of(link.unit), link.unit.kind().1)
}

fn bit_of(unit: Unit) -> u32 {
    match unit {
        Unit::Column(i) => i as u32,
        Unit::Row(i) => 9 + i as u32,
        Unit::Box(i) => 18 + i as u32,
    }
}

/// The unit Sudoku Explainer names for a mask of common units, if there is one.
fn named_unit(common: u32) -> Option<Unit> {
    let bit = common.trailing_zeros();
    match bit {
        0..=8 => Some(Unit::Column(bit as u8)),
        9..=17 => Some(Unit::Row(bit as u8 - 9)),
        18..=26 => Some(Unit::Box(bit as u8 - 18)),
        _ => None,
    }
}

fn seen_by_all(cells: Cells) -> Cells {
    cells
        .iter()
        .fold(Cells::ALL, |seen, cell| seen & peers(cell))
}

/// A chain found: its links in order, each read from `ends[from]` to the other end.
struct Chain {
    links: [StrongLink; MOST],
    from: [usize; MOST],
    length: usize,
    digit: u8,
    /// The units of the bridges between consecutive links.
    bridges: [Option<Unit>; MOST],
    /// The unit joining the outer ends, when the chain closes into a loop.
    loop_unit: Option<Unit>,
    eliminations: Vec<Candidate>,
    /// How many eliminations Sudoku Explainer counts (a loop counts some twice).
    counted: usize,
    suffix: String,
    rating: Rating,
    /// Sudoku Explainer's order of finding, for steps equal in everything else.
    found_order: [u8; 4 * MOST + 2],
}

impl Chain {
    fn start(&self) -> Cells {
        self.links[0].ends[self.from[0]]
    }

    fn end(&self) -> Cells {
        let last = self.length - 1;
        self.links[last].ends[1 - self.from[last]]
    }

    /// Sudoku Explainer's ranking: lowest rating, then most eliminations, then the suffix of its
    /// name, then the order it found them in.
    fn beats(&self, other: &Chain) -> bool {
        let key = |chain: &Chain| {
            (
                chain.rating,
                std::cmp::Reverse(chain.counted),
                chain.suffix.clone(),
                chain.found_order,
            )
        };
        key(self) < key(other)
    }
}

/// The orders in which Sudoku Explainer tries the links of a set (a "QuickPerm" sequence),
/// keeping only one of each order and its reverse.
fn link_orders(length: usize) -> Vec<[usize; MOST]> {
    let mut order: [usize; MOST] = [0, 1, 2, 3];
    let mut control = [0, 1, 2, 3, 4];
    let mut orders = Vec::new();
    let keep = |order: &[usize; MOST], orders: &mut Vec<[usize; MOST]>| {
        let forward = &order[..length];
        if forward.iter().le(forward.iter().rev()) {
            orders.push(*order);
        }
    };
    keep(&order, &mut orders);
    let mut upper = 1;
    while upper < length {
        control[upper] -= 1;
        let lower = upper % 2 * control[upper];
        order.swap(lower, upper);
        keep(&order, &mut orders);
        upper = 1;
        while control[upper] == 0 {
            control[upper] = upper;
            upper += 1;
        }
    }
    orders
}

struct ChainSearch<'a> {
    marks: &'a PencilMarks,
    length: usize,
    digit: u8,
    links: Vec<StrongLink>,
    /// For each unit (by its bit, see [`units_holding`]), the link ends it holds: bit
    /// `2 * link + end`.
    ends_in: [u128; 27],
    orders: Vec<[usize; MOST]>,
    chosen: [usize; MOST],
    from: [usize; MOST],
    bridges: [Option<Unit>; MOST],
    best: Option<Chain>,
}

impl ChainSearch<'_> {
    /// Extends the chain's first `depth` links by every link whose near end sees the far end
    /// of the last one.
    fn extend(&mut self, depth: usize, used: Cells) {
        let mut next = if depth == 0 {
            u128::MAX >> (128 - 2 * self.links.len())
        } else {
            let last = &self.links[self.chosen[depth - 1]];
            let far = last.holders[1 - self.from[depth - 1]];
            bits(far).fold(0, |ends, bit| ends | self.ends_in[bit])
        };
        while next != 0 {
            let end = next.trailing_zeros() as usize;
            next &= next - 1;
            let (index, from) = (end / 2, end % 2);
            let link = self.links[index];
            if link.places & used != Cells::NONE {
                continue;
            }
            // Of a chain and its reverse, Sudoku Explainer takes the one whose first link comes
            // before its last in its order of units.
            let last_link = depth + 1 == self.length;
            if last_link && rank(&link) < rank(&self.links[self.chosen[0]]) {
                continue;
            }
            if depth > 0 {
                let last = &self.links[self.chosen[depth - 1]];
                let common = last.holders[1 - self.from[depth - 1]] & link.holders[from];
                self.bridges[depth - 1] = named_unit(common);
            }
            self.chosen[depth] = index;
            self.from[depth] = from;
            if depth + 1 == self.length {
                self.finish();
            } else {
                self.extend(depth + 1, used | link.places);
            }
        }
    }

    /// Takes a complete chain the way Sudoku Explainer would, once in one of its directions.
    fn finish(&mut self) {
        let length = self.length;
        let links = self.chosen.map(|chosen| self.links[chosen]);
        let links = &links[..length];
        // Sudoku Explainer picks a set of links by kind of unit, then number, and tries their
        // orders, keeping an order or its reverse, whichever reads lower.
        let mut order = [0; MOST];
        for (i, link) in links.iter().enumerate() {
            order[i] = links
                .iter()
                .filter(|other| rank(other) < rank(link))
                .count();
        }
        let order = &order[..length];
        if order.iter().gt(order.iter().rev()) {
            return;
        }
        let start = links[0].ends[self.from[0]];
        let end = links[length - 1].ends[1 - self.from[length - 1]];
        let loop_unit = named_unit(units_holding(start | end));
        if loop_unit.is_some() {
            // A loop is taken once: from its lowest unit, in its first direction.
            let lowest = links.iter().map(rank).min();
            if self.from[0] != 0 || Some(rank(&links[0])) != lowest {
                return;
            }
        }
        let bases = links
            .iter()
            .fold(Cells::NONE, |cells, link| cells | cells_of(link.unit));
        let candidates = self.marks.cells_with(self.digit);
        let outer = links[0].seen[self.from[0]]
            & (links[length - 1].seen[1 - self.from[length - 1]] - bases);
        let (removed, counted) = if loop_unit.is_none() {
            let shared = self.bridges[..length - 1]
                .iter()
                .flatten()
                .fold(Cells::NONE, |cells, &unit| cells | cells_of(unit));
            let removed = outer - shared;
            (removed, removed.len())
        } else {
            let mut removed = outer;
            let mut counted = outer.len();
            for depth in 0..length - 1 {
                let far = links[depth].ends[1 - self.from[depth]];
                let near = links[depth + 1].ends[self.from[depth + 1]];
                let seen = seen_by_all(far | near) & (candidates - bases);
                counted += seen.len();
                removed = removed | seen;
            }
            (removed, counted)
        };
        if removed.is_empty() {
            return;
        }
        let grouped = links.iter().filter(|link| link.grouped).count();
        let rating = rating(length, grouped, links);
        if let Some(best) = &self.best {
            if (rating, std::cmp::Reverse(counted)) > (best.rating, std::cmp::Reverse(best.counted))
            {
                return;
            }
        }
        let kinds: Vec<u8> = links.iter().map(|link| kind_of(link.unit)).collect();
        let mut found = [0u8; 4 * MOST + 2];
        for (i, link) in links.iter().enumerate() {
            let depth = order[i];
            found[length - 1 - depth] = kinds[i];
            found[MOST + 1 + 2 * depth] = link.unit.kind().1;
            found[MOST + 2 + 2 * depth] = link.way;
        }
        found[MOST] = self.digit;
        found[3 * MOST + 1] = self
            .orders
            .iter()
            .position(|o| o[..length] == *order)
            .unwrap_or(0) as u8;
        for depth in 0..length {
            found[3 * MOST + 2 + depth] = self.from[depth] as u8;
        }
        let mut chain = Chain {
            links: [links[0]; MOST],
            from: self.from,
            length,
            digit: self.digit,
            bridges: self.bridges,
            loop_unit,
            eliminations: self.marks.candidates_in(removed, Digits::of(self.digit)),
            counted,
            suffix: format!("{grouped}{}", line_name(&kinds)),
            rating,
            found_order: found,
        };
        chain.links[..length].copy_from_slice(links);
        if self.best.as_ref().map_or(true, |best| chain.beats(best)) {
            self.best = Some(chain);
        }
    }
}

/// Sudoku Explainer's name for the kinds of unit along a chain, read in the direction that
/// comes first, rows and columns counting as the same kind unless both take part: `11` for a
/// skyscraper, `12` for a kite, `01` for a box and a line.
fn line_name(kinds: &[u8]) -> String {
    let text = |kinds: &[u8]| kinds.iter().map(|k| (b'0' + k) as char).collect::<String>();
    let reversed: Vec<u8> = kinds.iter().rev().copied().collect();
    let forward = if kinds <= &reversed[..] {
        kinds.to_vec()
    } else {
        reversed
    };
    let swapped: Vec<u8> = forward
        .iter()
        .map(|&k| match k {
            1 => 2,
            2 => 1,
            other => other,
        })
        .collect();
    if forward.contains(&1) {
        let swapped_back: Vec<u8> = swapped.iter().rev().copied().collect();
        let lowest_swap = text(&swapped).min(text(&swapped_back));
        text(&forward).min(lowest_swap)
    } else {
        text(&swapped)
    }
}

/// Sudoku Explainer's rating of a chain: by its length, whether a link is grouped, and which
/// kinds of unit its links are in.
fn rating(length: usize, grouped: usize, links: &[StrongLink]) -> Rating {
    let base = Rating::tenths([40, 54, 58][length - 2]);
    let has = |kind: u8| links.iter().any(|link| kind_of(link.unit) == kind);
    let (boxes, both_lines) = (has(0), has(1) && has(2));
    if grouped > 0 {
        base.plus(3)
    } else if boxes && both_lines {
        base.plus(2)
    } else if boxes || both_lines {
        base.plus(1)
    } else {
        base
    }
}

fn strong_links(marks: &PencilMarks, length: usize) -> Option<Step> {
    let mut search = ChainSearch {
        marks,
        length,
        digit: 0,
        links: Vec::new(),
        ends_in: [0; 27],
        orders: link_orders(length),
        chosen: [0; MOST],
        from: [0; MOST],
        bridges: [None; MOST],
        best: None,
    };
    for digit in 1..=9 {
        search.digit = digit;
        search.links.clear();
        for unit in (0..9).map(Unit::Box).chain(Unit::all().take(18)) {
            links_in(marks, digit, unit, &mut search.links);
        }
        if search.links.len() < length {
            continue;
        }
        search.ends_in = [0; 27];
        for (index, link) in search.links.iter().enumerate() {
            for end in 0..2 {
                for bit in bits(link.holders[end]) {
                    search.ends_in[bit] |= 1 << (2 * index + end);
                }
            }
        }
        search.extend(0, Cells::NONE);
    }
    search.best.map(|chain| step(marks, &chain))
}

fn technique(chain: &Chain) -> Technique {
    let kinds = &chain.suffix[1..];
    match chain.length {
        2 if kinds.contains('0') => Technique::TurbotFish,
        2 if kinds.contains('2') => Technique::TwoStringKite,
        2 => Technique::Skyscraper,
        3 => Technique::ThreeStrongLinks,
        _ => Technique::FourStrongLinks,
    }
}

fn place_names(cells: Cells) -> String {
    cell_names(cells, "or")
}

fn step(marks: &PencilMarks, chain: &Chain) -> Step {
    let length = chain.length;
    let digit = chain.digit;
    let links = &chain.links[..length];
    let bases: Vec<Unit> = links.iter().map(|link| link.unit).collect();
    let bridges: Vec<Unit> = chain.bridges[..length - 1]
        .iter()
        .flatten()
        .copied()
        .collect();
    let mut pattern = Cells::NONE;
    let mut drawn = Vec::new();
    let head = |cells: Cells| Candidate {
        cell: cells.iter().next().expect("a link end has a cell"),
        digit,
    };
    for (depth, link) in links.iter().enumerate() {
        let (near, far) = (
            link.ends[chain.from[depth]],
            link.ends[1 - chain.from[depth]],
        );
        pattern = pattern | near | far;
        if depth > 0 {
            let previous = &links[depth - 1];
            drawn.push(Link {
                from: head(previous.ends[1 - chain.from[depth - 1]]),
                to: head(near),
                kind: LinkKind::Weak,
            });
        }
        drawn.push(Link {
            from: head(near),
            to: head(far),
            kind: LinkKind::Strong,
        });
    }
    let grouped = if links.iter().any(|link| link.grouped) {
        " (or groups of places)"
    } else {
        ""
    };
    // A group facing a single place may take in the empty heart of a cross: name only places.
    let places = marks.cells_with(digit);
    let (start, end) = (chain.start() & places, chain.end() & places);
    let explanation =
        match chain.loop_unit {
            None => {
                format!(
            "{digit} has only two places{grouped} in each of {}, and these strong links are \
             chained through {}: so {digit} is in {} or in {}, and no cell that sees {} can be \
             {digit}.",
            unit_names(&bases),
            unit_names(&bridges),
            place_names(start),
            place_names(end),
            if (start | end).len() == 2 { "both" } else { "all of them" },
        )
            }
            Some(closing) => format!(
                "{digit} has only two places{grouped} in each of {}, and these strong links close \
             into a loop through {}: each of those links becomes strong too, so no cell that \
             sees both ends of one can be {digit}.",
                unit_names(&bases),
                unit_names(&[&bridges[..], &[closing]].concat()),
            ),
        };
    let mut units = bases;
    units.extend(bridges);
    units.extend(chain.loop_unit);
    let mut step = Step::eliminating(
        technique(chain),
        chain.rating,
        (pattern, Digits::of(digit)),
        units,
        chain.eliminations.clone(),
        explanation,
    );
    step.links = drawn;
    step
}
