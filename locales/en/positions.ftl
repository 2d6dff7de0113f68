# The position string ("FEN"): errors of a position written on one line, with the column where
# they lie. Keys and notation (`seen:`, `Q+5`, `2R1B`) stay as written.

fen-error-at = position string, column { $column }: { $message }
fen-error = position string: { $message }
fen-missing-pits = the board text has no pits: write the pits row by row, as 4,4,4/4,4,4
fen-missing-mover = the board text has no player to move: write a number after the pits, as 4,4,4/4,4,4 0
fen-missing-banks = the board text has no banks: write each player's captures after the player to move, as 4,4,4/4,4,4 0 0,0
fen-rows = { $found } rows: the game has { $expected } players, so write { $expected } rows separated by `/`
fen-pits = row { $row } has { $found } pits: write { $expected }, separated by `,`
# $text: what was written in the pit.
fen-pit = pit { $pit }: `{ $text }` is not a pit: write { $style ->
    [counts] a count such as 4, or - for a house out of play
    [colours] seeds such as 2R1B1S (red, black, special), or 0
    [big-stones] a count such as 5, or Q+5 for a big stone and 5 citizens
   *[too-many] at most 255 black or special pieces in a pit
  }
fen-separator-store = pit { $pit } is a store: write `{ $separator }` before it
fen-separator-house = pit { $pit } is a house: write `{ $separator }` before it
fen-mover = `{ $text }` is not the player to move: write a number from 0 to { $last }
fen-banks = `{ $text }` are not the banks: write one per player separated by `,`, as { $example }
fen-field = `{ $text }` is not a field here: write key:value with a key among { $keys }
fen-repeated = `{ $key }` is given twice: keep one
# $key, $text: the field's key and value as written.
fen-value = `{ $key }:{ $text }` is not a value of this field
fen-value-hand = `hand:{ $text }`: write each player's special seeds in hand, as 1,1
fen-value-round = `round:{ $text }`: write a round from 1, as round:2
fen-value-ply = `ply:{ $text }`: write the moves made, as ply:12
fen-value-quiet = `quiet:{ $text }`: write the moves in a row without a capture, as quiet:5
fen-value-passes = `passes:{ $text }`: write the turns passed in a row, as passes:1
fen-value-debt = `debt:{ $text }`: write what South and North owe, as debt:3,-3
fen-value-taken = `taken:{ $text }`: write who took the left and the right big stone, 0, 1 or -, as taken:0,-
fen-value-seen = `seen:{ $text }`: write each position as its pits ~ its player to move, as 4,4,4/4,4,4~1
fen-total = the pits, banks and hands hold { $found } { $what ->
    [seeds] seeds
    [citizens] citizens
    [big-stones] big stones
   *[pieces] pieces
  }: the game plays with { $expected }, so add or remove { $what ->
    [seeds] seeds
    [citizens] citizens
    [big-stones] big stones
   *[pieces] pieces
  }
fen-burnt-store = pit { $pit } is a store: only a house can be out of play (`-`)
fen-big-stone = pit { $pit } holds a big stone: big stones lie only on the mandarin squares
# $error: the error of that position, already in the language.
fen-seen = position { $index } of seen: { $error }
fen-seen-too-many = seen: names { $found } positions: write at most { $most }, the positions since the last capture (quiet:) under a repetition rule
fen-two-big-stones = pit { $pit } holds { $count } big stones: a mandarin square holds at most its own
fen-big-stone-not-taken = pit { $pit } still holds its big stone, yet taken: names who took it: write - for it
fen-big-stone-taken = pit { $pit } has lost its big stone, yet taken: names nobody: write who took it, 0 or 1
