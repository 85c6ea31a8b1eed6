//! The JSON form of every result: the plain objects the JavaScript exports return (declared in
//! `analysis.d.ts`), built here rather than in the wasm-only bindings so that native tests can
//! check their shape.
//!
//! Cells are numbered 0 to 80 in reading order and units 0 to 8, as JavaScript arrays count;
//! explanations count from 1, as players do.

use serde_json::{json, Value};

use super::candidates::PencilMarks;
use super::generate::Generated;
use super::hint::{Hint, LogicalPath};
use super::rate::Rating;
use super::step::{Candidate, Step};
use super::validate::{Solutions, Validation};
use crate::grid::{Cell, Unit};

fn unit_json(unit: Unit) -> Value {
    let (kind, index) = match unit {
        Unit::Row(i) => ("row", i),
        Unit::Column(i) => ("column", i),
        Unit::Box(i) => ("box", i),
    };
    json!({ "kind": kind, "index": index })
}

fn candidate_json(candidate: &Candidate) -> Value {
    json!({ "cell": candidate.cell.index(), "digit": candidate.digit })
}

impl Step {
    /// `{ technique, difficulty, cells, digits, units, placements, eliminations, explanation }`.
    pub fn to_json(&self) -> Value {
        json!({
            "technique": self.technique.name(),
            "difficulty": self.technique.difficulty().name(),
            "cells": self.cells.iter().map(|cell| cell.index()).collect::<Vec<_>>(),
            "digits": self.digits,
            "units": self.units.iter().map(|&unit| unit_json(unit)).collect::<Vec<_>>(),
            "placements": self.placements.iter().map(candidate_json).collect::<Vec<_>>(),
            "eliminations": self.eliminations.iter().map(candidate_json).collect::<Vec<_>>(),
            "explanation": self.explanation,
        })
    }
}

impl Hint {
    /// `{ status: "step", step }`, `{ status: "solved" | "stuck", explanation }` or
    /// `{ status: "mistake", cell, digit, explanation }`.
    pub fn to_json(&self) -> Value {
        match self {
            Hint::Step(step) => json!({ "status": "step", "step": step.to_json() }),
            Hint::Solved => json!({ "status": "solved", "explanation": self.explanation() }),
            Hint::Stuck => json!({ "status": "stuck", "explanation": self.explanation() }),
            Hint::Mistake(candidate) => json!({
                "status": "mistake",
                "cell": candidate.cell.index(),
                "digit": candidate.digit,
                "explanation": self.explanation(),
            }),
        }
    }
}

impl LogicalPath {
    /// `{ steps, solved, grid }`, `grid` being the 81 cells reached, `.` for the empty ones.
    pub fn to_json(&self) -> Value {
        json!({
            "steps": self.steps.iter().map(Step::to_json).collect::<Vec<_>>(),
            "solved": self.is_solved(),
            "grid": self.end.grid().to_string(),
        })
    }
}

impl Rating {
    /// `{ difficulty, hardest, hardestLevelSteps, steps }`.
    pub fn to_json(&self) -> Value {
        json!({
            "difficulty": self.difficulty.name(),
            "hardest": self.hardest.map(|technique| technique.name()),
            "hardestLevelSteps": self.hardest_level_steps,
            "steps": self.steps,
        })
    }
}

impl Generated {
    /// `{ puzzle, solution, rating, attempts }`, the grids as 81 characters.
    pub fn to_json(&self) -> Value {
        json!({
            "puzzle": self.puzzle.to_string(),
            "solution": self.solution.to_string(),
            "rating": self.rating.to_json(),
            "attempts": self.attempts,
        })
    }
}

impl Validation {
    /// `{ conflicts: [{ digit, unit, cells: [first, second] }], solutions }`, `solutions` being
    /// `"none"`, `"one"` or `"several"`.
    pub fn to_json(&self) -> Value {
        let conflicts: Vec<Value> = self
            .conflicts
            .iter()
            .map(|conflict| {
                json!({
                    "digit": conflict.digit,
                    "unit": unit_json(conflict.unit),
                    "cells": [conflict.first.index(), conflict.second.index()],
                })
            })
            .collect();
        let solutions = match self.solutions {
            Solutions::None => "none",
            Solutions::One => "one",
            Solutions::Several => "several",
        };
        json!({ "conflicts": conflicts, "solutions": solutions })
    }
}

impl PencilMarks {
    /// The candidates of the 81 cells in reading order, an empty array for a filled cell.
    pub fn to_json(&self) -> Value {
        Cell::all()
            .map(|cell| self.candidates(cell).collect::<Vec<_>>())
            .collect()
    }

    /// These pencil marks narrowed to the ones a person kept, given in the form of
    /// [`PencilMarks::to_json`]: a digit stays a candidate only if both have it, so marks that
    /// were never pencilled in can't come back. Entries for filled cells are ignored.
    pub fn narrowed_by_json(&self, kept: &Value) -> Result<PencilMarks, String> {
        let shape_error = || "the pencil marks must be an array of 81 arrays of digits".to_string();
        let cells = kept.as_array().ok_or_else(shape_error)?;
        if cells.len() != 81 {
            return Err(format!("{}, found {} arrays", shape_error(), cells.len()));
        }
        let mut narrowed = self.clone();
        for (cell, entry) in Cell::all().zip(cells) {
            let digits = entry.as_array().ok_or_else(shape_error)?;
            let mut kept_here = [false; 10];
            for digit in digits {
                match digit.as_u64() {
                    Some(d @ 1..=9) => kept_here[d as usize] = true,
                    _ => {
                        return Err(format!(
                            "the pencil marks of {cell} must be digits 1-9, found {digit}"
                        ))
                    }
                }
            }
            for digit in self.candidates(cell) {
                if !kept_here[digit as usize] {
                    narrowed.eliminate(cell, digit);
                }
            }
        }
        Ok(narrowed)
    }
}
