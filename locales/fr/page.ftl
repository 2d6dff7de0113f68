# La page web de `mancala serve` : tous les mots qu'elle montre.

## La page : son titre, ses vues et ses langues.

page-title = mancala
page-views =
    .aria-label = vues
page-nav-lobby = Salon
page-nav-replay = Revoir une partie
page-language-label = Langue
page-language-name = { $code ->
    [vi] Tiếng Việt
    [fr] Français
   *[en] English
}
page-unknown-language = Il n'y a pas de langue « { $given } » ici : la page est en anglais. Les langues sont { $languages }.
page-connecting = connexion…
page-connected = connecté
page-reconnecting = connexion perdue : nouvel essai…
page-rulesets-unread = les règles n'ont pas pu être lues : { $error }

## Les places.

page-seat = { $players ->
    [2] { $seat ->
        [0] Sud
       *[1] Nord
    }
   *[other] Joueur { $seat }
}
page-named-seat = { $name } ({ $seat })

## Le salon.

page-lobby-title = Salon
page-rooms-title = Les salles
page-no-rooms = Aucune salle pour l'instant : lancez une partie.
page-your-name = Votre nom
page-your-name-input =
    .placeholder = le nom que les autres voient
page-new-game-title = Une nouvelle partie
page-ruleset-label = Règles
page-ruleset-file-label = …ou votre propre fichier de règles
page-first-label = Qui commence
page-create = Lancer la partie
page-rules-title = Les règles
page-ruleset-option = { $name } ({ $id })
page-seats-legend = Les places
page-person = une personne
page-computer = ordinateur : { $level }
page-level = { $level ->
    [random] au hasard
    [greedy] glouton
    [easy] facile
    [medium] moyen
    [hard] difficile
    [max] le plus fort
   *[other] { $level }
}
page-drawn-at-random = tiré au sort
page-ruleset-too-big = { $file } fait { $size } octets : un fichier de règles en fait au plus 60000
page-file-refused = { $file } : { $why }
page-using-ruleset = Règles de { $file } : { $name } ({ $id }).
page-free-seat = libre
page-room-seat = { $computer ->
    [yes] { $name } (ordinateur)
   *[no] { $name }
}
page-room-status = { $status ->
    [waiting] en attente de joueurs
    [over] terminée
   *[playing] en cours
}
page-room-line = { $room } : { $ruleset }, { $status }, { $plies ->
    [one] { $plies } coup
   *[other] { $plies } coups
} ({ $seats })
page-sit-as = Jouer { $seat }
page-take-seat-back = Reprendre votre place ({ $seat })
page-watch = Regarder
page-watch-room = regarder la salle { $room }
page-replay = Revoir
page-replay-room = revoir la salle { $room }

## Le plateau.

page-board-undrawn = le plateau n'a pas pu être dessiné : { $why }
page-pit-name = trou { $label }
page-special = { $count ->
    [one] { $count } spéciale
   *[other] { $count } spéciales
}
page-black = { $count ->
    [one] { $count } noire
   *[other] { $count } noires
}
page-pit-label = { $name } : { $count }
page-pit-label-kinds = { $name } : { $count } ({ $kinds })
page-legal-moves = Coups possibles : { $moves }
page-play-move = Jouer { $move }
page-cancel = Annuler
page-fullscreen = Plein écran
page-fullscreen-exit = Quitter le plein écran

## La salle.

page-room-heading = Salle
page-room-title = Salle { $room } : { $ruleset }
page-room-unknown = Il n'y a pas de salle « { $room } » sur ce serveur (elle a peut-être été fermée).
page-back-to-lobby = Retour au salon
page-move-label = Coup
page-play = Jouer
page-hint = Conseil
page-take-back = Reprendre le coup
page-resign = Abandonner
page-leave = Quitter la salle
page-download-record = Télécharger la partie
page-speed-label = Vitesse de l'animation
page-speed-note = 0 montre les coups d'un seul coup
page-skip = Passer l'animation
page-agree = Accepter
page-refuse = Refuser
page-step-by-step = Le coup, pas à pas
page-chat-title = Discussion
page-say = Message
page-send = Envoyer
page-room-rules = Les règles de cette salle
page-projector-link = Vue pour projecteur
page-confirm-resign = Abandonner cette partie ?
page-undo-waiting = Reprise demandée : on attend les autres.
page-undo-asked = { $who } demande à reprendre des coups.
page-undo-refused = { $who } refuse de reprendre des coups.
page-hint-exact = Conseil (calcul exact) : { $move } ; { $value }.
page-hint-search = Conseil (alpha-bêta, jusqu'à { $depth } coups d'avance ou { $seconds } s) : { $move }, qui vaut { $value }.
page-chat-from = { $from } ({ $seat })
page-chat-line = { $who } : { $text }
page-computer-seat = ordinateur ({ $name })
page-seat-away = { $name } (absent)
page-seat-you = { $name } (vous)
page-seat-line = { $seat } : { $who }
page-sit-here = Prendre cette place
page-watching = { $count ->
    [one] { $count } spectateur
   *[other] { $count } spectateurs
}
page-game-over = La partie est terminée.
page-your-move = À vous de jouer ({ $seat }).
page-to-move = Au tour de { $who }.
page-status = { $line } Score : { $scores }. Coup { $ply }.
page-score = { $who } { $score }
page-resigned = { $who } abandonne.
page-left = { $who } est parti : la partie s'arrête sans vainqueur.
page-plays = { $who } joue { $move }…
page-played = { $who } a joué { $move }.
page-no-move-yet = Aucun coup pour l'instant.

## La vue pour projecteur (`/rooms/ID/board`).

page-projector-join = Scannez pour regarder ou jouer sur un téléphone
page-projector-qr =
    .alt = QR code du lien de la salle

## Revoir une partie.

page-replay-title = Revoir une partie
page-record-file = Un fichier de partie (.json)
page-replay-keys = Flèches : → coup suivant (animé), ← coup précédent, Début le départ, Fin la fin.
page-replay-first = Début
page-replay-prev =
    .aria-label = coup précédent
page-replay-next =
    .aria-label = coup suivant
page-replay-last = Fin
page-replay-rules = Les règles
page-record-too-big = { $file } fait { $size } octets : la visionneuse lit des parties d'au plus 1 Mio
page-replay-where = Coup { $ply } sur { $plies }.
page-replay-status = { $name } : { $where } { $who } Score : { $scores }.
