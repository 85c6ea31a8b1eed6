//! Native benchmark of the search engine on the public puzzle sets.
//!
//! ```text
//! cargo run --release --example bench [-- --json] [FILE...]
//! ```
//!
//! Times `first_solution` and `count_solutions(_, 2)` on every puzzle file of `$SUDOKU_PUZZLES`
//! (default `../shared/puzzles`), or on the named files, single-threaded: one warm-up pass, then
//! `$BENCH_ROUNDS` timed passes (default 5), the two modes taking turns, whose median gives µs per
//! puzzle. Files larger than `$BENCH_SAMPLE` puzzles (default 5000) are sampled evenly. The worst
//! puzzle is the slowest of per-puzzle timings, each the fastest of three extra passes. Answers are
//! checked against the rules and the givens after the timing. `--json` prints one JSON object per
//! file and mode for `scripts/bench.mjs`; otherwise a table. `--once` runs each mode once per file,
//! untimed and unchecked, for counting instructions under `valgrind --tool=callgrind` (repeatable
//! where wall time on a shared machine is not): compare engine variants with it.
//!
//! What is timed is the engine alone, on already-parsed grids, through the crate's functions on a
//! `Grid` (`Grid::solve`, `Grid::count_solutions`), which add to the engine only a check of the
//! givens when it finds no solution.

use std::path::PathBuf;
use std::time::Instant;

use sudoku_wasm::Grid;

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|value| value.parse().ok())
        .unwrap_or(default)
}

fn puzzle_dir() -> PathBuf {
    std::env::var_os("SUDOKU_PUZZLES")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/puzzles"))
}

/// Every puzzle file of the folder, in name order (not the README, not `solution_counts.txt`,
/// whose lines carry answers after the puzzle).
fn puzzle_files(dir: &PathBuf) -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e} (set SUDOKU_PUZZLES)", dir.display()))
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".txt") && name != "solution_counts.txt")
        .collect();
    files.sort();
    files
}

/// The same even sample as the JavaScript driver takes: line `floor(i * n / count)`.
fn read_puzzles(path: &PathBuf, sample: usize) -> (usize, Vec<Grid>) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let total = lines.len();
    let picked: Vec<&str> = if total <= sample {
        lines
    } else {
        (0..sample).map(|i| lines[i * total / sample]).collect()
    };
    let grids = picked.iter().map(|line| parse_line(line)).collect();
    (total, grids)
}

/// The puzzle of a line: its field of 81 characters (se_rated.txt writes `hash puzzle rating`).
fn parse_line(line: &str) -> Grid {
    let mut digits = [0u8; 81];
    let line = line
        .split_whitespace()
        .find(|field| field.len() == 81)
        .unwrap_or(line);
    let bytes = line.as_bytes();
    assert_eq!(bytes.len(), 81, "not a one-line puzzle: {line}");
    for (digit, &byte) in digits.iter_mut().zip(bytes) {
        *digit = if byte.is_ascii_digit() {
            byte - b'0'
        } else {
            0
        };
    }
    Grid::from_digits(digits).unwrap()
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    FirstSolution,
    CountToTwo,
}

impl Mode {
    fn name(self) -> &'static str {
        match self {
            Mode::FirstSolution => "solve",
            Mode::CountToTwo => "count2",
        }
    }

    /// Runs the engine once; the result is folded into a number so the work cannot be optimised
    /// away, and kept for checking.
    #[inline(never)]
    fn run(self, puzzle: &Grid) -> Answer {
        match self {
            Mode::FirstSolution => Answer::Solution(puzzle.solve().ok()),
            Mode::CountToTwo => Answer::Count(puzzle.count_solutions(2).unwrap_or(0)),
        }
    }
}

enum Answer {
    Solution(Option<Grid>),
    Count(usize),
}

struct Measurement {
    file: String,
    mode: Mode,
    total: usize,
    puzzles: usize,
    median_us: f64,
    rounds_us: Vec<f64>,
    worst_us: f64,
    worst_puzzle: String,
    /// Solutions, or counts 0 / 1 / 2.
    answers: [usize; 3],
}

const MODES: [Mode; 2] = [Mode::FirstSolution, Mode::CountToTwo];

/// `rounds` timed passes of each mode over the puzzles, in µs per puzzle. The modes take turns
/// round by round, so that a spell of other work on a shared machine falls on both alike.
fn time_in_turns(puzzles: &[Grid], rounds: usize) -> [Vec<f64>; 2] {
    let mut rounds_us = [Vec::new(), Vec::new()];
    for _ in 0..rounds {
        for (mode, times) in MODES.iter().zip(&mut rounds_us) {
            let start = Instant::now();
            for puzzle in puzzles {
                std::hint::black_box(mode.run(std::hint::black_box(puzzle)));
            }
            times.push(start.elapsed().as_secs_f64() * 1e6 / puzzles.len() as f64);
        }
    }
    rounds_us
}

/// The figures of one mode on one file from its timed rounds, with the worst puzzle timed alone
/// and every answer (from the warm-up pass) checked.
fn measure(
    file: &str,
    mode: Mode,
    total: usize,
    puzzles: &[Grid],
    answers: &[Answer],
    mut rounds_us: Vec<f64>,
) -> Measurement {
    let mut fastest = vec![f64::INFINITY; puzzles.len()];
    for _ in 0..3 {
        for (fastest, puzzle) in fastest.iter_mut().zip(puzzles) {
            let start = Instant::now();
            std::hint::black_box(mode.run(std::hint::black_box(puzzle)));
            *fastest = fastest.min(start.elapsed().as_secs_f64() * 1e6);
        }
    }
    let (worst_index, &worst_us) = fastest
        .iter()
        .enumerate()
        .max_by(|a, b| a.1.total_cmp(b.1))
        .unwrap();
    let mut counts = [0usize; 3];
    for (answer, puzzle) in answers.iter().zip(puzzles) {
        match *answer {
            Answer::Solution(Some(solution)) => {
                assert!(
                    solution.solves(puzzle),
                    "{file}: wrong solution {solution} for {puzzle}"
                );
                counts[1] += 1;
            }
            Answer::Solution(None) => counts[0] += 1,
            Answer::Count(count) => {
                assert!(
                    count <= 2,
                    "{file}: count {count} over the limit for {puzzle}"
                );
                let solvable = puzzle.solve().is_ok_and(|s| s.solves(puzzle));
                assert_eq!(count > 0, solvable, "{file}: count {count} for {puzzle}");
                counts[count] += 1;
            }
        }
    }
    let timed = rounds_us.clone();
    rounds_us.sort_by(f64::total_cmp);
    Measurement {
        file: file.to_string(),
        mode,
        total,
        puzzles: puzzles.len(),
        median_us: rounds_us[rounds_us.len() / 2],
        rounds_us: timed,
        worst_us,
        worst_puzzle: puzzles[worst_index].to_string(),
        answers: counts,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let json = args.iter().any(|a| a == "--json");
    let once = args.iter().any(|a| a == "--once");
    let dir = puzzle_dir();
    let named: Vec<String> = args
        .iter()
        .filter(|a| !a.starts_with("--"))
        .cloned()
        .collect();
    let files = if named.is_empty() {
        puzzle_files(&dir)
    } else {
        named
    };
    let rounds = env_number("BENCH_ROUNDS", 5).max(1);
    let sample = env_number("BENCH_SAMPLE", 5000).max(1);
    if !json {
        println!(
            "{:<32} {:>6} {:>7} {:>10} {:>12} {:>10}  answers",
            "file", "mode", "puzzles", "µs/puzzle", "puzzles/s", "worst µs"
        );
    }
    for file in &files {
        let (total, puzzles) = read_puzzles(&dir.join(file), sample);
        if once {
            let modes = std::env::var("BENCH_MODE").unwrap_or_default();
            for mode in MODES {
                if modes.is_empty() || modes == mode.name() {
                    for puzzle in &puzzles {
                        std::hint::black_box(mode.run(puzzle));
                    }
                }
            }
            continue;
        }
        // A warm-up pass of each mode, which also gives the answers to check.
        let answers = MODES.map(|mode| puzzles.iter().map(|p| mode.run(p)).collect::<Vec<_>>());
        let rounds_us = time_in_turns(&puzzles, rounds);
        for ((mode, answers), rounds_us) in MODES.into_iter().zip(&answers).zip(rounds_us) {
            let m = measure(file, mode, total, &puzzles, answers, rounds_us);
            if json {
                println!(
                    "{{\"file\":\"{}\",\"mode\":\"{}\",\"total\":{},\"puzzles\":{},\"median_us\":{:.4},\"rounds_us\":[{}],\"worst_us\":{:.3},\"worst_puzzle\":\"{}\",\"answers\":[{},{},{}]}}",
                    m.file,
                    m.mode.name(),
                    m.total,
                    m.puzzles,
                    m.median_us,
                    m.rounds_us.iter().map(|r| format!("{r:.4}")).collect::<Vec<_>>().join(","),
                    m.worst_us,
                    m.worst_puzzle,
                    m.answers[0],
                    m.answers[1],
                    m.answers[2],
                );
            } else {
                let answers = match m.mode {
                    Mode::FirstSolution => {
                        format!("{} solved, {} none", m.answers[1], m.answers[0])
                    }
                    Mode::CountToTwo => format!(
                        "{} unique, {} several, {} none",
                        m.answers[1], m.answers[2], m.answers[0]
                    ),
                };
                println!(
                    "{:<32} {:>6} {:>7} {:>10.2} {:>12.0} {:>10.1}  {answers}",
                    m.file,
                    m.mode.name(),
                    m.puzzles,
                    m.median_us,
                    1e6 / m.median_us,
                    m.worst_us,
                );
            }
        }
    }
}
