//! The LeetCode 37 board: a JSON array of nine rows, each an array of nine one-character strings.
//!
//! The reader is written for this one shape rather than taken from a general JSON library:
//! `serde_json` would more than double the size of the WebAssembly module for a format whose
//! grammar fits on a page. It still reads any JSON value (so a number where a string belongs is
//! named as a number), nests no deeper than a board needs, keeps no more of any array or string
//! than a board or an error message can use (so a hostile 10 MB array costs no more memory than a
//! board), and points at syntax errors by line and character.

use super::{symbol, Symbol};
use crate::error::{PuzzleError, Text};
use crate::grid::{Cell, Grid};

/// Boards nest two deep; anything much deeper is not a board, and refusing it early keeps hostile
/// input such as a million `[` from exhausting the stack.
const MAX_DEPTH: usize = 8;

/// How many entries of an array, and characters of a string, are kept: enough for a board row
/// and for quoting a short string in a message.
const KEPT: usize = 9;
const QUOTED: usize = 20;

/// A JSON value, keeping only what a board or an error message needs.
enum Json<'a> {
    /// The number of entries, and the first [`KEPT`] of them.
    Array {
        len: usize,
        first: Vec<Json<'a>>,
    },
    /// The number of characters, and the first [`QUOTED`] of them, unescaped.
    String {
        len: usize,
        first: String,
    },
    /// A number, `true`, `false` or `null`, as written.
    Scalar(&'a str),
    Object,
}

pub(super) fn parse(input: &str) -> Result<Grid, PuzzleError> {
    let board = Reader { input, position: 0 }.document()?;
    let rows = match &board {
        Json::Array {
            len: 9,
            first: rows,
        } => rows,
        Json::Array { len, .. } => return Err(PuzzleError::BoardRows { found: *len }),
        other => {
            return Err(shape_error(
                Text::default()
                    .add("expected an array of rows, found ")
                    .add(&describe(other)),
            ))
        }
    };
    let mut grid = Grid::EMPTY;
    for (r, row) in rows.iter().enumerate() {
        let entries = match row {
            Json::Array { len: 9, first } => first,
            Json::Array { len, .. } => {
                return Err(PuzzleError::BoardRowLength {
                    row: r,
                    found: *len,
                })
            }
            other => {
                return Err(shape_error(
                    Text::default()
                        .add("row ")
                        .number(r + 1)
                        .add(" must be an array, found ")
                        .add(&describe(other)),
                ))
            }
        };
        for (c, entry) in entries.iter().enumerate() {
            let cell = Cell::at(r, c);
            let digit = match entry {
                Json::String { len: 1, first } => {
                    let mut characters = first.chars();
                    match (characters.next().and_then(symbol), characters.next()) {
                        (Some(Symbol::Given(digit)), None) => Some(Some(digit)),
                        (Some(Symbol::Blank), None) => Some(None),
                        _ => None,
                    }
                }
                _ => None,
            };
            match digit {
                Some(digit) => grid.set(cell, digit),
                None => {
                    return Err(PuzzleError::BoardEntry {
                        cell,
                        found: describe(entry),
                    })
                }
            }
        }
    }
    Ok(grid)
}

fn shape_error(message: &mut Text) -> PuzzleError {
    PuzzleError::BoardShape {
        message: std::mem::take(&mut message.0),
    }
}

/// A short description of a value for error messages, e.g. `the number 5` or `"55"`.
fn describe(value: &Json) -> String {
    let mut text = Text::default();
    match value {
        Json::Scalar(word) if matches!(*word, "true" | "false" | "null") => text.add(word),
        Json::Scalar(number) if number.len() > QUOTED => text
            .add("a number of ")
            .number(number.len())
            .add(" characters"),
        Json::Scalar(number) => text.add("the number ").add(number),
        Json::String { len, .. } if *len > QUOTED => {
            text.add("a string of ").number(*len).add(" characters")
        }
        Json::String { first, .. } => text.quoted_string(first),
        Json::Array { len, .. } => text.add("an array of ").counted(*len, "entry", "entries"),
        Json::Object => text.add("an object"),
    };
    text.0
}

/// JSON's number grammar: `-`? integer (no leading zero) fraction? exponent?
fn is_json_number(word: &str) -> bool {
    fn digits(s: &str) -> (&str, &str) {
        let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
        s.split_at(end)
    }
    let (integer, rest) = digits(word.strip_prefix('-').unwrap_or(word));
    if integer.is_empty() || (integer.len() > 1 && integer.starts_with('0')) {
        return false;
    }
    let rest = match rest.strip_prefix('.') {
        Some(fraction) => match digits(fraction) {
            ("", _) => return false,
            (_, rest) => rest,
        },
        None => rest,
    };
    match rest.strip_prefix(['e', 'E']) {
        Some(exponent) => {
            let (power, rest) = digits(exponent.strip_prefix(['+', '-']).unwrap_or(exponent));
            !power.is_empty() && rest.is_empty()
        }
        None => rest.is_empty(),
    }
}

/// A recursive-descent reader over the input text.
struct Reader<'a> {
    input: &'a str,
    position: usize,
}

impl<'a> Reader<'a> {
    /// One value and nothing after it but whitespace.
    fn document(&mut self) -> Result<Json<'a>, PuzzleError> {
        let value = self.value(0, true)?;
        self.skip_whitespace();
        match self.peek() {
            None => Ok(value),
            Some(_) => Err(self.syntax_error("unexpected text after the board")),
        }
    }

    /// Reads one value; with `keep` false only its kind and length are kept, as for the entries
    /// past the ninth of an array, which no board or message looks into.
    fn value(&mut self, depth: usize, keep: bool) -> Result<Json<'a>, PuzzleError> {
        if depth > MAX_DEPTH {
            return Err(self.syntax_error("arrays nested too deeply for a board"));
        }
        self.skip_whitespace();
        match self.peek() {
            Some('[') => self.array(depth, keep),
            Some('{') => self.object(depth),
            Some('"') => self.string(keep),
            Some(c) if c == '-' || c.is_ascii_alphanumeric() => Ok(Json::Scalar(self.scalar()?)),
            Some(c) => {
                Err(self.syntax_error(Text::default().add("unexpected ").quoted(c).0.as_str()))
            }
            None => Err(self.syntax_error("the board ends too early")),
        }
    }

    fn array(&mut self, depth: usize, keep: bool) -> Result<Json<'a>, PuzzleError> {
        self.position += 1; // '['
        let (mut len, mut first) = (0, Vec::new());
        self.skip_whitespace();
        if self.eat(']') {
            return Ok(Json::Array { len, first });
        }
        loop {
            let kept = keep && len < KEPT;
            let entry = self.value(depth + 1, kept)?;
            if kept {
                first.push(entry);
            }
            len += 1;
            self.skip_whitespace();
            if self.eat(']') {
                return Ok(Json::Array { len, first });
            }
            self.expect(',', "expected ',' or ']'")?;
        }
    }

    /// Objects never belong in a board; they are read only to report them well.
    fn object(&mut self, depth: usize) -> Result<Json<'a>, PuzzleError> {
        self.position += 1; // '{'
        self.skip_whitespace();
        if self.eat('}') {
            return Ok(Json::Object);
        }
        loop {
            self.skip_whitespace();
            if self.peek() != Some('"') {
                return Err(self.syntax_error("expected a quoted key"));
            }
            self.string(false)?;
            self.skip_whitespace();
            self.expect(':', "expected ':'")?;
            self.value(depth + 1, false)?;
            self.skip_whitespace();
            if self.eat('}') {
                return Ok(Json::Object);
            }
            self.expect(',', "expected ',' or '}'")?;
        }
    }

    fn string(&mut self, keep: bool) -> Result<Json<'a>, PuzzleError> {
        self.position += 1; // '"'
        let (mut len, mut first) = (0, String::new());
        loop {
            let character = match self.next() {
                None => return Err(self.syntax_error("a string is not closed")),
                Some('"') => return Ok(Json::String { len, first }),
                Some('\\') => self.escape()?,
                Some(c) if c < ' ' => {
                    return Err(self.syntax_error("a control character inside a string"))
                }
                Some(c) => c,
            };
            if keep && len < QUOTED {
                first.push(character);
            }
            len += 1;
        }
    }

    fn escape(&mut self) -> Result<char, PuzzleError> {
        let escaped = match self.next() {
            Some('"') => '"',
            Some('\\') => '\\',
            Some('/') => '/',
            Some('b') => '\u{8}',
            Some('f') => '\u{c}',
            Some('n') => '\n',
            Some('r') => '\r',
            Some('t') => '\t',
            Some('u') => {
                let hex = self
                    .input
                    .get(self.position..self.position + 4)
                    .unwrap_or("");
                // `from_str_radix` alone would also take a sign.
                let code = (hex.len() == 4 && hex.chars().all(|c| c.is_ascii_hexdigit()))
                    .then(|| u32::from_str_radix(hex, 16).ok())
                    .flatten();
                let Some(code) = code else {
                    return Err(self.syntax_error("expected four hex digits after \\u"));
                };
                self.position += 4;
                // Halves of surrogate pairs cannot be a digit or a blank; keep them as a marker.
                char::from_u32(code).unwrap_or(char::REPLACEMENT_CHARACTER)
            }
            _ => return Err(self.syntax_error("an unknown escape in a string")),
        };
        Ok(escaped)
    }

    /// A number or a literal word; validated only as far as the messages need.
    fn scalar(&mut self) -> Result<&'a str, PuzzleError> {
        let start = self.position;
        while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || "+-.".contains(c)) {
            self.position += 1;
        }
        let word = &self.input[start..self.position];
        let is_number = is_json_number(word);
        if is_number || matches!(word, "true" | "false" | "null") {
            Ok(word)
        } else {
            self.position = start;
            Err(self.syntax_error(
                Text::default()
                    .add("unexpected ")
                    .quoted_string(word)
                    .0
                    .as_str(),
            ))
        }
    }

    fn skip_whitespace(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t' | '\n' | '\r')) {
            self.position += 1;
        }
    }

    /// The next character; ASCII, which is all the structure of JSON, without decoding UTF-8.
    fn peek(&self) -> Option<char> {
        match *self.input.as_bytes().get(self.position)? {
            byte if byte.is_ascii() => Some(byte as char),
            _ => self.input[self.position..].chars().next(),
        }
    }

    fn next(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.position += c.len_utf8();
        Some(c)
    }

    fn eat(&mut self, expected: char) -> bool {
        let found = self.peek() == Some(expected);
        if found {
            self.position += 1;
        }
        found
    }

    fn expect(&mut self, expected: char, message: &str) -> Result<(), PuzzleError> {
        if self.eat(expected) {
            Ok(())
        } else if self.peek().is_none() {
            Err(self.syntax_error("the board ends too early"))
        } else {
            Err(self.syntax_error(message))
        }
    }

    /// An error at the current position, counted in lines and characters from 1.
    fn syntax_error(&self, what: &str) -> PuzzleError {
        let before = &self.input[..self.position];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        PuzzleError::Json {
            problem: what.to_string(),
            line,
            column,
        }
    }
}
