//! The solver's entry points on arbitrary bytes: nothing may panic, hang, or claim a solution that
//! breaks the rules or the givens, and reading, solving, counting and validating must agree.
//! Kept apart from the analysis target so that the readers, where hostile text lands first, get
//! thousands of inputs a second rather than the few dozen the logical steps allow.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_wasm::{Grid, PuzzleError, Solutions};

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else { return };
    let parsed = input.parse::<Grid>();
    let solved = sudoku_wasm::solve(input);
    let counted = sudoku_wasm::count_solutions(input, 3);
    match (&solved, &counted) {
        (Ok(solution), Ok(count)) => {
            let puzzle = parsed.as_ref().expect("a solved input parses");
            assert!(solution.solves(puzzle), "{solution} does not solve {input:?}");
            assert!((1..=3).contains(count), "a solved puzzle counts {count}");
        }
        (Err(PuzzleError::NoSolution), Ok(count)) => assert_eq!(*count, 0),
        (Err(solve_error), Err(count_error)) => assert_eq!(solve_error, count_error),
        _ => panic!("solve {solved:?} and count {counted:?} disagree on {input:?}"),
    }

    match (sudoku_wasm::validate(input), &counted) {
        (Ok(validation), Ok(count)) => {
            let expected = match count {
                0 => Solutions::None,
                1 => Solutions::One,
                _ => Solutions::Several,
            };
            assert!(validation.conflicts.is_empty());
            assert_eq!(validation.solutions, expected, "{input:?}");
        }
        (Ok(validation), Err(PuzzleError::Conflict(first))) => {
            assert_eq!(validation.conflicts.first(), Some(first));
        }
        (Err(validate_error), Err(count_error)) => assert_eq!(&validate_error, count_error),
        (validation, _) => panic!("validate {validation:?} and count {counted:?} disagree"),
    }
});
