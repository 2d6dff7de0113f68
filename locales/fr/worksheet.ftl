# Fiches d'exercices imprimées (`mancala worksheet`, « Imprimer » de la page web) : deux plateaux
# par page, une question sous chacun, le corrigé à la dernière page.

worksheet-title = { $ruleset } : exercices
worksheet-subtitle = { $count } exercices, difficulté de { $low } à { $high } (fiche { $seed })
worksheet-name = Nom :
worksheet-class = Classe :
worksheet-instructions = Chaque plateau ci-dessous est une position tirée d'une vraie partie. Trouve le meilleur coup pour le joueur qui a le trait, et écris-le sur la ligne sous le plateau : { $directions ->
    [yes] le numéro du trou et le sens du semis (R vers la droite, L vers la gauche, vu du joueur ; par exemple 3R).
   *[no] le numéro du trou semé.
}
worksheet-question = Exercice { $number }. { $question }
worksheet-to-move = { $player } joue. Quel est le meilleur coup ?
worksheet-your-move = Ton coup :
worksheet-key = Corrigé
worksheet-key-answer = Exercice { $number } : { $move }
worksheet-proof-exact = Résolu jusqu'à la fin de la partie, les deux camps jouant au mieux. Écart final (points du joueur moins ceux de l'adversaire) : { $answer } donne { $best } ; le deuxième meilleur coup, { $next }, seulement { $next_best }.
worksheet-proof-search = Calculé { $depth } coups à l'avance. Écart (points du joueur moins ceux de l'adversaire) : { $answer } donne { $best } ; le deuxième meilleur coup, { $next }, seulement { $next_best }.
worksheet-page = Page { $page } sur { $pages }

worksheet-written = Fiche écrite dans { $path } : { $puzzles } exercices sur { $pages } pages, { $key_pages ->
    [1] le corrigé à la dernière.
   *[other] le corrigé aux { $key_pages } dernières.
}

## Erreurs

worksheet-err-items = une fiche a de 1 à { $max } exercices, pas { $given }
worksheet-err-draw = une page de la fiche n'a pas pu être dessinée : { $why }
worksheet-err-ruleset = aucun exercice n'est fourni pour les règles `{ $given }` : choisis parmi { $known }
worksheet-err-range = la difficulté la plus basse ({ $low }) dépasse la plus haute ({ $high }) : échange-les
worksheet-err-too-few = seulement { $found } exercices dans cette plage de difficulté, pas { $wanted } : élargis la plage ou imprime-en moins
worksheet-err-broken = l'exercice fourni { $id } ne se met pas en place : c'est une erreur du programme, merci de la signaler
worksheet-err-title = le titre fait { $given } caractères : { $max } au plus
worksheet-err-seed = le numéro de fiche `{ $given }` n'est pas un nombre entier positif ou nul
worksheet-err-busy = le serveur prépare d'autres fiches : réessaie dans un instant
