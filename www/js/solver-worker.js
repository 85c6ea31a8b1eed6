// The solver thread: loads the WebAssembly modules (the solver at once, the analysis when first
// needed) and answers named requests from the page, so that however long a search takes, the
// page itself never stops responding.
//
// Protocol (see solver-client.js): once this script has run, the worker posts { ready: true }, so
// the page can tell a worker that never started from one that started and then failed. The page
// posts { id, type, ...arguments }; the worker answers { id, ok: true, result } or
// { id, ok: false, message, code, row, column, line, character }, the module's own error
// ({ unavailable: true } when a module itself failed to load). New requests are new entries in
// REQUESTS.
import init, { solve_sudoku, count_solutions, validate } from '../pkg/sudoku_wasm.js';

// The module uses WebAssembly's 128-bit SIMD, which a browser older than Chrome or Edge 91,
// Firefox 89 or Safari 16.4 cannot compile. This smallest module using it (a function returning
// i8x16.splat of 0) tells that case apart from a missing or corrupt .wasm.
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // "\0asm", version 1
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b, // type section: () -> v128
  0x03, 0x02, 0x01, 0x00, // function section: one function of that type
  0x0a, 0x08, 0x01, 0x06, 0x00, 0x41, 0x00, 0xfd, 0x0f, 0x0b, // code: i32.const 0, i8x16.splat
]);

/** Why a module could not load, in words for the page. */
function loadFailureOf(error) {
  return WebAssembly.validate(SIMD_PROBE)
    ? `the solver module could not load (${error.message})`
    : 'this browser cannot run WebAssembly SIMD, which the solver needs '
      + '(Chrome or Edge 91, Firefox 89, Safari 16.4 or later)';
}

// The solver (the package's core) loads at once; a module that fails to load fails every
// request, saying so.
let loadFailure = null;
const ready = init().catch((error) => {
  loadFailure = loadFailureOf(error);
});

// The analysis (candidates, hints, ratings, new puzzles) is a module of its own, several times the
// solver's size, fetched the first time a request needs it. A failed load is not kept, so a later
// request tries again (the network may be back).
let analysisModule = null;
function analysis() {
  analysisModule ??= import('../pkg/sudoku_wasm_analysis.js').then(async (module) => {
    await module.default();
    return module;
  }).catch((error) => {
    analysisModule = null;
    throw Object.assign(new Error(loadFailureOf(error)), { unavailable: true });
  });
  return analysisModule;
}

// Chromium coarsens performance.now() on pages that are not cross-origin isolated (to 0.1 ms), so
// a single sub-millisecond solve would read 0 or 0.1 ms. Repeating the solve for a few
// milliseconds and averaging gives a time a person can trust without slowing the answer down.
// (The page sends one request at a time and drops requests overtaken by newer ones, so these
// milliseconds never pile up however often Solve is pressed.)
const TIMING_BUDGET_MS = 20;
const MAX_REPEATS = 500;

function timeSolve(puzzle) {
  const start = performance.now();
  const solution = solve_sudoku(puzzle);
  let elapsed = performance.now() - start;
  let runs = 1;
  while (elapsed < TIMING_BUDGET_MS && runs < MAX_REPEATS) {
    solve_sudoku(puzzle);
    runs += 1;
    elapsed = performance.now() - start;
  }
  return { solution, milliseconds: elapsed / runs };
}

const REQUESTS = {
  /**
   * { puzzle } -> { solution, milliseconds, solutionCount }: solutionCount 1 or 2 (2 = "2 or
   * more"). The rating is a request of its own (rate), since rating the hardest puzzles takes
   * seconds (their nested forcing chains) and the solution should not wait for it.
   */
  solve({ puzzle }) {
    const { solution, milliseconds } = timeSolve(puzzle);
    return { solution, milliseconds, solutionCount: count_solutions(puzzle, 2) };
  },

  /**
   * { puzzle } -> the module's Rating ({ er, ep, ed, difficulty, hardest, steps }) of a puzzle
   * with one solution; the module refuses one with several.
   */
  async rate({ puzzle }) {
    return (await analysis()).rate(puzzle);
  },

  /** { puzzle, limit } -> the number of solutions, counting no further than limit. */
  countSolutions({ puzzle, limit }) {
    return count_solutions(puzzle, limit);
  },

  /**
   * { text } -> { puzzle, marks }: the puzzle read from text in any format the module accepts, as
   * 81 cells, with the marks of a pencil-mark grid (null for other formats).
   */
  async read({ text }) {
    return (await analysis()).read_puzzle(text);
  },

  /** { position } -> each empty cell's candidates: "fill in all candidates". */
  async candidates({ position }) {
    return (await analysis()).candidates(position);
  },

  /**
   * { position } -> { cells, messages }: the cells of every clash (two equal digits in a unit),
   * marked as typed, and each clash in the module's words.
   */
  clashes({ position }) {
    const { conflicts } = validate(position);
    return {
      cells: [...new Set(conflicts.flatMap(({ cells }) => cells))],
      messages: conflicts.map(({ message }) => message),
    };
  },

  /**
   * { puzzle, position } -> { conflicts, solutions, wrong }: the clashes of the position (the
   * module's Conflict list), how many solutions the givens have ('none' | 'one' | 'several'), and
   * the entries that differ from the solution when there is one.
   */
  review({ puzzle, position }) {
    const { conflicts } = validate(position);
    const { solutions } = validate(puzzle);
    return { conflicts, solutions, wrong: solutions === 'one' ? wrongEntries(puzzle, position) : [] };
  },

  /**
   * { puzzle, position, notes } -> { wrong } when entries of the position differ from the
   * solution of the givens (puzzle), else { hint, marks }: the module's next step (see Hint in its
   * TypeScript declarations) for the person's notes (81 arrays of digits), and the marks it saw,
   * so that the page can show the cells of the step without a second request.
   */
  async hint({ puzzle, position, notes }) {
    if (count_solutions(puzzle, 2) === 1) {
      const wrong = wrongEntries(puzzle, position);
      if (wrong.length) return { wrong };
    }
    const { candidates, hint } = await analysis();
    const marks = candidates(position).map((digits, cell) => digits.filter((digit) => notes[cell].includes(digit)));
    return { hint: hint(position, notes), marks };
  },
  /** { difficulty, seed, symmetric } -> { puzzle, solution, rating, attempts }. */
  async generate({ difficulty, seed, symmetric }) {
    return (await analysis()).generate(difficulty, seed, symmetric);
  },
};

/** The cells where position holds a digit other than the solution of puzzle (one solution). */
function wrongEntries(puzzle, position) {
  const solution = solve_sudoku(puzzle);
  return [...position].flatMap((symbol, cell) => (symbol !== '.' && symbol !== solution[cell] ? [cell] : []));
}

/** Answers one request; never throws, so no request is left without an answer. */
async function answer({ id, type, ...args }) {
  await ready;
  if (loadFailure) {
    self.postMessage({ id, ok: false, unavailable: true, message: loadFailure });
    return;
  }
  try {
    const handler = REQUESTS[type];
    if (!handler) throw new Error(`unknown request "${type}"`);
    self.postMessage({ id, ok: true, result: await handler(args) });
  } catch (error) {
    if (error?.unavailable) {
      self.postMessage({ id, ok: false, unavailable: true, message: error.message });
      return;
    }
    // The module's errors carry a code (its ErrorCode: a panic in the module is 'internal') and
    // where they apply row, column, line and character; the page branches on the code.
    const { code, row, column, line, character } = error ?? {};
    self.postMessage({
      id, ok: false, message: error instanceof Error ? error.message : String(error), code, row, column, line, character,
    });
  }
}

// The handler is set at once (not after init) so that no early message is lost; each request
// waits for the module instead.
self.onmessage = ({ data }) => {
  answer(data);
};
self.postMessage({ ready: true });
