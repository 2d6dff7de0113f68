# Game records as text: the PGN-style text of every family and Aualé's OGN for Oware
# (crates/mancala/src/record/pgn.rs, ogn.rs), and `mancala record convert`.

## Where a text record goes wrong

rec-err-at = line { $line }, column { $column }: { $what }
rec-err-too-large = the record is larger than the { $max } bytes allowed
rec-err-bad-tag = a tag is written [Name "value"], on one line
rec-err-duplicate-tag = the tag { $name } is given twice
rec-err-tag-after-moves = a tag among the moves: the tags come first, then the moves
rec-err-unclosed-comment = this comment has no closing {"}"}
rec-err-unclosed-variation = this variation has no closing )
rec-err-unexpected-close = a ) with no ( before it
rec-err-variation-first = a variation comes after the move it replaces, and there is no move before it here
rec-err-empty-variation-here = this variation has no moves
rec-err-too-deep = variations nest deeper than { $max }
rec-err-unexpected = `{ $found }` cannot stand here: expected a move, a move number, a {"{"}comment{"}"}, a (variation) or the result
rec-err-after-result = something after the result, which ends the record
rec-err-result-in-variation = a result inside a variation: only the main line ends with one
rec-err-result-mismatch = the result { $token } differs from the Result tag, { $tag }
rec-err-bad-result = the result `{ $found }` is not one for { $players } players: write 1 for the winner and 0 for the others (1-0, 0-1), 1/{ $players } for each when nobody wins, or * for a game in progress
rec-err-missing-tag = the tag { $name } is missing
rec-err-unknown-ruleset = no shipped ruleset is called `{ $id }` (see `mancala rules list`); give its options in an Options tag
rec-err-options = the Options tag is not a valid ruleset: { $why }
rec-err-fen = the FEN tag is not a position of these rules: { $why }
rec-err-tag-value = the tag { $name } cannot be `{ $value }`: write { $expected }
rec-err-not-ended = the result is { $result }, but the moves do not end the game: give a Termination tag to say how it stopped (resigned North, time South)
rec-err-ogn-move = `{ $found }` is not an OGN move: write a house letter, A to F for South, a to f for North, perhaps with the seeds it captured (E+2)
rec-err-ogn-variant = the OGN variant `{ $variant }` is not one this program plays: Oware Abapa, or give a Ruleset tag
rec-err-ogn-fen = the OGN FEN `{ $value }` is not twelve houses, two stores and S or N, separated by -

rec-expect-seat = South or North (Player1, Player2, … for more players)
rec-expect-number = a whole number
rec-expect-outcome = the JSON outcome of a record
rec-expect-scores = one score a player, separated by - (25-18)
rec-expect-termination = why the game ended (score), with the limit after limit (limit max-plies), or the player after resigned, left or time (resigned North)

## What a format cannot hold

rec-err-move-text = the move `{ $move }` cannot be written in the text format
rec-err-ogn-not-oware = OGN holds Oware games of two players on six houses each, with plain seeds; `{ $ruleset }` is not one: write PGN or JSON
rec-err-ogn-variations = OGN keeps no variations (Aualé skips them): write PGN or JSON
rec-err-ogn-leading-comment = OGN has no comment before the first move: write PGN or JSON
rec-err-ogn-comment = OGN comments cannot hold {"}"}, and Aualé turns their line breaks and runs of spaces into single spaces: write PGN or JSON
rec-err-ogn-from = OGN's FEN holds the houses, the stores and the player to move; `{ $fen }` says more

## The game tree

rec-err-from = the record's start position `{ $fen }` does not read: { $why }
rec-err-note-ply = a comment or variation is on move { $ply }, but the game has { $moves } moves (notes are in order, one per move, and move 0 has no variations)
rec-err-empty-variation = variation { $variation } has no moves
rec-err-variation-move = variation { $variation }, move { $number } (`{ $move }`) does not replay: { $why }
rec-err-tree-too-large = the record's variations are too many for a game this long (checking them would copy and play more than { $max } moves)
