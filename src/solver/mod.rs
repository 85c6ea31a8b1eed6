//! The search engine: bitboards of candidates per digit and band, propagation of locked
//! candidates and singles, and depth-first guessing on two-candidate cells.
//!
//! [`board`] holds the representation and the propagation, [`shapes`] the lookup tables behind
//! the locked-candidates step; this file is the search itself and the crate-facing contract.
//! `docs/engine.md` explains the design and its measured speed.

mod board;
mod shapes;

use crate::grid::Grid;
use board::Board;

/// How many two-candidate cells, in reading order, a guess scores at most once the search has
/// met a contradiction (and at the root, before it knows, and with the quick score below
/// `QUICK_SCORE_DEPTH`): see `Board::guess_cell`. On the
/// hard sets, with about ten to choose from, the cells beyond the tenth are rarely the best. Ten
/// cost 7-8% fewer instructions on serg_benchmark and 1-4% fewer on the forum sets and top95 than
/// scoring all of them, and six cost 5% more on magictour and forum 1106.
const SCORED_PAIRS: u32 = 10;

/// How many a guess scores below the root while no branch has failed yet. A search that has not
/// failed is most likely on a loose board, where any guess leads to a solution: on
/// serg_benchmark (puzzles with many solutions) scoring bought nothing (5.8 guesses per puzzle
/// scoring only the first cell, 5.9 scoring ten) and was a sixth of the time. The hard sets meet
/// their first contradiction a few guesses in, and those first guesses matter: against scoring
/// ten throughout, five cost magictour 1.5-3% more instructions (native, stored and
/// transformed), three 4-6%, one 8-11%.
const SCORED_PAIRS_UNFAILED: u32 = 5;

/// How many guesses deep a search that has not failed yet goes before its guesses take the quick
/// score, which counts a cell's two-candidate peers without reading its digits
/// (`Board::guess_cell`), over as many cells as a thorough guess scores. Three guesses in without
/// a contradiction, a board is all the more likely loose: serg_benchmark's searches go about six
/// deep and never fail, while the hard sets mostly meet their first contradiction sooner. On
/// serg_benchmark it takes 6.5-7% fewer instructions in V8; the hard sets take 0.1-1.0% more
/// propagations (quick scores of five cells 0.5-1.1%, from two guesses deep up to 1.9%, the first
/// cell unscored from three deep 1.5-3.4%).
const QUICK_SCORE_DEPTH: u32 = 3;

/// A depth-first search that stops once it has seen `limit` solutions.
struct Search {
    limit: usize,
    count: usize,
    first: Option<Board>,
    /// Whether some branch has failed. Until one does, the search below the root is taken for a
    /// loose board: the guesses score fewer cells and propagation leaves out the stack checks
    /// (which on serg_benchmark never remove anything); from the first contradiction on, the
    /// puzzle has shown it is hard, and every step is used.
    failed: bool,
}

impl Search {
    /// A search yet to start.
    fn new(limit: usize) -> Search {
        Search {
            limit,
            count: 0,
            first: None,
            failed: false,
        }
    }

    /// Searches a puzzle from its givens. (The caller keeps the search where it is: returned, it
    /// was copied, 264 bytes, a call out of WebAssembly.)
    fn run(&mut self, puzzle: &Grid) {
        if self.limit > 0 {
            self.explore(&mut Board::from_givens(puzzle.digits()), 0);
        }
    }

    /// Searches below `board`, `depth` guesses below the puzzle's own board (0), where the
    /// search knows nothing yet about how hard the puzzle is, and uses every step.
    fn explore(&mut self, board: &mut Board, depth: u32) {
        let thorough = depth == 0 || self.failed;
        if !board.propagate(thorough) {
            self.failed = true;
            return;
        }
        if board.is_solved() {
            self.count += 1;
            self.first.get_or_insert(*board);
            return;
        }
        let by_digits = thorough || depth < QUICK_SCORE_DEPTH;
        let scored = if thorough || !by_digits {
            SCORED_PAIRS
        } else {
            SCORED_PAIRS_UNFAILED
        };
        let (band, cell, cell_digits) = board.guess_cell(scored, by_digits);
        // Which digit goes first matters only to a search that stops at its first solution:
        // counting a puzzle with one solution searches the whole tree in any order, so a count
        // takes the lowest, which costs nothing to find.
        let mut digit = if self.limit == 1 {
            board.first_guess(band, cell, cell_digits)
        } else {
            cell_digits.trailing_zeros() as usize
        };
        let mut digits = cell_digits & !(1 << digit);
        while self.count < self.limit {
            if digits == 0 {
                // The last candidate needs no copy: nothing else will use this board.
                board.assign(digit, band, cell, cell_digits);
                self.explore(board, depth + 1);
                return;
            }
            let mut guess = *board;
            guess.assign(digit, band, cell, cell_digits);
            self.explore(&mut guess, depth + 1);
            digit = digits.trailing_zeros() as usize;
            digits &= digits - 1;
        }
    }
}

/// The first solution in the engine's fixed search order, or `None` if there is none.
pub fn first_solution(puzzle: &Grid) -> Option<Grid> {
    let mut search = Search::new(1);
    search.run(puzzle);
    let board = search.first.as_ref()?;
    Some(Grid::from_checked_digits(board.digits()))
}

/// The number of solutions, counting no further than `limit`.
pub fn count_solutions(puzzle: &Grid, limit: usize) -> usize {
    let mut search = Search::new(limit);
    search.run(puzzle);
    search.count
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(text: &str) -> Grid {
        text.parse().unwrap()
    }

    /// A plain cell-by-cell backtracking counter, sharing nothing with the engine.
    fn reference_count(digits: &mut [u8; 81], limit: usize) -> usize {
        let Some(cell) = digits.iter().position(|&d| d == 0) else {
            return 1;
        };
        let (row, column) = (cell / 9, cell % 9);
        let mut count = 0;
        for digit in 1..=9 {
            let clash = (0..9).any(|i| {
                let boxed = (row / 3 * 3 + i / 3) * 9 + column / 3 * 3 + i % 3;
                digits[row * 9 + i] == digit
                    || digits[i * 9 + column] == digit
                    || digits[boxed] == digit
            });
            if !clash {
                digits[cell] = digit;
                count += reference_count(digits, limit - count);
                digits[cell] = 0;
                if count >= limit {
                    break;
                }
            }
        }
        count
    }

    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn a_solved_grid_is_its_own_solution() {
        let solved = grid(SOLVED);
        assert_eq!(first_solution(&solved), Some(solved));
        assert_eq!(count_solutions(&solved, 5), 1);
    }

    #[test]
    fn limit_zero_counts_nothing() {
        assert_eq!(count_solutions(&Grid::EMPTY, 0), 0);
    }

    #[test]
    fn the_empty_grid_counts_up_to_the_limit() {
        assert_eq!(count_solutions(&Grid::EMPTY, 1000), 1000);
        assert!(first_solution(&Grid::EMPTY).unwrap().is_solved());
    }

    #[test]
    fn the_first_solution_is_always_the_same_one() {
        // Two givens leave this grid with a vast number of solutions.
        let mut digits = [0u8; 81];
        digits[0] = 1;
        digits[80] = 2;
        let puzzle = Grid::from_digits(digits).unwrap();
        let first = first_solution(&puzzle).unwrap();
        assert!(first.solves(&puzzle));
        for _ in 0..3 {
            assert_eq!(first_solution(&puzzle), Some(first));
        }
    }

    #[test]
    fn conflicting_givens_have_no_solution() {
        let mut digits = [0u8; 81];
        for (a, b) in [(0, 8), (0, 72), (0, 20), (40, 44), (10, 64)] {
            digits[a] = 5;
            digits[b] = 5;
            let conflicting = Grid::from_digits(digits).unwrap();
            assert_eq!(first_solution(&conflicting), None);
            assert_eq!(count_solutions(&conflicting, 3), 0);
            digits = [0; 81];
        }
    }

    #[test]
    fn counts_agree_with_plain_backtracking_on_thinned_grids() {
        // Remove cells from a solved grid in a fixed pseudo-random order, and sometimes change a
        // given, so that the counts range from none through unique to many.
        let solved: Vec<u8> = SOLVED.bytes().map(|b| b - b'0').collect();
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for round in 0..300 {
            let mut digits: [u8; 81] = solved.clone().try_into().unwrap();
            let blanks = 40 + round % 25;
            for _ in 0..blanks {
                digits[(next() % 81) as usize] = 0;
            }
            if round % 3 == 0 {
                let cell = (next() % 81) as usize;
                digits[cell] = (next() % 9) as u8 + 1;
            }
            let puzzle = Grid::from_digits(digits).unwrap();
            if puzzle.first_conflict().is_some() {
                assert_eq!(count_solutions(&puzzle, 3), 0);
                continue;
            }
            let expected = reference_count(&mut digits.clone(), 20);
            assert_eq!(count_solutions(&puzzle, 20), expected, "{puzzle}");
            match first_solution(&puzzle) {
                Some(solution) => assert!(expected > 0 && solution.solves(&puzzle), "{puzzle}"),
                None => assert_eq!(expected, 0, "{puzzle}"),
            }
        }
    }
}
