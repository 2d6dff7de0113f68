# The words drawn on the pits of the SVG board (`mancala svg`, the web board).

# A mandarin square's worth: its citizens and its big stone, as the rules count a capture.
board-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# A mandarin square the rules do not let anyone capture yet.
board-young = young mandarin

## The picture's words for people: its title (what a screen reader says of the whole board),
## each pit's label for a screen reader, the players' lines and the line under the board.

# The title. $ruleset: the ruleset's name; $id: its id; $seat: the player seen from;
# $scores: the board-player-points of every player, joined by ", "; $status: who is to
# move (board-to-move, board-to-place) or how the game ended.
board-summary = { $ruleset } ({ $id }) seen by { $seat }: { $scores }; { $status }
# One player's points in the title.
board-player-points = { $player } { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# Items of a list: the first ones (already joined by ", ") and the last.
board-list-and = { $rest } and { $last }
# Pieces of one look. $look: plain, red, black, special, big (a mandarin's big stone), small.
board-pieces = { $look ->
    [red] { $count ->
        [one] { $count } red seed
       *[other] { $count } red seeds
    }
    [black] { $count ->
        [one] { $count } black seed
       *[other] { $count } black seeds
    }
    [special] { $count ->
        [one] { $count } special seed
       *[other] { $count } special seeds
    }
    [big] { $count ->
        [one] { $count } big stone
       *[other] { $count } big stones
    }
    [small] { $count ->
        [one] { $count } stone
       *[other] { $count } stones
    }
   *[plain] { $count ->
        [one] { $count } seed
       *[other] { $count } seeds
    }
}
# A pit with nothing in it.
board-empty = empty
# A pit out of play this round.
board-out-of-play = out of play
# A pit for a screen reader: its name, then what it holds (keep the colon right after the name).
board-pit = { $pit }: { $contents }
# The line under the board (`board-to-move` otherwise, in cli.ftl) when the player to move has
# a piece in hand to place first. $look as in board-pieces.
board-to-place = { $player } to place a { $look ->
    [big] big stone
   *[special] special seed
}
# A player's line under their name: points, the pieces they captured (kept off the board) and
# the pieces in hand still to place ($pieces and $hand are board-pieces lists).
board-score = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
board-score-captured = { $points ->
    [one] { $points } point
   *[other] { $points } points
}, captured { $pieces }
board-score-to-place = { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $hand } to place
board-score-captured-to-place = { $points ->
    [one] { $points } point
   *[other] { $points } points
}, captured { $pieces }, { $hand } to place
# The caption above a game's first picture, and above the picture after a move.
board-caption-start = Start
board-caption-move = Move { $ply }: { $player } plays { $move }
