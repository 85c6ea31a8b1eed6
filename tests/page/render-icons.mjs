// Renders the PNG copies of www/icons/icon.svg that the web app manifest lists, with the same
// headless Chromium the page tests use. Run it after changing the SVG:
//
//   node tests/page/render-icons.mjs
//
// The maskable icon fills the whole square (the platform cuts its own shape) and shrinks the
// tiles into the middle 80%, the area a mask never cuts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser.mjs';

const icons = fileURLToPath(new URL('../../www/icons/', import.meta.url));
const svg = readFileSync(`${icons}icon.svg`, 'utf8');
const maskable = svg
  .replace('rx="112"', 'rx="0"')
  .replace('<g>', '<g transform="translate(256 256) scale(0.8) translate(-256 -256)">');

const browser = await launchBrowser();
const page = await browser.newPage();
for (const [name, source, size] of [
  ['icon-192.png', svg, 192],
  ['icon-512.png', svg, 512],
  ['icon-maskable-512.png', maskable, 512],
]) {
  await page.setViewportSize({ width: size, height: size });
  const sized = source.replace('width="512" height="512"', `width="${size}" height="${size}"`);
  await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
  await page.screenshot({ path: `${icons}${name}`, omitBackground: true });
  console.log(`wrote www/icons/${name}`);
}
await browser.close();
