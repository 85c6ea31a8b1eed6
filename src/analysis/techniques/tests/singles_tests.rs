//! Full houses and hidden singles in Sudoku Explainer's order.

use super::*;

/// The LeetCode solution with the named cells (`"r5c5"`) left empty.
fn solution_without(cells: &[&str]) -> PencilMarks {
    let mut grid = solution();
    for name in cells {
        grid.set(cell(name), None);
    }
    PencilMarks::from_grid(&grid)
}

fn assert_places(step: &Step, technique: Technique, rating: u8, placed: &str, unit: Unit) {
    assert_eq!(step.technique, technique, "{}", step.explanation);
    assert_eq!(step.rating, Rating::tenths(rating));
    assert_eq!(
        step.placements.iter().copied().collect::<BTreeSet<_>>(),
        candidates(&[placed])
    );
    assert!(step.eliminations.is_empty());
    assert_eq!(step.units, [unit]);
    assert_step_agrees(step, &solution(), "the LeetCode solution");
}

#[test]
fn a_full_house_anywhere_comes_before_a_hidden_single() {
    // Box 1 has a hidden single (r1c2 is its only place for 3: r1c1 sees the 3 of r9c1, r2c1
    // and r2c2 the 3 of r2c7), but r9c9 is the last empty cell of box 9.
    let marks = solution_without(&["r1c1", "r1c2", "r2c1", "r2c2", "r9c9"]);
    let step = search_for(Technique::HiddenSingle)(&marks).unwrap();
    assert_places(&step, Technique::FullHouse, 10, "r9c9:9", Unit::Box(8));
    assert_eq!(
        step.explanation,
        "Row 9, column 9 is the last empty cell of box 9, so it holds the missing 9."
    );
    let marks = solution_without(&["r1c1", "r1c2", "r2c1", "r2c2"]);
    let step = search_for(Technique::HiddenSingle)(&marks).unwrap();
    assert_places(&step, Technique::HiddenSingle, 12, "r1c2:3", Unit::Box(0));
}

#[test]
fn full_houses_are_sought_in_boxes_then_columns_then_rows() {
    // r5c5 and r5c6 share row 5 and box 5, but each is the last empty cell of its column.
    let marks = solution_without(&["r5c5", "r5c6"]);
    let step = search_for(Technique::HiddenSingle)(&marks).unwrap();
    assert_places(&step, Technique::FullHouse, 10, "r5c5:5", Unit::Column(4));
    // Here every box and column has two empty cells or more, and rows 1 and 3 have one.
    let marks = solution_without(&["r1c1", "r2c1", "r2c2", "r3c2"]);
    let step = search_for(Technique::HiddenSingle)(&marks).unwrap();
    assert_places(&step, Technique::FullHouse, 10, "r1c1:5", Unit::Row(0));
}
