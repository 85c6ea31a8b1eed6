// What the package README tells Vite and webpack users to write.
import init, { solve_sudoku, count_solutions } from 'sudoku-wasm';

await init();
const puzzle = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
document.querySelector('#solution').textContent =
  `${solve_sudoku(puzzle)} ${count_solutions(puzzle, 2)}`;
try {
  solve_sudoku(puzzle.slice(0, 80));
} catch (error) {
  document.querySelector('#error').textContent = `${error instanceof Error} ${error.code} ${error.message}`;
}
