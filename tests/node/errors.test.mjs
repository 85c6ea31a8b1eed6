// Every error of the README's table, thrown through the release modules' JavaScript glue: its
// code, its message and its places (tests/fixtures/errors.json holds the cases), and the README's
// table says the same, so that the documentation cannot drift from what the package throws.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const entries = {
  core: require('../../pkg/core/node/sudoku_wasm.cjs'),
  analysis: require('../../pkg/analysis/node/sudoku_wasm_analysis.cjs'),
};
const { cases } = JSON.parse(readFileSync(new URL('../fixtures/errors.json', import.meta.url), 'utf8'));
const PLACES = ['row', 'column', 'line', 'character'];

test('every case of the error table throws an Error with its code, message and places', () => {
  assert.ok(cases.length >= 16);
  for (const { entry, call, args, code, message, ...places } of cases) {
    assert.throws(() => entries[entry][call](...args), (error) => {
      assert.ok(error instanceof Error, message);
      assert.equal(error.code, code, message);
      assert.equal(error.message, message);
      for (const place of PLACES) assert.equal(error[place], places[place], `${place} of ${message}`);
      return true;
    });
  }
});

test('the README error table lists every case, with its code and message', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const rows = readme.split('\n').filter((line) => /^\| .* \| `[a-z_]+` \| `.*` \|$/.test(line));
  const table = rows.map((line) => {
    const [, code, message] = line.match(/\| `([a-z_]+)` \| `(.*)` \|$/);
    return { code, message };
  });
  assert.deepEqual(table, cases.map(({ code, message }) => ({ code, message })));
});

test('the codes of the table are the TypeScript union, every one of them documented', () => {
  const declarations = readFileSync(new URL('../../src/bindings/shared.d.ts', import.meta.url), 'utf8');
  const union = declarations.match(/export type ErrorCode =([^;]*);/)[1];
  const declared = [...union.matchAll(/"([a-z_]+)"/g)].map(([, code]) => code);
  for (const { code } of cases) assert.ok(declared.includes(code), code);
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  for (const code of declared) assert.ok(readme.includes(`\`${code}\``), `README names ${code}`);
});

test('a batch error names the puzzle\'s line in the message and in `line`', () => {
  const puzzle = cases.find(({ code }) => code === 'conflict').args[0];
  for (const call of ['solve_batch', 'count_batch']) {
    assert.throws(() => entries.core[call](`\n\n${puzzle}`, 2), (error) => {
      assert.equal(error.code, 'conflict');
      assert.equal(error.line, 3);
      assert.match(error.message, /^line 3: the givens conflict/);
      return true;
    });
  }
});
