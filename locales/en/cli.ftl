# What every game shows: players, transcripts, summaries of moves, results, the rules' heading
# (the library's render and present), and the command line's own words.

player-side = { $side ->
    [0] South
   *[1] North
}
player-numbered = Player { $number }
number-word = { $n ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] eleven
    [12] twelve
    [13] thirteen
    [14] fourteen
    [15] fifteen
    [16] sixteen
    [17] seventeen
    [18] eighteen
    [19] nineteen
    [20] twenty
    [21] twenty-one
    [22] twenty-two
   *[other] { $n }
}
digit-group-separator = ,

## A transcript (`replay`).
transcript-heading = { $name } ({ $id }), { $first } moves first
transcript-before-first = Before the first move: { $summary }
transcript-move = { $number }. { $player } plays { $move }

## A move in one line (`replay` without --explain).
summary-relays = { $count ->
    [one] { $count } relay
   *[other] { $count } relays
}
summary-captures = captures { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
summary-special-seed = places a special seed
summary-grand-slam = grand slam: nothing captured
summary-new-round = round { $round } begins
summary-bonus = bonus move
summary-refill = { $player } refills { $placed } ({ $own } own, { $borrowed } borrowed, { $bank } from outside)
summary-pass = { $player } passes
summary-limit = { $limit ->
    [max-plies] the most moves a game may last is reached: unfinished
    [max-plies-without-capture] the most moves in a row without a capture is reached: unfinished
    [max-relay-lifts] too many relays: the move is abandoned, the game unfinished
   *[max-rounds] the most rounds a match may last is reached: unfinished
}
summary-nothing = no capture

## The path of a computer's move (`play`).
path-place = places a special seed in { $pit }
path-sow = sows { $count } from { $pit }
path-relay = relays { $count } from { $pit }
path-take-one = takes one from { $pit } and sows it
path-capture = captures { $pit } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
path-bonus = ends in the store: another move
path-refill = { $player } puts { $placed } back on their squares
path-pass = { $player } cannot move and passes
path-limit = the limit { $limit } is reached
path-points-in-all = { $points ->
    [one] { $points } point in all
   *[other] { $points } points in all
}
collection-one = { $player } collects { $count } left on the board
collection-line = End of the game: { $collected }.

## The result.
outcome-score = { $player } { $score }
outcome-unfinished = The game stopped unfinished at { $scores }: { $why }.
outcome-wins = { $winner } wins { $won }-{ $lost }: { $why }.
outcome-wins-of-many = { $winner } wins ({ $scores }): { $why }.
outcome-draw = A draw, { $south }-{ $north }: { $why }.
outcome-shared = Nobody wins: the top score is shared ({ $scores }): { $why }.
end-repetition = a position came back since the last capture
end-blocked = no player can move
end-max-plies = the limit of { $count } moves is reached
end-max-plies-without-capture = { $count } moves in a row captured nothing
end-max-relay-lifts = a move needed more than { $count } relays
end-max-rounds = the limit of rounds is reached

## The board's status line.
board-to-move = { $player } to move
board-over = Game over
board-unfinished = Game stopped unfinished

## Moves refused.
move-refused = cannot play { $move }: { $why }

## `rules show`: the heading.
rules-heading = { $name } ({ $id }): { $what }
rules-source = Source: { $source }
rules-sources = Sources:
rules-limit-ranges = They are set in `[limits]`: `max-plies` and `max-plies-without-capture` from 1 to { $plies }{ $with_relays ->
        [yes] , `max-relay-lifts` from 1 to { $relays }
       *[no] { "" }
    }.

## The command line.
cli-error = error: { $error }
cli-move-error = move { $number } (`{ $move }`): { $error }
