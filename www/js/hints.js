// Hints in stages, for a person solving the puzzle themselves: Hint first names the technique
// and where to look; pressed again it draws the pattern; pressed a third time it gives the
// conclusion, and Apply does it. Each stage is one press, so the person can stop as soon as they
// see it for themselves.
//
// A hint is worked out from the givens, the person's entries and their notes (cells without notes
// count with all their candidates). An entry that differs from the solution is named before any
// hint, after asking, since no step can build on it.
import { SolverStopped, SolverSuperseded } from './solver-client.js';
import { notesDigits } from './state.js';
import { UNITS, arePeers, cellName, cellNames } from './sudoku.js';

const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);

function joinAnd(items) {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The module names cells in plain words, except in a chain written out link by link, where it
 * keeps the compact notation of Sudoku forums (r1c4=5 → r7c4≠5). For a step with chain links, a
 * legend for that notation, read from the chain's first link: " In the chain, r1c4=5 means …"; ''
 * for any other step.
 */
function chainLegend(step) {
  if (!step.links.length) return '';
  const match = /\br([1-9])c([1-9])([=≠])([1-9])/.exec(step.explanation);
  if (!match) return '';
  const [link, row, column, sign, digit] = match;
  const [is, other, otherIs] = sign === '=' ? ['is', '≠', 'is not'] : ['is not', '=', 'is'];
  return ` In the chain, ${link} means “row ${row}, column ${column} ${is} ${digit}”, ${other} means “${otherIs}”, and → means “so”.`;
}

/** A unit as the module gives it ({ kind, index } with index 0-8) and its cells. */
const unitOf = ({ kind, index }) => UNITS.find((unit) => unit.kind === kind && unit.number === index + 1);

/** "row 5", "column 3 and box 4". */
const unitNames = (units) => joinAnd(units.map(({ kind, index }) => `${kind} ${index + 1}`));

/**
 * For a single, the filled cells whose digits rule out the other places: for a hidden single, a
 * digit equal to the one placed that sees each other empty cell of its unit; for a naked single,
 * one cell holding each other digit that the cell sees.
 */
export function singleReasons(step, grid) {
  const reasons = new Set();
  const [placement] = step.placements;
  if (!placement) return [];
  const seeing = (cell, digit) => grid.findIndex((held, other) => held === digit && arePeers(cell, other));
  if (step.technique === 'Hidden Single' && step.units.length) {
    for (const cell of unitOf(step.units[0]).cells) {
      if (cell === placement.cell || grid[cell]) continue;
      const reason = seeing(cell, placement.digit);
      if (reason >= 0) reasons.add(reason);
    }
  } else if (step.technique === 'Naked Single') {
    for (let digit = 1; digit <= 9; digit += 1) {
      if (digit === placement.digit) continue;
      const reason = seeing(placement.cell, digit);
      if (reason >= 0) reasons.add(reason);
    }
  }
  return [...reasons];
}

/** The stages of a hint, in order, and what the Hint button offers at each. */
const STAGES = ['where', 'pattern', 'conclusion'];
const NEXT_LABEL = { where: 'Show the pattern', pattern: 'Show the conclusion', conclusion: 'Hint' };

export class StepByStep {
  #state;
  #board;
  #solver;
  #status;
  #view;
  #links;
  #buttons;
  #run;
  #showFailure;
  #showEmptyGrid;
  #shown = null; // the hint on show: { version, step, marks, grid, stage }
  #wrong = null; // entries found wrong, not shown yet: { version, cells }

  /**
   * state (the PuzzleState), board, solver (a SolverClient), status (the StatusLine), marksView
   * (a PencilMarksView), linksView (a ChainLinksView), buttons { hint, apply, showWrong };
   * run(request, stillBusy) shows the page busy while a request runs; showFailure(error)
   * says why a request failed; showEmptyGrid() what the page says of an empty grid.
   */
  constructor({ state, board, solver, status, marksView, linksView, buttons, run, showFailure, showEmptyGrid }) {
    this.#state = state;
    this.#board = board;
    this.#solver = solver;
    this.#status = status;
    this.#view = marksView;
    this.#links = linksView;
    this.#buttons = buttons;
    this.#run = run;
    this.#showFailure = showFailure;
    this.#showEmptyGrid = showEmptyGrid;
  }

  /** The next stage of the hint on show, or a new hint from where the person is. */
  async hint() {
    const shown = this.#shown;
    if (shown && this.#state.isCurrent(shown.version) && shown.stage !== 'conclusion') {
      shown.stage = STAGES[STAGES.indexOf(shown.stage) + 1];
      this.#showStage();
      return;
    }
    this.forgetStep();
    const state = this.#state;
    if (!state.hasGivens && !state.hasEntries) {
      this.#showEmptyGrid();
      return;
    }
    const { version } = state;
    const grid = state.grid;
    this.#status.show('busy', 'Looking for the next step…');
    try {
      const request = this.#solver.request('hint', { puzzle: state.puzzle, position: state.position, notes: this.#notesForHint() });
      const answer = await this.#run(request, 'Still looking for the next step…');
      if (!state.isCurrent(version)) return;
      if (answer.wrong) this.#askAboutWrong(version, answer.wrong);
      else this.#showHint(version, grid, answer.hint, answer.marks);
    } catch (error) {
      if (error instanceof SolverSuperseded || error instanceof SolverStopped || !state.isCurrent(version)) return;
      this.#showFailure(error);
    }
  }

  /** Names the wrong entries found by the last hint, which the person asked to see. */
  showWrong() {
    const wrong = this.#wrong;
    this.#hideWrongButton();
    if (!wrong || !this.#state.isCurrent(wrong.version)) return;
    this.#board.markWrong(wrong.cells);
    this.#status.show('error', wrong.cells.length === 1 ? 'This entry is wrong' : 'These entries are wrong', {
      detail: `${capitalize(cellNames(wrong.cells))}: the solution has another digit there.`,
      hint: 'Erase it (or press Undo), then press Hint again.',
    });
  }

  /** Does the step on show, once its conclusion is on show: its digits and crossed-out notes. */
  apply() {
    const shown = this.#shown;
    if (!shown || shown.stage !== 'conclusion' || !this.#state.isCurrent(shown.version)) return;
    const { step, marks } = shown;
    this.forgetStep();
    this.#state.applyStep(step, marks);
    // The module's words for what the step does ("cross out 7 from row 4, columns 2, 5 and 7").
    const done = `${capitalize(step.conclusion)}: done.`;
    if (this.#state.grid.includes(0)) {
      this.#status.show('success', done, { hint: `${step.technique}. Press Hint for the next step.` });
    } else {
      this.#status.show('success', 'Solved, step by step', { hint: `${done} The last empty cell is filled.` });
    }
  }

  /** Takes the hint on show away (the grid changed, or the solution is shown). */
  forgetStep() {
    this.#hideWrongButton();
    this.#wrong = null;
    if (!this.#shown) return;
    this.#shown = null;
    this.#board.clearStep();
    this.#view.highlight(null);
    this.#links.show([]);
    this.#buttons.apply.disabled = true;
    this.#buttons.hint.textContent = 'Hint';
    this.renderMarks();
  }

  /** Draws the person's notes, and with a hint on show its own cells' marks too. */
  renderMarks() {
    const notes = this.#state.notes.map(notesDigits);
    const grid = this.#state.grid;
    const shownNotes = notes.map((digits, cell) => (grid[cell] ? [] : digits));
    const shown = this.#shown;
    if (shown && shown.stage !== 'where') {
      const involved = cellsOf(shown.step);
      this.#view.show(shownNotes.map((digits, cell) => (involved.has(cell) ? shown.marks[cell] : digits)));
    } else {
      this.#view.show(shownNotes);
    }
    this.#board.describeMarks(shownNotes);
  }

  // The notes as the module takes them: the cells with notes narrow their candidates, the others
  // keep all of theirs.
  #notesForHint() {
    const all = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    return this.#state.notes.map((mask) => (mask ? notesDigits(mask) : all));
  }

  #askAboutWrong(version, cells) {
    this.#wrong = { version, cells };
    this.#buttons.showWrong.hidden = false;
    this.#status.show('warning', cells.length === 1 ? 'One of your entries is wrong' : `${cells.length} of your entries are wrong`, {
      hint: 'No step can build on it. Press “Show which” to see where, or look again yourself.',
    });
  }

  #hideWrongButton() {
    this.#buttons.showWrong.hidden = true;
  }

  #showHint(version, grid, hint, marks) {
    if (hint.status === 'step') {
      this.#shown = { version, step: hint.step, marks, grid, stage: 'where' };
      this.#showStage();
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
      // The person's notes rule out the solution's digit somewhere.
      this.#board.showStep({ crossing: [hint.cell] });
      this.#status.show('warning', `A note you removed was right: ${hint.digit} in ${cellName(hint.cell)}`, {
        detail: hint.explanation,
        hint: 'Put it back (or press “Fill in candidates” to start the notes afresh), then press Hint again.',
      });
    }
  }

  #showStage() {
    const { step, marks, grid, stage } = this.#shown;
    const units = step.units.flatMap((unit) => unitOf(unit).cells);
    const where = step.units.length ? unitNames(step.units) : 'the outlined cells';
    this.#buttons.hint.textContent = NEXT_LABEL[stage];
    if (stage === 'where') {
      this.#board.showStep({ units, pattern: step.units.length ? [] : step.cells });
      this.#status.show('hint', `Hint: a ${step.technique}`, {
        detail: `Look at ${where}.`,
        hint: 'Press “Show the pattern” for more, or find it yourself.',
      });
      this.renderMarks();
      return;
    }
    const conclusion = stage === 'conclusion';
    this.#board.showStep({
      pattern: step.cells,
      units,
      reasons: singleReasons(step, grid),
      placing: conclusion ? step.placements.map(({ cell }) => cell) : [],
      crossing: conclusion ? step.eliminations.map(({ cell }) => cell) : [],
    });
    this.#view.highlight(conclusion ? step : { ...step, placements: [], eliminations: [] });
    this.#links.show(step.links);
    this.renderMarks();
    if (conclusion) {
      this.#buttons.apply.disabled = false;
      this.#status.show('hint', `Next step: ${step.technique} (${step.rating.toFixed(1)})`, {
        detail: step.explanation,
        hint: `Press Apply to ${step.conclusion}.${chainLegend(step)}`,
      });
    } else {
      const reasons = step.technique.endsWith('Single') && step.technique !== 'Full House'
        ? ' The digits with a dashed outline rule out the other places.' : '';
      this.#status.show('hint', `Hint: a ${step.technique}`, {
        detail: `Look at ${where}: the pattern is drawn on the grid.${reasons}`,
        hint: 'Press “Show the conclusion” for what it proves.',
      });
    }
  }
}

/**
 * Every cell a step involves: its pattern, the cells its chain links join, and the cells it
 * places in or crosses out from.
 */
function cellsOf(step) {
  return new Set([
    ...step.cells, ...step.links.flatMap(({ from, to }) => [from.cell, to.cell]),
    ...step.placements.map(({ cell }) => cell), ...step.eliminations.map(({ cell }) => cell),
  ]);
}
