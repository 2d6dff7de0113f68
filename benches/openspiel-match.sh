#!/usr/bin/env bash
# Matches of this crate's players against OpenSpiel's C++ MCTS (benches/openspiel_engine.py),
# at equal time a move, each side moving first in every other game:
#
#   benches/openspiel-match.sh                          # the sizes below
#   GAMES=40 TIME=1s benches/openspiel-match.sh         # any of them as a variable
#
# For each ruleset and each of our agents, one `mancala tournament RULESET --agents
# OURS:TIME,engine:...@TIME --games GAMES --seed SEED --jobs JOBS` (one game at a time by default,
# so that neither side's time is shared with another game); its JSON goes to OUT, every game of it
# as a saved game into a folder of the same name (`--games-out`: `mancala replay` shows one,
# `mancala solve RULESET --moves ...` values any of its positions), and a table of our scores with
# 95% Wilson intervals (draws count half) is printed at the end.
#
#   GAMES     games per pairing (default 40)
#   TIME      time a move of both sides, as mancala writes it: 100ms, 1s, ... (default 100ms)
#   RULESETS  rulesets OpenSpiel has (default "kalah oware-abapa")
#   AGENTS    our players, given TIME each (default "alphabeta perfect mcts"; anti-mcts too)
#   SEED      seed of the tournaments (their openings) and of the engine's searches (default 1)
#   OPENING   random plies opening each game (default 0: every game from the start, as the
#             issue's matches are meant; MCTS's own randomness varies the games), or auto
#             (tournament's choice: 6). Random plies hand one side a lost position in many
#             games: even our perfect player scored only 68.8% on Kalah after 6 of them.
#   ENDGAMES  directory of our players' endgame databases (`mancala --endgames`; default
#             target/endgames, built there at the first run; empty: the small in-memory one)
#   JOBS      games played at once (default 1)
#   ENGINE_OPTS  options of openspiel_engine.py (default none: UCT constant 2, one rollout)
#   OUT       where the JSON and the games go (default target/openspiel-matches)
#   MANCALA   the mancala binary (default: the release build, built if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES="${GAMES:-40}"
TIME="${TIME:-100ms}"
RULESETS="${RULESETS:-kalah oware-abapa}"
AGENTS="${AGENTS:-alphabeta perfect mcts}"
SEED="${SEED:-1}"
OPENING="${OPENING:-0}"
ENDGAMES="${ENDGAMES-target/endgames}"
JOBS="${JOBS:-1}"
ENGINE_OPTS="${ENGINE_OPTS:-}"
OUT="${OUT:-target/openspiel-matches}"
TARGET="${CARGO_TARGET_DIR:-target}"
MANCALA="${MANCALA:-$TARGET/release/mancala}"
VENV="${OPENSPIEL_VENV:-target/openspiel-venv}"

benches/openspiel-setup.sh >&2
if [ ! -x "$MANCALA" ]; then
  cargo build --release --quiet
fi
mkdir -p "$OUT"
version="$("$VENV/bin/python" -c "import importlib.metadata as m; print(m.version('open_spiel'))")"
engine="engine:$VENV/bin/python benches/openspiel_engine.py --seed $SEED $ENGINE_OPTS"
engine="${engine% }@$TIME"
echo "OpenSpiel $version MCTS against mancala, $TIME a move, $GAMES games per pairing, seed $SEED" >&2
endgames=()
if [ -n "$ENDGAMES" ]; then
  endgames=(--endgames "$ENDGAMES")
  # Built (or read) once before the clock matters: a tournament that built it would give
  # its first game's search the build's time.
  for ruleset in $RULESETS; do
    "$MANCALA" "${endgames[@]}" tournament "$ruleset" --agents alphabeta:1,greedy --games 1 --seed 1 >/dev/null
  done
fi

files=()
for ruleset in $RULESETS; do
  for agent in $AGENTS; do
    file="$OUT/$ruleset-$agent-$TIME-$GAMES-$SEED-$OPENING.json"
    games="${file%.json}"
    echo "$MANCALA ${endgames[*]} tournament $ruleset --agents '$agent:$TIME,$engine' --games $GAMES --seed $SEED --opening $OPENING --jobs $JOBS --json --games-out $games" >&2
    start=$(date +%s)
    "$MANCALA" "${endgames[@]}" tournament "$ruleset" --agents "$agent:$TIME,$engine" --games "$GAMES" \
      --seed "$SEED" --opening "$OPENING" --jobs "$JOBS" --json --games-out "$games" >"$file"
    echo "  $(( $(date +%s) - start )) s" >&2
    files+=("$file")
  done
done

python3 - "$version" "${files[@]}" <<'PY'
import json, math, sys

version, files = sys.argv[1], sys.argv[2:]

def wilson(p, n, z=1.959964):
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half

print("| ruleset | ours | against | opening | games | won | drawn | lost | unfinished | our score | 95% Wilson | moving first | moving second |")
print("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |")
for name in files:
    with open(name) as f:
        t = json.load(f)
    ours, theirs = t["agents"]
    r = t["results"][0][1]
    n = r["wins"] + r["draws"] + r["losses"]
    budget = theirs.rsplit("@", 1)[1]
    if n == 0:
        score, interval = "-", "-"
    else:
        p = (r["wins"] + r["draws"] / 2) / n
        low, high = wilson(p, n)
        score, interval = "%.1f%%" % (100 * p), "%.1f%% to %.1f%%" % (100 * low, 100 * high)
    seat = lambda s: "%d-%d-%d" % (s["wins"], s["draws"], s["losses"])
    print("| %s | `%s` | OpenSpiel %s MCTS @%s | %d plies | %d | %d | %d | %d | %d | %s | %s | %s | %s |" % (
        t["ruleset"], ours, version, budget, t["opening"], n + r["unfinished"], r["wins"], r["draws"],
        r["losses"], r["unfinished"], score, interval, seat(r["moving_first"]), seat(r["moving_second"])))
PY
