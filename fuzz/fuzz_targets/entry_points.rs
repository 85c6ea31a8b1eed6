//! Every public entry point on arbitrary bytes: nothing may panic, hang, or claim a solution
//! that breaks the rules or the givens.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_wasm::{Grid, PuzzleError};

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else { return };
    let parsed = input.parse::<Grid>();
    let solved = sudoku_wasm::solve(input);
    let counted = sudoku_wasm::count_solutions(input, 3);
    match (&solved, &counted) {
        (Ok(solution), Ok(count)) => {
            let puzzle = parsed.expect("a solved input parses");
            assert!(solution.solves(&puzzle), "{solution} does not solve {input:?}");
            assert!((1..=3).contains(count), "a solved puzzle counts {count}");
        }
        (Err(PuzzleError::NoSolution), Ok(count)) => assert_eq!(*count, 0),
        (Err(solve_error), Err(count_error)) => assert_eq!(solve_error, count_error),
        _ => panic!("solve {solved:?} and count {counted:?} disagree on {input:?}"),
    }
});
