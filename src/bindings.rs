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

// Human-style analysis: pencil marks, hints, the logical path, ratings and generated puzzles.
// Results are plain objects (so they cross `postMessage` from a Web Worker unchanged), built as
// JSON by `crate::analysis` and typed by the declarations below.

#[wasm_bindgen(typescript_custom_section)]
const ANALYSIS_TYPES: &str = include_str!("analysis/analysis.d.ts");

/// Turns a JSON value into the same plain JavaScript object.
fn to_js(value: serde_json::Value) -> JsValue {
    js_sys::JSON::parse(&value.to_string()).expect("serde_json writes valid JSON")
}

/// The pencil marks of a puzzle before any technique: for each of the 81 cells in reading order,
/// the digits not yet in its row, column or box, and `[]` for a filled cell.
///
/// Accepts the same formats as `solve_sudoku`. Throws an `Error` when the puzzle cannot be read
/// or two givens conflict.
#[wasm_bindgen(unchecked_return_type = "PencilMarks")]
pub fn candidates(puzzle: &str) -> Result<JsValue, JsError> {
    crate::candidates(puzzle)
        .map(|marks| to_js(marks.to_json()))
        .map_err(to_js_error)
}

/// Checks a puzzle without throwing on its mistakes: every pair of equal digits sharing a row,
/// column or box, and whether it has no solution, one, or several.
///
/// Accepts the same formats as `solve_sudoku`. Throws an `Error` only when the puzzle cannot be
/// read; conflicting givens are reported in `conflicts`.
#[wasm_bindgen(unchecked_return_type = "Validation")]
pub fn validate(puzzle: &str) -> Result<JsValue, JsError> {
    crate::validate(puzzle)
        .map(|validation| to_js(validation.to_json()))
        .map_err(to_js_error)
}

/// The next logical step: the easiest technique that applies, with the cells and digits of its
/// pattern, its placements or eliminations, and a one-sentence explanation. When none applies the
/// status is `"stuck"`; for a full grid it is `"solved"`.
///
/// `marks`, if given, are the pencil marks the person has (in the form `candidates` returns, for
/// instance after applying earlier eliminations); a digit counts as a candidate only if both they
/// and the rules allow it. When they rule out a digit the unique solution needs, the status is
/// `"mistake"`. Throws an `Error` when the puzzle cannot be read, two givens conflict, the puzzle
/// has no solution, or `marks` is not 81 arrays of digits.
#[wasm_bindgen(unchecked_return_type = "Hint")]
pub fn hint(
    puzzle: &str,
    #[wasm_bindgen(unchecked_optional_param_type = "PencilMarks")] marks: Option<js_sys::Array>,
) -> Result<JsValue, JsError> {
    let mut pencil_marks = crate::candidates(puzzle).map_err(to_js_error)?;
    if let Some(kept) = marks {
        let text: String = js_sys::JSON::stringify(&kept)
            .map_err(|_| JsError::new("the pencil marks must be an array of 81 arrays of digits"))?
            .into();
        let kept: serde_json::Value =
            serde_json::from_str(&text).expect("JSON.stringify writes valid JSON");
        pencil_marks = pencil_marks
            .narrowed_by_json(&kept)
            .map_err(|message| JsError::new(&message))?;
    }
    crate::hint_for(&pencil_marks)
        .map(|hint| to_js(hint.to_json()))
        .map_err(to_js_error)
}

/// The logical path of a puzzle: the steps a person can take one after the other from its first
/// pencil marks, as far as the techniques go, with `solved` telling whether they reach the end.
/// A puzzle with several solutions can't be finished by logic.
///
/// Accepts the same formats as `solve_sudoku`. Throws an `Error` when the puzzle cannot be read,
/// two givens conflict, or it has no solution.
#[wasm_bindgen(unchecked_return_type = "SolveSteps")]
pub fn solve_steps(puzzle: &str) -> Result<JsValue, JsError> {
    crate::solve_steps(puzzle)
        .map(|path| to_js(path.to_json()))
        .map_err(to_js_error)
}

/// How hard a puzzle is to solve by hand: `easy` (singles), `medium` (locked candidates, pairs,
/// triples), `hard` (quads, fish, XY- and XYZ-Wings), `expert` (W-Wings, colouring, X-chains,
/// unique rectangles), or `extreme` (beyond them, including any puzzle with several solutions).
/// Five or more steps at the medium or hard level raise the rating one level.
///
/// Accepts the same formats as `solve_sudoku`. Throws an `Error` when the puzzle cannot be read,
/// two givens conflict, or it has no solution.
#[wasm_bindgen(unchecked_return_type = "Rating")]
pub fn rate(puzzle: &str) -> Result<JsValue, JsError> {
    crate::rate(puzzle)
        .map(|rating| to_js(rating.to_json()))
        .map_err(to_js_error)
}

/// A new puzzle with exactly one solution, minimal (no given can be emptied keeping one
/// solution) and rated `difficulty`; the same seed always gives the same puzzle. With
/// `symmetric`, the givens are symmetric under a half turn and minimal among such puzzles: no
/// given can be emptied together with its mirror image.
///
/// Easy to expert typically take a few milliseconds, extreme somewhat more; call it from a Web
/// Worker to keep the page responsive. Throws an `Error` when `difficulty` is not one of the
/// five names or `seed` is not a whole number from 0 to 2^53 - 1.
#[wasm_bindgen(unchecked_return_type = "Generated")]
pub fn generate(
    #[wasm_bindgen(unchecked_param_type = "Difficulty")] difficulty: &str,
    seed: f64,
    symmetric: Option<bool>,
) -> Result<JsValue, JsError> {
    let level = crate::Difficulty::from_name(difficulty).ok_or_else(|| {
        JsError::new(&format!(
            "unknown difficulty {difficulty:?}; use \"easy\", \"medium\", \"hard\", \"expert\" or \"extreme\""
        ))
    })?;
    let whole = seed.fract() == 0.0 && (0.0..=9_007_199_254_740_991.0).contains(&seed);
    if !whole {
        return Err(JsError::new(&format!(
            "the seed must be a whole number from 0 to 2^53 - 1, found {seed}"
        )));
    }
    let generated = crate::generate(level, seed as u64, symmetric.unwrap_or(false));
    Ok(to_js(generated.to_json()))
}
