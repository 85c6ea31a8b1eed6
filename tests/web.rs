//! The exported JavaScript functions, run as real WebAssembly under Node.js and in headless
//! Chromium (`wasm-pack test --node` and `wasm-pack test --headless --chrome`). The core's calls
//! are JavaScript around its exports (`src/bindings/core.js`); these tests call the exports as
//! that file does, through the mailbox, and `tests/node/` calls the package itself.

#![cfg(target_arch = "wasm32")]

mod common;

use common::{
    assert_solves, assert_throws_as_in_table, error_table, thrown_message, LEETCODE_PUZZLE,
    LEETCODE_SOLUTION,
};
use js_sys::{Array, Reflect};
use sudoku_wasm::bindings;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

/// Read at compile time from the shared puzzle folder beside the repository.
const TOP95: &str = include_str!("../../shared/puzzles/top95.txt");
const HARDEST11: &str = include_str!("../../shared/puzzles/hardest11.txt");

/// The first mailbox's size in `core.js`.
const MAILBOX_SIZE: usize = 1024;

/// Opens a mailbox and writes a puzzle into it as `core.js` does, and returns where the mailbox
/// is and the puzzle's length there: -1 for a value that is not a string, which the exports read
/// themselves. (Rust's strings are UTF-8, as the platform's encoder writes them.)
fn open_and_post(puzzle: &JsValue) -> (*mut u8, i32) {
    let text = puzzle.as_string().unwrap_or_default();
    let address = bindings::open_mailbox(MAILBOX_SIZE.max(text.len()));
    // SAFETY: the mailbox has room for the text, and nothing else holds a reference to it.
    unsafe { std::ptr::copy_nonoverlapping(text.as_ptr(), address, text.len()) };
    (
        address,
        if puzzle.is_string() {
            text.len() as i32
        } else {
            -1
        },
    )
}

/// The puzzle's length in a newly opened mailbox (`open_and_post`).
fn post(puzzle: &JsValue) -> i32 {
    open_and_post(puzzle).1
}

/// `core.js`'s `solve_sudoku`.
fn solve_value(puzzle: JsValue) -> Result<String, JsValue> {
    let (address, length) = open_and_post(&puzzle);
    match bindings::solve_sudoku(length, puzzle) {
        0 => {
            // SAFETY: a solved call leaves 81 digits at the start of the mailbox.
            let digits = unsafe { std::slice::from_raw_parts(address, 81) }.to_vec();
            Ok(String::from_utf8(digits).unwrap())
        }
        -1 => Err(bindings::mailbox_error()),
        other => panic!("solve_sudoku answered {other}"),
    }
}

/// `core.js`'s `count_solutions`.
fn count_value(puzzle: JsValue, limit: Option<f64>) -> Result<u32, JsValue> {
    match bindings::count_solutions(post(&puzzle), puzzle, limit) {
        -1 => Err(bindings::mailbox_error()),
        count => Ok(count as u32),
    }
}

fn solve_sudoku(puzzle: &str) -> Result<String, JsValue> {
    solve_value(JsValue::from_str(puzzle))
}

fn count_solutions(puzzle: &str, limit: u32) -> Result<u32, JsValue> {
    count_value(JsValue::from_str(puzzle), Some(limit.into()))
}

#[wasm_bindgen_test]
fn solves_the_leetcode_example() {
    assert_eq!(solve_sudoku(LEETCODE_PUZZLE).unwrap(), LEETCODE_SOLUTION);
}

#[wasm_bindgen_test]
fn solves_every_hard_classic() {
    for puzzle in TOP95
        .lines()
        .chain(HARDEST11.lines())
        .filter(|l| !l.is_empty())
    {
        let solution = solve_sudoku(puzzle).unwrap();
        assert_solves(&solution, puzzle);
        assert_eq!(count_solutions(puzzle, 2).unwrap(), 1, "{puzzle}");
    }
}

/// The module reads a line of 81 characters sixteen at a time (`src/sixteens.rs`); every ASCII
/// character, in every lane of those vectors and in the last cell, must read as the general
/// reader's rules say: `1`-`9` a given, `.`, `0` and `_` a blank, anything else no puzzle (a
/// space or a frame symbol leaves 80 cells).
#[wasm_bindgen_test]
fn one_line_reads_every_ascii_character_in_every_cell() {
    for character in 0..128u8 {
        for cell in 0..81 {
            let mut line = [b'.'; 81];
            line[cell] = character;
            let read = sudoku_wasm::read_puzzle(std::str::from_utf8(&line).unwrap());
            let mut expected = [0u8; 81];
            match character {
                b'1'..=b'9' => expected[cell] = character - b'0',
                b'.' | b'0' | b'_' => {}
                _ => {
                    assert!(read.is_err(), "{character} in cell {cell}");
                    continue;
                }
            }
            assert_eq!(
                read.unwrap().digits(),
                &expected,
                "{character} in cell {cell}"
            );
        }
    }
}

/// A grid is written as one line sixteen cells at a time too: every digit and the blank, in
/// every cell, beside another cell's digit.
#[wasm_bindgen_test]
fn a_grid_writes_every_cell_as_one_line() {
    for cell in 0..81 {
        for digit in 0..=9 {
            let mut digits = [0u8; 81];
            digits[cell] = digit;
            digits[(cell + 40) % 81] = 9 - digit;
            let expected: String = digits
                .iter()
                .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
                .collect();
            let grid = sudoku_wasm::Grid::from_digits(digits).unwrap();
            assert_eq!(grid.one_line(), expected, "{digit} in cell {cell}");
        }
    }
}

/// The mailbox's text is read only when it is ASCII (checked sixteen bytes at a time), and
/// otherwise the call's value: a byte beyond ASCII anywhere in the posted text, here not even
/// UTF-8, sends the call to its value. (Read as text, the byte would be an error.)
#[wasm_bindgen_test]
fn a_posted_text_beyond_ascii_is_not_read() {
    let framed = format!("{LEETCODE_PUZZLE}\n{:100}\n", "");
    for at in [0, 15, 16, 31, 64, 80, 81, 95, 96, framed.len() - 1] {
        let (address, length) = open_and_post(&JsValue::from_str(&framed));
        // SAFETY: the byte is inside the text just posted in the mailbox.
        unsafe { *address.add(at) = 0xFF };
        let answer = bindings::solve_sudoku(length, JsValue::from_str(LEETCODE_PUZZLE));
        assert_eq!(answer, 0, "byte {at}");
        // SAFETY: a solved call leaves 81 digits at the start of the mailbox.
        let digits = unsafe { std::slice::from_raw_parts(address, 81) };
        assert_eq!(digits, LEETCODE_SOLUTION.as_bytes(), "byte {at}");
    }
}

#[wasm_bindgen_test]
fn reads_framed_and_json_boards() {
    let framed: String = (0..9)
        .map(|r| {
            let row = &LEETCODE_PUZZLE[r * 9..r * 9 + 9];
            format!("| {} | {} | {} |\n", &row[..3], &row[3..6], &row[6..])
        })
        .collect();
    assert_eq!(solve_sudoku(&framed).unwrap(), LEETCODE_SOLUTION);
    let rows: Vec<String> = (0..9)
        .map(|r| {
            let cells: Vec<String> = LEETCODE_PUZZLE[r * 9..r * 9 + 9]
                .chars()
                .map(|c| format!("{c:?}").replace('\'', "\""))
                .collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    assert_eq!(
        solve_sudoku(&format!("[{}]", rows.join(","))).unwrap(),
        LEETCODE_SOLUTION
    );
}

#[wasm_bindgen_test]
fn counts_solutions_up_to_the_limit() {
    assert_eq!(count_solutions(&".".repeat(81), 3).unwrap(), 3);
    assert_eq!(count_solutions(LEETCODE_PUZZLE, 2).unwrap(), 1);
    let no_solution = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    assert_eq!(count_solutions(&no_solution, 2).unwrap(), 0);
}

#[wasm_bindgen_test]
fn a_limit_outside_1_to_a_million_is_an_error_not_a_count() {
    assert_eq!(count_solutions(LEETCODE_PUZZLE, 1_000_000).unwrap(), 1);
    let empty = JsValue::from_str(&".".repeat(81));
    for (limit, found) in [
        (None, "nothing"),
        (Some(0.0), "0"),
        (Some(-1.0), "-1"),
        (Some(2.5), "2.5"),
        (Some(1_000_001.0), "1000001"),
        (Some(f64::INFINITY), "Infinity"),
        (Some(f64::NAN), "NaN"),
    ] {
        let expected = format!("the limit must be a whole number from 1 to 1000000, found {found}");
        assert_eq!(thrown_message(count_value(empty.clone(), limit)), expected);
        assert_eq!(
            thrown_message(bindings::count_batch(post(&empty), empty.clone(), limit)),
            expected
        );
    }
}

#[wasm_bindgen_test]
fn bad_input_throws_errors_naming_the_problem() {
    assert_eq!(
        thrown_message(solve_sudoku(&LEETCODE_PUZZLE[..80])),
        "expected 81 cells (digits 1-9, and '.', '0' or '_' for blanks), found 80"
    );
    let letter = format!("{}x{}", &LEETCODE_PUZZLE[..22], &LEETCODE_PUZZLE[23..]);
    assert_eq!(
        thrown_message(solve_sudoku(&letter)),
        "invalid character 'x' at row 3, column 5 (line 1, character 23 of the input); \
         use digits 1-9 for givens and '.', '0' or '_' for blanks"
    );
    let conflict = format!("5.......5{}", ".".repeat(72));
    assert_eq!(
        thrown_message(count_solutions(&conflict, 2)),
        "the givens conflict: row 1 has two 5s, at row 1, column 1 and at row 1, column 9"
    );
    let no_solution = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    assert_eq!(
        thrown_message(solve_sudoku(&no_solution)),
        "this puzzle has no solution"
    );
    assert_eq!(
        thrown_message(solve_value(JsValue::from_f64(5.0))),
        "the puzzle must be a string, found a number"
    );
    // The module keeps working after throwing.
    assert_eq!(solve_sudoku(LEETCODE_PUZZLE).unwrap(), LEETCODE_SOLUTION);
}

#[wasm_bindgen_test]
fn every_error_of_the_readme_table_has_its_code_and_places() {
    let cases = error_table("core");
    assert!(cases.len() >= 12);
    for case in cases {
        let call = Reflect::get(&case, &"call".into())
            .unwrap()
            .as_string()
            .unwrap();
        let args = Array::from(&Reflect::get(&case, &"args".into()).unwrap());
        let (first, second) = (args.get(0), args.get(1).as_f64());
        match call.as_str() {
            "solve_sudoku" => assert_throws_as_in_table(&case, solve_value(first)),
            "count_solutions" => assert_throws_as_in_table(&case, count_value(first, second)),
            "solve_batch" => {
                assert_throws_as_in_table(&case, bindings::solve_batch(post(&first), first))
            }
            other => panic!("no call {other} in the core"),
        }
    }
}

#[wasm_bindgen_test]
fn validate_reports_conflicts_as_data() {
    let conflict = format!("5.......5{}", ".".repeat(72));
    let conflict = JsValue::from_str(&conflict);
    let validation = bindings::validate(post(&conflict), conflict).unwrap();
    assert_eq!(string_field(&validation, "solutions"), "none");
    let first = Array::from(&field(&validation, "conflicts")).get(0);
    assert_eq!(field(&first, "digit").as_f64(), Some(5.0));
    assert_eq!(string_field(&field(&first, "unit"), "kind"), "row");
    assert_eq!(
        Array::from(&field(&first, "cells")).get(1).as_f64(),
        Some(8.0)
    );
    // The same words as the error for these givens, without its opening.
    assert_eq!(
        string_field(&first, "message"),
        "row 1 has two 5s, at row 1, column 1 and at row 1, column 9"
    );
    assert_eq!(
        thrown_message(bindings::validate(-1, JsValue::from_f64(5.0))),
        "the puzzle must be a string, found a number"
    );
}

/// A field of a returned object.
fn field(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &JsValue::from_str(key)).unwrap()
}

fn string_field(object: &JsValue, key: &str) -> String {
    field(object, key).as_string().unwrap()
}
