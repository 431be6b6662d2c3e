### Divided Loyalties — français. Termes : GLOSSARY.md (pierre, pont, région, cellule-point,
### rangée, manche, réserve, tour ; couleurs bleu, jaune, rouge, vert, orange, violet).
### Vouvoiement, comme la fiche de règles. Espaces insécables avant : ; ? ! et dans « ».

## Names

-game-name = Divided Loyalties
player-name = { $player ->
    [blue] Bleu
   *[yellow] Jaune
  }
color-name = { $color ->
    [blue] Bleu
    [yellow] Jaune
    [red] Rouge
    [green] Vert
    [orange] Orange
   *[purple] Violet
  }
cell-position = colonne { $column }, ligne { $row }

## Status line

status-place-stone = { player-name } : posez une pierre.
status-bridge-or-end-turn = { player-name } : touchez deux fois deux pierres pour former un pont, ou terminez le tour.
status-bridge-or-end-turn-keyboard = { player-name } : appuyez sur entrée sur deux pierres pour former un pont, ou terminez le tour.
status-ring-other-end = Touchez deux fois la pierre à l'autre extrémité du pont.
status-ring-other-end-keyboard = Appuyez sur entrée sur la pierre à l'autre extrémité du pont.
status-double-tap-to-ring = Touchez deux fois une pierre pour la marquer comme extrémité d'un pont.
status-double-tap-to-ring-keyboard = Appuyez sur entrée sur une pierre pour la marquer comme extrémité d'un pont.
status-no-stone-to-ring = Seules les pierres peuvent être marquées.
status-select-color-first = Choisissez d'abord une couleur.
status-bridge-formed = { $cut ->
    [0] { $kind ->
        [blue] Un pont bleu est formé.
        [yellow] Un pont jaune est formé.
       *[red] Un pont rouge est formé.
    }
    [one] Un pont rouge est formé et coupe un pont.
   *[other] Un pont rouge est formé et coupe { $cut } ponts.
  }
status-confirm-dot-stone-return = La pierre sur la cellule-point ({ cell-position }) n'est dans aucun pont et retourne dans la réserve. Terminer le tour quand même ?
status-passed = { $reason ->
    [no_stones_left] { player-name } n'a plus de pierres et passe.
   *[no_legal_placement] { player-name } ne peut poser aucune pierre et passe.
  }
status-undone = Annulé.
status-computer-thinking = { player-name } (ordinateur) réfléchit…
status-game-over-result = { $winner ->
    [blue] Fin de la partie : Bleu gagne.
    [yellow] Fin de la partie : Jaune gagne.
   *[draw] Fin de la partie : égalité.
  }

## Refusals (R4–R8, R11)

refusal-game-over = La partie est terminée.
refusal-outside-grid = La case ({ cell-position }) est hors du plateau.
refusal-already-placed = Vous avez déjà posé une pierre ce tour-ci.
refusal-cell-occupied = Il y a déjà une pierre en { cell-position }.
refusal-not-playable = Aucune pierre ne peut aller sur la case vide ({ cell-position }).
refusal-color-not-in-supply = { $color ->
    [blue] Il ne vous reste aucune pierre bleue.
    [yellow] Il ne vous reste aucune pierre jaune.
    [red] Il ne vous reste aucune pierre rouge.
    [green] Il ne vous reste aucune pierre verte.
    [orange] Il ne vous reste aucune pierre orange.
   *[purple] Il ne vous reste aucune pierre violette.
  }
refusal-dot-without-bridge = Avec cette couleur, aucun pont ne pourrait passer par la cellule-point ({ cell-position }).
refusal-no-stone-placed = Posez d'abord une pierre.
refusal-not-in-line = Les deux extrémités ne sont pas sur une même ligne droite.
refusal-wrong-length = Un pont relie exactement 3 ou 4 pierres alignées.
refusal-empty-cell-in-row = Il manque une pierre à la rangée en { cell-position }.
refusal-equal-neighbours = Deux pierres voisines ont la même couleur.
refusal-not-loyal = Les couleurs ne sont ni toutes dans votre groupe ni toutes dans Rouge +.
refusal-missing-turn-stone = Un pont doit contenir la pierre posée ce tour-ci.
refusal-shares-two-stones = Les ponts ne se prolongent pas et ne se construisent pas deux fois sur les mêmes pierres.
refusal-crosses-bridge = Ce pont traverserait un pont existant.
refusal-red-crosses-red-or-cut = Un pont rouge ne peut pas traverser un pont rouge ni un pont coupé.
refusal-nothing-to-undo = Il n'y a rien à annuler.
refusal-agreement-after-placing = La partie ne peut se terminer d'un commun accord qu'avant la pose de la pierre du tour.
refusal-computer-to-move = C'est à l'ordinateur de jouer : attendez son tour.
refusal-agreement-with-computer = Contre l'ordinateur, la partie ne se termine pas d'un commun accord : jouez-la jusqu'au bout ou commencez-en une nouvelle.
refusal-stale-computer-turn = La partie a changé pendant que l'ordinateur réfléchissait.

## Events, for announcements (TalkBack, VoiceOver)

event-stone-placed = { $color ->
    [blue] Pierre bleue
    [yellow] Pierre jaune
    [red] Pierre rouge
    [green] Pierre verte
    [orange] Pierre orange
   *[purple] Pierre violette
  } en { cell-position }.
event-bridge-formed = { $kind ->
    [blue] Pont bleu formé.
    [yellow] Pont jaune formé.
   *[red] Pont rouge formé.
  }
event-bridges-cut = { $count ->
    [one] Un pont est coupé.
   *[other] { $count } ponts sont coupés.
  }
event-stone-returned = La pierre sur la cellule-point ({ cell-position }) retourne dans la réserve.
event-set-received = { player-name } commence la manche { $set } avec de nouvelles pierres.
event-turn-started = Au tour de { player-name }.
event-undone = { $action ->
    [place] Annulé : la pierre en { cell-position }.
    [bridge] Annulé : le pont.
    [end_turn] Annulé : la fin du tour.
   *[agree_end] Annulé : la fin d'un commun accord.
  }

## Pass reasons (R4.4), end reasons (R8) and results (R7)

pass-reason-no-stones-left = plus de pierres
pass-reason-no-legal-placement = aucune case n'accepte de pierre
end-reason-all-stones-placed = Toutes les pierres sont posées.
end-reason-no-one-can-place = Aucun joueur ne peut poser de pierre.
end-reason-agreed = Les joueurs ont terminé la partie d'un commun accord.
result-winner = { player-name } gagne
result-draw = Égalité
result-scores = Bleu { $blue } – Jaune { $yellow }
result-line = { $winner ->
    [blue] Partie terminée, Bleu a gagné { $blue } à { $yellow }
    [yellow] Partie terminée, Jaune a gagné { $yellow } à { $blue }
   *[draw] Partie terminée, égalité { $blue } à { $yellow }
  }

## Errors of files, links and openings

error-at-line = Ligne { $line } : { $problem }
error-at-line-column = Ligne { $line }, colonne { $file_column } : { $problem }
error-unknown = Une erreur s'est produite ({ $code }).
error-json-too-large = Le fichier est trop volumineux (plus de { $limit } octets).
error-json-truncated = Le fichier se termine trop tôt ; il a peut-être été tronqué.
error-json-syntax = Le fichier n'est pas du JSON valide.
error-json-shape = Le fichier ne contient pas ce que contient un fichier de partie.
error-position-bad-name = Le nom de la position est vide, trop long ou contient un caractère de contrôle.
error-position-bad-token = Le nom de région « { $found } » n'est pas permis : lettres, chiffres, _ et - seulement.
error-position-cell-out-of-range = La case ({ $x }, { $y }) est hors du plus grand plateau (25 × 25).
error-position-no-region = La position n'a aucune case de région.
error-csv-too-large = Le fichier est trop volumineux pour un fichier de positions.
error-csv-unreadable = Le fichier ne peut pas être lu comme du texte CSV.
error-csv-empty = Le fichier est vide.
error-csv-unknown-header = Colonne inconnue « { $found } » : un fichier de positions commence par position_id,position_name,row,c0,c1,…
error-csv-missing-fields = La ligne doit contenir au moins position_id, position_name et row.
error-csv-empty-id = Le position_id est vide.
error-csv-bad-name = Le nom de la position est vide ou trop long.
error-csv-inconsistent-name = La position { $found } porte un autre nom sur une ligne précédente.
error-csv-non-numeric-row = Le numéro de ligne « { $found } » n'est pas un nombre.
error-csv-duplicate-row = La ligne { $number } apparaît deux fois dans cette position.
error-csv-cell-out-of-range = Une case est hors du plus grand plateau (25 × 25).
error-csv-bad-token = Le nom de région « { $found } » n'est pas permis : lettres, chiffres, _ et - seulement.
error-csv-no-region = La position { $found } n'a aucune case de région.
error-csv-too-many-positions = Le fichier contient plus de 64 positions.
error-csv-no-position = Le fichier ne contient aucune position.
error-start-bad-sets = { player-name } a commencé { $number } manches, ce qui ne correspond pas à cette partie.
error-start-stone-off-board = Une pierre se trouve en { cell-position }, qui n'est ni une case de région ni une cellule-point.
error-start-supply-mismatch = { $color ->
    [blue] Les pierres bleues
    [yellow] Les pierres jaunes
    [red] Les pierres rouges
    [green] Les pierres vertes
    [orange] Les pierres orange
   *[purple] Les pierres violettes
  } du plateau et des réserves ne correspondent pas aux manches commencées.
error-start-missing-refill = La réserve de { player-name } est vide alors qu'il reste des manches.
error-start-illegal-bridge = Le pont { $index } n'est pas permis : { $reason }
error-start-bridge-kind = Le pont { $index } est donné comme pont { $given_kind ->
    [blue] bleu
    [yellow] jaune
   *[red] rouge
  }, mais ses couleurs forment un pont { $actual_kind ->
    [blue] bleu
    [yellow] jaune
   *[red] rouge
  }.
error-start-cut-mismatch = Le pont { $index } est marqué comme coupé sans qu'un pont rouge le coupe, ou l'inverse.
error-start-lonely-dot-stone = La pierre sur la cellule-point ({ cell-position }) n'est dans aucun pont.
error-start-no-move = Le joueur dont c'est le tour ne peut poser aucune pierre.
error-record-not-a-saved-game = Ce fichier n'est pas une partie enregistrée de { -game-name }.
error-record-unsupported-version = Ce format d'enregistrement (version « { $found } ») est inconnu de l'application.
error-record-newer-version = Cette partie a été enregistrée par une version plus récente de l'application (format { $version }) : mettez l'application à jour pour l'ouvrir.
error-record-bad-session = Les couleurs choisies ou les marques de ce fichier ne correspondent pas à la partie.
error-record-bad-rounds = { $number } manches n'est pas un choix possible : une partie se joue en 3 ou 4 manches.
error-record-bad-stones = Les pierres de la position de départ ne correspondent pas au plateau.
error-record-bad-bridge = Le pont de départ { $index } (« { $found } ») n'est pas un pont de 3 ou 4 cases.
error-record-bad-action = L'action { $index } (« { $found } ») n'est pas une action.
error-record-illegal-action = L'action { $index } (« { $found } ») n'est pas permise : { $reason }
error-link-too-long = Le lien est trop long.
error-link-bad-prefix = Ce n'est pas un lien de { -game-name }.
error-link-unknown-page = « { $found } » n'est pas une page de la version web de { -game-name }.
error-link-no-fragment = Ce lien ouvre la page d'accueil de la version web, pas une position ni une partie.
error-link-unknown-position = « { $found } » n'est ni le numéro ni le nom d'une position intégrée.
error-link-bad-base64 = Le lien de partie est endommagé.
error-link-truncated = Le lien de partie est tronqué.
error-link-bad-checksum = Le lien de partie est endommagé : il a été modifié ou coupé.
error-link-unsupported-version = Ce lien de partie (version { $version }) vient d'une application plus récente : mettez l'application à jour pour l'ouvrir.
error-link-trailing-bytes = Le lien de partie contient des caractères en trop après la partie.
error-link-bad-value = Le lien de partie contient { $field ->
    [position_name] un nom de position invalide
    [region_token] un nom de région invalide
    [cell] une case invalide
    [colour] une couleur invalide
    [stone] une pierre invalide
    [bridge] un pont invalide
    [level] un niveau d'ordinateur invalide
   *[bridge_kind] un type de pont invalide
  }.
error-link-unknown-builtin = Le lien de partie désigne la position intégrée { $number }, qui n'existe pas.
error-link-illegal-action = L'action { $index } du lien de partie n'est pas permise : { $reason }
error-link-not-canonical = Le lien de partie n'a pas la forme qu'écrit cette application.
error-web-unsupported-version = Cette sauvegarde de la version web (version « { $found } ») n'est pas prise en charge.
error-web-duplicate-cell = La case ({ $x }, { $y }) figure deux fois.
error-web-grid-size = La grille a { $number } cases alors que la position en demande { $limit }.
error-web-unknown-color = « { $found } » n'est pas une couleur.
error-web-bad-count = Le nombre de pierres { $number } n'est pas compris entre 0 et 255.
error-web-mid-turn = La partie a été enregistrée en plein tour : enregistrez-la au début d'un tour.
error-web-bad-bridge-row = Le pont { $index } n'est pas une rangée droite de 3 ou 4 cases.
error-unknown-position = Aucune position intégrée ne s'appelle « { $found } ».
error-bad-rounds = Une partie se joue en 3 ou 4 manches, pas en { $number }.
error-no-such-position-in-file = Le fichier ne contient pas de position numéro { $index }.
error-editor-outside-grid = La case ({ cell-position }) est hors de la grille.
error-editor-size-out-of-range = Un plateau de { $width } × { $height } cases n'est pas possible : chaque côté compte de 9 à 25 cases.
error-editor-resize-cuts-painted-cells = { $count ->
    [one] La nouvelle taille couperait une case peinte : effacez-la d'abord.
   *[other] La nouvelle taille couperait { $count } cases peintes : effacez-les d'abord.
  }
error-editor-nothing-to-undo = Il n'y a rien à annuler.
error-editor-nothing-to-redo = Il n'y a rien à rétablir.
error-store-not-a-directory = Le dossier des données de jeu n'est pas un dossier.
error-store-no-directory = Aucun dossier n'a été indiqué pour les données de jeu.
error-store-locked = Les données de jeu sont utilisées par une autre fenêtre de l'application.
error-store-io = Les données de jeu n'ont pas pu être écrites ou lues.
error-store-too-many-entries = Une liste des données de jeu contient trop de fichiers pour être lue.
error-store-too-much-data = Une liste des données de jeu est trop volumineuse pour être lue.
error-store-full = Cette liste est pleine : supprimez d'abord quelques éléments.
error-store-no-such-entry = Cette partie ou cette position n'existe plus.
error-store-unreadable = Un fichier des données de jeu n'a pas pu être lu ; il a été conservé sous un autre nom.
error-store-not-the-current-game = Ce n'est pas la partie en cours : commencez-la comme une nouvelle partie.
error-store-bad-name = Ce nom n'est pas permis.
error-store-name-taken = L'une de vos positions porte déjà ce nom.
error-store-not-a-file = Autre chose qu'un fichier se trouve à cet endroit.
error-store-not-a-folder = Autre chose qu'un dossier se trouve à cet endroit.
error-store-file-too-large = Le fichier est plus volumineux que tout fichier écrit par l'application.
error-store-read-failed = Le fichier n'a pas pu être lu.
error-store-not-a-game = Le fichier n'est une partie enregistrée d'aucun des trois jeux.
error-store-not-one-position = Le fichier contient plusieurs positions au lieu d'une.
error-store-nothing-to-export = Choisissez au moins une position à exporter.
error-receive-too-large = Ce qui est arrivé est trop volumineux pour être ouvert.
error-receive-unrecognised = Ce qui est arrivé n'est ni un lien, ni un fichier de positions, ni un fichier de partie.
error-share-game-not-over = La partie n'est pas terminée : il n'y a pas de résultat à partager.
error-share-write-failed = Le fichier à partager n'a pas pu être écrit.
error-share-no-free-name = Aucun nom libre n'a été trouvé pour le fichier à partager.
error-picture-bad-size = L'image ne peut pas être créée à { $number } pixels : choisissez une taille de 64 à 4096.
error-not-a-terminal = Le jeu a besoin d'un terminal : lancez-le dans un terminal, ou utilisez « dl-cli script » pour l'automatisation.
error-unknown-language = La langue « { $found } » n'existe pas ici : choisissez de, en, fr, it, es, pt, ja, zh-Hans, uk ou ko.
error-picture-font = La police de l'image n'a pas pu être lue.
error-picture-encoding = L'image n'a pas pu être écrite en PNG.
error-file-not-found = Le fichier n'existe pas.
error-file-not-a-file = Ce n'est pas un fichier ordinaire (un dossier, un tube ou un périphérique) : il n'a pas été lu.
error-file-too-large = Le fichier est trop volumineux.
error-io-error = Le fichier n'a pas pu être lu ou écrit.
error-io-disk-full = Le disque est plein : rien n'a pu être écrit. Libérez de l'espace et réessayez.
error-io-permission-denied = Accès refusé : le fichier ou le dossier ne peut pas être écrit ou lu.
error-io-read-only = Le disque est en lecture seule : rien ne peut y être écrit.
error-position-not-found = Il n'y a pas de position intégrée « { $found } » : utilisez 1–12, un nom comme octopus ou un fichier .csv.
error-file-exists = Le fichier existe déjà : choisissez un autre nom.
error-no-data-dir = Il n'y a pas de dossier de données : définissez DL_DATA_DIR, XDG_DATA_HOME ou HOME, ou indiquez --out.

## Problems of a position in the editor

problem-editor-name-empty = La position n'a pas de nom.
problem-editor-name-too-long = Le nom compte { $count } caractères ; { $limit } au plus sont permis.
problem-editor-name-control-character = Le nom contient un caractère de contrôle (saut de ligne, tabulation…).
problem-editor-name-of-builtin = La position intégrée { $number } porte déjà ce nom.
problem-editor-no-region = La position n'a aucune case de région.
problem-editor-bad-token = Le nom de région « { $found } » ne peut pas être écrit dans un fichier de positions.
problem-editor-split-region = { $count ->
    [one] La région { $found } est d'un seul tenant.
   *[other] La région { $found } est en { $count } morceaux séparés.
  }
problem-editor-dots-inside-region = { $count ->
    [one] Une cellule-point se trouve à l'intérieur de la région { $found }.
   *[other] { $count } cellules-points se trouvent à l'intérieur de la région { $found }.
  }
problem-severity-blocking = À corriger avant d'enregistrer
problem-severity-warning = Avertissement

## Buttons and menus

button-undo = Annuler le coup
button-redo = Rétablir
button-end-turn = Terminer le tour
button-menu = Menu
button-back = Retour
button-share = Partager…
button-share-position = Partager la position
button-share-position-csv = Partager la position en CSV
button-share-picture = Partager l'image
button-share-game = Partager la partie
button-share-game-link = Partager le lien de la partie
button-share-result = Partager le résultat
button-end-by-agreement = Terminer d'un commun accord
button-new-game = Nouvelle partie
button-saved-games = Parties enregistrées
button-rules = Règles
button-hint = Indice
button-settings = Réglages
button-open-link = Ouvrir un lien
button-open-position-file = Ouvrir un fichier de positions…
button-rematch = Revanche
button-cancel = Annuler
button-ok = OK
button-close = Fermer
button-open = Ouvrir
button-delete = Supprimer
button-rename = Renommer
button-duplicate = Dupliquer
button-save = Enregistrer
button-test-play = Essayer
button-new-position = Nouvelle position
button-edit-copy = Modifier une copie
button-full-rules = La fiche de règles complète
button-end-turn-anyway = Terminer le tour
button-end-game = Terminer la partie
button-quit = Quitter

## Screen titles

title-new-game = Nouvelle partie
title-saved-games = Parties enregistrées
title-history = Parties terminées
title-rules = Règles
title-settings = Réglages
title-editor = Éditeur de positions
title-my-positions = Mes positions
title-share = Partager

## Dialogs

dialog-dot-stone-title = Terminer le tour ?
dialog-agree-title = Terminer la partie maintenant ?
dialog-agree-body = Les deux joueurs sont-ils d'accord pour terminer la partie maintenant ? Le score actuel décide.
dialog-agree-player = { player-name }, êtes-vous d'accord pour terminer la partie maintenant ?
dialog-delete-game-title = Supprimer cette partie enregistrée ?
dialog-delete-position-title = Supprimer la position « { $name } » ?
dialog-delete-body = Cette action est définitive.
dialog-open-game-title = Ouvrir cette partie ?
dialog-open-position-title = Ouvrir cette position ?
dialog-open-body = Votre partie en cours reste dans les parties enregistrées.

## The game screen's panel

panel-turn = Tour { $turn }
panel-to-move = Au tour de { player-name }
panel-game-over = La partie est terminée
panel-set = Manche { $set }/{ $sets }
panel-bridge-points = Ponts
panel-region-points = Régions
panel-total = Total
panel-supply = { $count ->
    [one] encore { $count } pierre
   *[other] encore { $count } pierres
  }

## New-game screen

new-game-four-rounds = 4 manches
new-game-three-rounds = 3 manches
new-game-default-rounds = Manches par défaut
new-game-my-positions = Mes positions
new-game-rounds = { $count ->
    [one] { $count } manche
   *[other] { $count } manches
  }
new-game-size = { $width } × { $height }
new-game-two-players = Deux joueurs
new-game-against-computer = Contre l'ordinateur
new-game-you-play = Vous jouez
new-game-level = Niveau
level-easy = Facile
level-medium = Moyen
level-hard = Difficile

## The terminal: game menu and screens of the other two games
games-title = Choisissez un jeu
games-hint = ↑↓ choisir · entrée ou clic : ouvrir · échap : retour · q : quitter
games-rules-hint = ↑↓ PgPréc PgSuiv : défiler · échap ou r : retour à la partie · q : quitter
games-too-small = Le terminal est trop petit pour cet écran : il faut { $width } × { $height } caractères.

## Saved games

saved-turn = Tour { $turn }
saved-none = Aucune partie enregistrée pour l'instant.
saved-history-none = Aucune partie terminée pour l'instant.

## Settings

settings-language = Langue
settings-language-system = Langue du système
settings-theme = Thème
settings-theme-system = Comme le système
settings-theme-light = Clair
settings-theme-dark = Sombre
settings-symbols = Symboles pour daltoniens
settings-haptics = Vibrations

## Position editor

editor-brush-dark = Région sombre
editor-brush-medium = Région moyenne
editor-brush-light = Région claire
editor-brush-dot = Cellule-point
editor-brush-eraser = Gomme
editor-brush-fill = Remplir
editor-name = Nom
editor-width = Largeur
editor-height = Hauteur
editor-problems = Problèmes
editor-no-problems = Aucun problème.
editor-paint = Peindre
editor-saved = « { $name } » est enregistrée dans Mes positions.
editor-leave-title = Quitter l'éditeur ?
editor-leave-body = Les modifications depuis le dernier enregistrement seront perdues.

## Accessibility

a11y-separator = {", "}
a11y-cell = { $kind ->
    [region] { cell-position }, région { $region }
    [dot] { cell-position }, cellule-point
   *[empty] { cell-position }, hors du plateau
  }
a11y-stone = { $color ->
    [blue] pierre bleue
    [yellow] pierre jaune
    [red] pierre rouge
    [green] pierre verte
    [orange] pierre orange
   *[purple] pierre violette
  }
a11y-ringed = marquée
a11y-last-placed = posée en dernier
a11y-highlighted = accepte la couleur choisie
a11y-place = Poser la couleur choisie
a11y-ring = Marquer pour un pont
a11y-chip = { color-name } : { $count }
a11y-bridge-cut = coupé

## Share texts and the board picture's caption

share-position = { $web ->
    [yes] Jouons à { -game-name } sur { $position } !
   *[no] Jouons à { -game-name } sur { $position } ! Le lien l'ouvre dans l'application.
  }
share-game = { $winner ->
    [blue] { -game-name } sur { $position } : Bleu gagne { $blue } à { $yellow }
    [yellow] { -game-name } sur { $position } : Jaune gagne { $yellow } à { $blue }
    [draw] { -game-name } sur { $position } : égalité { $blue } à { $yellow }
   *[none] { -game-name } sur { $position }, tour { $turn } : au tour de { player-name } (Bleu { $blue }, Jaune { $yellow })
  }
share-result = { $winner ->
    [blue] Bleu gagne { $blue } à { $yellow } sur { $position }
    [yellow] Jaune gagne { $yellow } à { $blue } sur { $position }
   *[draw] Égalité { $blue } à { $yellow } sur { $position }
  }

## What the operating system shows

os-app-name = { -game-name }
os-open-link = Ouvrir dans { -game-name }
os-document-game = Partie de { -game-name }
os-document-position = Position de { -game-name }
os-local-network = Le jeu en ligne se connecte directement à l'appareil de votre ami quand vous êtes sur le même réseau.

## The rules for players

rules-turn-title = Un tour
rules-turn-1 = Bleu et Jaune jouent chacun à leur tour ; Bleu commence. À votre tour, vous posez exactement une pierre de votre réserve sur une case libre du plateau.
rules-turn-2 = Ensuite vous pouvez former des ponts avec cette pierre, autant que le plateau en permet, puis vous terminez votre tour.
rules-turn-example = Bleu a posé une pierre ; Jaune répond.
rules-bridges-title = Les ponts
rules-bridges-1 = Un pont relie 3 ou 4 pierres qui se suivent sans trou sur une ligne droite : horizontale, verticale ou diagonale. Deux pierres voisines n'ont jamais la même couleur.
rules-bridges-2 = Pour en former un, touchez deux fois la pierre d'une extrémité, puis celle de l'autre. Chaque pont contient la pierre posée ce tour-ci : une rangée laissée sans pont ne pourra en recevoir un plus tard que grâce à une nouvelle pierre.
rules-bridges-2-keyboard = Pour en former un, appuyez sur entrée sur la pierre d'une extrémité, puis sur celle de l'autre. Chaque pont contient la pierre posée ce tour-ci : une rangée laissée sans pont ne pourra en recevoir un plus tard que grâce à une nouvelle pierre.
rules-bridges-3 = Deux ponts peuvent partager une pierre si elle est l'extrémité d'au moins l'un des deux ; un pont ne se prolonge jamais.
rules-bridges-example = Bleu, violet et vert alignés : un pont bleu.
rules-loyalty-title = La loyauté
rules-loyalty-1 = Les six couleurs forment trois groupes, chacun une couleur et ses deux voisines sur la roue chromatique : Bleu + réunit bleu, violet et vert ; Jaune + jaune, orange et vert ; Rouge + rouge, violet et orange.
rules-loyalty-2 = Vos ponts n'utilisent que les couleurs de votre groupe. Les pierres n'appartiennent à personne : une pierre verte que vous posez peut servir votre adversaire, et le violet et l'orange servent aussi Rouge +.
rules-loyalty-example = Jaune utilise la pierre verte de Bleu pour un pont jaune.
rules-red-title = Ponts rouges et coupe
rules-red-1 = Chaque joueur peut former un pont rouge, fait uniquement de pierres de Rouge +. Il ne rapporte rien, mais coupe, au moment où il est posé, tous les ponts bleus ou jaunes qu'il traverse.
rules-red-2 = Un pont coupé reste sur le plateau, gris et en pointillés, et ne rapporte rien. Aucun pont ne traverse un pont existant, et un pont rouge ne traverse ni un rouge ni un pont coupé.
rules-red-example = Un pont rouge coupe le pont diagonal de Bleu.
rules-dots-title = Les cellules-points
rules-dots-1 = Les cellules-points se trouvent hors des plateaux. Une pierre ne peut y aller que si un pont peut passer par elle ; l'application éclaire ces cellules-points pour la couleur choisie.
rules-dots-2 = Si, à la fin de votre tour, la pierre sur la cellule-point n'est dans aucun pont, elle retourne dans votre réserve.
rules-dots-example = Une pierre sur une cellule-point complète un pont.
rules-sets-title = Les manches
rules-sets-1 = Chaque manche vous apporte 12 pierres. Bleu reçoit 4 bleues, 3 violettes, 2 vertes, 2 rouges et 1 orange ; Jaune reçoit 4 jaunes, 3 orange, 2 vertes, 2 rouges et 1 violette.
rules-sets-2 = Quand votre réserve est vide à la fin de votre tour, votre manche suivante commence. Une partie compte 4 manches sur les positions 1 à 6 et 3 sur les autres ; l'affichage indique votre manche.
rules-sets-example = Bleu a posé les trois pierres violettes de sa manche, Jaune ses trois orange.
rules-scoring-title = Le score
rules-scoring-1 = Un pont de 3 pierres rapporte 1 point, un pont de 4 pierres 2 points. Les ponts rouges et les ponts coupés ne rapportent rien.
rules-scoring-2 = Chaque plateau est une région. Votre premier pont ayant une pierre intérieure (pas une extrémité) sur une région vous rapporte 1 point de plus. Les points de pont et de région sont affichés à part.
rules-scoring-example = Un pont de 4 sur deux régions : 2 points de pont et 2 points de région.
rules-end-title = La fin
rules-end-1 = La partie se termine quand toutes les pierres sont posées, ou quand plus personne ne peut poser. Les joueurs peuvent aussi décider ensemble d'arrêter plus tôt, avant la pose de la pierre du tour.
rules-end-2 = Additionnez points de pont et points de région : le plus haut total gagne ; à totaux égaux, c'est l'égalité. Chaque action peut être annulée, jusqu'au début.
rules-end-3 = Une partie ouverte depuis une sauvegarde de la version web commence là où en est la sauvegarde : les coups d'avant n'y sont pas et ne peuvent pas être annulés, et le numéro du tour est le plus petit qui convient au plateau.
rules-end-example = Les joueurs décident d'arrêter une courte partie : Bleu gagne 2 à 0.

## Le terminal (dl-cli) : raccourcis, questions, avis et comptes rendus. Les touches sont les
## mêmes dans toutes les langues.

terminal-title = { -game-name } · { $position } · { new-game-rounds }
terminal-colour-keys = Couleur : 1–6
terminal-cursor = Curseur : { $description }
terminal-thinking = L'ordinateur réfléchit… { $percent } % · u : arrêter et annuler
hint-turn = Conseil : { color-name } en { cell-position } ; ponts à former : { $bridges }.
terminal-too-small-title = Le terminal est trop petit pour cette position.
terminal-too-small-hint = Agrandissez la fenêtre ou réduisez la police ; n : autre position, q : quitter.
terminal-previous-saved = La partie en cours est conservée dans les parties enregistrées (n : nouvelle partie).
terminal-previous-finished = La partie terminée est conservée dans les parties terminées.
terminal-no-data-dir = Pas de dossier de données (HOME ou XDG_DATA_HOME) : la partie n'est pas conservée.
terminal-unreadable-title = Un fichier enregistré n'a pas pu être lu
terminal-moved-aside = { $path } n'a pas pu être lu : { $problem } ({ $code })
terminal-kept-as = Il est conservé, inchangé, sous le nom { $path }.
terminal-fresh-start = Une nouvelle partie commence ; rien n'a été écrasé.
terminal-resume-title = Reprendre ?
terminal-delete-keys = y : supprimer · n : garder
terminal-end-turn-keys = y : terminer le tour quand même · n : revenir
terminal-agree-keys = y : terminer la partie · n : continuer
terminal-any-key = Appuyez sur une touche.
terminal-played-unknown = jouée à une date inconnue
terminal-new-game-keys = ↑↓ : choisir · entrée ou clic : commencer ou reprendre · 3/4 : manches · f : importer un fichier CSV · d : supprimer · m : menu · échap : retour · q : quitter
terminal-delete-key = d : supprimer
terminal-saved-game-keys = entrée : reprendre cette partie · d : la supprimer
terminal-csv-prompt = Fichier CSV :
terminal-csv-keys = entrée : importer · échap : annuler
terminal-csv-hint = f : importer des positions d'un fichier CSV (au format de la version web)
terminal-rules-keys = ↑↓ PgUp PgDn : faire défiler · échap ou r : retour à la partie · q : quitter
terminal-key-enter = entrée
terminal-key-esc = échap
terminal-key-space = espace
terminal-key-save = ctrl-s
terminal-key-tab = tab
terminal-import-title = Importation
terminal-import-added = { $count ->
    [one] { $count } position ajoutée à Mes positions.
   *[other] { $count } positions ajoutées à Mes positions.
  }
terminal-import-refused = Ligne { $line } : « { $name } » écartée : { $problem }
terminal-import-refused-unnamed = Ligne { $line } : une position écartée : { $problem }
terminal-share-wrote = Écrit dans { $path } :
terminal-share-no-position-link = Lien de la position : aucun
terminal-share-no-game-link = Lien de la partie : aucun (trop long) ; envoyez le fichier de la partie
terminal-share-failed = Échec du partage
terminal-in-file = { $path } : { $problem }

## Discorder

discorder-name = Discorder
discorder-player = { $player ->
    [yellow] Jaune
   *[black] Noir
  }
discorder-status-place-tile = { discorder-player } : posez une tuile, ou choisissez un goujon.
discorder-status-place-peg = { discorder-player } : posez un goujon entre deux cases d'une colonne.
discorder-status-passed = { $player ->
    [yellow] Jaune n'a plus de tuile ni de place pour un goujon, et passe. Noir joue.
   *[black] Noir n'a plus de tuile ni de place pour un goujon, et passe. Jaune joue.
  }
discorder-status-no-target = { $tool ->
    [tile] Touchez une case du plateau.
   *[peg] Touchez la ligne entre deux cases d'une colonne.
  }
discorder-status-no-target-keyboard = { $tool ->
    [tile] Appuyez sur espace sur une case du plateau.
   *[peg] Appuyez sur p sur une case : le goujon va sur la ligne en dessous.
  }
discorder-status-undone = Annulé. { discorder-player } joue.
discorder-status-game-over-result = { $winner ->
    [yellow] Fin de la partie : Jaune gagne { $yellow } à { $black }.
    [black] Fin de la partie : Noir gagne { $black } à { $yellow }.
   *[draw] Fin de la partie : égalité { $yellow } à { $black }.
  }
discorder-edge = la ligne sous { cell-position }
discorder-refusal-game-over = La partie est terminée.
discorder-refusal-cell-outside-board = La case ({ cell-position }) n'est pas sur le plateau.
discorder-refusal-no-tiles-left = Il ne vous reste aucune tuile.
discorder-refusal-cell-occupied = Il y a déjà une tuile en { cell-position }.
discorder-refusal-edge-outside-board = Un goujon ne va qu'entre deux cases d'une même colonne.
discorder-refusal-no-pegs-left = Il ne reste aucun goujon.
discorder-refusal-edge-has-peg = Il y a déjà un goujon sur { discorder-edge }.
discorder-refusal-peg-not-following = Un goujon doit suivre une tuile ou un autre goujon ; ce n'est pas le cas de { discorder-edge }.
discorder-refusal-peg-after-own-three = Pas de goujon au bout de votre propre alignement de trois ({ discorder-edge }).
discorder-refusal-no-edge-for-peg = Aucune ligne n'accepte de goujon pour l'instant.
discorder-refusal-nothing-to-undo = Il n'y a rien à annuler.
discorder-event-tile-placed = Tuile de { discorder-player } en { cell-position }.
discorder-event-peg-placed = Goujon de { discorder-player } sur { discorder-edge }.
discorder-event-turn-started = Au tour de { discorder-player }.
discorder-event-game-over = { $winner ->
    [yellow] Fin de la partie : Jaune gagne.
    [black] Fin de la partie : Noir gagne.
   *[draw] Fin de la partie : égalité.
  }
discorder-error-record-too-large = Le fichier est trop volumineux (plus de { $limit } octets).
discorder-error-record-truncated = Le fichier se termine trop tôt ; il a peut-être été tronqué.
discorder-error-record-syntax = Le fichier n'est pas du JSON valide.
discorder-error-record-not-a-saved-game = Ce fichier n'est pas une partie enregistrée.
discorder-error-record-other-game = C'est une partie enregistrée de « { $found } », pas de Discorder.
discorder-error-record-newer-version = Cette partie a été enregistrée par une version plus récente de l'application (format { $version }) : mettez l'application à jour pour l'ouvrir.
discorder-error-record-bad-version = La partie enregistrée n'a pas de version de format valide.
discorder-error-record-shape = Le fichier ne contient pas ce que contient un fichier de partie.
discorder-error-record-too-many-actions = Le fichier contient { $number } actions, plus qu'une partie ne peut en avoir ({ $limit }).
discorder-error-record-bad-action = L'action { $index } (« { $found } ») n'est pas une action.
discorder-error-record-illegal-action = L'action { $index } n'est pas permise : { $reason }
discorder-tool-tile = Tuile
discorder-tool-peg = Goujon
discorder-starter = { $starter ->
    [yellow] Jaune commence
    [black] Noir commence
   *[random] Tirer au sort
  }
discorder-tiles-left = { $count ->
    [one] encore { $count } tuile
   *[other] encore { $count } tuiles
  }
discorder-pegs-left = { $count ->
    [one] encore { $count } goujon
   *[other] encore { $count } goujons
  }
discorder-scores = Jaune : { $yellow } · Noir : { $black }
discorder-to-move = Au tour de { discorder-player }
discorder-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
  }
discorder-settled = acquis
discorder-rules-1 = Jaune et Noir jouent à tour de rôle sur un plateau de 8 × 7 cases. Chacun a 28 tuiles, et 10 goujons sont communs. À votre tour, vous posez une de vos tuiles sur une case vide, ou un goujon. Qui commence est choisi au départ.
discorder-rules-2 = Un goujon se place sur la ligne entre deux cases d'une colonne. Il doit toucher une tuile au-dessus ou au-dessous, ou prolonger un goujon voisin sur la même ligne. Il coupe la colonne à cet endroit et ne compte pas à l'horizontale. Un goujon ne bouge jamais.
discorder-rules-3 = Vous ne pouvez pas poser un goujon au bout d'un alignement vertical d'exactement trois de vos tuiles, ni couper un de vos alignements de sorte qu'il en reste un tel. Votre adversaire le peut.
discorder-rules-4 = Un alignement est une suite de tuiles d'un même joueur à l'horizontale, ou dans une colonne sans goujon entre elles. Un alignement d'exactement 3 tuiles rapporte 1 point à son propriétaire ; un alignement de 4 ou plus rapporte 1 point à l'adversaire. Le panneau montre les points du moment et combien sont acquis : ceux-là ne changent plus.
discorder-rules-5 = Vous devez jouer tant qu'une case est vide : sans tuile, vous posez un goujon s'il y a une place, sinon vous passez. La partie finit quand chaque case porte une tuile ; le plus haut total gagne, à totaux égaux c'est l'égalité. Chaque action peut être annulée, jusqu'au début.
discorder-keys = flèches : déplacer · espace ou entrée : poser · t : tuiles · p : goujons · u : annuler · r : règles · n : nouvelle partie · m : menu · q : quitter · un clic pose sur la case ou la ligne visée

## Color Brake ABAB

colorbrake-name = Color Brake ABAB
colorbrake-seat = { $seat ->
    [one] Joueur 1
   *[two] Joueur 2
  }
colorbrake-colour = { $colour ->
    [blue] bleu
    [green] vert
    [yellow] jaune
    [red] rouge
    [white] blanc
    [orange] orange
   *[pink] damier rose
  }
colorbrake-token = { $token ->
    [colour] { $colour ->
        [blue] un jeton bleu
        [green] un jeton vert
        [yellow] un jeton jaune
        [red] un jeton rouge
        [white] un jeton blanc
        [orange] un jeton orange
       *[pink] un jeton damier rose
    }
    [neutral] un jeton neutre
    [tank] un Tank
   *[diamond] un Losange
  }
colorbrake-cell = la case { $cell }
colorbrake-row = la rangée { $row }
colorbrake-status-hand-over = Passez l'appareil à { colorbrake-seat }, puis touchez l'écran pour voir votre main.
colorbrake-status-hand-over-keyboard = Passez le clavier à { colorbrake-seat }, puis appuyez sur entrée pour voir votre main.
colorbrake-status-place = { colorbrake-seat } ({ $nomination }) : posez un jeton sur { colorbrake-cell }.
colorbrake-status-tank-or-place = { colorbrake-seat } : posez un jeton, ou d'abord un Tank sur un jeton de { colorbrake-row }.
colorbrake-status-choose-rescue = { colorbrake-seat } : choisissez la couleur tirée à jouer sur le jeton neutre de { colorbrake-cell }.
colorbrake-status-computer-to-move = C'est au tour de l'ordinateur ({ colorbrake-seat }).
colorbrake-status-undone = Annulé : { $action ->
    [colour] { colorbrake-token }.
    [neutral] un jeton neutre.
    [rescue] la couleur sur le jeton neutre.
    [diamond] un Losange.
    [for_diamond] le jeton joué pour le Losange.
    [tank] un Tank sur { colorbrake-cell }.
   *[next_round] la manche suivante.
  }
colorbrake-status-round-over-result = { $end ->
    [completed] La manche { $round } est finie : { colorbrake-seat } a rempli la dernière case et marque 5 points.
   *[stuck] La manche { $round } est finie : { colorbrake-seat } ne peut pas remplir { colorbrake-cell } ; l'autre joueur marque { $points } points.
  }
colorbrake-status-game-over-result = { $winner ->
    [one] Fin de la partie : le joueur 1 gagne { $one } à { $two }.
    [two] Fin de la partie : le joueur 2 gagne { $two } à { $one }.
   *[draw] Fin de la partie : égalité à { $one }.
  }
colorbrake-refusal-game-over = La partie est terminée.
colorbrake-refusal-round-over = La manche est finie.
colorbrake-refusal-round-not-over = La manche n'est pas encore finie.
colorbrake-refusal-rescue-pending = Jouez d'abord l'un des jetons tirés sur le jeton neutre.
colorbrake-refusal-no-rescue-pending = Aucun jeton neutre n'attend de jeton tiré.
colorbrake-refusal-not-drawn = Aucun jeton { colorbrake-colour } n'a été tiré.
colorbrake-refusal-not-in-hand = Vous n'avez pas { colorbrake-token } en main.
colorbrake-refusal-not-in-reference = La rangée précédente n'a aucun jeton { colorbrake-colour }.
colorbrake-refusal-colour-used-up = Chaque jeton { colorbrake-colour } de la rangée précédente a déjà son pendant.
colorbrake-refusal-neutral-on-last-cell = Un jeton neutre ne peut pas être joué sur la dernière case.
colorbrake-refusal-pile-empty = La pioche est vide.
colorbrake-refusal-diamond-too-late = Un Losange ne peut pas être joué dans { colorbrake-row }.
colorbrake-refusal-no-free-slot = Aucun de vos Losanges de la rangée précédente n'a encore de place libre.
colorbrake-refusal-not-tank-moment = Un Tank se joue seulement juste avant d'entamer la rangée 5 ou la rangée 4.
colorbrake-refusal-tank-already-used = Un Tank a déjà été joué sur cette rangée.
colorbrake-refusal-tank-outside-row = Le jeton de { colorbrake-cell } n'est pas dans la rangée qui vient d'être complétée.
colorbrake-refusal-no-such-cell = Il n'y a pas de case { $cell } : les cases sont numérotées de 1 à 28.
colorbrake-refusal-nothing-to-undo = Il n'y a rien à annuler.
colorbrake-event-filled = Un jeton est posé sur { colorbrake-cell }.
colorbrake-event-neutral-drawn = { colorbrake-seat } a joué un jeton neutre sur { colorbrake-cell } et en tire { $count }.
colorbrake-event-tanked = { colorbrake-seat } a posé un Tank sur { colorbrake-cell }.
colorbrake-event-turn-started = Au tour de { colorbrake-seat }.
colorbrake-event-round-started = Manche { $round } : { colorbrake-seat } a la nomination A.
colorbrake-event-game-over = { $winner ->
    [one] Fin de la partie : le joueur 1 gagne.
    [two] Fin de la partie : le joueur 2 gagne.
   *[draw] Fin de la partie : égalité.
  }
colorbrake-error-record-too-large = Le fichier est trop volumineux (plus de { $limit } octets).
colorbrake-error-record-json-truncated = Le fichier se termine trop tôt ; il a peut-être été tronqué.
colorbrake-error-record-json-syntax = Le fichier n'est pas du JSON valide.
colorbrake-error-record-json-shape = Le fichier ne contient pas ce que contient un fichier de partie.
colorbrake-error-record-not-a-saved-game = Ce fichier n'est pas une partie enregistrée.
colorbrake-error-record-wrong-game = C'est une partie enregistrée de « { $found } », pas de Color Brake ABAB.
colorbrake-error-record-bad-version = La partie enregistrée n'a pas de version de format valide.
colorbrake-error-record-newer-version = Cette partie a été enregistrée par une version plus récente de l'application (format { $version }) : mettez l'application à jour pour l'ouvrir.
colorbrake-error-record-bad-seed = La graine de la partie enregistrée est endommagée.
colorbrake-error-record-no-length = La partie enregistrée n'indique ni un nombre de manches ni un score à atteindre.
colorbrake-error-length-bad-rounds = Une partie compte un nombre pair de manches, de 2 à 20, pas { $number }.
colorbrake-error-length-bad-target = Un score à atteindre va de 1 à 50, pas { $number }.
colorbrake-error-record-too-many-actions = Le fichier contient { $number } actions, plus qu'une partie de cette longueur ne peut en avoir ({ $limit }).
colorbrake-error-record-bad-action = L'action { $index } (« { $found } ») n'est pas une action.
colorbrake-error-record-illegal-action = L'action { $index } n'est pas permise : { $reason }
colorbrake-hand = Votre main
colorbrake-rules-1 = Deux joueurs remplissent un triangle de 28 cases : 7 en haut, puis 6, 5, 4, 3, 2 et 1. À chaque manche, les 82 jetons — 10 de chacune des 7 couleurs, 7 neutres, 3 Tanks et 2 Losanges — sont mélangés, et chaque joueur en tire 16. Les mains sont cachées : entre deux tours, on se passe l'appareil.
colorbrake-rules-2 = Un joueur a la nomination A, l'autre B ; elles s'échangent à chaque manche. Les cases se remplissent une à une dans l'ordre de lecture et sont marquées A, B, A, B… : c'est au propriétaire de la case suivante de jouer.
colorbrake-rules-3 = La première rangée accepte toute couleur. Chaque rangée suivante reprend les couleurs de la précédente, un jeton de moins : une couleur peut être posée tant que cette rangée en a moins que la précédente. Le joueur qui ne peut pas poser termine la manche, et l'autre marque les cases vides.
colorbrake-rules-4 = Qui remplit la dernière case avec une couleur permise marque 5 points. Une partie compte un nombre pair de manches, ou se joue jusqu'à un score cible atteint après un nombre pair de manches ; le plus haut total gagne.
colorbrake-rules-5 = Un jeton neutre se pose sur votre case à tout moment, sauf sur la dernière case : vous piochez et posez dessus une couleur piochée, quelle qu'elle soit. Un Losange, dans les rangées 7 à 4, répond à toutes les couleurs ; dans la rangée suivante, vous pouvez poser pour lui une couleur de votre choix.
colorbrake-rules-6 = Juste avant d'entamer la rangée 5 ou la rangée 4, le joueur au trait peut poser un Tank sur un jeton de la rangée qui vient d'être complétée, avec une couleur de sa main dessus : cette rangée compte alors avec cette couleur. Chaque action peut être annulée.
colorbrake-keys = 1–7 : une couleur · 8 : neutre · 9 : Losange · f : pour votre Losange · t : Tank sur la case du curseur · flèches : curseur · entrée : manche suivante · u : annuler · r : règles · n : nouvelle partie · m : menu · q : quitter
colorbrake-reference = La rangée { $row } accepte encore :
colorbrake-drawn = Pioché :
colorbrake-next-round = Manche suivante
colorbrake-pick-for-diamond = Pour votre Losange : choisissez une couleur (1–7), ou f à nouveau pour annuler.
colorbrake-pick-tank = Tank sur { colorbrake-cell } : choisissez la couleur du dessus (1–7), les flèches pour une autre case, ou t à nouveau pour annuler.
colorbrake-pile = { $count ->
    [one] { $count } jeton dans la pioche
   *[other] { $count } jetons dans la pioche
  }
colorbrake-round = Manche { $round }
colorbrake-length-rounds = { $count ->
    [one] { $count } manche
   *[other] { $count } manches
  }
colorbrake-length-target = Jouer jusqu'à { $count ->
    [one] { $count } point
   *[other] { $count } points
  }
colorbrake-ready = Voir ma main

## Les téléphones : choix du jeu, choix de nouvelle partie des deux autres jeux, boutons et accessibilité

games-about-divided-loyalties = Des pierres de six couleurs forment des ponts de trois ou quatre ; certaines couleurs servent les deux joueurs.
games-about-discorder = Tuiles et goujons sur un plateau de 8 × 7 : une ligne de trois marque, une ligne de quatre marque pour l'adversaire.
games-about-colorbrake = Remplissez un triangle de 28 cases depuis des mains cachées ; chaque rangée prend les couleurs de la rangée précédente.
discorder-who-begins = Qui commence
discorder-score = { $now ->
    [one] { $now } point, dont { $settled } acquis
   *[other] { $now } points, dont { $settled } acquis
  }
discorder-status-computer-to-move = C'est au tour de l'ordinateur ({ discorder-player }).
discorder-refusal-computer-to-move = Attendez : c'est au tour de l'ordinateur.
discorder-a11y-tile = { $player ->
    [yellow] tuile jaune
   *[black] tuile noire
  }
discorder-a11y-empty = vide
discorder-a11y-edge = ligne sous la case ({ cell-position })
discorder-a11y-peg = goujon
discorder-a11y-no-peg = pas de goujon
discorder-a11y-peg-allowed = un goujon peut aller ici
discorder-a11y-last-placed = dernier coup joué
colorbrake-length-title = Durée de la partie
colorbrake-rounds-title = Nombre de manches
colorbrake-target-title = Score à atteindre
colorbrake-neutral = Neutre
colorbrake-diamond = Losange
colorbrake-tank = Tank
colorbrake-for-diamond = Pour votre Losange
colorbrake-choose-for-diamond = Pour votre Losange : choisissez une couleur.
colorbrake-choose-tank-colour = Tank sur { colorbrake-cell } : choisissez la couleur du dessus.
colorbrake-scores = Joueur 1 : { $one } · Joueur 2 : { $two }
colorbrake-to-move = Au tour de { colorbrake-seat }
colorbrake-colour-name = { $colour ->
    [blue] Bleu
    [green] Vert
    [yellow] Jaune
    [red] Rouge
    [white] Blanc
    [orange] Orange
   *[pink] Damier rose
  }
colorbrake-a11y-cell = case { $cell }, rangée { $row }, { $nomination } ({ colorbrake-seat })
colorbrake-a11y-empty = vide
colorbrake-a11y-fill = { $base ->
    [diamond] un Losange
    [for_diamond] jeton { colorbrake-colour } pour un Losange
   *[colour] jeton { colorbrake-colour }
  }
colorbrake-a11y-on-neutrals = { $count ->
    [one] sur un jeton neutre
   *[other] sur { $count } jetons neutres
  }
colorbrake-a11y-tank = sous un Tank du { colorbrake-seat }, couleur du dessus : { colorbrake-colour }
colorbrake-a11y-pending = { $count ->
    [one] un jeton neutre attend une couleur piochée
   *[other] { $count } jetons neutres attendent une couleur piochée
  }
colorbrake-a11y-next = à remplir maintenant
colorbrake-a11y-last-filled = remplie en dernier
colorbrake-a11y-tank-target = un Tank peut aller ici

## dl-ui : les écrans de Discorder et de Color Brake ABAB (adversaire, camp de l'ordinateur, actions d'accessibilité)

discorder-you-play = Vous jouez { discorder-player }
discorder-computer-player = { discorder-player } (ordinateur)
discorder-a11y-place-tile = Poser une tuile
discorder-a11y-place-peg = Poser un goujon
colorbrake-you-play = Vous jouez en tant que { colorbrake-seat }
colorbrake-computer-seat = { colorbrake-seat } (ordinateur)
colorbrake-a11y-place-tank = Mettre le Tank ici

## Les téléphones : les compteurs du panneau de Color Brake ABAB (mains, référence, jetons de la main, manche)

colorbrake-hand-size = { colorbrake-seat } : { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
  }
colorbrake-colour-count = { colorbrake-colour-name } : { $count }
colorbrake-token-count = { $token ->
    [colour] { colorbrake-colour-name }
    [neutral] { colorbrake-neutral }
    [tank] { colorbrake-tank }
   *[diamond] { colorbrake-diamond }
  } : { $count }
colorbrake-round-of-rounds = Manche { $round } sur { $count }
colorbrake-round-of-target = Manche { $round }, partie en { $count ->
    [one] { $count } point
   *[other] { $count } points
  }

## Revoir une partie terminée

replay = Revoir
replay-start = Au début
replay-back = Coup précédent
replay-forward = Coup suivant
replay-end = À la fin
replay-step = Coup { $step } sur { $count }
error-replay-unwound = Cette partie ne peut pas être revue : elle n'a pas pu être ramenée à son début.

## The app as every shell shows it (dl-ui): the game screen's subtitle, opponent and points,
## the thinking line, notices

game-subtitle = { $position } · { new-game-rounds }
game-opponent = { new-game-against-computer } ({ $level ->
    [easy] { level-easy }
    [medium] { level-medium }
   *[hard] { level-hard }
  }) · { new-game-you-play } { player-name }
panel-points = { panel-bridge-points } { $bridges } · { panel-region-points } { $regions } · { panel-total } { $total }
new-game-you-play-side = { new-game-you-play } { player-name }
notice-lines =
    { $first }
    { $next }
panel-computer-player = { player-name } (ordinateur)
game-thinking = L'ordinateur réfléchit… { $percent } %
notice-state-unreadable = Vos réglages n'ont pas pu être lus ({ $problem }) et ont été mis de côté sous { $path }. Les réglages par défaut s'appliquent.
notice-previous-saved = La partie en cours reste dans les parties enregistrées.
notice-previous-finished = La partie terminée reste dans les parties terminées.
notice-unsaved = Pas encore enregistrée : { $problem } La partie reste ici et sera de nouveau écrite à votre prochain coup.
games-continue = Continuer : { $name }

## The command line: --help and the errors of its arguments.
terminal-help-title = Divided Loyalties, Discorder et Color Brake ABAB dans le terminal.
terminal-help-usage = Utilisation :
terminal-help-options = Options du jeu :
terminal-help-default = l'écran et la partie où vous en étiez, sinon le menu des jeux
terminal-help-game = GAME vaut divided-loyalties, discorder ou color-brake : sa partie en cours, ou une nouvelle
terminal-help-new = une nouvelle partie sur Up the Stairs (une partie inachevée va dans les parties enregistrées)
terminal-help-position = la partie en cours si elle est sur cette position, sinon une nouvelle (une partie inachevée va dans les parties enregistrées) ; KEY vaut 1–12, un nom court (octopus) ou un fichier .csv (toujours une nouvelle partie)
terminal-help-rounds = 3 ou 4 manches par joueur, avec --position (sinon : celles de la position)
terminal-help-computer = contre l'ordinateur, qui joue ce camp
terminal-help-level = le niveau de l'ordinateur (sinon : moyen)
terminal-help-open = ouvre une partie enregistrée (.json, la nôtre ou celle de la version web) ou un lien de partie
terminal-help-out = où le partage écrit ses fichiers (sinon : shared/ dans le dossier de données)
terminal-help-room = rejoint la salle R du jeu en ligne sous le nom N (l’ID de salle de la page web)
terminal-help-peer-server = le serveur de signalisation du jeu en ligne, avec --room ou script (sinon : le serveur public de PeerJS, celui de la page web)
terminal-help-lang = la langue : { $languages } (sinon : LC_ALL, LC_MESSAGES ou LANG)
terminal-help-script = des commandes JSON sur l'entrée standard, une réponse par ligne sur la sortie standard, en anglais ; avec --store, la partie vit dans le stockage de DIR
terminal-help-picture = l'image du plateau d'une partie, d'un fichier de position ou d'un lien, large de N pixels ({ $min }–{ $max }, sinon { $default }) ; OUT.png ne doit pas encore exister
terminal-help-help = cette aide
terminal-help-data = Les parties et les positions sont conservées dans { $first }, sinon { $second }, sinon { $third }.
terminal-usage-missing-value = { $option } demande une valeur.
terminal-usage-one-of = { $option } prend l'une de ces valeurs : { $allowed }.
terminal-usage-unexpected = « { $argument } » n'est pas une option ici.
terminal-usage-goes-with = { $option } ne va qu'avec { $with }.
terminal-usage-one-start = Une seule option parmi --new, --position, --open et --game.
terminal-usage-script-options = script ne prend aucune option sauf --store et --peer-server.
terminal-usage-picture-files = picture prend un fichier de partie ou un lien, puis le nom d'un nouveau fichier .png.
terminal-usage-see-help = dl-cli --help dit ce que prend la ligne de commande.

## Jouer en ligne (ticket 23)

online-play = Jouer en ligne
online-name = Votre nom
online-room = Salle
online-join = Rejoindre
online-leave = Quitter la salle
online-send = Envoyer
online-chat = Votre message
online-share-room = Partager la salle
online-choose-position = Choisir la position
online-unavailable = Le jeu en ligne nécessite la version WebRTC de cette app.
online-fields-missing = Saisissez votre nom et une salle.
online-new-game = Une nouvelle partie a commencé.
online-waiting = En attente de l’autre joueur dans la salle { $room }…
online-you-are = Vous êtes { player-name } · contre { $name }
online-host-chooses = { $name } choisit la position.
online-peer-left = Adversaire déconnecté : { $name } a quitté la salle. La partie est conservée.
online-not-your-turn = Attendez que { $name } joue.
online-chat-line = { $name } : { $text }
online-refused = Envoi de l’autre côté refusé ({ $code }) ; la partie est inchangée.
online-failed = { $reason ->
    [server] Le serveur du jeu est injoignable ({ $code }).
    [address] L’adresse du serveur du jeu est inutilisable ({ $code }).
    [taken] Quelqu’un d’autre est l’hôte de ce salon ({ $code }).
    [absent] L’autre joueur n’est pas dans le salon ({ $code }).
    [lost] La connexion avec l’autre joueur a été perdue ({ $code }).
   *[network] Impossible de se connecter à l’autre joueur ({ $code }).
  }
online-rejoin = Rejoindre à nouveau
online-retrying = Reconnexion à la salle { $room } dans { $seconds } s…
online-share-text = Jouez à Divided Loyalties en ligne avec moi : { $url } Ouvrez-la et saisissez l’ID de salle : { $room }
