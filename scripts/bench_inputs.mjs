// The second half of `npm run bench`: how the WebAssembly module copes with hostile and
// unsolvable input, and how long the generator takes per difficulty. Every case's outcome is
// checked outside the timing; times are medians of repeated calls in this Node.js process.
//
// Settings (environment): SUDOKU_PUZZLES (default ../shared/puzzles beside the repo),
// BENCH_SEEDS (generator seeds per level, default 20).

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const puzzleDir = path.resolve(root, process.env.SUDOKU_PUZZLES ?? '../shared/puzzles');
const seeds = Number(process.env.BENCH_SEEDS ?? 20);
const require = createRequire(import.meta.url);
const wasm = {
  ...require(path.join(root, 'pkg/core/node/sudoku_wasm.cjs')),
  ...require(path.join(root, 'pkg/analysis/node/sudoku_wasm_analysis.cjs')),
};

const bold = (text) => console.log(`\x1b[1m${text}\x1b[0m`);
const ms = (value) => (value >= 10 ? value.toFixed(0) : value >= 1 ? value.toFixed(1) : value.toFixed(3));
const sorted = (values) => [...values].sort((a, b) => a - b);
const quantile = (values, q) => sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))];
const lines = (file) => readFileSync(path.join(puzzleDir, file), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);

/** Milliseconds per call, median of repeated calls (at least 5, at least 200 ms in all). */
function time(call) {
  const times = [];
  const end = performance.now() + 200;
  while (times.length < 5 || performance.now() < end) {
    const start = performance.now();
    call();
    times.push(performance.now() - start);
  }
  return quantile(times, 0.5);
}

/** What a call ends with: its value, or the message it threw. */
function outcome(call) {
  try {
    return { value: call() };
  } catch (error) {
    return { error: error.message };
  }
}

const shorten = (text) => (text.length > 90 ? `${text.slice(0, 87)}...` : text);

// ---------------------------------------------------------------------------------------------

bold('==> Hostile input: each refused with a plain error, quickly (wasm in Node.js, median ms per call)');
const row = '[".",".",".",".",".",".",".",".","."]';
const rows = (first) => `[${[first, ...Array(8).fill(row)].join(',')}]`;
const hostile = [
  ['10 MB of blanks', '.'.repeat(10_000_000), /^expected 81 cells .* found 10000000$/],
  ['10 MB of letters', 'x'.repeat(10_000_000), /^invalid character 'x' at row 1, column 1/],
  ['81 multi-byte digits (U+FF15)', '５'.repeat(81), /^invalid character '５' at row 1, column 1/],
  ['81 NUL bytes', '\0'.repeat(81), /^invalid character '\\0' at row 1, column 1/],
  ['JSON board, a row of 10', rows('[".",".",".",".",".",".",".",".",".","."]'), /^row 1 of the JSON board needs 9 entries, found 10$/],
  ['JSON board, numbers for strings', rows('[5,3,0,0,7,0,0,0,0]'), /^the entry at row 1, column 1 must be a string .* found the number 5$/],
  ['JSON board, a 10 MB string', rows(`["${'5'.repeat(10_000_000)}",".",".",".",".",".",".",".","."]`), /found a string of 10000000 characters$/],
  ['a million nested [', '['.repeat(1_000_000), /arrays nested too deeply for a board/],
  ['JSON, a million rows', `[${Array(1_000_000).fill(row).join(',')}]`, /^a JSON board needs 9 rows, found 1000000$/],
];
const rssBefore = process.memoryUsage().rss;
for (const [name, input, expected] of hostile) {
  const result = outcome(() => wasm.solve_sudoku(input));
  if (!expected.test(result.error ?? '')) throw new Error(`${name}: unexpected outcome ${JSON.stringify(result)}`);
  const took = time(() => outcome(() => wasm.solve_sudoku(input)));
  console.log(`  ${name.padEnd(34)} ${ms(took).padStart(7)} ms   ${shorten(result.error)}`);
}
const rssAfter = process.memoryUsage().rss;
console.log(`  process memory grew by ${((rssAfter - rssBefore) / 2 ** 20).toFixed(0)} MB over all cases (the inputs themselves are up to 10 MB each)`);

// ---------------------------------------------------------------------------------------------

bold('==> Unsolvable and edge-case puzzles (wasm in Node.js)');
const counts = lines('solution_counts.txt').map((line) => line.split(':'));
const noSolution = counts.filter(([, count]) => count === '0').map(([puzzle]) => puzzle);
const wrongGiven = lines('forum_hardest_1106.txt').slice(0, 100).map((puzzle) => {
  const solution = wasm.solve_sudoku(puzzle);
  // The first blank that takes a wrong digit without a direct conflict.
  for (let i = 0; i < 81; i++) {
    if (puzzle[i] !== '.') continue;
    for (let d = 1; d <= 9; d++) {
      if (String(d) === solution[i]) continue;
      const candidate = puzzle.slice(0, i) + d + puzzle.slice(i + 1);
      if (!outcome(() => wasm.validate(candidate)).value?.conflicts.length) return candidate;
    }
  }
  throw new Error(`no wrong given fits ${puzzle}`);
});
const groups = [
  ['no solution, givens consistent (solution_counts.txt)', noSolution],
  ['a hard puzzle plus one wrong given (forum_hardest_1106)', wrongGiven],
  ['the empty grid', ['.'.repeat(81)]],
  ['a full valid grid', [wasm.solve_sudoku('.'.repeat(81))]],
];
for (const [name, puzzles] of groups) {
  const times = puzzles.map((puzzle) => {
    const result = outcome(() => wasm.solve_sudoku(puzzle));
    const unsolvable = name.startsWith('no solution') || name.includes('wrong given');
    if (unsolvable ? result.error !== 'this puzzle has no solution' : !result.value) {
      throw new Error(`${name}: unexpected outcome ${JSON.stringify(result)} for ${puzzle}`);
    }
    return time(() => outcome(() => wasm.solve_sudoku(puzzle))) * 1000;
  });
  console.log(`  ${name.padEnd(56)} ${String(puzzles.length).padStart(4)} puzzles   median ${ms(quantile(times, 0.5))} µs   worst ${ms(Math.max(...times))} µs`);
}

// ---------------------------------------------------------------------------------------------

bold(`==> Generator: generate(level, seed) for seeds 0-${seeds - 1} (wasm in Node.js, ms per puzzle)`);
// The five levels, and a range of ER as a caller may ask for one.
const asked = ['easy', 'medium', 'hard', 'expert', 'extreme', { from: 6.0, to: 7.0 }];
for (const difficulty of asked) {
  const name = typeof difficulty === 'string' ? difficulty : `ER ${difficulty.from.toFixed(1)}-${difficulty.to.toFixed(1)}`;
  const fits = ({ er, difficulty: level }) =>
    typeof difficulty === 'string' ? level === difficulty : er >= difficulty.from && er <= difficulty.to;
  for (const symmetric of [false, true]) {
    const times = [];
    for (let seed = 0; seed < seeds; seed++) {
      const start = performance.now();
      const generated = wasm.generate(difficulty, seed, symmetric);
      times.push(performance.now() - start);
      if (!fits(generated.rating) || wasm.count_solutions(generated.puzzle, 2) !== 1) {
        throw new Error(`generate(${name}, ${seed}, ${symmetric}) gave ${JSON.stringify(generated)}`);
      }
    }
    console.log(
      `  ${name.padEnd(11)} ${symmetric ? 'symmetric' : 'any shape'}   median ${ms(quantile(times, 0.5)).padStart(5)} ms   ` +
        `90th percentile ${ms(quantile(times, 0.9)).padStart(5)} ms   worst ${ms(Math.max(...times)).padStart(5)} ms`,
    );
  }
}
