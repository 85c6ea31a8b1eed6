//! The analysis's entry points on arbitrary bytes: nothing may panic or hang, and with one
//! solution every logical step must agree with it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_wasm::Rating;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else { return };
    let solved = sudoku_wasm::solve(input);
    let counted = sudoku_wasm::count_solutions(input, 2);
    let _ = sudoku_wasm::candidates(input);
    // The techniques up to the static forcing chains: the dynamic and nested ones take seconds
    // on the hardest puzzles, minutes in this instrumented build (the native tests cover them).
    let path = sudoku_wasm::solve_steps_up_to(input, Rating::tenths(74));
    // Rating and hints take the whole path only with one solution; otherwise they must answer
    // (or refuse) at once.
    if counted != Ok(1) {
        let _ = sudoku_wasm::rate(input);
    }
    if matches!(counted, Err(_) | Ok(0)) {
        let _ = sudoku_wasm::hint(input);
    }
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
