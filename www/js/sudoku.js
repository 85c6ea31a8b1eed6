// The rules of Sudoku and the puzzle text formats, as plain functions with no DOM and no wasm.
//
// A grid is an array of 81 numbers in reading order (row by row): 1-9 for a digit, 0 for an empty
// cell. Rows, columns and boxes are numbered 1-9 in messages, as the solver module numbers them;
// boxes count left to right, top to bottom.

export const CELL_COUNT = 81;

export const rowOf = (cell) => Math.floor(cell / 9);
export const columnOf = (cell) => cell % 9;
export const boxOf = (cell) => Math.floor(rowOf(cell) / 3) * 3 + Math.floor(columnOf(cell) / 3);

/** The 27 units, each { kind: 'row' | 'column' | 'box', number: 1-9, cells: [9 cell indexes] }. */
export const UNITS = ['row', 'column', 'box'].flatMap((kind) => {
  const indexOf = { row: rowOf, column: columnOf, box: boxOf }[kind];
  return Array.from({ length: 9 }, (_, unit) => ({
    kind,
    number: unit + 1,
    cells: Array.from({ length: CELL_COUNT }, (_, cell) => cell).filter((cell) => indexOf(cell) === unit),
  }));
});

/** Whether two different cells share a row, a column or a box. */
export function arePeers(a, b) {
  return a !== b && (rowOf(a) === rowOf(b) || columnOf(a) === columnOf(b) || boxOf(a) === boxOf(b));
}

/** "row 3, column 5", the way the solver module names a cell. */
export function cellName(cell) {
  return `row ${rowOf(cell) + 1}, column ${columnOf(cell) + 1}`;
}

/** The grid as one line of 81 characters, '.' for empty cells: the format of links and the solver. */
export function toPuzzleString(grid) {
  return grid.map((digit) => (digit === 0 ? '.' : String(digit))).join('');
}

export const emptyGrid = () => new Array(CELL_COUNT).fill(0);

/**
 * Reads a puzzle in any format the solver module accepts and returns its grid, or null when the
 * text cannot be read. It mirrors the module's reader (src/parse/) so that a pasted puzzle can be
 * shown on the board; the module stays the judge of bad input and explains what is wrong.
 */
export function readPuzzle(text) {
  const withoutMark = text.replace(/^\uFEFF/u, ''); // the byte-order mark a file may begin with
  return withoutMark.trimStart().startsWith('[') ? readJsonBoard(withoutMark) : readTextGrid(withoutMark);
}

const BLANKS = new Set(['.', '0', '_']);
// Whitespace as the module counts it: JavaScript's \s also takes U+FEFF, which the module reads as
// layout only at the very start.
const LAYOUT = /^(?!\uFEFF)[|+\-\s]$/u;

/** One cell symbol as a number (0 for a blank), or undefined when it is not a cell. */
function cellValue(symbol) {
  if (symbol >= '1' && symbol <= '9' && symbol.length === 1) return Number(symbol);
  if (BLANKS.has(symbol)) return 0;
  return undefined;
}

// Cells in reading order; whitespace and the frame symbols | + - are layout, not cells. A grid
// written as rows (most lines that hold cells hold nine) must be nine rows of nine, as the module
// requires, so that a short row is not shown shifted into the next.
function readTextGrid(text) {
  const grid = [];
  const rowLengths = [];
  for (const line of text.split('\n')) {
    let cells = 0;
    for (const symbol of line) {
      if (LAYOUT.test(symbol)) continue;
      const value = cellValue(symbol);
      if (value === undefined) return null;
      grid.push(value);
      cells += 1;
    }
    if (cells > 0) rowLengths.push(cells);
  }
  const fullRows = rowLengths.filter((cells) => cells === 9).length;
  const writtenAsRows = rowLengths.length > 1 && 2 * fullRows > rowLengths.length;
  if (writtenAsRows && (rowLengths.length !== 9 || fullRows !== 9)) return null;
  return grid.length === CELL_COUNT ? grid : null;
}

// The LeetCode 37 board: nine arrays of nine one-character strings such as "5" and ".".
function readJsonBoard(text) {
  let board;
  try {
    board = JSON.parse(text);
  } catch {
    return null;
  }
  const isRow = (row) => Array.isArray(row) && row.length === 9 && row.every((entry) => typeof entry === 'string');
  if (!Array.isArray(board) || board.length !== 9 || !board.every(isRow)) return null;
  const grid = board.flat().map(cellValue);
  return grid.includes(undefined) ? null : grid;
}

/**
 * Every rule the filled cells break: one entry per unit and digit that appears more than once,
 * as { kind, number, digit, cells }. An empty list means no conflict (not that the grid is solvable).
 */
export function findConflicts(grid) {
  const conflicts = [];
  for (const unit of UNITS) {
    for (let digit = 1; digit <= 9; digit += 1) {
      const cells = unit.cells.filter((cell) => grid[cell] === digit);
      if (cells.length > 1) conflicts.push({ kind: unit.kind, number: unit.number, digit, cells });
    }
  }
  return conflicts;
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/**
 * One conflict in a player's words: "row 1 has two 5s (columns 1 and 9)", "column 4 has two 7s
 * (rows 2 and 8)", "box 5 has two 3s (row 4, column 4 and row 6, column 5)".
 */
export function describeConflict({ kind, number, digit, cells }) {
  const joinAnd = (items) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  let where;
  if (kind === 'row') where = `columns ${joinAnd(cells.map((cell) => columnOf(cell) + 1))}`;
  else if (kind === 'column') where = `rows ${joinAnd(cells.map((cell) => rowOf(cell) + 1))}`;
  else where = joinAnd(cells.map(cellName));
  return `${kind} ${number} has ${COUNT_WORDS[cells.length]} ${digit}s (${where})`;
}
