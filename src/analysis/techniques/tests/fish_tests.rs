//! Sudoku Explainer's order among fish: columns as the base first, then by choice of lines,
//! then by digit.

use super::*;

#[test]
fn fish_in_columns_come_first_and_lines_before_digits() {
    // Three X-Wings: 5 in rows 1 and 4 (columns 1 and 2), 8 in columns 1 and 3 (rows 3 and 4),
    // 2 in columns 5 and 6 (rows 3 and 6). Columns come before rows, and columns 1 and 3 come
    // before columns 5 and 6 whatever the digit.
    let marks = marks_with_decoys(&[
        "r1c2:5", "r4c1:5", "r7c1:5", // rows 1 and 4
        "r3c1:8", "r4c3:8", "r3c5:82", // columns 1 and 3
        "r6c6:2", "r6c1:2", // columns 5 and 6
    ]);
    let step = assert_eliminates(Technique::XWing, &marks, &["r3c5:8"]);
    assert_eq!(step.rating, Rating::tenths(32));
    assert_eq!(
        step.units,
        [Unit::Column(0), Unit::Column(2), Unit::Row(2), Unit::Row(3)]
    );
    assert_eq!(
        step.explanation,
        "In columns 1 and 3, 8 can only go in rows 3 and 4, so 8 can be removed from the rest of \
         rows 3 and 4."
    );
}
