// The page as a companion for a person solving their own puzzle: their entries apart from the
// givens, undo and redo of every kind of change, the digit pad on a phone, hints in stages, a
// wrong entry named when asked, and links that carry the givens only unless progress is asked for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
  serveAppForThisFile, withApp, readBoard, boardString, settledStatus, cellAt, addressPuzzle, saveScreenshot, screenshotDir,
} from './browser.mjs';
import { LEETCODE_PUZZLE, candidatesOf, solutionsOf } from './sudoku-rules.mjs';
import { wrapModuleOnce } from './stand-ins.mjs';

const sudoku = createRequire(import.meta.url)('../../pkg/analysis/node/sudoku_wasm_analysis.cjs');

const shared = serveAppForThisFile();

const [LEETCODE_SOLUTION] = solutionsOf(LEETCODE_PUZZLE, 1);
// The first empty cells of the LeetCode puzzle, and a digit the solution does not have there.
const EMPTY = [...LEETCODE_PUZZLE].flatMap((symbol, cell) => (symbol === '.' ? [cell] : []));
// A cell with a candidate the solution does not have there: a wrong entry that clashes with nothing.
const CANDIDATES = candidatesOf(LEETCODE_PUZZLE);
const WRONG_CELL = EMPTY.find((cell) => CANDIDATES[cell].length > 1);
const WRONG_DIGIT = CANDIDATES[WRONG_CELL].find((digit) => digit !== Number(LEETCODE_SOLUTION[WRONG_CELL]));
const at = (cell) => cellAt(Math.floor(cell / 9) + 1, (cell % 9) + 1);
const words = (cell) => `row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}`;

// Each behaviour on a desktop (mouse and keyboard) and on a phone (375x667, touch: taps and the
// digit pad, no keyboard).
const DEVICES = [
  { name: 'desktop', options: {} },
  { name: 'phone', touch: true, options: { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true } },
];

/** Presses a button or a cell: a tap on a phone, a click on a desktop. */
const press = (device, page, selector) => (device.touch ? page.tap(selector) : page.click(selector));

/** Writes digit into cell: on a phone through the digit pad, on a desktop from the keyboard. */
async function enter(device, page, cell, digit) {
  await press(device, page, at(cell));
  if (device.touch) await page.tap(`[data-pad-digit="${digit}"]`);
  else await page.keyboard.press(String(digit));
}

async function importPuzzle(page, puzzle, device = DEVICES[0]) {
  await page.fill('#import-text', puzzle);
  await press(device, page, '#import-load');
  return settledStatus(page);
}

/** Presses Hint through its three stages, then Apply; returns the status after Apply. */
async function hintAndApply(device, page) {
  for (let stage = 0; stage < 3; stage += 1) {
    await press(device, page, '#hint');
    await settledStatus(page);
  }
  await press(device, page, '#apply-hint');
  return settledStatus(page);
}

const kinds = async (page) => (await readBoard(page)).map(({ kind }) => kind);

// The LeetCode solution with four cells emptied: a few hints solve it.
const NEARLY_SOLVED = [...LEETCODE_SOLUTION].map((digit, cell) => ([0, 10, 40, 80].includes(cell) ? '.' : digit)).join('');

for (const device of DEVICES) {
  test(`${device.name}: entries are not givens, after typing and after Apply; the link holds the givens only, even solved step by step; a progress link is a choice of its own`, async () => {
    let progress;
    await withApp(shared.browser, shared.site, `entries-and-links-${device.name}`, async ({ page }) => {
      await importPuzzle(page, LEETCODE_PUZZLE, device);
      await enter(device, page, EMPTY[0], LEETCODE_SOLUTION[EMPTY[0]]);
      await enter(device, page, EMPTY[1], LEETCODE_SOLUTION[EMPTY[1]]);
      const cells = await readBoard(page);
      assert.equal(cells[EMPTY[0]].kind, 'entry');
      assert.equal(cells[0].kind, 'given');
      const [givenStyle, entryStyle] = await page.$$eval(`${at(0)}, ${at(EMPTY[0])}`, (inputs) => inputs.map((input) => {
        const style = getComputedStyle(input);
        return `${style.color} ${style.fontWeight}`;
      }));
      assert.notEqual(entryStyle, givenStyle, 'entries look different from givens');

      // A given cannot be typed over while solving.
      await enter(device, page, 0, 9);
      assert.equal((await readBoard(page))[0].digit, Number(LEETCODE_PUZZLE[0]));

      // A digit placed by a hint is an entry too.
      const before = await boardString(page);
      await hintAndApply(device, page);
      const placed = [...await boardString(page)].findIndex((symbol, cell) => symbol !== before[cell]);
      assert.ok(placed >= 0, 'Apply placed a digit');
      assert.equal((await kinds(page))[placed], 'entry', 'a digit placed by Apply is an entry');
      await saveScreenshot(page, `entries-after-apply-${device.name}`);

      // Copy link: the givens only.
      await press(device, page, '#copy-link');
      const link = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(new URL(link).hash.slice(1), LEETCODE_PUZZLE);
      assert.equal(await addressPuzzle(page, LEETCODE_PUZZLE), LEETCODE_PUZZLE);

      // Notes too, then the link with progress.
      await press(device, page, at(EMPTY[2]));
      if (device.touch) {
        await page.tap('#notes-mode');
        await page.tap('[data-pad-digit="1"]');
        await page.tap('[data-pad-digit="2"]');
        await page.tap('#notes-mode');
      } else {
        await page.keyboard.press('n');
        await page.keyboard.press('1');
        await page.keyboard.press('2');
      }
      await press(device, page, '#copy-progress');
      progress = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal((await settledStatus(page)).title, 'Link with your progress copied');
      assert.ok(!progress.includes(LEETCODE_SOLUTION), 'never the solution');

      // Solved step by step to the end: the address and a copied link still hold the givens only.
      await importPuzzle(page, NEARLY_SOLVED, device);
      let status;
      for (let step = 0; step < 4 && (await boardString(page)).includes('.'); step += 1) status = await hintAndApply(device, page);
      assert.equal(status.title, 'Solved, step by step');
      assert.equal(await boardString(page), LEETCODE_SOLUTION);
      assert.equal(await addressPuzzle(page, NEARLY_SOLVED), NEARLY_SOLVED, 'the address holds the givens, never the solution');
      await press(device, page, '#copy-link');
      assert.equal(new URL(await page.evaluate(() => navigator.clipboard.readText())).hash.slice(1), NEARLY_SOLVED);
      await saveScreenshot(page, `solved-step-by-step-${device.name}`);
    }, { ...device.options, permissions: ['clipboard-read', 'clipboard-write'] });

    await withApp(shared.browser, shared.site, `progress-link-opened-${device.name}`, async ({ page }) => {
      await page.goto('about:blank');
      await page.goto(progress);
      assert.match((await settledStatus(page)).title, /^Puzzle and progress loaded from the link/);
      const cells = await readBoard(page);
      assert.equal(cells[EMPTY[0]].kind, 'entry');
      assert.equal(cells[EMPTY[1]].kind, 'entry');
      assert.equal(cells[EMPTY[2]].label, `Row ${Math.floor(EMPTY[2] / 9) + 1}, column ${(EMPTY[2] % 9) + 1}, notes 1 2`);
      assert.equal(await addressPuzzle(page, LEETCODE_PUZZLE), LEETCODE_PUZZLE, 'the address then holds the givens only');
    }, device.options);
  });

  test(`${device.name}: undo and redo: entries (typed and from the pad), erasing, notes, an applied hint, Start over, a new puzzle and Empty grid`, async () => {
    await withApp(shared.browser, shared.site, `undo-redo-${device.name}`, async ({ page }) => {
      await importPuzzle(page, LEETCODE_PUZZLE, device);
      assert.equal(await page.isDisabled('#undo'), false, 'loading a puzzle can be undone');
      assert.equal(await page.isDisabled('#redo'), true);
      const states = ['.'.repeat(81), await boardString(page)];
      const remember = async () => states.push(await boardString(page));
      const notesOf = async (cell) => (await readBoard(page))[cell].label;

      await enter(device, page, EMPTY[0], LEETCODE_SOLUTION[EMPTY[0]]);
      await remember();
      await press(device, page, '#erase');
      await remember();
      // The pad, on a desktop too.
      await press(device, page, `[data-pad-digit="${LEETCODE_SOLUTION[EMPTY[0]]}"]`);
      await remember();
      await press(device, page, at(EMPTY[1]));
      await press(device, page, '#notes-mode');
      // A note the solution agrees with, so that the hint after it can build on it.
      const note = LEETCODE_SOLUTION[EMPTY[1]];
      await press(device, page, `[data-pad-digit="${note}"]`);
      await press(device, page, '#notes-mode');
      assert.match(await notesOf(EMPTY[1]), new RegExp(`notes ${note}$`));
      const noted = await boardString(page);
      await hintAndApply(device, page);
      await remember();
      await press(device, page, '#restart');
      await remember();
      await press(device, page, '[data-example="easy"]');
      await remember();
      await press(device, page, '#clear');
      await remember();

      // Back through every state, with Ctrl+Z and the button in turn (the button alone on a
      // phone), then forward again; the note comes and goes on its own step.
      const undo = (index) => (!device.touch && index % 2 ? page.keyboard.press('Control+z') : press(device, page, '#undo'));
      const redo = (index) => (!device.touch && index % 2 ? page.keyboard.press('Control+Shift+z') : press(device, page, '#redo'));
      for (let index = states.length - 2; index >= 0; index -= 1) {
        await undo(index);
        if (index === 4) {
          assert.equal(await boardString(page), noted, 'undo of the hint');
          assert.match(await notesOf(EMPTY[1]), new RegExp(`notes ${note}$`));
          await undo(index);
          assert.doesNotMatch(await notesOf(EMPTY[1]), /notes/, 'undo of the note');
        }
        assert.equal(await boardString(page), states[index], `undo to state ${index}`);
      }
      assert.equal(await page.isDisabled('#undo'), true, 'nothing left to undo');
      for (let index = 1; index < states.length; index += 1) {
        await redo(index);
        if (index === 4) {
          assert.doesNotMatch(await notesOf(EMPTY[1]), /notes/);
          await redo(index);
          assert.match(await notesOf(EMPTY[1]), new RegExp(`notes ${note}$`), 'redo of the note');
        }
        assert.equal(await boardString(page), states[index], `redo to state ${index}`);
      }
      if (!device.touch) {
        await page.keyboard.press('Meta+z');
        assert.equal(await boardString(page), states.at(-2), 'Cmd+Z undoes too (a Mac)');
        await page.keyboard.press('Meta+z');
        assert.equal(await addressPuzzle(page, LEETCODE_PUZZLE), LEETCODE_PUZZLE, 'undoing a new puzzle brings its link back');
      }
    }, device.options);
  });

  test(`${device.name}: Check names the wrong entries; Hint asks before naming one, and never refuses the puzzle`, async () => {
    await withApp(shared.browser, shared.site, `wrong-entry-${device.name}`, async ({ page }) => {
      await importPuzzle(page, LEETCODE_PUZZLE, device);
      const right = EMPTY.find((cell) => cell !== WRONG_CELL && cell % 9 !== WRONG_CELL % 9 && Math.floor(cell / 9) !== Math.floor(WRONG_CELL / 9));
      const wrong = WRONG_CELL;
      await enter(device, page, right, LEETCODE_SOLUTION[right]);
      await press(device, page, '#check');
      assert.equal((await settledStatus(page)).title, 'All your entries are right so far');

      await enter(device, page, wrong, WRONG_DIGIT);
      await press(device, page, '#hint');
      const asked = await settledStatus(page);
      assert.equal(asked.title, 'One of your entries is wrong');
      assert.ok(!asked.text.includes(words(wrong)), 'not named before asked');
      assert.ok(await page.isVisible('#show-wrong'));
      await press(device, page, '#show-wrong');
      const named = await settledStatus(page);
      assert.equal(named.title, 'This entry is wrong');
      assert.match(named.detail, new RegExp(`^${words(wrong)}:`, 'i'));
      assert.deepEqual((await readBoard(page)).flatMap(({ label }, cell) => (label.endsWith('wrong') ? [cell] : [])), [wrong]);
      await saveScreenshot(page, `wrong-entry-named-${device.name}`);

      await press(device, page, '#check');
      const checked = await settledStatus(page);
      assert.equal(checked.title, 'One entry is wrong');
      assert.match(checked.detail, new RegExp(`^${words(wrong)}:`, 'i'));

      // Solve shows the solution around the entries, and names the wrong one.
      await press(device, page, '#solve');
      const solved = await settledStatus(page);
      assert.match(solved.title, /^Solved in /);
      assert.match(solved.detail, new RegExp(`One of your entries differs from it: ${words(wrong)}\\.`));
      assert.equal((await kinds(page))[right], 'entry');

      // Undo the wrong entry: Hint goes on from the right one.
      await press(device, page, '#undo');
      await press(device, page, '#hint');
      assert.equal((await settledStatus(page)).tone, 'hint');
    }, device.options);
  });

  test(`${device.name}: a hint in stages: where to look, the pattern, the conclusion, then Apply`, async () => {
    await withApp(shared.browser, shared.site, `hint-stages-${device.name}`, async ({ page }) => {
      await press(device, page, '[data-example="easy"]');
      const puzzle = await boardString(page);
      const outlined = (name) => page.$$eval(`#board .cell.${name}`, (cells) => cells.length);

      await press(device, page, '#hint');
      const where = await settledStatus(page);
      assert.match(where.title, /^Hint: a (Hidden Single|Naked Single|Full House)$/);
      assert.match(where.detail, /^Look at (row|column|box) \d\.$/);
      assert.equal(await page.isDisabled('#apply-hint'), true, 'no Apply before the conclusion');
      assert.equal(await outlined('step-unit'), 9, 'the unit to look at');
      assert.equal(await outlined('step-place'), 0, 'the answer is not given away');
      assert.equal(await page.textContent('#hint'), 'Show the pattern');
      await saveScreenshot(page, `hint-stage-1-where-${device.name}`);

      await press(device, page, '#hint');
      const pattern = await settledStatus(page);
      assert.match(pattern.detail, /the pattern is drawn on the grid/);
      assert.equal(await outlined('step-place'), 0);
      if (/Single$/.test(pattern.title) && !/Full House/.test(pattern.title)) {
        assert.ok(await outlined('step-reason') > 0, 'the digits that rule out the other places');
      }
      assert.equal(await page.isDisabled('#apply-hint'), true);
      await saveScreenshot(page, `hint-stage-2-pattern-${device.name}`);

      await press(device, page, '#hint');
      const conclusion = await settledStatus(page);
      assert.match(conclusion.title, /^Next step: /);
      // Cells in words a newcomer knows, in every sentence: a single lists no chain, so no notation.
      const [shown] = await page.$$eval('#board .cell', (cells) => cells.flatMap((cell, index) => (cell.classList.contains('step-place') ? [index] : [])));
      assert.equal(conclusion.hint, `Press Apply to place ${solutionsOf(puzzle, 1)[0][shown]} in ${words(shown)}.`);
      assert.ok(conclusion.detail.toLowerCase().includes(words(shown)), `the explanation names ${words(shown)}: ${conclusion.detail}`);
      assert.doesNotMatch(`${where.detail} ${pattern.detail} ${conclusion.detail}`, /\br\dc\d/);
      assert.equal(await outlined('step-place'), 1);
      assert.equal(await page.isDisabled('#apply-hint'), false);
      await saveScreenshot(page, `hint-stage-3-conclusion-${device.name}`);

      await press(device, page, '#apply-hint');
      const after = await boardString(page);
      const placed = [...after].findIndex((symbol, cell) => symbol !== puzzle[cell]);
      assert.ok(placed >= 0);
      assert.equal((await kinds(page))[placed], 'entry');
      await saveScreenshot(page, `hint-stage-4-applied-${device.name}`);
    }, device.options);
  });
}

test('on a phone (375x667, touch) the digit pad is the way in; grid, pad, Hint and status share one screen', async () => {
  for (const viewport of [{ width: 375, height: 667 }, { width: 667, height: 375 }]) {
    const shape = viewport.width > viewport.height ? 'landscape' : 'portrait';
    await withApp(shared.browser, shared.site, `phone-pad-${shape}`, async ({ page }) => {
      await page.click('[data-example="easy"]');
      await settledStatus(page);
      const empty = (await boardString(page)).indexOf('.');
      await page.tap(at(empty));
      assert.equal(await page.getAttribute(at(empty), 'inputmode'), 'none', 'no system keyboard over the page');
      await page.tap('[data-pad-digit="5"]');
      assert.equal((await readBoard(page))[empty].digit, 5);
      assert.equal((await readBoard(page))[empty].kind, 'entry');
      await page.tap('#notes-mode');
      await page.tap('#erase');
      assert.equal((await readBoard(page))[empty].digit, 0);
      await page.tap('[data-pad-digit="3"]');
      assert.match((await readBoard(page))[empty].label, /notes 3$/);
      await page.tap('#undo');
      await page.tap('#notes-mode');

      // A long explanation may grow the status line; Hint and Apply stay where they were.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.tap('#hint');
      await settledStatus(page);
      const boxes = await page.evaluate(() => Object.fromEntries(['#board', '.pad', '#hint', '#apply-hint', '#status .status-title', '#menu-toggle']
        .map((selector) => [selector, document.querySelector(selector).getBoundingClientRect().toJSON()])));
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= viewport.width, `${shape}: no sideways scrolling (${scrollWidth})`);
      for (const [selector, box] of Object.entries(boxes)) {
        assert.ok(box.top >= 0 && box.bottom <= viewport.height, `${shape}: ${selector} within the screen: ${JSON.stringify(box)}`);
      }
      assert.ok(boxes['#board'].height >= 250, `${shape}: the grid is big enough to use (${boxes['#board'].height})`);
      // Every key a thumb presses is at least 44x44 CSS pixels (WCAG 2.5.5).
      const keys = await page.$$eval('.pad button, .step-actions button:not([hidden]), #menu-toggle', (buttons) => buttons
        .map((button) => ({ name: button.textContent, ...button.getBoundingClientRect().toJSON() })));
      assert.equal(keys.length, 16);
      for (const { name, width, height } of keys) {
        assert.ok(width >= 44 && height >= 44, `${shape}: “${name}” is ${width.toFixed(1)}x${height.toFixed(1)}, under 44x44`);
      }

      // A single's conclusion, what to place and where, shows whole in portrait, with no scrolling.
      await page.tap('#hint');
      await page.tap('#hint');
      const status = await settledStatus(page);
      assert.match(status.hint, /^Press Apply to place \d in row \d, column \d\.$/);
      if (shape === 'portrait') {
        const box = await page.$eval('#status', (line) => ({ scrollHeight: line.scrollHeight, clientHeight: line.clientHeight }));
        assert.ok(box.scrollHeight <= box.clientHeight, `${shape}: the conclusion needs scrolling: ${JSON.stringify(box)}`);
      }
    }, { viewport, hasTouch: true, isMobile: true });
  }
});

// The longest explanations found on the logical paths of se_rated.txt's puzzles rated 6.6 to 9.1
// (four of each of nine ratings): a VWXYZ-Wing of five cells with eliminations from seven cells
// (491 characters with what to cross out), and a Y-cycle written out link by link (415). Each as
// the position just before it: the puzzle, and the steps before it applied as entries and notes.
const LONG_STEPS = [
  { puzzle: '..3.6.2...6.....3....4.5...4.1...9.363.8.9.47.........1.6...3.98...2...6.7..9..1.', before: 15 },
  { puzzle: '...4..5......17.4..7.9..12..1..6.85.....8.....59.4..6..62..3.9..4.12......3..4...', before: 41 },
];

/** A link with the progress (entries and notes) of the first `before` steps of puzzle's path. */
function progressBefore(puzzle, before) {
  const { steps } = sudoku.solve_steps(puzzle);
  const grid = [...puzzle];
  const crossedOut = steps.slice(0, before).flatMap(({ placements, eliminations }) => {
    for (const { cell, digit } of placements) grid[cell] = String(digit);
    return eliminations;
  });
  const notes = candidatesOf(grid.join('')).map((digits, cell) => digits
    .filter((digit) => !crossedOut.some((out) => out.cell === cell && out.digit === digit))
    .reduce((mask, digit) => mask | (1 << (digit - 1)), 0));
  const entries = grid.map((symbol, cell) => (puzzle[cell] === '.' ? symbol : '.')).join('');
  const hash = `#${puzzle}/${entries}/${notes.map((mask) => mask.toString(32).padStart(2, '0')).join('')}`;
  return { hash, step: steps[before] };
}

// A hint that takes a second, long enough for Stop to show (and take the focus from Hint).
const SLOW_HINT = `(position, notes) => {
  const end = Date.now() + 1000;
  while (Date.now() < end);
  return real.hint(position, notes);
}`;

test('on a phone, the longest explanations stay in one screen with the grid, the pad and Hint: the status line scrolls within itself', async () => {
  for (const viewport of [{ width: 375, height: 667 }, { width: 667, height: 375 }]) {
    const shape = viewport.width > viewport.height ? 'landscape' : 'portrait';
    for (const [index, { puzzle, before }] of LONG_STEPS.entries()) {
      const { hash, step } = progressBefore(puzzle, before);
      await withApp(shared.browser, shared.site, `phone-long-hint-${shape}-${index + 1}`, async ({ page, context }) => {
        await settledStatus(page);
        // The first hint slow: Stop shows meanwhile, a screen below on a phone; the page stays put.
        if (index === 0) await wrapModuleOnce(context, { hint: SLOW_HINT }, { module: 'sudoku_wasm_analysis' });
        // A finger's taps: Playwright's tap() may scroll the page to the button on its own.
        const hint = await page.$eval('#hint', (button) => button.getBoundingClientRect().toJSON());
        for (let press = 0; press < 3; press += 1) {
          await page.touchscreen.tap(hint.x + hint.width / 2, hint.y + hint.height / 2);
          await settledStatus(page);
        }
        const status = await settledStatus(page);
        assert.equal(status.title, `Next step: ${step.technique} (${step.rating.toFixed(1)})`);
        assert.equal(status.detail, step.explanation);
        assert.ok(status.hint.startsWith(`Press Apply to ${step.conclusion}.`), status.hint);
        assert.equal(await page.evaluate(() => window.scrollY), 0, `${shape}: the page has not scrolled`);
        const boxes = await page.evaluate(() => Object.fromEntries(['#board', '.pad', '#hint', '#apply-hint', '#status', '#status .status-title']
          .map((selector) => [selector, document.querySelector(selector).getBoundingClientRect().toJSON()])));
        for (const [selector, box] of Object.entries(boxes)) {
          assert.ok(box.top >= 0 && box.bottom <= viewport.height, `${shape}: ${selector} within the screen: ${JSON.stringify(box)}`);
        }
        // The rest of the text is a scroll away, within the status line.
        const scroller = await page.$eval('#status', (line) => ({ scrollHeight: line.scrollHeight, clientHeight: line.clientHeight }));
        assert.ok(scroller.scrollHeight > scroller.clientHeight, `${shape}: the text is longer than the box: ${JSON.stringify(scroller)}`);
        await saveScreenshot(page, `phone-long-hint-${shape}-${index + 1}-top`);
        const end = await page.$eval('#status', (line) => {
          line.scrollTop = line.scrollHeight;
          const last = line.querySelector('.status-hint').getBoundingClientRect();
          return { last: last.bottom, box: line.getBoundingClientRect().bottom, pageScroll: window.scrollY };
        });
        assert.ok(end.last <= end.box + 1, `${shape}: the last line can be scrolled into the box: ${JSON.stringify(end)}`);
        assert.equal(end.pageScroll, 0);
        await page.screenshot({ path: `${screenshotDir}/phone-long-hint-${shape}-${index + 1}-end.png` });

        // Applied: the next message starts at the top of the line.
        await page.tap('#apply-hint');
        assert.match((await settledStatus(page)).title, /: done\.$/);
        assert.equal(await page.$eval('#status', (line) => line.scrollTop), 0);
      }, { viewport, hasTouch: true, isMobile: true, hash, serviceWorkers: 'block' });
    }
  }
});

test('on a phone, New puzzle and the examples are one tap away: the Puzzles button opens them over the page', async () => {
  const inScreen = (page, selector) => page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });
  for (const viewport of [{ width: 375, height: 667 }, { width: 667, height: 375 }]) {
    const shape = viewport.width > viewport.height ? 'landscape' : 'portrait';
    await withApp(shared.browser, shared.site, `phone-menu-${shape}`, async ({ page }) => {
      await settledStatus(page);
      assert.ok(await inScreen(page, '#menu-toggle'), `${shape}: the Puzzles button is on the first screen`);
      assert.equal(await inScreen(page, '[data-example="hard"]'), false, `${shape}: the examples themselves are below the grid`);
      await page.tap('#menu-toggle');
      assert.equal(await page.getAttribute('#menu-toggle', 'aria-expanded'), 'true');
      for (const selector of ['#difficulty', '#generate', '[data-example="easy"]', '[data-example="hard"]', '[data-example="minimal"]']) {
        assert.ok(await inScreen(page, selector), `${shape}: ${selector} in view without scrolling`);
      }
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'the page has not scrolled');
      await saveScreenshot(page, `phone-menu-open-${shape}`);

      // An example picked: the sheet goes, the puzzle is on the grid, in view.
      await page.tap('[data-example="hard"]');
      assert.match((await settledStatus(page)).title, /^Hard example/);
      assert.equal(await page.getAttribute('#menu-toggle', 'aria-expanded'), 'false');
      assert.equal(await page.isVisible('#menu-close'), false, 'the sheet is closed');
      assert.ok((await boardString(page)).replace(/\./g, '').length >= 17, 'the example is on the grid');
      assert.ok(await inScreen(page, '#board'), 'and the grid in view');

      // Escape closes it and gives the focus back to the button; so does a tap outside it.
      await page.tap('#menu-toggle');
      await page.keyboard.press('Escape');
      assert.equal(await page.getAttribute('#menu-toggle', 'aria-expanded'), 'false');
      assert.equal(await page.evaluate(() => document.activeElement.id), 'menu-toggle');
      await page.tap('#menu-toggle');
      await page.touchscreen.tap(10, 10);
      assert.equal(await page.getAttribute('#menu-toggle', 'aria-expanded'), 'false');
      assert.equal(await page.isVisible('#menu-backdrop'), false);
    }, { viewport, hasTouch: true, isMobile: true });
  }
  // On a wide screen they sit beside the grid, and there is no such button.
  await withApp(shared.browser, shared.site, 'desktop-no-menu', async ({ page }) => {
    assert.equal(await page.isVisible('#menu-toggle'), false);
    assert.ok(await inScreen(page, '#generate'));
  });
});

test('a wide, short window (landscape above 1000 px): the Puzzles button tops the column beside the grid, the pad keeps its keys', async () => {
  for (const viewport of [{ width: 1280, height: 500 }, { width: 1920, height: 540 }]) {
    await withApp(shared.browser, shared.site, `wide-landscape-${viewport.width}`, async ({ page }) => {
      await settledStatus(page);
      const layout = await page.evaluate(() => {
        const box = (element) => element.getBoundingClientRect().toJSON();
        return {
          toggle: box(document.querySelector('#menu-toggle')),
          board: box(document.querySelector('#board')),
          play: box(document.querySelector('.play')),
          pad: box(document.querySelector('.pad')),
          keys: [...document.querySelectorAll('.pad button')].map((key) => ({ name: key.textContent, ...box(key) })),
        };
      });
      const { toggle, board, play, pad, keys } = layout;
      assert.ok(toggle.width > 0 && toggle.top >= 0, `the Puzzles button shows: ${JSON.stringify(toggle)}`);
      assert.ok(toggle.left >= board.right && Math.abs(toggle.right - play.right) <= 1, `it ends where the column beside the grid ends: ${JSON.stringify({ toggle, board, play })}`);
      assert.ok(pad.top >= toggle.bottom, 'the pad is below it');
      for (const key of keys) {
        assert.ok(key.width >= 44 && key.height >= 44, `“${key.name}” is ${key.width}x${key.height}`);
        assert.ok(key.left >= board.right && key.right <= play.right + 1, `“${key.name}” is in the column beside the grid`);
      }
      for (const [index, key] of keys.entries()) {
        for (const other of keys.slice(index + 1)) {
          const apart = key.right <= other.left || other.right <= key.left || key.bottom <= other.top || other.bottom <= key.top;
          assert.ok(apart, `“${key.name}” and “${other.name}” overlap`);
        }
      }
      await page.click('#menu-toggle');
      const sheet = await page.$eval('#puzzles', (element) => element.getBoundingClientRect().toJSON());
      assert.ok(sheet.left >= 0 && sheet.right <= viewport.width + 1 && sheet.top >= 0 && sheet.bottom <= viewport.height + 1, JSON.stringify(sheet));
      assert.ok(await page.isVisible('#generate'));
      await saveScreenshot(page, `wide-landscape-${viewport.width}-sheet`);
      await page.click('#menu-close');
    }, { viewport });
  }
});

test('the photo help speaks to the device: take one on a phone; choose, drop or paste one on a desktop', async () => {
  const help = (page) => page.$eval('#photo-help', (element) => element.innerText.replace(/\s+/g, ' ').trim());
  await withApp(shared.browser, shared.site, 'photo-help-phone', async ({ page }) => {
    await page.tap('#menu-toggle');
    const text = await help(page);
    assert.match(text, /take one with the camera/);
    assert.doesNotMatch(text, /drop/);
  }, { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });
  await withApp(shared.browser, shared.site, 'photo-help-desktop', async ({ page }) => {
    const text = await help(page);
    assert.match(text, /choose a picture, drop one on the page or paste one/);
    assert.doesNotMatch(text, /camera|take one/);
  });
});

test('every mark of a hint’s drawing is at least 3:1 against what it is drawn on, light and dark', async () => {
  for (const colorScheme of ['light', 'dark']) {
    await withApp(shared.browser, shared.site, `hint-contrast-${colorScheme}`, async ({ page }) => {
      await page.click('[data-example="hard"]'); // Inkala's: chains with strong and weak links
      await page.click('#fill-notes');
      // The notes come from the analysis module, which the worker fetches on this first use.
      await page.waitForFunction(() => document.querySelector('#status .status-title').textContent === 'Notes filled in');
      for (let press = 0; press < 3; press += 1) {
        await page.click('#hint');
        await settledStatus(page);
      }
      const pairs = await page.evaluate(() => {
        const rgb = (text) => text.match(/[\d.]+/g).slice(0, 3).map(Number);
        const background = (element) => {
          for (let node = element; node; node = node.parentElement) {
            const colour = getComputedStyle(node).backgroundColor;
            if (!/rgba\(.*, 0\)$/.test(colour) && colour !== 'transparent') return colour;
          }
          return getComputedStyle(document.body).backgroundColor;
        };
        const found = [];
        for (const role of ['pattern', 'place', 'cross-out', 'chain-on', 'chain-off']) {
          for (const mark of document.querySelectorAll(`#board .mark[data-role="${role}"]:not([hidden])`)) {
            const style = getComputedStyle(mark);
            const behind = role === 'place' ? style.backgroundColor : background(mark.parentElement.previousElementSibling);
            found.push({ what: `${role} mark`, fore: rgb(style.color), back: rgb(behind) });
          }
        }
        for (const path of document.querySelectorAll('#board .chain-link')) {
          found.push({ what: 'chain link', fore: rgb(getComputedStyle(path).stroke), back: rgb(getComputedStyle(document.querySelector('#board')).backgroundColor) });
        }
        for (const cell of document.querySelectorAll('#board .cell.step-unit, #board .cell.step-pattern')) {
          const style = getComputedStyle(cell);
          const line = cell.classList.contains('step-pattern') ? style.boxShadow.match(/rgb[^)]*\)/)[0] : style.outlineColor;
          found.push({ what: 'unit or pattern outline', fore: rgb(line), back: rgb(style.backgroundColor) });
        }
        return found;
      });
      const luminance = ([r, g, b]) => {
        const channel = (value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const contrast = (a, b) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
        return (light + 0.05) / (dark + 0.05);
      };
      assert.ok(pairs.some(({ what }) => what === 'chain link'), 'the hint drew links');
      assert.ok(pairs.some(({ what }) => what.endsWith('mark')), 'the hint coloured marks');
      assert.ok(pairs.some(({ what }) => what === 'chain-on mark') && pairs.some(({ what }) => what === 'chain-off mark'), 'both groups of the chain');
      for (const { what, fore, back } of pairs) {
        const ratio = contrast(fore, back);
        assert.ok(ratio >= 3, `${colorScheme}: ${what} rgb(${fore}) on rgb(${back}) is ${ratio.toFixed(2)}:1`);
      }
    }, { colorScheme });
  }
});

for (const device of DEVICES) {
  test(`${device.name}: import: a Java literal and a 729-character pencil-mark grid (its marks become notes); export as a line, a grid and with notes`, async () => {
    await withApp(shared.browser, shared.site, `import-export-${device.name}`, async ({ page }) => {
      const rows = Array.from({ length: 9 }, (_, row) => LEETCODE_PUZZLE.slice(row * 9, row * 9 + 9));
      const java = `char[][] board = {${rows.map((row) => `{${[...row].map((c) => `'${c}'`).join(',')}}`).join(',\n  ')}};`;
      const loaded = await importPuzzle(page, java, device);
      assert.match(loaded.title, /^Puzzle loaded from the import box/);
      assert.equal(await boardString(page), LEETCODE_PUZZLE);

      // A pencil-mark grid: the givens one mark each, the empty cells their candidates less one.
      const notes = CANDIDATES.map((digits) => (digits.length > 2 ? digits.slice(1) : digits));
      const marksGrid = notes.map((digits, cell) => {
        const kept = LEETCODE_PUZZLE[cell] === '.' ? digits : [Number(LEETCODE_PUZZLE[cell])];
        return [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => (kept.includes(d) ? String(d) : '0')).join('');
      }).join('');
      assert.equal(marksGrid.length, 729);
      const withMarks = await importPuzzle(page, marksGrid, device);
      assert.match(withMarks.title, /^Puzzle and its pencil marks loaded from the import box/);
      const cells = await readBoard(page);
      cells.forEach(({ digit, kind, label }, cell) => {
        const single = notes[cell].length === 1 && LEETCODE_PUZZLE[cell] === '.';
        if (LEETCODE_PUZZLE[cell] !== '.' || single) {
          assert.equal(kind, 'given', `${words(cell)} holds its one mark`);
          assert.equal(digit, LEETCODE_PUZZLE[cell] === '.' ? notes[cell][0] : Number(LEETCODE_PUZZLE[cell]));
        } else {
          assert.match(label, new RegExp(`notes ${notes[cell].join(' ')}$`), words(cell));
        }
      });
      await saveScreenshot(page, `import-pencil-mark-grid-${device.name}`);

      // Export: the givens as a line and as a grid, the whole with notes as 729 characters.
      await importPuzzle(page, LEETCODE_PUZZLE, device);
      await press(device, page, '#copy-line');
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), LEETCODE_PUZZLE);
      await press(device, page, '#copy-grid');
      const grid = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(grid.split('\n')[0], '5 3 . | . 7 . | . . .');
      assert.equal(grid.replace(/[^1-9.]/g, ''), LEETCODE_PUZZLE);
      await press(device, page, at(EMPTY[0]));
      if (device.touch) {
        await page.tap('#notes-mode');
        await page.tap('[data-pad-digit="4"]');
        await page.tap('[data-pad-digit="2"]');
      } else {
        await page.keyboard.press('n');
        await page.keyboard.press('4');
        await page.keyboard.press('2');
      }
      await press(device, page, '#copy-notes');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(copied.length, 729);
      assert.equal(copied.slice(EMPTY[0] * 9, EMPTY[0] * 9 + 9), '.2.4.....');
      assert.equal(copied.slice(0, 9), '....5....', 'a given is its one mark');
      // Read back, it is the same puzzle with the same note.
      await importPuzzle(page, copied, device);
      assert.equal(await boardString(page), LEETCODE_PUZZLE);
      assert.match((await readBoard(page))[EMPTY[0]].label, /notes 2 4$/);
    }, { ...device.options, permissions: ['clipboard-read', 'clipboard-write'] });
  });
}
