#!/usr/bin/env bash
# Fuzzes the public entry points with libFuzzer (cargo fuzz) for a number of seconds (default 30),
# split evenly between the two targets: `solver` (reading, solving, counting, validating: thousands
# of inputs a second) and `analysis` (pencil marks, logical steps, rating, hints: a few dozen).
#
#   scripts/fuzz.sh          the short run of the test command
#   scripts/fuzz.sh 3600     a longer hunt; run it before a release
#
# Each target's corpus starts from a few hundred real puzzles in their accepted formats. A crash
# leaves its input in fuzz/artifacts/<target>/ and fails the run: add that input to the native
# tests as a regression test, fix the bug, and keep the test.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
seconds=${1:-30}
puzzles=${SUDOKU_PUZZLES:-../shared/puzzles}

bash scripts/setup.sh --fuzz

# seed CORPUS: a few hundred puzzles of the shared sets, a JSON board and a framed grid.
seed() {
  local corpus=$1 i=0 file line
  echo "==> seeding $corpus from $puzzles"
  for file in top95.txt hardest11.txt easy50.txt solution_counts.txt; do
    while IFS= read -r line; do
      i=$((i + 1))
      printf '%s' "${line%%:*}" > "$corpus/seed-$i"
    done < "$puzzles/$file"
  done
  printf '[["5","3",".",".","7",".",".",".","."],["6",".",".","1","9","5",".",".","."]]' > "$corpus/json-board"
  printf '+-------+\n| 5 3 . |\n' > "$corpus/framed"
}

for target in solver analysis; do
  corpus=fuzz/corpus/$target
  mkdir -p "$corpus"
  [ -n "$(ls -A "$corpus")" ] || seed "$corpus"
  echo "==> cargo fuzz run $target for $((seconds / 2))s"
  # cargo fuzz needs nightly compiler flags; RUSTC_BOOTSTRAP lets the stable toolchain accept them.
  RUSTC_BOOTSTRAP=1 cargo fuzz run "$target" "$corpus" -- \
    -max_total_time="$((seconds / 2))" -max_len=4096 -timeout=5 -rss_limit_mb=1024 -print_final_stats=1
done
