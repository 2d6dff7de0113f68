#!/bin/bash
# Reproduces the 33 values of Kalah(m,n) up to 50 counters published by Irving, Donkers and
# Uiterwijk, "Solving Kalah", ICGA Journal 23(3), 2000 (Tables 9 and 10), with `mancala solve`
# on the paper's rules (rulesets/kalah-empty-capture.toml), one after another.
#
#   cargo build --release && benches/kalah-paper-table.sh [MEMORY_MB]
#
# Prints one line per instance (the value found, the paper's, the time) and exits non-zero if
# any value differs.
set -u
memory=${1:-2048}
bin=${MANCALA:-target/release/mancala}
# m n value, in the paper's order (by counters).
paper="1 1 0; 1 2 -2; 2 1 2; 1 3 6; 3 1 0; 1 4 -2; 2 2 -2; 4 1 2; 1 5 2; 5 1 0; 1 6 0;
2 3 -2; 3 2 4; 6 1 2; 2 4 -12; 4 2 6; 3 3 2; 2 5 6; 5 2 0; 2 6 8; 3 4 2; 4 3 8; 6 2 10;
3 5 6; 5 3 8; 4 4 2; 3 6 -10; 6 3 2; 4 5 2; 5 4 12; 4 6 0; 6 4 10; 5 5 2"
failed=0
start=$(date +%s.%N)
lscpu | grep "Model name"
printf '%-10s %8s %6s %6s %9s\n' instance counters value paper seconds
while read -r -d ';' m n want || [ -n "${m:-}" ]; do
  [ -z "${m:-}" ] && break
  t0=$(date +%s.%N)
  got=$("$bin" solve kalah-empty-capture --set board.houses-per-player="$m" \
    --set board.seeds-per-house="$n" --memory "$memory" --json | grep '"value"' | tr -dc -- '-0-9')
  t1=$(date +%s.%N)
  mark=""
  if [ "$got" != "$want" ]; then mark="  DIFFERS"; failed=1; fi
  printf '%-10s %8d %6s %6s %9.2f%s\n' "($m,$n)" $((2 * m * n)) "$got" "$want" \
    "$(echo "$t1 - $t0" | bc)" "$mark"
  m=""
done <<< "$paper;"
printf 'all 33 in %.1f s\n' "$(echo "$(date +%s.%N) - $start" | bc)"
exit $failed
