# La famille Awalé (Oware Abapa, Awalé aux graines de couleur) : les trous, les légendes du
# plateau, les coups refusés et le récit d'un coup (`replay --explain`, le plateau du web).

## Des mots de plusieurs phrases.
aw-seeds = { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}
aw-hole = le trou { $hole }
aw-and = { $first } et { $last }
aw-holes = { $count ->
    [one] le trou { $list }
   *[other] les trous { $list }
}
aw-colour-count = { $count } { $colour ->
    [red] { $count ->
        [one] rouge
       *[other] rouges
    }
    [black] { $count ->
        [one] noire
       *[other] noires
    }
   *[special] { $count ->
        [one] spéciale
       *[other] spéciales
    }
}
aw-seeds-of-colour = { $count ->
    [one] { $count } graine { $colour ->
        [red] rouge
        [black] noire
       *[special] spéciale
    }
   *[other] { $count } graines { $colour ->
        [red] rouges
        [black] noires
       *[special] spéciales
    }
}
aw-seeds-mixed = { $seeds } ({ $colours })
aw-ordinal = { $n ->
    [1] 1re
   *[other] { $n }e
}

## Les légendes du plateau.
aw-status-unfinished = Partie arrêtée inachevée
aw-status-over = Partie terminée
aw-status-place = { $player } doit poser une graine spéciale (S{ $from }-S{ $to })
aw-status-move = Au tour de { $player }
aw-board-side = { $side } (joueur { $number }) : { $captured } { $captured ->
    [one] graine prise
   *[other] graines prises
}{ $inhand ->
    [0] {""}
    [one] , { $inhand } graine spéciale à poser
   *[other] , { $inhand } graines spéciales à poser
}
aw-legend = Les trous 1-{ $houses } sont à Sud et les trous { $next }-{ $holes } à Nord ; on sème 1, 2, ..., { $holes }, 1, dans le sens inverse des aiguilles d'une montre sur l'image.{ $coloured ->
    [yes] { " " }Un trou montre ses graines par couleur : 3R3B1S, ce sont 3 rouges, 3 noires et 1 graine spéciale (rouge et noire à la fois) ; - est un trou vide.
   *[no] {""}
}

## Pourquoi une partie est finie (après « la partie est finie : »).
aw-end-score = assez de graines ont été prises pour décider de la partie
aw-end-no-moves = le joueur suivant n'a aucun coup légal

## Les coups refusés.
aw-not-a-move = `{ $text }` n'est pas un coup : il faut { $expected }
aw-expected-oware = un numéro de trou de 1 à { $holes }, comme 4
aw-expected-colours = un trou de 1 à { $holes }, la couleur semée d'abord (R ou B) et, si le trou contient une graine spéciale, sa place dans le semis, comme 3R, 9B ou 3R2 ; ou, pendant la mise en place, S et un trou, comme S4
aw-expected-colour = la couleur semée d'abord, après le numéro du trou : R (rouge) ou B (noire), comme { $hole }R ou { $hole }B, puis la place de la graine spéciale si le trou en contient une, comme { $hole }R2
aw-expected-position = après la couleur, rien, ou la place de la graine spéciale dans le semis (un nombre à partir de 1), comme { $hole }R2
aw-illegal-not-yours-place = le trou { $hole } n'est pas à vous : posez votre graine spéciale dans l'un des trous { $first }-{ $last }
aw-illegal-not-yours = le trou { $hole } est à votre adversaire : choisissez l'un de vos trous { $first }-{ $last }
aw-illegal-empty = le trou { $hole } est vide
aw-illegal-must-feed = votre adversaire n'a plus de graines et le trou { $hole } ({ $count ->
    [one] { $count } graine
   *[other] { $count } graines
}) n'atteint pas sa rangée : il faut le nourrir
aw-illegal-placed = S{ $hole } est un coup de mise en place, et les graines spéciales sont déjà posées
aw-illegal-place-first = posez d'abord votre graine spéciale, comme S{ $first }
aw-refuse-no-such-hole = il n'y a pas de trou { $hole } : les trous vont de 1 à { $holes }
aw-refuse-oware-notation = à l'oware, un coup est un numéro de trou seul, comme 4
aw-refuse-no-special = il n'y a pas de graine spéciale à poser dans cette partie
aw-refuse-first-colour = la première couleur doit être R (rouge) ou B (noire), comme 3R
aw-refuse-position-without-special = le trou { $hole } ne contient pas de graine spéciale : n'indiquez pas de place, comme { $hole }{ $c }
aw-refuse-position-missing = le trou { $hole } contient { $special ->
    [one] une graine spéciale : indiquez sa place dans le semis
   *[other] { $special } graines spéciales : indiquez la place de la première dans le semis
}, de 1 à { $max }, comme { $hole }{ $c }{ $example }
aw-refuse-position-range = la place { $at } n'existe pas pour le trou { $hole } : il contient { $total } graines, dont { $special } { $special ->
    [one] spéciale
   *[other] spéciales
}, donc la place va de 1 à { $max }
aw-refuse-colour-absent = le trou { $hole } ne contient pas de graine { $colour ->
    [black] noire
   *[red] rouge
} : le coup s'écrit { $hole }{ $c }

## Le récit d'un coup.
aw-must-feed = La rangée de { $them } est vide, donc { $who } doit la nourrir : seul un semis qui atteint la rangée de { $them } peut être joué ({ $reach } { $nreach ->
    [one] l'atteint
   *[other] l'atteignent
}{ $nshort ->
    [0] {""}
    [one] { " " }; { $short } ne l'atteint pas
   *[other] { " " }; { $short } ne l'atteignent pas
}).
aw-place = { $player } pose sa graine spéciale dans { $pit }, qui contient maintenant { $content }.
aw-sow-one = { $who } prend l'unique graine du trou { $hole } et la sème dans { $to }.
aw-sow-one-coloured = { $who } prend l'unique graine du trou { $hole }, une { $colour ->
    [red] rouge
    [black] noire
   *[special] spéciale
}, et la sème dans { $to }.
aw-sow-many = { $who } prend les { $count } graines du trou { $hole } et les distribue une à une : trous { $list }.
aw-sow-many-coloured = { $who } prend les { $count } graines du trou { $hole } ({ $colours }) et les distribue une à une{ $order } : trous { $list }.
aw-sown-hole-coloured = { $number } ({ $colour ->
    [red] rouge
    [black] noire
   *[special] spéciale
})
aw-skip = Le trou { $hole } lui-même est sauté à chaque tour.
aw-order-colours = , { $first ->
    [black] les noires avant les rouges
   *[red] les rouges avant les noires
}
aw-order-special = , { $count ->
    [one] la graine spéciale en { $at } position
    [2] les 2 graines spéciales en { $at } et { $second } positions
   *[other] les { $count } graines spéciales de la { $at } à la { $last } position
}
aw-row-own = sa propre rangée
aw-row-their = la rangée de { $them }
aw-fell-single = Elle tombe dans { $pit }, dans { $row }{ $holds ->
    [yes] , qui contient maintenant { $content }
   *[no] {""}
}
aw-fell = La dernière graine tombe dans { $pit }, dans { $row }{ $holds ->
    [yes] , qui contient maintenant { $content }
   *[no] {""}
}
aw-fell-coloured = La dernière graine, une { $colour ->
    [red] rouge
    [black] noire
   *[special] spéciale
}, tombe dans { $pit }, dans { $row }{ $holds ->
    [yes] , qui contient maintenant { $content }
   *[no] {""}
}
aw-not-two-or-three = ni 2 ni 3
aw-count = { $colour ->
    [red] { $count ->
        [one] { $count } rouge
       *[other] { $count } rouges
    }
   *[black] { $count ->
        [one] { $count } noire
       *[other] { $count } noires
    }
}{ $special ->
    [0] {""}
    [one] { " " }+ { $special } spéciale = { $sum }
   *[other] { " " }+ { $special } spéciales = { $sum }
}
aw-check-fails = { $count }, ni 2 ni 3
aw-check-qualifies = { $count }, de quoi prendre
aw-check-neither = { $red } et { $black } : aucune des deux couleurs ne fait 2 ou 3
aw-check-red-only = { $red }, de quoi prendre ; { $black }, non
aw-check-black-only = { $red }, non ; { $black }, de quoi prendre
aw-check-both = { $red } et { $black } : les deux couleurs font 2 ou 3
aw-chain = { $chain ->
    [red] les rouges seulement
    [black] les noires seulement
   *[both] les deux couleurs
}
aw-before-holds = { $pit }, juste avant, contient { $content }
aw-special-counts-both = { " " }; une dernière graine spéciale compte pour les deux couleurs
aw-capture-them = { " " }: { $who } les prend.
aw-capture-them-too = { " " }: { $who } les prend aussi.
aw-capture-coloured = { " " }: { $check }. { $who } prend { $pieces }{ $nleft ->
    [0] {""}
    [one] { " " }; il reste { $left }
   *[other] { " " }; il reste { $left }
}{ $goeson ->
    [yes] , et la prise continue avec { $chain }
   *[no] {""}
}.
aw-slam-hole = { $pit } avec { $content }
aw-slam-cancelled = { $last }. Prendre à partir de là en remontant ({ $holes }) enlèverait toutes les graines qui restent dans la rangée de { $them } : c'est un grand chelem, et avec ces règles un grand chelem ne prend rien. Le coup est joué et aucune graine n'est prise.
aw-no-capture = { " " }: pas de prise.
aw-no-capture-count = , { $check } : pas de prise.
aw-no-capture-coloured = { " " }: { $check }, donc pas de prise.
aw-chain-own-row = { $pit }, juste avant, est dans la propre rangée de { $who } : la prise s'arrête.
aw-chain-empty = { $pit }, juste avant, est vide : la prise s'arrête.
aw-chain-count = { $pit }, juste avant, contient { $content }, { $check }, donc la prise s'arrête.
aw-chain-count-coloured = { $pit }, juste avant, contient { $content } : { $check }, donc la prise s'arrête.
aw-in-all = En tout, { $who } prend { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}.
aw-slam-allowed = La rangée de { $them } est maintenant vide : c'est un grand chelem, que ces règles permettent.
aw-over-more-than-half = { $player } a maintenant { $score } des { $total } graines, plus de la moitié : la partie est finie.
aw-over-half-each = Les deux joueurs ont maintenant { $score } des { $total } graines, exactement la moitié chacun : la partie est finie.
aw-over-repetition = Cette position (le même joueur au trait, les mêmes scores, les mêmes graines dans chaque trou) s'est déjà présentée depuis la dernière prise : la partie est finie.
aw-over-no-seed = { $player } n'a plus de graine à semer et ne peut pas jouer : la partie est finie.
aw-over-short-hole = { $pit } contient { $count } et il en faudrait { $need }
aw-over-no-legal-move = { $player } n'a aucun coup légal : la rangée de { $who } est vide et aucun trou de { $player } ne contient assez de graines pour l'atteindre ({ $holes }). La partie est finie.
aw-over-other = La partie est finie : { $why }.
aw-limit = La partie s'arrête inachevée : { $why }.
aw-sweep-last-mover = { $player }, qui a joué le dernier, ramasse { $count ->
    [one] la dernière graine restée
   *[other] les { $count } graines restées
} sur le plateau.
aw-sweep = { $player } ramasse { $count ->
    [one] la seule graine restée dans sa rangée.
   *[other] les { $count } graines restées dans sa rangée.
}
aw-final-unfinished = Score à l'arrêt de la partie : Sud { $south } – Nord { $north } ; elle est inachevée.
aw-final-win = Score final : Sud { $south } – Nord { $north }. { $winner } gagne.
aw-final-draw = Score final : Sud { $south } – Nord { $north }. Match nul.

## Les règles en mots (`rules show`), un message par phrase.
aw-what-oware = Oware Abapa, le jeu de semailles d'Afrique de l'Ouest.
aw-what-colours = Awalé aux graines rouges et noires, avec des graines spéciales à la fois rouges et noires.
aw-rules-board = Le plateau
aw-rules-rows = - Deux rangées de { $houses } trous, numérotés de 1 à { $holes } : Sud (joueur 0) a les trous 1-{ $houses }, Nord (joueur 1) les trous { $next }-{ $holes }. On sème toujours 1, 2, ..., { $holes }, 1. Les graines prises sont mises de côté dans le grenier et font le score du joueur.
aw-rules-seeds = - Chaque trou commence avec { $count } graines, { $total } en tout.
aw-rules-coloured-seeds = - Chaque trou commence avec { $count } graines rouges et { $count } graines noires.
aw-rules-special = - Chaque joueur a en plus une graine spéciale, rouge et noire à la fois : { $total } graines en tout, chacune vaut un point.
aw-rules-place-own = - Mise en place : avant le premier semis, chaque joueur pose sa graine spéciale dans l'un de ses propres trous (coup S<trou>, comme S4 ou S9), le premier joueur d'abord.
aw-rules-place-any = - Mise en place : avant le premier semis, chaque joueur pose sa graine spéciale dans n'importe quel trou (coup S<trou>, comme S4), le premier joueur d'abord.
aw-rules-no-special = - Il n'y a pas de graine spéciale : { $total } graines en tout, chacune vaut un point.
aw-rules-first = - { $player } joue en premier.
aw-rules-first-random = - Le premier joueur est tiré au sort.
aw-rules-move = Un coup
aw-rules-move-oware = - Choisissez l'un de vos trous non vides par son numéro (Sud 1-{ $houses }, Nord { $next }-{ $holes }). Prenez toutes ses graines et distribuez-les une à une dans les trous suivants ; avec { $holes } graines ou plus, le trou de départ est sauté à chaque tour.
aw-rules-move-colours = - Choisissez l'un de vos trous non vides et la couleur semée d'abord : le coup 3R sème le trou 3, les rouges d'abord, puis les noires ; 3B sème les noires d'abord. Si le trou contient des graines spéciales, dites aussi à quelle place du semis elles tombent : 3R2 sème une rouge, puis la graine spéciale, puis le reste.
aw-rules-move-drop = - Les graines sont distribuées une à une dans les trous suivants ; avec { $holes } graines ou plus, le trou de départ est sauté à chaque tour.
aw-rules-must-feed = - Si la rangée de votre adversaire est vide, il faut le nourrir : seul un trou dont le semis atteint sa rangée peut être joué.
aw-rules-no-feeding = - Il n'est pas obligatoire de nourrir un adversaire dont la rangée est vide ; un joueur qui n'a plus de graine à semer ne peut pas jouer et la partie se termine.
aw-rules-captures = Les prises
aw-rules-capture-oware = - Si la dernière graine tombe dans la rangée de votre adversaire et que ce trou contient alors 2 ou 3 graines, prenez-les ; puis regardez le trou d'avant, et ainsi de suite en remontant tant que les trous sont dans la rangée adverse et contiennent 2 ou 3 graines.
aw-rules-capture-colours = - Il n'y a prise que si la dernière graine tombe dans la rangée de votre adversaire, et c'est la couleur de cette graine qui décide : dans ce trou, comptez les graines de cette couleur plus les graines spéciales ; s'il y en a 2 ou 3, prenez. Puis regardez le trou d'avant, et ainsi de suite en remontant, en comptant la même couleur, tant que les trous sont dans la rangée adverse et que le compte fait 2 ou 3.
aw-rules-scope-colour = - Une prise enlève les graines de la couleur comptée et les graines spéciales du trou ; celles de l'autre couleur restent.
aw-rules-scope-all = - Une prise enlève toutes les graines du trou.
aw-rules-wild-narrowing = - Une dernière graine spéciale est un joker : on compte les deux couleurs, et la prise continue en comptant les couleurs qui faisaient 2 ou 3 (une seule, si une seule le faisait).
aw-rules-wild = - Une dernière graine spéciale est un joker : on compte les deux couleurs à chaque trou de la prise.
aw-rules-slam-no-capture = - Grand chelem : une prise qui enlèverait toutes les graines restées dans la rangée adverse ne prend rien du tout ; le coup est quand même joué.
aw-rules-slam-capture = - Grand chelem : une prise peut enlever toutes les graines restées dans la rangée adverse.
aw-rules-end = La fin
aw-rules-end-score = - La partie se termine quand un joueur a pris plus de la moitié des graines ({ $more } ou plus), ou quand les deux en ont exactement la moitié ({ $half }).
aw-rules-end-repetition = - Elle se termine aussi quand une position revient depuis la dernière prise : le même joueur au trait, les mêmes scores et les mêmes graines dans chaque trou.
aw-rules-end-no-move = - Elle se termine aussi quand le joueur au trait n'a aucun coup légal.
aw-rules-collect-own = - Quelle que soit la fin, chaque joueur ajoute alors à son score les graines restées dans sa rangée.
aw-rules-collect-last-mover = - Quelle que soit la fin, chaque joueur ajoute alors à son score les graines restées dans sa rangée ; mais quand la partie se termine parce que le joueur au trait n'a aucun coup légal, c'est le joueur qui a joué le dernier qui prend toutes les graines restantes.
aw-rules-winner = - Le joueur qui a le plus de graines gagne ; à égalité, c'est match nul.
aw-rules-limits = - Limites de sécurité : une partie est arrêtée inachevée après { $plies } coups, ou après { $quiet } coups de suite sans prise. { $ranges }
