// Browser and bundler code: the web build, with its one init step.
import init, { count_solutions, solve_sudoku } from 'sudoku-wasm';

await init();
const solution: string = solve_sudoku('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
const unique: boolean = count_solutions(solution, 2) === 1;
console.log(solution, unique);
