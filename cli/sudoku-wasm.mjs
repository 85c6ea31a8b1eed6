#!/usr/bin/env node
// The command line: `sudoku-wasm solve|count|rate [FILE|-]`, one puzzle per line in, one answer
// per line out, in order, on every core (worker threads, cli/worker.mjs).
//
// Lines stream through in batches: at most a few batches per thread are in flight, and answers
// are written as soon as every line before them is, so a file of any length runs in constant
// memory. A line the module refuses is reported on stderr with its line number, and its answer
// line is left empty, so that output line n always answers input line n.
//
// This thread shares the cores with the workers, so it does as little as it can per line: it cuts
// the input into batches at every BATCH_LINES-th newline and posts each as one string, and each
// answer comes back as one string of lines, with the refused lines apart (usually none).
import { createReadStream, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const USAGE = `Usage: sudoku-wasm <command> [options] [FILE|-]

Reads one puzzle per line from FILE (or standard input when FILE is - or missing) and writes one
answer per line, in order: line n of the output answers line n of the input. A puzzle is 81 cells
on one line: digits 1-9, and '.', '0' or '_' for blanks.

Commands:
  solve    the solution, as 81 digits (one of them, always the same, if there are several)
  count    the number of solutions, counting no further than --limit (default 2: 2 means "two or
           more", so 1 means unique)
  rate     Sudoku Explainer's ratings ER, EP and ED, the level and the hardest technique,
           separated by tabs

Options:
  --threads N   worker threads (default: one per core, here ${availableParallelism()})
  --limit N     for count: stop counting at N (1 to 1000000, default 2)
  --strict      stop at the first line that cannot be answered
  -h, --help    this help

A line that cannot be answered (unreadable, clashing givens, no solution for solve and rate,
several solutions for rate) is reported on standard error as "line N: <code>: <message>", its
output line is left empty, and the other lines go on; blank lines give blank lines. While standard
error is a terminal, a progress line there shows the rate and the time left.

Exit status: 0 every line answered; 1 some lines could not be answered (with --strict: one, and
the output stops before it); 2 wrong usage or an unreadable input file.`;

const EXIT = { answered: 0, refused: 1, usage: 2 };
/** Lines per message to a worker: enough that a message's cost is small beside its puzzles'. */
const BATCH_LINES = { solve: 1024, count: 1024, rate: 8 };
/** Batches in flight per thread: enough to keep every thread busy while answers are written. */
const BATCHES_PER_THREAD = 4;

function fail(message) {
  process.stderr.write(`sudoku-wasm: ${message}\nTry 'sudoku-wasm --help'.\n`);
  process.exit(EXIT.usage);
}

/** The command line's choices, or a usage error. */
function parseArguments(args) {
  const options = { threads: availableParallelism(), limit: 2, strict: false, file: undefined };
  const rest = [...args];
  const value = (name) => {
    const text = rest.shift();
    const number = Number(text);
    if (text === undefined || !Number.isInteger(number) || number < 1) fail(`${name} needs a whole number from 1, found ${text ?? 'nothing'}`);
    return number;
  };
  while (rest.length) {
    const arg = rest.shift();
    if (arg === '-h' || arg === '--help') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(EXIT.answered);
    } else if (arg === '--threads') options.threads = value('--threads');
    else if (arg === '--limit') options.limit = value('--limit');
    else if (arg === '--strict') options.strict = true;
    else if (arg.startsWith('-') && arg !== '-') fail(`unknown option ${arg}`);
    else if (!options.command) options.command = arg;
    else if (options.file === undefined) options.file = arg;
    else fail(`one input at a time, found ${options.file} and ${arg}`);
  }
  if (!options.command) fail('a command is needed: solve, count or rate');
  if (!(options.command in BATCH_LINES)) fail(`unknown command ${options.command}; use solve, count or rate`);
  if (options.limit > 1_000_000) fail(`--limit goes up to 1000000, found ${options.limit}`);
  return options;
}

/**
 * What stderr shows while it is a terminal: lines done, lines a second, and the time left when
 * the input's size is known (a file: its bytes read so far against its size).
 */
class Progress {
  #shown = 0;
  #start = performance.now();

  constructor(enabled, totalBytes) {
    this.enabled = enabled;
    this.totalBytes = totalBytes;
  }

  update(lines, bytesRead, force = false) {
    const now = performance.now();
    if (!this.enabled || (!force && now - this.#shown < 200)) return;
    this.#shown = now;
    const seconds = (now - this.#start) / 1000;
    const rate = seconds > 0 ? lines / seconds : 0;
    let text = `${lines.toLocaleString('en')} lines, ${Math.round(rate).toLocaleString('en')}/s`;
    if (this.totalBytes > 0) {
      const done = Math.min(bytesRead / this.totalBytes, 1);
      const width = 24;
      const filled = Math.round(done * width);
      const left = done > 0 ? (seconds / done) - seconds : 0;
      text = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${(done * 100).toFixed(0)}% ${text}, ${formatDuration(left)} left`;
    }
    process.stderr.write(`\r\x1b[K${text}`);
  }

  clear() {
    if (this.enabled) process.stderr.write('\r\x1b[K');
  }
}

function formatDuration(seconds) {
  const s = Math.round(seconds);
  return s < 60 ? `${s} s` : s < 3600 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const fromFile = options.file !== undefined && options.file !== '-';
  let input = process.stdin;
  let totalBytes = 0;
  if (fromFile) {
    try {
      totalBytes = statSync(options.file).size;
    } catch (error) {
      fail(`cannot read ${options.file}: ${error.message}`);
    }
    input = createReadStream(options.file);
    input.on('error', (error) => fail(`cannot read ${options.file}: ${error.message}`));
  }
  const progress = new Progress(Boolean(process.stderr.isTTY), totalBytes);

  const workers = Array.from({ length: options.threads }, () => new Worker(new URL('./worker.mjs', import.meta.url), {
    workerData: { command: options.command, limit: options.limit },
  }));
  const idle = [...workers];
  const waitingBatches = []; // batches read, not yet sent: { id, text }
  const answered = new Map(); // id -> { text, lines, refusals }, until every batch before it is written
  const firstLines = new Map(); // id -> the line number of its first line
  let nextToWrite = 0;
  let linesDone = 0;
  let refused = 0;
  let stopped = false;
  let wake = null; // resolves when a batch is answered, for the reader waiting on backpressure

  const dispatch = () => {
    while (idle.length && waitingBatches.length) {
      const worker = idle.pop();
      worker.postMessage(waitingBatches.shift());
    }
  };

  let output = '';
  const flushOutput = async () => {
    if (output && !process.stdout.write(output)) {
      output = '';
      await new Promise((resolve) => process.stdout.once('drain', resolve));
    }
    output = '';
  };

  /** Writes a batch's answers; refused lines are reported and leave their line empty. */
  const writeBatch = ({ text, lines, refusals }, firstLine) => {
    if (refusals.length === 0) {
      output += `${text}\n`;
      linesDone += lines;
      return;
    }
    for (const [offset, code, message] of refusals) {
      refused += 1;
      progress.clear();
      process.stderr.write(`line ${firstLine + offset}: ${code}: ${message}\n`);
      if (options.strict) {
        // Every answer before the refused line, and nothing after it.
        if (offset > 0) output += `${text.split('\n').slice(0, offset).join('\n')}\n`;
        linesDone += offset;
        stopped = true;
        return;
      }
    }
    output += `${text}\n`;
    linesDone += lines;
  };

  const writeReady = () => {
    while (!stopped && answered.has(nextToWrite)) {
      const answer = answered.get(nextToWrite);
      const firstLine = firstLines.get(nextToWrite);
      answered.delete(nextToWrite);
      firstLines.delete(nextToWrite);
      writeBatch(answer, firstLine);
      nextToWrite += 1;
    }
  };

  for (const worker of workers) {
    worker.on('message', ({ id, text, lines, refusals }) => {
      answered.set(id, { text, lines, refusals });
      idle.push(worker);
      writeReady();
      dispatch();
      wake?.();
    });
    worker.on('error', (error) => {
      progress.clear();
      process.stderr.write(`sudoku-wasm: a worker failed: ${error.message}\n`);
      process.exit(EXIT.refused);
    });
  }

  const batchSize = BATCH_LINES[options.command];
  let lineNumber = 0; // lines sent so far
  let batches = 0;
  const inFlight = () => batches - nextToWrite;
  /** Sends `text`, which holds `lines` lines (joined by newlines, without a last one). */
  const send = async (text, lines) => {
    firstLines.set(batches, lineNumber + 1);
    waitingBatches.push({ id: batches, text });
    batches += 1;
    lineNumber += lines;
    dispatch();
    // Backpressure: wait while enough batches are read ahead, and for stdout to take the output.
    while (!stopped && inFlight() >= options.threads * BATCHES_PER_THREAD) {
      await new Promise((resolve) => { wake = resolve; });
      wake = null;
      await flushOutput();
      progress.update(linesDone, input.bytesRead ?? 0);
    }
    await flushOutput();
    progress.update(linesDone, input.bytesRead ?? 0);
  };

  // The input cut into batches of `batchSize` lines at its newlines (a `\r` before one is
  // trimmed with the rest of the line's blanks by the worker).
  input.setEncoding('utf8');
  let pending = ''; // text read and not yet sent
  let linesPending = 0; // whole lines in `pending`
  let scanned = 0; // how far `pending` is searched for newlines
  for await (const chunk of input) {
    if (stopped) break;
    pending += chunk;
    for (;;) {
      const newline = pending.indexOf('\n', scanned);
      if (newline < 0) {
        scanned = pending.length;
        break;
      }
      linesPending += 1;
      scanned = newline + 1;
      if (linesPending === batchSize) {
        const text = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        scanned = 0;
        linesPending = 0;
        await send(text, batchSize);
        if (stopped) break;
      }
    }
  }
  if (!stopped && (linesPending > 0 || pending !== '')) {
    // The last lines; a last line without its newline counts too.
    const text = pending.endsWith('\n') ? pending.slice(0, -1) : pending;
    await send(text, linesPending + (pending.endsWith('\n') ? 0 : 1));
  }
  while (!stopped && nextToWrite < batches) {
    await new Promise((resolve) => { wake = resolve; });
    wake = null;
    await flushOutput();
    progress.update(linesDone, input.bytesRead ?? 0);
  }
  await flushOutput();
  progress.update(linesDone, totalBytes, true);
  progress.clear();
  input.destroy?.();
  await Promise.all(workers.map((worker) => worker.terminate()));
  process.exitCode = refused > 0 ? EXIT.refused : EXIT.answered;
}

main();
