// The speed benchmark behind `npm run bench`: the native engine, the WebAssembly module in this
// Node.js process beside the `sudoku` crate compiled to WebAssembly (benches/sudoku-crate-peer/),
// and the popular JavaScript solvers from npm, on every puzzle file of the shared sets, as stored
// and as a transformed copy, single-threaded.
//
//   npm run bench                      build, then measure everything
//   BENCH_NO_BUILD=1 npm run bench     measure what is already built
//
// Settings (environment):
//   SUDOKU_PUZZLES     folder of puzzle files (default ../shared/puzzles beside the repo)
//   BENCH_FILES        comma-separated file names to run (default: every *.txt but solution_counts)
//   BENCH_SAMPLE       puzzles per file for the engine, spread evenly over the file (default 5000)
//   BENCH_ROUNDS       timed rounds after the warm-up; the median is reported (default 5)
//   BENCH_NATIVE       0 to skip the native engine
//   BENCH_PEERS        0 to skip the npm solvers (the `sudoku` crate always runs)
//   BENCH_PEER_SAMPLE  puzzles per file for the npm solvers (default 100)
//   BENCH_PEER_CAP_S   seconds each npm solver may spend on one file before it is stopped (default 20)
//   BENCH_NATIVE_CPU   rustc target-cpu for the native build (default native: this machine's
//                      instruction set, as the reference figures used AVX2; `x86-64` for baseline)
//
// Every answer is checked outside the timed region: a solution must keep the givens and fill every
// row, column and box with 1-9; a count must agree with whether a solution exists, and the
// module's and the `sudoku` crate's counts must agree.
//
// The transformed copy of a set gives every puzzle its own random symmetry of the grid (digits
// relabelled, rows and columns permuted within their bands and stacks, bands and stacks permuted,
// transposed half of the time; fixed seed): the same puzzles, in orientations no heuristic of
// either engine can have been tuned to.

import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const puzzleDir = path.resolve(root, env.SUDOKU_PUZZLES ?? '../shared/puzzles');
const sampleSize = Number(env.BENCH_SAMPLE ?? 5000);
const rounds = Math.max(1, Number(env.BENCH_ROUNDS ?? 5));
const peerSample = Number(env.BENCH_PEER_SAMPLE ?? 100);
const peerCapMs = Number(env.BENCH_PEER_CAP_S ?? 20) * 1000;
const nativeCpu = env.BENCH_NATIVE_CPU ?? 'native';
const nativeTargetDir = path.join(root, 'target/bench-native');
const runNative = env.BENCH_NATIVE !== '0';
const peerCrateDir = path.join(root, 'benches/sudoku-crate-peer');

// tdoku's times on this kind of machine as the speed issue gives them (µs per puzzle, first
// solution / unique), the native build that the module is compared with; tdoku itself is not on a
// package registry, so it cannot run here.
const TDOKU_US = {
  '17_clue.txt': [3.2, 3.3],
  'magictour_top1465.txt': [6.5, 9.1],
  'forum_hardest_1905_11plus.txt': [29, 52],
  'forum_hardest_1106.txt': [42, 77],
};

const say = (text) => console.log(text);
const bold = (text) => say(`\x1b[1m${text}\x1b[0m`);
const fmt = (us) => (us >= 100 ? us.toFixed(0) : us >= 10 ? us.toFixed(1) : us.toFixed(2));
const rate = (us) => Math.round(1e6 / us).toLocaleString('en-US');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// ---------------------------------------------------------------------------------------------
// Puzzles and the independent answer check

const files = (env.BENCH_FILES ? env.BENCH_FILES.split(',') : readdirSync(puzzleDir))
  .filter((name) => name.endsWith('.txt') && name !== 'solution_counts.txt')
  .sort();
if (files.length === 0) throw new Error(`no puzzle files in ${puzzleDir} (set SUDOKU_PUZZLES)`);

/**
 * Lines `floor(i * n / count)` of the file: the same even sample the native benchmark takes. A
 * line's puzzle is its field of 81 characters (se_rated.txt writes `hash puzzle rating`).
 */
function readPuzzles(file, count) {
  const lines = readFileSync(path.join(puzzleDir, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => line.split(/\s+/).find((field) => field.length === 81) ?? line);
  if (lines.length <= count) return { total: lines.length, puzzles: lines };
  return {
    total: lines.length,
    puzzles: Array.from({ length: count }, (_, i) => lines[Math.floor((i * lines.length) / count)]),
  };
}

const UNITS = [];
for (let i = 0; i < 9; i++) {
  UNITS.push(Array.from({ length: 9 }, (_, j) => i * 9 + j));
  UNITS.push(Array.from({ length: 9 }, (_, j) => j * 9 + i));
  UNITS.push(Array.from({ length: 9 }, (_, j) => (Math.floor(i / 3) * 3 + Math.floor(j / 3)) * 9 + (i % 3) * 3 + (j % 3)));
}

/** True when `solution` (81 digits) fills the grid by the rules and keeps every given. */
function solves(solution, puzzle) {
  if (typeof solution !== 'string' || !/^[1-9]{81}$/.test(solution)) return false;
  for (let i = 0; i < 81; i++) {
    if (puzzle[i] >= '1' && puzzle[i] <= '9' && puzzle[i] !== solution[i]) return false;
  }
  return UNITS.every((unit) => new Set(unit.map((i) => solution[i])).size === 9);
}

/** A small seeded generator (mulberry32), so the transformed copies are the same in every run. */
function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(items, random) {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** Nine lines in a random order that keeps every band (or stack) together. */
function lineOrder(random) {
  return shuffled([0, 1, 2], random).flatMap((band) => shuffled([0, 1, 2], random).map((line) => band * 3 + line));
}

/**
 * Each puzzle under its own random symmetry of the grid: digits relabelled, rows permuted within
 * bands and bands permuted, the same for columns and stacks, and transposed half of the time.
 * Every puzzle keeps its number of solutions and its difficulty.
 */
function transform(puzzles, seed) {
  const random = randomFrom(seed);
  return puzzles.map((puzzle) => {
    const digits = ['.', ...shuffled(['1', '2', '3', '4', '5', '6', '7', '8', '9'], random)];
    const rows = lineOrder(random);
    const columns = lineOrder(random);
    const transpose = random() < 0.5;
    let out = '';
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const from = transpose ? columns[c] * 9 + rows[r] : rows[r] * 9 + columns[c];
        const ch = puzzle[from];
        out += ch >= '1' && ch <= '9' ? digits[ch.charCodeAt(0) - 48] : '.';
      }
    }
    return out;
  });
}

// ---------------------------------------------------------------------------------------------
// Build

if (env.BENCH_NO_BUILD !== '1') {
  bold('==> Building the native benchmark, the WebAssembly module and the `sudoku` crate peer');
  const shell = { cwd: root, stdio: 'inherit' };
  // RUSTFLAGS from the shell would replace the flags of .cargo/config.toml (the native ones, and
  // WebAssembly's SIMD), so the builds measured here leave it out.
  const { RUSTFLAGS, CARGO_ENCODED_RUSTFLAGS, ...buildEnv } = env;
  if (RUSTFLAGS || CARGO_ENCODED_RUSTFLAGS) say('    (RUSTFLAGS from the shell left out)');
  // A target directory of its own, so that the CPU-specific flags do not rebuild everything else.
  // The CPU comes in as one more config entry, joined with the native flags of the config file.
  const cpuFlags = `target.'cfg(all())'.rustflags = ['-C', 'target-cpu=${nativeCpu}']`;
  if (runNative) {
    execFileSync('cargo', ['build', '--release', '--quiet', '--example', 'bench', '--config', cpuFlags], {
      ...shell,
      env: { ...buildEnv, CARGO_TARGET_DIR: nativeTargetDir },
    });
  }
  execFileSync('bash', ['scripts/build.sh'], { ...shell, env: buildEnv });
  // The peer, in a project of its own, gets the module's 128-bit SIMD (.cargo/config.toml) and the
  // same wasm-opt (node_modules/.bin). It keeps LLVM's loop vectoriser, which the core's build
  // leaves out for size only: the engine runs the same instructions either way (scripts/build.sh).
  const PATH = `${path.join(root, 'node_modules/.bin')}:${path.join(os.homedir(), '.cargo/bin')}:${env.PATH}`;
  execFileSync('wasm-pack', ['--log-level', 'warn', 'build', '--release', '--target', 'nodejs', '--out-dir', 'pkg', '--no-pack'], {
    cwd: peerCrateDir,
    stdio: 'inherit',
    env: { ...buildEnv, PATH },
  });
}

const results = new Map(); // file -> { native: {solve, count2}, wasm: {...}, peers: {...} }
const resultFor = (file) => {
  if (!results.has(file)) results.set(file, { native: {}, wasm: {}, peers: {} });
  return results.get(file);
};

// ---------------------------------------------------------------------------------------------
// Native engine: the release example prints one JSON line per file and mode

if (runNative) bold(`==> Native engine (cargo example 'bench', target-cpu=${nativeCpu}), ${rounds} rounds, median, up to ${sampleSize} puzzles per file`);
await new Promise((resolve, reject) => {
  if (!runNative) return resolve();
  const exe = path.join(nativeTargetDir, 'release/examples/bench');
  const child = spawn(exe, ['--json', ...files], {
    env: { ...env, SUDOKU_PUZZLES: puzzleDir, BENCH_SAMPLE: String(sampleSize), BENCH_ROUNDS: String(rounds) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  child.stdout.on('data', (chunk) => {
    pending += chunk;
    let newline;
    while ((newline = pending.indexOf('\n')) >= 0) {
      const m = JSON.parse(pending.slice(0, newline));
      pending = pending.slice(newline + 1);
      m.best_us = Math.min(...m.rounds_us);
      resultFor(m.file).native[m.mode] = m;
      say(
        `  ${m.file.padEnd(31)} ${m.mode.padEnd(6)} ${String(m.puzzles).padStart(5)} puzzles ` +
          `${fmt(m.median_us).padStart(7)} µs/puzzle ${rate(m.median_us).padStart(10)}/s   ` +
          `worst ${fmt(m.worst_us)} µs`,
      );
    }
  });
  child.on('error', reject);
  child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`native benchmark exited with ${code}`))));
});

// ---------------------------------------------------------------------------------------------
// WebAssembly module in this process

const require = createRequire(import.meta.url);
const wasm = require(path.join(root, 'pkg/core/node/sudoku_wasm.cjs'));
const hasBatch = typeof wasm.solve_batch === 'function';
const peerCrate = require(path.join(peerCrateDir, 'pkg/sudoku_crate_peer.js'));

/**
 * The fewest puzzles one way solves in a round: a small set runs several times over, so that a
 * round lasts milliseconds rather than the tens of microseconds of eleven easy puzzles, in which
 * one interrupt or the timer's own cost would decide the ratio between two ways.
 */
const LEAST_PER_ROUND = 1000;

/**
 * Times several ways of running the same puzzles: a warm-up of at least a second, then `rounds`
 * rounds in which each way runs once, in turn (over the list as often as `LEAST_PER_ROUND`
 * asks). Taking turns spreads whatever else the machine is doing over all of them alike, where
 * rounds run back to back would pin a busy spell on one. The warm-up is long enough for V8 to
 * replace its baseline WebAssembly code (Liftoff) with the optimised tier (TurboFan). Returns, per
 * way, µs per puzzle: the median, the best round and every round (for ratios taken round by
 * round).
 */
function timeInTurns(puzzles, runs) {
  const warmUpEnd = performance.now() + 1000;
  do for (const run of Object.values(runs)) run(puzzles);
  while (performance.now() < warmUpEnd);
  const passes = Math.ceil(LEAST_PER_ROUND / puzzles.length);
  const perRound = Object.fromEntries(Object.keys(runs).map((name) => [name, []]));
  for (let r = 0; r < rounds; r++) {
    for (const [name, run] of Object.entries(runs)) {
      const start = process.hrtime.bigint();
      for (let pass = 0; pass < passes; pass++) run(puzzles);
      perRound[name].push(Number(process.hrtime.bigint() - start) / 1e3 / (passes * puzzles.length));
    }
  }
  return Object.fromEntries(
    Object.entries(perRound).map(([name, times]) => [name, { median_us: median(times), best_us: Math.min(...times), rounds_us: times }]),
  );
}

/** The median over the rounds of one way's time divided by another's in the same round. */
const ratioInRounds = (a, b) => median(a.rounds_us.map((t, i) => t / b.rounds_us[i]));

/** Per-puzzle times, each the fastest of three passes (so a stray interrupt does not count). */
function timeEach(puzzles, call) {
  const fastest = new Array(puzzles.length).fill(Infinity);
  for (let pass = 0; pass < 3; pass++) {
    puzzles.forEach((puzzle, i) => {
      const start = process.hrtime.bigint();
      call(puzzle);
      fastest[i] = Math.min(fastest[i], Number(process.hrtime.bigint() - start) / 1e3);
    });
  }
  return fastest;
}

function worstOf(times, puzzles) {
  let worst = 0;
  times.forEach((t, i) => (t > times[worst] ? (worst = i) : 0));
  return { worst_us: times[worst], worst_puzzle: puzzles[worst] };
}

/**
 * The module's four ways (a call per puzzle and a batch, first solution and count to 2) and the
 * `sudoku` crate's two (a call per puzzle) in turns on one list of puzzles, then every answer
 * checked. Returns the timings and how many puzzles have several solutions.
 */
function measureWasm(label, puzzles) {
  let sink = 0;
  const text = puzzles.join('\n');
  const runs = {
    solve: (list) => list.forEach((p) => (sink += wasm.solve_sudoku(p).length)),
    count2: (list) => list.forEach((p) => (sink += wasm.count_solutions(p, 2))),
    crate_solve: (list) => list.forEach((p) => (sink += peerCrate.solve(p)?.length ?? 0)),
    crate_count2: (list) => list.forEach((p) => (sink += peerCrate.count(p, 2))),
  };
  if (hasBatch) {
    runs.solve_batch = () => (sink += wasm.solve_batch(text).length);
    runs.count2_batch = () => (sink += wasm.count_batch(text, 2).length);
  }
  const timings = timeInTurns(puzzles, runs);

  // Check every answer, outside the timing.
  const solutions = puzzles.map((p) => {
    try {
      return wasm.solve_sudoku(p);
    } catch (error) {
      return String(error);
    }
  });
  const bad = puzzles.findIndex((p, i) => !solves(solutions[i], p));
  if (bad >= 0) throw new Error(`${label}: wrong or missing solution from wasm for ${puzzles[bad]}`);
  const counts = puzzles.map((p) => wasm.count_solutions(p, 2));
  if (counts.some((c) => c < 1 || c > 2)) throw new Error(`${label}: impossible count from wasm`);
  if (hasBatch) {
    const batch = wasm.solve_batch(text).split('\n').slice(0, -1);
    const batchCounts = wasm.count_batch(text, 2);
    if (batch.some((s, i) => s !== solutions[i]) || batchCounts.some((c, i) => c !== counts[i])) {
      throw new Error(`${label}: the batch answers differ from the single-call answers`);
    }
  }
  const crateBad = puzzles.findIndex((p) => !solves(peerCrate.solve(p), p));
  if (crateBad >= 0) throw new Error(`${label}: wrong or missing solution from the sudoku crate for ${puzzles[crateBad]}`);
  const crateDiffers = puzzles.findIndex((p, i) => peerCrate.count(p, 2) !== counts[i]);
  if (crateDiffers >= 0) throw new Error(`${label}: the module and the sudoku crate count differently on ${puzzles[crateDiffers]}`);
  if (sink === 0) throw new Error(`${label}: no answer was read`);
  return { timings, several: counts.filter((c) => c === 2).length };
}

// The seed of the transformed copies (any fixed number: the copies are the same in every run).
const TRANSFORM_SEED = 20;

bold(`==> WebAssembly in Node.js ${process.version}: the module (pkg/core/node) and the sudoku crate (benches/sudoku-crate-peer), ${rounds} rounds, median`);
for (const file of files) {
  const { total, puzzles } = readPuzzles(file, sampleSize);
  const result = resultFor(file);

  const stored = measureWasm(file, puzzles);
  Object.assign(result.wasm, stored.timings);
  result.wasm.several = stored.several;
  const calls = { solve: (p) => wasm.solve_sudoku(p), count2: (p) => wasm.count_solutions(p, 2) };
  for (const [mode, call] of Object.entries(calls)) {
    const each = timeEach(puzzles, call);
    Object.assign(result.wasm[mode], { each, puzzles: puzzles.length, total, ...worstOf(each, puzzles) });
  }
  const native = result.native.count2;
  if (native && native.answers[2] !== stored.several) {
    throw new Error(`${file}: wasm and native disagree on how many puzzles have several solutions`);
  }
  const turned = measureWasm(`${file} (transformed)`, transform(puzzles, TRANSFORM_SEED));
  if (turned.several !== stored.several) throw new Error(`${file}: the transformed copy counts differently`);
  result.transformed = turned.timings;

  const line = (name, w) => {
    const batch = hasBatch ? `  batch ${fmt(w.solve_batch.median_us)} / ${fmt(w.count2_batch.median_us)}` : '';
    say(
      `  ${name.padEnd(43)} ${String(puzzles.length).padStart(5)} puzzles  solve ${fmt(w.solve.median_us).padStart(6)} µs ` +
        `count2 ${fmt(w.count2.median_us).padStart(6)} µs${batch}   sudoku crate ${fmt(w.crate_solve.median_us)} / ${fmt(w.crate_count2.median_us)} µs, ` +
        `ratio ${ratioInRounds(w.solve, w.crate_solve).toFixed(2)} / ${ratioInRounds(w.count2, w.crate_count2).toFixed(2)}`,
    );
  };
  line(file, result.wasm);
  line(`${file} transformed`, result.transformed);
}

// ---------------------------------------------------------------------------------------------
// npm solvers, each in a worker thread that is terminated when it runs over its time cap

const PEERS = ['@algorithm.ts/sudoku', 'sudoku', 'sudoku-core'];

/** Runs one solver on a list of puzzles in a worker; resolves with its answers and times. */
function runPeer(peer, puzzles) {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./bench_peer.mjs', import.meta.url), { workerData: { peer, puzzles } });
    const answers = [];
    let settled = false;
    const finish = (status, detail) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.terminate();
      resolve({ status, detail, answers });
    };
    const timer = setTimeout(() => finish('timeout'), peerCapMs);
    worker.on('message', (m) => (m.done ? finish('done') : answers.push(m)));
    worker.on('error', (error) => finish('error', String(error)));
    worker.on('exit', () => finish('error', 'the worker exited early'));
  });
}

if (env.BENCH_PEERS !== '0') {
  bold(`==> npm solvers, ${peerSample} puzzles per file, one worker thread each, ${peerCapMs / 1000} s cap per file`);
  for (const file of files) {
    const { puzzles: sample } = readPuzzles(file, sampleSize);
    // An even sub-sample of the engine's sample, so the wasm time on the same puzzles is known.
    const step = Math.max(1, sample.length / peerSample);
    const indices = Array.from({ length: Math.min(peerSample, sample.length) }, (_, i) => Math.floor(i * step));
    const puzzles = indices.map((i) => sample[i]);
    const result = resultFor(file);
    for (const peer of PEERS) {
      const run = await runPeer(peer, puzzles);
      const solved = run.answers.filter((a) => a.solution !== null && solves(a.solution, puzzles[a.index]));
      const wrong = run.answers.filter((a) => a.solution !== null && !solves(a.solution, puzzles[a.index]));
      const unanswered = run.answers.length - solved.length - wrong.length;
      const peerUs = solved.reduce((sum, a) => sum + a.us, 0) / Math.max(1, solved.length);
      const wasmUs = solved.reduce((sum, a) => sum + result.wasm.solve.each[indices[a.index]], 0) / Math.max(1, solved.length);
      const notes = [];
      if (run.status === 'timeout') notes.push(`stopped at the ${peerCapMs / 1000} s cap after ${run.answers.length} of ${puzzles.length}`);
      if (run.status === 'error') notes.push(`failed: ${run.detail}`);
      if (unanswered) notes.push(`${unanswered} gave no solution`);
      if (wrong.length) notes.push(`${wrong.length} WRONG`);
      result.peers[peer] = { solved: solved.length, tried: puzzles.length, us: solved.length ? peerUs : null, ratio: solved.length ? peerUs / wasmUs : null, notes };
      say(
        `  ${file.padEnd(31)} ${peer.padEnd(21)} ${solved.length ? `${fmt(peerUs).padStart(8)} µs/puzzle, ${(peerUs / wasmUs).toFixed(0).padStart(5)}x the wasm time` : '            no puzzle solved'}` +
          `${notes.length ? `  (${notes.join('; ')})` : ''}`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Summary

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
bold(`==> Summary: µs per puzzle, median of ${rounds} rounds (best round in brackets)`);
const uptime = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
say(`    ${new Date().toISOString().slice(0, 10)}, ${cpu}, ${os.cpus().length} cores, load average ${uptime}, Node.js ${process.version}, one thread`);
say('');
const both = (m) => (m ? `${fmt(m.median_us)} (${fmt(m.best_us)})` : '-');
say('| set | puzzles | native solve | native count2 | wasm solve | wasm count2 | wasm batch solve | wasm batch count2 |');
say('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const file of files) {
  const { native: n, wasm: w } = resultFor(file);
  say(`| ${file} | ${n.solve?.puzzles ?? '-'} of ${n.solve?.total ?? '-'} | ${both(n.solve)} | ${both(n.count2)} | ${both(w.solve)} | ${both(w.count2)} | ${both(w.solve_batch)} | ${both(w.count2_batch)} |`);
}
say('');
say('Worst single puzzle, µs (each puzzle timed alone, the fastest of three passes):');
say('');
say('| set | native solve | native count2 | wasm solve | wasm count2 |');
say('|---|---:|---:|---:|---:|');
for (const file of files) {
  const { native: n, wasm: w } = resultFor(file);
  const worst = (m) => (m ? fmt(m.worst_us) : '-');
  say(`| ${file} | ${worst(n.solve)} | ${worst(n.count2)} | ${worst(w.solve)} | ${worst(w.count2)} |`);
}
say('');
say('The module against the `sudoku` crate, both compiled to WebAssembly, one call per puzzle in this process, µs per puzzle (median of the rounds), and the module\'s time as a ratio of the crate\'s (median of the ratios round by round; the goal is at most 0.9):');
say('');
say('| set | copy | module solve | crate solve | ratio | module count2 | crate count2 | ratio |');
say('|---|---|---:|---:|---:|---:|---:|---:|');
for (const file of files) {
  const { wasm: w, transformed: t } = resultFor(file);
  for (const [copy, m] of [['stored', w], ['transformed', t]]) {
    say(
      `| ${file} | ${copy} | ${fmt(m.solve.median_us)} | ${fmt(m.crate_solve.median_us)} | ${ratioInRounds(m.solve, m.crate_solve).toFixed(2)} | ` +
        `${fmt(m.count2.median_us)} | ${fmt(m.crate_count2.median_us)} | ${ratioInRounds(m.count2, m.crate_count2).toFixed(2)} |`,
    );
  }
}
const tdokuFiles = files.filter((file) => TDOKU_US[file]);
if (tdokuFiles.length) {
  say('');
  say('Against tdoku\'s native times as the speed issue gives them (not run here: a ratio to printed figures, so it moves with the machine\'s load), first / unique:');
  say('');
  say('| set | tdoku µs | native / tdoku | wasm call / tdoku | wasm transformed / tdoku |');
  say('|---|---:|---:|---:|---:|');
  for (const file of tdokuFiles) {
    const [first, unique] = TDOKU_US[file];
    const { native: n, wasm: w, transformed: t } = resultFor(file);
    const pair = (a, b) => (a && b ? `${(a.median_us / first).toFixed(2)} / ${(b.median_us / unique).toFixed(2)}` : '-');
    say(`| ${file} | ${first} / ${unique} | ${pair(n.solve, n.count2)} | ${pair(w.solve, w.count2)} | ${pair(t.solve, t.count2)} |`);
  }
}
if (env.BENCH_PEERS !== '0') {
  say('');
  say(`npm solvers, first solution, µs per puzzle on up to ${peerSample} puzzles per set, and how many times the wasm engine's time on the same puzzles:`);
  say('');
  say(`| set | ${PEERS.join(' | ')} |`);
  say(`|---|${PEERS.map(() => '---').join('|')}|`);
  for (const file of files) {
    const peers = PEERS.map((name) => {
      const p = resultFor(file).peers[name];
      if (!p) return '-';
      const figure = p.us === null ? 'none solved' : `${fmt(p.us)} (${p.ratio.toFixed(0)}x)`;
      const partial = p.us !== null && p.solved < p.tried ? `, ${p.solved} of ${p.tried} solved` : '';
      return figure + partial + (p.notes.length && p.us === null ? ` — ${p.notes[0]}` : '');
    });
    say(`| ${file} | ${peers.join(' | ')} |`);
  }
}
