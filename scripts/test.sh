#!/usr/bin/env bash
# Runs every test layer, installing whatever is missing first. Stops at the first failing layer
# and exits non-zero; a layer that runs no test at all counts as a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

layer() { printf '\n\033[1m==> %s\033[0m\n' "$*"; }

# wasm-pack test prints "skipping" and exits 0 when no test suits the chosen runner, so its
# output is checked for a real pass.
wasm_tests() {
  local log
  log=$(mktemp)
  wasm-pack --log-level warn test "$@" -- --test web --test analysis_web 2>&1 | tee "$log"
  if grep -q 'skipping' "$log" || ! grep -q '^test result: ok\. [1-9]' "$log"; then
    echo "error: wasm-pack test $* ran no tests" >&2
    exit 1
  fi
}

layer "Set-up"
bash scripts/setup.sh --browser --fuzz

layer "Formatting and lints (cargo fmt, cargo clippy)"
cargo fmt --check
cargo clippy --all-targets --quiet -- -D warnings
cargo clippy --target wasm32-unknown-unknown --lib --tests --quiet -- -D warnings

layer "Native tests (cargo test)"
cargo test

layer "Fuzzing the entry points for 30 seconds"
bash scripts/fuzz.sh 30

layer "Build the WebAssembly module"
bash scripts/build.sh

layer "WebAssembly tests under Node.js"
wasm_tests --node
bash scripts/build.sh --panic-probe
node --test --test-reporter=spec tests/node/

layer "WebAssembly tests in headless Chromium"
WASM_BINDGEN_USE_BROWSER=1 wasm_tests --headless --chrome

layer "Page tests in headless Chromium"
node --test --test-reporter=spec tests/page/

layer "npm package in consumer projects (Node.js, TypeScript, Vite, webpack)"
rm -rf dist && mkdir dist
npm pack --pack-destination dist --silent
node --test --test-reporter=spec tests/consumers/

printf '\n\033[1mAll test layers passed.\033[0m\n'
