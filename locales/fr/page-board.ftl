## Les coups joués sur le plateau, les pions qui voyagent (board.js, play.js, animation.js).

page-board-sow-toward = Semer vers { $pit }
page-board-sow-toward-move = Semer vers { $pit } ({ $move })
page-board-colour-first = Semer d'abord une graine { $look ->
    [red] rouge
    [black] noire
   *[other] ordinaire
}
page-board-special-into = Poser la graine spéciale dans { $pit }
page-board-pit-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
page-board-young = quan non (protégé)
page-board-captured = { $who } a pris { $count ->
    [one] { $count } pion
   *[other] { $count } pions
} : { $points ->
    [one] { $points } point
   *[other] { $points } points
}
page-board-pause = Pause
page-board-resume = Reprendre
page-board-step-back = Un pas en arrière
page-board-step-forward = Un pas en avant
