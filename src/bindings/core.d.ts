// The core's calls (src/bindings/core.js, around the exports of src/bindings/core.rs), and the
// values they return.

/**
 * Solves a Sudoku puzzle and returns the solution as 81 digits.
 *
 * Accepts 81 cells as one line or several (digits 1-9; `.`, `0` or `_` for blanks), a framed
 * grid drawn with `|`, `+` and `-`, or a LeetCode-style JSON board of 9 arrays of 9 strings.
 * A puzzle with several solutions gives one of them, always the same one.
 *
 * @throws {SudokuError} when the puzzle cannot be read (the message names the character or
 * count and where it is, by row and column; `code` says which case, `row`, `column` and `line`
 * where), when two givens conflict (`conflict`, naming the digit and both cells), or when the
 * puzzle has no solution (`no_solution`).
 */
export function solve_sudoku(puzzle: string): string;

/**
 * Counts the solutions of a puzzle, stopping at `limit`: `count_solutions(p, 2) === 1` means
 * the solution is unique. Returns 0 for a puzzle with no solution.
 *
 * Accepts the same formats as `solve_sudoku`.
 *
 * @throws {SudokuError} when the puzzle cannot be read or two givens conflict, as
 * `solve_sudoku` does, or when `limit` is not a whole number from 1 to 1000000 (`limit`).
 */
export function count_solutions(puzzle: string, limit: number): number;

/**
 * Checks a puzzle without throwing on its mistakes: every pair of equal digits sharing a row,
 * column or box (the first is the one `solve_sudoku` would report), and whether the puzzle has
 * no solution, one, or several.
 *
 * Accepts the same formats as `solve_sudoku`.
 *
 * @throws {SudokuError} only when the puzzle cannot be read, as `solve_sudoku` does;
 * conflicting givens are reported in `conflicts`.
 */
export function validate(puzzle: string): Validation;

/**
 * Solves many puzzles in one call: one puzzle per line (blank lines are skipped), one line out
 * per puzzle, each ending in a newline: its solution as 81 digits, or nothing when it has none.
 *
 * Each call between JavaScript and WebAssembly costs about 0.15 µs, a tenth of a call on an
 * easy puzzle; a batch pays that once.
 *
 * @throws {SudokuError} for the first puzzle that cannot be read or whose givens conflict, as
 * `solve_sudoku` does, with its line in front of the message and in `line`.
 */
export function solve_batch(puzzles: string): string;

/**
 * Counts the solutions of many puzzles in one call, one puzzle per line (blank lines are
 * skipped), each count stopping at `limit` (1 to 1000000); returns the counts in order as a
 * `Uint32Array`.
 *
 * @throws {SudokuError} as `solve_batch` does, or for `limit` as `count_solutions` does.
 */
export function count_batch(puzzles: string, limit: number): Uint32Array;

/** Two equal digits in one unit. */
export interface Conflict {
  digit: Digit;
  unit: Unit;
  cells: [CellIndex, CellIndex];
  /**
   * The conflict in words, as the error of conflicting givens words it: "row 1 has two 5s, at
   * row 1, column 1 and at row 1, column 9".
   */
  message: string;
}

export interface Validation {
  /** Every pair of clashing digits; the first is the one `solve_sudoku` would report. */
  conflicts: Conflict[];
  /** `"none"` whenever there are conflicts. */
  solutions: "none" | "one" | "several";
}
