// The service worker: keeps a copy of every file of the site so the page loads and solves with
// no network after the first visit.
//
// Strategy: network first, cache as fallback. Online, a visitor always gets the files that are
// deployed now (a new build of the page and the .wasm never mix with old ones); the copy in the
// cache is refreshed on the way. Offline, or when the network stalls, the cached copy answers.
// SITE_FILES must list every file the page needs; the page tests check it against www/.

const CACHE_PREFIX = 'sudoku-solver-';
const CACHE = `${CACHE_PREFIX}v2`;
const NETWORK_TIMEOUT_MS = 4000;

const SITE_FILES = [
  './',
  'index.html',
  'styles.css',
  'manifest.webmanifest',
  'icons/icon.svg',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
  'js/board.js',
  'js/chain-links.js',
  'js/examples.js',
  'js/hints.js',
  'js/link.js',
  'js/main.js',
  'js/new-puzzle.js',
  'js/offline.js',
  'js/pencil-marks.js',
  'js/solver-client.js',
  'js/solver-worker.js',
  'js/state.js',
  'js/status.js',
  'js/sudoku.js',
  'pkg/sudoku_wasm.js',
  'pkg/sudoku_wasm_bg.wasm',
];

self.addEventListener('install', (event) => {
  // cache: 'reload' skips the HTTP cache, so the copy kept is the deployed file.
  const requests = SITE_FILES.map((path) => new Request(path, { cache: 'reload' }));
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(requests)).then(() => self.skipWaiting()),
  );
});

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
  event.respondWith(networkFirst(event));
});

async function networkFirst(event) {
  const { request } = event;
  const cache = await caches.open(CACHE);
  const network = fetch(request).then((response) => {
    if (response.status === 200) event.waitUntil(cache.put(request, response.clone()).catch(() => {}));
    return response;
  });
  try {
    return await withTimeout(network, NETWORK_TIMEOUT_MS);
  } catch {
    // Offline or stalled: the cached copy. A page address with a different query still gets the
    // page. With no copy at all, wait for the network's own answer or error, however slow.
    const cached = (await cache.match(request, { ignoreSearch: true }))
      ?? (request.mode === 'navigate' ? await cache.match('./') : undefined);
    return cached ?? network;
  }
}

function withTimeout(promise, milliseconds) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the network is too slow')), milliseconds);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
