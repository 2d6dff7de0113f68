#!/usr/bin/env bash
# Matches of this crate's players against OpenSpiel's C++ MCTS (benches/openspiel_engine.py),
# at equal time a move, each side moving first in every other game:
#
#   benches/openspiel-match.sh                          # the sizes below
#   GAMES=40 TIME=1s benches/openspiel-match.sh         # any of them as a variable
#
# For each ruleset and each of our agents, one `mancala tournament RULESET --agents
# OURS:TIME,engine:...@TIME --games GAMES --seed SEED --jobs JOBS` (one game at a time by default,
# so that neither side's time is shared with another game); its JSON goes to OUT, and a table of
# our scores with 95% Wilson intervals (draws count half) is printed at the end.
#
#   GAMES     games per pairing (default 40)
#   TIME      time a move of both sides, as mancala writes it: 100ms, 1s, ... (default 100ms)
#   RULESETS  rulesets OpenSpiel has (default "kalah oware-abapa")
#   AGENTS    our players, given TIME each (default "alphabeta mcts")
#   SEED      seed of the tournaments (their openings) and of the engine's searches (default 1)
#   OPENING   random plies opening each game, or auto (tournament's own choice: 6 when two
#             agents are alphabeta or engines, 0 otherwise; the default)
#   JOBS      games played at once (default 1)
#   ENGINE_OPTS  options of openspiel_engine.py (default none: UCT constant 2, one rollout)
#   OUT       where the JSON goes (default target/openspiel-matches)
#   MANCALA   the mancala binary (default: the release build, built if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES="${GAMES:-40}"
TIME="${TIME:-100ms}"
RULESETS="${RULESETS:-kalah oware-abapa}"
AGENTS="${AGENTS:-alphabeta mcts}"
SEED="${SEED:-1}"
OPENING="${OPENING:-auto}"
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

files=()
for ruleset in $RULESETS; do
  for agent in $AGENTS; do
    file="$OUT/$ruleset-$agent-$TIME-$GAMES-$SEED-$OPENING.json"
    echo "$MANCALA tournament $ruleset --agents '$agent:$TIME,$engine' --games $GAMES --seed $SEED --opening $OPENING --jobs $JOBS --json" >&2
    start=$(date +%s)
    "$MANCALA" tournament "$ruleset" --agents "$agent:$TIME,$engine" --games "$GAMES" \
      --seed "$SEED" --opening "$OPENING" --jobs "$JOBS" --json >"$file"
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

print("| ruleset | ours | against | opening | games | won | drawn | lost | unfinished | our score | 95% Wilson |")
print("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
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
    print("| %s | `%s` | OpenSpiel %s MCTS @%s | %d plies | %d | %d | %d | %d | %d | %s | %s |" % (
        t["ruleset"], ours, version, budget, t["opening"], n + r["unfinished"], r["wins"], r["draws"],
        r["losses"], r["unfinished"], score, interval))
PY
