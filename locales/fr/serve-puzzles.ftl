# Les erreurs des adresses de la page des problèmes (crates/serve/src/puzzles.rs), écrites par le serveur.

serve-puzzles-err-ruleset = pas de problèmes pour `{ $ruleset }` : choisissez parmi { $known }
serve-puzzles-err-id = il n'y a pas de problème { $id }
serve-puzzles-err-no-move = donnez le coup à jouer, écrit comme sur le plateau
serve-puzzles-err-request = envoyez l'identifiant d'un problème et un coup : {"{"}"id": …, "move": …{"}"}
