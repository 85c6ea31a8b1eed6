// The page around the solver: links, keyboard, accessibility, phone and dark layouts, the
// manifest, and the safety rules (CSP, no HTML built from text, nothing from other origins).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import {
  serveAppForThisFile, withApp, readBoard, boardString, settledStatus, cellAt, siteRoot, animationsDone,
  addressPuzzle,
} from './browser.mjs';
import { assertSolves, LEETCODE_PUZZLE } from './sudoku-rules.mjs';
import { wrapModuleOnce } from './stand-ins.mjs';

const EMPTY_GRID = '.'.repeat(81);

// A solve that takes three seconds, long enough for Stop to take Solve's place, then answers.
const SLOW_SOLVE = `(puzzle) => {
  const end = Date.now() + 3000;
  while (Date.now() < end);
  return real.solve_sudoku(puzzle);
}`;

// A uniqueness count that takes a second, long enough for Stop to show, then answers.
const SLOW_COUNT = `(puzzle, limit) => {
  const end = Date.now() + 1000;
  while (Date.now() < end);
  return real.count_solutions(puzzle, limit);
}`;

const shared = serveAppForThisFile();

const focusedCell = (page) => page.evaluate(() => {
  const cell = document.activeElement;
  return cell?.classList.contains('cell') ? `${Number(cell.dataset.row) + 1},${Number(cell.dataset.column) + 1}` : cell?.id || cell?.tagName;
});

test('the address carries the puzzle: a link reopens it, edits and Clear update it', async () => {
  let link;
  await withApp(shared.browser, shared.site, 'link-written', async ({ page }) => {
    await page.click('[data-example="hard"]');
    const puzzle = await boardString(page);
    assert.equal(await addressPuzzle(page, puzzle), puzzle, 'loading an example writes the address');

    // Givens change only in "Edit givens"; then the address follows them.
    await page.click(cellAt(1, 1));
    await page.keyboard.press('Delete');
    assert.equal(await boardString(page), puzzle, 'a given stays while solving');
    await page.click('#enter-givens');
    await page.click(cellAt(1, 1));
    await page.keyboard.press('Delete');
    await page.click('#enter-givens');
    const edited = await boardString(page);
    assert.equal(await addressPuzzle(page, edited), edited, 'editing the givens updates the address');
    assert.equal(edited, `.${puzzle.slice(1)}`);

    // An entry is the person's own: it stays out of the address.
    await page.click(cellAt(1, 2));
    await page.keyboard.press('4');
    assert.equal((await readBoard(page))[1].kind, 'entry');
    assert.equal(await addressPuzzle(page, `.4${puzzle.slice(2)}`), edited, 'entries never travel in the address');

    await page.click('#solve');
    await settledStatus(page);
    assert.equal(await addressPuzzle(page, edited), edited, 'only the givens travel, never the solution');
    link = await page.evaluate(() => location.href);

    await page.click('#clear');
    assert.equal(await addressPuzzle(page, ''), '', 'an empty grid has no hash');
    assert.equal(await boardString(page), '.'.repeat(81));
  });

  await withApp(shared.browser, shared.site, 'link-reopened', async ({ page }) => {
    await page.goto('about:blank'); // the link opened afresh, not as a change of address in the page
    await page.goto(link);
    const status = await settledStatus(page);
    assert.match(status.title, /^Puzzle loaded from the link/);
    const cells = await readBoard(page);
    assert.equal(await boardString(page), new URL(link).hash.slice(1));
    cells.forEach(({ digit, kind }) => assert.equal(kind, digit ? 'given' : ''));

    // Following a link to another puzzle on the same page (hashchange) loads it too.
    await page.evaluate((puzzle) => { location.hash = puzzle; }, LEETCODE_PUZZLE);
    await page.waitForFunction((puzzle) => [...document.querySelectorAll('#board .cell')]
      .map((cell) => cell.value || '.').join('') === puzzle, LEETCODE_PUZZLE);
  });
});

/** The board's digits once they equal expected, or what they are after two seconds. */
async function boardPuzzle(page, expected) {
  await page.waitForFunction((puzzle) => [...document.querySelectorAll('#board .cell')]
    .map((cell) => cell.value || '.').join('') === puzzle, expected, { timeout: 2000 }).catch(() => {});
  return boardString(page);
}

test('Back and Forward go through the puzzles loaded; edits stay in their puzzle’s entry', async () => {
  await withApp(shared.browser, shared.site, 'history', async ({ page }) => {
    const entries = () => page.evaluate(() => history.length);
    const first = await entries();

    await page.click('[data-example="easy"]');
    await page.click(cellAt(1, 3));
    await page.keyboard.press('Delete');
    const edited = await boardString(page);
    await addressPuzzle(page, edited);
    await page.click('[data-example="hard"]');
    const hard = await boardString(page);
    await page.fill('#import-text', LEETCODE_PUZZLE);
    await page.click('#import-load');
    await settledStatus(page);
    await page.click('#generate');
    await settledStatus(page);
    const generated = await boardString(page);
    assert.equal(await addressPuzzle(page, generated), generated);
    assert.equal(await entries(), first + 4, 'an entry for each puzzle loaded, none for the edit');

    // The last Back returns to where the page started, with no puzzle in the address: the grid empties.
    for (const puzzle of [LEETCODE_PUZZLE, hard, edited, EMPTY_GRID]) {
      await page.goBack();
      assert.equal(await boardPuzzle(page, puzzle), puzzle, 'Back shows the puzzle before, as last edited');
      if (puzzle === hard) assert.match((await settledStatus(page)).title, /^Puzzle loaded from the address/);
    }
    for (const puzzle of [edited, hard, LEETCODE_PUZZLE, generated]) {
      await page.goForward();
      assert.equal(await boardPuzzle(page, puzzle), puzzle, 'Forward shows the next one again');
    }
    assert.equal(await entries(), first + 4, 'showing a puzzle from the address adds no entry');

    // Clear is a puzzle of its own: Back brings back the one cleared.
    await page.click('#clear');
    assert.equal(await addressPuzzle(page, ''), '');
    await page.goBack();
    assert.equal(await boardPuzzle(page, generated), generated);
  });
});

test('keyboard: digits fill, Backspace/Delete/0/. clear, arrows move, letters are ignored', async () => {
  await withApp(shared.browser, shared.site, 'keyboard', async ({ page }) => {
    await page.click(cellAt(1, 1));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedCell(page), '2,3');
    await page.keyboard.press('7');
    assert.equal(await page.inputValue(cellAt(2, 3)), '7');
    for (const key of ['a', 'Z', '-', ' ', 'Enter']) await page.keyboard.press(key);
    assert.equal(await page.inputValue(cellAt(2, 3)), '7', 'other keys leave the cell as it was');
    await page.keyboard.press('8');
    assert.equal(await page.inputValue(cellAt(2, 3)), '8', 'a digit replaces the one there');

    for (const clearKey of ['Backspace', 'Delete', '0', '.']) {
      await page.keyboard.press('5');
      await page.keyboard.press(clearKey);
      assert.equal(await page.inputValue(cellAt(2, 3)), '', `${clearKey} empties the cell`);
    }

    await page.keyboard.press('End');
    assert.equal(await focusedCell(page), '2,9');
    await page.keyboard.press('ArrowRight');
    assert.equal(await focusedCell(page), '2,9', 'the edge stops the cursor');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    assert.equal(await focusedCell(page), '1,1');

    // Text from an input method (no usable keydown): its last digit counts, letters do nothing.
    await page.click(cellAt(9, 9));
    await page.keyboard.insertText('x3');
    assert.equal(await page.inputValue(cellAt(9, 9)), '3');
    await page.keyboard.insertText('q');
    assert.equal(await page.inputValue(cellAt(9, 9)), '3');
    await page.keyboard.insertText('6');
    assert.equal(await page.inputValue(cellAt(9, 9)), '6');
    const typed = `${'.'.repeat(80)}6`; // the 7 at row 2, column 3 was cleared again above
    assert.equal(await addressPuzzle(page, typed), typed, 'and the puzzle follows');
  });
});

test('Tab order: skip link, the grid as one stop, then the buttons', async () => {
  await withApp(shared.browser, shared.site, 'tab-order', async ({ page }) => {
    const order = [];
    for (let i = 0; i < 28; i += 1) {
      await page.keyboard.press('Tab');
      order.push(await focusedCell(page));
    }
    assert.deepEqual(order.slice(0, 2), ['A', '1,1']);
    assert.deepEqual(order.slice(2, 11), new Array(9).fill('BUTTON'), 'then the digit pad');
    // Undo, Redo and Apply are skipped: they are disabled until there is something to do.
    assert.deepEqual(order.slice(11, 14), ['erase', 'notes-mode', 'hint'], 'then its tools and Hint');
    assert.deepEqual(order.slice(14, 22), ['solve', 'check', 'fill-notes', 'restart', 'enter-givens', 'clear', 'copy-link', 'copy-progress']);
    assert.deepEqual(order.slice(22, 25), ['difficulty', 'symmetric', 'generate'], 'then a new puzzle');
    assert.deepEqual(order.slice(25), ['BUTTON', 'BUTTON', 'BUTTON'], 'then the examples');

    // The grid remembers the cell last used: Shift+Tab from the pad returns to it.
    await page.click(cellAt(5, 6));
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.padDigit), '1');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focusedCell(page), '5,6');

    // Focus is visible on cells and on buttons.
    const cellRing = await page.$eval(cellAt(5, 6), (cell) => getComputedStyle(cell).boxShadow);
    assert.notEqual(cellRing, 'none');
    await page.keyboard.press('Tab');
    const buttonRing = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.equal(buttonRing, 'solid');
  });
});

test('Stop takes the focus from Solve while a search runs, and gives it back', async () => {
  await withApp(shared.browser, shared.site, 'focus-stop', async ({ page, context }) => {
    await wrapModuleOnce(context, { solve_sudoku: SLOW_SOLVE }, { times: Infinity });
    await page.click('[data-example="easy"]');
    await page.focus('#solve');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#stop:visible');
    assert.equal(await focusedCell(page), 'stop', 'a keyboard player can press Stop at once');
    assert.equal((await settledStatus(page)).tone, 'success');
    assert.equal(await focusedCell(page), 'solve', 'the answer gives the focus back to Solve');

    await page.keyboard.press('Enter');
    await page.waitForSelector('#stop:visible');
    assert.equal(await focusedCell(page), 'stop');
    await page.keyboard.press('Enter');
    assert.equal((await settledStatus(page)).title, 'Stopped');
    assert.equal(await focusedCell(page), 'solve', 'so does pressing Stop');

    // A player who moved on during the search keeps the focus where they put it.
    await page.keyboard.press('Enter');
    await page.waitForSelector('#stop:visible');
    await page.click(cellAt(5, 5));
    assert.equal((await settledStatus(page)).tone, 'success');
    assert.equal(await focusedCell(page), '5,5');
  }, { serviceWorkers: 'block' });
});

test('accessibility: labelled cells, a live status line, named controls', async () => {
  await withApp(shared.browser, shared.site, 'accessibility', async ({ page }) => {
    const cells = await readBoard(page);
    assert.equal(cells.length, 81);
    cells.forEach(({ label }, cell) => {
      assert.equal(label, `Row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}`);
    });
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.getAttribute('#board', 'aria-label'), 'Sudoku grid');
    assert.equal(await page.getAttribute('#status', 'role'), 'status');
    assert.equal(await page.getAttribute('#status', 'aria-live'), 'polite');

    // Every control has a name a screen reader can say (a hidden one is not read out at all).
    const unnamed = await page.$$eval('button, textarea, input', (controls) => controls
      .filter((control) => !control.closest('[hidden]'))
      .filter((control) => !(control.getAttribute('aria-label') || control.textContent.trim() || control.labels?.length))
      .map((control) => control.outerHTML));
    assert.deepEqual(unnamed, []);
    const snapshot = await page.locator('body').ariaSnapshot();
    assert.match(snapshot, /textbox "Row 9, column 9"/);
    assert.match(snapshot, /button "Solve"/);
    assert.match(snapshot, /textbox "Import a puzzle"/);
  });
});

test('a 375 px phone shows the whole grid without horizontal scrolling', async () => {
  for (const colorScheme of ['light', 'dark']) {
    await withApp(shared.browser, shared.site, `phone-${colorScheme}`, async ({ page }) => {
      await page.click('[data-example="minimal"]');
      await page.click('#solve');
      assert.match((await settledStatus(page)).title, /^Solved in /);
      await animationsDone(page);
      const layout = await page.evaluate(() => {
        const board = document.querySelector('#board').getBoundingClientRect();
        const cells = [...document.querySelectorAll('#board .cell')].map((cell) => cell.getBoundingClientRect());
        return {
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
          board: { left: board.left, right: board.right, bottom: board.bottom, width: board.width },
          cellsInside: cells.every((cell) => cell.left >= board.left - 0.5 && cell.right <= board.right + 0.5),
          smallestCell: Math.min(...cells.map((cell) => Math.min(cell.width, cell.height))),
          digitSize: parseFloat(getComputedStyle(document.querySelector('#board .cell')).fontSize),
        };
      });
      assert.ok(layout.scrollWidth <= layout.clientWidth, `page scrolls sideways: ${JSON.stringify(layout)}`);
      assert.ok(layout.board.left >= 0 && layout.board.right <= 375, `grid off screen: ${JSON.stringify(layout.board)}`);
      assert.ok(layout.board.bottom <= 812, 'the whole grid is on the first screen');
      assert.ok(layout.cellsInside);
      assert.ok(layout.smallestCell >= 34, `cells too small to tap: ${layout.smallestCell}px`);
      assert.ok(layout.digitSize >= 18, `digits too small to read: ${layout.digitSize}px`);
    }, { viewport: { width: 375, height: 812 }, colorScheme });
  }
});

test('on a phone, a puzzle loaded from below the grid brings the grid back into view', async () => {
  await withApp(shared.browser, shared.site, 'phone-example-scrolls', async ({ page, context }) => {
    const inView = () => page.evaluate(() => document.querySelector('#board').getBoundingClientRect().top >= 0
      && document.querySelector('#status').getBoundingClientRect().bottom <= window.innerHeight);
    await page.locator('[data-example="hard"]').scrollIntoViewIfNeeded();
    assert.equal(await inView(), false, 'the examples are below the first screen');
    await page.click('[data-example="hard"]');
    await page.waitForFunction(() => document.querySelector('#board').getBoundingClientRect().top >= 0);
    assert.match((await settledStatus(page)).title, /^Hard example/);
    assert.ok(await inView(), 'the grid and the status line under it are in view');

    // Loaded from the import box, the puzzle is checked for uniqueness; when that takes long
    // enough for Stop to take the focus, giving it back to Load must not scroll the grid away.
    await wrapModuleOnce(context, { count_solutions: SLOW_COUNT }, { times: Infinity });
    await page.reload();
    await settledStatus(page);
    await page.fill('#import-text', LEETCODE_PUZZLE);
    await page.focus('#import-load');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#stop:visible');
    assert.equal((await settledStatus(page)).title, 'Puzzle loaded from the import box');
    assert.equal(await focusedCell(page), 'import-load', 'the focus is back on Load');
    assert.ok(await inView(), 'and the grid is still in view');
  }, { viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
});

test('the skip link moves the focus to the grid and leaves the puzzle in the address', async () => {
  await withApp(shared.browser, shared.site, 'skip-link', async ({ page }) => {
    await page.click('[data-example="easy"]');
    await settledStatus(page);
    const address = await page.evaluate(() => location.href);
    await page.focus('.skip-link');
    await page.keyboard.press('Enter');
    assert.equal(await focusedCell(page), '1,1');
    assert.equal(await page.evaluate(() => location.href), address);
    assert.match((await settledStatus(page)).title, /^Easy example/);
  });
});

test('dark and light schemes follow the system setting', async () => {
  const colours = {};
  for (const colorScheme of ['light', 'dark']) {
    await withApp(shared.browser, shared.site, `desktop-${colorScheme}`, async ({ page }) => {
      await page.click('[data-example="easy"]');
      await page.click('#solve');
      await settledStatus(page);
      await page.click(cellAt(5, 5));
      colours[colorScheme] = await page.evaluate(() => ({
        page: getComputedStyle(document.body).backgroundColor,
        ink: getComputedStyle(document.body).color,
      }));
    }, { colorScheme });
  }
  assert.notEqual(colours.light.page, colours.dark.page);
  assert.notEqual(colours.light.ink, colours.dark.ink);
});

test('solving runs in a Web Worker, not on the page', async () => {
  await withApp(shared.browser, shared.site, 'worker', async ({ page }) => {
    await page.click('[data-example="hard"]');
    await page.click('#solve');
    await settledStatus(page);
    assert.deepEqual(page.workers().map((worker) => new URL(worker.url()).pathname), ['/js/solver-worker.js']);
    // The page itself never fetched the module; only the worker did.
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    assert.ok(!fetched.some((name) => name.endsWith('.wasm')), fetched.join('\n'));
    const inWorker = await page.workers()[0].evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    assert.ok(inWorker.some((name) => name.endsWith('/pkg/sudoku_wasm_bg.wasm')), inWorker.join('\n'));
    assertSolves(await boardString(page), await page.evaluate(() => location.hash.slice(1)));
  });
});

test('a Content-Security-Policy allows only this origin, plus wasm-unsafe-eval', async () => {
  await withApp(shared.browser, shared.site, 'csp', async ({ page }) => {
    const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    const directives = Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    assert.deepEqual(directives['default-src'], ["'self'"]);
    assert.deepEqual(directives['script-src'], ["'self'", "'wasm-unsafe-eval'"]);
    for (const [name, values] of Object.entries(directives)) {
      for (const value of values) {
        assert.ok(["'self'", "'none'", "'wasm-unsafe-eval'"].includes(value), `${name} allows ${value}`);
      }
    }
    // The policy is in force: an inline script added to the page does not run.
    const ran = await page.evaluate(() => new Promise((resolve) => {
      window.inlineRan = false;
      document.addEventListener('securitypolicyviolation', () => resolve(window.inlineRan), { once: true });
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
    }));
    assert.equal(ran, false);
  }, { allow: /^console error: Executing inline script violates the following Content Security Policy/ });
});

test('the code builds no HTML from text and names no other origin', () => {
  const files = readdirSync(siteRoot, { recursive: true })
    .filter((path) => /\.(js|html|css|webmanifest)$/.test(path) && !path.startsWith('pkg'));
  assert.ok(files.length > 5);
  for (const path of files) {
    const source = readFileSync(`${siteRoot}/${path}`, 'utf8');
    assert.doesNotMatch(source, /innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function/, path);
    // The SVG namespace is written as an address, but it is a name: nothing is fetched from it.
    const addresses = source.replaceAll("'http://www.w3.org/2000/svg'", '');
    assert.doesNotMatch(addresses, /\b(https?:)?\/\/[a-z0-9-]+\.[a-z]/i, `${path} names another origin`);
  }
});

test('the page preloads every module the first frame needs (opening.js imports), and nothing else', () => {
  const html = readFileSync(`${siteRoot}/index.html`, 'utf8');
  const scripts = [...html.matchAll(/<script type="module" src="js\/([\w-]+\.js)"( blocking="render")?/g)]
    .map(([, name, blocking]) => `${name}${blocking ?? ''}`);
  assert.deepEqual(scripts, ['opening.js blocking="render"', 'main.js', 'photo.js'], 'the first frame waits for opening.js alone');
  const imported = new Set();
  const visit = (path) => {
    for (const [, name] of readFileSync(`${siteRoot}/js/${path}`, 'utf8').matchAll(/^import [^;]* from '\.\/([\w-]+\.js)';$/gm)) {
      if (!imported.has(name)) {
        imported.add(name);
        visit(name);
      }
    }
  };
  visit('opening.js');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="js\/([\w-]+\.js)">/g)].map(([, name]) => name);
  assert.deepEqual(preloaded.sort(), [...imported].sort());
  assert.ok(imported.size <= 4, `the first frame needs few modules: ${[...imported]}`);
});

test('the web app manifest makes the page installable', async () => {
  await withApp(shared.browser, shared.site, 'manifest', async ({ page }) => {
    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href);
    assert.equal(manifest.name, 'Sudoku Solver');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, './');
    const sizes = manifest.icons.map((icon) => icon.sizes);
    assert.ok(sizes.includes('192x192') && sizes.includes('512x512'));
    for (const icon of manifest.icons) {
      const response = await page.request.get(new URL(icon.src, shared.site.url).href);
      assert.equal(response.status(), 200, icon.src);
      assert.equal(response.headers()['content-type'].split(';')[0], icon.type, icon.src);
      if (icon.type === 'image/png') {
        const png = await response.body();
        const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
        assert.equal(`${width}x${height}`, icon.sizes, icon.src);
      }
    }
    const wasm = await page.request.get(new URL('pkg/sudoku_wasm_bg.wasm', shared.site.url).href);
    assert.equal(wasm.headers()['content-type'], 'application/wasm');
  });
});
