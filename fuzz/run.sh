#!/usr/bin/env bash
# Runs the fuzz targets one after the other, each for SECONDS (default 60) or, with --runs N,
# until it has tried N inputs, whichever comes first. The corpora are seeded from the project's
# own files (rulesets, broken-file fixtures, saved games, comparison reports, the examples of
# the README and the book).
#
#   fuzz/run.sh                                    every target for 60 s
#   fuzz/run.sh 1800 --runs 10000000               every target: 10 million inputs or 30 min
#   fuzz/run.sh 300 agent_spec compare_report      two targets, 5 minutes each
#   fuzz/run.sh --list                             the targets
#
# For each target it prints the inputs tried, the time, the rate and whether it crashed (the
# full log is fuzz/logs/TARGET.log). A crash, a hang (an input taking over 30 s) or an input
# needing over 2 GB is saved under fuzz/artifacts/TARGET/: make it a regression test before
# fixing it. Exit status: 0 when no target crashed, 1 when one did, 2 when something needed is
# missing or a target does not build.
#
# Needs: cargo (https://rustup.rs), a C++ compiler (libFuzzer is C++) and cargo-fuzz, which is
# installed from crates.io when missing. cargo fuzz builds with AddressSanitizer, a flag of
# nightly compilers: with a stable or beta toolchain this sets RUSTC_BOOTSTRAP=1 (which lets
# that compiler accept it); to build with a nightly instead, run RUSTUP_TOOLCHAIN=nightly
# fuzz/run.sh. FUZZ_SANITIZER=none builds without a sanitizer (faster, needs no nightly flag).
set -euo pipefail
cd "$(dirname "$0")"
self=$(basename "$0")

usage() { sed -n '2,/^set -euo/p' "$self" | sed '$d; s/^# \{0,1\}//'; }
die() {
  echo "fuzz/run.sh: $*" >&2
  exit 2
}

# All in one function, read whole before it runs, and exit on the line that calls it: editing
# this file during a long run does not upset the run.
main() {
seconds=60
runs=""
list=false
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    -h | --help) usage; exit 0 ;;
    --list) list=true ;;
    --runs)
      [ $# -ge 2 ] || die "--runs needs a number of inputs, like --runs 10000000"
      runs=$2
      shift
      ;;
    --runs=*) runs=${1#--runs=} ;;
    -*) die "unknown option \`$1\`; see fuzz/run.sh --help" ;;
    *[!0-9]*) targets+=("$1") ;;
    *) seconds=$1 ;;
  esac
  shift
done
[[ $seconds =~ ^[1-9][0-9]*$ ]] || die "SECONDS must be a whole number from 1, got \`$seconds\`"
[ -z "$runs" ] || [[ $runs =~ ^[1-9][0-9]*$ ]] ||
  die "--runs must be a whole number from 1, got \`$runs\`"

# ----- what the targets need -----

command -v cargo >/dev/null ||
  die "cargo is not installed: install Rust with rustup (https://rustup.rs), then run this again"
if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "fuzz/run.sh: cargo-fuzz is not installed; installing it: cargo install cargo-fuzz --locked" >&2
  cargo install cargo-fuzz --locked ||
    die "could not install cargo-fuzz; install it yourself with \`cargo install cargo-fuzz --locked\` (it needs network access to crates.io), then run this again"
fi
cxx=""
for c in "${CXX:-}" c++ g++ clang++; do
  if [ -n "$c" ] && command -v "$c" >/dev/null; then
    cxx=$c
    break
  fi
done
[ -n "$cxx" ] || die "no C++ compiler found (libFuzzer is C++): install one, e.g. \`apt-get install g++\` (Debian, Ubuntu), \`dnf install gcc-c++\` (Fedora) or \`xcode-select --install\` (macOS), then run this again"
sanitizer=${FUZZ_SANITIZER:-address}
case "$sanitizer" in
  address | leak | memory | thread | none) ;;
  *) die "FUZZ_SANITIZER must be address, leak, memory, thread or none, got \`$sanitizer\`" ;;
esac
rustc_version=$(rustc --version)
if [[ $rustc_version != *-nightly* ]] && [ "$sanitizer" != none ]; then
  export RUSTC_BOOTSTRAP=1
  bootstrap="$rustc_version is not a nightly: RUSTC_BOOTSTRAP=1 lets it take the sanitizer flag"
fi

all=$(cargo fuzz list)
if $list; then
  echo "$all"
  exit 0
fi
if [ ${#targets[@]} -eq 0 ]; then
  # The order of a long run: game_record, whose files change most, comes last.
  targets=(agent_spec move_notation compare_report ruleset_toml random_moves shard_spec cli_args
    ruleset_copy engine_session serve_room room_files game_record)
  for t in $all; do
    [[ " ${targets[*]} " == *" $t "* ]] || targets+=("$t")
  done
fi
for t in "${targets[@]}"; do
  grep -qx "$t" <<<"$all" || die "no fuzz target \`$t\`; the targets are: $(echo $all)"
done

# ----- seed corpora from the project's files -----

target_dir=$(cd .. && cargo metadata --format-version 1 --no-deps |
  grep -o '"target_directory":"[^"]*"' | cut -d'"' -f4)
cargo build -q --release --manifest-path ../Cargo.toml
mancala="$target_dir/release/mancala"
seed_dir() { mkdir -p "corpus/$1" && echo "corpus/$1"; }

# Ruleset files: the shipped ones and the broken fixtures.
dir=$(seed_dir ruleset_toml)
cp ../rulesets/*.toml ../tests/fixtures/bad/*.toml "$dir/"

# Saved games, one per shipped ruleset.
dir=$(seed_dir game_record)
for id in $("$mancala" rules list | cut -d' ' -f1); do
  extra=""
  [ "$id" = sungka-3p ] && extra="--seat 2=random"
  # shellcheck disable=SC2086
  "$mancala" play "$id" --south random --north random $extra --seed 1 \
    --save "$dir/$id.json" </dev/null >/dev/null
done

# Moves: the first byte picks the ruleset and how far into the game.
dir=$(seed_dir move_notation)
i=0
for move in 1R 4L 3P 2T 9Z 4 11 3R2 9B S4 12 7 "" "1 R" 3X 3R9; do
  i=$((i + 1))
  printf '%b%s' "\\x$(printf %02x $((i * 17 % 256)))" "$move" >"$dir/seed$i"
done
# Every move the snapshots show, as seen by players of each family.
grep -ho "plays [^ ]*" ../snapshots/*.snap | cut -d' ' -f2 | sort -u | while read -r move; do
  i=$((i + 1))
  printf '%b%s' "\\x$(printf %02x $((i % 256)))" "$move" >"$dir/snap$i"
done

dir=$(seed_dir random_moves)
head -c 4096 /dev/urandom >"$dir/seed1"

# Seats: every kind the program names, the examples of the README, the book and tests, and extremes.
dir=$(seed_dir agent_spec)
{
  echo "human random greedy easy medium hard alphabeta:64 alphabeta:65 mcts:1000000 mcts:1000001"
  echo "alphabeta:6 mcts:500ms alphabeta:4@2s mcts:500@100ms ab:3 alpha-beta:2s mcts:600s mcts:601s"
  echo "alphabeta:0 mcts:0 mcts:0s alphabeta:18446744073709551616 mcts:18446744073709551615ms"
  grep -rhoE "(alphabeta|alpha-beta|ab|mcts):[0-9a-z@]+" ../README.md ../docs/src/*.md ../tests ../src ../crates | sort -u
} | tr ' ' '\n' | grep -v '^$' | sort -u | {
  i=0
  while read -r seat; do
    i=$((i + 1))
    printf '%s' "$seat" >"$dir/seat$i"
  done
}

# Comparison reports: shards as `compare --json` writes them, several to a file separated by
# NUL bytes (the target merges them), and the reports of an earlier version kept in the tests.
dir=$(seed_dir compare_report)
"$mancala" compare kalah --games 20 --seed 1 --json >"$dir/whole.json" 2>/dev/null
"$mancala" compare kalah --games 20 --seed 1 --shard 1/1 --json >"$dir/one-of-one.json" 2>/dev/null
for k in 1 2; do
  "$mancala" compare kalah oware-abapa --games 12 --seed 7 --agents random,greedy \
    --shard "$k/2" --json >"$dir/.two-$k" 2>/dev/null
  "$mancala" compare sungka-3p --games 9 --seed 3 --opening 2 --shard "$k/2" --json \
    >"$dir/.three-$k" 2>/dev/null
done
{ cat "$dir/.two-1"; printf '\0'; cat "$dir/.two-2"; } >"$dir/two-shards.json"
{ cat "$dir/.three-2"; printf '\0'; cat "$dir/.three-1"; } >"$dir/three-players.json"
{ cat "$dir/.two-1"; printf '\0'; cat "$dir/.three-2"; } >"$dir/other-comparisons.json"
rm -f "$dir"/.two-* "$dir"/.three-*
{ cat ../tests/fixtures/compare-0.1.0/shard-1-of-2.json; printf '\0'
  cat ../tests/fixtures/compare-0.1.0/shard-2-of-2.json; } >"$dir/version-0.1.0.json"

# `--shard`, `--shards` and the batch systems' variables, a line each.
dir=$(seed_dir shard_spec)
printf '3/8' >"$dir/given"
printf '1/100000' >"$dir/most"
printf '100001/100001' >"$dir/too-many"
printf ' 1/2' >"$dir/space"
printf 'auto\n\nSLURM_ARRAY_TASK_ID=3\nSLURM_ARRAY_TASK_COUNT=4\nSLURM_ARRAY_TASK_MIN=1\nSLURM_ARRAY_TASK_MAX=4\nSLURM_ARRAY_TASK_STEP=1' >"$dir/slurm"
printf 'auto\n4\nSLURM_ARRAY_TASK_ID=0\nSLURM_ARRAY_TASK_COUNT=4\nSLURM_ARRAY_TASK_MIN=0' >"$dir/slurm-shards"
printf 'auto\n16\nJOB_COMPLETION_INDEX=15' >"$dir/kubernetes"
printf 'AUTO\n\nJOB_COMPLETION_INDEX=1\nSLURM_ARRAY_TASK_ID=2' >"$dir/both"

# Command lines (arguments separated by NUL bytes): the examples of the README and the book,
# and every option that reads a value.
dir=$(seed_dir cli_args)
i=0
{
  grep -hoE '`mancala [^`]*`' ../README.md ../docs/src/*.md | tr -d '`' | sed 's/^mancala //'
  grep -hoE 'cargo run --release -- [^|>]*' ../README.md ../docs/src/*.md | sed 's/^cargo run --release -- //'
  grep -hoE '^ *(\$ )?mancala [^#|>\\]*' ../README.md ../docs/src/*.md | sed -E 's/^ *(\$ )?mancala //'
  cat <<'EOF'
play kalah --south alphabeta:4@2s --north mcts:500ms --first north --seed 3
play sungka-3p --seat 2=random --seat 0=greedy --hint-time 500ms
play --load game.json --save game.json --color never --explain
replay kalah --moves 1R,3L --first 1 --json
compare kalah oware-abapa --games 100 --agents random,greedy --opening 4 --seed 1 --shard 2/8 --json
compare kalah --seed 1 --shard auto --shards 4 --jobs 2 --csv
merge a.json b.json --csv
tournament kalah --agents easy,medium,mcts:100 --games 10 --opening auto
bench kalah --seconds 0.5 --threads 2 --json
bench kalah --games 10 --seed 9
rules new my-variant.toml --from kalah --force
rules check a.toml b.toml --json
completions bash
man --dir out
EOF
} | sort -u | while read -r line; do
  read -ra words <<<"$line"
  i=$((i + 1))
  printf '%s\0' "${words[@]}" | head -c -1 >"$dir/line$i"
done

# `rules new`: the new id on the first line, then the file to copy from (its id made `source`,
# the name of the file the target writes, so that it loads).
dir=$(seed_dir ruleset_copy)
for f in ../rulesets/*.toml; do
  name=$(basename "$f" .toml)
  { echo "my-$name"; sed 's/^id = .*/id = "source"/' "$f"; } >"$dir/$name"
  { echo "my-$name"; grep -v '^id = ' "$f"; } >"$dir/$name-no-id"
done
{ echo "kalah"; cat ../rulesets/kalah.toml; } >"$dir/shipped-id"
{ echo "Not An Id"; cat ../rulesets/kalah.toml; } >"$dir/bad-id"
printf 'kalha\n' >"$dir/misspelt"

# `mancala engine`: the client's lines of the protocol's transcript, and sessions of each command.
dir=$(seed_dir engine_session)
grep '^> ' ../docs/src/engine-protocol.md | cut -c3- >"$dir/transcript"
printf 'mancala 1\nisready\nrulesets\nruleset kalah\nlegal\nposition start first 1 moves 1 2\nshow\ngo depth 3\nisready\nstop\nplay 3\ngo mcts iterations 50 seed 4\nnewgame\ngo movetime 20\nlegal\nquit\n' >"$dir/commands"
printf 'ruleset sungka-3p\ngo depth 64\nplay 1\nstop\nposition start moves 1\ngo mcts movetime 600000\n' >"$dir/busy"
tiny=$'id = "tiny"\ngame = "kalah"\n[board]\nhouses-per-player = 2\nseeds-per-house = 1\n'
printf 'ruleset toml %d\n%slegal\ngo depth 9\n' "${#tiny}" "$tiny" >"$dir/inline"
printf 'ruleset toml 9999999\nx\n' >"$dir/too-large"
printf 'mancala 2\ngo\ngo depth 65\nposition\nplay\nfly\n\xff\xfe\n\r\n' >"$dir/errors"

# `mancala serve`: a room's messages, a line each: the connection's digit, then the frame (the
# first byte picks the ruleset and the computer seats).
dir=$(seed_dir serve_room)
{
  printf '\x00'
  cat <<'EOF'
0{"type": "join", "room": "r", "as": "player", "name": "Ana"}
1{"type": "join", "room": "r", "as": "observer"}
1{"type": "sit", "seat": 1, "name": "Bao"}
0{"type": "move", "move": "1R"}
1{"type": "chat", "text": "good move!"}
1{"type": "undo"}
0{"type": "decline_undo"}
1{"type": "state"}
1!gone
!wait 61
2{"type": "rejoin", "room": "r", "seat": 1, "token": "token-1"}
2{"type": "join", "room": "r", "as": "player", "seat": 1}
2{"type": "stand"}
0{"type": "resign"}
0{"type": "leave"}
3{"type": "list_rooms"}
3{"type": "fly"}
EOF
} >"$dir/two-people"
{
  printf '\x31'
  cat <<'EOF'
0{"type": "join", "room": "r", "as": "player"}
0{"type": "move", "move": "3"}
0{"type": "undo"}
0{"type": "move", "move": "4"}
0{"type": "leave"}
EOF
} >"$dir/against-the-computer"
{
  printf '\xc5'
  cat <<'EOF'
0{"type": "join", "room": "r", "as": "player", "seat": 0, "name": "A"}
1{"type": "join", "room": "r", "as": "player", "seat": 1, "name": "B"}
2{"type": "join", "room": "r", "as": "player", "seat": 2, "name": "C"}
0!gone
!wait 17
EOF
} >"$dir/three-players"

# `mancala serve --data`: a room file, a NUL byte, then the room's record (a saved game).
dir=$(seed_dir room_files)
room() {
  printf '{"format": "mancala-room", "version": 1, "room": "r", "seed": 1, "on_leave": "%s", "grace_seconds": 60, "seats": [%s]%s}\n' "$@"
}
ana='{"kind": "person", "name": "Ana", "token": "t0"}'
for id in kalah oware-abapa o-an-quan; do
  { room free_seat "$ana, {\"kind\": \"computer\", \"spec\": \"random\"}" ""; printf '\0'
    cat "corpus/game_record/$id.json"; } >"$dir/$id"
done
{ room end_game "$ana, {\"kind\": \"free\"}" ', "ended": {"reason": "resigned", "seat": 1}'
  printf '\0'; cat corpus/game_record/kalah.json; } >"$dir/resigned"
{ room free_seat "$ana, {\"kind\": \"person\", \"name\": \"Bao\", \"token\": \"t1\"}, {\"kind\": \"free\"}" ""
  printf '\0'; cat corpus/game_record/sungka-3p.json; } >"$dir/three-seats"

# ----- run -----

[ -z "${bootstrap:-}" ] || echo "fuzz/run.sh: $bootstrap"
echo "fuzz/run.sh: building ${targets[*]} (sanitizer: $sanitizer)"
for t in "${targets[@]}"; do
  cargo fuzz build -s "$sanitizer" "$t" || die "cannot build the fuzz target $t (see above)"
done
mkdir -p logs
limit="${seconds}s"
[ -z "$runs" ] || limit="$limit or $runs inputs"
crashed=()
for t in "${targets[@]}"; do
  echo "== $t: $limit"
  log="logs/$t.log"
  start=$(date +%s)
  status=0
  # -timeout: an input taking longer is a hang; -rss_limit_mb (2048) is libFuzzer's default.
  cargo fuzz run -s "$sanitizer" "$t" "corpus/$t" -- -max_total_time="$seconds" \
    ${runs:+-runs=$runs} -timeout=30 -rss_limit_mb=2048 -print_final_stats=1 >"$log" 2>&1 ||
    status=$?
  took=$(($(date +%s) - start))
  grep -E "stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb" "$log" || true
  execs=$(grep -oE "stat::number_of_executed_units: *[0-9]+" "$log" | grep -oE "[0-9]+$" || echo "?")
  if [ "$status" -eq 0 ]; then
    echo "$t: $execs inputs in ${took}s, no crash"
  else
    crashed+=("$t")
    echo "$t: CRASHED after $execs inputs in ${took}s (exit status $status); from $log:"
    grep -E "panicked at|^thread '|==[0-9]+==ERROR|SUMMARY:|Test unit written to|deadly signal|ALARM|out-of-memory|malloc limit|Reproduce with|cargo fuzz run" "$log" |
      head -n 20 || tail -n 20 "$log"
  fi
done
if [ ${#crashed[@]} -gt 0 ]; then
  echo "fuzz/run.sh: crashed: ${crashed[*]}; the inputs are in fuzz/artifacts/" >&2
  exit 1
fi
echo "fuzz/run.sh: no crash in ${targets[*]}"
}

main "$@"; exit
