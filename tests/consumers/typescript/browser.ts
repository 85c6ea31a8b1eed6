// Browser and bundler code: the web build, with its one init step per entry.
import init, { count_solutions, solve_sudoku, type SudokuError } from 'sudoku-wasm';
import initAnalysis, { rate, type Rating } from 'sudoku-wasm/analysis';

await init();
const solution: string = solve_sudoku('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
const unique: boolean = count_solutions(solution, 2) === 1;
console.log(solution, unique);
try {
  solve_sudoku('.');
} catch (error) {
  const { code, row }: { code: SudokuError['code']; row?: number } = error as SudokuError;
  if (code === 'no_solution' || code === 'cell_count') console.log(code, row);
}
await initAnalysis();
const rating: Rating = rate(solution);
console.log(rating.er);
