//! The mailbox: a buffer the core's module keeps in its memory, through which its calls take
//! their puzzles, and `solve_sudoku` gives its solution.
//!
//! An easy puzzle solves in about a microsecond, and wasm-bindgen's passing of strings around it
//! took a quarter of a call: calls out to JavaScript to read the puzzle (is it a string, how long,
//! encode it, how much was read), an allocation for it, views of memory made per call, an array
//! for each result, and a call back in to free the solution. So the core's calls are written in
//! JavaScript (`core.js`) around the exports here: the platform's encoder writes the text into
//! the mailbox through a view made once, and the call gets its length; `solve_sudoku` leaves the
//! solution's 81 digits there, read back through a second view. The call gets the JavaScript
//! value too, and reads it the general way when the mailbox can't carry it: a value that is not a
//! string, text beyond ASCII, or a mailbox this instance never opened (after a panic, wasm-bindgen
//! starts the next call from a fresh instance, after `core.js` has written into the old one).

use alloc::vec::Vec;

use wasm_bindgen::prelude::*;

use super::{read_text, Kept};

/// The mailbox, once opened.
static MAILBOX: Kept<Vec<u8>> = Kept::new();
/// The error of the last call that answered [`FAILED`], until `mailbox_error` takes it.
static ERROR: Kept<JsValue> = Kept::new();

/// What `solve_sudoku` and `count_solutions` answer besides a count (`core.js` has the same
/// numbers).
const SOLVED: i32 = 0;
/// The call failed: `mailbox_error` has its `Error`.
const FAILED: i32 = -1;
/// This instance has no mailbox to leave the solution in: open it, and call again.
const CLOSED: i32 = -2;

/// Opens a mailbox of `size` bytes (at least 81), in place of the one open before, and returns
/// where it is in the module's memory. The mailbox never moves, but the memory's buffer is
/// replaced when the memory grows.
#[wasm_bindgen(skip_typescript)]
pub fn open_mailbox(size: usize) -> *mut u8 {
    // The old one goes first, so that the allocator (a stack) takes its bytes back.
    MAILBOX.0.set(None);
    let mut mailbox = alloc::vec![0; size];
    let address = mailbox.as_mut_ptr();
    MAILBOX.0.set(Some(mailbox));
    address
}

/// The `Error` of the last call that answered [`FAILED`].
#[wasm_bindgen(skip_typescript)]
pub fn mailbox_error() -> JsValue {
    ERROR.0.take().unwrap_or_default()
}

/// Reads the text of a call's puzzle, or puzzles: the text posted in the first `length` bytes
/// of the mailbox if it is there and ASCII (`length` is negative when `core.js` posted nothing),
/// and otherwise `value`'s. A closure rather than a text returned, so that the posted text is read
/// where it is, with the mailbox put back after; not generic, so that the five calls share it.
#[inline(never)]
pub(crate) fn read_puzzle(
    length: i32,
    value: &JsValue,
    read: &mut dyn FnMut(&str) -> Result<(), JsValue>,
) -> Result<(), JsValue> {
    // The mailbox is taken out only for a posted text, and always put back: a call that read
    // its value and then found no mailbox to leave its solution in would be called again forever.
    if let Ok(length) = usize::try_from(length) {
        if let Some(mailbox) = MAILBOX.0.take() {
            let posted = mailbox.get(..length).filter(|text| is_ascii(text));
            // SAFETY: ASCII text is UTF-8. (Checked as UTF-8, `str::from_utf8` would compile into
            // the module, 400 compressed bytes.)
            let result = posted.map(|text| read(unsafe { core::str::from_utf8_unchecked(text) }));
            MAILBOX.0.set(Some(mailbox));
            if let Some(result) = result {
                return result;
            }
        }
    }
    read(&read_text(value)?)
}

/// Whether a text is ASCII, sixteen bytes to a test: a byte-by-byte loop was 2.5% of the time
/// of a count on an easy puzzle.
#[cfg(target_feature = "simd128")]
fn is_ascii(text: &[u8]) -> bool {
    use core::arch::wasm32::u8x16_bitmask;
    text.chunks(16).all(|chunk| {
        if chunk.len() == 16 {
            u8x16_bitmask(crate::sixteens::load(chunk, 0)) == 0
        } else {
            chunk.iter().all(u8::is_ascii)
        }
    })
}

/// The same a byte at a time, for a build without SIMD.
#[cfg(not(target_feature = "simd128"))]
fn is_ascii(text: &[u8]) -> bool {
    text.iter().all(u8::is_ascii)
}

/// Leaves a solution in the mailbox.
pub(crate) fn deliver(solution: &str) -> Result<i32, JsValue> {
    let Some(mut mailbox) = MAILBOX.0.take() else {
        return Ok(CLOSED);
    };
    mailbox
        .iter_mut()
        .zip(solution.bytes())
        .for_each(|(to, digit)| *to = digit);
    MAILBOX.0.set(Some(mailbox));
    Ok(SOLVED)
}

/// What a call answers: its result, or [`FAILED`] with its error kept for `mailbox_error`.
pub(crate) fn answer(result: Result<i32, JsValue>) -> i32 {
    result.unwrap_or_else(|error| {
        ERROR.0.set(Some(error));
        FAILED
    })
}
