// The exports as JavaScript calls them, through wasm-bindgen's generated glue (the wasm-bindgen
// tests call the Rust side directly): how arguments cross, and what a wrong one is told.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const sudoku = createRequire(import.meta.url)('../../pkg/core/node/sudoku_wasm.cjs');
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

test('a count limit outside 1 to 1000000 is an error, not a count of 0 or a half-hour search', () => {
  const empty = '.'.repeat(81);
  const cases = [
    [[PUZZLE], 'nothing'], [[PUZZLE, undefined], 'nothing'], [[PUZZLE, null], 'nothing'],
    [[empty, 0], '0'], [[empty, -1], '-1'], [[empty, 2.5], '2.5'], [[empty, 1e6 + 1], '1000001'],
    [[empty, Infinity], 'Infinity'], [[empty, 'two'], 'NaN'],
  ];
  for (const [args, found] of cases) {
    const message = `the limit must be a whole number from 1 to 1000000, found ${found}`;
    assert.throws(() => sudoku.count_solutions(...args), { message });
    assert.throws(() => sudoku.count_batch(...args), { message });
  }
  assert.equal(sudoku.count_solutions(PUZZLE, 1e6), 1);
  assert.equal(sudoku.count_solutions(empty, 1000), 1000);
  assert.deepEqual([...sudoku.count_batch(`${PUZZLE}\n${empty}`, 3)], [1, 3]);
});

test('a puzzle is read the same whatever kind of JavaScript string holds it', () => {
  const sliced = `${PUZZLE}\n`.split('\n')[0];
  const joined = PUZZLE.slice(0, 40) + PUZZLE.slice(40);
  const framed = PUZZLE.match(/.{9}/g).join('\r\n');
  for (const text of [PUZZLE, sliced, joined, framed, `  ${PUZZLE}\t`]) {
    assert.equal(sudoku.solve_sudoku(text), SOLUTION);
  }
});

test('an ASCII puzzle is copied into the module whole, not character by character', (t) => {
  // wasm-bindgen's own string copy reads each character with charCodeAt; the module takes ASCII
  // text through TextEncoder.encodeInto instead, and leaves only other text to that copy.
  const charCodeAt = t.mock.method(String.prototype, 'charCodeAt');
  assert.equal(sudoku.solve_sudoku(PUZZLE), SOLUTION);
  assert.equal(sudoku.count_solutions(PUZZLE, 2), 1);
  assert.equal(charCodeAt.mock.callCount(), 0);
  assert.throws(() => sudoku.solve_sudoku(`é${PUZZLE.slice(1)}`), /invalid character 'é'/);
  assert.ok(charCodeAt.mock.callCount() > 0, 'text beyond ASCII takes the character-by-character copy');
});

test('a text longer than the mailbox the puzzles are posted in is read whole, and so is the next', () => {
  // src/bindings/core.js posts each text into a buffer of the module's memory, 1,024 bytes at
  // first, opened again larger for a longer text; text beyond ASCII is read the general way.
  const padded = `${' '.repeat(3000)}${PUZZLE}\n${' '.repeat(3000)}`;
  assert.equal(sudoku.solve_sudoku(padded), SOLUTION);
  assert.equal(sudoku.count_solutions(padded, 2), 1);
  assert.equal(sudoku.solve_sudoku(PUZZLE), SOLUTION);
  const wide = `${'\u3000'.repeat(1000)}${PUZZLE}`;
  assert.equal(sudoku.solve_sudoku(wide), SOLUTION);
  // More characters than any text before, each three bytes in UTF-8: the mailbox is opened for
  // the characters, and the bytes do not fit.
  const wider = `${'\u3000'.repeat(10000)}${PUZZLE}`;
  assert.equal(sudoku.solve_sudoku(wider), SOLUTION);
  assert.equal(sudoku.count_solutions(wider, 2), 1);
  assert.throws(() => sudoku.solve_sudoku(`${wide}é`), { code: 'bad_character', character: 1082 });
  assert.equal(sudoku.validate(padded).solutions, 'one');
  assert.equal(sudoku.solve_sudoku(PUZZLE.replace('5', '.')), SOLUTION, 'a shorter puzzle after longer ones');
});

test('text beyond ASCII is read whole, so errors quote the very character', () => {
  const cases = [
    ['é' + PUZZLE.slice(1), "'é' at row 1, column 1 (line 1, character 1 of the input)"],
    [PUZZLE.slice(0, 80) + '😀', "'😀' at row 9, column 9 (line 1, character 81 of the input)"],
    ['\ud800' + PUZZLE.slice(1), "'\ufffd' at row 1, column 1 (line 1, character 1 of the input)"],
  ];
  for (const [text, where] of cases) {
    assert.throws(() => sudoku.solve_sudoku(text), (error) => error.message.startsWith(`invalid character ${where}`));
  }
  assert.equal(sudoku.solve_sudoku(PUZZLE.match(/.{9}/g).join('\u3000')), SOLUTION);
});

test('a batch answers one line per puzzle line, and an error names its line', () => {
  const empty = '.'.repeat(81);
  const noSolution = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;
  const batch = `${PUZZLE}\n\n${noSolution}\r\n  ${empty}\n`;
  const [solved, none, filled, ...rest] = sudoku.solve_batch(batch).split('\n');
  assert.equal(solved, SOLUTION);
  assert.equal(none, '', 'a puzzle without a solution gives an empty line');
  assert.match(filled, /^[1-9]{81}$/);
  assert.equal(sudoku.count_solutions(filled, 1), 1, 'a full grid that breaks no rule');
  assert.deepEqual(rest, ['']);
  assert.deepEqual([...sudoku.count_batch(batch, 2)], [1, 0, 2]);
  assert.equal(sudoku.solve_batch(''), '');
  assert.deepEqual([...sudoku.count_batch('\n\n', 2)], []);
  // Lines are split at each newline, whatever the text beyond ASCII around them; a line of spaces
  // beyond ASCII (ideographic, no-break) is blank too, and lines are still counted after it.
  assert.deepEqual([...sudoku.count_batch(`${PUZZLE}\n\u3000\u00a0\n${empty} ★★\n`, 2)], [1, 2]);
  assert.throws(() => sudoku.count_batch(`${PUZZLE} ★★\n\u3000\n${PUZZLE.slice(1)}`, 2), { code: 'cell_count', line: 3 });

  const clash = `5${PUZZLE.slice(1, 8)}5${PUZZLE.slice(9)}`;
  const errors = [
    [`${PUZZLE}\n${PUZZLE.slice(1)}`, "line 2: expected 81 cells (digits 1-9, and '.', '0' or '_' for blanks), found 80"],
    [`${clash}\n${PUZZLE}`, 'line 1: the givens conflict: row 1 has two 5s, at row 1, column 1 and at row 1, column 9'],
  ];
  for (const [text, message] of errors) {
    assert.throws(() => sudoku.solve_batch(text), { message });
    assert.throws(() => sudoku.count_batch(text, 2), { message });
  }
});
