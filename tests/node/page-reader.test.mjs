// The page reads a pasted puzzle itself, to show it on the board before asking the module
// (www/js/sudoku.js). Whatever it shows must be what the module reads, and what it refuses the
// module must refuse too, or the board would show one puzzle and the solver answer another.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readPuzzle, toPuzzleString } from '../../www/js/sudoku.js';

const sudoku = createRequire(import.meta.url)('../../pkg/core/node/sudoku_wasm.cjs');
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/** The puzzle's cells cut into lines of the given lengths (the last takes what is left). */
function cut(cells, lengths) {
  const lines = [];
  let rest = cells;
  for (const length of lengths) {
    lines.push(rest.slice(0, length));
    rest = rest.slice(length);
  }
  return [...lines, rest].filter((line) => line !== '').join('\n');
}

/** A fixed pseudo-random sequence, so that a failure can be replayed. */
function* randomNumbers(seed) {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

function layouts() {
  const rows = PUZZLE.match(/.{9}/g);
  const texts = [
    PUZZLE, rows.join('\n'), `\uFEFF${rows.join('\n')}`, `${rows[0]}\uFEFF\n${rows.slice(1).join('\n')}`,
    cut(PUZZLE, [72]), cut(PUZZLE, [27, 27]), cut(PUZZLE, [9, 9, 9, 9, 11, 11, 11]),
    cut(PUZZLE, [9, 9, 9, 9, 9, 12, 12]), cut(PUZZLE, [9, 8, 10]), cut(PUZZLE.slice(1), [9, 9, 9, 9, 9, 9, 9]),
    `${rows.join('\n')}\n${rows[0]}`, rows.map((row) => row.split('').join(' ')).join('\r\n'),
    rows.map((row) => `| ${row.slice(0, 3)} | ${row.slice(3, 6)} | ${row.slice(6)} |`).join('\n+---+---+---+\n'),
  ];
  const random = randomNumbers(20261203);
  for (let i = 0; i < 2000; i += 1) {
    const cells = random.next().value < 0.2 ? PUZZLE.slice(0, 80) : PUZZLE;
    const lengths = [];
    for (let total = 0; total < 81;) {
      const length = random.next().value < 0.7 ? 9 : Math.floor(random.next().value * 20) + 1;
      lengths.push(length);
      total += length;
    }
    texts.push(cut(cells, lengths));
  }
  return texts;
}

test('the page reads a pasted puzzle exactly as the module does, or refuses it as the module does', () => {
  const solution = sudoku.solve_sudoku(PUZZLE);
  let shown = 0;
  for (const text of layouts()) {
    const grid = readPuzzle(text);
    let moduleSolution;
    try {
      moduleSolution = sudoku.solve_sudoku(text);
    } catch (error) {
      assert.equal(grid, null, `the page shows a puzzle the module refuses (${error.message}): ${JSON.stringify(text)}`);
      continue;
    }
    assert.notEqual(grid, null, `the page refuses a puzzle the module reads: ${JSON.stringify(text)}`);
    assert.equal(toPuzzleString(grid), PUZZLE, JSON.stringify(text));
    assert.equal(moduleSolution, solution, JSON.stringify(text));
    shown += 1;
  }
  assert.ok(shown > 100, `only ${shown} layouts were readable: the table tests too little`);
});
