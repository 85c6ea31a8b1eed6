// Counts the instructions V8 runs per puzzle for the core's calls, under valgrind's callgrind: a
// measure that repeats exactly on a shared machine, where time does not. docs/engine.md compares
// engine variants with it, and times them in turns besides, since counts miss what the processor
// waits for.
//
//   node scripts/count_instructions.mjs [--calls] [--count] [--module DIR] FILE...
//
// Each file (a name in $SUDOKU_PUZZLES, default ../shared/puzzles) is sampled evenly
// ($COUNT_SAMPLE puzzles, default 500) and run through `solve_batch`, or `count_batch` to 2 with
// `--count`; with `--calls`, one `solve_sudoku` or `count_solutions` call per puzzle, glue
// included. A child Node.js runs the sample 15 times and 5 times under callgrind, with V8's
// optimising compiler from the start and nothing in parallel; the difference, divided by 10 and
// by the sample, leaves out start-up, compilation and warm-up. `--module` names another build of
// the core (a folder holding `sudoku_wasm.cjs`), to compare two; the default is pkg/core/node.
// Needs valgrind (`apt-get install valgrind`); a few minutes per file on the hard sets.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at < 0 ? fallback : args[at + 1];
};
const moduleDir = resolve(option('--module', `${root}/pkg/core/node`));
const calls = flag('--calls');
const counting = flag('--count');
const sampleSize = Number(process.env.COUNT_SAMPLE ?? 500);
const puzzleDir = process.env.SUDOKU_PUZZLES ?? resolve(root, '../shared/puzzles');

// The evenly spaced sample the benchmark takes: line floor(i * n / count).
function sample(file) {
  const lines = readFileSync(resolve(puzzleDir, file), 'utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/).find((word) => word.length === 81))
    .filter(Boolean);
  const n = Math.min(sampleSize, lines.length);
  return Array.from({ length: n }, (_, i) => lines[Math.floor((i * lines.length) / n)]);
}

// The child: runs a file's sample `passes` times, after one pass that every count includes.
if (flag('--child')) {
  const core = createRequire(import.meta.url)(`${moduleDir}/sudoku_wasm.cjs`);
  const puzzles = sample(option('--file'));
  const text = puzzles.join('\n');
  let sink = 0;
  const pass = calls
    ? counting
      ? () => puzzles.forEach((puzzle) => (sink += core.count_solutions(puzzle, 2)))
      : () => puzzles.forEach((puzzle) => (sink += core.solve_sudoku(puzzle).length))
    : counting
      ? () => (sink += core.count_batch(text, 2).length)
      : () => (sink += core.solve_batch(text).length);
  const passes = Number(option('--passes'));
  for (let i = 0; i <= passes; i++) pass();
  if (sink === 0) throw new Error('no answers');
  process.exit(0);
}

const v8Flags = [
  '--single-threaded',
  '--predictable',
  '--no-liftoff',
  '--no-wasm-lazy-compilation',
  '--no-wasm-dynamic-tiering',
];

function instructions(file, passes) {
  const child = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      ...v8Flags,
      fileURLToPath(import.meta.url),
      '--child',
      '--file',
      file,
      '--passes',
      String(passes),
      '--module',
      moduleDir,
      ...(calls ? ['--calls'] : []),
      ...(counting ? ['--count'] : []),
    ],
    { encoding: 'utf8' },
  );
  if (child.error) throw new Error(`valgrind: ${child.error.message} (apt-get install valgrind)`);
  const collected = child.stderr.match(/Collected : (\d+)/);
  if (child.status !== 0 || !collected) throw new Error(`the count of ${file} failed:\n${child.stderr}`);
  return Number(collected[1]);
}

const files = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--module');
if (files.length === 0) {
  console.error('usage: node scripts/count_instructions.mjs [--calls] [--count] [--module DIR] FILE...');
  process.exit(2);
}
const way = `${calls ? 'one call per puzzle' : 'a batch'}, ${counting ? 'counting to 2' : 'first solution'}`;
console.log(`V8 instructions per puzzle (${way}; ${moduleDir}):`);
for (const file of files) {
  const n = sample(file).length;
  const perPuzzle = (instructions(file, 15) - instructions(file, 5)) / 10 / n;
  console.log(`  ${file.padEnd(32)} ${String(n).padStart(5)} puzzles  ${Math.round(perPuzzle)}`);
}
