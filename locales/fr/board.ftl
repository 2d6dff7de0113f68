# Les mots écrits sur les cases du plateau SVG (`mancala svg`, le plateau web).

board-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
board-young = jeune mandarin

## Les mots de l'image pour les personnes : son titre (ce qu'un lecteur d'écran dit du plateau),
## chaque trou pour un lecteur d'écran, les lignes des joueurs et la ligne sous le plateau.

board-summary = { $ruleset }, vu du côté { $seat } : { $scores } ; { $status }
board-player-points = { $player } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}
board-list-and = { $rest } et { $last }
board-pieces = { $look ->
    [red] { $count ->
        [one] { $count } graine rouge
       *[other] { $count } graines rouges
    }
    [black] { $count ->
        [one] { $count } graine noire
       *[other] { $count } graines noires
    }
    [special] { $count ->
        [one] { $count } graine spéciale
       *[other] { $count } graines spéciales
    }
    [big] { $count ->
        [one] { $count } grosse pierre
       *[other] { $count } grosses pierres
    }
    [small] { $count ->
        [one] { $count } pierre
       *[other] { $count } pierres
    }
   *[plain] { $count ->
        [one] { $count } graine
       *[other] { $count } graines
    }
}
board-empty = vide
board-out-of-play = hors jeu pour cette manche
board-pit = { $pit } : { $contents }
board-to-place = { $player } doit placer { $look ->
    [big] la grosse pierre
   *[special] la graine spéciale
}
board-score = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
board-score-captured = { $points ->
    [one] { $points } point
   *[other] { $points } points
}, a pris { $pieces }
board-score-to-place = { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $hand } à placer
board-score-captured-to-place = { $points ->
    [one] { $points } point
   *[other] { $points } points
}, a pris { $pieces }, { $hand } à placer
board-caption-start = Début
board-caption-move = Coup { $ply } : { $player } joue { $move }
