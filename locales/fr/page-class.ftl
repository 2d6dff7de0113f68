# La page de la classe (crates/serve/page/class*.js) : l'écran projeté de l'enseignant et les
# téléphones des élèves.

page-class-title = mancala : classe
page-class-missing-title = Cette classe n'existe pas
page-class-unknown = Aucune classe ne porte le code { $code }. Vérifiez le code sur l'écran de l'enseignant et tapez-le de nouveau ci-dessous.
page-class-open-title = Ouvrir une classe
page-class-open-intro = Les élèves entrent depuis leur téléphone avec le code de la classe. Vous montrez à tous une position ou un problème, voyez leurs réponses, montrez la réponse, les mettez en paires pour jouer et récupérez les résultats.
page-class-open = Ouvrir la classe
page-class-code-label = Code de la classe
page-class-join-at = Entrer sur
page-class-qr =
    .alt = Code QR de l'adresse de la classe
page-class-count = { $present } dans la classe ({ $joined } entrés, au plus { $size })
page-class-no-question = Pas encore de question : montrez à la classe une position ou un problème.
page-class-fen-label = Chaîne de position
page-class-show-position = Montrer à la classe
page-class-show-start = La position de départ
page-class-puzzle-label = Problème
page-class-show-puzzle = Poser le problème
page-class-reveal = Montrer la réponse
page-class-pair = Mettre les élèves en paires
page-class-results = Terminer : les résultats
page-class-show-names = Montrer les noms (sur votre écran seulement)
page-class-hide-names = Cacher les noms
page-class-names-title = Les élèves et leurs réponses
page-class-games-title = Les parties
page-class-results-title = Résultats
page-class-download = Télécharger (CSV)
page-class-csv-file = classe-{ $code }.csv
page-class-question-title = Question { $n } : { $who } joue. Quel est le meilleur coup ?
page-class-puzzle-title = Question { $n } (problème { $id }) : { $who } joue. Quel coup gagne ?
page-class-answered = { $answered } sur { $pupils } ont répondu
page-class-bar = { $move } : { $count }
page-class-bar-right = { $move } ✓ juste : { $count }
page-class-bar-wrong = { $move } ✗ faux : { $count }
page-class-judging = L'ordinateur évalue les coups : la réponse s'affichera dès qu'il aura fini.
page-class-answer-is = La réponse : { $move }
page-class-no-answer = pas encore de réponse
page-class-answer-given = a répondu { $move }
page-class-answer-right = { $move } ✓ juste
page-class-answer-wrong = { $move } ✗ faux
page-class-away = absent, { $said }
page-class-computer = Ordinateur
page-class-game-board = Le plateau de la partie { $room }
page-class-game-caption = { $south } – { $north }

## Le téléphone d'un élève.

page-class-join-title = Entrer dans la classe
page-class-code-input = Code de la classe
page-class-name-input = Ton prénom
page-class-join = Entrer
page-class-code-digits = Le code d'une classe a 6 chiffres : regarde l'écran de l'enseignant.
page-class-name-needed = Tape ton prénom.
page-class-hello = Bonjour { $name } ! Classe { $code }
page-class-wait = Attends la question de l'enseignant.
page-class-your-turn = { $who } joue : quel coup choisis-tu ? Touche une case du plateau.
page-class-you-answered = Tu as choisi { $move }. Tu peux changer jusqu'à ce que l'enseignant montre la réponse.
page-class-answer = Répondre
page-class-right = Juste ! { $move } est un bon coup.
page-class-right-quality = Juste ! { $move } : { $quality }.
page-class-wrong = Pas tout à fait : tu as choisi { $move }, la réponse est { $answer }. Regarde le coup sur le plateau.
page-class-answer-was = La réponse est { $answer }.
page-class-go-to-game = Va à ta partie contre { $name }
page-class-go-to-game-computer = Va à ta partie contre l'ordinateur
page-class-gone = Votre dernière classe est fermée (personne n'y était depuis longtemps, ou le serveur a redémarré) : ouvrez-en une nouvelle.
