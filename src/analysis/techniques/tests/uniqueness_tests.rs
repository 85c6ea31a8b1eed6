//! Unique rectangles and loops, and BUG: on decoys around the LeetCode solution, and on real
//! puzzles part-way through, where Sukaku Explainer takes the same step (checked with its
//! UniqueLoops and BivalueUniversalGrave on these very marks).

use super::*;

/// The four corners r1c3, r1c9, r2c3 and r2c9 holding 2 and 4 (r1c3 and r2c3 in box 1, the
/// others in box 3), with more decoys.
fn rectangle_with(more: &[&str]) -> PencilMarks {
    let mut decoys = vec!["r1c3:2", "r1c9:4"];
    decoys.extend_from_slice(more);
    marks_with_decoys(&decoys)
}

#[test]
fn unique_rectangle_type_1_clears_the_pair_from_the_fourth_corner() {
    // r1c3, r1c9 and r2c3 can only be 2 or 4; r2c9 (also 8) would complete the deadly pattern.
    let marks = rectangle_with(&["r2c3:4", "r2c9:24"]);
    let step = assert_eliminates(Technique::UniqueRectangle, &marks, &["r2c9:24"]);
    assert_eq!(step.rating, Rating::tenths(45));
    assert_eq!(
        step.explanation,
        "Unique rectangle type 1: the cells where rows 1 and 2 cross columns 3 and 9 would hold \
         only 2 and 4 and give the puzzle a second solution if row 2, column 9 were 2 or 4, so it \
         can't be either."
    );
    // With a third candidate in r2c3 as well, neither corner is forced.
    let open_corners = rectangle_with(&["r2c3:49", "r2c9:24", "r2c5:2", "r2c6:4"]);
    assert_finds_nothing(Technique::UniqueRectangle, &open_corners);
}

#[test]
fn unique_rectangle_type_2_clears_the_shared_extra_digit_from_cells_seeing_both() {
    // r2c3 and r2c9 both hold 8 besides 2 and 4: one of them is 8.
    let marks = rectangle_with(&["r2c3:48", "r2c9:24", "r2c5:8"]);
    let step = assert_eliminates(Technique::UniqueRectangle, &marks, &["r2c5:8"]);
    assert_eq!(step.rating, Rating::tenths(45));
    assert!(step.explanation.starts_with("Unique rectangle type 2: "));
}

#[test]
fn unique_rectangle_type_3_makes_a_naked_pair_with_the_extra_digits() {
    // r2c3 (5) and r2c9 (8) act as one cell holding 5 or 8, a naked pair with r2c6 (5 or 8)
    // in row 2. The 2 in r2c7 keeps it from being a type 4.
    let marks = rectangle_with(&["r2c3:45", "r2c9:24", "r2c6:8", "r2c7:2", "r2c4:8", "r2c1:5"]);
    let step = assert_eliminates(Technique::UniqueRectangle, &marks, &["r2c1:5", "r2c4:8"]);
    assert_eq!(step.rating, Rating::tenths(46));
    assert_eq!(step.units, [Unit::Row(1)]);
    assert!(step.explanation.starts_with("Unique rectangle type 3: "));
}

#[test]
fn unique_rectangle_type_3_makes_a_hidden_pair_with_the_pattern_digits() {
    // In row 2, 2 and 4 can only go in one of r2c3 and r2c9 (the other is 5 or 8) and in r2c8,
    // which can then hold nothing else.
    let marks = rectangle_with(&["r2c3:45", "r2c9:24", "r2c8:27"]);
    let step = assert_eliminates(Technique::UniqueRectangle, &marks, &["r2c8:7"]);
    assert_eq!(step.rating, Rating::tenths(45));
}

#[test]
fn unique_rectangle_type_4_keeps_the_digit_locked_in_the_pair() {
    // In row 2, 2 can only go in r2c3 and r2c9, so one of them is 2 and neither can be 4.
    let marks = rectangle_with(&["r2c3:49", "r2c9:24"]);
    let step = assert_eliminates(Technique::UniqueRectangle, &marks, &["r2c3:4", "r2c9:4"]);
    assert_eq!(step.rating, Rating::tenths(45));
    assert_eq!(step.units, [Unit::Row(1)]);
}

#[test]
fn of_two_rectangles_the_lower_type_comes_first_even_when_found_later() {
    // The type 2 of rows 1 and 2 is found first, but the type 1 of r8c1, r8c4, r9c1 and r9c4
    // (r9c1 also 3) comes first in Sukaku Explainer's order.
    let marks = rectangle_with(&[
        "r2c3:48", "r2c9:24", "r2c5:8", "r8c1:4", "r8c4:2", "r9c4:4", "r9c1:24",
    ]);
    assert_eliminates(Technique::UniqueRectangle, &marks, &["r9c1:24"]);
}

const UNIQUE_LOOP_TYPE_1: (&str, &str) = (
    "49.36.71.12.97854..7.1.4...532847691749613.5.8615..4372.473.1.....2.1.74917486325",
    "58 25 28 36 36 36 58 25 289 68 369 28 28 29 29 58 59 68 69 36 58 36 59 89",
);

const BUG_TYPE_1: (&str, &str) = (
    "275346819934812.7.861759...628574391193268..7457193..85496371823129857..7864219..",
    "56 56 24 234 34 45 45 26 26 46 46 35 35",
);

#[test]
fn unique_loop_type_1_of_six_cells() {
    let step = assert_state_step(Technique::UniqueLoop, UNIQUE_LOOP_TYPE_1, &["r3c9:36"], 46);
    assert_eq!(
        step.explanation,
        "Unique loop type 1: row 2, columns 3 and 9; row 3, columns 1 and 9; and row 8, columns 1 \
         and 3 would hold only 3 and 6 and give the puzzle a second solution if row 3, column 9 \
         were 3 or 6, so it can't be either."
    );
    // Sukaku Explainer finds no unique loop once the grave is all that is left.
    let marks = marks_of_state(BUG_TYPE_1.0, BUG_TYPE_1.1);
    assert_finds_nothing(Technique::UniqueLoop, &marks);
}

const UNIQUE_LOOP_TYPE_2: (&str, &str) = (
    "92.863.45.5.2.9.868.....9.2.8.49652.695.2.4.84.2..869.3.9..28.457863421924.98....",
    "17 17 17 34 47 137 36 46 15 145 157 37 17 137 13 13 17 37 13 357 57 17 16 157 17 56 16 15 \
     37 56 37",
);

#[test]
fn unique_loop_type_2_of_six_cells() {
    // r2c7 and r4c3 both hold 3 besides 1 and 7; r2c3 sees both.
    assert_state_step(Technique::UniqueLoop, UNIQUE_LOOP_TYPE_2, &["r2c3:3"], 46);
}

#[test]
fn unique_loop_type_3_of_eight_cells_with_a_hidden_pair() {
    // r1c2-r1c3-r7c3-r7c1-r4c1-r4c4-r6c4-r6c2 on 5 and 7: in column 4, 5 and 7 need r9c4 besides
    // r4c4 or r6c4.
    let state = (
        "9...423.8418.5.7..362..7.54.46.1....23.4.6.758...2.4...8.2316491.3.645.76.4.7..31",
        "57 57 16 16 369 39 269 26 189 89 19 57 35789 3589 289 289 23 19 89 189 57 19 3579 359 169 \
         36 57 57 29 89 28 29 589 589 28",
    );
    let step = assert_state_step(Technique::UniqueLoop, state, &["r9c4:89"], 47);
    assert_eq!(step.units, [Unit::Column(3)]);
}

#[test]
fn unique_loop_type_4_of_six_cells() {
    // In row 8, 4 can only go in r8c5 and r8c6.
    let state = (
        ".3..5..1.81.239.54..5816.....19834.....625..1693..12853.219854.1..5....3..43..1..",
        "29 69 47 47 689 289 67 67 2479 247 37 237 29 25 25 67 67 47 478 78 39 39 47 47 67 67 678 \
         789 467 247 789 2679 579 5678 67 27 2679 289",
    );
    assert_state_step(Technique::UniqueLoop, state, &["r8c5:7", "r8c6:7"], 46);
}

#[test]
fn unique_rectangle_type_3_naked_pair_clears_the_rest_of_its_unit_only() {
    // r1c4 and r1c9 (4 and 8, with 5 or 7) and r1c5 (5 or 7) form a naked pair in row 1; 7 in
    // r2c4 sees all its places but is not in row 1, and stays.
    let state = (
        "2.3..1.9.4...293..195...72.82.6.4...316.8.249...3.28.6..21..98.9.124...7.3.9....2",
        "678 4578 57 456 458 678 78 578 156 158 48 36 36 48 79 19 15 1357 135 57 57 57 457 479 19 \
         17 567 457 3567 3567 345 58 3568 56 356 567 478 567 5678 1456 156",
    );
    assert_state_step(Technique::UniqueRectangle, state, &["r1c2:7", "r1c7:5"], 46);
}

#[test]
fn bug_type_1_keeps_the_bug_candidate() {
    let step = assert_state_step(
        Technique::BivalueUniversalGrave,
        BUG_TYPE_1,
        &["r3c8:23"],
        56,
    );
    assert_eq!(
        step.explanation,
        "BUG type 1: without 4 in row 3, column 8, every empty cell would hold two candidates and \
         every digit would have two places in each unit that still needs it, which allows two \
         solutions, so row 3, column 8 must be 4."
    );
    // Once r3c8 is 4, no unit has a digit with more than two places: no BUG.
    let mut marks = marks_of_state(BUG_TYPE_1.0, BUG_TYPE_1.1);
    marks.apply(&step);
    assert_finds_nothing(Technique::BivalueUniversalGrave, &marks);
    // Nor is there one while a unique loop is left.
    let marks = marks_of_state(UNIQUE_LOOP_TYPE_2.0, UNIQUE_LOOP_TYPE_2.1);
    assert_finds_nothing(Technique::BivalueUniversalGrave, &marks);
}

#[test]
fn bug_type_2_clears_the_one_bug_digit_from_cells_seeing_every_bug_cell() {
    // The BUG candidates are 3 in r1c5, r8c3 and r8c4; r8c5 sees all three.
    let state = (
        "9.1...5.7..51973.272..4.18936421897527945361851867923445.7.1896.9.....2....96..5.",
        "34 38 238 26 46 68 48 46 36 35 56 23 23 16 367 358 38 45 47 13 18 38 27 24 47 13",
    );
    let step = assert_state_step(Technique::BivalueUniversalGrave, state, &["r8c5:3"], 57);
    assert_eq!(step.cells, [cell("r1c5"), cell("r8c3"), cell("r8c4")]);
}

#[test]
fn bug_type_3_makes_a_naked_set_with_the_bug_digits() {
    // The BUG cells r9c2, r9c4 and r9c6 hold 1 or 5 between them, a naked pair with r9c5.
    let state = (
        "68....1...21..84.74.73..68..42.3.956.1.296874.69.4.213138..25492.498..61..6....28",
        "35 47 27 49 39 25 39 56 56 39 59 12 19 25 78 18 17 35 35 78 58 57 67 67 57 35 37 59 579 \
         145 15 1345 37",
    );
    let step = assert_state_step(Technique::BivalueUniversalGrave, state, &["r9c1:5"], 58);
    assert_eq!(step.units, [Unit::Row(8)]);
}

#[test]
fn bug_type_4_keeps_the_shared_digit_and_the_bug_candidates() {
    // r9c3 and r9c7 (BUG candidates 6 and 7) are the only places of 1 in row 9.
    let state = (
        "5384179629172654382..398..1729684315.8.951.2..5.723849.7514928...28.6...8..5.2..4",
        "46 46 57 57 34 34 67 67 16 16 36 36 14 49 37 15 59 37 69 136 37 167 79",
    );
    assert_state_step(
        Technique::BivalueUniversalGrave,
        state,
        &["r9c3:3", "r9c7:6"],
        57,
    );
}
