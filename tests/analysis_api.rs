//! The public analysis functions: pencil marks, validation, hints, the logical path and ratings,
//! their errors, and the JSON shapes the JavaScript exports return.

mod common;

use std::collections::BTreeSet;

use common::*;
use sudoku_wasm::{
    candidates, hint, hint_for, rate, solve_steps, validate, Candidate, Cell, Conflict, Difficulty,
    Grid, Hint, Json, PuzzleError, Rating, Solutions, Technique, Unit,
};

/// The puzzles of `solution_counts.txt` with exactly `count` solutions (or more, for `None`).
fn puzzles_with_solutions(count: Option<usize>) -> Vec<String> {
    read_lines("solution_counts.txt")
        .into_iter()
        .filter_map(|line| {
            let mut fields = line.split(':');
            let puzzle = fields.next()?.to_string();
            let found: usize = fields.next()?.parse().ok()?;
            let wanted = match count {
                Some(count) => found == count,
                None => found > 1,
            };
            wanted.then_some(puzzle)
        })
        .collect()
}

#[test]
fn candidates_are_the_digits_the_rules_allow() {
    let marks = candidates(LEETCODE_PUZZLE).unwrap();
    assert_eq!(
        marks.candidates(Cell::at(0, 2)).collect::<Vec<_>>(),
        [1, 2, 4]
    );
    assert_eq!(
        marks.candidates(Cell::at(0, 0)).count(),
        0,
        "a given has none"
    );
    assert_eq!(marks.grid().to_string(), LEETCODE_PUZZLE.replace('0', "."));
    let json = marks.to_json();
    assert_eq!(json.entries().len(), 81);
    assert_eq!(json[2].to_string(), "[1,2,4]");
    assert_eq!(json[0].to_string(), "[]");
}

#[test]
fn analysis_refuses_bad_puzzles_with_the_solver_s_messages() {
    let bad = [
        &LEETCODE_PUZZLE[..80],
        "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    ];
    for puzzle in bad {
        let error = sudoku_wasm::solve(puzzle).unwrap_err();
        assert_eq!(candidates(puzzle).unwrap_err(), error);
        assert_eq!(hint(puzzle).unwrap_err(), error);
        assert_eq!(solve_steps(puzzle).unwrap_err(), error);
        assert_eq!(rate(puzzle).unwrap_err(), error);
    }
    for puzzle in puzzles_with_solutions(Some(0)) {
        assert_eq!(
            hint(&puzzle).unwrap_err(),
            PuzzleError::NoSolution,
            "{puzzle}"
        );
        assert_eq!(solve_steps(&puzzle).unwrap_err(), PuzzleError::NoSolution);
        assert_eq!(rate(&puzzle).unwrap_err(), PuzzleError::NoSolution);
    }
}

#[test]
fn validate_reports_every_clash_and_the_number_of_solutions() {
    // Two 5s in row 1 and box 1, and a third 5 below the second in column 2.
    let clashing =
        "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5.5..8..79";
    let validation = validate(clashing).unwrap();
    let grid: Grid = clashing.parse().unwrap();
    assert_eq!(validation.conflicts.first().copied(), grid.first_conflict());
    let at = |row, column| Cell::at(row, column);
    let expected = [
        (Unit::Row(0), at(0, 0), at(0, 1)),
        (Unit::Column(1), at(0, 1), at(8, 1)),
        (Unit::Box(0), at(0, 0), at(0, 1)),
    ];
    let expected: Vec<Conflict> = expected
        .into_iter()
        .map(|(unit, first, second)| Conflict {
            digit: 5,
            first,
            second,
            unit,
        })
        .collect();
    assert_eq!(validation.conflicts, expected);
    assert_eq!(validation.solutions, Solutions::None);

    assert_eq!(validate(LEETCODE_PUZZLE).unwrap().solutions, Solutions::One);
    assert_eq!(
        validate(&".".repeat(81)).unwrap().solutions,
        Solutions::Several
    );
    for puzzle in puzzles_with_solutions(Some(0)) {
        let validation = validate(&puzzle).unwrap();
        assert_eq!(
            (validation.conflicts.len(), validation.solutions),
            (0, Solutions::None)
        );
    }
    assert!(matches!(
        validate("1234"),
        Err(PuzzleError::CellCount { found: 4 })
    ));
}

#[test]
fn hints_say_what_to_do_next_or_why_there_is_nothing() {
    let Hint::Step(first) = hint(LEETCODE_PUZZLE).unwrap() else {
        panic!("the LeetCode example starts with a single");
    };
    // Sudoku Explainer looks for hidden singles in boxes first.
    assert_eq!(
        (first.technique, first.rating),
        (Technique::HiddenSingle, Rating::tenths(12))
    );
    assert_eq!(hint(LEETCODE_SOLUTION).unwrap(), Hint::Solved);

    // Where the logical path of a puzzle with several solutions stops, nothing applies.
    let several = puzzles_with_solutions(None).remove(0);
    let stalled = solve_steps(&several).unwrap().end;
    assert_eq!(hint_for(&stalled).unwrap(), Hint::Stuck);
    assert!(Hint::Stuck.explanation().contains("several solutions"));

    // Crossing out a digit the solution needs is a mistake, reported before any step.
    let mut marks = candidates(LEETCODE_PUZZLE).unwrap();
    marks.eliminate(Cell::at(0, 2), 4);
    let mistake = Candidate {
        cell: Cell::at(0, 2),
        digit: 4,
    };
    assert_eq!(hint_for(&marks).unwrap(), Hint::Mistake(mistake));
    assert_eq!(
        Hint::Mistake(mistake).explanation(),
        "The pencil marks rule out 4 in row 1, column 3, but the solution has 4 there."
    );
}

#[test]
fn hints_follow_the_marks_a_person_has_narrowed() {
    // Replaying the logical path hint by hint, each hint must be the path's next step: after an
    // elimination, the same digits in the grid give a new hint because the marks changed.
    let puzzle = read_lines("top95.txt")
        .into_iter()
        .find(|puzzle| solve_steps(puzzle).unwrap().is_solved())
        .unwrap();
    let path = solve_steps(&puzzle).unwrap();
    assert!(path.steps.iter().any(|step| !step.eliminations.is_empty()));
    let mut marks = candidates(&puzzle).unwrap();
    for step in &path.steps {
        // What a page sends: the grid so far, and the marks it keeps, cell by cell.
        let mut sent = candidates(&marks.grid().to_string()).unwrap();
        for cell in Cell::all() {
            sent.keep_only(cell, &marks.candidates(cell).collect::<Vec<_>>());
        }
        assert_eq!(sent, marks);
        assert_eq!(hint_for(&sent).unwrap(), Hint::Step(step.clone()));
        marks.apply(step);
    }
    assert_eq!(hint_for(&marks).unwrap(), Hint::Solved);
}

#[test]
fn kept_marks_only_narrow_the_rules() {
    let mut marks = candidates(LEETCODE_PUZZLE).unwrap();
    let r1c3 = Cell::at(0, 2);
    marks.keep_only(r1c3, &[4, 9, 2]);
    assert_eq!(
        marks.candidates(r1c3).collect::<Vec<_>>(),
        [2, 4],
        "9 was never allowed"
    );
    marks.keep_only(r1c3, &[1, 2, 4]);
    assert_eq!(
        marks.candidates(r1c3).collect::<Vec<_>>(),
        [2, 4],
        "1 can't come back"
    );
    marks.keep_only(Cell::at(0, 0), &[1]);
    assert_eq!(
        marks.candidates(Cell::at(0, 0)).count(),
        0,
        "a given has none"
    );
}

#[test]
fn puzzles_with_several_solutions_never_use_uniqueness_and_are_not_rated() {
    let several = puzzles_with_solutions(None);
    assert!(!several.is_empty());
    for puzzle in several {
        let path = solve_steps(&puzzle).unwrap();
        assert!(
            !path.is_solved(),
            "logic can't choose between solutions: {puzzle}"
        );
        for step in &path.steps {
            assert!(
                !step.technique.relies_on_uniqueness(),
                "{puzzle}: {}",
                step.explanation
            );
        }
        assert_eq!(rate(&puzzle), Err(PuzzleError::SeveralSolutions));
    }
}

#[test]
fn ratings_are_read_off_the_logical_path() {
    let full = rate(LEETCODE_SOLUTION).unwrap();
    assert_eq!(
        (full.er, full.ep, full.ed, full.hardest, full.steps),
        (
            Rating::tenths(0),
            Rating::tenths(0),
            Rating::tenths(0),
            None,
            0
        )
    );
    for puzzle in read_lines("top95.txt")
        .into_iter()
        .chain([LEETCODE_PUZZLE.to_string()])
    {
        let path = solve_steps(&puzzle).unwrap();
        let rating = rate(&puzzle).unwrap();
        assert_eq!(rating, path.rating());
        let ratings: Vec<Rating> = path.steps.iter().map(|step| step.rating).collect();
        let er = *ratings.iter().max().unwrap();
        assert_eq!(rating.er, er, "{puzzle}");
        let up_to_placement = path
            .steps
            .iter()
            .position(|s| !s.placements.is_empty())
            .map_or(ratings.len(), |at| at + 1);
        assert_eq!(rating.ep, *ratings[..up_to_placement].iter().max().unwrap());
        assert_eq!(rating.ed, ratings[0]);
        let hardest = path.steps.iter().find(|step| step.rating == er).unwrap();
        assert_eq!(rating.hardest, Some(hardest.technique));
        assert_eq!(rating.difficulty, Difficulty::of(er));
        assert_eq!(rating.steps, path.steps.len());
    }
}

#[test]
fn a_path_up_to_a_rating_stops_at_the_first_harder_step() {
    let ceiling = Rating::tenths(74);
    for puzzle in read_lines("top95.txt").into_iter().take(30) {
        let full = solve_steps(&puzzle).unwrap();
        let short = sudoku_wasm::solve_steps_up_to(&puzzle, ceiling).unwrap();
        // The same path as far as it goes, every step but a last, harder one within the ceiling.
        assert_eq!(short.steps[..], full.steps[..short.steps.len()], "{puzzle}");
        let (last, within) = short.steps.split_last().unwrap();
        assert!(within.iter().all(|step| step.rating <= ceiling), "{puzzle}");
        if full.rating().er <= ceiling {
            assert!(short.is_solved(), "{puzzle}");
        } else {
            assert!(!short.is_solved(), "{puzzle}");
            assert!(last.rating > ceiling || short.steps.len() < full.steps.len());
        }
    }
}

/// The field names of an interface in the TypeScript declarations.
fn declared_fields(interface: &str) -> BTreeSet<String> {
    let declarations = [
        include_str!("../src/analysis/analysis.d.ts"),
        include_str!("../src/bindings/shared.d.ts"),
    ]
    .concat();
    let start = declarations
        .find(&format!("export interface {interface} {{"))
        .unwrap_or_else(|| panic!("no interface {interface}"));
    let body = &declarations[start..];
    let body = &body[body.find('{').unwrap() + 1..body.find("\n}").unwrap()];
    body.lines()
        .filter_map(|line| {
            let line = line.trim();
            let name = line.split(':').next()?;
            (!line.starts_with('*') && !line.starts_with('/') && line.contains(':'))
                .then(|| name.trim_end_matches('?').to_string())
        })
        .collect()
}

fn keys(value: &Json) -> BTreeSet<String> {
    value.keys().into_iter().map(String::from).collect()
}

#[test]
fn json_shapes_match_the_typescript_declarations() {
    let puzzle = read_lines("top95.txt").remove(0);
    let path = solve_steps(&puzzle).unwrap();
    let path_json = path.to_json();
    assert_eq!(keys(&path_json), declared_fields("SolveSteps"));
    let step = path
        .steps
        .iter()
        .find(|s| !s.units.is_empty() && !s.eliminations.is_empty());
    let step = step.unwrap().to_json();
    assert_eq!(keys(&step), declared_fields("Step"));
    assert_eq!(keys(&step["units"][0]), declared_fields("Unit"));
    assert_eq!(keys(&step["eliminations"][0]), declared_fields("Candidate"));
    assert_eq!(
        keys(&rate(&puzzle).unwrap().to_json()),
        declared_fields("Rating")
    );
    let chain = path.steps.iter().find(|s| !s.links.is_empty());
    if let Some(chain) = chain {
        assert_eq!(keys(&chain.to_json()["links"][0]), declared_fields("Link"));
    }
    let generated = sudoku_wasm::generate(Difficulty::Easy, 1, false).to_json();
    assert_eq!(keys(&generated), declared_fields("Generated"));

    // Every technique and level name the data can hold is declared.
    let declarations = include_str!("../src/analysis/analysis.d.ts");
    for technique in Technique::ALL {
        assert!(
            declarations.contains(&format!("\"{}\"", technique.name())),
            "{technique}"
        );
    }
    for level in Difficulty::ALL {
        assert!(declarations.contains(&format!("\"{level}\"")), "{level}");
    }
    for status in ["step", "solved", "stuck", "mistake"] {
        assert!(
            declarations.contains(&format!("status: \"{status}\"")),
            "{status}"
        );
    }
    let solved = hint(LEETCODE_SOLUTION).unwrap().to_json();
    assert_eq!(
        solved.to_string(),
        r#"{"status":"solved","explanation":"Every cell is filled: the puzzle is solved."}"#
    );
    let mut marks = candidates(LEETCODE_PUZZLE).unwrap();
    marks.eliminate(Cell::at(0, 2), 4);
    let mistake = hint_for(&marks).unwrap().to_json();
    assert_eq!(mistake.keys(), ["status", "cell", "digit", "explanation"]);
    assert_eq!(
        (&mistake["cell"], &mistake["digit"]),
        (&Json::Number(2), &Json::Number(4))
    );
}
