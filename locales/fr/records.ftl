# Les parties enregistrées en texte : le texte façon PGN de chaque jeu et l’OGN d’Aualé pour
# l’oware (crates/mancala/src/record/pgn.rs, ogn.rs), et `mancala record convert`.

## Où une partie en texte se trompe

rec-err-at = ligne { $line }, colonne { $column } : { $what }
rec-err-too-large = la partie dépasse les { $max } octets permis
rec-err-bad-tag = une balise s’écrit [Nom "valeur"], sur une seule ligne
rec-err-duplicate-tag = la balise { $name } est donnée deux fois
rec-err-tag-after-moves = une balise au milieu des coups : les balises viennent d’abord, puis les coups
rec-err-unclosed-comment = ce commentaire n’a pas de {"}"} fermante
rec-err-unclosed-variation = cette variante n’a pas de ) fermante
rec-err-unexpected-close = une ) sans ( avant elle
rec-err-variation-first = une variante suit le coup qu’elle remplace, et il n’y a pas encore de coup ici
rec-err-empty-variation-here = cette variante n’a aucun coup
rec-err-too-deep = les variantes s’emboîtent sur plus de { $max } niveaux
rec-err-unexpected = `{ $found }` ne peut pas se trouver ici : on attend un coup, un numéro de coup, un {"{"}commentaire{"}"}, une (variante) ou le résultat
rec-err-after-result = il reste du texte après le résultat, qui termine la partie
rec-err-result-in-variation = un résultat dans une variante : seule la ligne principale se termine par un résultat
rec-err-result-mismatch = le résultat { $token } diffère de la balise Result, { $tag }
rec-err-bad-result = `{ $found }` n’est pas un résultat pour { $players } joueurs : écrivez 1 pour le gagnant et 0 pour les autres (1-0, 0-1), 1/{ $players } pour chacun quand personne ne gagne, ou * pour une partie en cours
rec-err-missing-tag = il manque la balise { $name }
rec-err-unknown-ruleset = aucun jeu de règles fourni ne s’appelle `{ $id }` (voir `mancala rules list`) ; donnez ses options dans une balise Options
rec-err-options = la balise Options n’est pas un jeu de règles valable : { $why }
rec-err-fen = la balise FEN n’est pas une position de ces règles : { $why }
rec-err-tag-value = la balise { $name } ne peut pas valoir `{ $value }` : écrivez { $expected }
rec-err-not-ended = le résultat est { $result }, mais les coups ne terminent pas la partie : ajoutez une balise Termination qui dit comment elle s’est arrêtée (resigned North : Nord abandonne ; time South : Sud n’a plus de temps)
rec-err-ogn-move = `{ $found }` n’est pas un coup OGN : écrivez la lettre d’un trou, de A à F pour Sud, de a à f pour Nord, éventuellement avec les graines prises (E+2)
rec-err-ogn-variant = la variante OGN `{ $variant }` n’est pas jouée par ce programme : Oware Abapa, ou donnez une balise Ruleset
rec-err-ogn-fen = la FEN OGN `{ $value }` doit donner douze trous, deux greniers et S ou N, séparés par des -

rec-expect-seat = South (Sud) ou North (Nord) ; Player1, Player2, … pour plus de joueurs
rec-expect-number = un nombre entier
rec-expect-outcome = l’issue JSON d’une partie enregistrée
rec-expect-scores = un score par joueur, séparés par des - (25-18)
rec-expect-termination = la raison de la fin (score), avec la limite après limit (limit max-plies), ou le joueur après resigned, left ou time (resigned North)

## Ce qu’un format ne peut pas contenir

rec-err-move-text = le coup `{ $move }` ne peut pas s’écrire dans le format texte
rec-err-ogn-not-oware = l’OGN contient des parties d’oware à deux joueurs, six trous chacun, avec des graines ordinaires ; `{ $ruleset }` n’en est pas une : écrivez du PGN ou du JSON
rec-err-ogn-variations = l’OGN ne garde pas les variantes (Aualé les saute) : écrivez du PGN ou du JSON
rec-err-ogn-leading-comment = l’OGN n’a pas de place pour un commentaire avant le premier coup : écrivez du PGN ou du JSON
rec-err-ogn-comment = un commentaire OGN ne peut pas contenir de {"}"}, et Aualé remplace ses retours à la ligne et ses suites d’espaces par une espace : écrivez du PGN ou du JSON
rec-err-ogn-from = la FEN de l’OGN donne les trous, les greniers et le joueur au trait ; `{ $fen }` en dit davantage

## L’arbre de la partie

rec-err-from = la position de départ `{ $fen }` de la partie enregistrée ne se lit pas : { $why }
rec-err-note-ply = un commentaire ou une variante porte sur le coup { $ply }, mais la partie n’a que { $moves } coups (dans l’ordre, un par coup, et pas de variante avant le premier coup)
rec-err-empty-variation = la variante { $variation } n’a aucun coup
rec-err-variation-move = variante { $variation }, coup { $number } (`{ $move }`) : il ne se rejoue pas : { $why }
rec-err-tree-too-large = la partie enregistrée a trop de variantes pour sa longueur (les vérifier demanderait de copier et de rejouer plus de { $max } coups)
