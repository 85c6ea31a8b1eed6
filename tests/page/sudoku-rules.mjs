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
