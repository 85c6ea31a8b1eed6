// One worker thread of the command line (cli/sudoku-wasm.mjs): answers batches of puzzle lines
// with the package's own modules, the core for solve and count, the analysis for rate.
//
// Message in: { id, lines }; message out: { id, answers }, one per line: { text } for an answer,
// { error: { code, message } } for a line the module refused, { blank: true } for an empty line.
import { parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { command, limit } = workerData;

/** The answer to one puzzle, as the line the command prints. */
const answer = {
  solve() {
    const { solve_sudoku } = require('../pkg/core/node/sudoku_wasm.cjs');
    return (puzzle) => solve_sudoku(puzzle);
  },
  count() {
    const { count_solutions } = require('../pkg/core/node/sudoku_wasm.cjs');
    return (puzzle) => String(count_solutions(puzzle, limit));
  },
  rate() {
    const { rate } = require('../pkg/analysis/node/sudoku_wasm_analysis.cjs');
    const tenths = (rating) => rating.toFixed(1);
    return (puzzle) => {
      const { er, ep, ed, difficulty, hardest } = rate(puzzle);
      return [tenths(er), tenths(ep), tenths(ed), difficulty, hardest].join('\t');
    };
  },
}[command]();

parentPort.on('message', ({ id, lines }) => {
  const answers = lines.map((line) => {
    const puzzle = line.trim();
    if (puzzle === '') return { blank: true };
    try {
      return { text: answer(puzzle) };
    } catch (error) {
      return { error: { code: error.code ?? 'internal', message: error.message } };
    }
  });
  parentPort.postMessage({ id, answers });
});
