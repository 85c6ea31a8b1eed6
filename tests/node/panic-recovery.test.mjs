// A panic inside the module, should one ever happen, reaches JavaScript as an Error with the
// panic message, and the module keeps solving afterwards. Runs against a release build that has
// one extra export, `panic_probe`, which panics on purpose (scripts/build.sh --panic-probe).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const probe = createRequire(import.meta.url)('../../target/panic-probe/sudoku_wasm.cjs');
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

test('a panic is thrown as an Error carrying its message, not a RuntimeError', (t) => {
  t.mock.method(console, 'error', () => {});
  assert.throws(() => probe.panic_probe(), (error) => {
    assert.equal(error.constructor, Error);
    assert.equal(error.code, 'internal');
    assert.match(error.message, /^internal error in sudoku-wasm: panicked at .*\nthe panic probe was called$/);
    return true;
  });
  assert.equal(console.error.mock.callCount(), 1, 'the panic is also logged to the console');
});

test('a panic whose message has values is thrown as an Error saying where it panicked', (t) => {
  t.mock.method(console, 'error', () => {});
  assert.throws(() => probe.panic_probe(9), (error) => {
    assert.equal(error.constructor, Error);
    assert.equal(error.code, 'internal');
    assert.match(error.message, /^internal error in sudoku-wasm: panicked at src\/bindings\/mod\.rs:\d+:\d+:\n./);
    return true;
  });
  assert.equal(probe.panic_probe(8), 0, 'an index within the row reads it');
  assert.equal(probe.solve_sudoku(PUZZLE), SOLUTION);
});

test('the module keeps working after a thousand panics', (t) => {
  t.mock.method(console, 'error', () => {});
  // The next call after a panic runs in a fresh instance, whose memory the puzzle was not written
  // into (src/bindings/core.js): each call comes first after a panic in turn.
  const calls = [
    () => assert.equal(probe.solve_sudoku(PUZZLE), SOLUTION),
    () => assert.equal(probe.count_solutions(PUZZLE, 2), 1),
    () => assert.equal(probe.solve_batch(`${PUZZLE}\n${PUZZLE}`), `${SOLUTION}\n${SOLUTION}\n`),
    () => assert.deepEqual([...probe.count_batch(PUZZLE, 2)], [1]),
    () => assert.equal(probe.validate(PUZZLE).solutions, 'one'),
  ];
  for (let i = 0; i < 1000; i++) {
    assert.throws(() => probe.panic_probe(), /the panic probe was called/);
    for (let call = 0; call < calls.length; call++) calls[(i + call) % calls.length]();
  }
});

test('a non-string puzzle is refused with a plain message', () => {
  const cases = [
    [5, 'a number'], [null, 'null'], [undefined, 'undefined'], [{}, 'an object'],
    [[['5']], 'an array (pass a LeetCode board as JSON text: JSON.stringify(board))'],
  ];
  for (const [value, found] of cases) {
    const refusal = { code: 'not_a_string', message: `the puzzle must be a string, found ${found}` };
    assert.throws(() => probe.solve_sudoku(value), refusal);
    assert.throws(() => probe.count_solutions(value, 2), refusal);
  }
});
