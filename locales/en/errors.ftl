# The command line's errors: files that cannot be read, ruleset files and saved games that are
# wrong, players that cannot be read. English is the program's own wording (the errors' Display,
# which logs and tests read); the other languages say the same in their own words.

## Lists and files

# A list of names one of which is wanted: $init is all but the last, joined by commas.
err-or-list = { $init } or { $last }
err-io-not-found = No such file or directory
err-io-permission = Permission denied
err-io-not-regular = it is not a regular file
err-io-not-utf8 = it is not UTF-8 text
err-io-too-big = it is larger than the { $max } bytes allowed
err-io-other = { $detail }

## Ruleset files (and a saved game's options)

# The name of a saved game's options where an error is located.
err-record-options-file = <record options>
# $message: what is wrong, one of the messages below.
err-config-at = { $file }:{ $line }:{ $column }: { $message }
# $detail: the TOML reader's own message (a syntax error), quoted as it gives it.
err-config-reader = { $file }:{ $line }:{ $column }: { $detail }
err-config-missing-key = missing field `{ $key }`
err-config-unknown-key-none = unknown field `{ $key }`, there are no fields
err-config-unknown-key = unknown field `{ $key }`, expected { $keys }
err-config-unknown-value = unknown variant `{ $value }`, expected { $values }
err-config-range = must be between { $low } and { $high }, got { $value }
err-config-positive = must be a positive integer, got { $value }
err-config-too-large = { $value } is far too large
err-config-first-player = expected a player number or "random", got { $value }
# $found and $wanted: one of the err-kind-* and err-want-* below.
err-config-wrong-type = invalid type: { $found }, expected { $wanted }
err-kind-integer = integer
err-kind-float = floating point
err-kind-boolean = boolean
err-kind-string = string
err-kind-array = sequence
err-kind-table = map
err-want-integer-range = an integer from { $low } to { $high }
err-want-string = a string
err-want-boolean = a boolean
err-want-positive = a positive integer
err-want-player = a player number (0, 1, ...) or "random"
err-want-array = a sequence
err-want-integer = an integer
err-want-table = a table
err-config-excluded = `{ $key }` does not apply with { $setting }; remove it or change that setting
err-config-id-not-file-name = id `{ $id }` must equal the file name `{ $stem }`
err-config-missing-game = missing key `game`: expected one of { $games }
err-config-unknown-game = unknown game `{ $game }`, expected one of { $games }
err-config-id-shipped = id `{ $id }` is a shipped ruleset; give your variant its own id (and file name)
err-config-first-player-two = first-player must be 0, 1 or "random" in a two-player game, got { $player }
err-config-oaq-sell-mandarin = on-shortfall = "sell-mandarin" needs big stones to sell; it does not apply with mandarin.start = "small-stones"
err-config-oaq-big-stones-captured = condition = "big-stones-captured" needs big stones; it does not apply with mandarin.start = "small-stones"
err-config-aw-no-special-seeds = `{ $key }` does not apply with special-seed.per-player = 0 (there are no special seeds); remove it or set per-player = 1
err-config-first-player-of = first-player must be a player of this { $players }-player game (0 to { $last }) or "random", got { $player }
err-config-sungka-burnt-players = mode = "burnt-houses" is a two-player match; it does not apply with players = { $players }
err-config-sungka-burnt-end = mode = "burnt-houses" needs end.condition = "all-houses-empty"; it does not apply with "one-side-empty"

## Rulesets by name

# $close: the shipped ids closest to the name; $ids: every shipped id.
err-ruleset-unknown = unknown ruleset `{ $name }`; shipped rulesets: { $ids }, or give the path of a .toml file
err-ruleset-unknown-close = unknown ruleset `{ $name }` (did you mean { $close }?); shipped rulesets: { $ids }, or give the path of a .toml file
err-ruleset-no-file = no ruleset file `{ $name }`; shipped rulesets: { $ids }, or give the path of a .toml file
err-ruleset-no-file-close = no ruleset file `{ $name }` (did you mean { $close }?); shipped rulesets: { $ids }, or give the path of a .toml file
err-ruleset-read = cannot read { $path }: { $why }
err-ruleset-invalid-id = `{ $id }` is not a valid ruleset id: the file name without `.toml` is the id, which is kebab-case (lowercase letters and digits, in words joined by single hyphens, like `my-variant`)
err-ruleset-setting = --set `{ $setting }`: { $why }; write KEY=VALUE with the key as in the ruleset file, like board.seeds-per-house=3
err-ruleset-shipped-id = `{ $id }` is a shipped ruleset id; give your variant its own id (and file name), like `{ $id }-mine`
err-setting-no-equals = no `=` between the key and the value
err-setting-no-value = no value
err-setting-empty-key = an empty key
err-setting-not-a-table = `{ $key }` is a value, not a table
err-setting-a-table = `{ $key }` is a table; set one of its keys

## Saved games

err-record-read = cannot read { $path }: { $why }
err-record-not-json = not a game record: the JSON ends or breaks at line { $line } column { $column }
err-record-shape = not a game record: { $detail }
err-record-format = not a game record: format is `{ $format }`, expected `{ $expected }`
err-record-no-format = not a game record: no "format": "{ $expected }" key
err-record-in-file = { $path }: { $error }
err-record-version = record version { $version } is not supported; this program reads version { $supported }
err-record-options = the record's options are not a valid ruleset: { $error }
err-record-first-player = first_player { $player } is not a player of this game
# $why: why the move is refused; the board follows on the next lines.
err-record-move = move { $number } (`{ $move }`) does not replay: { $why }
err-record-in-progress = a game still in progress
err-record-outcome-seat = a game whose outcome names the seat
err-record-outcome = the record's outcome { $recorded } does not match the replay, which gives { $replayed }
err-record-options-differ = warning: the record's options differ from the shipped ruleset `{ $ruleset }`; using the record's

## Players

err-seat-unknown = unknown player `{ $seat }`; expected one of: human, random, greedy, easy, medium, hard, max, alphabeta:DEPTH, alphabeta:TIME (e.g. 500ms, 2s), alphabeta:DEPTH@TIME, any of these alpha-beta players on N threads with /Nt (e.g. hard/2t, alphabeta:500ms/2t), alphabeta-lead:DEPTH, alphabeta-lead:TIME or alphabeta-lead:DEPTH@TIME (on the lead in points alone), mcts:ITERATIONS, mcts:TIME, mcts:ITERATIONS@TIME, perfect, perfect:TIME, anti-mcts, anti-mcts:TIME, engine:COMMAND, engine:COMMAND@BUDGET (a DEPTH, TIME or DEPTH@TIME)
err-seat-depth = player `{ $seat }`: the depth must be 1 to { $max }, got { $value }
err-seat-iterations = player `{ $seat }`: the iterations must be 1 to { $max }, got { $value }
err-seat-time = player `{ $seat }`: the time must be 1ms to { $max }s (ten minutes), got { $value }ms
err-seat-other = player `{ $seat }`: { $detail }
err-seat-engine = player `{ $seat }`: { $detail }
err-seat-perfect-depth = player `{ $seat }`: a perfect player's budget is a time, like perfect:30s or perfect:500ms (it solves to the end of the game, at no fixed depth)
err-seat-cannot-solve = player `{ $seat }` cannot play { $ruleset }: { $why }
err-solve-players = the solver plays two-player games only; this ruleset has { $players } players
err-solve-not-by-points = this ruleset cannot be solved by points

## The command line's own values

err-cli-directory = { $flag } { $dir }: cannot make or use it as a directory ({ $why })
err-cli-view-seat = expected south, north or a player number 0 to { $last }, got `{ $given }`
err-cli-seat-assignment = expected P=PLAYER, like 2=random, or a seat number, got `{ $given }`
err-cli-seat-number = `{ $given }` is not a seat number (0, 1, 2, ...)
err-cli-first = expected south, north, a player number or random, got `{ $given }`
err-cli-write = cannot write { $path }: { $why }
err-cli-io = { $why }
err-cli-threads = { $flag } { $threads }: give 1 to { $max } (four threads for each of this machine's { $cores } cores)
err-cli-within = { $flag } { $value }: give { $low } to { $high }
err-cli-bench-seconds = --seconds { $seconds }: give a number of seconds above 0 and at most { $max } (a day)
err-play-load-ruleset = the saved game { $path } is played under `{ $saved }`, not `{ $asked }`; leave out the ruleset to resume it
# $player: the name of the player who moved first.
err-play-load-first = --first { $first }: a resumed game keeps its first player ({ $player }); leave out --first
err-play-load-seed = --seed { $asked }: the saved game was played with seed { $saved }; leave out --seed to resume it
err-play-load-seats = warning: the saved game's seats ({ $seats }) are not players this program knows; using the defaults
err-play-seat-range = --seat { $seat }={ $player }: this game has seats 0 to { $last }
# $earlier: south, north or seat (another --seat), the flag that gave the seat first.
err-play-seat-twice = --seat { $seat }={ $player }: seat { $seat } is already given by { $earlier ->
        [south] --south
        [north] --north
       *[seat] another --seat
    }; give each seat once
err-play-hint-time = --hint-time { $given }: give a time from 1ms to 600s, like 500ms or 5s
err-rules-check-failed = { $failed } of { $files } ruleset files { $failed ->
        [one] has
       *[other] have
    } a problem
err-rules-new-extension = { $file }: a ruleset file name ends in .toml (its stem is the ruleset id), like my-variant.toml
# $what: directory, link or other.
err-rules-new-not-a-file = { $file } is { $what ->
        [directory] a directory
        [link] a symbolic link
       *[other] not a regular file
    }; rules new writes only regular files, so give another file name
err-rules-new-exists = { $file } already exists; give another file name, or --force to replace it
err-rules-new-id = { $file }: { $error }
err-rules-new-no-directory = cannot write { $file }: there is no directory { $dir }

## solve
err-solve-side = expected south or north, got `{ $given }`
err-solve-against-mcts = --against-mcts { $given }: give 1 to { $max } iterations
err-solve-samples = --samples { $given }: give 1 to { $max } searches
err-solve-time-limit = --time-limit { $given }: give 0.001 to { $max } seconds
err-solve-database = --database { $given }: give 0 to { $max } pieces
err-solve-unsolved = unsolved within --time-limit { $limit }

## render, compare, merge, tournament

err-render-width = --width { $width }: give { $low } to { $high } pixels
err-render-seat = --seat { $seat }: this game has players 0 to { $last }
err-render-svg-file = --svg { $dir }: this is a file, not a directory; give a directory for the pictures (it is made if missing)
err-compare-opening = expected a number of plies from 0 (none) to { $max }, or `auto`, got `{ $given }`
err-compare-human = `human` cannot play in a comparison; choose computer players
err-merge-read = cannot read { $path }: { $why }
err-tournament-agents = --agents: { $count } agents; a tournament takes 2 to { $max }

## play --connect
err-connect-url = --connect { $url }: expected http://HOST:PORT (a new room) or http://HOST:PORT/rooms/ID (ws:// works too)
# $detail: the network library's own words.
err-connect-cannot = cannot connect to { $socket }: { $detail }
err-connect-closed = the server closed the connection
err-connect-failed = the connection failed: { $detail }
err-connect-lost = the connection failed

## clap's errors about the command line's flags and commands, said by us in the other languages
## (English keeps clap's own words).

# $value, $arg, $reason: the value given, the flag, why it was refused (our value parser's words).
err-clap-invalid-value = invalid value `{ $value }` for `{ $arg }`: { $reason }
err-clap-possible-values = `{ $value }` is not a value of `{ $arg }`: give { $values }
err-clap-unknown-argument = there is no option `{ $arg }`
err-clap-unknown-argument-suggest = there is no option `{ $arg }`; did you mean { $suggestions }?
err-clap-unknown-command = there is no command `{ $command }`
err-clap-unknown-command-suggest = there is no command `{ $command }`; did you mean { $suggestions }?
err-clap-missing = { $args } must be given
err-clap-conflict = `{ $arg }` cannot be given with `{ $other }`
err-clap-more = For more, try `--help` (in English).
