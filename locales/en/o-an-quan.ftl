# Ô ăn quan: the narration of a move (`replay --explain`, the web board), step by step.

stones = { $count ->
    [one] { $count } stone
   *[other] { $count } stones
}
oaq-side = { $side ->
    [0] South
   *[1] North
}
oaq-left-mandarin = the left mandarin square (cell 0)
oaq-right-mandarin = the right mandarin square (cell { $cell })
oaq-square = { $owner }'s square { $number }
oaq-direction = { $dir ->
    [right] to the right (R)
   *[left] to the left (L)
}
oaq-into-one = into { $cells }
oaq-into-many = one each into { $cells }
# $count: the number of stones lifted, for languages whose words depend on it.
oaq-lift = { $mover } lifts { $stones } from { $pit } and sows (rải) { $direction }: { $into }.
oaq-relay = The next cell, { $pit }, holds { $stones }: relay (rải tiếp), lift { $count ->
        [one] it
       *[other] them
    } and keep sowing { $into }.
oaq-take-one = The next cell, { $pit }, is a mandarin square holding stones: take one stone out of it and sow it into { $into }.
oaq-capture = { $gap } is empty, so { $mover } captures (ăn) what lies behind it, in { $pit }: { $pieces }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
oaq-big-stone = the big stone (quan, { $points } points)
oaq-citizens = { $count ->
    [one] { $count } citizen (dân)
   *[other] { $count } citizens (dân)
}
oaq-and = { $first } and { $second }
oaq-stop-occupied-mandarin = The next cell, { $pit }, is a mandarin square (ô quan) that is not empty: sowing stops there and nothing is captured (mất lượt).
oaq-stop-empty-mandarin = The next cell, { $pit }, is an empty mandarin square, which may not serve as the gap under these rules: the turn ends (mất lượt).
oaq-stop-two-empty = The next cell, { $gap }, is empty, and the cell behind it, { $pit }, is empty too: two empty cells in a row, so nothing more is captured and the turn ends (mất lượt).
oaq-stop-quan-non = The next cell, { $gap }, is empty, and the cell behind it, { $pit }, is a young mandarin (quan non), which may not be captured yet: the turn ends.
oaq-stop-occupied = The next cell, { $pit }, is not empty, so the chain of captures (ăn liên tiếp) ends here.
oaq-stop-no-chain = Chained captures are off in this ruleset: one capture ends the turn.
oaq-stop-other = The move ends ({ $code }).
oaq-refill-one = { $who }'s square is empty: refill (rải quân).
oaq-refill-all = { $who }'s { $count ->
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
       *[other] { $count }
    } squares are all empty: refill (rải quân).
oaq-refill-sells = { $who } sells a captured big stone to { $other } for { $price } citizens.
oaq-refill-own = { $who } puts back { $count } of their own captured citizens.
oaq-refill-borrows = { $who } borrows (vay) { $count } from { $other } and owes them (nợ) that many points.
oaq-refill-bank = { $who } takes { $stones } from outside the game, a point each.
oaq-refill-placed = { $placed ->
    [1] One stone goes into square 1.
   *[other] One stone goes into each of squares 1 to { $placed }.
}
oaq-pass = { $who } has no stones on their squares and none to put back or borrow: they pass.
oaq-sweep = Collection (thu quân): { $who } collects { $stones } left to them on the board.
oaq-limit = The safety limit `{ $limit }` is reached: the game stops unfinished.
oaq-end-mandarins-empty = both mandarin squares are empty (hết quan, tàn dân)
oaq-end-big-stones = both big stones have been captured
oaq-end-no-refill = a player could not refill their squares
oaq-end-blocked = neither player can move
oaq-result-wins = { $winner } wins
oaq-result-unfinished = unfinished
oaq-result-draw = a draw
oaq-game-over = The game is over: { $why }. Final points South { $south } – North { $north }: { $result }.
