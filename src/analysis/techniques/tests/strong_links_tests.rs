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
        "5 has only two places in each of rows 1 and 4, and these strong links are chained \
         through column 4: so 5 is in r1c1 or in r4c2, and no cell that sees both can be 5."
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
    let (puzzle, tokens) = KITE;
    let step = assert_real_step(Technique::TwoStringKite, puzzle, tokens, 41, &["r2c8:7"]);
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
            40,
            &["r3c9:4", "r8c7:4", "r9c7:4"],
        ),
        // 2 Strong links 001: r2c1, r1c3, r8c3, r8c8 on 5.
        (Technique::TurbotFish, TURBOT_FISH, 41, &["r2c8:5"]),
        // Grouped 2 Strong links 101 (an empty rectangle in box 3): r1c9, r2c7, r2c6, r8c6.
        (Technique::TurbotFish, EMPTY_RECTANGLE, 43, &["r8c9:2"]),
        // 3 Skyscrapers 0111: r2c4, r6c4, r6c6, r8c6, r8c8, r3c8 on 1.
        (
            Technique::ThreeStrongLinks,
            THREE_SKYSCRAPERS,
            54,
            &["r2c9:1"],
        ),
        // (3 Strong Links) X-Loop 0111: r2c1, r6c1, r6c6, r9c6, r8c5, r2c5 on 1.
        (
            Technique::ThreeStrongLinks,
            THREE_LINK_LOOP,
            54,
            &["r2c2:1", "r2c3:1"],
        ),
        // 3 Strong links 0102: r1c9, r1c5, r9c5, r8c6, r8c1, r4c1 on 8.
        (
            Technique::ThreeStrongLinks,
            THREE_STRONG_LINKS,
            56,
            &["r4c9:8"],
        ),
        // 4 Strong links 01112: r3c2, r3c3, r7c3, r7c5, r1c5, r1c9, r2c8, r5c8 on 1.
        (
            Technique::FourStrongLinks,
            FOUR_STRONG_LINKS,
            59,
            &["r5c2:1"],
        ),
        // Grouped 4 Strong links 30121: r7c3, r9c2, r9c9, r4c9, r5c7, r5c2, r4c1, r3c1 on 6.
        (
            Technique::FourStrongLinks,
            GROUPED_FOUR_STRONG_LINKS,
            61,
            &["r1c3:6", "r3c3:6"],
        ),
    ];
    for (technique, (puzzle, tokens), rating, expected) in cases {
        assert_real_step(technique, puzzle, tokens, rating, expected);
    }
}

#[test]
fn a_loop_clears_around_every_link() {
    let (puzzle, tokens) = THREE_LINK_LOOP;
    let step = assert_real_step(
        Technique::ThreeStrongLinks,
        puzzle,
        tokens,
        54,
        &["r2c2:1", "r2c3:1"],
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
    "040050000000600009008001600007309080200000001050704900003900500600002000000080070",
    "=9 =4 =6 28 =5 378 138 123 2378 \
     1357 127 25 =6 347 378 348 235 =9 \
     357 27 =8 24 =9 =1 =6 235 2347 \
     =4 =6 =7 =3 =1 =9 =2 =8 =5 \
     =2 =3 =9 58 =6 58 =7 =4 =1 \
     =8 =5 =1 =7 =2 =4 =9 36 36 \
     17 1278 =3 =9 47 67 =5 126 2468 \
     =6 178 45 145 347 =2 1348 =9 348 \
     15 =9 245 145 =8 356 134 =7 2346",
);

const TURBOT_FISH: (&str, &str) = (
    "000976000009000100020501030001000200050409010090030080300000004900000002000368000",
    "=1 348 3458 =9 =7 =6 45 =2 58 \
     4567 467 =9 =8 =2 =3 =1 457 567 \
     678 =2 678 =5 =4 =1 679 =3 6789 \
     48 348 =1 =6 =5 =7 =2 49 39 \
     267 =5 2367 =4 =8 =9 67 =1 367 \
     467 =9 467 =1 =3 =2 4567 =8 567 \
     =3 =1 67 =2 =9 =5 =8 67 =4 \
     =9 68 568 =7 =1 =4 =3 56 =2 \
     2457 47 2457 =3 =6 =8 579 579 =1",
);

const KITE: (&str, &str) = (
    "000976000009000100020501030001000200050409010090030080300000004900000002000368000",
    "=1 348 3458 =9 =7 =6 45 =2 58 \
     4567 467 =9 =8 =2 =3 =1 47 567 \
     678 =2 678 =5 =4 =1 679 =3 6789 \
     48 348 =1 =6 =5 =7 =2 49 39 \
     267 =5 2367 =4 =8 =9 67 =1 367 \
     467 =9 467 =1 =3 =2 45 =8 567 \
     =3 =1 67 =2 =9 =5 =8 67 =4 \
     =9 68 568 =7 =1 =4 =3 56 =2 \
     2457 47 2457 =3 =6 =8 79 579 =1",
);

const EMPTY_RECTANGLE: (&str, &str) = (
    "007000400940000086080000070009405600034000190006917500400080009000040000100593004",
    "23 =6 =7 =8 25 =9 =4 135 125 \
     =9 =4 =5 123 =7 12 23 =8 =6 \
     23 =8 =1 236 256 =4 =9 =7 25 \
     =7 =1 =9 =4 =3 =5 =6 =2 =8 \
     =5 =3 =4 26 26 =8 =1 =9 =7 \
     =8 =2 =6 =9 =1 =7 =5 =4 =3 \
     =4 =5 23 127 =8 =6 237 13 =9 \
     =6 =9 238 127 =4 12 2378 135 125 \
     =1 =7 28 =5 =9 =3 28 =6 =4",
);

const THREE_SKYSCRAPERS: (&str, &str) = (
    "370609200800057060006000000000090103000306000907080000000000400060530008003702096",
    "=3 =7 145 =6 14 =9 =2 =8 145 \
     =8 =9 =2 14 =5 =7 =3 =6 14 \
     15 145 =6 =8 =2 =3 =9 145 =7 \
     =6 25 =8 24 =9 45 =1 =7 =3 \
     125 1245 145 =3 =7 =6 =8 25 =9 \
     =9 =3 =7 12 =8 15 =6 245 245 \
     =7 125 15 =9 =6 =8 =4 =3 12 \
     124 =6 =9 =5 =3 14 =7 12 =8 \
     14 =8 =3 =7 14 =2 =5 =9 =6",
);

const THREE_LINK_LOOP: (&str, &str) = (
    "078094500000000806350006002907020000800509004000040708400800057506000000002950460",
    "=6 =7 =8 =2 =9 =4 =5 13 13 \
     12 129 149 37 13 =5 =8 47 =6 \
     =3 =5 14 17 =8 =6 =9 47 =2 \
     =9 =4 =7 16 =2 =8 136 13 =5 \
     =8 136 13 =5 =7 =9 16 =2 =4 \
     12 26 =5 36 =4 13 =7 =9 =8 \
     =4 139 139 =8 =6 =2 13 =5 =7 \
     =5 13 =6 =4 13 =7 =2 =8 =9 \
     =7 =8 =2 =9 =5 13 =4 =6 13",
);

const THREE_STRONG_LINKS: (&str, &str) = (
    "004302700028017040001000000070000900400070005003000070000000200010420350005903100",
    "56 56 =4 =3 89 =2 =7 19 18 \
     =9 =2 =8 56 =1 =7 56 =4 =3 \
     =7 =3 =1 568 =4 589 568 29 268 \
     58 =7 =6 258 =3 =4 =9 12 128 \
     =4 89 =2 =1 =7 69 68 =3 =5 \
     =1 589 =3 258 689 5689 =4 =7 268 \
     =3 68 =9 =7 =5 =1 =2 68 =4 \
     68 =1 =7 =4 =2 68 =3 =5 =9 \
     =2 =4 =5 =9 68 =3 =1 68 =7",
);

const FOUR_STRONG_LINKS: (&str, &str) = (
    "007006000092050300000400058050000209000030000208000040820003000003040590000700100",
    "=5 =8 =7 =3 19 =6 49 =2 14 \
     =4 =9 =2 18 =5 78 =3 167 167 \
     =3 16 16 =4 27 279 79 =5 =8 \
     167 =5 146 16 =8 147 =2 =3 =9 \
     1679 1467 469 =2 =3 1457 =8 167 1567 \
     =2 =3 =8 59 67 159 67 =4 15 \
     =8 =2 159 59 19 =3 467 67 467 \
     167 167 =3 168 =4 18 =5 =9 =2 \
     69 46 4569 =7 26 259 =1 =8 =3",
);

const GROUPED_FOUR_STRONG_LINKS: (&str, &str) = (
    "000203000094000310070109050007000100900831004001000900400020008580000091009000200",
    "=1 56 568 =2 =7 =3 468 46 =9 \
     =2 =9 =4 56 =8 56 =3 =1 =7 \
     36 =7 368 =1 =4 =9 68 =5 =2 \
     368 23456 =7 46 =9 246 =1 2368 356 \
     =9 256 56 =8 =3 =1 567 267 =4 \
     368 2346 =1 =7 =5 246 =9 2368 36 \
     =4 =1 36 =9 =2 57 567 367 =8 \
     =5 =8 =2 =3 =6 47 47 =9 =1 \
     =7 36 =9 45 =1 =8 =2 346 356",
);
