# `mancala analyse` et `mancala review` : valeurs, catégories de coups, commentaire d'un coup,
# graphique, tableau.

## Valeurs et catégories

rev-value-exact = { $value } (exacte)
rev-value-searched = { $value } (profondeur { $depth })
rev-class-best = meilleur coup
rev-class-good = bon coup
rev-class-inaccuracy = imprécision
rev-class-mistake = erreur
rev-class-blunder = gaffe

## Commentaire d'un coup

rev-comment = { $class ->
        [best] Meilleur coup
        [good] Bon coup
        [inaccuracy] Imprécision
        [mistake] Erreur
       *[blunder] Gaffe
    }. { $player } : { $before } → { $after }.
rev-comment-loss = { $class ->
        [best] Meilleur coup
        [good] Bon coup
        [inaccuracy] Imprécision
        [mistake] Erreur
       *[blunder] Gaffe
    } (−{ $loss }). { $player } : { $before } → { $after }. Le meilleur coup était { $best } : { $line }.

## Graphique

rev-graph-title = L'avantage au fil de la partie : { $south } contre { $north }
rev-graph-ahead = { $player } mène de { $points }
rev-graph-moves = { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    }

## Erreurs

rev-err-players = l'analyse d'une partie ne se fait qu'à deux joueurs ; celle-ci en a { $players }
rev-err-time-per-move = --time-per-move { $given } : donnez de 0,01 à { $max } secondes
rev-err-total-time = --total-time { $given } : donnez de 0,01 à { $max } secondes
rev-err-max-moves = --max-moves { $given } : donnez de 1 à { $max }
rev-err-time = --time { $given } : donnez de 0,01 à { $max } secondes
rev-err-over = la partie est finie : il n'y a plus de coup à analyser
rev-err-no-game = `{ $game }` n'est pas un fichier de partie : donnez le chemin d'un tel fichier (comme l'écrit `play --save`)

## analyse

ana-to-move = Au tour de { $player }.
ana-value = Valeur pour { $player } : { $value }.
ana-best = Meilleur coup : { $move }
ana-line = Suite : { $line }

## review

rev-heading = Analyse d'une partie de { $ruleset } : { $plies ->
        [one] { $plies } coup
       *[other] { $plies } coups
    }.
rev-legend = Les valeurs sont des points d'écart final pour le joueur qui a joué : exactes si elles sont seules, celles d'une recherche si suivies de ~ et de sa profondeur (~12 : 12 demi-coups).
rev-col-ply = n°
rev-col-player = joueur
rev-col-move = coup
rev-col-before = avant
rev-col-after = après
rev-col-best = meilleur
rev-col-loss = perte
rev-col-class = catégorie
rev-summary = { $player } : précision { $accuracy } %, { $moves ->
        [one] { $moves } coup analysé
       *[other] { $moves } coups analysés
    } ; { $inaccuracies ->
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    }, { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    }, { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    }.
rev-summary-none = { $player } : aucun coup analysé.
rev-skipped-time = Les coups { $first } à { $last } n'ont pas été analysés : le temps de l'analyse est écoulé ({ $seconds } s ; elle va du dernier coup au premier).
rev-skipped-length = Les coups { $first } à { $last } n'ont pas été analysés : une analyse prend au plus les { $max } premiers coups.
rev-progress = analyse
rev-svg-written = Le graphique de l'avantage est dans { $path }.
