// Must NOT compile: a puzzle is a string, and the count is a number.
import { count_solutions, solve_sudoku, type ErrorCode } from 'sudoku-wasm';

solve_sudoku(42);
const count: string = count_solutions('.'.repeat(81), 2);
console.log(count);
const code: ErrorCode = 'no_such_code';
console.log(code);
