#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each (default 60), corpora seeded from the project's files.
#   fuzz/run.sh 1800          # 30 minutes per target
# Needs cargo-fuzz (cargo install cargo-fuzz); on a stable toolchain RUSTC_BOOTSTRAP=1 lets it
# use the sanitizer flags. A crash is saved under fuzz/artifacts/TARGET/: turn it into a
# regression test before fixing it.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-60}
export RUSTC_BOOTSTRAP=1
mkdir -p corpus/ruleset_toml corpus/game_record corpus/move_notation corpus/random_moves
cp ../rulesets/*.toml ../tests/fixtures/bad/*.toml corpus/ruleset_toml/
cargo build -q --release --manifest-path ../Cargo.toml
for id in $(../target/release/mancala rules list | cut -d' ' -f1); do
  extra=""; [ "$id" = sungka-3p ] && extra="--seat 2=random"
  # shellcheck disable=SC2086
  ../target/release/mancala play "$id" --south random --north random $extra --seed 1 \
    --save "corpus/game_record/$id.json" </dev/null >/dev/null
done
i=0
for move in 1R 4L 3P 2T 9Z 4 11 3R2 9B S4 12 7 "" "1 R" 3X 3R9; do
  i=$((i + 1)); printf '%b%s' "\\x$(printf %02x $((i * 17 % 256)))" "$move" > "corpus/move_notation/seed$i"
done
# Every move the snapshots show, as seen by players of each family.
grep -ho "plays [^ ]*" ../snapshots/*.snap | cut -d' ' -f2 | sort -u | while read -r move; do
  i=$((i + 1)); printf '%b%s' "\\x$(printf %02x $((i % 256)))" "$move" > "corpus/move_notation/snap$i"
done
head -c 4096 /dev/urandom > corpus/random_moves/seed1 2>/dev/null || true
for t in ruleset_toml move_notation game_record random_moves; do
  echo "== $t for ${seconds}s"
  cargo fuzz run "$t" "corpus/$t" -- -max_total_time="$seconds" -print_final_stats=1 2>&1 | grep -E "stat::number_of_executed_units|ERROR|SUMMARY|Done" || true
done
