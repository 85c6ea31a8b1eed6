// Registers the service worker (sw.js) that keeps the page, its scripts and the solver module in
// the browser's cache, so the page loads and solves with no network after the first visit.

/** Resolves true once the page is available offline; false where that is not possible. */
export async function enableOffline() {
  if (!('serviceWorker' in navigator)) return false; // e.g. an http:// address other than localhost
  try {
    await navigator.serviceWorker.register(new URL('../sw.js', import.meta.url), { updateViaCache: 'none' });
    await navigator.serviceWorker.ready;
    return true;
  } catch (error) {
    console.warn('Offline use is not available:', error);
    return false;
  }
}
