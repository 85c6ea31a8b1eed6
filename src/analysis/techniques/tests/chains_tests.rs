//! Chains: the length rule, patterns built from decoys, and real puzzle states.
//!
//! The real states are the pencil marks Sudoku Explainer had just before it took a chaining
//! step while rating puzzles of `se_rated.txt` (nine candidates a cell, a lone digit for a
//! placed cell). On each, the chaining searches run in Sudoku Explainer's order must take a
//! step of the same technique, rating and conclusion, and never contradict the solution.

use super::super::chains as engine;
use super::*;
use crate::analysis::rating::Rating;
use crate::analysis::step::LinkKind;
use crate::grid::Grid;
use crate::solver;

/// Pencil marks from Sudoku Explainer's 729-character form: nine characters a cell, the digit
/// where it is a candidate; a cell with one digit is taken as placed.
fn marks_from_729(text: &str) -> PencilMarks {
    let text = text.replace(char::is_whitespace, "");
    let bytes: Vec<u8> = text.bytes().collect();
    assert_eq!(bytes.len(), 729);
    let mut marks = PencilMarks::from_grid(&Grid::EMPTY);
    let mut placed = Vec::new();
    for cell in Cell::all() {
        let digits: Vec<u8> = bytes[cell.index() * 9..cell.index() * 9 + 9]
            .iter()
            .filter(|b| b.is_ascii_digit())
            .map(|b| b - b'0')
            .collect();
        if digits.len() == 1 {
            placed.push((cell, digits[0]));
        } else {
            marks.keep_only(cell, &digits);
        }
    }
    for (cell, digit) in placed {
        marks.place(cell, digit);
    }
    marks
}

/// The chaining searches in Sudoku Explainer's order: the first step found.
fn first_chain_step(marks: &PencilMarks) -> Option<Step> {
    let searches: [fn(&PencilMarks) -> Option<Step>; 5] = [
        engine::cycles_and_forcing_chains,
        |m| engine::forcing_chains(m, engine::Mode::NISHIO),
        |m| engine::forcing_chains(m, engine::Mode::MULTIPLE),
        |m| engine::forcing_chains(m, engine::Mode::DYNAMIC),
        |m| engine::forcing_chains(m, engine::Mode::DYNAMIC_PLUS),
    ];
    searches.iter().find_map(|search| search(marks))
}

/// Checks the first chaining step on a real state: its technique, rating and conclusion,
/// that it agrees with the solution, and that it carries a chain to draw.
fn assert_chain_step(
    state: [&str; 9],
    technique: Technique,
    tenths: u8,
    placed: &[&str],
    eliminated: &[&str],
) -> Step {
    let marks = marks_from_729(&state.concat());
    let solution = solver::first_solution(marks.grid()).expect("a solvable state");
    let step = first_chain_step(&marks).expect("a chaining step");
    assert_step_agrees(&step, &solution, "a real state");
    assert_eq!(step.technique, technique, "{}", step.explanation);
    assert_eq!(step.rating, Rating::tenths(tenths), "{}", step.explanation);
    let placements: BTreeSet<Candidate> = step.placements.iter().copied().collect();
    assert_eq!(placements, candidates(placed), "{}", step.explanation);
    let eliminations: BTreeSet<Candidate> = step.eliminations.iter().copied().collect();
    if !eliminated.is_empty() {
        assert_eq!(eliminations, candidates(eliminated), "{}", step.explanation);
    }
    assert!(!step.links.is_empty());
    assert!(step.explanation.ends_with('.'));
    step
}

#[test]
fn the_length_rule_adds_a_tenth_at_each_threshold() {
    // Complexity less two passes 4, 6, 8, 12, 16, 24, 32, 48, ...
    let added: Vec<u8> = [
        4, 6, 7, 8, 9, 10, 11, 14, 15, 18, 19, 26, 27, 34, 35, 50, 51, 66,
    ]
    .into_iter()
    .map(engine::length_tenths)
    .collect();
    assert_eq!(
        added,
        [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8]
    );
}

#[test]
fn x_cycle_removes_what_sees_both_ends_of_a_weak_link() {
    // 5 in rows 1 and 7 only in columns 1 and 4: the loop r1c4, r7c4, r7c1, r1c1 alternates
    // weak links (columns) and strong links (rows), so r4c1 (seeing r1c1 and r7c1) is not 5.
    // Searching from r1c1 first, Sudoku Explainer reaches r7c4 through r1c4 and so misses the
    // loop there; it finds it from r1c4.
    let marks = marks_with_decoys(&["r1c4:5", "r7c1:5", "r4c1:5"]);
    let step = search_for(Technique::XCycle)(&marks).expect("a cycle");
    assert_step_agrees(&step, &solution(), "the LeetCode example");
    assert_eq!(step.technique, Technique::XCycle);
    assert_eq!(step.rating, Rating::tenths(65));
    assert_eq!(
        step.eliminations,
        [Candidate {
            cell: cell("r4c1"),
            digit: 5
        }]
    );
    assert_eq!(step.links.len(), 4);
    assert_eq!(
        step.explanation,
        "The candidates of the loop r1c4=5 → r7c4≠5 → r7c1=5 → r1c1≠5 → r1c4=5 are alternately \
         true and false whichever way round it is read, so row 4, column 1 can't be 5."
    );
    let strong = step
        .links
        .iter()
        .filter(|l| l.kind == LinkKind::Strong)
        .count();
    assert_eq!(strong, 2);
}

#[test]
fn forcing_x_chain_settles_its_own_start() {
    // 5 in row 1 only in r1c1 and r1c4 (a decoy), in column 1 only in r1c1 and r5c1, in box
    // 5 only in r4c4 and r5c5. If r1c4 were 5, r1c1 would not be, so r5c1 would (column 1),
    // so r5c5 would not (row 5), so r4c4 would (box 5), and r1c4 would not be 5 after all.
    let marks = marks_with_decoys(&["r1c4:5", "r5c1:5", "r4c4:5"]);
    let step = search_for(Technique::ForcingXChain)(&marks).expect("a forcing chain");
    assert_step_agrees(&step, &solution(), "the LeetCode example");
    assert_eq!(
        step.technique,
        Technique::ForcingXChain,
        "{}",
        step.explanation
    );
    assert_eq!(step.rating, Rating::tenths(66));
    assert_eq!(
        step.eliminations,
        [Candidate {
            cell: cell("r1c4"),
            digit: 5
        }]
    );
    assert_eq!(step.links.len(), 5);
}

#[test]
fn y_cycle_on_a_real_state() {
    let step = assert_chain_step(Y_CYCLE, Technique::YCycle, 66, &[], &[]);
    for name in ["r3c2", "r9c2", "r8c3", "r1c3"] {
        assert!(step.cells.contains(&cell(name)), "{}", step.explanation);
    }
}

#[test]
fn xy_cycle_on_a_real_state() {
    let step = assert_chain_step(XY_CYCLE, Technique::XYCycle, 70, &[], &[]);
    for name in ["r1c9", "r2c7", "r6c7", "r4c9"] {
        assert!(step.cells.contains(&cell(name)), "{}", step.explanation);
    }
}

#[test]
fn xy_forcing_chain_on_a_real_state() {
    assert_chain_step(FORCING_CHAIN, Technique::ForcingChain, 71, &[], &["r1c2:7"]);
}

#[test]
fn nishio_forcing_chain_on_a_real_state() {
    assert_chain_step(NISHIO, Technique::NishioForcingChain, 78, &[], &["r5c6:8"]);
}

#[test]
fn region_forcing_chains_on_a_real_state() {
    let step = assert_chain_step(
        REGION_FORCING,
        Technique::RegionForcingChains,
        83,
        &[],
        &["r2c9:2"],
    );
    assert_eq!(step.units.len(), 1);
}

#[test]
fn cell_forcing_chains_on_a_real_state() {
    assert_chain_step(
        CELL_FORCING,
        Technique::CellForcingChains,
        83,
        &[],
        &["r7c8:2"],
    );
}

#[test]
fn dynamic_contradiction_on_a_real_state() {
    assert_chain_step(
        DYNAMIC_CONTRADICTION,
        Technique::DynamicContradictionChains,
        90,
        &[],
        &["r2c1:3"],
    );
}

#[test]
fn dynamic_cell_forcing_chains_on_a_real_state() {
    assert_chain_step(
        DYNAMIC_CELL,
        Technique::DynamicCellForcingChains,
        89,
        &[],
        &["r1c1:9"],
    );
}

#[test]
fn dynamic_forcing_chains_plus_on_a_real_state() {
    // Sudoku Explainer's step here: r3c4=1 makes r8c1 both 5 and not 5, once locked
    // candidates, pairs and X-Wings are applied along the way.
    assert_chain_step(
        DYNAMIC_PLUS,
        Technique::DynamicForcingChainsPlus,
        98,
        &[],
        &["r3c4:1"],
    );
}

#[test]
fn nested_forcing_chains_on_a_real_state() {
    // From a puzzle of the forum's hardest list: no dynamic chain (+) works here. Sudoku
    // Explainer's step: 5 in row 6 removes 8 from r6c5, with chains that use cycles and
    // forcing chains found on the grids they reduce (complexity 34, plus 24 nested: 10.3).
    let marks = marks_from_729(&NESTED.concat());
    let solution = solver::first_solution(marks.grid()).expect("a solvable state");
    assert!(first_chain_step(&marks).is_none());
    let step = engine::forcing_chains(&marks, engine::Mode::nested(2, 0)).expect("a step");
    assert_step_agrees(&step, &solution, "a real state");
    assert_eq!(step.technique, Technique::NestedForcingChains);
    assert_eq!(step.rating, Rating::tenths(103));
    assert_eq!(
        step.eliminations,
        [Candidate {
            cell: cell("r6c5"),
            digit: 8
        }]
    );
}

#[test]
fn long_region_forcing_chains_gain_tenths() {
    // Five chains of 5, 5, 7, 3 and 3 links: complexity 28, six tenths over 8.0.
    assert_chain_step(
        LONG_REGION,
        Technique::RegionForcingChains,
        86,
        &[],
        &["r9c3:4"],
    );
}

const Y_CYCLE: [&str; 9] = [
    ".......8...3......1....6....2...........5.......4.....1....6..91.......9......7..",
    "12.............7..........9.......8......6.....3......12...........5.......4.....",
    "...4......2...6.......5....1..............7..........9.2...6..........8...3......",
    "....5.......4.......3...........6...1......8.1.....78.1.....7...2...............9",
    ".2...6........6.8..2.....8.........9...4.....1.....7....3......1.....7......5....",
    "........91..............7....3.......2...........5.......4..........6..........8.",
    "1....6.......5....1..4.6.8.......7....3......1......8........89...4....9.2.......",
    "......7..........91......8....4.....1......8..2...........5......3...........6...",
    "..3.......2.....8..2.4...8.....5............9.....6.........78....4..7..1........",
];

const XY_CYCLE: [&str; 9] = [
    "....5....1...............8....4..7........7.9.2............6.....3.........4..7.9",
    "........9.....6.........7....3......1......8.1..4...8....4...8..2...........5....",
    "...4......2.........3..........567......56.89....5..89......789......7.91........",
    "..3.........4.........56..9.......8.....5...9......7...2......91.........2...6..9",
    "1......8.....5..8.1...56..9.2..........4.........5...9..3..........5.7.9.....67..",
    ".2.............7......5...91..........3...........6......4....9...45...9.......8.",
    ".....6.......5..8.12..5........5.7..12....78.1..45....12....7.9...4..7.9..3......",
    "......7..........912..5.......456....2..56.....3......12..............8..2.4.....",
    "1......8...3.........4.............9.2....7..1......8.....5.........6....2....7..",
];

const FORCING_CHAIN: [&str; 9] = [
    "..3.5.7.9..3...7.9.....6....2..5....1...............8....4......23.......23...7..",
    "....5.7..1..........3...7...2..5.........6......4.......3....8.........9.2....78.",
    "...4...8....4...8..2.............7..........9..3......1.............6.......5....",
    "..3....8.....5.......4.....1.........2.............7..........9..3....8......6...",
    "..3...78...3...78.1.............6......4.............9.2...........5......3....8.",
    ".....6....2...............9..3.............8.....5..........7..1...........4.....",
    "1..........34....9....5...........8.......7...2............6.....34.......3.....9",
    ".2......9.....6.....3....8....4.........5....1..........3....8.......7...2......9",
    ".2.4..7.....4..7........78.........9..3...........6.......5.....2.4...8.1........",
];

const NISHIO: [&str; 9] = [
    ".....6.89...4............89..3..6.8.......7......5.....23....8.12.......1......8.",
    "..3..6.8.......7...2...............9..3..6...1..........3.5..8....4.........5..8.",
    "1..........3....8.....5.......4......2.........3....8.........9.....6.........7..",
    "..3....89....5.........6...1.3....8...3....89......7...2.4.....12......91..4.....",
    "......7...2.....891......891...56.8....4......2...6.89....56...1.......9..3......",
    "...4......23.....91.3.....91.3.56.....3..6..9.23..6..9......7.........8.....56...",
    "....5......3....89...4.......3..6.8.1..........3..6.89.....6.8.......7...2.......",
    ".2............6.....3....8.......7....3....89...4.....1............5...........89",
    ".......891..............7...2...........5.........6.89...4.6.8...3.........4.6.89",
];

const REGION_FORCING: [&str; 9] = [
    "12.4.....1..45..........7....3.5.........6...........912..5....123.5...........8.",
    "12............6...1...5......3...78...3.5..8....4.....12..5...91.3...7..123.5...9",
    "........9.......8...3..........5.7...2.......1.............6.......5.7.....4.....",
    ".....6.........7..1..45............91..45.....2.........3.............8.1...5....",
    "..3.........45...9...45...91..45..8.1..45..8......6...12.45....12..5..........7..",
    "1..4......2..............8.1.345......345..........7..1..45...9.....6...1...5...9",
    "....5....1.3......12............6...........9.......8.......7.....4.....123......",
    ".......8.1.34.....1..4.6....2.............7....3.5....1...5............91.3.56...",
    "......7....3.....9.2...6..91..4.....1..4.......3.5...........8..23.5.....23.56...",
];

const CELL_FORCING: [&str; 9] = [
    ".....6.8..2..5.........67...2....7....3.........45.....2.4...8.1................9",
    ".......89...4...........7.91.........2....7.......6....23....8.....5.....23......",
    "1.........2..5......3..............9...4...8....45..8.......7...2...6....2.4.6...",
    "...4.............91...............8......6.........7...2..5......3.......2..5....",
    "......7.......6....2.........3..........5....1................9...4............8.",
    "..3.............8.....5.......4.............9.2............6.........7..1........",
    ".2...6.....3.............8..2...67..1..4..7.....4....91..45.....2...6..9...4567..",
    ".2...6..9......7.....4.6..9....5....12.4.......3......12.4............8..2.4.6...",
    "....5....1...........4.6....2...67...2.4..78........89..34......2...6..9.23..67..",
];

const DYNAMIC_CONTRADICTION: [&str; 9] = [
    "..3.5..8.1...........4......2..5...9.....6.........7...2......9..3....8...3....89",
    "..3..6.8..2.............7..1.3.....9...4.......3.....91......89....5....1....6.8.",
    "..3.56.....3.56...........9.......8.12..5.....23.5....12....7....34.67..1.34.67..",
    "1.3..6..9..3..6..9....5....1.34...........7....3..6.8.1......8....4.6.8..2.......",
    "123..67.........8.123..6...1234.....12..5.....23.56.......5.7..........91..4567..",
    "...4..........67..12...6...12..5............9.2..56.8...3...........678.1...5678.",
    "..3..67.9..3.567.9..3..6.8..2..5.7.9.2..5....1...........4.......3...78...3.5.789",
    "1.3.5.7.9...4.....1.3..........5.7.9.......8.....5...9.....6....2.........3.5.7.9",
    ".2..5.7.9....5.7.9.2.....8......6.....3.........4.........5.7891............5.789",
];

const DYNAMIC_CELL: [&str; 9] = [
    "..3.5..891.3...78.1.3...7.9.2....7.9.23.5...9..3...7.912...67...23..67.....4.....",
    "..3.5...91.3...7.9...4............8..23.5...9.....6...12....7...23...7..1.....7..",
    ".....6....2.........3...7.....4..7..1..........34..7......5............9.......8.",
    "1..............7.9.......8..2.4......2.4.........5......3...........67.......67.9",
    ".2.........3...7.9..3...7.9.....6..........8.1..............7.9...4.........5....",
    "...4.........5.........6.....3............7.9......7.9.......8.1.........2.......",
    ".......89...4......2.......1.....7.......6.........7891.....7.9....5......3......",
    "..3....8.1.3..6.891.3.....9....5......3...7.9.2..........4..........678.1....67.9",
    "......7..1.3..6.89....5....1..4....9..34....9..34...8912...6..9.2...6.8.1....6..9",
];

const LONG_REGION: [&str; 9] = [
    "1..........34...........7.......6.......5...9.2......9.2..5...9..34............8.",
    ".23..6.8..23.....9..3..6.8..2..5...91...........4...........7...23.56..9.23.56...",
    "....5.....2.4....9...4.6.........7.........8...3.......2...6..91.........2.4.6...",
    "..3..6.8.......7..1.3.56.8.....5..89.2.......1...5.......4.......3.56..91.3.56...",
    "..34.....1..45............9...45.........6.........7.........8..23.5....123.5....",
    "...4.6.8.1..45.....2..........4...89..3......1...5...9....56..9......7..1...56...",
    ".2.4..7.........8....45......3.........45.7.......6...1.........2.45............9",
    ".2....7...23.56.....345....1...........45.7.9.2..5...9.2..56..........8..2.456...",
    "........91...56...1..45.....2..5.......45...........8...3.......2.456.........7..",
];

const DYNAMIC_PLUS: [&str; 9] = [
    "......7..1...5..89.....6.8.12...6..91.3.56..9.23.56..9...4.....12..5....123......",
    "1..456..9.2..........456...1..4....9......7....345...91...56..........8.1.3......",
    "1..456...1..45......3......12.4.6...1...56..........8.12...67..12..5.7..........9",
    ".2.4...89...4..789.2.4..78.....5....1....6.89...4.6.....3......12.4..7..12.4..78.",
    "..3.5..8......6......45.7..1......8..2.........34.....1...5.78.........91..4..78.",
    ".2345..89...45..891...........4...89..3.....9......7...2..5..8..2.45.........6...",
    "12..56.8.1...5.78..2..5678...3..........56.8..2..5............912.4..7..12.4..78.",
    "12..5..8...3.......2..5.78..2....789...4......2..5...912....78......6...12....78.",
    ".2.4.6.8....4..78.........9.2...678......6.8.1.........2....78...3..........5....",
];

const NESTED: [&str; 9] = [
    "..34...89..34.6..9.2.........3456.891...56.891.3456.8.......7....34....9..345...9",
    "..34..7891..............789.2345.7.9....5.789..345..8..2.45.........6.....345...9",
    "....5......34.67.9.....67.9.234.67.9.....67.9..34.6....2.4.....1...............8.",
    "1......89.2..56..91...56.89....56.8...3............7..1..456.8..2.4...891..456..9",
    "1.3...78..23.567..1...5678.....56.8....4.............91...56.8..2....78.1...567..",
    "......789....567.9...4.....1............56.8..2.........3............789....567.9",
    "1..4..7.....45.7....3.........45678..2.......1..456.8.........9...4..78.1..4.67..",
    ".2..............8.1.....7.9..34.67.91....67.91.34.6...1..4.6.......5....1.34.67..",
    ".....6......45.7.91...5.7.9..345.7891...5.7891.345..8.1..4...8...34..78..2.......",
];
