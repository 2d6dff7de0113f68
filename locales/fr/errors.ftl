# Les erreurs de la ligne de commande : fichiers illisibles, fichiers de règles et parties
# enregistrées erronés, joueurs mal écrits. Les clés, valeurs et identifiants des fichiers restent
# tels quels, entre `…`.

## Listes et fichiers

err-or-list = { $init } ou { $last }
err-io-not-found = ce fichier ou ce dossier n’existe pas
err-io-permission = la lecture n’en est pas permise
err-io-not-regular = ce n’est pas un fichier ordinaire
err-io-not-utf8 = ce n’est pas du texte UTF-8
err-io-too-big = il dépasse les { $max } octets permis
err-io-other = le système répond : « { $detail } »

## Fichiers de règles (et options d’une partie enregistrée)

err-record-options-file = les options de la partie enregistrée
err-config-at = fichier `{ $file }`, ligne { $line }, colonne { $column } : { $message }
err-config-reader = le fichier `{ $file }` ne se lit pas à la ligne { $line }, colonne { $column } : « { $detail } »
err-config-missing-key = il manque la clé `{ $key }`
err-config-unknown-key-none = clé `{ $key }` inconnue : aucune clé n’a sa place ici
err-config-unknown-key = clé `{ $key }` inconnue ici ; les clés possibles : { $keys }
err-config-unknown-value = valeur `{ $value }` inconnue ; écrivez { $values }
err-config-range = la valeur doit aller de { $low } à { $high }, et c’est { $value }
err-config-positive = la valeur doit être un entier positif, et c’est { $value }
err-config-too-large = { $value } est un nombre bien trop grand
err-config-first-player = il faut le numéro d’un joueur ou `"random"` (au hasard), et c’est { $value }
err-config-wrong-type = la valeur est { $found }, alors qu’il faut { $wanted }
err-kind-integer = un entier
err-kind-float = un nombre à virgule
err-kind-boolean = un booléen
err-kind-string = une chaîne de caractères
err-kind-array = une liste
err-kind-table = une table
err-want-integer-range = un entier de { $low } à { $high }
err-want-string = une chaîne de caractères entre guillemets
err-want-boolean = `true` (vrai) ou `false` (faux)
err-want-positive = un entier positif
err-want-player = le numéro d’un joueur (0, 1, …) ou `"random"` (au hasard)
err-want-array = une liste
err-want-integer = un entier
err-want-table = une table
err-config-excluded = la clé `{ $key }` n’a pas lieu d’être avec `{ $setting }` ; retirez-la ou changez ce réglage
err-config-id-not-file-name = l’identifiant `{ $id }` doit être le nom du fichier, `{ $stem }`
err-config-missing-game = il manque la clé `game` : écrivez l’un des jeux { $games }
err-config-unknown-game = jeu `{ $game }` inconnu ; écrivez l’un des jeux { $games }
err-config-id-shipped = l’identifiant `{ $id }` est celui d’un jeu de règles fourni ; donnez à votre variante son propre identifiant (et son propre nom de fichier)
err-config-first-player-two = `first-player` doit valoir 0, 1 ou `"random"` (au hasard) dans une partie à deux joueurs, et c’est { $player }
err-config-oaq-sell-mandarin = `on-shortfall = "sell-mandarin"` (vendre le mandarin) demande de grosses pierres à vendre ; cela n’a pas lieu d’être avec `mandarin.start = "small-stones"` (le mandarin fait de petites pierres)
err-config-oaq-big-stones-captured = `condition = "big-stones-captured"` (les grosses pierres prises) demande de grosses pierres ; cela n’a pas lieu d’être avec `mandarin.start = "small-stones"` (le mandarin fait de petites pierres)
err-config-aw-no-special-seeds = la clé `{ $key }` n’a pas lieu d’être avec `special-seed.per-player = 0` (pas de graine spéciale) ; retirez-la ou écrivez `per-player = 1`
err-config-first-player-of = `first-player` doit être un joueur de cette partie à { $players } joueurs (de 0 à { $last }) ou `"random"` (au hasard), et c’est { $player }
err-config-sungka-burnt-players = `mode = "burnt-houses"` (trous brûlés) se joue à deux ; cela n’a pas lieu d’être avec `players = { $players }`
err-config-sungka-burnt-end = `mode = "burnt-houses"` (trous brûlés) demande `end.condition = "all-houses-empty"` ; cela n’a pas lieu d’être avec `"one-side-empty"`

## Les jeux de règles par leur nom

err-ruleset-unknown = aucun jeu de règles `{ $name }` ; les jeux de règles fournis sont `{ $ids }` ; sinon, donnez le chemin d’un fichier `.toml`
err-ruleset-unknown-close = aucun jeu de règles `{ $name }` (vouliez-vous dire { $close } ?) ; les jeux de règles fournis sont `{ $ids }` ; sinon, donnez le chemin d’un fichier `.toml`
err-ruleset-no-file = aucun fichier de règles `{ $name }` ; les jeux de règles fournis sont `{ $ids }` ; sinon, donnez le chemin d’un fichier `.toml`
err-ruleset-no-file-close = aucun fichier de règles `{ $name }` (vouliez-vous dire { $close } ?) ; les jeux de règles fournis sont `{ $ids }` ; sinon, donnez le chemin d’un fichier `.toml`
err-ruleset-read = impossible de lire le fichier `{ $path }` : { $why }
err-ruleset-invalid-id = `{ $id }` n’est pas un identifiant de jeu de règles valable : l’identifiant est le nom du fichier sans `.toml`, en minuscules sans accents et en chiffres, les mots reliés par un seul tiret (comme `ma-variante`)
err-ruleset-setting = `--set { $setting }` : { $why } ; écrivez CLÉ=VALEUR, la clé comme dans le fichier de règles, par exemple `board.seeds-per-house=3`
err-ruleset-shipped-id = `{ $id }` est l’identifiant d’un jeu de règles fourni ; donnez à votre variante son propre identifiant (et son propre nom de fichier), comme `{ $id }-a-moi`
err-setting-no-equals = il manque un `=` entre la clé et la valeur
err-setting-no-value = il manque la valeur
err-setting-empty-key = une clé est vide
err-setting-not-a-table = `{ $key }` est une valeur, pas une table
err-setting-a-table = `{ $key }` est une table ; réglez l’une de ses clés

## Parties enregistrées

err-record-read = impossible de lire le fichier `{ $path }` : { $why }
err-record-not-json = ce n’est pas une partie enregistrée : le contenu JSON s’interrompt ou se brise à la ligne { $line }, colonne { $column }
err-record-shape = ce n’est pas une partie enregistrée : « { $detail } »
err-record-format = ce n’est pas une partie enregistrée : `format` vaut `{ $format }` au lieu de `{ $expected }`
err-record-no-format = ce n’est pas une partie enregistrée : il n’y a pas de clé `"format": "{ $expected }"`
err-record-in-file = `{ $path }` : { $error }
err-record-version = cette version { $version } de partie enregistrée n’est pas prise en charge ; ce programme lit la version { $supported }
err-record-options = les options de la partie enregistrée ne forment pas un jeu de règles valable : { $error }
err-record-first-player = `first_player` { $player } n’est pas un joueur de cette partie
err-record-move = le coup { $number } (`{ $move }`) ne se rejoue pas : { $why }
err-record-in-progress = une partie encore en cours
err-record-outcome-seat = une issue qui doit nommer la place du joueur
err-record-outcome = l’issue enregistrée, `{ $recorded }`, ne correspond pas à celle des coups rejoués : { $replayed }
err-record-options-differ = attention : les options de la partie enregistrée diffèrent du jeu de règles fourni `{ $ruleset }` ; ce sont celles de la partie qui comptent

## Joueurs

err-seat-unknown = joueur `{ $seat }` inconnu ; choisissez parmi : `human` (une personne), `random` (l’ordinateur au hasard), `greedy` (l’ordinateur qui prend le plus tout de suite), `easy`, `medium`, `hard`, `max` (l’ordinateur facile, moyen, difficile, le plus fort), `alphabeta:PROFONDEUR`, `alphabeta:DURÉE` (par exemple `500ms`, `2s`), `alphabeta:PROFONDEUR@DURÉE`, chacun de ces joueurs `alpha-beta` sur N fils d’exécution avec `/Nt` (par exemple `hard/2t`, `alphabeta:500ms/2t`), `alphabeta-lead:PROFONDEUR`, `alphabeta-lead:DURÉE` ou `alphabeta-lead:PROFONDEUR@DURÉE` (sur la seule avance aux points), `mcts:ITÉRATIONS`, `mcts:DURÉE`, `mcts:ITÉRATIONS@DURÉE`, `perfect`, `perfect:DURÉE`, `anti-mcts`, `anti-mcts:DURÉE`, `engine:COMMANDE`, `engine:COMMANDE@BUDGET` (une PROFONDEUR, une DURÉE ou PROFONDEUR@DURÉE)
err-seat-depth = joueur `{ $seat }` : la profondeur doit aller de 1 à { $max }, et c’est { $value }
err-seat-iterations = joueur `{ $seat }` : le nombre d’itérations doit aller de 1 à { $max }, et c’est { $value }
err-seat-time = joueur `{ $seat }` : la durée doit aller de 1 milliseconde à { $max } secondes (dix minutes), et c’est { $value } millisecondes
err-seat-other = joueur `{ $seat }` : « { $detail } »
err-seat-engine = joueur `{ $seat }` : la commande du programme ne se lit pas : « { $detail } »
err-seat-perfect-depth = joueur `{ $seat }` : un joueur parfait ne reçoit qu’une durée, comme `perfect:30s` ou `perfect:500ms` (il calcule jusqu’à la fin de la partie, sans profondeur fixe)
err-seat-cannot-solve = le joueur `{ $seat }` ne peut pas jouer `{ $ruleset }` : { $why }
err-solve-players = le solveur ne joue que les parties à deux joueurs ; ce jeu de règles en a { $players }
err-solve-not-by-points = ce jeu de règles ne se gagne pas aux points

## Les valeurs de la ligne de commande

err-cli-directory = `{ $flag } { $dir }` : impossible de créer ce dossier ou de s’en servir ({ $why })
err-cli-view-seat = écrivez `south` (Sud), `north` (Nord) ou le numéro d’un joueur de 0 à { $last }, et non `{ $given }`
err-cli-seat-assignment = écrivez PLACE=JOUEUR, comme `2=random`, ou un numéro de place, et non `{ $given }`
err-cli-seat-number = `{ $given }` n’est pas un numéro de place (0, 1, 2, …)
err-cli-first = écrivez `south` (Sud), `north` (Nord), le numéro d’un joueur ou `random` (au hasard), et non `{ $given }`
err-cli-write = impossible d’écrire le fichier `{ $path }` : { $why }
err-cli-io = erreur de lecture ou d’écriture : { $why }
err-cli-threads = `{ $flag } { $threads }` : donnez de 1 à { $max } fils d’exécution (quatre par cœur ; cette machine a { $cores } cœurs)
err-cli-within = `{ $flag } { $value }` : donnez un nombre de { $low } à { $high }
err-cli-bench-seconds = `--seconds { $seconds }` : donnez un nombre de secondes supérieur à 0 et d’au plus { $max } (un jour)
err-play-load-ruleset = la partie enregistrée `{ $path }` se joue selon `{ $saved }`, pas selon `{ $asked }` ; n’indiquez pas de jeu de règles pour la reprendre
err-play-load-first = `--first { $first }` : une partie reprise garde son premier joueur ({ $player }) ; retirez `--first`
err-play-load-seed = `--seed { $asked }` : la partie enregistrée a été jouée avec la graine aléatoire { $saved } ; retirez `--seed` pour la reprendre
err-play-load-seats = attention : les joueurs de la partie enregistrée (`{ $seats }`) sont inconnus de ce programme ; les joueurs par défaut les remplacent
err-play-seat-range = `--seat { $seat }={ $player }` : cette partie a les places 0 à { $last }
err-play-seat-twice = `--seat { $seat }={ $player }` : la place { $seat } est déjà donnée par { $earlier ->
        [south] `--south`
        [north] `--north`
       *[seat] un autre `--seat`
    } ; donnez chaque place une seule fois
err-play-hint-time = `--hint-time { $given }` : donnez une durée de 1 milliseconde à 600 secondes, comme `500ms` ou `5s`
err-rules-check-failed = { $failed ->
        [one] { $failed } fichier de règles sur { $files } a un problème
       *[other] { $failed } fichiers de règles sur { $files } ont un problème
    }
err-rules-new-extension = `{ $file }` : le nom d’un fichier de règles finit par `.toml` (ce qui précède est l’identifiant du jeu de règles), comme `ma-variante.toml`
err-rules-new-not-a-file = `{ $file }` est { $what ->
        [directory] un dossier
        [link] un lien symbolique
       *[other] autre chose qu’un fichier ordinaire
    } ; `rules new` n’écrit que des fichiers ordinaires : choisissez un autre nom de fichier
err-rules-new-exists = `{ $file }` existe déjà ; choisissez un autre nom de fichier, ou `--force` pour le remplacer
err-rules-new-id = `{ $file }` : { $error }
err-rules-new-no-directory = impossible d’écrire le fichier `{ $file }` : il n’y a pas de dossier `{ $dir }`

## solve
err-solve-side = écrivez `south` (Sud) ou `north` (Nord), et non `{ $given }`
err-solve-against-mcts = `--against-mcts { $given }` : donnez de 1 à { $max } itérations
err-solve-samples = `--samples { $given }` : donnez de 1 à { $max } recherches
err-solve-time-limit = `--time-limit { $given }` : donnez de 0,001 à { $max } secondes
err-solve-database = `--database { $given }` : donnez de 0 à { $max } graines
err-solve-unsolved = non résolu dans le temps de `--time-limit { $limit }`

## render, compare, merge, tournament

err-render-width = `--width { $width }` : donnez de { $low } à { $high } pixels
err-render-seat = `--seat { $seat }` : cette partie a les joueurs 0 à { $last }
err-render-svg-file = `--svg { $dir }` : c’est un fichier, pas un dossier ; donnez un dossier pour les images (il est créé s’il manque)
err-compare-opening = écrivez un nombre de coups d’ouverture de 0 (aucun) à { $max }, ou `auto`, et non `{ $given }`
err-compare-human = `human` (une personne) ne peut pas jouer dans une comparaison ; choisissez des joueurs de l’ordinateur
err-merge-read = impossible de lire le fichier `{ $path }` : { $why }
err-tournament-agents = `--agents` : { $count } joueurs ; un tournoi en prend de 2 à { $max }

## play --connect
err-connect-url = `--connect { $url }` : écrivez http://HÔTE:PORT (une nouvelle salle) ou http://HÔTE:PORT/rooms/ID (ws:// marche aussi)
err-connect-cannot = impossible de se connecter à `{ $socket }` : « { $detail } »
err-connect-closed = le serveur a fermé la connexion
err-connect-failed = la connexion a échoué : « { $detail } »
err-connect-lost = la connexion a échoué

## Les erreurs de clap sur les options et les commandes, dites par nous dans les autres langues
## (l’anglais garde les mots de clap).

err-clap-invalid-value = valeur `{ $value }` refusée pour `{ $arg }` : { $reason }
err-clap-possible-values = `{ $value }` n’est pas une valeur de `{ $arg }` : donnez { $values }
err-clap-unknown-argument = il n’y a pas d’option `{ $arg }`
err-clap-unknown-argument-suggest = il n’y a pas d’option `{ $arg }` ; vouliez-vous dire { $suggestions } ?
err-clap-unknown-command = il n’y a pas de commande `{ $command }`
err-clap-unknown-command-suggest = il n’y a pas de commande `{ $command }` ; vouliez-vous dire { $suggestions } ?
err-clap-missing = il faut donner { $args }
err-clap-conflict = `{ $arg }` ne peut pas être donné avec `{ $other }`
err-clap-more = Pour en savoir plus, essayez `--help` (en anglais).
