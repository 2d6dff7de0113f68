# The errors of the puzzle page's endpoints (crates/serve/src/puzzles.rs), as the server writes them.

serve-puzzles-err-ruleset = no puzzles for `{ $ruleset }`: choose one of { $known }
serve-puzzles-err-id = there is no puzzle { $id }
serve-puzzles-err-no-move = give the move to play, as the board writes it
serve-puzzles-err-request = send a puzzle's id and a move: {"{"}"id": …, "move": …{"}"}
