//! The search state: candidates as one bitboard per digit and band, and the propagation of
//! everything that follows from them without guessing.
//!
//! The grid is cut into three *bands* of three rows. For every digit and band a 27-bit word holds
//! the cells of the band where the digit is still a candidate, bit `9 * row + column` (row 0 to 2
//! inside the band). A placed digit keeps its single cell in its word, so a solved board reads off
//! directly. Everything the solver does is a handful of AND, OR and shift operations on these 27
//! words, which compile to plain 32-bit integer instructions on every target, WebAssembly included.
//!
//! Propagation, run to a fixed point before each guess:
//!
//! * **band check** (per digit and band): the minirow shape of the digit is reduced to the
//!   permutation patterns that fit it ([`super::shapes`]), which covers locked candidates and box
//!   hidden singles; a box left with one column for the digit takes that column from the other
//!   bands (pointing along a column, and the column of a placed digit); every row left with one
//!   candidate cell is a placement (the row's hidden single), which removes the other digits from
//!   the cell;
//! * **stack check** (per digit): the same pattern reduction on the minicolumns of each stack,
//!   which adds the claiming half of the locked candidates along columns;
//! * **naked singles** (per band): a cell with one candidate digit gets it.
//!
//! A band check runs only on words that changed since their last one. What the band checks change
//! is found by comparing each word with its value at its check; the other steps note the few words
//! they change as they go.

use core::sync::atomic::Ordering::Relaxed;

use super::shapes::{fitting_minicolumns, FITTING_CELLS, OCCUPIED_MINIROWS, OTHER_BANDS_KEEP};

/// All 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;
/// All 27 words, bit per slot.
const ALL_SLOTS: u32 = (1 << 27) - 1;
/// The nine cells of a row, shifted to row 0 of a band.
const ROW: u32 = 0x1FF;
/// The nine cells of the first box of a band; shift left by 3 or 6 for the others.
const BOX: u32 = 0b111 | 0b111 << 9 | 0b111 << 18;
/// The three cells of column 0 in a band; shift left by the column for the others.
const COLUMN: u32 = 1 | 1 << 9 | 1 << 18;

/// The index of the word for a digit (0 to 8) in a band (0 to 2).
#[inline(always)]
fn slot_of(digit: usize, band: usize) -> usize {
    3 * digit + band
}

/// The band of each slot (and of the five values a 32-bit mask's lowest bit can take beyond
/// them), looked up: a division by three costs a check several instructions.
const BAND_OF_SLOT: [u8; 32] = {
    let mut bands = [0; 32];
    let mut slot = 0;
    while slot < 32 {
        bands[slot] = (slot % 3) as u8;
        slot += 1;
    }
    bands
};

/// For three row bits, the band cells of those rows.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
const ROWS: [u32; 8] = {
    let mut rows = [0; 8];
    let mut i = 0;
    while i < 8 {
        let mut row = 0;
        while row < 3 {
            if i & (1 << row) != 0 {
                rows[i] |= ROW << (9 * row);
            }
            row += 1;
        }
        i += 1;
    }
    rows
};

/// For each cell of a band, its peers there (its row and box, itself included) and its column:
/// looked up, because working them out takes a division by 9 and by 3 for every cell a guess
/// scores.
const PEERS: [(u32, u32); 27] = {
    let mut peers = [(0, 0); 27];
    let mut index = 0;
    while index < 27 {
        let (row, column) = (index / 9, index % 9);
        peers[index] = (ROW << (9 * row) | BOX << (column / 3 * 3), COLUMN << column);
        index += 1;
    }
    peers
};

/// The peers of the cell at `index` of `band`, as a mask in each band: its row and box in its own
/// band (itself included), its column in the other two.
#[inline(always)]
fn peers_by_band(band: usize, index: u32) -> [u32; 3] {
    let (row_and_box, column) = PEERS[index as usize % 27];
    [0, 1, 2].map(|other| if other == band { row_and_box } else { column })
}

/// The cells of the rows of a band word that hold exactly one cell, assuming none is empty.
/// Branch-free: `word & (word - 1)` clears the lowest bit of each row at once (no borrow crosses
/// a row, as none is empty), and the low eight bits of a row are carried into its ninth to test
/// whether anything is left; a multiplication spreads each such row's bit over its nine cells.
#[inline(always)]
fn single_cell_rows(word: u32) -> u32 {
    const LOW_BITS: u32 = 0xFF | 0xFF << 9 | 0xFF << 18;
    const TOP_BITS: u32 = 1 << 8 | 1 << 17 | 1 << 26;
    let rest = word & word.wrapping_sub(COLUMN);
    let nonempty = ((rest & LOW_BITS) + LOW_BITS) | rest;
    let single = !nonempty & TOP_BITS;
    // Bits 0, 9 and 18, each times the nine bits of a row: no two products overlap.
    (single >> 8) * ROW
}

/// The rows (bit per row) of a band word that hold any cell.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
#[inline(always)]
fn occupied_rows(word: u32) -> u32 {
    (word & ROW != 0) as u32
        | ((word >> 9 & ROW != 0) as u32) << 1
        | ((word >> 18 != 0) as u32) << 2
}

/// The nine minicolumn bits of a band word: bit `column` is set when any of the band's three
/// cells in that column is still a candidate.
#[inline(always)]
fn occupied_columns(word: u32) -> u32 {
    (word | word >> 9 | word >> 18) & ROW
}

/// The first half of a band check, on the word of one digit in one band: its cells that fit
/// some of the six patterns the digit can take in the band, which makes every
/// locked-candidates deduction inside the band and every hidden single in a box. `None` if no
/// pattern fits: the digit has no place left in the band.
#[inline(always)]
fn fitting_cells(word: u32) -> Option<u32> {
    // The masks change no value (a row has nine cells, a shape nine minirows) but show the
    // compiler that every index is in range, which spares a bounds check per look-up.
    let minirows = |row: usize| {
        OCCUPIED_MINIROWS[row][(word >> (9 * row) & ROW) as usize].load(Relaxed) as usize
    };
    let shape = (minirows(0) | minirows(1) | minirows(2)) & 0x1FF;
    let fitting = word & FITTING_CELLS[shape].load(Relaxed);
    (fitting != 0).then_some(fitting)
}

/// The four words from `slot` on, as one vector: LLVM makes the four reads one 128-bit load.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
#[inline(always)]
fn four_words(words: &[u32; 27], slot: usize) -> core::arch::wasm32::v128 {
    core::arch::wasm32::u32x4(
        words[slot],
        words[slot + 1],
        words[slot + 2],
        words[slot + 3],
    )
}

/// A puzzle's givens (81 digits in reading order, 0 for a blank), as band words: the given
/// cells, and each digit's.
#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
struct Givens {
    /// Per band, the given cells.
    cells: [u32; 3],
    /// Per slot, the cells given its digit.
    digits: [u32; 27],
}

#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
impl Givens {
    /// Gathers the given cells without a branch per cell (writing every cell's bit to a word,
    /// blanks to a spare one, made one long chain of writes to that spare word, each waiting for
    /// the one before), then visits only the givens, since whether a cell is given follows no
    /// pattern a branch predictor could learn.
    fn new(digits: &[u8; 81]) -> Givens {
        let cells = [0, 1, 2].map(|band| {
            digits[27 * band..27 * band + 27]
                .iter()
                .enumerate()
                .fold(0, |given, (index, &digit)| {
                    given | ((digit != 0) as u32) << index
                })
        });
        let mut given_digits = [0u32; 27];
        for (band, band_digits) in digits.chunks_exact(27).enumerate() {
            let mut rest = cells[band];
            while rest != 0 {
                let index = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                // A grid's digits are at most 9; the `min` shows the compiler the index is in
                // range.
                let digit = (band_digits[index] as usize - 1).min(8);
                given_digits[slot_of(digit, band)] |= 1 << index;
            }
        }
        Givens {
            cells,
            digits: given_digits,
        }
    }

    /// The cells given `digit` (0 to 8), per band.
    fn of(&self, digit: usize) -> [u32; 3] {
        [0, 1, 2].map(|band| self.digits[slot_of(digit, band)])
    }

    /// The candidates of `digit` in each band, given the puzzle's givens: its givens keep their
    /// cells, which the other givens lose, and the rows, columns and boxes of its givens lose the
    /// digit.
    fn digit_words(&self, digit: usize) -> [u32; 3] {
        let own = self.of(digit);
        let columns = occupied_columns(own[0] | own[1] | own[2]) * COLUMN;
        [0, 1, 2].map(|band| {
            let own = own[band];
            let rows = ROWS[occupied_rows(own) as usize];
            // The boxes holding the digit: a bit per stack (at its first column), spread to the
            // stack's three columns and then to the band's three rows.
            let columns_held = occupied_columns(own);
            let stacks = (columns_held | columns_held >> 1 | columns_held >> 2) & 0b001_001_001;
            let boxes = stacks * 0b111 * COLUMN;
            BAND & !(self.cells[band] & !own) & !((rows | columns | boxes) & !own)
        })
    }
}

/// The same with WebAssembly's 128-bit SIMD, sixteen cells to a compare (`i8x16.bitmask`; LLVM
/// vectorised the fold above into a loop of widening shuffles and selects). A digit's cells are
/// found by comparing every cell with it, nine times five compares, rather than by visiting the
/// givens: a loop whose length the branch predictor cannot know, and a chain of writes to the
/// digits' words. That takes easy puzzles 2% fewer instructions and 1-5% less time in V8, and the
/// module 35 fewer compressed bytes (docs/engine.md).
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
struct Givens {
    /// The puzzle's digits, cells 0 to 79, sixteen to a vector.
    sixteens: [core::arch::wasm32::v128; 5],
    /// The last cell's digit.
    last: u8,
    /// Per band, the given cells.
    cells: [u32; 3],
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
impl Givens {
    fn new(digits: &[u8; 81]) -> Givens {
        use core::arch::wasm32::{u8x16_ne, u8x16_splat};
        let sixteens = crate::sixteens::STARTS.map(|start| crate::sixteens::load(digits, start));
        let mut givens = Givens {
            sixteens,
            last: digits[80],
            cells: [0; 3],
        };
        givens.cells = givens.band_words(|cells| u8x16_ne(cells, u8x16_splat(0)), digits[80] != 0);
        givens
    }

    /// The cells given `digit` (0 to 8), per band.
    fn of(&self, digit: usize) -> [u32; 3] {
        use core::arch::wasm32::{u8x16_eq, u8x16_splat};
        let value = digit as u8 + 1;
        self.band_words(
            |cells| u8x16_eq(cells, u8x16_splat(value)),
            self.last == value,
        )
    }

    /// The same as the native `digit_words`, the three bands in the lanes of one vector, and the
    /// rows holding a given found by a test per row rather than a look-up per band: 4% fewer V8
    /// instructions per count on easy puzzles, where the set-up is a tenth of a call.
    fn digit_words(&self, digit: usize) -> [u32; 3] {
        use core::arch::wasm32::{
            i32x4_mul, u32x4, u32x4_extract_lane, u32x4_ne, u32x4_shr, u32x4_splat, v128, v128_and,
            v128_andnot, v128_or,
        };
        let [own0, own1, own2] = self.of(digit);
        let own = u32x4(own0, own1, own2, 0);
        // A row holding a given of the digit loses it: all of the row where it holds any cell.
        let row_of = |row: u32| {
            let cells = u32x4_splat(ROW << (9 * row));
            v128_and(u32x4_ne(v128_and(own, cells), u32x4_splat(0)), cells)
        };
        let rows = v128_or(row_of(0), v128_or(row_of(1), row_of(2)));
        let columns_held = v128_and(
            v128_or(own, v128_or(u32x4_shr(own, 9), u32x4_shr(own, 18))),
            u32x4_splat(ROW),
        );
        let columns = u32x4_splat(occupied_columns(own0 | own1 | own2) * COLUMN);
        // The boxes holding the digit, spread from a bit per stack as in the native version.
        let stacks = v128_and(
            v128_or(
                columns_held,
                v128_or(u32x4_shr(columns_held, 1), u32x4_shr(columns_held, 2)),
            ),
            u32x4_splat(0b001_001_001),
        );
        let boxes = i32x4_mul(stacks, u32x4_splat(0b111 * COLUMN));
        let cells = u32x4(self.cells[0], self.cells[1], self.cells[2], 0);
        let cleared = v128_or(
            v128_andnot(cells, own),
            v128_andnot(v128_or(rows, v128_or(columns, boxes)), own),
        );
        let words: v128 = v128_andnot(u32x4_splat(BAND), cleared);
        [
            u32x4_extract_lane::<0>(words),
            u32x4_extract_lane::<1>(words),
            u32x4_extract_lane::<2>(words),
        ]
    }

    /// The cells whose byte `matching` sets (and the last cell if `last`), per band.
    fn band_words(
        &self,
        matching: impl Fn(core::arch::wasm32::v128) -> core::arch::wasm32::v128,
        last: bool,
    ) -> [u32; 3] {
        let bits = |i: usize| core::arch::wasm32::u8x16_bitmask(matching(self.sixteens[i])) as u64;
        // Cells 0 to 63, and 64 to 80 from bit 0.
        let low = bits(0) | bits(1) << 16 | bits(2) << 32 | bits(3) << 48;
        let high = bits(4) | (last as u64) << 16;
        let band = BAND as u64;
        [
            (low & band) as u32,
            (low >> 27 & band) as u32,
            ((low >> 54 | high << 10) & band) as u32,
        ]
    }
}

#[derive(Clone, Copy)]
pub(super) struct Board {
    /// `candidates[slot_of(digit, band)]`: the band cells where the digit may still go.
    candidates: [u32; 27],
    /// Per band, the cells not yet placed.
    unplaced: [u32; 3],
    /// Each word as its last band check left it: a word that differs has lost candidates since
    /// and is due for another check. Comparing is cheaper than flagging each removal a band check
    /// makes.
    checked: [u32; 27],
    /// The words that the other steps (a guess, naked singles, stack checks) took candidates from
    /// since the band checks last ran, bit per slot. Those steps remove little and know what they
    /// removed, so the first pass of band checks after them starts from this instead of comparing
    /// all 27 words.
    changed: u32,
    /// The words that had a band check since the last stack checks, bit per slot: their digits
    /// are due for a stack check. (Noted once the passes settle, not per check: a digit's bit
    /// would cost every check a division by three and a write.)
    stack_dirty: u32,
    /// Per band, the unplaced cells with two candidates, as the last naked-singles pass found
    /// them: the guess candidates once propagation is done.
    pairs: [u32; 3],
}

impl Board {
    /// The board of a puzzle's givens (81 digits in reading order, 0 for a blank): each given
    /// keeps its cell only for its digit and clears its row, column and box of that digit. The
    /// first propagation takes it from there, and finds any conflict between givens as a
    /// contradiction (two givens that see each other both keep their cells). Clearing columns
    /// and boxes here, rather than leaving them to the first band checks, spares those checks a
    /// second pass over the words they changed: 5-8% fewer instructions on 17-clue and easy
    /// puzzles.
    pub(super) fn from_givens(digits: &[u8; 81]) -> Board {
        // Every board starts here, so the look-up tables are filled before any board uses them.
        super::shapes::fill();
        let givens = Givens::new(digits);
        let mut board = Board {
            candidates: [0; 27],
            unplaced: [BAND; 3],
            // Every word is due for a first check (`changed`), which sets this.
            checked: [0; 27],
            changed: ALL_SLOTS,
            pairs: [0; 3],
            stack_dirty: 0,
        };
        for digit in 0..9 {
            for (band, word) in givens.digit_words(digit).into_iter().enumerate() {
                board.candidates[slot_of(digit, band)] = word;
            }
        }
        board
    }

    /// Removes `cells` from a word, outside the band checks, and notes the word as changed if it
    /// held any of them.
    #[inline(always)]
    fn remove(&mut self, slot: usize, cells: u32) {
        self.changed |= ((self.candidates[slot] & cells != 0) as u32) << slot;
        self.candidates[slot] &= !cells;
    }

    /// Takes `digit`, placed in `cell` of a band, from the rest of the cell's row.
    fn clear_row_of(&mut self, digit: usize, band: usize, cell: u32) {
        let row = cell.trailing_zeros() / 9;
        self.remove(slot_of(digit, band), (ROW << (9 * row)) & !cell);
    }

    /// Puts `digit` in a cell (`cell` is its 27-bit band mask), whose candidate digits are
    /// `digits` (bit per digit): removes the other digits from the cell and the digit from the
    /// rest of the row. The band check then finds the row solved and carries the placement
    /// through. A digit no longer possible there leaves its row empty, which the band check
    /// reports as a contradiction, so any assignment is safe to make.
    ///
    /// Inlined into the search's two calls: out of line, V8 spent about 20 instructions on each
    /// call (0.4-0.5% of a count on hardest11).
    #[inline(always)]
    pub(super) fn assign(&mut self, digit: usize, band: usize, cell: u32, digits: u32) {
        let mut others = digits & !(1 << digit);
        while others != 0 {
            let other = others.trailing_zeros() as usize;
            others &= others - 1;
            self.remove(slot_of(other, band), cell);
        }
        self.clear_row_of(digit, band, cell);
    }

    /// Propagates to a fixed point; false if the board has no solution. The cheap band checks run
    /// until nothing changes, then the naked singles, and only when both are stuck the stack
    /// checks. A board found to have no solution is left half-propagated, its `changed` note
    /// incomplete, and must not be used again.
    ///
    /// Once the band checks settle with every cell placed, the board is a solution and the other
    /// steps have nothing left to find: every row of every word then holds one cell (an empty
    /// one fits no pattern), no cell holds two digits (placing one clears the others), the
    /// patterns give each box one cell and the checks' column clearing each column one. Stopping
    /// there spares every solved board a naked-singles pass and nine stack checks that find
    /// nothing: 3-9% of the instructions on the easy sets, where most puzzles end that way.
    ///
    /// `stack_checks` false leaves the stack checks out (the search does on boards it takes for
    /// loose); the board is then propagated as far as the other steps go, which is all a search
    /// needs, as every step only removes what cannot be. Digits due for a stack check stay noted
    /// for a later propagation that runs them.
    pub(super) fn propagate(&mut self, stack_checks: bool) -> bool {
        loop {
            if !self.check_changed_bands() {
                return false;
            }
            if self.is_solved() {
                return true;
            }
            match self.place_naked_singles() {
                None => return false,
                Some(true) => continue,
                Some(false) if !stack_checks => return true,
                Some(false) => {}
            }
            if !self.check_changed_stacks() {
                return true;
            }
        }
    }

    /// Band checks on every word that changed since its last one, until none did. The first pass
    /// takes the words the other steps changed (`changed`), each later one the words the pass
    /// before changed, found by comparing; a pass checks them lowest slot first, and words that
    /// change during a pass wait for the next one. Which words are due varies from node to node
    /// in no pattern a processor can learn, so nothing here branches on a single word: a test per
    /// word (an earlier version unrolled one over the 27 words) was mispredicted about once for
    /// every word it found due, and those mispredictions were half of all the engine had.
    ///
    /// Each check reads its word and works out its fitting cells before the previous check
    /// writes its findings. A check writes its digit's three words and its band's nine whether
    /// they change or not (a test would be a coin toss for the branch predictor), so the next
    /// check in the same band or digit would otherwise wait for all of that before its first
    /// look-up; read early, it overlaps. When the check in between took cells from the word (its
    /// digit's column step, or a hidden single in its band), the fitting cells are worked out
    /// again from the word as it is (`apply_band_check`). That is the one branch on a single
    /// word here, taken in 7-9% of the checks on the hard sets: left to the next pass, such a
    /// word would be checked again there, 11-16% more checks in all (docs/engine.md).
    ///
    /// In WebAssembly the passes are a function of their own, with both halves of the check
    /// inside it: inlined into the search, the loop shared V8's registers with everything else
    /// there, and a change anywhere in the search (the naked singles' vectors, below) moved
    /// spills into the check and cost it 5-7 instructions (docs/engine.md).
    #[cfg_attr(target_arch = "wasm32", inline(never))]
    fn check_changed_bands(&mut self) -> bool {
        let mut due = core::mem::take(&mut self.changed);
        // The checked words' digits are due for stack checks: noted once the passes settle (a
        // board found to have no solution is dropped), not by a write to the board per pass.
        let mut stack_due = 0;
        loop {
            if due == 0 {
                self.stack_dirty |= stack_due;
                return true;
            }
            stack_due |= due;
            let mut slot = due.trailing_zeros() as usize;
            due &= due - 1;
            let mut read = self.candidates[slot];
            let Some(mut fitting) = fitting_cells(read) else {
                return false;
            };
            while due != 0 {
                let next = due.trailing_zeros() as usize;
                due &= due - 1;
                let next_read = self.candidates[next];
                let Some(next_fitting) = fitting_cells(next_read) else {
                    return false;
                };
                if !self.apply_band_check(slot, read, fitting) {
                    return false;
                }
                (slot, read, fitting) = (next, next_read, next_fitting);
            }
            if !self.apply_band_check(slot, read, fitting) {
                return false;
            }
            due = self.changed_words();
        }
    }

    /// The words that differ from their value at their last band check, bit per slot.
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    fn changed_words(&self) -> u32 {
        self.changed_among(0..27)
    }

    /// Of the words at `slots`, those that differ from their value at their last band check, bit
    /// `slot - slots.start` for each.
    fn changed_among(&self, slots: core::ops::Range<usize>) -> u32 {
        let first = slots.start;
        slots.fold(0, |due, slot| {
            due | ((self.candidates[slot] != self.checked[slot]) as u32) << (slot - first)
        })
    }

    /// The same, four words to a compare with WebAssembly's 128-bit SIMD. In WebAssembly the
    /// plain version's 27 compares took a seventh of the instructions V8 ran (forum 1905 11+,
    /// first solution: 446,000 per puzzle, 375,000 with this, measured when every pass still
    /// compared), and in time this version runs level with it or up to 2% faster; natively the
    /// plain compares take less time than vector ones (docs/engine.md). The lanes are compared
    /// for equality, which is one instruction in V8, where not-equal is three.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    fn changed_words(&self) -> u32 {
        use core::arch::wasm32::{u32x4_bitmask, u32x4_eq};
        let unchanged = (0..6).rev().fold(0, |unchanged, group| {
            let same = u32x4_eq(
                four_words(&self.candidates, 4 * group),
                four_words(&self.checked, 4 * group),
            );
            unchanged << 4 | u32x4_bitmask(same) as u32
        });
        self.changed_among(24..27) << 24 | !unchanged & 0xFF_FFFF
    }

    /// Stack checks for every digit with a word changed since its last one. Tells whether any
    /// candidate fell (they run only once the other steps are stuck, so `changed` is empty
    /// before them). A stack left with no place for a digit loses all its candidates for it,
    /// which the band checks then find as a contradiction.
    fn check_changed_stacks(&mut self) -> bool {
        let mut due = self.stack_dirty;
        self.stack_dirty = 0;
        while due != 0 {
            let slot = due.trailing_zeros() as usize;
            let first = slot - BAND_OF_SLOT[slot % 32] as usize;
            due &= !(0b111 << first);
            self.check_stacks(first);
        }
        self.changed != 0
    }

    /// The second half, on the word at `slot` whose fitting cells (`fitting`) were worked out
    /// from it as it was read (`read`): the word becomes its fitting cells, and what they imply
    /// for other words follows; see the module docs. False if the word, as it is now, has no
    /// place left for its digit.
    #[cfg_attr(target_arch = "wasm32", inline(always))]
    fn apply_band_check(&mut self, slot: usize, read: u32, fitting: u32) -> bool {
        let band = BAND_OF_SLOT[slot % 32] as usize;
        let digit_slots = slot - band;
        let now = self.candidates[slot];
        // If a check since the read took cells from the word, its patterns are fitted again.
        let fitting = if now == read {
            fitting
        } else {
            match fitting_cells(now) {
                Some(fitting) => fitting,
                None => return false,
            }
        };
        self.checked[slot] = fitting;
        // A box of this band with one column left for the digit takes that column from the other
        // bands: pointing along a column, and for a placed digit the column's other cells.
        let keep = OTHER_BANDS_KEEP[occupied_columns(fitting) as usize].load(Relaxed);
        // Through `get_mut`, which never fails here (a digit's three words start at most at
        // slot 24): indexed one at a time, two of the three kept a bounds check and a path to a
        // panic each, and V8 took 5-7% longer over a whole search (docs/engine.md).
        if let Some(digit_words) = self.candidates.get_mut(digit_slots..digit_slots + 3) {
            for word in digit_words {
                *word &= keep;
            }
        }
        // Every row left with one cell is the digit's hidden single there: it is placed, and the
        // other digits leave its cell. (The patterns have already cleared its row and box, and
        // `keep` its column in the other bands.) Placing no cells changes nothing, so this runs
        // unconditionally: whether a row was just solved is a coin toss, which cost more as a
        // mispredicted branch than the few instructions of an empty placement.
        let cells = fitting & single_cell_rows(fitting) & self.unplaced[band];
        self.unplaced[band] &= !cells;
        for other in 0..9 {
            self.candidates[slot_of(other, band)] &= !cells;
        }
        // Both steps above ran over the digit's own word too, without a test for it (the cost of
        // one is a branch or a select per word); it is set whole here, to what it held before
        // them and fits (the same as `fitting`, written so because V8 ran it 1-2% faster).
        self.candidates[slot] = now & fitting;
        true
    }

    /// Locked candidates of one digit (its words from slot `first`) in the three stacks. Column
    /// hidden singles need no search of their own: a column left with one cell confines its box
    /// to that cell too, and the band check finds the box's hidden single.
    fn check_stacks(&mut self, first: usize) {
        // Through `get`, which never fails here (`first` is a digit's first slot), as in the band
        // check: indexed, each word kept a bounds check.
        let Some(&[top, middle, bottom]) = self.candidates.get(first..first + 3) else {
            return;
        };
        // The digit's minicolumns, bit `9 * band + column`.
        let columns =
            occupied_columns(top) | occupied_columns(middle) << 9 | occupied_columns(bottom) << 18;
        let kept = fitting_minicolumns(columns);
        // Most checks find every minicolumn in some pattern and nothing to remove (on
        // serg_benchmark all of them do): one test spares them the removal below.
        if kept == columns {
            return;
        }
        for band in 0..3 {
            self.remove(first + band, !((kept >> (9 * band) & ROW) * COLUMN));
        }
    }

    /// Gives every unplaced cell with one candidate digit that digit. Tells whether there was any,
    /// or `None` if some unplaced cell has no candidate at all.
    fn place_naked_singles(&mut self) -> Option<bool> {
        let mut any = false;
        for (band, [once, twice, thrice]) in self.candidate_counts().into_iter().enumerate() {
            let unplaced = self.unplaced[band];
            if unplaced & !once != 0 {
                return None;
            }
            self.pairs[band] = unplaced & twice & !thrice;
            let mut singles = unplaced & !twice;
            any |= singles != 0;
            while singles != 0 {
                let cell = singles & singles.wrapping_neg();
                singles &= singles - 1;
                // An earlier single of this pass may have taken the cell's only digit.
                let digits = self.digits_of(band, cell);
                let digit = (digits != 0).then_some(digits.trailing_zeros() as usize)?;
                self.clear_row_of(digit, band, cell);
            }
        }
        Some(any)
    }

    /// Per band, the cells with at least one, two and three candidate digits, counted over its
    /// nine words with bitwise counters. All three bands are counted before any single is placed:
    /// placing a band's singles changes only that band's words.
    #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
    fn candidate_counts(&self) -> [[u32; 3]; 3] {
        [0, 1, 2].map(|band| {
            let (mut once, mut twice, mut thrice) = (0, 0, 0);
            for digit in 0..9 {
                let word = self.candidates[slot_of(digit, band)];
                thrice |= twice & word;
                twice |= once & word;
                once |= word;
            }
            [once, twice, thrice]
        })
    }

    /// The same for the three bands at once, in the lanes of a vector (a digit's three words lie
    /// side by side): nine vector steps where the bands took 27 steps.
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    fn candidate_counts(&self) -> [[u32; 3]; 3] {
        use core::arch::wasm32::{u32x4, u32x4_extract_lane, v128, v128_and, v128_or};
        let words = &self.candidates;
        let zero = u32x4(0, 0, 0, 0);
        let (mut once, mut twice, mut thrice) = (zero, zero, zero);
        for digit in 0..9 {
            let slot = slot_of(digit, 0);
            // The fourth lane holds the next digit's first word, or nothing after the last
            // digit; it is never read.
            let digit_words = if digit < 8 {
                four_words(words, slot)
            } else {
                u32x4(words[slot], words[slot + 1], words[slot + 2], 0)
            };
            thrice = v128_or(thrice, v128_and(twice, digit_words));
            twice = v128_or(twice, v128_and(once, digit_words));
            once = v128_or(once, digit_words);
        }
        let bands = |counts: v128| {
            [
                u32x4_extract_lane::<0>(counts),
                u32x4_extract_lane::<1>(counts),
                u32x4_extract_lane::<2>(counts),
            ]
        };
        let [once, twice, thrice] = [once, twice, thrice].map(bands);
        [0, 1, 2].map(|band| [once[band], twice[band], thrice[band]])
    }

    /// True when every cell is placed.
    pub(super) fn is_solved(&self) -> bool {
        self.unplaced == [0; 3]
    }

    /// The cell to guess in, with its band, its band mask and its candidate digits (bit per
    /// digit). Cells with two candidates keep the search tree narrow, and a failed guess proves the
    /// other digit. Among them (the first `most_scored` in reading order) the search takes the
    /// one whose two digits are still candidates in
    /// the most unplaced peer cells, counting three times the peers that have two candidates
    /// themselves: whichever digit goes in, the most candidates fall at once, and each such peer
    /// losing one is left a naked single, so the guess carries further. On the forum's hardest
    /// puzzles that takes less than half the guesses of taking the first such cell (counting the
    /// two-candidate peers three times: 10-21% fewer than counting all peers alike, and fewer than
    /// counting them twice on every shared set; four times helps magictour a little and costs the
    /// forum sets more). A board with no two-candidate cell guesses in a cell with the fewest
    /// candidates.
    ///
    /// `by_digits` false asks for the quick score, for boards the search takes for loose: only the
    /// two-candidate peers count, whatever their digits, so neither the cells' digits nor their
    /// peers' candidates are read. (The full score counts every peer holding either digit and
    /// the two-candidate peers three times; the quick one ranks cells as the full one would if
    /// every peer held both digits.)
    pub(super) fn guess_cell(&self, most_scored: u32, by_digits: bool) -> (usize, u32, u32) {
        // The best pair so far as one number, score above position, so that keeping the larger
        // of two is a branch-free maximum; earlier cells win ties (their position counts down).
        let mut best = 0;
        let mut unscored = most_scored;
        for band in 0..3 {
            if unscored == 0 {
                break;
            }
            let pairs = self.pairs[band];
            let planes = if by_digits {
                self.pair_digits(band, pairs)
            } else {
                [0; 4]
            };
            let mut cells = pairs;
            while cells != 0 && unscored != 0 {
                unscored -= 1;
                let index = cells.trailing_zeros();
                cells &= cells - 1;
                let score = if by_digits {
                    // Both digits at once: bit `k` of the lower one's index at bit `k`, of the
                    // higher one's at bit `32 + k`.
                    let both = (0..4).fold(0, |both, bit| {
                        both | (planes[bit] >> index & (1 | 1 << 32)) << bit
                    });
                    // Four bits can spell up to 15; saying it is at most 8 spares the look-ups
                    // of the score their bounds checks (4% of the instructions in WebAssembly).
                    let lower = (both as usize & 15).min(8);
                    let higher = ((both >> 32) as usize & 15).min(8);
                    self.guess_score(band, index, lower, higher)
                } else {
                    self.two_candidate_peers(band, index)
                };
                best = best.max(score << 7 | (127 - (27 * band as u32 + index)));
            }
        }
        if best != 0 {
            let position = 127 - (best & 127);
            let (band, cell) = ((position / 27) as usize, 1 << (position % 27));
            return (band, cell, self.digits_of(band, cell));
        }
        // The search guesses only on an unsolved board, so some cell replaces this start. (An
        // `Option` and its `expect` kept a panic's path and message for a board that cannot
        // occur: 155 compressed bytes of the solver's WebAssembly module.)
        let (mut least, mut fewest) = (u32::MAX, (0, 0, 0));
        for band in 0..3 {
            let mut unplaced = self.unplaced[band];
            while unplaced != 0 {
                let cell = unplaced & unplaced.wrapping_neg();
                unplaced &= unplaced - 1;
                let digits = self.digits_of(band, cell);
                let count = digits.count_ones();
                if count < least {
                    (least, fewest) = (count, (band, cell, digits));
                }
            }
        }
        fewest
    }

    /// The two digits of every two-candidate cell of a band, read in one pass over the nine words
    /// rather than cell by cell: as bit planes, bit `k` of the lower digit's index at the cell's
    /// position in the low half of `planes[k]`, and of the higher digit's in the high half, so
    /// that one shift and mask per plane reads both digits of a cell (`pair_at`).
    fn pair_digits(&self, band: usize, pairs: u32) -> [u64; 4] {
        let (mut seen, mut planes) = (0, [0u64; 4]);
        for digit in 0..9 {
            let cells = self.candidates[slot_of(digit, band)] & pairs;
            let both = (cells & !seen) as u64 | ((cells & seen) as u64) << 32;
            for (bit, plane) in planes.iter_mut().enumerate() {
                if digit >> bit & 1 != 0 {
                    *plane |= both;
                }
            }
            seen |= cells;
        }
        planes
    }

    /// The score of guessing in the cell at `index` of a band, whose candidates are `first` and
    /// `second`: how many of its peers still have either as a candidate, with the two-candidate
    /// peers counted three times. (Only unplaced peers can have them: after propagation no placed
    /// digit is a candidate of its peers.)
    fn guess_score(&self, band: usize, index: u32, first: usize, second: usize) -> u32 {
        let peers = peers_by_band(band, index);
        (0..3)
            .map(|other| {
                let holding = self.candidates[slot_of(first, other)]
                    | self.candidates[slot_of(second, other)];
                let fed = holding & peers[other];
                fed.count_ones() + 2 * (fed & self.pairs[other]).count_ones()
            })
            .sum()
    }

    /// The digit a guess in `cell` (a band mask) tries first, of its candidate `digits`: of two,
    /// the one still a candidate in more of the cell's peers (the lower one on a tie); of more,
    /// the lowest. Placing that digit takes the most candidates from the peers, so a wrong first
    /// guess tends to fail sooner. Unlike the lower digit, it does not depend on how a puzzle's
    /// digits happen to be numbered: on the shared sets relabelled it takes 1-10% less time to
    /// the first solution, where the lower digit first had favoured some files as written
    /// (docs/engine.md).
    pub(super) fn first_guess(&self, band: usize, cell: u32, digits: u32) -> usize {
        let lower = digits.trailing_zeros() as usize;
        if digits.count_ones() != 2 {
            return lower;
        }
        let higher = 31 - digits.leading_zeros() as usize;
        // The cell itself is among its peers here, and holds both digits.
        let peers = peers_by_band(band, cell.trailing_zeros());
        let held = |digit: usize| -> u32 {
            (0..3)
                .map(|other| {
                    (self.candidates[slot_of(digit.min(8), other)] & peers[other]).count_ones()
                })
                .sum()
        };
        if held(higher) > held(lower) {
            higher
        } else {
            lower
        }
    }

    /// How many peers of the cell at `index` of a band have two candidates: the quick score of a
    /// guess, which needs neither digit.
    fn two_candidate_peers(&self, band: usize, index: u32) -> u32 {
        let peers = peers_by_band(band, index);
        (0..3)
            .map(|other| (peers[other] & self.pairs[other]).count_ones())
            .sum()
    }

    /// The candidate digits of a cell, bit `digit` for digit `digit + 1`.
    fn digits_of(&self, band: usize, cell: u32) -> u32 {
        (0..9).fold(0, |digits, digit| {
            digits | ((self.candidates[slot_of(digit, band)] & cell != 0) as u32) << digit
        })
    }

    /// The digits of a solved board, 1 to 9 in reading order. Each word of a solved board holds
    /// one cell in each of its three rows, so the cells are read row by row, without a loop that
    /// stops after a number of cells the branch predictor cannot know.
    pub(super) fn digits(&self) -> [u8; 81] {
        let mut digits = [0u8; 81];
        for digit in 0..9 {
            for band in 0..3 {
                let word = self.candidates[slot_of(digit, band)];
                for row in 0..3 {
                    // `min` keeps the index in the row (it is already, on a solved board) and
                    // spares the store its bounds check.
                    let column = (word >> (9 * row) & ROW).trailing_zeros().min(8) as usize;
                    digits[27 * band + 9 * row + column] = digit as u8 + 1;
                }
            }
        }
        digits
    }
}
