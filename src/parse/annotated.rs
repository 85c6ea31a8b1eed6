//! Puzzles that come with words around them, as collections and code print them:
//!
//! * a line of 81 cells followed by other text on the same line (a name, a source or a rating, as
//!   puzzle collections put one after each puzzle): `53..7....6..(81 cells) Easy #1 1.2`;
//! * header lines such as `Grid 01` above a grid (Project Euler's `sudoku.txt`).
//!
//! (The LeetCode board written as code, with its declaration, is read by [`super::json_board`].)
//!
//! Each is tried only where the plain readers fail or do not apply, and each takes the words only
//! when what remains reads as a whole puzzle: a mistyped cell is still reported where it is, not
//! read as a header or as a name.

use super::{cell_value, characters, one_line, parse_text, symbol};
use crate::grid::Grid;

/// The puzzle of a line of 81 cells followed by other text, or of header lines above a grid;
/// `None` when the input is neither.
pub(super) fn with_words(input: &str) -> Option<Grid> {
    line_with_text(input).or_else(|| grid_under_headers(input))
}

/// Whether a byte belongs to a letter of a word: an ASCII letter, or any character beyond ASCII
/// (letters of other scripts, and signs such as `★` that collections rate with), all of whose
/// bytes are beyond ASCII. Unicode's own tables of letters would add a tenth to the solver's
/// WebAssembly module, for text that is not the puzzle; and looking at bytes, not characters,
/// spares decoding them (100 compressed bytes).
fn letter(byte: u8) -> bool {
    byte.is_ascii_alphabetic() || !byte.is_ascii()
}

/// One line (blank lines around it aside) that begins with exactly 81 cell characters, followed by
/// a character that is not a cell and then words: text with a letter or a digit that is not cells
/// only (`1.2/1.2`, `#12` or `easy`), but never ` 5`, which would make a puzzle of 82 cells, nor a
/// stray ` ?`.
#[allow(clippy::manual_contains)] // `contains` compiles `memchr`: see `json_board::read`
fn line_with_text(input: &str) -> Option<Grid> {
    let line = input.trim_ascii();
    let bytes = line.as_bytes();
    if bytes.iter().any(|&byte| byte == b'\n') || cell_value(*bytes.get(81)?).is_some() {
        return None;
    }
    let grid = one_line(line.get(..81)?)?;
    let words = line.get(81..)?;
    let not_cells = characters(words).any(|character| symbol(character).is_none());
    (not_cells
        && words
            .bytes()
            .any(|byte| letter(byte) || byte.is_ascii_digit()))
    .then_some(grid)
}

/// A grid (in any text layout) under lines of words, such as `Grid 01`: the lines before the first
/// that holds no letter are headers, as long as the rest reads as a puzzle.
fn grid_under_headers(input: &str) -> Option<Grid> {
    let mut rest = input;
    let mut headers = 0;
    while let Some(end) = rest.bytes().position(|byte| byte == b'\n') {
        if !rest.get(..end)?.bytes().any(letter) {
            break;
        }
        headers += 1;
        rest = rest.get(end + 1..)?;
    }
    (headers > 0).then_some(())?;
    parse_text(rest).ok()
}
