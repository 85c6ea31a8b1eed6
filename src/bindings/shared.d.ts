// What every entry's declarations share: the grid's words and the errors.

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

/**
 * What went wrong, for programs (the message is for people, and its wording may change):
 *
 * - reading a puzzle: `cell_count` (not 81 cells), `row_length` and `row_count` (a grid written
 *   as rows needs 9 rows of 9), `bad_character`, `json` (a board that is not valid JSON),
 *   `board_shape`, `board_row_count`, `board_row_length`, `board_entry` (valid JSON, not a
 *   LeetCode board);
 * - the puzzle itself: `conflict` (two equal givens in a row, column or box), `no_solution`,
 *   `several_solutions` (where only a puzzle with one solution will do: `rate`);
 * - the other arguments: `not_a_string` (the puzzle), `limit` (of a count), `pencil_marks`,
 *   `difficulty`, `seed`, and `not_found` (`generate` found no puzzle rated as asked);
 * - reading a photo: `picture_size`, `pixel_count` (pixels that do not fit the size given),
 *   `no_grid` (no Sudoku grid found in the picture);
 * - `internal`: a bug in the module; the next call starts from a fresh instance.
 */
export type ErrorCode =
  | "cell_count"
  | "row_length"
  | "row_count"
  | "bad_character"
  | "json"
  | "board_shape"
  | "board_row_count"
  | "board_row_length"
  | "board_entry"
  | "conflict"
  | "no_solution"
  | "several_solutions"
  | "not_a_string"
  | "limit"
  | "pencil_marks"
  | "difficulty"
  | "seed"
  | "not_found"
  | "picture_size"
  | "pixel_count"
  | "no_grid"
  | "internal";

/**
 * Every `Error` the module throws is one of these. The places count from 1 and are there only
 * where they apply: `row` and `column` of the grid cell at fault (for a `conflict`, the second of
 * the two givens), `line` of the text (in a batch, the puzzle's line) and `character` within it.
 */
export interface SudokuError extends Error {
  code: ErrorCode;
  row?: number;
  column?: number;
  line?: number;
  character?: number;
}
