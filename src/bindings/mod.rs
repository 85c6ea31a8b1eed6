//! The JavaScript surfaces: thin wrappers that turn Rust results into values and thrown `Error`s.
//!
//! Each entry point of the npm package is a build of the crate with one feature, whose exports
//! live in a file of their own: `core.rs` (the solver: `sudoku-wasm`), `analysis.rs` (hints,
//! ratings, the generator: `sudoku-wasm/analysis`). This file holds what they share: what a
//! panic does, and the reading of arguments.

use ::core::panic::Location;
use alloc::string::String;

use wasm_bindgen::prelude::*;

use crate::error::Text;

#[cfg(feature = "analysis")]
mod analysis;
#[cfg(feature = "core")]
mod core;
#[cfg(feature = "core")]
mod mailbox;
#[cfg(feature = "photo")]
mod photo;

#[cfg(feature = "analysis")]
pub use analysis::*;

#[wasm_bindgen(typescript_custom_section)]
const SHARED_TYPES: &str = include_str!("shared.d.ts");
#[cfg(feature = "core")]
pub use core::*;
#[cfg(feature = "core")]
pub use mailbox::{mailbox_error, open_mailbox};
#[cfg(feature = "photo")]
pub use photo::*;

/// Runs once when the module is instantiated and installs [`throw_panic`] as the panic hook, in
/// the modules built with Rust's standard library (analysis, photo).
#[cfg(any(feature = "std", test))]
#[wasm_bindgen(start, skip_typescript)]
fn start() {
    std::panic::set_hook(alloc::boxed::Box::new(|info| {
        let payload = info.payload();
        let message = match payload.downcast_ref::<&str>() {
            Some(message) => message,
            None => payload.downcast_ref::<String>().map_or("", String::as_str),
        };
        throw_panic(info.location(), message)
    }));
}

/// [`throw_panic`] as the panic handler of the core's module, built without the standard library
/// (`src/lib.rs`). A message with values in it (an index out of range names the index) is not
/// written out: formatting it would compile Rust's formatting machinery into the module, a tenth
/// of its size. Where it panicked is enough to find the bug.
#[cfg(not(any(feature = "std", test)))]
#[panic_handler]
fn panic(info: &::core::panic::PanicInfo) -> ! {
    let message = info.message().as_str();
    throw_panic(
        info.location(),
        message.unwrap_or("(a message with values, not written out)"),
    )
}

/// What a panic does. A panic is a bug, but a page embedding the module must survive it. With
/// `panic = "abort"` a panic would end in an `unreachable` trap: the caller would see only
/// `RuntimeError: unreachable`, and the instance would be left with its stack pointer and panic
/// state mid-flight. Instead the message goes to the console, wasm-bindgen is asked to start the
/// next call from a fresh instance, and a JavaScript `Error` (code `internal`) carrying the message
/// is thrown, which unwinds out of WebAssembly before the trap is reached. The message is written
/// without `format!`, which would compile a panic's formatting into the module.
fn throw_panic(location: Option<&Location>, message: &str) -> ! {
    let mut text = Text::default();
    text.add("internal error in sudoku-wasm: panicked");
    if let Some(location) = location {
        text.add(" at ")
            .add(location.file())
            .add(":")
            .number(location.line() as usize)
            .add(":")
            .number(location.column() as usize)
            .add(":");
    }
    text.add("\n").add(message);
    console_error(&text.0);
    wasm_bindgen::handler::schedule_reinit();
    wasm_bindgen::throw_val(error("internal", &text.0));
}

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(message: &str);
}

/// Panics on purpose, so that the tests can prove a panic reaches JavaScript as an `Error` and the
/// module keeps working: with a message of its own, or, given an `index`, as a bug would, by
/// reading past the end of a row of nine (a message with values in it). Compiled only with the
/// `panic-probe` feature, never into a release.
#[cfg(feature = "panic-probe")]
#[wasm_bindgen]
pub fn panic_probe(index: Option<u32>) -> u8 {
    match index {
        Some(index) => [0; 9][index as usize],
        None => panic!("the panic probe was called"),
    }
}

/// A JavaScript `Error` to throw, with a `code` from the `ErrorCode` union of `shared.d.ts`: the
/// codes of [`crate::ErrorKind`], and those of the exports' own arguments.
pub(crate) fn error(code: &str, message: &str) -> JsValue {
    error_with_fields(message, &mut fields(code))
}

/// The fields of an error as JSON being written, its code first: `{"code":"conflict"`.
fn fields(code: &str) -> Text {
    let mut fields = Text::default();
    fields.add("{\"code\":\"").add(code).add("\"");
    fields
}

/// An `Error` with `message` and the `fields` written so far. The fields are written as JSON,
/// read by the platform's `JSON.parse` and copied onto the error by `Object.assign`: two calls
/// across to JavaScript rather than one per field, each with its name and value to convert (200
/// compressed bytes of the solver's WebAssembly module).
fn error_with_fields(message: &str, fields: &mut Text) -> JsValue {
    fields.add("}");
    object_assign(&JsError::new(message), &json_parse(&fields.0))
}

/// What the exports shared here ask of the platform, declared here rather than taken from the
/// `js-sys` crate: the core's module has no other use for it, and `js-sys` links in code of its
/// own (its futures) whose data stays in the module after that code is dropped (400 compressed
/// bytes). The analysis and photo entries use `js-sys`.
#[wasm_bindgen]
extern "C" {
    /// The platform's `JSON.parse`, given JSON the module wrote.
    #[wasm_bindgen(js_namespace = JSON, js_name = parse)]
    pub(crate) fn json_parse(text: &str) -> JsValue;

    #[wasm_bindgen(js_name = Error)]
    type JsError;
    #[wasm_bindgen(constructor, js_class = "Error")]
    fn new(message: &str) -> JsError;

    /// `Object.assign`: copies the fields of `source` onto `target`, and returns it.
    #[wasm_bindgen(js_namespace = Object, js_name = assign)]
    fn object_assign(target: &JsError, source: &JsValue) -> JsValue;
}

#[cfg(any(feature = "core", feature = "analysis"))] // the photo entry reads no puzzle text
#[wasm_bindgen]
extern "C" {
    /// A JavaScript string, as the exports take their puzzles.
    #[wasm_bindgen(is_type_of = JsValue::is_string)]
    type JsString;

    /// `String(number)`: a number as JavaScript writes it, without compiling Rust's float
    /// formatting into the module.
    #[wasm_bindgen(js_name = String)]
    pub(crate) fn number_text(number: f64) -> String;
}

/// The JavaScript `Error` of a puzzle that can't be read or solved: its code, its message, and
/// where it is (`row`, `column`, `line`, `character`, each 1-based) as far as that applies.
pub(crate) fn to_js_error(error: crate::PuzzleError) -> JsValue {
    puzzle_error(error, None)
}

/// The same, for the puzzle on line `batch_line` of a batch: the line goes in front of the
/// message and is the error's `line`.
pub(crate) fn puzzle_error(puzzle_error: crate::PuzzleError, batch_line: Option<usize>) -> JsValue {
    let mut message = Text::default();
    if let Some(line) = batch_line {
        message.add("line ").number(line).add(": ");
    }
    puzzle_error.write_message(&mut message);
    let mut fields = fields(puzzle_error.kind().code());
    let place = puzzle_error.place();
    let places = [
        (",\"row\":", place.row),
        (",\"column\":", place.column),
        (",\"line\":", batch_line.or(place.line)),
        (",\"character\":", place.character),
    ];
    for (key, value) in places {
        if let Some(value) = value {
            fields.add(key).number(value);
        }
    }
    error_with_fields(&message.0, &mut fields)
}

/// Sets a field of an object the module made, which cannot fail.
#[cfg(feature = "photo")]
pub(crate) fn set(target: &JsValue, key: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(target, &JsValue::from_str(key), value);
}

#[cfg(any(feature = "core", feature = "analysis"))] // the photo entry reads no puzzle text
/// The text of a puzzle argument, read by wasm-bindgen's copy of a string. (The core's calls
/// take their puzzles through the mailbox, and come here only for what it can't carry.)
///
/// Exports take the puzzle as a JavaScript value rather than `&str` so that no argument is copied
/// into the instance's memory before wasm-bindgen's call guard runs: after a panic the guard swaps
/// in a fresh instance, and a string already copied into the old one would be lost. It also lets
/// a caller who passes a number or `null` be told so plainly.
pub(crate) fn read_text(puzzle: &JsValue) -> Result<String, JsValue> {
    match puzzle.dyn_ref::<JsString>() {
        Some(text) => Ok(text.as_string().unwrap_or_default()),
        None => {
            let mut message = Text::default();
            message
                .add("the puzzle must be a string, found ")
                .described(puzzle);
            Err(error("not_a_string", &message.0))
        }
    }
}

/// A value the module keeps from one call to the next: taken out for the call and put back. (A
/// `OnceCell` would compile in its panic for a value made while making itself, 30 compressed
/// bytes of the solver's WebAssembly module.)
#[cfg(feature = "core")]
struct Kept<T>(::core::cell::Cell<Option<T>>);

// SAFETY: the module is built without WebAssembly's threads (no `atomics` target feature), so
// there is one thread and no value is ever shared between two.
#[cfg(feature = "core")]
unsafe impl<T> Sync for Kept<T> {}

#[cfg(feature = "core")]
impl<T> Kept<T> {
    const fn new() -> Kept<T> {
        Kept(::core::cell::Cell::new(None))
    }
}

/// What a value of the wrong type is, in words: "a number", "null", "an object".
#[cfg(any(feature = "analysis", feature = "photo"))]
pub(crate) fn describe(value: &JsValue) -> String {
    let mut text = Text::default();
    text.described(value);
    text.0
}

impl Text {
    /// [`describe`], written at the end of a message.
    fn described(&mut self, value: &JsValue) -> &mut Text {
        if value.is_null() {
            self.add("null")
        } else if value.is_array() {
            self.add("an array (pass a LeetCode board as JSON text: JSON.stringify(board))")
        } else {
            match value.js_typeof().as_string().as_deref() {
                Some("undefined") => self.add("undefined"),
                Some("object") => self.add("an object"),
                Some(kind) => self.add("a ").add(kind),
                None => self.add("a value of unknown type"),
            }
        }
    }
}

#[cfg(any(feature = "core", feature = "analysis"))] // the photo entry reads no puzzle text
/// A whole-number argument such as a limit or a seed: `name` (also the error's code) and
/// `range_text` go into the error when it is missing, has a fraction, or lies outside `range`.
///
/// These arguments cross as numbers (`Option<f64>`), which JavaScript converts on the way in
/// (`"2"` counts as 2, an object as NaN): taking a `JsValue` to name a wrong type as the puzzle's
/// check does cost a count 1,300 instructions more in V8, 4% of a call on an easy puzzle.
pub(crate) fn whole_number(
    number: Option<f64>,
    name: &str,
    range: ::core::ops::RangeInclusive<f64>,
    range_text: &str,
) -> Result<f64, JsValue> {
    match number {
        Some(number) if range.contains(&number) && number as i64 as f64 == number => Ok(number),
        _ => {
            let mut message = Text::default();
            message
                .add("the ")
                .add(name)
                .add(" must be a whole number from ")
                .add(range_text)
                .add(", found ");
            match number {
                Some(number) => message.add(&number_text(number)),
                None => message.add("nothing"),
            };
            Err(error(name, &message.0))
        }
    }
}
