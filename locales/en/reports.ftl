# What the command line reports for people beside the games: `rules check` and `rules new`,
# `solve`'s and `compare`'s reports.

## Numbers

# What separates the thousands of a count (1,250,000) and the decimals of a number (0.41).
rep-thousands-separator = ,
rep-decimal-separator = .

## rules check, rules new

# $name: the ruleset's name; $game: its family's game, as the file names it.
rep-rules-check-ok = { $file }: ok, ruleset `{ $id }` ({ $name }, game { $game })
rep-rules-new-wrote =
    wrote { $file }: ruleset `{ $id }`, a copy of `{ $from }`
    check it with `mancala rules check { $file }`, play it with `mancala play { $file }`

## solve

# $player: the player to move.
rep-solve-start = { $player } to move at the start.
rep-solve-after = { $player } to move after { $moves } moves.
# $value: the value for the player to move, signed (+6); $winner wins by $margin points.
rep-solve-value-win = Value: { $value } for { $player }: { $winner } wins by { $margin } with perfect play.
rep-solve-value-draw = Value: { $value } for { $player }: a draw with perfect play.
# $reason: how the game ends.
rep-solve-final = Final score: { $south } { $southscore }, { $north } { $northscore } ({ $reason }).
rep-solve-best = Best move: { $move }
rep-solve-line = Perfect play ({ $count } moves): { $line }
rep-solve-unsolved-between = Unsolved: the time limit ran out. The value for { $player } is between { $lower } and { $upper }.
rep-solve-unsolved-at-least = Unsolved: the time limit ran out. The value for { $player } is at least { $lower }.
rep-solve-unsolved-at-most = Unsolved: the time limit ran out. The value for { $player } is at most { $upper }.
rep-solve-unsolved-unbounded = Unsolved: the time limit ran out. The value for { $player } is not bounded yet: no test finished.
# $nodes positions searched, $hits of them answered by the table, $capacity: the table's size.
rep-solve-searched = Searched { $nodes } positions ({ $hits } answered by the table) in { $tests } tests, { $seconds } s; table of { $capacity } positions.
rep-solve-database-read = Endgame database: every board of up to { $pieces } pieces ({ $bytes } bytes), read from { $file } in { $seconds } s (included above).
rep-solve-database-ready = Endgame database: every board of up to { $pieces } pieces ({ $bytes } bytes), already built.
rep-solve-database-built = Endgame database: every board of up to { $pieces } pieces ({ $bytes } bytes), built in { $seconds } s (included above).

## compare

# A difference of rates in percentage points, with its 95% interval.
rep-cmp-points = { $value } pts [{ $low }, { $high }]
rep-cmp-distinct-none = not recorded
rep-cmp-distinct-exact = { $count } of { $games }
rep-cmp-distinct-about = about { $count } of { $games }
# $program: rep-cmp-program or rep-cmp-program-earlier.
rep-cmp-not-counted = { $id }: the distinct games were not counted by { $program }, which played them
rep-cmp-program = mancala { $version }
rep-cmp-program-unknown = An earlier mancala (no version recorded)
rep-cmp-program-earlier = an earlier mancala (no version recorded)
# Games of ruleset $id that repeat an earlier one: $exact is yes when $distinct is counted
# exactly, no when it is estimated; $number is $repeats as a number, for the plural.
rep-cmp-repeats-same-start = { $exact ->
        [yes] { $id }: { $distinct } distinct games among { $games }; { $repeats } { $number ->
            [one] repeats
           *[other] repeat
        } an earlier game move for move, because the agents play the same game from the same start: the intervals count these copies as new evidence. Open each game with random plies (--opening { $opening }) to vary them
       *[no] { $id }: about { $distinct } distinct games among { $games }; about { $repeats } { $number ->
            [one] repeats
           *[other] repeat
        } an earlier game move for move, because the agents play the same game from the same start: the intervals count these copies as new evidence. Open each game with random plies (--opening { $opening }) to vary them
    }
rep-cmp-repeats-random = { $exact ->
        [yes] { $id }: { $distinct } distinct games among { $games }; { $repeats } { $number ->
            [one] repeats
           *[other] repeat
        } an earlier game move for move (independent random games that happen to agree, which the intervals allow for)
       *[no] { $id }: about { $distinct } distinct games among { $games }; about { $repeats } { $number ->
            [one] repeats
           *[other] repeat
        } an earlier game move for move (independent random games that happen to agree, which the intervals allow for)
    }
# $more: a longer opening that would vary the games more.
rep-cmp-repeats-opening = { $exact ->
        [yes] { $id }: { $distinct } distinct games among { $games }; { $repeats } { $number ->
            [one] repeats
           *[other] repeat
        } an earlier game move for move (the same random opening, played alike): --opening { $more } would vary them more
       *[no] { $id }: about { $distinct } distinct games among { $games }; about { $repeats } { $number ->
            [one] repeats
           *[other] repeat
        } an earlier game move for move (the same random opening, played alike): --opening { $more } would vary them more
    }
rep-cmp-opening-none-same = Openings: none (--opening 0), so the agents, all deterministic, play the same game from the same start.
rep-cmp-opening-none = Openings: none (--opening 0); the agents' own random choices make the games differ.
rep-cmp-opening = Openings: each game starts with { $plies } random { $plies ->
        [one] ply
       *[other] plies
    } drawn from its seed (--opening { $plies }), then the agents play; the statistics cover whole games.
rep-cmp-agents-same = { $agent } in every seat
rep-cmp-versus = { $a } vs { $b }
rep-cmp-header = { $program }, seed { $seed }: { $games } games per ruleset; agents { $agents }.
rep-cmp-header-shard = { $program }, seed { $seed }: { $games } games per ruleset; this is shard { $shard }/{ $shards }, games { $from } to { $to }; agents { $agents }.
rep-cmp-alternates = The first player alternates, and every ruleset plays the same game seeds.
rep-cmp-intervals = 95% intervals: Wilson score for rates, Newcombe's hybrid score for differences of rates (both stay within their possible range), normal approximation for means.
rep-cmp-distinct = distinct games
rep-cmp-wins = { $player } wins
rep-cmp-player = Player { $number }
rep-cmp-draws = draws
rep-cmp-unfinished = unfinished (limit)
rep-cmp-first-wins = first player wins (finished)
rep-cmp-advantage = first-player advantage
rep-cmp-plies = plies: mean / median / p95
rep-cmp-longest = longest game (plies)
rep-cmp-branching = branching factor
rep-cmp-captures = captures per game
rep-cmp-chain = capture chain: mean / max
rep-cmp-margin = margin of victory
rep-cmp-lead-changes = lead changes per game
# $reason: how games ended, as the JSON names it.
rep-cmp-ended = ended: { $reason }
# $name: a counter's name, as the JSON names it.
rep-cmp-counter = { $name } per game
rep-cmp-first-special = first mandarin/special capture (ply)
rep-cmp-warning = warning: { $warning }
rep-cmp-differences = Differences from the first ruleset, with 95% intervals:
rep-cmp-diff-wins = { $player } win rate
rep-cmp-diff-draws = draw rate
rep-cmp-diff-unfinished = unfinished rate
rep-cmp-diff-plies = mean plies
rep-cmp-advantage-note = The first-player advantage is P(first player wins) − P(second player wins) among finished games; its interval comes from the first player's score (a win 1, a loss 0, anything else ½), so it stays within ±100 points.

## A computer player's search, shown in play

# $kind: exact (from the endgame database), untimed (no time: for output that must not change
# from run to run), instant (no time measured) or timed; $hasline: yes when the expected $line
# is given. $rate: millions of positions a second.
rep-search = { $kind ->
        [exact] from the endgame database
        [untimed] depth { $depth }, { $nodes } positions
        [instant] depth { $depth }, { $nodes } positions in { $seconds } s
       *[timed] depth { $depth }, { $nodes } positions in { $seconds } s ({ $rate } M a second)
    }{ $hasline ->
        [yes] ; expected line { $line }
       *[no] {""}
    }

## The terminal client of a server (play --connect)

rep-connect-help =
    Commands:
      a move      play it when it is your turn (e.g. 1R)
      board       show the board
      history     the moves so far
      seats       who sits where
      chat TEXT   a line to everyone in the room
      undo        ask to take back your last move (the others must agree: they type `undo` too)
      resign      give up the game
      rematch     after the game: play again with the seats swapped (everyone seated agrees)
      quit        leave (a player's seat is kept for the room's grace period: come back with
                  --seat N --token T)

## solve's progress, on a terminal

# $line: the moves after which the model's replies are sampled.
rep-solve-book-model = book against MCTS: the model's replies after `{ $line }`
rep-solve-book-chosen = book against MCTS: { $count } positions chosen
rep-solve-book = opening book: { $done } positions solved, { $waiting } waiting
# $lower and $upper: the bounds of the value so far.
rep-solve-progress = test { $test }: value { $lower } to { $upper }, { $nodes } positions, { $seconds } s

## `mancala tournament`'s report (`rep-tour-*`).

rep-tour-heading = mancala { $version } tournament on { $ruleset }, seed { $seed }: a round robin of { $agents } agents, { $games } games per pairing, each agent of a pairing moving first in every other game.
rep-tour-opening-none-same = Openings: none (--opening 0), so two deterministic agents play the same games again and again.
rep-tour-opening-none = Openings: none (--opening 0); the agents' own random choices make the games differ.
rep-tour-opening = Openings: each game starts with { $plies } random { $plies ->
        [one] ply
       *[other] plies
    } drawn from its seed (--opening { $plies }), then the agents play.
rep-tour-opening-even = { $plain } Only even openings: each was drawn again until a search of { $depth } plies on the lead in points put neither side more than { $points } { $points ->
        [one] point
       *[other] points
    } ahead (--opening-within { $points }).
# $exact: yes when the count is exact, no when it is estimated.
rep-tour-about = { $exact ->
        [yes] { $count }
       *[no] about { $count }
    }
rep-tour-repeats = { $first } vs { $second }: { $distinct } distinct games among { $games }; { $repeated } { $copies ->
        [one] repeats
       *[other] repeat
    } an earlier game move for move
rep-tour-repeats-same = { $what }, because the agents play the same game from the same start: the shares and ratings count these copies as new evidence. Open each game with random plies (--opening { $opening }) to vary them
rep-tour-repeats-random = { $what } (independent random games that happen to agree, which the ratings allow for)
rep-tour-repeats-opening = { $what } (the same random opening, played alike): --opening { $opening } would vary them more
rep-tour-score-title = Score of the row agent against the column agent: wins and half the draws, as a share of the finished games.
rep-tour-versus = { $first } vs { $second }
rep-tour-pairings-title = Games of each pairing, from the first agent's side:
rep-tour-col-pairing = pairing
rep-tour-col-won = won
rep-tour-col-drawn = drawn
rep-tour-col-lost = lost
rep-tour-col-unfinished = unfinished
rep-tour-col-distinct = distinct games
rep-tour-distinct-of = { $distinct } of { $games }
rep-tour-unfinished = Unfinished games (stopped by a limit): { $unfinished } of { $total }{ $some ->
        [yes] ; they count in neither the shares nor the ratings
       *[no] {""}
    }.
rep-tour-seat-unfinished = { $record } ({ $unfinished } unfinished)
rep-tour-seats-title = The same games by seat, from the first agent's side: won-drawn-lost (unfinished apart), and its share of the points with a 95% Wilson interval:
rep-tour-col-first = moving first
rep-tour-col-second = moving second
rep-tour-no-rating = no finite rating: { $why }
rep-tour-alone = { $group ->
        [top] the others scored nothing against it
        [bottom] it scored nothing against the others
       *[middle] it scored nothing against the groups above, and those below nothing against it
    }
rep-tour-unbounded = unbounded
rep-tour-elo = Elo (Bradley–Terry maximum likelihood, 400 points = 10:1 odds, mean 1500), with 95% intervals from { $resamples } bootstrap resamples drawn from the seed:
rep-tour-elo-groups = Elo: no finite ratings fit every agent, because some scored nothing (no win, no draw) against others. The agents fall into ranked groups, each scoring nothing against the groups above it, so the gaps between groups are unbounded. Within a group of two or more, the ratings (Bradley–Terry maximum likelihood, 400 points = 10:1 odds) have mean 1500, with 95% intervals from { $resamples } bootstrap resamples drawn from the seed.
rep-tour-group-first = group 1, the strongest:
rep-tour-group = group { $group }, unboundedly below group { $above }:
rep-tour-unbounded-end = An unbounded end: in more than 2.5% of the resamples some agents scored nothing (no win, no draw) against the others, and no finite rating on a common scale fits that.
