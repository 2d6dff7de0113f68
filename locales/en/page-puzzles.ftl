# The puzzle page (crates/serve/page/puzzles.js, crates/serve/src/puzzles.rs). Values are in
# points for the player to move, as the puzzles' proofs count them.

page-puzzles-title = mancala: puzzles
page-puzzles-heading = Puzzles
page-puzzles-link = Puzzles
page-puzzles-print = Print a worksheet
page-puzzles-answer = Answer
page-puzzles-show-answer = Show the answer
page-puzzles-next = Next puzzle
# $id: the puzzle's name; $rating: how hard it is.
page-puzzles-puzzle = Puzzle { $id }, rating { $rating }
# The learner's own rating, kept in this browser.
page-puzzles-score = Your rating: { $rating } · streak: { $streak } · solved { $solved } of { $tried }
page-puzzles-right = Right! { $move } is the best move.
page-puzzles-wrong = Not quite: { $move } gives { $loss } points less than the best move, { $answer }.
page-puzzles-err-server = The server did not answer: check the connection and try again.
page-puzzles-err-no-puzzle = There is no puzzle { $id } here: here is another one.
