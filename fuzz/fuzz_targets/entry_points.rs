//! Every public entry point on arbitrary bytes: nothing may panic, hang, or claim a solution
//! that breaks the rules or the givens, and the functions must agree with one another.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_wasm::{Grid, PuzzleError, Rating, Solutions};

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

    // The analysis functions read the same input and must agree with the solver.
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
    let _ = sudoku_wasm::candidates(input);
    // The techniques up to the static forcing chains: the dynamic and nested ones take seconds
    // on the hardest puzzles, minutes in this instrumented build (the native tests cover them).
    let ceiling = Rating::tenths(74);
    let path = sudoku_wasm::solve_steps_up_to(input, ceiling);
    // Rating and hints take the whole path only with one solution; otherwise they must answer
    // (or refuse) at once.
    if counted != Ok(1) {
        let _ = sudoku_wasm::rate(input);
    }
    if matches!(counted, Err(_) | Ok(0)) {
        let _ = sudoku_wasm::hint(input);
    }
    // With one solution, every logical step must agree with it.
    if let (Ok(path), Ok(solution), Ok(1)) = (path, &solved, &counted) {
        for step in &path.steps {
            for placed in &step.placements {
                assert_eq!(solution.digit(placed.cell), Some(placed.digit), "{step:?}");
            }
            for eliminated in &step.eliminations {
                assert_ne!(solution.digit(eliminated.cell), Some(eliminated.digit), "{step:?}");
            }
        }
        if path.is_solved() {
            assert_eq!(path.end.grid(), solution);
        }
    }
});
