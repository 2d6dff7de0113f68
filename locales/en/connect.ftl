# The terminal client of a room on a server (`mancala play --connect URL`).

# $command: the command that brings the player back to the seat.
con-seated = You sit in seat { $seat } of room { $room }. To come back after a lost connection: { $command }
con-back = You are back in seat { $seat } of room { $room }.
con-watching = You are watching room { $room }.
con-heading = { $name } ({ $id }), { $plies ->
    [one] { $plies } move played
   *[other] { $plies } moves played
}
con-waiting-seat = waiting for a player in { $player }'s seat...
con-waiting = waiting for { $player }...
con-undo-asked = { $player } asks to take back moves: type `undo` to agree
con-undo-declined = the request to take back moves was refused
con-reloading = (the game changed: reloading it)
con-unreadable = a message from the server that this client (protocol { $protocol }) cannot read: { $error }
con-seats = Seats: { $seats }
con-seat = { $side }: { $who }
con-seat-free = free
con-seat-you = you
con-seat-person = a person
con-seat-away = { $name } (away)
con-seat-computer = computer ({ $name })
con-left = left the room
con-room-made = room { $room } made; others join with: { $command }
con-input-ended = input ended; your seat is kept for the room's grace period (come back with --seat { $seat } and your token)
