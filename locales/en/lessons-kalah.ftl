# The words of the lessons (kalah: lessons/kalah/).

klh-l01-title = The store and the extra turn
klh-l01-intro = A Kalah board has 6 houses a side with 4 seeds each, and a store at each end; the one on your right is yours. You pick up all the seeds of one of your houses and sow them one by one anticlockwise, through your own store but skipping your opponent’s. If your last seed falls in your store, you play again.
klh-l01-example = Watch move 1: the 4 seeds go into houses 2, 3, 4 and 5.
klh-l01-task = Make a move that earns you another turn.
klh-l01-hint = Which house of 4 seeds is exactly 4 steps from your store?

klh-l02-title = Capturing
klh-l02-intro = If your last seed lands in an empty house of yours and the facing house of your opponent holds seeds, you capture them together with your last seed and put them in your store.
klh-l02-example = Watch move 3: the last seed lands in the empty house 4; South captures the facing house with the last seed.
klh-l02-task = Make a move that captures at least 3 seeds.
klh-l02-hint = Your house 2 is empty. How many seeds does the house facing it hold?

klh-l03-title = The end of the game
klh-l03-intro = When one side has no seeds left in its row, the game ends: the other side puts the seeds left in its row into its store. Whoever has more seeds in their store wins.
klh-l03-example = Watch move 6: the seed goes into the store and South plays again, but the game is not over yet.
klh-l03-task = Make a move that ends the game with a win for you.
klh-l03-hint = Capture all of North’s seeds, and North’s row is empty: the game ends.

klh-l04-title = A tactic: give nothing away
klh-l04-intro = Each empty house of your opponent is a trap: if their last seed lands there, your facing house is captured. Before you move, check whether they can reach such a trap.
klh-l04-example = Watch: South plays 3, then North plays 2 and captures South’s seeds.
klh-l04-task = Make a move after which North cannot capture anything.
klh-l04-hint = See which of your houses face North’s empty houses, and do not leave seeds there.

klh-l05-title = A tactic: extra turn first, then capture
klh-l05-intro = An extra turn gives you one more move before your opponent plays. Use it to prepare: take the extra turn first, then capture.
klh-l05-example = Watch: South plays 3, the last seed falls in the store, so South goes on with 6.
klh-l05-task = Find the best move in this position.
klh-l05-hint = Two houses give you an extra turn. After it, can you still capture?
