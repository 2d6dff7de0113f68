## The analysis board and the position editor (analysis.js, index.html).

page-nav-analysis = Analysis board
page-nav-editor = Position editor
page-analysis-title = Analysis board
page-analysis-file = A game record or an analysis (.json)
page-analysis-paste = …or paste a record, an analysis or a position string
page-analysis-paste-input =
    .aria-label = a game record, an analysis or a position string
page-analysis-ruleset = Ruleset of a position string
page-analysis-open = Open
page-analysis-empty = Open a game, or a position string, to study it; or start from the beginning of the ruleset chosen.
page-analysis-from-start = The ruleset's start
page-analysis-keys = Keys: → next move, ← the move before, Home the start, End the end of the line, ↑ ↓ the other variations. Click a pit to try a move of your own.
page-analysis-first = Start
page-analysis-prev =
    .aria-label = the move before
page-analysis-next =
    .aria-label = the next move
page-analysis-last = End
# Where the board is: the start, or after move $ply (counted from the game's start).
page-analysis-where = { $ply ->
    [0] The start
   *[other] After move { $ply }
}
# The status line: where ($where), then who is to move or how the game ended ($who), then the
# scores ($scores).
page-analysis-status = { $where }. { $who } ({ $scores })
page-analysis-moves = Moves and variations
page-analysis-no-moves = No moves yet: click a pit on the board to play one.
# A move in the list: its number, who played it and the move ("3. South 4").
page-analysis-move = { $ply }. { $move }
page-analysis-move-label =
    .aria-label = move { $ply }, { $who }: { $move }
page-analysis-variation =
    .aria-label = a variation
page-analysis-delete = Delete this variation
page-analysis-promote = Promote this variation
page-analysis-download = Download the analysis (.json)
page-analysis-download-record = Download as a game record (.json)
page-analysis-download-pgn = Download as PGN (.pgn)
page-analysis-fen = Position string (FEN)
page-analysis-copy = Copy
page-analysis-copied = Copied.
page-analysis-edit = Edit this position
page-analysis-choose = This pit has several moves: choose one.
page-analysis-play-title = Play from here
page-analysis-against = Against
page-analysis-a-person = a person (share the room's link)
page-analysis-side = You play
page-analysis-play = Start the game
page-analysis-over = The game is over in this position: there is nothing to play from here.
page-analysis-analyse = Analyse this game
# A refusal of the server ($code), with its words ($why).
page-analysis-refused = { $code ->
    [bad_position] That is not a position of this game: { $why }
    [bad_move] That move cannot be played here: { $why }
    [bad_ruleset] This ruleset cannot be used: { $why }
    [rate_limited] Too many requests at once: wait a moment and try again.
    [busy] The server is busy reviewing games just now (a few at once, one at a time for each computer): try again in a moment.
   *[other] The server refused: { $why }
}
# A file or a pasted text that the board cannot read; $field says what is wrong.
page-analysis-unread = { $field ->
    [format] { $file } is neither a game record nor an analysis this board reads.
    [fen] { $file } has no start position.
    [size] { $file } has more moves than the board holds.
   *[moves] { $file } has a move that cannot be read.
}
page-analysis-pasted = The text pasted

## The review of a game on the analysis board (analysis.js, analysis-review.js).

page-analysis-review = Review this game
# While the server reviews; $seconds is the most it takes.
page-analysis-reviewing = Reviewing the game… (at most { $seconds } seconds)
page-analysis-reviewed = Reviewed: each move of the main line is marked (?! an inaccuracy, ? a mistake, ?? a blunder); choose a move to read its values.
page-analysis-review-changed = The main line changed while it was reviewed: review it again.
# A move's class in words.
page-analysis-review-class = { $class ->
    [best] the best move
    [good] a good move
    [inaccuracy] an inaccuracy
    [mistake] a mistake
   *[blunder] a blunder
}
# A move in the list with its class ($class, in words).
page-analysis-move-label-class =
    .aria-label = move { $ply }, { $who }: { $move }, { $class }
# A value in points for the player who moved: exact, or searched $depth moves ahead.
page-analysis-review-value = { $exact ->
    [yes] { $value } (exact)
   *[no] { $value } (searched { $depth } moves ahead)
}
# The move shown: its number, the move, who played it, its class, the values for the mover.
page-analysis-review-detail = Move { $ply }, { $move } by { $who }: { $class }. Value for { $who }: { $before } before, { $after } after.
# The best move there, its line, and the points the move played gave away.
page-analysis-review-best = Best: { $best } (line { $line }); { $loss ->
    [0] this move gave nothing away
    [one] this move gave away { $loss } point
   *[other] this move gave away { $loss } points
}.
# The start shown: who moves, the value for them; then the best move and its line.
page-analysis-review-start = The start: { $who } to move, worth { $value } for { $who }.
page-analysis-review-start-best = Best: { $best } (line { $line }).
page-analysis-review-none = This move was not reviewed: it is not on the main line reviewed, or the review left it out.
# A player's summary.
page-analysis-review-summary = { $who }: accuracy { $accuracy }% over { $moves } moves; { $inaccuracies } { $inaccuracies ->
    [one] inaccuracy
   *[other] inaccuracies
}, { $mistakes } { $mistakes ->
    [one] mistake
   *[other] mistakes
}, { $blunders } { $blunders ->
    [one] blunder
   *[other] blunders
}.
page-analysis-review-summary-none = { $who }: no move reviewed.
# Moves the review left out: $first to $last, for want of time ($seconds) or beyond the most moves ($max).
page-analysis-review-skipped = { $reason ->
    [time] Moves { $first } to { $last } were not reviewed: the { $seconds } seconds of a review ran out (it goes from the last move back to the first).
   *[length] Moves { $first } to { $last } were not reviewed: a review looks at the first { $max } moves at most.
}
page-analysis-review-graph =
    .aria-label = The advantage over the game: above the line { $south } leads, below it { $north }. Click a point to go to its move.
page-analysis-review-ahead = { $who } ahead
# A point of the graph: the start ($start yes) or the move's number and the move; South's value.
page-analysis-review-point = { $start ->
    [yes] The start: { $value } for { $south }
   *[other] { $ply }. { $move }: { $value } for { $south }
}

page-editor-title = Position editor
page-editor-intro = Choose a pit on the board (click or tap it, or Tab to it and press Enter), then add or take away stones with the buttons or the + and − keys. The position string below follows; you can also type it.
page-editor-ruleset = Ruleset
page-editor-reset = The start position
page-editor-pit = Chosen pit: { $pit } ({ $count })
page-editor-no-pit = Choose a pit on the board.
page-editor-add = + a stone
    .aria-label = add a stone to the chosen pit
page-editor-remove = − a stone
    .aria-label = take a stone from the chosen pit
# A player's captured stones (the bank of the position string): who, and what it holds.
page-editor-bank = Captured by { $who }: { $bank }
page-editor-bank-add = +
    .aria-label = add a stone to what { $who } has captured
page-editor-bank-remove = −
    .aria-label = take a stone from what { $who } has captured
page-editor-to-move = Who moves
page-editor-valid = A position of this game.
# Not yet a position of the game: the field to change ($field) and the reason ($why).
page-editor-invalid = Not yet a position of this game ({ $field ->
    [pits] the pits
    [to_move] who moves
    [banks] the captured stones
   *[fields] the other fields
}): { $why }
page-editor-analyse = Analyse this position
