use std::time::Instant;
fn main() {
    let file = std::env::args().nth(1).unwrap();
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
