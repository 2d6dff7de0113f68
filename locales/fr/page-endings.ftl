# La page web à la fin d'une partie (crates/serve/page/ending.js), sa liste des coups
# (movelist.js) et les noms des salles.

## Le résultat : qui gagne, le score, pourquoi.

page-result-winner = { $who } gagne
page-result-draw = Match nul
page-result-no-winner = Pas de gagnant
page-result-score = Score { $score }.
page-result-line = { $score } { $why }
page-why-resigned = { $who } a abandonné.
page-why-left = { $who } a quitté la partie.
page-why-time = { $who } a dépassé son temps.
page-why-expired = La salle a été fermée avant la fin de la partie.
page-why-repetition = La même position est revenue.
page-why-limit = La limite de coups est atteinte : la partie s'arrête inachevée.
page-why-blocked = Plus personne ne peut jouer.
page-why-mandarins-empty = Les deux cases des mandarins sont vides : chaque camp ramasse les pierres de ses propres cases.
page-why-side-empty = Un camp n'a plus de graines à jouer.
page-why-score = Un joueur a pris plus de la moitié des graines.
page-why-rules = La partie s'est terminée selon ses règles.

## Après la partie.

page-rematch = Revanche (places échangées)
page-new-game-same-rules = Nouvelle partie, mêmes règles
page-rematch-waiting = Vous avez demandé une revanche : on attend l'accord des autres.
page-rematch-asked = { $who } demande une revanche.

## La liste des coups.

page-moves-title = Coups
page-move-entry = { $number }. { $move }
page-viewing-move = Le plateau après le coup { $ply } sur { $plies }.
page-back-to-game = Revenir à la partie

## Les noms des salles.

page-room-name = Nom de la salle
page-room-name-input =
    .placeholder = facultatif, affiché dans le salon
page-named-room-line = { $name } — { $line }
page-named-room-title = { $name } (salle { $room }) : { $ruleset }
