//! The plain values the JavaScript exports return (declared in `analysis.d.ts`), as a small JSON
//! tree built here rather than in the wasm-only bindings, so that native tests can read them.
//!
//! The bindings hand a tree to JavaScript as its text through one `JSON.parse`. A general JSON
//! library would more than double the size of the module for what fits in a page here.
//!
//! Cells are numbered 0 to 80 in reading order and units 0 to 8, as JavaScript arrays count;
//! explanations count from 1, as players do.

use std::fmt::{self, Write};
use std::ops::Index;

use super::generate::Generated;
use super::marks::PencilMarks;
use super::path::{Hint, LogicalPath};
use super::rating::{Difficulty, PuzzleRating, Rating};
use super::step::{Candidate, Link, LinkKind, Step};
use super::words;
use crate::grid::{Cell, Unit};

/// A JSON value. Every number the exports return is a count, an index or a digit, or a rating
/// on Sudoku Explainer's scale, written with one decimal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Json {
    Null,
    Bool(bool),
    Number(usize),
    Rating(Rating),
    String(String),
    Array(Vec<Json>),
    Object(Vec<(&'static str, Json)>),
}

impl Json {
    /// The field names of an object, in order; none for any other value.
    pub fn keys(&self) -> Vec<&'static str> {
        match self {
            Json::Object(fields) => fields.iter().map(|&(key, _)| key).collect(),
            _ => Vec::new(),
        }
    }

    /// The entries of an array; none for any other value.
    pub fn entries(&self) -> &[Json] {
        match self {
            Json::Array(entries) => entries,
            _ => &[],
        }
    }
}

/// `value["key"]`: the field of an object, or `null` when there is none.
impl Index<&str> for Json {
    type Output = Json;
    fn index(&self, key: &str) -> &Json {
        match self {
            Json::Object(fields) => fields
                .iter()
                .find(|&&(name, _)| name == key)
                .map_or(&Json::Null, |(_, value)| value),
            _ => &Json::Null,
        }
    }
}

/// `value[i]`: the entry of an array, or `null` when there is none.
impl Index<usize> for Json {
    type Output = Json;
    fn index(&self, index: usize) -> &Json {
        self.entries().get(index).unwrap_or(&Json::Null)
    }
}

/// The JSON text.
impl fmt::Display for Json {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Json::Null => f.write_str("null"),
            Json::Bool(value) => write!(f, "{value}"),
            Json::Number(value) => write!(f, "{value}"),
            Json::Rating(rating) => write!(f, "{rating}"),
            Json::String(text) => {
                f.write_char('"')?;
                for character in text.chars() {
                    match character {
                        '"' => f.write_str("\\\"")?,
                        '\\' => f.write_str("\\\\")?,
                        c if c < ' ' => write!(f, "\\u{:04x}", c as u32)?,
                        c => f.write_char(c)?,
                    }
                }
                f.write_char('"')
            }
            Json::Array(entries) => {
                f.write_char('[')?;
                for (i, entry) in entries.iter().enumerate() {
                    if i > 0 {
                        f.write_char(',')?;
                    }
                    write!(f, "{entry}")?;
                }
                f.write_char(']')
            }
            Json::Object(fields) => {
                f.write_char('{')?;
                for (i, (key, value)) in fields.iter().enumerate() {
                    if i > 0 {
                        f.write_char(',')?;
                    }
                    write!(f, "{}:{value}", Json::String(key.to_string()))?;
                }
                f.write_char('}')
            }
        }
    }
}

impl From<usize> for Json {
    fn from(value: usize) -> Json {
        Json::Number(value)
    }
}

impl From<u8> for Json {
    fn from(value: u8) -> Json {
        Json::Number(value as usize)
    }
}

impl From<bool> for Json {
    fn from(value: bool) -> Json {
        Json::Bool(value)
    }
}

impl From<&str> for Json {
    fn from(text: &str) -> Json {
        Json::String(text.to_string())
    }
}

impl From<String> for Json {
    fn from(text: String) -> Json {
        Json::String(text)
    }
}

impl From<Cell> for Json {
    fn from(cell: Cell) -> Json {
        Json::Number(cell.index())
    }
}

/// `{ kind: "row" | "column" | "box", index }`.
impl From<Unit> for Json {
    fn from(unit: Unit) -> Json {
        let (kind, index) = unit.kind();
        Json::Object(vec![("kind", kind.into()), ("index", index.into())])
    }
}

/// `{ cell, digit }`.
impl From<Candidate> for Json {
    fn from(candidate: Candidate) -> Json {
        Json::Object(vec![
            ("cell", candidate.cell.into()),
            ("digit", candidate.digit.into()),
        ])
    }
}

impl<T: Into<Json>> From<Option<T>> for Json {
    fn from(value: Option<T>) -> Json {
        value.map_or(Json::Null, Into::into)
    }
}

impl<T: Into<Json>> FromIterator<T> for Json {
    fn from_iter<I: IntoIterator<Item = T>>(entries: I) -> Json {
        Json::Array(entries.into_iter().map(Into::into).collect())
    }
}

/// `{ from, to, kind: "strong" | "weak" }`.
impl From<Link> for Json {
    fn from(link: Link) -> Json {
        let kind = match link.kind {
            LinkKind::Strong => "strong",
            LinkKind::Weak => "weak",
        };
        Json::Object(vec![
            ("from", link.from.into()),
            ("to", link.to.into()),
            ("kind", kind.into()),
        ])
    }
}

impl From<Rating> for Json {
    fn from(rating: Rating) -> Json {
        Json::Rating(rating)
    }
}

impl Step {
    /// `{ technique, rating, difficulty, cells, digits, units, links, placements, eliminations,
    /// explanation, conclusion }`.
    pub fn to_json(&self) -> Json {
        Json::Object(vec![
            ("technique", self.technique.name().into()),
            ("rating", self.rating.into()),
            ("difficulty", Difficulty::of(self.rating).name().into()),
            ("cells", self.cells.iter().copied().collect()),
            ("digits", self.digits.iter().copied().collect()),
            ("units", self.units.iter().copied().collect()),
            ("links", self.links.iter().copied().collect()),
            ("placements", self.placements.iter().copied().collect()),
            ("eliminations", self.eliminations.iter().copied().collect()),
            ("explanation", self.explanation.as_str().into()),
            (
                "conclusion",
                words::conclusion(&self.placements, &self.eliminations).into(),
            ),
        ])
    }
}

impl Hint {
    /// `{ status: "step", step }`, `{ status: "solved" | "stuck", explanation }` or
    /// `{ status: "mistake", cell, digit, explanation }`.
    pub fn to_json(&self) -> Json {
        let explanation = ("explanation", self.explanation().into());
        Json::Object(match self {
            Hint::Step(step) => vec![("status", "step".into()), ("step", step.to_json())],
            Hint::Solved => vec![("status", "solved".into()), explanation],
            Hint::Stuck => vec![("status", "stuck".into()), explanation],
            Hint::Mistake(candidate) => vec![
                ("status", "mistake".into()),
                ("cell", candidate.cell.into()),
                ("digit", candidate.digit.into()),
                explanation,
            ],
        })
    }
}

impl LogicalPath {
    /// `{ steps, solved, grid }`, `grid` being the 81 cells reached, `.` for the empty ones.
    pub fn to_json(&self) -> Json {
        Json::Object(vec![
            ("steps", self.steps.iter().map(Step::to_json).collect()),
            ("solved", self.is_solved().into()),
            ("grid", self.end.grid().to_string().into()),
        ])
    }
}

impl PuzzleRating {
    /// `{ er, ep, ed, difficulty, hardest, steps }`.
    pub fn to_json(&self) -> Json {
        Json::Object(vec![
            ("er", self.er.into()),
            ("ep", self.ep.into()),
            ("ed", self.ed.into()),
            ("difficulty", self.difficulty.name().into()),
            (
                "hardest",
                self.hardest.map(|technique| technique.name()).into(),
            ),
            ("steps", self.steps.into()),
        ])
    }
}

impl Generated {
    /// `{ puzzle, solution, rating, attempts }`, the grids as 81 characters.
    pub fn to_json(&self) -> Json {
        Json::Object(vec![
            ("puzzle", self.puzzle.to_string().into()),
            ("solution", self.solution.to_string().into()),
            ("rating", self.rating.to_json()),
            ("attempts", self.attempts.into()),
        ])
    }
}

impl PencilMarks {
    /// The candidates of the 81 cells in reading order, an empty array for a filled cell.
    pub fn to_json(&self) -> Json {
        Cell::all()
            .map(|cell| self.candidates(cell).collect::<Json>())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_json_text() {
        let value = Json::Object(vec![
            ("text", "say \"r4c7\"\\\n".into()),
            ("list", [1usize, 2].into_iter().collect()),
            ("none", Json::Null),
            ("yes", true.into()),
            ("empty", Json::Array(Vec::new())),
        ]);
        assert_eq!(
            value.to_string(),
            r#"{"text":"say \"r4c7\"\\\u000a","list":[1,2],"none":null,"yes":true,"empty":[]}"#
        );
        assert_eq!(value["list"][1], Json::Number(2));
        assert_eq!(value["missing"][0], Json::Null);
        assert_eq!(value.keys(), ["text", "list", "none", "yes", "empty"]);
    }
}
