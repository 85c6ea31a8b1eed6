//! Generation times per level, for `docs/analysis.md`. Ignored by default (it times, it doesn't
//! test); run it on a quiet machine with
//! `cargo test --release --test analysis_timing -- --ignored --nocapture`.

use std::time::Instant;

use sudoku_wasm::{generate, Difficulty};

const SEEDS: u64 = 100;

#[test]
#[ignore]
fn time_generation_per_level() {
    for symmetric in [false, true] {
        for level in Difficulty::ALL {
            let mut times: Vec<f64> = Vec::new();
            let mut attempts = 0;
            for seed in 0..SEEDS {
                let start = Instant::now();
                let generated = generate(level, seed, symmetric);
                times.push(start.elapsed().as_secs_f64() * 1e3);
                attempts += generated.attempts;
            }
            times.sort_by(f64::total_cmp);
            let mean = times.iter().sum::<f64>() / times.len() as f64;
            println!(
                "{level:>8} symmetric={symmetric:<5} median {:6.2} ms  mean {:6.2} ms  90th {:6.2} ms  max {:7.2} ms  attempts/puzzle {:5.1}",
                times[times.len() / 2],
                mean,
                times[times.len() * 9 / 10],
                times[times.len() - 1],
                attempts as f64 / SEEDS as f64,
            );
        }
    }
}
