//! Direct pointing and claiming, and the order of Sudoku Explainer's four passes.

use super::*;

/// Finds the technique's step, checks it only places the one digit expected, and returns it.
fn assert_places(technique: Technique, marks: &PencilMarks, placed: &str) -> Step {
    let step = search_for(technique)(marks)
        .unwrap_or_else(|| panic!("{technique} finds nothing in {marks:?}"));
    assert_eq!(step.technique, technique, "{}", step.explanation);
    assert_step_agrees(&step, &solution(), "the LeetCode example");
    assert_eq!(
        step.placements.iter().copied().collect::<BTreeSet<_>>(),
        candidates(&[placed])
    );
    assert!(step.eliminations.is_empty(), "{}", step.explanation);
    step
}

#[test]
fn direct_pointing_places_the_single_the_lock_leaves() {
    // In box 1, 5 can only go in r1c1 and r2c1 (column 1); that takes r4c1 from box 4's places
    // for 5, leaving r4c2.
    let marks = marks_with_decoys(&["r2c1:5", "r4c1:5"]);
    let step = assert_places(Technique::DirectPointing, &marks, "r4c2:5");
    assert_eq!(step.rating, Rating::tenths(17));
    assert_eq!(step.cells, [cell("r1c1"), cell("r2c1"), cell("r4c2")]);
    assert_eq!(step.units, [Unit::Box(0), Unit::Column(0), Unit::Box(3)]);
    assert_eq!(
        step.explanation,
        "In box 1, 5 can only go in column 1, which leaves row 4, column 2 as the only cell of box \
         4 that can hold 5."
    );
    // With a third place for 5 in box 4, the lock still eliminates but places nothing.
    let open = marks_with_decoys(&["r2c1:5", "r4c1:5", "r5c3:5"]);
    assert_finds_nothing(Technique::DirectPointing, &open);
    assert_eliminates(Technique::Pointing, &open, &["r4c1:5"]);
}

#[test]
fn direct_claiming_places_the_single_the_lock_leaves() {
    // In column 1, 5 can only go in r1c1 and r2c1 (box 1), which takes r2c2 from column 2's
    // places for 5, leaving r4c2. Box 1's 5s are not in one line, so nothing points.
    let marks = marks_with_decoys(&["r2c1:5", "r2c2:5"]);
    assert_finds_nothing(Technique::DirectPointing, &marks);
    let step = assert_places(Technique::DirectClaiming, &marks, "r4c2:5");
    assert_eq!(step.rating, Rating::tenths(19));
    assert_eq!(step.units, [Unit::Column(0), Unit::Box(0), Unit::Column(1)]);
}

#[test]
fn boxes_pointing_along_columns_come_first_whatever_the_digit() {
    // Box 1 confines 3 to row 1 (removing r1c5's 3) and 5 to column 1 (removing r7c1's 5):
    // Sudoku Explainer looks at columns for every digit before it looks at rows.
    let marks = marks_with_decoys(&["r1c3:3", "r1c5:3", "r2c1:5", "r7c1:5"]);
    let step = assert_eliminates(Technique::Pointing, &marks, &["r7c1:5"]);
    assert_eq!(step.rating, Rating::tenths(26));
    // Claiming comes after every pointing: here column 1 claims box 1 (r2c2 loses its 5) and
    // box 1 points along row 1 (r1c5 loses its 3).
    let marks = marks_with_decoys(&["r1c3:3", "r1c5:3", "r2c1:5", "r2c2:5"]);
    assert_eliminates(Technique::Pointing, &marks, &["r1c5:3"]);
    let claiming = marks_with_decoys(&["r2c1:5", "r2c2:5"]);
    let step = assert_eliminates(Technique::Claiming, &claiming, &["r2c2:5"]);
    assert_eq!(step.rating, Rating::tenths(28));
}
