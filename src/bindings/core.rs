//! The solver's exports, the package's main entry (`sudoku-wasm`): solving, counting, batches and
//! validation, with nothing of the analysis, so that its `.wasm` stays small.

use alloc::string::String;
use alloc::vec::Vec;

use wasm_bindgen::prelude::*;

use super::mailbox::{answer, deliver, read_puzzle};
use super::{json_parse, puzzle_error, to_js_error, whole_number};
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

// The core's calls are written in JavaScript (`core.js`, documented in `core.d.ts`) around the
// exports below, which take their puzzles through the mailbox (`mailbox.rs`, which says why):
// each gets the `length` of the text `core.js` posted in the mailbox (negative for none), and the
// JavaScript value, read when the mailbox can't carry it.

/// `solve_sudoku`: leaves the solution in the mailbox, as 81 digits.
#[wasm_bindgen(js_name = mailbox_solve_sudoku, skip_typescript)]
pub fn solve_sudoku(length: i32, puzzle: JsValue) -> i32 {
    let mut solution = String::new();
    let solved = read_puzzle(length, &puzzle, &mut |puzzle| {
        solution = solution_line(puzzle).map_err(to_js_error)?;
        Ok(())
    });
    answer(solved.and_then(|()| deliver(&solution)))
}

/// The solution of a puzzle as 81 digits. Out of line: `solve_sudoku` and `solve_batch` share it
/// (120 compressed bytes).
#[inline(never)]
fn solution_line(puzzle: &str) -> Result<String, crate::PuzzleError> {
    crate::solve(puzzle).map(|grid| grid.one_line())
}

/// `count_solutions`.
#[wasm_bindgen(js_name = mailbox_count_solutions, skip_typescript)]
pub fn count_solutions(length: i32, puzzle: JsValue, limit: Option<f64>) -> i32 {
    let mut count = 0;
    let counted = read_puzzle(length, &puzzle, &mut |puzzle| {
        let limit = count_limit(limit)?;
        count = crate::count_solutions(puzzle, limit).map_err(to_js_error)?;
        Ok(())
    });
    answer(counted.map(|()| count as i32))
}

/// `validate`.
#[wasm_bindgen(js_name = mailbox_validate, skip_typescript)]
pub fn validate(length: i32, puzzle: JsValue) -> Result<JsValue, JsValue> {
    let mut validation = JsValue::UNDEFINED;
    read_puzzle(length, &puzzle, &mut |puzzle| {
        validation = validation_object(&crate::validate(puzzle).map_err(to_js_error)?);
        Ok(())
    })?;
    Ok(validation)
}

/// `{ conflicts: [{ digit, unit: { kind, index }, cells: [first, second], message }], solutions }`,
/// written as JSON and read by the platform's `JSON.parse`: one call across to JavaScript rather
/// than one per field, and the module's few pieces of text writing rather than code for each.
fn validation_object(validation: &crate::Validation) -> JsValue {
    let mut json = Text::default();
    json.add("{\"conflicts\":[");
    for (index, conflict) in validation.conflicts.iter().enumerate() {
        let (kind, unit) = conflict.unit.kind();
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
        .add("],\"message\":\"")
        .conflict(conflict)
        .add("\"}");
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

/// `solve_batch`.
#[wasm_bindgen(js_name = mailbox_solve_batch, skip_typescript)]
pub fn solve_batch(length: i32, puzzles: JsValue) -> Result<String, JsValue> {
    let mut solutions = String::new();
    read_puzzle(length, &puzzles, &mut |puzzles| {
        solutions.reserve(puzzles.len());
        for (line, puzzle) in batch_lines(puzzles) {
            match solution_line(puzzle) {
                Ok(solution) => solutions.push_str(&solution),
                Err(crate::PuzzleError::NoSolution) => {}
                Err(error) => return Err(batch_error(line, error)),
            }
            solutions.push('\n');
        }
        Ok(())
    })?;
    Ok(solutions)
}

/// `count_batch`.
#[wasm_bindgen(js_name = mailbox_count_batch, skip_typescript)]
pub fn count_batch(length: i32, puzzles: JsValue, limit: Option<f64>) -> Result<Vec<u32>, JsValue> {
    let mut counts = Vec::new();
    read_puzzle(length, &puzzles, &mut |puzzles| {
        let limit = count_limit(limit)?;
        for (line, puzzle) in batch_lines(puzzles) {
            match crate::count_solutions(puzzle, limit) {
                Ok(count) => counts.push(count as u32),
                Err(error) => return Err(batch_error(line, error)),
            }
        }
        Ok(())
    })?;
    Ok(counts)
}
