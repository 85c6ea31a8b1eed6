// One worker thread of the command line (cli/sudoku-wasm.mjs): answers batches of puzzle lines
// with the package's own modules, the core for solve and count, the analysis for rate.
//
// Message in: { id, text }, the batch's lines joined by newlines. Message out: { id, text, lines,
// refusals }: the answers joined the same way, one per line (empty for a blank line or a refused
// one), and each refused line as [offset in the batch, code, message].
import { parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { command, limit } = workerData;

/**
 * How to answer: `one(puzzle)` gives the line for one puzzle, or throws the module's error;
 * `batch(text, puzzles)`, where the module has a batch call, gives the lines for all of a batch's
 * puzzles at once (one call into WebAssembly rather than one per puzzle), or `undefined` when
 * some line must be answered alone.
 */
const answer = {
  solve() {
    const { solve_sudoku, solve_batch } = require('../pkg/core/node/sudoku_wasm.cjs');
    return {
      one: (puzzle) => solve_sudoku(puzzle),
      batch(text, puzzles) {
        // One line per puzzle, each ending in a newline; empty for a puzzle without a solution,
        // which is answered alone for its error.
        const solutions = solve_batch(text).split('\n');
        solutions.pop();
        if (solutions.length !== puzzles || solutions.includes('')) return undefined;
        return solutions;
      },
    };
  },
  count() {
    const { count_solutions, count_batch } = require('../pkg/core/node/sudoku_wasm.cjs');
    return {
      one: (puzzle) => String(count_solutions(puzzle, limit)),
      batch(text, puzzles) {
        const counts = count_batch(text, limit);
        return counts.length === puzzles ? Array.from(counts, String) : undefined;
      },
    };
  },
  rate() {
    const { rate } = require('../pkg/analysis/node/sudoku_wasm_analysis.cjs');
    const tenths = (rating) => rating.toFixed(1);
    return {
      one(puzzle) {
        const { er, ep, ed, difficulty, hardest } = rate(puzzle);
        return [tenths(er), tenths(ep), tenths(ed), difficulty, hardest].join('\t');
      },
      batch: () => undefined,
    };
  },
}[command]();

/** The answers to a batch's lines, all at once where the module can, else line by line. */
function answerLines(text) {
  const lines = text.split('\n').map((line) => line.trim());
  const puzzles = lines.reduce((count, line) => count + (line === '' ? 0 : 1), 0);
  let batchAnswers;
  try {
    // The batch call skips blank lines as JavaScript does; the count of answers checks it.
    batchAnswers = puzzles > 0 ? answer.batch(lines.join('\n'), puzzles) : [];
  } catch {
    // A line the module refuses: each line is answered alone below, for its own error.
  }
  const answers = new Array(lines.length);
  const refusals = [];
  let next = 0;
  for (let offset = 0; offset < lines.length; offset++) {
    const puzzle = lines[offset];
    if (puzzle === '') {
      answers[offset] = '';
    } else if (batchAnswers) {
      answers[offset] = batchAnswers[next++];
    } else {
      try {
        answers[offset] = answer.one(puzzle);
      } catch (error) {
        answers[offset] = '';
        refusals.push([offset, error.code ?? 'internal', error.message]);
      }
    }
  }
  return { text: answers.join('\n'), lines: lines.length, refusals };
}

parentPort.on('message', ({ id, text }) => {
  parentPort.postMessage({ id, ...answerLines(text) });
});
