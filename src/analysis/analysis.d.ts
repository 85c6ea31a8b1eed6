// CellIndex, Digit and Unit are declared in src/bindings/shared.d.ts, shared with the core.

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
 * A rating on Sudoku Explainer's scale, with one decimal: from 1.0 (a full house) to about 12
 * (nested forcing chains).
 */
export type SERating = number;

/**
 * The named levels of difficulty, each a range of Sudoku Explainer's rating: easy 1.0–2.3,
 * medium 2.4–3.9, hard 4.0–5.9, expert 6.0–7.9, extreme 8.0 and up.
 */
export type Difficulty = "easy" | "medium" | "hard" | "expert" | "extreme";

/** The techniques, family by family in the order Sudoku Explainer looks for them. */
export type TechniqueName =
  | "Full House"
  | "Hidden Single"
  | "Naked Single"
  | "Direct Pointing"
  | "Direct Claiming"
  | "Pointing"
  | "Claiming"
  | "Direct Hidden Pair"
  | "Direct Hidden Triple"
  | "Naked Pair"
  | "Naked Triple"
  | "Naked Quad"
  | "Hidden Pair"
  | "Hidden Triple"
  | "Hidden Quad"
  | "X-Wing"
  | "Swordfish"
  | "Jellyfish"
  | "XY-Wing"
  | "XYZ-Wing"
  | "WXYZ-Wing"
  | "VWXYZ-Wing"
  | "UVWXYZ-Wing"
  | "TUVWXYZ-Wing"
  | "Skyscraper"
  | "2-String Kite"
  | "Turbot Fish"
  | "3 Strong Links"
  | "4 Strong Links"
  | "Unique Rectangle"
  | "Unique Loop"
  | "Bivalue Universal Grave"
  | "Aligned Pair Exclusion"
  | "Aligned Triple Exclusion"
  | "Bidirectional X-Cycle"
  | "Bidirectional Y-Cycle"
  | "Bidirectional Cycle"
  | "Forcing X-Chain"
  | "Forcing Chain"
  | "Nishio Forcing Chain"
  | "Cell Forcing Chains"
  | "Region Forcing Chains"
  | "Dynamic Contradiction Forcing Chains"
  | "Dynamic Double Forcing Chains"
  | "Dynamic Cell Forcing Chains"
  | "Dynamic Region Forcing Chains"
  | "Dynamic Forcing Chains (+)"
  | "Nested Forcing Chains";

/**
 * One link of a chain, read from `from` to `to`. A strong link: if `from` is false, `to` is
 * true (the only two digits of a cell, or the only two places of a digit in a unit). A weak
 * link: if `from` is true, `to` is false (two digits of one cell, or one digit twice in a unit).
 */
export interface Link {
  from: Candidate;
  to: Candidate;
  kind: "strong" | "weak";
}

/** One logical step: the pattern a technique saw, what it changes, and why. */
export interface Step {
  technique: TechniqueName;
  /** How hard the step is, on Sudoku Explainer's scale. */
  rating: SERating;
  /** The level of `rating`. */
  difficulty: Difficulty;
  /** The cells of the pattern, to highlight. */
  cells: CellIndex[];
  /** The digits the pattern is about. */
  digits: Digit[];
  /** The units the pattern lives in (may be empty, e.g. for wings and chains). */
  units: Unit[];
  /** The links of the chains the step follows, in reading order; empty for other steps. */
  links: Link[];
  /** Digits to write in. */
  placements: Candidate[];
  /**
   * Candidates to cross out. Placing a digit also crosses it out of the cell's row, column and
   * box; those are not listed.
   */
  eliminations: Candidate[];
  /**
   * One sentence saying why, with cells named in plain words ("row 4, column 7"); a chain written
   * out link by link keeps the compact notation of Sudoku forums: `r4c7=5 → r4c2≠5` reads "if row
   * 4, column 7 is 5, then row 4, column 2 is not 5".
   */
  explanation: string;
  /**
   * What the step does, in the imperative and without a full stop, the cells of each digit named
   * together: "place 5 in row 5, column 5", "cross out 7 from row 4, columns 2, 5 and 7; and 3
   * from row 1, column 1".
   */
  conclusion: string;
}

/** What to tell a person looking at a puzzle and its pencil marks. */
export type Hint =
  | { status: "step"; step: Step }
  | { status: "solved"; explanation: string }
  /** No technique applies: the puzzle has several solutions from here on. */
  | { status: "stuck"; explanation: string }
  /** The pencil marks rule out the digit the solution has in `cell`. */
  | { status: "mistake"; cell: CellIndex; digit: Digit; explanation: string };

/** The logical path of a puzzle, as far as the techniques go. */
export interface SolveSteps {
  steps: Step[];
  /** True when the techniques alone filled every cell. */
  solved: boolean;
  /** The 81 cells after the last step, `.` for the empty ones. */
  grid: string;
}

/** How hard a puzzle is, as Sudoku Explainer rates it. */
export interface Rating {
  /** The hardest step of the logical path (0 for a full grid). */
  er: SERating;
  /** The hardest step up to the first placed digit. */
  ep: SERating;
  /** The first step's rating. */
  ed: SERating;
  /** The level of `er`. */
  difficulty: Difficulty;
  /** The technique of the hardest step; `null` for a full grid. */
  hardest: TechniqueName | null;
  /** How many steps the logical path takes. */
  steps: number;
}

/** A range of Sudoku Explainer's rating, both ends included, from 1.0 to 12.0. */
export interface RatingRange {
  from: SERating;
  to: SERating;
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
