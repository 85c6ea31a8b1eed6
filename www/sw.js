// The service worker: keeps a copy of every file of the site so the page loads and solves with
// no network after the first visit.
//
// Strategy: cache first. The page's own files are answered from the cache without asking the
// network at all, so a warm load waits on nothing and a network that hangs changes nothing.
// Updates still arrive: site-files.js (written by scripts/site-files.mjs at each build) lists
// every file with a hash of its contents, and the browser compares it byte for byte on each visit
// (updateViaCache 'none' in js/offline.js). When a file changed, a new version installs beside
// the old one, copying the files that did not change from the old cache and downloading only
// the others; it takes over at once, and the next load uses it.
importScripts('site-files.js');

const CACHE_PREFIX = 'sudoku-solver-';
const CACHE = `${CACHE_PREFIX}${self.SITE_VERSION}`;
// Each cache also holds the list it was filled from, under this name, for the next install.
const LIST_ENTRY = 'site-files.json';

self.addEventListener('install', (event) => {
  event.waitUntil(install().then(() => self.skipWaiting()));
});

async function install() {
  const cache = await caches.open(CACHE);
  const earlier = await earlierCopies();
  await Promise.all(Object.entries(self.SITE_FILES).map(async ([path, hash]) => {
    const kept = earlier.get(`${path} ${hash}`);
    // Not kept: 'no-cache' lets the HTTP cache answer with a revalidation (a 304 for a file
    // that is the same), so only what changed is downloaded.
    // index.html is asked for as './', the address the page was most likely opened at.
    const response = kept ?? await fetch(new Request(path === 'index.html' ? './' : path, { cache: 'no-cache' }));
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    await cache.put(path, response);
  }));
  await cache.put(LIST_ENTRY, new Response(JSON.stringify(self.SITE_FILES), { headers: { 'Content-Type': 'application/json' } }));
}

/** The files of this app's other caches, by "path hash", as responses ready to copy. */
async function earlierCopies() {
  const copies = new Map();
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX) || name === CACHE) continue;
    const cache = await caches.open(name);
    const list = await cache.match(LIST_ENTRY);
    if (!list) continue;
    for (const [path, hash] of Object.entries(await list.json())) {
      const response = await cache.match(path);
      if (response) copies.set(`${path} ${hash}`, response);
    }
  }
  return copies;
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      // Only this app's older caches: other apps may share the origin.
      .then((names) => names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE))
      .then((old) => Promise.all(old.map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const sameOrigin = new URL(request.url).origin === self.location.origin;
  if (request.method !== 'GET' || !sameOrigin) return; // the browser's own handling
  event.respondWith(cacheFirst(request));
});

// This version's cache, opened once for all the requests it answers.
let openCache = null;

/**
 * The cached copy, found without the query (the page, whatever its address, is index.html); the
 * network only for a file the cache does not hold (an icon the browser asks for on its own).
 */
async function cacheFirst(request) {
  const { pathname } = new URL(request.url);
  const page = request.mode === 'navigate' && /\/(index\.html)?$/.test(pathname);
  const key = page ? 'index.html' : pathname;
  let kept = inMemory.get(key);
  if (!kept) {
    openCache ??= caches.open(CACHE);
    kept = openCache.then((cache) => (page ? cache.match('index.html') : cache.match(request, { ignoreSearch: true })));
    inMemory.set(key, kept);
  }
  const cached = await kept;
  if (!cached) inMemory.delete(key);
  return cached?.clone() ?? fetch(request);
}

// The responses this worker has found in the cache, kept while it runs, so that the page's next
// load (a reload, a link followed) waits on no trip to the cache storage in the browser process.
const inMemory = new Map();
