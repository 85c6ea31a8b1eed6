// Nothing a user pastes or does can inject markup, break the page or hang it: pasted HTML stays
// text, a solver that fails is reported as the solver's fault and replaced, and 1,000 presses of
// Solve in a row leave a responsive page showing the last answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  serveAppForThisFile, withApp, readBoard, boardString, settledStatus, cellAt, addressPuzzle, saveScreenshot,
} from './browser.mjs';
import { assertSolves, LEETCODE_PUZZLE, LEETCODE_SOLUTION } from './sudoku-rules.mjs';
import {
  wrapModuleOnce, breakWorkerOnce, watchSolverTraffic, solverTraffic,
} from './stand-ins.mjs';

const SOLVED_IN = /^Solved in (\d+\.\d\d ms|under 0\.01 ms|\d+ ms)$/;
const HOSTILE = '<img src=x onerror="window.injected=1;alert(1)"><script>window.injected=2;alert(2)</script>';

const shared = serveAppForThisFile();

/** Polls condition (a function) until it holds, failing after a few seconds. */
async function waitUntil(condition, what) {
  for (let tries = 0; tries < 100; tries += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.fail(`timed out waiting until ${what}`);
}

/**
 * Watches for signs that markup from text became part of the page: any dialog, the flag the
 * hostile text sets, and elements other than the page's own logo image and module script.
 */
async function watchForInjection(page) {
  const dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
  const count = () => page.evaluate(() => ({
    images: document.querySelectorAll('img').length,
    scripts: document.querySelectorAll('script').length,
    injected: window.injected ?? null,
  }));
  const baseline = await count();
  return async function assertNothingInjected() {
    assert.deepEqual(await count(), baseline, 'no element was created from the text');
    assert.deepEqual(dialogs, [], 'no dialog opened');
  };
}

test('HTML pasted anywhere, imported or in a link stays text; the module message is shown literally', async () => {
  await withApp(shared.browser, shared.site, 'hostile-paste', async ({ page }) => {
    const assertNothingInjected = await watchForInjection(page);
    await page.click('[data-example="easy"]');
    const before = await readBoard(page);

    // Pasted anywhere on the page.
    await page.evaluate((text) => navigator.clipboard.writeText(text), HOSTILE);
    await page.click('h1');
    await page.keyboard.press('Control+V');
    let status = await settledStatus(page);
    assert.equal(status.tone, 'error');
    assert.equal(status.title, 'Couldn’t read the pasted text');
    assert.equal(status.detail,
      "invalid character '<' at row 1, column 1 (line 1, character 1 of the input); use digits 1-9 for givens and '.', '0' or '_' for blanks");
    assert.deepEqual(await readBoard(page), before, 'the grid is left alone');

    // In the import box, also as a LeetCode board whose entries are markup.
    const rows = LEETCODE_PUZZLE.match(/.{9}/g).map((row) => row.split(''));
    rows[0][0] = '<img src=x onerror=alert(1)>';
    rows[0][1] = '<script>alert(1)</script>';
    for (const [text, detail] of [
      [HOSTILE, "invalid character '<' at row 1, column 1 (line 1, character 1 of the input); use digits 1-9 for givens and '.', '0' or '_' for blanks"],
      [JSON.stringify(rows), 'the entry at row 1, column 1 must be a string holding one digit 1-9 or ".", found a string of 28 characters'],
      [`[${HOSTILE}]`, "the board is not valid JSON: unexpected '<' at line 1, character 2"],
    ]) {
      await page.fill('#import-text', text);
      await page.click('#import-load');
      status = await settledStatus(page);
      assert.equal(status.title, 'Couldn’t read the import box');
      assert.equal(status.detail, detail);
      assert.equal(await page.inputValue('#import-text'), text, 'the box keeps the text, as text');
    }

    // In the address.
    await page.evaluate((text) => { location.hash = encodeURIComponent(text); }, HOSTILE);
    status = await settledStatus(page);
    assert.equal(status.title, 'Couldn’t read the address');
    assert.match(status.detail, /^invalid character '<' at row 1, column 1/);

    assert.deepEqual(await readBoard(page), before);
    await assertNothingInjected();
  }, { permissions: ['clipboard-read', 'clipboard-write'] });
});

test('a solver message that holds markup is shown as text, character for character', async () => {
  await withApp(shared.browser, shared.site, 'hostile-message', async ({ page, context }) => {
    // The module never quotes input back, so a stand-in makes it: every message is markup.
    await wrapModuleOnce(context, {
      read_puzzle: `() => { throw new Error(${JSON.stringify(HOSTILE)}); }`,
    }, { times: Infinity, module: 'sudoku_wasm_analysis' });
    await wrapModuleOnce(context, {
      count_solutions: `() => { throw new Error(${JSON.stringify(HOSTILE)}); }`,
      solve_sudoku: `() => { throw new Error(${JSON.stringify(HOSTILE)}); }`,
    }, { times: Infinity });
    const assertNothingInjected = await watchForInjection(page);
    await page.fill('#import-text', 'not a puzzle');
    await page.click('#import-load');
    let status = await settledStatus(page);
    assert.equal(status.detail, HOSTILE);

    await page.click('[data-example="easy"]');
    await page.click('#solve');
    status = await settledStatus(page);
    assert.equal(status.title, 'This puzzle can’t be solved');
    assert.equal(status.detail, HOSTILE);
    assert.equal(await page.$eval('#status .status-detail', (detail) => detail.childElementCount), 0);
    await assertNothingInjected();
  }, { serviceWorkers: 'block' });
});

test('a panic in the module is shown as a fault of the solver, and the next Solve works', async () => {
  const panic = 'internal error in sudoku-wasm: panicked at src/solver.rs:42:9:\nindex out of bounds: the len is 81 but the index is 81';
  await withApp(shared.browser, shared.site, 'fault-panic', async ({ page, context }) => {
    const served = await wrapModuleOnce(context, {
      solve_sudoku: `() => { throw Object.assign(new Error(${JSON.stringify(panic)}), { code: 'internal' }); }`,
    });
    await page.click('[data-example="easy"]');
    const puzzle = await boardString(page);
    await page.click('#solve');
    const fault = await settledStatus(page);
    assert.equal(fault.tone, 'error');
    assert.equal(fault.title, 'Something went wrong inside the solver');
    assert.equal(fault.detail, panic);
    assert.equal(fault.hint, 'This is a fault in the solver, not a problem with your puzzle. The solver has restarted: please try again.');
    assert.deepEqual((await readBoard(page)).filter(({ conflict }) => conflict), [], 'no cell is blamed');
    assert.equal(served(), 1);
    await saveScreenshot(page, 'fault-panic-reported');

    await page.click('#solve');
    const solved = await settledStatus(page);
    assert.match(solved.title, SOLVED_IN);
    assertSolves(await boardString(page), puzzle);
    assert.equal(served(), 1, 'the new worker loaded the real module');
    assert.equal(page.workers().length, 1, 'the old worker is gone');
  }, { serviceWorkers: 'block' });
});

test('a worker that dies during a request is replaced: the page says so, and the next Solve works', async () => {
  await withApp(shared.browser, shared.site, 'fault-worker-died', async ({ page, context }) => {
    await breakWorkerOnce(context, "self.onmessage = () => { throw new Error('the worker broke on purpose'); };");
    await page.click('[data-example="hard"]');
    const puzzle = await boardString(page);
    await page.click('#solve');
    const fault = await settledStatus(page);
    assert.equal(fault.tone, 'error');
    assert.equal(fault.title, 'Something went wrong inside the solver');
    assert.match(fault.detail, /^the solver stopped unexpectedly \(.*the worker broke on purpose\)$/);
    assert.match(fault.hint, /The solver has restarted: please try again\./);

    await page.click('#solve');
    assert.match((await settledStatus(page)).title, SOLVED_IN);
    assertSolves(await boardString(page), puzzle);
    assert.equal(page.workers().length, 1);
  }, { serviceWorkers: 'block' });
});

test('a worker that fails while idle is replaced, and the player is told', async () => {
  await withApp(shared.browser, shared.site, 'fault-worker-idle', async ({ page }) => {
    await page.click('[data-example="easy"]');
    const puzzle = await boardString(page);
    await page.click('#solve');
    await settledStatus(page);
    // An uncaught error inside the running worker, while no request waits for it.
    await page.workers()[0].evaluate(() => {
      setTimeout(() => { throw new Error('an uncaught error while idle'); });
    });
    await page.waitForFunction(() => document.querySelector('#status .status-title').textContent
      === 'Something went wrong inside the solver');
    const status = await settledStatus(page);
    assert.match(status.detail, /an uncaught error while idle/);
    assert.equal(status.hint, 'The solver has restarted and is ready for the next puzzle.');
    await waitUntil(() => page.workers().length === 0, 'the broken worker was ended');

    await page.click(cellAt(1, 1));
    await page.keyboard.press('Delete');
    await page.click('#solve');
    assert.match((await settledStatus(page)).title, SOLVED_IN);
    assertSolves(await boardString(page), `.${puzzle.slice(1)}`);
    assert.equal(page.workers().length, 1);
  });
});

test('1,000 presses of Solve in a row: every one settles, the last puzzle is solved, no backlog', async (t) => {
  const BATCHES = 20;
  const PRESSES_PER_BATCH = 50;
  // Row 1, column 3 is empty in the puzzle; its digit in the solution is 4. Filling and emptying
  // it in turn makes every press a solve of a different puzzle, each with the same solution.
  const TOGGLED_CELL = 2;
  await withApp(shared.browser, shared.site, 'solve-1000-times', async ({ page, context }) => {
    await page.fill('#import-text', LEETCODE_PUZZLE);
    await page.click('#import-load');
    await settledStatus(page);

    const started = Date.now();
    for (let batch = 0; batch < BATCHES; batch += 1) {
      // As fast as a script can: edits and presses in one go, with no time for answers between.
      await page.evaluate(({ presses, cell }) => {
        const input = document.querySelectorAll('#board .cell')[cell];
        const solve = document.querySelector('#solve');
        for (let press = 0; press < presses; press += 1) {
          const key = input.dataset.kind === 'entry' ? 'Delete' : '4';
          input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
          solve.click();
        }
      }, { presses: PRESSES_PER_BATCH, cell: TOGGLED_CELL });

      // The page still draws frames and handles input between batches.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      const traffic = await solverTraffic(page);
      assert.ok(traffic.live <= 1, `more than one worker: ${JSON.stringify(traffic)}`);
      assert.ok(traffic.unanswered <= 1, `a backlog in the worker: ${JSON.stringify(traffic)}`);
    }
    const status = await settledStatus(page);
    const elapsed = Date.now() - started;
    // The toggled cell was filled and emptied 500 times each: the last puzzle is the original,
    // and the cell shows the solver's digit.
    assert.equal(await page.getAttribute(cellAt(1, 3), 'data-kind'), 'solved');
    assert.match(status.title, SOLVED_IN);
    assert.equal(await boardString(page), LEETCODE_SOLUTION);
    assertSolves(await boardString(page), LEETCODE_PUZZLE);
    assert.equal(await addressPuzzle(page, LEETCODE_PUZZLE), LEETCODE_PUZZLE, 'the address holds the last puzzle');

    // Every press settled (the board is no longer busy), nothing waits in the worker, and one
    // worker did it all.
    await page.waitForSelector('#board:not([aria-busy])');
    const traffic = await solverTraffic(page);
    assert.equal(traffic.unanswered, 0, JSON.stringify(traffic));
    assert.equal(traffic.live, 1, JSON.stringify(traffic));
    assert.equal(page.workers().length, 1);
    // Presses overtaken by newer ones never reached the worker: at most two solves per batch did,
    // a check for clashes after the batch's last edit, and the rating of the one solved puzzle
    // that was still on the board when its answer came.
    assert.ok(traffic.sent <= 4 * BATCHES + 1, `${traffic.sent} requests reached the worker`);
    assert.equal(traffic.answered + traffic.cut, traffic.sent, JSON.stringify(traffic));
    t.diagnostic(`1,000 presses answered in ${elapsed} ms; ${traffic.sent} requests (solves and ratings) reached the worker`);

    // Real clicks and keys too, then the page works as ever.
    for (let press = 0; press < 20; press += 1) {
      await page.click(cellAt(1, 3));
      await page.keyboard.press(press % 2 ? 'Delete' : '4');
      await page.click('#solve');
    }
    assert.match((await settledStatus(page)).title, SOLVED_IN);
    assert.equal(await boardString(page), LEETCODE_SOLUTION);
    assert.equal((await readBoard(page))[TOGGLED_CELL].kind, 'solved');
    await page.waitForSelector('#board:not([aria-busy])');
    assert.equal((await solverTraffic(page)).unanswered, 0);
  }, { beforeLoad: watchSolverTraffic });
});
