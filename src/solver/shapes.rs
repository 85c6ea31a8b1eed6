//! The shapes a digit can take inside a band or a stack: lookup tables for bands, and shifts for
//! stacks.
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
//! the digit in exactly one band, each box in exactly one column, and the patterns that fit its
//! *minicolumns* (column-box crossings) keep the same deductions along columns. There a digit's
//! three stacks are worked out at once with a few shifts ([`fitting_minicolumns`]), in fewer
//! instructions than gathering each stack's shape for a look-up.

use core::sync::atomic::{AtomicBool, AtomicU16, AtomicU32, Ordering};

/// Bit `3 * row + box` of a 3x3 shape: the minirow where `row` crosses `box` (or, for a stack, the
/// minicolumn where a band crosses a column).
fn permutation_patterns() -> [u16; 6] {
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

/// The tables below are filled by [`fill`] when the engine first runs rather than stored in the
/// module: stored, their 8 kB would be about 900 of the compressed bytes of the solver's
/// WebAssembly module, and the code that fills them is 150. They are atomics only so that a table
/// filled at run time can be a plain `static` (safe code, shared by the native tests' threads);
/// relaxed loads compile to the same single load as an array's, on WebAssembly and natively alike.
static FILLED: AtomicBool = AtomicBool::new(false);

/// For a 3x3 shape of possible minirows (9 bits), the union of the permutation patterns that fit
/// inside it: the minirows that can still hold the digit. Zero when none fits, which means the
/// digit cannot be placed in the band at all.
fn fitting_patterns(shape: u16) -> u16 {
    permutation_patterns()
        .into_iter()
        .filter(|&pattern| pattern & !shape == 0)
        .fold(0, |union, pattern| union | pattern)
}

/// [`fitting_patterns`] spelled out as band cells, for every shape of possible minirows: the
/// 27-bit mask (bit `9 * row + column`) of the cells that stay possible.
pub static FITTING_CELLS: [AtomicU32; 512] = [const { AtomicU32::new(0) }; 512];

/// For the nine cells of row `r` of a band (9 bits), which of its three minirows still hold a
/// candidate: one bit per box, already at bits `3 * r` to `3 * r + 2` of a shape, so that a band's
/// shape is three look-ups ORed together. (One table of three bits, shifted into place after each
/// look-up, cost the band check about three more instructions in V8; docs/engine.md.)
pub static OCCUPIED_MINIROWS: [[AtomicU16; 512]; 3] =
    [const { [const { AtomicU16::new(0) }; 512] }; 3];

/// For the columns (9 bits) where a digit is still possible in one band, the cells of the other
/// two bands it may keep: every box of the band with one column left holds the digit in that
/// column, so no other band can have it there (locked candidates pointing along a column; a
/// placed digit is the case of a box with one cell left). The mask repeats for all three rows.
pub static OTHER_BANDS_KEEP: [AtomicU32; 512] = [const { AtomicU32::new(0) }; 512];

/// Fills the tables, once: every search starts here. (Two threads of the native tests may both
/// fill them, writing the same values.)
pub fn fill() {
    if FILLED.load(Ordering::Acquire) {
        return;
    }
    for index in 0..512 {
        let fitting = fitting_patterns(index as u16);
        FITTING_CELLS[index].store(minirow_cells(fitting), Ordering::Relaxed);
        for (row, table) in OCCUPIED_MINIROWS.iter().enumerate() {
            table[index].store(
                u16::from(occupied_minirows(index as u32)) << (3 * row),
                Ordering::Relaxed,
            );
        }
        OTHER_BANDS_KEEP[index].store(other_bands_keep(index as u32), Ordering::Relaxed);
    }
    FILLED.store(true, Ordering::Release);
}

/// Of a digit's minicolumns (bit `9 * band + column`), those in some pattern of their stack: each
/// stack's three columns take the digit in one band each, so a minicolumn stays when the other
/// two bands can take the stack's other two columns, one each. Worked out for the three stacks
/// at once with shifts: within each box, the columns turned by one and by two places (`next`,
/// `after`), and with the bands written twice over, the band below and the one below that a
/// shift of 9 and 18 bits away.
pub fn fitting_minicolumns(columns: u32) -> u32 {
    const TWICE: u64 = (1 << 54) - 1;
    let ones = |octal: u64| octal * (TWICE / 7);
    let both = u64::from(columns) | u64::from(columns) << 27;
    let next = (both >> 1 & ones(0o3)) | (both << 2 & ones(0o4));
    let after = (both >> 2 & ones(0o1)) | (both << 1 & ones(0o6));
    let fits = (next >> 9 & after >> 18) | (after >> 9 & next >> 18);
    columns & fits as u32
}

/// The cells of the minirows in a shape. Minirow `b` (row `b / 3`, box `b % 3`) is the three cells
/// from bit `9 * row + 3 * box`, which is `3 * b`: the shape's bits are spread three apart, each
/// into a gap twice as wide at each step, then tripled. (Bit tricks rather than loops over the
/// bits, which the compiler unrolls: the tables are filled in the solver's WebAssembly module.)
fn minirow_cells(minirows: u16) -> u32 {
    let mut spread = u32::from(minirows);
    spread = (spread | spread << 16) & 0x0300_00ff;
    spread = (spread | spread << 8) & 0x0300_f00f;
    spread = (spread | spread << 4) & 0x030c_30c3;
    spread = (spread | spread << 2) & 0x0924_9249;
    spread * 0b111
}

/// The minirows of a row of a band that hold any of its cells: bits 0, 3 and 6 of the row with
/// each of its three cells folded onto the first, brought together.
fn occupied_minirows(row: u32) -> u8 {
    let any = row | row >> 1 | row >> 2;
    (any & 1 | any >> 2 & 2 | any >> 4 & 4) as u8
}

/// The cells of the other bands that `columns` of one band leave to the digit: a stack's three
/// columns hold exactly one when an odd number of them do but not all three.
fn other_bands_keep(columns: u32) -> u32 {
    let (first, second, third) = (columns & 0o111, columns >> 1 & 0o111, columns >> 2 & 0o111);
    let stacks_with_one = (first ^ second ^ third) & !(first & second & third);
    let single_columns = columns & (stacks_with_one * 0b111);
    !(single_columns * (1 | 1 << 9 | 1 << 18)) & ((1 << 27) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Ordering::Relaxed;

    /// The bit tricks above against plain loops over the bits, on every shape.
    #[test]
    fn the_bit_tricks_agree_with_loops_over_the_bits() {
        for index in 0..512u32 {
            let cells = (0..9)
                .filter(|bit| index & 1 << bit != 0)
                .fold(0, |cells, bit| {
                    cells | 0b111 << (9 * (bit / 3) + 3 * (bit % 3))
                });
            assert_eq!(minirow_cells(index as u16), cells, "shape {index:#o}");
            let occupied = (0..3)
                .filter(|boxx| index & 0b111 << (3 * boxx) != 0)
                .fold(0, |occupied, boxx| occupied | 1 << boxx);
            assert_eq!(occupied_minirows(index), occupied, "row {index:#o}");
            let mut keep = (1 << 27) - 1;
            for stack in 0..3 {
                let in_stack = index >> (3 * stack) & 0b111;
                if in_stack.count_ones() == 1 {
                    keep &= !((1 | 1 << 9 | 1 << 18) << (3 * stack + in_stack.trailing_zeros()));
                }
            }
            assert_eq!(other_bands_keep(index), keep, "columns {index:#o}");
        }
    }

    #[test]
    fn a_full_shape_keeps_everything_and_an_empty_row_kills_the_band() {
        fill();
        assert_eq!(fitting_patterns(0x1FF), 0x1FF);
        assert_eq!(FITTING_CELLS[0x1FF].load(Relaxed), (1 << 27) - 1);
        // Row 1 (bits 3..6) has no minirow left: no pattern fits.
        assert_eq!(fitting_patterns(0x1FF & !0b111_000), 0);
    }

    #[test]
    fn locked_candidates_follow_from_the_patterns() {
        // Row 0 confined to box 0 (claiming): rows 1 and 2 lose box 0.
        assert_eq!(fitting_patterns(0b111_111_001), 0b110_110_001);
        // Rows 0 and 1 both confined to boxes 0 and 1: row 2 must take box 2.
        assert_eq!(fitting_patterns(0b111_011_011), 0b100_011_011);
    }

    #[test]
    fn fitting_cells_and_occupied_minirows_spell_out_the_minirows() {
        fill();
        // One minirow a row, in boxes 0, 1 and 2: the only pattern that fits is the shape itself.
        let diagonal = 0b100_010_001;
        assert_eq!(fitting_patterns(diagonal as u16), diagonal as u16);
        assert_eq!(
            FITTING_CELLS[diagonal].load(Relaxed),
            0b111 | 0b111 << 12 | 0b111 << 24
        );
        assert_eq!(OCCUPIED_MINIROWS[0][0b100_000_010].load(Relaxed), 0b101);
        assert_eq!(
            OCCUPIED_MINIROWS[2][0b100_000_010].load(Relaxed),
            0b101 << 6
        );
    }

    #[test]
    fn a_box_with_one_column_left_takes_that_column_from_the_other_bands() {
        fill();
        let column_4 = (1 | 1 << 9 | 1 << 18) << 4;
        // Box 1 (columns 3 to 5) has only column 4; boxes 0 and 2 have two columns each.
        let keep = |columns: usize| OTHER_BANDS_KEEP[columns].load(Relaxed);
        assert_eq!(keep(0b011_010_110), ((1 << 27) - 1) & !column_4);
        assert_eq!(keep(0x1FF), (1 << 27) - 1);
    }

    /// Each stack's fitting minicolumns against the fitting patterns of its shape: every shape of
    /// each stack, beside other stacks' shapes that vary with it.
    #[test]
    fn fitting_minicolumns_are_each_stacks_fitting_patterns() {
        // A stack's shape (bit `3 * band + column`) as minicolumns (bit `9 * band + column`).
        let spread = |shape: u32, stack: u32| {
            (0..3).fold(0, |columns, band| {
                columns | (shape >> (3 * band) & 0b111) << (9 * band + 3 * stack)
            })
        };
        let shape_of = |columns: u32, stack: u32| {
            (0..3).fold(0, |shape, band| {
                shape | (columns >> (9 * band + 3 * stack) & 0b111) << (3 * band)
            })
        };
        for shape in 0..512u32 {
            for stack in 0..3 {
                let columns = (0..3).fold(0, |columns, other| {
                    let other_shape = if other == stack {
                        shape
                    } else {
                        (shape * 37 + 101 * other) % 512
                    };
                    columns | spread(other_shape, other)
                });
                let expected = (0..3).fold(0, |expected, other| {
                    let fitting = fitting_patterns(shape_of(columns, other) as u16);
                    expected | spread(u32::from(fitting), other)
                });
                assert_eq!(
                    fitting_minicolumns(columns),
                    expected,
                    "minicolumns {columns:#o}"
                );
            }
        }
    }

    #[test]
    fn every_pattern_is_a_permutation() {
        for pattern in permutation_patterns() {
            assert_eq!(pattern.count_ones(), 3);
            assert_eq!(fitting_patterns(pattern), pattern);
        }
    }
}
