//! Every accepted way of writing a puzzle reads as the same grid.

mod common;

use common::*;
use sudoku_wasm::Grid;

fn read(input: &str) -> Grid {
    input
        .parse()
        .unwrap_or_else(|e| panic!("{input:?} should parse: {e}"))
}

#[test]
fn blanks_may_be_dots_zeros_or_underscores() {
    let expected = read(LEETCODE_PUZZLE);
    assert_eq!(read(&LEETCODE_PUZZLE.replace('.', "0")), expected);
    assert_eq!(read(&LEETCODE_PUZZLE.replace('.', "_")), expected);
    assert_eq!(expected.to_string(), LEETCODE_PUZZLE);
}

#[test]
fn cells_may_spread_over_lines_with_any_whitespace() {
    let rows = leetcode_rows();
    let nine_lines = rows.join("\n");
    let spaced: String = rows
        .iter()
        .map(|row| row.chars().map(String::from).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\r\n\t");
    let expected = read(LEETCODE_PUZZLE);
    assert_eq!(read(&nine_lines), expected);
    // Text read from a file may begin with a byte-order mark.
    assert_eq!(read(&format!("\u{FEFF}{nine_lines}")), expected);
    assert_eq!(read(&format!("\u{FEFF}{LEETCODE_PUZZLE}")), expected);
    assert_eq!(read(&format!("\n  {spaced}  \n\n")), expected);
}

#[test]
fn lines_that_are_mostly_not_rows_of_nine_are_read_cell_by_cell() {
    let expected = read(LEETCODE_PUZZLE);
    assert_eq!(read(&leetcode_lines(&[72, 9])), expected);
    assert_eq!(read(&leetcode_lines(&[27, 27, 27])), expected);
    // Half the lines hold nine: not yet a grid of rows.
    assert_eq!(
        read(&leetcode_lines(&[9, 9, 9, 9, 11, 11, 11, 12])),
        expected
    );
}

#[test]
fn framed_grids_read_like_plain_ones() {
    assert_eq!(read(LEETCODE_FRAMED), read(LEETCODE_PUZZLE));
    let compact = "53.|.7.|...\n6..|195|...\n.98|...|.6.\n---+---+---\n8..|.6.|..3\n4..|8.3|..1\n7..|.2.|..6\n---+---+---\n.6.|...|28.\n...|419|..5\n...|.8.|.79";
    assert_eq!(read(compact), read(LEETCODE_PUZZLE));
}

#[test]
fn leetcode_json_boards_are_read() {
    let board = r#"[["5","3",".",".","7",".",".",".","."],["6",".",".","1","9","5",".",".","."],[".","9","8",".",".",".",".","6","."],["8",".",".",".","6",".",".",".","3"],["4",".",".","8",".","3",".",".","1"],["7",".",".",".","2",".",".",".","6"],[".","6",".",".",".",".","2","8","."],[".",".",".","4","1","9",".",".","5"],[".",".",".",".","8",".",".","7","9"]]"#;
    assert_eq!(read(board), read(LEETCODE_PUZZLE));
    let pretty = board.replace("],", "],\n  ").replace(",\"", ", \"");
    assert_eq!(read(&format!("  {pretty}\n")), read(LEETCODE_PUZZLE));
    assert_eq!(read(&format!("\u{FEFF}{board}")), read(LEETCODE_PUZZLE));
    assert_eq!(
        sudoku_wasm::solve(board).unwrap().to_string(),
        LEETCODE_SOLUTION
    );
}

/// The LeetCode board with each cell written by `cell` (its character in, the literal out), rows
/// in `open` and `close`, and the whole in them too.
fn board_literal(cell: impl Fn(char) -> String, open: &str, close: &str) -> String {
    let rows: Vec<String> = leetcode_rows()
        .iter()
        .map(|row| {
            format!(
                "{open}{}{close}",
                row.chars().map(&cell).collect::<Vec<_>>().join(",")
            )
        })
        .collect();
    format!("{open}{}{close}", rows.join(",\n "))
}

#[test]
fn leetcode_boards_written_as_java_cpp_or_python_are_read() {
    let expected = read(LEETCODE_PUZZLE);
    let java = board_literal(|c| format!("'{c}'"), "{", "}");
    assert_eq!(read(&java), expected);
    assert_eq!(read(&format!("char[][] board = {java};")), expected);
    assert_eq!(
        read(&format!("vector<vector<char>> board = {java};\n")),
        expected
    );
    assert_eq!(
        read(&format!(
            "String[][] board = {};",
            board_literal(|c| format!("\"{c}\""), "{", "}")
        )),
        expected
    );
    let python = board_literal(|c| format!("'{c}'"), "[", "]");
    assert_eq!(read(&python), expected);
    assert_eq!(read(&format!("board = {python}")), expected);
    assert_eq!(
        read(&format!(
            "board = {}",
            board_literal(|c| format!("\"{c}\""), "[", "]")
        )),
        expected
    );
    // A mistake in one is named as in a JSON board, at the same line and character.
    let short = java.replacen("'5',", "", 1);
    let error = short.parse::<Grid>().unwrap_err().to_string();
    assert!(error.contains("row 1"), "{error}");
}

#[test]
fn a_line_may_carry_a_name_or_a_rating_after_the_cells() {
    let expected = read(LEETCODE_PUZZLE);
    for words in [
        " Easy #1",
        "\t1.2/1.2/1.2",
        ";leetcode",
        " # from the LeetCode problem 37",
        "  (rating 2.0)",
    ] {
        assert_eq!(
            read(&format!("{LEETCODE_PUZZLE}{words}")),
            expected,
            "{words:?}"
        );
        assert_eq!(
            read(&format!("\n{LEETCODE_PUZZLE}{words}\n")),
            expected,
            "{words:?}"
        );
    }
    // Cells after the 81 are a puzzle of another size, not words: still an error.
    for more in [" 5", " 1 2", "5 x", " ?"] {
        assert!(
            format!("{LEETCODE_PUZZLE}{more}").parse::<Grid>().is_err(),
            "{more:?}"
        );
    }
    // A mistyped cell is named where it is, not taken for the start of the words.
    let typo = format!("{}x{} Easy", &LEETCODE_PUZZLE[..40], &LEETCODE_PUZZLE[41..]);
    let error = typo.parse::<Grid>().unwrap_err().to_string();
    assert!(error.contains("'x'"), "{error}");
}

#[test]
fn header_lines_above_a_grid_are_skipped() {
    let expected = read(LEETCODE_PUZZLE);
    let rows = leetcode_rows().join("\n").replace('.', "0");
    assert_eq!(read(&format!("Grid 01\n{rows}")), expected);
    assert_eq!(
        read(&format!(
            "Puzzle: LeetCode 37\nSource: leetcode.com\n{rows}\n"
        )),
        expected
    );
    assert_eq!(read(&format!("Grid 01\n{LEETCODE_FRAMED}")), expected);
    // Two grids with their headers are not one puzzle; a typo on the first row is not a header.
    assert!(format!("Grid 01\n{rows}\nGrid 02\n{rows}")
        .parse::<Grid>()
        .is_err());
    let typo = rows.replacen('3', "x", 1);
    let error = typo.parse::<Grid>().unwrap_err().to_string();
    assert!(error.contains("'x'"), "{error}");
}

#[test]
fn empty_and_full_grids_are_accepted() {
    let empty = ".".repeat(81);
    let solution = sudoku_wasm::solve(&empty).unwrap().to_string();
    assert_solves(&solution, &empty);
    assert_eq!(
        sudoku_wasm::solve(LEETCODE_SOLUTION).unwrap().to_string(),
        LEETCODE_SOLUTION
    );
    assert_eq!(sudoku_wasm::count_solutions(LEETCODE_SOLUTION, 2), Ok(1));
}

#[test]
fn several_solutions_give_the_same_answer_every_time() {
    let puzzle = format!("{}{}", &LEETCODE_PUZZLE[..40], ".".repeat(41));
    let first = sudoku_wasm::solve(&puzzle).unwrap();
    assert_solves(&first.to_string(), &puzzle);
    for _ in 0..5 {
        assert_eq!(sudoku_wasm::solve(&puzzle).unwrap(), first);
    }
    assert_eq!(sudoku_wasm::count_solutions(&puzzle, 2), Ok(2));
}

#[test]
fn count_stops_at_the_limit() {
    let empty = ".".repeat(81);
    assert_eq!(sudoku_wasm::count_solutions(&empty, 0), Ok(0));
    assert_eq!(sudoku_wasm::count_solutions(&empty, 1), Ok(1));
    assert_eq!(sudoku_wasm::count_solutions(&empty, 100), Ok(100));
    assert_eq!(sudoku_wasm::count_solutions(LEETCODE_PUZZLE, 0), Ok(0));
    assert_eq!(sudoku_wasm::count_solutions(LEETCODE_PUZZLE, 1_000), Ok(1));
}

#[test]
fn a_pencil_mark_grid_of_729_characters_gives_givens_and_candidates() {
    // The LeetCode puzzle's own candidates, nine characters per cell; its givens, one mark each.
    let marks = sudoku_wasm::candidates(LEETCODE_PUZZLE).unwrap();
    let text: String = sudoku_wasm::Cell::all()
        .map(|cell| {
            let digits: Vec<u8> = match read(LEETCODE_PUZZLE).digit(cell) {
                Some(given) => vec![given],
                None => marks.candidates(cell).collect(),
            };
            (1..=9u8)
                .map(|d| {
                    if digits.contains(&d) {
                        char::from(b'0' + d)
                    } else {
                        '0'
                    }
                })
                .collect::<String>()
        })
        .collect();
    assert_eq!(text.len(), 729);
    let (grid, bits) = sudoku_wasm::read_pencil_mark_grid(&text).expect("a pencil-mark grid");
    for cell in sudoku_wasm::Cell::all() {
        let expected: Vec<u8> = match read(LEETCODE_PUZZLE).digit(cell) {
            Some(given) => vec![given],
            None => marks.candidates(cell).collect(),
        };
        // A cell with one candidate holds it, as a given would.
        let held = (expected.len() == 1).then(|| expected[0]);
        assert_eq!(grid.digit(cell), held, "{cell}");
        let read: Vec<u8> = (1..=9)
            .filter(|d| bits[cell.index()] & (1 << (d - 1)) != 0)
            .collect();
        assert_eq!(read, expected, "{cell}");
    }
    // Nine lines of 81, as some tools write it, read the same.
    let lines: Vec<&str> = (0..9).map(|row| &text[row * 81..(row + 1) * 81]).collect();
    assert_eq!(
        sudoku_wasm::read_pencil_mark_grid(&lines.join("\n")),
        Some((grid, bits))
    );
    // Plain puzzles are not pencil-mark grids, and a pencil-mark grid is not a plain puzzle.
    assert_eq!(sudoku_wasm::read_pencil_mark_grid(LEETCODE_PUZZLE), None);
    assert!(text.parse::<Grid>().is_err());
}
