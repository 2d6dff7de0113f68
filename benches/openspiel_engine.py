#!/usr/bin/env python3
"""OpenSpiel's C++ MCTS as an engine that speaks the mancala engine protocol.

    benches/openspiel_engine.py [--uct-c 2] [--rollouts 1] [--simulations 1000]
                                [--max-memory-mb 1000] [--no-solve] [--seed N]

`mancala` plays it as a player wherever it takes one (docs/src/engine-protocol.md, "Engines as
players"), with the Python of the venv that benches/openspiel-setup.sh makes:

    mancala tournament kalah --games 40 --seed 1 --agents \
      'alphabeta:100ms,engine:target/openspiel-venv/bin/python benches/openspiel_engine.py@100ms'

It plays the two rulesets that OpenSpiel has, with OpenSpiel's own rules: `oware-abapa`
(OpenSpiel's `oware`) and `kalah` (OpenSpiel's `mancala`); the reference games of
tests/data/oracle/ show that `mancala` and OpenSpiel agree on every position of both. A ruleset is
recognised by its rules (the options `mancala` sends as `ruleset toml`, whatever its id), or by
its id (`ruleset kalah`); any other gets `error unknown-ruleset` naming the two it plays.

The search is `pyspiel.MCTSBot`, OpenSpiel's MCTS written in C++, with its random-rollout
evaluator (`pyspiel.RandomRolloutEvaluator`): UCT selection with the constant `--uct-c`,
`--rollouts` random games to the end at each new leaf, and, unless `--no-solve`, MCTS-Solver's
proven wins and losses (OpenSpiel's default). Python only translates moves; every simulation
runs in C++.

Budgets:
  - `go movetime MS`: the search runs for MS milliseconds of wall-clock time, measured by
    MCTSBot itself (its `max_wall_clock_time`), so that it thinks as long as a `mancala` player
    given the same time. MCTSBot overruns its clock by a few milliseconds (about 8 at 100 ms
    on a busy 2-core machine: the simulation under way, setting up), so it is given the
    movetime less the overrun measured on its last searches (a moving average, from the
    receipt of `go` to the end of the search), and a move takes the movetime on average.
    `info ... time` reports the time it took from `go`.
  - `go mcts iterations N`: N simulations (1 to 1,000,000). MCTSBot stops at a count or at a
    time, not at whichever comes first, so `go mcts iterations N movetime MS` is refused.
  - `go depth N` (what `engine:COMMAND@N` sends): OpenSpiel's MCTS has no depth, so a go with
    a depth and no time runs the fixed count `--simulations` (default 1000) whatever N is; with
    a movetime as well (`@6@2s`) the time is the whole budget. The `info` line says what was
    run.
  - `seed S` on a `go mcts` line seeds that search; otherwise each search's seed is drawn from
    the engine's generator, seeded by `--seed` (printed on standard error at the start, and the
    search's own seed in every `info` line as `seed S`), so a whole match can be replayed.

`show` answers the ruleset, the ply, the player to move, the legal moves and the moves played,
and OpenSpiel's own text of the state, as one line of JSON (not `mancala`'s JSON position).

OpenSpiel's search holds Python's interpreter lock until it returns, so a `stop` or `isready`
sent during a search is read when the search ends (after its time or its count): the `stop`
then finds no search running and is ignored, as the protocol says.

`info` fields: `iterations` and `nodes` (the simulations run; OpenSpiel's tree has no other node
count to give), `nps`, `time`, `score winrate R` (the mean outcome of the simulations through
the chosen move for the player to move, a win 1, a draw 1/2 and a loss 0; 1 or 0 when the
solver proved it), `seed`, and `pv` (the most visited move, then the most visited reply, while
visited more than once).

Standard library and pyspiel only. Bad input gets an `error` line and the engine goes on.
"""

import argparse
import random
import sys
import time
import tomllib

PROTOCOL = 1
NAME = "openspiel-mcts"
MAX_LINE = 65536
MAX_RULESET = 1 << 20
COMMANDS = "mancala, isready, rulesets, ruleset, newgame, position, play, legal, show, go, stop, quit"

# The rules of the two rulesets, as `mancala` sends them in `ruleset toml` (the options of the
# shipped files rulesets/kalah.toml and rulesets/oware-abapa.toml, every default written out),
# less their `[limits]`: OpenSpiel has its own (a game ends after 1000 moves), which no game of
# these two reaches in practice. A ruleset whose other options equal one of these is played,
# whatever its id.
KALAH = {
    "game": "kalah",
    "players": 2,
    "first-player": 0,
    "board": {"houses-per-player": 6, "seeds-per-house": 4},
    "relay": {"sides": "none"},
    "capture": {"requires-nonempty-opposite": True, "includes-last-seed": True},
    "end": {"condition": "one-side-empty"},
    "match": {"mode": "single"},
}
OWARE = {
    "game": "oware",
    "first-player": 0,
    "board": {"houses-per-player": 6, "seeds-per-house": 4},
    "capture": {"grand-slam": "no-capture"},
    "feeding": {"must-feed": True},
    "end": {"repetition": "end-and-collect", "no-moves": "own-side"},
}
RULESETS = ("kalah", "oware-abapa")


class ProtocolError(Exception):
    """An `error CODE MESSAGE` answer."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


class Game:
    """One of the two games: the move notation of `mancala` both ways, over OpenSpiel's actions.

    OpenSpiel's games always start with its player 0. A game `mancala` starts with player 1
    (`position start first 1`) is the same game with the seats exchanged (both boards are
    symmetric), so `swap` maps `mancala`'s players onto OpenSpiel's.
    """

    def __init__(self, ruleset_id, kind):
        import pyspiel  # noqa: PLC0415 (imported here so that `--help` works without it)

        self.id = ruleset_id
        self.kind = kind
        self.game = pyspiel.load_game("mancala" if kind == "kalah" else "oware")

    def move_text(self, state, swap, action):
        """The `mancala` text of OpenSpiel's `action` for the player to move in `state`."""
        if self.kind == "kalah":
            # OpenSpiel's board slots: player 0's houses are 1..6, player 1's 8..13; `mancala`
            # numbers each player's houses 1..6 from the one farthest from his store.
            return str(action if state.current_player() == 0 else action - 7)
        # Oware: OpenSpiel's action is the house 0..5 in the mover's own row; `mancala`
        # numbers the holes 1..6 (South's) and 7..12 (North's).
        return str(action + 1 if self.player(state, swap) == 0 else action + 7)

    def action(self, state, swap, text):
        """OpenSpiel's action for the `mancala` move `text`, or a ProtocolError."""
        mover = self.player(state, swap)
        if not text.isdigit():
            raise ProtocolError("bad-move", self.notation_error(text, mover))
        number = int(text)
        if self.kind == "kalah":
            if not 1 <= number <= 6:
                raise ProtocolError("bad-move", self.notation_error(text, mover))
            return number if state.current_player() == 0 else number + 7
        if not 1 <= number <= 12:
            raise ProtocolError("bad-move", self.notation_error(text, mover))
        low = 1 if mover == 0 else 7
        if not low <= number <= low + 5:
            raise ProtocolError("illegal-move", "hole %d is your opponent's: choose one of your "
                                "holes %d-%d" % (number, low, low + 5))
        return number - low

    def notation_error(self, text, mover):
        if self.kind == "kalah":
            return "`%s` is not a move: expected a house number from 1 to 6, like 1 or 6" % text
        return "`%s` is not a move: expected a hole number 1-12, like 4" % text

    def why_illegal(self, text):
        """Why the move `text`, one of the mover's own pits, is not legal where it is played."""
        if self.kind == "kalah":
            return "your house %s is empty" % text
        return "hole %s is empty, or does not feed an opponent who has no seeds" % text

    @staticmethod
    def player(state, swap):
        """The `mancala` player to move (None when the game is over)."""
        if state.is_terminal():
            return None
        return state.current_player() ^ swap


class Engine:
    """The protocol's state: the ruleset, the position, the options of the search."""

    def __init__(self, args, out):
        self.args = args
        self.out = out
        self.rng = random.Random(args.seed)
        self.game = None
        self.state = None
        self.first = 0
        self.swap = 0
        self.moves = []
        self.overrun = 0.0  # seconds: how much longer than its clock a timed search took

    def say(self, line):
        self.out.write(line + "\n")
        self.out.flush()

    # -- the ruleset and the position -------------------------------------------------------

    def set_ruleset(self, ruleset_id, kind):
        self.game = Game(ruleset_id, kind)
        self.new_position(0)
        return "ok ruleset %s players 2 first 0" % ruleset_id

    def new_position(self, first):
        self.state = self.game.game.new_initial_state()
        self.swap = first
        self.first = first
        self.moves = []

    def need_game(self):
        if self.game is None:
            raise ProtocolError(
                "bad-arguments",
                "no ruleset yet: send `ruleset kalah`, `ruleset oware-abapa` or `ruleset toml BYTES`")

    def position_reply(self):
        state = self.state
        ply = len(self.moves)
        if not state.is_terminal():
            return "ok position ply %d to-move %d" % (ply, self.game.player(state, self.swap))
        returns = state.returns()
        if returns[0] == returns[1]:
            return "ok position ply %d over draw" % ply
        winner = 0 if returns[0] > returns[1] else 1
        return "ok position ply %d over winner %d" % (ply, winner ^ self.swap)

    def play(self, texts):
        """Plays `texts` on from the current position, all or nothing."""
        state = self.state.clone()
        played = []
        for i, text in enumerate(texts):
            where = "move %d of %d, `%s`, at ply %d" % (
                i + 1, len(texts), text, len(self.moves) + len(played))
            if state.is_terminal():
                raise ProtocolError(
                    "illegal-move", "%s: the game is over; the position is unchanged" % where)
            legal = state.legal_actions()
            legal_text = " ".join(self.game.move_text(state, self.swap, a) for a in legal)
            try:
                action = self.game.action(state, self.swap, text)
            except ProtocolError as e:
                raise ProtocolError(
                    e.code, "%s: %s; legal moves there: %s; the position is unchanged"
                    % (where, e.message, legal_text)) from None
            if action not in legal:
                raise ProtocolError(
                    "illegal-move", "%s: %s; legal moves there: %s; the position is unchanged"
                    % (where, self.game.why_illegal(text), legal_text))
            played.append(self.game.move_text(state, self.swap, action))
            state.apply_action(action)
        self.state = state
        self.moves.extend(played)

    # -- commands ---------------------------------------------------------------------------

    def command(self, words, source):
        """Answers one command; returns False on `quit`."""
        word, rest = words[0], words[1:]
        if word == "mancala":
            if rest and rest != [str(PROTOCOL)]:
                raise ProtocolError(
                    "unsupported-protocol",
                    "`mancala %s`: this engine speaks protocol %d" % (" ".join(rest), PROTOCOL))
            for line in ("id name " + NAME, "id version 2.0.2", "id protocol %d" % PROTOCOL,
                         "mancalaok"):
                self.say(line)
        elif word == "isready":
            self.say("readyok")
        elif word == "rulesets":
            self.say("rulesets " + " ".join(RULESETS))
        elif word == "ruleset":
            self.say(self.ruleset(rest, source))
        elif word == "newgame":
            self.no_arguments(word, rest)
            self.need_game()
            self.new_position(self.first)
            self.say("ok newgame")
        elif word == "position":
            self.say(self.position(rest))
        elif word == "play":
            self.need_game()
            if not rest:
                raise ProtocolError("bad-arguments", "`play` needs moves, like `play 3 5`")
            self.play(rest)
            self.say(self.position_reply())
        elif word == "legal":
            self.no_arguments(word, rest)
            self.need_game()
            state = self.state
            legal = [] if state.is_terminal() else state.legal_actions()
            self.say(" ".join(["legal"] + [self.game.move_text(state, self.swap, a) for a in legal]))
        elif word == "show":
            self.no_arguments(word, rest)
            self.need_game()
            self.say("show " + self.show())
        elif word == "go":
            self.need_game()
            self.go(rest)
        elif word == "stop":
            pass  # no search is running (searches end before the next line is read)
        elif word == "quit":
            return False
        else:
            raise ProtocolError(
                "unknown-command", "unknown command `%s`; the commands are: %s" % (word, COMMANDS))
        return True

    @staticmethod
    def no_arguments(word, rest):
        if rest:
            raise ProtocolError("bad-arguments", "`%s` takes no arguments, not `%s`"
                                % (word, " ".join(rest)))

    def ruleset(self, rest, source):
        if len(rest) == 2 and rest[0] == "toml":
            if not rest[1].isdigit():
                raise ProtocolError("bad-arguments",
                                    "`ruleset toml BYTES` needs a byte count, not `%s`" % rest[1])
            size = int(rest[1])
            if size > MAX_RULESET:
                source.skip_bytes(size)
                raise ProtocolError("ruleset-too-large", "a ruleset text of %d bytes: at most "
                                    "%d bytes" % (size, MAX_RULESET))
            data = source.read_bytes(size)
            if data is None:
                raise ProtocolError("truncated", "the input ended inside a ruleset text")
            try:
                options = tomllib.loads(data.decode("utf-8"))
            except (UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
                raise ProtocolError("bad-ruleset", "<ruleset toml>: %s" % e) from None
            ruleset_id = options.pop("id", "inline")
            for key in ("name", "summary", "sources", "limits"):
                options.pop(key, None)
            for kind, rules in (("kalah", KALAH), ("oware", OWARE)):
                if options == rules:
                    return self.set_ruleset(str(ruleset_id), kind)
            raise ProtocolError(
                "unknown-ruleset", "`%s`: OpenSpiel plays only the rules of kalah (its game "
                "mancala) and oware-abapa (its game oware), with these options exactly"
                % ruleset_id)
        if len(rest) == 1 and rest[0] != "toml":
            if rest[0] == "kalah":
                return self.set_ruleset("kalah", "kalah")
            if rest[0] == "oware-abapa":
                return self.set_ruleset("oware-abapa", "oware")
            raise ProtocolError("unknown-ruleset", "unknown ruleset `%s`: this engine plays "
                                "kalah and oware-abapa" % rest[0])
        raise ProtocolError("bad-arguments",
                            "`ruleset` needs an id (kalah or oware-abapa) or `toml BYTES`")

    def position(self, rest):
        self.need_game()
        if not rest or rest[0] != "start":
            raise ProtocolError("bad-arguments",
                                "`position` needs `start [first P] [moves M...]`")
        rest = rest[1:]
        first = 0
        if rest and rest[0] == "first":
            if len(rest) < 2 or not rest[1].isdigit():
                raise ProtocolError("bad-arguments", "`first` needs a player, 0 or 1")
            first = int(rest[1])
            if first > 1:
                raise ProtocolError("out-of-range",
                                    "`first %d`: this game has players 0 to 1" % first)
            rest = rest[2:]
        moves = []
        if rest:
            if rest[0] != "moves":
                raise ProtocolError("bad-arguments", "expected `moves M...`, not `%s`" % rest[0])
            moves = rest[1:]
        old = (self.state, self.first, self.swap, self.moves)
        self.new_position(first)
        try:
            self.play(moves)
        except ProtocolError:
            self.state, self.first, self.swap, self.moves = old
            raise
        return self.position_reply()

    def show(self):
        """The position as JSON: not `mancala`'s JSON position (this wrapper does not rebuild
        it), but the ruleset, the ply, the player to move, the legal moves and the moves in
        `mancala`'s notation, and OpenSpiel's own picture of its state."""
        import json  # noqa: PLC0415

        state = self.state
        legal = [] if state.is_terminal() else state.legal_actions()
        return json.dumps({
            "ruleset": self.game.id,
            "ply": len(self.moves),
            "to_move": self.game.player(state, self.swap),
            "legal_moves": [self.game.move_text(state, self.swap, a) for a in legal],
            "openspiel": str(state).replace("\n", " | ").strip(" |"),
            "moves": self.moves,
        }, separators=(",", ":"))

    # -- searching --------------------------------------------------------------------------

    def go(self, rest):
        started = time.perf_counter()
        keys = {}
        words = list(rest)
        mcts = bool(words) and words[0] == "mcts"
        if words and words[0] in ("mcts", "alphabeta"):
            words = words[1:]
        allowed = ("iterations", "movetime", "seed") if mcts else ("depth", "movetime")
        ranges = {"depth": (1, 64, "plies"), "movetime": (1, 600000, "milliseconds"),
                  "iterations": (1, 1000000, "iterations"), "seed": (0, 2**63 - 1, "")}
        while words:
            key = words[0]
            if key not in allowed:
                raise ProtocolError("bad-arguments", "`go%s` takes %s, not `%s`" % (
                    " mcts" if mcts else "", ", ".join("`%s N`" % k for k in allowed), key))
            if key in keys:
                raise ProtocolError("bad-arguments", "`%s` is given twice" % key)
            if len(words) < 2 or not words[1].isdigit():
                raise ProtocolError("bad-arguments", "`%s` needs a whole number" % key)
            value = int(words[1])
            low, high, unit = ranges[key]
            if not low <= value <= high:
                raise ProtocolError("out-of-range", "`%s %d`: give %d to %d %s" % (
                    key, value, low, high, unit))
            keys[key] = value
            words = words[2:]
        if not set(keys) & {"depth", "iterations", "movetime"}:
            raise ProtocolError("bad-arguments", "`go` needs a budget: `depth N`, `movetime MS` "
                                "or both (or `go mcts iterations N`)")
        if self.state.is_terminal():
            raise ProtocolError("game-over", "the game is over: there is no move to search; "
                                "set another position")
        movetime = keys.get("movetime")
        simulations = keys.get("iterations")
        if simulations is not None and movetime is not None:
            raise ProtocolError(
                "bad-arguments", "`iterations %d` and `movetime %d`: OpenSpiel's MCTS stops at a "
                "count or at a time, not at whichever comes first; give one of them"
                % (simulations, movetime))
        if simulations is None:
            # With a time, MCTSBot counts no simulations: the time is the whole budget.
            simulations = self.args.simulations if movetime is None else 10**9
        seed = keys.get("seed", self.rng.randrange(2**31))
        self.search(simulations, movetime, seed, started)

    def search(self, simulations, movetime, seed, started):
        import pyspiel  # noqa: PLC0415

        game = self.game
        state = self.state
        clock = -1.0
        if movetime is not None:
            # MCTSBot's clock runs from the start of its search to the end of a simulation, and
            # the search overruns it by a few milliseconds (the simulation under way, setting
            # up, the machine's other work): the clock it is given is the movetime less the
            # overrun measured so far, so that a move takes the movetime on average.
            clock = max(movetime / 1000.0 - self.overrun, movetime / 2000.0)
        evaluator = pyspiel.RandomRolloutEvaluator(self.args.rollouts, seed)
        bot = pyspiel.MCTSBot(
            game.game, evaluator, self.args.uct_c, simulations, self.args.max_memory_mb,
            self.args.solve, seed, False, pyspiel.ChildSelectionPolicy.UCT, clock)
        root = bot.mcts_search(state)
        elapsed = time.perf_counter() - started
        if movetime is not None:
            self.overrun = max(0.0, 0.7 * self.overrun + 0.3 * (elapsed - clock))
        best = root.best_child()
        runs = root.explore_count
        ms = int(elapsed * 1000)
        nps = int(runs / elapsed) if elapsed > 0 else runs
        pv = []
        node, pv_state = best, state.clone()
        while node is not None and (not pv or node.explore_count > 1):
            pv.append(game.move_text(pv_state, self.swap, node.action))
            pv_state.apply_action(node.action)
            if pv_state.is_terminal() or not node.children:
                break
            node = max(node.children, key=lambda c: c.explore_count)
        self.say("info iterations %d nodes %d nps %d time %d score winrate %s seed %d pv %s" % (
            runs, runs, nps, ms, self.winrate(best, state), seed, " ".join(pv)))
        self.say("bestmove " + game.move_text(state, self.swap, best.action))

    @staticmethod
    def winrate(child, state):
        """The share of the simulations through `child` won by the player to move."""
        mover = state.current_player()
        if child.outcome:
            r = child.outcome[mover]
            return "1" if r > 0 else "0" if r < 0 else "0.5"
        if child.explore_count == 0:
            return "0.5"
        # OpenSpiel keeps the rewards of the player who chose the move: +1 a win, -1 a loss.
        mean = child.total_reward / child.explore_count
        return "%.3f" % ((mean + 1) / 2)


class Input:
    """The standard input, read as bytes: lines of at most MAX_LINE bytes, and counted bytes."""

    def __init__(self, stream):
        self.stream = stream

    def line(self):
        """The next line as text, or an ProtocolError for a bad one; None at the end."""
        data = self.stream.readline(MAX_LINE + 1)
        if not data:
            return None
        if len(data) > MAX_LINE:
            while data and not data.endswith(b"\n"):
                data = self.stream.readline(MAX_LINE)
            return ProtocolError("line-too-long", "a line longer than %d bytes" % MAX_LINE)
        try:
            return data.decode("utf-8").rstrip("\r\n")
        except UnicodeDecodeError:
            return ProtocolError("not-utf8", "a line that is not UTF-8")

    def skip_bytes(self, size):
        """Reads `size` bytes without keeping them."""
        while size > 0:
            chunk = self.stream.read(min(size, 1 << 16))
            if not chunk:
                return
            size -= len(chunk)

    def read_bytes(self, size):
        """Exactly `size` bytes (None if the input ends first)."""
        data = b""
        while len(data) < size:
            chunk = self.stream.read(min(size - len(data), 1 << 16))
            if not chunk:
                return None
            data += chunk
        return data


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--uct-c", type=float, default=2.0,
                        help="UCT's exploration constant (default 2, OpenSpiel's)")
    parser.add_argument("--rollouts", type=int, default=1,
                        help="random rollouts at each new leaf (default 1)")
    parser.add_argument("--simulations", type=int, default=None,
                        help="the simulations of a search given neither a time nor a count "
                        "(`go depth N`, 1 to 1000000; default 1000)")
    parser.add_argument("--max-memory-mb", type=int, default=1000,
                        help="the tree's memory bound, in MB (default 1000)")
    parser.add_argument("--no-solve", dest="solve", action="store_false",
                        help="plain MCTS, without MCTS-Solver's proven values")
    parser.add_argument("--seed", type=int, default=None,
                        help="the seed of the searches' seeds (default: from the clock; printed)")
    args = parser.parse_args()
    for name, low in (("uct_c", 0.0), ("rollouts", 1), ("max_memory_mb", 1)):
        if getattr(args, name) < low or (name == "uct_c" and not args.uct_c > 0):
            parser.error("--%s %s: give a number above %s" % (
                name.replace("_", "-"), getattr(args, name), low if low else 0))
    if args.simulations is None:
        args.simulations = 1000
    elif not 1 <= args.simulations <= 1000000:
        parser.error("--simulations %d: give 1 to 1000000" % args.simulations)
    if args.seed is None:
        args.seed = time.time_ns() % 1000000000
    if not 0 <= args.seed < 2**63:
        parser.error("--seed %d: give 0 to 2^63-1" % args.seed)
    try:
        import pyspiel  # noqa: F401, PLC0415
    except ImportError as e:
        print("openspiel_engine: cannot import pyspiel (%s): run benches/openspiel-setup.sh and "
              "start this script with target/openspiel-venv/bin/python" % e, file=sys.stderr)
        return 1
    print("openspiel_engine: seed %d, uct-c %g, rollouts %d, solve %s" % (
        args.seed, args.uct_c, args.rollouts, "on" if args.solve else "off"), file=sys.stderr)
    sys.stderr.flush()

    try:
        return serve(Engine(args, sys.stdout), Input(sys.stdin.buffer))
    except (BrokenPipeError, KeyboardInterrupt):
        return 0  # the client went away


def serve(engine, source):
    """Answers the commands on `source` until `quit` or the end of the input."""
    while True:
        line = source.line()
        if line is None:
            return 0
        if isinstance(line, ProtocolError):
            engine.say("error %s %s" % (line.code, line.message))
            continue
        words = line.split()
        if not words:
            continue
        try:
            if not engine.command(words, source):
                return 0
        except ProtocolError as e:
            engine.say("error %s %s" % (e.code, e.message))
            if e.code == "truncated":
                return 0
        except BrokenPipeError:
            raise
        except Exception as e:  # noqa: BLE001 (an engine answers; it never dies with a trace)
            engine.say("error internal %s: %s" % (type(e).__name__, str(e).replace("\n", " ")))


if __name__ == "__main__":
    sys.exit(main())
