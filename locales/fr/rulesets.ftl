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
ruleset-name-awale-abapa-colours = Awalé Abapa à graines de couleur
ruleset-summary-awale-abapa-colours = Graines rouges et noires, une graine spéciale rouge et noire par joueur posée avant la partie, et les prises comptées dans la couleur de la dernière graine
ruleset-name-awale-abapa-colours-grand-slam-no-capture = Awalé Abapa à graines de couleur, le grand chelem ne prend rien
ruleset-summary-awale-abapa-colours-grand-slam-no-capture = L'awalé à graines de couleur avec le grand chelem de l'Abapa : une prise qui viderait la rangée de l'adversaire ne prend rien
ruleset-name-kalah = Kalah
ruleset-summary-kalah = Kalah à 6 trous de 4 graines : un coup de plus quand on finit dans son propre grenier, une prise en face d'un de ses trous vides, la partie finit quand un côté est vide
ruleset-name-kalah-empty-capture = Kalah (prise sur trou vide)
ruleset-summary-kalah-empty-capture = Le Kalah résolu par Irving, Donkers et Uiterwijk (2000) : la dernière graine dans un de ses trous vides est toujours prise, avec les graines d'en face s'il y en a
ruleset-name-oware-abapa = Oware Abapa
ruleset-summary-oware-abapa = Le jeu standard : on prend les deux et les trois en remontant depuis la dernière graine, un grand chelem ne prend rien, il faut nourrir un adversaire affamé
ruleset-name-oware-abapa-grand-slam-capture = Oware Abapa, le grand chelem prend
ruleset-summary-oware-abapa-grand-slam-capture = L'Abapa où une prise peut emporter toutes les graines de la rangée adverse (un grand chelem)
ruleset-name-sungka = Sungka
ruleset-summary-sungka = Le jeu des Philippines : 7 trous de 7 coquillages, relances des deux côtés, un coup de plus quand on finit dans son propre grenier
ruleset-name-sungka-3p = Sungka à trois joueurs (expérimental)
ruleset-summary-sungka-3p = Trois joueurs sur un même anneau, chacun avec six trous et un grenier ; une prise emporte le trou d'en face du joueur suivant ; une expérience sans source traditionnelle
ruleset-name-sungka-seed-v006 = Sungka à six trous, relances de son côté
ruleset-summary-sungka-seed-v006 = Six trous de 7 graines, relances de son propre côté seulement, et une dernière graine dans un de ses trous vides est prise même quand le trou d'en face est vide

## Les sources de chaque jeu de règles fourni, dans l'ordre du fichier (`ruleset-source-ID-N`, à partir de 1).

ruleset-source-awale-abapa-colours-grand-slam-no-capture-1 = Awale, un projet d'intelligence artificielle du Master 1 Informatique et Interactions, Université Côte d'Azur, 2018/19 (README)
ruleset-source-awale-abapa-colours-grand-slam-no-capture-2 = Oware Society, Abapa Rules (règles de l'abapa)
ruleset-source-awale-abapa-colours-grand-slam-no-capture-3 = OpenSpiel, le jeu oware : https://github.com/google-deepmind/open_spiel
ruleset-source-awale-abapa-colours-1 = Awale, un projet d'intelligence artificielle du Master 1 Informatique et Interactions, Université Côte d'Azur, 2018/19 (README)
ruleset-source-awale-abapa-colours-2 = Oware Society, Abapa Rules (règles de l'abapa)
ruleset-source-kalah-empty-capture-1 = G. Irving, J. Donkers, J. Uiterwijk, Solving Kalah, ICGA Journal 23(3), 2000, section 2.1
ruleset-source-kalah-empty-capture-2 = Mancala World, Kalah : https://mancala.fandom.com/wiki/Kalah
ruleset-source-kalah-1 = OpenSpiel, le jeu mancala : https://github.com/google-deepmind/open_spiel
ruleset-source-kalah-2 = Mancala World, Kalah : https://mancala.fandom.com/wiki/Kalah
ruleset-source-o-an-quan-en-wikipedia-1 = Wikipédia en anglais, article « Ô ăn quan » : https://en.wikipedia.org/wiki/Ô_ăn_quan
ruleset-source-o-an-quan-mandarin-5-1 = Đỗ Khánh Nam, Ngô Anh Tú, Vũ Bình Minh, Nguyễn Đức Anh : Ô ăn quan, rapport de mini-projet du cours de programmation orientée objet (semestre 20232)
ruleset-source-o-an-quan-no-quan-non-1 = Wikipédia en vietnamien, article « Ô ăn quan » : https://vi.wikipedia.org/wiki/Ô_ăn_quan
ruleset-source-o-an-quan-no-quan-non-2 = O-an-quan-game, un programme en Java et Processing pour jouer contre l'ordinateur (son README), sans quan non
ruleset-source-o-an-quan-small-stones-1 = Ngô Quý Sơn (1944), observations du jeu dans les villages du Tonkin
ruleset-source-o-an-quan-small-stones-2 = Ludii, O An Quan, règles « Tonkin (Observed) » : https://ludii.games/details.php?keyword=O+An+Quan
ruleset-source-o-an-quan-1 = Wikipédia en vietnamien, article « Ô ăn quan » : https://vi.wikipedia.org/wiki/Ô_ăn_quan
ruleset-source-o-an-quan-2 = nhatnam.vn, règles de l'Ô ăn quan
ruleset-source-o-an-quan-3 = mamnon.com, règles de l'Ô ăn quan
ruleset-source-o-an-quan-4 = Mancala World, Ô Ăn Quan
ruleset-source-oware-abapa-grand-slam-capture-1 = Oware Society, Abapa Rules (règles de l'abapa)
ruleset-source-oware-abapa-grand-slam-capture-2 = OpenSpiel, le jeu oware : https://github.com/google-deepmind/open_spiel
ruleset-source-oware-abapa-grand-slam-capture-3 = Awale, un projet d'intelligence artificielle du Master 1 Informatique et Interactions, Université Côte d'Azur, 2018/19 (README) : le grand chelem y prend
ruleset-source-oware-abapa-1 = Oware Society, Abapa Rules (règles de l'abapa)
ruleset-source-oware-abapa-2 = OpenSpiel, le jeu oware : https://github.com/google-deepmind/open_spiel
ruleset-source-oware-abapa-3 = Wikipédia en anglais, article « Oware » : https://en.wikipedia.org/wiki/Oware
ruleset-source-sungka-3p-1 = Michael Barrientos, Sungka v0.06 (2002), un programme Java pour deux joueurs ou plus : son README
ruleset-source-sungka-seed-v006-1 = Michael Barrientos, Sungka v0.06 (2002), un programme Java pour deux joueurs ou plus : son README
ruleset-source-sungka-1 = Mancala World, Sungka : https://mancala.fandom.com/wiki/Sungka
ruleset-source-sungka-2 = Ludii, Sungka (d'après Bernardo, 1937) : https://ludii.games/details.php?keyword=Sungka
ruleset-source-sungka-3 = sungka-game.com
ruleset-source-sungka-4 = Sungka in Philippines (le sungka aux Philippines) : http://www.vtaide.com/ASEAN/Philippines/sungka.html
