//! What can be wrong with a puzzle, each case with the facts needed to say precisely where.

use std::fmt;

use crate::grid::{Cell, Conflict};

/// Why a puzzle could not be read or solved.
///
/// The `Display` text is the message users see (the JavaScript `Error` message), so every
/// variant names what is wrong and where, with 1-based rows and columns.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// The input starts like a JSON board (`[`) but is not valid JSON.
    Json { message: String },
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
    SeveralSolutions,
    /// A picture with no pixels: a width or height of 0.
    PictureSize { width: usize, height: usize },
    /// Picture data whose length is not four bytes (RGBA) for each of `width * height` pixels.
    PixelCount {
        width: usize,
        height: usize,
        found: usize,
    },
    /// A picture in which the reader finds nothing that looks like a Sudoku grid.
    NoGrid,
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::CellCount { found } => write!(
                f,
                "expected 81 cells (digits 1-9, and '.', '0' or '_' for blanks), found {found}"
            ),
            PuzzleError::RowLength { row, line, found } => write!(
                f,
                "row {row} (line {line} of the input) has {}; each row needs 9",
                counted(*found, "cell", "cells")
            ),
            PuzzleError::RowCount {
                found,
                tenth_row_line,
            } => {
                write!(f, "expected 9 rows of 9 cells, found {found} rows")?;
                match tenth_row_line {
                    Some(line) => write!(f, "; the 10th is line {line} of the input"),
                    None => Ok(()),
                }
            }
            PuzzleError::InvalidCharacter {
                character,
                line,
                column,
                cell,
            } => {
                write!(f, "invalid character {character:?} ")?;
                match cell {
                    Some(cell) => write!(
                        f,
                        "at {cell} (line {line}, character {column} of the input)"
                    )?,
                    None => write!(
                        f,
                        "at line {line}, character {column} of the input, after all 81 cells"
                    )?,
                }
                write!(
                    f,
                    "; use digits 1-9 for givens and '.', '0' or '_' for blanks"
                )
            }
            PuzzleError::Json { message } => write!(f, "the board is not valid JSON: {message}"),
            PuzzleError::BoardShape { message } => write!(
                f,
                "a JSON board must be an array of 9 rows, each an array of 9 strings: {message}"
            ),
            PuzzleError::BoardRows { found } => {
                write!(f, "a JSON board needs 9 rows, found {found}")
            }
            PuzzleError::BoardRowLength { row, found } => {
                write!(
                    f,
                    "row {} of the JSON board needs 9 entries, found {found}",
                    row + 1
                )
            }
            PuzzleError::BoardEntry { cell, found } => write!(
                f,
                "the entry at {cell} must be a string holding one digit 1-9 or \".\", found {found}"
            ),
            PuzzleError::Conflict(Conflict {
                digit,
                first,
                second,
                unit,
            }) => write!(
                f,
                "the givens conflict: {unit} has two {digit}s, at {first} and at {second}"
            ),
            PuzzleError::NoSolution => write!(f, "this puzzle has no solution"),
            PuzzleError::SeveralSolutions => write!(
                f,
                "this puzzle has more than one solution, so no logic can finish it or rate it"
            ),
            PuzzleError::PictureSize { width, height } => write!(
                f,
                "the picture is {width}x{height} pixels: it needs a width and height of at least 1"
            ),
            PuzzleError::PixelCount {
                width,
                height,
                found,
            } => write!(
                f,
                "a {width}x{height} picture needs {} bytes of RGBA pixels (4 per pixel), found {found}",
                (*width as u128) * (*height as u128) * 4
            ),
            PuzzleError::NoGrid => write!(f, "no Sudoku grid found in the picture"),
        }
    }
}

impl std::error::Error for PuzzleError {}

/// `count` and the noun that goes with it: "1 cell", "8 cells".
pub(crate) fn counted(count: usize, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}
