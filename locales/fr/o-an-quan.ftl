# Ô ăn quan : le récit d'un coup pas à pas (`replay --explain`, le plateau web).

stones = { $count ->
    [one] { $count } pierre
   *[other] { $count } pierres
}
oaq-side = { $side ->
    [0] Sud
   *[1] Nord
}
oaq-left-mandarin = la case mandarin de gauche
oaq-right-mandarin = la case mandarin de droite
oaq-square = la case { $number } de { $owner }
oaq-direction = { $dir ->
    [right] vers la droite (R)
   *[left] vers la gauche (L)
}
oaq-into-one = dans { $cells }
oaq-into-many = une par case dans { $cells }
oaq-lift = { $mover } prend { $stones } dans sa case { $number } et { $count ->
        [one] la
       *[other] les
    } sème (rải) { $direction } : { $into }.
oaq-relay = La case suivante, { $pit }, contient { $stones } : on relance (rải tiếp), on { $count ->
        [one] la
       *[other] les
    } prend et on continue de semer { $into }.
oaq-take-one = La case suivante, { $pit }, est une case mandarin qui contient des pierres : on en prend une et on la sème dans { $into }.
oaq-capture = { $gap } est vide, donc { $mover } capture (ăn) ce qui se trouve derrière, dans { $pit } : { $pieces }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
oaq-big-stone = la grosse pierre (quan, { $points } points)
oaq-citizens = { $count ->
    [one] { $count } citoyen (dân)
   *[other] { $count } citoyens (dân)
}
oaq-and = { $first } et { $second }
oaq-stop-occupied-mandarin = La case suivante, { $pit }, est une case mandarin (ô quan) qui n'est pas vide : le semis s'arrête là et rien n'est pris (mất lượt).
oaq-stop-empty-mandarin = La case suivante, { $pit }, est une case mandarin vide, qui ne peut pas servir de trou selon ces règles : le tour s'arrête (mất lượt).
oaq-stop-two-empty = La case suivante, { $gap }, est vide, et celle d'après, { $pit }, l'est aussi : deux cases vides de suite, rien de plus n'est pris et le tour s'arrête (mất lượt).
oaq-stop-quan-non = La case suivante, { $gap }, est vide, mais celle d'après, { $pit }, est un jeune mandarin (quan non) qu'on ne peut pas encore prendre : le tour s'arrête.
oaq-stop-occupied = La case suivante, { $pit }, n'est pas vide : la chaîne de prises (ăn liên tiếp) s'arrête ici.
oaq-stop-no-chain = Ces règles ne permettent pas les prises en chaîne : une prise termine le tour.
oaq-stop-other = Le coup se termine ({ $code }).
oaq-refill-one = La case de { $who } est vide : on la regarnit (rải quân).
oaq-refill-all = Les { $count ->
        [2] deux
        [3] trois
        [4] quatre
        [5] cinq
        [6] six
        [7] sept
        [8] huit
        [9] neuf
        [10] dix
       *[other] { $count }
    } cases de { $who } sont toutes vides : on les regarnit (rải quân).
oaq-refill-sells = { $who } vend à { $other } une grosse pierre prise, contre { $price } citoyens.
oaq-refill-own = { $who } remet { $count } de ses propres citoyens pris.
oaq-refill-borrows = { $who } emprunte (vay) { $count } pierres à { $other } et lui doit (nợ) autant de points.
oaq-refill-bank = { $who } prend { $stones } hors du jeu, un point chacune.
oaq-refill-placed = { $placed ->
    [1] Une pierre va dans la case 1.
    [2] Une pierre va dans chacune des cases 1 et 2.
   *[other] Une pierre va dans chacune des cases 1 à { $placed }.
}
oaq-pass = { $who } n'a plus de pierres dans ses cases, ni à remettre ni à emprunter : son tour passe.
oaq-sweep = Ramassage (thu quân) : { $who } ramasse { $stones } restées de son côté du plateau.
oaq-limit = La limite de sécurité `{ $limit }` est atteinte : la partie s'arrête inachevée.
oaq-end-mandarins-empty = les deux cases mandarins sont vides (hết quan, tàn dân)
oaq-end-big-stones = les deux grosses pierres ont été prises
oaq-end-no-refill = un joueur n'a pas pu regarnir ses cases
oaq-end-blocked = aucun joueur ne peut jouer
oaq-result-wins = { $winner } gagne
oaq-result-unfinished = partie inachevée
oaq-result-draw = match nul
oaq-game-over = La partie est finie : { $why }. Points finaux : Sud { $south } – Nord { $north } : { $result }.
oaq-stop-big-stone-only = La case suivante, { $pit }, est une case mandarin qui ne contient que sa grosse pierre : aucun citoyen à en retirer, donc le semis s'arrête là et rien n'est pris (mất lượt).
oaq-squares-two = les cases { $from } et { $to } de { $owner }
oaq-squares-range = les cases { $from } à { $to } de { $owner }
oaq-then = { $first }, puis { $next }

# Ô ăn quan : les légendes du plateau, la notation, les coups refusés, la fin d'une partie.

oaq-board-side = { $side } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $held })
oaq-board-citizens = { $count ->
    [one] { $count } citoyen
   *[other] { $count } citoyens
}
oaq-board-big-stones = { $count ->
    [one] { $count } grosse pierre
   *[other] { $count } grosses pierres
}
oaq-board-debt = dette { $debt }
oaq-legend = { $side ->
        [1] Cases : chaque joueur a une case, la case 1, entre les cases mandarins (ô quan) des deux bouts, celle de gauche et celle de droite vues par { $viewer }.
       *[other] Cases : les cases de chaque joueur sont numérotées de 1 à { $side } depuis sa propre gauche (celles de { $other } se lisent de { $side } à 1 en haut du plateau vu par { $viewer }) ; aux deux bouts, les cases mandarins (ô quan) de gauche et de droite, vues par { $viewer }.
    } Un coup est une case et une direction : R sème vers la droite, L vers la gauche, vu depuis la place du joueur (1R : la case 1, vers la droite).{ $big ->
        [yes] { " " }Sur le plateau, Q+3 est une case mandarin avec sa grosse pierre et 3 citoyens.
       *[no] { "" }
    }
oaq-move-format = { $side ->
    [1] 1R ou 1L (la case 1, semée vers la droite ou vers la gauche)
   *[other] une case de 1 à { $side } et une direction L ou R, comme 1R ou { $example }L
}
oaq-not-a-move = `{ $text }` n'est pas un coup : il faut { $expected }
oaq-illegal-empty = votre case { $number } est vide
oaq-illegal-not-yours = { $side ->
    [1] vous ne pouvez semer que depuis votre propre case 1
   *[other] vous ne pouvez semer que depuis vos propres cases 1 à { $side }
}
oaq-illegal-shape = Un coup d'Ô ăn quan est une case et une direction, comme 1R
oaq-reason-mandarins-empty = les deux cases mandarins sont vides
oaq-reason-big-stones = les deux grosses pierres ont été prises
oaq-reason-no-refill = un joueur n'a pas pu regarnir ses cases

# Ô ăn quan : les règles en mots (`rules show`), selon les options.

oaq-what = Ô ăn quan, le jeu vietnamien des cases mandarins.
oaq-rules-board = Plateau
oaq-rules-cells = - { $cells } cases en anneau : une case mandarin (ô quan) à chaque bout et, entre elles, { $side ->
        [1] une case citoyenne (ô dân) du côté de chaque joueur (le plateau traditionnel en a cinq), la case 1 des coups.
        [5] cinq cases citoyennes (ô dân) du côté de chaque joueur. Elles sont numérotées de 1 à 5 depuis la gauche de leur propriétaire, comme les coups les nomment : celles de Nord se lisent de 5 à 1 le long du haut du plateau vu par Sud.
       *[other] { $squares } cases citoyennes (ô dân) du côté de chaque joueur (le plateau traditionnel en a cinq). Elles sont numérotées de 1 à { $side } depuis la gauche de leur propriétaire, comme les coups les nomment : celles de Nord se lisent de { $side } à 1 le long du haut du plateau vu par Sud.
    }
oaq-rules-citizens = - Chaque case citoyenne commence avec { $count ->
        [1] 1 citoyen (dân), qui vaut un point.
       *[other] { $count } citoyens (dân), qui valent un point chacun.
    }
oaq-rules-big-stone = - Chaque case mandarin commence avec une grosse pierre (quan) qui vaut { $value } points.
oaq-rules-small-stones = - Chaque case mandarin commence avec { $count ->
        [1] 1 pierre ordinaire qui vaut un point
       *[other] { $count } pierres ordinaires qui valent un point chacune
    }, comme les citoyens ; il n'y a pas de grosse pierre.
oaq-rules-first = - { $player } joue en premier.
oaq-rules-first-random = - Le premier joueur est tiré au sort (oẳn tù tì, pierre-feuille-ciseaux).
oaq-rules-move = Un coup
oaq-rules-move-choose = - Choisissez une de vos cases non vides et une direction, gauche (L) ou droite (R), vue depuis votre place ; le coup 1R prend votre case la plus à gauche et sème vers la droite. Prenez toutes les pierres et déposez-en une dans chaque case suivante, cases mandarins comprises (rải).
oaq-rules-move-then = - Regardez ensuite la case qui suit la dernière pierre :
oaq-rules-move-relay = { "  " }- une case citoyenne qui contient des pierres : prenez-les toutes et continuez de semer dans le même sens (rải tiếp) ;
oaq-rules-mandarin-stops = { "  " }- une case mandarin non vide : le tour s'arrête (mất lượt) ;
oaq-rules-mandarin-take-one = { "  " }- une case mandarin qui contient des citoyens : prenez-en un et continuez de semer avec lui ; qui ne contient que sa grosse pierre : le tour s'arrête ;
oaq-rules-mandarin-take-one-small = { "  " }- une case mandarin qui contient des pierres : prenez-en une et continuez de semer avec elle ;
oaq-rules-gap = { $mandarin ->
    [yes] { "  " }- une case vide (citoyenne ou mandarin) : c'est le trou ; prenez (ăn) tout ce que contient la case qui le suit.
   *[no] { "  " }- une case citoyenne vide : c'est le trou ; prenez (ăn) tout ce que contient la case qui le suit. Une case mandarin vide arrête le tour.
}
oaq-rules-behind-gap = - Rien n'est pris quand la case qui suit le trou est vide elle aussi. Toute case peut être prise, les vôtres comprises.
oaq-rules-chain = { $chain ->
    [yes] - Prises en chaîne (ăn liên tiếp) : si la case après celle qui vient d'être prise est vide et que la suivante contient des pierres, prenez-la aussi, et ainsi de suite. Une prise ne donne jamais un nouveau semis.
   *[no] - Une seule case est prise par coup (pas de prise en chaîne).
}
oaq-rules-quan-non-off = - Une case mandarin peut être prise à tout moment.
oaq-rules-quan-non-citizens = - Quan non : une case mandarin qui a encore sa grosse pierre et { $min ->
        [1] aucun citoyen
       *[other] moins de { $min } citoyens
    } est un jeune mandarin et ne peut pas être prise ; un coup qui la prendrait s'arrête.
oaq-rules-quan-non-stones = - Quan non : une case mandarin qui contient { $most ->
        [1] une seule pierre
       *[other] de 1 à { $most } pierres
    } est jeune et ne peut pas être prise ; un coup qui la prendrait s'arrête.
oaq-rules-quan-non-turns = - Quan non : aucune case mandarin ne peut être prise { $turns ->
        [1] au premier coup de la partie.
       *[other] pendant les { $turns } premiers coups de la partie.
    }
oaq-rules-refill = Regarnir
oaq-rules-refill-when = { $side ->
    [1] - Un joueur dont la case est vide au début de son tour y remet { $small ->
            [yes] une pierre prise
           *[no] un citoyen pris
        } (rải quân).
   *[other] - Un joueur dont les { $squares } cases sont toutes vides au début de son tour y remet { $squares } { $small ->
            [yes] pierres prises, une
           *[no] citoyens pris, un
        } par case (rải quân).
}
oaq-rules-short = { $side ->
    [1] S'il n'a { $small ->
            [yes] aucune pierre prise
           *[no] aucun citoyen pris
        }
   *[other] S'il n'en a pas { $squares }
}
oaq-rules-borrow = - { $short }, il remet ce qu'il a et emprunte (vay) le reste à l'adversaire ; chaque pierre empruntée lui coûte un point et en rend un au prêteur (nợ). Sans rien à remettre ni à emprunter, il passe ; deux passes de suite terminent la partie.
oaq-rules-bank = - { $short }, il remet ce qu'il a et prend le reste hors du jeu, en perdant un point pour chaque pierre.
oaq-rules-short-ends = - { $short }, la partie s'arrête aussitôt et on compte les points.
oaq-rules-short-loses = - { $short }, ce joueur perd la partie.
oaq-rules-sell = - { $short }, un joueur qui a pris une grosse pierre la vend à l'adversaire pour au plus { $value } citoyens et regarnit ; sans grosse pierre à vendre, ou s'il en manque encore, ce joueur perd.
oaq-rules-end = Fin
oaq-rules-end-mandarins = - La partie s'arrête quand les deux cases mandarins sont vides (hết quan). Chaque joueur ramasse alors les citoyens de ses propres cases (thu quân).
oaq-rules-end-big-stones = - La partie s'arrête quand les deux grosses pierres ont été prises. Chaque joueur ramasse alors les citoyens de ses propres cases ; les citoyens restés dans une case mandarin vont { $leftover ->
        [capturer] au joueur qui a pris la grosse pierre de cette case
        [split] pour moitié à chaque joueur (un éventuel dernier à personne)
       *[nobody] à personne
    }.
oaq-rules-points = - Points : { $small ->
        [yes] un par pierre prise
       *[no] un par citoyen pris, { $value } par grosse pierre prise
    }{ $shortfall ->
        [borrow] , moins les pierres empruntées, plus les pierres prêtées
        [bank] , moins les pierres prises hors du jeu
       *[other] { "" }
    }. Le plus de points gagne ; à égalité, match nul.
oaq-rules-limits = - Limites de sécurité : une partie est arrêtée inachevée après { $plies } coups, ou { $quiet } coups de suite sans prise ; un coup qui demande plus de { $relays } relances est abandonné. { $ranges }
