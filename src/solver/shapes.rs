//! Lookup tables for the shapes a digit can take inside a band or a stack.
//!
//! Inside one band (three rows, three boxes) a digit occupies exactly one *minirow* (the three
//! cells where a row crosses a box) in each row and exactly one in each box. Mark the minirows
//! where the digit is still possible on a 3x3 grid, rows down and boxes across: the digit's final
//! place in the band is one of the six permutation patterns of that grid, and only those that fit
//! inside the marks remain possible. Keeping the union of the fitting patterns performs, in one
//! table lookup, every *locked candidates* deduction inside the band (pointing: a box whose digit
//! is confined to one row clears that row in the other boxes; claiming: a row whose digit is
//! confined to one box clears that box in the other rows) and their combinations, such as two
//! rows confined to the same two boxes pushing the third row into the third box. It also finds
//! every hidden single in a box: a box with one candidate cell left forces its row there.
//!
//! A stack (three columns, three boxes) is the same picture turned on its side: each column holds
//! the digit in exactly one band, each box in exactly one column. The same table serves both,
//! applied to *minicolumns* (column-box crossings) for stacks.

/// Bit `3 * row + box` of a 3x3 shape: the minirow where `row` crosses `box` (or, for a stack, the
/// minicolumn where a band crosses a column).
const fn permutation_patterns() -> [u16; 6] {
    let orders = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut patterns = [0u16; 6];
    let mut i = 0;
    while i < 6 {
        let mut row = 0;
        while row < 3 {
            patterns[i] |= 1 << (3 * row + orders[i][row]);
            row += 1;
        }
        i += 1;
    }
    patterns
}

/// For every 3x3 shape of possible minirows (9 bits), the union of the permutation patterns that
/// fit inside it: the minirows that can still hold the digit. Zero when none fits, which means the
/// digit cannot be placed in the band at all.
pub static FITTING_PATTERNS: [u16; 512] = {
    let patterns = permutation_patterns();
    let mut table = [0u16; 512];
    let mut shape = 0;
    while shape < 512 {
        let mut i = 0;
        while i < 6 {
            if patterns[i] & !(shape as u16) == 0 {
                table[shape] |= patterns[i];
            }
            i += 1;
        }
        shape += 1;
    }
    table
};

/// [`FITTING_PATTERNS`] spelled out as band cells: for a shape of possible minirows, the 27-bit
/// mask (bit `9 * row + column`) of the cells that stay possible.
pub static FITTING_CELLS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut shape = 0;
    while shape < 512 {
        let fitting = FITTING_PATTERNS[shape];
        let mut minirow = 0;
        while minirow < 9 {
            if fitting & (1 << minirow) != 0 {
                let (row, boxx) = (minirow / 3, minirow % 3);
                table[shape] |= 0b111 << (9 * row + 3 * boxx);
            }
            minirow += 1;
        }
        shape += 1;
    }
    table
};

/// For the nine cells of one row of a band (9 bits), which of its three minirows still hold a
/// candidate (3 bits, one per box).
pub static OCCUPIED_MINIROWS: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut row = 0;
    while row < 512 {
        let mut boxx = 0;
        while boxx < 3 {
            if row & (0b111 << (3 * boxx)) != 0 {
                table[row] |= 1 << boxx;
            }
            boxx += 1;
        }
        row += 1;
    }
    table
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_shape_keeps_everything_and_an_empty_row_kills_the_band() {
        assert_eq!(FITTING_PATTERNS[0x1FF], 0x1FF);
        assert_eq!(FITTING_CELLS[0x1FF], (1 << 27) - 1);
        // Row 1 (bits 3..6) has no minirow left: no pattern fits.
        assert_eq!(FITTING_PATTERNS[0x1FF & !0b111_000], 0);
    }

    #[test]
    fn locked_candidates_follow_from_the_patterns() {
        // Row 0 confined to box 0 (claiming): rows 1 and 2 lose box 0.
        let shape = 0b111_111_001;
        assert_eq!(FITTING_PATTERNS[shape], 0b110_110_001);
        // Rows 0 and 1 both confined to boxes 0 and 1: row 2 must take box 2.
        let shape = 0b111_011_011;
        assert_eq!(FITTING_PATTERNS[shape], 0b100_011_011);
    }

    #[test]
    fn every_pattern_is_a_permutation() {
        for pattern in permutation_patterns() {
            assert_eq!(pattern.count_ones(), 3);
            assert_eq!(FITTING_PATTERNS[pattern as usize], pattern);
        }
    }
}
