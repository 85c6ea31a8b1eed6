// The puzzle in the address: '#' followed by the 81 cells ('.' for empty), so a copied link
// reopens the same puzzle. Only the givens travel, never the person's entries or the solution.
//
// A link with the person's progress is made only when they ask for one (progressLink): '#', the
// givens, '/', the 81 cells of their entries, '/', and their notes, two characters per cell (the
// cell's 9-bit mask in base 32). Opened, it shows all three; the address then holds the givens only.
import { toPuzzleString } from './sudoku.js';

const PROGRESS = /^([1-9.]{81})\/([1-9.]{81})\/([0-9a-v]{162})$/;

/** A link to the puzzle with the entries and notes of state (a PuzzleState). */
export function progressLink(state) {
  const notes = state.notes.map((mask) => mask.toString(32).padStart(2, '0')).join('');
  return `${location.origin}${location.pathname}${location.search}#${state.puzzle}/${toPuzzleString(state.entries)}/${notes}`;
}

/** The { givens, entries, notes } of a progress link's text, or null for any other text. */
export function progressFromAddress(text) {
  const match = PROGRESS.exec(text.trim());
  if (!match) return null;
  const digits = (line) => [...line].map((symbol) => (symbol === '.' ? 0 : Number(symbol)));
  const notes = Array.from({ length: 81 }, (_, cell) => parseInt(match[3].slice(2 * cell, 2 * cell + 2), 32) & 0x1ff);
  return { givens: digits(match[1]), entries: digits(match[2]), notes };
}

// Chromium makes every history update a round trip to the browser process and ignores updates
// beyond about 200 in 10 seconds, so a burst of edits (a script, or a player racing through the
// grid) would slow the page and then leave a stale address. Updates are therefore written at most
// once per interval: the first at once, the latest when the interval is over.
const ADDRESS_INTERVAL_MS = 100;
let lastWrite = -Infinity;
let waiting = null; // the update waiting its turn: { hash, newEntry }
let timer = null;

// Back, Forward or a hash typed in: an update still waiting was for the entry just left, and must
// not land on this one. (popstate comes before the app hears of the change, and before any timer.)
window.addEventListener('popstate', () => {
  clearTimeout(timer);
  timer = null;
  waiting = null;
});

/** Whether text is a puzzle as the page writes it into links: 81 cells in one line ('.' empty). */
export const isLinkPuzzle = (text) => /^[1-9.]{81}$/.test(text);

/** The puzzle text in the current address, or '' when there is none. */
export function puzzleFromAddress() {
  const hash = location.hash.slice(1);
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash; // a stray '%' is left for the reader to report
  }
}

/**
 * Puts the givens in the address (or removes the hash when the grid is empty). With newEntry (a
 * new puzzle) the address is a new entry in the browser's history, so that Back returns to the
 * puzzle before; edits replace the entry of the puzzle they belong to, so that Back does not go
 * keystroke by keystroke.
 */
export function showPuzzleInAddress(givens, { newEntry = false } = {}) {
  const empty = givens.every((digit) => digit === 0);
  const hash = empty ? '' : `#${toPuzzleString(givens)}`;
  // Edits still waiting belong to the puzzle before: they go into its entry before the new one.
  if (newEntry && waiting && !waiting.newEntry) writeAddress();
  // Edits soon after a new puzzle go into its entry, still to be made.
  waiting = { hash, newEntry: newEntry || (waiting?.newEntry ?? false) };
  if (timer !== null) return;
  const wait = lastWrite + ADDRESS_INTERVAL_MS - performance.now();
  if (wait <= 0) writeAddress();
  else timer = setTimeout(writeAddress, wait);
}

/** Writes an address update still waiting its turn: before the address is copied or the page left. */
export function writeAddress() {
  clearTimeout(timer);
  timer = null;
  if (waiting === null) return;
  const { hash, newEntry } = waiting;
  waiting = null;
  if (hash === location.hash) return;
  const address = `${location.pathname}${location.search}${hash}`;
  if (newEntry) history.pushState(null, '', address);
  else history.replaceState(history.state, '', address);
  lastWrite = performance.now();
}
