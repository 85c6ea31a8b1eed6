//! The generator: for every level and 20 seeds, a puzzle with exactly one solution, minimal, and
//! rated at the level asked; the same puzzle for the same seed.

use sudoku_wasm::{
    count_solutions, generate, generate_rated, rate, Cell, Difficulty, Generated, Grid, Rating,
};

const SEEDS: u64 = 20;

/// The puzzle with some cells emptied.
fn without(puzzle: &Grid, cells: &[Cell]) -> String {
    let mut emptier = *puzzle;
    for &cell in cells {
        emptier.set(cell, None);
    }
    emptier.to_string()
}

fn givens(puzzle: &Grid) -> impl Iterator<Item = Cell> + '_ {
    Cell::all().filter(|&cell| puzzle.digit(cell).is_some())
}

/// Checks what every generated puzzle promises, independently of how it was made.
fn assert_unique_and_rated(generated: &Generated, level: Difficulty, seed: u64) {
    let puzzle = generated.puzzle.to_string();
    assert_eq!(
        count_solutions(&puzzle, 2),
        Ok(1),
        "{level} seed {seed}: {puzzle}"
    );
    assert!(generated.solution.solves(&generated.puzzle), "{puzzle}");
    let rating = rate(&puzzle).unwrap();
    assert_eq!(rating.difficulty, level, "{level} seed {seed}: {puzzle}");
    assert_eq!(rating, generated.rating, "{puzzle}");
}

#[test]
fn every_level_gives_unique_minimal_puzzles_rated_as_asked() {
    for level in Difficulty::ALL {
        for seed in 0..SEEDS {
            let generated = generate(level, seed, false);
            assert_unique_and_rated(&generated, level, seed);
            for given in givens(&generated.puzzle) {
                let emptier = without(&generated.puzzle, &[given]);
                assert_eq!(
                    count_solutions(&emptier, 2),
                    Ok(2),
                    "{level} seed {seed}: {} is not minimal: {given} can go",
                    generated.puzzle
                );
            }
        }
    }
}

#[test]
fn symmetric_puzzles_are_symmetric_and_minimal_among_symmetric_puzzles() {
    for level in Difficulty::ALL {
        for seed in 0..SEEDS {
            let generated = generate(level, seed, true);
            assert_unique_and_rated(&generated, level, seed);
            for given in givens(&generated.puzzle) {
                let mirror = Cell::from_index(80 - given.index());
                assert!(
                    generated.puzzle.digit(mirror).is_some(),
                    "{} is not symmetric at {given}",
                    generated.puzzle
                );
                let emptier = without(&generated.puzzle, &[given, mirror]);
                assert_eq!(
                    count_solutions(&emptier, 2),
                    Ok(2),
                    "{level} seed {seed}: {given} and {mirror} can go from {}",
                    generated.puzzle
                );
            }
        }
    }
}

#[test]
fn a_range_of_ratings_gives_puzzles_rated_within_it() {
    let (from, to) = (Rating::tenths(30), Rating::tenths(45));
    for seed in 0..SEEDS {
        let generated = generate_rated(from, to, seed, false).expect("a wide middle range");
        let puzzle = generated.puzzle.to_string();
        let rating = rate(&puzzle).unwrap();
        assert!(
            (from..=to).contains(&rating.er),
            "seed {seed}: {puzzle} is {}",
            rating.er
        );
        assert_eq!(rating, generated.rating);
        assert_eq!(generate_rated(from, to, seed, false), Some(generated));
    }
}

#[test]
fn a_seed_always_names_the_same_puzzle() {
    for level in [Difficulty::Easy, Difficulty::Expert] {
        assert_eq!(generate(level, 7, false), generate(level, 7, false));
        assert_ne!(
            generate(level, 7, false).puzzle,
            generate(level, 8, false).puzzle
        );
    }
    // Pinned, so that a change to the puzzles a seed names is a deliberate one. Nothing in it
    // depends on the solver's search order, only on which puzzles have one solution.
    assert_eq!(
        generate(Difficulty::Easy, 0, false).puzzle.to_string(),
        ".1..4.9.55...8.21.........3...8.3.2..59...3..4...5.6..1....7....9.63.....4...5..."
    );
}
