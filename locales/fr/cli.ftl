# Ce que montre chaque jeu : les joueurs, le déroulé d'une partie, le résumé des coups, le
# résultat, l'en-tête des règles, et les mots de la ligne de commande.

player-side = { $side ->
    [0] Sud
   *[1] Nord
}
player-numbered = Joueur { $number }
number-word = { $n ->
    [0] aucune
    [1] une
    [2] deux
    [3] trois
    [4] quatre
    [5] cinq
    [6] six
    [7] sept
    [8] huit
    [9] neuf
    [10] dix
    [11] onze
    [12] douze
    [13] treize
    [14] quatorze
    [15] quinze
    [16] seize
    [17] dix-sept
    [18] dix-huit
    [19] dix-neuf
    [20] vingt
    [21] vingt et une
    [22] vingt-deux
   *[other] { $n }
}
digit-group-separator = {"\u202F"}

## Le déroulé d'une partie (`replay`).
transcript-heading = { $name } ({ $id }), { $first } joue en premier
transcript-before-first = Avant le premier coup : { $summary }
transcript-move = { $number }. { $player } joue { $move }

## Un coup en une ligne.
summary-relays = { $count ->
    [one] { $count } relance
   *[other] { $count } relances
}
summary-captures = prend { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
summary-special-seed = pose une graine spéciale
summary-grand-slam = grand chelem : rien n'est pris
summary-new-round = la manche { $round } commence
summary-bonus = coup bonus
summary-refill = { $player } regarnit { $placed } ({ $own } à lui, { $borrowed } empruntées, { $bank } hors du jeu)
summary-pass = { $player } passe
summary-limit = { $limit ->
    [max-plies] le nombre maximal de coups d'une partie est atteint : inachevée
    [max-plies-without-capture] le nombre maximal de coups de suite sans prise est atteint : inachevée
    [max-relay-lifts] trop de relances : le coup est abandonné, la partie inachevée
   *[max-rounds] le nombre maximal de manches est atteint : inachevée
}
summary-nothing = aucune prise

## Le chemin d'un coup (`play`).
path-place = pose une graine spéciale dans { $pit }
path-sow = sème { $count } depuis { $pit }
path-relay = relance { $count } depuis { $pit }
path-take-one = en prend une dans { $pit } et la sème
path-capture = prend { $pit } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
path-bonus = finit dans le grenier : un autre coup
path-refill = { $player } remet { $placed } pierres dans ses cases
path-pass = { $player } ne peut pas jouer et passe
path-limit = la limite { $limit } est atteinte
path-points-in-all = { $points ->
    [one] { $points } point en tout
   *[other] { $points } points en tout
}
collection-one = { $player } ramasse { $count } restées sur le plateau
collection-line = Fin de la partie : { $collected }.

## Le résultat.
outcome-score = { $player } { $score }
outcome-unfinished = La partie s'est arrêtée inachevée à { $scores } : { $why }.
outcome-wins = { $winner } gagne { $won }-{ $lost } : { $why }.
outcome-wins-of-many = { $winner } gagne ({ $scores }) : { $why }.
outcome-draw = Match nul, { $south }-{ $north } : { $why }.
outcome-shared = Personne ne gagne : le meilleur score est partagé ({ $scores }) : { $why }.
end-repetition = une position est revenue depuis la dernière prise
end-blocked = aucun joueur ne peut jouer
end-max-plies = la limite de { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    } est atteinte
end-max-plies-without-capture = { $count ->
        [one] { $count } coup n'a rien pris
       *[other] { $count } coups de suite n'ont rien pris
    }
end-max-relay-lifts = un coup a demandé plus de { $count } relances
end-max-rounds = la limite de manches est atteinte

## La ligne d'état sous le plateau.
board-to-move = Au tour de { $player }
board-over = Partie terminée
board-unfinished = Partie arrêtée inachevée

## Les coups refusés.
move-refused = impossible de jouer { $move } : { $why }

## `rules show` : l'en-tête.
rules-heading = { $name } ({ $id }) : { $what }
rules-source = Source : { $source }
rules-sources = Sources :
rules-limit-ranges = Elles se règlent dans `[limits]` : `max-plies` et `max-plies-without-capture` de 1 à { $plies }{ $with_relays ->
        [yes] , `max-relay-lifts` de 1 à { $relays }
       *[no] { "" }
    }.

## La ligne de commande.
cli-error = erreur : { $error }
cli-move-error = coup { $number } (`{ $move }`) : { $error }

## `play` au terminal. Les commandes (help, board, ...) se tapent telles quelles dans toutes les langues.
play-marks = Sur le plateau, * marque la case d'où le dernier coup est parti et x une case qu'il a prise.
play-help =
    Tapez un coup dans la notation du jeu, ou l'une de ces commandes :
      help        ce texte
      board       montrer de nouveau le plateau
      explain     raconter le dernier coup pas à pas
      history     les coups joués jusqu'ici
      rules       les règles de cette variante
      hint        le coup que l'ordinateur jouerait ici, et ce qu'il vaut
      undo        reprendre votre dernier coup (et la réponse de l'ordinateur)
      save FILE   enregistrer la partie dans FILE (la reprendre avec --load FILE)
      quit        arrêter de jouer (la partie est d'abord enregistrée avec --save)
play-cannot-save = impossible d'enregistrer la partie dans { $file } : { $error } ; la partie continue (essayez `save FILE` avec un autre fichier)
play-saved-again = la partie est de nouveau enregistrée dans { $file }
play-cannot-save-at-the-end = impossible d'enregistrer la partie dans { $file } : { $error }{ $exists ->
        [yes] ; le fichier garde ses { $kept ->
            [one] { $kept } premier coup
           *[other] { $kept } premiers coups
        }
       *[no] { "" }
    }
play-value = Valeur pour { $player } ({ $seat }) : { $value }.
play-search = Recherche : { $report }.
play-path = { $player } joue { $move } : { $path }
play-nothing-to-undo = rien à reprendre : { $why }
play-took-back = { $count ->
        [one] { $count } coup repris
       *[other] { $count } coups repris
    }
play-no-move-yet = aucun coup n'a encore été joué
play-perfect-unsolved = { $player } ({ $seat }) n'a pas pu résoudre la position du coup { $number } dans son temps : il joue les coups d'alpha-beta jusqu'à ce qu'il y parvienne (--explain montre ce qu'il a prouvé)
play-perfect-solved = { $player } ({ $seat }) a résolu la position du coup { $number } : ses coups sont de nouveau parfaits
play-game-saved = partie enregistrée dans { $file }
play-versus = { $first } contre { $next }
play-seed = Graine { $seed } (rejouez les choix de l'ordinateur avec --seed { $seed }).
play-resumed = reprise de { $file } après { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
play-type-help = Tapez `help` pour les commandes.
play-prompt = { $player } [{ $moves }]>
play-input-ended-saved = fin de l'entrée ; la partie est enregistrée dans { $file } (reprenez-la avec --load { $file })
play-input-ended = fin de l'entrée ; la partie reste inachevée (utilisez --save FILE pour garder les parties)
play-hint-solved = résolu exactement
play-hint-searched = alpha-beta, jusqu'à { $depth } demi-coups de profondeur ou { $ms } ms
play-hint = conseil : { $move } ({ $how } : { $value })
play-save-usage = usage : save FILE
play-left-saved = partie laissée inachevée ; enregistrée dans { $file }
play-quit-again = tapez `quit` de nouveau pour partir sans enregistrer les derniers coups, ou `save FILE` pour garder la partie ailleurs
play-left = partie laissée inachevée
play-legal-moves = coups possibles : { $moves } ; tapez `help` pour les commandes
play-could-not-move = { $player } ({ $seat }) n'a pas pu jouer : { $error }
play-failed-saved = la partie est enregistrée dans { $file } après { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    } : continuez avec `mancala play --load { $file } { $flag }`
play-failed-at-the-start = la partie s'est arrêtée avant son premier coup
play-failed-after = la partie s'est arrêtée après { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    } (utilisez --save FILE pour garder les parties) : { $moves }
play-saved-engine = dans la partie enregistrée, { $player } était `{ $seat }`, mais une partie enregistrée ne lance jamais de programme : { $player } est maintenant { $now } (donnez { $flag }engine:COMMAND pour continuer contre un moteur)
play-seat-changed = { $player } est maintenant { $seat } (était { $was })
cli-replay-a-ruleset = `{ $game }` est une variante : donnez ses coups avec --moves "...", ou le chemin d'une partie enregistrée
cli-replay-no-game = aucune partie enregistrée à `{ $game }` ; donnez un fichier de partie, ou une variante avec --moves "..."
cli-random-first = cette variante tire le premier joueur au sort ; dites qui a joué en premier avec --first south ou --first north
cli-first-out-of-range = --first { $first } : cette partie a les joueurs 0 à { $last }
