# `mancala serve`: what the server says to people (the WebSocket protocol's `message` of an
# error and `value` of a hint), in the language a connection asked for (`set_language`).
# In English the server's own detailed error messages are sent as they are; these are the
# sentences of the other languages, one per error code, and English ones for completeness.

serve-error = { $code ->
    [bad_message] That message could not be read.
    [too_large] That message is too long.
    [rate_limited] Too many messages at once: wait a moment.
    [bad_value] A value is out of its range.
    [no_such_room] There is no such room.
    [too_many_rooms] The server holds as many rooms as it can.
    [room_full] The room is full.
    [bad_ruleset] Those rules cannot be used.
    [bad_seat] That computer player does not exist.
    [seat_taken] That seat is taken.
    [bad_token] That seat cannot be taken back from here.
    [not_in_room] You are not in a room.
    [already_in_room] You are in a room already: leave it first.
    [not_a_player] Only a player can do that.
    [not_your_turn] It is not your turn.
    [bad_position] That is not a position of this game.
    [bad_move] That is not a move.
    [illegal_move] That move cannot be played now.
    [game_over] The game is over.
    [nothing_to_undo] There is no move to take back.
    [unavailable] The server cannot do that now: try again in a moment.
    [waiting] A seat is free: the game waits for a player.
   *[other] That was refused.
}
# A language the server has no catalogue for.
serve-unknown-language = There is no language “{ $given }”: the languages are { $languages }.

## A hint's value for the player to move.

serve-hint-points = { $points ->
    [0] level on points
   *[other] { $lead } points
}
# $lead: the points with their sign (+3, -2).
serve-hint-forced = { $won ->
    [yes] { $by ->
        [0] a forced win within { $plies } moves
       *[other] a forced win by at least { $by } within { $plies } moves
    }
   *[no] { $by ->
        [0] a forced loss within { $plies } moves
       *[other] a forced loss by at least { $by } within { $plies } moves
    }
}
serve-hint-exact = { $outcome ->
    [win] wins by { $margin } with perfect play
    [loss] loses by { $margin } with perfect play
   *[draw] draws with perfect play
}
