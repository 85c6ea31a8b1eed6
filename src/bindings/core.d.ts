// The values the core's exports return (src/bindings/core.rs).

/** Two equal digits in one unit. */
export interface Conflict {
  digit: Digit;
  unit: Unit;
  cells: [CellIndex, CellIndex];
}

export interface Validation {
  /** Every pair of clashing digits; the first is the one `solve_sudoku` would report. */
  conflicts: Conflict[];
  /** `"none"` whenever there are conflicts. */
  solutions: "none" | "one" | "several";
}
