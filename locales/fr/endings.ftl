# La fin d'une partie sur un serveur, telle que le client en terminal la dit.

end-seat = { $seat ->
    [0] Sud
    [1] Nord
   *[other] Joueur { $number }
}
end-over = Partie terminée.
end-won = { $winner } gagne, { $score }.
end-draw = Match nul, { $score }.
end-no-winner = Personne ne gagne ; le score en était à { $score }.
end-why-resigned = { $player } a abandonné.
end-why-left = { $player } a quitté la partie.
end-why-time = { $player } a dépassé son temps.
end-why-expired = La salle a été fermée avant la fin de la partie.
end-why-repetition = La même position est revenue : la partie s'arrête.
end-why-limit = La limite de coups est atteinte : la partie s'arrête inachevée.
end-why-blocked = Plus personne ne peut jouer.
end-why-mandarins-empty = Les deux cases des mandarins sont vides : chaque camp ramasse les pierres de ses propres cases.
end-why-side-empty = Un camp n'a plus de graines à jouer.
end-why-score = Un joueur a pris plus de la moitié des graines.
end-why-rules = La partie s'est terminée selon ses règles.
end-offer = Tapez `rematch` pour rejouer en échangeant les places, ou `quit` pour quitter la salle.
end-rematch-asked-you = Vous avez demandé une revanche : on attend l'accord des autres joueurs.
end-rematch-asked = { $player } demande une revanche : tapez `rematch` pour accepter.
end-rematch-ready = La revanche se joue dans la salle { $room } : vous jouez { $side }.
end-rematch-watch = La revanche se joue dans la salle { $room } : vous la regardez.
end-not-over = La partie n'est pas finie : la revanche vient après.

# Une partie enregistrée qui s'est arrêtée avant que ses règles ne la finissent, rejouée
# (`mancala replay FICHIER`).
replay-end-resigned-won = { $player } a abandonné : { $winner } gagne. Score : { $scores }.
replay-end-resigned = { $player } a abandonné : personne ne gagne. Score : { $scores }.
replay-end-time-won = { $player } a dépassé son temps : { $winner } gagne. Score : { $scores }.
replay-end-time = { $player } a dépassé son temps : personne ne gagne. Score : { $scores }.
replay-end-left = { $player } a quitté la partie, qui s'est arrêtée inachevée : personne ne gagne. Score : { $scores }.
replay-end-expired = La salle a été fermée avant la fin de la partie : personne ne gagne. Score : { $scores }.
