# Lessons: `mancala learn` and the Learn page, and the errors of lesson files.

learn-set-heading = Lessons of { $name }: { $count } lessons
learn-list-line = { $number }. { $title }
learn-lesson-heading = Lesson { $number }: { $title }
learn-example-move = Example: { $player } plays { $move }
learn-task-heading = Your turn
learn-prompt = Your move (for example { $example }; quit to stop):
learn-continue = Press Enter to go on (quit to stop).
learn-right = Right! { $move } does it.
learn-right-other = Right! { $move } does it too (the lesson's answer was { $answer }).
learn-wrong = Not quite: here is what { $move } did.
learn-try-again = Try again.
learn-hint = Hint: { $hint }
learn-lesson-done = Lesson { $number } done.
learn-all-done = You have finished the lessons. Well done!
learn-stopped = Lessons stopped. Come back with --lesson { $number }.
learn-no-set = No lessons teach { $ruleset } yet; there are lessons for { $sets }.
learn-no-lesson = There is no lesson { $number }: the lessons go from 1 to { $count }.

learn-miss-mandarin = It captured no mandarin square.
learn-miss-captured = { $got ->
    [0] It captured nothing
    [one] It captured 1 point
   *[other] It captured { $got } points
}; the task asks for at least { $wanted }.
learn-miss-chain = { $got ->
    [0] It captured no square
    [one] It captured only 1 square
   *[other] It captured { $got } squares in a row
}; the task asks for { $wanted } in a row.
learn-miss-relays = { $got ->
    [0] It never sowed on
    [one] It sowed on only once
   *[other] It sowed on { $got } times
}; the task asks for { $wanted }.
learn-miss-extra-turn = Its last seed did not fall in your store, so there is no extra turn.
learn-miss-opponent-captures = After it, { $opponent } can play { $reply } and capture { $points ->
    [one] 1 point
   *[other] { $points } points
}.
learn-miss-fed = After it, { $opponent } has { $got } seeds in their houses; the task asks for at least { $wanted }.
learn-miss-game-goes-on = The game goes on after it.
learn-miss-not-won = The game ends, but you do not win it.
learn-miss-not-best = { $better } is better: it is worth { $points ->
    [one] 1 point
   *[other] { $points } points
} more.
learn-miss-other-move = It is not the move the task asks for.

err-lesson-read = cannot read the lessons { $path }: { $why }
err-lesson-ruleset = no shipped ruleset `{ $id }`: write one of { $ids }
err-lesson-text = no message `{ $id }` in the catalogues: add it to locales/en (and vi, fr), or give the lesson its own words in a table [messages.en]
err-lesson-language = no language `{ $code }` for the lesson's messages: write one of { $codes }
err-lesson-no-steps = the lesson has no steps: add at least one [[step]]
err-lesson-no-moves = an example step needs at least one move in `moves`
err-lesson-too-many = at most { $max } steps in a lesson, and { $max } moves in an example
err-lesson-key-missing = a { $kind } step needs `{ $key }`
err-lesson-key-not-for-kind = `{ $key }` does not belong in a { $kind } step
err-lesson-game-over = the game is already over in this task's position: the learner has no move
err-lesson-goal-depth = best-move searches 1 to { $max } plies, not { $depth }
err-lesson-goal-move = `{ $move }` is not a move that can be played in this task's position
err-lesson-goal-empty = `all` needs at least one goal
err-lesson-answer-misses = the answer { $answer } does not meet the task's goal: { $miss }
err-lesson-no-wrong-move = every legal move meets this goal, so the task asks nothing: choose a position where some move misses it
err-lesson-empty = { $path } holds no lesson files (*.toml)
err-lesson-too-many-files = { $path } holds more than { $max } lesson files
