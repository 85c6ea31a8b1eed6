// The status line under the board: one short title and an optional detail, read out by screen
// readers as it changes (it is an ARIA live region in index.html). Text only; never markup.

export class StatusLine {
  #element;
  #title;
  #detail;
  #hint;

  constructor(element) {
    this.#element = element;
    this.#title = element.querySelector('.status-title');
    this.#detail = element.querySelector('.status-detail');
    this.#hint = element.querySelector('.status-hint');
  }

  /**
   * tone: 'info' | 'hint' | 'busy' | 'success' | 'warning' | 'error' (colour and icon).
   * detail is shown as given, so the solver's own message reaches the player word for word;
   * hint is a further sentence of advice.
   */
  show(tone, title, { detail = '', hint = '' } = {}) {
    this.#element.dataset.tone = tone;
    this.#title.textContent = title;
    this.#detail.textContent = detail;
    this.#hint.textContent = hint;
    this.#detail.hidden = !detail;
    this.#hint.hidden = !hint;
  }
}

/** A count and its noun, for the status line's sentences: "1 given", "17 givens". */
export const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;
