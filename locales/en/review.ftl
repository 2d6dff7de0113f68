# `mancala analyse` and `mancala review` (src/review.rs, src/cli/analyse_cmd.rs,
# src/cli/review_cmd.rs): values, classes of moves, a move's comment, the graph, the table.

## Values and classes

# $value: points of final margin with their sign (+3, -2); $depth: the plies a search completed.
rev-value-exact = { $value } (exact)
rev-value-searched = { $value } (depth { $depth })
rev-class-best = best
rev-class-good = good
rev-class-inaccuracy = inaccuracy
rev-class-mistake = mistake
rev-class-blunder = blunder

## A move's comment (for an annotated record)

# $class: the class (best, good, inaccuracy, mistake, blunder); $player: the mover; $before, $after: values as above.
rev-comment = { $class ->
        [best] Best move
        [good] Good move
        [inaccuracy] Inaccuracy
        [mistake] Mistake
       *[blunder] Blunder
    }. { $player }: { $before } → { $after }.
# $loss: the points given away; $best: the best move; $line: the line of best play.
rev-comment-loss = { $class ->
        [best] Best move
        [good] Good move
        [inaccuracy] Inaccuracy
        [mistake] Mistake
       *[blunder] Blunder
    } (−{ $loss }). { $player }: { $before } → { $after }. Best was { $best }: { $line }.

## The graph

rev-graph-title = Advantage over the game: { $south } against { $north }
rev-graph-ahead = { $player } ahead by { $points }
rev-graph-moves = { $plies ->
        [one] { $plies } move
       *[other] { $plies } moves
    }

## Errors

rev-err-players = a review takes a game of two players; this one has { $players }
rev-err-time-per-move = --time-per-move { $given }: give 0.01 to { $max } seconds
rev-err-total-time = --total-time { $given }: give 0.01 to { $max } seconds
rev-err-max-moves = --max-moves { $given }: give 1 to { $max }
rev-err-time = --time { $given }: give 0.01 to { $max } seconds
rev-err-over = the game is over: there is no move to analyse
rev-err-no-game = `{ $game }` is not a game record file: give the path of one (as `play --save` writes)

## analyse

# $player: the player to move.
ana-to-move = { $player } to move.
ana-value = Value for { $player }: { $value }.
ana-best = Best move: { $move }
ana-line = Line: { $line }

## review

# $ruleset: the ruleset's name; $plies: the moves of the game.
rev-heading = Review of a game of { $ruleset }: { $plies ->
        [one] { $plies } move
       *[other] { $plies } moves
    }.
rev-legend = Values are points of final margin for the player who moved: exact where plain, a search's where followed by ~ and its depth (~12: 12 plies).
rev-col-ply = #
rev-col-player = player
rev-col-move = move
rev-col-before = before
rev-col-after = after
rev-col-best = best
rev-col-loss = loss
rev-col-class = class
# $accuracy: a percentage (87.5).
rev-summary = { $player }: accuracy { $accuracy }%, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } reviewed; { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }.
rev-summary-none = { $player }: no move reviewed.
rev-skipped-time = Moves { $first } to { $last } were not reviewed: the review's time ran out ({ $seconds } s; it goes from the last move back to the first).
rev-skipped-length = Moves { $first } to { $last } were not reviewed: a review takes the first { $max } moves at most.
rev-progress = reviewing
rev-svg-written = The graph of the advantage is in { $path }.
