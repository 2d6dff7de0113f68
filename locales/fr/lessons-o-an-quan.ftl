# Les textes des leçons (o-an-quan: lessons/o-an-quan/).

oaq-l01-title = Le plateau et ses cases
oaq-l01-intro = Le plateau d’Ô ăn quan a dix cases de citoyens, cinq de chaque côté, et une case de mandarin à chaque bout. Au début, chaque case de citoyens contient 5 citoyens et chaque case de mandarin une grosse pierre, le mandarin. Tu es assis au Sud : les cinq cases du bas sont à toi, numérotées de 1 à 5 depuis la gauche.
oaq-l01-example = Regarde un premier coup : on prend toutes les pierres de la case 1 et on les sème vers la droite, une par case.
oaq-l01-task = Joue un coup qui prend 6 citoyens.
oaq-l01-hint = Presque toutes les cases y arrivent. Évite seulement de semer vers la case de mandarin juste à côté de la case que tu prends.

oaq-l02-title = Prendre et semer
oaq-l02-intro = À chaque tour, tu choisis une de tes cases de citoyens qui contient des pierres, tu prends toutes ses pierres et tu les sèmes une à une, une par case. Un coup s’écrit avec la case et le sens : 4R prend la case 4 et sème vers la droite, 4L vers la gauche.
oaq-l02-example = Regarde 3L : on prend les 5 pierres de la case 3 et on les sème vers la gauche, une par case, la case de mandarin aussi.
oaq-l02-task = Prends la case 4 et sème vers la droite.
oaq-l02-hint = La droite, c’est R. Écris d’abord la case, puis le sens.

oaq-l03-title = Choisir le sens
oaq-l03-intro = Depuis la même case, semer vers la gauche ou vers la droite peut donner des choses très différentes. Avant de jouer, compte où tombera ta dernière pierre dans chaque sens.
oaq-l03-example = Regarde 2R : la dernière pierre tombe dans la case 3, la case suivante est vide, alors on prend celle d’après.
oaq-l03-task = Choisis une case et un sens qui prennent au moins 3 pierres.
oaq-l03-hint = La case 5 a 2 pierres. Compte : en semant vers la droite, où tombe la dernière ?

oaq-l04-title = Continuer à semer (rải tiếp)
oaq-l04-intro = Quand ta dernière pierre tombe et que la case suivante contient encore des citoyens, tu prends toutes les pierres de cette case et tu continues à semer dans le même sens, jusqu’à une case vide ou une case de mandarin.
oaq-l04-example = Regarde 1L : après la distribution, la case suivante a des pierres, alors on les prend et on continue.
oaq-l04-task = Joue un coup qui continue à semer au moins 2 fois.
oaq-l04-hint = Compte avec la case 1 vers la gauche : après chaque distribution, la case suivante a-t-elle des pierres ?

oaq-l05-title = Prendre
oaq-l05-intro = Quand tu as semé, si la case suivante est vide et que celle d’après contient des pierres, tu prends toutes les pierres de cette case. Les pierres prises sont mises de côté ; chaque citoyen vaut 1 point.
oaq-l05-example = Regarde 2R : la dernière pierre tombe dans la case 3 du Sud, la case 4 est vide, alors le Sud prend les pierres de la case 5.
oaq-l05-task = Joue un coup qui prend au moins 4 pierres.
oaq-l05-hint = Cherche une case de 4 pierres précédée d’une case vide. Ta dernière pierre doit tomber juste avant cette case vide.

oaq-l06-title = Les prises en chaîne
oaq-l06-intro = Après une prise, si la case suivante est de nouveau vide et que celle d’après a des pierres, tu prends encore. Vide, pleine, vide, pleine : tu peux prendre plusieurs cases d’affilée.
oaq-l06-example = Regarde 4R : après la distribution, la case suivante est vide ; vois ce que prend le Sud.
oaq-l06-task = Joue un coup qui prend 2 cases d’affilée.
oaq-l06-hint = Regarde la rangée du Nord : vide, pleine, vide, pleine. Ta dernière pierre doit tomber juste avant la première case vide.

oaq-l07-title = Prendre un mandarin
oaq-l07-intro = Une case de mandarin se prend comme une case de citoyens : si la case d’avant est vide, tu prends le mandarin et les citoyens qu’elle contient. La grosse pierre vaut 10 points : prendre un mandarin est un très bon coup.
oaq-l07-example = Regarde 1R : le Sud prend la case 4, puis la case 5 est vide, alors il prend aussi la case de mandarin de droite : le mandarin et 5 citoyens.
oaq-l07-task = Joue un coup qui prend un mandarin.
oaq-l07-hint = Ta case 1 est vide, juste à côté de la case de mandarin de gauche. Ta dernière pierre doit tomber dans la case 2.

oaq-l08-title = Le jeune mandarin (quan non)
oaq-l08-intro = Une case de mandarin qui a peu de citoyens (moins de 5) est un jeune mandarin, quan non. On ne peut pas encore le prendre : si la case après le vide est un jeune mandarin, tu perds ton tour sans rien prendre.
oaq-l08-example = Regarde 3L : après la case vide vient la case de mandarin de gauche, mais c’est un jeune mandarin : le Sud ne prend rien et perd son tour.
oaq-l08-task = Les deux mandarins sont jeunes. Joue un coup qui prend quand même quelque chose.
oaq-l08-hint = Ne vise pas les cases de mandarin. Cherche les cases de citoyens du Nord qui ont des pierres, chacune après une case vide.

oaq-l09-title = Perdre son tour
oaq-l09-intro = Ton coup s’arrête quand ta dernière pierre tombe et que la case suivante est une case de mandarin, ou que deux cases vides se suivent. Tu ne prends rien et c’est à ton adversaire de jouer.
oaq-l09-example = Regarde 4R : la dernière pierre tombe dans la case 5, la suivante est une case de mandarin : le Sud s’arrête et perd son tour.
oaq-l09-task = Ici, beaucoup de coups perdent le tour sans rien prendre. Trouve un coup qui prend.
oaq-l09-hint = Compte chaque coup : après la dernière pierre, y a-t-il une case de mandarin, deux cases vides, ou une case vide puis des pierres ?

oaq-l10-title = Remettre des pierres et emprunter
oaq-l10-intro = Si tes cinq cases de citoyens sont vides quand vient ton tour, tu reprends des pierres parmi tes prises et tu en remets une dans chaque case. S’il t’en manque, tu les empruntes à ton adversaire et tu les lui rends plus tard.
oaq-l10-example = Regarde 3L : le Sud prend toutes les pierres du Nord. Le Nord n’a que 2 pierres prises, il en emprunte 3 au Sud pour remplir ses cases.
oaq-l10-task = Prends tous les citoyens du Nord, pour qu’il doive remettre des pierres.
oaq-l10-hint = Le Nord n’a plus que deux cases avec des pierres, les cases 2 et 4, chacune après une case vide. Prends-les toutes les deux d’affilée.

oaq-l11-title = La fin de la partie et le compte
oaq-l11-intro = La partie se termine quand les deux cases de mandarin ont été prises. Chaque camp ramasse les pierres restées sur ses cases, puis on compte : 10 points pour un mandarin, 1 pour chaque citoyen. Le plus grand score gagne.
oaq-l11-example = Le Nord a déjà pris la case de mandarin de droite. Regarde 4R : le Sud prend 2 pierres, mais la partie continue, car le mandarin de gauche est encore là.
oaq-l11-task = Joue un coup qui termine la partie et te fait gagner.
oaq-l11-hint = Prends le dernier mandarin et la partie est finie. Ta case 1 est vide, juste à côté de la case de mandarin de gauche.

oaq-l12-title = Une tactique : ne rien donner
oaq-l12-intro = Avant de jouer, pense à ce que ton adversaire jouera ensuite. Un coup qui ne prend rien reste un bon coup s’il ne laisse rien à prendre à ton adversaire.
oaq-l12-example = Regarde 2R : le Sud ne prend rien, puis le Nord joue 1L et prend des pierres du Sud.
oaq-l12-task = Joue un coup après lequel le Nord ne peut rien prendre.
oaq-l12-hint = Essaie chaque coup, puis regarde les cases vides : après ton coup, le Nord peut-il tomber juste avant une case vide suivie de pierres ?

oaq-l13-title = Une tactique : trouver le meilleur coup
oaq-l13-intro = Le meilleur coup est celui qui te laisse le plus de points une fois que ton adversaire a répondu. Compare les coups : ce que tu prends, puis ce que ton adversaire reprend.
oaq-l13-example = Regarde 2L : le Sud prend 2 pierres, mais le Nord répond 3L et prend un mandarin.
oaq-l13-task = Trouve le meilleur coup dans cette position.
oaq-l13-hint = Un coup prend le mandarin de gauche et beaucoup de citoyens, et le Nord ne peut presque rien reprendre ensuite.
