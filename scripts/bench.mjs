// The speed benchmark behind `npm run bench`: the native engine, the WebAssembly module in this
// Node.js process, and the popular JavaScript solvers from npm, on every puzzle file of the shared
// sets, single-threaded.
//
//   npm run bench                      build, then measure everything
//   BENCH_NO_BUILD=1 npm run bench     measure what is already built
//
// Settings (environment):
//   SUDOKU_PUZZLES     folder of puzzle files (default ../shared/puzzles beside the repo)
//   BENCH_FILES        comma-separated file names to run (default: every *.txt but solution_counts)
//   BENCH_SAMPLE       puzzles per file for the engine, spread evenly over the file (default 5000)
//   BENCH_ROUNDS       timed rounds after the warm-up; the median is reported (default 5)
//   BENCH_PEERS        0 to skip the npm solvers
//   BENCH_PEER_SAMPLE  puzzles per file for the npm solvers (default 100)
//   BENCH_PEER_CAP_S   seconds each npm solver may spend on one file before it is stopped (default 20)
//   BENCH_NATIVE_CPU   rustc target-cpu for the native build (default native: this machine's
//                      instruction set, as the reference figures used AVX2; `x86-64` for baseline)
//
// Every answer is checked outside the timed region: a solution must keep the givens and fill every
// row, column and box with 1-9; a count must agree with whether a solution exists.

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

/** Lines `floor(i * n / count)` of the file: the same even sample the native benchmark takes. */
function readPuzzles(file, count) {
  const lines = readFileSync(path.join(puzzleDir, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
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

// ---------------------------------------------------------------------------------------------
// Build

if (env.BENCH_NO_BUILD !== '1') {
  bold('==> Building the native benchmark and the WebAssembly module');
  const shell = { cwd: root, stdio: 'inherit' };
  // RUSTFLAGS from the shell would replace the flags of .cargo/config.toml (the native ones, and
  // WebAssembly's SIMD), so the builds measured here leave it out.
  const { RUSTFLAGS, CARGO_ENCODED_RUSTFLAGS, ...buildEnv } = env;
  if (RUSTFLAGS || CARGO_ENCODED_RUSTFLAGS) say('    (RUSTFLAGS from the shell left out)');
  // A target directory of its own, so that the CPU-specific flags do not rebuild everything else.
  // The CPU comes in as one more config entry, joined with the native flags of the config file.
  const cpuFlags = `target.'cfg(all())'.rustflags = ['-C', 'target-cpu=${nativeCpu}']`;
  execFileSync('cargo', ['build', '--release', '--quiet', '--example', 'bench', '--config', cpuFlags], {
    ...shell,
    env: { ...buildEnv, CARGO_TARGET_DIR: nativeTargetDir },
  });
  execFileSync('bash', ['scripts/build.sh'], { ...shell, env: buildEnv });
}

const results = new Map(); // file -> { native: {solve, count2}, wasm: {...}, peers: {...} }
const resultFor = (file) => {
  if (!results.has(file)) results.set(file, { native: {}, wasm: {}, peers: {} });
  return results.get(file);
};

// ---------------------------------------------------------------------------------------------
// Native engine: the release example prints one JSON line per file and mode

bold(`==> Native engine (cargo example 'bench', target-cpu=${nativeCpu}), ${rounds} rounds, median, up to ${sampleSize} puzzles per file`);
await new Promise((resolve, reject) => {
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

/**
 * Times several ways of running the same puzzles: a warm-up of at least a second, then `rounds`
 * rounds in which each way runs once, in turn. Taking turns spreads whatever else the machine is
 * doing over all of them alike, where rounds run back to back would pin a busy spell on one. The
 * warm-up is long enough for V8 to replace its baseline WebAssembly code (Liftoff) with the
 * optimised tier (TurboFan). Returns, per way, µs per puzzle: the median and the best round.
 */
function timeInTurns(puzzles, runs) {
  const warmUpEnd = performance.now() + 1000;
  do for (const run of Object.values(runs)) run(puzzles);
  while (performance.now() < warmUpEnd);
  const perRound = Object.fromEntries(Object.keys(runs).map((name) => [name, []]));
  for (let r = 0; r < rounds; r++) {
    for (const [name, run] of Object.entries(runs)) {
      const start = process.hrtime.bigint();
      run(puzzles);
      perRound[name].push(Number(process.hrtime.bigint() - start) / 1e3 / puzzles.length);
    }
  }
  return Object.fromEntries(
    Object.entries(perRound).map(([name, times]) => [name, { median_us: median(times), best_us: Math.min(...times) }]),
  );
}

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

bold(`==> WebAssembly in Node.js ${process.version} (pkg/core/node), ${rounds} rounds, median`);
for (const file of files) {
  const { total, puzzles } = readPuzzles(file, sampleSize);
  const result = resultFor(file);

  // One call per puzzle, and many puzzles per call.
  let sink = 0;
  const text = puzzles.join('\n');
  const runs = {
    solve: (list) => list.forEach((p) => (sink += wasm.solve_sudoku(p).length)),
    count2: (list) => list.forEach((p) => (sink += wasm.count_solutions(p, 2))),
  };
  if (hasBatch) {
    runs.solve_batch = () => (sink += wasm.solve_batch(text).length);
    runs.count2_batch = () => (sink += wasm.count_batch(text, 2).length);
  }
  Object.assign(result.wasm, timeInTurns(puzzles, runs));
  const calls = { solve: (p) => wasm.solve_sudoku(p), count2: (p) => wasm.count_solutions(p, 2) };
  for (const [mode, call] of Object.entries(calls)) {
    const each = timeEach(puzzles, call);
    Object.assign(result.wasm[mode], { each, puzzles: puzzles.length, total, ...worstOf(each, puzzles) });
  }

  // Check every answer, outside the timing.
  const solutions = puzzles.map((p) => {
    try {
      return wasm.solve_sudoku(p);
    } catch (error) {
      return String(error);
    }
  });
  const bad = puzzles.filter((p, i) => !solves(solutions[i], p));
  if (bad.length) throw new Error(`${file}: wrong or missing solution from wasm for ${bad[0]}`);
  const counts = puzzles.map((p) => wasm.count_solutions(p, 2));
  if (counts.some((c) => c < 1 || c > 2)) throw new Error(`${file}: impossible count from wasm`);
  if (hasBatch) {
    const batch = wasm.solve_batch(text).split('\n').slice(0, -1);
    const batchCounts = wasm.count_batch(text, 2);
    if (batch.some((s, i) => s !== solutions[i]) || batchCounts.some((c, i) => c !== counts[i])) {
      throw new Error(`${file}: the batch answers differ from the single-call answers`);
    }
  }
  const native = result.native.count2;
  if (native && native.answers[2] !== counts.filter((c) => c === 2).length) {
    throw new Error(`${file}: wasm and native disagree on how many puzzles have several solutions`);
  }
  result.wasm.several = counts.filter((c) => c === 2).length;

  const w = result.wasm;
  const batch = hasBatch ? `  batch ${fmt(w.solve_batch.median_us)} / ${fmt(w.count2_batch.median_us)} µs` : '';
  say(
    `  ${file.padEnd(31)} ${String(puzzles.length).padStart(5)} puzzles  solve ${fmt(w.solve.median_us).padStart(6)} µs ` +
      `(${rate(w.solve.median_us)}/s, worst ${fmt(w.solve.worst_us)})  count2 ${fmt(w.count2.median_us).padStart(6)} µs ` +
      `(worst ${fmt(w.count2.worst_us)})${batch}  [${sink > 0 ? 'checked' : '?'}]`,
  );
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
