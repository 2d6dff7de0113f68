## Moves made on the board, stones that travel (board.js, play.js, animation.js).

# An arrow on a square: the way its stones will go.
page-board-sow-toward = Sow toward { $pit }
page-board-sow-toward-move = Sow toward { $pit } ({ $move })
# A colour swatch on a pit (coloured Awalé): the colour sown first. $look: red, black, plain.
page-board-colour-first = Sow a { $look ->
    [red] red
    [black] black
   *[other] plain
} seed first
# A star on a pit the special seed may fall into.
page-board-special-into = Drop the special seed into { $pit }
# A mandarin square's worth, as the rules count a capture.
page-board-pit-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
page-board-young = young mandarin
# A player's captured pile beside the board.
page-board-captured = { $who } has captured { $count ->
    [one] { $count } piece
   *[other] { $count } pieces
}: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# The buttons that hold and step a move being shown.
page-board-pause = Pause
page-board-resume = Resume
page-board-step-back = Step back
page-board-step-forward = Step forward
