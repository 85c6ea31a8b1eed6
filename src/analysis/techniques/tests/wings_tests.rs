//! The big wings: a hand-made WXYZ-Wing on the LeetCode solution, and real puzzles at the
//! point where Sudoku Explainer takes the same step (the cells it names agree).

use super::*;

#[test]
fn wxyz_wing_clears_the_digit_its_body_must_hold() {
    // r1c1 (5 or 7), r1c2 (3 or 5) and r1c4 (6 or 7) hold only 3, 5, 6 and 7; the pincer
    // r2c2 (3 or 7) sees the body's only 3. If r2c2 is 3, the body holds 7; if not, r2c2 is
    // 7. r1c3 sees r2c2 and every 7 of the body.
    let marks = marks_with_decoys(&["r1c1:7", "r1c2:5", "r1c4:7", "r2c2:3", "r1c3:7"]);
    let step = assert_eliminates(Technique::WXYZWing, &marks, &["r1c3:7"]);
    assert_eq!(step.rating.to_string(), "5.5");
    assert_eq!(
        step.explanation,
        "Row 1, columns 1, 2 and 4 hold only 3, 5, 6 and 7 between them, and row 2, column 2 (3 or \
         7) sees all their 3: if it is 3, they must hold 7, so 7 is in one of these cells and no \
         cell that sees all its places there can be 7."
    );
    // Without the pincer, nothing.
    let no_pincer = marks_with_decoys(&["r1c1:7", "r1c2:5", "r1c4:7", "r1c3:7"]);
    assert_finds_nothing(Technique::WXYZWing, &no_pincer);
}

#[test]
fn the_first_big_wing_of_each_size_is_sudoku_explainers() {
    let cases: [RealStep; 4] = [
        // WXYZ-Wing 226, doubly linked: r1c6, r3c4, r3c5 and r3c1 on 4 and 7.
        (Technique::WXYZWing, WXYZ_WING, &["r1c4:1", "r1c5:9"], 55),
        // VWXYZ-Wing 1310: r4c7, r4c9, r5c8, r5c9 and r7c8 on 8.
        (Technique::VWXYZWing, VWXYZ_WING, &["r6c8:8"], 64),
        // UVWXYZ-Wing 1210: r2c1, r2c4, r2c6, r2c8, r2c9 and r4c1 on 6.
        (Technique::UVWXYZWing, UVWXYZ_WING, &["r4c6:6"], 66),
        // TUVWXYZ-Wing 1518: r4c1, r4c2, r5c1, r5c2, r5c3, r6c1 and r6c9 on 8.
        (Technique::TUVWXYZWing, TUVWXYZ_WING, &["r5c9:8"], 75),
    ];
    for (technique, state, expected, rating) in cases {
        let step = assert_state_step(technique, state, expected, rating);
        assert_eq!(step.cells.len(), wing_cells(technique));
    }
}

/// The cells of a wing: its body and its pincer.
fn wing_cells(technique: Technique) -> usize {
    match technique {
        Technique::WXYZWing => 4,
        Technique::VWXYZWing => 5,
        Technique::UVWXYZWing => 6,
        _ => 7,
    }
}

const WXYZ_WING: (&str, &str) = (
    "2......6793...648..56..82.3..39456..6..713......6823..372864159.69....4214.....36",
    "18 148 134 359 19 59 17 25 257 15 47 14 79 19 78 128 127 18 289 458 59 29 458 457 19 1457 \
     179 145 58 13 35 17 78 58 25 259 79 78",
);

const VWXYZ_WING: (&str, &str) = (
    "..5.346..31.796.4.46.58...9.41659.7..568734...3..4...61.43652..62.41....5.392.164",
    "789 789 12 128 178 28 58 25 27 12 37 123 28 38 238 29 129 12 78 789 12 12 589 58 789 89 78 \
     789 78 35789 358 3578 78 78",
);

const UVWXYZ_WING: (&str, &str) = (
    ".2.814.....9.7.1..1..5.9782.314..9574.29.736197.1.342829.748.13.1...58..3.869127.",
    "57 37 56 39 69 58 68 23 26 34 45 46 34 36 68 268 26 58 58 56 56 56 56 67 47 23 23 49 69 45 \
     45",
);

const TUVWXYZ_WING: (&str, &str) = (
    "8..4167327..358.96..379285......5..3...143....36.7954..1..37.8558...43173..581...",
    "59 59 24 124 14 146 46 14 249 479 14789 268 26 129 27 29 579 25789 269 267 89 12 28 18 2469 \
     249 29 2469 29 269 26 24679 2479 2469 26 49",
);
