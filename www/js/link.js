// The puzzle in the address: '#' followed by the 81 cells ('.' for empty), so a copied link
// reopens the same puzzle. Only the givens travel, never the solution.
import { toPuzzleString } from './sudoku.js';

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
  const hash = empty ? '' : `#${toPuzzleString(givens)}`;
  if (hash === location.hash) return;
  // replaceState: editing a puzzle should not fill the Back button's history with every keystroke.
  history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
}
