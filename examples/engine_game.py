#!/usr/bin/env python3
"""Play a whole game against `mancala engine` through the engine protocol.

South plays random legal moves (seeded, so a game can be played again); North is the engine,
searching each move to a fixed depth. The moves and the result are printed.

    python3 examples/engine_game.py [--engine "mancala engine"] [--ruleset o-an-quan]
                                    [--depth 4] [--seed N]

Without --engine, the program is `$MANCALA engine` when the MANCALA environment variable names
the `mancala` binary, else the repository's target/release/mancala or target/debug/mancala
(built by `cargo build --release` or `cargo build`), else `mancala` on PATH.

Standard library only. The protocol is described in docs/src/engine-protocol.md.
"""

import argparse
import json
import os
import random
import shlex
import shutil
import subprocess
import sys
import time

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def mancala_binary():
    """The `mancala` binary: $MANCALA, the repository's release or debug build, or PATH's."""
    named = os.environ.get("MANCALA")
    if named:
        return named
    for build in ("release", "debug"):
        path = os.path.join(REPOSITORY, "target", build, "mancala")
        if os.access(path, os.X_OK):
            return path
    found = shutil.which("mancala")
    if found:
        return found
    sys.exit("no mancala binary: build it with `cargo build --release` in %s, "
             "or set MANCALA to its path" % REPOSITORY)


class Engine:
    """A `mancala engine` process, spoken to one line at a time."""

    def __init__(self, command):
        self.proc = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def receive(self):
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the engine ended (exit status %s)" % self.proc.wait())
        line = line.rstrip("\n")
        if line.startswith("error "):
            raise RuntimeError("the engine answered: " + line)
        return line

    def ask(self, line, until):
        """Sends a command; returns the reply lines up to the one starting with `until`."""
        self.send(line)
        replies = []
        while True:
            reply = self.receive()
            replies.append(reply)
            if reply.split(" ", 1)[0] == until:
                return replies

    def close(self):
        self.send("quit")
        self.proc.stdin.close()
        self.proc.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--engine", default=None,
                        help="the command that starts the engine (default: `$MANCALA engine`, "
                             "or target/release/mancala, target/debug/mancala or PATH's mancala)")
    parser.add_argument("--ruleset", default="o-an-quan", help="a shipped ruleset id")
    parser.add_argument("--depth", type=int, default=4, help="the engine's depth, 1 to 64")
    parser.add_argument("--seed", type=int, default=None,
                        help="the seed of South's random moves (printed)")
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else time.time_ns() % 1_000_000_000
    rng = random.Random(seed)

    command = shlex.split(args.engine) if args.engine else [mancala_binary(), "engine"]
    engine = Engine(command)
    hello = engine.ask("mancala 1", "mancalaok")
    ids = dict(line.split(" ", 2)[1:] for line in hello if line.startswith("id "))
    print("engine: %s %s (protocol %s)" % (ids["name"], ids["version"], ids["protocol"]))
    print("ruleset: " + engine.ask("ruleset " + args.ruleset, "ok")[-1])
    engine.ask("newgame", "ok")
    print("seed: %d (South plays random moves; North is the engine at depth %d)"
          % (seed, args.depth))

    moves = []
    while True:
        position = json.loads(engine.ask("show", "show")[-1][len("show "):])
        if position["outcome"] is not None:
            break
        player = position["to_move"]
        if player == 0:
            move = rng.choice(position["legal_moves"])
            note = ""
        else:
            replies = engine.ask("go depth %d" % args.depth, "bestmove")
            move = replies[-1].split()[1]
            info = [r for r in replies if r.startswith("info ")]
            note = ""
            if info:
                words = info[-1].split()
                score = words[words.index("score") + 1:words.index("score") + 3]
                note = "  (engine: score %s %s)" % tuple(score)
        engine.ask("play " + move, "ok")
        moves.append(move)
        print("%3d. %-5s %s%s" % (len(moves), ["South", "North"][player], move, note))

    outcome = position["outcome"]
    scores = outcome["scores"]
    if outcome["winner"] is None:
        result = "a draw"
    else:
        result = "%s wins" % ["South", "North"][outcome["winner"]]
    print("result: %s, %d to %d (%s) after %d moves"
          % (result, scores[0], scores[1], outcome["reason"], len(moves)))
    print("moves: " + " ".join(moves))
    engine.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
