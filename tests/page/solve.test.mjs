// Solving: typing a puzzle, pasting one, importing other formats, the examples, and puzzles with
// several solutions. Every shown solution is judged by the test's own rules checker.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  serveAppForThisFile, withApp, readBoard, boardString, settledStatus, ratedStatus, cellAt, saveScreenshot,
  addressPuzzle,
} from './browser.mjs';
import { wrapModuleOnce } from './stand-ins.mjs';
import { assertSolves, LEETCODE_PUZZLE, LEETCODE_SOLUTION } from './sudoku-rules.mjs';

const SOLVED_IN = /^Solved in (\d+\.\d\d ms|under 0\.01 ms|\d+ ms)$/;

const shared = serveAppForThisFile();

/** Clicks Solve and returns the settled status. */
async function solve(page) {
  await page.click('#solve');
  return settledStatus(page);
}

/** Asserts that the board shows a solution of puzzle: givens kept and marked, the rest solved. */
async function assertBoardSolves(page, puzzle) {
  const cells = await readBoard(page);
  const shown = cells.map(({ digit }) => digit).join('');
  assertSolves(shown, puzzle);
  cells.forEach(({ kind }, cell) => assert.equal(kind, puzzle[cell] === '.' ? 'solved' : 'given', `cell ${cell}`));
  return shown;
}

test('a puzzle typed cell by cell is solved, givens and solved digits told apart', async () => {
  await withApp(shared.browser, shared.site, 'solve-typed', async ({ page }) => {
    for (let cell = 0; cell < 81; cell += 1) {
      const digit = LEETCODE_PUZZLE[cell];
      if (digit === '.') continue;
      await page.click(cellAt(Math.floor(cell / 9) + 1, (cell % 9) + 1));
      await page.keyboard.press(digit);
    }
    assert.equal(await boardString(page), LEETCODE_PUZZLE);
    assert.equal(await addressPuzzle(page, LEETCODE_PUZZLE), LEETCODE_PUZZLE, 'the address follows the typing');

    const status = await solve(page);
    assert.match(status.title, SOLVED_IN);
    assert.equal(status.tone, 'success');
    assert.equal(await assertBoardSolves(page, LEETCODE_PUZZLE), LEETCODE_SOLUTION);

    // Givens and solved digits must look different, not only be labelled differently.
    const look = (selector) => page.$eval(selector, (cell) => {
      const style = getComputedStyle(cell);
      return `${style.color} ${style.fontWeight}`;
    });
    assert.notEqual(await look(cellAt(1, 1)), await look(cellAt(1, 3)));
    assert.equal((await readBoard(page))[2].label, 'Row 1, column 3, solved');
    assert.equal((await readBoard(page))[0].label, 'Row 1, column 1, given');
  });
});

test('the LeetCode example pasted anywhere on the page is solved', async () => {
  await withApp(shared.browser, shared.site, 'solve-pasted-leetcode', async ({ page }) => {
    await page.evaluate((text) => navigator.clipboard.writeText(text), LEETCODE_PUZZLE);
    await page.click('h1'); // focus on nothing in particular: the paste still lands
    await page.keyboard.press('Control+V');
    const loaded = await settledStatus(page);
    assert.equal(loaded.title, 'Puzzle loaded from the pasted text');
    assert.match(loaded.hint, /30 givens, and exactly one solution/);
    assert.equal(await boardString(page), LEETCODE_PUZZLE);

    assert.match((await solve(page)).title, SOLVED_IN);
    assert.equal(await assertBoardSolves(page, LEETCODE_PUZZLE), LEETCODE_SOLUTION);
  }, { permissions: ['clipboard-read', 'clipboard-write'] });
});

test('the import box reads every format the module accepts', async () => {
  const rows = LEETCODE_PUZZLE.match(/.{9}/g);
  const framed = [
    '+-------+-------+-------+',
    ...rows.flatMap((row, r) => {
      const line = `| ${row.slice(0, 3).split('').join(' ')} | ${row.slice(3, 6).split('').join(' ')} | ${row.slice(6).split('').join(' ')} |`;
      return r % 3 === 2 ? [line, '+-------+-------+-------+'] : [line];
    }),
  ].join('\n');
  const formats = {
    'one line with 0 and _ for blanks': LEETCODE_PUZZLE.replace(/\./g, (_, i) => (i % 2 ? '0' : '_')),
    'nine lines': rows.join('\n'),
    'a framed grid': framed,
    'a LeetCode JSON board': JSON.stringify(rows.map((row) => row.split(''))),
  };
  await withApp(shared.browser, shared.site, 'import-formats', async ({ page }) => {
    for (const [name, text] of Object.entries(formats)) {
      await page.click('#clear');
      await page.fill('#import-text', text);
      await page.click('#import-load');
      const status = await settledStatus(page);
      assert.equal(status.title, 'Puzzle loaded from the import box', name);
      assert.equal(await boardString(page), LEETCODE_PUZZLE, name);
      assert.equal(await page.inputValue('#import-text'), '', `${name}: the box empties once loaded`);
    }
    assert.match((await solve(page)).title, SOLVED_IN);
    await assertBoardSolves(page, LEETCODE_PUZZLE);
  });
});

test('every example puzzle loads and is solved', async () => {
  await withApp(shared.browser, shared.site, 'examples', async ({ page }) => {
    const seen = new Set();
    for (const [level, count] of [['easy', 2], ['hard', 3], ['minimal', 2]]) {
      for (let i = 0; i < count; i += 1) {
        await page.click(`[data-example="${level}"]`);
        const puzzle = await boardString(page);
        seen.add(puzzle);
        if (level === 'minimal') assert.equal(puzzle.replace(/\./g, '').length, 17, 'a 17-clue puzzle');
        await page.click('#solve');
        const status = await ratedStatus(page);
        assert.match(status.title, SOLVED_IN, `${level} ${i + 1}: ${status.text}`);
        assert.match(status.detail, /^This is the only solution\. Rated (easy|medium|hard|expert|extreme) \(\d+\.\d on Sudoku Explainer’s scale\): /);
        await assertBoardSolves(page, puzzle);
      }
    }
    assert.equal(seen.size, 7, 'each press shows the next example');
  });
});

test('the solution shows at once; its rating follows, and a rating that comes late replaces nothing', async () => {
  await withApp(shared.browser, shared.site, 'solve-then-rating', async ({ page, context }) => {
    // Stand in a module whose rating takes as long as the hardest puzzles' (about a second) and more.
    await wrapModuleOnce(context, {
      rate: '(puzzle) => { const end = performance.now() + 1500; while (performance.now() < end); return real.rate(puzzle); }',
    }, { module: 'sudoku_wasm_analysis' });
    await page.click('[data-example="easy"]');
    const puzzle = await boardString(page);
    await page.click('#solve');
    const solved = await settledStatus(page);
    assert.match(solved.title, SOLVED_IN);
    assert.equal(solved.detail, 'This is the only solution.');
    assert.equal(solved.hint, 'Working out how hard it is…');
    await assertBoardSolves(page, puzzle);
    assert.equal(await page.isVisible('#stop'), false, 'rating does not make the page busy');

    const rated = await ratedStatus(page);
    assert.match(rated.detail, /^This is the only solution\. Rated easy \(\d\.\d on Sudoku Explainer’s scale\): its hardest step is /);
    assert.equal(rated.hint, '');

    // Checking while the rating is on its way: the rating, when it comes, leaves Check's answer be.
    await page.click('#solve');
    await settledStatus(page);
    await page.click('#check');
    const checked = await settledStatus(page);
    assert.equal(checked.title, 'No conflicts');
    await page.waitForTimeout(2000);
    assert.deepEqual(await settledStatus(page), checked);
  }, { serviceWorkers: 'block' });
});

test('a puzzle with several solutions says so and shows a valid one', async () => {
  const puzzle = `${LEETCODE_PUZZLE.slice(0, 40)}.${LEETCODE_PUZZLE.slice(41)}`.replace(/^53/, '..');
  await withApp(shared.browser, shared.site, 'several-solutions', async ({ page }) => {
    await page.fill('#import-text', puzzle);
    await page.click('#import-load');
    assert.match((await settledStatus(page)).title, /this puzzle has more than one solution$/);
    const status = await solve(page);
    assert.equal(status.tone, 'warning');
    assert.equal(status.title, 'This puzzle has more than one solution');
    assert.match(status.hint, /^Here is one of them, found in /);
    await assertBoardSolves(page, puzzle);
  });
});

test('one given “is” not enough; a link to an empty grid only says that the grid is empty', async () => {
  await withApp(shared.browser, shared.site, 'link-one-given', async ({ page }) => {
    const status = await settledStatus(page);
    assert.equal(status.title, 'Puzzle loaded from the link, but this puzzle has more than one solution');
    assert.equal(status.hint, '1 given is not enough to pin down one answer. Solve shows one of them.');
  }, { hash: `#5${'.'.repeat(80)}` });

  await withApp(shared.browser, shared.site, 'link-empty-grid', async ({ page }) => {
    const status = await settledStatus(page);
    assert.equal(status.tone, 'info');
    assert.equal(status.title, 'The grid is empty', 'as Solve and Check say of an empty grid');
    assert.equal(status.hint, 'Type a puzzle, paste one, pick an example or make a new one first.');
    assert.equal(await boardString(page), '.'.repeat(81));
  }, { hash: `#${'.'.repeat(81)}` });
});

test('editing after solving takes the stale solution away', async () => {
  await withApp(shared.browser, shared.site, 'edit-after-solve', async ({ page }) => {
    await page.click('[data-example="easy"]');
    const puzzle = await boardString(page);
    await solve(page);
    await page.click(cellAt(1, 1));
    await page.keyboard.press('Backspace');
    const cells = await readBoard(page);
    assert.equal(cells.filter(({ kind }) => kind === 'solved').length, 0);
    assert.equal(await boardString(page), puzzle, 'the cell was already empty; only the solution went');
    assert.equal((await settledStatus(page)).title, `${puzzle.split('.').length - 1} empty cells to go`);
  });
});

test('a search that runs long never freezes the page and can be stopped', async () => {
  await withApp(shared.browser, shared.site, 'stop-long-search', async ({ page, context }) => {
    // Stand in a solver that never answers, as a pathological search would.
    await context.route('**/js/solver-worker.js', (route) => route.fulfill({
      contentType: 'text/javascript',
      body: 'self.onmessage = () => {};',
    }));
    await page.click('[data-example="easy"]');
    const puzzle = await boardString(page);
    await page.click('#solve');
    await page.waitForSelector('#stop:visible');
    assert.equal(await page.isVisible('#solve'), false, 'Stop takes the place of Solve');
    assert.equal((await page.textContent('#status .status-title')), 'Still solving…');
    await saveScreenshot(page, 'stop-button-shown');

    // The page still answers: the cursor moves while the search goes on.
    await page.click(cellAt(1, 1));
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.row), '1');

    await page.click('#stop');
    const stopped = await settledStatus(page);
    assert.equal(stopped.title, 'Stopped');
    assert.ok(await page.isVisible('#solve:not([disabled])'));
    assert.equal(await page.isVisible('#stop'), false);

    // Check asks the solver too (is the solution unique?) and can be stopped the same way.
    await page.click('#check');
    await page.click('#stop');
    assert.equal((await settledStatus(page)).title, 'Stopped');

    // The next request starts a new worker, the real one again.
    await context.unroute('**/js/solver-worker.js');
    assert.match((await solve(page)).title, SOLVED_IN);
    await assertBoardSolves(page, puzzle);
  }, { serviceWorkers: 'block' });
});

test('editing the grid during a long search stops it', async () => {
  await withApp(shared.browser, shared.site, 'edit-stops-search', async ({ page, context }) => {
    await context.route('**/js/solver-worker.js', (route) => route.fulfill({
      contentType: 'text/javascript',
      body: 'self.onmessage = () => {};',
    }));
    await page.click('[data-example="easy"]');
    await page.click('#solve');
    await page.click(cellAt(1, 1));
    await page.keyboard.press('4');
    const status = await settledStatus(page);
    assert.match(status.title, /^\d+ empty cells to go$/, 'the entry is taken, the search dropped');
    assert.ok(await page.isVisible('#solve:not([disabled])'));
  }, { serviceWorkers: 'block' });
});
