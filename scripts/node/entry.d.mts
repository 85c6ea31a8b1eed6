// Types of an entry point's Node.js `import` module (scripts/node/entry.mjs): the CommonJS
// build's, and the browser build's init steps, which have nothing to do in Node.js.
export * from './ENTRY.cjs';

/** Resolves at once: in Node.js the module is ready when imported. Accepts and ignores what the
 * browser build's `init()` takes, so that the same call compiles for both. */
export default function init(options?: unknown): Promise<void>;

/** Does nothing: in Node.js the module is ready when imported. */
export function initSync(options?: unknown): void;
