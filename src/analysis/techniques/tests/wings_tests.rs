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
        "r1c1, r1c2 and r1c4 hold only 3, 5, 6 and 7 between them, and r2c2 (3 or 7) sees all \
         their 3: if it is 3, they must hold 7, so 7 is in one of these cells and no cell that \
         sees all its places there can be 7."
    );
    // Without the pincer, nothing.
    let no_pincer = marks_with_decoys(&["r1c1:7", "r1c2:5", "r1c4:7", "r1c3:7"]);
    assert_finds_nothing(Technique::WXYZWing, &no_pincer);
}

#[test]
fn the_first_big_wing_of_each_size_is_sudoku_explainers() {
    let cases: [RealStep; 4] = [
        // WXYZ-Wing 226, doubly linked: r1c6, r3c4, r3c5 and r3c1 on 4 and 7.
        (Technique::WXYZWing, WXYZ_WING, 55, &["r1c4:1", "r1c5:9"]),
        // VWXYZ-Wing 1310: r4c7, r4c9, r5c8, r5c9 and r7c8 on 8.
        (Technique::VWXYZWing, VWXYZ_WING, 64, &["r6c8:8"]),
        // UVWXYZ-Wing 1210: r2c1, r2c4, r2c6, r2c8, r2c9 and r4c1 on 6.
        (Technique::UVWXYZWing, UVWXYZ_WING, 66, &["r4c6:6"]),
        // TUVWXYZ-Wing 1518: r4c1, r4c2, r5c1, r5c2, r5c3, r6c1 and r6c9 on 8.
        (Technique::TUVWXYZWing, TUVWXYZ_WING, 75, &["r5c9:8"]),
    ];
    for (technique, (puzzle, tokens), rating, expected) in cases {
        let step = assert_real_step(technique, puzzle, tokens, rating, expected);
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
    "200000067930000480056008200003945000000703000000682300002800150069000042140000006",
    "=2 18 148 134 359 19 59 =6 =7 \
     =9 =3 17 25 257 =6 =4 =8 15 \
     47 =5 =6 14 79 =8 =2 19 =3 \
     78 128 =3 =9 =4 =5 =6 127 18 \
     =6 289 458 =7 =1 =3 59 29 458 \
     457 19 1457 =6 =8 =2 =3 179 145 \
     =3 =7 =2 =8 =6 =4 =1 =5 =9 \
     58 =6 =9 13 35 17 78 =4 =2 \
     =1 =4 58 25 259 79 78 =3 =6",
);

const VWXYZ_WING: (&str, &str) = (
    "005030600010706040400000009040609070006803400000000000004305200000010000503020104",
    "789 789 =5 12 =3 =4 =6 128 178 \
     =3 =1 28 =7 =9 =6 58 =4 25 \
     =4 =6 27 =5 =8 12 37 123 =9 \
     28 =4 =1 =6 =5 =9 38 =7 238 \
     29 =5 =6 =8 =7 =3 =4 129 12 \
     78 =3 789 12 =4 12 589 58 =6 \
     =1 789 =4 =3 =6 =5 =2 89 78 \
     =6 =2 789 =4 =1 78 35789 358 3578 \
     =5 78 =3 =9 =2 78 =1 =6 =4",
);

const UVWXYZ_WING: (&str, &str) = (
    "000814000009000000100500082030400057402000301970003020290008003000000800000691000",
    "57 =2 37 =8 =1 =4 56 39 69 \
     58 68 =9 23 =7 26 =1 34 45 \
     =1 46 34 =5 36 =9 =7 =8 =2 \
     68 =3 =1 =4 268 26 =9 =5 =7 \
     =4 58 =2 =9 58 =7 =3 =6 =1 \
     =9 =7 56 =1 56 =3 =4 =2 =8 \
     =2 =9 56 =7 =4 =8 56 =1 =3 \
     67 =1 47 23 23 =5 =8 49 69 \
     =3 45 =8 =6 =9 =1 =2 =7 45",
);

const TUVWXYZ_WING: (&str, &str) = (
    "800406002700050006003792800000000000000143000036000540010030080580000017000501000",
    "=8 59 59 =4 =1 =6 =7 =3 =2 \
     =7 24 124 =3 =5 =8 14 =9 =6 \
     146 46 =3 =7 =9 =2 =8 =5 14 \
     249 479 14789 268 26 =5 129 27 =3 \
     29 579 25789 =1 =4 =3 269 267 89 \
     12 =3 =6 28 =7 =9 =5 =4 18 \
     2469 =1 249 29 =3 =7 2469 =8 =5 \
     =5 =8 29 269 26 =4 =3 =1 =7 \
     =3 24679 2479 =5 =8 =1 2469 26 49",
);
