//! Helpers shared by the native test files: the public puzzle sets and a rule checker that does
//! not trust the solver.

#![allow(dead_code)] // each test file uses its own subset of these helpers

use std::path::PathBuf;

use sudoku_wasm::{Cell, Grid, Step};

/// The LeetCode 37 example and its published solution.
pub const LEETCODE_PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
pub const LEETCODE_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// The LeetCode 37 example as nine rows of nine cells.
pub fn leetcode_rows() -> Vec<String> {
    LEETCODE_PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|row| String::from_utf8(row.to_vec()).unwrap())
        .collect()
}

/// The LeetCode 37 example's 81 cells cut into lines of these lengths, in order.
pub fn leetcode_lines(lengths: &[usize]) -> String {
    let mut rest = LEETCODE_PUZZLE;
    let mut lines = Vec::new();
    for &length in lengths {
        let (line, after) = rest.split_at(length);
        lines.push(line);
        rest = after;
    }
    lines.join("\n")
}

/// The LeetCode 37 example as a framed grid, the way many Sudoku tools print one.
pub const LEETCODE_FRAMED: &str = "\
+-------+-------+-------+
| 5 3 . | . 7 . | . . . |
| 6 . . | 1 9 5 | . . . |
| . 9 8 | . . . | . 6 . |
+-------+-------+-------+
| 8 . . | . 6 . | . . 3 |
| 4 . . | 8 . 3 | . . 1 |
| 7 . . | . 2 . | . . 6 |
+-------+-------+-------+
| . 6 . | . . . | 2 8 . |
| . . . | 4 1 9 | . . 5 |
| . . . | . 8 . | . 7 9 |
+-------+-------+-------+";

// The photos are read from files, which WebAssembly tests cannot open.
#[cfg(not(target_arch = "wasm32"))]
pub mod photos;

/// The folder of public puzzle sets: `$SUDOKU_PUZZLES`, else `../shared/puzzles` beside the repo.
pub fn puzzle_dir() -> PathBuf {
    let dir = std::env::var_os("SUDOKU_PUZZLES")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles"));
    assert!(
        dir.join("README.md").is_file(),
        "the public puzzle sets are missing: expected them in {} (set SUDOKU_PUZZLES to their folder)",
        dir.display()
    );
    dir
}

/// The non-empty lines of a file in the puzzle folder.
pub fn read_lines(file: &str) -> Vec<String> {
    let path = puzzle_dir().join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect()
}

/// The puzzles of a shared puzzle file: each line's 81-character field (`se_rated.txt` holds
/// lines `hash puzzle rating`; the other files, the puzzle alone).
pub fn read_puzzles(file: &str) -> Vec<String> {
    read_lines(file)
        .into_iter()
        .map(|line| {
            let puzzle = line.split_whitespace().find(|field| field.len() == 81);
            puzzle.unwrap_or(&line).to_string()
        })
        .collect()
}

/// Every puzzle file of the shared folder (all but the README and the solution counts).
pub fn puzzle_files() -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(puzzle_dir())
        .expect("the puzzle folder can be listed")
        .map(|entry| {
            entry
                .expect("a readable entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.ends_with(".txt") && name != "solution_counts.txt")
        .collect();
    files.sort();
    files
}

/// At most `count` lines spread evenly over the whole list, always the same ones.
pub fn sample(lines: Vec<String>, count: usize) -> Vec<String> {
    if lines.len() <= count {
        return lines;
    }
    let step = lines.len() as f64 / count as f64;
    (0..count)
        .map(|i| lines[(i as f64 * step) as usize].clone())
        .collect()
}

/// Checks a claimed solution cell by cell: every cell a digit, every unit a permutation of 1-9,
/// and every given of the puzzle kept. Written independently of the crate's own checks.
pub fn assert_solves(solution: &str, puzzle: &str) {
    let s: Vec<u8> = solution.bytes().collect();
    assert_eq!(
        s.len(),
        81,
        "solution {solution:?} for {puzzle} is not 81 characters"
    );
    assert!(
        s.iter().all(|b| (b'1'..=b'9').contains(b)),
        "solution {solution} has a non-digit"
    );
    let rows = (0..9).map(|r| (0..9).map(|c| r * 9 + c).collect::<Vec<_>>());
    let columns = (0..9).map(|c| (0..9).map(|r| r * 9 + c).collect::<Vec<_>>());
    let boxes = (0..9).map(|b| {
        (0..9)
            .map(|i| (b / 3 * 3 + i / 3) * 9 + b % 3 * 3 + i % 3)
            .collect::<Vec<_>>()
    });
    for unit in rows.chain(columns).chain(boxes) {
        let mut digits: Vec<u8> = unit.iter().map(|&i| s[i]).collect();
        digits.sort_unstable();
        assert_eq!(
            digits, b"123456789",
            "solution {solution} repeats a digit in cells {unit:?}"
        );
    }
    let given: Grid = puzzle.parse().expect("the puzzle parses");
    for cell in Cell::all() {
        if let Some(digit) = given.digit(cell) {
            assert_eq!(
                s[cell.index()],
                b'0' + digit,
                "solution {solution} changes the given at {cell} of {puzzle}"
            );
        }
    }
}

/// The code and message of the JavaScript `Error` a call threw; fails if it threw anything else,
/// or an `Error` without a string `code`.
#[cfg(target_arch = "wasm32")]
pub fn thrown<T: std::fmt::Debug>(result: Result<T, wasm_bindgen::JsValue>) -> (String, String) {
    use wasm_bindgen::JsCast;
    let error = result
        .expect_err("the call should throw")
        .dyn_into::<js_sys::Error>()
        .expect("a JavaScript Error is thrown");
    let code = js_sys::Reflect::get(&error, &"code".into())
        .unwrap()
        .as_string()
        .expect("the Error has a code");
    (code, error.message().into())
}

/// The message of the JavaScript `Error` a call threw (which must have a code, see [`thrown`]).
#[cfg(target_arch = "wasm32")]
pub fn thrown_message<T: std::fmt::Debug>(result: Result<T, wasm_bindgen::JsValue>) -> String {
    thrown(result).1
}

/// Checks a logical step against the puzzle's unique solution: every digit it places is the
/// solution's, and no candidate it eliminates is. `context` says which step failed.
pub fn assert_step_agrees(step: &Step, solution: &Grid, context: &str) {
    for placement in &step.placements {
        assert_eq!(
            solution.digit(placement.cell),
            Some(placement.digit),
            "{context}: {} places a wrong digit: {}",
            step.technique,
            step.explanation
        );
    }
    for elimination in &step.eliminations {
        assert_ne!(
            solution.digit(elimination.cell),
            Some(elimination.digit),
            "{context}: {} eliminates the solution: {}",
            step.technique,
            step.explanation
        );
    }
}

/// The cases of `tests/fixtures/errors.json` (the README's error table) for one entry point, each
/// as the parsed JSON object: `call`, `args`, `code`, `message`, and the places that apply.
#[cfg(target_arch = "wasm32")]
pub fn error_table(entry: &str) -> Vec<wasm_bindgen::JsValue> {
    let table = js_sys::JSON::parse(include_str!("../fixtures/errors.json")).unwrap();
    let cases = js_sys::Reflect::get(&table, &"cases".into()).unwrap();
    js_sys::Array::from(&cases)
        .iter()
        .filter(|case| {
            js_sys::Reflect::get(case, &"entry".into())
                .unwrap()
                .as_string()
                .as_deref()
                == Some(entry)
        })
        .collect()
}

/// Checks what a call of an error-table case threw: its code, message and places (a place the
/// case leaves out must be absent).
#[cfg(target_arch = "wasm32")]
pub fn assert_throws_as_in_table<T: std::fmt::Debug>(
    case: &wasm_bindgen::JsValue,
    result: Result<T, wasm_bindgen::JsValue>,
) {
    let get = |object: &wasm_bindgen::JsValue, key: &str| {
        js_sys::Reflect::get(object, &key.into()).unwrap()
    };
    let message = get(case, "message").as_string().unwrap();
    let thrown = result.expect_err(&message);
    assert!(
        wasm_bindgen::JsCast::is_instance_of::<js_sys::Error>(&thrown),
        "{message}"
    );
    for key in ["code", "message", "row", "column", "line", "character"] {
        assert_eq!(
            get(&thrown, key),
            get(case, key),
            "{key} of the error of {message:?}"
        );
    }
}
#[cfg(not(target_arch = "wasm32"))]
pub mod alterations;
