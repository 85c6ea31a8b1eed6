//! Putting steps into words a newcomer reads: `row 4, column 7` for a cell.
//!
//! The compact notation of Sudoku forums and books (`r4c7`) is kept for one place only: a chain
//! written out link by link (`r4c7=5 → r4c2≠5 → …`), where plain words would bury the links. A
//! page that shows such a chain says what the notation means beside it.

use super::sets::{Cells, Digits};
use crate::grid::{Cell, Unit};

/// A cell in plain words: `row 4, column 7`.
pub(crate) fn cell_name(cell: Cell) -> String {
    format!("row {}, column {}", cell.row() + 1, cell.column() + 1)
}

/// A cell in the compact notation of chains: `r4c7` is row 4, column 7.
pub(crate) fn chain_cell_name(cell: Cell) -> String {
    format!("r{}c{}", cell.row() + 1, cell.column() + 1)
}

/// The cells of a set in plain words, in reading order, joined by a conjunction ("and", "or"):
/// those of one row or one column share it (`row 1, columns 2 and 5`), those where two or more
/// rows cross as many columns are named by them (`the cells where rows 1 and 5 cross columns 1
/// and 4`), and any others are listed row by row, with semicolons between the rows, since each
/// name holds a comma (`row 1, columns 2 and 5; and row 3, column 3`).
pub(crate) fn cell_names(cells: Cells, conjunction: &str) -> String {
    let mut rows: Vec<usize> = cells.iter().map(Cell::row).collect();
    let mut columns: Vec<usize> = cells.iter().map(Cell::column).collect();
    rows.dedup(); // reading order: equal rows are next to each other
    columns.sort_unstable();
    columns.dedup();
    let numbers = |items: &[usize], conjunction: &str| {
        join(
            items.iter().map(|i| (i + 1).to_string()).collect(),
            conjunction,
        )
    };
    match (rows.as_slice(), columns.as_slice()) {
        ([], _) => String::new(),
        ([row], [column]) => cell_name(Cell::at(*row, *column)),
        ([row], _) => format!(
            "row {}, columns {}",
            row + 1,
            numbers(&columns, conjunction)
        ),
        (_, [column]) => format!(
            "rows {}, column {}",
            numbers(&rows, conjunction),
            column + 1
        ),
        _ if rows.len() * columns.len() == cells.len() && conjunction == "and" => format!(
            "the cells where rows {} cross columns {}",
            numbers(&rows, "and"),
            numbers(&columns, "and")
        ),
        _ => {
            let in_rows: Vec<Cells> = rows
                .iter()
                .map(|&row| cells.iter().filter(|cell| cell.row() == row).collect())
                .collect();
            let plain = in_rows.len() == 2 && in_rows.iter().all(|in_row| in_row.len() == 1);
            let groups: Vec<String> = in_rows
                .into_iter()
                .map(|in_row| cell_names(in_row, conjunction))
                .collect();
            if plain {
                join(groups, conjunction)
            } else {
                let (last, rest) = groups.split_last().expect("two rows or more");
                format!("{}; {conjunction} {last}", rest.join("; "))
            }
        }
    }
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

/// A sentence that opens with a name (`row 4, column 7 is …`), with its first letter a capital.
pub(crate) fn capitalized(text: String) -> String {
    let mut characters = text.chars();
    match characters.next() {
        Some(first) => first.to_uppercase().chain(characters).collect(),
        None => text,
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

    fn cells(list: &[(usize, usize)]) -> Cells {
        list.iter()
            .map(|&(row, column)| Cell::at(row, column))
            .collect()
    }

    #[test]
    fn cells_are_named_in_plain_words() {
        assert_eq!(cell_name(Cell::at(3, 6)), "row 4, column 7");
        assert_eq!(cell_names(cells(&[(3, 6)]), "and"), "row 4, column 7");
        assert_eq!(
            cell_names(cells(&[(0, 1), (0, 4), (0, 8)]), "and"),
            "row 1, columns 2, 5 and 9"
        );
        assert_eq!(
            cell_names(cells(&[(1, 2), (6, 2)]), "or"),
            "rows 2 or 7, column 3"
        );
        assert_eq!(
            cell_names(cells(&[(0, 0), (0, 3), (4, 0), (4, 3)]), "and"),
            "the cells where rows 1 and 5 cross columns 1 and 4"
        );
        assert_eq!(
            cell_names(cells(&[(0, 1), (2, 2)]), "and"),
            "row 1, column 2 and row 3, column 3"
        );
        assert_eq!(
            cell_names(cells(&[(0, 1), (0, 4), (2, 2)]), "and"),
            "row 1, columns 2 and 5; and row 3, column 3"
        );
        assert_eq!(
            cell_names(cells(&[(0, 1), (4, 4), (8, 2)]), "or"),
            "row 1, column 2; row 5, column 5; or row 9, column 3"
        );
        // A rectangle's corners read as a list when the sentence offers a choice between them.
        assert_eq!(
            cell_names(cells(&[(0, 0), (0, 3), (4, 0), (4, 3)]), "or"),
            "row 1, columns 1 or 4; or row 5, columns 1 or 4"
        );
    }

    #[test]
    fn chains_keep_the_compact_notation() {
        assert_eq!(chain_cell_name(Cell::at(3, 6)), "r4c7");
    }

    #[test]
    fn digits_units_and_sentences() {
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
        assert_eq!(
            capitalized("row 4, column 7 is 5.".to_string()),
            "Row 4, column 7 is 5."
        );
    }
}
