//! The LeetCode 37 board: a JSON array of nine rows, each an array of nine one-character strings.
//!
//! The reader is written for this one shape rather than taken from a general JSON library:
//! `serde_json` would more than double the size of the WebAssembly module for a format whose
//! grammar fits on a page. It reads in one pass over the bytes and builds no tree: each value
//! is checked against the place it holds in the board (the board, a row, a cell, or something
//! no board looks into) as soon as it is read, so a hostile 10 MB array costs no memory. It
//! still reads any JSON value (so a number where a string belongs is named as a number), nests
//! no deeper than a board needs, and points at syntax errors by line and character. It never
//! slices the text at an index it computed, so it carries none of Rust's slicing panics and
//! their messages into the module.

use alloc::string::{String, ToString};

use super::{symbol, Symbol};
use crate::error::{PuzzleError, Text};
use crate::grid::{Cell, Grid};

/// Boards nest two deep; anything much deeper is not a board, and refusing it early keeps hostile
/// input such as a million `[` from exhausting the stack.
const MAX_DEPTH: usize = 8;

/// Strings and numbers longer than this are described by their length in messages.
const QUOTED: usize = 20;

/// What was read of a value: enough to describe it in a message and to tell whether it belongs
/// where it stands.
#[derive(Clone, Copy)]
enum Value {
    /// An array and its number of entries.
    Array(usize),
    /// A string: where it starts (its opening quote), its length in characters and, if it has
    /// exactly one, that character.
    String {
        start: usize,
        len: usize,
        only: Option<char>,
    },
    /// A number, `true`, `false` or `null`, as the bytes from `start` to `end`.
    Scalar {
        start: usize,
        end: usize,
    },
    Object,
}

/// Where a value stands in the board.
#[derive(Clone, Copy)]
enum Place {
    Board,
    Row(usize),
    Cell(Cell),
    /// Anything no board looks into: a tenth row or entry, a value inside an entry or an object.
    Elsewhere,
}

pub(super) fn parse(input: &str) -> Result<Grid, PuzzleError> {
    let mut reader = Reader {
        input,
        position: 0,
        grid: Grid::EMPTY,
        problem: None,
        row_problem: None,
    };
    let board = reader.value(0, Place::Board)?;
    reader.skip_whitespace();
    if reader.peek().is_some() {
        return Err(reader.syntax_error("unexpected text after the board"));
    }
    match board {
        Value::Array(9) => match reader.problem {
            None => Ok(reader.grid),
            Some(problem) => Err(reader.error(problem)),
        },
        Value::Array(found) => Err(PuzzleError::BoardRows { found }),
        other => Err(shape_error(
            Text::default()
                .add("expected an array of rows, found ")
                .add(&reader.describe(other)),
        )),
    }
}

fn shape_error(message: &mut Text) -> PuzzleError {
    PuzzleError::BoardShape {
        message: core::mem::take(&mut message.0),
    }
}

/// JSON's number grammar: `-`? integer (no leading zero) fraction? exponent?
fn is_json_number(word: &[u8]) -> bool {
    let mut at = usize::from(word.first() == Some(&b'-'));
    let digits = |at: &mut usize| {
        let start = *at;
        while word.get(*at).is_some_and(u8::is_ascii_digit) {
            *at += 1;
        }
        *at - start
    };
    let leading_zero = word.get(at) == Some(&b'0');
    match digits(&mut at) {
        0 => return false,
        1 => {}
        _ if leading_zero => return false,
        _ => {}
    }
    if word.get(at) == Some(&b'.') {
        at += 1;
        if digits(&mut at) == 0 {
            return false;
        }
    }
    if matches!(word.get(at), Some(b'e' | b'E')) {
        at += 1;
        if matches!(word.get(at), Some(b'+' | b'-')) {
            at += 1;
        }
        if digits(&mut at) == 0 {
            return false;
        }
    }
    at == word.len()
}

/// Something in the board's rows that keeps it from being a board, as read: only the first is
/// written out as an error, once the whole board has been read.
#[derive(Clone, Copy)]
enum Problem {
    /// A row (0-based) of more or fewer than nine entries.
    RowLength { row: usize, found: usize },
    /// A row (0-based) that is not an array.
    NotARow { row: usize, found: Value },
    /// An entry that is not a digit or a blank.
    Entry { cell: Cell, found: Value },
}

/// A recursive-descent reader over the input text, which fills the grid as it goes. Its steps are
/// kept out of line (`inline(never)`): a board is read once per call, and inlined into each other
/// they made the reader a third larger in the solver's WebAssembly module.
struct Reader<'a> {
    input: &'a str,
    position: usize,
    grid: Grid,
    /// The first thing in the board's rows, in reading order, that keeps it from being a board.
    problem: Option<Problem>,
    /// The first cell of the row being read that does not hold a digit or a blank: it counts only
    /// if the row itself has nine entries.
    row_problem: Option<Problem>,
}

impl<'a> Reader<'a> {
    /// Reads one value standing at `place`.
    fn value(&mut self, depth: usize, place: Place) -> Result<Value, PuzzleError> {
        if depth > MAX_DEPTH {
            return Err(self.syntax_error("arrays nested too deeply for a board"));
        }
        self.skip_whitespace();
        let value = match self.peek() {
            Some(b'[') => self.array(depth, place)?,
            Some(b'{') => self.object(depth)?,
            Some(b'"') => self.string(None)?,
            Some(byte) if byte == b'-' || byte.is_ascii_alphanumeric() => self.scalar()?,
            Some(_) => {
                let character = self.character().unwrap_or(char::REPLACEMENT_CHARACTER);
                return Err(
                    self.syntax_error(&Text::default().add("unexpected ").quoted(character).0)
                );
            }
            None => return Err(self.syntax_error("the board ends too early")),
        };
        match (place, value) {
            (Place::Row(_), Value::Array(9)) => {
                let row_problem = self.row_problem.take();
                if self.problem.is_none() {
                    self.problem = row_problem;
                }
            }
            (Place::Row(row), Value::Array(found)) => {
                self.note(Problem::RowLength { row, found });
            }
            (Place::Row(row), found) => self.note(Problem::NotARow { row, found }),
            (
                Place::Cell(cell),
                Value::String {
                    only: Some(character),
                    ..
                },
            ) if matches!(symbol(character), Some(Symbol::Given(_) | Symbol::Blank)) => {
                if let Some(Symbol::Given(digit)) = symbol(character) {
                    self.grid.set(cell, Some(digit));
                }
            }
            (Place::Cell(cell), found) if self.row_problem.is_none() => {
                self.row_problem = Some(Problem::Entry { cell, found });
            }
            _ => {}
        }
        Ok(value)
    }

    /// Notes a problem of the board's shape, unless an earlier row had one.
    #[inline(never)]
    fn note(&mut self, problem: Problem) {
        self.row_problem = None;
        if self.problem.is_none() {
            self.problem = Some(problem);
        }
    }

    #[inline(never)]
    fn array(&mut self, depth: usize, place: Place) -> Result<Value, PuzzleError> {
        self.position += 1; // '['
        let mut len = 0;
        self.skip_whitespace();
        if self.eat(b']') {
            return Ok(Value::Array(len));
        }
        loop {
            let entry = match place {
                Place::Board if len < 9 => Place::Row(len),
                Place::Row(row) if len < 9 => Place::Cell(Cell::at(row, len)),
                _ => Place::Elsewhere,
            };
            self.value(depth + 1, entry)?;
            len += 1;
            self.skip_whitespace();
            if self.eat(b']') {
                return Ok(Value::Array(len));
            }
            self.expect(b',', "expected ',' or ']'")?;
        }
    }

    /// Objects never belong in a board; they are read only to report them well.
    #[inline(never)]
    fn object(&mut self, depth: usize) -> Result<Value, PuzzleError> {
        self.position += 1; // '{'
        self.skip_whitespace();
        if self.eat(b'}') {
            return Ok(Value::Object);
        }
        loop {
            self.skip_whitespace();
            if self.peek() != Some(b'"') {
                return Err(self.syntax_error("expected a quoted key"));
            }
            self.string(None)?;
            self.skip_whitespace();
            self.expect(b':', "expected ':'")?;
            self.value(depth + 1, Place::Elsewhere)?;
            self.skip_whitespace();
            if self.eat(b'}') {
                return Ok(Value::Object);
            }
            self.expect(b',', "expected ',' or '}'")?;
        }
    }

    /// Reads a string, and writes its first [`QUOTED`] characters, unescaped, to `kept`.
    #[inline(never)]
    fn string(&mut self, mut kept: Option<&mut String>) -> Result<Value, PuzzleError> {
        let start = self.position;
        self.position += 1; // '"'
        let (mut len, mut first) = (0, None);
        loop {
            let character = match self.next() {
                None => return Err(self.syntax_error("a string is not closed")),
                Some('"') => {
                    let only = if len == 1 { first } else { None };
                    return Ok(Value::String { start, len, only });
                }
                Some('\\') => self.escape()?,
                Some(c) if c < ' ' => {
                    return Err(self.syntax_error("a control character inside a string"))
                }
                Some(c) => c,
            };
            if len == 0 {
                first = Some(character);
            }
            if let Some(kept) = kept.as_deref_mut().filter(|_| len < QUOTED) {
                kept.push(character);
            }
            len += 1;
        }
    }

    #[inline(never)]
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
                let mut code = 0;
                for _ in 0..4 {
                    let Some(digit) = self.peek().and_then(|byte| (byte as char).to_digit(16))
                    else {
                        return Err(self.syntax_error("expected four hex digits after \\u"));
                    };
                    code = code * 16 + digit;
                    self.position += 1;
                }
                // Halves of surrogate pairs cannot be a digit or a blank; keep them as a marker.
                char::from_u32(code).unwrap_or(char::REPLACEMENT_CHARACTER)
            }
            _ => return Err(self.syntax_error("an unknown escape in a string")),
        };
        Ok(escaped)
    }

    /// A number or a literal word; validated only as far as the messages need.
    #[inline(never)]
    fn scalar(&mut self) -> Result<Value, PuzzleError> {
        let start = self.position;
        while matches!(self.peek(), Some(byte) if byte.is_ascii_alphanumeric() || matches!(byte, b'+' | b'-' | b'.'))
        {
            self.position += 1;
        }
        let word = self.bytes(start, self.position);
        if is_json_number(word) || matches!(word, b"true" | b"false" | b"null") {
            Ok(Value::Scalar {
                start,
                end: self.position,
            })
        } else {
            let word = self.text(start, self.position);
            self.position = start;
            Err(self.syntax_error(&Text::default().add("unexpected ").quoted_string(word).0))
        }
    }

    /// The error of a problem noted while reading.
    #[inline(never)]
    fn error(&mut self, problem: Problem) -> PuzzleError {
        match problem {
            Problem::RowLength { row, found } => PuzzleError::BoardRowLength { row, found },
            Problem::NotARow { row, found } => {
                let mut message = Text::default();
                message
                    .add("row ")
                    .number(row + 1)
                    .add(" must be an array, found ")
                    .add(&self.describe(found));
                shape_error(&mut message)
            }
            Problem::Entry { cell, found } => PuzzleError::BoardEntry {
                cell,
                found: self.describe(found),
            },
        }
    }

    /// A short description of a value for error messages, e.g. `the number 5` or `"55"`.
    #[inline(never)]
    fn describe(&mut self, value: Value) -> String {
        let mut text = Text::default();
        match value {
            Value::Scalar { start, end } => {
                let word = self.text(start, end);
                match word {
                    "true" | "false" | "null" => text.add(word),
                    _ if word.len() > QUOTED => text
                        .add("a number of ")
                        .number(word.len())
                        .add(" characters"),
                    _ => text.add("the number ").add(word),
                }
            }
            Value::String { len, .. } if len > QUOTED => {
                text.add("a string of ").number(len).add(" characters")
            }
            Value::String { start, .. } => {
                // Read again, keeping its characters this time; it was read without error before.
                let end = core::mem::replace(&mut self.position, start);
                let mut characters = String::new();
                let _ = self.string(Some(&mut characters));
                self.position = end;
                text.quoted_string(&characters)
            }
            Value::Array(len) => text.add("an array of ").counted(len, "entry", "entries"),
            Value::Object => text.add("an object"),
        };
        text.0
    }

    fn bytes(&self, start: usize, end: usize) -> &'a [u8] {
        self.input.as_bytes().get(start..end).unwrap_or_default()
    }

    /// The text between two positions that lie between characters.
    fn text(&self, start: usize, end: usize) -> &'a str {
        self.input.get(start..end).unwrap_or_default()
    }

    #[inline(never)]
    fn skip_whitespace(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.position += 1;
        }
    }

    /// The next byte: all the structure of JSON is ASCII.
    fn peek(&self) -> Option<u8> {
        self.input.as_bytes().get(self.position).copied()
    }

    /// The next character, which may take several bytes.
    fn character(&self) -> Option<char> {
        self.input.get(self.position..)?.chars().next()
    }

    #[inline(never)]
    fn next(&mut self) -> Option<char> {
        let c = self.character()?;
        self.position += c.len_utf8();
        Some(c)
    }

    fn eat(&mut self, expected: u8) -> bool {
        let found = self.peek() == Some(expected);
        if found {
            self.position += 1;
        }
        found
    }

    #[inline(never)]
    fn expect(&mut self, expected: u8, message: &str) -> Result<(), PuzzleError> {
        if self.eat(expected) {
            Ok(())
        } else if self.peek().is_none() {
            Err(self.syntax_error("the board ends too early"))
        } else {
            Err(self.syntax_error(message))
        }
    }

    /// An error at the current position, counted in lines and characters from 1.
    #[inline(never)]
    fn syntax_error(&self, what: &str) -> PuzzleError {
        let (mut line, mut column) = (1, 1);
        for &byte in self.bytes(0, self.position) {
            if byte == b'\n' {
                (line, column) = (line + 1, 1);
            } else if byte & 0xc0 != 0x80 {
                // A byte that starts a character, not one that continues it.
                column += 1;
            }
        }
        PuzzleError::Json {
            problem: what.to_string(),
            line,
            column,
        }
    }
}
