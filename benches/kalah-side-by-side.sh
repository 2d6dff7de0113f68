#!/bin/bash
# Kalah under the paper's rules (Irving, Donkers and Uiterwijk 2000), solved from nothing by
# `mancala solve` and by the C solver of shared/solver, interleaved round by round, so that the
# two are timed on the same machine under the same load. Each run builds its own endgame
# database.
#
#   cargo build --release && (cd ../shared/solver && make) && benches/kalah-side-by-side.sh
#
# Environment: HOUSES and SEEDS (default 6 and 4), ROUNDS (3), MEMORY (the `--memory` values of
# our runs, default "192 256 1024"), MANCALA (target/release/mancala), KALAH_SOLVE
# (../shared/solver/kalah_solve). Prints the CPU, then one line per run: the value, positions,
# database, time and resident memory.
set -u
houses=${HOUSES:-6}
seeds=${SEEDS:-4}
rounds=${ROUNDS:-3}
memory=${MEMORY:-192 256 1024}
bin=${MANCALA:-target/release/mancala}
csolver=${KALAH_SOLVE:-../shared/solver/kalah_solve}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
lscpu | grep "Model name"
uptime
for r in $(seq "$rounds"); do
  for m in $memory; do
    /usr/bin/time -f "wall %e s, max RSS %M KB" "$bin" solve kalah-empty-capture \
      --set board.houses-per-player="$houses" --set board.seeds-per-house="$seeds" \
      --memory "$m" --json >"$out/ours.json" 2>"$out/ours.err"
    echo "round $r ours --memory $m: $(grep -E '"value"|"nodes"|"pieces"|build_sec|"seconds"' \
      "$out/ours.json" | tr -d ' \n') $(tail -1 "$out/ours.err")"
  done
  /usr/bin/time -f "wall %e s, max RSS %M KB" "$csolver" solve "$houses" "$seeds" \
    --rules paper -q >"$out/c.out" 2>"$out/c.err"
  echo "round $r C: $(head -1 "$out/c.out") $(tail -1 "$out/c.err")"
done
