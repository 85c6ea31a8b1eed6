//! The solver against the public puzzle sets in `../shared/puzzles`.

mod common;

use common::*;
use sudoku_wasm::Cell;

/// Files small enough, or important enough, to solve in full; the rest are sampled.
const SOLVE_IN_FULL: [&str; 3] = [
    "magictour_top1465.txt",
    "forum_hardest_1106.txt",
    "top95.txt",
];
const SAMPLE_SIZE: usize = 2_000;

#[test]
fn leetcode_example_gives_the_published_solution() {
    let solution = sudoku_wasm::solve(LEETCODE_PUZZLE).unwrap();
    assert_eq!(solution.to_string(), LEETCODE_SOLUTION);
    assert_solves(&solution.to_string(), LEETCODE_PUZZLE);
}

#[test]
fn every_puzzle_file_is_solved_by_the_rules() {
    let files = puzzle_files();
    assert!(
        files.len() >= 9,
        "expected the nine public puzzle files, found {files:?}"
    );
    for file in files {
        let puzzles = read_puzzles(&file);
        let puzzles = if SOLVE_IN_FULL.contains(&file.as_str()) {
            puzzles
        } else {
            sample(puzzles, SAMPLE_SIZE)
        };
        for puzzle in &puzzles {
            let solution =
                sudoku_wasm::solve(puzzle).unwrap_or_else(|e| panic!("{file}: {puzzle}: {e}"));
            assert_solves(&solution.to_string(), puzzle);
        }
        eprintln!("{file}: {} puzzles solved and checked", puzzles.len());
    }
}

#[test]
fn seventeen_clue_puzzles_have_exactly_one_solution() {
    for puzzle in sample(read_lines("17_clue.txt"), 500) {
        assert_eq!(sudoku_wasm::count_solutions(&puzzle, 2), Ok(1), "{puzzle}");
    }
}

#[test]
fn serg_benchmark_puzzles_have_several_solutions() {
    for puzzle in sample(read_lines("serg_benchmark.txt"), 500) {
        assert_eq!(sudoku_wasm::count_solutions(&puzzle, 2), Ok(2), "{puzzle}");
    }
}

#[test]
fn solution_counts_match_the_published_counts() {
    let lines = read_lines("solution_counts.txt");
    assert_eq!(lines.len(), 43);
    for line in lines {
        let fields: Vec<&str> = line.split(':').collect();
        let (puzzle, count) = (fields[0], fields[1].parse::<usize>().unwrap());
        assert_eq!(
            sudoku_wasm::count_solutions(puzzle, 10_000),
            Ok(count),
            "{puzzle}"
        );
        assert_eq!(
            sudoku_wasm::count_solutions(puzzle, count + 1),
            Ok(count),
            "{puzzle}"
        );
        if count > 1 {
            assert_eq!(
                sudoku_wasm::count_solutions(puzzle, count - 1),
                Ok(count - 1),
                "{puzzle}"
            );
        }
        match sudoku_wasm::solve(puzzle) {
            Ok(solution) => {
                assert!(
                    count > 0,
                    "{puzzle} has no solution, yet solve gave {solution}"
                );
                assert_solves(&solution.to_string(), puzzle);
                if let Some(expected) = fields.get(2) {
                    assert_eq!(solution.to_string(), *expected, "{puzzle}");
                }
            }
            Err(error) => {
                assert_eq!(count, 0, "{puzzle}: {error}");
                assert_eq!(error, sudoku_wasm::PuzzleError::NoSolution);
            }
        }
    }
}

#[test]
fn one_wrong_given_makes_a_hard_puzzle_unsolvable() {
    let mut checked = 0;
    for puzzle in sample(read_lines("forum_hardest_1106.txt"), 100) {
        let solution = sudoku_wasm::solve(&puzzle).unwrap().to_string();
        let given: sudoku_wasm::Grid = puzzle.parse().unwrap();
        // The first empty cell that can take a wrong digit without a direct conflict.
        let wrong = (0..81)
            .filter(|&i| puzzle.as_bytes()[i] == b'.')
            .find_map(|i| {
                (b'1'..=b'9')
                    .filter(|&d| d != solution.as_bytes()[i])
                    .find_map(|d| {
                        let mut grid = given;
                        grid.set(Cell::from_index(i), Some(d - b'0'));
                        grid.first_conflict().is_none().then(|| grid.to_string())
                    })
            });
        let Some(wrong) = wrong else { continue };
        assert_eq!(
            sudoku_wasm::solve(&wrong),
            Err(sudoku_wasm::PuzzleError::NoSolution),
            "{wrong}"
        );
        assert_eq!(sudoku_wasm::count_solutions(&wrong, 2), Ok(0), "{wrong}");
        checked += 1;
    }
    assert!(
        checked >= 90,
        "only {checked} puzzles could take a wrong given"
    );
}
