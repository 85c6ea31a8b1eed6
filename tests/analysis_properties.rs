//! Property tests for the analysis: on random puzzles and random pencil marks, nothing panics,
//! and every step taken agrees with the solution whenever there is exactly one.

// proptest is a native-only dev-dependency.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::assert_step_agrees;
use proptest::prelude::*;
use sudoku_wasm::{candidates, hint_for, solve_steps, validate, Cell, Grid, Hint, Solutions};

/// A puzzle from one of the generator's solutions with a random set of cells kept, and maybe one
/// given changed to a wrong digit (so that some puzzles have no solution).
fn puzzle() -> impl Strategy<Value = (String, Option<Grid>)> {
    (
        0..50u64,
        prop::collection::vec(any::<bool>(), 81),
        prop::option::of((0..81usize, 1..=9u8)),
    )
        .prop_map(|(seed, kept, wrong)| {
            let solution =
                sudoku_wasm::generate(sudoku_wasm::Difficulty::Easy, seed, false).solution;
            let mut puzzle = Grid::EMPTY;
            for cell in Cell::all().filter(|cell| kept[cell.index()]) {
                puzzle.set(cell, solution.digit(cell));
            }
            if let Some((index, digit)) = wrong {
                puzzle.set(Cell::from_index(index), Some(digit));
            }
            let unique = sudoku_wasm::count_solutions(&puzzle.to_string(), 2) == Ok(1);
            let solution = unique.then(|| sudoku_wasm::solve(&puzzle.to_string()).unwrap());
            (puzzle.to_string(), solution)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn analysis_never_panics_and_is_right_when_the_solution_is_unique(
        (puzzle, solution) in puzzle()
    ) {
        let validation = validate(&puzzle).unwrap();
        match sudoku_wasm::read_puzzle(&puzzle) {
            Err(_) => prop_assert!(!validation.conflicts.is_empty()),
            Ok(_) => {
                let path = solve_steps(&puzzle);
                prop_assert_eq!(path.is_ok(), validation.solutions != Solutions::None);
                if let (Ok(path), Some(solution)) = (path, solution) {
                    prop_assert_eq!(validation.solutions, Solutions::One);
                    for step in &path.steps {
                        assert_step_agrees(step, &solution, &puzzle);
                    }
                }
            }
        }
    }

    #[test]
    fn hints_on_random_marks_only_use_the_marks(
        (puzzle, _) in puzzle(),
        crossed_out in prop::collection::vec((0..81usize, 1..=9u8), 0..40),
    ) {
        let Ok(mut marks) = candidates(&puzzle) else { return Ok(()) };
        for (index, digit) in crossed_out {
            marks.eliminate(Cell::from_index(index), digit);
        }
        if let Ok(Hint::Step(step)) = hint_for(&marks) {
            for change in step.placements.iter().chain(&step.eliminations) {
                prop_assert!(marks.candidates(change.cell).any(|d| d == change.digit));
            }
        }
    }
}
