// Writes www/site-files.js, the list of files the service worker (www/sw.js) keeps for offline
// use, each with a hash of its contents: the service worker copies a file unchanged since the
// last version from its old cache instead of downloading it again, and the browser, which
// compares this file byte for byte on each visit, installs a new version whenever any file changed.
//
// Kept: every file under www/ but sw.js itself (the browser keeps it), this list, and the PNG
// icons, which only the manifest names (the browser fetches them when the page is installed, not
// the page when it runs).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The site's folder: www/, or another given as the first argument (a test's copy of it).
const root = process.argv[2] ?? fileURLToPath(new URL('../www', import.meta.url));
const LIST = 'site-files.js';

/** Whether the service worker keeps a copy of this file (a path relative to www/). */
function keptOffline(path) {
  return path !== 'sw.js' && path !== LIST && !/^icons\/.*\.png$/.test(path);
}

const hash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

const files = Object.fromEntries(readdirSync(root, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(root, `${entry.parentPath ?? entry.path}/${entry.name}`).split('\\').join('/'))
  .filter(keptOffline)
  .sort()
  .map((path) => [path, hash(readFileSync(`${root}/${path}`))]));
const version = hash(JSON.stringify(files));

writeFileSync(`${root}/${LIST}`, `// Written by scripts/site-files.mjs from the files of this build; do not edit.
self.SITE_VERSION = '${version}';
self.SITE_FILES = ${JSON.stringify(files, null, 2)};
`);
console.log(`    ${relative(process.cwd(), root) || '.'}/${LIST}: ${Object.keys(files).length} files, version ${version}`);
