// Node.js code: the node build loads itself, so there is no init step.
import { count_solutions, solve_sudoku } from 'sudoku-wasm';

const solution: string = solve_sudoku('.'.repeat(81));
const count: number = count_solutions(solution, 2);
console.log(solution, count);
