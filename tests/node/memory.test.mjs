// The core's module allocates as a stack (src/allocator.rs): a block's bytes come back when it
// is freed from the top, and all of them when nothing is live. These tests hold it to what that
// promises: a batch of a million puzzles takes memory for its text and its answers, not for each
// puzzle it solves, and calls one after the other reuse the same memory.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, solve_batch, count_batch, solve_sudoku, validate } from '../../pkg/core/web/sudoku_wasm.js';

const wasm = initSync({
  module: readFileSync(new URL('../../pkg/core/web/sudoku_wasm_bg.wasm', import.meta.url)),
});
const memory = () => wasm.memory.buffer.byteLength;

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const BOARD = JSON.stringify(
  Array.from({ length: 9 }, (_, row) => [...PUZZLE.slice(row * 9, row * 9 + 9)]),
);
// Each line a format the reader takes a different way through: one line, a line with a name
// after it, a LeetCode board, and a puzzle with no solution (no output, and its conflict check).
const LINES = [PUZZLE, `${PUZZLE} Easy #1`, BOARD, `12345678.........9${'.'.repeat(63)}`];

function batch(puzzles) {
  const lines = [];
  for (let index = 0; index < puzzles; index++) lines.push(LINES[index % LINES.length]);
  return `${lines.join('\n')}\n`;
}

test('a batch of a million puzzles takes memory for its text and answers, not per puzzle', () => {
  const puzzles = batch(1_000_000);
  const before = memory();
  const solutions = solve_batch(puzzles);
  const grown = memory() - before;
  const lines = solutions.split('\n');
  assert.equal(lines.length, 1_000_001);
  assert.equal(lines[0], SOLUTION);
  assert.equal(lines[2], SOLUTION);
  assert.equal(lines[3], '');
  // The text, and an output with room for as many bytes; a solution kept per puzzle would add
  // 88 bytes for each of the million (a quarter of the text again).
  assert.ok(grown < 2.1 * puzzles.length, `${grown} bytes for a text of ${puzzles.length}`);

  const counts = count_batch(puzzles, 2);
  assert.equal(counts.length, 1_000_000);
  assert.deepEqual([...counts.slice(0, 4)], [1, 1, 1, 0]);
  assert.equal(memory() - before, grown, 'counting fits in the memory solving took');
});

test('calls one after the other reuse the same memory', () => {
  const puzzles = batch(10_000);
  solve_batch(puzzles);
  count_batch(puzzles, 2);
  const after = memory();
  for (let round = 0; round < 20; round++) {
    solve_batch(puzzles);
    count_batch(puzzles, 2);
    assert.equal(solve_sudoku(PUZZLE), SOLUTION);
    assert.equal(validate(`5${'.'.repeat(7)}5${'.'.repeat(72)}`).conflicts.length, 1);
    assert.throws(() => solve_sudoku(`[${BOARD}`), { code: 'json' });
    assert.throws(() => solve_batch(`${PUZZLE}\n${PUZZLE}5`), { code: 'cell_count' });
  }
  assert.equal(memory(), after);
});
