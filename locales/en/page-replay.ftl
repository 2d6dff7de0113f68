## The replay viewer's controls inside a move (replay.js, index.html).

# Before the buttons that hold a move and step through it stone by stone.
page-replay-in-move = Inside the move:
page-replay-step-keys = Inside a move: Space pauses or goes on, Shift+← or “,” one step back, Shift+→ or “.” one step forward.

# How the game shown ended, in the status line: why ($why, a sentence: "North resigned.") and
# the result ($headline: "South wins", "No winner", "A draw").
page-replay-ended = { $why } { $headline }.
