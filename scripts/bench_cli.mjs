// The last part of `npm run bench`: the command line's throughput (cli/sudoku-wasm.mjs) with one
// worker thread and with one per core, on the same file, in turns.
//
//   node scripts/bench_cli.mjs   ($CLI_ROUNDS rounds, default 3; $SUDOKU_PUZZLES for the sets)
//
// The file is the hardest shared set, forum_hardest_1905_11plus (48,766 puzzles, about 40 µs each
// to count in WebAssembly), repeated to $CLI_COPIES copies (default 2) so that starting the
// threads is a small part of a run. Each run counts solutions to 2 (uniqueness, a setter's daily
// check); the outputs of all runs must be the same, line for line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const puzzleDir = process.env.SUDOKU_PUZZLES ?? join(root, '../shared/puzzles');
const rounds = Number(process.env.CLI_ROUNDS ?? 3);
const copies = Number(process.env.CLI_COPIES ?? 2);
const cores = availableParallelism();

const lines = readFileSync(join(puzzleDir, 'forum_hardest_1905_11plus.txt'), 'utf8').split('\n')
  .map((line) => line.slice(0, 81)).filter((line) => line.length === 81);
const input = join(mkdtempSync(join(tmpdir(), 'sudoku-bench-cli-')), 'puzzles.txt');
writeFileSync(input, `${Array(copies).fill(lines.join('\n')).join('\n')}\n`);
const total = lines.length * copies;

console.log(`\x1b[1m==> Command line: sudoku-wasm count on ${total.toLocaleString('en')} puzzles (forum_hardest_1905_11plus x${copies}), ${rounds} rounds, median\x1b[0m`);
console.log(`    ${cpus()[0].model}, ${cores} cores, Node.js ${process.version}, load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);

const times = { 1: [], [cores]: [] };
let expected;
for (let round = 0; round < rounds; round++) {
  for (const threads of [1, cores]) {
    const start = performance.now();
    const result = spawnSync(process.execPath, [join(root, 'cli/sudoku-wasm.mjs'), 'count', '--threads', String(threads), input], {
      encoding: 'utf8', maxBuffer: 64 * 1024 * 1024,
    });
    times[threads].push((performance.now() - start) / 1000);
    if (result.status !== 0) throw new Error(`sudoku-wasm exited with ${result.status}: ${result.stderr}`);
    expected ??= result.stdout;
    if (result.stdout !== expected) throw new Error(`${threads} threads answered differently`);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rate = (threads) => total / median(times[threads]);
for (const threads of [1, cores]) {
  console.log(`    ${String(threads).padStart(2)} thread${threads > 1 ? 's' : ' '}  ${median(times[threads]).toFixed(2)} s   ${Math.round(rate(threads)).toLocaleString('en')} puzzles/s   (rounds: ${times[threads].map((t) => t.toFixed(2)).join(', ')} s)`);
}
console.log(`    ${cores} threads / 1: ${(rate(cores) / rate(1)).toFixed(2)}x   load average after: ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
