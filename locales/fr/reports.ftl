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

## Le rapport de `mancala tournament` (`rep-tour-*`).

rep-tour-heading = Tournoi mancala { $version } sur { $ruleset }, graine { $seed } : toutes rondes entre { $agents } joueurs, { $games } parties par paire, chaque joueur d’une paire jouant en premier une partie sur deux.
rep-tour-opening-none-same = Ouvertures : aucune (--opening 0), si bien que deux joueurs déterministes rejouent sans cesse les mêmes parties.
rep-tour-opening-none = Ouvertures : aucune (--opening 0) ; les choix aléatoires des joueurs eux-mêmes font varier les parties.
rep-tour-opening = Ouvertures : chaque partie commence par { $plies } { $plies ->
        [one] coup tiré
       *[other] coups tirés
    } au hasard de sa graine (--opening { $plies }), puis les joueurs jouent.
rep-tour-opening-even = { $plain } Seulement des ouvertures équilibrées : chacune a été tirée à nouveau jusqu’à ce qu’une recherche de { $depth } coups sur l’avance en points ne donne aucun camp en avance de plus de { $points } { $points ->
        [one] point
       *[other] points
    } (--opening-within { $points }).
rep-tour-about = { $exact ->
        [yes] { $count }
       *[no] environ { $count }
    }
rep-tour-repeats = { $first } contre { $second } : { $distinct } parties distinctes sur { $games } ; { $repeated } { $copies ->
        [one] reprend
       *[other] reprennent
    } coup pour coup une partie précédente
rep-tour-repeats-same = { $what }, car les joueurs jouent la même partie depuis le même départ : les parts et les classements comptent ces copies comme de nouvelles preuves. Ouvrez chaque partie par des coups au hasard (--opening { $opening }) pour les varier
rep-tour-repeats-random = { $what } (des parties aléatoires indépendantes qui se trouvent identiques, ce dont les classements tiennent compte)
rep-tour-repeats-opening = { $what } (la même ouverture au hasard, jouée de même) : --opening { $opening } les varierait davantage
rep-tour-score-title = Score du joueur de la ligne contre celui de la colonne : les victoires et la moitié des nulles, en part des parties terminées.
rep-tour-versus = { $first } contre { $second }
rep-tour-pairings-title = Les parties de chaque paire, du côté du premier joueur :
rep-tour-col-pairing = paire
rep-tour-col-won = gagnées
rep-tour-col-drawn = nulles
rep-tour-col-lost = perdues
rep-tour-col-unfinished = inachevées
rep-tour-col-distinct = parties distinctes
rep-tour-distinct-of = { $distinct } sur { $games }
rep-tour-unfinished = Parties inachevées (arrêtées par une limite) : { $unfinished } sur { $total }{ $some ->
        [yes] {" "}; elles ne comptent ni dans les parts ni dans les classements
       *[no] {""}
    }.
rep-tour-seat-unfinished = { $record } ({ $unfinished } inachevées)
rep-tour-seats-title = Les mêmes parties par place, du côté du premier joueur : gagnées-nulles-perdues (inachevées à part), et sa part des points avec un intervalle de Wilson à 95 % :
rep-tour-col-first = en premier
rep-tour-col-second = en second
rep-tour-no-rating = pas de classement fini : { $why }
rep-tour-alone = { $group ->
        [top] les autres n’ont rien marqué contre lui
        [bottom] il n’a rien marqué contre les autres
       *[middle] il n’a rien marqué contre les groupes au-dessus, et ceux du dessous rien contre lui
    }
rep-tour-unbounded = illimité
rep-tour-elo = Elo (maximum de vraisemblance de Bradley–Terry, 400 points = une cote de 10 contre 1, moyenne 1500), avec des intervalles à 95 % tirés de { $resamples } rééchantillonnages (bootstrap) issus de la graine :
rep-tour-elo-groups = Elo : aucun classement fini ne convient à tous les joueurs, car certains n’ont rien marqué (ni victoire ni nulle) contre d’autres. Les joueurs se répartissent en groupes classés, chacun n’ayant rien marqué contre les groupes au-dessus, si bien que les écarts entre groupes sont illimités. Dans un groupe de deux joueurs ou plus, les classements (maximum de vraisemblance de Bradley–Terry, 400 points = une cote de 10 contre 1) ont une moyenne de 1500, avec des intervalles à 95 % tirés de { $resamples } rééchantillonnages (bootstrap) issus de la graine.
rep-tour-group-first = groupe 1, le plus fort :
rep-tour-group = groupe { $group }, infiniment en dessous du groupe { $above } :
rep-tour-unbounded-end = Une borne illimitée : dans plus de 2,5 % des rééchantillonnages, certains joueurs n’ont rien marqué (ni victoire ni nulle) contre les autres, et aucun classement fini sur une même échelle ne le permet.
