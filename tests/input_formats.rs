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
