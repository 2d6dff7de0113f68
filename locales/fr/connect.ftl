# Le client en terminal d’une salle sur un serveur (`mancala play --connect URL`).

con-seated = Vous êtes à la place { $seat } de la salle { $room }. Pour revenir après une coupure : { $command }
con-back = Vous êtes de retour à la place { $seat } de la salle { $room }.
con-watching = Vous regardez la salle { $room }.
con-heading = { $name } ({ $id }), { $plies ->
    [one] { $plies } coup joué
   *[other] { $plies } coups joués
}
con-waiting-seat = en attente d’un joueur à la place de { $player }...
con-waiting = en attente de { $player }...
con-undo-asked = { $player } demande à reprendre des coups : tapez `undo` pour accepter
con-undo-declined = la demande de reprendre des coups a été refusée
con-reloading = (la partie a changé : on la recharge)
con-unreadable = un message du serveur que ce client (protocole { $protocol }) ne sait pas lire : « { $error } »
con-seats = Places : { $seats }
con-seat = { $side } : { $who }
con-seat-free = libre
con-seat-you = vous
con-seat-person = une personne
con-seat-away = { $name } (absent)
con-seat-computer = ordinateur ({ $name })
con-left = vous avez quitté la salle
con-room-made = salle { $room } créée ; les autres la rejoignent avec : { $command }
con-input-ended = fin de l’entrée ; votre place vous est gardée le temps de grâce de la salle (revenez avec --seat { $seat } et votre jeton)
