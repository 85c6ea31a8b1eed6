// Pencil marks drawn on the board: the small digits in each empty cell that may still go there,
// and, while a hint is on show, which of them the hint is about.
//
// Each cell gets a layer of nine small digits, placed in the same grid area as the cell and
// right after it in the page, so the style sheet hides the marks of any cell that holds a digit
// (a given or a solved one) without this module having to know. The layer is decoration for the
// eye only: the board reads the marks out with each cell's label.
import { CELL_COUNT } from './sudoku.js';

/**
 * Roles of a mark in a hint, as the style sheet draws them. A chain's candidates fall in two
 * groups, each in its own colour: those the chain makes true ('chain-on') and those it makes false
 * ('chain-off').
 */
const ROLE = { pattern: 'pattern', place: 'place', crossOut: 'cross-out', on: 'chain-on', off: 'chain-off' };

export class PencilMarksView {
  #layers;

  /**
   * Adds a layer for marks after each of the board's 81 cells. Its nine small digits are made the
   * first time the cell shows one: a puzzle opened from a link is drawn without waiting for 729
   * elements it does not show.
   */
  constructor(boardElement) {
    this.#layers = [...boardElement.querySelectorAll('.cell')].map((input) => {
      const layer = document.createElement('div');
      layer.className = 'cell-marks';
      layer.setAttribute('aria-hidden', 'true');
      layer.style.gridArea = input.style.gridArea;
      input.after(layer);
      return layer;
    });
  }

  /** The nine marks of a cell, made on first use (hidden until show() is given some). */
  #marksOf(cell) {
    const layer = this.#layers[cell];
    if (!layer.children.length) {
      for (let digit = 1; digit <= 9; digit += 1) {
        const mark = document.createElement('span');
        mark.className = 'mark';
        mark.dataset.digit = digit;
        mark.textContent = String(digit);
        mark.hidden = true;
        layer.append(mark);
      }
    }
    return layer.children;
  }

  /**
   * Shows marks (81 arrays of digits; null shows none). With onlyCells (a Set), only those cells
   * show theirs: a hint can show the marks it is about while the rest stay off.
   */
  show(marks, { onlyCells = null } = {}) {
    for (let cell = 0; cell < CELL_COUNT; cell += 1) {
      const digits = marks && (!onlyCells || onlyCells.has(cell)) ? new Set(marks[cell]) : new Set();
      if (!digits.size && !this.#layers[cell].children.length) continue;
      for (const mark of this.#marksOf(cell)) {
        mark.hidden = !digits.has(Number(mark.dataset.digit));
      }
    }
  }

  /**
   * Colours the marks a hint's step is about: its digits in its pattern cells, the ends of its
   * chain links, the digit it places, and the digits it crosses out. null takes the colours away.
   */
  highlight(step) {
    const roles = new Map();
    const key = (cell, digit) => cell * 10 + digit;
    if (step) {
      for (const cell of step.cells) {
        for (const digit of step.digits) roles.set(key(cell, digit), ROLE.pattern);
      }
      // A strong link leads from a false candidate to a true one, a weak link from a true one to
      // a false one; a chain's first candidate is what its first link needs.
      step.links.forEach(({ from, to, kind }, index) => {
        const [before, after] = kind === 'strong' ? [ROLE.off, ROLE.on] : [ROLE.on, ROLE.off];
        if (index === 0 || !roles.has(key(from.cell, from.digit))) roles.set(key(from.cell, from.digit), before);
        roles.set(key(to.cell, to.digit), after);
      });
      for (const { cell, digit } of step.eliminations) roles.set(key(cell, digit), ROLE.crossOut);
      for (const { cell, digit } of step.placements) roles.set(key(cell, digit), ROLE.place);
    }
    this.#layers.forEach((layer, cell) => {
      const involved = [1, 2, 3, 4, 5, 6, 7, 8, 9].some((digit) => roles.has(key(cell, digit)));
      for (const mark of involved ? this.#marksOf(cell) : layer.children) {
        const role = roles.get(key(cell, Number(mark.dataset.digit)));
        if (role) mark.dataset.role = role;
        else delete mark.dataset.role;
      }
    });
  }
}
