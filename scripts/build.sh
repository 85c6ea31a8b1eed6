#!/usr/bin/env bash
# Builds the WebAssembly module for both places it runs, from one compilation:
#   pkg/web/   ES module with an `init()` step, for browsers, bundlers and workers;
#   pkg/node/  CommonJS module that loads itself on require/import, for Node.js, with an ES module
#              entry whose init() has nothing to do;
# then copies the browser build into www/pkg/ so that www/ is a complete static site.
#
#   scripts/build.sh --panic-probe   instead builds target/panic-probe/, a Node.js module with
#                                    the `panic_probe` export, for the panic-recovery test only
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

build() {
  local target=$1 out=$2
  shift 2
  printf '\033[1m==> wasm-pack build --target %s -> %s\033[0m\n' "$target" "$out"
  wasm-pack --log-level warn build --release --target "$target" --out-dir "$out" --no-pack -- "$@"
  rm -f "$out/.gitignore"
}

# The package is `"type": "module"`, so the CommonJS build takes the .cjs/.d.cts extensions;
# `import` gets an ES module beside it (scripts/node/) that adds the browser build's init steps.
build_node() {
  local out=$1
  shift
  build nodejs "$out" "$@"
  sed 's/"\.\/sudoku_wasm\.d\.ts"/".\/sudoku_wasm.d.cts"/' "$out/sudoku_wasm.js" > "$out/sudoku_wasm.cjs"
  mv "$out/sudoku_wasm.d.ts" "$out/sudoku_wasm.d.cts"
  rm "$out/sudoku_wasm.js"
  cp scripts/node/sudoku_wasm.mjs scripts/node/sudoku_wasm.d.mts "$out/"
}

if [ "${1:-}" = "--panic-probe" ]; then
  build_node target/panic-probe --features panic-probe
  exit
fi

build web pkg/web
build_node pkg/node

rm -rf www/pkg
mkdir -p www/pkg
cp pkg/web/sudoku_wasm.js pkg/web/sudoku_wasm_bg.wasm www/pkg/

wasm=pkg/web/sudoku_wasm_bg.wasm
printf '    %s: %s bytes, %s gzipped\n' "$wasm" "$(wc -c < "$wasm")" "$(gzip -9c "$wasm" | wc -c)"

# The service worker's list of the site's files, with a hash of each (www/site-files.js).
node scripts/site-files.mjs
