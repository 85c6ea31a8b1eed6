// Offline: after one visit the service worker holds every file of the site, and the page loads
// and solves with the network off and the server gone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { relative } from 'node:path';
import {
  serveSite, launchBrowser, openApp, saveScreenshot, assertNoProblems, readBoard, settledStatus, siteRoot,
} from './browser.mjs';
import { assertSolves } from './sudoku-rules.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/**
 * Every file under www/, as a path relative to it (the built module in pkg/ included), but for
 * sw.js itself, which the browser keeps and updates on its own.
 */
function siteFiles() {
  return readdirSync(siteRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(siteRoot, `${entry.parentPath ?? entry.path}/${entry.name}`))
    .filter((path) => path !== 'sw.js')
    .sort();
}

/** Waits until the service worker is installed and controls the page. */
async function waitUntilOfflineReady(page) {
  await page.waitForSelector('#offline-note:not([hidden])');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('the service worker keeps a copy of every file of the site', async () => {
  const site = await serveSite();
  const app = await openApp(browser, site);
  try {
    await waitUntilOfflineReady(app.page);
    const cached = await app.page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names[0]);
      return (await cache.keys()).map((request) => new URL(request.url).pathname.slice(1));
    });
    const expected = siteFiles();
    assert.ok(expected.includes('pkg/sudoku_wasm_bg.wasm'), 'build the module first (scripts/build.sh)');
    assert.deepEqual(cached.filter((path) => path !== '').sort(), expected, 'SITE_FILES in sw.js vs www/');
    assert.ok(cached.includes(''), 'the page address itself is cached');
    assertNoProblems(app);
  } finally {
    await saveScreenshot(app.page, 'offline-first-visit');
    await app.context.close();
    await site.close();
  }
});

test('after a first visit the page reloads and solves with the network off', async () => {
  const site = await serveSite();
  const app = await openApp(browser, site);
  const { page, context } = app;
  try {
    await waitUntilOfflineReady(page);
    await context.setOffline(true);
    await site.close(); // nothing answers any more, whatever route a request takes

    await page.reload();
    await page.waitForSelector('#board .cell');
    await page.click('[data-example="hard"]');
    const puzzle = (await readBoard(page)).map(({ digit }) => (digit ? digit : '.')).join('');
    await page.click('#solve');
    const status = await settledStatus(page);
    assert.match(status.title, /^Solved in /);
    assertSolves((await readBoard(page)).map(({ digit }) => digit).join(''), puzzle);

    // A link to a puzzle opens offline too, in a new tab.
    const second = await context.newPage();
    await second.goto(`${site.url}#${puzzle}`);
    await second.waitForSelector('#board .cell[data-kind="given"]');
    assert.equal((await readBoard(second)).filter(({ kind }) => kind === 'given').length, puzzle.replace(/\./g, '').length);
    await second.close();
    assertNoProblems(app);
  } finally {
    await saveScreenshot(page, 'offline-reload-solved');
    await context.close();
  }
});
