// Reading a puzzle from a photo on the page: a photo chosen through the Photo button's file input
// (a training photo of Wicht and Hennebert's data set, CC-BY-4.0, from ../shared/photos) is read
// by the photo module in its worker, shown with the digits read, becomes the puzzle and solves;
// a cell fixed by hand goes into the puzzle as fixed; and all of it works offline after a visit.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  serveSite, launchBrowser, openApp, saveScreenshot, assertNoProblems, readBoard, boardString, settledStatus,
} from './browser.mjs';
import { assertSolves } from './sudoku-rules.mjs';

const PHOTOS = process.env.SUDOKU_PHOTOS
  ?? fileURLToPath(new URL('../../../shared/photos/train', import.meta.url));

/** A training photo's path and its givens as 81 characters. */
function photo(name) {
  const givens = readFileSync(`${PHOTOS}/${name}.dat`, 'utf8').split('\n').slice(2).join(' ')
    .trim().split(/\s+/).map((d) => (d === '0' ? '.' : d)).join('');
  return { path: `${PHOTOS}/${name}.jpg`, givens };
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Chooses the photo through the file input and waits for the reading to be shown. */
async function readThroughFileInput(page, path) {
  await page.setInputFiles('#photo-file', path);
  await page.waitForSelector('#photo-dialog[open]');
  return page.$$eval('#photo-cells input', (inputs) => inputs.map((input) => input.value || '.').join(''));
}

/** Uses the reading, then solves, and checks the grid shown against the rules and the givens. */
async function useAndSolve(page, givens) {
  await page.click('#photo-use');
  await page.waitForFunction(() => !document.querySelector('#photo-dialog')?.open);
  await page.waitForFunction((expected) => [...document.querySelectorAll('#board .cell')]
    .map((cell) => cell.value || '.').join('') === expected, givens);
  assert.equal(await boardString(page), givens);
  assert.ok((await readBoard(page)).every(({ digit, kind }) => (digit ? kind === 'given' : true)));
  await page.click('#solve');
  assert.match((await settledStatus(page)).title, /^Solved in /);
  const solution = (await readBoard(page)).map(({ digit }) => digit).join('');
  assertSolves(solution, givens);
}

test('a photo chosen through the file input becomes the puzzle, and solves', async () => {
  const site = await serveSite();
  // No service worker, which fetches every file of the site for offline use: so the requests
  // are the page's own, and show when it loads the photo module.
  const app = await openApp(browser, site, { serviceWorkers: 'block' });
  const { page, context } = app;
  const { path, givens } = photo('image1');
  try {
    assert.ok(!site.requests().some((p) => p.includes('sudoku_wasm_photo')), 'the photo module loads only when used');
    assert.equal(await page.getAttribute('#photo-file', 'accept'), 'image/*');
    assert.equal(await page.getAttribute('#photo-file', 'capture'), 'environment');
    assert.equal(await readThroughFileInput(page, path), givens);
    assert.ok(site.requests().includes('/pkg/sudoku_wasm_photo_bg.wasm'));
    await saveScreenshot(page, 'photo-read');
    await useAndSolve(page, givens);
    assertNoProblems(app);
  } finally {
    await saveScreenshot(page, 'photo-solved');
    await context.close();
    await site.close();
  }
});

test('a cell fixed by hand before using the reading goes into the puzzle as fixed', async () => {
  const site = await serveSite();
  const app = await openApp(browser, site);
  const { page, context } = app;
  const { path, givens } = photo('image44');
  try {
    assert.equal(await readThroughFileInput(page, path), givens);
    // Take away the first given, as if it had been misread where there is none.
    const first = givens.search(/[1-9]/);
    await page.fill(`#photo-cells input >> nth=${first}`, '');
    const fixed = `${givens.slice(0, first)}.${givens.slice(first + 1)}`;
    await page.click('#photo-use');
    await page.waitForFunction((expected) => [...document.querySelectorAll('#board .cell')]
      .map((cell) => cell.value || '.').join('') === expected, fixed);
    assertNoProblems(app);
  } finally {
    await context.close();
    await site.close();
  }
});

test('offline after a first visit, a photo is read and solved all the same', async () => {
  const site = await serveSite();
  const app = await openApp(browser, site);
  const { page, context } = app;
  const { path, givens } = photo('image1082');
  try {
    await page.waitForSelector('#offline-note:not([hidden])');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await site.close();
    await page.reload();
    await page.waitForSelector('#board .cell');
    assert.equal(await readThroughFileInput(page, path), givens);
    await useAndSolve(page, givens);
    assertNoProblems(app);
  } finally {
    await saveScreenshot(page, 'photo-offline');
    await context.close();
  }
});
