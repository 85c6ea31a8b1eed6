// The test's own judge of a solution, written apart from the page's code so that a bug there
// cannot hide a wrong answer: every row, column and box holds 1-9 once, and every given stays.
import assert from 'node:assert/strict';

/** Asserts that solution (81 digits) completes puzzle (81 cells, '.' for blanks) by the rules. */
export function assertSolves(solution, puzzle) {
  assert.match(solution, /^[1-9]{81}$/, `the shown grid is not 81 digits: ${solution}`);
  const units = [];
  for (let i = 0; i < 9; i += 1) {
    units.push({ name: `row ${i + 1}`, cells: [...Array(9).keys()].map((k) => i * 9 + k) });
    units.push({ name: `column ${i + 1}`, cells: [...Array(9).keys()].map((k) => k * 9 + i) });
    const top = Math.floor(i / 3) * 27 + (i % 3) * 3;
    units.push({ name: `box ${i + 1}`, cells: [...Array(9).keys()].map((k) => top + Math.floor(k / 3) * 9 + (k % 3)) });
  }
  for (const { name, cells } of units) {
    const digits = cells.map((cell) => solution[cell]).sort().join('');
    assert.equal(digits, '123456789', `${name} does not hold each digit once`);
  }
  for (let cell = 0; cell < 81; cell += 1) {
    if (puzzle[cell] !== '.') {
      assert.equal(solution[cell], puzzle[cell], `the given at cell ${cell} changed`);
    }
  }
}

const unitsOf = (cell) => {
  const row = Math.floor(cell / 9);
  const column = cell % 9;
  const box = Math.floor(row / 3) * 3 + Math.floor(column / 3);
  return { row, column, box };
};

/**
 * The candidates of every cell of grid (81 characters, '.' for empty): the digits 1-9 that no
 * filled cell in its row, column or box holds; [] for a filled cell.
 */
export function candidatesOf(grid) {
  return [...grid].map((symbol, cell) => {
    if (symbol !== '.') return [];
    const here = unitsOf(cell);
    const seen = new Set();
    [...grid].forEach((other, peer) => {
      const there = unitsOf(peer);
      if (other !== '.' && (there.row === here.row || there.column === here.column || there.box === here.box)) seen.add(Number(other));
    });
    return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => !seen.has(digit));
  });
}

/** Up to limit solutions of puzzle (81 characters, '.' for empty), by plain backtracking. */
export function solutionsOf(puzzle, limit = 2) {
  const grid = [...puzzle].map((symbol) => (symbol === '.' ? 0 : Number(symbol)));
  // Bit d of rows[r] (and columns, boxes) is set when digit d is already in that unit.
  const rows = new Array(9).fill(0);
  const columns = new Array(9).fill(0);
  const boxes = new Array(9).fill(0);
  const flip = (cell, digit) => {
    const { row, column, box } = unitsOf(cell);
    rows[row] ^= 1 << digit;
    columns[column] ^= 1 << digit;
    boxes[box] ^= 1 << digit;
  };
  const used = (cell) => {
    const { row, column, box } = unitsOf(cell);
    return rows[row] | columns[column] | boxes[box];
  };
  for (let cell = 0; cell < 81; cell += 1) {
    if (!grid[cell]) continue;
    if (used(cell) & (1 << grid[cell])) return []; // two equal digits in a unit
    flip(cell, grid[cell]);
  }
  const found = [];
  (function search() {
    // The empty cell with the fewest digits allowed first, which keeps the search small.
    let best = -1;
    let bestDigits = null;
    for (let cell = 0; cell < 81; cell += 1) {
      if (grid[cell]) continue;
      const taken = used(cell);
      const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => !(taken & (1 << digit)));
      if (digits.length === 0) return;
      if (!bestDigits || digits.length < bestDigits.length) [best, bestDigits] = [cell, digits];
    }
    if (best === -1) {
      found.push(grid.join(''));
      return;
    }
    for (const digit of bestDigits) {
      grid[best] = digit;
      flip(best, digit);
      search();
      flip(best, digit);
      grid[best] = 0;
      if (found.length >= limit) return;
    }
  }());
  return found;
}

/** The LeetCode 37 example and its published solution. */
export const LEETCODE_PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
export const LEETCODE_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

// Arto Inkala's 2012 puzzle, the page's first Hard example: one solution, and no step short of
// forcing chains from the start.
export const CHAIN_PUZZLE = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
// The names of the chaining techniques (searches 27 and 30-39 of docs/analysis.md).
export const CHAIN_TECHNIQUES = [
  'Bidirectional X-Cycle', 'Bidirectional Y-Cycle', 'Bidirectional Cycle', 'Forcing X-Chain', 'Forcing Chain',
  'Nishio Forcing Chain', 'Cell Forcing Chains', 'Region Forcing Chains', 'Dynamic Contradiction Forcing Chains',
  'Dynamic Double Forcing Chains', 'Dynamic Cell Forcing Chains', 'Dynamic Region Forcing Chains',
  'Dynamic Forcing Chains (+)', 'Nested Forcing Chains',
];
