# The class page (crates/serve/page/class*.js): the teacher's projector view and the pupils'
# phones.

page-class-title = mancala: class
page-class-missing-title = No such class
page-class-unknown = There is no class with the code { $code }. Check the code on the teacher's screen and type it again below.
page-class-open-title = Open a class
page-class-open-intro = Pupils join from their phones with the class's code. You show the class a position or a puzzle, see how they answer, reveal the answer, pair them for games and take the results.
page-class-open = Open the class
page-class-code-label = Class code
page-class-join-at = Join at
page-class-qr =
    .alt = QR code of the class's address
page-class-count = { $present } in the class now ({ $joined } joined, at most { $size })
page-class-no-question = No question yet: show the class a position or a puzzle.
page-class-fen-label = Position string
page-class-show-position = Show to the class
page-class-show-start = The starting position
page-class-puzzle-label = Puzzle
page-class-show-puzzle = Show the puzzle
page-class-reveal = Reveal the answer
page-class-pair = Pair the pupils for games
page-class-results = End: the results
page-class-show-names = Show names (your screen only)
page-class-hide-names = Hide names
page-class-names-title = Pupils and their answers
page-class-games-title = The games
page-class-results-title = Results
page-class-download = Download (CSV)
page-class-csv-file = class-{ $code }.csv
page-class-question-title = Question { $n }: { $who } to move. Which move is best?
page-class-puzzle-title = Question { $n } (puzzle { $id }): { $who } to move. Which move wins?
page-class-answered = { $answered } of { $pupils } answered
page-class-bar = { $move }: { $count }
page-class-bar-right = { $move } ✓ right: { $count }
page-class-bar-wrong = { $move } ✗ wrong: { $count }
page-class-judging = The computer is weighing the moves: the answer shows as soon as it is done.
page-class-answer-is = The answer: { $move }
page-class-no-answer = no answer yet
page-class-answer-given = answered { $move }
page-class-answer-right = { $move } ✓ right
page-class-answer-wrong = { $move } ✗ wrong
page-class-away = away, { $said }
page-class-computer = Computer
page-class-game-board = The board of game { $room }
page-class-game-caption = { $south } – { $north }

## A pupil's phone.

page-class-join-title = Join the class
page-class-code-input = Class code
page-class-name-input = Your name
page-class-join = Join
page-class-code-digits = A class code has 6 digits: look at the teacher's screen.
page-class-name-needed = Type your name.
page-class-hello = Hello { $name }! Class { $code }
page-class-wait = Wait for the teacher's question.
page-class-your-turn = { $who } to move: which move do you choose? Touch a square on the board.
page-class-you-answered = You chose { $move }. You can change it until the teacher reveals the answer.
page-class-answer = Answer
page-class-right = Right! { $move } is a good move.
page-class-right-quality = Right! { $move }: { $quality }.
page-class-wrong = Not quite: you chose { $move }, the answer is { $answer }. Watch the move on the board.
page-class-answer-was = The answer is { $answer }.
page-class-go-to-game = Go to your game against { $name }
page-class-go-to-game-computer = Go to your game against the computer
page-class-gone = Your last class has closed (nobody was in it for a long time, or the server restarted): open a new one.
