# The Awalé family (Oware Abapa, Awalé with coloured seeds): holes, the board's captions,
# refusals, and the narration of a move (`replay --explain`, the web board).

## Words used in many sentences.
aw-seeds = { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}
aw-hole = hole { $hole }
# $first: every item but the last, joined by commas.
aw-and = { $first } and { $last }
aw-holes = { $count ->
    [one] hole { $list }
   *[other] holes { $list }
}
aw-colour-count = { $count } { $colour ->
    [red] red
    [black] black
   *[special] special
}
aw-seeds-of-colour = { $count } { $colour ->
    [red] red
    [black] black
   *[special] special
} { $count ->
    [one] seed
   *[other] seeds
}
aw-seeds-mixed = { $seeds } ({ $colours })
# $en: the English suffix of the ordinal (st, nd, rd, th).
aw-ordinal = { $n }{ $en ->
    [st] st
    [nd] nd
    [rd] rd
   *[th] th
}

## The board's captions.
aw-status-unfinished = game stopped unfinished
aw-status-over = game over
aw-status-place = { $player } to place a special seed (S{ $from }-S{ $to })
aw-status-move = { $player } to move
aw-board-side = { $side } (player { $number }): { $captured } captured{ $inhand ->
    [0] {""}
    [one] , { $inhand } special seed to place
   *[other] , { $inhand } special seeds to place
}
aw-legend = Holes 1-{ $houses } are South's and { $next }-{ $holes } North's; seeds are sown 1, 2, ..., { $holes }, 1, counter-clockwise in the picture.{ $coloured ->
    [yes] { " " }A hole shows its seeds by colour: 3R3B1S is 3 red, 3 black and 1 special (red-and-black) seed; - is an empty hole.
   *[no] {""}
}

## Why a game ended (after "the game is over:").
aw-end-score = enough seeds have been captured to decide the game
aw-end-no-moves = the next player has no legal move

## Moves refused.
aw-not-a-move = `{ $text }` is not a move: expected { $expected }
aw-expected-oware = a hole number 1-{ $holes }, like 4
aw-expected-colours = a hole 1-{ $holes }, the colour sown first (R or B) and, if the hole holds a special seed, its position in the sowing, like 3R, 9B or 3R2; or, during set-up, S and a hole, like S4
aw-expected-colour = the colour sown first after the hole number, R (red) or B (black), like { $hole }R or { $hole }B, then the position of the special seed if the hole holds one, like { $hole }R2
aw-expected-position = after the colour, nothing, or the position of the special seed in the sowing (a number from 1), like { $hole }R2
# $last: the player's last hole; $first: their first.
aw-illegal-not-yours-place = hole { $hole } is not yours: place your special seed in one of holes { $first }-{ $last }
aw-illegal-not-yours = hole { $hole } is your opponent's: choose one of your holes { $first }-{ $last }
# $first: the player's first hole; $last: their last.
aw-illegal-empty = hole { $hole } is empty
aw-illegal-must-feed = your opponent has no seeds and hole { $hole } ({ $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}) does not reach their row: you must give them seeds
# $first: the player's first hole; $last: their last.
aw-illegal-placed = S{ $hole } is a set-up move, and the special seeds are already placed
# $hole: the hole typed; $last: the player's last hole.
aw-illegal-place-first = place your special seed first, like S{ $first }
aw-refuse-no-such-hole = there is no hole { $hole }: the holes are 1 to { $holes }
aw-refuse-oware-notation = oware moves are a hole number alone, like 4
aw-refuse-no-special = there are no special seeds to place in this game
aw-refuse-first-colour = the first colour must be R (red) or B (black), like 3R
# $c: the letter of the colour sown first.
aw-refuse-position-without-special = hole { $hole } holds no special seed: give no position, like { $hole }{ $c }
aw-refuse-position-missing = hole { $hole } holds { $special ->
    [one] a special seed: give its position in the sowing
   *[other] { $special } special seeds: give the position in the sowing of the first
}, 1 to { $max }, like { $hole }{ $c }{ $example }
aw-refuse-position-range = position { $at } is out of range for hole { $hole }: it holds { $total } seeds, { $special } of them special, so the position is 1 to { $max }
aw-refuse-colour-absent = hole { $hole } holds no { $colour ->
    [black] black
   *[red] red
} seeds: the move is written { $hole }{ $c }

## The narration of a move.
# $short: the holes that do not reach, $nshort how many.
aw-must-feed = { $them }'s row is empty, so { $who } must feed it: only a sowing that reaches { $them }'s row may be played ({ $reach } { $nreach ->
    [one] reaches
   *[other] reach
} it{ $nshort ->
    [0] {""}
    [one] ; { $short } does not
   *[other] ; { $short } do not
}).
aw-place = { $player } places their special seed in { $pit }, which now holds { $content }.
# $hole: the number of the hole lifted; $colour: the seed's colour (red, black, special).
aw-sow-one = { $who } lifts the only seed of { $pit } and sows it into { $to }.
# $hole: the number of the hole lifted.
aw-sow-one-coloured = { $who } lifts the only seed of { $pit }, a { $colour ->
    [red] red
    [black] black
   *[special] special
} one, and sows it into { $to }.
# $hole: the number of the hole lifted.
aw-sow-many = { $who } lifts the { $count } seeds of { $pit } and sows them one per hole: holes { $list }.
# $hole: the number of the hole lifted; $order: the order chosen (aw-order-colours, aw-order-special).
aw-sow-many-coloured = { $who } lifts the { $count } seeds of { $pit } ({ $colours }) and sows them one per hole{ $order }: holes { $list }.
aw-sown-hole-coloured = { $number } ({ $colour ->
    [red] red
    [black] black
   *[special] special
})
# $hole: the number of the hole lifted.
aw-skip = { $pit } itself is skipped on every lap.
aw-order-colours = , { $first ->
    [black] black before red
   *[red] red before black
}
# $second: the ordinal after $at; $last: the last special seed's ordinal.
aw-order-special = , with { $count ->
    [one] the special seed as the { $at } seed
    [2] the 2 special seeds as the { $at } and { $second } seeds
   *[other] the { $count } special seeds as the { $at } to { $last } seeds
}
aw-row-own = { $who }'s own row
aw-row-their = { $them }'s row
# $colour: the last seed's colour, said already.
aw-fell-single = It fell in { $pit }, in { $row }{ $holds ->
    [yes] , which now holds { $content }
   *[no] {""}
}
# $colour: the last seed's colour, not counted in Oware.
aw-fell = The last seed fell in { $pit }, in { $row }{ $holds ->
    [yes] , which now holds { $content }
   *[no] {""}
}
aw-fell-coloured = The last seed, a { $colour ->
    [red] red
    [black] black
   *[special] special
} one, fell in { $pit }, in { $row }{ $holds ->
    [yes] , which now holds { $content }
   *[no] {""}
}
aw-not-two-or-three = not 2 or 3
aw-count = { $colour ->
    [red] red
   *[black] black
} count { $special ->
    [0] { $count }
   *[other] { $count } + { $special } special = { $sum }
}
aw-check-fails = { $count } is not 2 or 3
aw-check-qualifies = { $count } qualifies
aw-check-neither = { $red } and { $black }: neither is 2 or 3
aw-check-red-only = { $red } qualifies, { $black } does not
aw-check-black-only = { $red } does not qualify, { $black } does
aw-check-both = { $red } and { $black } both qualify
aw-chain = { $chain ->
    [red] red only
    [black] black only
   *[both] both colours
}
# $name: the hole's name within a sentence.
aw-before-holds = { $pit }, the one before, holds { $content }
aw-special-counts-both = ; a special last seed counts for both colours
# $count: the seeds captured.
aw-capture-them = : { $who } captures them.
# $count: the seeds captured.
aw-capture-them-too = : { $who } captures them too.
aw-capture-coloured = : { $check }. { $who } captures { $pieces }{ $nleft ->
    [0] {""}
    [one] ; the { $left } stays
   *[other] ; the { $left } stay
}{ $goeson ->
    [yes] , and the chain goes on in { $chain }
   *[no] {""}
}.
aw-slam-hole = { $pit } with { $content }
aw-slam-cancelled = { $last }. Capturing from there backwards ({ $holes }) would take every seed left in { $them }'s row: that is a grand slam, and under these rules a grand slam captures nothing. The move stands and no seed is taken.
aw-no-capture = : no capture.
aw-no-capture-count = , { $check }: no capture.
aw-no-capture-coloured = : { $check }, so no capture.
# $name: the hole's name within a sentence; $who: the mover; $content: what the hole holds.
aw-chain-own-row = { $pit }, the one before, is in { $who }'s own row: the chain ends.
# $name: the hole's name within a sentence; $who: the mover; $content: what the hole holds.
aw-chain-empty = { $pit }, the one before, is empty: the chain ends.
# $name: the hole's name within a sentence; $who: the mover.
aw-chain-count = { $pit }, the one before, holds { $content }, { $check }, so the chain ends.
# $name: the hole's name within a sentence; $who: the mover.
aw-chain-count-coloured = { $pit }, the one before, holds { $content }: { $check }, so the chain ends.
aw-in-all = In all, { $who } captures { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}.
# $who: the mover.
aw-slam-allowed = { $them }'s row is now empty: a grand slam, which these rules allow.
aw-over-more-than-half = { $player } now has { $score } of the { $total } seeds, more than half: the game is over.
aw-over-half-each = Both players now have { $score } of the { $total } seeds, exactly half each: the game is over.
aw-over-repetition = This position (the same player to move, the same scores, the same seeds in every hole) has already occurred since the last capture: the game is over.
aw-over-no-seed = { $player } has no seed left to sow and cannot move: the game is over.
aw-over-short-hole = { $pit } holds { $count } and would need { $need }
aw-over-no-legal-move = { $player } has no legal move: { $who }'s row is empty and none of { $player }'s holes holds enough seeds to reach it ({ $holes }). The game is over.
aw-over-other = The game is over: { $why }.
aw-limit = The game stops unfinished: { $why }.
aw-sweep-last-mover = { $player }, who moved last, collects the { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
} left on the board.
aw-sweep = { $player } collects { $count ->
    [one] the only seed left in their row.
   *[other] the { $count } seeds left in their row.
}
# $winner: nobody.
aw-final-unfinished = Score when the game stopped: South { $south } – North { $north }; it is unfinished.
aw-final-win = Final score: South { $south } – North { $north }. { $winner } wins.
# $winner: nobody.
aw-final-draw = Final score: South { $south } – North { $north }. It is a draw.

## The rules in words (`rules show`), one message a sentence.
aw-what-oware = Oware Abapa, the West African sowing game.
aw-what-colours = Awalé with red and black seeds and red-and-black special seeds.
aw-rules-board = Board
aw-rules-rows = - Two rows of { $houses } holes, numbered 1 to { $holes }: South (player 0) owns holes 1-{ $houses }, North (player 1) owns holes { $next }-{ $holes }. Sowing always runs 1, 2, ..., { $holes }, 1. Captured seeds are kept aside and are the player's score.
aw-rules-seeds = - Every hole starts with { $count } seeds, { $total } in all.
aw-rules-coloured-seeds = - Every hole starts with { $count } red and { $count } black seeds.
aw-rules-special = - Each player also has one special seed, red and black at once: { $total } seeds in all, each worth one point.
aw-rules-place-own = - Set-up: before the first sowing move each player places their special seed in one of their own holes (move S<hole>, like S4 or S9), the first player first.
aw-rules-place-any = - Set-up: before the first sowing move each player places their special seed in any hole (move S<hole>, like S4), the first player first.
aw-rules-no-special = - There are no special seeds: { $total } seeds in all, each worth one point.
aw-rules-first = - { $player } moves first.
aw-rules-first-random = - The first player is drawn at random.
aw-rules-move = A move
aw-rules-move-oware = - Choose one of your non-empty holes by its number (South 1-{ $houses }, North { $next }-{ $holes }). Lift all its seeds and drop one into each following hole; with { $holes } seeds or more the hole you started from is skipped on every lap.
aw-rules-move-colours = - Choose one of your non-empty holes and the colour sown first: move 3R sows hole 3, red seeds first, then the black ones; 3B sows the black ones first. If the hole holds special seeds, also say at which position of the sowing they are dropped: 3R2 drops a red seed, then the special seed, then the rest.
aw-rules-move-drop = - The seeds are dropped one per hole in the following holes; with { $holes } seeds or more the hole you started from is skipped on every lap.
aw-rules-must-feed = - If your opponent's row is empty you must give them seeds: only a hole whose sowing reaches their row may be played.
aw-rules-no-feeding = - You need not feed an opponent whose row is empty; a player who has no seeds to sow cannot move and the game ends.
aw-rules-captures = Captures
aw-rules-capture-oware = - If the last seed falls in your opponent's row and that hole now holds 2 or 3 seeds, capture them; then look at the hole before it, and so on backwards while the holes are in your opponent's row and hold 2 or 3 seeds.
aw-rules-capture-colours = - A capture happens only if the last seed falls in your opponent's row, and the colour of that seed decides: in that hole, count the seeds of that colour plus the special seeds; if there are 2 or 3, capture. Then look at the hole before it, and so on backwards, counting the same colour, while the holes are in your opponent's row and the count is 2 or 3.
aw-rules-scope-colour = - A capture takes the seeds of the counted colour and the special seeds of the hole; seeds of the other colour stay.
aw-rules-scope-all = - A capture takes every seed of the hole.
aw-rules-wild-narrowing = - A special last seed is wild: both colours are counted, and the chain goes on counting the colours that qualified (only one, if only one did).
aw-rules-wild = - A special last seed is wild: both colours are counted at every hole of the chain.
aw-rules-slam-no-capture = - Grand slam: a capture that would take every seed left in your opponent's row captures nothing at all; the move stands.
aw-rules-slam-capture = - Grand slam: a capture may take every seed left in your opponent's row.
aw-rules-end = End
aw-rules-end-score = - The game ends when a player has captured more than half of the seeds ({ $more } or more), or both have exactly half ({ $half }).
aw-rules-end-repetition = - It also ends when a position comes back since the last capture: the same player to move, the same scores and the same seeds in every hole.
aw-rules-end-no-move = - It also ends when the player to move has no legal move.
aw-rules-collect-own = - However it ends, each player then adds the seeds left in their own row to their score.
aw-rules-collect-last-mover = - However it ends, each player then adds the seeds left in their own row to their score; but when the game ends because the player to move has no legal move, the player who moved last takes every seed left.
aw-rules-winner = - The player with more seeds wins; equal scores are a draw.
aw-rules-limits = - Safety limits: a game is stopped unfinished after { $plies } moves, or { $quiet } moves in a row without a capture. { $ranges }
