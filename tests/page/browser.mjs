// Shared set-up for the page tests: the static server for www/ and a headless Chromium from
// Debian, driven by playwright-core. Chromium is never downloaded; the machine's own is used.
import { before, after } from 'node:test';
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { chromium } from 'playwright-core';

export const siteRoot = fileURLToPath(new URL('../../www', import.meta.url));
export const screenshotDir = fileURLToPath(new URL('../../test-output/page', import.meta.url));

/**
 * Serves www/ on a free localhost port; resolves to { url, origin, close, requests, responses,
 * hang }: requests() lists the paths asked for so far, responses() each with the status it got
 * (null while unanswered), and hang() makes the server take every request
 * from then on and never answer, as a network that stalls does.
 */
export function serveSite(root = siteRoot) {
  const files = sirv(root, { dev: true, etag: true });
  const asked = [];
  let hanging = false;
  const server = createServer((request, response) => {
    const entry = { path: new URL(request.url, 'http://localhost').pathname, status: null };
    asked.push(entry);
    response.on('finish', () => { entry.status = response.statusCode; });
    if (!hanging) files(request, response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      const origin = `http://localhost:${port}`;
      resolve({
        url: `${origin}/`,
        origin,
        requests: () => asked.map(({ path }) => path),
        responses: () => asked.map((entry) => ({ ...entry })),
        hang: () => { hanging = true; },
        // Also drops kept-alive connections, so a stopped site really answers nothing.
        close: () => new Promise((done) => {
          server.close(done);
          server.closeAllConnections();
        }),
      });
    });
  });
}

/**
 * Serves the site and launches Chromium once for the calling test file, through node:test's
 * before and after hooks; the returned object's `site` and `browser` are set once they have run.
 */
export function serveAppForThisFile() {
  const shared = { site: null, browser: null };
  before(async () => {
    shared.site = await serveSite();
    shared.browser = await launchBrowser();
  });
  after(async () => {
    await shared.browser?.close();
    await shared.site?.close();
  });
  return shared;
}

/** Launches headless Chromium with the flags this closed network needs. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
    ],
  });
}

/**
 * Opens the page in a fresh browser context (its own cache and service workers) and watches it:
 * `problems()` lists console errors, uncaught page errors and any request to another origin.
 * Options: viewport, colorScheme, hash (appended to the address), permissions, serviceWorkers,
 * hasTouch and isMobile (a phone),
 * beforeLoad (an async function given the context before the page opens, e.g. for init scripts).
 */
export async function openApp(browser, site, {
  viewport = { width: 1200, height: 900 }, colorScheme = 'light', hash = '', permissions = [], serviceWorkers = 'allow',
  beforeLoad = null, hasTouch = false, isMobile = false,
} = {}) {
  const context = await browser.newContext({ viewport, colorScheme, permissions, serviceWorkers, hasTouch, isMobile });
  await beforeLoad?.(context);
  const problems = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== site.origin && url.protocol !== 'data:' && url.protocol !== 'blob:') {
      problems.push(`request to another origin: ${request.url()}`);
    }
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(site.url + hash);
  await page.waitForSelector('#board .cell');
  return { context, page, problems: () => [...problems] };
}

/** Waits for the page's finite animations (solved digits sweeping in) to finish. */
export function animationsDone(page) {
  return page.evaluate(() => Promise.allSettled(document.getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    .map((animation) => animation.finished)));
}

/** Saves a full-page screenshot under test-output/page/ for a person to look at. */
export async function saveScreenshot(page, name) {
  mkdirSync(screenshotDir, { recursive: true });
  await animationsDone(page);
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

/** The 81 cells as shown: { digit (0 = empty), kind ('given' | 'solved' | ''), conflict, label }. */
export function readBoard(page) {
  return page.$$eval('#board .cell', (cells) => cells.map((cell) => ({
    digit: cell.value === '' ? 0 : Number(cell.value),
    text: cell.value,
    kind: cell.dataset.kind ?? '',
    conflict: cell.classList.contains('conflict'),
    label: cell.getAttribute('aria-label'),
  })));
}

/** The board's digits as 81 characters, '.' for empty cells. */
export async function boardString(page) {
  return (await readBoard(page)).map(({ digit }) => (digit ? String(digit) : '.')).join('');
}

/** The status line's title, detail and hint, once it is no longer busy. */
export async function settledStatus(page) {
  await page.waitForSelector('#status:not([data-tone="busy"])');
  return page.$eval('#status', (status) => ({
    tone: status.dataset.tone,
    title: status.querySelector('.status-title').textContent,
    detail: status.querySelector('.status-detail').textContent,
    hint: status.querySelector('.status-hint').textContent,
    text: status.textContent.replace(/\s+/g, ' ').trim(),
  }));
}

/**
 * The status line once Solve's rating has come: the solution comes first, and the rating, a
 * request of its own, after it (the page says "Working out how hard it is…" meanwhile).
 */
export async function ratedStatus(page) {
  await page.waitForFunction(() => {
    const status = document.querySelector('#status');
    return status.dataset.tone !== 'busy' && !status.querySelector('.status-hint').textContent.startsWith('Working out how hard');
  });
  return settledStatus(page);
}

/**
 * The puzzle in the address (the hash without '#') once it equals expected, or what it is after
 * two seconds: the page writes the address at most every 100 ms, so it may lag an edit briefly.
 */
export async function addressPuzzle(page, expected) {
  await page.waitForFunction((hash) => location.hash.slice(1) === hash, expected, { timeout: 2000 }).catch(() => {});
  return page.evaluate(() => location.hash.slice(1));
}

/** Selector of the cell at row, column (1-based, as players count). */
export const cellAt = (row, column) => `#board .cell[data-row="${row - 1}"][data-column="${column - 1}"]`;

/**
 * Runs body({ page, context, problems }) on a freshly opened page, then always saves a screenshot
 * named `screenshot`, and fails if the page logged a console error, threw, or asked another origin
 * (options.allow: a RegExp for the one problem a test provokes on purpose).
 */
export async function withApp(browser, site, screenshot, body, options = {}) {
  const app = await openApp(browser, site, options);
  try {
    await body(app);
    assertNoProblems(app, options.allow);
  } finally {
    await saveScreenshot(app.page, screenshot).catch(() => {});
    await app.context.close();
  }
}

export function assertNoProblems({ problems }, allow = null) {
  const found = problems().filter((problem) => !allow?.test(problem));
  if (found.length) throw new Error(`the page had problems:\n${found.join('\n')}`);
}
