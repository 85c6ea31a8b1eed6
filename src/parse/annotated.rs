//! Puzzles that come with words around them, as collections and code print them:
//!
//! * a line of 81 cells followed by other text on the same line (a name, a source or a rating, as
//!   puzzle collections put one after each puzzle): `53..7....6..(81 cells) Easy #1 1.2`;
//! * header lines such as `Grid 01` above a grid (Project Euler's `sudoku.txt`);
//! * the LeetCode board written as code: a Java or C++ array literal `{{'5','3','.',...},...}` or a
//!   Python list `[['5','3','.',...],...]`, with or without a declaration such as
//!   `char[][] board =` in front and a `;` behind.
//!
//! Each is tried only where the plain readers fail or do not apply, and each takes the words only
//! when what remains reads as a whole puzzle: a mistyped cell is still reported where it is, not
//! read as a header or as a name.

use super::{cell_value, parse_text, symbol};
use crate::grid::Grid;

/// The puzzle of a line of 81 cells followed by other text, or of header lines above a grid;
/// `None` when the input is neither.
pub(super) fn with_words(input: &str) -> Option<Grid> {
    line_with_text(input).or_else(|| grid_under_headers(input))
}

/// One line (blank lines around it aside) that begins with exactly 81 cell characters, followed by
/// a character that is not a cell and then words: text with a letter or a digit that is not cells
/// only (`1.2/1.2`, `#12` or `easy`), but never ` 5`, which would make a puzzle of 82 cells, nor a
/// stray ` ?`.
fn line_with_text(input: &str) -> Option<Grid> {
    let line = input.trim();
    if line.contains('\n') {
        return None;
    }
    let bytes = line.as_bytes();
    if bytes.len() <= 81 || cell_value(bytes[81]).is_some() {
        return None;
    }
    let mut digits = [0; 81];
    for (digit, &character) in digits.iter_mut().zip(&bytes[..81]) {
        *digit = cell_value(character)?;
    }
    let words = line.get(81..)?;
    let not_cells = words.chars().any(|character| symbol(character).is_none());
    (not_cells && words.chars().any(char::is_alphanumeric)).then_some(())?;
    Grid::from_digits(digits)
}

/// A grid (in any text layout) under lines of words, such as `Grid 01`: the lines before the first
/// that holds no letter are headers, as long as the rest reads as a puzzle.
fn grid_under_headers(input: &str) -> Option<Grid> {
    let mut rest = input;
    let mut headers = 0;
    while let Some((line, after)) = rest.split_once('\n') {
        if !line.chars().any(char::is_alphabetic) {
            break;
        }
        headers += 1;
        rest = after;
    }
    (headers > 0).then_some(())?;
    parse_text(rest).ok()
}

/// The LeetCode board written as a Java or C++ array literal or a Python list, rewritten as the
/// JSON board it is, character for character (`{` `}` become `[` `]`, `'` becomes `"`, the
/// declaration in front and a `;` behind become spaces), so that the JSON reader's messages point
/// at the same line and character. `None` when the input is not written as code.
pub(super) fn code_literal(input: &str) -> Option<String> {
    // A declaration: words up to an `=` on the first line, such as `char[][] board =`.
    let declaration = input
        .find('=')
        .filter(|&at| {
            let words = input[..at].trim();
            !words.contains('\n') && words.starts_with(|c: char| c.is_alphabetic() || c == '_')
        })
        .map_or(0, |at| at + 1);
    let body = input[declaration..].trim();
    let written_as_code = body.starts_with('{')
        || (body.starts_with('[') && (declaration > 0 || body.contains('\'')));
    if !written_as_code {
        return None;
    }
    let end = input
        .trim_end()
        .strip_suffix(';')
        .map_or(input.len(), str::len);
    Some(
        input
            .char_indices()
            .map(|(at, character)| match character {
                '\n' => '\n',
                _ if at < declaration || at >= end => ' ',
                '{' => '[',
                '}' => ']',
                '\'' => '"',
                other => other,
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_literal_is_rewritten_character_for_character() {
        let java = "char[][] b = {{'5','.'}};";
        let json = code_literal(java).unwrap();
        assert_eq!(json.chars().count(), java.chars().count());
        assert_eq!(json.trim(), r#"[["5","."]]"#);
        assert_eq!(code_literal(r#"[["5","."]]"#), None, "JSON is read as JSON");
        assert_eq!(code_literal("53..7"), None);
    }
}
