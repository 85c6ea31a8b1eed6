// Node.js code: the node build loads itself, so it needs no init step; code written for browsers,
// which awaits init() first, compiles and runs as well (init() then has nothing to do).
import init, { count_solutions, solve_sudoku, type ErrorCode } from 'sudoku-wasm';
import { generate } from 'sudoku-wasm/analysis';
import { read_photo, type PhotoReading } from 'sudoku-wasm/photo';

await init();
const solution: string = solve_sudoku('.'.repeat(81));
const count: number = count_solutions(solution, 2);
const code: ErrorCode = 'conflict';
console.log(solution, count, code, generate('easy', 1).puzzle);

// A photo's pixels as a canvas gives them; a blank picture throws no_grid.
try {
  const reading: PhotoReading = read_photo(new Uint8ClampedArray(4 * 4 * 4), 4, 4);
  console.log(reading.puzzle, reading.corners[0].x, reading.corrected.length);
} catch (error) {
  console.log((error as { code: ErrorCode }).code);
}
