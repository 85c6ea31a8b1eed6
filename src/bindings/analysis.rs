//! The analysis exports (`sudoku-wasm/analysis`): pencil marks, hints, the logical path, ratings
//! and generated puzzles.

use js_sys::Array;
use wasm_bindgen::prelude::*;

use super::{describe, error, number_text, read_text, to_js_error, whole_number};
use crate::error::Text;

// Human-style analysis: pencil marks, hints, the logical path, ratings and generated puzzles.
// Results are plain objects, so they cross `postMessage` from a Web Worker unchanged; they are
// built as JSON by `crate::analysis` and typed by the declarations below.

#[wasm_bindgen(typescript_custom_section)]
const ANALYSIS_TYPES: &str = include_str!("../analysis/analysis.d.ts");

/// The same value as a plain JavaScript object. The analysis writes valid JSON, so the parse
/// cannot fail; were it to, its own `SyntaxError` is thrown (`expect` would compile JavaScript's
/// whole value printer into the glue, for a message nobody sees).
fn to_js(value: &crate::Json) -> JsValue {
    js_sys::JSON::parse(&value.to_string()).unwrap_or_else(|error| wasm_bindgen::throw_val(error))
}

/// The pencil marks of a puzzle, narrowed to the ones a person kept if `kept` is given.
fn pencil_marks(puzzle: &JsValue, kept: &JsValue) -> Result<crate::PencilMarks, JsValue> {
    let mut marks = crate::candidates(&read_text(puzzle)?).map_err(to_js_error)?;
    if kept.is_undefined() || kept.is_null() {
        return Ok(marks);
    }
    let shape = "the pencil marks must be an array of 81 arrays of digits 1-9";
    if !Array::is_array(kept) {
        return Err(error(
            "pencil_marks",
            &format!("{shape}, found {}", describe(kept)),
        ));
    }
    let cells = Array::from(kept);
    if cells.length() != 81 {
        let mut found = Text::default();
        found.counted(cells.length() as usize, "entry", "entries");
        return Err(error(
            "pencil_marks",
            &format!("{shape}, found {}", found.0),
        ));
    }
    for (cell, entry) in crate::Cell::all().zip(cells.iter()) {
        let wrong = |found: String| {
            error(
                "pencil_marks",
                &format!(
                    "the pencil marks of {cell} must be an array of digits 1-9, found {found}"
                ),
            )
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
) -> Result<JsValue, JsValue> {
    crate::candidates(&read_text(&puzzle)?)
        .map(|marks| to_js(&marks.to_json()))
        .map_err(to_js_error)
}

/// Reads a puzzle in any format `solve_sudoku` accepts, or a 729-character pencil-mark grid (nine
/// characters per cell, the n-th the digit n while it is a candidate, else `0` or `.`), for a page
/// that shows what it read: `puzzle` is its 81 cells (`.` for empty ones), and `marks` the
/// candidates of a pencil-mark grid (as `candidates` gives them, a cell with one candidate holding
/// it as a given), `null` for other formats.
///
/// @throws {SudokuError} when the text cannot be read, as `solve_sudoku` does.
#[wasm_bindgen(js_name = read_puzzle, unchecked_return_type = "PuzzleReading")]
pub fn read_puzzle_text(
    #[wasm_bindgen(unchecked_param_type = "string")] puzzle: JsValue,
) -> Result<JsValue, JsValue> {
    use crate::Json;
    let text = read_text(&puzzle)?;
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
) -> Result<JsValue, JsValue> {
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
) -> Result<JsValue, JsValue> {
    crate::solve_steps(&read_text(&puzzle)?)
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
) -> Result<JsValue, JsValue> {
    crate::rate(&read_text(&puzzle)?)
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
) -> Result<JsValue, JsValue> {
    let (lowest, highest) = rating_range(&difficulty)?;
    let seed = whole_number(seed, "seed", 0.0..=9_007_199_254_740_991.0, "0 to 2^53 - 1")?;
    let generated = crate::generate_rated(lowest, highest, seed as u64, symmetric.unwrap_or(false))
        .ok_or_else(|| {
            error(
                "not_found",
                &format!(
                "none of {} minimal puzzles was rated from {lowest} to {highest}; ask for a wider \
                 or lower range",
                crate::MOST_ATTEMPTS
            ),
            )
        })?;
    Ok(to_js(&generated.to_json()))
}

/// The range of ER a `generate` call asks for: a level's, or `{ from, to }` in tenths.
fn rating_range(difficulty: &JsValue) -> Result<(crate::Rating, crate::Rating), JsValue> {
    let names = "\"easy\", \"medium\", \"hard\", \"expert\" or \"extreme\"";
    if let Some(name) = difficulty.as_string() {
        return crate::Difficulty::from_name(&name)
            .map(crate::Difficulty::range)
            .ok_or_else(|| {
                error(
                    "difficulty",
                    &format!("unknown difficulty {name:?}; use {names}"),
                )
            });
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
        _ => Err(error(
            "difficulty",
            &format!(
                "the difficulty must be {names}, or a range of ratings {{ from, to }} with \
             1.0 <= from <= to <= 12.0, found {}",
                if Array::is_array(difficulty) {
                    "an array".to_string()
                } else {
                    describe(difficulty)
                }
            ),
        )),
    }
}
