#!/usr/bin/env bash
# Installs what building and testing need, skipping whatever is already present.
#
#   scripts/setup.sh            the build tools: wasm32 target, wasm-pack, wasm-bindgen-cli, npm packages
#   scripts/setup.sh --browser  also Debian's chromium and chromium-driver, for the browser tests
#   scripts/setup.sh --fuzz     also cargo-fuzz, for the fuzzing run
#
# Only package registries are reachable (crates.io, npm, Debian), so every tool comes from one of
# them; wasm-pack never downloads anything itself because a matching wasm-bindgen is on PATH and
# wasm-opt comes from the npm package `binaryen` (Debian's binaryen 108 emits broken modules).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

browser=false fuzz=false
for option in "$@"; do
  case "$option" in
    --browser) browser=true ;;
    --fuzz) fuzz=true ;;
    *) echo "usage: scripts/setup.sh [--browser] [--fuzz]" >&2; exit 2 ;;
  esac
done

step() { printf '\033[1m==> %s\033[0m\n' "$*"; }
ok() { printf '    %s\n' "$*"; }

step "Rust target wasm32-unknown-unknown"
if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  ok "present"
else
  rustup target add wasm32-unknown-unknown
fi

step "Rust components clippy and rustfmt"
if cargo clippy --version >/dev/null 2>&1 && cargo fmt --version >/dev/null 2>&1; then
  ok "present"
else
  rustup component add clippy rustfmt
fi

step "wasm-pack"
if command -v wasm-pack >/dev/null; then
  ok "present: $(wasm-pack --version)"
else
  ok "installing from crates.io (about 2 minutes)"
  cargo install wasm-pack --locked
fi

# wasm-bindgen-cli must be exactly the version of the wasm-bindgen crate in Cargo.lock.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3 }' Cargo.lock)
step "wasm-bindgen-cli $bindgen_version"
if [ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $bindgen_version" ]; then
  ok "present"
else
  ok "installing from crates.io (about 3 minutes)"
  cargo install wasm-bindgen-cli --version "$bindgen_version" --locked --force \
    || cargo install wasm-bindgen-cli --version "$bindgen_version" --force
fi

if $fuzz; then
  step "cargo-fuzz"
  if command -v cargo-fuzz >/dev/null; then
    ok "present: $(cargo fuzz --version)"
  else
    ok "installing from crates.io (about 3 minutes)"
    cargo install cargo-fuzz --locked
  fi
fi

if $browser; then
  step "Chromium and ChromeDriver"
  if command -v chromium >/dev/null && command -v chromedriver >/dev/null; then
    ok "present: $(chromium --version 2>/dev/null)"
  else
    sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-driver
  fi
fi

step "npm packages"
if [ -f node_modules/.package-lock.json ] && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  ok "present"
else
  npm ci --no-audit --no-fund
fi
