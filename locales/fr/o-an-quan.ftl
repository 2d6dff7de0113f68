# Ô ăn quan : le récit d'un coup pas à pas (`replay --explain`, le plateau web).

stones = { $count ->
    [one] { $count } pierre
   *[other] { $count } pierres
}
oaq-side = { $side ->
    [0] Sud
   *[1] Nord
}
oaq-left-mandarin = la case mandarin de gauche (case 0)
oaq-right-mandarin = la case mandarin de droite (case { $cell })
oaq-square = la case { $number } de { $owner }
oaq-direction = { $dir ->
    [right] vers la droite (R)
   *[left] vers la gauche (L)
}
oaq-into-one = dans { $cells }
oaq-into-many = une par case dans { $cells }
oaq-lift = { $mover } prend { $stones } dans { $pit } et { $count ->
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
