# La famille Sungka (Sungka de 2 à 6 joueurs, Kalah) : trous et greniers, légendes du plateau,
# coups refusés, récit d'un coup (`replay --explain`, le plateau web) et texte des règles.
# `$kind` vaut `sungka` (des coquillages, avec les mots philippins) ou `kalah` (des graines).

## Mots de plusieurs phrases.
sk-pieces = { $kind ->
    [sungka] { $count ->
        [one] { $count } coquillage
       *[other] { $count } coquillages
    }
   *[kalah] { $count ->
        [one] { $count } graine
       *[other] { $count } graines
    }
}
sk-last-piece = { $kind ->
    [sungka] le dernier coquillage
   *[kalah] la dernière graine
}
sk-house = le trou { $number } de { $owner }
sk-own-house = le trou { $number } de { $owner } (son propre trou)
sk-store = le grenier de { $owner }
sk-houses-two = les trous { $from } et { $to } de { $owner }
sk-houses-range = les trous { $from } à { $to } de { $owner }
sk-burnt-houses = { $count ->
    [one] le trou brûlé { $list }
   *[other] les trous brûlés { $list }
} de { $owner }
sk-and = { $first } et { $last }
sk-then = { $first }, puis { $next }
sk-semicolon = { $first } ; { $next }
sk-points-item = { $player } { $points }

## Légendes du plateau.
sk-status-round = manche { $round }
sk-status-to-move = au tour de { $player }
sk-status-over = Partie terminée
sk-status-unfinished = Partie arrêtée inachevée
sk-board-ring = Un seul anneau : les trous 1-{ $houses } de chaque joueur, puis son grenier, puis la rangée suivante.
sk-board-house = trou
sk-board-store = grenier
sk-legend-two = { $kind ->
    [sungka] Trous (bahay)
   *[kalah] Trous
} : ceux de Sud et ceux de Nord sont numérotés de 1 à { $houses } à partir du trou le plus éloigné du { $kind ->
    [sungka] grenier (ulo)
   *[kalah] grenier
} de leur propriétaire. Le grenier de Sud est à droite, celui de Nord à gauche, et l'on sème dans le sens inverse des aiguilles d'une montre.
sk-legend-ring = { $kind ->
    [sungka] Trous (bahay)
   *[kalah] Trous
} : chaque joueur numérote ses trous de 1 à { $houses } à partir de celui qui est le plus éloigné de son { $kind ->
    [sungka] grenier (ulo)
   *[kalah] grenier
}. Le trou i fait face au trou { $next }-i du joueur suivant.
sk-legend-shells = Les pions sont des coquillages (sigay).
sk-legend-mirrored = Aux Philippines, on garde d'ordinaire son grenier à sa gauche et l'on sème dans le sens des aiguilles d'une montre : le même jeu, vu dans un miroir.
sk-legend-burnt = Un trou brûlé est dessiné --.

## Pourquoi une partie s'est terminée (après « la partie est terminée : »).
sk-end-houses-empty = plus aucun trou ne contient { $kind ->
    [sungka] de coquillage
   *[kalah] de graine
}
sk-end-side-empty = les trous d'un joueur sont tous vides
sk-end-match = le grenier du perdant ne peut pas remplir un trou
sk-end-max-rounds = la limite de { $rounds } manches est atteinte

## Coups refusés.
sk-not-a-move = `{ $text }` n'est pas un coup : il faut un numéro de trou de 1 à { $houses }, comme 1 ou { $houses }
sk-illegal-empty = votre trou { $number } est vide
sk-illegal-not-a-house = un coup est l'un de vos numéros de trou, comme 3
sk-illegal-burnt = ce trou est brûlé pour cette manche
sk-illegal-not-yours = ce n'est pas l'un de vos trous
sk-illegal-game-over = la partie est terminée
sk-illegal-must-feed = votre adversaire n'a plus de graines et ce coup ne lui en donne aucune
sk-illegal-wrong-phase = ce genre de coup n'est pas permis maintenant
sk-illegal-not-legal = ce coup n'est pas permis ici
sk-illegal-rule = ce coup est contraire aux règles de ce jeu

## Le récit d'un coup.
sk-lift = { $mover } prend { $pieces }{ $kind ->
    [sungka] { " " }(sigay)
   *[kalah] {""}
} dans son trou { $number } et { $count ->
    [1] { $kind ->
        [sungka] le dépose
       *[kalah] la dépose
    } dans { $into }
   *[other] { $kind ->
        [sungka] les sème un à un
       *[kalah] les sème une à une
    } dans { $into }
}{ $skipped }.
sk-relay = Relance, { $lap }e passage : { $kind ->
    [sungka] le dernier coquillage
   *[kalah] la dernière graine
} tombe dans { $pit }, qui contenait déjà { $held }, alors { $mover } { $count ->
    [2] { $kind ->
        [sungka] les prend tous les deux
       *[kalah] les prend toutes les deux
    }
   *[other] prend les { $count }
} et { $count ->
    [1] { $kind ->
        [sungka] le dépose
       *[kalah] la dépose
    } dans { $into }
   *[other] continue de semer dans { $into }
}{ $skipped }.
sk-skipped = { " " }({ $list } { $count ->
    [one] est sauté
   *[other] sont sautés
})
sk-empty-house = qui était vide
sk-emptied-house = vidé plus tôt pendant ce coup
sk-facing = { $pit }, en face,
sk-capture-both = { $last } tombe dans { $pit }, { $state } : prise ! { $mover } prend { $taken } dans { $facing } et { $kind ->
    [sungka] le dernier coquillage lui-même
   *[kalah] la dernière graine elle-même
}, soit { $pieces } dans son { $kind ->
    [sungka] grenier (ulo)
   *[kalah] grenier
}.
sk-capture-facing = { $last } tombe dans { $pit }, { $state } : prise ! { $mover } prend { $taken } dans { $facing } et les met dans son { $kind ->
    [sungka] grenier (ulo)
   *[kalah] grenier
} ; { $kind ->
    [sungka] le dernier coquillage reste
   *[kalah] la dernière graine reste
} dans { $pit }.
sk-capture-last = { $last } tombe dans { $pit }, { $state }. { $facing } est vide, mais selon ces règles { $kind ->
    [sungka] le dernier coquillage est pris
   *[kalah] la dernière graine est prise
} quand même : { $pieces } dans le { $kind ->
    [sungka] grenier (ulo)
   *[kalah] grenier
} de { $mover }.
sk-capture-none = { $last } tombe dans { $pit }, { $state }.
sk-capture-alone = { $mover } prend { $pieces } et les met dans son { $kind ->
    [sungka] grenier (ulo)
   *[kalah] grenier
}.
sk-taken = { $count ->
    [1] { $kind ->
        [sungka] l'unique coquillage
       *[kalah] l'unique graine
    }
   *[other] les { $pieces }
}
sk-capture-ends = La prise termine le coup.
sk-bonus = { $last } tombe dans le propre { $kind ->
    [sungka] grenier (ulo)
   *[kalah] grenier
} de { $mover }{ $then ->
    [game] , ce qui vaudrait un coup de plus, mais la partie se termine ici.
    [match] , ce qui vaudrait un coup de plus, mais le match se termine ici.
    [round] , ce qui vaudrait un coup de plus, mais la manche se termine ici.
    [passed] { " " }: un coup de plus pour { $mover }.
   *[again] { " " }: { $mover } rejoue (un coup de plus).
}
sk-stop-opponent-side = { $last } tombe dans { $pit }, qui contenait déjà { $held }, mais du côté de { $owner } : on ne relance que de son propre côté, donc le coup s'arrête.
sk-stop-no-relay = { $last } tombe dans { $pit }, qui contenait déjà { $held } ; { $kind ->
    [sungka] ce jeu n'a pas de relances
   *[kalah] le Kalah n'a pas de relances
}, donc le coup s'arrête.
sk-dies = { $kind ->
    [sungka] le coup meurt là (patay)
   *[kalah] le coup s'arrête
}
sk-stop-facing-empty = { $last } tombe dans { $pit }, { $state }, mais { $facing } est vide : rien n'est pris et { $ends }.
sk-stop-facing-burnt = { $last } tombe dans { $pit }, { $state }, mais { $facing } est brûlé, ce qui compte comme vide : rien n'est pris et { $ends }.
sk-stop-empty = { $last } tombe dans { $pit }, { $state } : { $ends }.
sk-stop-empty-somewhere = { $last } tombe dans un trou vide : { $ends }.
sk-stop-other = Le coup s'arrête ({ $code }).
sk-pass = { $who } n'a plus { $kind ->
    [sungka] de coquillages dans ses trous (bahay)
   *[kalah] de graines dans ses trous
} et passe son tour{ $then ->
    [again] { " " }; { $next } rejoue
    [next] { " " }; { $next } joue ensuite
   *[none] {""}
}.
sk-pass-bonus-lost = Mais { $who } n'a plus { $kind ->
    [sungka] de coquillages dans ses trous (bahay)
   *[kalah] de graines dans ses trous
} pour le jouer : le coup de plus est perdu et { $who } passe son tour{ $then ->
    [again] { " " }; { $next } rejoue
    [next] { " " }; { $next } joue ensuite
   *[none] {""}
}.
sk-round-over = Plus aucun trou ne contient { $kind ->
    [sungka] de coquillage
   *[kalah] de graine
} : la manche { $round } est finie. Dans les { $kind ->
    [sungka] greniers (ulo)
   *[kalah] greniers
} : { $stores }.
sk-round-begins = La manche { $round } commence : chaque joueur remplit ses { $kind ->
    [sungka] trous (bahay)
   *[kalah] trous
} 1, 2, … de { $pieces } chacun, pris dans son grenier tant qu'il en reste. { $fills }.
sk-fill = { $who } remplit { $which } et { $keeps ->
    [0] ne garde rien
   *[other] garde { $pieces }
}
sk-fill-none = aucun trou
sk-fill-only = son seul trou
sk-fill-first = le trou 1 seulement
sk-fill-all = ses { $houses } trous
sk-fill-some = les trous 1 à { $count }
sk-no-burnt = Aucun trou n'est brûlé cette manche.
sk-burnt = { $list } { $count ->
    [one] ne peut pas être rempli : il est brûlé
   *[other] ne peuvent pas être remplis : ils sont brûlés
} pour cette manche. On saute un trou brûlé en semant, on ne peut pas le jouer, et il compte comme vide quand il fait face à une prise.
sk-burnt-of = { $count ->
    [one] le trou { $list }
   *[other] les trous { $list }
} de { $who }
sk-opens = { $who } ouvre la manche { $round }, en tant que joueur qui { $why ->
    [made] a joué
   *[other] n'a pas joué
} le dernier coup de la manche { $last }.
sk-over-houses-empty = Plus aucun trou ne contient { $kind ->
    [sungka] de coquillage
   *[kalah] de graine
} : la partie est terminée.
sk-over-side-empty = Les trous de { $who } sont tous vides : la partie est terminée.
sk-whose = { $who }
sk-over-round = Plus aucun trou ne contient { $kind ->
    [sungka] de coquillage
   *[kalah] de graine
} : la manche { $round } est finie.
sk-loses-match = Le { $kind ->
    [sungka] grenier (ulo)
   *[kalah] grenier
} de { $who } ne contient que { $pieces }, moins que les { $seeds } qu'il faut pour remplir un trou : { $who } perd le match.
sk-over-other = La partie est terminée : { $why }.
sk-sweep = { $who } ramasse ce qui reste dans ses trous, { $pieces }, et le met dans son grenier.
sk-limit-relays = Ce coup demanderait plus de { $count } relances, le maximum que ces règles permettent, il est donc abandonné et le plateau reste tel quel : la partie s'arrête inachevée.
sk-limit-rounds = Plus aucun trou ne contient { $kind ->
    [sungka] de coquillage
   *[kalah] de graine
} : la manche { $round } est finie, et un match dure au plus { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
} : il s'arrête inachevé.
sk-limit-plies = C'était le coup { $count }, le plus long qu'une partie puisse durer selon ces règles : elle s'arrête inachevée.
sk-limit-quiet = { $count } coups de suite sans { $kind ->
    [sungka] qu'un coquillage entre
   *[kalah] qu'une graine entre
} dans un grenier, le maximum que ces règles permettent : la partie s'arrête inachevée.
sk-final-unfinished = Score à l'arrêt : { $scores }. { $match ->
    [yes] Le match est inachevé
   *[no] La partie est inachevée
} : personne ne gagne.
sk-final-match = Greniers à la fin : { $scores }. { $winner } gagne le match.
sk-final-win = Score final : { $scores }. { $winner } gagne.
sk-final-draw = Score final : { $scores } : match nul.
sk-final-shared = Score final : { $scores }. Le meilleur score est partagé, donc personne ne gagne.

## Le texte des règles de `rules show` : un message par phrase, les options en variables.
sk-what = { $kind ->
    [sungka] le sungka, le jeu à greniers des Philippines.
   *[kalah] le Kalah, le jeu à greniers de la famille des mancalas.
}
sk-rules-board = Le plateau
sk-rules-two = - Deux joueurs, Sud (joueur 0) et Nord (joueur 1), chacun avec { $houses } trous et un grenier sur un même anneau. Chaque trou commence avec { $seeds } graines, les greniers vides.
sk-rules-many = - { $players } joueurs (de 0 à { $last }), chacun avec { $houses } trous et un grenier, tous sur un même anneau dans l'ordre du jeu ; les tours tournent { $order } → 0. Chaque trou commence avec { $seeds } graines, les greniers vides.
sk-rules-numbering = - Vos trous sont numérotés de 1 à { $houses } à partir de celui qui est le plus éloigné de votre grenier ; un coup s'écrit avec votre numéro de trou.
sk-rules-first = - { $player } joue en premier.
sk-rules-first-random = - Le premier joueur est tiré au sort.
sk-rules-together = - Traditionnellement, les deux joueurs jouent leur premier coup en même temps ; ici, les coups alternent dès le début.
sk-rules-move = Un coup
sk-rules-sow = - Prenez toutes les graines de l'un de vos trous non vides et déposez-en une dans chaque case suivante : vos trous vers votre grenier, votre grenier, puis les trous du joueur suivant. Les greniers des autres joueurs sont sautés ; votre trou de départ ne l'est pas.
sk-rules-last = - L'endroit où tombe la dernière graine décide de la suite :
sk-rules-bonus = { "  " }- dans votre propre grenier : vous rejouez (un coup de plus) ;
sk-rules-relay-both = { "  " }- dans un trou qui contenait déjà des graines, de n'importe quel côté : prenez-les toutes, la dernière comprise, et continuez de semer à partir de là (relance) ;
sk-rules-relay-own = { "  " }- dans l'un de vos trous qui contenait déjà des graines : prenez-les toutes, la dernière comprise, et continuez de semer (relance) ; dans un trou occupé d'un autre joueur, le coup s'arrête ;
sk-rules-relay-none = { "  " }- dans un trou qui contenait déjà des graines : le coup s'arrête (pas de relance) ;
sk-rules-facing = le trou d'en face (pour votre trou i, le trou { $next }−i { $opponent ->
    [yes] de l'adversaire
   *[no] du joueur suivant
})
sk-rules-takes-last = ses graines et votre dernière graine vont dans votre grenier
sk-rules-takes-facing = ses graines vont dans votre grenier (la dernière graine reste)
sk-rules-capture-nonempty = { "  " }- dans l'un de vos trous qui était vide (le trou de départ compte comme vide) : prise. Si { $facing } contient des graines, { $takes } ; s'il est vide, rien ne bouge. Le coup s'arrête ;
sk-rules-capture-always = { "  " }- dans l'un de vos trous qui était vide (le trou de départ compte comme vide) : prise. Votre dernière graine et tout ce que contient { $facing } vont dans votre grenier, même quand ce trou est vide. Le coup s'arrête ;
sk-rules-capture-facing = { "  " }- dans l'un de vos trous qui était vide (le trou de départ compte comme vide) : prise. Les graines contenues dans { $facing }, s'il y en a, vont dans votre grenier. Le coup s'arrête ;
sk-rules-other-empty = { "  " }- dans un trou vide d'un autre joueur : le coup s'arrête.
sk-rules-relay-limit = - Un coup qui demanderait plus de { $count } relances est abandonné et la partie s'arrête inachevée.
sk-rules-pass = - Un joueur dont les trous sont tous vides passe son tour.
sk-rules-end = La fin
sk-rules-end-all = - La partie se termine quand plus aucun trou ne contient de graine.
sk-rules-end-side = - La partie se termine dès que les trous d'un joueur sont tous vides (même juste après un coup de plus) ; chaque joueur ajoute alors à son grenier les graines restées dans ses trous.
sk-rules-points = - Les points sont les graines de votre grenier ; le meilleur score gagne s'il est seul, un meilleur score partagé est un match nul.
sk-rules-match = Match en plusieurs manches (trous brûlés)
sk-rules-match-lose = - À la fin d'une manche, un joueur dont le grenier contient moins de { $seeds } graines ne peut pas remplir un trou et perd le match.
sk-rules-match-fill = - Sinon, chaque joueur remplit ses trous 1, 2, … de { $seeds } graines chacun, prises dans son grenier tant qu'il en reste ; les trous qui restent vides sont brûlés pour la manche : on les saute en semant, on ne peut pas les jouer, et ils comptent comme des trous d'en face vides.
sk-rules-match-other = - Le joueur qui n'a pas joué le dernier coup d'une manche ouvre la suivante.
sk-rules-match-last = - Le joueur qui a joué le dernier coup d'une manche ouvre la suivante.
sk-rules-match-max = - Le match s'arrête inachevé s'il lui fallait une manche { $round }.
sk-rules-limits = - Limites de sécurité : une partie est arrêtée inachevée après { $plies } coups, ou après { $quiet } coups de suite sans qu'une graine entre dans un grenier. { $ranges }
