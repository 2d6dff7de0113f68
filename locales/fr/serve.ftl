# `mancala serve` : ce que le serveur dit aux personnes (erreurs, valeur d'un conseil).

serve-error = { $code ->
    [bad_message] Ce message n'a pas pu être lu.
    [too_large] Ce message est trop long.
    [rate_limited] Trop de messages à la fois : attendez un instant.
    [bad_value] Une valeur sort de ses limites.
    [no_such_room] Cette salle n'existe pas.
    [too_many_rooms] Le serveur a déjà autant de salles qu'il peut.
    [room_full] La salle est pleine.
    [bad_ruleset] Ces règles ne peuvent pas être utilisées.
    [bad_seat] Ce joueur ordinateur n'existe pas.
    [seat_taken] Cette place est prise.
    [bad_token] Cette place ne peut pas être reprise d'ici.
    [not_in_room] Vous n'êtes dans aucune salle.
    [already_in_room] Vous êtes déjà dans une salle : quittez-la d'abord.
    [not_a_player] Seul un joueur peut faire cela.
    [not_your_turn] Ce n'est pas votre tour.
    [bad_position] Ce n'est pas une position de ce jeu.
    [bad_move] Ce n'est pas un coup.
    [illegal_move] Ce coup ne peut pas être joué maintenant.
    [game_over] La partie est terminée.
    [nothing_to_undo] Il n'y a aucun coup à reprendre.
    [unavailable] Le serveur ne peut pas le faire maintenant : réessayez dans un instant.
    [waiting] Une place est libre : la partie attend un joueur.
   *[other] C'est refusé.
}
serve-unknown-language = Il n'y a pas de langue « { $given } » : les langues sont { $languages }.

## La valeur d'un conseil pour le joueur qui a le trait.

serve-hint-points = { $points ->
    [0] égalité de points
   *[other] { $lead } points
}
serve-hint-forced = { $won ->
    [yes] { $by ->
        [0] un gain forcé en { $plies } coups au plus
       *[other] un gain forcé d'au moins { $by } en { $plies } coups au plus
    }
   *[no] { $by ->
        [0] une perte forcée en { $plies } coups au plus
       *[other] une perte forcée d'au moins { $by } en { $plies } coups au plus
    }
}
serve-hint-exact = { $outcome ->
    [win] gagne de { $margin } en jouant parfaitement
    [loss] perd de { $margin } en jouant parfaitement
   *[draw] fait match nul en jouant parfaitement
}
