# Les noms et résumés des règles fournies (`rules list`, `rules show`), par identifiant.

ruleset-name-o-an-quan = Ô ăn quan
ruleset-summary-o-an-quan = Mandarins à 10 points, prises en chaîne, un jeune mandarin (quan non, moins de 5 citoyens) ne peut pas être pris, un joueur à court de pierres emprunte
ruleset-name-o-an-quan-en-wikipedia = Ô ăn quan (Wikipédia anglophone)
ruleset-summary-o-an-quan-en-wikipedia = Une case mandarin vide à suivre termine le tour, pas de quan non, et la partie finit quand les deux grosses pierres sont prises
ruleset-name-o-an-quan-mandarin-5 = Ô ăn quan (mandarin à 5 points)
ruleset-summary-o-an-quan-mandarin-5 = Une grosse pierre à 5 points, pas de quan non, et un joueur à court de pierres pour regarnir ses cases les prend hors du jeu, un point chacune
ruleset-name-o-an-quan-no-quan-non = Ô ăn quan (sans quan non)
ruleset-summary-o-an-quan-no-quan-non = Comme o-an-quan mais sans quan non : une case mandarin peut être prise quel que soit son nombre de citoyens, même au premier coup
ruleset-name-o-an-quan-small-stones = Ô ăn quan (Tonkin, petites pierres)
ruleset-summary-o-an-quan-small-stones = Le Tonkin des années 1940 : dix petites pierres dans chaque case mandarin au lieu d'une grosse pierre ; un semis qui s'arrête devant une case mandarin en prend une pierre et continue
