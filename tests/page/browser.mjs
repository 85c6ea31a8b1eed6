// Shared set-up for the page tests: the static server for www/ and a headless Chromium from
// Debian, driven by playwright-core. Chromium is never downloaded; the machine's own is used.
import { createServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../../www', import.meta.url));
export const screenshotDir = fileURLToPath(new URL('../../test-output/page', import.meta.url));

/** Serves www/ on a free localhost port; resolves to { url, close }. */
export function serveSite() {
  const server = createServer(sirv(root, { dev: true }));
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://localhost:${port}/`, close: () => server.close() });
    });
  });
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

/** Saves a full-page screenshot under test-output/page/ for a person to look at. */
export async function saveScreenshot(page, name) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}
