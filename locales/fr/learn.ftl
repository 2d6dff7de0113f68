# Leçons : `mancala learn` et la page Apprendre, et les erreurs des fichiers de leçons.

learn-set-heading = { $name } : { $count } leçons
learn-list-line = { $number }. { $title }
learn-lesson-heading = Leçon { $number } : { $title }
learn-example-move = Exemple : { $player } joue { $move }
learn-task-heading = À toi de jouer
learn-prompt = Ton coup (par exemple { $example } ; quit pour arrêter) :
learn-continue = Appuie sur Entrée pour continuer (quit pour arrêter).
learn-right = Bravo ! { $move } y arrive.
learn-right-other = Bravo ! { $move } y arrive aussi (la leçon proposait { $answer }).
learn-wrong = Pas tout à fait : voici ce qu’a fait { $move }.
learn-try-again = Essaie encore.
learn-hint = Indice : { $hint }
learn-lesson-done = Leçon { $number } terminée.
learn-all-done = Tu as terminé les leçons. Bravo !
learn-stopped = Leçons interrompues. Pour reprendre : --lesson { $number }.
learn-no-set = Aucune leçon n’enseigne encore { $ruleset } ; il y a des leçons pour { $sets }.
learn-no-lesson = Il n’y a pas de leçon { $number } : les leçons vont de 1 à { $count }.

learn-miss-mandarin = Ce coup n’a pris aucune case de mandarin.
learn-miss-captured = { $got ->
    [0] Ce coup n’a rien pris
    [one] Ce coup a pris 1 point
   *[other] Ce coup a pris { $got } points
} ; il en faut au moins { $wanted }.
learn-miss-chain = { $got ->
    [0] Ce coup n’a pris aucune case
    [one] Ce coup n’a pris qu’une case
   *[other] Ce coup a pris { $got } cases d’affilée
} ; il en faut { $wanted } d’affilée.
learn-miss-relays = { $got ->
    [0] Ce coup n’a jamais relancé la distribution
    [one] Ce coup n’a relancé la distribution qu’une fois
   *[other] Ce coup a relancé la distribution { $got } fois
} ; il en faut { $wanted }.
learn-miss-extra-turn = Sa dernière graine n’est pas tombée dans ton grenier : pas de coup en plus.
learn-miss-opponent-captures = Après ce coup, { $opponent } peut jouer { $reply } et prendre { $points ->
    [one] 1 point
   *[other] { $points } points
}.
learn-miss-fed = Après ce coup, { $opponent } a { $got } graines dans ses trous ; il en faut au moins { $wanted }.
learn-miss-game-goes-on = La partie continue après ce coup.
learn-miss-not-won = La partie se termine, mais tu ne la gagnes pas.
learn-miss-not-best = { $better } est meilleur : il rapporte { $points ->
    [one] 1 point
   *[other] { $points } points
} de plus.
learn-miss-other-move = Ce n’est pas le coup que demande l’exercice.

err-lesson-read = impossible de lire les leçons { $path } : { $why }
err-lesson-ruleset = aucune règle livrée ne s’appelle `{ $id }` : écris { $ids }
err-lesson-text = aucun message `{ $id }` dans les catalogues : ajoute-le à locales/en (et vi, fr), ou donne à la leçon ses propres textes dans une table [messages.en]
err-lesson-language = aucune langue `{ $code }` pour les messages de la leçon : écris { $codes }
err-lesson-no-steps = la leçon n’a aucune étape : ajoute au moins une [[step]]
err-lesson-no-moves = une étape d’exemple demande au moins un coup dans `moves`
err-lesson-too-many = au plus { $max } étapes par leçon, et { $max } coups par exemple
err-lesson-key-missing = une étape { $kind } demande `{ $key }`
err-lesson-key-not-for-kind = `{ $key }` n’a pas sa place dans une étape { $kind }
err-lesson-game-over = la partie est déjà finie dans la position de cet exercice : l’élève n’a aucun coup
err-lesson-goal-depth = best-move cherche de 1 à { $max } demi-coups, pas { $depth }
err-lesson-goal-move = `{ $move }` n’est pas un coup jouable dans la position de cet exercice
err-lesson-goal-empty = `all` demande au moins un objectif
err-lesson-answer-misses = la réponse { $answer } n’atteint pas l’objectif de l’exercice : { $miss }
err-lesson-no-wrong-move = tous les coups permis atteignent cet objectif : l’exercice ne demande rien ; choisis une position où un coup le manque
err-lesson-empty = { $path } ne contient aucun fichier de leçon (*.toml)
err-lesson-too-many-files = { $path } contient plus de { $max } fichiers de leçon
