# La page des problèmes (crates/serve/page/puzzles.js, crates/serve/src/puzzles.rs). Les valeurs
# sont en points pour le joueur au trait, comme les preuves des problèmes les comptent.

page-puzzles-title = mancala : problèmes
page-puzzles-heading = Problèmes
page-puzzles-link = Problèmes
page-puzzles-print = Imprimer une fiche d'exercices
page-puzzles-answer = Répondre
page-puzzles-show-answer = Voir la solution
page-puzzles-next = Problème suivant
page-puzzles-puzzle = Problème { $id }, difficulté { $rating }
page-puzzles-score = Ton classement : { $rating } · série : { $streak } · { $solved } réussis sur { $tried }
page-puzzles-right = Bravo ! { $move } est le meilleur coup.
page-puzzles-wrong = Pas tout à fait : { $move } rapporte { $loss } points de moins que le meilleur coup, { $answer }.
page-puzzles-err-server = Le serveur n'a pas répondu : vérifie la connexion et réessaie.
page-puzzles-err-no-puzzle = Il n'y a pas de problème { $id } : en voici un autre.
