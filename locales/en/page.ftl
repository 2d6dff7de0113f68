# The web page of `mancala serve` (crates/serve/page): every word it shows. The page loads the
# `page*.ftl` files of its language (`GET /locales/LANG.ftl`) and formats them with @fluent/bundle.

## The page itself: its title, views and languages.

page-title = mancala
page-views =
    .aria-label = views
page-nav-lobby = Lobby
page-nav-replay = Replay a game
page-language-label = Language
# The languages, each written in itself (the switch shows them so).
page-language-name = { $code ->
    [vi] Tiếng Việt
    [fr] Français
   *[en] English
}
# An unknown `?lang=`: the page falls back to English and says so (in English).
page-unknown-language = There is no language “{ $given }” here: the page is shown in English. The languages are { $languages }.
page-connecting = connecting…
page-connected = connected
page-reconnecting = connection lost: trying again…
page-rulesets-unread = the rulesets could not be read: { $error }

## Seats.

page-seat = { $players ->
    [2] { $seat ->
        [0] South
       *[1] North
    }
   *[other] Player { $seat }
}
page-named-seat = { $name } ({ $seat })

## The lobby.

page-lobby-title = Lobby
page-rooms-title = Rooms
page-no-rooms = No rooms yet: start a game.
page-your-name = Your name
page-your-name-input =
    .placeholder = a name others see
page-new-game-title = A new game
page-ruleset-label = Ruleset
page-ruleset-file-label = …or a ruleset file of your own
page-first-label = Who moves first
page-create = Start the game
page-rules-title = The rules
page-ruleset-option = { $name } ({ $id })
page-seats-legend = Seats
page-person = a person
page-computer = computer: { $level }
# A computer player's level (the server's names); another player's spec is shown as it is.
page-level = { $level ->
    [random] random
    [greedy] greedy
    [easy] easy
    [medium] medium
    [hard] hard
    [max] max
   *[other] { $level }
}
page-drawn-at-random = drawn at random
page-ruleset-too-big = { $file } is { $size } bytes: a ruleset file has at most 60000
page-file-refused = { $file }: { $why }
page-using-ruleset = Using { $file }: { $name } ({ $id }).
page-free-seat = free
page-room-seat = { $computer ->
    [yes] { $name } (computer)
   *[no] { $name }
}
page-room-status = { $status ->
    [waiting] waiting for players
    [over] over
   *[playing] playing
}
page-room-line = { $room }: { $ruleset }, { $status }, { $plies ->
    [one] { $plies } move
   *[other] { $plies } moves
} ({ $seats })
page-sit-as = Sit as { $seat }
page-take-seat-back = Take your seat back ({ $seat })
page-watch = Watch
page-watch-room = watch room { $room }
page-replay = Replay
page-replay-room = replay room { $room }

## The board.

page-board-undrawn = the board could not be drawn: { $why }
page-pit-name = pit { $label }
page-special = { $count } special
page-black = { $count } black
page-pit-label = { $name }: { $count }
page-pit-label-kinds = { $name }: { $count } ({ $kinds })
page-legal-moves = Legal moves: { $moves }
page-play-move = Play { $move }
page-cancel = Cancel
page-fullscreen = Full screen
page-fullscreen-exit = Leave full screen

## The room.

page-room-heading = Room
page-room-title = Room { $room }: { $ruleset }
page-room-unknown = There is no room “{ $room }” on this server (it may have been closed).
page-back-to-lobby = Back to the lobby
page-move-label = Move
page-play = Play
page-hint = Hint
page-take-back = Take back
page-resign = Resign
page-leave = Leave the room
page-download-record = Download the record
page-speed-label = Animation speed
page-speed-note = 0 shows moves at once
page-skip = Skip the animation
page-agree = Agree
page-refuse = Refuse
page-step-by-step = The move, step by step
page-chat-title = Chat
page-say = Say
page-send = Send
page-room-rules = The rules of this room
page-projector-link = Projector view
page-confirm-resign = Resign this game?
page-undo-waiting = Asked to take back: waiting for the others.
page-undo-asked = { $who } asks to take back moves.
page-undo-refused = { $who } refused to take back moves.
page-hint-exact = Hint (solved exactly): { $move }, which { $value }.
page-hint-search = Hint (alpha-beta, up to { $depth } moves deep or { $seconds } s): { $move }, worth { $value }.
page-chat-from = { $from } ({ $seat })
page-chat-line = { $who }: { $text }
page-computer-seat = computer ({ $name })
page-seat-away = { $name } (away)
page-seat-you = { $name } (you)
page-seat-line = { $seat }: { $who }
page-sit-here = Sit here
page-watching = { $count } watching
page-game-over = The game is over.
page-your-move = Your move ({ $seat }).
page-to-move = { $who } to move.
page-status = { $line } Score: { $scores }. Move { $ply }.
page-score = { $who } { $score }
page-resigned = { $who } resigned.
page-left = { $who } left: the game ended with no winner.
page-plays = { $who } plays { $move }…
page-played = { $who } played { $move }.
page-no-move-yet = No move yet.

## The projector view (`/rooms/ID/board`).

page-projector-join = Scan to watch or play on a phone
page-projector-qr =
    .alt = QR code of the room's link

## The replay viewer.

page-replay-title = Replay a game
page-record-file = A record file (.json)
page-replay-keys = Arrow keys: → next move (animated), ← previous, Home the start, End the end.
page-replay-first = Start
page-replay-prev =
    .aria-label = previous move
page-replay-next =
    .aria-label = next move
page-replay-last = End
page-replay-rules = The rules
page-record-too-big = { $file } is { $size } bytes: the viewer reads records of at most 1 MiB
page-replay-where = Move { $ply } of { $plies }.
page-replay-status = { $name }: { $where } { $who } Score: { $scores }.
