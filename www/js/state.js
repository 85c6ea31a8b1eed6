// The one place for what the person has on the board: the puzzle's givens, their own entries,
// their notes (pencil marks they keep), and the history of every change, for Undo and Redo.
//
// Givens are the puzzle; entries are the person's answers to it, and the two never mix: an
// entry, or a digit placed by a hint, never becomes a given, so a link (which carries givens
// only) never carries anyone's progress, let alone the solution. Notes are a 9-bit mask per cell
// (bit d-1 for digit d).
//
// Every change goes through change(), which records the state before it; undo() and redo() walk
// that history. Each change also bumps `version`, so an answer from the solver that was asked
// about an earlier state is recognised as stale by one test: isCurrent(version).
//
// Events: 'change' (detail: { reason, puzzleChanged }) after every change, undo and redo;
// puzzleChanged tells that the givens differ from before (the address and any rating follow them).
import { CELL_COUNT, toPuzzleString } from './sudoku.js';

const HISTORY_LIMIT = 500;

const copy = ({ givens, entries, notes }) => ({ givens: [...givens], entries: [...entries], notes: [...notes] });
const empty = () => ({
  givens: new Array(CELL_COUNT).fill(0),
  entries: new Array(CELL_COUNT).fill(0),
  notes: new Array(CELL_COUNT).fill(0),
});
const bit = (digit) => 1 << (digit - 1);

/** The digits of a notes mask, in increasing order. */
export const notesDigits = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => mask & bit(digit));

/** A notes mask of digits. */
export const notesMask = (digits) => digits.reduce((mask, digit) => mask | bit(digit), 0);

export class PuzzleState extends EventTarget {
  #now = empty();
  #past = [];
  #future = [];
  version = 0;

  get givens() { return [...this.#now.givens]; }

  get entries() { return [...this.#now.entries]; }

  /** The notes as 81 masks. */
  get notes() { return [...this.#now.notes]; }

  /** Givens and entries together: the grid as the person has it (0 = empty). */
  get grid() {
    return this.#now.givens.map((given, cell) => given || this.#now.entries[cell]);
  }

  /** The grid as 81 characters, '.' for empty: what hints and clash checks are asked about. */
  get position() { return toPuzzleString(this.grid); }

  get puzzle() { return toPuzzleString(this.#now.givens); }

  get hasGivens() { return this.#now.givens.some((digit) => digit !== 0); }

  get hasEntries() { return this.#now.entries.some((digit) => digit !== 0); }

  get hasNotes() { return this.#now.notes.some((mask) => mask !== 0); }

  isGiven(cell) { return this.#now.givens[cell] !== 0; }

  get canUndo() { return this.#past.length > 0; }

  get canRedo() { return this.#future.length > 0; }

  /** Whether nothing has changed since `version` was read. */
  isCurrent(version) { return version === this.version; }

  /**
   * Makes one change, undoable as a whole: mutate(now) edits { givens, entries, notes } in place
   * and returns false when it changed nothing (nothing is recorded then).
   */
  change(reason, mutate) {
    const before = copy(this.#now);
    if (mutate(this.#now) === false || same(before, this.#now)) return false;
    this.#past.push(before);
    if (this.#past.length > HISTORY_LIMIT) this.#past.shift();
    this.#future = [];
    this.#changed(reason, before);
    return true;
  }

  undo() { return this.#travel(this.#past, this.#future, 'undo'); }

  redo() { return this.#travel(this.#future, this.#past, 'redo'); }

  /** A new puzzle (loaded, generated, cleared, from a link): entries and notes as given, or none. */
  load(givens, { entries = null, notes = null } = {}) {
    return this.change('load', (now) => {
      now.givens = [...givens];
      now.entries = entries ? entries.map((digit, cell) => (givens[cell] ? 0 : digit)) : new Array(CELL_COUNT).fill(0);
      now.notes = notes ? [...notes] : new Array(CELL_COUNT).fill(0);
    });
  }

  /** Writes the person's digit in a cell that is not a given (0 erases); the cell's notes stay. */
  setEntry(cell, digit, reason = 'entry') {
    if (this.isGiven(cell)) return false;
    return this.change(reason, (now) => { now.entries[cell] = digit; });
  }

  /** Writes a given while the person types in a puzzle of their own (0 erases it). */
  setGiven(cell, digit) {
    return this.change('given', (now) => {
      now.givens[cell] = digit;
      now.entries[cell] = 0;
    });
  }

  /** Erases what a cell holds: its entry, or else its notes. A given stays. */
  erase(cell) {
    return this.change('erase', (now) => {
      if (now.givens[cell]) return false;
      if (now.entries[cell]) now.entries[cell] = 0;
      else now.notes[cell] = 0;
      return true;
    });
  }

  /** Turns one note of a cell on or off. */
  toggleNote(cell, digit) {
    if (this.grid[cell]) return false;
    return this.change('note', (now) => { now.notes[cell] ^= bit(digit); });
  }

  /** Replaces every note (81 masks), e.g. "fill in all candidates". */
  setNotes(notes, reason = 'notes') {
    return this.change(reason, (now) => { now.notes = [...notes]; });
  }

  /**
   * Places digits and crosses out notes in one change (a hint applied): [{ cell, digit }] each.
   * A cell without notes gets the marks the hint saw there (marks: 81 arrays of digits) before
   * its digits are crossed out, so that the crossing out shows and the next hint builds on it.
   */
  applyStep({ placements, eliminations }, marks) {
    return this.change('hint', (now) => {
      for (const { cell, digit } of placements) if (!now.givens[cell]) now.entries[cell] = digit;
      for (const { cell, digit } of eliminations) {
        if (!now.notes[cell]) now.notes[cell] = notesMask(marks[cell]);
        now.notes[cell] &= ~bit(digit);
      }
    });
  }

  /** Takes every entry and note away, leaving the puzzle. */
  clearProgress() {
    return this.change('clear', (now) => {
      now.entries.fill(0);
      now.notes.fill(0);
    });
  }

  #travel(from, to, reason) {
    if (!from.length) return false;
    const before = copy(this.#now);
    to.push(before);
    this.#now = from.pop();
    this.#changed(reason, before);
    return true;
  }

  #changed(reason, before) {
    this.version += 1;
    const puzzleChanged = toPuzzleString(before.givens) !== this.puzzle;
    this.dispatchEvent(new CustomEvent('change', { detail: { reason, puzzleChanged } }));
  }
}

function same(a, b) {
  return ['givens', 'entries', 'notes'].every((key) => a[key].every((value, cell) => value === b[key][cell]));
}
