//! Reading puzzles in the formats people paste.
//!
//! Two families are accepted:
//!
//! * **Text**: the 81 cells in reading order, with digits `1`-`9` for givens and `.`, `0` or `_`
//!   for blanks. Whitespace and the frame symbols `|`, `+` and `-` are ignored, so one line of 81
//!   characters, nine lines of nine, and the boxed grids many Sudoku tools print all read the same.
//! * **JSON board**: the LeetCode 37 form, an array of nine rows, each an array of nine one-character
//!   strings (`"5"` or `"."`). Any input whose first non-blank character is `[` is read this way.
//!
//! Errors say where the trouble is: the grid cell (row and column) when there is one, and the
//! position in the text, so a user can find the character they mistyped.

use std::str::FromStr;

use serde_json::Value;

use crate::error::PuzzleError;
use crate::grid::{Cell, Grid};

impl FromStr for Grid {
    type Err = PuzzleError;

    fn from_str(input: &str) -> Result<Grid, PuzzleError> {
        if input.trim_start().starts_with('[') {
            parse_json_board(input)
        } else {
            parse_text(input)
        }
    }
}

/// What a character in a text puzzle means.
enum Symbol {
    Given(u8),
    Blank,
    /// Whitespace or a frame symbol: not a cell.
    Layout,
}

fn symbol(character: char) -> Option<Symbol> {
    match character {
        '1'..='9' => Some(Symbol::Given(character as u8 - b'0')),
        '.' | '0' | '_' => Some(Symbol::Blank),
        '|' | '+' | '-' => Some(Symbol::Layout),
        c if c.is_whitespace() => Some(Symbol::Layout),
        _ => None,
    }
}

fn parse_text(input: &str) -> Result<Grid, PuzzleError> {
    let mut digits = [0u8; 81];
    let mut cells = 0;
    let (mut line, mut column) = (1, 0);
    for character in input.chars() {
        if character == '\n' {
            (line, column) = (line + 1, 0);
            continue;
        }
        column += 1;
        match symbol(character) {
            Some(Symbol::Layout) => {}
            Some(cell) => {
                if let (Some(slot), Symbol::Given(digit)) = (digits.get_mut(cells), cell) {
                    *slot = digit;
                }
                cells += 1;
            }
            None => {
                let cell = (cells < 81).then(|| Cell::from_index(cells));
                return Err(PuzzleError::InvalidCharacter {
                    character,
                    line,
                    column,
                    cell,
                });
            }
        }
    }
    if cells != 81 {
        return Err(PuzzleError::CellCount { found: cells });
    }
    Ok(Grid::from_digits(digits).expect("only digits 0-9 were stored"))
}

fn parse_json_board(input: &str) -> Result<Grid, PuzzleError> {
    let board: Value = serde_json::from_str(input).map_err(|e| PuzzleError::Json {
        message: e.to_string(),
    })?;
    let rows = match &board {
        Value::Array(rows) if rows.len() == 9 => rows,
        Value::Array(rows) => return Err(PuzzleError::BoardRows { found: rows.len() }),
        other => {
            return Err(PuzzleError::Json {
                message: format!("expected an array of rows, found {}", describe(other)),
            })
        }
    };
    let mut grid = Grid::EMPTY;
    for (r, row) in rows.iter().enumerate() {
        let entries = match row {
            Value::Array(entries) if entries.len() == 9 => entries,
            Value::Array(entries) => {
                return Err(PuzzleError::BoardRowLength {
                    row: r,
                    found: entries.len(),
                })
            }
            other => {
                return Err(PuzzleError::Json {
                    message: format!("row {} must be an array, found {}", r + 1, describe(other)),
                })
            }
        };
        for (c, entry) in entries.iter().enumerate() {
            let cell = Cell::at(r, c);
            let bad_entry = || PuzzleError::BoardEntry {
                cell,
                found: describe(entry),
            };
            let Value::String(text) = entry else {
                return Err(bad_entry());
            };
            let mut characters = text.chars();
            match (characters.next().and_then(symbol), characters.next()) {
                (Some(Symbol::Given(digit)), None) => grid.set(cell, Some(digit)),
                (Some(Symbol::Blank), None) => {}
                _ => return Err(bad_entry()),
            }
        }
    }
    Ok(grid)
}

/// A short description of a JSON value for error messages, e.g. `the number 5` or `"55"`.
fn describe(value: &Value) -> String {
    match value {
        Value::Null => "null".to_string(),
        Value::Bool(b) => format!("the boolean {b}"),
        Value::Number(n) => format!("the number {n}"),
        Value::String(s) if s.chars().count() > 20 => {
            format!("a string of {} characters", s.chars().count())
        }
        Value::String(s) => format!("{s:?}"),
        Value::Array(a) => format!("an array of {} entries", a.len()),
        Value::Object(_) => "an object".to_string(),
    }
}
