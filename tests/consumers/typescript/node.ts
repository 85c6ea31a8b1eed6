// Node.js code: the node build loads itself, so it needs no init step; code written for browsers,
// which awaits init() first, compiles and runs as well (init() then has nothing to do).
import init, { count_solutions, solve_sudoku } from 'sudoku-wasm';

await init();
const solution: string = solve_sudoku('.'.repeat(81));
const count: number = count_solutions(solution, 2);
console.log(solution, count);
