//! Direct hidden pairs and triples, and Sudoku Explainer's order among subsets.

use super::*;

#[test]
fn direct_hidden_pair_places_the_single_the_pair_leaves() {
    // In box 1 (searched before row 1), 3 and 5 can only go in r1c1 and r1c2; r1c1's decoy 9
    // goes, and r3c2 is left as box 1's only place for 9.
    let marks = marks_with_decoys(&["r1c1:39", "r1c2:5"]);
    let step = search_for(Technique::DirectHiddenPair)(&marks).unwrap();
    assert_eq!(step.technique, Technique::DirectHiddenPair);
    assert_eq!(step.rating, Rating::tenths(20));
    assert_step_agrees(&step, &solution(), "the LeetCode example");
    assert_eq!(
        step.placements,
        [Candidate {
            cell: cell("r3c2"),
            digit: 9
        }]
    );
    assert!(step.eliminations.is_empty());
    assert_eq!(step.units, [Unit::Box(0)]);
    assert_eq!(
        step.explanation,
        "In box 1, 3 and 5 can only go in row 1, columns 1 and 2, which leaves row 3, column 2 as \
         the only cell that can hold 9."
    );
    // A third place for 9 in box 1 and in row 1 leaves no single.
    let spread = marks_with_decoys(&["r1c1:39", "r1c2:5", "r2c3:9", "r1c8:9"]);
    assert_finds_nothing(Technique::DirectHiddenPair, &spread);
    assert_eliminates(Technique::HiddenPair, &spread, &["r1c1:9"]);
}

#[test]
fn direct_hidden_triple_places_the_single_the_triple_leaves() {
    // In row 1, 5, 6 and 9 can only go in r1c1, r1c4 and r1c7; r1c1's decoy 2 goes, leaving
    // r1c9. No box or column holds three such digits.
    let marks = marks_with_decoys(&["r1c1:62", "r1c4:9", "r1c7:5"]);
    let step = search_for(Technique::DirectHiddenTriple)(&marks).unwrap();
    assert_eq!(step.technique, Technique::DirectHiddenTriple);
    assert_eq!(step.rating, Rating::tenths(25));
    assert_step_agrees(&step, &solution(), "the LeetCode example");
    assert_eq!(
        step.placements,
        [Candidate {
            cell: cell("r1c9"),
            digit: 2
        }]
    );
    assert!(step.eliminations.is_empty());
    assert_eq!(step.units, [Unit::Row(0)]);
    let spread = marks_with_decoys(&["r1c1:62", "r1c4:9", "r1c7:5", "r1c8:2"]);
    assert_finds_nothing(Technique::DirectHiddenTriple, &spread);
}

#[test]
fn subsets_are_tried_by_their_last_cell_first() {
    // Two naked pairs in row 1: r1c1 and r1c4 (5 and 6), r1c2 and r1c3 (3 and 4). Sudoku
    // Explainer tries the choices of cells in increasing order of their last cell, so the
    // pair ending at r1c3 comes first.
    let marks = marks_with_decoys(&["r1c1:6", "r1c4:5", "r1c2:4", "r1c3:3", "r1c8:5", "r1c9:3"]);
    let step = assert_eliminates(Technique::NakedPair, &marks, &["r1c9:3"]);
    assert_eq!(step.cells, [cell("r1c2"), cell("r1c3")]);
    assert_eq!(step.rating, Rating::tenths(30));
}

#[test]
fn choices_come_in_increasing_order_of_their_masks() {
    let masks: Vec<u32> = subsets::choices(4, 2).collect();
    assert_eq!(masks, [0b0011, 0b0101, 0b0110, 0b1001, 0b1010, 0b1100]);
    assert_eq!(subsets::choices(9, 4).count(), 126);
    assert_eq!(subsets::choices(3, 4).count(), 0);
}
