#!/usr/bin/env bash
# Makes the Python venv in which benches/openspiel_engine.py runs OpenSpiel's C++ MCTS:
# target/openspiel-venv (or $OPENSPIEL_VENV) with the open_spiel wheel from PyPI.
#
#   benches/openspiel-setup.sh            # once; does nothing when the venv is there already
#
# Debian's Python is externally managed, so OpenSpiel goes into a venv of its own. The wheel
# (open_spiel 2.0.2, CPython 3.11, x86-64 Linux) is 16 MB and brings numpy, scipy and a few small
# packages (310 MB installed); on a 2-core machine it installs in about 45 s.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION="${OPENSPIEL_VERSION:-2.0.2}"
VENV="${OPENSPIEL_VENV:-target/openspiel-venv}"
PYTHON="${PYTHON:-python3}"

if [ -x "$VENV/bin/python" ] &&
  "$VENV/bin/python" -c "import pyspiel, importlib.metadata as m, sys; sys.exit(m.version('open_spiel') != '$VERSION')" 2>/dev/null; then
  echo "openspiel-setup: $VENV already has open_spiel $VERSION"
  exit 0
fi
command -v "$PYTHON" >/dev/null || {
  echo "openspiel-setup: no $PYTHON on PATH: OpenSpiel needs CPython 3 with venv" >&2
  exit 1
}
mkdir -p "$(dirname "$VENV")"
"$PYTHON" -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "open_spiel==$VERSION"
"$VENV/bin/python" -c "import pyspiel; pyspiel.load_game('oware'); pyspiel.load_game('mancala')"
echo "openspiel-setup: $VENV has open_spiel $VERSION ($("$VENV/bin/python" --version))"
