//! The JavaScript surface: thin wrappers that turn Rust results into values and thrown `Error`s.

use js_sys::Array;
use wasm_bindgen::prelude::*;

/// Runs once when the module is instantiated and installs the panic hook.
///
/// A panic is a bug, but a page embedding the module must survive it. With `panic = "abort"` a
/// panic would end in an `unreachable` trap: the caller would see only
/// `RuntimeError: unreachable`, and the instance would be left with its stack pointer and panic
/// state mid-flight. Instead the hook logs the full message to the console, asks wasm-bindgen to
/// start the next call from a fresh instance, and throws a JavaScript `Error` carrying the message,
/// which unwinds out of WebAssembly before the trap is reached.
#[wasm_bindgen(start, skip_typescript)]
fn start() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        wasm_bindgen::handler::schedule_reinit();
        wasm_bindgen::throw_str(&format!("internal error in sudoku-wasm: {info}"));
    }));
}

/// Panics on purpose, so that the tests can prove a panic reaches JavaScript as an `Error` and the
/// module keeps working. Compiled only with the `panic-probe` feature, never into a release.
#[cfg(feature = "panic-probe")]
#[wasm_bindgen]
pub fn panic_probe() {
    panic!("the panic probe was called");
}

fn to_js_error(error: crate::PuzzleError) -> JsError {
    JsError::new(&error.to_string())
}

/// The text of a puzzle argument.
///
/// Exports take the puzzle as a JavaScript value rather than `&str` so that no argument is copied
/// into the instance's memory before wasm-bindgen's call guard runs: after a panic the guard swaps
/// in a fresh instance, and a string already copied into the old one would be lost. It also lets
/// a caller who passes a number or `null` be told so plainly.
fn puzzle_text(puzzle: &JsValue) -> Result<String, JsError> {
    puzzle.as_string().ok_or_else(|| {
        JsError::new(&format!(
            "the puzzle must be a string, found {}",
            describe(puzzle)
        ))
    })
}

fn describe(value: &JsValue) -> String {
    if value.is_null() {
        "null".to_string()
    } else if Array::is_array(value) {
        "an array (pass a LeetCode board as JSON text: JSON.stringify(board))".to_string()
    } else {
        match value.js_typeof().as_string().as_deref() {
            Some("undefined") => "undefined".to_string(),
            Some(kind @ "object") => format!("an {kind}"),
            Some(kind) => format!("a {kind}"),
            None => "a value of unknown type".to_string(),
        }
    }
}

/// Solves a Sudoku puzzle and returns the solution as 81 digits.
///
/// Accepts 81 cells as one line or several (digits 1-9; `.`, `0` or `_` for blanks), a framed
/// grid drawn with `|`, `+` and `-`, or a LeetCode-style JSON board of 9 arrays of 9 strings.
/// A puzzle with several solutions gives one of them, always the same one.
///
/// @throws {Error} when the puzzle cannot be read (the message names the character or count and
/// where it is, by row and column), when two givens conflict (naming the digit and both cells),
/// or when the puzzle has no solution ("this puzzle has no solution").
#[wasm_bindgen]
pub fn solve_sudoku(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzle: JsValue,
) -> Result<String, JsError> {
    crate::solve(&puzzle_text(&puzzle)?)
        .map(|grid| grid.to_string())
        .map_err(to_js_error)
}

/// Counts the solutions of a puzzle, stopping at `limit`: `count_solutions(p, 2) === 1` means
/// the solution is unique. Returns 0 for a puzzle with no solution.
///
/// Accepts the same formats as `solve_sudoku`.
///
/// @throws {Error} when the puzzle cannot be read or two givens conflict, with the same messages
/// as `solve_sudoku`.
#[wasm_bindgen]
pub fn count_solutions(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzle: JsValue,
    limit: u32,
) -> Result<u32, JsError> {
    crate::count_solutions(&puzzle_text(&puzzle)?, limit as usize)
        .map(|count| count as u32)
        .map_err(to_js_error)
}
