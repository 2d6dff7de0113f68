# The shipped rulesets' names and summaries (`rules list`, `rules show`), by ruleset id. The
# English ones are the ruleset files' own (a test compares them); a ruleset file of one's own
# keeps its own words in every language.

ruleset-name-o-an-quan = Ô ăn quan
ruleset-summary-o-an-quan = Mandarins worth 10, chained captures, a young mandarin (quan non, fewer than 5 citizens) cannot be captured, a player short of stones borrows
ruleset-name-o-an-quan-en-wikipedia = Ô ăn quan (English Wikipedia)
ruleset-summary-o-an-quan-en-wikipedia = An empty mandarin square next ends the turn, no quan non, and the game ends when both big stones are captured
ruleset-name-o-an-quan-mandarin-5 = Ô ăn quan (mandarin worth 5)
ruleset-summary-o-an-quan-mandarin-5 = A big stone worth 5, no quan non, and a player short of stones to refill their side takes them from outside the game at a point each
ruleset-name-o-an-quan-no-quan-non = Ô ăn quan (no quan non)
ruleset-summary-o-an-quan-no-quan-non = As o-an-quan but without quan non: a mandarin square can be captured however few citizens it holds, even on the first move
ruleset-name-o-an-quan-small-stones = Ô ăn quan (Tonkin, small stones)
ruleset-summary-o-an-quan-small-stones = Tonkin in the 1940s: ten small stones in each mandarin square instead of a big stone; a sowing that ends before a mandarin square takes one stone out of it and sows on
ruleset-name-awale-abapa-colours = Awalé Abapa with coloured seeds
ruleset-summary-awale-abapa-colours = Red and black seeds, one red-and-black special seed for each player placed before play, and captures counted in the colour of the last seed
ruleset-name-awale-abapa-colours-grand-slam-no-capture = Awalé Abapa with coloured seeds, grand slam captures nothing
ruleset-summary-awale-abapa-colours-grand-slam-no-capture = The coloured Awalé with the Abapa grand slam: a capture that would empty the opponent's row takes nothing
ruleset-name-kalah = Kalah
ruleset-summary-kalah = Kalah with 6 houses of 4 seeds: a bonus move in the own store, a capture opposite an own empty house, game over when a side is empty
ruleset-name-kalah-empty-capture = Kalah (empty capture)
ruleset-summary-kalah-empty-capture = Kalah as solved by Irving, Donkers and Uiterwijk (2000): the last seed in an own empty house is always captured, with the facing seeds if any
ruleset-name-oware-abapa = Oware Abapa
ruleset-summary-oware-abapa = The standard game: capture twos and threes backwards from the last seed, a grand slam captures nothing, a starving opponent must be fed
ruleset-name-oware-abapa-grand-slam-capture = Oware Abapa, grand slam captures
ruleset-summary-oware-abapa-grand-slam-capture = Abapa where a capture may take every seed of the opponent's row (a grand slam)
ruleset-name-sungka = Sungka
ruleset-summary-sungka = The Philippine game: 7 houses of 7 shells, relays on both sides, a bonus move in the own store
ruleset-name-sungka-3p = Sungka for three players (experimental)
ruleset-summary-sungka-3p = Three players on one ring, each with six houses and a store; a capture takes the next player's facing house; an experiment with no traditional source
ruleset-name-sungka-seed-v006 = Sungka with six houses and own-side relays
ruleset-summary-sungka-seed-v006 = Six houses of 7 seeds, relays on your own side only, and a last seed in an empty house of yours is captured even when the facing house is empty

## The sources of each shipped ruleset, in the files' order (`ruleset-source-ID-N`, from 1).

ruleset-source-awale-abapa-colours-grand-slam-no-capture-1 = Awale, an AI project of the Master 1 Informatique et Interactions, Université Côte d'Azur, 2018/19 (README, in French)
ruleset-source-awale-abapa-colours-grand-slam-no-capture-2 = Oware Society, Abapa Rules
ruleset-source-awale-abapa-colours-grand-slam-no-capture-3 = OpenSpiel, the game oware: https://github.com/google-deepmind/open_spiel
ruleset-source-awale-abapa-colours-1 = Awale, an AI project of the Master 1 Informatique et Interactions, Université Côte d'Azur, 2018/19 (README, in French)
ruleset-source-awale-abapa-colours-2 = Oware Society, Abapa Rules
ruleset-source-kalah-empty-capture-1 = G. Irving, J. Donkers, J. Uiterwijk, Solving Kalah, ICGA Journal 23(3), 2000, section 2.1
ruleset-source-kalah-empty-capture-2 = Mancala World, Kalah: https://mancala.fandom.com/wiki/Kalah
ruleset-source-kalah-1 = OpenSpiel, the game mancala: https://github.com/google-deepmind/open_spiel
ruleset-source-kalah-2 = Mancala World, Kalah: https://mancala.fandom.com/wiki/Kalah
ruleset-source-o-an-quan-en-wikipedia-1 = English Wikipedia, Ô ăn quan: https://en.wikipedia.org/wiki/Ô_ăn_quan
ruleset-source-o-an-quan-mandarin-5-1 = Đỗ Khánh Nam, Ngô Anh Tú, Vũ Bình Minh, Nguyễn Đức Anh: Ô ăn quan, mini-project report for Object-Oriented Programming and Theory (term 20232)
ruleset-source-o-an-quan-no-quan-non-1 = Vietnamese Wikipedia, Ô ăn quan: https://vi.wikipedia.org/wiki/Ô_ăn_quan
ruleset-source-o-an-quan-no-quan-non-2 = O-an-quan-game, a Java and Processing program against the computer (README), which has no quan non
ruleset-source-o-an-quan-small-stones-1 = Ngô Quý Sơn (1944), observations of village play in Tonkin
ruleset-source-o-an-quan-small-stones-2 = Ludii, O An Quan, ruleset Tonkin (Observed): https://ludii.games/details.php?keyword=O+An+Quan
ruleset-source-o-an-quan-1 = Vietnamese Wikipedia, Ô ăn quan: https://vi.wikipedia.org/wiki/Ô_ăn_quan
ruleset-source-o-an-quan-2 = nhatnam.vn, instructions for Ô ăn quan
ruleset-source-o-an-quan-3 = mamnon.com, instructions for Ô ăn quan
ruleset-source-o-an-quan-4 = Mancala World, Ô Ăn Quan
ruleset-source-oware-abapa-grand-slam-capture-1 = Oware Society, Abapa Rules
ruleset-source-oware-abapa-grand-slam-capture-2 = OpenSpiel, the game oware: https://github.com/google-deepmind/open_spiel
ruleset-source-oware-abapa-grand-slam-capture-3 = Awale, an AI project of the Master 1 Informatique et Interactions, Université Côte d'Azur, 2018/19 (README, in French): the grand slam captures
ruleset-source-oware-abapa-1 = Oware Society, Abapa Rules
ruleset-source-oware-abapa-2 = OpenSpiel, the game oware: https://github.com/google-deepmind/open_spiel
ruleset-source-oware-abapa-3 = English Wikipedia, Oware: https://en.wikipedia.org/wiki/Oware
ruleset-source-sungka-3p-1 = Michael Barrientos, Sungka v0.06 (2002), a Java program for two or more players: its README
ruleset-source-sungka-seed-v006-1 = Michael Barrientos, Sungka v0.06 (2002), a Java program for two or more players: its README
ruleset-source-sungka-1 = Mancala World, Sungka: https://mancala.fandom.com/wiki/Sungka
ruleset-source-sungka-2 = Ludii, Sungka (after Bernardo, 1937): https://ludii.games/details.php?keyword=Sungka
ruleset-source-sungka-3 = sungka-game.com
ruleset-source-sungka-4 = Sungka in Philippines: http://www.vtaide.com/ASEAN/Philippines/sungka.html
