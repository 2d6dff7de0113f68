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
