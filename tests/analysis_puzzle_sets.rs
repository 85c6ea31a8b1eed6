//! The logical solver against the public puzzle sets: it must finish every puzzle with one
//! solution, from the easiest to the forum's hardest, and every step it takes must agree with
//! the solution.

mod common;

use common::*;
use std::collections::BTreeMap;

use sudoku_wasm::{Grid, LogicalPath, Technique};

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

/// Follows the logical path of each puzzle: it must reach the solution, every step agreeing
/// with it. Returns how many steps each technique took.
fn assert_finished_by_logic(puzzles: &[String]) -> BTreeMap<Technique, usize> {
    let mut techniques = BTreeMap::new();
    for puzzle in puzzles {
        let path = sudoku_wasm::solve_steps(puzzle).unwrap();
        let solution = sudoku_wasm::solve(puzzle).unwrap();
        assert_steps_agree_with_solution(&path, &solution, puzzle);
        assert!(path.is_solved(), "{puzzle} stalls at {}", path.end.grid());
        for step in &path.steps {
            *techniques.entry(step.technique).or_insert(0) += 1;
        }
    }
    techniques
}

#[test]
fn every_top95_puzzle_is_finished_by_logic() {
    let puzzles = read_lines("top95.txt");
    assert_eq!(puzzles.len(), 95);
    let techniques = assert_finished_by_logic(&puzzles);
    eprintln!("top95: steps by technique: {techniques:?}");
}

/// Sudoku Explainer's ratings 2.5 to 9.1, all 14,225 puzzles: logic finishes every one.
#[test]
fn every_se_rated_puzzle_is_finished_by_logic() {
    let puzzles = read_puzzles("se_rated.txt");
    assert_eq!(puzzles.len(), 14_225);
    let techniques = assert_finished_by_logic(&puzzles);
    // Every family of techniques is needed somewhere in the set (X-cycles and forcing X-chains
    // never are: the strong-link searches find their patterns first).
    for technique in [
        Technique::FullHouse,
        Technique::DirectHiddenPair,
        Technique::XWing,
        Technique::Skyscraper,
        Technique::UniqueLoop,
        Technique::BivalueUniversalGrave,
        Technique::WXYZWing,
        Technique::AlignedPairExclusion,
        Technique::YCycle,
        Technique::ForcingChain,
        Technique::NishioForcingChain,
        Technique::RegionForcingChains,
        Technique::DynamicRegionForcingChains,
    ] {
        assert!(
            techniques.contains_key(&technique),
            "{technique} never used: {techniques:?}"
        );
    }
}

/// The forum's hardest lists (rated 10 to 11.9), which need nested forcing chains: a sample,
/// since each takes seconds.
#[test]
fn the_forums_hardest_puzzles_are_finished_by_logic() {
    let mut puzzles = sample(read_lines("forum_hardest_1106.txt"), 4);
    puzzles.extend(sample(read_lines("forum_hardest_1905_11plus.txt"), 2));
    let techniques = assert_finished_by_logic(&puzzles);
    assert!(techniques.contains_key(&Technique::NestedForcingChains));
}
