# Le mode classe de `mancala serve` : ce que le serveur dit à l'enseignant et aux élèves, et le
# tableau des résultats (CSV).

class-error = { $code ->
    [bad_message] Cette demande est illisible.
    [rate_limited] Trop de messages à la fois : attendez un instant.
    [no_such_class] Aucune classe ne porte ce code. Vérifiez le code sur l'écran de l'enseignant.
    [class_full] La classe est complète : personne d'autre ne peut entrer.
    [too_many_classes] Le serveur a déjà ouvert autant de classes qu'il le peut : réessayez plus tard.
    [name_taken] Quelqu'un de la classe porte déjà ce nom : ajoutez un nom de famille ou une lettre.
    [bad_name] Un nom compte de 1 à { $most } caractères.
    [bad_secret] Ce navigateur ne détient pas cette classe : seul l'enseignant qui l'a ouverte peut la mener.
    [bad_token] Cette place ne peut pas être reprise : entrez de nouveau dans la classe avec votre nom.
    [bad_ruleset] Impossible d'ouvrir une classe avec ces règles.
    [bad_position] Cette chaîne de position n'est pas une position des règles de la classe où il reste un coup à jouer.
    [no_such_puzzle] Les règles de la classe n'ont pas ce problème.
    [bad_move] Ce coup ne peut pas être joué dans cette position.
    [no_question] Il n'y a pas encore de question.
    [revealed] La réponse a été montrée : les réponses sont closes.
    [not_teacher] Seul l'enseignant peut faire cela.
    [not_pupil] Seuls les élèves répondent.
    [already_in_class] Cette page est déjà dans une classe.
    [too_many_questions] La classe a déjà eu trop de questions.
    [cannot_pair] Personne à mettre en paire : il faut au moins un élève dans la classe.
   *[other] La demande a été refusée.
}

# L'ordinateur qui joue contre l'élève sans partenaire.
class-computer = Ordinateur
# Le nom de la salle d'une paire.
class-room-name = Classe { $code } : { $south } – { $north }

## Le tableau des résultats (CSV) : les titres des colonnes, puis les lignes.

class-csv-pupil = Élève
class-csv-item = Question / partie
class-csv-position = Position
class-csv-answer = Réponse
class-csv-result = Résultat
class-csv-note = Remarque
class-csv-question = Question { $n }
class-csv-puzzle = Question { $n } (problème { $id })
class-csv-game = Partie { $room }
class-csv-right = Juste
class-csv-wrong = Faux
class-csv-unjudged = Non jugée
class-csv-no-answer = Pas de réponse
class-csv-against = Contre { $name }
class-csv-against-computer = Contre l'ordinateur
class-csv-game-result = { $result ->
    [won] Gagnée
    [lost] Perdue
    [draw] Nulle
   *[unfinished] Inachevée
}
