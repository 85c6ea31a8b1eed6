//! The solver's exports, the package's main entry (`sudoku-wasm`): solving, counting, batches and
//! validation, with nothing of the analysis, so that its `.wasm` stays small.

use alloc::string::String;
use alloc::vec::Vec;

use wasm_bindgen::prelude::*;

use super::{json_parse, puzzle_error, puzzle_text, to_js_error, whole_number};
use crate::error::Text;

#[wasm_bindgen(typescript_custom_section)]
const CORE_TYPES: &str = include_str!("core.d.ts");

/// The most solutions one call counts. A nearly empty grid yields about two million solutions a
/// second, so a million takes about half a second there, where a limit of 2^32 - 1 (what `-1`
/// meant when the limit was taken as a plain 32-bit number) took half an hour. (A sparse puzzle
/// whose solutions lie far apart can take longer per solution.)
const MOST_SOLUTIONS_COUNTED: f64 = 1_000_000.0;

/// The limit of a count: a whole number from 1 to [`MOST_SOLUTIONS_COUNTED`]. A missing limit
/// is an error rather than zero, which would read as "no solution".
fn count_limit(limit: Option<f64>) -> Result<usize, JsValue> {
    whole_number(limit, "limit", 1.0..=MOST_SOLUTIONS_COUNTED, "1 to 1000000")
        .map(|limit| limit as usize)
}

/// Solves a Sudoku puzzle and returns the solution as 81 digits.
///
/// Accepts 81 cells as one line or several (digits 1-9; `.`, `0` or `_` for blanks), a framed
/// grid drawn with `|`, `+` and `-`, or a LeetCode-style JSON board of 9 arrays of 9 strings.
/// A puzzle with several solutions gives one of them, always the same one.
///
/// @throws {SudokuError} when the puzzle cannot be read (the message names the character or
/// count and where it is, by row and column; `code` says which case, `row`, `column` and `line`
/// where), when two givens conflict (`conflict`, naming the digit and both cells), or when the
/// puzzle has no solution (`no_solution`).
#[wasm_bindgen]
pub fn solve_sudoku(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzle: JsValue,
) -> Result<String, JsValue> {
    solution_line(&puzzle_text(&puzzle)?).map_err(to_js_error)
}

/// The solution of a puzzle as 81 digits. Out of line: `solve_sudoku` and `solve_batch` share it
/// (120 compressed bytes).
#[inline(never)]
fn solution_line(puzzle: &str) -> Result<String, crate::PuzzleError> {
    crate::solve(puzzle).map(|grid| grid.one_line())
}

/// Counts the solutions of a puzzle, stopping at `limit`: `count_solutions(p, 2) === 1` means
/// the solution is unique. Returns 0 for a puzzle with no solution.
///
/// Accepts the same formats as `solve_sudoku`.
///
/// @throws {SudokuError} when the puzzle cannot be read or two givens conflict, as
/// `solve_sudoku` does, or when `limit` is not a whole number from 1 to 1000000 (`limit`).
#[wasm_bindgen]
pub fn count_solutions(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzle: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] limit: Option<f64>,
) -> Result<u32, JsValue> {
    let puzzle = puzzle_text(&puzzle)?;
    crate::count_solutions(&puzzle, count_limit(limit)?)
        .map(|count| count as u32)
        .map_err(to_js_error)
}

/// Checks a puzzle without throwing on its mistakes: every pair of equal digits sharing a row,
/// column or box (the first is the one `solve_sudoku` would report), and whether the puzzle has
/// no solution, one, or several.
///
/// Accepts the same formats as `solve_sudoku`.
///
/// @throws {SudokuError} only when the puzzle cannot be read, as `solve_sudoku` does;
/// conflicting givens are reported in `conflicts`.
#[wasm_bindgen(unchecked_return_type = "Validation")]
pub fn validate(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzle: JsValue,
) -> Result<JsValue, JsValue> {
    crate::validate(&puzzle_text(&puzzle)?)
        .map(|validation| validation_object(&validation))
        .map_err(to_js_error)
}

/// `{ conflicts: [{ digit, unit: { kind, index }, cells: [first, second] }], solutions }`,
/// written as JSON and read by the platform's `JSON.parse`: one call across to JavaScript rather
/// than one per field, and the module's few pieces of text writing rather than code for each.
fn validation_object(validation: &crate::Validation) -> JsValue {
    let mut json = Text::default();
    json.add("{\"conflicts\":[");
    for (index, conflict) in validation.conflicts.iter().enumerate() {
        let (kind, unit) = match conflict.unit {
            crate::Unit::Row(index) => ("row", index),
            crate::Unit::Column(index) => ("column", index),
            crate::Unit::Box(index) => ("box", index),
        };
        json.add(if index == 0 {
            "{\"digit\":"
        } else {
            ",{\"digit\":"
        })
        .number(conflict.digit as usize)
        .add(",\"unit\":{\"kind\":\"")
        .add(kind)
        .add("\",\"index\":")
        .number(unit as usize)
        .add("},\"cells\":[")
        .number(conflict.first.index())
        .add(",")
        .number(conflict.second.index())
        .add("]}");
    }
    json.add("],\"solutions\":\"")
        .add(match validation.solutions {
            crate::Solutions::None => "none",
            crate::Solutions::One => "one",
            crate::Solutions::Several => "several",
        });
    json.add("\"}");
    json_parse(&json.0)
}

// Batches: many puzzles in one call, for callers that solve in bulk.

/// The non-blank lines of a batch, each with its 1-based line number. (Split at the byte `\n`, and
/// not trimmed: reading a puzzle trims it, a `\r` too. `str::lines`, or a split at the `char`,
/// would add a kilobyte to the module, its search for a character; a split by a test of each
/// character, 100 bytes, its decoding of each; `str::trim`, Unicode's, 150 bytes.)
fn batch_lines(puzzles: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut rest = Some(puzzles);
    core::iter::from_fn(move || {
        let text = rest?;
        let end = text.bytes().position(|byte| byte == b'\n');
        rest = end.and_then(|end| text.get(end + 1..));
        end.map_or(Some(text), |end| text.get(..end))
    })
    .enumerate()
    .map(|(index, line)| (index + 1, line))
    .filter(|(_, line)| !blank(line))
}

/// Whether a line of a batch holds nothing but whitespace. Out of line: both batches use it.
#[inline(never)]
fn blank(line: &str) -> bool {
    crate::parse::characters(line).all(crate::parse::is_space)
}

/// The error of a batch's puzzle: its own, with the line in front of the message and as `line`.
fn batch_error(line: usize, error: crate::PuzzleError) -> JsValue {
    puzzle_error(error, Some(line))
}

/// Solves many puzzles in one call: one puzzle per line (blank lines are skipped), one line out
/// per puzzle, each ending in a newline: its solution as 81 digits, or nothing when it has none.
///
/// Each call between JavaScript and WebAssembly copies its strings across, about half a
/// microsecond, a fifth of a call on an easy puzzle; a batch pays that once.
///
/// @throws {SudokuError} for the first puzzle that cannot be read or whose givens conflict, as
/// `solve_sudoku` does, with its line in front of the message and in `line`.
#[wasm_bindgen]
pub fn solve_batch(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzles: JsValue,
) -> Result<String, JsValue> {
    let puzzles = puzzle_text(&puzzles)?;
    let mut solutions = String::with_capacity(puzzles.len());
    for (line, puzzle) in batch_lines(&puzzles) {
        match solution_line(puzzle) {
            Ok(solution) => solutions.push_str(&solution),
            Err(crate::PuzzleError::NoSolution) => {}
            Err(error) => return Err(batch_error(line, error)),
        }
        solutions.push('\n');
    }
    Ok(solutions)
}

/// Counts the solutions of many puzzles in one call, one puzzle per line (blank lines are
/// skipped), each count stopping at `limit` (1 to 1000000); returns the counts in order as a
/// `Uint32Array`.
///
/// @throws {SudokuError} as `solve_batch` does, or for `limit` as `count_solutions` does.
#[wasm_bindgen]
pub fn count_batch(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzles: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] limit: Option<f64>,
) -> Result<Vec<u32>, JsValue> {
    let puzzles = puzzle_text(&puzzles)?;
    let limit = count_limit(limit)?;
    let mut counts = Vec::new();
    for (line, puzzle) in batch_lines(&puzzles) {
        match crate::count_solutions(puzzle, limit) {
            Ok(count) => counts.push(count as u32),
            Err(error) => return Err(batch_error(line, error)),
        }
    }
    Ok(counts)
}
