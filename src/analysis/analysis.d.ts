/** A cell, by its index from 0 to 80 in reading order: `row * 9 + column`, both counted from 0. */
export type CellIndex = number;

/** A digit from 1 to 9. */
export type Digit = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/**
 * A row, a column or a box, numbered from 0 to 8 (explanations count from 1, as players do).
 * Boxes are numbered left to right, top to bottom.
 */
export interface Unit {
  kind: "row" | "column" | "box";
  index: number;
}

/** A digit in a cell: what a placement writes in, or what an elimination crosses out. */
export interface Candidate {
  cell: CellIndex;
  digit: Digit;
}

/**
 * Pencil marks: for each of the 81 cells in reading order, the digits it may still hold, in
 * increasing order; `[]` for a filled cell.
 */
export type PencilMarks = Digit[][];

/**
 * The levels of difficulty, from singles only (`easy`) to needing more than every technique
 * here (`extreme`).
 */
export type Difficulty = "easy" | "medium" | "hard" | "expert" | "extreme";

/** The techniques, easiest first: the order in which hints try them. */
export type TechniqueName =
  | "Naked Single"
  | "Hidden Single"
  | "Locked Candidates (Pointing)"
  | "Locked Candidates (Claiming)"
  | "Naked Pair"
  | "Hidden Pair"
  | "Naked Triple"
  | "Hidden Triple"
  | "Naked Quad"
  | "Hidden Quad"
  | "X-Wing"
  | "Swordfish"
  | "Jellyfish"
  | "XY-Wing"
  | "XYZ-Wing"
  | "W-Wing"
  | "Simple Colouring"
  | "X-Chain"
  | "Unique Rectangle";

/** One logical step: the pattern a technique saw, what it changes, and why. */
export interface Step {
  technique: TechniqueName;
  /** The level of puzzle that needs this technique. */
  difficulty: Exclude<Difficulty, "extreme">;
  /** The cells of the pattern, to highlight. */
  cells: CellIndex[];
  /** The digits the pattern is about. */
  digits: Digit[];
  /** The units the pattern lives in (may be empty, e.g. for wings and chains). */
  units: Unit[];
  /** Digits to write in: one for a single, none for the other techniques. */
  placements: Candidate[];
  /**
   * Candidates to cross out. Placing a digit also crosses it out of the cell's row, column and
   * box; those are not listed.
   */
  eliminations: Candidate[];
  /** One sentence saying why, with cells written `r4c7` (row 4, column 7). */
  explanation: string;
}

/** What to tell a person looking at a puzzle and its pencil marks. */
export type Hint =
  | { status: "step"; step: Step }
  | { status: "solved"; explanation: string }
  /** No technique applies: going on needs guessing, or techniques beyond these. */
  | { status: "stuck"; explanation: string }
  /** The pencil marks rule out the digit the solution has in `cell`. */
  | { status: "mistake"; cell: CellIndex; digit: Digit; explanation: string };

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

/** The logical path of a puzzle, as far as the techniques go. */
export interface SolveSteps {
  steps: Step[];
  /** True when the techniques alone filled every cell. */
  solved: boolean;
  /** The 81 cells after the last step, `.` for the empty ones. */
  grid: string;
}

export interface Rating {
  difficulty: Difficulty;
  /** The hardest technique the logical path uses; `null` for a full grid. */
  hardest: TechniqueName | null;
  /** How many steps use a technique of the hardest technique's level. */
  hardestLevelSteps: number;
  /** How many steps the logical path takes in all. */
  steps: number;
}

export interface Generated {
  /** 81 characters, `.` for the empty cells. */
  puzzle: string;
  /** 81 digits. */
  solution: string;
  rating: Rating;
  /** How many minimal puzzles were made before one had the rating asked for. */
  attempts: number;
}
