// The page's first frame: the grid, holding the puzzle of the link the page was opened with. It
// needs four small modules, so it is drawn as soon as they are here, while the rest of the page's
// scripts still load (the first frame waits for this module alone: blocking="render" in
// index.html). main.js takes the board from here and brings it to life.
import { Board } from './board.js';
import { isLinkPuzzle, puzzleFromAddress } from './link.js';
import { gridOf } from './sudoku.js';

export const board = new Board(document.querySelector('#board'));

const linked = puzzleFromAddress();
if (isLinkPuzzle(linked)) board.show(gridOf(linked).map((digit) => ({ digit, kind: digit ? 'given' : null })));
