//! Bad input is refused with a message that says what is wrong and where.

mod common;

use common::*;
use sudoku_wasm::{Cell, Conflict, PuzzleError, Unit};

fn solve_error(puzzle: &str) -> PuzzleError {
    let error = sudoku_wasm::solve(puzzle).expect_err(puzzle);
    assert_eq!(
        sudoku_wasm::count_solutions(puzzle, 2).err(),
        match error {
            PuzzleError::NoSolution => None,
            _ => Some(error.clone()),
        },
        "count_solutions agrees with solve on {puzzle:?}"
    );
    error
}

fn message(puzzle: &str) -> String {
    solve_error(puzzle).to_string()
}

#[test]
fn too_few_or_too_many_cells_say_how_many_were_found() {
    assert_eq!(
        message(&LEETCODE_PUZZLE[..80]),
        "expected 81 cells (digits 1-9, and '.', '0' or '_' for blanks), found 80"
    );
    assert_eq!(
        solve_error(&format!("{LEETCODE_PUZZLE}1")),
        PuzzleError::CellCount { found: 82 }
    );
    assert_eq!(solve_error(""), PuzzleError::CellCount { found: 0 });
    assert_eq!(solve_error(" \n\t "), PuzzleError::CellCount { found: 0 });
    assert_eq!(
        solve_error(&".".repeat(10_000_000)),
        PuzzleError::CellCount { found: 10_000_000 }
    );
}

#[test]
fn a_grid_written_as_rows_names_the_row_with_the_wrong_number_of_cells() {
    let mut short = leetcode_rows();
    short[4].pop();
    assert_eq!(
        message(&short.join("\n")),
        "row 5 (line 5 of the input) has 8 cells; each row needs 9"
    );
    // A short row and a long one add up to 81, which reading order alone would take for some
    // other puzzle.
    let mut shifted = leetcode_rows();
    let moved = shifted[2].pop().unwrap();
    shifted[3].insert(0, moved);
    assert_eq!(
        solve_error(&shifted.join("\n")),
        PuzzleError::RowLength {
            row: 3,
            line: 3,
            found: 8
        }
    );
    let mut one_cell = leetcode_rows();
    one_cell[8] = "5".to_string();
    assert_eq!(
        message(&one_cell.join("\n")),
        "row 9 (line 9 of the input) has 1 cell; each row needs 9"
    );
}

#[test]
fn a_grid_is_written_as_rows_when_most_of_its_lines_hold_nine_cells() {
    // Five lines of nine and three of twelve: most hold nine, so the first of twelve is wrong.
    let text = leetcode_lines(&[9, 9, 9, 9, 9, 12, 12, 12]);
    assert_eq!(
        message(&text),
        "row 6 (line 6 of the input) has 12 cells; each row needs 9"
    );
}

#[test]
fn a_byte_order_mark_counts_only_at_the_start() {
    let inside = format!("{}\u{FEFF}{}", &LEETCODE_PUZZLE[..9], &LEETCODE_PUZZLE[9..]);
    assert_eq!(
        solve_error(&inside),
        PuzzleError::InvalidCharacter {
            character: '\u{FEFF}',
            line: 1,
            column: 10,
            cell: Some(Cell::at(1, 0))
        }
    );
}

#[test]
fn a_framed_grid_names_the_row_by_its_line() {
    let framed = LEETCODE_FRAMED.replace("8 . 3 | . . 1", "8 . 3 | . .");
    assert_eq!(
        message(&framed),
        "row 5 (line 7 of the input) has 8 cells; each row needs 9"
    );
}

#[test]
fn a_grid_written_as_rows_needs_nine_of_them() {
    let rows = leetcode_rows();
    assert_eq!(
        message(&rows[..8].join("\n")),
        "expected 9 rows of 9 cells, found 8 rows"
    );
    let ten = format!("{}\n\n{}", rows.join("\n"), rows[0]);
    assert_eq!(
        message(&ten),
        "expected 9 rows of 9 cells, found 10 rows; the 10th is line 11 of the input"
    );
}

#[test]
fn other_layouts_are_counted_cell_by_cell() {
    // A line of 81 or three lines of 27, each with a stray line: not a grid of rows.
    assert_eq!(
        solve_error(&format!("{LEETCODE_PUZZLE}\n5")),
        PuzzleError::CellCount { found: 82 }
    );
    assert_eq!(
        solve_error(&format!("{}\n1", leetcode_lines(&[27, 27, 27]))),
        PuzzleError::CellCount { found: 82 }
    );
}

#[test]
fn an_invalid_character_is_named_with_its_cell_and_position() {
    let puzzle = format!("{}x{}", &LEETCODE_PUZZLE[..22], &LEETCODE_PUZZLE[23..]);
    assert_eq!(
        message(&puzzle),
        "invalid character 'x' at row 3, column 5 (line 1, character 23 of the input); \
         use digits 1-9 for givens and '.', '0' or '_' for blanks"
    );
    let with_letter = leetcode_rows().join("\n").replacen("8..", "8a.", 1);
    assert_eq!(
        solve_error(&with_letter),
        PuzzleError::InvalidCharacter {
            character: 'a',
            line: 3,
            column: 4,
            cell: Some(Cell::at(2, 3))
        }
    );
    let trailing = format!("{LEETCODE_PUZZLE} ?");
    assert_eq!(
        message(&trailing),
        "invalid character '?' at line 1, character 83 of the input, after all 81 cells; \
         use digits 1-9 for givens and '.', '0' or '_' for blanks"
    );
}

#[test]
fn unusual_characters_are_shown_unambiguously() {
    let nul = format!("\0{}", &LEETCODE_PUZZLE[1..]);
    assert!(
        message(&nul).starts_with("invalid character '\\0' at row 1, column 1"),
        "{}",
        message(&nul)
    );
    let wide = "５".repeat(81);
    assert!(
        message(&wide).starts_with("invalid character '５' at row 1, column 1"),
        "{}",
        message(&wide)
    );
}

#[test]
fn conflicting_givens_name_the_digit_the_unit_and_both_cells() {
    let same_row = format!("5{}5{}", ".".repeat(7), ".".repeat(72));
    assert_eq!(
        message(&same_row),
        "the givens conflict: row 1 has two 5s, at row 1, column 1 and at row 1, column 9"
    );
    let mut same_column = ".".repeat(81);
    same_column.replace_range(3..4, "7");
    same_column.replace_range(75..76, "7");
    assert_eq!(
        solve_error(&same_column),
        PuzzleError::Conflict(Conflict {
            digit: 7,
            first: Cell::at(0, 3),
            second: Cell::at(8, 3),
            unit: Unit::Column(3)
        })
    );
    let mut same_box = LEETCODE_PUZZLE.to_string();
    same_box.replace_range(10..11, "8"); // row 2, column 2 beside the 8 at row 3, column 3
    assert_eq!(
        message(&same_box),
        "the givens conflict: box 1 has two 8s, at row 2, column 2 and at row 3, column 3"
    );
}

#[test]
fn a_puzzle_without_a_solution_says_so() {
    // Row 1 lacks only 9, but column 9 already holds a 9: no direct conflict, no solution.
    let puzzle = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    assert_eq!(puzzle.len(), 81);
    assert_eq!(message(&puzzle), "this puzzle has no solution");
    assert_eq!(sudoku_wasm::count_solutions(&puzzle, 2), Ok(0));
}

#[test]
fn json_boards_with_the_wrong_shape_say_where() {
    let row = r#"[".",".",".",".",".",".",".",".","."]"#;
    let board = |rows: Vec<String>| format!("[{}]", rows.join(","));
    assert_eq!(
        message(&board(vec![row.to_string(); 8])),
        "a JSON board needs 9 rows, found 8"
    );

    let mut rows = vec![row.to_string(); 9];
    rows[3] = r#"[".",".",".",".",".",".",".",".",".","."]"#.to_string();
    assert_eq!(
        message(&board(rows)),
        "row 4 of the JSON board needs 9 entries, found 10"
    );

    let mut rows = vec![row.to_string(); 9];
    rows[1] = r#"[".",".",".",5,".",".",".",".","."]"#.to_string();
    assert_eq!(
        message(&board(rows)),
        "the entry at row 2, column 4 must be a string holding one digit 1-9 or \".\", found the number 5"
    );

    let mut rows = vec![row.to_string(); 9];
    rows[8] = r#"[".",".",".",".",".",".",".",".","55"]"#.to_string();
    assert_eq!(
        solve_error(&board(rows)),
        PuzzleError::BoardEntry {
            cell: Cell::at(8, 8),
            found: "\"55\"".to_string()
        }
    );

    assert_eq!(
        message(&format!("[{}]", ["7"; 9].join(","))),
        "a JSON board must be an array of 9 rows, each an array of 9 strings: \
         row 1 must be an array, found the number 7"
    );
}

#[test]
fn json_syntax_errors_point_at_the_line_and_character() {
    assert_eq!(
        message(r#"[["5","3""#),
        "the board is not valid JSON: the board ends too early at line 1, character 10"
    );
    assert_eq!(
        message("[\n  [\"5\" \"3\"]\n]"),
        "the board is not valid JSON: expected ',' or ']' at line 2, character 8"
    );
    assert_eq!(
        message(r#"[["5], x]"#),
        "the board is not valid JSON: a string is not closed at line 1, character 10"
    );
    assert_eq!(
        message("[[nul]]"),
        "the board is not valid JSON: unexpected \"nul\" at line 1, character 3"
    );
    assert_eq!(
        message("[] []"),
        "the board is not valid JSON: unexpected text after the board at line 1, character 4"
    );
    assert_eq!(
        message("[[\"5\", nul]]"),
        "the board is not valid JSON: unexpected \"nul\" at line 1, character 8"
    );
    assert_eq!(
        message("[[\"5\", ?]]"),
        "the board is not valid JSON: unexpected '?' at line 1, character 8"
    );
    assert_eq!(
        message("[[\"5\"\n\"3\"]]"),
        "the board is not valid JSON: expected ',' or ']' at line 2, character 1"
    );
    assert_eq!(
        message("{{'5' '3'}}"),
        "the board is not valid JSON: expected ',' or '}' at line 1, character 7"
    );
    assert_eq!(
        message("[[\"5\t\"]]"),
        "the board is not valid JSON: a control character inside a string at line 1, character 5"
    );
    assert_eq!(
        message("[[\"é\"], [\"5\"}]"),
        "the board is not valid JSON: expected ',' or ']' at line 1, character 13"
    );
    let deep = "[".repeat(1_000_000);
    assert_eq!(
        message(&deep),
        "the board is not valid JSON: arrays nested too deeply for a board at line 1, character 10"
    );
}

#[test]
fn json_entries_that_are_not_one_digit_strings_are_named() {
    let row = r#"[".",".",".",".",".",".",".",".","."]"#;
    let board_with = |entry: &str| {
        let first = row.replacen(r#"".""#, entry, 1);
        format!("[{first},{}]", [row; 8].join(","))
    };
    let found = |entry: &str| match solve_error(&board_with(entry)) {
        PuzzleError::BoardEntry { cell, found } => {
            assert_eq!(cell, Cell::at(0, 0));
            found
        }
        other => panic!("{entry}: {other}"),
    };
    assert_eq!(found("null"), "null");
    assert_eq!(found("true"), "true");
    assert_eq!(found("-1.5e3"), "the number -1.5e3");
    assert_eq!(found(r#"{"a": [1]}"#), "an object");
    assert_eq!(found("[]"), "an array of 0 entries");
    assert_eq!(found("[1]"), "an array of 1 entry");
    assert_eq!(found(r#""""#), r#""""#);
    assert_eq!(found(r#"" 5""#), r#"" 5""#);
    assert_eq!(
        found(&format!("\"{}\"", "9".repeat(30))),
        "a string of 30 characters"
    );
    // A number is named as written, without checking it against JSON's grammar: no board holds
    // one, whatever it is.
    for number in ["01", "1.", "-", "1e+"] {
        assert_eq!(found(number), format!("the number {number}"));
    }
    // Escapes are decoded: "\u0035" is the digit 5. Any other escape is not a digit.
    let grid: sudoku_wasm::Grid = board_with(r#""\u0035""#).parse().unwrap();
    assert_eq!(grid.digit(Cell::at(0, 0)), Some(5));
    assert_eq!(found(r#""\5""#), r#""\5""#);
    assert_eq!(found(r#""\u+123""#), r#""\u+123""#);
    // A character that shows nothing is written as its code point.
    assert_eq!(found("\"5\u{200b}\""), r#""5\u{200b}""#);
}

#[test]
fn hostile_sizes_get_a_plain_error() {
    let row = r#"[".",".",".",".",".",".",".",".","."]"#;
    let rest = [row; 8].join(",");
    let long_row = format!("[{}\".\"]", "\"1\",".repeat(2_500_000));
    assert_eq!(
        message(&format!("[{long_row},{rest}]")),
        "row 1 of the JSON board needs 9 entries, found 2500001"
    );
    let long_string = format!(
        r#"["{}",".",".",".",".",".",".",".","."]"#,
        "5".repeat(10_000_000)
    );
    assert_eq!(
        solve_error(&format!("[{long_string},{rest}]")),
        PuzzleError::BoardEntry {
            cell: Cell::at(0, 0),
            found: "a string of 10000000 characters".to_string()
        }
    );
    let long_number = format!(
        r#"[{},".",".",".",".",".",".",".","."]"#,
        "5".repeat(10_000_000)
    );
    assert_eq!(
        solve_error(&format!("[{long_number},{rest}]")),
        PuzzleError::BoardEntry {
            cell: Cell::at(0, 0),
            found: "a number of 10000000 characters".to_string()
        }
    );
    let many_rows = format!("[{}]", vec![row; 1_000_000].join(","));
    assert_eq!(
        message(&many_rows),
        "a JSON board needs 9 rows, found 1000000"
    );
}
