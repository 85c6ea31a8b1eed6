use std::time::Instant;
fn main() {
    let file = std::env::args().nth(1).unwrap();
    if file == "check" {
        check(&std::env::args().nth(2).unwrap());
        return;
    }
    if file == "dump" {
        dump(&std::env::args().nth(2).unwrap());
        return;
    }
    if file == "show" {
        show(&std::env::args().nth(2).unwrap());
        return;
    }
    let count: usize = std::env::args().nth(2).map_or(10, |n| n.parse().unwrap());
    for line in std::fs::read_to_string(file).unwrap().lines().take(count) {
        let start = Instant::now();
        let path = sudoku_wasm::solve_steps(line).unwrap();
        let er = path.steps.iter().map(|s| s.rating).max().unwrap();
        let hardest = path.steps.iter().find(|s| s.rating == er).unwrap();
        println!(
            "{line} {er} {} solved={} {:.0}ms",
            hardest.technique,
            path.is_solved(),
            start.elapsed().as_secs_f64() * 1000.0
        );
    }
}
#[allow(dead_code)]
fn show(line: &str) {
    for s in sudoku_wasm::solve_steps(line).unwrap().steps {
        println!("{} {} {}", s.rating, s.technique, s.explanation);
    }
}
#[allow(dead_code)]
fn check(line: &str) {
    let solution = sudoku_wasm::solve(line).unwrap();
    let path = sudoku_wasm::solve_steps(line).unwrap();
    let mut marks = sudoku_wasm::candidates(line).unwrap();
    for (i, s) in path.steps.iter().enumerate() {
        marks.apply(s);
        for cell in sudoku_wasm::Cell::all() {
            let d = solution.digit(cell).unwrap();
            if marks.grid().digit(cell).is_none() && !marks.candidates(cell).any(|c| c == d) {
                println!(
                    "step {i} {} {} {} removed the solution at {:?}",
                    s.rating, s.technique, s.explanation, cell
                );
                return;
            }
        }
    }
    println!(
        "sound; {} steps; last: {}",
        path.steps.len(),
        path.steps.last().unwrap().explanation
    );
}
#[allow(dead_code)]
fn dump(line: &str) {
    let path = sudoku_wasm::solve_steps(line).unwrap();
    let marks = &path.end;
    let mut out = String::new();
    for cell in sudoku_wasm::Cell::all() {
        let placed = marks.grid().digit(cell);
        for d in 1..=9u8 {
            let has = match placed {
                Some(p) => p == d,
                None => marks.candidates(cell).any(|c| c == d),
            };
            out.push(if has { (b'0' + d) as char } else { '.' });
        }
    }
    println!("{out}");
}
