// An entry point's module for `import` in Node.js (scripts/build.sh writes one per entry, naming
// its CommonJS build where this template names it): the CommonJS build, which has loaded its .wasm by
// the time it is imported, and the browser build's `init()` and `initSync()` as steps with nothing
// left to do, so that code written for browsers and bundlers also runs in Node.js (test runners,
// server-side rendering).
export * from './ENTRY.cjs';

/** Resolves at once: in Node.js the module is ready when imported. */
export default async function init() {}

/** Does nothing: in Node.js the module is ready when imported. */
export function initSync() {}
