//! The pencil-mark grid that Sukaku Explainer and other solvers exchange: 729 characters, nine per
//! cell in reading order, where the cell's n-th character is the digit n if it is still a
//! candidate there and `0` or `.` if it is not (layout between them, as in any text puzzle, is
//! ignored). A cell with a single candidate holds that digit.
//!
//! It is read only where pencil marks can be kept (the page's notes): read as a plain puzzle, its
//! givens alone would lose what the marks rule out, and solving them would answer another puzzle.

use super::{symbol, Symbol};
use crate::grid::Grid;

/// The givens (the cells with one candidate) and the candidates of each of the 81 cells (bit
/// `d - 1` for the digit `d`) of a pencil-mark grid, or `None` for any other text.
pub(crate) fn read(input: &str) -> Option<(Grid, [u16; 81])> {
    let input = input.strip_prefix('\u{FEFF}').unwrap_or(input);
    let mut marks = [0u16; 81];
    let mut count = 0;
    for character in input.chars() {
        match symbol(character)? {
            Symbol::Layout => continue,
            Symbol::Blank => {}
            Symbol::Given(digit) => {
                // The n-th character of a cell can only be the digit n.
                (usize::from(digit) == count % 9 + 1).then_some(())?;
                *marks.get_mut(count / 9)? |= 1 << (digit - 1);
            }
        }
        count += 1;
    }
    (count == 729).then_some(())?;
    let digits = marks.map(|mask| {
        if mask.count_ones() == 1 {
            mask.trailing_zeros() as u8 + 1
        } else {
            0
        }
    });
    Some((Grid::from_digits(digits)?, marks))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The grid of marks for candidates given per cell as strings of digits.
    fn marks_text(cells: &[&str; 81]) -> String {
        cells
            .iter()
            .map(|digits| {
                (1..=9u8)
                    .map(|d| {
                        if digits.contains(char::from(b'0' + d)) {
                            char::from(b'0' + d)
                        } else {
                            '.'
                        }
                    })
                    .collect::<String>()
            })
            .collect()
    }

    #[test]
    fn marks_become_candidates_and_single_marks_givens() {
        let mut cells = ["123456789"; 81];
        cells[0] = "5";
        cells[1] = "37";
        let text = marks_text(&cells);
        assert_eq!(text.len(), 729);
        let (grid, marks) = read(&text).unwrap();
        assert_eq!(grid.to_string(), format!("5{}", ".".repeat(80)));
        assert_eq!(marks[0], 1 << 4);
        assert_eq!(marks[1], (1 << 2) | (1 << 6));
        assert_eq!(marks[80], 0x1ff);
        // In nine rows of 81, with spaces between cells, and with 0 for a missing mark.
        let rows: Vec<String> = text
            .as_bytes()
            .chunks(81)
            .map(|row| {
                row.chunks(9)
                    .map(|cell| String::from_utf8_lossy(cell).replace('.', "0"))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        assert_eq!(read(&rows.join("\n")), Some((grid, marks)));
    }

    #[test]
    fn other_text_is_not_a_marks_grid() {
        let puzzle =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        assert_eq!(read(puzzle), None);
        // 729 characters, but a digit in the wrong place of its cell.
        let wrong = format!("2{}", ".".repeat(728));
        assert_eq!(read(&wrong), None);
        assert_eq!(read(&".".repeat(730)), None);
        assert_eq!(read(&format!("{}x", "1........".repeat(81))), None);
    }
}
