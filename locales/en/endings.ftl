# The end of a game on a server, as the terminal client (`mancala play --connect`) says it.

# A seat by its side, for a person who gave no name ($seat from 0; $number from 1).
end-seat = { $seat ->
    [0] South
    [1] North
   *[other] Player { $number }
}
end-over = Game over.
end-won = { $winner } wins, { $score }.
end-draw = A draw, { $score }.
end-no-winner = Nobody wins; the score stood at { $score }.
end-why-resigned = { $player } resigned.
end-why-left = { $player } left the game.
end-why-time = { $player } ran out of time.
end-why-expired = The room was closed before the game ended.
end-why-repetition = The same position came back: the game ends.
end-why-limit = The move limit was reached: the game stops unfinished.
end-why-blocked = Nobody could move.
end-why-mandarins-empty = Both mandarin squares are empty: each side collects the stones on its own squares.
end-why-side-empty = A side has no pieces left to play.
end-why-score = A player has more than half of the pieces.
end-why-rules = The game ended by its rules.
end-offer = Type `rematch` to play again with the seats swapped, or `quit` to leave the room.
end-rematch-asked-you = You asked for a rematch: waiting for the other players to agree.
end-rematch-asked = { $player } asks for a rematch: type `rematch` to agree.
end-rematch-ready = The rematch is in room { $room }: you play as { $side }.
end-rematch-watch = The rematch is in room { $room }: you watch it.
end-not-over = The game is not over yet: a rematch comes after it.

# A saved game that stopped before its rules ended it, replayed (`mancala replay FILE`): who
# stopped it, the result, and the scores as they stood ($scores: each player with their score,
# as `outcome-score` says them, separated by commas).
replay-end-resigned-won = { $player } resigned: { $winner } wins. Score: { $scores }.
replay-end-resigned = { $player } resigned: nobody wins. Score: { $scores }.
replay-end-time-won = { $player } ran out of time: { $winner } wins. Score: { $scores }.
replay-end-time = { $player } ran out of time: nobody wins. Score: { $scores }.
replay-end-left = { $player } left the game, which stopped unfinished: nobody wins. Score: { $scores }.
replay-end-expired = The room was closed before the game ended: nobody wins. Score: { $scores }.
