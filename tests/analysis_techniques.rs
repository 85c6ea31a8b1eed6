//! Every technique on hand-made pencil marks where it applies and where it must not.
//!
//! Most states are built on one solved grid (the LeetCode example's solution): every cell is left
//! open, pencilled with its solution digit plus a few *decoys*, wrong digits placed by hand to
//! form the technique's pattern. The solution is then one way to fill in the marks, so a sound
//! technique can never eliminate a solution digit nor place any other: each step is checked
//! against it, besides checking the exact eliminations expected.

mod common;

use std::collections::BTreeSet;

use common::{assert_step_agrees, LEETCODE_PUZZLE, LEETCODE_SOLUTION};
use sudoku_wasm::{Candidate, Cell, Grid, PencilMarks, Step, Technique, Unit};

fn solution() -> Grid {
    LEETCODE_SOLUTION.parse().unwrap()
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
    let step = technique
        .find(marks)
        .unwrap_or_else(|| panic!("{technique} finds nothing in {marks:?}"));
    assert_eq!(step.technique, technique);
    assert_step_agrees(&step, &solution(), "the LeetCode example");
    let eliminated: BTreeSet<Candidate> = step.eliminations.iter().copied().collect();
    assert_eq!(eliminated, candidates(expected), "{}", step.explanation);
    assert!(step.placements.is_empty());
    step
}

fn assert_finds_nothing(technique: Technique, marks: &PencilMarks) {
    if let Some(step) = technique.find(marks) {
        panic!(
            "{technique} should find nothing, found: {}",
            step.explanation
        );
    }
}

#[test]
fn naked_single_places_the_last_candidate_of_a_cell() {
    let marks = PencilMarks::from_grid(&LEETCODE_PUZZLE.parse().unwrap());
    let step = Technique::NakedSingle.find(&marks).unwrap();
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
        "5 is the only digit left that r5c5 can hold."
    );
    assert_finds_nothing(
        Technique::NakedSingle,
        &PencilMarks::from_grid(&Grid::EMPTY),
    );
}

#[test]
fn hidden_single_places_the_only_place_of_a_digit_in_a_box_first() {
    let marks = PencilMarks::from_grid(&LEETCODE_PUZZLE.parse().unwrap());
    let step = Technique::HiddenSingle.find(&marks).unwrap();
    assert_step_agrees(&step, &solution(), "the LeetCode example");
    // Boxes come first, and in box 9 the 1 is kept out of r8c7 and r8c8 by row 8's 1 and out
    // of r7c9 by column 9's, which leaves r9c7.
    assert_eq!(
        step.placements,
        [Candidate {
            cell: cell("r9c7"),
            digit: 1
        }]
    );
    assert_eq!(step.units, [Unit::Box(8)]);
    assert_eq!(
        step.explanation,
        "r9c7 is the only cell in box 9 that can hold 1."
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
        "r1c1 and r1c2 can only hold 3 and 5 between them, so 3 and 5 can be removed from the \
         rest of row 1."
    );
    let three_digits = marks_with_decoys(&["r1c1:3", "r1c2:59", "r1c5:3"]);
    assert_finds_nothing(Technique::NakedPair, &three_digits);
}

#[test]
fn hidden_pair_clears_the_other_candidates_of_its_cells() {
    let marks = marks_with_decoys(&["r1c1:39", "r1c2:5"]);
    let step = assert_eliminates(Technique::HiddenPair, &marks, &["r1c1:9"]);
    assert_eq!(
        step.explanation,
        "In row 1, 3 and 5 can only go in r1c1 and r1c2, so those cells can hold nothing else."
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

#[test]
fn w_wing_clears_the_cells_seeing_both_ends() {
    // r1c1 and r5c6 are both 3 or 5; column 2's only 3s, r1c2 and r5c2, see one each.
    let marks = marks_with_decoys(&["r1c1:3", "r5c6:5", "r5c2:3", "r1c6:5"]);
    let step = assert_eliminates(Technique::WWing, &marks, &["r1c6:5"]);
    assert_eq!(step.units, [Unit::Column(1)]);
    let no_link = marks_with_decoys(&["r1c1:3", "r5c6:5", "r5c2:3", "r1c6:5", "r8c2:3"]);
    assert_finds_nothing(Technique::WWing, &no_link);
}

#[test]
fn simple_colouring_wrap_clears_the_colour_that_sees_itself() {
    // The 5s of r1c1 = r1c7 = r3c7 = r3c8 = r6c8 alternate colours; r1c7 and r3c8 share box 3.
    let marks = marks_with_decoys(&["r1c7:5", "r3c8:5"]);
    assert_eliminates(Technique::SimpleColouring, &marks, &["r1c7:5", "r3c8:5"]);
}

#[test]
fn simple_colouring_trap_clears_a_cell_seeing_both_colours() {
    // r8c1 sees r1c1 (one colour, through column 1) and r7c2 (the other, through box 7).
    let marks = marks_with_decoys(&["r1c4:5", "r7c2:5", "r8c1:5", "r5c1:5"]);
    assert_eliminates(Technique::SimpleColouring, &marks, &["r8c1:5"]);
    // The same chain with no cell seeing both colours.
    assert_finds_nothing(
        Technique::SimpleColouring,
        &marks_with_decoys(&["r1c4:5", "r7c2:5"]),
    );
}

#[test]
fn unique_rectangle_clears_the_pair_from_the_fourth_corner() {
    // r1c3, r1c9 and r2c3 can only be 2 or 4; r2c9 would complete the deadly pattern.
    let marks = marks_with_decoys(&["r1c3:2", "r1c9:4", "r2c3:4", "r2c9:24"]);
    assert_eliminates(Technique::UniqueRectangle, &marks, &["r2c9:24"]);
    let open_corner = marks_with_decoys(&["r1c3:2", "r1c9:4", "r2c3:49", "r2c9:24"]);
    assert_finds_nothing(Technique::UniqueRectangle, &open_corner);
    assert!(Technique::UniqueRectangle.assumes_unique_solution());
}

#[test]
fn x_chain_clears_the_cells_seeing_both_ends() {
    // 5 in column 4 is r1c4 or r7c4, and in box 9 r7c8 or r8c9; r7c4 and r7c8 share row 7.
    let marks = marks_with_decoys(&["r1c4:5", "r1c9:5", "r7c8:5"]);
    let step = assert_eliminates(Technique::XChain, &marks, &["r1c9:5"]);
    assert_eq!(
        step.explanation,
        "In the chain r1c4=r7c4-r7c8=r8c9 of 5s (= joins the only two places of a unit, - two \
         places that see each other), if r1c4 isn't 5 then r8c9 is, so r1c9 sees both ends and \
         can't be 5."
    );
    // A skyscraper (r7c4=r1c4-r1c9=r8c9) with no cell seeing both ends.
    assert_finds_nothing(Technique::XChain, &marks_with_decoys(&["r1c4:5", "r1c9:5"]));
}
