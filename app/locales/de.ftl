### Divided Loyalties — Deutsch. Begriffe: GLOSSARY.md (Stein, Brücke, Region, Punktfeld,
### Reihe, Runde, Vorrat, Zug; Farben blau, gelb, rot, grün, orange, lila). Anrede: du.

## Names

-game-name = Divided Loyalties
player-name = { $player ->
    [blue] Blau
   *[yellow] Gelb
  }
color-name = { $color ->
    [blue] Blau
    [yellow] Gelb
    [red] Rot
    [green] Grün
    [orange] Orange
   *[purple] Lila
  }
cell-position = Spalte { $column }, Zeile { $row }

## Status line

status-place-stone = { player-name }: Setze einen Stein.
status-bridge-or-end-turn = { player-name }: Tippe doppelt auf zwei Steine, um eine Brücke zu bauen, oder schließe den Zug ab.
status-bridge-or-end-turn-keyboard = { player-name }: Drücke Enter auf zwei Steinen, um eine Brücke zu bauen, oder schließe den Zug ab.
status-ring-other-end = Tippe doppelt auf den Stein am anderen Ende der Brücke.
status-ring-other-end-keyboard = Drücke Enter auf dem Stein am anderen Ende der Brücke.
status-double-tap-to-ring = Tippe doppelt auf einen Stein, um ihn als Brückenende zu markieren.
status-double-tap-to-ring-keyboard = Drücke Enter auf einem Stein, um ihn als Brückenende zu markieren.
status-no-stone-to-ring = Markieren lassen sich nur Steine.
status-select-color-first = Wähle zuerst eine Farbe.
status-bridge-formed = { $cut ->
    [0] { $kind ->
        [blue] Eine blaue Brücke entsteht.
        [yellow] Eine gelbe Brücke entsteht.
       *[red] Eine rote Brücke entsteht.
    }
    [one] Eine rote Brücke entsteht und schneidet eine Brücke.
   *[other] Eine rote Brücke entsteht und schneidet { $cut } Brücken.
  }
status-confirm-dot-stone-return = Der Stein auf dem Punktfeld ({ cell-position }) gehört zu keiner Brücke und kommt zurück in den Vorrat. Zug trotzdem abschließen?
status-passed = { $reason ->
    [no_stones_left] { player-name } hat keine Steine mehr und passt.
   *[no_legal_placement] { player-name } kann keinen Stein setzen und passt.
  }
status-undone = Zurückgenommen.
status-computer-thinking = { player-name } (Computer) denkt nach …
status-game-over-result = { $winner ->
    [blue] Spielende: Blau gewinnt.
    [yellow] Spielende: Gelb gewinnt.
   *[draw] Spielende: unentschieden.
  }

## Refusals (R4–R8, R11)

refusal-game-over = Das Spiel ist zu Ende.
refusal-outside-grid = Das Feld ({ cell-position }) liegt außerhalb des Spielplans.
refusal-already-placed = Du hast in diesem Zug schon einen Stein gesetzt.
refusal-cell-occupied = Auf { cell-position } liegt schon ein Stein.
refusal-not-playable = Auf das leere Feld ({ cell-position }) darf kein Stein.
refusal-color-not-in-supply = { $color ->
    [blue] Du hast keinen blauen Stein mehr.
    [yellow] Du hast keinen gelben Stein mehr.
    [red] Du hast keinen roten Stein mehr.
    [green] Du hast keinen grünen Stein mehr.
    [orange] Du hast keinen orangefarbenen Stein mehr.
   *[purple] Du hast keinen lila Stein mehr.
  }
refusal-dot-without-bridge = Mit dieser Farbe könnte keine Brücke durch das Punktfeld ({ cell-position }) laufen.
refusal-no-stone-placed = Setze zuerst einen Stein.
refusal-not-in-line = Die beiden Enden liegen nicht auf einer geraden Linie.
refusal-wrong-length = Eine Brücke verbindet genau 3 oder 4 Steine in einer Reihe.
refusal-empty-cell-in-row = In der Reihe fehlt ein Stein auf { cell-position }.
refusal-equal-neighbours = Zwei benachbarte Steine haben dieselbe Farbe.
refusal-not-loyal = Die Farben gehören weder alle zu deiner Farbgruppe noch alle zu Rot +.
refusal-missing-turn-stone = Eine Brücke muss den Stein enthalten, den du in diesem Zug gesetzt hast.
refusal-shares-two-stones = Brücken lassen sich nicht verlängern und nicht zweimal über dieselben Steine bauen.
refusal-crosses-bridge = Diese Brücke würde eine bestehende Brücke kreuzen.
refusal-red-crosses-red-or-cut = Eine rote Brücke darf keine rote und keine geschnittene Brücke kreuzen.
refusal-nothing-to-undo = Es gibt nichts zurückzunehmen.
refusal-agreement-after-placing = Das Spiel lässt sich nur einvernehmlich beenden, bevor in diesem Zug ein Stein gesetzt ist.
refusal-computer-to-move = Der Computer ist am Zug: Warte auf seinen Zug.
refusal-agreement-with-computer = Gegen den Computer wird das Spiel nicht einvernehmlich beendet: Spiel es zu Ende oder beginne ein neues.
refusal-stale-computer-turn = Das Spiel hat sich geändert, während der Computer nachdachte.

## Events, for announcements (TalkBack, VoiceOver)

event-stone-placed = { $color ->
    [blue] Blauer Stein
    [yellow] Gelber Stein
    [red] Roter Stein
    [green] Grüner Stein
    [orange] Orangefarbener Stein
   *[purple] Lila Stein
  } auf { cell-position }.
event-bridge-formed = { $kind ->
    [blue] Blaue Brücke gebaut.
    [yellow] Gelbe Brücke gebaut.
   *[red] Rote Brücke gebaut.
  }
event-bridges-cut = { $count ->
    [one] Eine Brücke ist geschnitten.
   *[other] { $count } Brücken sind geschnitten.
  }
event-stone-returned = Der Stein auf dem Punktfeld ({ cell-position }) kommt zurück in den Vorrat.
event-set-received = { player-name } beginnt Runde { $set } mit neuen Steinen.
event-turn-started = { player-name } ist am Zug.
event-undone = { $action ->
    [place] Zurückgenommen: der Stein auf { cell-position }.
    [bridge] Zurückgenommen: die Brücke.
    [end_turn] Zurückgenommen: das Zugende.
   *[agree_end] Zurückgenommen: das einvernehmliche Spielende.
  }

## Pass reasons (R4.4), end reasons (R8) and results (R7)

pass-reason-no-stones-left = keine Steine mehr
pass-reason-no-legal-placement = kein Feld nimmt einen Stein an
end-reason-all-stones-placed = Alle Steine sind gesetzt.
end-reason-no-one-can-place = Keiner kann mehr einen Stein setzen.
end-reason-agreed = Die Spieler haben sich auf das Spielende geeinigt.
result-winner = { player-name } gewinnt
result-draw = Unentschieden
result-scores = Blau { $blue } – Gelb { $yellow }
result-line = { $winner ->
    [blue] Spielende, Blau hat { $blue }:{ $yellow } gewonnen
    [yellow] Spielende, Gelb hat { $yellow }:{ $blue } gewonnen
   *[draw] Spielende, unentschieden { $blue }:{ $yellow }
  }

## Errors of files, links and openings

error-at-line = Zeile { $line }: { $problem }
error-at-line-column = Zeile { $line }, Spalte { $file_column }: { $problem }
error-unknown = Etwas ist schiefgegangen ({ $code }).
error-json-too-large = Die Datei ist zu groß (mehr als { $limit } Bytes).
error-json-truncated = Die Datei endet zu früh; vielleicht wurde sie abgeschnitten.
error-json-syntax = Die Datei ist kein gültiges JSON.
error-json-shape = Die Datei enthält nicht, was eine Spieldatei enthält.
error-position-bad-name = Der Name der Stellung ist leer, zu lang oder enthält ein Steuerzeichen.
error-position-bad-token = Der Regionsname „{ $found }“ ist nicht erlaubt: nur Buchstaben, Ziffern, _ und -.
error-position-cell-out-of-range = Das Feld ({ $x }, { $y }) liegt außerhalb des größten Spielplans (25 × 25).
error-position-no-region = Die Stellung hat kein Regionsfeld.
error-csv-too-large = Die Datei ist zu groß für eine Stellungsdatei.
error-csv-unreadable = Die Datei lässt sich nicht als CSV-Text lesen.
error-csv-empty = Die Datei ist leer.
error-csv-unknown-header = Unbekannte Spalte „{ $found }“: Eine Stellungsdatei beginnt mit position_id,position_name,row,c0,c1,…
error-csv-missing-fields = Die Zeile braucht mindestens position_id, position_name und row.
error-csv-empty-id = Die position_id ist leer.
error-csv-bad-name = Der Name der Stellung ist leer oder zu lang.
error-csv-inconsistent-name = Stellung { $found } hat in einer früheren Zeile einen anderen Namen.
error-csv-non-numeric-row = Die Zeilennummer „{ $found }“ ist keine Zahl.
error-csv-duplicate-row = Zeile { $number } kommt in dieser Stellung zweimal vor.
error-csv-cell-out-of-range = Ein Feld liegt außerhalb des größten Spielplans (25 × 25).
error-csv-bad-token = Der Regionsname „{ $found }“ ist nicht erlaubt: nur Buchstaben, Ziffern, _ und -.
error-csv-no-region = Stellung { $found } hat kein Regionsfeld.
error-csv-too-many-positions = Die Datei enthält mehr als 64 Stellungen.
error-csv-no-position = Die Datei enthält keine Stellung.
error-start-bad-sets = { player-name } hat { $number } Runden begonnen; das passt nicht zu diesem Spiel.
error-start-stone-off-board = Ein Stein liegt auf { cell-position }, das weder Regionsfeld noch Punktfeld ist.
error-start-supply-mismatch = { $color ->
    [blue] Die blauen Steine
    [yellow] Die gelben Steine
    [red] Die roten Steine
    [green] Die grünen Steine
    [orange] Die orangefarbenen Steine
   *[purple] Die lila Steine
  } auf dem Spielplan und in den Vorräten passen nicht zu den begonnenen Runden.
error-start-missing-refill = Der Vorrat von { player-name } ist leer, obwohl noch Runden übrig sind.
error-start-illegal-bridge = Brücke { $index } ist nicht erlaubt: { $reason }
error-start-bridge-kind = Brücke { $index } ist als { $given_kind ->
    [blue] blaue
    [yellow] gelbe
   *[red] rote
  } Brücke angegeben, ihre Farben ergeben aber eine { $actual_kind ->
    [blue] blaue
    [yellow] gelbe
   *[red] rote
  } Brücke.
error-start-cut-mismatch = Brücke { $index } ist als geschnitten markiert, ohne dass eine rote Brücke sie schneidet, oder umgekehrt.
error-start-lonely-dot-stone = Der Stein auf dem Punktfeld ({ cell-position }) gehört zu keiner Brücke.
error-start-no-move = Wer am Zug ist, kann keinen Stein setzen.
error-record-not-a-saved-game = Diese Datei ist kein gespeichertes Spiel von { -game-name }.
error-record-unsupported-version = Dieses Speicherformat (Version „{ $found }“) kennt die App nicht.
error-record-newer-version = Dieses Spiel wurde mit einer neueren Version der App gespeichert (Format { $version }): Aktualisiere die App, um es zu öffnen.
error-record-bad-session = Die gewählten Farben oder Markierungen in dieser Datei passen nicht zum Spiel.
error-record-bad-rounds = { $number } Runden sind keine Wahl: Ein Spiel hat 3 oder 4 Runden.
error-record-bad-stones = Die Steine der Anfangsstellung passen nicht zum Spielplan.
error-record-bad-bridge = Die Anfangsbrücke { $index } („{ $found }“) ist keine Brücke aus 3 oder 4 Feldern.
error-record-bad-action = Aktion { $index } („{ $found }“) ist keine Aktion.
error-record-illegal-action = Aktion { $index } („{ $found }“) ist nicht erlaubt: { $reason }
error-link-too-long = Der Link ist zu lang.
error-link-bad-prefix = Das ist kein Link von { -game-name }.
error-link-unknown-page = „{ $found }“ ist keine Seite der Web-Version von { -game-name }.
error-link-no-fragment = Dieser Link öffnet die Startseite der Web-Version, keine Stellung und kein Spiel.
error-link-unknown-position = „{ $found }“ ist weder Nummer noch Name einer eingebauten Stellung.
error-link-bad-base64 = Der Spiel-Link ist beschädigt.
error-link-truncated = Der Spiel-Link ist abgeschnitten.
error-link-bad-checksum = Der Spiel-Link ist beschädigt: Er wurde verändert oder gekürzt.
error-link-unsupported-version = Dieser Spiel-Link (Version { $version }) stammt von einer neueren App: Aktualisiere die App, um ihn zu öffnen.
error-link-trailing-bytes = Der Spiel-Link hat nach dem Spiel überzählige Zeichen.
error-link-bad-value = Der Spiel-Link enthält { $field ->
    [position_name] einen ungültigen Stellungsnamen
    [region_token] einen ungültigen Regionsnamen
    [cell] ein ungültiges Feld
    [colour] eine ungültige Farbe
    [stone] einen ungültigen Stein
    [bridge] eine ungültige Brücke
    [level] eine ungültige Computerstufe
   *[bridge_kind] eine ungültige Brückenart
  }.
error-link-unknown-builtin = Der Spiel-Link nennt die eingebaute Stellung { $number }, die es nicht gibt.
error-link-illegal-action = Aktion { $index } des Spiel-Links ist nicht erlaubt: { $reason }
error-link-not-canonical = Der Spiel-Link hat nicht die Form, die diese App schreibt.
error-web-unsupported-version = Dieser Spielstand der Web-Version (Version „{ $found }“) wird nicht unterstützt.
error-web-duplicate-cell = Das Feld ({ $x }, { $y }) ist zweimal aufgeführt.
error-web-grid-size = Das Raster hat { $number } Felder, die Stellung braucht { $limit }.
error-web-unknown-color = „{ $found }“ ist keine Farbe.
error-web-bad-count = Die Steinanzahl { $number } liegt nicht zwischen 0 und 255.
error-web-mid-turn = Das Spiel wurde mitten im Zug gespeichert: Speichere es zu Beginn eines Zuges.
error-web-bad-bridge-row = Brücke { $index } ist keine gerade Reihe aus 3 oder 4 Feldern.
error-unknown-position = Keine eingebaute Stellung heißt „{ $found }“.
error-bad-rounds = Ein Spiel hat 3 oder 4 Runden, nicht { $number }.
error-no-such-position-in-file = Die Datei enthält keine Stellung Nummer { $index }.
error-editor-outside-grid = Das Feld ({ cell-position }) liegt außerhalb des Rasters.
error-editor-size-out-of-range = Ein Spielplan von { $width } × { $height } Feldern ist nicht möglich: Jede Seite hat 9 bis 25 Felder.
error-editor-resize-cuts-painted-cells = { $count ->
    [one] Die neue Größe würde ein bemaltes Feld abschneiden: Lösche es zuerst.
   *[other] Die neue Größe würde { $count } bemalte Felder abschneiden: Lösche sie zuerst.
  }
error-editor-nothing-to-undo = Es gibt nichts rückgängig zu machen.
error-editor-nothing-to-redo = Es gibt nichts wiederherzustellen.
error-store-not-a-directory = Der Ordner der Spieldaten ist kein Ordner.
error-store-no-directory = Für die Spieldaten wurde kein Ordner angegeben.
error-store-locked = Die Spieldaten werden gerade von einem anderen Fenster der App benutzt.
error-store-io = Die Spieldaten ließen sich nicht schreiben oder lesen.
error-store-too-many-entries = Eine Liste der Spieldaten enthält zu viele Dateien, um sie zu lesen.
error-store-too-much-data = Eine Liste der Spieldaten ist zu groß, um sie zu lesen.
error-store-full = Diese Liste ist voll: Lösche zuerst einige Einträge.
error-store-no-such-entry = Dieses Spiel oder diese Stellung gibt es nicht mehr.
error-store-unreadable = Eine Datei der Spieldaten ließ sich nicht lesen; sie wurde unter einem anderen Namen aufbewahrt.
error-store-not-the-current-game = Das ist nicht das aktuelle Spiel: Beginne es als neues Spiel.
error-store-bad-name = Dieser Name ist nicht erlaubt.
error-store-name-taken = Eine deiner Stellungen heißt schon so.
error-store-not-a-file = Dort, wo eine Datei hingehört, liegt etwas anderes.
error-store-not-a-folder = Dort, wo ein Ordner hingehört, liegt etwas anderes.
error-store-file-too-large = Die Datei ist größer als jede, die die App schreibt.
error-store-read-failed = Die Datei ließ sich nicht lesen.
error-store-not-a-game = Die Datei ist kein gespeichertes Spiel eines der drei Spiele.
error-store-not-one-position = Die Datei enthält mehrere Stellungen statt einer.
error-store-nothing-to-export = Wähle mindestens eine Stellung zum Exportieren.
error-receive-too-large = Was angekommen ist, ist zu groß zum Öffnen.
error-receive-unrecognised = Was angekommen ist, ist weder Link noch Stellungsdatei noch Spieldatei.
error-share-game-not-over = Das Spiel ist noch nicht zu Ende: Es gibt kein Ergebnis zu teilen.
error-share-write-failed = Die Datei zum Teilen ließ sich nicht schreiben.
error-share-no-free-name = Für die Datei zum Teilen fand sich kein freier Name.
error-picture-bad-size = Ein Bild mit { $number } Pixeln lässt sich nicht erstellen: wähle eine Größe von 64 bis 4096.
error-not-a-terminal = Das Spiel braucht ein Terminal: starte es in einem Terminal oder nutze „dl-cli script“ zur Automatisierung.
error-unknown-language = Die Sprache „{ $found }“ gibt es hier nicht: wähle de, en, fr, it, es, pt, ja, zh-Hans, uk oder ko.
error-picture-font = Die Schrift des Bildes ließ sich nicht lesen.
error-picture-encoding = Das Bild ließ sich nicht als PNG schreiben.
error-file-not-found = Die Datei gibt es nicht.
error-file-not-a-file = Das ist keine gewöhnliche Datei (ein Ordner, eine Pipe oder ein Gerät): Sie wurde nicht gelesen.
error-file-too-large = Die Datei ist zu groß.
error-io-error = Die Datei ließ sich nicht lesen oder schreiben.
error-io-disk-full = Der Speicher ist voll: Es ließ sich nichts schreiben. Gib etwas Platz frei und versuche es erneut.
error-io-permission-denied = Zugriff verweigert: Die Datei oder der Ordner darf nicht geschrieben oder gelesen werden.
error-io-read-only = Der Speicher ist schreibgeschützt: Dort lässt sich nichts schreiben.
error-position-not-found = Es gibt keine eingebaute Stellung „{ $found }“: nimm 1–12, einen Namen wie octopus oder eine .csv-Datei.
error-file-exists = Die Datei gibt es schon: wähle einen anderen Namen.
error-no-data-dir = Es gibt kein Datenverzeichnis: setze DL_DATA_DIR, XDG_DATA_HOME oder HOME, oder gib --out an.

## Problems of a position in the editor

problem-editor-name-empty = Die Stellung hat keinen Namen.
problem-editor-name-too-long = Der Name hat { $count } Zeichen; erlaubt sind höchstens { $limit }.
problem-editor-name-control-character = Der Name enthält ein Steuerzeichen (einen Zeilenumbruch, einen Tabulator …).
problem-editor-name-of-builtin = Die eingebaute Stellung { $number } heißt schon so.
problem-editor-no-region = Die Stellung hat kein Regionsfeld.
problem-editor-bad-token = Der Regionsname „{ $found }“ lässt sich nicht in eine Stellungsdatei schreiben.
problem-editor-split-region = { $count ->
    [one] Die Region { $found } besteht aus einem Teil.
   *[other] Die Region { $found } besteht aus { $count } getrennten Teilen.
  }
problem-editor-dots-inside-region = { $count ->
    [one] Ein Punktfeld liegt innerhalb der Region { $found }.
   *[other] { $count } Punktfelder liegen innerhalb der Region { $found }.
  }
problem-severity-blocking = Vor dem Speichern zu beheben
problem-severity-warning = Warnung

## Buttons and menus

button-undo = Zug zurück
button-redo = Wiederherstellen
button-end-turn = Zug abschließen
button-menu = Menü
button-back = Zurück
button-share = Teilen …
button-share-position = Stellung teilen
button-share-position-csv = Stellung als CSV teilen
button-share-picture = Bild teilen
button-share-game = Spiel teilen
button-share-game-link = Spiellink teilen
button-share-result = Ergebnis teilen
button-end-by-agreement = Einvernehmlich beenden
button-new-game = Neues Spiel
button-saved-games = Gespeicherte Spiele
button-rules = Regeln
button-hint = Tipp
button-settings = Einstellungen
button-open-link = Link öffnen
button-open-position-file = Stellungsdatei öffnen …
button-rematch = Revanche
button-cancel = Abbrechen
button-ok = OK
button-close = Schließen
button-open = Öffnen
button-delete = Löschen
button-rename = Umbenennen
button-duplicate = Duplizieren
button-save = Speichern
button-test-play = Probespielen
button-new-position = Neue Stellung
button-edit-copy = Kopie bearbeiten
button-full-rules = Das vollständige Regelblatt
button-end-turn-anyway = Zug abschließen
button-end-game = Spiel beenden
button-quit = Beenden

## Screen titles

title-new-game = Neues Spiel
title-saved-games = Gespeicherte Spiele
title-history = Beendete Spiele
title-rules = Regeln
title-settings = Einstellungen
title-editor = Stellungs-Editor
title-my-positions = Eigene Stellungen
title-share = Teilen

## Dialogs

dialog-dot-stone-title = Zug abschließen?
dialog-agree-title = Spiel jetzt beenden?
dialog-agree-body = Sind beide Spieler einverstanden, das Spiel jetzt zu beenden? Es zählt der aktuelle Punktestand.
dialog-agree-player = { player-name }, bist du einverstanden, das Spiel jetzt zu beenden?
dialog-delete-game-title = Dieses gespeicherte Spiel löschen?
dialog-delete-position-title = Die Stellung „{ $name }“ löschen?
dialog-delete-body = Das lässt sich nicht rückgängig machen.
dialog-open-game-title = Dieses Spiel öffnen?
dialog-open-position-title = Diese Stellung öffnen?
dialog-open-body = Dein angefangenes Spiel bleibt unter „Gespeicherte Spiele“.

## The game screen's panel

panel-turn = Zug { $turn }
panel-to-move = { $player ->
    [blue] Blau am Zug
   *[yellow] Gelb am Zug
  }
panel-game-over = Das Spiel ist zu Ende
panel-set = Runde { $set }/{ $sets }
panel-bridge-points = Brücken
panel-region-points = Regionen
panel-total = Gesamt
panel-supply = { $count ->
    [one] noch ein Stein
   *[other] noch { $count } Steine
  }

## New-game screen

new-game-four-rounds = 4 Runden
new-game-three-rounds = 3 Runden
new-game-default-rounds = Standard-Rundenzahl
new-game-my-positions = Eigene Stellungen
new-game-rounds = { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
  }
new-game-size = { $width } × { $height }
new-game-two-players = Zwei Spieler
new-game-against-computer = Gegen den Computer
new-game-you-play = Du spielst
new-game-level = Stufe
level-easy = Leicht
level-medium = Mittel
level-hard = Schwer

## The terminal: game menu and screens of the other two games
games-title = Wähle ein Spiel
games-hint = ↑↓ wählen · Enter oder Klick: öffnen · Esc: zurück · q: beenden
games-rules-hint = ↑↓ Bild↑ Bild↓: blättern · Esc oder r: zurück zum Spiel · q: beenden
games-too-small = Das Terminal ist zu klein für diese Ansicht: Sie braucht { $width } × { $height } Zeichen.

## Saved games

saved-turn = Zug { $turn }
saved-none = Noch keine gespeicherten Spiele.
saved-history-none = Noch keine beendeten Spiele.

## Settings

settings-language = Sprache
settings-language-system = Systemsprache
settings-theme = Design
settings-theme-system = Wie das System
settings-theme-light = Hell
settings-theme-dark = Dunkel
settings-symbols = Symbole für Farbenblinde
settings-haptics = Vibration

## Position editor

editor-brush-dark = Dunkle Region
editor-brush-medium = Mittlere Region
editor-brush-light = Helle Region
editor-brush-dot = Punktfeld
editor-brush-eraser = Radierer
editor-brush-fill = Füllen
editor-name = Name
editor-width = Breite
editor-height = Höhe
editor-problems = Probleme
editor-no-problems = Keine Probleme.
editor-paint = Malen
editor-saved = „{ $name }“ ist in „Eigene Stellungen“ gespeichert.
editor-leave-title = Editor verlassen?
editor-leave-body = Die Änderungen seit dem letzten Speichern gehen verloren.

## Accessibility

a11y-separator = {", "}
a11y-cell = { $kind ->
    [region] { cell-position }, Region { $region }
    [dot] { cell-position }, Punktfeld
   *[empty] { cell-position }, außerhalb des Spielplans
  }
a11y-stone = { $color ->
    [blue] blauer Stein
    [yellow] gelber Stein
    [red] roter Stein
    [green] grüner Stein
    [orange] orangefarbener Stein
   *[purple] lila Stein
  }
a11y-ringed = markiert
a11y-last-placed = zuletzt gesetzt
a11y-highlighted = nimmt die gewählte Farbe an
a11y-place = Gewählte Farbe setzen
a11y-ring = Als Brückenende markieren
a11y-chip = { color-name }: { $count }
a11y-bridge-cut = geschnitten

## Share texts and the board picture's caption

share-position = { $web ->
    [yes] Lass uns { -game-name } auf { $position } spielen!
   *[no] Lass uns { -game-name } auf { $position } spielen! Der Link öffnet sie in der App.
  }
share-game = { $winner ->
    [blue] { -game-name } auf { $position }: Blau gewinnt { $blue }:{ $yellow }
    [yellow] { -game-name } auf { $position }: Gelb gewinnt { $yellow }:{ $blue }
    [draw] { -game-name } auf { $position }: unentschieden { $blue }:{ $yellow }
   *[none] { -game-name } auf { $position }, Zug { $turn }: { panel-to-move } (Blau { $blue }, Gelb { $yellow })
  }
share-result = { $winner ->
    [blue] Blau gewinnt { $blue }:{ $yellow } auf { $position }
    [yellow] Gelb gewinnt { $yellow }:{ $blue } auf { $position }
   *[draw] Unentschieden { $blue }:{ $yellow } auf { $position }
  }

## What the operating system shows

os-app-name = { -game-name }
os-open-link = In { -game-name } öffnen
os-document-game = { -game-name }-Spiel
os-document-position = { -game-name }-Stellung
os-local-network = Online spielen verbindet dich direkt mit dem Gerät deines Freundes, wenn ihr im selben Netzwerk seid.

## The rules for players

rules-turn-title = Ein Zug
rules-turn-1 = Blau und Gelb ziehen abwechselnd; Blau beginnt. In deinem Zug setzt du genau einen Stein aus deinem Vorrat auf ein freies Feld des Spielplans.
rules-turn-2 = Danach darfst du mit diesem Stein Brücken bauen, so viele der Spielplan hergibt, und schließt deinen Zug ab.
rules-turn-example = Blau hat einen Stein gesetzt; Gelb antwortet.
rules-bridges-title = Brücken
rules-bridges-1 = Eine Brücke verbindet 3 oder 4 Steine, die lückenlos auf einer geraden Linie liegen: waagerecht, senkrecht oder diagonal. Zwei benachbarte Steine dürfen nie dieselbe Farbe haben.
rules-bridges-2 = Zum Bauen tippst du doppelt auf den Stein an einem Ende, dann auf den am anderen Ende. Jede Brücke muss den Stein enthalten, den du in diesem Zug gesetzt hast: Eine Reihe, die du nicht gleich überbrückst, lässt sich später nur über einen neuen Stein überbrücken.
rules-bridges-2-keyboard = Zum Bauen drückst du Enter auf dem Stein an einem Ende, dann auf dem am anderen Ende. Jede Brücke muss den Stein enthalten, den du in diesem Zug gesetzt hast: Eine Reihe, die du nicht gleich überbrückst, lässt sich später nur über einen neuen Stein überbrücken.
rules-bridges-3 = Zwei Brücken dürfen sich einen Stein teilen, wenn er Ende mindestens einer von beiden ist; verlängern lässt sich eine Brücke nie.
rules-bridges-example = Blau, Lila und Grün in einer Linie: eine blaue Brücke.
rules-loyalty-title = Loyalität
rules-loyalty-1 = Die sechs Farben bilden drei Farbgruppen, jede aus einer Farbe und ihren beiden Nachbarn im Farbkreis: Blau + ist Blau, Lila und Grün; Gelb + ist Gelb, Orange und Grün; Rot + ist Rot, Lila und Orange.
rules-loyalty-2 = Deine Brücken bestehen nur aus Farben deiner Gruppe. Die Steine gehören niemandem: Ein grüner Stein, den du setzt, kann deinem Gegner dienen, und Lila und Orange dienen auch Rot +.
rules-loyalty-example = Gelb nutzt den grünen Stein von Blau für eine gelbe Brücke.
rules-red-title = Rote Brücken und Schneiden
rules-red-1 = Beide Spieler dürfen rote Brücken aus Steinen von Rot + bauen. Sie zählen nichts, schneiden aber im Moment ihres Baus jede blaue oder gelbe Brücke, die sie kreuzen.
rules-red-2 = Eine geschnittene Brücke bleibt liegen, grau und gestrichelt, und zählt nichts. Keine Brücke darf eine bestehende kreuzen, und eine rote keine rote oder geschnittene.
rules-red-example = Eine rote Brücke schneidet die diagonale Brücke von Blau.
rules-dots-title = Punktfelder
rules-dots-1 = Punktfelder liegen außerhalb der Spielplanteile. Ein Stein darf nur dann auf ein Punktfeld, wenn eine Brücke durch ihn laufen kann; die App hebt diese Punktfelder für die gewählte Farbe hervor.
rules-dots-2 = Gehört der Stein auf dem Punktfeld am Ende deines Zuges zu keiner Brücke, kommt er zurück in deinen Vorrat.
rules-dots-example = Ein Stein auf einem Punktfeld vollendet eine Brücke.
rules-sets-title = Runden
rules-sets-1 = Jede Runde bringt dir 12 Steine. Blau erhält 4 blaue, 3 lila, 2 grüne, 2 rote und 1 orangefarbenen; Gelb erhält 4 gelbe, 3 orangefarbene, 2 grüne, 2 rote und 1 lila.
rules-sets-2 = Ist dein Vorrat am Ende deines Zuges leer, beginnt deine nächste Runde. Ein Spiel hat 4 Runden auf den Stellungen 1 bis 6 und 3 auf den übrigen; die Anzeige zeigt, in welcher Runde du bist.
rules-sets-example = Blau hat die drei lila Steine seiner Runde gesetzt, Gelb seine drei orangefarbenen.
rules-scoring-title = Wertung
rules-scoring-1 = Eine Brücke aus 3 Steinen bringt 1 Punkt, eine aus 4 Steinen 2 Punkte. Rote und geschnittene Brücken bringen nichts.
rules-scoring-2 = Jedes Spielplanteil ist eine Region. Deine erste Brücke mit einem inneren Stein (keinem Ende) in einer Region bringt dir dafür 1 weiteren Punkt. Brücken- und Regionspunkte werden getrennt angezeigt.
rules-scoring-example = Eine 4er-Brücke über zwei Regionen: 2 Brückenpunkte und 2 Regionspunkte.
rules-end-title = Das Ende
rules-end-1 = Das Spiel endet, wenn alle Steine gesetzt sind oder keiner mehr setzen kann. Beide Spieler können sich auch einigen, früher aufzuhören, bevor im Zug ein Stein gesetzt ist.
rules-end-2 = Zähle Brücken- und Regionspunkte zusammen: Die höhere Summe gewinnt, gleiche Summen sind unentschieden. Jede Aktion lässt sich zurücknehmen, bis zum Anfang.
rules-end-3 = Ein Spiel aus einem Spielstand der Web-Version beginnt dort, wo der Spielstand steht: Die Züge davor enthält er nicht, sie lassen sich nicht zurücknehmen, und die Zugnummer ist die kleinste, die zum Brett passt.
rules-end-example = Die Spieler einigen sich, ein kurzes Spiel zu beenden: Blau gewinnt 2:0.

## Das Terminal (dl-cli): Tastenhinweise, Fragen, Hinweise und Berichte. Die Tasten sind in jeder
## Sprache dieselben.

terminal-title = { -game-name } · { $position } · { new-game-rounds }
terminal-colour-keys = Farbe: 1–6
terminal-cursor = Cursor: { $description }
terminal-thinking = Der Computer denkt nach … { $percent } % · u: abbrechen und zurücknehmen
hint-turn = Tipp: { color-name } auf { cell-position }; zu bildende Brücken: { $bridges }.
terminal-too-small-title = Das Terminal ist für diese Stellung zu klein.
terminal-too-small-hint = Vergrößere das Fenster oder verkleinere die Schrift; n: andere Stellung, q: beenden.
terminal-previous-saved = Das angefangene Spiel bleibt unter „Gespeicherte Spiele“ (n: neues Spiel).
terminal-previous-finished = Das beendete Spiel bleibt unter „Beendete Spiele“.
terminal-no-data-dir = Kein Datenverzeichnis (HOME oder XDG_DATA_HOME): das Spiel wird nicht gespeichert.
terminal-unreadable-title = Eine gespeicherte Datei ließ sich nicht lesen
terminal-moved-aside = { $path } ließ sich nicht lesen: { $problem } ({ $code })
terminal-kept-as = Sie bleibt unverändert erhalten als { $path }.
terminal-fresh-start = Ein neues Spiel beginnt; nichts wurde überschrieben.
terminal-resume-title = Weiterspielen?
terminal-delete-keys = y: löschen · n: behalten
terminal-end-turn-keys = y: Zug trotzdem abschließen · n: zurück
terminal-agree-keys = y: Spiel beenden · n: weiterspielen
terminal-any-key = Drücke eine beliebige Taste.
terminal-played-unknown = zu unbekannter Zeit gespielt
terminal-new-game-keys = ↑↓: wählen · Enter oder Klick: starten oder weiterspielen · 3/4: Runden · f: CSV-Datei importieren · d: löschen · m: Menü · Esc: zurück · q: beenden
terminal-delete-key = d: löschen
terminal-saved-game-keys = Enter: dieses Spiel weiterspielen · d: löschen
terminal-csv-prompt = CSV-Datei:
terminal-csv-keys = Enter: importieren · Esc: abbrechen
terminal-csv-hint = f: Stellungen aus einer CSV-Datei importieren (im Format der Webversion)
terminal-rules-keys = ↑↓ Bild↑ Bild↓: blättern · Esc oder r: zurück zum Spiel · q: beenden
terminal-key-enter = Enter
terminal-key-esc = Esc
terminal-key-space = Leertaste
terminal-key-save = Strg-S
terminal-key-tab = Tab
terminal-import-title = Importieren
terminal-import-added = { $count ->
    [one] { $count } Stellung zu „Eigene Stellungen“ hinzugefügt.
   *[other] { $count } Stellungen zu „Eigene Stellungen“ hinzugefügt.
  }
terminal-import-refused = Zeile { $line }: „{ $name }“ ausgelassen: { $problem }
terminal-import-refused-unnamed = Zeile { $line }: eine Stellung ausgelassen: { $problem }
terminal-share-wrote = Geschrieben nach { $path }:
terminal-share-no-position-link = Link zur Stellung: keiner
terminal-share-no-game-link = Link zum Spiel: keiner (zu lang); sende die Spieldatei
terminal-share-failed = Teilen fehlgeschlagen
terminal-in-file = { $path }: { $problem }

## Discorder

discorder-name = Discorder
discorder-player = { $player ->
    [yellow] Gelb
   *[black] Schwarz
  }
discorder-status-place-tile = { discorder-player }: Lege ein Plättchen oder wähle einen Stift.
discorder-status-place-peg = { discorder-player }: Setze einen Stift zwischen zwei Felder einer Spalte.
discorder-status-passed = { $player ->
    [yellow] Gelb hat kein Plättchen und keinen Platz für einen Stift mehr und passt. Schwarz spielt.
   *[black] Schwarz hat kein Plättchen und keinen Platz für einen Stift mehr und passt. Gelb spielt.
  }
discorder-status-no-target = { $tool ->
    [tile] Tippe auf ein Feld des Spielplans.
   *[peg] Tippe auf die Linie zwischen zwei Feldern einer Spalte.
  }
discorder-status-no-target-keyboard = { $tool ->
    [tile] Drücke die Leertaste auf einem Feld des Spielplans.
   *[peg] Drücke p auf einem Feld: Der Stift kommt auf die Linie darunter.
  }
discorder-status-undone = Zurückgenommen. { discorder-player } spielt.
discorder-status-game-over-result = { $winner ->
    [yellow] Spielende: Gelb gewinnt { $yellow }:{ $black }.
    [black] Spielende: Schwarz gewinnt { $black }:{ $yellow }.
   *[draw] Spielende: unentschieden { $yellow }:{ $black }.
  }
discorder-edge = die Linie unter { cell-position }
discorder-refusal-game-over = Das Spiel ist zu Ende.
discorder-refusal-cell-outside-board = Das Feld ({ cell-position }) liegt nicht auf dem Spielplan.
discorder-refusal-no-tiles-left = Du hast kein Plättchen mehr.
discorder-refusal-cell-occupied = Auf { cell-position } liegt schon ein Plättchen.
discorder-refusal-edge-outside-board = Ein Stift gehört nur zwischen zwei Felder einer Spalte.
discorder-refusal-no-pegs-left = Es ist kein Stift mehr übrig.
discorder-refusal-edge-has-peg = Auf { discorder-edge } steckt schon ein Stift.
discorder-refusal-peg-not-following = Ein Stift muss an ein Plättchen oder einen anderen Stift anschließen; { discorder-edge } tut das nicht.
discorder-refusal-peg-after-own-three = Kein Stift am Ende deiner eigenen Dreierlinie ({ discorder-edge }).
discorder-refusal-no-edge-for-peg = Keine Linie nimmt jetzt einen Stift an.
discorder-refusal-nothing-to-undo = Es gibt nichts zurückzunehmen.
discorder-event-tile-placed = Plättchen von { discorder-player } auf { cell-position }.
discorder-event-peg-placed = Stift von { discorder-player } auf { discorder-edge }.
discorder-event-turn-started = { discorder-player } ist am Zug.
discorder-event-game-over = { $winner ->
    [yellow] Spielende: Gelb gewinnt.
    [black] Spielende: Schwarz gewinnt.
   *[draw] Spielende: unentschieden.
  }
discorder-error-record-too-large = Die Datei ist zu groß (mehr als { $limit } Bytes).
discorder-error-record-truncated = Die Datei endet zu früh; vielleicht wurde sie abgeschnitten.
discorder-error-record-syntax = Die Datei ist kein gültiges JSON.
discorder-error-record-not-a-saved-game = Diese Datei ist kein gespeichertes Spiel.
discorder-error-record-other-game = Das ist ein gespeichertes Spiel von „{ $found }“, nicht von Discorder.
discorder-error-record-newer-version = Dieses Spiel wurde mit einer neueren Version der App gespeichert (Format { $version }): Aktualisiere die App, um es zu öffnen.
discorder-error-record-bad-version = Das gespeicherte Spiel hat keine gültige Formatversion.
discorder-error-record-shape = Die Datei enthält nicht, was eine Spieldatei enthält.
discorder-error-record-too-many-actions = Die Datei enthält { $number } Aktionen, mehr als ein Spiel haben kann ({ $limit }).
discorder-error-record-bad-action = Aktion { $index } („{ $found }“) ist keine Aktion.
discorder-error-record-illegal-action = Aktion { $index } ist nicht erlaubt: { $reason }
discorder-tool-tile = Plättchen
discorder-tool-peg = Stift
discorder-starter = { $starter ->
    [yellow] Gelb beginnt
    [black] Schwarz beginnt
   *[random] Auslosen
  }
discorder-tiles-left = { $count ->
    [one] noch ein Plättchen
   *[other] noch { $count } Plättchen
  }
discorder-pegs-left = { $count ->
    [one] noch ein Stift
   *[other] noch { $count } Stifte
  }
discorder-scores = Gelb: { $yellow } · Schwarz: { $black }
discorder-to-move = { discorder-player } am Zug
discorder-points = { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
  }
discorder-settled = sicher
discorder-rules-1 = Gelb und Schwarz spielen abwechselnd auf einem Brett aus 8 × 7 Feldern. Jeder hat 28 Plättchen, dazu kommen 10 gemeinsame Stifte. Wer am Zug ist, legt ein eigenes Plättchen auf ein freies Feld oder setzt einen Stift. Wer beginnt, wird zu Beginn festgelegt.
discorder-rules-2 = Ein Stift sitzt auf der Linie zwischen zwei Feldern einer Spalte. Er muss ein Plättchen darüber oder darunter berühren oder einen Stift daneben auf derselben Linie fortsetzen. Er trennt die Spalte an dieser Stelle und zählt waagerecht nicht. Stifte werden nie versetzt.
discorder-rules-3 = Du darfst keinen Stift an ein Ende einer senkrechten Linie aus genau drei eigenen Plättchen setzen und keine eigene Linie so teilen, dass eine solche Dreierlinie übrig bleibt. Dein Gegner darf es.
discorder-rules-4 = Eine Linie ist eine Folge von Plättchen eines Spielers, waagerecht oder in einer Spalte ohne Stift dazwischen. Eine Linie aus genau 3 Plättchen bringt ihrem Besitzer 1 Punkt, eine aus 4 oder mehr bringt dem Gegner 1 Punkt. Die Tafel zeigt die Punkte, wie sie gerade stehen, und wie viele davon sicher sind: Diese ändern sich nicht mehr.
discorder-rules-5 = Solange ein Feld frei ist, musst du spielen: Ohne Plättchen setzt du einen Stift, wenn einer passt, sonst passt du. Das Spiel endet, wenn auf jedem Feld ein Plättchen liegt; die höhere Summe gewinnt, gleiche Summen sind unentschieden. Jede Aktion lässt sich zurücknehmen, bis zum Anfang.
discorder-keys = Pfeile: bewegen · Leertaste oder Enter: legen · t: Plättchen · p: Stifte · u: zurücknehmen · r: Regeln · n: neues Spiel · m: Menü · q: beenden · ein Klick legt auf das angeklickte Feld oder die Linie

## Color Brake ABAB

colorbrake-name = Color Brake ABAB
colorbrake-seat = { $seat ->
    [one] Spieler 1
   *[two] Spieler 2
  }
colorbrake-colour = { $colour ->
    [blue] blau
    [green] grün
    [yellow] gelb
    [red] rot
    [white] weiß
    [orange] orange
   *[pink] rosa kariert
  }
colorbrake-token = { $token ->
    [colour] { $colour ->
        [blue] ein blauer Spielstein
        [green] ein grüner Spielstein
        [yellow] ein gelber Spielstein
        [red] ein roter Spielstein
        [white] ein weißer Spielstein
        [orange] ein orangefarbener Spielstein
       *[pink] ein rosa karierter Spielstein
    }
    [neutral] ein neutraler Spielstein
    [tank] ein Tank
   *[diamond] eine Raute
  }
colorbrake-cell = Feld { $cell }
colorbrake-row = Reihe { $row }
colorbrake-status-hand-over = Gib das Gerät an { colorbrake-seat } weiter und tippe dann, um deine Hand zu sehen.
colorbrake-status-hand-over-keyboard = Gib die Tastatur an { colorbrake-seat } weiter und drücke dann Enter, um deine Hand zu sehen.
colorbrake-status-place = { colorbrake-seat } ({ $nomination }): Lege einen Spielstein auf { colorbrake-cell }.
colorbrake-status-tank-or-place = { colorbrake-seat }: Lege einen Spielstein oder setze zuerst einen Tank auf einen Spielstein von { colorbrake-row }.
colorbrake-status-choose-rescue = { colorbrake-seat }: Wähle die gezogene Farbe für den neutralen Spielstein auf { colorbrake-cell }.
colorbrake-status-computer-to-move = Der Computer ({ colorbrake-seat }) ist am Zug.
colorbrake-status-undone = Zurückgenommen: { $action ->
    [colour] { colorbrake-token }.
    [neutral] ein neutraler Spielstein.
    [rescue] die Farbe auf dem neutralen Spielstein.
    [diamond] eine Raute.
    [for_diamond] der Spielstein für die Raute.
    [tank] ein Tank auf { colorbrake-cell }.
   *[next_round] die nächste Runde.
  }
colorbrake-status-round-over-result = { $end ->
    [completed] Runde { $round } ist vorbei: { colorbrake-seat } hat das letzte Feld gefüllt und bekommt 5 Punkte.
   *[stuck] Runde { $round } ist vorbei: { colorbrake-seat } kann { colorbrake-cell } nicht füllen; der andere Spieler bekommt { $points } Punkte.
  }
colorbrake-status-game-over-result = { $winner ->
    [one] Spielende: Spieler 1 gewinnt { $one }:{ $two }.
    [two] Spielende: Spieler 2 gewinnt { $two }:{ $one }.
   *[draw] Spielende: unentschieden bei { $one }.
  }
colorbrake-refusal-game-over = Das Spiel ist zu Ende.
colorbrake-refusal-round-over = Die Runde ist vorbei.
colorbrake-refusal-round-not-over = Die Runde ist noch nicht vorbei.
colorbrake-refusal-rescue-pending = Spiele zuerst einen der gezogenen Spielsteine auf den neutralen.
colorbrake-refusal-no-rescue-pending = Kein neutraler Spielstein wartet auf einen gezogenen.
colorbrake-refusal-not-drawn = { $colour ->
    [blue] Es wurde kein blauer Spielstein gezogen.
    [green] Es wurde kein grüner Spielstein gezogen.
    [yellow] Es wurde kein gelber Spielstein gezogen.
    [red] Es wurde kein roter Spielstein gezogen.
    [white] Es wurde kein weißer Spielstein gezogen.
    [orange] Es wurde kein orangefarbener Spielstein gezogen.
   *[pink] Es wurde kein rosa karierter Spielstein gezogen.
  }
colorbrake-refusal-not-in-hand = Nicht in deiner Hand: { colorbrake-token }.
colorbrake-refusal-not-in-reference = { $colour ->
    [blue] Die vorige Reihe hat keinen blauen Spielstein.
    [green] Die vorige Reihe hat keinen grünen Spielstein.
    [yellow] Die vorige Reihe hat keinen gelben Spielstein.
    [red] Die vorige Reihe hat keinen roten Spielstein.
    [white] Die vorige Reihe hat keinen weißen Spielstein.
    [orange] Die vorige Reihe hat keinen orangefarbenen Spielstein.
   *[pink] Die vorige Reihe hat keinen rosa karierten Spielstein.
  }
colorbrake-refusal-colour-used-up = { $colour ->
    [blue] Jeder blaue Spielstein der vorigen Reihe ist schon abgedeckt.
    [green] Jeder grüne Spielstein der vorigen Reihe ist schon abgedeckt.
    [yellow] Jeder gelbe Spielstein der vorigen Reihe ist schon abgedeckt.
    [red] Jeder rote Spielstein der vorigen Reihe ist schon abgedeckt.
    [white] Jeder weiße Spielstein der vorigen Reihe ist schon abgedeckt.
    [orange] Jeder orangefarbene Spielstein der vorigen Reihe ist schon abgedeckt.
   *[pink] Jeder rosa karierte Spielstein der vorigen Reihe ist schon abgedeckt.
  }
colorbrake-refusal-neutral-on-last-cell = Auf das letzte Feld darf kein neutraler Spielstein.
colorbrake-refusal-pile-empty = Der Stapel ist leer.
colorbrake-refusal-diamond-too-late = In { colorbrake-row } darf keine Raute mehr gespielt werden.
colorbrake-refusal-no-free-slot = Keine deiner Rauten in der vorigen Reihe hat noch einen freien Platz.
colorbrake-refusal-not-tank-moment = Ein Tank wird nur kurz vor Beginn von Reihe 5 oder Reihe 4 gespielt.
colorbrake-refusal-tank-already-used = Auf diese Reihe wurde schon ein Tank gespielt.
colorbrake-refusal-tank-outside-row = Der Spielstein auf { colorbrake-cell } liegt nicht in der eben vollendeten Reihe.
colorbrake-refusal-no-such-cell = Ein Feld { $cell } gibt es nicht: Die Felder sind von 1 bis 28 nummeriert.
colorbrake-refusal-nothing-to-undo = Es gibt nichts zurückzunehmen.
colorbrake-event-filled = Ein Spielstein liegt jetzt auf { colorbrake-cell }.
colorbrake-event-neutral-drawn = { colorbrake-seat } hat einen neutralen Spielstein auf { colorbrake-cell } gespielt und zieht { $count }.
colorbrake-event-tanked = { colorbrake-seat } hat einen Tank auf { colorbrake-cell } gesetzt.
colorbrake-event-turn-started = { colorbrake-seat } ist am Zug.
colorbrake-event-round-started = Runde { $round }: { colorbrake-seat } hat A.
colorbrake-event-game-over = { $winner ->
    [one] Spielende: Spieler 1 gewinnt.
    [two] Spielende: Spieler 2 gewinnt.
   *[draw] Spielende: unentschieden.
  }
colorbrake-error-record-too-large = Die Datei ist zu groß (mehr als { $limit } Bytes).
colorbrake-error-record-json-truncated = Die Datei endet zu früh; vielleicht wurde sie abgeschnitten.
colorbrake-error-record-json-syntax = Die Datei ist kein gültiges JSON.
colorbrake-error-record-json-shape = Die Datei enthält nicht, was eine Spieldatei enthält.
colorbrake-error-record-not-a-saved-game = Diese Datei ist kein gespeichertes Spiel.
colorbrake-error-record-wrong-game = Das ist ein gespeichertes Spiel von „{ $found }“, nicht von Color Brake ABAB.
colorbrake-error-record-bad-version = Das gespeicherte Spiel hat keine gültige Formatversion.
colorbrake-error-record-newer-version = Dieses Spiel wurde mit einer neueren Version der App gespeichert (Format { $version }): Aktualisiere die App, um es zu öffnen.
colorbrake-error-record-bad-seed = Der Startwert des gespeicherten Spiels ist beschädigt.
colorbrake-error-record-no-length = Das gespeicherte Spiel nennt weder eine Rundenzahl noch ein Punkteziel.
colorbrake-error-length-bad-rounds = Ein Spiel hat eine gerade Zahl von 2 bis 20 Runden, nicht { $number }.
colorbrake-error-length-bad-target = Ein Punkteziel liegt zwischen 1 und 50, nicht bei { $number }.
colorbrake-error-record-too-many-actions = Die Datei enthält { $number } Aktionen, mehr als ein Spiel dieser Länge haben kann ({ $limit }).
colorbrake-error-record-bad-action = Aktion { $index } („{ $found }“) ist keine Aktion.
colorbrake-error-record-illegal-action = Aktion { $index } ist nicht erlaubt: { $reason }
colorbrake-hand = Deine Hand
colorbrake-rules-1 = Zwei Spieler füllen ein Dreieck aus 28 Feldern: 7 oben, dann 6, 5, 4, 3, 2 und 1. In jeder Runde werden alle 82 Spielsteine gemischt – je 10 in 7 Farben, 7 neutrale, 3 Tanks und 2 Rauten –, und jeder Spieler zieht 16. Die Hände sind verdeckt: Zwischen zwei Zügen wird das Gerät weitergegeben.
colorbrake-rules-2 = Ein Spieler hat A, der andere B; in jeder Runde wird getauscht. Die Felder werden eins nach dem anderen in Leserichtung gefüllt und sind abwechselnd mit A, B, A, B … markiert: Es spielt, wem das nächste Feld gehört.
colorbrake-rules-3 = Die oberste Reihe nimmt jede Farbe. Jede weitere Reihe enthält die Farben der Reihe davor, einen Spielstein weniger: Eine Farbe darf gelegt werden, solange diese Reihe weniger Spielsteine davon hat als die Reihe davor. Wer nicht legen kann, beendet die Runde, und der andere Spieler erhält die freien Felder als Punkte.
colorbrake-rules-4 = Wer das letzte Feld mit einer Farbe füllt, die die Reihe erlaubt, erhält 5 Punkte. Ein Spiel hat eine gerade Zahl von Runden oder geht bis zu einer Zielpunktzahl nach einer geraden Zahl von Runden; die höhere Summe gewinnt.
colorbrake-rules-5 = Ein neutraler Spielstein darf jederzeit auf dein Feld, nur nicht auf das letzte: Du ziehst vom Stapel und legst eine gezogene Farbe obenauf, welche auch immer. Eine Raute, in den Reihen 7 bis 4, passt zu jeder Farbe; in der nächsten Reihe darfst du dafür eine Farbe deiner Wahl legen.
colorbrake-rules-6 = Kurz bevor Reihe 5 oder Reihe 4 beginnt, darf der Spieler am Zug einen Tank auf einen Spielstein der gerade vollendeten Reihe setzen, mit einer Farbe aus seiner Hand obenauf: Die Reihe zählt dann mit dieser Farbe. Jede Aktion lässt sich zurücknehmen.
colorbrake-keys = 1–7: eine Farbe · 8: neutral · 9: Raute · f: für deine Raute · t: Tank auf das Feld am Cursor · Pfeile: Cursor · Enter: nächste Runde · u: zurücknehmen · r: Regeln · n: neues Spiel · m: Menü · q: beenden
colorbrake-reference = Reihe { $row } nimmt noch:
colorbrake-drawn = Gezogen:
colorbrake-next-round = Nächste Runde
colorbrake-pick-for-diamond = Für deine Raute: Wähle eine Farbe (1–7), oder f erneut zum Abbrechen.
colorbrake-pick-tank = Tank auf { colorbrake-cell }: Wähle die Farbe obenauf (1–7), Pfeile für ein anderes Feld, oder t erneut zum Abbrechen.
colorbrake-pile = { $count ->
    [one] ein Spielstein im Stapel
   *[other] { $count } Spielsteine im Stapel
  }
colorbrake-round = Runde { $round }
colorbrake-length-rounds = { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
  }
colorbrake-length-target = Bis { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
  }
colorbrake-ready = Ich bin bereit

## Die Telefone: Spielauswahl, Wahl beim neuen Spiel der anderen zwei Spiele, Schaltflächen und Barrierefreiheit

games-about-divided-loyalties = Steine in sechs Farben bilden Brücken aus drei oder vier; manche Farben dienen beiden Spielern.
games-about-discorder = Plättchen und Stifte auf 8 × 7 Feldern: Eine Linie aus drei punktet, eine aus vier punktet für den Gegner.
games-about-colorbrake = Fülle aus verdeckten Händen ein Dreieck aus 28 Feldern; jede Reihe nimmt die Farben der Reihe davor.
discorder-who-begins = Wer beginnt
discorder-score = { $now ->
    [one] { $now } Punkt, { $settled } sicher
   *[other] { $now } Punkte, { $settled } sicher
  }
discorder-status-computer-to-move = Der Computer ({ discorder-player }) ist am Zug.
discorder-refusal-computer-to-move = Warte: Der Computer ist am Zug.
discorder-a11y-tile = { $player ->
    [yellow] gelbes Plättchen
   *[black] schwarzes Plättchen
  }
discorder-a11y-empty = leer
discorder-a11y-edge = Linie unter { cell-position }
discorder-a11y-peg = Stift
discorder-a11y-no-peg = kein Stift
discorder-a11y-peg-allowed = hier darf ein Stift hin
discorder-a11y-last-placed = zuletzt gesetzt
colorbrake-length-title = Spieldauer
colorbrake-rounds-title = Anzahl der Runden
colorbrake-target-title = Zielpunktzahl
colorbrake-neutral = Neutraler Spielstein
colorbrake-diamond = Raute
colorbrake-tank = Tank
colorbrake-for-diamond = Für deine Raute
colorbrake-choose-for-diamond = Für deine Raute: Wähle eine Farbe.
colorbrake-choose-tank-colour = Tank auf { colorbrake-cell }: Wähle die Farbe obenauf.
colorbrake-scores = Spieler 1: { $one } · Spieler 2: { $two }
colorbrake-to-move = { colorbrake-seat } am Zug
colorbrake-colour-name = { $colour ->
    [blue] Blau
    [green] Grün
    [yellow] Gelb
    [red] Rot
    [white] Weiß
    [orange] Orange
   *[pink] Rosa kariert
  }
colorbrake-a11y-cell = { colorbrake-cell }, { colorbrake-row }, { $nomination } ({ colorbrake-seat })
colorbrake-a11y-empty = leer
colorbrake-a11y-fill = { $base ->
    [diamond] eine Raute
    [for_diamond] Spielstein in { colorbrake-colour-name } für eine Raute
   *[colour] Spielstein in { colorbrake-colour-name }
  }
colorbrake-a11y-on-neutrals = { $count ->
    [one] auf einem neutralen Spielstein
   *[other] auf { $count } neutralen Spielsteinen
  }
colorbrake-a11y-tank = unter einem Tank von { colorbrake-seat }, obenauf { colorbrake-colour-name }
colorbrake-a11y-pending = { $count ->
    [one] ein neutraler Spielstein wartet auf eine gezogene Farbe
   *[other] { $count } neutrale Spielsteine warten auf eine gezogene Farbe
  }
colorbrake-a11y-next = als Nächstes zu füllen
colorbrake-a11y-last-filled = zuletzt gefüllt
colorbrake-a11y-tank-target = hier darf ein Tank hin

## dl-ui: die Bildschirme von Discorder und Color Brake ABAB (Gegner, Seite des Computers, Bedienhilfen)

discorder-you-play = Du spielst { discorder-player }
discorder-computer-player = { discorder-player } (Computer)
discorder-a11y-place-tile = Plättchen legen
discorder-a11y-place-peg = Stift setzen
colorbrake-you-play = Du spielst als { colorbrake-seat }
colorbrake-computer-seat = { colorbrake-seat } (Computer)
colorbrake-a11y-place-tank = Tank hierher setzen

## Die Telefone: Zähler im Feld von Color Brake ABAB (Handgrößen, Übersicht, Spielsteine der Hand, Runde)

colorbrake-hand-size = { colorbrake-seat }: { $count ->
    [one] { $count } Spielstein
   *[other] { $count } Spielsteine
  }
colorbrake-colour-count = { colorbrake-colour-name }: { $count }
colorbrake-token-count = { $token ->
    [colour] { colorbrake-colour-name }
    [neutral] { colorbrake-neutral }
    [tank] { colorbrake-tank }
   *[diamond] { colorbrake-diamond }
  }: { $count }
colorbrake-round-of-rounds = Runde { $round } von { $count }
colorbrake-round-of-target = Runde { $round }, gespielt bis { $count ->
    [one] { $count } Punkt
   *[other] { $count } Punkte
  }

## Eine beendete Partie nachspielen

replay = Nachspielen
replay-start = Zum Anfang
replay-back = Vorheriger Zug
replay-forward = Nächster Zug
replay-end = Zum Ende
replay-step = Zug { $step } von { $count }
error-replay-unwound = Diese Partie kann nicht nachgespielt werden: Sie ließ sich nicht bis zum Anfang zurücknehmen.

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
panel-computer-player = { player-name } (Computer)
game-thinking = Der Computer denkt nach … { $percent } %
notice-state-unreadable = Deine Einstellungen ließen sich nicht lesen ({ $problem }) und wurden als { $path } beiseitegelegt. Es gelten die Standardwerte.
notice-previous-saved = Das angefangene Spiel bleibt unter „Gespeicherte Spiele“.
notice-previous-finished = Das beendete Spiel bleibt unter „Beendete Spiele“.
notice-unsaved = Noch nicht gespeichert: { $problem } Das Spiel bleibt hier und wird bei deinem nächsten Zug erneut geschrieben.
games-continue = Weiterspielen: { $name }

## The command line: --help and the errors of its arguments.
terminal-help-title = Divided Loyalties, Discorder und Color Brake ABAB im Terminal.
terminal-help-usage = Aufruf:
terminal-help-options = Optionen des Spiels:
terminal-help-default = der Bildschirm und das Spiel von zuletzt, sonst das Spielmenü
terminal-help-game = GAME ist divided-loyalties, discorder oder color-brake: sein aktuelles Spiel oder ein neues
terminal-help-new = ein neues Spiel auf Up the Stairs (ein angefangenes Spiel kommt zu „Gespeicherte Spiele“)
terminal-help-position = das aktuelle Spiel, wenn es auf dieser Stellung läuft, sonst ein neues (ein angefangenes Spiel kommt zu „Gespeicherte Spiele“); KEY ist 1–12, ein Kurzname (octopus) oder eine .csv-Datei (immer ein neues Spiel)
terminal-help-rounds = 3 oder 4 Runden je Spieler, mit --position (sonst wie die Stellung)
terminal-help-computer = gegen den Computer, der diese Seite spielt
terminal-help-level = die Stufe des Computers (sonst: mittel)
terminal-help-open = öffnet ein gespeichertes Spiel (.json, unseres oder das der Web-Version) oder einen Spiel-Link
terminal-help-out = wohin das Teilen seine Dateien schreibt (sonst: shared/ im Datenverzeichnis)
terminal-help-room = tritt dem Raum R des Online-Spiels als N bei (die Raum-ID der Webseite)
terminal-help-peer-server = der Signalisierungsserver des Online-Spiels, mit --room oder script (sonst: der öffentliche von PeerJS, wie die Webseite)
terminal-help-lang = die Sprache: { $languages } (sonst: LC_ALL, LC_MESSAGES oder LANG)
terminal-help-script = JSON-Befehle auf der Standardeingabe, eine Antwort je Zeile auf der Standardausgabe, auf Englisch; mit --store liegt das Spiel im Speicher in DIR
terminal-help-picture = das Brettbild eines Spiels, einer Stellungsdatei oder eines Links, N Pixel breit ({ $min }–{ $max }, sonst { $default }); OUT.png darf noch nicht existieren
terminal-help-help = diese Hilfe
terminal-help-data = Spiele und Stellungen liegen in { $first }, sonst in { $second }, sonst in { $third }.
terminal-usage-missing-value = { $option } braucht einen Wert.
terminal-usage-one-of = { $option } nimmt einen dieser Werte: { $allowed }.
terminal-usage-unexpected = „{ $argument }“ ist hier keine Option.
terminal-usage-goes-with = { $option } geht nur zusammen mit { $with }.
terminal-usage-one-start = Nur eine von --new, --position, --open und --game.
terminal-usage-script-options = script nimmt keine Option außer --store und --peer-server.
terminal-usage-picture-files = picture braucht eine Spieldatei oder einen Link und den Namen einer neuen .png-Datei.
terminal-usage-see-help = dl-cli --help zeigt, was die Befehlszeile annimmt.

## Online spielen (Issue 23)

online-play = Online spielen
online-name = Dein Name
online-room = Raum
online-join = Beitreten
online-leave = Raum verlassen
online-send = Senden
online-chat = Nachricht
online-share-room = Raum teilen
online-choose-position = Stellung wählen
online-unavailable = Online spielen braucht die WebRTC-Ausgabe dieser App.
online-fields-missing = Gib deinen Namen und einen Raum ein.
online-new-game = Ein neues Spiel hat begonnen.
online-waiting = Warte im Raum { $room } auf die andere Person…
online-you-are = Du bist { player-name } · gegen { $name }
online-host-chooses = { $name } wählt die Stellung.
online-peer-left = Verbindung getrennt: { $name } hat den Raum verlassen. Das Spiel bleibt erhalten.
online-not-your-turn = Warte, bis { $name } gespielt hat.
online-chat-line = { $name }: { $text }
online-refused = Was die andere Seite schickte, wurde abgelehnt ({ $code }); das Spiel ist unverändert.
online-failed = { $reason ->
    [server] Der Spielserver ist nicht erreichbar ({ $code }).
    [address] Die Adresse des Spielservers ist nicht verwendbar ({ $code }).
    [taken] Jemand anderes ist Gastgeber dieses Raums ({ $code }).
    [absent] Der andere Spieler ist nicht im Raum ({ $code }).
    [lost] Die Verbindung zum anderen Spieler ist abgebrochen ({ $code }).
   *[network] Es konnte keine Verbindung zum anderen Spieler hergestellt werden ({ $code }).
  }
online-rejoin = Erneut beitreten
online-retrying = Neue Verbindung zum Raum { $room } in { $seconds } s…
online-share-text = Spiel Divided Loyalties online mit mir: { $url } Öffne die Seite und gib die Raum-ID ein: { $room }
