//! The analysis exports run as real WebAssembly (`wasm-pack test --node -- --test analysis_web`,
//! or `--headless --chrome`): the plain objects they return, and the errors they throw.

#![cfg(target_arch = "wasm32")]

mod common;

use common::{
    assert_throws_as_in_table, error_table, thrown_message, LEETCODE_PUZZLE, LEETCODE_SOLUTION,
};
use js_sys::{Array, Reflect};
use sudoku_wasm::bindings;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

fn text(value: &str) -> JsValue {
    JsValue::from_str(value)
}

/// A field of a returned object.
fn field(object: &JsValue, key: &str) -> JsValue {
    Reflect::get(object, &text(key)).unwrap()
}

fn string_field(object: &JsValue, key: &str) -> String {
    field(object, key).as_string().unwrap()
}

#[wasm_bindgen_test]
fn candidates_are_81_arrays_of_digits() {
    let marks = Array::from(&bindings::candidates(text(LEETCODE_PUZZLE)).unwrap());
    assert_eq!(marks.length(), 81);
    let r1c3: Vec<f64> = Array::from(&marks.get(2))
        .iter()
        .map(|d| d.as_f64().unwrap())
        .collect();
    assert_eq!(r1c3, [1.0, 2.0, 4.0]);
    assert_eq!(Array::from(&marks.get(0)).length(), 0);
}

#[wasm_bindgen_test]
fn hints_are_plain_objects_and_follow_the_marks_given() {
    let hint = bindings::hint(text(LEETCODE_PUZZLE), JsValue::UNDEFINED).unwrap();
    assert_eq!(string_field(&hint, "status"), "step");
    let step = field(&hint, "step");
    assert_eq!(string_field(&step, "technique"), "Hidden Single");
    assert_eq!(field(&step, "rating").as_f64(), Some(1.2));
    assert_eq!(string_field(&step, "difficulty"), "easy");
    assert_eq!(
        string_field(&step, "explanation"),
        "Row 1, column 6 is the only cell in box 2 that can hold 8."
    );
    assert_eq!(
        string_field(&step, "conclusion"),
        "place 8 in row 1, column 6"
    );
    let placement = Array::from(&field(&step, "placements")).get(0);
    assert_eq!(field(&placement, "cell").as_f64(), Some(5.0));
    assert!(Array::is_array(&field(&step, "links")));
    assert_eq!(Array::from(&field(&step, "links")).length(), 0);

    // Marks that rule out r1c3's 4 are a mistake.
    let marks = Array::from(&bindings::candidates(text(LEETCODE_PUZZLE)).unwrap());
    marks.set(2, Array::of2(&1.into(), &2.into()).into());
    let mistake = bindings::hint(text(LEETCODE_PUZZLE), marks.into()).unwrap();
    assert_eq!(string_field(&mistake, "status"), "mistake");
    assert_eq!(field(&mistake, "cell").as_f64(), Some(2.0));

    let solved = bindings::hint(text(LEETCODE_SOLUTION), JsValue::NULL).unwrap();
    assert_eq!(string_field(&solved, "status"), "solved");
}

#[wasm_bindgen_test]
fn marks_must_be_81_arrays_of_digits() {
    let hint_with = |marks: JsValue| thrown_message(bindings::hint(text(LEETCODE_PUZZLE), marks));
    let shape = "the pencil marks must be an array of 81 arrays of digits 1-9";
    assert_eq!(hint_with(text("123")), format!("{shape}, found a string"));
    assert_eq!(
        hint_with(Array::new().into()),
        format!("{shape}, found 0 entries")
    );
    assert_eq!(
        hint_with(Array::of1(&Array::new()).into()),
        format!("{shape}, found 1 entry")
    );
    let marks = Array::from(&bindings::candidates(text(LEETCODE_PUZZLE)).unwrap());
    marks.set(10, Array::of2(&3.into(), &10.into()).into());
    assert_eq!(
        hint_with(marks.clone().into()),
        "the pencil marks of row 2, column 2 must be an array of digits 1-9, found the number 10"
    );
    marks.set(10, text("7"));
    assert_eq!(
        hint_with(marks.into()),
        "the pencil marks of row 2, column 2 must be an array of digits 1-9, found a string"
    );
}

#[wasm_bindgen_test]
fn solve_steps_and_rate_read_the_logical_path() {
    let path = bindings::solve_steps(text(LEETCODE_PUZZLE)).unwrap();
    assert_eq!(field(&path, "solved").as_bool(), Some(true));
    assert_eq!(string_field(&path, "grid"), LEETCODE_SOLUTION);
    let rating = bindings::rate(text(LEETCODE_PUZZLE)).unwrap();
    for key in ["er", "ep", "ed"] {
        assert_eq!(field(&rating, key).as_f64(), Some(1.2), "{key}");
    }
    assert_eq!(string_field(&rating, "difficulty"), "easy");
    assert_eq!(string_field(&rating, "hardest"), "Hidden Single");
    assert_eq!(field(&rating, "steps").as_f64(), Some(51.0));
    let no_solution = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    assert_eq!(
        thrown_message(bindings::rate(text(&no_solution))),
        "this puzzle has no solution"
    );
    let several_solutions = format!("5{}", ".".repeat(80));
    assert_eq!(
        thrown_message(bindings::rate(text(&several_solutions))),
        "this puzzle has more than one solution, so no logic can finish it or rate it"
    );
}

/// A rating as Sudoku Explainer prints it, with one decimal: whole tenths.
fn assert_one_decimal(rating: f64) {
    assert_eq!((rating * 10.0).round() / 10.0, rating, "{rating}");
}

#[wasm_bindgen_test]
fn every_step_has_an_se_rating_with_one_decimal() {
    let path = bindings::solve_steps(text(LEETCODE_PUZZLE)).unwrap();
    let steps = Array::from(&field(&path, "steps"));
    assert_eq!(steps.length(), 51);
    for step in steps.iter() {
        let rating = field(&step, "rating").as_f64().unwrap();
        assert_one_decimal(rating);
        assert!(
            (1.0..=2.3).contains(&rating),
            "an easy puzzle's step: {rating}"
        );
        assert_eq!(string_field(&step, "difficulty"), "easy");
    }
}

/// Arto Inkala's 2012 puzzle: one solution, and no step short of forcing chains from the start.
const CHAIN_PUZZLE: &str =
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

/// The names of the chaining techniques (searches 27 and 30-39 of docs/analysis.md).
const CHAIN_TECHNIQUES: [&str; 14] = [
    "Bidirectional X-Cycle",
    "Bidirectional Y-Cycle",
    "Bidirectional Cycle",
    "Forcing X-Chain",
    "Forcing Chain",
    "Nishio Forcing Chain",
    "Cell Forcing Chains",
    "Region Forcing Chains",
    "Dynamic Contradiction Forcing Chains",
    "Dynamic Double Forcing Chains",
    "Dynamic Cell Forcing Chains",
    "Dynamic Region Forcing Chains",
    "Dynamic Forcing Chains (+)",
    "Nested Forcing Chains",
];

/// A number field that holds a whole number.
fn whole_field(object: &JsValue, key: &str) -> usize {
    let value = field(object, key).as_f64().unwrap();
    assert!(value >= 0.0 && value.fract() == 0.0, "{key}: {value}");
    value as usize
}

#[wasm_bindgen_test]
fn a_chain_step_links_candidates() {
    let hint = bindings::hint(text(CHAIN_PUZZLE), JsValue::UNDEFINED).unwrap();
    assert_eq!(string_field(&hint, "status"), "step");
    let step = field(&hint, "step");
    let technique = string_field(&step, "technique");
    assert!(
        CHAIN_TECHNIQUES.contains(&technique.as_str()),
        "the first step is a chain, not {technique}"
    );
    let rating = field(&step, "rating").as_f64().unwrap();
    assert_one_decimal(rating);
    assert!(rating >= 6.5, "a chain's rating: {rating}");
    let marks = Array::from(&bindings::candidates(text(CHAIN_PUZZLE)).unwrap());
    let is_candidate = |cell: usize, digit: usize| {
        Array::from(&marks.get(cell as u32))
            .iter()
            .any(|mark| mark.as_f64() == Some(digit as f64))
    };
    let links = Array::from(&field(&step, "links"));
    assert!(links.length() > 0, "a chain step has links");
    let mut kinds = Vec::new();
    for link in links.iter() {
        for end in ["from", "to"] {
            let candidate = field(&link, end);
            let cell = whole_field(&candidate, "cell");
            let digit = whole_field(&candidate, "digit");
            assert!(
                cell < 81 && (1..=9).contains(&digit),
                "{end}: {cell} {digit}"
            );
            assert!(
                is_candidate(cell, digit),
                "{end}: {digit} is not a candidate of cell {cell}"
            );
        }
        let kind = string_field(&link, "kind");
        assert!(kind == "strong" || kind == "weak", "{kind}");
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    kinds.sort();
    assert_eq!(kinds, ["strong", "weak"], "a forcing chain alternates them");
    let changes = Array::from(&field(&step, "placements")).length()
        + Array::from(&field(&step, "eliminations")).length();
    assert!(changes > 0, "the chain places or crosses out a digit");
}

#[wasm_bindgen_test]
fn generate_is_deterministic_and_checks_its_arguments() {
    let generated = bindings::generate(text("medium"), Some(3.0), Some(true)).unwrap();
    let again = bindings::generate(text("medium"), Some(3.0), Some(true)).unwrap();
    assert_eq!(
        string_field(&generated, "puzzle"),
        string_field(&again, "puzzle")
    );
    let rating = field(&generated, "rating");
    assert_eq!(string_field(&rating, "difficulty"), "medium");
    let er = field(&rating, "er").as_f64().unwrap();
    assert_one_decimal(er);
    assert!((2.4..=3.9).contains(&er), "a medium puzzle's ER: {er}");
    let puzzle = string_field(&generated, "puzzle");
    // The core's export, given the puzzle as a value (`src/bindings/core.js` posts it).
    assert_eq!(bindings::count_solutions(-1, text(&puzzle), Some(2.0)), 1);

    assert_eq!(
        thrown_message(bindings::generate(text("hardest"), Some(1.0), None)),
        "unknown difficulty \"hardest\"; use \"easy\", \"medium\", \"hard\", \"expert\" or \
         \"extreme\""
    );
    let range =
        "the difficulty must be \"easy\", \"medium\", \"hard\", \"expert\" or \"extreme\", \
                 or a range of ratings { from, to } with 1.0 <= from <= to <= 12.0, found";
    for (difficulty, found) in [
        (JsValue::NULL, "null"),
        (JsValue::from_f64(5.0), "a number"),
        (range_of(4.0, 3.0), "an object"),
        (range_of(0.5, 2.0), "an object"),
        (range_of(2.0, 12.5), "an object"),
        (range_of(f64::NAN, 3.0), "an object"),
    ] {
        assert_eq!(
            thrown_message(bindings::generate(difficulty, Some(1.0), None)),
            format!("{range} {found}")
        );
    }
    for (seed, found) in [
        (Some(-1.0), "-1"),
        (Some(1.5), "1.5"),
        (Some(f64::NAN), "NaN"),
        (Some(1e300), "1e+300"),
        (None, "nothing"),
    ] {
        assert_eq!(
            thrown_message(bindings::generate(text("easy"), seed, None)),
            format!("the seed must be a whole number from 0 to 2^53 - 1, found {found}")
        );
    }
}

/// `{ from, to }`, a range of ratings as `generate` takes it.
fn range_of(from: f64, to: f64) -> JsValue {
    let range = js_sys::Object::new();
    Reflect::set(&range, &text("from"), &JsValue::from_f64(from)).unwrap();
    Reflect::set(&range, &text("to"), &JsValue::from_f64(to)).unwrap();
    range.into()
}

#[wasm_bindgen_test]
fn generate_takes_a_range_of_ratings() {
    let generated = bindings::generate(range_of(3.2, 3.4), Some(11.0), Some(true)).unwrap();
    let rating = field(&generated, "rating");
    let er = field(&rating, "er").as_f64().unwrap();
    assert!((3.2..=3.4).contains(&er), "ER {er}");
    for key in ["ep", "ed"] {
        let value = field(&rating, key).as_f64().unwrap();
        assert_one_decimal(value);
        assert!(value <= er, "{key} {value} above ER {er}");
    }
    let exact = bindings::generate(range_of(1.5, 1.5), Some(2.0), None).unwrap();
    assert_eq!(field(&field(&exact, "rating"), "er").as_f64(), Some(1.5));
}

#[wasm_bindgen_test]
fn every_error_of_the_readme_table_has_its_code() {
    let cases = error_table("analysis");
    assert!(cases.len() >= 4);
    for case in cases {
        let call = field(&case, "call").as_string().unwrap();
        let args = Array::from(&field(&case, "args"));
        let (first, second) = (args.get(0), args.get(1));
        match call.as_str() {
            "rate" => assert_throws_as_in_table(&case, bindings::rate(first)),
            "hint" => assert_throws_as_in_table(&case, bindings::hint(first, second)),
            "generate" => {
                assert_throws_as_in_table(&case, bindings::generate(first, second.as_f64(), None))
            }
            other => panic!("no call {other} in the analysis"),
        }
    }
}
