export default {
  // The module finds its .wasm with `new URL(..., import.meta.url)`; pre-bundling would move
  // the JavaScript away from it in the dev server, so the package is left as it is.
  optimizeDeps: { exclude: ['sudoku-wasm'] },
};
