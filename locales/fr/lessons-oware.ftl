# Les textes des leçons (oware: lessons/oware/).

owa-l01-title = Semer, et prendre 2 ou 3 graines
owa-l01-intro = Le plateau d’Oware a deux rangées de 6 trous ; au début, chacun contient 4 graines. Les tiens sont les trous 1 à 6, en bas. À ton tour, tu prends toutes les graines d’un de tes trous et tu les distribues une à une, dans le sens inverse des aiguilles d’une montre. Si ta dernière graine tombe chez ton adversaire et que ce trou contient alors 2 ou 3 graines, tu les prends.
owa-l01-example = Regarde le coup 3 : les 4 graines du trou 3 vont dans les trous 4, 5, 6 et 7.
owa-l01-task = Joue un coup qui prend au moins 2 graines.
owa-l01-hint = Cherche un trou du Nord avec 1 ou 2 graines, et un de tes trous dont la dernière graine tombe juste là.

owa-l02-title = Les prises en chaîne
owa-l02-intro = Après avoir pris le trou de ta dernière graine, regarde le trou d’avant : s’il est encore chez ton adversaire et qu’il a 2 ou 3 graines, tu le prends aussi. Continue ainsi en reculant jusqu’à un trou qui ne convient pas.
owa-l02-example = Regarde le coup 6 : le Sud prend le trou 9, puis recule et prend les trous 8 et 7.
owa-l02-task = Joue un coup qui prend 2 trous d’affilée.
owa-l02-hint = Ta dernière graine doit faire 2 ou 3 graines, et le trou juste avant aussi.

owa-l03-title = Les gros trous : on saute le trou de départ
owa-l03-intro = Quand un trou a 12 graines ou plus, la distribution fait tout le tour du plateau. Le trou que tu as vidé est sauté : il ne reçoit aucune graine, on continue dans le trou suivant.
owa-l03-example = Regarde le coup 1 : les 12 graines font tout le tour, sautent le trou 1, et la dernière tombe dans le trou 2.
owa-l03-task = Joue un coup qui prend au moins 3 graines.
owa-l03-hint = Le trou 6 a 12 graines : compte où tombe la dernière, et combien de graines ce trou reçoit.

owa-l04-title = La règle du grand chelem
owa-l04-intro = Si un coup devait prendre toutes les graines de la rangée de ton adversaire, les règles Abapa le permettent mais il ne prend rien : personne n’a le droit de prendre toutes les graines de l’adversaire.
owa-l04-example = Regarde le coup 6 : les trous 7 et 8 arrivent tous deux à 2 graines ; les prendre viderait la rangée du Nord, alors le Sud ne prend rien.
owa-l04-task = Joue un coup qui prend quand même au moins 2 graines.
owa-l04-hint = Prends un seul trou, et laisse au moins une graine au Nord.

owa-l05-title = Nourrir l’adversaire
owa-l05-intro = Quand la rangée de ton adversaire est vide, tu dois jouer un coup qui lui donne des graines. Un coup qui n’atteint pas sa rangée est interdit : il faut nourrir l’adversaire.
owa-l05-example = Regarde le coup 5 : les 2 graines tombent dans les trous 6 et 7, le Nord a de nouveau 1 graine.
owa-l05-task = Donne au moins 3 graines au Nord.
owa-l05-hint = Lequel de tes trous envoie le plus de graines dans la rangée du Nord ?

owa-l06-title = La fin de la partie
owa-l06-intro = Il y a 48 graines. Celui qui en prend plus de la moitié, 25 ou plus, gagne tout de suite. La partie se termine aussi quand le joueur qui doit jouer n’a aucun coup ; chacun prend alors les graines restées dans sa rangée.
owa-l06-example = Regarde le coup 4 : le Sud ne prend rien et la partie continue.
owa-l06-task = Tu as pris 22 graines. Joue un coup qui gagne tout de suite.
owa-l06-hint = Il te manque 3 graines. Quel trou du Nord en aura 3 ?

owa-l07-title = L’Awalé aux graines de couleur
owa-l07-intro = Dans l’Awalé aux graines de couleur, il y a des graines rouges et des graines noires. Tu choisis la couleur semée en premier : 6R sème d’abord les rouges, 6B d’abord les noires. La couleur de la dernière graine décide : si ce trou a 2 ou 3 graines de cette couleur, tu prends les graines de cette couleur.
owa-l07-example = Au début, chaque joueur pose sa graine spéciale (rouge et noire à la fois) dans un de ses trous : S3, S9 ; puis le Sud joue 1R.
owa-l07-task = Joue un coup qui prend au moins 4 graines.
owa-l07-hint = Le trou 6 a 1 graine rouge et 1 noire. Essaie les deux ordres : de quelle couleur est la dernière graine, et combien de graines de cette couleur ont les trous 8 et 7 ?
