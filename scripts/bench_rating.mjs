// The third part of `npm run bench`: how closely `rate` agrees with Sudoku Explainer, and how
// long rating and hints take, in the WebAssembly module under Node.js (the release build in
// pkg/*/node, as the page's worker runs it), over the SE-rated puzzle set. The native example
// `examples/se_ratings.rs` measures the same agreement faster; this measures what users wait for.
//
//   node scripts/bench_rating.mjs [--json]      after `bash scripts/build.sh`
//
// Settings (environment):
//   SUDOKU_PUZZLES   folder of puzzle files (default ../shared/puzzles beside the repo); reads
//                    se_rated.txt there, lines `hash puzzle rating`
//   RATING_SAMPLE    puzzles per SE rating, spread evenly over that rating's lines (default: all)
//   RATING_TRIES     calls of `rate` per puzzle, the fastest counting (default 1: an ordinary
//                    call, as a user meets it; more hide a stray interrupt on a shared machine)
//   RATING_SHUFFLE   1 to relabel the digits and permute rows and columns first, seeded by the
//                    line number, as `se_ratings --shuffle` does (same puzzles): the same logic
//                    in a new look. SE's own rating changes so for about 3% of puzzles.
//
// Per SE rating: the puzzles, how often `er` equals SE's rating and is within 0.1 of it, how
// often `solve_steps` finishes the grid, and the median and slowest ms of a `rate` call. Over
// all: the same agreement, the median, 90th and 99th percentile ms of `rate`, and the median ms
// of `hint` on the starting position and half-way along the logical path, with the pencil marks
// the page would pass by then (the puzzle's candidates less the eliminations of the steps taken).
// `--json` prints these as one JSON object instead of the Markdown tables. Progress goes to stderr.
//
// Outside the timing, every answer is checked: `er` is a number with one decimal; every step of
// `solve_steps` and of both hints places the solution's digit (from `solve_sudoku`) and never
// eliminates it; a path that says `solved` fills the solution; and each hint finds a step where
// the path goes on, and is "stuck" only where the path ends short of the solution.

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const puzzleDir = path.resolve(root, env.SUDOKU_PUZZLES ?? '../shared/puzzles');
const sample = env.RATING_SAMPLE ? Number(env.RATING_SAMPLE) : Infinity;
const tries = Math.max(1, Number(env.RATING_TRIES ?? 1));
const shuffle = env.RATING_SHUFFLE === '1';
const json = process.argv.includes('--json');
const require = createRequire(import.meta.url);
const wasm = {
  ...require(path.join(root, 'pkg/core/node/sudoku_wasm.cjs')),
  ...require(path.join(root, 'pkg/analysis/node/sudoku_wasm_analysis.cjs')),
};

const say = (text) => console.log(text);
const bold = (text) => say(`\x1b[1m${text}\x1b[0m`);
const ms = (value) => (value >= 10 ? value.toFixed(0) : value >= 1 ? value.toFixed(1) : value.toFixed(3));
const percent = (count, of) => `${((100 * count) / Math.max(1, of)).toFixed(1)}%`;
const sorted = (values) => [...values].sort((a, b) => a - b);
const quantile = (values, q) => sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
const tenths = (rating) => Math.round(Number(rating) * 10);

// ---------------------------------------------------------------------------------------------
// Puzzles

/** The lines of se_rated.txt grouped by SE rating in tenths, each `{ line, puzzle }`. */
function readByRating() {
  const file = path.join(puzzleDir, 'se_rated.txt');
  if (!existsSync(file)) throw new Error(`no ${file} (set SUDOKU_PUZZLES to the folder of the puzzle files)`);
  const byRating = new Map();
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const fields = text.trim().split(/\s+/);
      if (fields.length !== 3) return;
      const se = tenths(fields[2]);
      if (!byRating.has(se)) byRating.set(se, []);
      byRating.get(se).push({ line: index + 1, puzzle: fields[1] });
    });
  return new Map([...byRating].sort(([a], [b]) => a - b));
}

/** `count` entries spread evenly over `list` (all of it when it is no longer). */
function spread(list, count) {
  if (list.length <= count) return list;
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]);
}

/**
 * The same puzzle with its digits relabelled and its rows and columns permuted (bands, then rows
 * within each band; stacks, then columns within each stack), drawn from `seed`. A port of
 * `shuffled` in examples/se_ratings.rs, same xorshift generator and same draws in the same order,
 * so both tools rate the same shuffled puzzles (Rust code can't be shared with this script
 * without adding a test-only export to the module).
 */
function shuffled(puzzle, seed) {
  const u64 = (value) => BigInt.asUintN(64, value);
  let state = u64(BigInt(seed) * 0x9e3779b97f4a7c15n) | 1n;
  const next = (below) => {
    state ^= u64(state << 13n);
    state ^= state >> 7n;
    state ^= u64(state << 17n);
    return Number(state % BigInt(below));
  };
  const permute = (items) => {
    for (let i = items.length - 1; i >= 1; i--) {
      const j = next(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  };
  const lines = () => permute([0, 1, 2]).flatMap((band) => permute([0, 1, 2]).map((line) => band * 3 + line));
  const rows = lines();
  const columns = lines();
  const digits = permute([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  return rows
    .flatMap((row) => columns.map((column) => puzzle[row * 9 + column]))
    .map((cell) => (cell >= '1' && cell <= '9' ? String(digits[cell - 1]) : '.'))
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Checks, outside the timing

/** Throws unless `er` is a number written with at most one decimal (SE's scale). */
function checkRating(rating, where) {
  if (typeof rating.er !== 'number' || !/^\d+(\.\d)?$/.test(String(rating.er))) {
    throw new Error(`${where}: er is ${JSON.stringify(rating.er)}, not a rating with one decimal`);
  }
}

/** Throws unless `step` places only the solution's digits and eliminates none of them. */
function checkStep(step, solution, where) {
  for (const { cell, digit } of step.placements) {
    if (solution[cell] !== String(digit)) {
      throw new Error(`${where}: ${step.technique} places ${digit} at cell ${cell}, the solution has ${solution[cell]}`);
    }
  }
  for (const { cell, digit } of step.eliminations) {
    if (solution[cell] === String(digit)) {
      throw new Error(`${where}: ${step.technique} eliminates the solution's ${digit} at cell ${cell}`);
    }
  }
}

/**
 * Throws unless a hint agrees with the path from the same position: a step that agrees with the
 * solution where the path goes on, "stuck" where it ends short of the solution (a technique is
 * missing); never "mistake" (the marks are right) nor "solved" (cells are left).
 */
function checkHint(hint, pathGoesOn, solution, where) {
  const expected = pathGoesOn ? 'step' : 'stuck';
  if (hint.status !== expected) {
    throw new Error(`${where}: hint status ${hint.status} where the path says ${expected}: ${hint.explanation ?? hint.step?.explanation}`);
  }
  if (hint.status === 'step') checkStep(hint.step, solution, where);
}

/**
 * The position after the first `count` steps, as the page holds it: the grid with their digits
 * placed, and the pencil marks (`candidates` of that grid) less the digits they crossed out.
 */
function positionAfter(puzzle, steps, count) {
  const cells = [...puzzle];
  const crossedOut = [];
  for (const step of steps.slice(0, count)) {
    for (const { cell, digit } of step.placements) cells[cell] = String(digit);
    crossedOut.push(...step.eliminations);
  }
  const grid = cells.join('');
  const marks = wasm.candidates(grid);
  for (const { cell, digit } of crossedOut) marks[cell] = marks[cell].filter((d) => d !== digit);
  return { grid, marks };
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** Milliseconds one call takes (the fastest of `times` calls), and what the last returned. */
function timed(call, times = 1) {
  let value;
  let took = Infinity;
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    value = call();
    took = Math.min(took, performance.now() - start);
  }
  return { value, took };
}

/** Rates puzzles for a second first, so that V8 has compiled the module's optimised tier. */
function warmUp(puzzles) {
  const end = performance.now() + 1000;
  for (let i = 0; performance.now() < end; i++) wasm.rate(puzzles[i % puzzles.length].puzzle);
}

/**
 * Measures one puzzle: the time of `rate`, then, untimed, the path and its checks, then the
 * times of the two hints. Returns `{ er, solved, rateMs, hintStartMs, hintMidMs }`.
 */
function measure(puzzle, where) {
  const rating = timed(() => wasm.rate(puzzle), tries);
  checkRating(rating.value, where);
  const solution = wasm.solve_sudoku(puzzle);
  const { steps, solved } = wasm.solve_steps(puzzle);
  steps.forEach((step, i) => checkStep(step, solution, `${where}, step ${i + 1}`));
  if (solved && positionAfter(puzzle, steps, steps.length).grid !== solution) {
    throw new Error(`${where}: solve_steps says solved but its placements do not fill the solution`);
  }

  const start = timed(() => wasm.hint(puzzle));
  checkHint(start.value, steps.length > 0, solution, `${where}, hint at the start`);
  const half = Math.floor(steps.length / 2);
  const { grid, marks } = positionAfter(puzzle, steps, half);
  const mid = timed(() => wasm.hint(grid, marks));
  checkHint(mid.value, steps.length > half, solution, `${where}, hint after ${half} steps`);
  return { er: rating.value.er, solved, rateMs: rating.took, hintStartMs: start.took, hintMidMs: mid.took };
}

/** Measures every puzzle of every rating; reports progress on stderr every few seconds. */
function measureAll(byRating) {
  const total = [...byRating.values()].reduce((sum, list) => sum + list.length, 0);
  const results = new Map();
  let done = 0;
  let lastReport = performance.now();
  for (const [se, list] of byRating) {
    results.set(
      se,
      list.map(({ line, puzzle }) => {
        const text = shuffle ? shuffled(puzzle, line) : puzzle;
        const result = measure(text, `se_rated.txt line ${line} (${text})`);
        done += 1;
        if (performance.now() - lastReport > 5000 || done === total) {
          lastReport = performance.now();
          process.stderr.write(`  ${done} of ${total} puzzles rated (SE ${(se / 10).toFixed(1)})\n`);
        }
        return { ...result, se };
      }),
    );
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Summary

/** Agreement and times of a list of results. */
function summarise(results) {
  const rateMs = results.map((r) => r.rateMs);
  return {
    puzzles: results.length,
    equal: results.filter((r) => tenths(r.er) === r.se).length,
    within: results.filter((r) => Math.abs(tenths(r.er) - r.se) <= 1).length,
    solved: results.filter((r) => r.solved).length,
    medianMs: quantile(rateMs, 0.5),
    p90Ms: quantile(rateMs, 0.9),
    p99Ms: quantile(rateMs, 0.99),
    maxMs: Math.max(0, ...rateMs),
    hintStartMs: quantile(results.map((r) => r.hintStartMs), 0.5),
    hintMidMs: quantile(results.map((r) => r.hintMidMs), 0.5),
  };
}

/** The machine, as the other bench scripts name it. */
function machine() {
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  return {
    date: new Date().toISOString().slice(0, 10),
    cpu: os.cpus()[0]?.model ?? 'unknown CPU',
    cores: os.cpus().length,
    load,
    node: process.version,
  };
}

function printTables(perRating, all, host) {
  const kind = shuffle ? 'shuffled puzzles (digits relabelled, rows and columns permuted)' : 'puzzles as given';
  bold(`==> Rating against Sudoku Explainer: se_rated.txt, ${all.puzzles} ${kind}, wasm in Node.js`);
  say(`    ${host.date}, ${host.cpu}, ${host.cores} cores, load average ${host.load}, Node.js ${host.node}, one thread`);
  say(`    ms per \`rate\` call${tries > 1 ? `, the fastest of ${tries} per puzzle` : ""}; \`hint\` once per position; "solved": the logical path fills the grid`);
  say('');
  say('| SE rating | puzzles | ER equal | within 0.1 | solved | median ms | slowest ms |');
  say('|---:|---:|---:|---:|---:|---:|---:|');
  const row = (label, s) =>
    `| ${label} | ${s.puzzles} | ${percent(s.equal, s.puzzles)} | ${percent(s.within, s.puzzles)} | ` +
    `${percent(s.solved, s.puzzles)} | ${ms(s.medianMs)} | ${ms(s.maxMs)} |`;
  for (const [se, s] of perRating) say(row((se / 10).toFixed(1), s));
  say(row('**all**', all));
  say('');
  say('| puzzles | ER equal | within 0.1 | solved | rate median ms | 90th pct ms | 99th pct ms | hint at start, median ms | hint half-way, median ms |');
  say('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  say(
    `| ${all.puzzles} | ${percent(all.equal, all.puzzles)} | ${percent(all.within, all.puzzles)} | ` +
      `${percent(all.solved, all.puzzles)} | ${ms(all.medianMs)} | ${ms(all.p90Ms)} | ${ms(all.p99Ms)} | ` +
      `${ms(all.hintStartMs)} | ${ms(all.hintMidMs)} |`,
  );
}

// ---------------------------------------------------------------------------------------------

const byRating = new Map([...readByRating()].map(([se, list]) => [se, spread(list, sample)]));
if (byRating.size === 0) throw new Error(`no puzzles in ${path.join(puzzleDir, 'se_rated.txt')} (set SUDOKU_PUZZLES)`);
warmUp([...byRating.values()].flat());
const results = measureAll(byRating);
const perRating = new Map([...results].map(([se, list]) => [se, summarise(list)]));
const all = summarise([...results.values()].flat());
const host = machine();
if (json) {
  const round = (s) => Object.fromEntries(Object.entries(s).map(([k, v]) => [k, k.endsWith('Ms') ? Number(v.toFixed(3)) : v]));
  const ratings = [...perRating].map(([se, s]) => ({ se: se / 10, ...round(s) }));
  say(JSON.stringify({ machine: host, shuffled: shuffle, ratings, all: round(all) }));
} else {
  printTables(perRating, all, host);
}
