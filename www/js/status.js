// The status line under the board: one short title and an optional detail, read out by screen
// readers as it changes (it is an ARIA live region in index.html). Text only; never markup.

export class StatusLine {
  #element;
  #title;
  #detail;
  #hint;
  #shown = 0; // how many messages have been shown: tells a message still on show from a replaced one
  #scrolled = false; // a long message scrolled within the line (a phone): the next starts at its top

  constructor(element) {
    this.#element = element;
    this.#title = element.querySelector('.status-title');
    this.#detail = element.querySelector('.status-detail');
    this.#hint = element.querySelector('.status-hint');
    element.addEventListener('scroll', () => { this.#scrolled = true; }, { passive: true });
  }

  /**
   * tone: 'info' | 'hint' | 'busy' | 'success' | 'warning' | 'error' (colour and icon).
   * detail is shown as given, so the solver's own message reaches the player word for word;
   * hint is a further sentence of advice.
   *
   * Returns amend({ detail, hint }), which changes this message's detail or hint for news that
   * comes later (a rating that takes a while); once another message has replaced this one, it
   * does nothing, so late news never overwrites what the player did since.
   */
  show(tone, title, message = {}) {
    this.#shown += 1;
    const shown = this.#shown;
    this.#write(tone, title, message);
    return (changes) => {
      if (this.#shown === shown) this.#write(tone, title, { ...message, ...changes });
    };
  }

  #write(tone, title, { detail = '', hint = '' }) {
    this.#element.dataset.tone = tone;
    this.#title.textContent = title;
    this.#detail.textContent = detail;
    this.#hint.textContent = hint;
    this.#detail.hidden = !detail;
    this.#hint.hidden = !hint;
    if (this.#scrolled) {
      this.#scrolled = false;
      this.#element.scrollTop = 0;
    }
  }
}

/** A count and its noun, for the status line's sentences: "1 given", "17 givens". */
export const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;
