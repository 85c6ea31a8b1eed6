// The 9x9 board on screen: 81 text fields the player types into, with the keyboard handling a
// Sudoku player expects. It knows nothing about solving and holds no state of its own: the app
// tells it what to show (show()) and hears what the person typed through events.
//
// Each cell shows a given (a digit of the puzzle), an entry (the person's own digit), a solved
// digit (from Solve) or nothing. The board is one Tab stop: arrow keys move between cells (a
// "roving" tabindex), so Tab goes on to the buttons instead of through 81 cells. The cell last
// focused stays selected while the person uses the digit pad.
//
// Events: 'digit' (detail: { cell, digit }) when a digit is typed into a cell, 'erase'
// (detail: { cell }) for Backspace, Delete, 0 or '.', and 'notes-mode' for N.
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
  #kinds = new Array(CELL_COUNT).fill(null); // null | 'given' | 'entry' | 'solved'
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
    this.#setActiveCell(0);
  }

  /** The cell the digit pad writes into: the one focused last. */
  get activeCell() {
    return this.#activeCell;
  }

  get hasSolution() {
    return this.#kinds.includes('solved');
  }

  /**
   * Shows 81 cells, each { digit (0 = empty), kind: 'given' | 'entry' | 'solved' | null }.
   * Solved digits appear one after another in reading order, a quick sweep (see styles.css).
   */
  show(cells) {
    let order = 0;
    cells.forEach(({ digit, kind }, cell) => {
      const appearing = kind === 'solved' && this.#kinds[cell] !== 'solved';
      this.#setCell(cell, digit, kind);
      if (appearing) this.#inputs[cell].style.setProperty('--reveal-order', order++);
    });
    this.#highlightPeers(this.#activeCell);
  }

  /**
   * Outlines the cells of a hint's step: pattern (the cells it reasons from), units (the cells
   * of the rows, columns or boxes it looks at), reasons (the digits that rule other cells out),
   * and the cells where it places a digit or crosses digits out. Any earlier outline goes.
   */
  showStep({ pattern = [], units = [], reasons = [], placing = [], crossing = [] } = {}) {
    const classes = {
      'step-pattern': new Set(pattern),
      'step-unit': new Set(units),
      'step-reason': new Set(reasons),
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
    this.#inputs.forEach((input, cell) => input.setAttribute('aria-label', this.#label(cell)));
  }

  /** Marks exactly these cells as breaking a rule. */
  markConflicts(cells) {
    this.#markCells('conflict', cells);
  }

  /** Marks exactly these cells as entries that differ from the solution. */
  markWrong(cells) {
    this.#markCells('wrong', cells);
  }

  focusCell(cell) {
    this.#setActiveCell(cell);
    this.#inputs[cell].focus();
  }

  #markCells(name, cells) {
    const marked = new Set(cells);
    this.#inputs.forEach((input, cell) => {
      input.classList.toggle(name, marked.has(cell));
      const invalid = input.classList.contains('conflict') || input.classList.contains('wrong');
      if (invalid) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      input.setAttribute('aria-label', this.#label(cell));
    });
  }

  #createCell(cell) {
    const input = document.createElement('input');
    input.type = 'text';
    input.className = 'cell';
    // The digit pad is the way in on a touch screen: no system keyboard to cover the page.
    input.inputMode = 'none';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.tabIndex = -1;
    input.dataset.cell = cell;
    input.dataset.row = rowOf(cell);
    input.dataset.column = columnOf(cell);
    // An explicit place in the grid, so that the layer of pencil marks can share it.
    input.style.gridArea = `${rowOf(cell) + 1} / ${columnOf(cell) + 1}`;
    input.setAttribute('autocapitalize', 'off');
    input.setAttribute('aria-label', this.#label(cell));
    return input;
  }

  #label(cell) {
    const place = `Row ${rowOf(cell) + 1}, column ${columnOf(cell) + 1}`;
    const kind = this.#kinds[cell];
    const problems = ['conflict', 'wrong'].filter((name) => this.#inputs?.[cell].classList.contains(name));
    const problem = problems.length ? `, ${problems.map((name) => (name === 'wrong' ? 'wrong' : 'clashes')).join(', ')}` : '';
    if (kind) return `${place}, ${kind}${problem}`;
    const marks = this.#marks?.[cell];
    return marks?.length ? `${place}, notes ${marks.join(' ')}` : place;
  }

  #setCell(cell, digit, kind) {
    const input = this.#inputs[cell];
    this.#digits[cell] = digit;
    this.#kinds[cell] = digit ? kind : null;
    input.value = digit ? String(digit) : '';
    if (this.#kinds[cell]) input.dataset.kind = this.#kinds[cell];
    else delete input.dataset.kind;
    input.setAttribute('aria-label', this.#label(cell));
  }

  #onKeyDown(event) {
    const cell = this.#cellOf(event.target);
    if (cell === null || event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (key >= '1' && key <= '9' && key.length === 1) {
      this.dispatchEvent(new CustomEvent('digit', { detail: { cell, digit: Number(key) } }));
    } else if (CLEAR_KEYS.has(key)) {
      this.dispatchEvent(new CustomEvent('erase', { detail: { cell } }));
    } else if (key === 'n' || key === 'N') {
      this.dispatchEvent(new CustomEvent('notes-mode'));
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

  // Keyboards and input methods that send no usable keydown send only the changed text. The text
  // typed (event.data) decides: its last digit is typed, a deletion erases, anything else leaves
  // the cell as it was.
  #onInput(event) {
    const cell = this.#cellOf(event.target);
    if (cell === null) return;
    const typed = event.inputType?.startsWith('delete') ? '' : (event.data ?? event.target.value);
    const digits = typed.match(/[1-9]/g);
    event.target.value = this.#digits[cell] ? String(this.#digits[cell]) : '';
    if (digits) this.dispatchEvent(new CustomEvent('digit', { detail: { cell, digit: Number(digits.at(-1)) } }));
    else if (event.inputType?.startsWith('delete') || typed === '') this.dispatchEvent(new CustomEvent('erase', { detail: { cell } }));
  }

  #onFocus(event) {
    const cell = this.#cellOf(event.target);
    if (cell === null) return;
    this.#setActiveCell(cell);
    this.#highlightPeers(cell);
  }

  #setActiveCell(cell) {
    this.#inputs[this.#activeCell].tabIndex = -1;
    this.#inputs[this.#activeCell].classList.remove('selected');
    this.#inputs[cell].tabIndex = 0;
    this.#inputs[cell].classList.add('selected');
    this.#activeCell = cell;
  }

  // Shades the selected cell's row, column and box, and the cells holding the same digit: the
  // places a player looks at when deciding what goes where.
  #highlightPeers(focused) {
    const digit = this.#digits[focused];
    this.#inputs.forEach((input, cell) => {
      input.classList.toggle('peer', arePeers(focused, cell));
      input.classList.toggle('same-digit', digit !== 0 && cell !== focused && this.#digits[cell] === digit);
    });
  }

  #cellOf(element) {
    return element instanceof HTMLInputElement && element.dataset.cell !== undefined
      ? Number(element.dataset.cell)
      : null;
  }
}
