# What every game shows: players, transcripts, summaries of moves, results, the rules' heading
# (the library's render and present), and the command line's own words.

player-side = { $side ->
    [0] South
   *[1] North
}
player-numbered = Player { $number }
number-word = { $n ->
    [0] no
    [1] one
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
    [7] seven
    [8] eight
    [9] nine
    [10] ten
    [11] eleven
    [12] twelve
    [13] thirteen
    [14] fourteen
    [15] fifteen
    [16] sixteen
    [17] seventeen
    [18] eighteen
    [19] nineteen
    [20] twenty
    [21] twenty-one
    [22] twenty-two
   *[other] { $n }
}
digit-group-separator = ,

## A transcript (`replay`).
transcript-heading = { $name } ({ $id }), { $first } moves first
transcript-before-first = Before the first move: { $summary }
transcript-move = { $number }. { $player } plays { $move }

## A move in one line (`replay` without --explain).
summary-relays = { $count ->
    [one] { $count } relay
   *[other] { $count } relays
}
summary-captures = captures { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
summary-special-seed = places a special seed
summary-grand-slam = grand slam: nothing captured
summary-new-round = round { $round } begins
summary-bonus = bonus move
summary-refill = { $player } refills { $placed } ({ $own } own, { $borrowed } borrowed, { $bank } from outside)
summary-pass = { $player } passes
summary-limit = { $limit ->
    [max-plies] the most moves a game may last is reached: unfinished
    [max-plies-without-capture] the most moves in a row without a capture is reached: unfinished
    [max-relay-lifts] too many relays: the move is abandoned, the game unfinished
   *[max-rounds] the most rounds a match may last is reached: unfinished
}
summary-nothing = no capture

## The path of a computer's move (`play`).
path-place = places a special seed in { $pit }
path-sow = sows { $count } from { $pit }
path-relay = relays { $count } from { $pit }
path-take-one = takes one from { $pit } and sows it
path-capture = captures { $pit } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
path-bonus = ends in the store: another move
path-refill = { $player } puts { $placed } back on their squares
path-pass = { $player } cannot move and passes
path-limit = the limit { $limit } is reached
path-points-in-all = { $points ->
    [one] { $points } point in all
   *[other] { $points } points in all
}
collection-one = { $player } collects { $count } left on the board
collection-line = End of the game: { $collected }.

## The result.
outcome-score = { $player } { $score }
outcome-unfinished = The game stopped unfinished at { $scores }: { $why }.
outcome-wins = { $winner } wins { $won }-{ $lost }: { $why }.
outcome-wins-of-many = { $winner } wins ({ $scores }): { $why }.
outcome-draw = A draw, { $south }-{ $north }: { $why }.
outcome-shared = Nobody wins: the top score is shared ({ $scores }): { $why }.
end-repetition = a position came back since the last capture
end-blocked = no player can move
end-max-plies = the limit of { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } is reached
end-max-plies-without-capture = { $count ->
        [one] { $count } move
       *[other] { $count } moves in a row
    } captured nothing
end-max-relay-lifts = a move needed more than { $count } relays
end-max-rounds = the limit of rounds is reached

## The board's status line.
board-to-move = { $player } to move
board-over = Game over
board-unfinished = Game stopped unfinished

## Moves refused.
move-refused = cannot play { $move }: { $why }

## `rules show`: the heading.
rules-heading = { $name } ({ $id }): { $what }
rules-source = Source: { $source }
rules-sources = Sources:
rules-limit-ranges = They are set in `[limits]`: `max-plies` and `max-plies-without-capture` from 1 to { $plies }{ $with_relays ->
        [yes] , `max-relay-lifts` from 1 to { $relays }
       *[no] { "" }
    }.

## The command line.
cli-error = error: { $error }
cli-move-error = move { $number } (`{ $move }`): { $error }

## `play` at the terminal. The commands (help, board, ...) are typed as they are in every language.
play-marks = On the board, * marks the pit the last move was played from and x a pit it captured.
play-help =
    Type a move in the game's notation, or one of these commands:
      help        this text
      board       show the board again
      explain     tell the last move step by step
      history     the moves so far
      rules       the rules of this ruleset
      hint        the move the computer would play here, and how good it looks
      undo        take back your last move (and the computer's reply)
      save FILE   save the game to FILE (resume it with --load FILE)
      quit        stop playing (the game is saved first when --save was given)
play-cannot-save = cannot save the game to { $file }: { $error }; the game goes on (try `save FILE` with another file)
play-saved-again = the game is saved to { $file } again
# $exists: yes when the file is there, keeping the moves it had.
play-cannot-save-at-the-end = cannot save the game to { $file }: { $error }{ $exists ->
        [yes] ; the file keeps its first { $kept ->
            [one] { $kept } move
           *[other] { $kept } moves
        }
       *[no] { "" }
    }
play-value = Value for { $player } ({ $seat }): { $value }.
play-search = Search: { $report }.
play-path = { $player } plays { $move }: { $path }
play-nothing-to-undo = nothing to undo: { $why }
play-took-back = took back { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
play-no-move-yet = no move has been played yet
play-perfect-unsolved = { $player } ({ $seat }) could not solve the position of move { $number } in its time: it plays alpha-beta's moves until it can (--explain shows what it proved)
play-perfect-solved = { $player } ({ $seat }) solved the position of move { $number }: its moves are perfect again
play-game-saved = game saved to { $file }
play-versus = { $first } vs { $next }
play-seed = Seed { $seed } (replay the computer's choices with --seed { $seed }).
play-resumed = resumed { $file } after { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
play-type-help = Type `help` for commands.
play-prompt = { $player } [{ $moves }]>
play-input-ended-saved = input ended; the game is saved to { $file } (resume with --load { $file })
play-input-ended = input ended; the game was left unfinished (use --save FILE to keep games)
play-hint-solved = solved exactly
play-hint-searched = alpha-beta, up to { $depth } plies deep or { $ms }ms
play-hint = hint: { $move } ({ $how }: { $value })
play-save-usage = usage: save FILE
play-left-saved = game left unfinished; saved to { $file }
play-quit-again = type `quit` again to leave without saving the last moves, or `save FILE` to keep the game elsewhere
play-left = game left unfinished
play-legal-moves = legal moves: { $moves }; type `help` for commands
play-could-not-move = { $player } ({ $seat }) could not move: { $error }
play-failed-saved = the game is saved to { $file } after { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }: go on with `mancala play --load { $file } { $flag }`
play-failed-at-the-start = the game stopped before its first move
play-failed-after = the game stopped after { $count ->
        [one] { $count } move
       *[other] { $count } moves
    } (use --save FILE to keep games): { $moves }
play-saved-engine = the saved game's { $player } was `{ $seat }`, but a saved game never starts a program: { $player } is { $now } now (give { $flag }engine:COMMAND to play on against an engine)
play-seat-changed = { $player } is { $seat } now (was { $was })
cli-replay-a-ruleset = `{ $game }` is a ruleset: give its moves with --moves "...", or the path of a saved game
cli-replay-no-game = no saved game at `{ $game }`; give a game file, or a ruleset with --moves "..."
cli-random-first = this ruleset draws the first player at random; say who moved first with --first south or --first north
cli-first-out-of-range = --first { $first }: this game has players 0 to { $last }
