//! What can be wrong with a puzzle, each case with the facts needed to say precisely where.
//!
//! The messages are written with [`Text`] rather than `format!`: Rust's formatting machinery
//! (padding, `Debug` escapes and the Unicode tables behind them) would be a large part of the
//! solver's WebAssembly module, whose only use for it is these few sentences.

use alloc::string::String;
use core::fmt;

use crate::grid::{Cell, Conflict, Unit};

/// Why a puzzle could not be read or solved.
///
/// The message ([`PuzzleError::message`], also its `Display` text) is what users see (the
/// JavaScript `Error`'s message), so every variant names what is wrong and where, with 1-based
/// rows and columns. Programs tell the cases apart by [`PuzzleError::kind`], whose
/// [`ErrorKind::code`] is the JavaScript `Error`'s `code`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PuzzleError {
    /// The text held more or fewer than 81 cells.
    CellCount { found: usize },
    /// A grid written as rows, one per line, with a row (1-based, counting the lines that hold
    /// cells) of more or fewer than nine cells; `line` is its line in the text.
    RowLength {
        row: usize,
        line: usize,
        found: usize,
    },
    /// A grid written as rows of nine cells, with more or fewer than nine rows; for more, the line
    /// where the tenth begins.
    RowCount {
        found: usize,
        tenth_row_line: Option<usize>,
    },
    /// A character that is not a digit, a blank, whitespace or a frame symbol. `line` and
    /// `column` locate it in the text; `cell` is the grid cell it would have filled, if any.
    InvalidCharacter {
        character: char,
        line: usize,
        column: usize,
        cell: Option<Cell>,
    },
    /// The input starts like a JSON board (`[`) but is not valid JSON: `problem` says what was
    /// found at `line` and `column` (both 1-based, the column counting characters).
    Json {
        problem: String,
        line: usize,
        column: usize,
    },
    /// Valid JSON, but not an array of rows that are arrays.
    BoardShape { message: String },
    /// A JSON board whose outer array does not hold exactly nine rows.
    BoardRows { found: usize },
    /// A JSON board row (0-based) that does not hold exactly nine entries.
    BoardRowLength { row: usize, found: usize },
    /// A JSON board entry that is not a one-character string holding a digit or a blank.
    BoardEntry { cell: Cell, found: String },
    /// Two givens with the same digit share a unit.
    Conflict(Conflict),
    /// The givens follow the rules, but no grid completes them.
    NoSolution,
    /// The puzzle has more than one solution, where only a puzzle with one can be rated.
    #[cfg(feature = "analysis")]
    SeveralSolutions,
    /// A picture with no pixels: a width or height of 0.
    #[cfg(feature = "photo")]
    PictureSize { width: usize, height: usize },
    /// Picture data whose length is not four bytes (RGBA) for each of `width * height` pixels.
    #[cfg(feature = "photo")]
    PixelCount {
        width: usize,
        height: usize,
        found: usize,
    },
    /// A picture in which the reader finds nothing that looks like a Sudoku grid.
    #[cfg(feature = "photo")]
    NoGrid,
}

/// The kind of a [`PuzzleError`], for programs: each has a stable [`code`](ErrorKind::code),
/// which is the JavaScript `Error`'s `code`. New kinds may come with new input formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    CellCount,
    RowLength,
    RowCount,
    BadCharacter,
    Json,
    BoardShape,
    BoardRowCount,
    BoardRowLength,
    BoardEntry,
    Conflict,
    NoSolution,
    #[cfg(feature = "analysis")]
    SeveralSolutions,
    #[cfg(feature = "photo")]
    PictureSize,
    #[cfg(feature = "photo")]
    PixelCount,
    #[cfg(feature = "photo")]
    NoGrid,
}

impl ErrorKind {
    /// The kind's name in code, such as `"cell_count"`: stable, unlike the messages' wording.
    pub fn code(self) -> &'static str {
        match self {
            ErrorKind::CellCount => "cell_count",
            ErrorKind::RowLength => "row_length",
            ErrorKind::RowCount => "row_count",
            ErrorKind::BadCharacter => "bad_character",
            ErrorKind::Json => "json",
            ErrorKind::BoardShape => "board_shape",
            ErrorKind::BoardRowCount => "board_row_count",
            ErrorKind::BoardRowLength => "board_row_length",
            ErrorKind::BoardEntry => "board_entry",
            ErrorKind::Conflict => "conflict",
            ErrorKind::NoSolution => "no_solution",
            #[cfg(feature = "analysis")]
            ErrorKind::SeveralSolutions => "several_solutions",
            #[cfg(feature = "photo")]
            ErrorKind::PictureSize => "picture_size",
            #[cfg(feature = "photo")]
            ErrorKind::PixelCount => "pixel_count",
            #[cfg(feature = "photo")]
            ErrorKind::NoGrid => "no_grid",
        }
    }
}

/// Where in the puzzle an error is, as far as it is anywhere: all 1-based.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Place {
    /// The grid's row.
    pub row: Option<usize>,
    /// The grid's column.
    pub column: Option<usize>,
    /// The line of the text.
    pub line: Option<usize>,
    /// The character within that line.
    pub character: Option<usize>,
}

impl PuzzleError {
    pub fn kind(&self) -> ErrorKind {
        match self {
            PuzzleError::CellCount { .. } => ErrorKind::CellCount,
            PuzzleError::RowLength { .. } => ErrorKind::RowLength,
            PuzzleError::RowCount { .. } => ErrorKind::RowCount,
            PuzzleError::InvalidCharacter { .. } => ErrorKind::BadCharacter,
            PuzzleError::Json { .. } => ErrorKind::Json,
            PuzzleError::BoardShape { .. } => ErrorKind::BoardShape,
            PuzzleError::BoardRows { .. } => ErrorKind::BoardRowCount,
            PuzzleError::BoardRowLength { .. } => ErrorKind::BoardRowLength,
            PuzzleError::BoardEntry { .. } => ErrorKind::BoardEntry,
            PuzzleError::Conflict(_) => ErrorKind::Conflict,
            PuzzleError::NoSolution => ErrorKind::NoSolution,
            #[cfg(feature = "analysis")]
            PuzzleError::SeveralSolutions => ErrorKind::SeveralSolutions,
            #[cfg(feature = "photo")]
            PuzzleError::PictureSize { .. } => ErrorKind::PictureSize,
            #[cfg(feature = "photo")]
            PuzzleError::PixelCount { .. } => ErrorKind::PixelCount,
            #[cfg(feature = "photo")]
            PuzzleError::NoGrid => ErrorKind::NoGrid,
        }
    }

    /// Where the error is: the grid's row and column of the cell at fault (for a conflict, the
    /// second of the two cells), and the line and character of the text.
    pub fn place(&self) -> Place {
        let at_cell = |cell: Cell| (Some(cell.row() + 1), Some(cell.column() + 1));
        let (row, column) = match self {
            PuzzleError::RowLength { row, .. } => (Some(*row), None),
            PuzzleError::InvalidCharacter {
                cell: Some(cell), ..
            } => at_cell(*cell),
            PuzzleError::BoardRowLength { row, .. } => (Some(row + 1), None),
            PuzzleError::BoardEntry { cell, .. } => at_cell(*cell),
            PuzzleError::Conflict(conflict) => at_cell(conflict.second),
            _ => (None, None),
        };
        let (line, character) = match self {
            PuzzleError::RowLength { line, .. } => (Some(*line), None),
            PuzzleError::RowCount { tenth_row_line, .. } => (*tenth_row_line, None),
            PuzzleError::InvalidCharacter { line, column, .. }
            | PuzzleError::Json { line, column, .. } => (Some(*line), Some(*column)),
            _ => (None, None),
        };
        Place {
            row,
            column,
            line,
            character,
        }
    }

    /// The message users see.
    pub fn message(&self) -> String {
        let mut text = Text::default();
        self.write_message(&mut text);
        text.0
    }

    /// [`PuzzleError::message`], written at the end of `text` (as the JavaScript errors of a batch
    /// put it after the line).
    pub(crate) fn write_message<'a>(&self, text: &'a mut Text) -> &'a mut Text {
        match self {
            PuzzleError::CellCount { found } => text
                .add("expected 81 cells (digits 1-9, and '.', '0' or '_' for blanks), found ")
                .number(*found),
            PuzzleError::RowLength { row, line, found } => text
                .add("row ")
                .number(*row)
                .add(" (line ")
                .number(*line)
                .add(" of the input) has ")
                .counted(*found, "cell", "cells")
                .add("; each row needs 9"),
            PuzzleError::RowCount {
                found,
                tenth_row_line,
            } => {
                text.add("expected 9 rows of 9 cells, found ")
                    .number(*found)
                    .add(" rows");
                if let Some(line) = tenth_row_line {
                    text.add("; the 10th is line ")
                        .number(*line)
                        .add(" of the input");
                }
                text
            }
            PuzzleError::InvalidCharacter {
                character,
                line,
                column,
                cell,
            } => {
                text.add("invalid character ")
                    .quoted(*character)
                    .add(" at ");
                match cell {
                    Some(cell) => text
                        .cell(*cell)
                        .add(" (line ")
                        .number(*line)
                        .add(", character ")
                        .number(*column)
                        .add(" of the input)"),
                    None => text
                        .add("line ")
                        .number(*line)
                        .add(", character ")
                        .number(*column)
                        .add(" of the input, after all 81 cells"),
                };
                text.add("; use digits 1-9 for givens and '.', '0' or '_' for blanks")
            }
            PuzzleError::Json {
                problem,
                line,
                column,
            } => text
                .add("the board is not valid JSON: ")
                .add(problem)
                .add(" at line ")
                .number(*line)
                .add(", character ")
                .number(*column),
            PuzzleError::BoardShape { message } => text
                .add("a JSON board must be an array of 9 rows, each an array of 9 strings: ")
                .add(message),
            PuzzleError::BoardRows { found } => {
                text.add("a JSON board needs 9 rows, found ").number(*found)
            }
            PuzzleError::BoardRowLength { row, found } => text
                .add("row ")
                .number(row + 1)
                .add(" of the JSON board needs 9 entries, found ")
                .number(*found),
            PuzzleError::BoardEntry { cell, found } => text
                .add("the entry at ")
                .cell(*cell)
                .add(" must be a string holding one digit 1-9 or \".\", found ")
                .add(found),
            PuzzleError::Conflict(conflict) => text.add("the givens conflict: ").conflict(conflict),
            PuzzleError::NoSolution => text.add("this puzzle has no solution"),
            #[cfg(feature = "analysis")]
            PuzzleError::SeveralSolutions => text.add(
                "this puzzle has more than one solution, so no logic can finish it or rate it",
            ),
            #[cfg(feature = "photo")]
            PuzzleError::PictureSize { width, height } => text
                .add("the picture is ")
                .number(*width)
                .add("x")
                .number(*height)
                .add(" pixels: it needs a width and height of at least 1"),
            #[cfg(feature = "photo")]
            PuzzleError::PixelCount {
                width,
                height,
                found,
            } => text
                .add("a ")
                .number(*width)
                .add("x")
                .number(*height)
                .add(" picture needs ")
                .wide_number(
                    (*width as u64)
                        .saturating_mul(*height as u64)
                        .saturating_mul(4),
                )
                .add(" bytes of RGBA pixels (4 per pixel), found ")
                .number(*found),
            #[cfg(feature = "photo")]
            PuzzleError::NoGrid => text.add("no Sudoku grid found in the picture"),
        }
    }
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl core::error::Error for PuzzleError {}

/// A message being written, piece by piece, without the formatting machinery.
#[derive(Default)]
pub(crate) struct Text(pub(crate) String);

/// Its pieces are calls rather than inlined code (`inline(never)`): messages are the error path,
/// and inlined they were a tenth of the solver's WebAssembly module.
impl Text {
    #[inline(never)]
    pub(crate) fn add(&mut self, words: &str) -> &mut Text {
        self.0.push_str(words);
        self
    }

    /// A whole number in decimal. (The digits before the last are written by the call that
    /// writes the number divided by ten: smaller than a buffer of digits read backwards.)
    #[inline(never)]
    pub(crate) fn number(&mut self, number: usize) -> &mut Text {
        if number >= 10 {
            self.number(number / 10);
        }
        self.0.push(char::from(b'0' + (number % 10) as u8));
        self
    }

    /// A whole number that may not fit in `usize` on a 32-bit target (a product of picture
    /// sizes), in decimal.
    #[cfg(feature = "photo")]
    pub(crate) fn wide_number(&mut self, number: u64) -> &mut Text {
        match usize::try_from(number) {
            Ok(number) => self.number(number),
            Err(_) => self.wide_number(number / 10).number((number % 10) as usize),
        }
    }

    /// `count` and the noun that goes with it: "1 cell", "8 cells".
    pub(crate) fn counted(&mut self, count: usize, one: &str, many: &str) -> &mut Text {
        self.number(count)
            .add(" ")
            .add(if count == 1 { one } else { many })
    }

    /// "row 3, column 5".
    pub(crate) fn cell(&mut self, cell: Cell) -> &mut Text {
        self.add("row ")
            .number(cell.row() + 1)
            .add(", column ")
            .number(cell.column() + 1)
    }

    /// "row 1 has two 5s, at row 1, column 1 and at row 1, column 9": the words for a conflict
    /// wherever one is shown, the error of conflicting givens and each of `validate`'s conflicts.
    pub(crate) fn conflict(&mut self, conflict: &Conflict) -> &mut Text {
        self.unit(conflict.unit)
            .add(" has two ")
            .number(conflict.digit as usize)
            .add("s, at ")
            .cell(conflict.first)
            .add(" and at ")
            .cell(conflict.second)
    }

    /// "row 3", "column 5", "box 9".
    pub(crate) fn unit(&mut self, unit: Unit) -> &mut Text {
        let (kind, index) = unit.kind();
        self.add(kind).add(" ").number(index as usize + 1)
    }

    /// A character in single quotes, as Rust's `{:?}` writes it for the characters a person can
    /// see (`'x'`, `'é'`); a control character, or one that shows nothing (a zero-width space, a
    /// byte-order mark), as its code point, `'\u{feff}'`, so that the message still shows it.
    pub(crate) fn quoted(&mut self, character: char) -> &mut Text {
        self.add("'").escaped(character, '\'').add("'")
    }

    /// A string in double quotes with the escapes of [`Text::quoted`] (`"` escaped in place of
    /// `'`).
    pub(crate) fn quoted_string(&mut self, words: &str) -> &mut Text {
        self.add("\"");
        for character in crate::parse::characters(words) {
            self.escaped(character, '"');
        }
        self.add("\"")
    }

    /// Text as it was written, with the characters that show nothing written as in
    /// [`Text::quoted`].
    pub(crate) fn visible(&mut self, words: &str) -> &mut Text {
        for character in crate::parse::characters(words) {
            if shows_nothing(character) {
                self.escaped(character, '\\');
            } else {
                self.0.push(character);
            }
        }
        self
    }

    /// A character as it is written between `quote`s.
    #[inline(never)]
    fn escaped(&mut self, character: char, quote: char) -> &mut Text {
        match character {
            '\0' => self.add("\\0"),
            '\t' => self.add("\\t"),
            '\n' => self.add("\\n"),
            '\r' => self.add("\\r"),
            _ if shows_nothing(character) => self.add("\\u{").hex(character as u32).add("}"),
            _ => {
                if character == quote || character == '\\' {
                    self.add("\\");
                }
                self.0.push(character);
                self
            }
        }
    }

    /// A number in hexadecimal, its leading digits written as [`Text::number`] writes them.
    fn hex(&mut self, number: u32) -> &mut Text {
        if number >= 16 {
            self.hex(number / 16);
        }
        self.0
            .push(char::from(b"0123456789abcdef"[(number % 16) as usize]));
        self
    }
}

/// Control characters, and the invisible ones a pasted puzzle tends to carry: zero-width spaces
/// and joiners, directional marks, the byte-order mark and the other format characters of
/// Unicode's general punctuation and specials blocks.
fn shows_nothing(character: char) -> bool {
    character.is_control()
        || matches!(
            character,
            '\u{00ad}' | '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{206f}'
                | '\u{feff}' | '\u{fff0}'..='\u{fffb}'
        )
}
