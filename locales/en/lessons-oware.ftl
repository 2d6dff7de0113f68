# The words of the lessons (oware: lessons/oware/).

owa-l01-title = Sowing, and capturing 2 or 3
owa-l01-intro = An Oware board has two rows of 6 houses; at the start each holds 4 seeds. Yours are houses 1 to 6 on the bottom row. On your turn you pick up all the seeds of one of your houses and sow them one by one, anticlockwise. If your last seed lands in your opponent’s row and that house then holds exactly 2 or 3 seeds, you capture them.
owa-l01-example = Watch move 3: the 4 seeds of house 3 go into houses 4, 5, 6 and 7.
owa-l01-task = Make a move that captures at least 2 seeds.
owa-l01-hint = Find a house of North with 1 or 2 seeds, and one of your houses whose last seed lands exactly there.

owa-l02-title = Chained captures
owa-l02-intro = After capturing the house of your last seed, look at the house before it: if it is still in your opponent’s row and holds 2 or 3 seeds, capture it too. Go on backwards like this until a house does not qualify.
owa-l02-example = Watch move 6: South captures house 9, then goes back to capture houses 8 and 7.
owa-l02-task = Make a move that captures 2 houses in a row.
owa-l02-hint = Your last seed must make 2 or 3 seeds, and so must the house just before it.

owa-l03-title = Big houses: the origin is skipped
owa-l03-intro = When a house holds 12 seeds or more, the sowing goes all the way round the board. The house you emptied is skipped: no seed goes into it, the sowing goes on in the next house.
owa-l03-example = Watch move 1: the 12 seeds go all the way round, skip house 1, and the last one lands in house 2.
owa-l03-task = Make a move that captures at least 3 seeds.
owa-l03-hint = House 6 holds 12 seeds: count where the last one lands, and how many seeds that house receives.

owa-l04-title = The grand slam rule
owa-l04-intro = If a move would capture every seed in your opponent’s row, then under the Abapa rules it may be played but captures nothing: nobody may take all of the opponent’s seeds.
owa-l04-example = Watch move 6: houses 7 and 8 both reach 2 seeds; capturing both would empty North’s row, so South captures nothing.
owa-l04-task = Make a move that still captures at least 2 seeds.
owa-l04-hint = Capture one house only, and leave North at least one seed.

owa-l05-title = Feeding the opponent
owa-l05-intro = When your opponent’s row is empty, you must play a move that gives them seeds. A move that does not reach their row may not be played.
owa-l05-example = Watch move 5: the 2 seeds fall into houses 6 and 7, so North has 1 seed again.
owa-l05-task = Give North at least 3 seeds.
owa-l05-hint = Which of your houses sends the most seeds into North’s row?

owa-l06-title = The end of the game
owa-l06-intro = There are 48 seeds. Whoever captures more than half, 25 or more, wins at once. The game also ends when the player to move has no move; then each side takes the seeds left in its own row.
owa-l06-example = Watch move 4: South captures nothing and the game goes on.
owa-l06-task = You have captured 22 seeds. Make a move that wins at once.
owa-l06-hint = You need 3 more seeds. Which house of North will hold 3?

owa-l07-title = Awalé with coloured seeds
owa-l07-intro = In Awalé with coloured seeds there are red seeds and black seeds. You choose the colour sown first: 6R sows the red seeds first, 6B the black ones. The colour of the last seed decides: if that house holds 2 or 3 seeds of that colour, you capture the seeds of that colour.
owa-l07-example = At the start each player places their special seed (red and black at once) in one of their houses: S3, S9; then South plays 1R.
owa-l07-task = Make a move that captures at least 4 seeds.
owa-l07-hint = House 6 holds 1 red and 1 black seed. Try both orders: what colour is the last seed, and how many of that colour are in houses 8 and 7?
