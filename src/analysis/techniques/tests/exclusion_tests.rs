//! Aligned pair and triple exclusion on real puzzles part-way through (decoys around a solved
//! grid can't show them: Sukaku Explainer leaves out base cells that see a cell with a single
//! candidate). Sukaku Explainer takes the same steps on these marks, and finds none where
//! these tests find none.

use super::*;

const PAIR: (&str, &str) = (
    "..1.4....589617324347.5.1868.34952...15.8..4.4.2.6.5.8..4.7....7.6.348.2.3852647.",
    "26 26 38 38 79 59 579 29 29 67 16 17 69 237 23 679 379 79 137 13 39 129 259 189 189 69 \
     1356 1359 59 19 159 19 19",
);

const TRIPLE: (&str, &str) = (
    "3.7..8.92.8.9..36..9..43.87..3825.19..2.9.8358593.12..9.853..2..24.89.5353....9.8",
    "146 16 156 145 124 15 157 27 14 126 156 126 15 467 467 67 167 167 467 467 67 47 46 167 467 \
     1467 146 167 167 167 16 12467 167 2467 47",
);

#[test]
fn aligned_pair_exclusion_rules_out_what_would_empty_an_excluder() {
    // r7c8 (1, 3, 5 or 9) and r8c8 (1, 5 or 9) both see r1c8 (5 or 9), r7c7 (1 or 9) and r9c9
    // (1 or 9) among others: with 9 in r8c8, r7c8 would have to be 1 or 5, and either empties
    // one of them.
    let step = assert_state_step(Technique::AlignedPairExclusion, PAIR, &["r8c8:9"], 62);
    assert_eq!(
        step.explanation,
        "Rows 7 and 8, column 8 both see row 1, column 8; row 4, column 8; row 6, column 8; row 7, \
         column 7; and row 9, column 9, so they can't take all the candidates of one of those, nor \
         one digit twice in a unit; every way of filling them with 9 in row 8, column 8 does one \
         of those, so it can be removed."
    );
    assert_finds_nothing(
        Technique::AlignedPairExclusion,
        &marks_of_state(TRIPLE.0, TRIPLE.1),
    );
}

#[test]
fn aligned_triple_exclusion_rules_out_what_would_empty_an_excluder() {
    // r1c4, r3c4 and r7c6 all see r2c6 (6 or 7) and r8c4 (1, 6 or 7).
    let step = assert_state_step(Technique::AlignedTripleExclusion, TRIPLE, &["r7c6:7"], 75);
    assert_eq!(step.cells.len(), 5);
    assert_finds_nothing(
        Technique::AlignedTripleExclusion,
        &marks_of_state(PAIR.0, PAIR.1),
    );
}
