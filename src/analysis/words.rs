//! Putting steps into words a newcomer reads: `row 4, column 7` for a cell.
//!
//! The compact notation of Sudoku forums and books (`r4c7`) is kept for one place only: a chain
//! written out link by link (`r4c7=5 → r4c2≠5 → …`), where plain words would bury the links. A
//! page that shows such a chain says what the notation means beside it.

use super::sets::{Cells, Digits};
use super::step::Candidate;
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
    let numbers = |unit: &Unit| (unit.kind().1 + 1).to_string();
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

/// What a step does, as a person would say it, in the imperative and without a full stop:
/// `place 5 in row 5, column 5`, `cross out 7 from row 4, columns 2, 5 and 7`.
///
/// Eliminations are told digit by digit, the cells of each named together as `cell_names` groups
/// them, and digits crossed out of the same cells named together, with semicolons between the
/// groups: `cross out 3 and 9 from row 5, column 5; and 7 from rows 4 and 6, column 2`. A group whose cells are a list with semicolons
/// of its own would make such a sentence ambiguous; then the cells are told one by one instead,
/// each with its digits (`cross out 5 and 9 from row 1, column 2; 5 from row 2, column 3; …`).
pub(crate) fn conclusion(placements: &[Candidate], eliminations: &[Candidate]) -> String {
    let mut parts: Vec<String> = placements
        .iter()
        .map(|p| format!("place {} in {}", p.digit, cell_name(p.cell)))
        .collect();
    // Digits in the order of their first elimination; then those crossed out of the same cells
    // together.
    let mut by_digit: Vec<(Digits, Cells)> = Vec::new();
    for e in eliminations {
        match by_digit
            .iter_mut()
            .find(|(digits, _)| digits.contains(e.digit))
        {
            Some((_, cells)) => *cells = *cells | Cells::of(e.cell),
            None => by_digit.push((Digits::of(e.digit), Cells::of(e.cell))),
        }
    }
    let mut groups: Vec<(Digits, Cells)> = Vec::new();
    for (digits, cells) in by_digit {
        match groups.iter_mut().find(|(_, same)| *same == cells) {
            Some((together, _)) => *together = *together | digits,
            None => groups.push((digits, cells)),
        }
    }
    let mut named: Vec<String> = groups
        .iter()
        .map(|&(digits, cells)| {
            let cells = cell_names(cells, "and");
            format!("{} from {cells}", digit_names(digits, "and"))
        })
        .collect();
    if named.len() > 1 && named.iter().any(|name| name.contains(';')) {
        let all: Cells = eliminations.iter().map(|e| e.cell).collect();
        named = all
            .iter()
            .map(|cell| {
                let digits: Digits = eliminations
                    .iter()
                    .filter(|e| e.cell == cell)
                    .fold(Digits::NONE, |set, e| set | Digits::of(e.digit));
                format!("{} from {}", digit_names(digits, "and"), cell_name(cell))
            })
            .collect();
    }
    if !named.is_empty() {
        parts.push(format!("cross out {}", list(named)));
    }
    parts.join("; ")
}

/// Parts that hold commas of their own, with semicolons between them: `a`, `a; and b`,
/// `a; b; and c`.
fn list(parts: Vec<String>) -> String {
    match parts.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}; and {last}", rest.join("; ")),
        _ => parts.join(""),
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
    fn a_conclusion_groups_the_cells_of_each_digit() {
        let at = |row, column, digit| Candidate {
            cell: Cell::at(row, column),
            digit,
        };
        assert_eq!(
            conclusion(&[at(4, 4, 5)], &[]),
            "place 5 in row 5, column 5"
        );
        assert_eq!(
            conclusion(&[], &[at(3, 6, 7), at(3, 1, 7), at(3, 4, 7)]),
            "cross out 7 from row 4, columns 2, 5 and 7"
        );
        assert_eq!(
            conclusion(&[], &[at(3, 1, 7), at(0, 0, 3), at(5, 1, 7)]),
            "cross out 7 from rows 4 and 6, column 2; and 3 from row 1, column 1"
        );
        assert_eq!(
            conclusion(&[], &[at(4, 4, 9), at(4, 4, 3), at(3, 1, 7), at(0, 0, 1)]),
            "cross out 3 and 9 from row 5, column 5; 7 from row 4, column 2; and 1 from row 1, column 1"
        );
        // Cells listed with semicolons of their own: told cell by cell.
        assert_eq!(
            conclusion(&[], &[at(0, 1, 5), at(1, 2, 5), at(5, 0, 5), at(0, 1, 9)]),
            "cross out 5 and 9 from row 1, column 2; 5 from row 2, column 3; and 5 from row 6, column 1"
        );
        assert_eq!(
            conclusion(&[at(0, 0, 1)], &[at(0, 1, 2)]),
            "place 1 in row 1, column 1; cross out 2 from row 1, column 2"
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
