# The Sungka family (Sungka for 2 to 6 players, Kalah): houses and stores, the board's
# captions, refusals, the narration of a move (`replay --explain`, the web board) and the rules
# text. `$kind` is `sungka` (shells, with the Filipino words beside the English) or `kalah`
# (seeds, plain words).

## Words used in many sentences.
sk-pieces = { $kind ->
    [sungka] { $count ->
        [one] { $count } shell
       *[other] { $count } shells
    }
   *[kalah] { $count ->
        [one] { $count } seed
       *[other] { $count } seeds
    }
}
sk-last-piece = { $kind ->
    [sungka] the last shell
   *[kalah] the last seed
}
sk-house = { $owner }'s house { $number }
sk-own-house = { $owner }'s own house { $number }
sk-store = { $owner }'s store
sk-houses-two = { $owner }'s houses { $from } and { $to }
sk-houses-range = { $owner }'s houses { $from } to { $to }
# $count: how many burnt houses (1 or more).
sk-burnt-houses = { $owner }'s burnt { $count ->
    [one] house { $list }
   *[other] houses { $list }
}
# $first: every item but the last, joined by commas.
sk-and = { $first } and { $last }
sk-semicolon = { $first }; { $next }
sk-then = { $first }, then { $next }
sk-points-item = { $player } { $points }

## The board's captions.
sk-status-round = round { $round }
sk-status-to-move = { $player } to move
sk-status-over = game over
sk-status-unfinished = game stopped unfinished
sk-board-ring = One ring: each player's houses 1-{ $houses }, then their store, then the next row.
sk-board-house = house
sk-board-store = store
sk-legend-two = { $kind ->
    [sungka] Houses (bahay)
   *[kalah] Houses
}: South's and North's are each numbered 1 to { $houses } from the house farthest from its owner's { $kind ->
    [sungka] store (ulo)
   *[kalah] store
}. South's store is on the right, North's on the left, and sowing runs counter-clockwise.
sk-legend-ring = { $kind ->
    [sungka] Houses (bahay)
   *[kalah] Houses
}: each player numbers their houses 1 to { $houses } from the one farthest from their own { $kind ->
    [sungka] store (ulo)
   *[kalah] store
}. House i faces house { $next }-i of the next player in turn.
sk-legend-shells = The pieces are shells (sigay).
sk-legend-mirrored = Filipino players usually keep their store on their left and sow clockwise: the same game, mirrored.
sk-legend-burnt = A burnt house is drawn as --.

## Why a game ended (after "the game is over:").
sk-end-houses-empty = no house holds { $kind ->
    [sungka] a shell
   *[kalah] a seed
}
sk-end-side-empty = a player's houses are all empty
sk-end-match = the loser's store cannot fill a house
sk-end-max-rounds = the limit of { $rounds } rounds is reached

## Moves refused.
sk-not-a-move = `{ $text }` is not a move: expected a house number from 1 to { $houses }, like 1 or { $houses }
sk-illegal-empty = your house { $number } is empty
sk-illegal-not-a-house = a move is one of your house numbers, like 3
sk-illegal-burnt = that house is burnt for this round
sk-illegal-not-yours = that is not one of your pits
sk-illegal-game-over = the game is over
sk-illegal-must-feed = your opponent has no seeds and this move does not give them any
sk-illegal-wrong-phase = that kind of move is not allowed now
sk-illegal-not-legal = that move is not legal here
sk-illegal-rule = that move is against the rules of this game

## The narration of a move.
# $count: the pieces lifted, as many as the pits sown. $number: the number of the house
# lifted, always the mover's own ("hố số 3 của mình", "son trou 3").
sk-lift = { $mover } lifts { $pieces }{ $kind ->
    [sungka] { " " }(sigay)
   *[kalah] {""}
} from { $pit } and { $count ->
    [1] drops it into { $into }
   *[other] sows them one by one into { $into }
}{ $skipped }.
# $count: the pieces lifted, the last one included.
sk-relay = Relay, lap { $lap }: { $kind ->
    [sungka] the last shell
   *[kalah] the last seed
} fell in { $pit }, which already held { $held }, so { $mover } lifts { $count ->
    [2] both
   *[other] all { $count }
} and { $count ->
    [1] drops it into { $into }
   *[other] sows on into { $into }
}{ $skipped }.
# $count: how many pits the sowing passed over.
sk-skipped = { " " }({ $list } { $count ->
    [one] is
   *[other] are
} skipped)
sk-empty-house = which was empty
sk-emptied-house = emptied earlier in this move
sk-facing = { $pit }, facing it,
sk-capture-both = { $last } fell in { $pit }, { $state }: capture! { $mover } takes { $taken } of { $facing } and { $kind ->
    [sungka] the last shell
   *[kalah] the last seed
} itself, { $pieces } into { $mover }'s { $kind ->
    [sungka] store (ulo)
   *[kalah] store
}.
sk-capture-facing = { $last } fell in { $pit }, { $state }: capture! { $mover } takes { $taken } of { $facing } into { $mover }'s { $kind ->
    [sungka] store (ulo)
   *[kalah] store
}; { $kind ->
    [sungka] the last shell
   *[kalah] the last seed
} stays in { $pit }.
sk-capture-last = { $last } fell in { $pit }, { $state }. { $facing } is empty, but under these rules { $kind ->
    [sungka] the last shell
   *[kalah] the last seed
} is captured even so: { $pieces } into { $mover }'s { $kind ->
    [sungka] store (ulo)
   *[kalah] store
}.
sk-capture-none = { $last } fell in { $pit }, { $state }.
sk-capture-alone = { $mover } captures { $pieces } into { $mover }'s { $kind ->
    [sungka] store (ulo)
   *[kalah] store
}.
# $count: the pieces taken.
sk-taken = { $count ->
    [1] the single { $kind ->
        [sungka] shell
       *[kalah] seed
    }
   *[other] the { $pieces }
}
sk-capture-ends = The capture ends the move.
# $then: what takes the bonus move away (game, match, round), or that the mover is passed over
# (passed), or nothing (again).
sk-bonus = { $last } fell in { $mover }'s own { $kind ->
    [sungka] store (ulo)
   *[kalah] store
}{ $then ->
    [game] , which would earn a bonus move, but the game ends here.
    [match] , which would earn a bonus move, but the match ends here.
    [round] , which would earn a bonus move, but the round ends here.
    [passed] : a bonus move for { $mover }.
   *[again] : { $mover } moves again (bonus move).
}
sk-stop-opponent-side = { $last } fell in { $pit }, which already held { $held }, but on { $owner }'s side: relays are for one's own side only, so the move ends.
sk-stop-no-relay = { $last } fell in { $pit }, which already held { $held }; { $kind ->
    [sungka] there are no relays in this game
   *[kalah] Kalah has no relays
}, so the move ends.
sk-dies = { $kind ->
    [sungka] the move dies there (patay)
   *[kalah] the move ends
}
sk-stop-facing-empty = { $last } fell in { $pit }, { $state }, but { $facing } is empty: nothing is captured and { $ends }.
sk-stop-facing-burnt = { $last } fell in { $pit }, { $state }, but { $facing } is burnt, which counts as empty: nothing is captured and { $ends }.
sk-stop-empty = { $last } fell in { $pit }, { $state }: { $ends }.
sk-stop-empty-somewhere = { $last } fell in an empty house: { $ends }.
sk-stop-other = The move ends ({ $code }).
# $then: who moves after the pass: again (the mover), next (another), none (they pass too).
sk-pass = { $who } has no { $kind ->
    [sungka] shells left in their houses (bahay)
   *[kalah] seeds left in their houses
} and is passed over{ $then ->
    [again] ; { $next } moves again
    [next] ; { $next } moves next
   *[none] {""}
}.
sk-pass-bonus-lost = But { $who } has no { $kind ->
    [sungka] shells left in their houses (bahay)
   *[kalah] seeds left in their houses
} to play it: the bonus move is lost and { $who } is passed over{ $then ->
    [again] ; { $next } moves again
    [next] ; { $next } moves next
   *[none] {""}
}.
sk-round-over = No house holds { $kind ->
    [sungka] a shell
   *[kalah] a seed
} any more: round { $round } is over. In the { $kind ->
    [sungka] stores (ulo)
   *[kalah] stores
}: { $stores }.
sk-round-begins = Round { $round } begins: each player fills their { $kind ->
    [sungka] houses (bahay)
   *[kalah] houses
} 1, 2, … with { $pieces } each from their store while it lasts. { $fills }.
# $which: the houses filled (sk-fill-*).
sk-fill = { $who } fills { $which } and { $keeps ->
    [0] keeps nothing
   *[other] keeps { $pieces }
}
sk-fill-none = no house
sk-fill-only = their only house
sk-fill-first = house 1 only
sk-fill-all = all { $houses } houses
sk-fill-some = houses 1 to { $count }
sk-no-burnt = No house is burnt this round.
# $count: how many houses are burnt.
sk-burnt = { $list } cannot be filled: { $count ->
    [one] it is
   *[other] they are
} burnt for this round. Sowing skips a burnt house, it cannot be played, and it counts as empty when it faces a capture.
# $count: how many of the player's houses are burnt.
sk-burnt-of = { $who }'s { $count ->
    [one] house { $list }
   *[other] houses { $list }
}
sk-opens = { $who } opens round { $round }, as the player who { $why ->
    [made] made
   *[other] did not make
} the last move of round { $last }.
sk-over-houses-empty = No house holds { $kind ->
    [sungka] a shell
   *[kalah] a seed
} any more: the game is over.
sk-over-side-empty = { $who } houses are all empty: the game is over.
sk-whose = { $who }'s
sk-over-round = No house holds { $kind ->
    [sungka] a shell
   *[kalah] a seed
} any more: round { $round } is over.
sk-loses-match = { $who }'s { $kind ->
    [sungka] store (ulo)
   *[kalah] store
} holds only { $pieces }, fewer than the { $seeds } needed to fill one house: { $who } loses the match.
sk-over-other = The game is over: { $why }.
sk-sweep = { $who } collects the { $pieces } left in { $who }'s houses into { $who }'s store.
sk-limit-relays = This move would need more than { $count } relays, the most these rules allow, so it is abandoned and the board stays as it was: the game stops unfinished.
sk-limit-rounds = No house holds { $kind ->
    [sungka] a shell
   *[kalah] a seed
} any more: round { $round } is over, and a match may last at most { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}: it stops unfinished.
sk-limit-plies = That was move { $count }, the most a game may last under these rules: it stops unfinished.
sk-limit-quiet = { $count } moves in a row without { $kind ->
    [sungka] a shell
   *[kalah] a seed
} entering a store, the most these rules allow: the game stops unfinished.
sk-final-unfinished = Points so far: { $scores }. The { $match ->
    [yes] match
   *[no] game
} is unfinished: nobody wins.
sk-final-match = Final stores: { $scores }. { $winner } wins the match.
sk-final-win = Final points: { $scores }. { $winner } wins.
sk-final-draw = Final points: { $scores }: a draw.
sk-final-shared = Final points: { $scores }. The top score is shared, so nobody wins.

## The rules text of `rules show`: one message per sentence, the options as variables.
sk-what = { $kind ->
    [sungka] sungka, the Philippine store game.
   *[kalah] Kalah, the store game of the mancala family.
}
sk-rules-board = Board
sk-rules-two = - Two players, South (player 0) and North (player 1), each with { $houses } houses and a store on one ring. Each house starts with { $seeds } seeds, the stores empty.
# $order: the seats in turn order, `0 → 1 → 2`.
sk-rules-many = - { $players } players (0 to { $last }), each with { $houses } houses and a store, all on one ring in turn order; turns rotate { $order } → 0. Each house starts with { $seeds } seeds, the stores empty.
sk-rules-numbering = - Your houses are numbered 1 to { $houses } from the one farthest from your store; a move is written as your house number.
sk-rules-first = - { $player } moves first.
sk-rules-first-random = - The first player is drawn at random.
sk-rules-together = - Traditionally both players make their first move at the same time; here the moves alternate from the start.
sk-rules-move = A move
sk-rules-sow = - Lift every seed of one of your non-empty houses and drop one into each following pit: your houses towards your store, your store, then the next player's houses. Other players' stores are skipped; your starting house is not.
sk-rules-last = - Where the last seed fell decides what follows:
sk-rules-bonus = { "  " }- in your own store: you move again (bonus move);
sk-rules-relay-both = { "  " }- in a house that already held seeds, on any side: lift them all, the last one included, and keep sowing from there (relay);
sk-rules-relay-own = { "  " }- in one of your houses that already held seeds: lift them all, the last one included, and keep sowing (relay); in another player's occupied house the move ends;
sk-rules-relay-none = { "  " }- in a house that already held seeds: the move ends (no relay);
# $opponent: yes with two players (the opponent), no with more (the next player).
sk-rules-facing = the facing house (for your house i, house { $next }−i of { $opponent ->
    [yes] the opponent
   *[no] the next player
})
sk-rules-takes-last = its seeds and your last seed go to your store
sk-rules-takes-facing = its seeds go to your store (the last seed stays)
sk-rules-capture-nonempty = { "  " }- in one of your houses that was empty (the house you started from counts as empty): capture. If { $facing } holds seeds, { $takes }; if it is empty nothing moves. The move ends;
sk-rules-capture-always = { "  " }- in one of your houses that was empty (the house you started from counts as empty): capture. Your last seed and whatever { $facing } holds go to your store, even when that house is empty. The move ends;
sk-rules-capture-facing = { "  " }- in one of your houses that was empty (the house you started from counts as empty): capture. The seeds of { $facing }, if any, go to your store. The move ends;
sk-rules-other-empty = { "  " }- in another player's empty house: the move ends.
sk-rules-relay-limit = - A move needing more than { $count } relays is abandoned and the game stops unfinished.
sk-rules-pass = - A player whose houses are all empty is passed over.
sk-rules-end = End
sk-rules-end-all = - The game ends when no house holds a seed.
sk-rules-end-side = - The game ends as soon as any player's houses are all empty (also right after a bonus move); every player then adds the seeds left in their houses to their store.
sk-rules-points = - Points are the seeds in your store; the single highest score wins, a shared top score is a draw.
sk-rules-match = Match of rounds (burnt houses)
sk-rules-match-lose = - When a round ends, a player whose store holds fewer than { $seeds } seeds cannot fill a house and loses the match.
sk-rules-match-fill = - Otherwise each player fills their houses 1, 2, … with { $seeds } seeds each from their store while it lasts; the houses left unfilled are burnt for the round: sowing skips them, they cannot be played, and they count as empty facing houses.
sk-rules-match-other = - The player who did not make the last move of a round opens the next.
sk-rules-match-last = - The player who made the last move of a round opens the next.
sk-rules-match-max = - The match stops unfinished if it would need a round { $round }.
sk-rules-limits = - Safety limits: a game is stopped unfinished after { $plies } moves, or { $quiet } moves in a row without a seed entering a store. { $ranges }
