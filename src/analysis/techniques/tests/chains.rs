//! Chains on real puzzle states.

use super::super::chains as engine;
use super::*;
use crate::grid::Grid;

/// Pencil marks from Sudoku Explainer's 729-character form: nine characters a cell, the digit
/// where it is a candidate; a cell with one digit is taken as placed.
fn marks_from_729(text: &str) -> PencilMarks {
    let bytes: Vec<u8> = text.trim().bytes().collect();
    assert_eq!(bytes.len(), 729);
    let mut marks = PencilMarks::from_grid(&Grid::EMPTY);
    let mut placed = Vec::new();
    for cell in Cell::all() {
        let digits: Vec<u8> = bytes[cell.index() * 9..cell.index() * 9 + 9]
            .iter()
            .filter(|b| b.is_ascii_digit())
            .map(|b| b - b'0')
            .collect();
        if digits.len() == 1 {
            placed.push((cell, digits[0]));
        } else {
            marks.keep_only(cell, &digits);
        }
    }
    for (cell, digit) in placed {
        marks.place(cell, digit);
    }
    marks
}

#[test]
#[ignore]
fn probe() {
    let text = std::fs::read_to_string("/tmp/chains_probe.txt").unwrap();
    let marks = marks_from_729(&text);
    for (name, search) in [
        (
            "cycles",
            engine::cycles_and_forcing_chains as fn(&PencilMarks) -> Option<Step>,
        ),
        ("nishio", |m| {
            engine::forcing_chains(m, engine::Mode::NISHIO)
        }),
        ("multiple", |m| {
            engine::forcing_chains(m, engine::Mode::MULTIPLE)
        }),
        ("dynamic", |m| {
            engine::forcing_chains(m, engine::Mode::DYNAMIC)
        }),
    ] {
        if let Some(step) = search(&marks) {
            println!(
                "{name}: {} {} {:?} {:?} {}",
                step.rating, step.technique, step.placements, step.eliminations, step.explanation
            );
        }
    }
}

/// Compares the first chaining step with Sudoku Explainer's on the states it left before each
/// of its chaining steps (a file of `marks` lines each followed by `@rating@description`).
#[test]
#[ignore]
fn compare_with_sudoku_explainer() {
    let text = std::fs::read_to_string("/tmp/chains_se/sample_out.txt").unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let (mut same, mut total) = (0, 0);
    let mut times = std::collections::BTreeMap::new();
    for pair in lines.windows(2) {
        let (marks, after) = (pair[0], pair[1]);
        if marks.len() != 729 || !after.starts_with('@') {
            continue;
        }
        let mut parts = after[1..].splitn(2, '@');
        let rating: f64 = parts.next().unwrap().parse().unwrap();
        let name = parts.next().unwrap();
        let chain = ["Cycle", "Chain", "Turbot", "Generalized X-Wing"];
        if rating < 6.5 || !chain.iter().any(|word| name.contains(word)) {
            continue;
        }
        let marks = marks_from_729(marks);
        let searches: [(&str, fn(&PencilMarks) -> Option<Step>); 4] = [
            ("cycles", engine::cycles_and_forcing_chains),
            ("nishio", |m| {
                engine::forcing_chains(m, engine::Mode::NISHIO)
            }),
            ("multiple", |m| {
                engine::forcing_chains(m, engine::Mode::MULTIPLE)
            }),
            ("dynamic", |m| {
                engine::forcing_chains(m, engine::Mode::DYNAMIC)
            }),
        ];
        let mut ours = None;
        for (search, find) in searches {
            let start = std::time::Instant::now();
            let step = find(&marks);
            *times.entry(search).or_insert(0.0) += start.elapsed().as_secs_f64();
            if step.is_some() {
                ours = step;
                break;
            }
        }
        total += 1;
        let ours_rating = ours
            .as_ref()
            .map_or(0.0, |s| s.rating.in_tenths() as f64 / 10.0);
        if (ours_rating - rating).abs() < 0.01 {
            same += 1;
        } else {
            println!(
                "SE {rating} {name} | ours {}",
                ours.map_or("nothing".to_string(), |s| format!(
                    "{} {} {:?} {:?}",
                    s.rating, s.technique, s.placements, s.eliminations
                ))
            );
        }
    }
    println!("{same} of {total} agree; seconds per search: {times:?}");
}
