#!/usr/bin/env bash
# Builds the npm package's WebAssembly entry points, each for both places it runs:
#   pkg/<entry>/web/   ES module with an `init()` step, for browsers, bundlers and workers;
#   pkg/<entry>/node/  CommonJS module that loads itself on require/import, for Node.js, with an
#                      ES module entry whose init() has nothing to do (from scripts/node/);
# then copies the browser builds into www/pkg/ so that www/ is a complete static site, and prints
# every entry's sizes.
#
# Adding an entry point: one line in ENTRIES below, naming
#   the entry       its folder under pkg/, and its subpath in package.json's `exports`
#                   ("./<entry>", except the core, which is the package's main entry ".");
#   the feature     the cargo feature that compiles its exports, src/bindings/<entry>.rs (each
#                   entry is built with --no-default-features and only its own feature, so its
#                   .wasm holds nothing of the others; the feature goes into `default` in
#                   Cargo.toml too, so that native `cargo test` covers it);
#   the file name   of its JavaScript and .wasm (`<name>.js`, `<name>_bg.wasm`), unique across
#                   entries since the page keeps them side by side in www/pkg/;
# then the entry's `exports` and `files` in package.json (copy the "./analysis" ones).
#
#   scripts/build.sh --panic-probe   instead builds target/panic-probe/, a Node.js module of the
#                                    core, with its flags, and the `panic_probe` export, for the
#                                    panic-recovery test only
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

#        entry     feature    file name
ENTRIES=(
  "core     core       sudoku_wasm"
  "analysis analysis   sudoku_wasm_analysis"
  "photo    photo      sudoku_wasm_photo"
)

build() {
  local target=$1 out=$2 name=$3
  shift 3
  printf '\033[1m==> wasm-pack build --target %s -> %s/%s\033[0m\n' "$target" "$out" "$name"
  wasm-pack --log-level warn build --release ${WASM_OPT:+--no-opt} --target "$target" \
    --out-dir "$out" --out-name "$name" --no-pack -- --no-default-features "$@"
  if [ -n "${WASM_OPT:-}" ]; then
    # shellcheck disable=SC2086 # the flags are words
    wasm-opt "$out/${name}_bg.wasm" $WASM_OPT -o "$out/${name}_bg.wasm"
  fi
  # The imports' names without wasm-bindgen's hashes, in the module and the glue (the script says
  # why).
  node scripts/import-names.mjs "$out/${name}_bg.wasm" "$out/$name.js"
  if [ -n "${APPEND_JS:-}" ]; then
    # Calls written in JavaScript, exported by the glue as its own (the file's first definition
    # names them), without the comments, which are for whoever reads the file.
    local names
    names=$(sed -n 's/^const { \(.*\) } = .*/\1/p' "$APPEND_JS")
    perl -ne 'print unless m{^\s*//}' "$APPEND_JS" >> "$out/$name.js"
    if [ "$target" = web ]; then
      echo "export { $names };" >> "$out/$name.js"
    else
      # One assignment per name, as wasm-bindgen writes its own: the form Node.js reads to let an
      # ES module import CommonJS's exports by name.
      for export in ${names//,/ }; do
        echo "exports.$export = $export;" >> "$out/$name.js"
      done
    fi
  fi
  rm -f "$out/.gitignore" "$out/${name}_bg.wasm.d.ts"
  # The exports' documentation stays in the .d.ts, where editors show it; in the JavaScript it
  # would be a third of the glue's download.
  perl -0pi -e 's{^[ \t]*/\*\*.*?\*/\n}{}gms' "$out/$name.js"
}

# The package is `"type": "module"`, so the CommonJS build takes the .cjs/.d.cts extensions;
# `import` gets an ES module beside it (scripts/node/, with the entry's file name filled in) that
# adds the browser build's init steps.
build_node() {
  local out=$1 name=$2
  shift 2
  build nodejs "$out" "$name" "$@"
  sed "s/\"\\.\\/$name\\.d\\.ts\"/\".\\/$name.d.cts\"/" "$out/$name.js" > "$out/$name.cjs"
  mv "$out/$name.d.ts" "$out/$name.d.cts"
  rm "$out/$name.js"
  sed "s/\bENTRY\b/$name/g" scripts/node/entry.mjs > "$out/$name.mjs"
  sed "s/\bENTRY\b/$name/g" scripts/node/entry.d.mts > "$out/$name.d.mts"
}

# The core's flags, for its build in target folder $1.
core_flags() {
  # The core's module without LLVM's loop vectoriser, which widened the readers' loops over
  # text into SIMD code: 210 of its compressed bytes, and the engine (whose SIMD is written by
  # hand) runs the same instructions per call without it (docs/development.md). These flags
  # replace .cargo/config.toml's for wasm32, so its `+simd128` is repeated; a target folder of
  # its own (`$1`) keeps the other entries' builds from being redone with each flag change. The
  # module's data go first in its memory, at 1 KiB, and its stack of 1 MiB above them, rather
  # than the stack first and the data above 1 MiB: each address the code names is then a
  # number of two bytes rather than three (100 compressed bytes). The stack would grow into
  # the data rather than trap, but the core's deepest is a few tens of kilobytes (the search's
  # frames of 256 bytes, 81 deep at most; the JSON reader's depth is capped at 8).
  export RUSTFLAGS="-C target-feature=+simd128 -C no-vectorize-loops -C link-arg=--no-stack-first"
  export CARGO_TARGET_DIR=$1
  # wasm-opt run here rather than by wasm-pack (Cargo.toml's flags, for the other entries):
  # merging functions that differ only in constants, and binaryen's -O3, take 175 more
  # compressed bytes off the core's module; the engine's functions come out the same
  # instructions (docs/development.md). `--low-memory-unused` lets binaryen fold a constant
  # added to an address into the load or store (70 bytes), which is sound when no access
  # falls below address 1024: the linker leaves that first kilobyte empty, the module's data
  # and stack lie above it, and its allocator takes pages above them.
  export WASM_OPT="--low-memory-unused --merge-similar-functions -O3 --converge --strip-producers --strip-target-features"
  # The core's calls, JavaScript around its exports (src/bindings/mailbox.rs says why).
  export APPEND_JS=src/bindings/core.js
}

if [ "${1:-}" = "--panic-probe" ]; then
  # The core as it ships, with the export that panics on purpose.
  core_flags target/panic-probe-entry
  build_node target/panic-probe sudoku_wasm --features core,panic-probe
  exit
fi

rm -rf pkg www/pkg
mkdir -p www/pkg
for line in "${ENTRIES[@]}"; do
  read -r entry feature name <<< "$line"
  (
    if [ "$entry" = core ]; then
      core_flags target/core-entry
    fi
    build web "pkg/$entry/web" "$name" --features "$feature"
    build_node "pkg/$entry/node" "$name" --features "$feature"
  )
  cp "pkg/$entry/web/$name.js" "pkg/$entry/web/${name}_bg.wasm" www/pkg/
done

gzipped() { gzip -9c "$1" | wc -c; }
printf '\033[1m==> sizes (bytes, and gzip -9)\033[0m\n'
for line in "${ENTRIES[@]}"; do
  read -r entry feature name <<< "$line"
  wasm=pkg/$entry/web/${name}_bg.wasm glue=pkg/$entry/web/$name.js
  printf '    %-9s .wasm %7s (%6s gzipped)   JavaScript %6s (%5s gzipped)\n' "$entry" \
    "$(wc -c < "$wasm")" "$(gzipped "$wasm")" "$(wc -c < "$glue")" "$(gzipped "$glue")"
done

# The service worker's list of the site's files, with a hash of each (www/site-files.js).
node scripts/site-files.mjs
