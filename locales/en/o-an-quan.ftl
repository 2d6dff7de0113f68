# Ô ăn quan: the narration of a move (`replay --explain`, the web board), step by step.

stones = { $count ->
    [one] { $count } stone
   *[other] { $count } stones
}
oaq-side = { $side ->
    [0] South
   *[1] North
}
oaq-left-mandarin = the left mandarin square
oaq-right-mandarin = the right mandarin square
oaq-square = { $owner }'s square { $number }
oaq-direction = { $dir ->
    [right] to the right (R)
   *[left] to the left (L)
}
oaq-into-one = into { $cells }
oaq-into-many = one each into { $cells }
# $count: the number of stones lifted, for languages whose words depend on it; $number: the
# number of the square lifted, always the mover's own ("sa case 1", "ô số 1 của mình").
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
    [2] One stone goes into each of squares 1 and 2.
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
oaq-stop-big-stone-only = The next cell, { $pit }, is a mandarin square holding only its big stone: there is no citizen to take out of it, so sowing stops there and nothing is captured (mất lượt).
oaq-squares-two = { $owner }'s squares { $from } and { $to }
oaq-squares-range = { $owner }'s squares { $from } to { $to }
oaq-then = { $first }, then { $next }

# Ô ăn quan: the board's captions, the legend, moves refused, why a game ended.

oaq-board-side = { $side }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $held })
oaq-board-citizens = { $count ->
    [one] { $count } citizen
   *[other] { $count } citizens
}
oaq-board-big-stones = { $count ->
    [one] { $count } big stone
   *[other] { $count } big stones
}
oaq-board-debt = debt { $debt }
oaq-legend = { $side ->
        [1] Squares: each player has one square, square 1, between the mandarin squares (ô quan) at the ends, the left and the right one as { $viewer } sees the board.
       *[other] Squares: each player's squares are numbered 1-{ $side } from that player's own left ({ $other }'s read { $side } to 1 along the top as { $viewer } sees the board); the ends are the left and the right mandarin squares (ô quan) as { $viewer } sees the board.
    } A move is a square and a direction: R sows to the right, L to the left, as seen from the mover's seat (1R: square 1, to the right).{ $big ->
        [yes] { " " }On the board, Q+3 is a mandarin square holding its big stone and 3 citizens.
       *[no] { "" }
    }
oaq-move-format = { $side ->
    [1] 1R or 1L (square 1, sown to the right or to the left)
   *[other] a square 1-{ $side } and a direction L or R, like 1R or { $example }L
}
oaq-not-a-move = `{ $text }` is not a move: expected { $expected }
oaq-illegal-empty = your square { $number } is empty
oaq-illegal-not-yours = { $side ->
    [1] you may only sow from your own square 1
   *[other] you may only sow from your own squares 1-{ $side }
}
oaq-illegal-shape = Ô ăn quan moves are a square and a direction, like 1R
oaq-reason-mandarins-empty = both mandarin squares are empty
oaq-reason-big-stones = both big stones have been captured
oaq-reason-no-refill = a player could not refill their squares

# Ô ăn quan: the rules in words (`rules show`), generated from the options. A line that starts
# with spaces keeps them with { "  " }.

oaq-what = Ô ăn quan, the Vietnamese mandarin-square game.
oaq-rules-board = Board
# $squares: the number of squares a side, in words.
oaq-rules-cells = - { $cells } cells on a ring: a mandarin square (ô quan) at each end and, between them, { $side ->
        [1] one citizen square (ô dân) on each player's side (the traditional board has five), square 1 as moves name it.
        [5] five citizen squares (ô dân) on each player's side. They are numbered 1-5 from their owner's own left, as moves name them: North's read 5 to 1 across the top of the board as South sees it.
       *[other] { $squares } citizen squares (ô dân) on each player's side (the traditional board has five). They are numbered 1-{ $side } from their owner's own left, as moves name them: North's read { $side } to 1 across the top of the board as South sees it.
    }
oaq-rules-citizens = - Each citizen square starts with { $count ->
        [1] 1 citizen (dân), worth one point.
       *[other] { $count } citizens (dân), worth one point each.
    }
oaq-rules-big-stone = - Each mandarin square starts with one big stone (quan) worth { $value } points.
oaq-rules-small-stones = - Each mandarin square starts with { $count ->
        [1] 1 ordinary stone
       *[other] { $count } ordinary stones
    } worth one point each, like citizens; there are no big stones.
oaq-rules-first = - { $player } moves first.
oaq-rules-first-random = - The first player is drawn at random (oẳn tù tì).
oaq-rules-move = A move
oaq-rules-move-choose = - Choose one of your non-empty squares and a direction, left (L) or right (R), as seen from your seat; move 1R lifts your leftmost square and sows to the right. Lift every stone and drop one into each following cell, mandarin squares included (rải).
oaq-rules-move-then = - Then look at the cell after the last stone:
oaq-rules-move-relay = { "  " }- a citizen square holding stones: lift them all and keep sowing in the same direction (rải tiếp);
oaq-rules-mandarin-stops = { "  " }- a mandarin square holding anything: the turn ends (mất lượt);
oaq-rules-mandarin-take-one = { "  " }- a mandarin square holding citizens: take one of them and keep sowing with it; holding only its big stone: the turn ends;
oaq-rules-mandarin-take-one-small = { "  " }- a mandarin square holding stones: take one of them and keep sowing with it;
oaq-rules-gap = { $mandarin ->
    [yes] { "  " }- an empty cell (a citizen or a mandarin square): it is the gap; capture (ăn) everything in the cell behind it.
   *[no] { "  " }- an empty citizen square: it is the gap; capture (ăn) everything in the cell behind it. An empty mandarin square ends the turn.
}
oaq-rules-behind-gap = - Nothing is captured when the cell behind the gap is empty too. Any cell can be captured, your own squares included.
oaq-rules-chain = { $chain ->
    [yes] - Chain (ăn liên tiếp): if the cell after the captured one is empty and the cell behind it holds stones, capture that too, and so on. A capture never gives another sowing.
   *[no] - Only one cell is captured per move (no chains).
}
oaq-rules-quan-non-off = - A mandarin square may be captured at any time.
oaq-rules-quan-non-citizens = - Quan non: a mandarin square that still holds its big stone and { $min ->
        [1] no citizens
       *[other] fewer than { $min } citizens
    } is a young mandarin and may not be captured; a move that would capture it ends.
oaq-rules-quan-non-stones = - Quan non: a mandarin square holding { $most ->
        [1] a single stone
       *[other] from 1 to { $most } stones
    } is young and may not be captured; a move that would capture it ends.
oaq-rules-quan-non-turns = - Quan non: no mandarin square may be captured { $turns ->
        [1] on the first move of the game.
       *[other] during the first { $turns } moves of the game.
    }
oaq-rules-refill = Refill
# $squares: the number of squares a side, in words; $small: yes when the mandarin squares hold small stones (no big stones).
oaq-rules-refill-when = { $side ->
    [1] - A player whose square is empty at the start of their turn puts one captured { $small ->
            [yes] stone
           *[no] citizen
        } back into it (rải quân).
   *[other] - A player whose { $squares } squares are all empty at the start of their turn puts { $squares } captured { $small ->
            [yes] stones
           *[no] citizens
        } back, one in each square (rải quân).
}
# $side: squares a side; $small: yes when the mandarin squares hold small stones.
oaq-rules-short = { $side ->
    [1] Without a captured { $small ->
            [yes] stone
           *[no] citizen
        }
   *[other] Short of { $squares }
}
oaq-rules-borrow = - { $short }, they put back what they have and borrow (vay) the rest from the opponent; each borrowed stone costs them a point and gives one back to the lender (nợ). With nothing to put back and nothing to borrow, they pass; two passes in a row end the game.
oaq-rules-bank = - { $short }, they put back what they have and take the rest from outside the game, losing a point for each.
oaq-rules-short-ends = - { $short }, the game ends at once and is scored.
oaq-rules-short-loses = - { $short }, that player loses the game.
oaq-rules-sell = - { $short }, a player holding a captured big stone sells it to the opponent for up to { $value } citizens and refills; with no big stone to sell, or still short, that player loses.
oaq-rules-end = End
oaq-rules-end-mandarins = - The game ends when both mandarin squares are empty (hết quan). Each player then collects the citizens on their own squares (thu quân).
oaq-rules-end-big-stones = - The game ends when both big stones have been captured. Each player then collects the citizens on their own squares; citizens left in a mandarin square go { $leftover ->
        [capturer] to the player who captured that square's big stone
        [split] half to each player (an odd one to nobody)
       *[nobody] to nobody
    }.
oaq-rules-points = - Points: { $small ->
        [yes] one for each stone captured
       *[no] one for each citizen captured, { $value } for each big stone captured
    }{ $shortfall ->
        [borrow] , minus the stones borrowed, plus the stones lent
        [bank] , minus the stones taken from outside the game
       *[other] { "" }
    }. More points wins; equal points is a draw.
oaq-rules-limits = - Safety limits: a game is stopped unfinished after { $plies } moves, or { $quiet } moves in a row without a capture; a move needing more than { $relays } relays is abandoned. { $ranges }
