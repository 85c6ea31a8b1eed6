//! The logical solver against the public puzzle sets: it must finish the easy ones, and every
//! step it takes on the hard ones must agree with the solution.

mod common;

use common::*;
use sudoku_wasm::{Grid, LogicalPath};

/// Checks every step against the unique solution: a placed digit must be the solution's, and an
/// eliminated candidate must not be.
fn assert_steps_agree_with_solution(path: &LogicalPath, solution: &Grid, puzzle: &str) {
    for (number, step) in path.steps.iter().enumerate() {
        assert_step_agrees(step, solution, &format!("{puzzle}: step {number}"));
        assert!(
            !step.placements.is_empty() || !step.eliminations.is_empty(),
            "{puzzle}: step {number} changes nothing"
        );
    }
}

#[test]
fn every_easy50_puzzle_is_solved_by_logic_alone() {
    let puzzles = read_lines("easy50.txt");
    assert_eq!(puzzles.len(), 50);
    for puzzle in &puzzles {
        let path = sudoku_wasm::solve_steps(puzzle).unwrap();
        let solution = sudoku_wasm::solve(puzzle).unwrap();
        assert!(path.is_solved(), "{puzzle} stalls at {}", path.end.grid());
        assert_eq!(*path.end.grid(), solution, "{puzzle}");
        assert_steps_agree_with_solution(&path, &solution, puzzle);
    }
}

#[test]
fn every_step_taken_on_top95_is_correct() {
    let puzzles = read_lines("top95.txt");
    assert_eq!(puzzles.len(), 95);
    let mut solved = 0;
    let mut techniques = std::collections::BTreeMap::new();
    for puzzle in &puzzles {
        let path = sudoku_wasm::solve_steps(puzzle).unwrap();
        let solution = sudoku_wasm::solve(puzzle).unwrap();
        assert_steps_agree_with_solution(&path, &solution, puzzle);
        solved += path.is_solved() as usize;
        for step in &path.steps {
            *techniques.entry(step.technique).or_insert(0) += 1;
        }
    }
    eprintln!("top95: {solved} of 95 solved by logic; steps by technique: {techniques:?}");
}
