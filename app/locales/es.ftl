### Divided Loyalties — español. Términos: GLOSSARY.md (piedra, puente, región, casilla con
### punto, fila, ronda, reserva, turno; colores azul, amarillo, rojo, verde, naranja,
### morado). Se tutea al jugador, como la página web.

## Names

-game-name = Lealtades Divididas
player-name = { $player ->
    [blue] Azul
   *[yellow] Amarillo
  }
color-name = { $color ->
    [blue] Azul
    [yellow] Amarillo
    [red] Rojo
    [green] Verde
    [orange] Naranja
   *[purple] Morado
  }
cell-position = columna { $column }, fila { $row }

## Status line

status-place-stone = { player-name }: coloca una piedra.
status-bridge-or-end-turn = { player-name }: toca dos veces dos piedras para formar un puente, o termina el turno.
status-bridge-or-end-turn-keyboard = { player-name }: pulsa intro sobre dos piedras para formar un puente, o termina el turno.
status-ring-other-end = Toca dos veces la piedra del otro extremo del puente.
status-ring-other-end-keyboard = Pulsa intro sobre la piedra del otro extremo del puente.
status-double-tap-to-ring = Toca dos veces una piedra para marcarla como extremo de un puente.
status-double-tap-to-ring-keyboard = Pulsa intro sobre una piedra para marcarla como extremo de un puente.
status-no-stone-to-ring = Solo se pueden marcar piedras.
status-select-color-first = Primero elige un color.
status-bridge-formed = { $cut ->
    [0] { $kind ->
        [blue] Se forma un puente azul.
        [yellow] Se forma un puente amarillo.
       *[red] Se forma un puente rojo.
    }
    [one] Se forma un puente rojo que corta un puente.
   *[other] Se forma un puente rojo que corta { $cut } puentes.
  }
status-confirm-dot-stone-return = La piedra de la casilla con punto ({ cell-position }) no está en ningún puente y vuelve a la reserva. ¿Terminar el turno de todos modos?
status-passed = { $reason ->
    [no_stones_left] { player-name } no tiene más piedras y pasa.
   *[no_legal_placement] { player-name } no puede colocar ninguna piedra y pasa.
  }
status-undone = Deshecho.
status-computer-thinking = { player-name } (ordenador) está pensando…
status-game-over-result = { $winner ->
    [blue] Fin de la partida: gana Azul.
    [yellow] Fin de la partida: gana Amarillo.
   *[draw] Fin de la partida: empate.
  }

## Refusals (R4–R8, R11)

refusal-game-over = La partida ha terminado.
refusal-outside-grid = La casilla ({ cell-position }) está fuera del tablero.
refusal-already-placed = Ya has colocado una piedra en este turno.
refusal-cell-occupied = Ya hay una piedra en la casilla ({ cell-position }).
refusal-not-playable = Ninguna piedra puede ir en la casilla vacía ({ cell-position }).
refusal-color-not-in-supply = { $color ->
    [blue] No te queda ninguna piedra azul.
    [yellow] No te queda ninguna piedra amarilla.
    [red] No te queda ninguna piedra roja.
    [green] No te queda ninguna piedra verde.
    [orange] No te queda ninguna piedra naranja.
   *[purple] No te queda ninguna piedra morada.
  }
refusal-dot-without-bridge = Con este color ningún puente podría pasar por la casilla con punto ({ cell-position }).
refusal-no-stone-placed = Primero coloca una piedra.
refusal-not-in-line = Los dos extremos no están en una misma línea recta.
refusal-wrong-length = Un puente une exactamente 3 o 4 piedras en fila.
refusal-empty-cell-in-row = A la fila le falta una piedra en la casilla ({ cell-position }).
refusal-equal-neighbours = Dos piedras vecinas tienen el mismo color.
refusal-not-loyal = Los colores no son ni todos de tu grupo ni todos de Rojo +.
refusal-missing-turn-stone = Un puente debe incluir la piedra colocada en este turno.
refusal-shares-two-stones = Los puentes no se alargan ni se construyen dos veces sobre las mismas piedras.
refusal-crosses-bridge = Este puente cruzaría un puente existente.
refusal-red-crosses-red-or-cut = Un puente rojo no puede cruzar un puente rojo ni un puente cortado.
refusal-nothing-to-undo = No hay nada que deshacer.
refusal-agreement-after-placing = La partida solo puede terminarse de común acuerdo antes de colocar la piedra del turno.
refusal-computer-to-move = Le toca al ordenador: espera a su jugada.
refusal-agreement-with-computer = Contra el ordenador la partida no termina de común acuerdo: juégala hasta el final o empieza una nueva.
refusal-stale-computer-turn = La partida cambió mientras el ordenador pensaba.

## Events, for announcements (TalkBack, VoiceOver)

event-stone-placed = { $color ->
    [blue] Piedra azul
    [yellow] Piedra amarilla
    [red] Piedra roja
    [green] Piedra verde
    [orange] Piedra naranja
   *[purple] Piedra morada
  } en la casilla ({ cell-position }).
event-bridge-formed = { $kind ->
    [blue] Puente azul formado.
    [yellow] Puente amarillo formado.
   *[red] Puente rojo formado.
  }
event-bridges-cut = { $count ->
    [one] Se corta un puente.
   *[other] Se cortan { $count } puentes.
  }
event-stone-returned = La piedra de la casilla con punto ({ cell-position }) vuelve a la reserva.
event-set-received = { player-name } empieza la ronda { $set } con piedras nuevas.
event-turn-started = Turno de { player-name }.
event-undone = { $action ->
    [place] Deshecho: la piedra en la casilla ({ cell-position }).
    [bridge] Deshecho: el puente.
    [end_turn] Deshecho: el fin del turno.
   *[agree_end] Deshecho: el fin de común acuerdo.
  }

## Pass reasons (R4.4), end reasons (R8) and results (R7)

pass-reason-no-stones-left = no quedan piedras
pass-reason-no-legal-placement = ninguna casilla admite una piedra
end-reason-all-stones-placed = Todas las piedras están colocadas.
end-reason-no-one-can-place = Ningún jugador puede colocar una piedra.
end-reason-agreed = Los jugadores terminaron la partida de común acuerdo.
result-winner = Gana { player-name }
result-draw = Empate
result-scores = Azul { $blue } – Amarillo { $yellow }
result-line = { $winner ->
    [blue] Partida terminada, ganó Azul { $blue } a { $yellow }
    [yellow] Partida terminada, ganó Amarillo { $yellow } a { $blue }
   *[draw] Partida terminada, empate { $blue } a { $yellow }
  }

## Errors of files, links and openings

error-at-line = Línea { $line }: { $problem }
error-at-line-column = Línea { $line }, columna { $file_column }: { $problem }
error-unknown = Algo salió mal ({ $code }).
error-json-too-large = El archivo es demasiado grande (más de { $limit } bytes).
error-json-truncated = El archivo termina demasiado pronto; quizá se cortó.
error-json-syntax = El archivo no es JSON válido.
error-json-shape = El archivo no contiene lo que contiene un archivo de partida.
error-position-bad-name = El nombre de la posición está vacío, es demasiado largo o contiene un carácter de control.
error-position-bad-token = El nombre de región «{ $found }» no está permitido: solo letras, cifras, _ y -.
error-position-cell-out-of-range = La casilla ({ $x }, { $y }) está fuera del tablero más grande (25 × 25).
error-position-no-region = La posición no tiene ninguna casilla de región.
error-csv-too-large = El archivo es demasiado grande para un archivo de posiciones.
error-csv-unreadable = El archivo no se puede leer como texto CSV.
error-csv-empty = El archivo está vacío.
error-csv-unknown-header = Columna desconocida «{ $found }»: un archivo de posiciones empieza por position_id,position_name,row,c0,c1,…
error-csv-missing-fields = La línea necesita al menos position_id, position_name y row.
error-csv-empty-id = El position_id está vacío.
error-csv-bad-name = El nombre de la posición está vacío o es demasiado largo.
error-csv-inconsistent-name = La posición { $found } tiene otro nombre en una línea anterior.
error-csv-non-numeric-row = El número de fila «{ $found }» no es un número.
error-csv-duplicate-row = La fila { $number } aparece dos veces en esta posición.
error-csv-cell-out-of-range = Una casilla está fuera del tablero más grande (25 × 25).
error-csv-bad-token = El nombre de región «{ $found }» no está permitido: solo letras, cifras, _ y -.
error-csv-no-region = La posición { $found } no tiene ninguna casilla de región.
error-csv-too-many-positions = El archivo contiene más de 64 posiciones.
error-csv-no-position = El archivo no contiene ninguna posición.
error-start-bad-sets = { player-name } ha empezado { $number } rondas, lo que no encaja con esta partida.
error-start-stone-off-board = Hay una piedra en la casilla ({ cell-position }), que no es ni casilla de región ni casilla con punto.
error-start-supply-mismatch = { $color ->
    [blue] Las piedras azules
    [yellow] Las piedras amarillas
    [red] Las piedras rojas
    [green] Las piedras verdes
    [orange] Las piedras naranjas
   *[purple] Las piedras moradas
  } del tablero y de las reservas no cuadran con las rondas empezadas.
error-start-missing-refill = La reserva de { player-name } está vacía aunque quedan rondas.
error-start-illegal-bridge = El puente { $index } no está permitido: { $reason }
error-start-bridge-kind = El puente { $index } figura como puente { $given_kind ->
    [blue] azul
    [yellow] amarillo
   *[red] rojo
  }, pero sus colores forman un puente { $actual_kind ->
    [blue] azul
    [yellow] amarillo
   *[red] rojo
  }.
error-start-cut-mismatch = El puente { $index } está marcado como cortado sin que lo corte un puente rojo, o al revés.
error-start-lonely-dot-stone = La piedra de la casilla con punto ({ cell-position }) no está en ningún puente.
error-start-no-move = El jugador al que le toca no puede colocar ninguna piedra.
error-record-not-a-saved-game = Este archivo no es una partida guardada de { -game-name }.
error-record-unsupported-version = La aplicación no conoce este formato de guardado (versión «{ $found }»).
error-record-newer-version = Esta partida se guardó con una versión más reciente de la aplicación (formato { $version }): actualiza la aplicación para abrirla.
error-record-bad-session = Los colores elegidos o las marcas de este archivo no encajan con la partida.
error-record-bad-rounds = { $number } rondas no es una opción: una partida tiene 3 o 4 rondas.
error-record-bad-stones = Las piedras de la posición inicial no encajan con el tablero.
error-record-bad-bridge = El puente inicial { $index } («{ $found }») no es un puente de 3 o 4 casillas.
error-record-bad-action = La acción { $index } («{ $found }») no es una acción.
error-record-illegal-action = La acción { $index } («{ $found }») no está permitida: { $reason }
error-link-too-long = El enlace es demasiado largo.
error-link-bad-prefix = Este no es un enlace de { -game-name }.
error-link-unknown-page = «{ $found }» no es una página de la versión web de { -game-name }.
error-link-no-fragment = Este enlace abre la página de inicio de la versión web, no una posición ni una partida.
error-link-unknown-position = «{ $found }» no es ni el número ni el nombre de una posición incluida.
error-link-bad-base64 = El enlace de la partida está dañado.
error-link-truncated = El enlace de la partida está cortado.
error-link-bad-checksum = El enlace de la partida está dañado: se modificó o se cortó.
error-link-unsupported-version = Este enlace de partida (versión { $version }) viene de una aplicación más reciente: actualiza la aplicación para abrirlo.
error-link-trailing-bytes = El enlace de la partida tiene caracteres de más después de la partida.
error-link-bad-value = El enlace de la partida contiene { $field ->
    [position_name] un nombre de posición no válido
    [region_token] un nombre de región no válido
    [cell] una casilla no válida
    [colour] un color no válido
    [stone] una piedra no válida
    [bridge] un puente no válido
    [level] un nivel de ordenador no válido
   *[bridge_kind] un tipo de puente no válido
  }.
error-link-unknown-builtin = El enlace de la partida nombra la posición incluida { $number }, que no existe.
error-link-illegal-action = La acción { $index } del enlace de la partida no está permitida: { $reason }
error-link-not-canonical = El enlace de la partida no tiene la forma que escribe esta aplicación.
error-web-unsupported-version = Esta partida guardada de la versión web (versión «{ $found }») no es compatible.
error-web-duplicate-cell = La casilla ({ $x }, { $y }) aparece dos veces.
error-web-grid-size = La cuadrícula tiene { $number } casillas y la posición necesita { $limit }.
error-web-unknown-color = «{ $found }» no es un color.
error-web-bad-count = El número de piedras { $number } no está entre 0 y 255.
error-web-mid-turn = La partida se guardó a mitad de turno: guárdala al principio de un turno.
error-web-bad-bridge-row = El puente { $index } no es una fila recta de 3 o 4 casillas.
error-unknown-position = Ninguna posición incluida se llama «{ $found }».
error-bad-rounds = Una partida tiene 3 o 4 rondas, no { $number }.
error-no-such-position-in-file = El archivo no contiene la posición número { $index }.
error-editor-outside-grid = La casilla ({ cell-position }) está fuera de la cuadrícula.
error-editor-size-out-of-range = Un tablero de { $width } × { $height } casillas no es posible: cada lado tiene de 9 a 25 casillas.
error-editor-resize-cuts-painted-cells = { $count ->
    [one] El nuevo tamaño cortaría una casilla pintada: bórrala primero.
   *[other] El nuevo tamaño cortaría { $count } casillas pintadas: bórralas primero.
  }
error-editor-nothing-to-undo = No hay nada que deshacer.
error-editor-nothing-to-redo = No hay nada que rehacer.
error-store-not-a-directory = La carpeta de los datos del juego no es una carpeta.
error-store-no-directory = No se ha indicado ninguna carpeta para los datos del juego.
error-store-locked = Otra ventana de la aplicación está usando los datos del juego.
error-store-io = No se pudieron escribir o leer los datos del juego.
error-store-too-many-entries = Una lista de los datos del juego tiene demasiados archivos para leerla.
error-store-too-much-data = Una lista de los datos del juego es demasiado grande para leerla.
error-store-full = Esta lista está llena: elimina antes algunas entradas.
error-store-no-such-entry = Esta partida o posición ya no existe.
error-store-unreadable = No se pudo leer un archivo de los datos del juego; se ha guardado con otro nombre.
error-store-not-the-current-game = Esta no es la partida actual: empiézala como partida nueva.
error-store-bad-name = Este nombre no está permitido.
error-store-name-taken = Una de tus posiciones ya tiene este nombre.
error-store-not-a-file = En lugar de un archivo hay otra cosa.
error-store-not-a-folder = En lugar de una carpeta hay otra cosa.
error-store-file-too-large = El archivo es más grande que cualquiera que escriba la aplicación.
error-store-read-failed = No se pudo leer el archivo.
error-store-not-a-game = El archivo no es una partida guardada de ninguno de los tres juegos.
error-store-not-one-position = El archivo contiene varias posiciones en lugar de una.
error-store-nothing-to-export = Elige al menos una posición para exportar.
error-receive-too-large = Lo que ha llegado es demasiado grande para abrirlo.
error-receive-unrecognised = Lo que ha llegado no es ni un enlace, ni un archivo de posiciones, ni un archivo de partida.
error-share-game-not-over = La partida aún no ha terminado: no hay resultado que compartir.
error-share-write-failed = No se pudo escribir el archivo para compartir.
error-share-no-free-name = No se encontró un nombre libre para el archivo que se va a compartir.
error-picture-bad-size = La imagen no se puede crear con { $number } píxeles: elige un tamaño entre 64 y 4096.
error-not-a-terminal = El juego necesita una terminal: ábrelo en una, o usa «dl-cli script» para automatizar.
error-unknown-language = No existe el idioma «{ $found }»: elige de, en, fr, it, es, pt, ja, zh-Hans, uk o ko.
error-picture-font = No se pudo leer la tipografía de la imagen.
error-picture-encoding = No se pudo escribir la imagen como PNG.
error-file-not-found = El archivo no existe.
error-file-not-a-file = No es un archivo normal (una carpeta, una tubería o un dispositivo): no se ha leído.
error-file-too-large = El archivo es demasiado grande.
error-io-error = No se pudo leer o escribir el archivo.
error-io-disk-full = El disco está lleno: no se pudo escribir nada. Libera espacio y vuelve a intentarlo.
error-io-permission-denied = Permiso denegado: no se puede escribir ni leer el archivo o la carpeta.
error-io-read-only = El disco es de solo lectura: no se puede escribir nada en él.
error-position-not-found = No hay ninguna posición incluida «{ $found }»: usa 1–12, un nombre como octopus o un archivo .csv.
error-file-exists = El archivo ya existe: elige otro nombre.
error-no-data-dir = No hay carpeta de datos: define DL_DATA_DIR, XDG_DATA_HOME o HOME, o indica --out.

## Problems of a position in the editor

problem-editor-name-empty = La posición no tiene nombre.
problem-editor-name-too-long = El nombre tiene { $count } caracteres; se permiten como máximo { $limit }.
problem-editor-name-control-character = El nombre contiene un carácter de control (un salto de línea, un tabulador…).
problem-editor-name-of-builtin = La posición incluida { $number } ya tiene este nombre.
problem-editor-no-region = La posición no tiene ninguna casilla de región.
problem-editor-bad-token = El nombre de región «{ $found }» no se puede escribir en un archivo de posiciones.
problem-editor-split-region = { $count ->
    [one] La región { $found } está en una sola pieza.
   *[other] La región { $found } está dividida en { $count } piezas separadas.
  }
problem-editor-dots-inside-region = { $count ->
    [one] Una casilla con punto está dentro de la región { $found }.
   *[other] { $count } casillas con punto están dentro de la región { $found }.
  }
problem-severity-blocking = Hay que corregirlo antes de guardar
problem-severity-warning = Aviso

## Buttons and menus

button-undo = Deshacer jugada
button-redo = Rehacer
button-end-turn = Terminar turno
button-menu = Menú
button-back = Atrás
button-share = Compartir…
button-share-position = Compartir posición
button-share-position-csv = Compartir posición como CSV
button-share-picture = Compartir imagen
button-share-game = Compartir partida
button-share-game-link = Compartir enlace de la partida
button-share-result = Compartir resultado
button-end-by-agreement = Terminar de común acuerdo
button-new-game = Nueva partida
button-saved-games = Partidas guardadas
button-rules = Reglas
button-hint = Pista
button-settings = Ajustes
button-open-link = Abrir enlace
button-open-position-file = Abrir un archivo de posiciones…
button-rematch = Revancha
button-cancel = Cancelar
button-ok = Aceptar
button-close = Cerrar
button-open = Abrir
button-delete = Eliminar
button-rename = Cambiar nombre
button-duplicate = Duplicar
button-save = Guardar
button-test-play = Probar
button-new-position = Nueva posición
button-edit-copy = Editar una copia
button-full-rules = El reglamento completo
button-end-turn-anyway = Terminar el turno
button-end-game = Terminar la partida
button-quit = Salir

## Screen titles

title-new-game = Nueva partida
title-saved-games = Partidas guardadas
title-history = Partidas terminadas
title-rules = Reglas
title-settings = Ajustes
title-editor = Editor de posiciones
title-my-positions = Mis posiciones
title-share = Compartir

## Dialogs

dialog-dot-stone-title = ¿Terminar el turno?
dialog-agree-title = ¿Terminar la partida ahora?
dialog-agree-body = ¿Están de acuerdo los dos jugadores en terminar la partida ahora? Decide la puntuación actual.
dialog-agree-player = { player-name }, ¿estás de acuerdo en terminar la partida ahora?
dialog-delete-game-title = ¿Eliminar esta partida guardada?
dialog-delete-position-title = ¿Eliminar la posición «{ $name }»?
dialog-delete-body = No se puede deshacer.
dialog-open-game-title = ¿Abrir esta partida?
dialog-open-position-title = ¿Abrir esta posición?
dialog-open-body = Tu partida sin terminar se queda en Partidas guardadas.

## The game screen's panel

panel-turn = Turno { $turn }
panel-to-move = { $player ->
    [blue] Turno del Azul
   *[yellow] Turno del Amarillo
  }
panel-game-over = La partida ha terminado
panel-set = Ronda { $set }/{ $sets }
panel-bridge-points = Puentes
panel-region-points = Regiones
panel-total = Total
panel-supply = { $count ->
    [one] queda { $count } piedra
   *[other] quedan { $count } piedras
  }

## New-game screen

new-game-four-rounds = 4 rondas
new-game-three-rounds = 3 rondas
new-game-default-rounds = Rondas por defecto
new-game-my-positions = Mis posiciones
new-game-rounds = { $count ->
    [one] { $count } ronda
   *[other] { $count } rondas
  }
new-game-size = { $width } × { $height }
new-game-two-players = Dos jugadores
new-game-against-computer = Contra el ordenador
new-game-you-play = Juegas con
new-game-level = Nivel
level-easy = Fácil
level-medium = Medio
level-hard = Difícil

## The terminal: game menu and screens of the other two games
games-title = Elige un juego
games-hint = ↑↓ elegir · intro o clic: abrir · esc: volver · q: salir
games-rules-hint = ↑↓ RePág AvPág: desplazar · esc o r: volver a la partida · q: salir
games-too-small = El terminal es demasiado pequeño para esta pantalla: necesita { $width } × { $height } caracteres.

## Saved games

saved-turn = Turno { $turn }
saved-none = Aún no hay partidas guardadas.
saved-history-none = Aún no hay partidas terminadas.

## Settings

settings-language = Idioma
settings-language-system = Idioma del sistema
settings-theme = Tema
settings-theme-system = Como el sistema
settings-theme-light = Claro
settings-theme-dark = Oscuro
settings-symbols = Símbolos para daltónicos
settings-haptics = Vibración

## Position editor

editor-brush-dark = Región oscura
editor-brush-medium = Región media
editor-brush-light = Región clara
editor-brush-dot = Casilla con punto
editor-brush-eraser = Borrador
editor-brush-fill = Rellenar
editor-name = Nombre
editor-width = Ancho
editor-height = Alto
editor-problems = Problemas
editor-no-problems = Ningún problema.
editor-paint = Pintar
editor-saved = «{ $name }» se guardó en Mis posiciones.
editor-leave-title = ¿Salir del editor?
editor-leave-body = Se perderán los cambios desde la última vez que se guardó.

## Accessibility

a11y-separator = {", "}
a11y-cell = { $kind ->
    [region] { cell-position }, región { $region }
    [dot] { cell-position }, casilla con punto
   *[empty] { cell-position }, fuera del tablero
  }
a11y-stone = { $color ->
    [blue] piedra azul
    [yellow] piedra amarilla
    [red] piedra roja
    [green] piedra verde
    [orange] piedra naranja
   *[purple] piedra morada
  }
a11y-ringed = marcada
a11y-last-placed = la última colocada
a11y-highlighted = admite el color elegido
a11y-place = Colocar el color elegido
a11y-ring = Marcar para un puente
a11y-chip = { color-name }: { $count }
a11y-bridge-cut = cortado

## Share texts and the board picture's caption

share-position = { $web ->
    [yes] ¡Juguemos a { -game-name } en { $position }!
   *[no] ¡Juguemos a { -game-name } en { $position }! El enlace la abre en la aplicación.
  }
share-game = { $winner ->
    [blue] { -game-name } en { $position }: gana Azul { $blue } a { $yellow }
    [yellow] { -game-name } en { $position }: gana Amarillo { $yellow } a { $blue }
    [draw] { -game-name } en { $position }: empate { $blue } a { $yellow }
   *[none] { -game-name } en { $position }, turno { $turn }: le toca a { player-name } (Azul { $blue }, Amarillo { $yellow })
  }
share-result = { $winner ->
    [blue] Azul gana { $blue } a { $yellow } en { $position }
    [yellow] Amarillo gana { $yellow } a { $blue } en { $position }
   *[draw] Empate { $blue } a { $yellow } en { $position }
  }

## What the operating system shows

os-app-name = { -game-name }
os-open-link = Abrir en { -game-name }
os-document-game = Partida de { -game-name }
os-document-position = Posición de { -game-name }
os-local-network = Jugar en línea se conecta directamente al dispositivo de tu amigo cuando ambos están en la misma red.

## The rules for players

rules-turn-title = El turno
rules-turn-1 = Azul y Amarillo juegan por turnos; empieza Azul. En tu turno colocas exactamente una piedra de tu reserva en una casilla libre del tablero.
rules-turn-2 = Después puedes formar puentes con esa piedra, tantos como permita el tablero, y terminas el turno.
rules-turn-example = Azul ha colocado una piedra; Amarillo responde.
rules-bridges-title = Los puentes
rules-bridges-1 = Un puente une 3 o 4 piedras seguidas, sin huecos, en línea recta: en horizontal, en vertical o en diagonal. Dos piedras vecinas nunca tienen el mismo color.
rules-bridges-2 = Para formarlo, toca dos veces la piedra de un extremo y luego la del otro. Todo puente incluye la piedra colocada en este turno: una fila que se queda sin puente solo podrá tenerlo más adelante gracias a una piedra nueva.
rules-bridges-2-keyboard = Para formarlo, pulsa intro sobre la piedra de un extremo y luego sobre la del otro. Todo puente incluye la piedra colocada en este turno: una fila que se queda sin puente solo podrá tenerlo más adelante gracias a una piedra nueva.
rules-bridges-3 = Dos puentes pueden compartir una piedra si es extremo de al menos uno de ellos; un puente nunca se alarga.
rules-bridges-example = Azul, morado y verde en línea: un puente azul.
rules-loyalty-title = La lealtad
rules-loyalty-1 = Los seis colores forman tres grupos, cada uno un color con sus dos vecinos en el círculo cromático: Azul + es azul, morado y verde; Amarillo + es amarillo, naranja y verde; Rojo + es rojo, morado y naranja.
rules-loyalty-2 = Tus puentes solo usan colores de tu grupo. Las piedras no son de nadie: una piedra verde que colocas puede servir a tu rival, y el morado y el naranja también sirven a Rojo +.
rules-loyalty-example = Amarillo usa la piedra verde de Azul para un puente amarillo.
rules-red-title = Puentes rojos y cortes
rules-red-1 = Cualquiera de los dos puede formar un puente rojo, hecho solo de piedras de Rojo +. No puntúa, pero en el momento en que se forma corta todos los puentes azules o amarillos que cruza.
rules-red-2 = Un puente cortado se queda en el tablero, gris y discontinuo, y no puntúa. Ningún puente cruza un puente existente, y un puente rojo no cruza ni uno rojo ni uno cortado.
rules-red-example = Un puente rojo corta el puente diagonal de Azul.
rules-dots-title = Las casillas con punto
rules-dots-1 = Las casillas con punto están fuera de las piezas del tablero. Una piedra solo puede ir en una si un puente puede pasar por ella; la aplicación ilumina esas casillas para el color elegido.
rules-dots-2 = Si al terminar tu turno la piedra de la casilla con punto no está en ningún puente, vuelve a tu reserva.
rules-dots-example = Una piedra en una casilla con punto completa un puente.
rules-sets-title = Las rondas
rules-sets-1 = Cada ronda te trae 12 piedras. Azul recibe 4 azules, 3 moradas, 2 verdes, 2 rojas y 1 naranja; Amarillo recibe 4 amarillas, 3 naranjas, 2 verdes, 2 rojas y 1 morada.
rules-sets-2 = Cuando tu reserva está vacía al final de tu turno, empieza tu ronda siguiente. Una partida tiene 4 rondas en las posiciones 1 a 6 y 3 en las demás; el panel muestra en qué ronda estás.
rules-sets-example = Azul ha colocado las tres piedras moradas de su ronda; Amarillo, sus tres naranjas.
rules-scoring-title = La puntuación
rules-scoring-1 = Un puente de 3 piedras vale 1 punto; uno de 4 piedras, 2 puntos. Los puentes rojos y los cortados no valen nada.
rules-scoring-2 = Cada pieza del tablero es una región. Tu primer puente con una piedra interior (no un extremo) en una región te da 1 punto más. Los puntos de puente y de región se muestran por separado.
rules-scoring-example = Un puente de 4 sobre dos regiones: 2 puntos de puente y 2 de región.
rules-end-title = El final
rules-end-1 = La partida termina cuando todas las piedras están colocadas, o cuando nadie puede colocar. Los jugadores también pueden acordar terminarla antes, antes de colocar la piedra del turno.
rules-end-2 = Suma puntos de puente y de región: gana el total más alto; con totales iguales hay empate. Cada acción se puede deshacer, hasta el principio.
rules-end-3 = Una partida abierta desde un guardado de la versión web empieza donde está el guardado: las jugadas anteriores no están en él y no se pueden deshacer, y el número de turno es el menor que encaja con el tablero.
rules-end-example = Los jugadores acuerdan terminar una partida corta: Azul gana 2 a 0.

## El terminal (dl-cli): teclas, preguntas, avisos e informes. Las teclas son las mismas en todos
## los idiomas.

terminal-title = { -game-name } · { $position } · { new-game-rounds }
terminal-colour-keys = Color: 1–6
terminal-cursor = Cursor: { $description }
terminal-thinking = El ordenador está pensando… { $percent } % · u: detener y deshacer
hint-turn = Pista: { color-name } en { cell-position }; puentes a formar: { $bridges }.
terminal-too-small-title = El terminal es demasiado pequeño para esta posición.
terminal-too-small-hint = Agranda la ventana o reduce la letra; n: otra posición, q: salir.
terminal-previous-saved = La partida sin terminar se queda en Partidas guardadas (n: nueva partida).
terminal-previous-finished = La partida terminada se queda en Partidas terminadas.
terminal-no-data-dir = No hay carpeta de datos (HOME o XDG_DATA_HOME): la partida no se guarda.
terminal-unreadable-title = No se pudo leer un archivo guardado
terminal-moved-aside = No se pudo leer { $path }: { $problem } ({ $code })
terminal-kept-as = Se conserva sin cambios como { $path }.
terminal-fresh-start = Empieza una partida nueva; no se ha sobrescrito nada.
terminal-resume-title = ¿Continuar?
terminal-delete-keys = y: eliminar · n: conservar
terminal-end-turn-keys = y: terminar el turno de todos modos · n: volver
terminal-agree-keys = y: terminar la partida · n: seguir jugando
terminal-any-key = Pulsa cualquier tecla.
terminal-played-unknown = jugada en un momento desconocido
terminal-new-game-keys = ↑↓: elegir · intro o clic: empezar o continuar · 3/4: rondas · f: importar un archivo CSV · d: eliminar · m: menú · esc: volver · q: salir
terminal-delete-key = d: eliminar
terminal-saved-game-keys = intro: continuar esta partida · d: eliminarla
terminal-csv-prompt = Archivo CSV:
terminal-csv-keys = intro: importar · esc: cancelar
terminal-csv-hint = f: importar posiciones de un archivo CSV (en el formato de la versión web)
terminal-rules-keys = ↑↓ RePág AvPág: desplazar · esc o r: volver a la partida · q: salir
terminal-key-enter = intro
terminal-key-esc = esc
terminal-key-space = espacio
terminal-key-save = ctrl-s
terminal-key-tab = tab
terminal-import-title = Importar
terminal-import-added = { $count ->
    [one] { $count } posición añadida a Mis posiciones.
   *[other] { $count } posiciones añadidas a Mis posiciones.
  }
terminal-import-refused = Línea { $line }: «{ $name }» descartada: { $problem }
terminal-import-refused-unnamed = Línea { $line }: una posición descartada: { $problem }
terminal-share-wrote = Escrito en { $path }:
terminal-share-no-position-link = Enlace de la posición: ninguno
terminal-share-no-game-link = Enlace de la partida: ninguno (demasiado largo); envía el archivo de la partida
terminal-share-failed = No se pudo compartir
terminal-in-file = { $path }: { $problem }

## Discorder

discorder-name = Discorder
discorder-player = { $player ->
    [yellow] Amarillo
   *[black] Negro
  }
discorder-status-place-tile = { discorder-player }: coloca una ficha o elige una clavija.
discorder-status-place-peg = { discorder-player }: coloca una clavija entre dos casillas de una columna.
discorder-status-passed = { $player ->
    [yellow] Amarillo no tiene más fichas ni sitio para una clavija, y pasa. Juega Negro.
   *[black] Negro no tiene más fichas ni sitio para una clavija, y pasa. Juega Amarillo.
  }
discorder-status-no-target = { $tool ->
    [tile] Toca una casilla del tablero.
   *[peg] Toca la línea entre dos casillas de una columna.
  }
discorder-status-no-target-keyboard = { $tool ->
    [tile] Pulsa espacio sobre una casilla del tablero.
   *[peg] Pulsa p sobre una casilla: la clavija va en la línea de debajo.
  }
discorder-status-undone = Deshecho. Juega { discorder-player }.
discorder-status-game-over-result = { $winner ->
    [yellow] Fin de la partida: gana Amarillo, { $yellow } a { $black }.
    [black] Fin de la partida: gana Negro, { $black } a { $yellow }.
   *[draw] Fin de la partida: empate, { $yellow } a { $black }.
  }
discorder-edge = la línea bajo { cell-position }
discorder-refusal-game-over = La partida ha terminado.
discorder-refusal-cell-outside-board = La casilla ({ cell-position }) no está en el tablero.
discorder-refusal-no-tiles-left = No te queda ninguna ficha.
discorder-refusal-cell-occupied = Ya hay una ficha en la casilla ({ cell-position }).
discorder-refusal-edge-outside-board = Una clavija solo va entre dos casillas de una misma columna.
discorder-refusal-no-pegs-left = No queda ninguna clavija.
discorder-refusal-edge-has-peg = Ya hay una clavija en { discorder-edge }.
discorder-refusal-peg-not-following = Una clavija debe seguir a una ficha o a otra clavija; { discorder-edge } no lo hace.
discorder-refusal-peg-after-own-three = No se puede poner una clavija al final de tu propia línea de tres ({ discorder-edge }).
discorder-refusal-no-edge-for-peg = Ahora ninguna línea admite una clavija.
discorder-refusal-nothing-to-undo = No hay nada que deshacer.
discorder-event-tile-placed = Ficha de { discorder-player } en la casilla ({ cell-position }).
discorder-event-peg-placed = Clavija de { discorder-player } en { discorder-edge }.
discorder-event-turn-started = Turno de { discorder-player }.
discorder-event-game-over = { $winner ->
    [yellow] Fin de la partida: gana Amarillo.
    [black] Fin de la partida: gana Negro.
   *[draw] Fin de la partida: empate.
  }
discorder-error-record-too-large = El archivo es demasiado grande (más de { $limit } bytes).
discorder-error-record-truncated = El archivo termina demasiado pronto; quizá se cortó.
discorder-error-record-syntax = El archivo no es JSON válido.
discorder-error-record-not-a-saved-game = Este archivo no es una partida guardada.
discorder-error-record-other-game = Es una partida guardada de «{ $found }», no de Discorder.
discorder-error-record-newer-version = Esta partida se guardó con una versión más reciente de la aplicación (formato { $version }): actualiza la aplicación para abrirla.
discorder-error-record-bad-version = La partida guardada no tiene una versión de formato válida.
discorder-error-record-shape = El archivo no contiene lo que contiene un archivo de partida.
discorder-error-record-too-many-actions = El archivo contiene { $number } acciones, más de las que puede tener una partida ({ $limit }).
discorder-error-record-bad-action = La acción { $index } («{ $found }») no es una acción.
discorder-error-record-illegal-action = La acción { $index } no está permitida: { $reason }
discorder-tool-tile = Ficha
discorder-tool-peg = Clavija
discorder-starter = { $starter ->
    [yellow] Empieza Amarillo
    [black] Empieza Negro
   *[random] Echarlo a suertes
  }
discorder-tiles-left = { $count ->
    [one] queda { $count } ficha
   *[other] quedan { $count } fichas
  }
discorder-pegs-left = { $count ->
    [one] queda { $count } clavija
   *[other] quedan { $count } clavijas
  }
discorder-scores = Amarillo: { $yellow } · Negro: { $black }
discorder-to-move = Turno de { discorder-player }
discorder-points = { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
  }
discorder-settled = asegurado
discorder-rules-1 = Amarillo y Negro juegan por turnos en un tablero de 8 × 7 casillas. Cada uno tiene 28 fichas, y hay 10 clavijas compartidas. En tu turno colocas una de tus fichas en una casilla vacía, o una clavija. Quién empieza se elige al comienzo.
discorder-rules-2 = Una clavija va en la línea entre dos casillas de una columna. Debe tocar una ficha de arriba o de abajo, o continuar una clavija vecina en la misma línea. Corta la columna en ese punto y no cuenta en horizontal. Las clavijas nunca se mueven.
discorder-rules-3 = No puedes poner una clavija en un extremo de una línea vertical de exactamente tres fichas tuyas, ni cortar una línea tuya de modo que quede un trío así. Tu rival sí puede.
discorder-rules-4 = Una línea es una sucesión de fichas de un jugador en horizontal, o en una columna sin clavijas entre ellas. Una línea de exactamente 3 fichas da 1 punto a su dueño; una de 4 o más da 1 punto al rival. El panel muestra los puntos del momento y cuántos están asegurados: esos ya no cambian.
discorder-rules-5 = Debes jugar mientras quede una casilla vacía: sin fichas, pones una clavija si cabe; si no, pasas. La partida termina cuando todas las casillas tienen ficha; gana el total más alto, con totales iguales hay empate. Cada acción se puede deshacer, hasta el principio.
discorder-keys = flechas: mover · espacio o intro: colocar · t: fichas · p: clavijas · u: deshacer · r: reglas · n: nueva partida · m: menú · q: salir · un clic coloca en la casilla o línea pulsada

## Color Brake ABAB

colorbrake-name = Color Brake ABAB
colorbrake-seat = { $seat ->
    [one] Jugador 1
   *[two] Jugador 2
  }
colorbrake-colour = { $colour ->
    [blue] azul
    [green] verde
    [yellow] amarilla
    [red] roja
    [white] blanca
    [orange] naranja
   *[pink] de cuadros rosas
  }
colorbrake-token = { $token ->
    [colour] { $colour ->
        [blue] una ficha azul
        [green] una ficha verde
        [yellow] una ficha amarilla
        [red] una ficha roja
        [white] una ficha blanca
        [orange] una ficha naranja
       *[pink] una ficha de cuadros rosas
    }
    [neutral] una ficha neutra
    [tank] un Tank
   *[diamond] un Rombo
  }
colorbrake-cell = la casilla { $cell }
colorbrake-row = la fila { $row }
colorbrake-status-hand-over = Pasa el dispositivo a { colorbrake-seat } y luego toca para ver tu mano.
colorbrake-status-hand-over-keyboard = Pasa el teclado a { colorbrake-seat } y luego pulsa intro para ver tu mano.
colorbrake-status-place = { colorbrake-seat } ({ $nomination }): coloca una ficha en { colorbrake-cell }.
colorbrake-status-tank-or-place = { colorbrake-seat }: coloca una ficha, o antes pon un Tank sobre una ficha de { colorbrake-row }.
colorbrake-status-choose-rescue = { colorbrake-seat }: elige el color robado que irá sobre la ficha neutra de { colorbrake-cell }.
colorbrake-status-computer-to-move = Le toca al ordenador ({ colorbrake-seat }).
colorbrake-status-undone = Deshecho: { $action ->
    [colour] { colorbrake-token }.
    [neutral] una ficha neutra.
    [rescue] el color sobre la ficha neutra.
    [diamond] un Rombo.
    [for_diamond] la ficha jugada por el Rombo.
    [tank] un Tank en { colorbrake-cell }.
   *[next_round] la ronda siguiente.
  }
colorbrake-status-round-over-result = { $end ->
    [completed] Termina la ronda { $round }: { colorbrake-seat } ha llenado la última casilla y suma 5 puntos.
   *[stuck] Termina la ronda { $round }: { colorbrake-seat } no puede llenar { colorbrake-cell }; el otro jugador suma { $points } puntos.
  }
colorbrake-status-game-over-result = { $winner ->
    [one] Fin de la partida: gana el jugador 1, { $one } a { $two }.
    [two] Fin de la partida: gana el jugador 2, { $two } a { $one }.
   *[draw] Fin de la partida: empate a { $one }.
  }
colorbrake-refusal-game-over = La partida ha terminado.
colorbrake-refusal-round-over = La ronda ha terminado.
colorbrake-refusal-round-not-over = La ronda aún no ha terminado.
colorbrake-refusal-rescue-pending = Primero juega sobre la ficha neutra una de las fichas robadas.
colorbrake-refusal-no-rescue-pending = Ninguna ficha neutra espera una ficha robada.
colorbrake-refusal-not-drawn = No se ha robado ninguna ficha { colorbrake-colour }.
colorbrake-refusal-not-in-hand = No tienes en la mano { colorbrake-token }.
colorbrake-refusal-not-in-reference = La fila anterior no tiene ninguna ficha { colorbrake-colour }.
colorbrake-refusal-colour-used-up = Cada ficha { colorbrake-colour } de la fila anterior ya tiene su pareja.
colorbrake-refusal-neutral-on-last-cell = Una ficha neutra no se puede jugar en la última casilla.
colorbrake-refusal-pile-empty = El montón está vacío.
colorbrake-refusal-diamond-too-late = Un Rombo no se puede jugar en { colorbrake-row }.
colorbrake-refusal-no-free-slot = Ninguno de tus Rombos de la fila anterior tiene ya un hueco libre.
colorbrake-refusal-not-tank-moment = Un Tank solo se juega justo antes de empezar la fila 5 o la fila 4.
colorbrake-refusal-tank-already-used = Ya se ha jugado un Tank sobre esta fila.
colorbrake-refusal-tank-outside-row = La ficha de { colorbrake-cell } no está en la fila recién completada.
colorbrake-refusal-no-such-cell = No existe la casilla { $cell }: las casillas van numeradas del 1 al 28.
colorbrake-refusal-nothing-to-undo = No hay nada que deshacer.
colorbrake-event-filled = Se coloca una ficha en { colorbrake-cell }.
colorbrake-event-neutral-drawn = { colorbrake-seat } ha jugado una ficha neutra en { colorbrake-cell } y roba { $count }.
colorbrake-event-tanked = { colorbrake-seat } ha puesto un Tank en { colorbrake-cell }.
colorbrake-event-turn-started = Turno de { colorbrake-seat }.
colorbrake-event-round-started = Ronda { $round }: { colorbrake-seat } tiene la A.
colorbrake-event-game-over = { $winner ->
    [one] Fin de la partida: gana el jugador 1.
    [two] Fin de la partida: gana el jugador 2.
   *[draw] Fin de la partida: empate.
  }
colorbrake-error-record-too-large = El archivo es demasiado grande (más de { $limit } bytes).
colorbrake-error-record-json-truncated = El archivo termina demasiado pronto; quizá se cortó.
colorbrake-error-record-json-syntax = El archivo no es JSON válido.
colorbrake-error-record-json-shape = El archivo no contiene lo que contiene un archivo de partida.
colorbrake-error-record-not-a-saved-game = Este archivo no es una partida guardada.
colorbrake-error-record-wrong-game = Es una partida guardada de «{ $found }», no de Color Brake ABAB.
colorbrake-error-record-bad-version = La partida guardada no tiene una versión de formato válida.
colorbrake-error-record-newer-version = Esta partida se guardó con una versión más reciente de la aplicación (formato { $version }): actualiza la aplicación para abrirla.
colorbrake-error-record-bad-seed = La semilla de la partida guardada está dañada.
colorbrake-error-record-no-length = La partida guardada no indica ni un número de rondas ni una puntuación objetivo.
colorbrake-error-length-bad-rounds = Una partida tiene un número par de rondas, de 2 a 20, no { $number }.
colorbrake-error-length-bad-target = Una puntuación objetivo va de 1 a 50, no { $number }.
colorbrake-error-record-too-many-actions = El archivo contiene { $number } acciones, más de las que puede tener una partida de esta duración ({ $limit }).
colorbrake-error-record-bad-action = La acción { $index } («{ $found }») no es una acción.
colorbrake-error-record-illegal-action = La acción { $index } no está permitida: { $reason }
colorbrake-hand = Tu mano
colorbrake-rules-1 = Dos jugadores llenan un triángulo de 28 casillas: 7 arriba, luego 6, 5, 4, 3, 2 y 1. En cada ronda se barajan las 82 fichas —10 de cada uno de los 7 colores, 7 neutras, 3 Tanks y 2 Rombos— y cada jugador roba 16. Las manos están ocultas: entre dos turnos se pasa el dispositivo.
colorbrake-rules-2 = Un jugador tiene la A y el otro la B; se intercambian en cada ronda. Las casillas se llenan una a una en orden de lectura y están marcadas A, B, A, B…: juega el dueño de la casilla siguiente.
colorbrake-rules-3 = La fila de arriba admite cualquier color. Cada fila siguiente tiene los colores de la anterior, con una ficha menos: un color se puede colocar mientras esta fila tenga menos fichas de él que la anterior. Quien no puede colocar termina la ronda, y el otro jugador se anota las casillas vacías.
colorbrake-rules-4 = Quien llena la última casilla con un color permitido se anota 5 puntos. Una partida tiene un número par de rondas, o se juega hasta una puntuación objetivo tras un número par de rondas; gana el total más alto.
colorbrake-rules-5 = Una ficha neutra va en tu casilla en cualquier momento, salvo en la última casilla: robas del montón y colocas encima un color robado, el que sea. Un Rombo, en las filas 7 a 4, vale por cualquier color; en la fila siguiente puedes colocar por él un color a tu elección.
colorbrake-rules-6 = Justo antes de empezar la fila 5 o la fila 4, el jugador al que le toca puede poner un Tank sobre una ficha de la fila recién completada, con un color de su mano encima: esa fila cuenta entonces con ese color. Cada acción se puede deshacer.
colorbrake-keys = 1–7: un color · 8: neutra · 9: Rombo · f: para tu Rombo · t: Tank en la casilla del cursor · flechas: cursor · intro: ronda siguiente · u: deshacer · r: reglas · n: nueva partida · m: menú · q: salir
colorbrake-reference = La fila { $row } aún admite:
colorbrake-drawn = Robadas:
colorbrake-next-round = Ronda siguiente
colorbrake-pick-for-diamond = Para tu Rombo: elige un color (1–7), o f otra vez para cancelar.
colorbrake-pick-tank = Tank en { colorbrake-cell }: elige el color de encima (1–7), las flechas para otra casilla, o t otra vez para cancelar.
colorbrake-pile = { $count ->
    [one] { $count } ficha en el montón
   *[other] { $count } fichas en el montón
  }
colorbrake-round = Ronda { $round }
colorbrake-length-rounds = { $count ->
    [one] { $count } ronda
   *[other] { $count } rondas
  }
colorbrake-length-target = Jugar hasta { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
  }
colorbrake-ready = Ver mi mano

## Los teléfonos: elección del juego, opciones de nueva partida de los otros dos juegos, botones y accesibilidad

games-about-divided-loyalties = Piedras de seis colores forman puentes de tres o cuatro; algunos colores sirven a los dos jugadores.
games-about-discorder = Fichas y clavijas en un tablero de 8 × 7: una línea de tres puntúa, una de cuatro puntúa para el oponente.
games-about-colorbrake = Llena con manos ocultas un triángulo de 28 casillas; cada fila toma los colores de la fila anterior.
discorder-who-begins = Quién empieza
discorder-score = { $now ->
    [one] { $now } punto (asegurados: { $settled })
   *[other] { $now } puntos (asegurados: { $settled })
  }
discorder-status-computer-to-move = Le toca al ordenador ({ discorder-player }).
discorder-refusal-computer-to-move = Espera: le toca al ordenador.
discorder-a11y-tile = { $player ->
    [yellow] ficha amarilla
   *[black] ficha negra
  }
discorder-a11y-empty = vacía
discorder-a11y-edge = línea bajo { cell-position }
discorder-a11y-peg = clavija
discorder-a11y-no-peg = sin clavija
discorder-a11y-peg-allowed = aquí puede ir una clavija
discorder-a11y-last-placed = última jugada
colorbrake-length-title = Duración de la partida
colorbrake-rounds-title = Número de rondas
colorbrake-target-title = Puntuación objetivo
colorbrake-neutral = Neutra
colorbrake-diamond = Rombo
colorbrake-tank = Tank
colorbrake-for-diamond = Para tu Rombo
colorbrake-choose-for-diamond = Para tu Rombo: elige un color.
colorbrake-choose-tank-colour = Tank en { colorbrake-cell }: elige el color de encima.
colorbrake-scores = Jugador 1: { $one } · Jugador 2: { $two }
colorbrake-to-move = Turno de { colorbrake-seat }
colorbrake-colour-name = { $colour ->
    [blue] Azul
    [green] Verde
    [yellow] Amarillo
    [red] Rojo
    [white] Blanco
    [orange] Naranja
   *[pink] De cuadros rosas
  }
colorbrake-a11y-cell = casilla { $cell }, fila { $row }, { $nomination } ({ colorbrake-seat })
colorbrake-a11y-empty = vacía
colorbrake-a11y-fill = { $base ->
    [diamond] un Rombo
    [for_diamond] ficha { colorbrake-colour } por un Rombo
   *[colour] ficha { colorbrake-colour }
  }
colorbrake-a11y-on-neutrals = { $count ->
    [one] sobre una ficha neutra
   *[other] sobre { $count } fichas neutras
  }
colorbrake-a11y-tank = bajo un Tank del { colorbrake-seat }, con ficha { colorbrake-colour } encima
colorbrake-a11y-pending = { $count ->
    [one] una ficha neutra espera un color robado
   *[other] { $count } fichas neutras esperan un color robado
  }
colorbrake-a11y-next = la siguiente por llenar
colorbrake-a11y-last-filled = la última llenada
colorbrake-a11y-tank-target = aquí puede ir un Tank

## dl-ui: las pantallas de Discorder y Color Brake ABAB (rival, lado del ordenador, acciones de accesibilidad)

discorder-you-play = Juegas con { discorder-player }
discorder-computer-player = { discorder-player } (ordenador)
discorder-a11y-place-tile = Colocar una ficha
discorder-a11y-place-peg = Colocar una clavija
colorbrake-you-play = Juegas como { colorbrake-seat }
colorbrake-computer-seat = { colorbrake-seat } (ordenador)
colorbrake-a11y-place-tank = Poner el Tank aquí

## Los teléfonos: los recuentos del panel de Color Brake ABAB (manos, referencia, fichas de la mano, ronda)

colorbrake-hand-size = { colorbrake-seat }: { $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
  }
colorbrake-colour-count = { colorbrake-colour-name }: { $count }
colorbrake-token-count = { $token ->
    [colour] { colorbrake-colour-name }
    [neutral] { colorbrake-neutral }
    [tank] { colorbrake-tank }
   *[diamond] { colorbrake-diamond }
  }: { $count }
colorbrake-round-of-rounds = Ronda { $round } de { $count }
colorbrake-round-of-target = Ronda { $round }, se juega hasta { $count ->
    [one] { $count } punto
   *[other] { $count } puntos
  }

## Repetir una partida terminada

replay = Repetir
replay-start = Al inicio
replay-back = Jugada anterior
replay-forward = Jugada siguiente
replay-end = Al final
replay-step = Jugada { $step } de { $count }
error-replay-unwound = Esta partida no se puede repetir: no se pudo deshacer hasta su inicio.

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
panel-computer-player = { player-name } (ordenador)
game-thinking = El ordenador está pensando… { $percent } %
notice-state-unreadable = No se pudieron leer tus ajustes ({ $problem }); se guardaron aparte como { $path }. Se aplican los valores predeterminados.
notice-previous-saved = La partida sin terminar se queda en Partidas guardadas.
notice-previous-finished = La partida terminada se queda en Partidas terminadas.
notice-unsaved = Aún no guardada: { $problem } La partida sigue aquí y se vuelve a escribir en tu próxima jugada.
games-continue = Continuar: { $name }

## The command line: --help and the errors of its arguments.
terminal-help-title = Divided Loyalties, Discorder y Color Brake ABAB en la terminal.
terminal-help-usage = Uso:
terminal-help-options = Opciones del juego:
terminal-help-default = la pantalla y la partida donde lo dejaste; si no, el menú de juegos
terminal-help-game = GAME es divided-loyalties, discorder o color-brake: su partida en curso, o una nueva
terminal-help-new = una partida nueva en Up the Stairs (una partida sin terminar va a Partidas guardadas)
terminal-help-position = la partida en curso si es en esta posición; si no, una nueva (una partida sin terminar va a Partidas guardadas); KEY es 1–12, un nombre corto (octopus) o un archivo .csv (siempre una partida nueva)
terminal-help-rounds = 3 o 4 rondas por jugador, con --position (si no: las de la posición)
terminal-help-computer = contra el ordenador, que juega ese lado
terminal-help-level = el nivel del ordenador (si no: medio)
terminal-help-open = abre una partida guardada (.json, nuestra o de la versión web) o un enlace de partida
terminal-help-out = dónde escribe sus archivos el compartir (si no: shared/ en la carpeta de datos)
terminal-help-room = entra en la sala R del juego en línea como N (el ID de sala de la página web)
terminal-help-peer-server = el servidor de señalización del juego en línea, con --room o script (si no: el público de PeerJS, el de la página web)
terminal-help-lang = el idioma: { $languages } (si no: LC_ALL, LC_MESSAGES o LANG)
terminal-help-script = órdenes JSON por la entrada estándar, una respuesta por línea en la salida estándar, en inglés; con --store la partida vive en el almacén de DIR
terminal-help-picture = la imagen del tablero de una partida, un archivo de posición o un enlace, de N píxeles de ancho ({ $min }–{ $max }, si no { $default }); OUT.png no debe existir todavía
terminal-help-help = esta ayuda
terminal-help-data = Las partidas y las posiciones se guardan en { $first }; si no, en { $second }; si no, en { $third }.
terminal-usage-missing-value = { $option } necesita un valor.
terminal-usage-one-of = { $option } admite uno de estos valores: { $allowed }.
terminal-usage-unexpected = «{ $argument }» no es una opción aquí.
terminal-usage-goes-with = { $option } solo va junto con { $with }.
terminal-usage-one-start = Usa solo una de --new, --position, --open y --game.
terminal-usage-script-options = script no admite más opciones que --store y --peer-server.
terminal-usage-picture-files = picture necesita un archivo de partida o un enlace y el nombre de un archivo .png nuevo.
terminal-usage-see-help = dl-cli --help explica lo que admite la línea de órdenes.

## Jugar en línea (issue 23)

online-play = Jugar en línea
online-name = Tu nombre
online-room = Sala
online-join = Entrar
online-leave = Salir de la sala
online-send = Enviar
online-chat = Mensaje
online-share-room = Compartir la sala
online-choose-position = Elegir la posición
online-unavailable = Jugar en línea requiere la versión WebRTC de esta app.
online-fields-missing = Escribe tu nombre y una sala.
online-new-game = Ha empezado una partida nueva.
online-waiting = Esperando al otro jugador en la sala { $room }…
online-you-are = Eres { player-name } · contra { $name }
online-host-chooses = { $name } elige la posición.
online-peer-left = Oponente desconectado: { $name } ha salido de la sala. La partida se conserva.
online-not-your-turn = Espera a que juegue { $name }.
online-chat-line = { $name }: { $text }
online-refused = Se rechazó lo que envió el otro lado ({ $code }); la partida no ha cambiado.
online-failed = { $reason ->
    [server] No se puede contactar con el servidor del juego ({ $code }).
    [address] La dirección del servidor del juego no se puede usar ({ $code }).
    [taken] Otra persona es la anfitriona de esta sala ({ $code }).
    [absent] El otro jugador no está en la sala ({ $code }).
    [lost] Se perdió la conexión con el otro jugador ({ $code }).
   *[network] No se pudo conectar con el otro jugador ({ $code }).
  }
online-rejoin = Volver a entrar
online-retrying = Reconectando a la sala { $room } en { $seconds } s…
online-share-text = Juega a Lealtades Divididas en línea conmigo: { $url } Ábrela y escribe el ID de sala: { $room }
