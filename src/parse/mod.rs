//! Reading puzzles in the formats people paste.
//!
//! Two families are accepted:
//!
//! * **Text**: the 81 cells in reading order, with digits `1`-`9` for givens and `.`, `0` or `_`
//!   for blanks. Whitespace and the frame symbols `|`, `+` and `-` are ignored, so one line of 81
//!   characters, nine lines of nine, and the boxed grids many Sudoku tools print all read the same.
//!   A grid written as rows, one per line, must have nine rows of nine cells, so that a short row
//!   is named rather than read as the start of the next.
//! * **JSON board**: the LeetCode 37 form, an array of nine rows, each an array of nine one-character
//!   strings (`"5"` or `"."`). Any input whose first non-blank character is `[` is read this way.
//!
//! Besides, a puzzle with words around it is read (see [`annotated`]: a name after the line,
//! headers above the grid; and [`json_board`]: the board written as Java, C++ or Python), and,
//! where notes can be kept, the 729-character pencil-mark grid ([`marks_grid`]).
//!
//! Errors say where the trouble is: the grid cell (row and column) when there is one, and the
//! position in the text, so a user can find the character they mistyped.

mod annotated;
mod json_board;
pub(crate) mod marks_grid;

use core::str::FromStr;

use crate::error::PuzzleError;
use crate::grid::{Cell, Grid};

impl FromStr for Grid {
    type Err = PuzzleError;

    fn from_str(input: &str) -> Result<Grid, PuzzleError> {
        // Text read from a file may begin with a byte-order mark, which no editor shows.
        let input = input.strip_prefix('\u{FEFF}').unwrap_or(input);
        if let Some(grid) = one_line(input.trim_ascii()) {
            Ok(grid)
        } else if let Some(board) = json_board::read(input) {
            board
        } else {
            // Words around a puzzle only where the text alone does not read: a mistyped cell is
            // reported where it is.
            parse_text(input).or_else(|error| annotated::with_words(input).ok_or(error))
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
    match u8::try_from(character).ok().and_then(cell_value) {
        Some(0) => Some(Symbol::Blank),
        Some(digit) => Some(Symbol::Given(digit)),
        None if matches!(character, '|' | '+' | '-') || is_space(character) => Some(Symbol::Layout),
        None => None,
    }
}

/// Whitespace as Unicode has it: what may stand between cells, and all that a blank line of a
/// batch holds. Out of line, so that its list of spaces beyond ASCII is compiled once, not at each
/// use (50 compressed bytes of the solver's WebAssembly module).
#[inline(never)]
pub(crate) fn is_space(character: char) -> bool {
    character.is_whitespace()
}

/// The characters of a text, each decoded from UTF-8 by one function out of line rather than by
/// code inlined at each loop over characters, which was as large as the loop itself (the readers'
/// and the messages' loops: 110 compressed bytes of the solver's WebAssembly module).
pub(crate) fn characters(text: &str) -> Characters<'_> {
    Characters(text.chars())
}

pub(crate) struct Characters<'a>(core::str::Chars<'a>);

impl Iterator for Characters<'_> {
    type Item = char;

    #[inline(never)]
    fn next(&mut self) -> Option<char> {
        self.0.next()
    }
}

/// What a character stands for in a cell: its digit, 0 for a blank, or `None` if it can't be a
/// cell.
const fn cell_value(character: u8) -> Option<u8> {
    match character {
        b'1'..=b'9' => Some(character - b'0'),
        b'.' | b'0' | b'_' => Some(0),
        _ => None,
    }
}

/// The grid of the commonest input, one line of exactly 81 cells, or `None` for anything else.
///
/// Every solve starts here, so it does the least work per character: one look-up in
/// [`CELL_VALUES`], and no branch that depends on the character, because givens and blanks
/// alternate too irregularly for the processor to guess which comes next. Whatever it declines
/// goes to the reader below, which tracks lines and columns, so the errors stay as precise.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
fn one_line(input: &str) -> Option<Grid> {
    let line: &[u8; 81] = input.as_bytes().try_into().ok()?;
    Grid::from_digits(line.map(|character| CELL_VALUES[character as usize]))
}

/// The same with WebAssembly's 128-bit SIMD, sixteen characters at a time (the core's build does
/// not vectorise loops, and the look-up cannot be vectorised): a character is a given when it
/// less `0` is 1 to 9, and a blank when that is 0 or it is `.` or `_`, as [`cell_value`] says.
/// The table's loop and the grid's check were 3% of a call on an easy puzzle.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
fn one_line(input: &str) -> Option<Grid> {
    use crate::sixteens::{load, store, STARTS};
    use core::arch::wasm32::{
        u8x16_bitmask, u8x16_eq, u8x16_le, u8x16_splat, u8x16_sub, v128_and, v128_or,
    };
    let line: &[u8; 81] = input.as_bytes().try_into().ok()?;
    let mut digits = [0u8; 81];
    let mut not_cells = 0;
    for start in STARTS {
        let text = load(line, start);
        let value = u8x16_sub(text, u8x16_splat(b'0'));
        let given = u8x16_le(u8x16_sub(value, u8x16_splat(1)), u8x16_splat(8));
        let blank = v128_or(
            u8x16_eq(value, u8x16_splat(0)),
            v128_or(
                u8x16_eq(text, u8x16_splat(b'.')),
                u8x16_eq(text, u8x16_splat(b'_')),
            ),
        );
        not_cells |= !u8x16_bitmask(v128_or(given, blank));
        store(&mut digits, start, v128_and(value, given));
    }
    digits[80] = CELL_VALUES[line[80] as usize];
    (not_cells == 0 && digits[80] <= 9).then(|| Grid::from_checked_digits(digits))
}

/// [`cell_value`] of every byte, with [`NOT_A_CELL`] for the bytes that can't be a cell.
const CELL_VALUES: [u8; 256] = {
    let mut values = [NOT_A_CELL; 256];
    let mut character = 0;
    while character < 256 {
        if let Some(value) = cell_value(character as u8) {
            values[character] = value;
        }
        character += 1;
    }
    values
};

/// Any value over 9, so that [`Grid::from_digits`] refuses the line.
const NOT_A_CELL: u8 = u8::MAX;

fn parse_text(input: &str) -> Result<Grid, PuzzleError> {
    let mut digits = [0u8; 81];
    let mut cells = 0;
    let mut layout = RowLayout::default();
    let (mut line, mut column) = (1, 0);
    for character in characters(input) {
        if character == '\n' {
            layout.end_line(line);
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
                layout.cells_on_line += 1;
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
    layout.end_line(line);
    layout.check()?;
    if cells != 81 {
        return Err(PuzzleError::CellCount { found: cells });
    }
    Ok(grid_of(digits))
}

/// The grid of values that [`cell_value`] gave, 0 to 9 by construction. (Checked again, the 81
/// cells were a loop and a panic's message in the solver's WebAssembly module: 116 compressed
/// bytes.)
fn grid_of(digits: [u8; 81]) -> Grid {
    Grid::from_checked_digits(digits)
}

/// How the cells of a text puzzle fall on its lines. When most lines that hold cells hold nine,
/// the text is a grid written as rows, and a row of another length is a mistake to name: read in
/// order, a short row would pull the next row's cells into it, and a short row with a long one
/// would add up to 81 cells of some other puzzle.
#[derive(Default)]
struct RowLayout {
    cells_on_line: usize,
    /// Lines holding any cell; frame lines and blank lines hold none.
    rows: usize,
    /// Of those, the lines holding exactly nine.
    full_rows: usize,
    /// The first row that breaks the shape of a grid: a tenth row, or a row without nine cells.
    first_wrong: Option<WrongRow>,
}

struct WrongRow {
    row: usize,
    line: usize,
    cells: usize,
}

impl RowLayout {
    fn end_line(&mut self, line: usize) {
        let cells = core::mem::take(&mut self.cells_on_line);
        if cells == 0 {
            return;
        }
        self.rows += 1;
        self.full_rows += usize::from(cells == 9);
        if self.first_wrong.is_none() && (cells != 9 || self.rows > 9) {
            self.first_wrong = Some(WrongRow {
                row: self.rows,
                line,
                cells,
            });
        }
    }

    /// For a grid written as rows, that it has nine rows of nine cells. One line of 81 cells, or
    /// any layout where most lines do not hold nine, is left to the count of all cells.
    fn check(&self) -> Result<(), PuzzleError> {
        if self.rows < 2 || 2 * self.full_rows <= self.rows {
            return Ok(());
        }
        match &self.first_wrong {
            Some(wrong) if wrong.row > 9 => Err(PuzzleError::RowCount {
                found: self.rows,
                tenth_row_line: Some(wrong.line),
            }),
            Some(wrong) => Err(PuzzleError::RowLength {
                row: wrong.row,
                line: wrong.line,
                found: wrong.cells,
            }),
            None if self.rows != 9 => Err(PuzzleError::RowCount {
                found: self.rows,
                tenth_row_line: None,
            }),
            None => Ok(()),
        }
    }
}
