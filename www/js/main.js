// The app: connects the board, the buttons, the status line, the address and the solver thread.
// What each part does lives in its own module; this file decides what happens when.
import { ChainLinksView } from './chain-links.js';
import { exampleCycler, EXAMPLES } from './examples.js';
import { StepByStep } from './hints.js';
import {
  isLinkPuzzle, progressLink, progressFromAddress, puzzleFromAddress, showPuzzleInAddress, writeAddress,
} from './link.js';
import { PuzzleMenu } from './menu.js';
import { describeRating, randomSeed } from './new-puzzle.js';
import { enableOffline } from './offline.js';
import { board } from './opening.js';
import { PencilMarksView } from './pencil-marks.js';
import {
  SolverClient, SolverFault, SolverStopped, SolverSuperseded, SolverUnavailable,
} from './solver-client.js';
import { PuzzleState, notesMask } from './state.js';
import { plural, StatusLine } from './status.js';
import { cellNames, emptyGrid, gridOf } from './sudoku.js';

const $ = (selector) => document.querySelector(selector);

const state = new PuzzleState();
const status = new StatusLine($('#status'));
const solver = new SolverClient();
const nextExample = exampleCycler();
const menu = new PuzzleMenu({
  toggle: $('#menu-toggle'), sheet: $('#puzzles'), backdrop: $('#menu-backdrop'), close: $('#menu-close'),
});

const buttons = {
  solve: $('#solve'),
  stop: $('#stop'),
  check: $('#check'),
  clear: $('#clear'),
  importPuzzle: $('#import-load'),
  copyLink: $('#copy-link'),
  hint: $('#hint'),
  apply: $('#apply-hint'),
  showWrong: $('#show-wrong'),
  fillNotes: $('#fill-notes'),
  restart: $('#restart'),
  enterGivens: $('#enter-givens'),
  copyProgress: $('#copy-progress'),
  copyLine: $('#copy-line'),
  copyGrid: $('#copy-grid'),
  copyNotes: $('#copy-notes'),
  notesMode: $('#notes-mode'),
  erase: $('#erase'),
  undo: $('#undo'),
  redo: $('#redo'),
  generate: $('#generate'),
};
const importBox = $('#import-text');
const difficultyChoice = $('#difficulty');
const symmetricChoice = $('#symmetric');
const ratingNote = $('#rating');

// A "Stop" button appears only when a search takes noticeably long (the engine usually answers
// in well under a millisecond), so the page always offers a way out.
const SHOW_STOP_AFTER_MS = 400;

const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** Conflicts as one sentence of the module's words for each: a clash as typed, or Check's. */
const conflictsInWords = (messages) => `${capitalize(messages.join('; '))}.`;
const givenCount = (grid) => grid.filter((digit) => digit !== 0).length;

// How typed digits count: while the person types in a puzzle of their own (an empty grid, or
// "Enter givens" pressed) they are givens; otherwise entries. In notes mode a digit toggles a note.
let enteringGivens = true;
let notesMode = false;
// The solution on show after Solve, until the next change (81 digits), or null.
let solution = null;

function formatMilliseconds(ms) {
  if (ms < 0.01) return 'under 0.01 ms';
  if (ms < 10) return `${ms.toFixed(2)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Requests still running are about the puzzle as it was; their answers would be thrown away. */
function abandonSearch() {
  solver.abandon();
}

let busyRequests = 0;
let focusBeforeStop = null; // the button that had the focus when Stop took it

/**
 * Shows the busy state while a solver request runs; resolves or rejects as the request does.
 * stillBusy is what the status line says if it takes long. Solve stays enabled: pressing it
 * again asks again, and the solver answers the latest press.
 *
 * Stop takes Solve's place: a keyboard player who pressed Solve would be left with the focus on
 * nothing, and one who pressed another button would have to go looking for Stop. So the button
 * pressed hands its focus to Stop, and gets it back when the work is done (or stopped), unless the
 * player has moved on to something else meanwhile.
 */
async function whileBusy(request, stillBusy = 'Still solving…') {
  busyRequests += 1;
  const pressed = document.activeElement instanceof HTMLButtonElement ? document.activeElement : null;
  board.element.setAttribute('aria-busy', 'true');
  const showStop = setTimeout(() => {
    const handOver = pressed !== null && document.activeElement === pressed;
    buttons.solve.hidden = true;
    buttons.stop.hidden = false;
    if (handOver) {
      focusBeforeStop = pressed;
      // Without scrolling to it: on a phone Stop is a screen below Hint, and the page jumping
      // there would take the grid and the status line out of view.
      buttons.stop.focus({ preventScroll: true });
    }
    status.show('busy', stillBusy, { hint: 'Press Stop to give up on it.' });
  }, SHOW_STOP_AFTER_MS);
  try {
    return await request;
  } finally {
    clearTimeout(showStop);
    busyRequests -= 1;
    if (busyRequests === 0) {
      const focusOnStop = [buttons.stop, document.body].includes(document.activeElement);
      buttons.stop.hidden = true;
      buttons.solve.hidden = false;
      board.element.removeAttribute('aria-busy');
      // Without scrolling to it: a puzzle loaded from below the grid has just brought the grid into view.
      if (focusOnStop) focusBeforeStop?.focus({ preventScroll: true });
      focusBeforeStop = null;
    }
  }
}

function showSolverUnavailable(error) {
  status.show('error', 'The solver could not start', { detail: error.message, hint: 'Reload the page to try again.' });
}

/** A bug in the solver, not in the puzzle; the solver client has already replaced the worker. */
function showSolverFault(error, hint = 'This is a fault in the solver, not a problem with your puzzle. The solver has restarted: please try again.') {
  status.show('error', 'Something went wrong inside the solver', { detail: error.message, hint });
}

/** What Solve, Check, Hint and a loaded empty grid say: there is nothing to work on yet. */
function showEmptyGrid() {
  status.show('info', 'The grid is empty', { hint: 'Type a puzzle, paste one, pick an example or make a new one first.' });
}

function showStopped() {
  status.show('info', 'Stopped', { hint: 'The search was stopped before it finished.' });
}

/** Says why a request failed: stopped, a solver that cannot start or broke, or a refused puzzle. */
function showFailure(error) {
  if (error instanceof SolverStopped) showStopped();
  else if (error instanceof SolverUnavailable) showSolverUnavailable(error);
  else if (error instanceof SolverFault) showSolverFault(error);
  else showProblem(error);
}

/**
 * Shows the module's refusal of the puzzle, word for word, marking the cells that break a rule
 * (the module finds them too). The message waits for them, so that both come at once.
 */
async function showProblem(error) {
  const { version } = state;
  const { cells } = await solver.request('clashes', { position: state.position }).catch(() => ({ cells: [] }));
  if (!state.isCurrent(version)) return;
  board.markConflicts(cells);
  let hint = '';
  if (cells.length) hint = 'The cells that break a rule are marked in red.';
  else if (error.code === 'no_solution') {
    hint = 'Every row, column and box is fine so far, but no grid completes these givens: one of them is probably mistyped.';
  }
  status.show('error', 'This puzzle can’t be solved', { detail: error.message, hint });
}

const steps = new StepByStep({
  state,
  board,
  solver,
  status,
  marksView: new PencilMarksView(board.element),
  linksView: new ChainLinksView(board.element),
  buttons,
  run: whileBusy,
  showFailure,
  showEmptyGrid,
});

/**
 * Puts a new puzzle on the board (an empty one clears it) and in the address, as a new entry in
 * the browser's history so that Back returns to the puzzle before. A puzzle shown fromAddress (a
 * link, Back or Forward) already has its entry, and only replaces it. progress ({ entries, notes })
 * comes with a link that shares it. opening: the link the page was opened with, which finds the
 * page at its top, the grid in view: it is drawn without asking where the grid is (which would
 * make the browser lay the page out an extra time before its first frame).
 */
function showNewPuzzle(grid, { fromAddress = false, progress = null, opening = false } = {}) {
  loadingFromAddress = fromAddress;
  state.load(grid, progress ?? {});
  loadingFromAddress = false;
  setEnteringGivens(!state.hasGivens);
  if (!opening) bringBoardIntoView();
}

let loadingFromAddress = false;

/** Draws the board from the state (and the solution on show). */
function render() {
  const givens = state.givens;
  const entries = state.entries;
  board.show(givens.map((given, cell) => {
    if (given) return { digit: given, kind: 'given' };
    if (entries[cell]) return { digit: entries[cell], kind: 'entry' };
    if (solution) return { digit: solution[cell], kind: 'solved' };
    return { digit: 0, kind: null };
  }));
  steps.renderMarks();
  buttons.undo.disabled = !state.canUndo;
  buttons.redo.disabled = !state.canRedo;
}

/** Every change of the state: what was on show about the state before goes, the rest follows. */
function onStateChange({ detail: { reason, puzzleChanged } }) {
  abandonSearch();
  solution = null;
  board.markWrong([]);
  steps.forgetStep();
  render();
  if (puzzleChanged) {
    showPuzzleInAddress(state.givens, { newEntry: reason === 'load' && !loadingFromAddress });
    ratingNote.hidden = true; // the rating was for the puzzle before
  }
  // A loaded puzzle is read and judged as a whole (reportOnPuzzle); notes change no digit.
  if (!['load', 'note', 'notes', 'candidates'].includes(reason)) markClashes();
  else board.markConflicts([]);
}

/** Marks the cells that clash (two equal digits in a unit), asking the module; said once found. */
async function markClashes() {
  const { version } = state;
  try {
    const { cells, messages } = await solver.request('clashes', { position: state.position });
    if (!state.isCurrent(version)) return;
    board.markConflicts(cells);
    if (cells.length) {
      status.show('error', 'A clash', {
        detail: conflictsInWords(messages),
        hint: 'The clashing cells are marked in red. Change one of them, or press Undo.',
      });
    }
  } catch {
    // A fault or a stop is reported by whatever request follows; the marks stay as they were.
  }
}

function setEnteringGivens(on) {
  enteringGivens = on;
  buttons.enterGivens.setAttribute('aria-pressed', String(on));
}

function setNotesMode(on) {
  notesMode = on;
  buttons.notesMode.setAttribute('aria-pressed', String(on));
  board.element.classList.toggle('notes-mode', on);
}

/** A digit typed into a cell, from the keyboard or the pad. */
function typeDigit(cell, digit) {
  if (notesMode && !enteringGivens) {
    if (state.grid[cell]) status.show('info', 'Notes go in empty cells', { hint: 'Erase the digit first, or turn notes off.' });
    else state.toggleNote(cell, digit);
  } else if (enteringGivens) {
    if (state.setGiven(cell, digit)) showEditing();
  } else if (state.isGiven(cell)) {
    status.show('info', 'That is one of the puzzle’s givens', { hint: 'Givens stay. Press “Edit givens” to change the puzzle itself.' });
  } else if (state.setEntry(cell, digit)) {
    showProgress();
  }
}

/** Takes the solution on show away: the person is back at work on the grid. */
function dismissSolution() {
  if (!solution) return false;
  solution = null;
  board.markWrong([]);
  render();
  return true;
}

function eraseCell(cell) {
  const dismissed = dismissSolution();
  if (enteringGivens) {
    if (state.setGiven(cell, 0)) showEditing();
  } else if (state.isGiven(cell)) {
    status.show('info', 'That is one of the puzzle’s givens', { hint: 'Givens stay. Press “Edit givens” to change the puzzle itself.' });
  } else if (state.erase(cell) || dismissed) {
    showProgress();
  }
}

function showEditing() {
  status.show('info', 'Editing', { hint: `${plural(givenCount(state.givens), 'given')}. Press Solve when ready, or press “Edit givens” again to solve it yourself.` });
}

function showProgress() {
  const open = state.grid.filter((digit) => digit === 0).length;
  status.show('info', open ? `${plural(open, 'empty cell')} to go` : 'Every cell is filled', {
    hint: open ? 'Hint shows a next step; Check says whether your entries are right.' : 'Press Check to see whether it is right.',
  });
}

function undo() {
  if (state.undo()) status.show('info', 'Undone', { hint: 'Redo (Ctrl+Shift+Z) brings it back.' });
}

function redo() {
  if (state.redo()) status.show('info', 'Redone');
}

// Hint and "Fill in candidates" are answered in the order they were pressed, each once the one
// before has its answer. A Hint pressed while the notes are being filled in would otherwise be
// dropped when they arrive (the grid changed under it); now it waits for them and reads them. A
// second Hint pressed while the first is looked for shows the first's next stage.
let turns = Promise.resolve();
function inTurn(action) {
  const turn = turns.then(action);
  turns = turn.catch(() => {});
  return turn;
}

/** "Fill in all candidates": every empty cell's notes become its candidates (undoable). */
async function fillNotes() {
  const { version } = state;
  status.show('busy', 'Filling in the notes…');
  try {
    const marks = await whileBusy(solver.request('candidates', { position: state.position }));
    if (!state.isCurrent(version)) return;
    state.setNotes(marks.map(notesMask), 'candidates');
    status.show('info', 'Notes filled in', { hint: 'Each empty cell has the digits its row, column and box allow. Notes mode (N) edits them.' });
  } catch (error) {
    if (error instanceof SolverSuperseded || !state.isCurrent(version)) return;
    showFailure(error);
  }
}

/** "Start over": takes every entry and note away (undoable). */
function restart() {
  if (state.clearProgress()) status.show('info', 'Started over', { hint: 'Your entries and notes are gone; Undo brings them back.' });
}

/**
 * On a phone the examples, New puzzle and the import box are below the grid, a screen or two
 * down: a puzzle loaded from there would change nothing the player can see. So the grid, with the
 * status line under it, is scrolled to the top of the screen unless both are in view already.
 */
function bringBoardIntoView() {
  const top = board.element.getBoundingClientRect().top;
  const bottom = $('#status').getBoundingClientRect().bottom;
  if (top >= 0 && bottom <= window.innerHeight) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  board.element.scrollIntoView({ block: 'start', behavior: still ? 'instant' : 'smooth' });
}

/**
 * Shows the solution of the givens in the cells the person has not filled, and names the entries
 * that differ from it.
 */
async function solve() {
  steps.forgetStep();
  if (!state.hasGivens) {
    showEmptyGrid();
    return;
  }
  const { version, puzzle, entries } = state;
  status.show('busy', 'Solving…');
  try {
    const result = await whileBusy(solver.solve(puzzle));
    if (!state.isCurrent(version)) return; // the grid changed while solving
    solution = [...result.solution].map(Number);
    render();
    const wrong = entries.flatMap((digit, cell) => (digit && digit !== solution[cell] ? [cell] : []));
    const time = formatMilliseconds(result.milliseconds);
    if (result.solutionCount > 1) {
      status.show('warning', 'This puzzle has more than one solution', {
        hint: `Here is one of them, found in ${time}. A proper Sudoku has exactly one; add givens to pin it down.`,
      });
      return;
    }
    board.markWrong(wrong);
    const detail = wrong.length
      ? `This is the only solution. ${wrong.length === 1 ? 'One of your entries differs' : `${wrong.length} of your entries differ`} from it: ${cellNames(wrong)}.`
      : 'This is the only solution.';
    const amend = status.show('success', `Solved in ${time}`, { detail, hint: 'Working out how hard it is…' });
    await addRating(puzzle, version, (rating) => amend({ detail: `${detail} ${describeRating(rating)}`, hint: '' }));
  } catch (error) {
    // A newer request says what happens next; a changed grid makes this answer moot.
    if (error instanceof SolverSuperseded || !state.isCurrent(version)) return;
    showFailure(error);
  }
}

/**
 * Adds the rating to the message of a solved puzzle once the solver has it. The rating is a
 * request of its own, sent after the solution has come: the hardest puzzles take about a second
 * to rate, and the solution need not wait for that. It does not make the page busy either;
 * stopped, overtaken or outdated, it is simply dropped (amend does nothing once the message has
 * been replaced).
 */
async function addRating(puzzle, version, amend) {
  try {
    amend(await solver.rate(puzzle));
  } catch (error) {
    const moot = error instanceof SolverSuperseded || error instanceof SolverStopped;
    if (moot || !state.isCurrent(version)) return;
    showFailure(error);
  }
}

/**
 * Check: the clashes, then whether the givens have one solution, and then which of the person's
 * entries differ from it, or that all are right so far.
 */
async function check() {
  steps.forgetStep();
  if (!state.hasGivens && !state.hasEntries) {
    showEmptyGrid();
    return;
  }
  const { version, puzzle, position } = state;
  status.show('busy', 'Checking…');
  try {
    const review = await whileBusy(solver.request('review', { puzzle, position }));
    if (!state.isCurrent(version)) return;
    const { conflicts } = review;
    board.markConflicts(conflicts.flatMap((conflict) => conflict.cells));
    if (conflicts.length) {
      status.show('error', `${plural(conflicts.length, 'conflict')} found`, {
        detail: conflictsInWords(conflicts.map((conflict) => conflict.message)),
        hint: 'The cells that break a rule are marked in red.',
      });
      return;
    }
    const total = givenCount(state.givens);
    const givensText = plural(total, 'given');
    if (review.solutions === 'none') {
      status.show('error', 'No conflicts, but no solution', {
        hint: `These ${givensText} follow the rules, yet no grid completes them: one of them is probably mistyped.`,
      });
    } else if (review.solutions === 'several') {
      status.show('warning', 'No conflicts, but this puzzle has more than one solution', {
        hint: `${givensText} ${total === 1 ? 'is' : 'are'} not enough to pin down one answer. Solve shows one of them.`,
      });
    } else if (review.wrong.length) {
      board.markWrong(review.wrong);
      status.show('error', review.wrong.length === 1 ? 'One entry is wrong' : `${review.wrong.length} entries are wrong`, {
        detail: `${capitalize(cellNames(review.wrong))}: the solution has another digit there.`,
        hint: 'They are marked. Erase them, or press Undo.',
      });
    } else if (solution) {
      status.show('success', 'No conflicts', { hint: 'Every row, column and box holds each digit once.' });
    } else if (state.hasEntries) {
      const full = !state.grid.includes(0);
      status.show('success', full ? 'Solved: every entry is right' : 'All your entries are right so far', {
        hint: full ? 'Well done.' : `${givensText}, and exactly one solution. Press Hint if you are stuck.`,
      });
    } else {
      status.show('success', 'No conflicts', { hint: `${givensText}, and exactly one solution. Press Solve to see it.` });
    }
  } catch (error) {
    if (error instanceof SolverSuperseded || !state.isCurrent(version)) return;
    showFailure(error);
  }
}

/**
 * Says whether the puzzle on the board has no, one or several solutions; of an empty grid, only
 * that it is empty (it has every solution, which is no news).
 */
async function reportOnPuzzle(title) {
  const givens = state.givens;
  const givenTotal = givenCount(givens);
  if (givenTotal === 0) {
    showEmptyGrid();
    return;
  }
  const { version, puzzle } = state;
  status.show('busy', 'Checking…');
  try {
    const count = await whileBusy(solver.countSolutions(puzzle, 2));
    if (!state.isCurrent(version)) return;
    const givensText = plural(givenTotal, 'given');
    if (count === 0) {
      status.show('error', `${title}, but no solution`, {
        hint: `These ${givensText} follow the rules, yet no grid completes them: one of them is probably mistyped.`,
      });
    } else if (count === 1) {
      status.show('success', title, { hint: `${givensText}, and exactly one solution. Press Solve to see it, or solve it yourself.` });
    } else {
      status.show('warning', `${title}, but this puzzle has more than one solution`, {
        hint: `${givensText} ${givenTotal === 1 ? 'is' : 'are'} not enough to pin down one answer. Solve shows one of them.`,
      });
    }
  } catch (error) {
    if (error instanceof SolverSuperseded || !state.isCurrent(version)) return;
    showFailure(error);
  }
}

/** Empties the grid; fromAddress as for showNewPuzzle. */
function clearGrid({ fromAddress = false } = {}) {
  abandonSearch();
  showNewPuzzle(emptyGrid(), { fromAddress });
  status.show('info', 'Grid cleared', { hint: 'Type a puzzle, paste one, or pick an example.' });
}

function clear() {
  clearGrid();
  board.focusCell(0);
}

/**
 * Shows a puzzle from text in any format the module reads (it reads it: the page keeps no copy of
 * its rules); source says where it came from: 'import box', 'pasted text', 'link' (the page was
 * opened with one) or 'address' (Back, Forward or a changed address; like a link, it has its
 * history entry already). A pencil-mark grid brings its marks as notes. What cannot be read is
 * explained in the module's words.
 */
async function importPuzzle(text, source) {
  abandonSearch();
  const fromAddress = source === 'link' || source === 'address';
  const progress = progressFromAddress(text);
  if (progress) {
    showNewPuzzle(progress.givens, { fromAddress, progress, opening: source === 'link' });
    await reportOnPuzzle(`Puzzle and progress loaded from the ${source}`);
    return true;
  }
  // The page's own links hold 81 cells, which need no reading: they show at once.
  let reading = isLinkPuzzle(text) ? { puzzle: text, marks: null } : null;
  if (!reading) {
    status.show('busy', 'Reading the puzzle…');
    const { version } = state;
    try {
      reading = await solver.request('read', { text });
    } catch (error) {
      if (error instanceof SolverStopped || error instanceof SolverSuperseded || !state.isCurrent(version)) return false;
      if (error instanceof SolverUnavailable || error instanceof SolverFault) {
        showFailure(error);
        return false;
      }
      status.show('error', `Couldn’t read the ${source}`, {
        detail: error.message,
        hint: 'Use 81 cells: digits 1-9, with ., 0 or _ for empty cells (spaces, line breaks and | + - frames are fine), a LeetCode board, or a 729-character pencil-mark grid.',
      });
      return false;
    }
    if (!state.isCurrent(version)) return false; // the person went on meanwhile
  }
  const givens = gridOf(reading.puzzle);
  // A cell with all nine marks says nothing: no notes there.
  const notes = reading.marks?.map((digits, cell) => (givens[cell] || digits.length === 9 ? 0 : notesMask(digits))) ?? null;
  showNewPuzzle(givens, { fromAddress, progress: notes ? { notes } : null, opening: source === 'link' });
  await reportOnPuzzle(`Puzzle${notes ? ' and its pencil marks' : ''} loaded from the ${source}`);
  return true;
}

function loadExample(level) {
  abandonSearch();
  const { puzzle, number, total } = nextExample(level);
  showNewPuzzle(gridOf(puzzle));
  status.show('info', `${capitalize(EXAMPLES[level].name)} example ${number} of ${total}`, {
    hint: `${plural(givenCount(state.givens), 'given')}. Press Solve, or try it yourself first.`,
  });
}

/** Makes a new puzzle of the chosen difficulty in the solver thread, and shows it with its rating. */
async function generatePuzzle() {
  abandonSearch();
  const difficulty = difficultyChoice.value;
  status.show('busy', `Making a new ${difficulty} puzzle…`);
  const { version } = state;
  try {
    const request = solver.request('generate', { difficulty, seed: randomSeed(), symmetric: symmetricChoice.checked });
    const { puzzle, rating } = await whileBusy(request, 'Still making the puzzle…');
    if (!state.isCurrent(version)) return; // the player went on editing meanwhile
    showNewPuzzle(gridOf(puzzle));
    ratingNote.textContent = describeRating(rating);
    ratingNote.hidden = false;
    status.show('success', `A new ${difficulty} puzzle`, {
      detail: describeRating(rating),
      hint: `${plural(givenCount(state.givens), 'given')} and exactly one solution. Press Hint for a first step, or Solve.`,
    });
  } catch (error) {
    if (error instanceof SolverSuperseded || !state.isCurrent(version)) return;
    showFailure(error);
  }
}

/** Copies a link to the puzzle: its givens only, never entries, notes or the solution. */
async function copyLink() {
  writeAddress();
  await copyText(location.href, 'Link copied', 'Anyone who opens it sees this puzzle, without your entries and notes.');
}

/** Copies a link that carries the person's entries and notes too: a separate, explicit choice. */
async function copyProgressLink() {
  await copyText(progressLink(state), 'Link with your progress copied', 'It holds the puzzle with your entries and notes (never the solution itself).');
}

/** Copies the puzzle (its givens) as one line of 81 cells, the format of links and collections. */
function copyLine() {
  return copyText(state.puzzle, 'Puzzle copied as a line', 'The givens as 81 cells, “.” for the empty ones.');
}

/** Copies the puzzle (its givens) as a framed grid of nine rows. */
function copyGrid() {
  const rows = Array.from({ length: 9 }, (_, row) => {
    const cells = state.puzzle.slice(row * 9, row * 9 + 9);
    return [0, 3, 6].map((start) => [...cells.slice(start, start + 3)].join(' ')).join(' | ');
  });
  const text = [0, 3, 6].map((start) => rows.slice(start, start + 3).join('\n')).join('\n------+-------+------\n');
  return copyText(`${text}\n`, 'Puzzle copied as a grid', 'The givens in nine rows, boxes framed.');
}

/**
 * Copies the grid with the notes as a 729-character pencil-mark grid (Sukaku Explainer's): each
 * filled cell (given or entry) one mark, each empty cell its notes, or all nine where it has none.
 */
function copyWithNotes() {
  const { grid, notes } = state;
  const text = grid.map((digit, cell) => {
    const mask = digit ? 1 << (digit - 1) : (notes[cell] || 0x1ff);
    return [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => (mask & (1 << (d - 1)) ? String(d) : '.')).join('');
  }).join('');
  return copyText(text, 'Puzzle copied with its notes', 'A 729-character pencil-mark grid: nine characters per cell, as Sukaku Explainer reads it.');
}

async function copyText(text, title, hint) {
  try {
    await navigator.clipboard.writeText(text);
    status.show('success', title, { hint });
  } catch {
    status.show('info', 'The clipboard is not available here', { detail: text });
  }
}

// Pasting anywhere on the page loads the pasted puzzle, except into a text field of its own
// (the import box) or a single digit into a cell, which the board handles as typing.
function onPaste(event) {
  const target = event.target instanceof Element ? event.target : null;
  const text = event.clipboardData?.getData('text/plain') ?? '';
  if (target?.closest('textarea, input:not(.cell)')) return;
  if (target?.matches('.cell') && text.trim().length <= 1) return;
  if (!text.trim()) return;
  event.preventDefault();
  importPuzzle(text, 'pasted text');
}

// Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y; Cmd on a Mac) anywhere but in a text field of its own.
function onKeyDown(event) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
  if (event.target instanceof Element && event.target.closest('textarea, select, input:not(.cell)')) return;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) undo();
  else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
  else return;
  event.preventDefault();
}

/** A link followed, or Back or Forward: the board shows the puzzle in the address, if any. */
function onAddressChange() {
  const text = puzzleFromAddress();
  if (!text) {
    if (state.hasGivens) clearGrid({ fromAddress: true });
  } else if (text !== state.puzzle) {
    importPuzzle(text, 'address');
  }
}

buttons.solve.addEventListener('click', solve);
buttons.stop.addEventListener('click', () => solver.stop());
buttons.check.addEventListener('click', check);
buttons.clear.addEventListener('click', clear);
buttons.copyLink.addEventListener('click', copyLink);
buttons.hint.addEventListener('click', () => {
  setEnteringGivens(false);
  inTurn(() => steps.hint());
});
buttons.apply.addEventListener('click', () => steps.apply());
buttons.showWrong.addEventListener('click', () => steps.showWrong());
buttons.fillNotes.addEventListener('click', () => inTurn(fillNotes));
buttons.restart.addEventListener('click', restart);
buttons.copyProgress.addEventListener('click', copyProgressLink);
buttons.copyLine.addEventListener('click', copyLine);
buttons.copyGrid.addEventListener('click', copyGrid);
buttons.copyNotes.addEventListener('click', copyWithNotes);
buttons.enterGivens.addEventListener('click', () => {
  setEnteringGivens(!enteringGivens);
  status.show('info', enteringGivens ? 'Entering the puzzle' : 'Solving', {
    hint: enteringGivens ? 'Digits typed now are the puzzle’s givens. Press “Edit givens” again when it is in.' : 'Digits typed now are your entries.',
  });
});
buttons.notesMode.addEventListener('click', () => setNotesMode(!notesMode));
buttons.erase.addEventListener('click', () => eraseCell(board.activeCell));
buttons.undo.addEventListener('click', undo);
buttons.redo.addEventListener('click', redo);
for (const button of document.querySelectorAll('[data-pad-digit]')) {
  button.addEventListener('click', () => typeDigit(board.activeCell, Number(button.dataset.padDigit)));
}
buttons.generate.addEventListener('click', () => {
  menu.close();
  generatePuzzle();
});
buttons.importPuzzle.addEventListener('click', async () => {
  if (!importBox.value.trim()) {
    status.show('info', 'The import box is empty', { hint: 'Paste a puzzle into it first.' });
    importBox.focus();
    return;
  }
  const loaded = await importPuzzle(importBox.value, 'import box');
  if (loaded) {
    importBox.value = '';
    menu.close();
  }
  else importBox.setAttribute('aria-invalid', 'true');
});
importBox.addEventListener('input', () => importBox.removeAttribute('aria-invalid'));
for (const button of document.querySelectorAll('[data-example]')) {
  button.addEventListener('click', () => {
    menu.close();
    loadExample(button.dataset.example);
  });
}
state.addEventListener('change', onStateChange);
board.addEventListener('digit', ({ detail: { cell, digit } }) => typeDigit(cell, digit));
board.addEventListener('erase', ({ detail: { cell } }) => eraseCell(cell));
board.addEventListener('notes-mode', () => setNotesMode(!notesMode));
document.addEventListener('keydown', onKeyDown);
// The worker broke while no request was waiting for it. It has been replaced; the player is told
// anyway, rather than left to wonder about the solver console message or a slower next answer.
solver.addEventListener('fault', ({ detail }) => showSolverFault(detail, 'The solver has restarted and is ready for the next puzzle.'));
document.addEventListener('paste', onPaste);
// The skip link goes to the grid by script: followed as a link, its #board would replace the
// puzzle in the address and be read as one.
$('.skip-link').addEventListener('click', (event) => {
  event.preventDefault();
  board.focusCell(0);
});
// popstate comes with every change of the address the page did not make itself (Back, Forward, a
// link to another puzzle, a hash typed in), and before hashchange.
window.addEventListener('popstate', onAddressChange);
window.addEventListener('pagehide', writeAddress);

// A link is read even when it holds an empty grid (which onAddressChange would find already on the
// board), so that the status line always says what the link held.
render();
const linked = puzzleFromAddress();
if (linked) importPuzzle(linked, 'link');
else status.show('info', 'Ready', { hint: 'Type a puzzle, paste one anywhere, or pick an example.' });

enableOffline().then((available) => {
  $('#offline-note').hidden = !available;
});
