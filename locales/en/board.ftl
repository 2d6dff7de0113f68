# The words drawn on the pits of the SVG board (`mancala svg`, the web board).

# A mandarin square's worth: its citizens and its big stone, as the rules count a capture.
board-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# A mandarin square the rules do not let anyone capture yet.
board-young = young mandarin
