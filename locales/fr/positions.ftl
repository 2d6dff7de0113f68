# La chaîne de position (« FEN ») : erreurs d'une position écrite sur une ligne, avec la colonne
# où elles se trouvent. Les clés et la notation (`seen:`, `Q+5`, `2R1B`) restent telles quelles.

fen-error-at = chaîne de position, colonne { $column } : { $message }
fen-error = chaîne de position : { $message }
fen-missing-pits = la chaîne n'a pas de trous : écrivez les trous rangée par rangée, par exemple 4,4,4/4,4,4
fen-missing-mover = la chaîne ne dit pas qui joue : écrivez un numéro après les trous, par exemple 4,4,4/4,4,4 0
fen-missing-banks = la chaîne n'a pas les greniers : écrivez les prises de chaque joueur après celui qui joue, par exemple 4,4,4/4,4,4 0 0,0
fen-rows = { $found } rangées : la partie se joue à { $expected }, écrivez donc { $expected } rangées séparées par `/`
fen-pits = la rangée { $row } a { $found } trous : il en faut { $expected }, séparés par `,`
# $text: what was written in the pit.
fen-pit = trou { $pit } : `{ $text }` n'est pas un trou ; écrivez { $style ->
    [counts] un nombre comme 4, ou - pour une case brûlée
    [colours] des graines comme 2R1B1S (rouges, noires, spéciales), ou 0
    [big-stones] un nombre comme 5, ou Q+5 pour une grosse pierre et 5 citoyens
   *[too-many] au plus 255 graines noires ou spéciales par trou
  }
fen-separator-store = le trou { $pit } est un magasin : écrivez `{ $separator }` devant
fen-separator-house = le trou { $pit } est une case : écrivez `{ $separator }` devant
fen-mover = `{ $text }` n'est pas le joueur au trait : écrivez un numéro de 0 à { $last }
fen-banks = `{ $text }` ne sont pas les greniers : écrivez-en un par joueur, séparés par `,`, par exemple { $example }
fen-field = `{ $text }` n'est pas un champ ici : écrivez clé:valeur avec une clé parmi { $keys }
fen-repeated = `{ $key }` est donné deux fois : n'en gardez qu'un
# $key, $text: the field's key and value as written.
fen-value = `{ $key }:{ $text }` n'est pas une valeur de ce champ
fen-value-hand = `hand:{ $text }` : écrivez les graines spéciales que chaque joueur a encore en main, par exemple 1,1
fen-value-round = `round:{ $text }` : écrivez une manche à partir de 1, par exemple round:2
fen-value-ply = `ply:{ $text }` : écrivez le nombre de coups joués, par exemple ply:12
fen-value-quiet = `quiet:{ $text }` : écrivez le nombre de coups de suite sans prise, par exemple quiet:5
fen-value-passes = `passes:{ $text }` : écrivez le nombre de tours passés de suite, par exemple passes:1
fen-value-debt = `debt:{ $text }` : écrivez ce que doivent Sud et Nord, par exemple debt:3,-3
fen-value-taken = `taken:{ $text }` : écrivez qui a pris la grosse pierre de gauche et celle de droite, 0, 1 ou -, par exemple taken:0,-
fen-value-seen = `seen:{ $text }` : écrivez chaque position par ses trous, ~ puis le joueur au trait, par exemple 4,4,4/4,4,4~1
fen-total = les trous, les greniers et les mains contiennent { $found } { $what ->
    [seeds] graines
    [citizens] citoyens
    [big-stones] grosses pierres
   *[pieces] pièces
  } : la partie se joue avec { $expected }, ajoutez-en ou retirez-en
fen-burnt-store = le trou { $pit } est un magasin : seule une case peut être brûlée (`-`)
fen-big-stone = le trou { $pit } contient une grosse pierre : elles ne se trouvent que sur les cases des mandarins
# $error: the error of that position, already in the language.
fen-seen = position { $index } de seen : { $error }
fen-seen-too-many = seen: nomme { $found } positions : écrivez-en au plus { $most }, les positions depuis la dernière prise (quiet:) sous une règle de répétition
fen-two-big-stones = le trou { $pit } contient { $count } grosses pierres : une case mandarin n'en porte au plus que la sienne
fen-big-stone-not-taken = le trou { $pit } porte encore sa grosse pierre, mais taken: dit qui l'a prise : écrivez - pour elle
fen-big-stone-taken = le trou { $pit } a perdu sa grosse pierre, mais taken: ne nomme personne : écrivez qui l'a prise, 0 ou 1
