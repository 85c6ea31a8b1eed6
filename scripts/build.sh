#!/usr/bin/env bash
# Builds the WebAssembly module twice from one compilation: for browsers and bundlers
# (`pkg/web`, an ES module with an init function) and for Node.js (`pkg/node`), then copies the
# browser build into `www/pkg/` so that `www/` is a complete static site.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

for target in web nodejs; do
  out="pkg/${target%js}"
  printf '\033[1m==> wasm-pack build --target %s -> %s\033[0m\n' "$target" "$out"
  wasm-pack --log-level warn build --release --target "$target" --out-dir "$out"
done

rm -rf www/pkg
mkdir -p www/pkg
cp pkg/web/sudoku_wasm.js pkg/web/sudoku_wasm_bg.wasm www/pkg/
printf '    www/pkg/sudoku_wasm_bg.wasm: %s bytes\n' "$(wc -c < www/pkg/sudoku_wasm_bg.wasm)"
