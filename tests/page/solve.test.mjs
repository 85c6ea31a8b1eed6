// The page solves a pasted puzzle in the browser and shows errors in plain words.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveSite, launchBrowser, saveScreenshot } from './browser.mjs';

const LEETCODE_PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const LEETCODE_SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

let site;
let browser;
before(async () => {
  site = await serveSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  site?.close();
});

test('solves the LeetCode example pasted into the page', async () => {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site.url);
  await page.fill('#puzzle', LEETCODE_PUZZLE);
  await page.click('#solve:not([disabled])');
  await page.waitForFunction(() => document.querySelector('#result').textContent !== '');
  assert.equal(await page.textContent('#result'), LEETCODE_SOLUTION);
  await saveScreenshot(page, 'solve-leetcode');
  assert.deepEqual(errors, []);
  await page.close();
});

test('shows the module error for a puzzle with 80 cells', async () => {
  const page = await browser.newPage();
  await page.goto(site.url);
  await page.fill('#puzzle', LEETCODE_PUZZLE.slice(0, 80));
  await page.click('#solve:not([disabled])');
  await page.waitForFunction(() => document.querySelector('#result').textContent !== '');
  assert.equal(
    await page.textContent('#result'),
    "Error: expected 81 cells (digits 1-9, and '.', '0' or '_' for blanks), found 80",
  );
  await saveScreenshot(page, 'error-80-cells');
  await page.close();
});
