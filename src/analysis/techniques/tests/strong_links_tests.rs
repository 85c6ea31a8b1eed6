//! Chains of strong links: hand-made states on the LeetCode solution, and real puzzles at the
//! point where Sudoku Explainer takes the same step (the cells it names agree).

use super::*;
use crate::analysis::step::LinkKind;

#[test]
fn skyscraper_joins_two_rows_through_a_column() {
    // In rows 1 and 4, 5 can only go in r1c1 or r1c4 and in r4c2 or r4c4; column 4 joins
    // r1c4 and r4c4, so r1c1 or r4c2 is 5, and r2c2 sees both.
    let marks = marks_with_decoys(&["r1c4:5", "r4c4:5", "r2c2:5"]);
    let step = assert_eliminates(Technique::Skyscraper, &marks, &["r2c2:5"]);
    assert_eq!(step.rating.to_string(), "4.0");
    assert_eq!(
        step.explanation,
        "5 has only two places in each of rows 1 and 4, and these strong links are chained through \
         column 4: so 5 is in row 1, column 1 or in row 4, column 2, and no cell that sees both \
         can be 5."
    );
    assert_eq!(step.links.len(), 3);
    assert_eq!(step.links[1].kind, LinkKind::Weak);
    // A third place in row 4 breaks its link.
    let broken = marks_with_decoys(&["r1c4:5", "r4c4:5", "r2c2:5", "r4c7:5"]);
    assert_finds_nothing(Technique::Skyscraper, &broken);
}

#[test]
fn two_string_kite_joins_a_row_and_a_column_in_a_box() {
    // 7 in row 7 only at r7c3 or r7c8, in column 2 only at r9c2 or r2c2; r7c3 and r9c2 share
    // box 7, so r7c8 or r2c2 is 7, and r2c8 sees both.
    let step = assert_state_step(Technique::TwoStringKite, KITE, &["r2c8:7"], 41);
    assert_eq!(
        step.cells,
        [cell("r2c2"), cell("r7c3"), cell("r7c8"), cell("r9c2")]
    );
}

#[test]
fn the_first_step_of_each_kind_is_sudoku_explainers() {
    let cases: [RealStep; 8] = [
        // Skyscraper 011: r2c7, r2c5, r7c5, r7c9 on 4.
        (
            Technique::Skyscraper,
            SKYSCRAPER,
            &["r3c9:4", "r8c7:4", "r9c7:4"],
            40,
        ),
        // 2 Strong links 001: r2c1, r1c3, r8c3, r8c8 on 5.
        (Technique::TurbotFish, TURBOT_FISH, &["r2c8:5"], 41),
        // Grouped 2 Strong links 101 (an empty rectangle in box 3): r1c9, r2c7, r2c6, r8c6.
        (Technique::TurbotFish, EMPTY_RECTANGLE, &["r8c9:2"], 43),
        // 3 Skyscrapers 0111: r2c4, r6c4, r6c6, r8c6, r8c8, r3c8 on 1.
        (
            Technique::ThreeStrongLinks,
            THREE_SKYSCRAPERS,
            &["r2c9:1"],
            54,
        ),
        // (3 Strong Links) X-Loop 0111: r2c1, r6c1, r6c6, r9c6, r8c5, r2c5 on 1.
        (
            Technique::ThreeStrongLinks,
            THREE_LINK_LOOP,
            &["r2c2:1", "r2c3:1"],
            54,
        ),
        // 3 Strong links 0102: r1c9, r1c5, r9c5, r8c6, r8c1, r4c1 on 8.
        (
            Technique::ThreeStrongLinks,
            THREE_STRONG_LINKS,
            &["r4c9:8"],
            56,
        ),
        // 4 Strong links 01112: r3c2, r3c3, r7c3, r7c5, r1c5, r1c9, r2c8, r5c8 on 1.
        (
            Technique::FourStrongLinks,
            FOUR_STRONG_LINKS,
            &["r5c2:1"],
            59,
        ),
        // Grouped 4 Strong links 30121: r7c3, r9c2, r9c9, r4c9, r5c7, r5c2, r4c1, r3c1 on 6.
        (
            Technique::FourStrongLinks,
            GROUPED_FOUR_STRONG_LINKS,
            &["r1c3:6", "r3c3:6"],
            61,
        ),
    ];
    for (technique, state, expected, rating) in cases {
        assert_state_step(technique, state, expected, rating);
    }
}

#[test]
fn a_loop_clears_around_every_link() {
    let step = assert_state_step(
        Technique::ThreeStrongLinks,
        THREE_LINK_LOOP,
        &["r2c2:1", "r2c3:1"],
        54,
    );
    assert_eq!(
        step.explanation,
        "1 has only two places in each of columns 1, 6 and 5, and these strong links close into \
         a loop through row 6, box 8 and row 2: each of those links becomes strong too, so no \
         cell that sees both ends of one can be 1."
    );
}

#[test]
fn nothing_links_on_a_solved_grid() {
    let marks = marks_with_decoys(&[]);
    for technique in [
        Technique::Skyscraper,
        Technique::ThreeStrongLinks,
        Technique::FourStrongLinks,
    ] {
        assert!(search_for(technique)(&marks).is_none());
    }
}

const SKYSCRAPER: (&str, &str) = (
    "946.5.......6....9..8.916..467319285239.6.7418517249....39..5..6....2.9..9..8..7.",
    "28 378 138 123 2378 1357 127 25 347 378 348 235 357 27 24 235 2347 58 58 36 36 17 1278 47 67 \
     126 2468 178 45 145 347 1348 348 15 245 145 356 134 2346",
);

const TURBOT_FISH: (&str, &str) = (
    "1..976.2...98231...2.541.3...16572...5.489.1..9.132.8.31.2958.49..7143.2...368..1",
    "348 3458 45 58 4567 467 457 567 678 678 679 6789 48 348 49 39 267 2367 67 367 467 467 4567 \
     567 67 67 68 568 56 2457 47 2457 579 579",
);

const KITE: (&str, &str) = (
    "1..976.2...98231...2.541.3...16572...5.489.1..9.132.8.31.2958.49..7143.2...368..1",
    "348 3458 45 58 4567 467 47 567 678 678 679 6789 48 348 49 39 267 2367 67 367 467 467 45 567 \
     67 67 68 568 56 2457 47 2457 79 579",
);

const EMPTY_RECTANGLE: (&str, &str) = (
    ".678.94..945.7..86.81..497.719435628534..819782691754345..86..969..4....17.593.64",
    "23 25 135 125 123 12 23 23 236 256 25 26 26 23 127 237 13 238 127 12 2378 135 125 28 28",
);

const THREE_SKYSCRAPERS: (&str, &str) = (
    "37.6.928.892.5736...68239.76.8.9.173...3768.9937.8.6..7..96843..6953.7.8.837.2596",
    "145 14 145 14 14 15 145 145 25 24 45 125 1245 145 25 12 15 245 245 125 15 12 124 14 12 14 14",
);

const THREE_LINK_LOOP: (&str, &str) = (
    "6782945.......58.635..869.2947.28..58..579.24..5.4.7984..862.575.64.728978295.46.",
    "13 13 12 129 149 37 13 47 14 17 47 16 136 13 136 13 16 12 26 36 13 139 139 13 13 13 13 13",
);

const THREE_STRONG_LINKS: (&str, &str) = (
    "..43.27..928.17.43731.4.....76.349..4.217..351.3...47.3.97512.4.1742.3592459.31.7",
    "56 56 89 19 18 56 56 568 589 568 29 268 58 258 12 128 89 69 68 589 258 689 5689 268 68 68 68 \
     68 68 68",
);

const FOUR_STRONG_LINKS: (&str, &str) = (
    "5873.6.2.492.5.3..3..4...58.5..8.239...23.8..238....4.82...3.....3.4.592...7..183",
    "19 49 14 18 78 167 167 16 16 27 279 79 167 146 16 147 1679 1467 469 1457 167 1567 59 67 159 \
     67 15 159 59 19 467 67 467 167 167 168 18 69 46 4569 26 259",
);

const GROUPED_FOUR_STRONG_LINKS: (&str, &str) = (
    "1..273..9294.8.317.7.149.52..7.9.1..9..831..4..175.9..41.92...858236..917.9.182..",
    "56 568 468 46 56 56 36 368 68 368 23456 46 246 2368 356 256 56 567 267 368 2346 246 2368 36 \
     36 57 567 367 47 47 36 45 346 356",
);
