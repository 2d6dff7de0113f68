# Puzzles proven by the engine (`mancala puzzles`, `mancala puzzle`). Values are in points for
# the player to move: the final margin with perfect play (exact), or a search's value.

puzzle-question = { $player } to move: find the best move.
# $answer, $next: moves; $best, $next_best: their values in points.
puzzle-proof-exact = Proved by the solver, with perfect play to the end: { $answer } is worth { $best }, the next best move, { $next }, is worth { $next_best }.
puzzle-proof-search = By a search { $depth } moves deep: { $answer } is worth { $best }, the next best move, { $next }, is worth { $next_best }.

## Errors of a puzzle file

# $file: the file as named; $line: the line, from 1; $error: what is wrong, already in the language.
puzzle-err-at = { $file }, line { $line }: { $error }
puzzle-err-read = cannot read the puzzle file { $file }: { $why }
puzzle-err-too-many = { $file } holds more than { $max } puzzles: split it
puzzle-err-empty = { $file } holds no puzzle: write one puzzle per line, in JSON
puzzle-err-json = this line is not a puzzle: { $detail }
puzzle-err-ruleset = no shipped ruleset `{ $ruleset }`: give one of { $known }
puzzle-err-position = the position: { $error }
puzzle-err-over = the game is over in this position: a puzzle needs a move to find
puzzle-err-answer = the answer cannot be played: { $why }
puzzle-err-moves = the proof must give a value to each legal move, and there must be at least two; the legal moves are { $legal }
puzzle-err-proof = the proof does not show the answer as the best move: the values must go from the best down, the answer first, and the margin is the best value less the next best, at least 1
puzzle-err-depth = a proof by search of { $depth } moves: the depth must be from 1 to { $max }
puzzle-err-duplicate-id = another puzzle of the file is named { $id }: give each its own id
puzzle-err-duplicate-position = puzzle { $id } of the file has the same position: keep one

## The command line

puzzle-err-not-by-points = the ruleset { $ruleset } has no puzzles: puzzles need a game of two players won by points, which the solver and the search can value
puzzle-err-count = --count { $count }: ask for 1 to { $max } puzzles
puzzle-err-generate-depth = --depth { $depth }: give a depth from 2 to { $max }
puzzle-err-too-few = only { $found } of the { $wanted } puzzles asked for were found: try another seed, or fewer puzzles
puzzle-err-no-id = no puzzle { $id } among those of { $ruleset }
puzzle-err-none = no puzzle for { $ruleset }
# Shown on a terminal while puzzles are generated.
puzzle-generate-progress = { $found }/{ $wanted } puzzles, { $games } games, { $tried } positions looked at
puzzle-generate-done = { $found } puzzles of { $ruleset } ({ $exact } proved by the solver), seed { $seed }, in { $seconds } s
puzzle-method-exact = exact
puzzle-method-search = search { $depth }
puzzle-list-line = { $id }  rating { $rating }  { $answer } ({ $best }) over { $next } ({ $next_best }), { $method }  { $fen }
puzzle-header = Puzzle { $id } ({ $number } of { $total }), rating { $rating }
puzzle-right = Right: { $answer } is the best move.
puzzle-wrong = Not the best: { $played } is worth { $value }; the best move is { $answer }, worth { $best }.
puzzle-score = Solved { $solved } of { $tried }.
