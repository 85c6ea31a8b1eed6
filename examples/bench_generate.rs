//! Generation times per difficulty and for a range of ER, natively: part of `npm run bench` (the
//! WebAssembly figures come from `scripts/bench_inputs.mjs`). Seeds 0 to `BENCH_SEEDS - 1`
//! (default 100) for each.
//!
//! `cargo run --release --example bench_generate`

use std::time::Instant;

use sudoku_wasm::{generate, generate_rated, Difficulty, Generated, Rating};

/// A way of asking for a puzzle: by seed and shape.
type Maker = Box<dyn Fn(u64, bool) -> Generated>;

fn main() {
    let seeds: u64 = std::env::var("BENCH_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100);
    println!(
        "\x1b[1m==> Generator, native: generate(level, seed) for seeds 0-{}, ms per puzzle\x1b[0m",
        seeds - 1
    );
    // The five levels, and a range of ER as a caller may ask for one.
    let range = (Rating::tenths(60), Rating::tenths(70));
    let mut asked: Vec<(String, Maker)> = Difficulty::ALL
        .into_iter()
        .map(|level| {
            let make: Maker = Box::new(move |seed, symmetric| generate(level, seed, symmetric));
            (level.to_string(), make)
        })
        .collect();
    asked.push((
        format!("ER {}-{}", range.0, range.1),
        Box::new(move |seed, symmetric| {
            generate_rated(range.0, range.1, seed, symmetric).expect("a range with puzzles")
        }),
    ));
    for symmetric in [false, true] {
        for (name, make) in &asked {
            let mut attempts = 0;
            let mut times: Vec<f64> = (0..seeds)
                .map(|seed| {
                    let start = Instant::now();
                    attempts += make(seed, symmetric).attempts;
                    start.elapsed().as_secs_f64() * 1e3
                })
                .collect();
            times.sort_by(f64::total_cmp);
            println!(
                "  {:<11} {:<9}   median {:5.1} ms   90th percentile {:5.1} ms   worst {:5.1} ms   \
                 {:4.1} minimal puzzles made per puzzle kept",
                name,
                if symmetric { "symmetric" } else { "any shape" },
                times[times.len() / 2],
                times[times.len() * 9 / 10],
                times[times.len() - 1],
                attempts as f64 / seeds as f64,
            );
        }
    }
}
