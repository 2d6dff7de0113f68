## Les boutons du visionneur de parties à l'intérieur d'un coup (replay.js, index.html).

page-replay-in-move = Dans le coup :
page-replay-step-keys = Dans un coup : Espace met en pause ou reprend, Maj+← ou « , » recule d'une étape, Maj+→ ou « . » avance d'une étape.

page-replay-ended = { $why } { $headline }.
