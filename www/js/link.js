// The puzzle in the address: '#' followed by the 81 cells ('.' for empty), so a copied link
// reopens the same puzzle. Only the givens travel, never the solution.
import { toPuzzleString } from './sudoku.js';

// Chromium makes every history update a round trip to the browser process and ignores updates
// beyond about 200 in 10 seconds, so a burst of edits (a script, or a player racing through the
// grid) would slow the page and then leave a stale address. Updates are therefore written at most
// once per interval: the first at once, the latest when the interval is over.
const ADDRESS_INTERVAL_MS = 100;
let lastWrite = -Infinity;
let waitingHash = null;
let timer = null;

/** The puzzle text in the current address, or '' when there is none. */
export function puzzleFromAddress() {
  const hash = location.hash.slice(1);
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash; // a stray '%' is left for the reader to report
  }
}

/** Puts the givens in the address (or removes the hash when the grid is empty). */
export function showPuzzleInAddress(givens) {
  const empty = givens.every((digit) => digit === 0);
  waitingHash = empty ? '' : `#${toPuzzleString(givens)}`;
  if (timer !== null) return;
  const wait = lastWrite + ADDRESS_INTERVAL_MS - performance.now();
  if (wait <= 0) writeAddress();
  else timer = setTimeout(writeAddress, wait);
}

/** Writes an address update still waiting its turn: before the address is copied or the page left. */
export function writeAddress() {
  clearTimeout(timer);
  timer = null;
  if (waitingHash === null) return;
  const hash = waitingHash;
  waitingHash = null;
  if (hash === location.hash) return;
  // replaceState: editing a puzzle should not fill the Back button's history with every keystroke.
  history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
  lastWrite = performance.now();
}
