// Bad input reaches the player as the module's own message, word for word, and Check marks the
// cells that break a rule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  serveAppForThisFile, withApp, readBoard, settledStatus, cellAt,
} from './browser.mjs';
import { LEETCODE_PUZZLE } from './sudoku-rules.mjs';
import { breakWorkerOnce } from './stand-ins.mjs';

const shared = serveAppForThisFile();

/** The cells marked as conflicting, as "row,column" strings (1-based). */
async function markedCells(page) {
  const cells = await readBoard(page);
  return cells.flatMap(({ conflict }, cell) => (conflict ? [`${Math.floor(cell / 9) + 1},${(cell % 9) + 1}`] : []));
}

async function typeAt(page, row, column, key) {
  await page.click(cellAt(row, column));
  await page.keyboard.press(key);
}

async function importText(page, text) {
  await page.fill('#import-text', text);
  await page.click('#import-load');
  return settledStatus(page);
}

test('a conflicting given typed into the grid: Solve shows the module message and marks both cells', async () => {
  await withApp(shared.browser, shared.site, 'error-conflicting-given', async ({ page }) => {
    await typeAt(page, 1, 1, '5');
    await typeAt(page, 1, 9, '5');
    await page.click('#solve');
    const status = await settledStatus(page);
    assert.equal(status.tone, 'error');
    assert.equal(status.title, 'This puzzle can’t be solved');
    assert.equal(status.detail, 'the givens conflict: row 1 has two 5s, at row 1, column 1 and at row 1, column 9');
    assert.deepEqual(await markedCells(page), ['1,1', '1,9']);
    assert.equal(await page.getAttribute(cellAt(1, 9), 'aria-invalid'), 'true');
    // The message is shown, not only announced: it is visible text on the page.
    assert.ok(await page.isVisible('#status .status-detail'));
  });
});

test('80 cells: the import box shows the module message and leaves the grid alone', async () => {
  await withApp(shared.browser, shared.site, 'error-80-cells', async ({ page }) => {
    await page.click('[data-example="easy"]');
    const before = await readBoard(page);
    const status = await importText(page, LEETCODE_PUZZLE.slice(0, 80));
    assert.equal(status.tone, 'error');
    assert.equal(status.title, 'Couldn’t read the import box');
    assert.equal(status.detail, "expected 81 cells (digits 1-9, and '.', '0' or '_' for blanks), found 80");
    assert.deepEqual(await readBoard(page), before);
    assert.equal(await page.inputValue('#import-text'), LEETCODE_PUZZLE.slice(0, 80), 'the text stays to be fixed');
    assert.equal(await page.getAttribute('#import-text', 'aria-invalid'), 'true');
    await page.press('#import-text', 'End');
    await page.keyboard.type('.');
    assert.equal(await page.getAttribute('#import-text', 'aria-invalid'), null, 'editing clears the mark');
  });
});

test('a grid of rows with a short row and a long one: the short row is named, not shown shifted', async () => {
  const rows = Array.from({ length: 9 }, (_, row) => LEETCODE_PUZZLE.slice(row * 9, row * 9 + 9));
  rows[3] = rows[2].slice(-1) + rows[3];
  rows[2] = rows[2].slice(0, -1);
  await withApp(shared.browser, shared.site, 'error-short-row', async ({ page }) => {
    await page.click('[data-example="easy"]');
    const before = await readBoard(page);
    const status = await importText(page, rows.join('\n'));
    assert.equal(status.title, 'Couldn’t read the import box');
    assert.equal(status.detail, 'row 3 (line 3 of the input) has 8 cells; each row needs 9');
    assert.deepEqual(await readBoard(page), before);
  });
});

test('letters: the module message says which character and where', async () => {
  const withLetter = `${LEETCODE_PUZZLE.slice(0, 22)}x${LEETCODE_PUZZLE.slice(23)}`;
  await withApp(shared.browser, shared.site, 'error-letters', async ({ page }) => {
    const status = await importText(page, withLetter);
    assert.equal(status.detail,
      "invalid character 'x' at row 3, column 5 (line 1, character 23 of the input); use digits 1-9 for givens and '.', '0' or '_' for blanks");
  });
});

test('pasted text with a conflict loads, marks the conflict and shows the module message', async () => {
  const conflicting = `5${LEETCODE_PUZZLE.slice(1, 8)}5${LEETCODE_PUZZLE.slice(9)}`;
  await withApp(shared.browser, shared.site, 'error-pasted-conflict', async ({ page }) => {
    await page.evaluate((text) => navigator.clipboard.writeText(text), conflicting);
    await page.click('h1');
    await page.keyboard.press('Control+V');
    const status = await settledStatus(page);
    assert.equal(status.detail, 'the givens conflict: row 1 has two 5s, at row 1, column 1 and at row 1, column 9');
    // The module names the first conflict; the board marks them all: the new 5 at row 1,
    // column 9 also meets the 5 at row 8 in column 9.
    assert.deepEqual(await markedCells(page), ['1,1', '1,9', '8,9']);
  }, { permissions: ['clipboard-read', 'clipboard-write'] });
});

test('a puzzle with no solution says so in the module’s words', async () => {
  // Row 1 needs a 1 in its first cell, but column 1 already has one: no conflict, no solution.
  const puzzle = `.234567891${'.'.repeat(71)}`;
  await withApp(shared.browser, shared.site, 'error-no-solution', async ({ page }) => {
    await importText(page, puzzle);
    await page.click('#solve');
    const status = await settledStatus(page);
    assert.equal(status.tone, 'error');
    assert.equal(status.detail, 'this puzzle has no solution');
    assert.deepEqual(await markedCells(page), []);
  });
});

test('Check marks the conflicting cells and says what conflicts', async () => {
  await withApp(shared.browser, shared.site, 'check-conflicts', async ({ page }) => {
    await page.click('[data-example="easy"]');
    // The easy example has a 3 at row 1, column 3: another 3 in its box; and a 4 twice in column 5.
    await typeAt(page, 3, 2, '3');
    await typeAt(page, 2, 5, '4');
    await typeAt(page, 7, 5, '4');
    // A clash is marked as it is typed, before Check.
    await page.waitForFunction(() => document.querySelectorAll('#board .conflict').length === 4);
    // Both say what conflicts in the module's words, as its error for conflicting givens does.
    const conflicts =
      'Column 5 has two 4s, at row 2, column 5 and at row 7, column 5; box 1 has two 3s, at row 1, column 3 and at row 3, column 2.';
    const clash = await settledStatus(page);
    assert.equal(clash.title, 'A clash');
    assert.equal(clash.detail, conflicts);
    await page.click('#check');
    const status = await settledStatus(page);
    assert.equal(status.tone, 'error');
    assert.equal(status.title, '2 conflicts found');
    assert.equal(status.detail, conflicts);
    assert.deepEqual(await markedCells(page), ['1,3', '2,5', '3,2', '7,5']);

    // Fixing the grid clears the marks; Check then finds nothing wrong.
    await typeAt(page, 3, 2, 'Delete');
    await typeAt(page, 7, 5, '0');
    await page.waitForFunction(() => !document.querySelector('#board .conflict'), null, { timeout: 2000 }).catch(() => {});
    assert.deepEqual(await markedCells(page), []);
    await page.click('#check');
    const clean = await settledStatus(page);
    assert.equal(clean.tone, 'success');
    assert.equal(clean.title, 'All your entries are right so far', 'the 4 left at row 2, column 5 is the solution’s');
  });
});

test('Check after solving finds no conflict', async () => {
  await withApp(shared.browser, shared.site, 'check-solved', async ({ page }) => {
    await page.click('[data-example="hard"]');
    await page.click('#solve');
    await settledStatus(page);
    await page.click('#check');
    const status = await settledStatus(page);
    assert.equal(status.title, 'No conflicts');
    assert.deepEqual(await markedCells(page), []);
  });
});

/**
 * Runs `prepare(context)`, then Solve on the easy example with the .wasm answering 404, in a
 * fresh app; resolves to the settled status, checked to say that the solver could not start.
 */
async function solveWithoutModule(name, prepare = async () => {}) {
  let status;
  await withApp(shared.browser, shared.site, name, async ({ page, context }) => {
    await prepare(context);
    await context.route('**/pkg/sudoku_wasm_bg.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.click('[data-example="easy"]');
    await page.click('#solve');
    status = await settledStatus(page);
  }, { serviceWorkers: 'block', allow: /^console error: Failed to load resource: .* 404/ });
  assert.equal(status.tone, 'error');
  assert.equal(status.title, 'The solver could not start');
  return status;
}

test('a solver module that fails to load is reported as such, not blamed on the puzzle', async () => {
  const status = await solveWithoutModule('error-module-missing');
  assert.match(status.detail, /^the solver module could not load \(.+\)$/);
});

test('a browser without WebAssembly SIMD is told what it lacks', async () => {
  // Chromium always has SIMD: the worker is made to see none, and the module to fail to load.
  const status = await solveWithoutModule('error-no-simd', (context) => breakWorkerOnce(context, 'WebAssembly.validate = () => false;'));
  assert.equal(
    status.detail,
    'this browser cannot run WebAssembly SIMD, which the solver needs (Chrome or Edge 91, Firefox 89, Safari 16.4 or later)',
  );
});
