// The page's start-up: how long after navigation a link with a puzzle shows it, in headless
// Chromium on localhost, cold (a first visit: nothing cached) and warm (later visits: the service
// worker answers from its cache). For each load, from the navigation's start:
//   givens drawn   the frame in which the grid first holds the link's givens (a requestAnimationFrame
//                  callback, just before that frame is painted)
//   module answer  the status line says the puzzle is loaded, which needs the solver module's
//                  answer (the worker fetched and compiled the core and counted the solutions)
// and, for the warm loads, where the time before the givens goes (the document, the page's
// scripts). Medians of BENCH_PAGE_ROUNDS warm loads (default 15), after 2 not counted.
//
//   node scripts/bench_page.mjs      (after scripts/build.sh)
//   BENCH_PAGE_SITE=<folder>         serve another copy of www/ instead (an earlier build, to compare)
import os from 'node:os';
import { serveSite, launchBrowser } from '../tests/page/browser.mjs';

const LINKED = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const rounds = Number(process.env.BENCH_PAGE_ROUNDS ?? 15);
const say = (line) => console.log(line);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// Runs in the page before its own scripts: notes the frame in which the grid first shows the
// linked givens, and the moment the status line reports the puzzle loaded.
function watchStartUp(linked) {
  const marks = {};
  window.startUp = marks;
  const frame = () => {
    const cells = document.querySelectorAll('#board .cell');
    if (!marks.givens && cells.length === 81 && [...cells].every((cell, i) => (cell.value || '.') === linked[i])) {
      marks.givens = performance.now();
    }
    const title = document.querySelector('#status .status-title')?.textContent ?? '';
    if (!marks.built && cells.length === 81) marks.built = performance.now();
    if (!marks.answer && title.startsWith('Puzzle loaded from the link')) marks.answer = performance.now();
    if (!marks.answer) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function load(page, url) {
  await page.goto('about:blank');
  await page.goto(url);
  await page.waitForFunction(() => window.startUp?.answer, null, { timeout: 20000 });
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const script = performance.getEntriesByType('resource')
      .filter(({ name, startTime }) => /\/js\/.*\.js$/.test(name) && startTime < window.startUp.givens);
    return {
      ...window.startUp,
      document: navigation.responseEnd,
      scripts: Math.max(...script.map(({ responseEnd }) => responseEnd)),
      domContentLoaded: navigation.domContentLoadedEventEnd,
      controlled: Boolean(navigator.serviceWorker.controller),
    };
  });
}

const site = await serveSite(process.env.BENCH_PAGE_SITE);
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  await context.addInitScript(watchStartUp, LINKED);
  const page = await context.newPage();
  const url = `${site.url}#${LINKED}`;
  const cold = await load(page, url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const warm = [];
  for (let i = 0; i < rounds + 2; i += 1) {
    const result = await load(page, url);
    if (!result.controlled) throw new Error('a warm load was not answered by the service worker');
    if (i >= 2) warm.push(result);
  }
  const ms = (value) => `${value.toFixed(0)} ms`;
  const of = (key) => median(warm.map((result) => result[key]));
  say('Page start-up, a link with a puzzle (headless Chromium, localhost)');
  say(`    ${new Date().toISOString().slice(0, 10)}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)}, Chromium ${browser.version()}`);
  say(`    cold (first visit)      givens drawn ${ms(cold.givens)}, module answer ${ms(cold.answer)}`);
  say(`    warm (median of ${warm.length})     givens drawn ${ms(of('givens'))}, module answer ${ms(of('answer'))}`);
  say(`    warm, on the way: document ${ms(of('document'))}, page's scripts fetched ${ms(of('scripts'))}, grid built ${ms(of('built'))}, DOMContentLoaded ${ms(of('domContentLoaded'))}`);
} finally {
  await browser.close();
  await site.close();
}
