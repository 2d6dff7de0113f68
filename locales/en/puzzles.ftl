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
