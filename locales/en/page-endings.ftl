# The web page at the end of a game (crates/serve/page/ending.js), its move list (movelist.js)
# and the names of rooms.

## The result banner: who won, the score, why.

page-result-winner = { $who } wins
page-result-draw = A draw
page-result-no-winner = No winner
page-result-score = Score { $score }.
page-result-line = { $score } { $why }
page-why-resigned = { $who } resigned.
page-why-left = { $who } left the game.
page-why-time = { $who } ran out of time.
page-why-expired = The room was closed before the game ended.
page-why-repetition = The same position came back.
page-why-limit = The move limit was reached: the game stopped unfinished.
page-why-blocked = Nobody could move.
page-why-mandarins-empty = Both mandarin squares are empty: each side collects the stones on its own squares.
page-why-side-empty = A side has no pieces left to play.
page-why-score = A player has more than half of the pieces.
page-why-rules = The game ended by its rules.

## After the game.

page-rematch = Rematch (seats swapped)
page-new-game-same-rules = New game, same rules
page-rematch-waiting = You asked for a rematch: waiting for the others.
page-rematch-asked = { $who } asks for a rematch.

## The move list.

page-moves-title = Moves
page-move-entry = { $number }. { $move }
page-viewing-move = The board after move { $ply } of { $plies }.
page-back-to-game = Back to the game

## Rooms' names.

page-room-name = Room name
page-room-name-input =
    .placeholder = optional, shown in the lobby
page-named-room-line = { $name } — { $line }
page-named-room-title = { $name } (room { $room }): { $ruleset }
