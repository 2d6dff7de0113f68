# Class mode of `mancala serve`: what the server tells the teacher and the pupils, and the
# results table (CSV).

class-error = { $code ->
    [bad_message] This request could not be read.
    [rate_limited] Too much at once: wait a moment.
    [no_such_class] There is no class with this code. Check the code on the teacher's screen.
    [class_full] The class is full: nobody more can join.
    [too_many_classes] The server has as many classes open as it may: try again later.
    [name_taken] Someone in the class already has this name: add a surname or a letter.
    [bad_name] A name has 1 to { $most } characters.
    [bad_secret] This browser does not hold this class: only the teacher who opened it can run it.
    [bad_token] This place cannot be taken back: join the class again with your name.
    [bad_ruleset] A class cannot be opened with this ruleset.
    [bad_position] This position string is not a position of the class's ruleset with a move left to play.
    [no_such_puzzle] There is no such puzzle for the class's ruleset.
    [bad_move] This move cannot be played in this position.
    [no_question] There is no question yet.
    [revealed] The answer has been shown: answers are closed.
    [not_teacher] Only the teacher can do that.
    [not_pupil] Only pupils answer.
    [already_in_class] This page is in a class already.
    [too_many_questions] The class has had too many questions.
    [cannot_pair] Nobody to pair yet: at least one pupil must be in the class.
   *[other] The request was refused.
}

# The computer player of the odd one out.
class-computer = Computer
# The name of a pair's room.
class-room-name = Class { $code }: { $south } – { $north }

## The results table (CSV): the columns' headings, then the lines.

class-csv-pupil = Pupil
class-csv-item = Question / game
class-csv-position = Position
class-csv-answer = Answer
class-csv-result = Result
class-csv-note = Note
class-csv-question = Question { $n }
class-csv-puzzle = Question { $n } (puzzle { $id })
class-csv-game = Game { $room }
class-csv-right = Right
class-csv-wrong = Wrong
class-csv-unjudged = Not judged
class-csv-no-answer = No answer
class-csv-against = Against { $name }
class-csv-against-computer = Against the computer
class-csv-game-result = { $result ->
    [won] Won
    [lost] Lost
    [draw] Draw
   *[unfinished] Unfinished
}
