# Les textes des leçons (sungka: lessons/sungka/).

sgk-l01-title = Le grenier et le coup en plus
sgk-l01-intro = Le plateau de Sungka a 7 trous de chaque côté et un grand grenier à chaque bout ; celui de droite est le tien. Tu sèmes une graine par trou, en passant par ton grenier mais en sautant celui de l’adversaire. Si ta dernière graine tombe dans ton grenier, tu rejoues.
sgk-l01-example = Regarde le coup 1 : les 7 graines vont dans les trous 2 à 7 puis dans le grenier du Sud : le Sud rejoue.
sgk-l01-task = Joue un coup qui te fait rejouer.
sgk-l01-hint = Quel trou a juste assez de graines pour que la dernière arrive dans ton grenier ?

sgk-l02-title = Continuer à semer
sgk-l02-intro = Si ta dernière graine tombe dans un trou qui a déjà des graines, tu les prends toutes et tu continues à semer. Ton coup ne s’arrête que quand la dernière graine tombe dans un trou vide ou dans un grenier.
sgk-l02-example = Regarde le coup 6 : la dernière graine tombe dans le trou 7, qui a des graines : le Sud les prend et continue.
sgk-l02-task = Joue un coup qui continue à semer au moins 2 fois.
sgk-l02-hint = Essaie le trou 6 : après chaque distribution, la dernière graine tombe-t-elle dans un trou plein ou vide ?

sgk-l03-title = Prendre
sgk-l03-intro = Si ta dernière graine tombe dans un de tes trous vides, tu prends les graines du trou d’en face, chez ton adversaire, avec cette dernière graine, et tu mets tout dans ton grenier.
sgk-l03-example = Regarde le coup 2 : la dernière graine tombe dans le trou 3, vide ; le trou d’en face a 3 graines : le Sud les prend avec la dernière graine.
sgk-l03-task = Joue un coup qui prend au moins 3 graines.
sgk-l03-hint = Cherche un de tes trous vides en face d’un trou plein, puis un trou dont la dernière graine tombe juste là.

sgk-l04-title = La fin de la partie
sgk-l04-intro = Un joueur qui n’a plus de graines dans sa rangée passe son tour. Quand les deux rangées sont vides, la partie est finie ; celui qui a le plus de graines dans son grenier gagne.
sgk-l04-example = Regarde le coup 7 : la dernière graine va dans le grenier du Sud et les deux rangées sont vides : la partie est finie, le Sud gagne.
sgk-l04-task = Prends toutes les graines du Nord, pour qu’il n’ait plus de coup.
sgk-l04-hint = Le Nord n’a plus qu’un trou avec des graines. Lequel de tes trous est en face ?

sgk-l05-title = Une tactique : ne rien donner
sgk-l05-intro = Avant de jouer, regarde les trous vides de ton adversaire : si sa dernière graine y tombe, il prend le trou d’en face, qui est à toi.
sgk-l05-example = Regarde : le Sud joue 1, puis le Nord joue 2 et prend des graines du Sud.
sgk-l05-task = Joue un coup après lequel le Nord ne peut rien prendre.
sgk-l05-hint = Si le trou en face du trou vide du Nord est vide aussi, le Nord n’y prend rien.
