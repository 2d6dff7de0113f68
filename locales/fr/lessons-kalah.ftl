# Les textes des leçons (kalah: lessons/kalah/).

klh-l01-title = Le grenier et le coup en plus
klh-l01-intro = Le plateau de Kalah a 6 trous de chaque côté, avec 4 graines chacun, et un grenier à chaque bout ; celui de droite est le tien. Tu prends toutes les graines d’un de tes trous et tu les sèmes une à une, dans le sens inverse des aiguilles d’une montre, en passant par ton grenier mais en sautant celui de l’adversaire. Si la dernière tombe dans ton grenier, tu rejoues.
klh-l01-example = Regarde le coup 1 : les 4 graines vont dans les trous 2, 3, 4 et 5.
klh-l01-task = Joue un coup qui te fait rejouer.
klh-l01-hint = Quel trou de 4 graines est à exactement 4 pas de ton grenier ?

klh-l02-title = Prendre
klh-l02-intro = Si ta dernière graine tombe dans un de tes trous vides et que le trou d’en face, chez ton adversaire, a des graines, tu les prends avec ta dernière graine et tu les mets dans ton grenier.
klh-l02-example = Regarde le coup 3 : la dernière graine tombe dans le trou 4, vide ; le Sud prend le trou d’en face avec la dernière graine.
klh-l02-task = Joue un coup qui prend au moins 3 graines.
klh-l02-hint = Ton trou 2 est vide. Combien de graines a le trou d’en face ?

klh-l03-title = La fin de la partie
klh-l03-intro = Quand un camp n’a plus de graines dans sa rangée, la partie se termine : l’autre camp met les graines restées dans sa rangée dans son grenier. Celui qui a le plus de graines dans son grenier gagne.
klh-l03-example = Regarde le coup 6 : la graine va dans le grenier et le Sud rejoue, mais la partie n’est pas finie.
klh-l03-task = Joue un coup qui termine la partie et te fait gagner.
klh-l03-hint = Prends toutes les graines du Nord : sa rangée est vide et la partie se termine.

klh-l04-title = Une tactique : ne rien donner
klh-l04-intro = Chaque trou vide de ton adversaire est un piège : si sa dernière graine y tombe, ton trou d’en face est pris. Avant de jouer, regarde s’il peut atteindre un tel piège.
klh-l04-example = Regarde : le Sud joue 3, puis le Nord joue 2 et prend des graines du Sud.
klh-l04-task = Joue un coup après lequel le Nord ne peut rien prendre.
klh-l04-hint = Regarde lesquels de tes trous sont en face des trous vides du Nord, et n’y laisse pas de graines.

klh-l05-title = Une tactique : rejouer d’abord, prendre ensuite
klh-l05-intro = Un coup en plus te donne un coup de plus avant que ton adversaire joue. Sers-t’en pour préparer : rejoue d’abord, prends ensuite.
klh-l05-example = Regarde : le Sud joue 3, la dernière graine tombe dans le grenier, alors le Sud continue avec 6.
klh-l05-task = Trouve le meilleur coup dans cette position.
klh-l05-hint = Deux trous te font rejouer. Après ça, peux-tu encore prendre ?
