# The words of the lessons (o-an-quan: lessons/o-an-quan/).

oaq-l01-title = The board and its squares
oaq-l01-intro = An Ô ăn quan board has ten citizen squares, five on each side, and a mandarin square at each end. At the start every citizen square holds 5 citizens and every mandarin square one big stone, the mandarin. You sit at South: the five squares of the bottom row are yours, numbered 1 to 5 from the left.
oaq-l01-example = Watch a first move: pick up every stone of square 1 and sow them to the right, one in each square.
oaq-l01-task = Make a move that captures 6 citizens.
oaq-l01-hint = Most squares can do it. Just do not sow towards the mandarin square right next to the square you pick up.

oaq-l02-title = Picking up and sowing
oaq-l02-intro = On each turn you choose one of your citizen squares that holds stones, pick up all its stones and sow them one by one, one in each square. A move is written as the square and the direction: 4R picks up square 4 and sows to the right, 4L sows to the left.
oaq-l02-example = Watch 3L: pick up the 5 stones of square 3 and sow them to the left, one in each square, the mandarin square too.
oaq-l02-task = Pick up square 4 and sow to the right.
oaq-l02-hint = Right is R. Type the square first, then the direction.

oaq-l03-title = Choosing a direction
oaq-l03-intro = From the same square, sowing to the left or to the right can do very different things. Before you move, count where your last stone will land in each direction.
oaq-l03-example = Watch 2R: the last stone lands in square 3, the square after it is empty, so the next one is captured.
oaq-l03-task = Choose a square and a direction that capture at least 3 stones.
oaq-l03-hint = Square 5 holds 2 stones. Count: sown to the right, where does the last one land?

oaq-l04-title = Sowing on (rải tiếp)
oaq-l04-intro = When your last stone lands and the next square still holds citizens, you pick up all the stones of that square and sow on in the same direction. Keep going until you meet an empty square or a mandarin square.
oaq-l04-example = Watch 1L: after sowing, the next square holds stones, so they are picked up and sown on.
oaq-l04-task = Make a move that sows on at least 2 times.
oaq-l04-hint = Count with square 1 sown to the left: after each sowing, does the next square hold stones?

oaq-l05-title = Capturing
oaq-l05-intro = When you have sown, if the next square is empty and the one after it holds stones, you capture every stone of that square. Captured stones are kept aside; each citizen is worth 1 point.
oaq-l05-example = Watch 2R: the last stone lands in South’s square 3, square 4 is empty, so South captures the stones of square 5.
oaq-l05-task = Make a move that captures at least 4 stones.
oaq-l05-hint = Find a square of 4 stones with an empty square just before it. Your last stone must land just before that empty square.

oaq-l06-title = Chained captures
oaq-l06-intro = After a capture, if the next square is empty again and the one after it holds stones, you capture again. Empty, full, empty, full: you can capture several squares in a row.
oaq-l06-example = Watch 4R: after the sowing the next square is empty; see what South captures.
oaq-l06-task = Make a move that captures 2 squares in a row.
oaq-l06-hint = Look at North’s row: empty, full, empty, full. Your last stone must land just before the first empty square.

oaq-l07-title = Capturing a mandarin
oaq-l07-intro = A mandarin square is captured like a citizen square: with an empty square before it, you take the mandarin and the citizens in it. The big stone is worth 10 points, so capturing a mandarin is a very good move.
oaq-l07-example = Watch 1R: South captures square 4, then square 5 is empty, so South goes on to capture the right mandarin square: the mandarin and 5 citizens.
oaq-l07-task = Make a move that captures a mandarin.
oaq-l07-hint = Your square 1 is empty, right next to the left mandarin square. Your last stone should land in square 2.

oaq-l08-title = The young mandarin (quan non)
oaq-l08-intro = A mandarin square with few citizens (fewer than 5) is a young mandarin, quan non. It cannot be captured yet: if the square after the gap is a young mandarin, you lose your turn and capture nothing.
oaq-l08-example = Watch 3L: after the empty square comes the left mandarin square, but it is a young mandarin, so South captures nothing and loses the turn.
oaq-l08-task = Both mandarins are young. Make a move that still captures something.
oaq-l08-hint = Do not aim at the mandarin squares. Look for North’s citizen squares that hold stones, each after an empty square.

oaq-l09-title = Losing the turn
oaq-l09-intro = Your move ends when your last stone lands and the next square is a mandarin square, or two empty squares come one after the other. Then you capture nothing and it is your opponent’s turn.
oaq-l09-example = Watch 4R: the last stone lands in square 5, the next square is a mandarin square, so South stops and loses the turn.
oaq-l09-task = Here many moves lose the turn and capture nothing. Find a move that captures.
oaq-l09-hint = Count each move: after the last stone comes a mandarin square, two empty squares, or one empty square and then stones?

oaq-l10-title = Refilling and borrowing
oaq-l10-intro = If all five of your citizen squares are empty when your turn comes, you take stones from your captures and put one back in each square. If you have fewer than 5, you borrow from your opponent and pay them back later.
oaq-l10-example = Watch 3L: South captures all of North’s stones. North has only 2 captured stones, so North borrows 3 more from South to refill.
oaq-l10-task = Capture all of North’s citizens, so that North has to refill.
oaq-l10-hint = North has only two squares with stones, squares 2 and 4, each after an empty square. Capture both in a row.

oaq-l11-title = The end of the game and counting
oaq-l11-intro = The game ends when both mandarin squares have been captured. Each side collects the stones left on its own squares, then the points are counted: 10 for a mandarin, 1 for each citizen. The higher score wins.
oaq-l11-example = North has already captured the right mandarin square. Watch 4R: South captures 2 stones, but the game goes on, because the left mandarin is still there.
oaq-l11-task = Make a move that ends the game with a win for you.
oaq-l11-hint = Capture the last mandarin and the game is over. Your square 1 is empty, right next to the left mandarin square.

oaq-l12-title = A tactic: give nothing away
oaq-l12-intro = Before you move, think about what your opponent will play next. A move that captures nothing is still a good move if it leaves your opponent nothing to capture.
oaq-l12-example = Watch 2R: South captures nothing, then North plays 1L and captures South’s stones.
oaq-l12-task = Make a move after which North cannot capture anything.
oaq-l12-hint = Try each move, then look at the empty squares: after your move, can North land just before an empty square with stones after it?

oaq-l13-title = A tactic: find the best move
oaq-l13-intro = The best move is the one that leaves you the most points once your opponent has answered. Compare the moves: how much you capture, then how much your opponent captures back.
oaq-l13-example = Watch 2L: South captures 2 stones, but North answers with 3L and captures a mandarin.
oaq-l13-task = Find the best move in this position.
oaq-l13-hint = One move captures the left mandarin and many citizens, and North can take back almost nothing after it.
