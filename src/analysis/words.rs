//! Putting steps into words, in the notation players use: `r4c7` for row 4, column 7.

use super::sets::{Cells, Digits};
use crate::grid::{Cell, Unit};

/// A cell in the compact notation of Sudoku forums and books: `r4c7` is row 4, column 7.
pub(crate) fn cell_name(cell: Cell) -> String {
    format!("r{}c{}", cell.row() + 1, cell.column() + 1)
}

/// The cells of a set in reading order, joined by a conjunction: `r1c2, r1c5 and r3c3`.
pub(crate) fn cell_names(cells: Cells, conjunction: &str) -> String {
    join(cells.iter().map(cell_name).collect(), conjunction)
}

/// Digits joined by a conjunction: `4 and 7`, or `1, 2 or 3`.
pub(crate) fn digit_names(digits: Digits, conjunction: &str) -> String {
    join(digits.iter().map(|d| d.to_string()).collect(), conjunction)
}

/// Units, with one plural noun when they are of one kind: `rows 2, 5 and 7`.
pub(crate) fn unit_names(units: &[Unit]) -> String {
    let kind = |unit: &Unit| match unit {
        Unit::Row(_) => "rows",
        Unit::Column(_) => "columns",
        Unit::Box(_) => "boxes",
    };
    let numbers = |unit: &Unit| match *unit {
        Unit::Row(i) | Unit::Column(i) | Unit::Box(i) => (i + 1).to_string(),
    };
    match units {
        [one] => one.to_string(),
        [first, ..] if units.iter().all(|u| kind(u) == kind(first)) => {
            format!(
                "{} {}",
                kind(first),
                join(units.iter().map(numbers).collect(), "and")
            )
        }
        _ => join(units.iter().map(Unit::to_string).collect(), "and"),
    }
}

/// `a`, `a and b`, `a, b and c`.
fn join(items: Vec<String>, conjunction: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {conjunction} {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_the_way_players_write_them() {
        assert_eq!(cell_name(Cell::at(3, 6)), "r4c7");
        let cells: Cells = [Cell::at(0, 1), Cell::at(0, 4), Cell::at(2, 2)]
            .into_iter()
            .collect();
        assert_eq!(cell_names(cells, "and"), "r1c2, r1c5 and r3c3");
        assert_eq!(
            digit_names([1, 2, 3].into_iter().collect(), "or"),
            "1, 2 or 3"
        );
        assert_eq!(digit_names(Digits::of(5), "or"), "5");
        assert_eq!(unit_names(&[Unit::Row(1), Unit::Row(6)]), "rows 2 and 7");
        assert_eq!(unit_names(&[Unit::Box(5)]), "box 6");
        assert_eq!(
            unit_names(&[Unit::Row(0), Unit::Column(2)]),
            "row 1 and column 3"
        );
    }
}
