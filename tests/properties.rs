//! Property tests: random puzzles, random relabellings of real puzzles, and random text.

// proptest is a native-only dev-dependency.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::*;
use proptest::prelude::*;
use proptest::sample::Index;
use sudoku_wasm::{Cell, Grid, PuzzleError};

/// One of the 3,359,232 x 9! transformations that map every valid grid to a valid grid:
/// bands and the rows within them reordered, stacks and their columns likewise, optionally a
/// transposition, and the digits relabelled.
#[derive(Clone, Debug)]
struct Symmetry {
    rows: [usize; 9],
    columns: [usize; 9],
    transpose: bool,
    digits: [u8; 10],
}

impl Symmetry {
    fn apply(&self, puzzle: &str) -> String {
        let cells: Vec<u8> = puzzle.bytes().collect();
        let mut out = vec![b'.'; 81];
        for r in 0..9 {
            for c in 0..9 {
                let (row, column) = (self.rows[r], self.columns[c]);
                let (row, column) = if self.transpose {
                    (column, row)
                } else {
                    (row, column)
                };
                out[row * 9 + column] = match cells[r * 9 + c] {
                    d @ b'1'..=b'9' => b'0' + self.digits[(d - b'0') as usize],
                    _ => b'.',
                };
            }
        }
        String::from_utf8(out).unwrap()
    }
}

/// A permutation of 0..9 that keeps each group of three (a band or a stack) together.
fn line_permutation() -> impl Strategy<Value = [usize; 9]> {
    let three = || Just(vec![0usize, 1, 2]).prop_shuffle();
    (three(), three(), three(), three()).prop_map(|(groups, a, b, c)| {
        let within = [a, b, c];
        let mut lines = [0; 9];
        for (i, line) in lines.iter_mut().enumerate() {
            *line = groups[i / 3] * 3 + within[i / 3][i % 3];
        }
        lines
    })
}

fn symmetry() -> impl Strategy<Value = Symmetry> {
    let digits = Just((1..=9u8).collect::<Vec<_>>()).prop_shuffle();
    (
        line_permutation(),
        line_permutation(),
        any::<bool>(),
        digits,
    )
        .prop_map(|(rows, columns, transpose, digits)| {
            let mut relabel = [0u8; 10];
            relabel[1..].copy_from_slice(&digits);
            Symmetry {
                rows,
                columns,
                transpose,
                digits: relabel,
            }
        })
}

/// Which cells keep their digit: from nearly all to nearly none.
fn kept_cells() -> impl Strategy<Value = Vec<bool>> {
    (0.05f64..0.95).prop_flat_map(|p| proptest::collection::vec(proptest::bool::weighted(p), 81))
}

fn published_counts() -> Vec<(String, usize)> {
    read_lines("solution_counts.txt")
        .into_iter()
        .map(|line| {
            let mut fields = line.split(':');
            let puzzle = fields.next().unwrap().to_string();
            (puzzle, fields.next().unwrap().parse().unwrap())
        })
        .collect()
}

/// Whatever the input, the answer is a checked solution or an error, never a panic.
fn assert_sound(input: &str) {
    match sudoku_wasm::solve(input) {
        Ok(solution) => {
            let puzzle: Grid = input.parse().expect("a solved input parses");
            assert!(
                solution.solves(&puzzle),
                "{solution} does not solve {input:?}"
            );
        }
        Err(PuzzleError::NoSolution) => {
            assert_eq!(sudoku_wasm::count_solutions(input, 1), Ok(0), "{input:?}");
        }
        Err(_) => {}
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn solutions_follow_the_rules_and_keep_the_givens(symmetry in symmetry(), kept in kept_cells()) {
        let grid = symmetry.apply(LEETCODE_SOLUTION);
        let puzzle: String = grid
            .chars()
            .zip(&kept)
            .map(|(digit, &keep)| if keep { digit } else { '.' })
            .collect();
        let solution = sudoku_wasm::solve(&puzzle).unwrap();
        assert_solves(&solution.to_string(), &puzzle);
    }

    #[test]
    fn solution_counts_are_unchanged_by_symmetries(which in any::<Index>(), symmetry in symmetry()) {
        let counts = published_counts();
        let (puzzle, count) = &counts[which.index(counts.len())];
        let transformed = symmetry.apply(puzzle);
        prop_assert_eq!(sudoku_wasm::count_solutions(&transformed, 10_000), Ok(*count), "{}", transformed);
    }

    #[test]
    fn hard_puzzles_stay_unique_under_symmetries(which in any::<Index>(), symmetry in symmetry()) {
        let puzzles = read_lines("forum_hardest_1106.txt");
        let transformed = symmetry.apply(&puzzles[which.index(puzzles.len())]);
        prop_assert_eq!(sudoku_wasm::count_solutions(&transformed, 2), Ok(1));
        assert_solves(&sudoku_wasm::solve(&transformed).unwrap().to_string(), &transformed);
    }

    #[test]
    fn arbitrary_text_never_panics(input in any::<String>()) {
        assert_sound(&input);
    }

    #[test]
    fn grid_like_text_never_panics(input in "[1-9.0_ |+\\-\n\tx]{60,100}") {
        assert_sound(&input);
    }

    #[test]
    fn json_like_text_never_panics(input in "[\\[\\]\",.0-9 \n{}:tfnule\\\\-]{0,200}") {
        assert_sound(&input);
    }

    #[test]
    fn sparse_puzzles_never_panic(cells in proptest::collection::vec(
        prop_oneof![8 => Just('.'), 1 => proptest::char::range('1', '9')], 81)
    ) {
        let input: String = cells.into_iter().collect();
        assert_sound(&input);
    }

    #[test]
    fn the_first_conflict_is_the_first_repeated_digit_of_any_unit(cells in proptest::collection::vec(
        prop_oneof![3 => Just(None), 1 => (1..=9u8).prop_map(Some)], 81)
    ) {
        let mut grid = Grid::EMPTY;
        for (cell, digit) in Cell::all().zip(cells) {
            grid.set(cell, digit);
        }
        let every_conflict = sudoku_wasm::validate(&grid.to_string()).unwrap().conflicts;
        prop_assert_eq!(grid.first_conflict(), every_conflict.first().copied());
    }
}
