# The words of the lessons (sungka: lessons/sungka/).

sgk-l01-title = The store and the extra turn
sgk-l01-intro = A Sungka board has 7 houses a side and a big store at each end; the store on your right is yours. You sow one seed in each pit, through your own store but skipping your opponent’s. If your last seed falls in your store, you play again.
sgk-l01-example = Watch move 1: the 7 seeds go into houses 2 to 7 and then South’s store, so South plays again.
sgk-l01-task = Make a move that earns you another turn.
sgk-l01-hint = Which house holds just enough seeds for the last one to reach your store?

sgk-l02-title = Sowing on
sgk-l02-intro = If your last seed lands in a house that already holds seeds, you pick them all up and sow on. Your move ends only when the last seed lands in an empty house or in a store.
sgk-l02-example = Watch move 6: the last seed lands in house 7, which holds seeds, so South picks them up and sows on.
sgk-l02-task = Make a move that sows on at least 2 times.
sgk-l02-hint = Try house 6: after each sowing, does the last seed land in a full house or an empty one?

sgk-l03-title = Capturing
sgk-l03-intro = If your last seed lands in an empty house of yours, you capture the seeds of the facing house in your opponent’s row, together with that last seed, and put them all in your store.
sgk-l03-example = Watch move 2: the last seed lands in the empty house 3; the facing house holds 3 seeds, so South captures them with the last seed.
sgk-l03-task = Make a move that captures at least 3 seeds.
sgk-l03-hint = Find an empty house of yours facing a full one, then a house whose last seed lands just there.

sgk-l04-title = The end of the game
sgk-l04-intro = A player with no seeds in their row misses their turn. When both rows are empty the game ends; whoever has more seeds in their store wins.
sgk-l04-example = Watch move 7: the last seed goes into South’s store and both rows are empty: the game is over and South wins.
sgk-l04-task = Capture all of North’s seeds, so that North has no move left.
sgk-l04-hint = North has only one house with seeds. Which of your houses faces it?

sgk-l05-title = A tactic: give nothing away
sgk-l05-intro = Before you move, look at your opponent’s empty houses: if their last seed lands in one, they capture the facing house, which is yours.
sgk-l05-example = Watch: South plays 1, then North plays 2 and captures South’s seeds.
sgk-l05-task = Make a move after which North cannot capture anything.
sgk-l05-hint = If the house facing North’s empty house holds nothing, North captures nothing there.
