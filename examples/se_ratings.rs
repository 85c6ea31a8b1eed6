//! How often `rate` agrees with Sukaku Explainer, rating by rating.
//!
//! ```text
//! cargo run --release --example se_ratings -- [--per-rating N] [--from 6.5] [--to 9.3]
//!     [--skip K] [--shuffle] [--disagreements] [--json] [FILE]
//! ```
//!
//! Reads lines `hash puzzle rating` (default `$SUDOKU_PUZZLES/se_rated.txt`, the directory
//! defaulting to `../shared/puzzles`), takes up to `N` puzzles of each SE rating from `--from`
//! to `--to` (every one by default), after skipping the first `K` of each rating, and rates them
//! one after the other on one thread (`solve_steps`, which is `rate`'s work). Prints, per SE rating: the puzzles, how often ER equals
//! SE's, how often it is within 0.1, how often the logic finished the grid, and the median and
//! slowest time per puzzle. `--shuffle` first relabels the digits and permutes rows and columns
//! (within and across bands and stacks, seeded by the puzzle's line), which keeps the puzzle's
//! logic but not its look; Sukaku Explainer's own rating changes under such permutations for
//! about 3% of puzzles, so expect a little less agreement. `--disagreements` lists each
//! puzzle whose ER differs, with both ratings, ER's technique and EP/ED. `--json` prints one
//! object per rating for `scripts/bench.mjs`.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Instant;

use sudoku_wasm::{solve_steps, Rating};

struct Options {
    file: PathBuf,
    per_rating: usize,
    skip: usize,
    from: u8,
    to: u8,
    shuffle: bool,
    disagreements: bool,
    json: bool,
}

fn tenths(text: &str) -> u8 {
    let value: f64 = text
        .parse()
        .unwrap_or_else(|_| panic!("not a rating: {text}"));
    (value * 10.0).round() as u8
}

fn options() -> Options {
    let directory = std::env::var_os("SUDOKU_PUZZLES")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("../shared/puzzles"));
    let mut options = Options {
        file: directory.join("se_rated.txt"),
        per_rating: usize::MAX,
        skip: 0,
        from: 0,
        to: u8::MAX,
        shuffle: false,
        disagreements: false,
        json: false,
    };
    let mut arguments = std::env::args().skip(1);
    while let Some(argument) = arguments.next() {
        let mut value = || arguments.next().expect("a value after the option");
        match argument.as_str() {
            "--per-rating" => options.per_rating = value().parse().expect("a count"),
            "--skip" => options.skip = value().parse().expect("a count"),
            "--from" => options.from = tenths(&value()),
            "--to" => options.to = tenths(&value()),
            "--shuffle" => options.shuffle = true,
            "--disagreements" => options.disagreements = true,
            "--json" => options.json = true,
            "--help" => {
                println!("see the doc comment of examples/se_ratings.rs");
                std::process::exit(0);
            }
            file => options.file = PathBuf::from(file),
        }
    }
    options
}

/// The same puzzle with its digits relabelled and its rows and columns permuted, drawn from
/// `seed`: a puzzle with the same logic that looks new.
fn shuffled(puzzle: &str, seed: u64) -> String {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move |below: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % below as u64) as usize
    };
    let mut shuffle = |items: &mut [usize]| {
        for i in (1..items.len()).rev() {
            items.swap(i, next(i + 1));
        }
    };
    let lines = |shuffle: &mut dyn FnMut(&mut [usize])| {
        let mut bands = [0, 1, 2];
        shuffle(&mut bands);
        let mut order = Vec::new();
        for band in bands {
            let mut rows = [0, 1, 2];
            shuffle(&mut rows);
            order.extend(rows.map(|row| band * 3 + row));
        }
        order
    };
    let rows = lines(&mut shuffle);
    let columns = lines(&mut shuffle);
    let mut digits = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    shuffle(&mut digits);
    let cells: Vec<char> = puzzle.chars().collect();
    let mut text = String::with_capacity(81);
    for &row in &rows {
        for &column in &columns {
            text.push(match cells[row * 9 + column].to_digit(10) {
                Some(d) if d > 0 => char::from(b'0' + digits[d as usize - 1] as u8),
                _ => '.',
            });
        }
    }
    text
}

#[derive(Default)]
struct Tally {
    puzzles: usize,
    equal: usize,
    within_a_tenth: usize,
    finished: usize,
    milliseconds: Vec<f64>,
}

fn main() {
    let options = options();
    let text = std::fs::read_to_string(&options.file)
        .unwrap_or_else(|error| panic!("{}: {error}", options.file.display()));
    let mut by_rating: BTreeMap<u8, Vec<(usize, String)>> = BTreeMap::new();
    for (number, line) in text.lines().enumerate() {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [_, puzzle, rating] = fields[..] else {
            continue;
        };
        let rating = tenths(rating);
        if (options.from..=options.to).contains(&rating) {
            by_rating
                .entry(rating)
                .or_default()
                .push((number + 1, puzzle.to_string()));
        }
    }
    let mut tallies: BTreeMap<u8, Tally> = BTreeMap::new();
    for (&se, puzzles) in &by_rating {
        let tally = tallies.entry(se).or_default();
        for (line, puzzle) in puzzles.iter().skip(options.skip).take(options.per_rating) {
            let puzzle = if options.shuffle {
                shuffled(puzzle, *line as u64)
            } else {
                puzzle.clone()
            };
            let start = Instant::now();
            let path = solve_steps(&puzzle).unwrap_or_else(|error| panic!("line {line}: {error}"));
            tally.milliseconds.push(start.elapsed().as_secs_f64() * 1e3);
            let rating = path.rating();
            let er = rating.er.in_tenths();
            tally.puzzles += 1;
            tally.equal += usize::from(er == se);
            tally.within_a_tenth += usize::from(er.abs_diff(se) <= 1);
            tally.finished += usize::from(path.is_solved());
            if options.disagreements && er != se {
                println!(
                    "line {line}: SE {} ours {} ({}), EP {} ED {}, {puzzle}",
                    Rating::tenths(se),
                    rating.er,
                    rating.hardest.map_or("-", |technique| technique.name()),
                    rating.ep,
                    rating.ed,
                );
            }
        }
    }
    report(&tallies, options.json);
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values.get(values.len() / 2).copied().unwrap_or(0.0)
}

fn report(tallies: &BTreeMap<u8, Tally>, json: bool) {
    let percent = |count: usize, of: usize| 100.0 * count as f64 / of.max(1) as f64;
    let mut all = Tally::default();
    if !json {
        println!("SE rating | puzzles | ER equal | within 0.1 | finished | median ms | max ms");
    }
    for (&se, tally) in tallies {
        let mut times = tally.milliseconds.clone();
        let slowest = times.iter().copied().fold(0.0, f64::max);
        let middle = median(&mut times);
        if json {
            println!(
                "{{\"se\":{},\"puzzles\":{},\"equal\":{},\"within\":{},\"finished\":{},\
                 \"medianMs\":{middle:.3},\"maxMs\":{slowest:.3}}}",
                Rating::tenths(se),
                tally.puzzles,
                tally.equal,
                tally.within_a_tenth,
                tally.finished
            );
        } else {
            println!(
                "{:>9} | {:>7} | {:>7.1}% | {:>9.1}% | {:>7.1}% | {:>9.2} | {:>6.1}",
                Rating::tenths(se).to_string(),
                tally.puzzles,
                percent(tally.equal, tally.puzzles),
                percent(tally.within_a_tenth, tally.puzzles),
                percent(tally.finished, tally.puzzles),
                middle,
                slowest
            );
        }
        all.puzzles += tally.puzzles;
        all.equal += tally.equal;
        all.within_a_tenth += tally.within_a_tenth;
        all.finished += tally.finished;
        all.milliseconds.extend(&tally.milliseconds);
    }
    if !json {
        let slowest = all.milliseconds.iter().copied().fold(0.0, f64::max);
        let middle = median(&mut all.milliseconds);
        println!(
            "{:>9} | {:>7} | {:>7.1}% | {:>9.1}% | {:>7.1}% | {:>9.2} | {:>6.1}",
            "all",
            all.puzzles,
            percent(all.equal, all.puzzles),
            percent(all.within_a_tenth, all.puzzles),
            percent(all.finished, all.puzzles),
            middle,
            slowest
        );
    }
}
