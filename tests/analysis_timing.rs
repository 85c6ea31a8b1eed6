//! Generation times per level, for `docs/analysis.md`. Ignored by default (it measures, it
//! doesn't test); run it with
//! `cargo test --release --test analysis_timing -- --ignored --nocapture`.
//!
//! On 64-bit Linux the times are the thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), so that
//! other work on a shared machine inflates them less than it would wall-clock time.

use std::time::Instant;

use sudoku_wasm::{generate, Difficulty};

const SEEDS: u64 = 100;

/// Nanoseconds of CPU time this thread has used, where the system tells it precisely.
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn cpu_time() -> Option<u64> {
    #[repr(C)]
    struct Timespec {
        seconds: i64,
        nanoseconds: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut time = Timespec {
        seconds: 0,
        nanoseconds: 0,
    };
    // SAFETY: `time` is a valid `struct timespec` for 64-bit Linux, which the call fills in.
    let status = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut time) };
    (status == 0).then(|| time.seconds as u64 * 1_000_000_000 + time.nanoseconds as u64)
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn cpu_time() -> Option<u64> {
    None
}

/// Milliseconds taken by `work`: CPU time if known, else wall-clock time.
fn milliseconds(work: impl FnOnce()) -> f64 {
    let (cpu, wall) = (cpu_time(), Instant::now());
    work();
    match (cpu, cpu_time()) {
        (Some(before), Some(after)) => (after - before) as f64 / 1e6,
        _ => wall.elapsed().as_secs_f64() * 1e3,
    }
}

#[test]
#[ignore]
fn time_generation_per_level() {
    let clock = if cpu_time().is_some() {
        "CPU"
    } else {
        "wall-clock"
    };
    println!("{SEEDS} seeds per level, {clock} time per puzzle:");
    for symmetric in [false, true] {
        for level in Difficulty::ALL {
            let mut attempts = 0;
            let mut times: Vec<f64> = (0..SEEDS)
                .map(|seed| milliseconds(|| attempts += generate(level, seed, symmetric).attempts))
                .collect();
            times.sort_by(f64::total_cmp);
            let mean = times.iter().sum::<f64>() / times.len() as f64;
            println!(
                "{level:>8}{:10} median {:5.1} ms, mean {:5.1} ms, 90th percentile {:5.1} ms, \
                 max {:5.1} ms; {:4.1} minimal puzzles made per puzzle kept",
                if symmetric { " symmetric" } else { "" },
                times[times.len() / 2],
                mean,
                times[times.len() * 9 / 10],
                times[times.len() - 1],
                attempts as f64 / SEEDS as f64,
            );
        }
    }
}
