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

mod json_board;

use std::str::FromStr;

use crate::error::PuzzleError;
use crate::grid::{Cell, Grid};

impl FromStr for Grid {
    type Err = PuzzleError;

    fn from_str(input: &str) -> Result<Grid, PuzzleError> {
        if input.trim_start().starts_with('[') {
            json_board::parse(input)
        } else {
            parse_text(input)
        }
    }
}

/// What a character in a text puzzle means.
pub(crate) enum Symbol {
    Given(u8),
    Blank,
    /// Whitespace or a frame symbol: not a cell.
    Layout,
}

pub(crate) fn symbol(character: char) -> Option<Symbol> {
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
