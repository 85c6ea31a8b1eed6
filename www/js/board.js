// The 9x9 board on screen: 81 text fields the player types into, with the keyboard handling a
// Sudoku player expects. It knows nothing about solving; the app tells it what to show.
//
// Each cell is empty, a "given" (a digit of the puzzle, typed, pasted or loaded) or "solved" (a
// digit the solver filled in). The board is one Tab stop: arrow keys move between cells
// (a "roving" tabindex), so Tab goes on to the buttons instead of through 81 cells.
//
// Events: 'edit' when the player changes a given (detail: { cell, before }: before is the
// given the cell held, 0 if none).
import { CELL_COUNT, arePeers, columnOf, rowOf } from './sudoku.js';

const CLEAR_KEYS = new Set(['Backspace', 'Delete', '0', '.']);
const MOVES = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export class Board extends EventTarget {
  #inputs;
  #kinds = new Array(CELL_COUNT).fill(null); // null | 'given' | 'solved'
  #digits = new Array(CELL_COUNT).fill(0);
  #marks = null; // the pencil marks on show (81 arrays of digits), for the cells' labels
  #activeCell = 0;

  /** Builds the 81 cells inside container (an element with no children). */
  constructor(container) {
    super();
    this.element = container;
    this.#inputs = Array.from({ length: CELL_COUNT }, (_, cell) => this.#createCell(cell));
    container.append(...this.#inputs);
    container.addEventListener('keydown', (event) => this.#onKeyDown(event));
    container.addEventListener('input', (event) => this.#onInput(event));
    container.addEventListener('focusin', (event) => this.#onFocus(event));
    container.addEventListener('focusout', () => this.#highlightPeers(null));
  }

  /** The digits on the board, givens and solved alike (0 = empty). */
  get grid() {
    return [...this.#digits];
  }

  /** The puzzle: the given digits only (0 elsewhere). */
  get givens() {
    return this.#digits.map((digit, cell) => (this.#kinds[cell] === 'given' ? digit : 0));
  }

  get hasSolution() {
    return this.#kinds.includes('solved');
  }

  get isEmpty() {
    return this.#digits.every((digit) => digit === 0);
  }

  /** Shows a new puzzle: its digits become the givens, everything else is emptied. */
  load(givens) {
    givens.forEach((digit, cell) => this.#setCell(cell, digit, digit ? 'given' : null));
    this.markConflicts([]);
    this.#refreshHighlight();
  }

  /** Fills the empty cells from solution (81 digits); givens stay as they are. */
  showSolution(solution) {
    let order = 0;
    solution.forEach((digit, cell) => {
      if (this.#kinds[cell] === 'given') return;
      this.#setCell(cell, digit, 'solved');
      // Solved digits appear one after another in reading order, a quick sweep (see styles.css).
      this.#inputs[cell].style.setProperty('--reveal-order', order++);
    });
    this.#refreshHighlight();
  }

  /** Takes the solved digits away again, leaving the puzzle. */
  clearSolution() {
    this.#kinds.forEach((kind, cell) => {
      if (kind === 'solved') this.#setCell(cell, 0, null);
    });
    this.#refreshHighlight();
  }

  /**
   * Writes a digit into a cell as the player would (it becomes a given), without an 'edit'
   * event: the app does this itself (applying a hint) and knows what follows.
   */
  place(cell, digit) {
    this.#setCell(cell, digit, 'given');
    this.#refreshHighlight();
  }

  /**
   * Outlines the cells of a hint's step: pattern (the cells it reasons from), units (the cells
   * of the rows, columns or boxes it looks at), and the cells where it places a digit or crosses
   * digits out. Any earlier step's outline goes.
   */
  showStep({ pattern = [], units = [], placing = [], crossing = [] } = {}) {
    const classes = {
      'step-pattern': new Set(pattern),
      'step-unit': new Set(units),
      'step-place': new Set(placing),
      'step-cross': new Set(crossing),
    };
    this.#inputs.forEach((input, cell) => {
      for (const [name, cells] of Object.entries(classes)) input.classList.toggle(name, cells.has(cell));
    });
  }

  clearStep() {
    this.showStep();
  }

  /** The pencil marks on show (81 arrays of digits, or null), read out with each empty cell. */
  describeMarks(marks) {
    this.#marks = marks;
    this.#inputs.forEach((input, cell) => input.setAttribute('aria-label', this.#label(cell, this.#kinds[cell])));
  }

  /** Marks exactly these cells as breaking a rule. */
  markConflicts(cells) {
    const marked = new Set(cells);
    this.#inputs.forEach((input, cell) => {
      input.classList.toggle('conflict', marked.has(cell));
      if (marked.has(cell)) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    });
  }

  focusCell(cell) {
    this.#setActiveCell(cell);
    this.#inputs[cell].focus();
  }

  #createCell(cell) {
    const input = document.createElement('input');
    input.type = 'text';
    input.className = 'cell';
    input.inputMode = 'numeric';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.tabIndex = cell === 0 ? 0 : -1;
    input.dataset.cell = cell;
    input.dataset.row = rowOf(cell);
    input.dataset.column = columnOf(cell);
    // An explicit place in the grid, so that the layer of pencil marks can share it.
    input.style.gridArea = `${rowOf(cell) + 1} / ${columnOf(cell) + 1}`;
    input.setAttribute('autocapitalize', 'off');
    input.setAttribute('aria-label', this.#label(cell, null));
    return input;
  }

  #label(cell, kind) {
    const place = `Row ${rowOf(cell) + 1}, column ${columnOf(cell) + 1}`;
    if (kind) return `${place}, ${kind}`;
    const marks = this.#marks?.[cell];
    return marks?.length ? `${place}, pencil marks ${marks.join(' ')}` : place;
  }

  #setCell(cell, digit, kind) {
    const input = this.#inputs[cell];
    this.#digits[cell] = digit;
    this.#kinds[cell] = digit ? kind : null;
    input.value = digit ? String(digit) : '';
    if (this.#kinds[cell]) input.dataset.kind = this.#kinds[cell];
    else delete input.dataset.kind;
    input.setAttribute('aria-label', this.#label(cell, this.#kinds[cell]));
  }

  // The player typed a digit or cleared a cell. Any solution on show belonged to the puzzle
  // before the change, so it goes; the app hears about the change through 'edit'.
  #edit(cell, digit) {
    const changed = this.#digits[cell] !== digit || this.#kinds[cell] === 'solved';
    const before = this.#kinds[cell] === 'given' ? this.#digits[cell] : 0;
    this.#setCell(cell, digit, 'given');
    if (!changed) return;
    this.clearSolution();
    this.#highlightPeers(cell);
    this.dispatchEvent(new CustomEvent('edit', { detail: { cell, before } }));
  }

  #onKeyDown(event) {
    const cell = this.#cellOf(event.target);
    if (cell === null || event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (key >= '1' && key <= '9' && key.length === 1) {
      this.#edit(cell, Number(key));
    } else if (CLEAR_KEYS.has(key)) {
      this.#edit(cell, 0);
    } else if (key in MOVES) {
      const [down, right] = MOVES[key];
      const row = rowOf(cell) + down;
      const column = columnOf(cell) + right;
      if (row >= 0 && row < 9 && column >= 0 && column < 9) this.focusCell(row * 9 + column);
    } else if (key === 'Home' || key === 'End') {
      this.focusCell(rowOf(cell) * 9 + (key === 'Home' ? 0 : 8));
    } else if (key.length === 1) {
      // Letters and symbols never reach the cell; a cell only ever holds one digit.
    } else {
      return; // Tab, Enter, Escape...: the browser's own behaviour
    }
    event.preventDefault();
  }

  // Phone keyboards and input methods often send no usable keydown, only the changed text.
  // The text typed (event.data) decides: its last digit fills the cell, a deletion empties it,
  // anything else leaves the cell as it was.
  #onInput(event) {
    const cell = this.#cellOf(event.target);
    if (cell === null) return;
    const typed = event.inputType?.startsWith('delete') ? '' : (event.data ?? event.target.value);
    const digits = typed.match(/[1-9]/g);
    if (digits) this.#edit(cell, Number(digits.at(-1)));
    else if (event.inputType?.startsWith('delete') || event.target.value === '') this.#edit(cell, 0);
    event.target.value = this.#digits[cell] ? String(this.#digits[cell]) : '';
  }

  #onFocus(event) {
    const cell = this.#cellOf(event.target);
    if (cell === null) return;
    this.#setActiveCell(cell);
    this.#highlightPeers(cell);
  }

  #setActiveCell(cell) {
    this.#inputs[this.#activeCell].tabIndex = -1;
    this.#inputs[cell].tabIndex = 0;
    this.#activeCell = cell;
  }

  // Shades the focused cell's row, column and box, and the cells holding the same digit: the
  // places a player looks at when deciding what goes where.
  #highlightPeers(focused) {
    const digit = focused === null ? 0 : this.#digits[focused];
    this.#inputs.forEach((input, cell) => {
      input.classList.toggle('peer', focused !== null && arePeers(focused, cell));
      input.classList.toggle('same-digit', digit !== 0 && cell !== focused && this.#digits[cell] === digit);
    });
  }

  #refreshHighlight() {
    this.#highlightPeers(this.#cellOf(document.activeElement));
  }

  #cellOf(element) {
    return element instanceof HTMLInputElement && element.dataset.cell !== undefined
      ? Number(element.dataset.cell)
      : null;
  }
}
