// The puzzle menu of a phone: New puzzle, the examples and the import box live below the grid,
// the pad and the status line, a screen or two down. The "Puzzles" button at the top opens them
// as a sheet over the page, so that they are one tap away without scrolling past the grid. On a
// wide screen they sit beside the grid and the button is not shown (the stylesheet decides).
//
// The sheet is the same part of the page in both places: closed, it is where it always is, below
// the grid; open, it is drawn over the page. It closes with its Close button, Escape, a tap
// outside it, or once a puzzle has been picked from it.

export class PuzzleMenu {
  #toggle;
  #sheet;
  #backdrop;

  /** toggle: the button that opens and closes it; sheet: the menu; backdrop: what covers the page meanwhile. */
  constructor({ toggle, sheet, backdrop, close }) {
    this.#toggle = toggle;
    this.#sheet = sheet;
    this.#backdrop = backdrop;
    toggle.addEventListener('click', () => (this.isOpen ? this.close() : this.open()));
    close.addEventListener('click', () => this.close());
    backdrop.addEventListener('click', () => this.close({ returnFocus: false }));
    sheet.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !this.isOpen) return;
      event.preventDefault();
      this.close();
    });
  }

  get isOpen() {
    return this.#sheet.classList.contains('open');
  }

  /** Opens the sheet and moves the focus into it, so that Tab goes through its controls next. */
  open() {
    this.#sheet.classList.add('open');
    this.#backdrop.hidden = false;
    this.#toggle.setAttribute('aria-expanded', 'true');
    this.#sheet.scrollTop = 0;
    this.#sheet.focus({ preventScroll: true });
  }

  /**
   * Closes the sheet; the focus goes back to the button that opened it (unless returnFocus is
   * false, or the focus has left the sheet meanwhile), not to a control now off the screen.
   */
  close({ returnFocus = true } = {}) {
    if (!this.isOpen) return;
    const focusWasInside = this.#sheet.contains(document.activeElement);
    this.#sheet.classList.remove('open');
    this.#backdrop.hidden = true;
    this.#toggle.setAttribute('aria-expanded', 'false');
    if (returnFocus && focusWasInside) this.#toggle.focus({ preventScroll: true });
  }
}
