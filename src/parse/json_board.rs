//! The LeetCode 37 board: nine rows of nine one-character strings, written as JSON
//! (`[["5","3",".",...],...]`) or as code: a Java or C++ array literal (`{{'5','3','.',...},...}`)
//! or a Python list (`[['5','3','.',...],...]`), with or without a declaration such as
//! `char[][] board =` in front and a `;` behind.
//!
//! The reader is written for this one shape rather than taken from a general JSON library, which
//! would more than double the size of the solver's WebAssembly module. It reads in one pass over
//! the bytes and builds nothing but the grid: each value is checked against the place it holds in
//! the board (a row, a cell, or something no board looks into) as soon as it is read, so a
//! hostile 10 MB array costs no memory, and the first thing that keeps the board from being one
//! is reported with its row and column. Syntax errors are reported by line and character.
//!
//! Where a value cannot belong to a board, the reader checks only as much of JSON's grammar as
//! it needs to find the value's end and to name it: a number such as `01`, which JSON forbids, or
//! an unknown escape in a string, is a wrong entry rather than a syntax error. No board is read
//! that JSON (or the code it is written in) would not read the same way.

use alloc::string::String;

use super::{cell_value, characters, grid_of};
use crate::error::{PuzzleError, Text};
use crate::grid::{Cell, Grid};

/// Boards nest two deep; anything much deeper is not a board, and refusing it early keeps hostile
/// input such as a million `[` from exhausting the stack.
const MAX_DEPTH: usize = 8;

/// Strings and numbers longer than this are described by their length in messages.
const QUOTED: usize = 20;

/// The board in `input`, or `None` when `input` is not written as one (it does not begin with
/// `[` or `{`, after a declaration if it has one).
#[allow(clippy::manual_contains)] // `contains` compiles `memchr`: see below
pub(super) fn read(input: &str) -> Option<Result<Grid, PuzzleError>> {
    let bytes = input.as_bytes();
    // A declaration: words up to an `=` on the first line, such as `char[][] board =`.
    let declaration = bytes
        .iter()
        .position(|&byte| byte == b'=')
        .filter(|&at| {
            let words = bytes.get(..at).unwrap_or_default().trim_ascii();
            !words.iter().any(|&byte| byte == b'\n')
                && words
                    .first()
                    .is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_')
        })
        .map_or(0, |at| at + 1);
    let body = bytes.get(declaration..)?.trim_ascii_start();
    // (Bytes are looked for with `iter().any` rather than `contains`, here and in `annotated`:
    // `contains` compiles core's word-at-a-time `memchr`, 200 compressed bytes of the solver's
    // WebAssembly module, for a few hundred bytes of text.)
    // Braces are arrays in code, and so are the brackets of a list whose strings are quoted with
    // `'`; JSON's braces are objects, which a board never holds.
    let code = match body.first()? {
        b'{' => true,
        b'[' => declaration > 0 || body.iter().any(|&byte| byte == b'\''),
        _ => return None,
    };
    let mut reader = Reader {
        input,
        bytes,
        position: declaration,
        code,
        digits: [0; 81],
        problem: None,
        row_problem: None,
    };
    Some(match reader.board() {
        Ok(board) => reader.check(board),
        Err(syntax) => Err(reader.syntax_error(syntax)),
    })
}

/// What stops the reading: text that is not a board's syntax, at the reader's position.
#[derive(Clone, Copy)]
enum Syntax {
    EndsEarly,
    /// A character where a value belongs.
    Unexpected,
    /// A word that is neither a number nor `true`, `false` or `null`, from the position to here.
    Word(usize),
    /// Neither `,` nor the end of the array (or object) opened by this byte.
    Separator(u8),
    NotClosed,
    ControlCharacter,
    TooDeep,
    AfterBoard,
}

/// What was read of a value: where it lies in the text, its number of entries (an array or
/// object) or characters (a string), and, for a string of one digit or blank, its value.
#[derive(Clone, Copy)]
struct Value {
    start: usize,
    end: usize,
    count: usize,
    cell: Option<u8>,
}

/// Where a value stands in the board.
#[derive(Clone, Copy)]
enum Place {
    Board,
    Row(usize),
    Cell(Cell),
    /// Anything no board looks into: a tenth row or entry, a value inside an entry.
    Elsewhere,
}

impl Place {
    /// The place of the entry at `index` of an array (or object) standing here. Kept out of line:
    /// inlined, it let the compiler split the loop over the entries in two, before and after the
    /// ninth, doubling its code.
    #[inline(never)]
    fn entry(self, index: usize, object: bool) -> Place {
        match self {
            _ if object || index > 8 => Place::Elsewhere,
            Place::Board => Place::Row(index),
            // A row here is at most 8: `min` changes nothing, but shows the compiler that the
            // check in `Cell::at` cannot fail (40 compressed bytes).
            Place::Row(row) => Place::Cell(Cell::at(row.min(8), index)),
            _ => Place::Elsewhere,
        }
    }
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

/// A recursive-descent reader over the input's bytes, which fills the grid as it goes. Its steps
/// are kept out of line (`inline(never)`): a board is read once per call, and inlined into each
/// other they made the reader a third larger in the solver's WebAssembly module.
struct Reader<'a> {
    input: &'a str,
    bytes: &'a [u8],
    position: usize,
    /// Written as code: braces are arrays.
    code: bool,
    /// The grid's values as read, 0 for a blank.
    digits: [u8; 81],
    /// The first thing in the board's rows, in reading order, that keeps it from being a board.
    problem: Option<Problem>,
    /// The first cell of the row being read that does not hold a digit or a blank: it counts only
    /// if the row itself has nine entries.
    row_problem: Option<Problem>,
}

impl<'a> Reader<'a> {
    /// Reads the board to the end of the text: the value it is, or what stops the reading.
    fn board(&mut self) -> Result<Value, Syntax> {
        let board = self.value(0, Place::Board)?;
        self.skip_whitespace();
        if self.code && self.peek() == Some(b';') {
            self.position += 1;
            self.skip_whitespace();
        }
        match self.peek() {
            Some(_) => Err(Syntax::AfterBoard),
            None => Ok(board),
        }
    }

    /// The grid of a board read to its end, or the first thing that keeps it from being one.
    #[inline(never)]
    fn check(&self, board: Value) -> Result<Grid, PuzzleError> {
        if board.count != 9 {
            return Err(PuzzleError::BoardRows { found: board.count });
        }
        match self.problem {
            None => Ok(grid_of(self.digits)),
            Some(Problem::RowLength { row, found }) => {
                Err(PuzzleError::BoardRowLength { row, found })
            }
            Some(Problem::NotARow { row, found }) => {
                let mut message = Text::default();
                message
                    .add("row ")
                    .number(row + 1)
                    .add(" must be an array, found ")
                    .add(&self.describe(found));
                Err(PuzzleError::BoardShape { message: message.0 })
            }
            Some(Problem::Entry { cell, found }) => Err(PuzzleError::BoardEntry {
                cell,
                found: self.describe(found),
            }),
        }
    }

    /// Reads one value standing at `place`.
    fn value(&mut self, depth: usize, place: Place) -> Result<Value, Syntax> {
        if depth > MAX_DEPTH {
            return Err(Syntax::TooDeep);
        }
        self.skip_whitespace();
        let start = self.position;
        let (count, cell) = match self.peek() {
            Some(open @ (b'[' | b'{')) => (self.entries(depth, place, open)?, None),
            Some(b'"' | b'\'') => self.string()?,
            Some(byte) if byte == b'-' || byte.is_ascii_alphanumeric() => {
                self.word()?;
                (0, None)
            }
            Some(_) => return Err(Syntax::Unexpected),
            None => return Err(Syntax::EndsEarly),
        };
        let value = Value {
            start,
            end: self.position,
            count,
            cell,
        };
        let is_array = self.is_array(value);
        match place {
            Place::Row(_) if is_array && count == 9 => {
                let row_problem = self.row_problem.take();
                if self.problem.is_none() {
                    self.problem = row_problem;
                }
            }
            Place::Row(row) if is_array => self.note(Problem::RowLength { row, found: count }),
            Place::Row(row) => self.note(Problem::NotARow { row, found: value }),
            Place::Cell(cell) => match value.cell {
                Some(digit) => {
                    // (`get_mut` rather than `Grid::set`, whose checks of the cell and the digit
                    // would be 70 compressed bytes of the solver's WebAssembly module: `cell_value`
                    // gives digits 0 to 9.)
                    if let Some(value) = self.digits.get_mut(cell.index()) {
                        *value = digit;
                    }
                }
                None if self.row_problem.is_none() => {
                    self.row_problem = Some(Problem::Entry { cell, found: value });
                }
                None => {}
            },
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

    /// Whether a value is an array: brackets, or braces in code. JSON's braces are an object.
    fn is_array(&self, value: Value) -> bool {
        match self.bytes.get(value.start) {
            Some(b'[') => true,
            Some(b'{') => self.code,
            _ => false,
        }
    }

    /// Reads the entries of an array or an object, opened by `open`, and returns their number.
    /// An object's keys count as entries: it is named as an object, whatever it holds.
    #[inline(never)]
    fn entries(&mut self, depth: usize, place: Place, open: u8) -> Result<usize, Syntax> {
        let close = open + 2; // `]` follows `[` by two in ASCII, as `}` follows `{`.
        let object = open == b'{' && !self.code;
        self.position += 1;
        let mut count = 0;
        self.skip_whitespace();
        if self.eat(close) {
            return Ok(0);
        }
        loop {
            self.value(depth + 1, place.entry(count, object))?;
            count += 1;
            self.skip_whitespace();
            if self.eat(close) {
                return Ok(count);
            }
            if !(self.eat(b',') || object && self.eat(b':')) {
                return Err(match self.peek() {
                    None => Syntax::EndsEarly,
                    Some(_) => Syntax::Separator(open),
                });
            }
        }
    }

    /// Reads a string quoted with `"` (or `'`, as code quotes characters): its number of
    /// characters, and the digit or blank it holds if it holds one (written as itself or as a
    /// `\u` escape).
    #[inline(never)]
    fn string(&mut self) -> Result<(usize, Option<u8>), Syntax> {
        let quote = self.peek();
        self.position += 1;
        let start = self.position;
        let mut count = 0;
        loop {
            match self.peek() {
                None => return Err(Syntax::NotClosed),
                Some(byte) if Some(byte) == quote => break,
                Some(byte) if byte < b' ' => return Err(Syntax::ControlCharacter),
                // The escaped character is skipped, so that an escaped quote does not end it.
                Some(b'\\') => self.position += 2,
                Some(byte) => {
                    self.position += 1;
                    // Bytes that continue a character are not counted.
                    count += usize::from(byte & 0xc0 != 0x80);
                }
            }
        }
        let content = self.bytes.get(start..self.position).unwrap_or_default();
        self.position += 1;
        let cell = match content {
            &[character] => cell_value(character),
            [b'\\', b'u', hex @ ..] if hex.len() == 4 => {
                let code = hex.iter().try_fold(0, |code, &digit| {
                    Some(code * 16 + (digit as char).to_digit(16)?)
                });
                code.and_then(|code| cell_value(u8::try_from(code).ok()?))
            }
            _ => None,
        };
        Ok((count, cell))
    }

    /// Reads a number (not checked against JSON's grammar: no board holds one) or one of the
    /// words `true`, `false` and `null`.
    #[inline(never)]
    fn word(&mut self) -> Result<(), Syntax> {
        let start = self.position;
        while matches!(self.peek(), Some(byte) if byte.is_ascii_alphanumeric() || matches!(byte, b'+' | b'-' | b'.'))
        {
            self.position += 1;
        }
        let word = self.text(start, self.position);
        if word.starts_with(|c: char| c == '-' || c.is_ascii_digit())
            || matches!(word, "true" | "false" | "null")
        {
            return Ok(());
        }
        let end = core::mem::replace(&mut self.position, start);
        Err(Syntax::Word(end))
    }

    /// A short description of a value for error messages: `the number 5`, `"55"`, `null`, `an
    /// array of 3 entries`.
    #[inline(never)]
    fn describe(&self, value: Value) -> String {
        let Value {
            start, end, count, ..
        } = value;
        let written = self.text(start, end);
        let mut text = Text::default();
        match self.bytes.get(start) {
            _ if self.is_array(value) => {
                text.add("an array of ").counted(count, "entry", "entries")
            }
            Some(b'{') => text.add("an object"),
            Some(b'"' | b'\'') if count > QUOTED => {
                text.add("a string of ")
                    .counted(count, "character", "characters")
            }
            Some(b'"' | b'\'') => text.visible(written),
            Some(b't' | b'f' | b'n') => text.add(written),
            _ if written.len() > QUOTED => {
                text.add("a number of ")
                    .counted(written.len(), "character", "characters")
            }
            _ => text.add("the number ").add(written),
        };
        text.0
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

    /// The next byte: all the structure of a board is ASCII.
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.position).copied()
    }

    fn eat(&mut self, expected: u8) -> bool {
        let found = self.peek() == Some(expected);
        if found {
            self.position += 1;
        }
        found
    }

    /// The error of what stopped the reading at the current position, which is counted in lines
    /// and characters from 1.
    #[inline(never)]
    fn syntax_error(&self, syntax: Syntax) -> PuzzleError {
        let mut problem = Text::default();
        match syntax {
            Syntax::EndsEarly => problem.add("the board ends too early"),
            Syntax::Unexpected => {
                let character = characters(self.text(self.position, self.bytes.len())).next();
                problem
                    .add("unexpected ")
                    .quoted(character.unwrap_or(char::REPLACEMENT_CHARACTER))
            }
            Syntax::Word(end) => problem
                .add("unexpected ")
                .quoted_string(self.text(self.position, end)),
            Syntax::Separator(open) => problem.add("expected ',' or ").quoted((open + 2) as char),
            Syntax::NotClosed => problem.add("a string is not closed"),
            Syntax::ControlCharacter => problem.add("a control character inside a string"),
            Syntax::TooDeep => problem.add("arrays nested too deeply for a board"),
            Syntax::AfterBoard => problem.add("unexpected text after the board"),
        };
        let (mut line, mut column) = (1, 1);
        for &byte in self.bytes.get(..self.position).unwrap_or_default() {
            if byte == b'\n' {
                (line, column) = (line + 1, 1);
            } else if byte & 0xc0 != 0x80 {
                // A byte that starts a character, not one that continues it.
                column += 1;
            }
        }
        PuzzleError::Json {
            problem: problem.0,
            line,
            column,
        }
    }
}
