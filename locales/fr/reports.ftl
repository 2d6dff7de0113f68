# Ce que la ligne de commande rapporte aux gens à côté des parties : `rules check` et
# `rules new`, les rapports de `solve` et de `compare`.

## Numbers

rep-thousands-separator =  
rep-decimal-separator = ,

## rules check, rules new

rep-rules-check-ok = `{ $file }` : correct, jeu de règles `{ $id }` ({ $name }, jeu `{ $game }`)
rep-rules-new-wrote =
    `{ $file }` écrit : jeu de règles `{ $id }`, copie de `{ $from }`
    vérifiez-le avec `mancala rules check { $file }`, jouez-le avec `mancala play { $file }`

## solve

rep-solve-start = { $player } joue au début de la partie.
rep-solve-after = { $player } joue après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }.
rep-solve-value-win = Valeur pour { $player } : { $value } ; si les deux jouent parfaitement, { $winner } gagne de { $margin } points.
rep-solve-value-draw = Valeur pour { $player } : { $value } ; si les deux jouent parfaitement, la partie est nulle.
rep-solve-final = Score final : { $south } { $southscore }, { $north } { $northscore } ({ $reason }).
rep-solve-best = Meilleur coup : { $move }
rep-solve-line = Jeu parfait ({ $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }) : { $line }
rep-solve-unsolved-between = Non résolu : le temps imparti est écoulé. La valeur pour { $player } est comprise entre { $lower } et { $upper }.
rep-solve-unsolved-at-least = Non résolu : le temps imparti est écoulé. La valeur pour { $player } vaut au moins { $lower }.
rep-solve-unsolved-at-most = Non résolu : le temps imparti est écoulé. La valeur pour { $player } vaut au plus { $upper }.
rep-solve-unsolved-unbounded = Non résolu : le temps imparti est écoulé, et aucun essai n’a abouti : la valeur pour { $player } n’a pas encore de bornes.
rep-solve-searched = { $nodes } positions examinées ({ $hits } trouvées dans la table) en { $tests } essais, { $seconds } s ; table de { $capacity } positions.
rep-solve-database-read = Base de finales : toutes les positions d’au plus { $pieces } graines ({ $bytes } octets), lue dans `{ $file }` en { $seconds } s (comptées ci-dessus).
rep-solve-database-ready = Base de finales : toutes les positions d’au plus { $pieces } graines ({ $bytes } octets), déjà construite.
rep-solve-database-built = Base de finales : toutes les positions d’au plus { $pieces } graines ({ $bytes } octets), construite en { $seconds } s (comptées ci-dessus).

## compare

rep-cmp-points = { $value } pts [{ $low }, { $high }]
rep-cmp-distinct-none = non compté
rep-cmp-distinct-exact = { $count } sur { $games }
rep-cmp-distinct-about = environ { $count } sur { $games }
rep-cmp-not-counted = `{ $id }` : les parties distinctes n’ont pas été comptées par { $program }, qui les a jouées
rep-cmp-program = mancala { $version }
rep-cmp-program-unknown = Un mancala plus ancien (version non enregistrée)
rep-cmp-program-earlier = un mancala plus ancien (version non enregistrée)
rep-cmp-repeats-same-start = { $exact ->
        [yes] `{ $id }` : { $distinct } parties distinctes sur { $games } ; { $repeats } { $number ->
            [one] reprend
           *[other] reprennent
        } coup pour coup une partie antérieure
       *[no] `{ $id }` : environ { $distinct } parties distinctes sur { $games } ; environ { $repeats } { $number ->
            [one] reprend
           *[other] reprennent
        } coup pour coup une partie antérieure
    }, car les joueurs jouent la même partie depuis le même départ : les intervalles comptent ces copies comme de nouvelles preuves. Ouvrez chaque partie par des coups au hasard (`--opening { $opening }`) pour les varier
rep-cmp-repeats-random = { $exact ->
        [yes] `{ $id }` : { $distinct } parties distinctes sur { $games } ; { $repeats } { $number ->
            [one] reprend
           *[other] reprennent
        } coup pour coup une partie antérieure
       *[no] `{ $id }` : environ { $distinct } parties distinctes sur { $games } ; environ { $repeats } { $number ->
            [one] reprend
           *[other] reprennent
        } coup pour coup une partie antérieure
    } (des parties au hasard indépendantes qui se trouvent identiques, ce que les intervalles prévoient)
rep-cmp-repeats-opening = { $exact ->
        [yes] `{ $id }` : { $distinct } parties distinctes sur { $games } ; { $repeats } { $number ->
            [one] reprend
           *[other] reprennent
        } coup pour coup une partie antérieure
       *[no] `{ $id }` : environ { $distinct } parties distinctes sur { $games } ; environ { $repeats } { $number ->
            [one] reprend
           *[other] reprennent
        } coup pour coup une partie antérieure
    } (la même ouverture au hasard, jouée de même) : `--opening { $more }` les varierait davantage
rep-cmp-opening-none-same = Ouvertures : aucune (`--opening 0`), donc les joueurs, tous déterministes, jouent la même partie depuis le même départ.
rep-cmp-opening-none = Ouvertures : aucune (`--opening 0`) ; les choix au hasard des joueurs eux-mêmes font varier les parties.
rep-cmp-opening = Ouvertures : chaque partie commence par { $plies ->
        [one] { $plies } coup joué
       *[other] { $plies } coups joués
    } au hasard selon sa graine (`--opening { $plies }`), puis les joueurs jouent ; les statistiques portent sur les parties entières.
rep-cmp-agents-same = `{ $agent }` à chaque place
rep-cmp-versus = { $a } contre { $b }
rep-cmp-header = { $program }, graine { $seed } : { $games } parties par jeu de règles ; joueurs : { $agents }.
rep-cmp-header-shard = { $program }, graine { $seed } : { $games } parties par jeu de règles ; ceci est la tranche { $shard }/{ $shards }, parties { $from } à { $to } ; joueurs : { $agents }.
rep-cmp-alternates = Le premier joueur alterne, et chaque jeu de règles joue les mêmes graines de parties.
rep-cmp-intervals = Intervalles à 95 % : score de Wilson pour les taux, score hybride de Newcombe pour les différences de taux (tous deux restent dans leurs bornes possibles), approximation normale pour les moyennes.
rep-cmp-distinct = parties distinctes
rep-cmp-wins = { $player } gagne
rep-cmp-player = Joueur { $number }
rep-cmp-draws = parties nulles
rep-cmp-unfinished = inachevées (limite)
rep-cmp-first-wins = le premier joueur gagne (parties finies)
rep-cmp-advantage = avantage au premier joueur
rep-cmp-plies = coups : moyenne / médiane / p95
rep-cmp-longest = plus longue partie (coups)
rep-cmp-branching = coups possibles en moyenne
rep-cmp-captures = prises par partie
rep-cmp-chain = prises en chaîne : moyenne / max
rep-cmp-margin = écart à la victoire
rep-cmp-lead-changes = changements de tête par partie
rep-cmp-ended = fin : `{ $reason }`
rep-cmp-counter = `{ $name }` par partie
rep-cmp-first-special = première prise du mandarin ou d’une graine spéciale (coup)
rep-cmp-warning = attention : { $warning }
rep-cmp-differences = Différences avec le premier jeu de règles, avec les intervalles à 95 % :
rep-cmp-diff-wins = taux de victoire de { $player }
rep-cmp-diff-draws = taux de parties nulles
rep-cmp-diff-unfinished = taux d’inachevées
rep-cmp-diff-plies = coups en moyenne
rep-cmp-advantage-note = L’avantage au premier joueur est P(le premier joueur gagne) − P(le second gagne) parmi les parties finies ; son intervalle vient du score du premier joueur (une victoire 1, une défaite 0, autre chose ½), si bien qu’il reste dans ±100 points.

## La recherche d’un joueur de l’ordinateur, montrée pendant la partie

rep-search = { $kind ->
        [exact] tiré de la base de finales
        [untimed] profondeur { $depth }, { $nodes } positions
        [instant] profondeur { $depth }, { $nodes } positions en { $seconds } s
       *[timed] profondeur { $depth }, { $nodes } positions en { $seconds } s ({ $rate } M par seconde)
    }{ $hasline ->
        [yes] ; suite attendue { $line }
       *[no] {""}
    }

## Le client en terminal d’un serveur (play --connect)

rep-connect-help =
    Commandes :
      un coup     le jouer quand c’est votre tour (par exemple 1R)
      board       afficher le plateau
      history     les coups joués jusqu’ici
      seats       qui est assis où
      chat TEXTE  une ligne pour tous ceux de la salle
      undo        demander à reprendre votre dernier coup (les autres doivent accepter : ils tapent `undo` eux aussi)
      resign      abandonner la partie
      rematch     après la partie : rejouer en échangeant les places (tous les joueurs assis acceptent)
      quit        partir (la place d’un joueur est gardée le temps de grâce de la salle : revenez
                  avec --seat N --token T)

## La progression de solve, sur un terminal

rep-solve-book-model = répertoire contre MCTS : les réponses du modèle après `{ $line }`
rep-solve-book-chosen = répertoire contre MCTS : { $count } positions choisies
rep-solve-book = répertoire d’ouvertures : { $done } positions résolues, { $waiting } en attente
rep-solve-progress = essai { $test } : valeur de { $lower } à { $upper }, { $nodes } positions, { $seconds } s
