# Printed worksheets (`mancala worksheet`, the web page's "Print"): two boards a page, a question
# under each, the answer key on the last page.

worksheet-title = { $ruleset } puzzles
worksheet-subtitle = { $count } puzzles, rated { $low } to { $high } (sheet { $seed })
worksheet-name = Name:
worksheet-class = Class:
worksheet-instructions = Each board below is a position from a real game. Find the best move for the player whose turn it is, and write it on the line under the board: { $directions ->
    [yes] the pit's number and the direction of sowing (R to the right, L to the left, as the player sees the board; for example 3R).
   *[no] the number of the pit sown.
}
worksheet-question = Puzzle { $number }. { $question }
worksheet-to-move = { $player } to move. Which move is best?
worksheet-your-move = Your move:
worksheet-key = Answers
worksheet-key-answer = Puzzle { $number }: { $move }
worksheet-proof-exact = Solved to the end of the game, both sides playing their best. Final margin (the mover's points minus the opponent's): { $answer } gives { $best }; the next best move, { $next }, only { $next_best }.
worksheet-proof-search = Searched { $depth } moves ahead. Margin (the mover's points minus the opponent's): { $answer } gives { $best }; the next best move, { $next }, only { $next_best }.
worksheet-page = Page { $page } of { $pages }

worksheet-written = Wrote the worksheet to { $path }: { $puzzles } puzzles on { $pages } pages, { $key_pages ->
    [1] the answers on the last.
   *[other] the answers on the last { $key_pages }.
}

## Errors

worksheet-err-items = a worksheet has 1 to { $max } puzzles, not { $given }
worksheet-err-draw = a page of the worksheet could not be drawn: { $why }
worksheet-err-ruleset = no puzzles are shipped for the ruleset `{ $given }`: choose one of { $known }
worksheet-err-range = the lowest rating ({ $low }) is above the highest ({ $high }): swap them
worksheet-err-too-few = only { $found } puzzles are in that range of ratings, not { $wanted }: widen the range or print fewer
worksheet-err-broken = the shipped puzzle { $id } does not set up: this is a fault of the program, please report it
worksheet-err-title = the title is { $given } characters long: at most { $max }
worksheet-err-seed = the sheet number `{ $given }` is not a whole number of 0 or more
worksheet-err-busy = the server is drawing other worksheets: try again in a moment
