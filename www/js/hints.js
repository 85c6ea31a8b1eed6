// Solving step by step: the Hint and Apply buttons, and the pencil marks.
//
// The player's pencil marks are each empty cell's candidates (the module works them out) less the
// digits that applied hints crossed out (kept here). The crossings-out stay while digits are only
// added, since a new digit never makes a crossed-out candidate possible again; they are forgotten
// when a digit is removed or changed or another puzzle comes, as the reasoning behind them may no
// longer hold. Hints are asked for with these marks, so each hint builds on the ones applied.
import { SolverStopped, SolverSuperseded } from './solver-client.js';
import { UNITS, toPuzzleString } from './sudoku.js';

/** A cell as the module's explanations write it: r4c7 is row 4, column 7. */
const shortName = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

function joinAnd(items) {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * What a step does, in a player's words: "place 5 in r5c5", "cross out 1 from r6c5 and r6c6".
 * tense 'past' gives "Placed 5 in r5c5", "Crossed out …" instead.
 */
export function describeStep({ placements, eliminations }, tense = 'present') {
  const [place, crossOut] = tense === 'past' ? ['Placed', 'Crossed out'] : ['place', 'cross out'];
  const parts = placements.map(({ cell, digit }) => `${place} ${digit} in ${shortName(cell)}`);
  const byDigit = new Map();
  for (const { cell, digit } of eliminations) byDigit.set(digit, [...(byDigit.get(digit) ?? []), cell]);
  const crossings = [...byDigit].map(([digit, cells]) => `${digit} from ${joinAnd(cells.map(shortName))}`);
  if (crossings.length) parts.push(`${crossOut} ${crossings.join(', and ')}`);
  return parts.join('; ');
}

/** The cells of a step's units ({ kind, index } with index 0-8, as the module gives them). */
const unitCells = (units) => units.flatMap(({ kind, index }) => UNITS.find((unit) => unit.kind === kind && unit.number === index + 1).cells);

/**
 * Every cell a step involves: its pattern, the cells its chain links join, and the cells it
 * places in or crosses out from.
 */
const cellsOf = (step) => new Set([
  ...step.cells, ...step.links.flatMap(({ from, to }) => [from.cell, to.cell]),
  ...step.placements.map(({ cell }) => cell), ...step.eliminations.map(({ cell }) => cell),
]);

export class StepByStep {
  #board;
  #solver;
  #status;
  #view;
  #links;
  #buttons;
  #run;
  #showFailure;
  #showEmptyGrid;
  #onPlaced;
  #marksOn = false;
  #crossedOut = new Map(); // cell * 10 + digit -> { cell, digit }
  #shown = null; // the hint on show: { puzzle, step, marks }

  /**
   * board, solver (a SolverClient), status (the StatusLine), marksView (a PencilMarksView),
   * linksView (a ChainLinksView), buttons { apply, marks }; run(request, stillBusy) shows the
   * page busy while a request runs; showFailure(error, grid) says why a request failed;
   * showEmptyGrid() what the page says of an empty grid; onPlaced() is called after Apply wrote
   * digits into the grid.
   */
  constructor({ board, solver, status, marksView, linksView, buttons, run, showFailure, showEmptyGrid, onPlaced }) {
    this.#board = board;
    this.#solver = solver;
    this.#status = status;
    this.#view = marksView;
    this.#links = linksView;
    this.#buttons = buttons;
    this.#run = run;
    this.#showFailure = showFailure;
    this.#showEmptyGrid = showEmptyGrid;
    this.#onPlaced = onPlaced;
  }

  /** Asks for the next step from where the player is, and shows it. */
  async hint() {
    this.#board.clearSolution(); // a hint is about the player's digits, not the solver's
    this.forgetStep();
    const puzzle = this.#position();
    if (!/[1-9]/.test(puzzle)) {
      this.#showEmptyGrid();
      return;
    }
    this.#status.show('busy', 'Looking for the next step…');
    try {
      const request = this.#solver.request('hint', { puzzle, crossedOut: this.#crossedOutList() });
      const { hint, marks } = await this.#run(request, 'Still looking for the next step…');
      if (this.#position() !== puzzle) return;
      this.#showHint(puzzle, hint, marks);
    } catch (error) {
      if (error instanceof SolverSuperseded || this.#position() !== puzzle) return;
      this.#showFailure(error, this.#board.givens);
    }
  }

  /** Does the step on show: writes in its digit, or crosses out its marks. */
  apply() {
    const shown = this.#shown;
    if (!shown || this.#position() !== shown.puzzle) return;
    const { step } = shown;
    for (const { cell, digit } of step.placements) this.#board.place(cell, digit);
    for (const candidate of step.eliminations) this.#crossedOut.set(candidate.cell * 10 + candidate.digit, candidate);
    this.forgetStep();
    if (step.placements.length) this.#onPlaced();
    if (this.#board.givens.includes(0)) {
      this.#status.show('success', `${describeStep(step, 'past')}.`, { hint: `${step.technique}. Press Hint for the next step.` });
    } else {
      this.#status.show('success', 'Solved, step by step', { hint: `${describeStep(step, 'past')}: the last empty cell is filled.` });
    }
    this.refreshMarks();
  }

  /** Turns the pencil marks on or off. */
  toggleMarks() {
    this.#marksOn = !this.#marksOn;
    this.#buttons.marks.setAttribute('aria-pressed', String(this.#marksOn));
    if (this.#marksOn) this.refreshMarks({ explain: true });
    else this.#render(this.#shown?.marks ?? null);
  }

  /** The player changed a cell; before is the digit it held (0 if empty). */
  edited({ before }) {
    if (before !== 0) this.#crossedOut.clear();
    this.forgetStep();
    this.refreshMarks();
  }

  /** Another puzzle is on the board (loaded, generated or cleared). */
  puzzleReplaced() {
    this.#crossedOut.clear();
    this.forgetStep();
    this.refreshMarks();
  }

  /** Takes the step on show away (the grid changed, or the solution is shown). */
  forgetStep() {
    if (!this.#shown) return;
    this.#shown = null;
    this.#board.clearStep();
    this.#view.highlight(null);
    this.#links.show([]);
    this.#buttons.apply.disabled = true;
    if (!this.#marksOn) this.#render(null);
  }

  /**
   * Asks for the marks of the grid as it is now, when they are on show. With explain, a grid
   * that has none (two equal digits in a unit) is explained; otherwise the marks just go.
   */
  async refreshMarks({ explain = false } = {}) {
    if (!this.#marksOn) return;
    const puzzle = this.#position();
    try {
      const marks = await this.#solver.request('pencilMarks', { puzzle, crossedOut: this.#crossedOutList() });
      if (this.#position() === puzzle && this.#marksOn) this.#render(marks);
    } catch (error) {
      const moot = error instanceof SolverSuperseded || error instanceof SolverStopped;
      if (moot || this.#position() !== puzzle) return;
      this.#render(null);
      if (explain) this.#showFailure(error, this.#board.givens);
    }
  }

  /** The player's grid: every digit entered, the solver's not included. */
  #position() {
    return toPuzzleString(this.#board.givens);
  }

  #crossedOutList() {
    return [...this.#crossedOut.values()];
  }

  // All the marks when they are on; with them off, a hint still shows those of its own cells.
  #render(marks) {
    if (this.#marksOn || !marks) this.#view.show(marks);
    else this.#view.show(marks, { onlyCells: this.#shown ? cellsOf(this.#shown.step) : new Set() });
    this.#board.describeMarks(this.#marksOn ? marks : null);
  }

  #showHint(puzzle, hint, marks) {
    if (hint.status === 'step') {
      const { step } = hint;
      this.#shown = { puzzle, step, marks };
      this.#board.showStep({
        pattern: step.cells,
        units: unitCells(step.units),
        placing: step.placements.map(({ cell }) => cell),
        crossing: step.eliminations.map(({ cell }) => cell),
      });
      this.#view.highlight(step);
      this.#links.show(step.links);
      this.#render(marks);
      this.#buttons.apply.disabled = false;
      this.#status.show('hint', `Next step: ${step.technique} (${step.rating.toFixed(1)})`, {
        detail: step.explanation,
        hint: `Press Apply to ${describeStep(step)}.`,
      });
    } else if (hint.status === 'solved') {
      this.#status.show('success', 'The grid is full', { detail: hint.explanation });
    } else if (hint.status === 'stuck') {
      // The module is stuck only when the digits so far fit several solutions: no step can be
      // certain. Worded as Solve and Check word it.
      this.#status.show('warning', 'No hint: this puzzle has more than one solution', {
        detail: hint.explanation,
        hint: 'A proper Sudoku has exactly one; add givens to pin it down. Solve shows one of them.',
      });
    } else {
      // The crossed-out marks ruled out the right digit: only an edit since can explain that.
      this.#crossedOut.clear();
      this.refreshMarks();
      this.#status.show('warning', 'The pencil marks had gone wrong', {
        detail: hint.explanation,
        hint: 'The marks crossed out by hints are back. Press Hint again.',
      });
    }
  }
}
