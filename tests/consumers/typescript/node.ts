// Node.js code: the node build loads itself, so it needs no init step; code written for browsers,
// which awaits init() first, compiles and runs as well (init() then has nothing to do).
import init, { count_solutions, solve_sudoku, type ErrorCode } from 'sudoku-wasm';
import { generate } from 'sudoku-wasm/analysis';

await init();
const solution: string = solve_sudoku('.'.repeat(81));
const count: number = count_solutions(solution, 2);
const code: ErrorCode = 'conflict';
console.log(solution, count, code, generate('easy', 1).puzzle);
