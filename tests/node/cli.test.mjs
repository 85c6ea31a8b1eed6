// The command line, `sudoku-wasm solve|count|rate [FILE|-]`, run as users run it: answers in
// order line for line, refused lines on stderr with their line numbers, --strict, standard input,
// several threads, and the exit codes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertSolves, LEETCODE_PUZZLE } from '../page/sudoku-rules.mjs';

const CLI = fileURLToPath(new URL('../../cli/sudoku-wasm.mjs', import.meta.url));
const puzzleDir = process.env.SUDOKU_PUZZLES ?? fileURLToPath(new URL('../../../shared/puzzles/', import.meta.url));
const NO_SOLUTION = `12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`;
const SEVERAL = `5${'.'.repeat(80)}`;
const CLASH = `5.......5${'.'.repeat(72)}`;
// Good, blank, unreadable, unsolvable, clashing, several solutions, good.
const MIXED = [LEETCODE_PUZZLE, '', LEETCODE_PUZZLE.slice(0, 80), NO_SOLUTION, CLASH, SEVERAL, `  ${LEETCODE_PUZZLE}\r`];

function run(args, input) {
  const result = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8' });
  return { status: result.status, out: result.stdout.split('\n').slice(0, -1), err: result.stderr.split('\n').slice(0, -1) };
}

function file(lines) {
  const path = join(mkdtempSync(join(tmpdir(), 'sudoku-cli-')), 'puzzles.txt');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

test('solve answers line for line; refused lines go to stderr with their numbers and code, and exit 1', () => {
  const { status, out, err } = run(['solve', file(MIXED)]);
  assert.equal(status, 1);
  assert.equal(out.length, MIXED.length);
  assertSolves(out[0], LEETCODE_PUZZLE);
  assert.deepEqual(out.slice(1, 5), ['', '', '', '']);
  assertSolves(out[5], SEVERAL);
  assert.equal(out[6], out[0]);
  assert.deepEqual(err, [
    "line 3: cell_count: expected 81 cells (digits 1-9, and '.', '0' or '_' for blanks), found 80",
    'line 4: no_solution: this puzzle has no solution',
    'line 5: conflict: the givens conflict: row 1 has two 5s, at row 1, column 1 and at row 1, column 9',
  ]);
});

test('count counts to --limit (2 by default), 0 for no solution; - reads standard input', () => {
  const input = `${MIXED.join('\n')}\n`;
  const counted = run(['count', '-'], input);
  assert.equal(counted.status, 1);
  assert.deepEqual(counted.out, ['1', '', '', '0', '', '2', '1']);
  assert.deepEqual(counted.err.map((line) => line.split(':').slice(0, 2).join(':')), ['line 3: cell_count', 'line 5: conflict']);
  assert.deepEqual(run(['count', '--limit', '5'], input).out[5], '5');
  const good = run(['count'], `${LEETCODE_PUZZLE}\n${SEVERAL}\n`);
  assert.deepEqual(good, { status: 0, out: ['1', '2'], err: [] });
});

test('rate gives ER, EP, ED, the level and the hardest technique, and refuses several solutions', () => {
  const { status, out, err } = run(['rate', file([LEETCODE_PUZZLE, SEVERAL])]);
  assert.equal(status, 1);
  assert.deepEqual(out, ['1.2\t1.2\t1.2\teasy\tHidden Single', '']);
  assert.deepEqual(err, ['line 2: several_solutions: this puzzle has more than one solution, so no logic can finish it or rate it']);
});

test('--strict stops at the first refused line, after writing every answer before it', () => {
  const { status, out, err } = run(['solve', '--strict', file(MIXED)]);
  assert.equal(status, 1);
  assert.equal(out.length, 2);
  assertSolves(out[0], LEETCODE_PUZZLE);
  assert.equal(out[1], '');
  assert.equal(err.length, 1);
  assert.match(err[0], /^line 3: cell_count: /);
});

test('several threads keep the output in the order of the input', () => {
  const lines = readFileSync(join(puzzleDir, 'forum_hardest_1905_11plus.txt'), 'utf8').split('\n').slice(0, 3000)
    .map((line) => line.slice(0, 81));
  const mixed = lines.map((line, i) => (i % 997 === 5 ? line.slice(0, 80) : line));
  const one = run(['solve', '--threads', '1', file(mixed)]);
  const three = run(['solve', '--threads', '3', file(mixed)]);
  assert.deepEqual(three, one);
  assert.equal(three.out.length, mixed.length);
  for (const [i, line] of mixed.entries()) {
    if (line.length === 81) assertSolves(three.out[i], line);
    else assert.equal(three.out[i], '');
  }
  assert.deepEqual(three.err.map((line) => line.split(':')[0]), ['line 6', 'line 1003', 'line 2000', 'line 2997']);
});

test('wrong usage exits 2 with a hint; --help exits 0', () => {
  for (const args of [[], ['bogus'], ['solve', '--threads', '0'], ['solve', '--limit', 'x'], ['solve', '--nope'], ['solve', 'a', 'b'], ['solve', '/no/such/file']]) {
    const { status, err } = run(args, '');
    assert.equal(status, 2, args.join(' '));
    assert.match(err.join('\n'), /^sudoku-wasm: .*\nTry 'sudoku-wasm --help'\.$/, args.join(' '));
  }
  const help = run(['--help']);
  assert.equal(help.status, 0);
  assert.match(help.out[0], /^Usage: sudoku-wasm <command>/);
  assert.ok(help.out.some((line) => line.startsWith('Exit status:')));
});

test('no progress line when stderr is not a terminal', () => {
  const { err } = run(['solve'], `${LEETCODE_PUZZLE}\n`);
  assert.deepEqual(err, []);
});
