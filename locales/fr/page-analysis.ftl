## L'échiquier d'analyse et l'éditeur de position (analysis.js, index.html).

page-nav-analysis = Analyse
page-nav-editor = Éditeur de position
page-analysis-title = Plateau d'analyse
page-analysis-file = Une partie enregistrée ou une analyse (.json)
page-analysis-paste = …ou collez une partie, une analyse ou une chaîne de position
page-analysis-paste-input =
    .aria-label = une partie enregistrée, une analyse ou une chaîne de position
page-analysis-ruleset = Règles de la chaîne de position
page-analysis-open = Ouvrir
page-analysis-empty = Ouvrez une partie ou une chaîne de position pour l'étudier, ou partez du début des règles choisies.
page-analysis-from-start = Le début de la partie
page-analysis-keys = Touches : → coup suivant, ← coup précédent, Début le départ, Fin le bout de la ligne, ↑ ↓ les autres variantes. Cliquez sur un trou pour essayer votre propre coup.
page-analysis-first = Départ
page-analysis-prev =
    .aria-label = le coup précédent
page-analysis-next =
    .aria-label = le coup suivant
page-analysis-last = Fin
page-analysis-where = { $ply ->
    [0] Position de départ
   *[other] Après le coup { $ply }
}
page-analysis-status = { $where }. { $who } ({ $scores })
page-analysis-moves = Coups et variantes
page-analysis-no-moves = Aucun coup pour l'instant : cliquez sur un trou du plateau pour en jouer un.
page-analysis-move = { $ply }. { $move }
page-analysis-move-label =
    .aria-label = coup { $ply }, { $who } : { $move }
page-analysis-variation =
    .aria-label = une variante
page-analysis-delete = Supprimer cette variante
page-analysis-promote = Remonter cette variante
page-analysis-download = Télécharger l'analyse (.json)
page-analysis-download-record = Télécharger la partie (.json)
page-analysis-download-pgn = Télécharger en PGN (.pgn)
page-analysis-fen = Chaîne de position (FEN)
page-analysis-copy = Copier
page-analysis-copied = Copié.
page-analysis-edit = Modifier cette position
page-analysis-choose = Ce trou permet plusieurs coups : choisissez-en un.
page-analysis-play-title = Jouer à partir d'ici
page-analysis-against = Contre
page-analysis-a-person = une personne (partagez le lien de la salle)
page-analysis-side = Vous jouez
page-analysis-play = Commencer la partie
page-analysis-over = La partie est finie dans cette position : il n'y a plus rien à jouer.
page-analysis-analyse = Analyser cette partie
page-analysis-refused = { $code ->
    [bad_position] Ce n'est pas une position de ce jeu : { $why }
    [bad_move] Ce coup ne peut pas être joué ici : { $why }
    [bad_ruleset] Ces règles ne peuvent pas être utilisées : { $why }
    [rate_limited] Trop de demandes à la fois : attendez un instant et réessayez.
    [busy] Le serveur est occupé à analyser des parties (quelques-unes à la fois, une seule par ordinateur) : réessayez dans un instant.
   *[other] Le serveur a refusé : { $why }
}
page-analysis-unread = { $field ->
    [format] { $file } n'est ni une partie enregistrée ni une analyse que ce plateau sait lire.
    [fen] { $file } n'a pas de position de départ.
    [size] { $file } a plus de coups que le plateau n'en contient.
   *[moves] { $file } contient un coup illisible.
}
page-analysis-pasted = Le texte collé

## La revue d'une partie sur l'échiquier d'analyse (analysis.js, analysis-review.js).

page-analysis-review = Analyser toute la partie
page-analysis-reviewing = Analyse de la partie en cours… (au plus { $seconds } secondes)
page-analysis-reviewed = Partie analysée : chaque coup de la ligne principale est marqué (?! une imprécision, ? une erreur, ?? une gaffe) ; choisissez un coup pour lire ses valeurs.
page-analysis-review-changed = La ligne principale a changé pendant l'analyse : relancez-la.
page-analysis-review-class = { $class ->
    [best] le meilleur coup
    [good] un bon coup
    [inaccuracy] une imprécision
    [mistake] une erreur
   *[blunder] une gaffe
}
page-analysis-move-label-class =
    .aria-label = coup { $ply }, { $who } : { $move }, { $class }
page-analysis-review-value = { $exact ->
    [yes] { $value } (exact)
   *[no] { $value } (calculé { $depth } coups à l'avance)
}
page-analysis-review-detail = Coup { $ply }, { $move } joué par { $who } : { $class }. Valeur pour { $who } : { $before } avant, { $after } après.
page-analysis-review-best = Meilleur : { $best } (suite { $line }) ; { $loss ->
    [0] ce coup n'a rien cédé
    [one] ce coup a cédé { $loss } point
   *[other] ce coup a cédé { $loss } points
}.
page-analysis-review-start = Le départ : { $who } joue, la position vaut { $value } pour { $who }.
page-analysis-review-start-best = Meilleur coup : { $best } (suite { $line }).
page-analysis-review-none = Ce coup n'a pas été analysé : il n'est pas sur la ligne principale analysée, ou l'analyse l'a laissé de côté.
page-analysis-review-summary = { $who } : précision { $accuracy } % sur { $moves } coups ; { $inaccuracies } { $inaccuracies ->
    [one] imprécision
   *[other] imprécisions
}, { $mistakes } { $mistakes ->
    [one] erreur
   *[other] erreurs
}, { $blunders } { $blunders ->
    [one] gaffe
   *[other] gaffes
}.
page-analysis-review-summary-none = { $who } : aucun coup analysé.
page-analysis-review-skipped = { $reason ->
    [time] Les coups { $first } à { $last } n'ont pas été analysés : les { $seconds } secondes d'une analyse sont écoulées (elle va du dernier coup au premier).
   *[length] Les coups { $first } à { $last } n'ont pas été analysés : une analyse porte au plus sur les { $max } premiers coups.
}
page-analysis-review-graph =
    .aria-label = L'avantage au fil de la partie : au-dessus de la ligne, { $south } mène ; en dessous, { $north }. Cliquez sur un point pour aller à son coup.
page-analysis-review-ahead = { $who } mène
page-analysis-review-point = { $start ->
    [yes] Le départ : { $value } pour { $south }
   *[other] { $ply }. { $move } : { $value } pour { $south }
}

page-editor-title = Éditeur de position
page-editor-intro = Choisissez un trou sur le plateau (cliquez ou touchez-le, ou atteignez-le avec Tab puis Entrée), puis ajoutez ou retirez des graines avec les boutons ou les touches + et −. La chaîne de position ci-dessous suit ; vous pouvez aussi la taper.
page-editor-ruleset = Règles
page-editor-reset = La position de départ
page-editor-pit = Trou choisi : { $pit } ({ $count })
page-editor-no-pit = Choisissez un trou sur le plateau.
page-editor-add = + une graine
    .aria-label = ajouter une graine au trou choisi
page-editor-remove = − une graine
    .aria-label = retirer une graine du trou choisi
page-editor-bank = Prises de { $who } : { $bank }
page-editor-bank-add = +
    .aria-label = ajouter une graine aux prises de { $who }
page-editor-bank-remove = −
    .aria-label = retirer une graine des prises de { $who }
page-editor-to-move = Qui joue
page-editor-valid = Une position de ce jeu.
page-editor-invalid = Pas encore une position de ce jeu ({ $field ->
    [pits] les trous
    [to_move] qui joue
    [banks] les prises
   *[fields] les autres champs
}) : { $why }
page-editor-analyse = Analyser cette position
