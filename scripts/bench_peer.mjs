// Worker thread of scripts/bench.mjs: runs one npm Sudoku solver on a list of puzzles and posts
// each answer with its time, so the parent can stop a solver that runs too long and still keep
// what it answered. Solutions are posted as 81 digits, or null when the solver gave none.

import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const { peer, puzzles } = workerData;

/** Each solver behind one signature: 81-character puzzle in, 81 digits or null out. */
function loadSolver(name) {
  switch (name) {
    case '@algorithm.ts/sudoku': {
      // Dancing links; digits 0-8 and -1 for a blank.
      const { SudokuSolver } = require('@algorithm.ts/sudoku');
      const solver = new SudokuSolver({ childMatrixWidth: 3 });
      const solution = new Array(81).fill(-1);
      return (puzzle) => {
        const board = [...puzzle].map((c) => (c >= '1' && c <= '9' ? c.charCodeAt(0) - 49 : -1));
        return solver.solve(board, solution) ? solution.map((d) => d + 1).join('') : null;
      };
    }
    case 'sudoku': {
      // Digits 0-8 and null for a blank.
      const { solvepuzzle } = require('sudoku');
      return (puzzle) => {
        const board = [...puzzle].map((c) => (c >= '1' && c <= '9' ? c.charCodeAt(0) - 49 : null));
        const solution = solvepuzzle(board);
        return solution ? solution.map((d) => d + 1).join('') : null;
      };
    }
    case 'sudoku-core': {
      // Digits 1-9 and null for a blank; answers { solved, board }.
      const { solve } = require('sudoku-core');
      return (puzzle) => {
        const board = [...puzzle].map((c) => (c >= '1' && c <= '9' ? c.charCodeAt(0) - 48 : null));
        const result = solve(board);
        return result.solved ? result.board.join('') : null;
      };
    }
    default:
      throw new Error(`unknown solver ${name}`);
  }
}

const solve = loadSolver(peer);
// Warm-up on the first puzzles, so the timed calls run optimised code.
for (const puzzle of puzzles.slice(0, 3)) solve(puzzle);
puzzles.forEach((puzzle, index) => {
  const start = process.hrtime.bigint();
  const solution = solve(puzzle);
  const us = Number(process.hrtime.bigint() - start) / 1e3;
  parentPort.postMessage({ index, us, solution });
});
parentPort.postMessage({ done: true });
