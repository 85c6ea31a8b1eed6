//! The JavaScript surface: thin wrappers that turn Rust results into values and thrown `Error`s.

use std::ops::RangeInclusive;

use js_sys::{Array, JsString};
use wasm_bindgen::prelude::*;

use crate::error::counted;

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
///
/// The text comes through the platform's `TextEncoder.encodeInto`, which writes it straight into
/// the buffer. wasm-bindgen's own copy (`as_string`) moves a string one character at a time in
/// JavaScript: 6,400 instructions in V8 for an 81-character puzzle, against 3,200 this way, of a
/// `solve_sudoku` call that took 37,500 on a 17-clue puzzle. Puzzles are ASCII but for the odd
/// Unicode space between cells; text beyond ASCII takes wasm-bindgen's copy, which sizes its
/// buffer for UTF-8.
fn puzzle_text(puzzle: &JsValue) -> Result<String, JsError> {
    let Some(text) = puzzle.dyn_ref::<JsString>() else {
        return Err(JsError::new(&format!(
            "the puzzle must be a string, found {}",
            describe(puzzle)
        )));
    };
    let length = text.length() as usize;
    let mut bytes = vec![0; length];
    // One byte per character: the whole string is read only if all of it is ASCII.
    let read = ENCODER.with(|encoder| encoder.encode_into(text, &mut bytes).read());
    if read as usize == length {
        Ok(String::from_utf8(bytes).expect("TextEncoder writes UTF-8"))
    } else {
        Ok(String::from(text))
    }
}

#[wasm_bindgen]
extern "C" {
    /// The platform's UTF-8 encoder, present in browsers, workers and Node.js alike.
    type TextEncoder;
    #[wasm_bindgen(constructor)]
    fn new() -> TextEncoder;
    /// Writes as much of `source` as fits into `destination`, which is a view of the module's
    /// memory, so nothing is copied twice.
    #[wasm_bindgen(method, js_name = encodeInto)]
    fn encode_into(this: &TextEncoder, source: &JsString, destination: &mut [u8]) -> EncodedInto;

    /// What `encodeInto` did: `read` characters (UTF-16 code units) of the source.
    type EncodedInto;
    #[wasm_bindgen(method, getter)]
    fn read(this: &EncodedInto) -> u32;
}

thread_local! {
    static ENCODER: TextEncoder = TextEncoder::new();
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

/// A whole-number argument such as a limit or a seed: `name` and `range_text` go into the error
/// when it is missing, has a fraction, or lies outside `range`.
///
/// These arguments cross as numbers (`Option<f64>`), which JavaScript converts on the way in
/// (`"2"` counts as 2, an object as NaN): taking a `JsValue` to name a wrong type as the puzzle's
/// check does cost a count 1,300 instructions more in V8, 4% of a call on an easy puzzle.
fn whole_number(
    number: Option<f64>,
    name: &str,
    range: RangeInclusive<f64>,
    range_text: &str,
) -> Result<f64, JsError> {
    match number {
        Some(number) if number.fract() == 0.0 && range.contains(&number) => Ok(number),
        _ => Err(JsError::new(&format!(
            "the {name} must be a whole number from {range_text}, found {}",
            number.map_or_else(|| "nothing".to_string(), number_text)
        ))),
    }
}

/// The most solutions one call counts. A nearly empty grid yields about two million solutions a
/// second, so a million takes about half a second there, where a limit of 2^32 - 1 (what `-1`
/// meant when the limit was taken as a plain 32-bit number) took half an hour. (A sparse puzzle
/// whose solutions lie far apart can take longer per solution.)
const MOST_SOLUTIONS_COUNTED: f64 = 1_000_000.0;

/// The limit of a count: a whole number from 1 to [`MOST_SOLUTIONS_COUNTED`]. A missing limit
/// is an error rather than zero, which would read as "no solution".
fn count_limit(limit: Option<f64>) -> Result<usize, JsError> {
    whole_number(limit, "limit", 1.0..=MOST_SOLUTIONS_COUNTED, "1 to 1000000")
        .map(|limit| limit as usize)
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
        .map(|grid| grid.one_line())
        .map_err(to_js_error)
}

/// Counts the solutions of a puzzle, stopping at `limit`: `count_solutions(p, 2) === 1` means
/// the solution is unique. Returns 0 for a puzzle with no solution.
///
/// Accepts the same formats as `solve_sudoku`.
///
/// @throws {Error} when the puzzle cannot be read or two givens conflict, with the same messages
/// as `solve_sudoku`, or when `limit` is not a whole number from 1 to 1000000.
#[wasm_bindgen]
pub fn count_solutions(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzle: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] limit: Option<f64>,
) -> Result<u32, JsError> {
    let puzzle = puzzle_text(&puzzle)?;
    crate::count_solutions(&puzzle, count_limit(limit)?)
        .map(|count| count as u32)
        .map_err(to_js_error)
}

// Human-style analysis: pencil marks, hints, the logical path, ratings and generated puzzles.
// Results are plain objects, so they cross `postMessage` from a Web Worker unchanged; they are
// built as JSON by `crate::analysis` and typed by the declarations below.

#[wasm_bindgen(typescript_custom_section)]
const ANALYSIS_TYPES: &str = include_str!("analysis/analysis.d.ts");

/// The same value as a plain JavaScript object.
fn to_js(value: &crate::Json) -> JsValue {
    js_sys::JSON::parse(&value.to_string()).expect("the analysis writes valid JSON")
}

/// A number as JavaScript writes it, without compiling Rust's float formatting into the module.
fn number_text(number: f64) -> String {
    js_sys::Number::from(number)
        .to_string_with_radix(10)
        .map_or_else(|_| "a number".to_string(), String::from)
}

/// The pencil marks of a puzzle, narrowed to the ones a person kept if `kept` is given.
fn pencil_marks(puzzle: &JsValue, kept: &JsValue) -> Result<crate::PencilMarks, JsError> {
    let mut marks = crate::candidates(&puzzle_text(puzzle)?).map_err(to_js_error)?;
    if kept.is_undefined() || kept.is_null() {
        return Ok(marks);
    }
    let shape = "the pencil marks must be an array of 81 arrays of digits 1-9";
    if !Array::is_array(kept) {
        return Err(JsError::new(&format!("{shape}, found {}", describe(kept))));
    }
    let cells = Array::from(kept);
    if cells.length() != 81 {
        let found = counted(cells.length() as usize, "entry", "entries");
        return Err(JsError::new(&format!("{shape}, found {found}")));
    }
    for (cell, entry) in crate::Cell::all().zip(cells.iter()) {
        let wrong = |found: String| {
            JsError::new(&format!(
                "the pencil marks of {cell} must be an array of digits 1-9, found {found}"
            ))
        };
        if !Array::is_array(&entry) {
            return Err(wrong(describe(&entry)));
        }
        let digits = Array::from(&entry);
        if digits.length() > 9 {
            return Err(wrong(format!("{} entries", digits.length())));
        }
        let mut kept_here = Vec::new();
        for digit in digits.iter() {
            match digit.as_f64() {
                Some(d) if (1.0..=9.0).contains(&d) && d.fract() == 0.0 => kept_here.push(d as u8),
                Some(d) => return Err(wrong(format!("the number {}", number_text(d)))),
                None => return Err(wrong(describe(&digit))),
            }
        }
        marks.keep_only(cell, &kept_here);
    }
    Ok(marks)
}

/// The pencil marks of a puzzle before any technique: for each of the 81 cells in reading order,
/// the digits not yet in its row, column or box, and `[]` for a filled cell.
///
/// Accepts the same formats as `solve_sudoku`.
///
/// @throws {Error} when the puzzle cannot be read or two givens conflict, with the same messages
/// as `solve_sudoku`.
#[wasm_bindgen(unchecked_return_type = "PencilMarks")]
pub fn candidates(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzle: JsValue,
) -> Result<JsValue, JsError> {
    crate::candidates(&puzzle_text(&puzzle)?)
        .map(|marks| to_js(&marks.to_json()))
        .map_err(to_js_error)
}

/// Reads a puzzle in any format `solve_sudoku` accepts, or a 729-character pencil-mark grid (nine
/// characters per cell, the n-th the digit n while it is a candidate, else `0` or `.`), for a page
/// that shows what it read: `puzzle` is its 81 cells (`.` for empty ones), and `marks` the
/// candidates of a pencil-mark grid (as `candidates` gives them, a cell with one candidate holding
/// it as a given), `null` for other formats.
///
/// @throws {Error} when the text cannot be read, with the same messages as `solve_sudoku`.
#[wasm_bindgen(js_name = read_puzzle, unchecked_return_type = "PuzzleReading")]
pub fn read_puzzle_text(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzle: JsValue,
) -> Result<JsValue, JsError> {
    use crate::Json;
    let text = puzzle_text(&puzzle)?;
    let (grid, marks) = match crate::read_pencil_mark_grid(&text) {
        Some((grid, marks)) => {
            let cell = |mask: u16| {
                (1..=9)
                    .filter(|d| mask & (1 << (d - 1)) != 0)
                    .map(Json::Number)
                    .collect()
            };
            (
                grid,
                Json::Array(marks.iter().map(|&mask| Json::Array(cell(mask))).collect()),
            )
        }
        None => (
            text.parse::<crate::Grid>().map_err(to_js_error)?,
            Json::Null,
        ),
    };
    Ok(to_js(&Json::Object(vec![
        ("puzzle", Json::String(grid.to_string())),
        ("marks", marks),
    ])))
}

#[wasm_bindgen(typescript_custom_section)]
const PUZZLE_READING_TYPE: &str = r#"
/** What `read_puzzle` read: the 81 cells, and the pencil marks of a pencil-mark grid. */
export interface PuzzleReading {
  puzzle: string;
  marks: PencilMarks | null;
}
"#;

/// Checks a puzzle without throwing on its mistakes: every pair of equal digits sharing a row,
/// column or box (the first is the one `solve_sudoku` would report), and whether the puzzle has
/// no solution, one, or several.
///
/// Accepts the same formats as `solve_sudoku`.
///
/// @throws {Error} only when the puzzle cannot be read, with the same messages as
/// `solve_sudoku`; conflicting givens are reported in `conflicts`.
#[wasm_bindgen(unchecked_return_type = "Validation")]
pub fn validate(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzle: JsValue,
) -> Result<JsValue, JsError> {
    crate::validate(&puzzle_text(&puzzle)?)
        .map(|validation| to_js(&validation.to_json()))
        .map_err(to_js_error)
}

/// The next logical step, the one Sudoku Explainer would take: its technique and rating, the
/// cells, digits, units and chain links of its pattern, its placements or eliminations, and a
/// one-sentence explanation. The status is `"solved"` for a full grid, and `"stuck"` only for a
/// puzzle with several solutions, where no logic can go on.
///
/// `marks` are the pencil marks the person has, in the form `candidates` returns (typically with
/// the eliminations of earlier hints applied); a digit counts as a candidate only if both they and
/// the rules allow it. Without them, the puzzle's own candidates are used, and an elimination hint
/// would come back until its eliminations are passed in. When the marks rule out the digit the
/// unique solution has in a cell, the status is `"mistake"`.
///
/// @throws {Error} when the puzzle cannot be read, two givens conflict or it has no solution
/// (with the same messages as `solve_sudoku`), or when `marks` is not 81 arrays of digits 1-9.
#[wasm_bindgen(unchecked_return_type = "Hint")]
pub fn hint(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzle: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "PencilMarks")] marks: JsValue,
) -> Result<JsValue, JsError> {
    crate::hint_for(&pencil_marks(&puzzle, &marks)?)
        .map(|hint| to_js(&hint.to_json()))
        .map_err(to_js_error)
}

/// The logical path of a puzzle: the steps a person can take one after the other from its first
/// pencil marks, each the one Sudoku Explainer would take; `solved` tells whether they reach the
/// end, which they do for every puzzle with one solution. A puzzle with several solutions can't
/// be finished by logic.
///
/// Accepts the same formats as `solve_sudoku`.
///
/// @throws {Error} when the puzzle cannot be read, two givens conflict, or it has no solution,
/// with the same messages as `solve_sudoku`.
#[wasm_bindgen(unchecked_return_type = "SolveSteps")]
pub fn solve_steps(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzle: JsValue,
) -> Result<JsValue, JsError> {
    crate::solve_steps(&puzzle_text(&puzzle)?)
        .map(|path| to_js(&path.to_json()))
        .map_err(to_js_error)
}

/// How hard a puzzle is to solve by hand, as Sudoku Explainer rates it: `er`, the hardest step
/// of its logical path, `ep`, the hardest up to the first placed digit, and `ed`, the first
/// step's, on Sudoku Explainer's scale (1.0 to about 12); the level of `er` (`easy` up to 2.3,
/// `medium` to 3.9, `hard` to 5.9, `expert` to 7.9, `extreme` from 8.0); and the technique of
/// the hardest step.
///
/// Accepts the same formats as `solve_sudoku`.
///
/// @throws {Error} when the puzzle cannot be read, two givens conflict, or it has no solution
/// (with the same messages as `solve_sudoku`), or several solutions.
#[wasm_bindgen(unchecked_return_type = "Rating")]
pub fn rate(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzle: JsValue,
) -> Result<JsValue, JsError> {
    crate::rate(&puzzle_text(&puzzle)?)
        .map(|rating| to_js(&rating.to_json()))
        .map_err(to_js_error)
}

/// A new puzzle with exactly one solution, minimal (no given can be emptied keeping one
/// solution) and rated `difficulty`: one of the five levels, or a range of Sudoku Explainer's
/// rating (`{ from: 6.0, to: 7.0 }`, both included). The same seed always gives the same
/// puzzle. With `symmetric`, the givens are symmetric under a half turn and minimal among such
/// puzzles: no given can be emptied together with its mirror image.
///
/// Call it from a Web Worker to keep the page responsive: the harder the puzzle asked for, the
/// more minimal puzzles are made and rated before one fits (`attempts`).
///
/// @throws {Error} when `difficulty` is neither a level name nor a range from 1.0 to 12.0, when
/// `seed` is not a whole number from 0 to 2^53 - 1, or when none of 20,000 minimal puzzles has
/// the rating asked for (a range too narrow or too high).
#[wasm_bindgen(unchecked_return_type = "Generated")]
pub fn generate(
    #[wasm_bindgen(unchecked_param_type = "Difficulty | RatingRange")] difficulty: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: Option<f64>,
    symmetric: Option<bool>,
) -> Result<JsValue, JsError> {
    let (lowest, highest) = rating_range(&difficulty)?;
    let seed = whole_number(seed, "seed", 0.0..=9_007_199_254_740_991.0, "0 to 2^53 - 1")?;
    let generated = crate::generate_rated(lowest, highest, seed as u64, symmetric.unwrap_or(false))
        .ok_or_else(|| {
            JsError::new(&format!(
                "none of {} minimal puzzles was rated from {lowest} to {highest}; ask for a wider \
                 or lower range",
                crate::MOST_ATTEMPTS
            ))
        })?;
    Ok(to_js(&generated.to_json()))
}

/// The range of ER a `generate` call asks for: a level's, or `{ from, to }` in tenths.
fn rating_range(difficulty: &JsValue) -> Result<(crate::Rating, crate::Rating), JsError> {
    let names = "\"easy\", \"medium\", \"hard\", \"expert\" or \"extreme\"";
    if let Some(name) = difficulty.as_string() {
        return crate::Difficulty::from_name(&name)
            .map(crate::Difficulty::range)
            .ok_or_else(|| JsError::new(&format!("unknown difficulty {name:?}; use {names}")));
    }
    let bound = |key: &str| {
        let value = js_sys::Reflect::get(difficulty, &JsValue::from_str(key)).ok()?;
        let number = value.as_f64()?;
        (1.0..=12.0)
            .contains(&number)
            .then(|| crate::Rating::tenths((number * 10.0).round() as u8))
    };
    match (difficulty.is_object(), bound("from"), bound("to")) {
        (true, Some(from), Some(to)) if from <= to => Ok((from, to)),
        _ => Err(JsError::new(&format!(
            "the difficulty must be {names}, or a range of ratings {{ from, to }} with \
             1.0 <= from <= to <= 12.0, found {}",
            if Array::is_array(difficulty) {
                "an array".to_string()
            } else {
                describe(difficulty)
            }
        ))),
    }
}

// Batches: many puzzles in one call, for callers that solve in bulk.

/// The non-blank lines of a batch, each with its 1-based line number.
fn batch_lines(puzzles: &str) -> impl Iterator<Item = (usize, &str)> {
    puzzles
        .lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty())
}

fn batch_error(line: usize, error: crate::PuzzleError) -> JsError {
    JsError::new(&format!("line {line}: {error}"))
}

/// Solves many puzzles in one call: one puzzle per line (blank lines are skipped), one line out
/// per puzzle, each ending in a newline: its solution as 81 digits, or nothing when it has none.
///
/// Each call between JavaScript and WebAssembly copies its strings across, about half a
/// microsecond, a fifth of a call on an easy puzzle; a batch pays that once. Throws an `Error`
/// naming the line of the first puzzle that cannot be read or whose givens conflict.
#[wasm_bindgen]
pub fn solve_batch(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzles: JsValue,
) -> Result<String, JsError> {
    let puzzles = puzzle_text(&puzzles)?;
    let mut solutions = String::with_capacity(puzzles.len());
    for (line, puzzle) in batch_lines(&puzzles) {
        match crate::solve(puzzle) {
            Ok(solution) => solutions.push_str(&solution.one_line()),
            Err(crate::PuzzleError::NoSolution) => {}
            Err(error) => return Err(batch_error(line, error)),
        }
        solutions.push('\n');
    }
    Ok(solutions)
}

/// Counts the solutions of many puzzles in one call, one puzzle per line (blank lines are
/// skipped), each count stopping at `limit` (1 to 1000000); returns the counts in order as a
/// `Uint32Array`. Throws an `Error` naming the line of the first puzzle that cannot be read or
/// whose givens conflict.
#[wasm_bindgen]
pub fn count_batch(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzles: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] limit: Option<f64>,
) -> Result<Vec<u32>, JsError> {
    let puzzles = puzzle_text(&puzzles)?;
    let limit = count_limit(limit)?;
    batch_lines(&puzzles)
        .map(|(line, puzzle)| {
            crate::count_solutions(puzzle, limit)
                .map(|count| count as u32)
                .map_err(|error| batch_error(line, error))
        })
        .collect()
}
