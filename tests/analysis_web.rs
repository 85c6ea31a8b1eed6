//! The analysis exports run as real WebAssembly (`wasm-pack test --node -- --test analysis_web`,
//! or `--headless --chrome`): the plain objects they return, and the errors they throw.

#![cfg(target_arch = "wasm32")]

mod common;

use common::{thrown_message, LEETCODE_PUZZLE, LEETCODE_SOLUTION};
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
    assert_eq!(string_field(&step, "technique"), "Naked Single");
    assert_eq!(
        string_field(&step, "explanation"),
        "5 is the only digit left that r5c5 can hold."
    );
    let placement = Array::from(&field(&step, "placements")).get(0);
    assert_eq!(field(&placement, "cell").as_f64(), Some(40.0));

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
fn validate_reports_conflicts_as_data() {
    let conflict = format!("5.......5{}", ".".repeat(72));
    let validation = bindings::validate(text(&conflict)).unwrap();
    assert_eq!(string_field(&validation, "solutions"), "none");
    let first = Array::from(&field(&validation, "conflicts")).get(0);
    assert_eq!(field(&first, "digit").as_f64(), Some(5.0));
    assert_eq!(string_field(&field(&first, "unit"), "kind"), "row");
    assert_eq!(
        Array::from(&field(&first, "cells")).get(1).as_f64(),
        Some(8.0)
    );
    assert_eq!(
        thrown_message(bindings::validate(JsValue::from_f64(5.0))),
        "the puzzle must be a string, found a number"
    );
}

#[wasm_bindgen_test]
fn solve_steps_and_rate_read_the_logical_path() {
    let path = bindings::solve_steps(text(LEETCODE_PUZZLE)).unwrap();
    assert_eq!(field(&path, "solved").as_bool(), Some(true));
    assert_eq!(string_field(&path, "grid"), LEETCODE_SOLUTION);
    let rating = bindings::rate(text(LEETCODE_PUZZLE)).unwrap();
    assert_eq!(string_field(&rating, "difficulty"), "easy");
    assert_eq!(string_field(&rating, "hardest"), "Naked Single");
    let no_solution = format!("12345678.{}9{}", ".".repeat(8), ".".repeat(63));
    assert_eq!(
        thrown_message(bindings::rate(text(&no_solution))),
        "this puzzle has no solution"
    );
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
    let puzzle = string_field(&generated, "puzzle");
    assert_eq!(
        bindings::count_solutions(text(&puzzle), Some(2.0)).unwrap(),
        1
    );

    assert_eq!(
        thrown_message(bindings::generate(text("hardest"), Some(1.0), None)),
        "unknown difficulty \"hardest\"; use \"easy\", \"medium\", \"hard\", \"expert\" or \
         \"extreme\""
    );
    assert_eq!(
        thrown_message(bindings::generate(JsValue::NULL, Some(1.0), None)),
        "the difficulty must be \"easy\", \"medium\", \"hard\", \"expert\" or \"extreme\", found \
         null"
    );
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
