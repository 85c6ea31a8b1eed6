#!/usr/bin/env bash
# Builds the WebAssembly module for both places it runs, from one compilation:
#   pkg/web/   ES module with an `init()` step, for browsers, bundlers and workers;
#   pkg/node/  CommonJS module that loads itself on require/import, for Node.js;
# then copies the browser build into www/pkg/ so that www/ is a complete static site.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

build() {
  printf '\033[1m==> wasm-pack build --target %s -> %s\033[0m\n' "$1" "$2"
  wasm-pack --log-level warn build --release --target "$1" --out-dir "$2" --no-pack
  rm -f "$2/.gitignore"
}

build web pkg/web
build nodejs pkg/node
# The package is `"type": "module"`, so the CommonJS build takes the .cjs/.d.cts extensions.
mv pkg/node/sudoku_wasm.js pkg/node/sudoku_wasm.cjs
sed 's/"\.\/sudoku_wasm\.d\.ts"/".\/sudoku_wasm.d.cts"/' pkg/node/sudoku_wasm.cjs > pkg/node/tmp && mv pkg/node/tmp pkg/node/sudoku_wasm.cjs
mv pkg/node/sudoku_wasm.d.ts pkg/node/sudoku_wasm.d.cts

rm -rf www/pkg
mkdir -p www/pkg
cp pkg/web/sudoku_wasm.js pkg/web/sudoku_wasm_bg.wasm www/pkg/

wasm=pkg/web/sudoku_wasm_bg.wasm
printf '    %s: %s bytes, %s gzipped\n' "$wasm" "$(wc -c < "$wasm")" "$(gzip -9c "$wasm" | wc -c)"
