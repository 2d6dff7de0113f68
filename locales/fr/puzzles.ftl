# Problèmes prouvés par le moteur (`mancala puzzles`, `mancala puzzle`). Les valeurs sont en
# points pour le joueur au trait : l'écart final en jeu parfait (exact), ou la valeur d'une recherche.

puzzle-question = { $player } joue : trouvez le meilleur coup.
puzzle-proof-exact = Prouvé par le solveur, en jeu parfait jusqu'à la fin : { $answer } vaut { $best }, le deuxième meilleur coup, { $next }, vaut { $next_best }.
puzzle-proof-search = Selon une recherche à { $depth } coups de profondeur : { $answer } vaut { $best }, le deuxième meilleur coup, { $next }, vaut { $next_best }.

## Erreurs d'un fichier de problèmes

puzzle-err-at = { $file }, ligne { $line } : { $error }
puzzle-err-read = impossible de lire le fichier de problèmes { $file } : { $why }
puzzle-err-too-many = { $file } contient plus de { $max } problèmes : découpez-le
puzzle-err-empty = { $file } ne contient aucun problème : écrivez un problème par ligne, en JSON
puzzle-err-json = cette ligne n'est pas un problème : { $detail }
puzzle-err-ruleset = aucune règle livrée ne s'appelle `{ $ruleset }` : choisissez parmi { $known }
puzzle-err-position = la position : { $error }
puzzle-err-over = la partie est finie dans cette position : un problème demande un coup à trouver
puzzle-err-answer = la réponse ne peut pas être jouée : { $why }
puzzle-err-moves = la preuve doit donner une valeur à chaque coup légal, et il en faut au moins deux ; les coups légaux sont { $legal }
puzzle-err-proof = la preuve ne montre pas la réponse comme le meilleur coup : les valeurs doivent aller de la meilleure à la moins bonne, la réponse en premier, et l'écart est la meilleure valeur moins la deuxième, au moins 1
puzzle-err-depth = une preuve par une recherche de { $depth } coups : la profondeur doit aller de 1 à { $max }
puzzle-err-duplicate-id = un autre problème du fichier s'appelle { $id } : donnez à chacun son propre nom
puzzle-err-duplicate-position = le problème { $id } du fichier a la même position : n'en gardez qu'un

## La ligne de commande

puzzle-err-not-by-points = la règle { $ruleset } n'a pas de problèmes : il faut une partie à deux joueurs gagnée aux points, que le solveur et la recherche savent évaluer
puzzle-err-count = --count { $count } : demandez de 1 à { $max } problèmes
puzzle-err-generate-depth = --depth { $depth } : donnez une profondeur de 2 à { $max }
puzzle-err-too-few = seulement { $found } des { $wanted } problèmes demandés ont été trouvés : essayez une autre graine, ou moins de problèmes
puzzle-err-no-id = aucun problème { $id } parmi ceux de { $ruleset }
puzzle-err-none = aucun problème pour { $ruleset }
puzzle-generate-progress = { $found }/{ $wanted } problèmes, { $games } parties, { $tried } positions examinées
puzzle-generate-done = { $found } problèmes de { $ruleset } ({ $exact } prouvés par le solveur), graine { $seed }, en { $seconds } s
puzzle-method-exact = exact
puzzle-method-search = recherche { $depth }
puzzle-list-line = { $id }  classement { $rating }  { $answer } ({ $best }) devant { $next } ({ $next_best }), { $method }  { $fen }
puzzle-header = Problème { $id } ({ $number } sur { $total }), classement { $rating }
puzzle-right = Exact : { $answer } est le meilleur coup.
puzzle-wrong = Pas le meilleur : { $played } vaut { $value } ; le meilleur coup est { $answer }, qui vaut { $best }.
puzzle-score = { $solved } résolus sur { $tried }.
