### Divided Loyalties — italiano. Termini: GLOSSARY.md (pietra, ponte, regione, cella-punto,
### fila, round, dotazione, turno; colori blu, giallo, rosso, verde, arancione, viola).
### Si dà del tu, come la scheda delle regole.

## Names

-game-name = Divided Loyalties
player-name = { $player ->
    [blue] Blu
   *[yellow] Giallo
  }
color-name = { $color ->
    [blue] Blu
    [yellow] Giallo
    [red] Rosso
    [green] Verde
    [orange] Arancione
   *[purple] Viola
  }
cell-position = colonna { $column }, riga { $row }

## Status line

status-place-stone = { player-name }: posa una pietra.
status-bridge-or-end-turn = { player-name }: tocca due volte due pietre per creare un ponte, oppure termina il turno.
status-bridge-or-end-turn-keyboard = { player-name }: premi invio su due pietre per creare un ponte, oppure termina il turno.
status-ring-other-end = Tocca due volte la pietra all'altra estremità del ponte.
status-ring-other-end-keyboard = Premi invio sulla pietra all'altra estremità del ponte.
status-double-tap-to-ring = Tocca due volte una pietra per segnarla come estremità di un ponte.
status-double-tap-to-ring-keyboard = Premi invio su una pietra per segnarla come estremità di un ponte.
status-no-stone-to-ring = Si possono segnare solo le pietre.
status-select-color-first = Prima scegli un colore.
status-bridge-formed = { $cut ->
    [0] { $kind ->
        [blue] Si forma un ponte blu.
        [yellow] Si forma un ponte giallo.
       *[red] Si forma un ponte rosso.
    }
    [one] Si forma un ponte rosso che taglia un ponte.
   *[other] Si forma un ponte rosso che taglia { $cut } ponti.
  }
status-confirm-dot-stone-return = La pietra sulla cella-punto ({ cell-position }) non è in nessun ponte e torna nella dotazione. Terminare comunque il turno?
status-passed = { $reason ->
    [no_stones_left] { player-name } non ha più pietre e passa.
   *[no_legal_placement] { player-name } non può posare nessuna pietra e passa.
  }
status-undone = Annullato.
status-computer-thinking = { player-name } (computer) sta pensando…
status-game-over-result = { $winner ->
    [blue] Fine della partita: vince Blu.
    [yellow] Fine della partita: vince Giallo.
   *[draw] Fine della partita: pareggio.
  }

## Refusals (R4–R8, R11)

refusal-game-over = La partita è finita.
refusal-outside-grid = La casella ({ cell-position }) è fuori dal tabellone.
refusal-already-placed = Hai già posato una pietra in questo turno.
refusal-cell-occupied = C'è già una pietra nella casella ({ cell-position }).
refusal-not-playable = Nessuna pietra può andare sulla casella vuota ({ cell-position }).
refusal-color-not-in-supply = { $color ->
    [blue] Non ti resta nessuna pietra blu.
    [yellow] Non ti resta nessuna pietra gialla.
    [red] Non ti resta nessuna pietra rossa.
    [green] Non ti resta nessuna pietra verde.
    [orange] Non ti resta nessuna pietra arancione.
   *[purple] Non ti resta nessuna pietra viola.
  }
refusal-dot-without-bridge = Con questo colore nessun ponte potrebbe passare per la cella-punto ({ cell-position }).
refusal-no-stone-placed = Prima posa una pietra.
refusal-not-in-line = Le due estremità non sono sulla stessa linea retta.
refusal-wrong-length = Un ponte unisce esattamente 3 o 4 pietre in fila.
refusal-empty-cell-in-row = Nella fila manca una pietra nella casella ({ cell-position }).
refusal-equal-neighbours = Due pietre vicine hanno lo stesso colore.
refusal-not-loyal = I colori non sono né tutti del tuo gruppo né tutti di Rosso +.
refusal-missing-turn-stone = Un ponte deve contenere la pietra posata in questo turno.
refusal-shares-two-stones = I ponti non si allungano e non si costruiscono due volte sulle stesse pietre.
refusal-crosses-bridge = Questo ponte attraverserebbe un ponte esistente.
refusal-red-crosses-red-or-cut = Un ponte rosso non può attraversare un ponte rosso né un ponte tagliato.
refusal-nothing-to-undo = Non c'è niente da annullare.
refusal-agreement-after-placing = La partita si può chiudere di comune accordo solo prima di posare la pietra del turno.
refusal-computer-to-move = Tocca al computer: attendi la sua mossa.
refusal-agreement-with-computer = Contro il computer la partita non si chiude di comune accordo: giocala fino in fondo o iniziane una nuova.
refusal-stale-computer-turn = La partita è cambiata mentre il computer pensava.

## Events, for announcements (TalkBack, VoiceOver)

event-stone-placed = { $color ->
    [blue] Pietra blu
    [yellow] Pietra gialla
    [red] Pietra rossa
    [green] Pietra verde
    [orange] Pietra arancione
   *[purple] Pietra viola
  } nella casella ({ cell-position }).
event-bridge-formed = { $kind ->
    [blue] Ponte blu creato.
    [yellow] Ponte giallo creato.
   *[red] Ponte rosso creato.
  }
event-bridges-cut = { $count ->
    [one] Un ponte è tagliato.
   *[other] { $count } ponti sono tagliati.
  }
event-stone-returned = La pietra sulla cella-punto ({ cell-position }) torna nella dotazione.
event-set-received = { player-name } inizia il round { $set } con pietre nuove.
event-turn-started = Turno di { player-name }.
event-undone = { $action ->
    [place] Annullato: la pietra nella casella ({ cell-position }).
    [bridge] Annullato: il ponte.
    [end_turn] Annullato: la fine del turno.
   *[agree_end] Annullato: la fine di comune accordo.
  }

## Pass reasons (R4.4), end reasons (R8) and results (R7)

pass-reason-no-stones-left = niente più pietre
pass-reason-no-legal-placement = nessuna casella accetta una pietra
end-reason-all-stones-placed = Tutte le pietre sono posate.
end-reason-no-one-can-place = Nessun giocatore può posare una pietra.
end-reason-agreed = I giocatori hanno chiuso la partita di comune accordo.
result-winner = Vince { player-name }
result-draw = Pareggio
result-scores = Blu { $blue } – Giallo { $yellow }
result-line = { $winner ->
    [blue] Partita finita, ha vinto Blu { $blue } a { $yellow }
    [yellow] Partita finita, ha vinto Giallo { $yellow } a { $blue }
   *[draw] Partita finita, pareggio { $blue } a { $yellow }
  }

## Errors of files, links and openings

error-at-line = Riga { $line }: { $problem }
error-at-line-column = Riga { $line }, colonna { $file_column }: { $problem }
error-unknown = Qualcosa è andato storto ({ $code }).
error-json-too-large = Il file è troppo grande (più di { $limit } byte).
error-json-truncated = Il file finisce troppo presto; forse è stato troncato.
error-json-syntax = Il file non è JSON valido.
error-json-shape = Il file non contiene ciò che contiene un file di partita.
error-position-bad-name = Il nome della posizione è vuoto, troppo lungo o contiene un carattere di controllo.
error-position-bad-token = Il nome di regione «{ $found }» non è ammesso: solo lettere, cifre, _ e -.
error-position-cell-out-of-range = La casella ({ $x }, { $y }) è fuori dal tabellone più grande (25 × 25).
error-position-no-region = La posizione non ha nessuna casella di regione.
error-csv-too-large = Il file è troppo grande per un file di posizioni.
error-csv-unreadable = Il file non si può leggere come testo CSV.
error-csv-empty = Il file è vuoto.
error-csv-unknown-header = Colonna sconosciuta «{ $found }»: un file di posizioni inizia con position_id,position_name,row,c0,c1,…
error-csv-missing-fields = La riga deve avere almeno position_id, position_name e row.
error-csv-empty-id = Il position_id è vuoto.
error-csv-bad-name = Il nome della posizione è vuoto o troppo lungo.
error-csv-inconsistent-name = La posizione { $found } ha un altro nome in una riga precedente.
error-csv-non-numeric-row = Il numero di riga «{ $found }» non è un numero.
error-csv-duplicate-row = La riga { $number } compare due volte in questa posizione.
error-csv-cell-out-of-range = Una casella è fuori dal tabellone più grande (25 × 25).
error-csv-bad-token = Il nome di regione «{ $found }» non è ammesso: solo lettere, cifre, _ e -.
error-csv-no-region = La posizione { $found } non ha nessuna casella di regione.
error-csv-too-many-positions = Il file contiene più di 64 posizioni.
error-csv-no-position = Il file non contiene nessuna posizione.
error-start-bad-sets = { player-name } ha iniziato { $number } round, e questo non va bene per questa partita.
error-start-stone-off-board = Una pietra si trova nella casella ({ cell-position }), che non è né una casella di regione né una cella-punto.
error-start-supply-mismatch = { $color ->
    [blue] Le pietre blu
    [yellow] Le pietre gialle
    [red] Le pietre rosse
    [green] Le pietre verdi
    [orange] Le pietre arancioni
   *[purple] Le pietre viola
  } sul tabellone e nelle dotazioni non corrispondono ai round iniziati.
error-start-missing-refill = La dotazione di { player-name } è vuota anche se restano dei round.
error-start-illegal-bridge = Il ponte { $index } non è ammesso: { $reason }
error-start-bridge-kind = Il ponte { $index } è indicato come ponte { $given_kind ->
    [blue] blu
    [yellow] giallo
   *[red] rosso
  }, ma i suoi colori formano un ponte { $actual_kind ->
    [blue] blu
    [yellow] giallo
   *[red] rosso
  }.
error-start-cut-mismatch = Il ponte { $index } è segnato come tagliato senza che un ponte rosso lo tagli, o viceversa.
error-start-lonely-dot-stone = La pietra sulla cella-punto ({ cell-position }) non è in nessun ponte.
error-start-no-move = Il giocatore di turno non può posare nessuna pietra.
error-record-not-a-saved-game = Questo file non è una partita salvata di { -game-name }.
error-record-unsupported-version = Questo formato di salvataggio (versione «{ $found }») è sconosciuto all'app.
error-record-newer-version = Questa partita è stata salvata da una versione più recente dell'app (formato { $version }): aggiorna l'app per aprirla.
error-record-bad-session = I colori scelti o i segni di questo file non corrispondono alla partita.
error-record-bad-rounds = { $number } round non è una scelta possibile: una partita ha 3 o 4 round.
error-record-bad-stones = Le pietre della posizione iniziale non corrispondono al tabellone.
error-record-bad-bridge = Il ponte iniziale { $index } («{ $found }») non è un ponte di 3 o 4 caselle.
error-record-bad-action = L'azione { $index } («{ $found }») non è un'azione.
error-record-illegal-action = L'azione { $index } («{ $found }») non è ammessa: { $reason }
error-link-too-long = Il link è troppo lungo.
error-link-bad-prefix = Questo non è un link di { -game-name }.
error-link-unknown-page = «{ $found }» non è una pagina della versione web di { -game-name }.
error-link-no-fragment = Questo link apre la pagina iniziale della versione web, non una posizione né una partita.
error-link-unknown-position = «{ $found }» non è né il numero né il nome di una posizione integrata.
error-link-bad-base64 = Il link della partita è danneggiato.
error-link-truncated = Il link della partita è troncato.
error-link-bad-checksum = Il link della partita è danneggiato: è stato modificato o tagliato.
error-link-unsupported-version = Questo link di partita (versione { $version }) viene da un'app più recente: aggiorna l'app per aprirlo.
error-link-trailing-bytes = Il link della partita ha caratteri in più dopo la partita.
error-link-bad-value = Il link della partita contiene { $field ->
    [position_name] un nome di posizione non valido
    [region_token] un nome di regione non valido
    [cell] una casella non valida
    [colour] un colore non valido
    [stone] una pietra non valida
    [bridge] un ponte non valido
    [level] un livello del computer non valido
   *[bridge_kind] un tipo di ponte non valido
  }.
error-link-unknown-builtin = Il link della partita indica la posizione integrata { $number }, che non esiste.
error-link-illegal-action = L'azione { $index } del link della partita non è ammessa: { $reason }
error-link-not-canonical = Il link della partita non ha la forma che scrive questa app.
error-web-unsupported-version = Questo salvataggio della versione web (versione «{ $found }») non è supportato.
error-web-duplicate-cell = La casella ({ $x }, { $y }) compare due volte.
error-web-grid-size = La griglia ha { $number } caselle, ma la posizione ne richiede { $limit }.
error-web-unknown-color = «{ $found }» non è un colore.
error-web-bad-count = Il numero di pietre { $number } non è compreso tra 0 e 255.
error-web-mid-turn = La partita è stata salvata a metà turno: salvala all'inizio di un turno.
error-web-bad-bridge-row = Il ponte { $index } non è una fila dritta di 3 o 4 caselle.
error-unknown-position = Nessuna posizione integrata si chiama «{ $found }».
error-bad-rounds = Una partita ha 3 o 4 round, non { $number }.
error-no-such-position-in-file = Il file non contiene la posizione numero { $index }.
error-editor-outside-grid = La casella ({ cell-position }) è fuori dalla griglia.
error-editor-size-out-of-range = Un tabellone di { $width } × { $height } caselle non è possibile: ogni lato ha da 9 a 25 caselle.
error-editor-resize-cuts-painted-cells = { $count ->
    [one] La nuova dimensione taglierebbe una casella dipinta: cancellala prima.
   *[other] La nuova dimensione taglierebbe { $count } caselle dipinte: cancellale prima.
  }
error-editor-nothing-to-undo = Non c'è niente da annullare.
error-editor-nothing-to-redo = Non c'è niente da ripristinare.
error-store-not-a-directory = La cartella dei dati di gioco non è una cartella.
error-store-no-directory = Non è stata indicata alcuna cartella per i dati di gioco.
error-store-locked = I dati di gioco sono usati da un'altra finestra dell'app.
error-store-io = Non è stato possibile scrivere o leggere i dati di gioco.
error-store-too-many-entries = Un elenco dei dati di gioco contiene troppi file per essere letto.
error-store-too-much-data = Un elenco dei dati di gioco è troppo grande per essere letto.
error-store-full = Questo elenco è pieno: prima elimina qualche voce.
error-store-no-such-entry = Questa partita o posizione non esiste più.
error-store-unreadable = Non è stato possibile leggere un file dei dati di gioco; è stato conservato con un altro nome.
error-store-not-the-current-game = Questa non è la partita in corso: iniziala come nuova partita.
error-store-bad-name = Questo nome non è ammesso.
error-store-name-taken = Una delle tue posizioni ha già questo nome.
error-store-not-a-file = Al posto di un file c'è qualcos'altro.
error-store-not-a-folder = Al posto di una cartella c'è qualcos'altro.
error-store-file-too-large = Il file è più grande di qualsiasi file che l'app scrive.
error-store-read-failed = Non è stato possibile leggere il file.
error-store-not-a-game = Il file non è una partita salvata di nessuno dei tre giochi.
error-store-not-one-position = Il file contiene più posizioni invece di una.
error-store-nothing-to-export = Scegli almeno una posizione da esportare.
error-receive-too-large = Ciò che è arrivato è troppo grande per essere aperto.
error-receive-unrecognised = Ciò che è arrivato non è né un link, né un file di posizioni, né un file di partita.
error-share-game-not-over = La partita non è ancora finita: non c'è un risultato da condividere.
error-share-write-failed = Non è stato possibile scrivere il file da condividere.
error-share-no-free-name = Non si è trovato un nome libero per il file da condividere.
error-picture-bad-size = L'immagine non si può creare a { $number } pixel: scegli una dimensione da 64 a 4096.
error-not-a-terminal = Il gioco ha bisogno di un terminale: avvialo in un terminale, o usa «dl-cli script» per l’automazione.
error-unknown-language = La lingua «{ $found }» non c’è: scegli de, en, fr, it, es, pt, ja, zh-Hans, uk o ko.
error-picture-font = Non è stato possibile leggere il carattere dell'immagine.
error-picture-encoding = Non è stato possibile scrivere l'immagine come PNG.
error-file-not-found = Il file non esiste.
error-file-not-a-file = Non è un file normale (una cartella, una pipe o un dispositivo): non è stato letto.
error-file-too-large = Il file è troppo grande.
error-io-error = Non è stato possibile leggere o scrivere il file.
error-io-disk-full = Il disco è pieno: non è stato possibile scrivere nulla. Libera un po' di spazio e riprova.
error-io-permission-denied = Accesso negato: il file o la cartella non può essere scritto o letto.
error-io-read-only = Il disco è di sola lettura: non vi si può scrivere nulla.
error-position-not-found = Non esiste una posizione integrata «{ $found }»: usa 1–12, un nome come octopus o un file .csv.
error-file-exists = Il file esiste già: scegli un altro nome.
error-no-data-dir = Non c'è una cartella dei dati: imposta DL_DATA_DIR, XDG_DATA_HOME o HOME, oppure indica --out.

## Problems of a position in the editor

problem-editor-name-empty = La posizione non ha un nome.
problem-editor-name-too-long = Il nome ha { $count } caratteri; ne sono ammessi al massimo { $limit }.
problem-editor-name-control-character = Il nome contiene un carattere di controllo (un a capo, una tabulazione…).
problem-editor-name-of-builtin = La posizione integrata { $number } ha già questo nome.
problem-editor-no-region = La posizione non ha nessuna casella di regione.
problem-editor-bad-token = Il nome di regione «{ $found }» non si può scrivere in un file di posizioni.
problem-editor-split-region = { $count ->
    [one] La regione { $found } è in un solo pezzo.
   *[other] La regione { $found } è divisa in { $count } pezzi separati.
  }
problem-editor-dots-inside-region = { $count ->
    [one] Una cella-punto si trova dentro la regione { $found }.
   *[other] { $count } celle-punto si trovano dentro la regione { $found }.
  }
problem-severity-blocking = Da correggere prima di salvare
problem-severity-warning = Avviso

## Buttons and menus

button-undo = Annulla mossa
button-redo = Ripristina
button-end-turn = Fine turno
button-menu = Menù
button-back = Indietro
button-share = Condividi…
button-share-position = Condividi la posizione
button-share-position-csv = Condividi la posizione come CSV
button-share-picture = Condividi l'immagine
button-share-game = Condividi la partita
button-share-game-link = Condividi il link della partita
button-share-result = Condividi il risultato
button-end-by-agreement = Chiudi di comune accordo
button-new-game = Nuova partita
button-saved-games = Partite salvate
button-rules = Regole
button-hint = Suggerimento
button-settings = Impostazioni
button-open-link = Apri un link
button-open-position-file = Apri un file di posizioni…
button-rematch = Rivincita
button-cancel = Annulla
button-ok = OK
button-close = Chiudi
button-open = Apri
button-delete = Elimina
button-rename = Rinomina
button-duplicate = Duplica
button-save = Salva
button-test-play = Prova
button-new-position = Nuova posizione
button-edit-copy = Modifica una copia
button-full-rules = La scheda completa delle regole
button-end-turn-anyway = Termina il turno
button-end-game = Chiudi la partita
button-quit = Esci

## Screen titles

title-new-game = Nuova partita
title-saved-games = Partite salvate
title-history = Partite finite
title-rules = Regole
title-settings = Impostazioni
title-editor = Editor di posizioni
title-my-positions = Le mie posizioni
title-share = Condividi

## Dialogs

dialog-dot-stone-title = Terminare il turno?
dialog-agree-title = Chiudere la partita adesso?
dialog-agree-body = Entrambi i giocatori sono d'accordo a chiudere la partita adesso? Decide il punteggio attuale.
dialog-agree-player = { player-name }, sei d'accordo a chiudere la partita adesso?
dialog-delete-game-title = Eliminare questa partita salvata?
dialog-delete-position-title = Eliminare la posizione «{ $name }»?
dialog-delete-body = Non si può annullare.
dialog-open-game-title = Aprire questa partita?
dialog-open-position-title = Aprire questa posizione?
dialog-open-body = La tua partita in corso resta tra le partite salvate.

## The game screen's panel

panel-turn = Turno { $turn }
panel-to-move = { $player ->
    [blue] Turno del Blu
   *[yellow] Turno del Giallo
  }
panel-game-over = La partita è finita
panel-set = Round { $set }/{ $sets }
panel-bridge-points = Ponti
panel-region-points = Regioni
panel-total = Totale
panel-supply = { $count ->
    [one] resta { $count } pietra
   *[other] restano { $count } pietre
  }

## New-game screen

new-game-four-rounds = 4 round
new-game-three-rounds = 3 round
new-game-default-rounds = Round predefiniti
new-game-my-positions = Le mie posizioni
new-game-rounds = { $count } round
new-game-size = { $width } × { $height }
new-game-two-players = Due giocatori
new-game-against-computer = Contro il computer
new-game-you-play = Giochi con
new-game-level = Livello
level-easy = Facile
level-medium = Medio
level-hard = Difficile

## The terminal: game menu and screens of the other two games
games-title = Scegli un gioco
games-hint = ↑↓ scegli · invio o clic: apri · esc: indietro · q: esci
games-rules-hint = ↑↓ PagSu PagGiù: scorri · esc o r: torna alla partita · q: esci
games-too-small = Il terminale è troppo piccolo per questa schermata: servono { $width } × { $height } caratteri.

## Saved games

saved-turn = Turno { $turn }
saved-none = Ancora nessuna partita salvata.
saved-history-none = Ancora nessuna partita finita.

## Settings

settings-language = Lingua
settings-language-system = Lingua di sistema
settings-theme = Tema
settings-theme-system = Come il sistema
settings-theme-light = Chiaro
settings-theme-dark = Scuro
settings-symbols = Simboli per daltonici
settings-haptics = Vibrazione

## Position editor

editor-brush-dark = Regione scura
editor-brush-medium = Regione media
editor-brush-light = Regione chiara
editor-brush-dot = Cella-punto
editor-brush-eraser = Gomma
editor-brush-fill = Riempi
editor-name = Nome
editor-width = Larghezza
editor-height = Altezza
editor-problems = Problemi
editor-no-problems = Nessun problema.
editor-paint = Dipingi
editor-saved = «{ $name }» è salvata in Le mie posizioni.
editor-leave-title = Uscire dall'editor?
editor-leave-body = Le modifiche dall'ultimo salvataggio andranno perse.

## Accessibility

a11y-separator = {", "}
a11y-cell = { $kind ->
    [region] { cell-position }, regione { $region }
    [dot] { cell-position }, cella-punto
   *[empty] { cell-position }, fuori dal tabellone
  }
a11y-stone = { $color ->
    [blue] pietra blu
    [yellow] pietra gialla
    [red] pietra rossa
    [green] pietra verde
    [orange] pietra arancione
   *[purple] pietra viola
  }
a11y-ringed = segnata
a11y-last-placed = posata per ultima
a11y-highlighted = accetta il colore scelto
a11y-place = Posa il colore scelto
a11y-ring = Segna per un ponte
a11y-chip = { color-name }: { $count }
a11y-bridge-cut = tagliato

## Share texts and the board picture's caption

share-position = { $web ->
    [yes] Giochiamo a { -game-name } su { $position }!
   *[no] Giochiamo a { -game-name } su { $position }! Il link la apre nell'app.
  }
share-game = { $winner ->
    [blue] { -game-name } su { $position }: vince Blu { $blue } a { $yellow }
    [yellow] { -game-name } su { $position }: vince Giallo { $yellow } a { $blue }
    [draw] { -game-name } su { $position }: pareggio { $blue } a { $yellow }
   *[none] { -game-name } su { $position }, turno { $turn }: tocca a { player-name } (Blu { $blue }, Giallo { $yellow })
  }
share-result = { $winner ->
    [blue] Blu vince { $blue } a { $yellow } su { $position }
    [yellow] Giallo vince { $yellow } a { $blue } su { $position }
   *[draw] Pareggio { $blue } a { $yellow } su { $position }
  }

## What the operating system shows

os-app-name = { -game-name }
os-open-link = Apri in { -game-name }
os-document-game = Partita di { -game-name }
os-document-position = Posizione di { -game-name }
os-local-network = Il gioco online si collega direttamente al dispositivo del tuo amico quando siete sulla stessa rete.

## The rules for players

rules-turn-title = Il turno
rules-turn-1 = Blu e Giallo giocano a turno; comincia Blu. Nel tuo turno posi esattamente una pietra della tua dotazione su una casella libera del tabellone.
rules-turn-2 = Poi puoi creare ponti con quella pietra, quanti il tabellone ne consente, e termini il turno.
rules-turn-example = Blu ha posato una pietra; Giallo risponde.
rules-bridges-title = I ponti
rules-bridges-1 = Un ponte unisce 3 o 4 pietre una accanto all'altra su una linea retta: in orizzontale, in verticale o in diagonale. Due pietre vicine non hanno mai lo stesso colore.
rules-bridges-2 = Per crearlo tocca due volte la pietra a un'estremità, poi quella all'altra. Ogni ponte contiene la pietra posata in questo turno: una fila lasciata senza ponte potrà averne uno più tardi solo grazie a una nuova pietra.
rules-bridges-2-keyboard = Per crearlo premi invio sulla pietra a un'estremità, poi su quella all'altra. Ogni ponte contiene la pietra posata in questo turno: una fila lasciata senza ponte potrà averne uno più tardi solo grazie a una nuova pietra.
rules-bridges-3 = Due ponti possono condividere una pietra se è l'estremità di almeno uno dei due; un ponte non si allunga mai.
rules-bridges-example = Blu, viola e verde in fila: un ponte blu.
rules-loyalty-title = La lealtà
rules-loyalty-1 = I sei colori formano tre gruppi, ognuno un colore con i suoi due vicini sulla ruota dei colori: Blu + è blu, viola e verde; Giallo + è giallo, arancione e verde; Rosso + è rosso, viola e arancione.
rules-loyalty-2 = I tuoi ponti usano solo i colori del tuo gruppo. Le pietre non sono di nessuno: una pietra verde che posi può servire all'avversario, e viola e arancione servono anche a Rosso +.
rules-loyalty-example = Giallo usa la pietra verde di Blu per un ponte giallo.
rules-red-title = Ponti rossi e taglio
rules-red-1 = Ciascun giocatore può creare un ponte rosso, fatto solo di pietre di Rosso +. Non vale punti, ma nel momento in cui nasce taglia tutti i ponti blu o gialli che attraversa.
rules-red-2 = Un ponte tagliato resta sul tabellone, grigio e tratteggiato, e non vale niente. Nessun ponte attraversa un ponte esistente, e un ponte rosso non attraversa né un rosso né un ponte tagliato.
rules-red-example = Un ponte rosso taglia il ponte diagonale di Blu.
rules-dots-title = Le celle-punto
rules-dots-1 = Le celle-punto stanno fuori dalle tavole. Una pietra ci può andare solo se un ponte può passarci attraverso; l'app illumina queste celle-punto per il colore scelto.
rules-dots-2 = Se alla fine del turno la pietra sulla cella-punto non è in nessun ponte, torna nella tua dotazione.
rules-dots-example = Una pietra su una cella-punto completa un ponte.
rules-sets-title = I round
rules-sets-1 = Ogni round ti porta 12 pietre. Blu riceve 4 blu, 3 viola, 2 verdi, 2 rosse e 1 arancione; Giallo riceve 4 gialle, 3 arancioni, 2 verdi, 2 rosse e 1 viola.
rules-sets-2 = Quando alla fine del tuo turno la dotazione è vuota, inizia il tuo round successivo. Una partita ha 4 round nelle posizioni da 1 a 6 e 3 nelle altre; il pannello mostra a che round sei.
rules-sets-example = Blu ha posato le tre pietre viola del suo round, Giallo le sue tre arancioni.
rules-scoring-title = Il punteggio
rules-scoring-1 = Un ponte da 3 pietre vale 1 punto, uno da 4 pietre 2 punti. I ponti rossi e quelli tagliati non valgono niente.
rules-scoring-2 = Ogni tavola è una regione. Il tuo primo ponte con una pietra interna (non un'estremità) su una regione ti dà 1 punto in più. Punti ponte e punti regione sono mostrati separati.
rules-scoring-example = Un ponte da 4 su due regioni: 2 punti ponte e 2 punti regione.
rules-end-title = La fine
rules-end-1 = La partita finisce quando tutte le pietre sono posate, o quando nessuno può più posare. I giocatori possono anche accordarsi per chiuderla prima, prima di posare la pietra del turno.
rules-end-2 = Somma punti ponte e punti regione: vince il totale più alto; a totali pari è pareggio. Ogni azione si può annullare, fino all'inizio.
rules-end-3 = Una partita aperta da un salvataggio della versione web parte da dove è il salvataggio: le mosse precedenti non ci sono e non si possono annullare, e il numero del turno è il più basso compatibile con il tabellone.
rules-end-example = I giocatori chiudono di comune accordo una partita breve: Blu vince 2 a 0.

## Il terminale (dl-cli): tasti, domande, avvisi e resoconti. I tasti sono gli stessi in ogni
## lingua.

terminal-title = { -game-name } · { $position } · { new-game-rounds }
terminal-colour-keys = Colore: 1–6
terminal-cursor = Cursore: { $description }
terminal-thinking = Il computer sta pensando… { $percent } % · u: ferma e annulla
hint-turn = Suggerimento: { color-name } in { cell-position }; ponti da formare: { $bridges }.
terminal-too-small-title = Il terminale è troppo piccolo per questa posizione.
terminal-too-small-hint = Ingrandisci la finestra o rimpicciolisci il carattere; n: un'altra posizione, q: esci.
terminal-previous-saved = La partita in corso resta tra le partite salvate (n: nuova partita).
terminal-previous-finished = La partita finita resta tra le partite finite.
terminal-no-data-dir = Nessuna cartella dei dati (HOME o XDG_DATA_HOME): la partita non viene conservata.
terminal-unreadable-title = Non è stato possibile leggere un file salvato
terminal-moved-aside = Non è stato possibile leggere { $path }: { $problem } ({ $code })
terminal-kept-as = È conservato, invariato, come { $path }.
terminal-fresh-start = Inizia una nuova partita; non è stato sovrascritto nulla.
terminal-resume-title = Riprendere?
terminal-delete-keys = y: elimina · n: tieni
terminal-end-turn-keys = y: chiudi comunque il turno · n: torna indietro
terminal-agree-keys = y: chiudi la partita · n: continua
terminal-any-key = Premi un tasto qualsiasi.
terminal-played-unknown = giocata in un momento sconosciuto
terminal-new-game-keys = ↑↓: scegli · invio o clic: inizia o riprendi · 3/4: round · f: importa un file CSV · d: elimina · m: menù · esc: indietro · q: esci
terminal-delete-key = d: elimina
terminal-saved-game-keys = invio: riprendi questa partita · d: eliminala
terminal-csv-prompt = File CSV:
terminal-csv-keys = invio: importa · esc: annulla
terminal-csv-hint = f: importa posizioni da un file CSV (nel formato della versione web)
terminal-rules-keys = ↑↓ PgUp PgDn: scorri · esc o r: torna alla partita · q: esci
terminal-key-enter = invio
terminal-key-esc = esc
terminal-key-space = spazio
terminal-key-save = ctrl-s
terminal-key-tab = tab
terminal-import-title = Importazione
terminal-import-added = { $count ->
    [one] { $count } posizione aggiunta a «Le mie posizioni».
   *[other] { $count } posizioni aggiunte a «Le mie posizioni».
  }
terminal-import-refused = Riga { $line }: «{ $name }» esclusa: { $problem }
terminal-import-refused-unnamed = Riga { $line }: una posizione esclusa: { $problem }
terminal-share-wrote = Scritto in { $path }:
terminal-share-no-position-link = Link alla posizione: nessuno
terminal-share-no-game-link = Link alla partita: nessuno (troppo lungo); invia il file della partita
terminal-share-failed = Condivisione non riuscita
terminal-in-file = { $path }: { $problem }

## Discorder

discorder-name = Discorder
discorder-player = { $player ->
    [yellow] Giallo
   *[black] Nero
  }
discorder-status-place-tile = { discorder-player }: posa una tessera, oppure scegli un piolo.
discorder-status-place-peg = { discorder-player }: posa un piolo tra due caselle di una colonna.
discorder-status-passed = { $player ->
    [yellow] Giallo non ha più tessere né posto per un piolo, e passa. Gioca Nero.
   *[black] Nero non ha più tessere né posto per un piolo, e passa. Gioca Giallo.
  }
discorder-status-no-target = { $tool ->
    [tile] Tocca una casella del tabellone.
   *[peg] Tocca la linea tra due caselle di una colonna.
  }
discorder-status-no-target-keyboard = { $tool ->
    [tile] Premi spazio su una casella del tabellone.
   *[peg] Premi p su una casella: il piolo va sulla linea sotto di essa.
  }
discorder-status-undone = Annullato. Gioca { discorder-player }.
discorder-status-game-over-result = { $winner ->
    [yellow] Fine della partita: vince Giallo, { $yellow } a { $black }.
    [black] Fine della partita: vince Nero, { $black } a { $yellow }.
   *[draw] Fine della partita: pareggio, { $yellow } a { $black }.
  }
discorder-edge = la linea sotto { cell-position }
discorder-refusal-game-over = La partita è finita.
discorder-refusal-cell-outside-board = La casella ({ cell-position }) non è sul tabellone.
discorder-refusal-no-tiles-left = Non ti resta nessuna tessera.
discorder-refusal-cell-occupied = C'è già una tessera nella casella ({ cell-position }).
discorder-refusal-edge-outside-board = Un piolo va solo tra due caselle della stessa colonna.
discorder-refusal-no-pegs-left = Non resta nessun piolo.
discorder-refusal-edge-has-peg = C'è già un piolo su { discorder-edge }.
discorder-refusal-peg-not-following = Un piolo deve seguire una tessera o un altro piolo; { discorder-edge } no.
discorder-refusal-peg-after-own-three = Niente piolo in fondo al tuo allineamento di tre ({ discorder-edge }).
discorder-refusal-no-edge-for-peg = Nessuna linea accetta un piolo adesso.
discorder-refusal-nothing-to-undo = Non c'è niente da annullare.
discorder-event-tile-placed = Tessera di { discorder-player } nella casella ({ cell-position }).
discorder-event-peg-placed = Piolo di { discorder-player } su { discorder-edge }.
discorder-event-turn-started = Turno di { discorder-player }.
discorder-event-game-over = { $winner ->
    [yellow] Fine della partita: vince Giallo.
    [black] Fine della partita: vince Nero.
   *[draw] Fine della partita: pareggio.
  }
discorder-error-record-too-large = Il file è troppo grande (più di { $limit } byte).
discorder-error-record-truncated = Il file finisce troppo presto; forse è stato troncato.
discorder-error-record-syntax = Il file non è JSON valido.
discorder-error-record-not-a-saved-game = Questo file non è una partita salvata.
discorder-error-record-other-game = Questa è una partita salvata di «{ $found }», non di Discorder.
discorder-error-record-newer-version = Questa partita è stata salvata da una versione più recente dell'app (formato { $version }): aggiorna l'app per aprirla.
discorder-error-record-bad-version = La partita salvata non ha una versione di formato valida.
discorder-error-record-shape = Il file non contiene ciò che contiene un file di partita.
discorder-error-record-too-many-actions = Il file contiene { $number } azioni, più di quante ne possa avere una partita ({ $limit }).
discorder-error-record-bad-action = L'azione { $index } («{ $found }») non è un'azione.
discorder-error-record-illegal-action = L'azione { $index } non è ammessa: { $reason }
discorder-tool-tile = Tessera
discorder-tool-peg = Piolo
discorder-starter = { $starter ->
    [yellow] Comincia Giallo
    [black] Comincia Nero
   *[random] Sorteggio
  }
discorder-tiles-left = { $count ->
    [one] resta { $count } tessera
   *[other] restano { $count } tessere
  }
discorder-pegs-left = { $count ->
    [one] resta { $count } piolo
   *[other] restano { $count } pioli
  }
discorder-scores = Giallo: { $yellow } · Nero: { $black }
discorder-to-move = Turno di { discorder-player }
discorder-points = { $count ->
    [one] { $count } punto
   *[other] { $count } punti
  }
discorder-settled = acquisito
discorder-rules-1 = Giallo e Nero giocano a turno su un tavoliere di 8 × 7 caselle. Ognuno ha 28 tessere, e 10 pioli sono in comune. Al tuo turno posi una tua tessera su una casella vuota, oppure un piolo. Chi inizia si sceglie all'avvio.
discorder-rules-2 = Un piolo sta sulla linea tra due caselle di una colonna. Deve toccare una tessera sopra o sotto, oppure proseguire un piolo accanto sulla stessa linea. Taglia la colonna in quel punto e non conta in orizzontale. I pioli non si spostano mai.
discorder-rules-3 = Non puoi posare un piolo a un'estremità di un allineamento verticale di esattamente tre tue tessere, né tagliare un tuo allineamento in modo che ne resti uno così. Il tuo avversario può farlo.
discorder-rules-4 = Un allineamento è una sequenza di tessere di un giocatore in orizzontale, o lungo una colonna senza pioli in mezzo. Un allineamento di esattamente 3 tessere dà 1 punto al suo proprietario; uno di 4 o più dà 1 punto all'avversario. Il pannello mostra i punti attuali e quanti sono acquisiti: quelli non cambiano più.
discorder-rules-5 = Devi giocare finché c'è una casella vuota: senza tessere posi un piolo se c'è posto, altrimenti passi. La partita finisce quando ogni casella ha una tessera; vince il totale più alto, a totali pari è pareggio. Ogni azione si può annullare, fino all'inizio.
discorder-keys = frecce: muovi · spazio o invio: posa · t: tessere · p: pioli · u: annulla · r: regole · n: nuova partita · m: menù · q: esci · un clic posa sulla casella o sulla linea cliccata

## Color Brake ABAB

colorbrake-name = Color Brake ABAB
colorbrake-seat = { $seat ->
    [one] Giocatore 1
   *[two] Giocatore 2
  }
colorbrake-colour = { $colour ->
    [blue] blu
    [green] verde
    [yellow] giallo
    [red] rosso
    [white] bianco
    [orange] arancione
   *[pink] a scacchi rosa
  }
colorbrake-token = { $token ->
    [colour] { $colour ->
        [blue] un gettone blu
        [green] un gettone verde
        [yellow] un gettone giallo
        [red] un gettone rosso
        [white] un gettone bianco
        [orange] un gettone arancione
       *[pink] un gettone a scacchi rosa
    }
    [neutral] un gettone neutro
    [tank] un Tank
   *[diamond] un Rombo
  }
colorbrake-cell = casella { $cell }
colorbrake-row = fila { $row }
colorbrake-status-hand-over = Passa il dispositivo a { colorbrake-seat }, poi tocca per vedere la tua mano.
colorbrake-status-hand-over-keyboard = Passa la tastiera a { colorbrake-seat }, poi premi invio per vedere la tua mano.
colorbrake-status-place = { colorbrake-seat } ({ $nomination }): posa un gettone sulla { colorbrake-cell }.
colorbrake-status-tank-or-place = { colorbrake-seat }: posa un gettone, oppure prima un Tank su un gettone della { colorbrake-row }.
colorbrake-status-choose-rescue = { colorbrake-seat }: scegli il colore pescato da giocare sul gettone neutro della { colorbrake-cell }.
colorbrake-status-computer-to-move = Tocca al computer ({ colorbrake-seat }).
colorbrake-status-undone = Annullato: { $action ->
    [colour] { colorbrake-token }.
    [neutral] un gettone neutro.
    [rescue] il colore sul gettone neutro.
    [diamond] un Rombo.
    [for_diamond] il gettone giocato per il Rombo.
    [tank] un Tank sulla { colorbrake-cell }.
   *[next_round] il round successivo.
  }
colorbrake-status-round-over-result = { $end ->
    [completed] Il round { $round } è finito: { colorbrake-seat } ha riempito l'ultima casella e fa 5 punti.
   *[stuck] Il round { $round } è finito: { colorbrake-seat } non può riempire la { colorbrake-cell }; l'altro giocatore fa { $points } punti.
  }
colorbrake-status-game-over-result = { $winner ->
    [one] Fine della partita: vince il giocatore 1, { $one } a { $two }.
    [two] Fine della partita: vince il giocatore 2, { $two } a { $one }.
   *[draw] Fine della partita: pareggio a { $one }.
  }
colorbrake-refusal-game-over = La partita è finita.
colorbrake-refusal-round-over = Il round è finito.
colorbrake-refusal-round-not-over = Il round non è ancora finito.
colorbrake-refusal-rescue-pending = Prima gioca uno dei gettoni pescati sul gettone neutro.
colorbrake-refusal-no-rescue-pending = Nessun gettone neutro aspetta un gettone pescato.
colorbrake-refusal-not-drawn = Non è stato pescato nessun gettone { colorbrake-colour }.
colorbrake-refusal-not-in-hand = Non hai in mano { colorbrake-token }.
colorbrake-refusal-not-in-reference = La fila precedente non ha nessun gettone { colorbrake-colour }.
colorbrake-refusal-colour-used-up = Ogni gettone { colorbrake-colour } della fila precedente ha già il suo corrispondente.
colorbrake-refusal-neutral-on-last-cell = Un gettone neutro non si può giocare sull'ultima casella.
colorbrake-refusal-pile-empty = Il mucchio è vuoto.
colorbrake-refusal-diamond-too-late = Un Rombo non si può giocare nella { colorbrake-row }.
colorbrake-refusal-no-free-slot = Nessuno dei tuoi Rombi nella fila precedente ha ancora un posto libero.
colorbrake-refusal-not-tank-moment = Un Tank si gioca solo appena prima di iniziare la fila 5 o la fila 4.
colorbrake-refusal-tank-already-used = Su questa fila è già stato giocato un Tank.
colorbrake-refusal-tank-outside-row = Il gettone della { colorbrake-cell } non è nella fila appena completata.
colorbrake-refusal-no-such-cell = Non esiste la casella { $cell }: le caselle sono numerate da 1 a 28.
colorbrake-refusal-nothing-to-undo = Non c'è niente da annullare.
colorbrake-event-filled = Un gettone è posato sulla { colorbrake-cell }.
colorbrake-event-neutral-drawn = { colorbrake-seat } ha giocato un gettone neutro sulla { colorbrake-cell } e ne pesca { $count }.
colorbrake-event-tanked = { colorbrake-seat } ha messo un Tank sulla { colorbrake-cell }.
colorbrake-event-turn-started = Turno di { colorbrake-seat }.
colorbrake-event-round-started = Round { $round }: { colorbrake-seat } ha la nomina A.
colorbrake-event-game-over = { $winner ->
    [one] Fine della partita: vince il giocatore 1.
    [two] Fine della partita: vince il giocatore 2.
   *[draw] Fine della partita: pareggio.
  }
colorbrake-error-record-too-large = Il file è troppo grande (più di { $limit } byte).
colorbrake-error-record-json-truncated = Il file finisce troppo presto; forse è stato troncato.
colorbrake-error-record-json-syntax = Il file non è JSON valido.
colorbrake-error-record-json-shape = Il file non contiene ciò che contiene un file di partita.
colorbrake-error-record-not-a-saved-game = Questo file non è una partita salvata.
colorbrake-error-record-wrong-game = Questa è una partita salvata di «{ $found }», non di Color Brake ABAB.
colorbrake-error-record-bad-version = La partita salvata non ha una versione di formato valida.
colorbrake-error-record-newer-version = Questa partita è stata salvata da una versione più recente dell'app (formato { $version }): aggiorna l'app per aprirla.
colorbrake-error-record-bad-seed = Il seme della partita salvata è danneggiato.
colorbrake-error-record-no-length = La partita salvata non indica né un numero di round né un punteggio da raggiungere.
colorbrake-error-length-bad-rounds = Una partita ha un numero pari di round, da 2 a 20, non { $number }.
colorbrake-error-length-bad-target = Un punteggio da raggiungere va da 1 a 50, non { $number }.
colorbrake-error-record-too-many-actions = Il file contiene { $number } azioni, più di quante ne possa avere una partita di questa durata ({ $limit }).
colorbrake-error-record-bad-action = L'azione { $index } («{ $found }») non è un'azione.
colorbrake-error-record-illegal-action = L'azione { $index } non è ammessa: { $reason }
colorbrake-hand = La tua mano
colorbrake-rules-1 = Due giocatori riempiono un triangolo di 28 caselle: 7 in alto, poi 6, 5, 4, 3, 2 e 1. A ogni round tutti gli 82 gettoni — 10 per ciascuno dei 7 colori, 7 neutri, 3 Tank e 2 Rombi — vengono mescolati, e ogni giocatore ne pesca 16. Le mani sono nascoste: tra un turno e l'altro ci si passa il dispositivo.
colorbrake-rules-2 = Un giocatore ha A, l'altro B; si scambiano a ogni round. Le caselle si riempiono una alla volta in ordine di lettura e sono marcate A, B, A, B…: gioca chi possiede la casella successiva.
colorbrake-rules-3 = La prima fila accetta qualsiasi colore. Ogni fila successiva ha i colori della fila precedente, con un gettone in meno: un colore si può posare finché questa fila ne ha meno della precedente. Chi non può posare chiude il round, e l'altro giocatore segna le caselle vuote.
colorbrake-rules-4 = Chi riempie l'ultima casella con un colore ammesso segna 5 punti. Una partita ha un numero pari di round, oppure si gioca fino a un punteggio obiettivo raggiunto dopo un numero pari di round; vince il totale più alto.
colorbrake-rules-5 = Un gettone neutro va sulla tua casella in qualsiasi momento, tranne sull'ultima casella: peschi dal mucchio e ci posi sopra un colore pescato, qualunque sia. Un Rombo, nelle file da 7 a 4, vale per ogni colore; nella fila successiva puoi posare per lui un colore a tua scelta.
colorbrake-rules-6 = Appena prima di iniziare la fila 5 o la fila 4, il giocatore di turno può posare un Tank su un gettone della fila appena completata, con sopra un colore della sua mano: quella fila conta allora con questo colore. Ogni azione si può annullare.
colorbrake-keys = 1–7: un colore · 8: neutro · 9: Rombo · f: per il tuo Rombo · t: Tank sulla casella del cursore · frecce: cursore · invio: round successivo · u: annulla · r: regole · n: nuova partita · m: menù · q: esci
colorbrake-reference = La fila { $row } accetta ancora:
colorbrake-drawn = Pescati:
colorbrake-next-round = Round successivo
colorbrake-pick-for-diamond = Per il tuo Rombo: scegli un colore (1–7), o di nuovo f per annullare.
colorbrake-pick-tank = Tank sulla { colorbrake-cell }: scegli il colore sopra (1–7), le frecce per un'altra casella, o di nuovo t per annullare.
colorbrake-pile = { $count ->
    [one] { $count } gettone nel mucchio
   *[other] { $count } gettoni nel mucchio
  }
colorbrake-round = Round { $round }
colorbrake-length-rounds = { $count } round
colorbrake-length-target = Si gioca fino a { $count ->
    [one] { $count } punto
   *[other] { $count } punti
  }
colorbrake-ready = Vedi la mia mano

## I telefoni: scelta del gioco, scelte della nuova partita degli altri due giochi, pulsanti e accessibilità

games-about-divided-loyalties = Pietre di sei colori formano ponti da tre o quattro; alcuni colori servono entrambi i giocatori.
games-about-discorder = Tessere e pioli su un tabellone di 8 × 7: una linea di tre fa punto, una linea di quattro fa punto per l'avversario.
games-about-colorbrake = Riempi da mani nascoste un triangolo di 28 caselle; ogni fila prende i colori della fila precedente.
discorder-who-begins = Chi comincia
discorder-score = { $now ->
    [one] { $now } punto (acquisiti: { $settled })
   *[other] { $now } punti (acquisiti: { $settled })
  }
discorder-status-computer-to-move = Tocca al computer ({ discorder-player }).
discorder-refusal-computer-to-move = Aspetta: tocca al computer.
discorder-a11y-tile = { $player ->
    [yellow] tessera gialla
   *[black] tessera nera
  }
discorder-a11y-empty = vuota
discorder-a11y-edge = linea sotto { cell-position }
discorder-a11y-peg = piolo
discorder-a11y-no-peg = nessun piolo
discorder-a11y-peg-allowed = qui può andare un piolo
discorder-a11y-last-placed = ultima mossa
colorbrake-length-title = Durata della partita
colorbrake-rounds-title = Numero di round
colorbrake-target-title = Punteggio da raggiungere
colorbrake-neutral = Neutro
colorbrake-diamond = Rombo
colorbrake-tank = Tank
colorbrake-for-diamond = Per il tuo Rombo
colorbrake-choose-for-diamond = Per il tuo Rombo: scegli un colore.
colorbrake-choose-tank-colour = Tank sulla { colorbrake-cell }: scegli il colore sopra.
colorbrake-scores = Giocatore 1: { $one } · Giocatore 2: { $two }
colorbrake-to-move = Turno di { colorbrake-seat }
colorbrake-colour-name = { $colour ->
    [blue] Blu
    [green] Verde
    [yellow] Giallo
    [red] Rosso
    [white] Bianco
    [orange] Arancione
   *[pink] A scacchi rosa
  }
colorbrake-a11y-cell = casella { $cell }, fila { $row }, { $nomination } ({ colorbrake-seat })
colorbrake-a11y-empty = vuota
colorbrake-a11y-fill = { $base ->
    [diamond] un Rombo
    [for_diamond] gettone { colorbrake-colour } per un Rombo
   *[colour] gettone { colorbrake-colour }
  }
colorbrake-a11y-on-neutrals = { $count ->
    [one] su un gettone neutro
   *[other] su { $count } gettoni neutri
  }
colorbrake-a11y-tank = sotto un Tank del { colorbrake-seat }, colore sopra: { colorbrake-colour }
colorbrake-a11y-pending = { $count ->
    [one] un gettone neutro attende un colore pescato
   *[other] { $count } gettoni neutri attendono un colore pescato
  }
colorbrake-a11y-next = da riempire ora
colorbrake-a11y-last-filled = riempita per ultima
colorbrake-a11y-tank-target = qui può andare un Tank

## dl-ui: le schermate di Discorder e Color Brake ABAB (avversario, lato del computer, azioni di accessibilità)

discorder-you-play = Giochi con il { discorder-player }
discorder-computer-player = { discorder-player } (computer)
discorder-a11y-place-tile = Posa una tessera
discorder-a11y-place-peg = Posa un piolo
colorbrake-you-play = Giochi come { colorbrake-seat }
colorbrake-computer-seat = { colorbrake-seat } (computer)
colorbrake-a11y-place-tank = Metti qui il Tank

## I telefoni: i conteggi del pannello di Color Brake ABAB (mani, riferimento, gettoni della mano, round)

colorbrake-hand-size = { colorbrake-seat }: { $count ->
    [one] { $count } gettone
   *[other] { $count } gettoni
  }
colorbrake-colour-count = { colorbrake-colour-name }: { $count }
colorbrake-token-count = { $token ->
    [colour] { colorbrake-colour-name }
    [neutral] { colorbrake-neutral }
    [tank] { colorbrake-tank }
   *[diamond] { colorbrake-diamond }
  }: { $count }
colorbrake-round-of-rounds = Round { $round } di { $count }
colorbrake-round-of-target = Round { $round }, si gioca fino a { $count ->
    [one] { $count } punto
   *[other] { $count } punti
  }

## Rivedere una partita finita

replay = Rivedi
replay-start = All'inizio
replay-back = Mossa precedente
replay-forward = Mossa successiva
replay-end = Alla fine
replay-step = Mossa { $step } di { $count }
error-replay-unwound = Questa partita non può essere rivista: non è stato possibile riportarla all'inizio.

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
panel-computer-player = { player-name } (computer)
game-thinking = Il computer sta pensando… { $percent } %
notice-state-unreadable = Non è stato possibile leggere le tue impostazioni ({ $problem }); sono state messe da parte come { $path }. Valgono i valori predefiniti.
notice-previous-saved = La partita in corso resta tra le partite salvate.
notice-previous-finished = La partita finita resta tra le partite finite.
notice-unsaved = Non ancora salvata: { $problem } La partita resta qui e viene scritta di nuovo alla tua prossima mossa.
games-continue = Continua: { $name }

## The command line: --help and the errors of its arguments.
terminal-help-title = Divided Loyalties, Discorder e Color Brake ABAB nel terminale.
terminal-help-usage = Uso:
terminal-help-options = Opzioni del gioco:
terminal-help-default = la schermata e la partita dove eri rimasto, altrimenti il menu dei giochi
terminal-help-game = GAME è divided-loyalties, discorder o color-brake: la sua partita in corso, o una nuova
terminal-help-new = una nuova partita su Up the Stairs (una partita non finita va tra le partite salvate)
terminal-help-position = la partita in corso se è su questa posizione, altrimenti una nuova (una partita non finita va tra le partite salvate); KEY è 1–12, un nome breve (octopus) o un file .csv (sempre una nuova partita)
terminal-help-rounds = 3 o 4 round per giocatore, con --position (altrimenti: quelli della posizione)
terminal-help-computer = contro il computer, che gioca quel lato
terminal-help-level = il livello del computer (altrimenti: medio)
terminal-help-open = apre una partita salvata (.json, nostra o della versione web) o un link di partita
terminal-help-out = dove la condivisione scrive i suoi file (altrimenti: shared/ nella cartella dei dati)
terminal-help-room = entra nella stanza R del gioco online come N (l’ID della stanza della pagina web)
terminal-help-peer-server = il server di segnalazione del gioco online, con --room o script (altrimenti: quello pubblico di PeerJS, come la pagina web)
terminal-help-lang = la lingua: { $languages } (altrimenti: LC_ALL, LC_MESSAGES o LANG)
terminal-help-script = comandi JSON sullo standard input, una risposta per riga sullo standard output, in inglese; con --store la partita vive nell'archivio in DIR
terminal-help-picture = l'immagine del tabellone di una partita, di un file di posizione o di un link, larga N pixel ({ $min }–{ $max }, altrimenti { $default }); OUT.png non deve ancora esistere
terminal-help-help = questo aiuto
terminal-help-data = Partite e posizioni sono conservate in { $first }, altrimenti in { $second }, altrimenti in { $third }.
terminal-usage-missing-value = { $option } richiede un valore.
terminal-usage-one-of = { $option } accetta uno di questi valori: { $allowed }.
terminal-usage-unexpected = “{ $argument }” non è un'opzione qui.
terminal-usage-goes-with = { $option } va solo insieme a { $with }.
terminal-usage-one-start = Una sola opzione tra --new, --position, --open e --game.
terminal-usage-script-options = script non accetta opzioni tranne --store e --peer-server.
terminal-usage-picture-files = picture richiede un file di partita o un link e il nome di un nuovo file .png.
terminal-usage-see-help = dl-cli --help dice che cosa accetta la riga di comando.

## Gioca online (issue 23)

online-play = Gioca online
online-name = Il tuo nome
online-room = Stanza
online-join = Entra
online-leave = Esci dalla stanza
online-send = Invia
online-chat = Messaggio
online-share-room = Condividi la stanza
online-choose-position = Scegli la posizione
online-unavailable = Il gioco online richiede la versione WebRTC di questa app.
online-fields-missing = Inserisci il tuo nome e una stanza.
online-new-game = È iniziata una nuova partita.
online-waiting = In attesa dell’altro giocatore nella stanza { $room }…
online-you-are = Sei { player-name } · contro { $name }
online-host-chooses = { $name } sceglie la posizione.
online-peer-left = Avversario disconnesso: { $name } ha lasciato la stanza. La partita è conservata.
online-not-your-turn = Aspetta che { $name } giochi.
online-chat-line = { $name }: { $text }
online-refused = Rifiutato ciò che l’altra parte ha inviato ({ $code }); la partita non è cambiata.
online-failed = { $reason ->
    [server] Il server del gioco non è raggiungibile ({ $code }).
    [address] L’indirizzo del server del gioco non è utilizzabile ({ $code }).
    [taken] Qualcun altro ospita questa stanza ({ $code }).
    [absent] L’altro giocatore non è nella stanza ({ $code }).
    [lost] La connessione con l’altro giocatore si è interrotta ({ $code }).
   *[network] Non è stato possibile collegarsi all’altro giocatore ({ $code }).
  }
online-rejoin = Rientra
online-retrying = Nuova connessione alla stanza { $room } tra { $seconds } s…
online-share-text = Gioca online a Divided Loyalties con me: { $url } Aprila e inserisci l’ID della stanza: { $room }
