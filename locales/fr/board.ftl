# Les mots écrits sur les cases du plateau SVG (`mancala svg`, le plateau web).

board-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
board-young = quan non (protégé)
