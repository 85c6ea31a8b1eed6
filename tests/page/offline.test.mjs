// Offline: after one visit the service worker holds every file of the site, and the page loads
// and solves with the network off and the server gone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * sw.js itself, which the browser keeps and updates on its own, its list of files, and the PNG
 * icons that only the manifest names.
 */
function siteFiles() {
  return readdirSync(siteRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(siteRoot, `${entry.parentPath ?? entry.path}/${entry.name}`))
    .filter((path) => path !== 'sw.js' && path !== 'site-files.js' && !/^icons\/.*\.png$/.test(path))
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
    assert.deepEqual(cached.filter((path) => path !== 'site-files.json').sort(), expected, 'site-files.js vs www/ (run scripts/build.sh)');
    // One download of each file, none of the icons only the manifest names.
    // One download of each file (a second request is a revalidation, answered 304), and none of
    // the icons only the manifest names.
    const responses = site.responses();
    for (const path of expected) {
      const full = responses.filter((response) => response.path === `/${path}` && response.status === 200);
      assert.ok(full.length <= 1, `${path}: downloaded ${full.length} times (${JSON.stringify(responses.filter((response) => response.path === `/${path}`))})`);
    }
    assert.deepEqual(site.requests().filter((path) => /\.png$/.test(path)), [], 'no PNG icon is downloaded');
    assertNoProblems(app);
  } finally {
    await saveScreenshot(app.page, 'offline-first-visit');
    await app.context.close();
    await site.close();
  }
});

// On a desktop and on a phone (375x667, touch).
const DEVICES = [
  { name: 'desktop', options: {} },
  { name: 'phone', options: { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true } },
];

for (const device of DEVICES) {
  test(`${device.name}: after a first visit the page reloads and solves with the network off`, async () => {
    const site = await serveSite();
    const app = await openApp(browser, site, device.options);
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
      await saveScreenshot(page, `offline-reload-solved-${device.name}`);
      await context.close();
    }
  });

  test(`${device.name}: a warm load asks the network for no file of the page, and a network that hangs changes nothing`, async () => {
    const site = await serveSite();
    const app = await openApp(browser, site, device.options);
    const { page, context } = app;
    try {
      await waitUntilOfflineReady(page);
      const before = site.requests().length;
      await page.reload();
      await page.waitForSelector('#board .cell');
      await page.click('[data-example="easy"]');
      assert.match((await settledStatus(page)).title, /^Easy example/);
      await page.click('#solve');
      assert.match((await settledStatus(page)).title, /^Solved in /);
      // The browser may check the service worker and its list for an update: nothing else.
      const warm = site.requests().slice(before).filter((path) => path !== '/sw.js' && path !== '/site-files.js');
      assert.deepEqual(warm, [], 'a warm load made requests for app files');

      // The server now takes requests and never answers: the page loads and solves all the same.
      site.hang();
      const second = await context.newPage();
      await second.goto(`${site.url}#${'.'.repeat(80)}1`, { timeout: 10000 });
      await second.waitForSelector('#board .cell[data-kind="given"]', { timeout: 5000 });
      await second.click('[data-example="hard"]');
      await second.click('#solve');
      assert.match((await settledStatus(second)).title, /^Solved in /);
      await saveScreenshot(second, `offline-hanging-network-${device.name}`);
      await second.close();
      assertNoProblems(app);
    } finally {
      await context.close();
      site.hang = null;
      await site.close();
    }
  });
}

test('a new build reaches the page on the next load, downloading only the files that changed', async () => {
  const root = mkdtempSync(join(tmpdir(), 'sudoku-site-'));
  cpSync(siteRoot, root, { recursive: true });
  const site = await serveSite(root);
  const app = await openApp(browser, site);
  const { page, context } = app;
  try {
    await waitUntilOfflineReady(page);
    const title = await page.title();

    // A new build: the page's title changed, the list of files written again.
    writeFileSync(join(root, 'index.html'), readFileSync(join(root, 'index.html'), 'utf8').replace(`<title>${title}</title>`, '<title>New build</title>'));
    execFileSync(process.execPath, [fileURLToPath(new URL('../../scripts/site-files.mjs', import.meta.url)), root]);
    const before = site.responses().length;
    const [oldCache] = await page.evaluate(() => caches.keys());
    await page.reload(); // still the old build, from the cache; the browser finds the new list
    assert.equal(await page.title(), title, 'the page loaded is the one in the cache');
    // The new version installs, takes over and drops the old cache.
    for (let wait = 0; ; wait += 1) {
      const names = await page.evaluate(() => caches.keys());
      if (names.length === 1 && names[0] !== oldCache) break;
      assert.ok(wait < 100, `no new version after 10 s: ${names}`);
      await new Promise((resolve) => { setTimeout(resolve, 100); });
    }
    const downloads = site.responses().slice(before).filter(({ status }) => status === 200).map(({ path }) => path);
    assert.deepEqual(downloads.filter((path) => path !== '/sw.js' && path !== '/site-files.js'), ['/'], `only the changed file (index.html, asked for as /) is downloaded: ${JSON.stringify(site.responses().slice(before))}`);
    await page.reload();
    assert.equal(await page.title(), 'New build', 'the next load has the new build');
    assertNoProblems(app);
  } finally {
    await context.close();
    await site.close();
    rmSync(root, { recursive: true, force: true });
  }
});
