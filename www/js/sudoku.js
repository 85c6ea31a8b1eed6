// The grid's geometry and the words for it, as plain functions with no DOM and no wasm. Reading
// pasted text is the module's (read_puzzle), and so are a clash's words (each conflict's
// `message`): the page keeps no copy of their rules.
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

/**
 * Cells named in words: "row 1, column 2", "row 1, column 2 and row 3, column 3", or, since each
 * name holds a comma, with semicolons between three or more: "row 1, column 2; row 1, column 5;
 * and row 3, column 3".
 */
export function cellNames(cells, conjunction = 'and') {
  const names = cells.map(cellName);
  if (names.length < 3) return names.join(` ${conjunction} `);
  return `${names.slice(0, -1).join('; ')}; ${conjunction} ${names.at(-1)}`;
}

/** The grid as one line of 81 characters, '.' for empty cells: the format of links and the solver. */
export function toPuzzleString(grid) {
  return grid.map((digit) => (digit === 0 ? '.' : String(digit))).join('');
}

export const emptyGrid = () => new Array(CELL_COUNT).fill(0);

/** The grid of 81 cells in one line ('.' or '0' for empty), as the module writes puzzles. */
export const gridOf = (line) => [...line].map((symbol) => (symbol === '.' ? 0 : Number(symbol)));
