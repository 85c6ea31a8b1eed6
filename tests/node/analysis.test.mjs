// The analysis exports as JavaScript sees them, through the release module's glue: the shapes
// of steps and ratings (Sudoku Explainer's numbers, with one decimal), chain links, generate's
// two ways of asking for a difficulty and its refusals, and rate's refusal of a puzzle with
// several solutions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { CHAIN_PUZZLE, CHAIN_TECHNIQUES, LEETCODE_PUZZLE } from '../page/sudoku-rules.mjs';

const require = createRequire(import.meta.url);
const sudoku = {
  ...require('../../pkg/core/node/sudoku_wasm.cjs'),
  ...require('../../pkg/analysis/node/sudoku_wasm_analysis.cjs'),
};
const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];
// The lowest ER of each level (docs/analysis.md): easy 1.0–2.3, medium 2.4–3.9, hard 4.0–5.9,
// expert 6.0–7.9, extreme from 8.0.
const LEVEL_FLOORS = [1.0, 2.4, 4.0, 6.0, 8.0];

/** A number of Sudoku Explainer's scale: one decimal, as it prints them. */
function assertRating(value, what) {
  assert.equal(typeof value, 'number', what);
  assert.equal(Math.round(value * 10) / 10, value, `${what} has one decimal: ${value}`);
}

/** The level of an ER. */
const levelOf = (er) => LEVELS[LEVEL_FLOORS.findLastIndex((floor) => er >= floor)];

function assertCandidate(candidate, what) {
  assert.deepEqual(Object.keys(candidate), ['cell', 'digit'], what);
  assert.ok(Number.isInteger(candidate.cell) && candidate.cell >= 0 && candidate.cell < 81, what);
  assert.ok(Number.isInteger(candidate.digit) && candidate.digit >= 1 && candidate.digit <= 9, what);
}

function assertStep(step, what) {
  assert.deepEqual(Object.keys(step), [
    'technique', 'rating', 'difficulty', 'cells', 'digits', 'units', 'links', 'placements', 'eliminations', 'explanation', 'conclusion',
  ], what);
  assertRating(step.rating, `${what}: rating`);
  assert.ok(step.rating >= 1.0, what);
  assert.equal(step.difficulty, levelOf(step.rating), `${what}: the level of its rating`);
  for (const link of step.links) {
    assert.deepEqual(Object.keys(link), ['from', 'to', 'kind'], what);
    assertCandidate(link.from, what);
    assertCandidate(link.to, what);
    assert.ok(['strong', 'weak'].includes(link.kind), what);
  }
}

function assertRatingShape(rating, what) {
  assert.deepEqual(Object.keys(rating), ['er', 'ep', 'ed', 'difficulty', 'hardest', 'steps'], what);
  for (const key of ['er', 'ep', 'ed']) assertRating(rating[key], `${what}: ${key}`);
  assert.ok(rating.ed <= rating.ep && rating.ep <= rating.er, `${what}: ED <= EP <= ER`);
  assert.equal(rating.difficulty, levelOf(rating.er), what);
}

test('a step carries its technique, SE rating, level and links', () => {
  const hint = sudoku.hint(LEETCODE_PUZZLE);
  assert.equal(hint.status, 'step');
  assertStep(hint.step, 'the first hint');
  assert.deepEqual(
    { technique: hint.step.technique, rating: hint.step.rating, difficulty: hint.step.difficulty, links: hint.step.links },
    { technique: 'Hidden Single', rating: 1.2, difficulty: 'easy', links: [] },
  );
  const { steps, solved } = sudoku.solve_steps(LEETCODE_PUZZLE);
  assert.ok(solved);
  steps.forEach((step, index) => assertStep(step, `step ${index + 1}`));
});

/** The cells that share a row, a column or a box with cell. */
const peersOf = (cell) => Array.from({ length: 81 }, (_, other) => other).filter((other) => other !== cell && (
  Math.floor(other / 9) === Math.floor(cell / 9) || other % 9 === cell % 9
  || (Math.floor(other / 27) === Math.floor(cell / 27) && Math.floor((other % 9) / 3) === Math.floor((cell % 9) / 3))));

test('a chain step links candidates of its position, strong or weak', () => {
  const { steps, solved } = sudoku.solve_steps(CHAIN_PUZZLE);
  assert.ok(solved, 'every puzzle with one solution is solved by logic');
  assert.ok(CHAIN_TECHNIQUES.includes(steps[0].technique), `the first step is a chain, not ${steps[0].technique}`);
  assert.deepEqual(sudoku.hint(CHAIN_PUZZLE).step, steps[0], 'the first hint is the first step');
  // The marks before each step: the candidates, less what the steps before placed and crossed out.
  const marks = sudoku.candidates(CHAIN_PUZZLE);
  const kinds = new Set();
  steps.forEach((step, index) => {
    const where = `step ${index + 1} (${step.technique})`;
    assertStep(step, where);
    if (CHAIN_TECHNIQUES.includes(step.technique)) assert.ok(step.links.length > 0, `${where}: a chain has links`);
    for (const link of step.links) {
      for (const end of [link.from, link.to]) {
        assert.ok(marks[end.cell].includes(end.digit), `${where}: ${end.digit} is a candidate of cell ${end.cell}`);
      }
      kinds.add(link.kind);
    }
    for (const { cell, digit } of step.eliminations) marks[cell] = marks[cell].filter((mark) => mark !== digit);
    for (const { cell, digit } of step.placements) {
      marks[cell] = [];
      for (const peer of peersOf(cell)) marks[peer] = marks[peer].filter((mark) => mark !== digit);
    }
  });
  assert.deepEqual([...kinds].sort(), ['strong', 'weak']);
});

test('rate gives ER, EP and ED with one decimal, and the level of ER', () => {
  const rating = sudoku.rate(LEETCODE_PUZZLE);
  assertRatingShape(rating, 'the LeetCode puzzle');
  assert.deepEqual(rating, { er: 1.2, ep: 1.2, ed: 1.2, difficulty: 'easy', hardest: 'Hidden Single', steps: 51 });
  const solution = sudoku.solve_sudoku(LEETCODE_PUZZLE);
  assert.deepEqual(sudoku.rate(solution), { er: 0, ep: 0, ed: 0, difficulty: 'easy', hardest: null, steps: 0 });
});

test('rate refuses a puzzle with several solutions, and one with none', () => {
  assert.throws(() => sudoku.rate(`5${'.'.repeat(80)}`), {
    message: 'this puzzle has more than one solution, so no logic can finish it or rate it',
  });
  assert.throws(() => sudoku.rate(`12345678.${'.'.repeat(8)}9${'.'.repeat(63)}`), { message: 'this puzzle has no solution' });
});

test('generate makes a puzzle of each level, rated within it', () => {
  for (const level of LEVELS.slice(0, 4)) {
    const { puzzle, solution, rating, attempts } = sudoku.generate(level, 7, false);
    assertRatingShape(rating, level);
    assert.equal(rating.difficulty, level);
    assert.equal(sudoku.count_solutions(puzzle, 2), 1, level);
    assert.equal(sudoku.solve_sudoku(puzzle), solution, level);
    assert.deepEqual(sudoku.rate(puzzle), rating, `${level}: rated as rate rates it`);
    assert.ok(Number.isInteger(attempts) && attempts >= 1, level);
  }
});

test('generate makes an extreme puzzle, rated 8.0 or more', () => {
  const { puzzle, solution, rating } = sudoku.generate('extreme', 7, false);
  assertRatingShape(rating, 'extreme');
  assert.equal(rating.difficulty, 'extreme');
  assert.ok(rating.er >= 8.0, `ER ${rating.er}`);
  assert.ok(CHAIN_TECHNIQUES.includes(rating.hardest), `the hardest step is a chain, not ${rating.hardest}`);
  assert.equal(sudoku.count_solutions(puzzle, 2), 1);
  assert.equal(sudoku.solve_sudoku(puzzle), solution);
  assert.deepEqual(sudoku.rate(puzzle), rating, 'rated as rate rates it');
});

test('generate takes a range of ER, { from, to }, both ends included', () => {
  const generated = sudoku.generate({ from: 3.2, to: 3.4 }, 11, true);
  assertRatingShape(generated.rating, 'a range');
  assert.ok(generated.rating.er >= 3.2 && generated.rating.er <= 3.4, `ER ${generated.rating.er}`);
  assert.deepEqual(sudoku.generate({ from: 3.2, to: 3.4 }, 11, true), generated, 'the same seed, the same puzzle');
  const exact = sudoku.generate({ from: 1.5, to: 1.5 }, 2);
  assert.equal(exact.rating.er, 1.5);
});

test('generate refuses a difficulty that is neither a level nor a range from 1.0 to 12.0', () => {
  const range = 'the difficulty must be "easy", "medium", "hard", "expert" or "extreme", or a range of ratings '
    + '{ from, to } with 1.0 <= from <= to <= 12.0, found';
  const cases = [
    ['hardest', 'unknown difficulty "hardest"; use "easy", "medium", "hard", "expert" or "extreme"'],
    ['Easy', 'unknown difficulty "Easy"; use "easy", "medium", "hard", "expert" or "extreme"'],
    [{ from: 4.0, to: 3.0 }, `${range} an object`],
    [{ from: 0.5, to: 2.0 }, `${range} an object`],
    [{ from: 2.0, to: 12.5 }, `${range} an object`],
    [{ from: 2.0 }, `${range} an object`],
    [{ from: '2', to: '3' }, `${range} an object`],
    [5, `${range} a number`],
    [null, `${range} null`],
    [undefined, `${range} undefined`],
  ];
  for (const [difficulty, message] of cases) {
    assert.throws(() => sudoku.generate(difficulty, 1), { message }, JSON.stringify(difficulty));
  }
});
