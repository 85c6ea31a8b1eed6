//! Every technique on hand-made pencil marks where it applies and where it must not.
//!
//! Most states are built on one solved grid (the LeetCode example's solution): every cell is left
//! open, pencilled with its solution digit plus a few *decoys*, wrong digits placed by hand to
//! form the technique's pattern. The solution is then one way to fill in the marks, so a sound
//! technique can never eliminate a solution digit nor place any other: each step is checked
//! against it, besides checking the exact eliminations expected.

use std::collections::BTreeSet;

mod chains_tests;
mod exclusion_tests;
mod fish_tests;
mod intersections_tests;
mod singles_tests;
mod strong_links_tests;
mod subsets_tests;
mod uniqueness_tests;
mod wings_tests;

use super::*;
use crate::analysis::rating::Rating;
use crate::analysis::step::Candidate;
use crate::grid::{Cell, Grid, Unit};
use crate::solver;

/// The LeetCode example (problem 37), and its solution.
const LEETCODE_PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const LEETCODE_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn solution() -> Grid {
    LEETCODE_SOLUTION.parse().unwrap()
}

/// The search that finds `technique`'s steps.
fn search_for(technique: Technique) -> fn(&PencilMarks) -> Option<Step> {
    match technique {
        Technique::NakedSingle => singles::naked_single,
        Technique::HiddenSingle | Technique::FullHouse => singles::hidden_single,
        Technique::Pointing | Technique::Claiming => intersections::locked_candidates,
        Technique::DirectPointing | Technique::DirectClaiming => {
            intersections::direct_locked_candidates
        }
        Technique::DirectHiddenPair => |marks| subsets::direct_hidden_subset(marks, 2),
        Technique::DirectHiddenTriple => |marks| subsets::direct_hidden_subset(marks, 3),
        Technique::NakedPair => |marks| subsets::naked_subset(marks, 2),
        Technique::NakedTriple => |marks| subsets::naked_subset(marks, 3),
        Technique::NakedQuad => |marks| subsets::naked_subset(marks, 4),
        Technique::HiddenPair => |marks| subsets::hidden_subset(marks, 2),
        Technique::HiddenTriple => |marks| subsets::hidden_subset(marks, 3),
        Technique::HiddenQuad => |marks| subsets::hidden_subset(marks, 4),
        Technique::XWing => |marks| fish::basic_fish(marks, 2),
        Technique::Swordfish => |marks| fish::basic_fish(marks, 3),
        Technique::Jellyfish => |marks| fish::basic_fish(marks, 4),
        Technique::XYWing => wings::xy_wing,
        Technique::XYZWing => wings::xyz_wing,
        Technique::Skyscraper | Technique::TwoStringKite | Technique::TurbotFish => {
            strong_links::two_strong_links
        }
        Technique::ThreeStrongLinks => strong_links::three_strong_links,
        Technique::FourStrongLinks => strong_links::four_strong_links,
        Technique::WXYZWing => wings::wxyz_wing,
        Technique::VWXYZWing => wings::vwxyz_wing,
        Technique::UVWXYZWing => wings::uvwxyz_wing,
        Technique::TUVWXYZWing => wings::tuvwxyz_wing,
        Technique::UniqueRectangle | Technique::UniqueLoop => uniqueness::unique_loop,
        Technique::BivalueUniversalGrave => bug::bivalue_universal_grave,
        Technique::AlignedPairExclusion => exclusion::aligned_pair_exclusion,
        Technique::AlignedTripleExclusion => exclusion::aligned_triple_exclusion,
        Technique::XCycle
        | Technique::YCycle
        | Technique::XYCycle
        | Technique::ForcingXChain
        | Technique::ForcingChain => super::chains::cycles_and_forcing_chains,
        Technique::NishioForcingChain => {
            |marks| super::chains::forcing_chains(marks, super::chains::Mode::NISHIO)
        }
        Technique::CellForcingChains | Technique::RegionForcingChains => {
            |marks| super::chains::forcing_chains(marks, super::chains::Mode::MULTIPLE)
        }
        Technique::DynamicContradictionChains
        | Technique::DynamicDoubleChains
        | Technique::DynamicCellForcingChains
        | Technique::DynamicRegionForcingChains => {
            |marks| super::chains::forcing_chains(marks, super::chains::Mode::DYNAMIC)
        }
        Technique::DynamicForcingChainsPlus => {
            |marks| super::chains::forcing_chains(marks, super::chains::Mode::DYNAMIC_PLUS)
        }
        Technique::NestedForcingChains => {
            |marks| super::chains::forcing_chains(marks, super::chains::Mode::nested(2, 0))
        }
    }
}

/// Checks that a step places only the solution's digits and never eliminates one.
fn assert_step_agrees(step: &Step, solution: &Grid, context: &str) {
    for placement in &step.placements {
        assert_eq!(
            solution.digit(placement.cell),
            Some(placement.digit),
            "{context}: {} places a wrong digit: {}",
            step.technique,
            step.explanation
        );
    }
    for elimination in &step.eliminations {
        assert_ne!(
            solution.digit(elimination.cell),
            Some(elimination.digit),
            "{context}: {} eliminates the solution: {}",
            step.technique,
            step.explanation
        );
    }
}

/// `r4c7` as a cell.
fn cell(name: &str) -> Cell {
    let digits: Vec<usize> = name
        .split(['r', 'c'])
        .filter(|part| !part.is_empty())
        .map(|part| part.parse().unwrap())
        .collect();
    Cell::at(digits[0] - 1, digits[1] - 1)
}

/// `["r1c5:3", "r2c9:24"]` as the candidates they name.
fn candidates(names: &[&str]) -> BTreeSet<Candidate> {
    names
        .iter()
        .flat_map(|name| {
            let (at, digits) = name.split_once(':').unwrap();
            let at = cell(at);
            digits.bytes().map(move |d| Candidate {
                cell: at,
                digit: d - b'0',
            })
        })
        .collect()
}

/// Every cell open, pencilled with its solution digit and the decoys named (`"r1c2:5"`).
fn marks_with_decoys(decoys: &[&str]) -> PencilMarks {
    let solution = solution();
    let decoys = candidates(decoys);
    let mut marks = PencilMarks::from_grid(&Grid::EMPTY);
    for at in Cell::all() {
        for digit in 1..=9 {
            let kept = solution.digit(at) == Some(digit)
                || decoys.contains(&Candidate { cell: at, digit });
            if !kept {
                marks.eliminate(at, digit);
            }
        }
    }
    marks
}

/// Finds the technique's step on the marks and checks it is sound and eliminates exactly
/// `expected`.
fn assert_eliminates(technique: Technique, marks: &PencilMarks, expected: &[&str]) -> Step {
    let step = search_for(technique)(marks)
        .unwrap_or_else(|| panic!("{technique} finds nothing in {marks:?}"));
    assert_eq!(step.technique, technique);
    assert_step_agrees(&step, &solution(), "the LeetCode example");
    let eliminated: BTreeSet<Candidate> = step.eliminations.iter().copied().collect();
    assert_eq!(eliminated, candidates(expected), "{}", step.explanation);
    assert!(step.placements.is_empty());
    step
}

/// Pencil marks of a real puzzle part-way through, written compactly: the placed digits as a
/// puzzle line, then the candidates of each empty cell in reading order.
fn marks_of_state(placed: &str, candidates: &str) -> PencilMarks {
    let grid: Grid = placed.parse().unwrap();
    let mut marks = PencilMarks::from_grid(&grid);
    let empty: Vec<Cell> = Cell::all().filter(|&at| grid.digit(at).is_none()).collect();
    let lists: Vec<&str> = candidates.split_whitespace().collect();
    assert_eq!(lists.len(), empty.len(), "one list per empty cell");
    for (at, list) in empty.into_iter().zip(lists) {
        let kept: Vec<u8> = list.bytes().map(|digit| digit - b'0').collect();
        marks.keep_only(at, &kept);
        assert_eq!(marks.at(at).len(), kept.len(), "{list} is allowed in {at}");
    }
    marks
}

/// Finds the technique's step on a real state, checks it against the puzzle's only solution
/// (which the marks must allow), and that it eliminates exactly `expected`, rated `rating`.
fn assert_state_step(
    technique: Technique,
    (placed, lists): (&str, &str),
    expected: &[&str],
    rating: u8,
) -> Step {
    let marks = marks_of_state(placed, lists);
    let grid: Grid = placed.parse().unwrap();
    assert_eq!(solver::count_solutions(&grid, 2), 1);
    let solution = solver::first_solution(&grid).unwrap();
    for at in Cell::all().filter(|&at| grid.digit(at).is_none()) {
        assert!(marks.at(at).contains(solution.digit(at).unwrap()));
    }
    let step = search_for(technique)(&marks)
        .unwrap_or_else(|| panic!("{technique} finds nothing in {marks:?}"));
    assert_eq!(step.technique, technique, "{}", step.explanation);
    assert_step_agrees(&step, &solution, placed);
    let eliminated: BTreeSet<Candidate> = step.eliminations.iter().copied().collect();
    assert_eq!(eliminated, candidates(expected), "{}", step.explanation);
    assert!(step.placements.is_empty());
    assert_eq!(step.rating, Rating::tenths(rating), "{}", step.explanation);
    step
}

/// A real step to find: the technique, the puzzle part-way (for [`marks_of_state`]), the
/// eliminations expected and the step's rating in tenths.
type RealStep<'a> = (Technique, (&'a str, &'a str), &'a [&'a str], u8);

fn assert_finds_nothing(technique: Technique, marks: &PencilMarks) {
    if let Some(step) = search_for(technique)(marks).filter(|step| step.technique == technique) {
        panic!(
            "{technique} should find nothing, found: {}",
            step.explanation
        );
    }
}

#[test]
fn naked_single_places_the_last_candidate_of_a_cell() {
    let marks = PencilMarks::from_grid(&LEETCODE_PUZZLE.parse().unwrap());
    let step = search_for(Technique::NakedSingle)(&marks).unwrap();
    assert_step_agrees(&step, &solution(), "the LeetCode example");
    assert_eq!(
        step.placements,
        [Candidate {
            cell: cell("r5c5"),
            digit: 5
        }]
    );
    assert_eq!(
        step.explanation,
        "5 is the only digit left that row 5, column 5 can hold."
    );
    assert_finds_nothing(
        Technique::NakedSingle,
        &PencilMarks::from_grid(&Grid::EMPTY),
    );
}

#[test]
fn hidden_single_places_the_only_place_of_a_digit_in_a_box_first() {
    let marks = PencilMarks::from_grid(&LEETCODE_PUZZLE.parse().unwrap());
    let step = search_for(Technique::HiddenSingle)(&marks).unwrap();
    assert_step_agrees(&step, &solution(), "the LeetCode example");
    // Boxes come first, unit by unit and digit by digit: box 1 has none, and in box 2 the 8 is
    // kept out of row 3 by r3c3 and out of r1c4 by column 4's r5c4, which leaves r1c6.
    assert_eq!(
        step.placements,
        [Candidate {
            cell: cell("r1c6"),
            digit: 8
        }]
    );
    assert_eq!(step.units, [Unit::Box(1)]);
    assert_eq!(step.rating, Rating::tenths(12));
    assert_eq!(
        step.explanation,
        "Row 1, column 6 is the only cell in box 2 that can hold 8."
    );
    assert_finds_nothing(
        Technique::HiddenSingle,
        &PencilMarks::from_grid(&Grid::EMPTY),
    );
}

#[test]
fn pointing_clears_the_rest_of_the_line() {
    // In box 1, 5 can only go in r1c1 and r1c2, both in row 1.
    let marks = marks_with_decoys(&["r1c2:5", "r1c5:5"]);
    let step = assert_eliminates(Technique::Pointing, &marks, &["r1c5:5"]);
    assert_eq!(
        step.explanation,
        "In box 1, 5 can only go in row 1, so 5 can be removed from the rest of row 1."
    );
    // With the second 5 of box 1 in another row, nothing is locked.
    assert_finds_nothing(
        Technique::Pointing,
        &marks_with_decoys(&["r2c2:5", "r1c5:5"]),
    );
}

#[test]
fn claiming_clears_the_rest_of_the_box() {
    // In row 1, 5 can only go in r1c1 and r1c2, both in box 1.
    let marks = marks_with_decoys(&["r1c2:5", "r2c3:5"]);
    let step = assert_eliminates(Technique::Claiming, &marks, &["r2c3:5"]);
    assert_eq!(
        step.explanation,
        "In row 1, 5 can only go in box 1, so 5 can be removed from the rest of box 1."
    );
    let spread = marks_with_decoys(&["r1c2:5", "r2c3:5", "r1c5:5"]);
    assert_finds_nothing(Technique::Claiming, &spread);
}

#[test]
fn naked_pair_clears_its_digits_from_the_unit() {
    let marks = marks_with_decoys(&["r1c1:3", "r1c2:5", "r1c5:3"]);
    let step = assert_eliminates(Technique::NakedPair, &marks, &["r1c5:3"]);
    assert_eq!(
        step.explanation,
        "Row 1, columns 1 and 2 can only hold 3 and 5 between them, so 3 and 5 can be removed from \
         the rest of row 1."
    );
    let three_digits = marks_with_decoys(&["r1c1:3", "r1c2:59", "r1c5:3"]);
    assert_finds_nothing(Technique::NakedPair, &three_digits);
}

#[test]
fn hidden_pair_clears_the_other_candidates_of_its_cells() {
    let marks = marks_with_decoys(&["r1c1:39", "r1c2:5"]);
    let step = assert_eliminates(Technique::HiddenPair, &marks, &["r1c1:9"]);
    // Boxes come before rows: the pair is found in box 1.
    assert_eq!(
        step.explanation,
        "In box 1, 3 and 5 can only go in row 1, columns 1 and 2, so those cells can hold nothing \
         else."
    );
    // A third place for 3, in both the row and the box, breaks the pair everywhere.
    let broken = marks_with_decoys(&["r1c1:39", "r1c2:5", "r1c3:3"]);
    assert_finds_nothing(Technique::HiddenPair, &broken);
}

#[test]
fn naked_triple_needs_three_cells_with_three_digits() {
    let marks = marks_with_decoys(&["r1c1:3", "r1c2:4", "r1c3:5", "r1c9:4"]);
    assert_eliminates(Technique::NakedTriple, &marks, &["r1c9:4"]);
    let four_digits = marks_with_decoys(&["r1c1:3", "r1c2:4", "r1c3:57", "r1c9:4"]);
    assert_finds_nothing(Technique::NakedTriple, &four_digits);
}

#[test]
fn hidden_triple_needs_three_digits_in_three_cells() {
    // In row 1, 5, 6 and 9 can only go in r1c1, r1c4 and r1c7.
    let marks = marks_with_decoys(&["r1c1:62", "r1c4:9", "r1c7:5"]);
    assert_eliminates(Technique::HiddenTriple, &marks, &["r1c1:2"]);
    let fourth_place = marks_with_decoys(&["r1c1:62", "r1c4:9", "r1c7:5", "r1c9:5"]);
    assert_finds_nothing(Technique::HiddenTriple, &fourth_place);
}

#[test]
fn naked_quad_needs_four_cells_with_four_digits() {
    let marks = marks_with_decoys(&["r1c1:3", "r1c2:4", "r1c3:6", "r1c4:5", "r1c9:6"]);
    assert_eliminates(Technique::NakedQuad, &marks, &["r1c9:6"]);
    let five_digits = marks_with_decoys(&["r1c1:3", "r1c2:4", "r1c3:6", "r1c4:57", "r1c9:6"]);
    assert_finds_nothing(Technique::NakedQuad, &five_digits);
}

#[test]
fn hidden_quad_needs_four_digits_in_four_cells() {
    // In row 1, 3, 5, 6 and 9 can only go in r1c1, r1c2, r1c4 and r1c7.
    let marks = marks_with_decoys(&["r1c1:32", "r1c2:6", "r1c4:9", "r1c7:5"]);
    assert_eliminates(Technique::HiddenQuad, &marks, &["r1c1:2"]);
    let fifth_place = marks_with_decoys(&["r1c1:32", "r1c2:6", "r1c4:9", "r1c7:5", "r1c9:3"]);
    assert_finds_nothing(Technique::HiddenQuad, &fifth_place);
}

#[test]
fn x_wing_clears_its_two_columns() {
    // In rows 1 and 4, 5 can only go in columns 1 and 2.
    let marks = marks_with_decoys(&["r1c2:5", "r4c1:5", "r7c1:5"]);
    let step = assert_eliminates(Technique::XWing, &marks, &["r7c1:5"]);
    assert_eq!(
        step.explanation,
        "In rows 1 and 4, 5 can only go in columns 1 and 2, so 5 can be removed from the rest of \
         columns 1 and 2."
    );
    let third_column = marks_with_decoys(&["r1c2:5", "r4c1:5", "r7c1:5", "r1c3:5"]);
    assert_finds_nothing(Technique::XWing, &third_column);
}

#[test]
fn swordfish_clears_its_three_columns() {
    // In rows 1, 4 and 7, 5 can only go in columns 1, 2 and 4.
    let marks = marks_with_decoys(&["r1c2:5", "r4c4:5", "r7c1:5", "r9c2:5"]);
    assert_eliminates(Technique::Swordfish, &marks, &["r9c2:5"]);
    let fourth_column = marks_with_decoys(&["r1c2:5", "r4c4:5", "r7c1:5", "r9c2:5", "r1c9:5"]);
    assert_finds_nothing(Technique::Swordfish, &fourth_column);
}

#[test]
fn jellyfish_clears_its_four_columns() {
    // In rows 1, 4, 7 and 9, 5 can only go in columns 1 to 4.
    let marks = marks_with_decoys(&["r1c2:5", "r4c4:5", "r7c3:5", "r9c1:5", "r2c3:5"]);
    assert_eliminates(Technique::Jellyfish, &marks, &["r2c3:5"]);
    let fifth_column =
        marks_with_decoys(&["r1c2:5", "r4c4:5", "r7c3:5", "r9c1:5", "r2c3:5", "r1c9:5"]);
    assert_finds_nothing(Technique::Jellyfish, &fifth_column);
}

#[test]
fn xy_wing_clears_the_cells_seeing_both_wings() {
    // Pivot r1c1 (3 or 5), wings r1c5 (5 or 7) and r6c1 (3 or 7): one wing is 7.
    let marks = marks_with_decoys(&["r1c1:3", "r1c5:5", "r6c1:3", "r6c5:7"]);
    let step = assert_eliminates(Technique::XYWing, &marks, &["r6c5:7"]);
    assert_eq!(step.cells, [cell("r1c1"), cell("r1c5"), cell("r6c1")]);
    let no_wing = marks_with_decoys(&["r1c1:3", "r1c5:5", "r6c1:39", "r6c5:7"]);
    assert_finds_nothing(Technique::XYWing, &no_wing);
}

#[test]
fn xyz_wing_clears_the_cells_seeing_all_three() {
    // Pivot r1c1 (3, 5 or 7), wings r1c2 (3 or 7) and r6c1 (5 or 7): one of the three is 7.
    let marks = marks_with_decoys(&["r1c1:37", "r1c2:7", "r6c1:5", "r2c1:7"]);
    assert_eliminates(Technique::XYZWing, &marks, &["r2c1:7"]);
    let four_candidates = marks_with_decoys(&["r1c1:379", "r1c2:7", "r6c1:5", "r2c1:7"]);
    assert_finds_nothing(Technique::XYZWing, &four_candidates);
}
