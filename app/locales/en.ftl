### Divided Loyalties — English (the fallback catalog and the reference for every other one).
### Terms: GLOSSARY.md; a player's sets of 12 stones are "rounds" in every text (the title's
### "4 rounds", the panel's "Round 1/4"). Variables: player, winner and kind are "blue" /
### "yellow" (kind and winner also "red" / "draw"); color is one of the six stone colours;
### column and row are 1-based grid coordinates; found is text from a file, shown as it was
### found.

## Names

-game-name = Divided Loyalties
player-name = { $player ->
    [blue] Blue
   *[yellow] Yellow
  }
color-name = { $color ->
    [blue] Blue
    [yellow] Yellow
    [red] Red
    [green] Green
    [orange] Orange
   *[purple] Purple
  }
cell-position = column { $column }, row { $row }

## Status line

status-place-stone = { player-name }: place a stone.
status-bridge-or-end-turn = { player-name }: double-tap two stones to form a bridge, or end the turn.
status-bridge-or-end-turn-keyboard = { player-name }: press enter on two stones to form a bridge, or end the turn.
status-ring-other-end = Double-tap the stone at the other end of the bridge.
status-ring-other-end-keyboard = Press enter on the stone at the other end of the bridge.
status-double-tap-to-ring = Double-tap a stone to ring it as a bridge end.
status-double-tap-to-ring-keyboard = Press enter on a stone to mark it as a bridge end.
status-no-stone-to-ring = Only stones can be ringed.
status-select-color-first = Choose a colour first.
status-bridge-formed = { $cut ->
    [0] { $kind ->
        [blue] A blue bridge is formed.
        [yellow] A yellow bridge is formed.
       *[red] A red bridge is formed.
    }
    [one] A red bridge is formed and cuts one bridge.
   *[other] A red bridge is formed and cuts { $cut } bridges.
  }
status-confirm-dot-stone-return = The stone on the dot at { cell-position } is in no bridge and goes back to the supply. End the turn anyway?
status-passed = { $reason ->
    [no_stones_left] { player-name } has no stones left and passes.
   *[no_legal_placement] { player-name } cannot place any stone and passes.
  }
status-undone = Undone.
status-computer-thinking = { player-name } (computer) is thinking…
status-game-over-result = { $winner ->
    [blue] Game over: Blue wins.
    [yellow] Game over: Yellow wins.
   *[draw] Game over: a draw.
  }

## Refusals (R4–R8, R11)

refusal-game-over = The game is over.
refusal-outside-grid = The cell at { cell-position } is outside the board.
refusal-already-placed = You have already placed a stone this turn.
refusal-cell-occupied = There is already a stone at { cell-position }.
refusal-not-playable = No stone may go on the empty cell at { cell-position }.
refusal-color-not-in-supply = { $color ->
    [blue] You have no blue stone left.
    [yellow] You have no yellow stone left.
    [red] You have no red stone left.
    [green] You have no green stone left.
    [orange] You have no orange stone left.
   *[purple] You have no purple stone left.
  }
refusal-dot-without-bridge = With this colour, no bridge could run through the dot at { cell-position }.
refusal-no-stone-placed = Place a stone first.
refusal-not-in-line = The two ends are not on one straight line.
refusal-wrong-length = A bridge joins exactly 3 or 4 stones in a row.
refusal-empty-cell-in-row = The row has no stone at { cell-position }.
refusal-equal-neighbours = Two neighbouring stones have the same colour.
refusal-not-loyal = The colours are neither all in your set nor all in Red +.
refusal-missing-turn-stone = A bridge must include the stone placed this turn.
refusal-shares-two-stones = Bridges can't be extended, nor built twice over the same stones.
refusal-crosses-bridge = This bridge would cross an existing bridge.
refusal-red-crosses-red-or-cut = A red bridge can't cross a red bridge or a cut bridge.
refusal-nothing-to-undo = There is nothing to undo.
refusal-agreement-after-placing = The game can be ended by agreement only before this turn's stone is placed.
refusal-computer-to-move = The computer is to move: wait for its turn.
refusal-agreement-with-computer = Against the computer the game is not ended by agreement: play it out, or start a new game.
refusal-stale-computer-turn = The game changed while the computer was thinking.

## Events, for announcements (TalkBack, VoiceOver)

event-stone-placed = { $color ->
    [blue] Blue stone
    [yellow] Yellow stone
    [red] Red stone
    [green] Green stone
    [orange] Orange stone
   *[purple] Purple stone
  } at { cell-position }.
event-bridge-formed = { $kind ->
    [blue] Blue bridge formed.
    [yellow] Yellow bridge formed.
   *[red] Red bridge formed.
  }
event-bridges-cut = { $count ->
    [one] One bridge is cut.
   *[other] { $count } bridges are cut.
  }
event-stone-returned = The stone on the dot at { cell-position } goes back to the supply.
event-set-received = { player-name } starts round { $set } with new stones.
event-turn-started = { player-name } to move.
event-undone = { $action ->
    [place] Undone: the stone at { cell-position }.
    [bridge] Undone: the bridge.
    [end_turn] Undone: the end of the turn.
   *[agree_end] Undone: the end by agreement.
  }

## Pass reasons (R4.4), end reasons (R8) and results (R7)

pass-reason-no-stones-left = no stones left
pass-reason-no-legal-placement = no cell accepts a stone
end-reason-all-stones-placed = All stones are placed.
end-reason-no-one-can-place = Neither player can place a stone.
end-reason-agreed = The players agreed to end the game.
result-winner = { player-name } wins
result-draw = Draw
result-scores = Blue { $blue } – Yellow { $yellow }
result-line = { $winner ->
    [blue] Game over, Blue won { $blue }–{ $yellow }
    [yellow] Game over, Yellow won { $yellow }–{ $blue }
   *[draw] Game over, a draw at { $blue }–{ $yellow }
  }

## Errors of files, links, openings, the store, sharing and the picture; each message is a sentence. Where the file names a
## line, the sentence goes into error-at-line or error-at-line-column.

error-at-line = Line { $line }: { $problem }
error-at-line-column = Line { $line }, column { $file_column }: { $problem }
error-unknown = Something went wrong ({ $code }).
error-json-too-large = The file is too large (more than { $limit } bytes).
error-json-truncated = The file ends too early; it may have been cut short.
error-json-syntax = The file is not valid JSON.
error-json-shape = The file does not hold what a game file holds.
error-position-bad-name = The position's name is empty, too long or holds a control character.
error-position-cell-out-of-range = The cell ({ $x }, { $y }) lies outside the largest board, 25 × 25.
error-position-bad-token = The region name “{ $found }” cannot be used: letters, digits, _ and - only.
error-position-no-region = The position has no region cell.
error-csv-too-large = The file is too large for a position file.
error-csv-unreadable = The file is not readable as CSV text.
error-csv-empty = The file is empty.
error-csv-unknown-header = Unknown column “{ $found }”: a position file starts with position_id,position_name,row,c0,c1,…
error-csv-missing-fields = The line needs at least position_id, position_name and row.
error-csv-empty-id = The position_id is empty.
error-csv-bad-name = The position's name is empty or too long.
error-csv-inconsistent-name = Position { $found } has another name on an earlier line.
error-csv-non-numeric-row = The row “{ $found }” is not a number.
error-csv-duplicate-row = Row { $number } appears twice in this position.
error-csv-cell-out-of-range = A cell lies outside the largest board, 25 × 25.
error-csv-bad-token = The region name “{ $found }” cannot be used: letters, digits, _ and - only.
error-csv-no-region = Position { $found } has no region cell.
error-csv-too-many-positions = The file holds more than 64 positions.
error-csv-no-position = The file holds no position.
error-start-bad-sets = { player-name } has started { $number } rounds, which does not fit this game.
error-start-stone-off-board = A stone lies at { cell-position }, which is neither a region cell nor a dot.
error-start-supply-mismatch = { $color ->
    [blue] The blue stones
    [yellow] The yellow stones
    [red] The red stones
    [green] The green stones
    [orange] The orange stones
   *[purple] The purple stones
  } on the board and in the supplies do not match the rounds started.
error-start-missing-refill = { player-name }'s supply is empty although rounds are left.
error-start-illegal-bridge = Bridge { $index } is not allowed: { $reason }
error-start-bridge-kind = Bridge { $index } is given as { $given_kind ->
    [blue] a blue
    [yellow] a yellow
   *[red] a red
  } bridge, but its colours make { $actual_kind ->
    [blue] a blue
    [yellow] a yellow
   *[red] a red
  } bridge.
error-start-cut-mismatch = Bridge { $index } is marked as cut, but no red bridge cuts it, or the other way round.
error-start-lonely-dot-stone = The stone on the dot at { cell-position } is in no bridge.
error-start-no-move = The player to move cannot place any stone.
error-record-not-a-saved-game = This file is not a saved game of { -game-name }.
error-record-unsupported-version = This saved-game format (version “{ $found }”) is unknown to this app.
error-record-newer-version = This game was saved by a newer version of the app (format { $version }): update the app to open it.
error-record-bad-session = The selected colours or the rings in this file do not fit the game.
error-record-bad-rounds = { $number } rounds is not a choice: a game has 3 or 4 rounds.
error-record-bad-stones = The stones of the starting state do not fit the board.
error-record-bad-bridge = Starting bridge { $index } (“{ $found }”) is not a bridge of 3 or 4 cells.
error-record-bad-action = Action { $index } (“{ $found }”) is not an action.
error-record-illegal-action = Action { $index } (“{ $found }”) is not allowed: { $reason }
error-link-too-long = The link is too long.
error-link-bad-prefix = This is not a link of { -game-name }.
error-link-unknown-page = “{ $found }” is not a page of the web version of { -game-name }.
error-link-no-fragment = This link opens the start page of the web version, not a position or a game.
error-link-unknown-position = “{ $found }” is not the number or name of a built-in position.
error-link-bad-base64 = The game link is damaged.
error-link-truncated = The game link is cut short.
error-link-bad-checksum = The game link is damaged: it was changed or cut.
error-link-unsupported-version = This game link (version { $version }) was written by a newer app: update the app to open it.
error-link-trailing-bytes = The game link has extra characters after the game.
error-link-bad-value = The game link holds an invalid { $field ->
    [position_name] position name
    [region_token] region name
    [cell] cell
    [colour] colour
    [stone] stone
    [bridge] bridge
    [level] computer level
   *[bridge_kind] bridge kind
  }.
error-link-unknown-builtin = The game link names built-in position { $number }, which does not exist.
error-link-illegal-action = Action { $index } of the game link is not allowed: { $reason }
error-link-not-canonical = The game link is not in the form this app writes.
error-web-unsupported-version = This web-version save (version “{ $found }”) is not supported.
error-web-duplicate-cell = The cell ({ $x }, { $y }) is listed twice.
error-web-grid-size = The grid has { $number } cells where the position needs { $limit }.
error-web-unknown-color = “{ $found }” is not a colour.
error-web-bad-count = The stone count { $number } is not between 0 and 255.
error-web-mid-turn = The game was saved in the middle of a turn: save it at the start of a turn.
error-web-bad-bridge-row = Bridge { $index } is not a straight row of 3 or 4 cells.
error-unknown-position = No built-in position is called “{ $found }”.
error-bad-rounds = A game has 3 or 4 rounds, not { $number }.
error-no-such-position-in-file = The file holds no position number { $index }.
error-editor-outside-grid = The cell at { cell-position } is outside the grid.
error-editor-size-out-of-range = A board of { $width } × { $height } cells is not possible: each side has 9 to 25 cells.
error-editor-resize-cuts-painted-cells = { $count ->
    [one] The new size would cut off one painted cell: erase it first.
   *[other] The new size would cut off { $count } painted cells: erase them first.
  }
error-editor-nothing-to-undo = There is nothing to undo.
error-editor-nothing-to-redo = There is nothing to redo.

error-store-not-a-directory = The folder of the game data is not a folder.
error-store-no-directory = No folder was given for the game data.
error-store-locked = The game data is in use by another window of the app.
error-store-io = The game data could not be written or read.
error-store-too-many-entries = A list of the game data holds too many files to be read.
error-store-too-much-data = A list of the game data is too large to be read.
error-store-full = This list is full: delete some of its entries first.
error-store-no-such-entry = This game or position no longer exists.
error-store-unreadable = A file of the game data could not be read; it was kept under another name.
error-store-not-the-current-game = This is not the current game: start it as a new game.
error-store-bad-name = This name is not allowed.
error-store-name-taken = One of your positions already has this name.
error-store-not-a-file = Something other than a file is in the way.
error-store-not-a-folder = Something other than a folder is in the way.
error-store-file-too-large = The file is larger than any file the app writes.
error-store-read-failed = The file could not be read.
error-store-not-a-game = The file is not a saved game of any of the three games.
error-store-not-one-position = The file holds several positions, not one.
error-store-nothing-to-export = Choose at least one position to export.
error-receive-too-large = What arrived is too large to open.
error-receive-unrecognised = What arrived is not a link, a position file or a game file.
error-share-game-not-over = The game is not over yet: there is no result to share.
error-share-write-failed = The file to share could not be written.
error-share-no-free-name = No free name was found for the file to share.
error-picture-bad-size = The picture cannot be made at { $number } pixels: choose a size from 64 to 4096.
error-not-a-terminal = The game needs a terminal: start it in one, or use “dl-cli script” for automation.
error-unknown-language = There is no language “{ $found }”: choose de, en, fr, it, es, pt, ja, zh-Hans, uk or ko.
error-picture-font = The picture's font could not be read.
error-picture-encoding = The picture could not be written as PNG.
error-file-not-found = The file does not exist.
error-file-not-a-file = This is not a plain file (a folder, a pipe or a device): it was not read.
error-file-too-large = The file is too large.
error-io-error = The file could not be read or written.
error-io-disk-full = The disk is full: nothing could be written. Free some space and try again.
error-io-permission-denied = Permission denied: the file or folder may not be written or read.
error-io-read-only = The disk is read-only: nothing can be written there.
error-position-not-found = There is no built-in position “{ $found }”: use 1–12, a name such as octopus, or a .csv file.
error-file-exists = The file exists already: choose another name.
error-no-data-dir = There is no data directory: set DL_DATA_DIR, XDG_DATA_HOME or HOME, or give --out.

## Problems of a position in the editor

problem-editor-name-empty = The position has no name.
problem-editor-name-too-long = The name has { $count } characters; at most { $limit } are allowed.
problem-editor-name-control-character = The name holds a control character (a line break, a tab …).
problem-editor-name-of-builtin = Built-in position { $number } already has this name.
problem-editor-no-region = The position has no region cell.
problem-editor-bad-token = The region name “{ $found }” cannot be written in a position file.
problem-editor-split-region = { $count ->
    [one] The region { $found } is in one part.
   *[other] The region { $found } is in { $count } separate parts.
  }
problem-editor-dots-inside-region = { $count ->
    [one] One dot lies inside the region { $found }.
   *[other] { $count } dots lie inside the region { $found }.
  }
problem-severity-blocking = Must be fixed before saving
problem-severity-warning = Warning

## Buttons and menus

button-undo = Undo
button-redo = Redo
button-end-turn = End turn
button-menu = Menu
button-back = Back
button-share = Share…
button-share-position = Share position
button-share-position-csv = Share position as CSV
button-share-picture = Share picture
button-share-game = Share game
button-share-game-link = Share game link
button-share-result = Share result
button-end-by-agreement = End by agreement
button-new-game = New game
button-saved-games = Saved games
button-rules = Rules
button-hint = Hint
button-settings = Settings
button-open-link = Open link
button-open-position-file = Open a position file…
button-rematch = Rematch
button-cancel = Cancel
button-ok = OK
button-close = Close
button-open = Open
button-delete = Delete
button-rename = Rename
button-duplicate = Duplicate
button-save = Save
button-test-play = Test play
button-new-position = New position
button-edit-copy = Edit a copy
button-full-rules = The full rule sheet
button-end-turn-anyway = End the turn
button-end-game = End the game
button-quit = Quit

## Screen titles

title-new-game = New game
title-saved-games = Saved games
title-history = Finished games
title-rules = Rules
title-settings = Settings
title-editor = Position editor
title-my-positions = My positions
title-share = Share

## Dialogs

dialog-dot-stone-title = End the turn?
dialog-agree-title = End the game now?
dialog-agree-body = Do both players agree to end the game now? The scores as they stand decide.
dialog-agree-player = { player-name }, do you agree to end the game now?
dialog-delete-game-title = Delete this saved game?
dialog-delete-position-title = Delete the position “{ $name }”?
dialog-delete-body = This cannot be undone.
dialog-open-game-title = Open this game?
dialog-open-position-title = Open this position?
dialog-open-body = Your unfinished game stays in Saved games.

## The game screen's panel

panel-turn = Turn { $turn }
panel-to-move = { player-name } to move
panel-game-over = The game is over
panel-set = Round { $set }/{ $sets }
panel-bridge-points = Bridges
panel-region-points = Regions
panel-total = Total
panel-supply = { $count ->
    [one] one stone left
   *[other] { $count } stones left
  }

## New-game screen

new-game-four-rounds = 4 rounds
new-game-three-rounds = 3 rounds
new-game-default-rounds = Default rounds
new-game-my-positions = My positions
new-game-rounds = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
  }
new-game-size = { $width } × { $height }
new-game-two-players = Two players
new-game-against-computer = Against the computer
new-game-you-play = You play
new-game-level = Level
level-easy = Easy
level-medium = Medium
level-hard = Hard

## The terminal: game menu and screens of the other two games
games-title = Choose a game
games-hint = ↑↓ choose · enter or click: open · esc: back · q: quit
games-rules-hint = ↑↓ PgUp PgDn: scroll · esc or r: back to the game · q: quit
games-too-small = The terminal is too small for this screen: it needs { $width } × { $height } characters.

## Saved games

saved-turn = Turn { $turn }
saved-none = No saved games yet.
saved-history-none = No finished games yet.

## Settings

settings-language = Language
settings-language-system = System language
settings-theme = Theme
settings-theme-system = As the system
settings-theme-light = Light
settings-theme-dark = Dark
settings-symbols = Colour-blind symbols
settings-haptics = Haptics

## Position editor

editor-brush-dark = Dark region
editor-brush-medium = Medium region
editor-brush-light = Light region
editor-brush-dot = Dot
editor-brush-eraser = Eraser
editor-brush-fill = Fill
editor-name = Name
editor-width = Width
editor-height = Height
editor-problems = Problems
editor-no-problems = No problems.
editor-paint = Paint
editor-saved = “{ $name }” is saved in My positions.
editor-leave-title = Leave the editor?
editor-leave-body = The changes since the last save will be lost.

## Accessibility

a11y-separator = {", "}
a11y-cell = { $kind ->
    [region] { cell-position }, region { $region }
    [dot] { cell-position }, dot
   *[empty] { cell-position }, off the board
  }
a11y-stone = { $color ->
    [blue] blue stone
    [yellow] yellow stone
    [red] red stone
    [green] green stone
    [orange] orange stone
   *[purple] purple stone
  }
a11y-ringed = ringed
a11y-last-placed = placed last
a11y-highlighted = accepts the selected colour
a11y-place = Place the selected colour
a11y-ring = Ring for a bridge
a11y-chip = { color-name }: { $count }
a11y-bridge-cut = cut

## Share texts and the board picture's caption

share-position = { $web ->
    [yes] Let's play { -game-name } on { $position }!
   *[no] Let's play { -game-name } on { $position }! The link opens it in the app.
  }
share-game = { $winner ->
    [blue] { -game-name } on { $position }: Blue wins { $blue }–{ $yellow }
    [yellow] { -game-name } on { $position }: Yellow wins { $yellow }–{ $blue }
    [draw] { -game-name } on { $position }: a draw at { $blue }–{ $yellow }
   *[none] { -game-name } on { $position }, turn { $turn }: { player-name } to move (Blue { $blue }, Yellow { $yellow })
  }
share-result = { $winner ->
    [blue] Blue wins { $blue }–{ $yellow } on { $position }
    [yellow] Yellow wins { $yellow }–{ $blue } on { $position }
   *[draw] Draw { $blue }–{ $yellow } on { $position }
  }
## What the operating system shows (generated into the Android and iOS string files)

os-app-name = { -game-name }
os-open-link = Open in { -game-name }
os-document-game = { -game-name } game
os-document-position = { -game-name } position
# iOS's local-network question (NSLocalNetworkUsageDescription): two phones on one Wi-Fi
# reach each other directly (issue 23).
os-local-network = Online play connects straight to your friend's device when you are both on the same network.

## The rules for players, in sections; each has a title, numbered paragraphs and a caption for
## its example board.

rules-turn-title = A turn
rules-turn-1 = Blue and Yellow take turns; Blue begins. On your turn you place exactly one stone from your supply on an empty cell of the board.
rules-turn-2 = Then you may form bridges with that stone, as many as the board allows, and you end your turn.
rules-turn-example = Blue has placed a stone; Yellow answers.
rules-bridges-title = Bridges
rules-bridges-1 = A bridge joins 3 or 4 stones that stand side by side in a straight line: across, down or diagonally. No two neighbouring stones may have the same colour.
rules-bridges-2 = To form one, double-tap the stone at one end, then the stone at the other end. Every bridge must include the stone you placed this turn: a row left unbridged can only be bridged later through a new stone.
rules-bridges-2-keyboard = To form one, press enter on the stone at one end, then on the stone at the other end. Every bridge must include the stone you placed this turn: a row left unbridged can only be bridged later through a new stone.
rules-bridges-3 = Two bridges may share one stone if it is an end of at least one of them; bridges are never extended.
rules-bridges-example = Blue, purple and green in a line: a blue bridge.
rules-loyalty-title = Loyalty
rules-loyalty-1 = The six colours form three sets, each a colour with its two neighbours on the colour wheel: Blue + is blue, purple and green; Yellow + is yellow, orange and green; Red + is red, purple and orange.
rules-loyalty-2 = A bridge of yours uses only colours of your set. The stones belong to nobody: a green stone you place may serve your opponent, and purple and orange also serve Red +.
rules-loyalty-example = Yellow uses Blue's green stone for a yellow bridge.
rules-red-title = Red bridges and cutting
rules-red-1 = Either player may form a red bridge from Red + stones only. It scores nothing, but it cuts every blue or yellow bridge it crosses at the moment it is formed.
rules-red-2 = A cut bridge stays on the board, grey and dashed, and scores nothing. No bridge may cross an existing bridge, and a red bridge may not cross a red or a cut bridge.
rules-red-example = A red bridge cuts Blue's diagonal bridge.
rules-dots-title = Dots
rules-dots-1 = Dots lie off the board pieces. A stone may go on a dot only if a bridge can run through it; the app lights up those dots for the colour you chose.
rules-dots-2 = If the stone on the dot is in no bridge when you end the turn, it goes back to your supply.
rules-dots-example = A stone on a dot completes a bridge.
rules-sets-title = Rounds
rules-sets-1 = Each round brings you 12 stones. Blue gets 4 blue, 3 purple, 2 green, 2 red and 1 orange; Yellow gets 4 yellow, 3 orange, 2 green, 2 red and 1 purple.
rules-sets-2 = When your supply is empty at the end of your turn, your next round begins. A game has 4 rounds on positions 1 to 6 and 3 on the others; the panel shows which round you are on.
rules-sets-example = Blue has placed the three purple stones of its round, Yellow its three orange ones.
rules-scoring-title = Scoring
rules-scoring-1 = A bridge of 3 stones scores 1 point, a bridge of 4 stones 2 points. Red bridges and cut bridges score nothing.
rules-scoring-2 = Each board piece is a region. Your first bridge with an inner stone (not an end) on a region earns you 1 more point for it. Bridge points and region points are shown apart.
rules-scoring-example = A bridge of 4 over two regions: 2 bridge points and 2 region points.
rules-end-title = The end
rules-end-1 = The game ends when all stones are placed, or when neither player can place. Both players may also agree to end it early, before a stone is placed in the turn.
rules-end-2 = Add bridge points and region points: the higher total wins; equal totals are a draw. Every action can be undone, back to the start.
rules-end-3 = A game opened from a save of the web version starts where the save stands: the moves before it are not in the save and cannot be undone, and the turn number is the lowest that fits the board.
rules-end-example = The players agree to end a short game: Blue wins 2–0.

## The terminal shell (dl-cli): its key hints, prompts, notices and reports. Key letters are the
## same in every language.

terminal-title = { -game-name } · { $position } · { new-game-rounds }
terminal-colour-keys = Colour: 1–6
terminal-cursor = Cursor: { $description }
terminal-thinking = The computer is thinking… { $percent } % · u: stop and undo
hint-turn = Hint: { color-name } on { cell-position }; bridges to form: { $bridges }.
terminal-too-small-title = The terminal is too small for this position.
terminal-too-small-hint = Enlarge the window or make the font smaller; n: another position, q: quit.
terminal-previous-saved = The unfinished game is kept in Saved games (n: new game).
terminal-previous-finished = The finished game is kept in Finished games.
terminal-no-data-dir = No data directory (HOME or XDG_DATA_HOME): the game is not kept.
terminal-unreadable-title = A saved file could not be read
terminal-moved-aside = { $path } could not be read: { $problem } ({ $code })
terminal-kept-as = It is kept, unchanged, as { $path }.
terminal-fresh-start = A new game starts; nothing was overwritten.
terminal-resume-title = Resume?
terminal-delete-keys = y: delete · n: keep
terminal-end-turn-keys = y: end the turn anyway · n: go back
terminal-agree-keys = y: end the game · n: play on
terminal-any-key = Press any key.
terminal-played-unknown = played at an unknown time
terminal-new-game-keys = ↑↓: choose · enter or click: start or resume · 3/4: rounds · f: import a CSV file · d: delete · m: menu · esc: back · q: quit
terminal-delete-key = d: delete
terminal-saved-game-keys = enter: resume this game · d: delete it
terminal-csv-prompt = CSV file:
terminal-csv-keys = enter: import · esc: cancel
terminal-csv-hint = f: import positions from a CSV file (the web version's format)
terminal-rules-keys = ↑↓ PgUp PgDn: scroll · esc or r: back to the game · q: quit
terminal-key-enter = enter
terminal-key-esc = esc
terminal-key-space = space
terminal-key-save = ctrl-s
terminal-key-tab = tab
terminal-import-title = Import
terminal-import-added = { $count ->
    [one] { $count } position added to My positions.
   *[other] { $count } positions added to My positions.
  }
terminal-import-refused = Line { $line }: “{ $name }” left out: { $problem }
terminal-import-refused-unnamed = Line { $line }: a position left out: { $problem }
terminal-share-wrote = Written to { $path }:
terminal-share-no-position-link = Position link: none
terminal-share-no-game-link = Game link: none (too long); send the game file
terminal-share-failed = Share failed
terminal-in-file = { $path }: { $problem }

## Discorder (RULES-DISCORDER.md)

discorder-name = Discorder
discorder-player = { $player ->
    [yellow] Yellow
   *[black] Black
  }
discorder-status-place-tile = { discorder-player }: place a tile, or choose a peg.
discorder-status-place-peg = { discorder-player }: place a peg between two cells of a column.
discorder-status-passed = { $player ->
    [yellow] Yellow has no tile left and no place for a peg, and passes. Black plays.
   *[black] Black has no tile left and no place for a peg, and passes. Yellow plays.
  }
discorder-status-no-target = { $tool ->
    [tile] Tap a cell of the board.
   *[peg] Tap the line between two cells of a column.
  }
discorder-status-no-target-keyboard = { $tool ->
    [tile] Press space on a cell of the board.
   *[peg] Press p on a cell: the peg goes on the line below it.
  }
discorder-status-undone = Undone. { discorder-player } plays.
discorder-status-game-over-result = { $winner ->
    [yellow] Game over: Yellow wins, { $yellow } to { $black }.
    [black] Game over: Black wins, { $black } to { $yellow }.
   *[draw] Game over: a draw, { $yellow } to { $black }.
  }
discorder-edge = the line below { cell-position }
discorder-refusal-game-over = The game is over.
discorder-refusal-cell-outside-board = The cell at { cell-position } is not on the board.
discorder-refusal-no-tiles-left = You have no tile left.
discorder-refusal-cell-occupied = There is already a tile at { cell-position }.
discorder-refusal-edge-outside-board = A peg goes only between two cells of one column.
discorder-refusal-no-pegs-left = No peg is left.
discorder-refusal-edge-has-peg = There is already a peg on { discorder-edge }.
discorder-refusal-peg-not-following = A peg must follow a tile or another peg; { discorder-edge } does not.
discorder-refusal-peg-after-own-three = No peg at the end of your own line of three ({ discorder-edge }).
discorder-refusal-no-edge-for-peg = No line accepts a peg now.
discorder-refusal-nothing-to-undo = There is nothing to undo.
discorder-event-tile-placed = { discorder-player } tile at { cell-position }.
discorder-event-peg-placed = { discorder-player } peg on { discorder-edge }.
discorder-event-turn-started = { discorder-player } to move.
discorder-event-game-over = { $winner ->
    [yellow] Game over: Yellow wins.
    [black] Game over: Black wins.
   *[draw] Game over: a draw.
  }
discorder-error-record-too-large = The file is too large (more than { $limit } bytes).
discorder-error-record-truncated = The file ends too early; it may have been cut short.
discorder-error-record-syntax = The file is not valid JSON.
discorder-error-record-not-a-saved-game = This file is not a saved game.
discorder-error-record-other-game = This is a saved game of “{ $found }”, not of Discorder.
discorder-error-record-newer-version = This game was saved by a newer version of the app (format { $version }): update the app to open it.
discorder-error-record-bad-version = The saved game has no valid format version.
discorder-error-record-shape = The file does not hold what a game file holds.
discorder-error-record-too-many-actions = The file holds { $number } actions, more than a game can have ({ $limit }).
discorder-error-record-bad-action = Action { $index } (“{ $found }”) is not an action.
discorder-error-record-illegal-action = Action { $index } is not allowed: { $reason }
discorder-tool-tile = Tile
discorder-tool-peg = Peg
discorder-starter = { $starter ->
    [yellow] Yellow begins
    [black] Black begins
   *[random] Draw lots
  }
discorder-tiles-left = { $count ->
    [one] one tile left
   *[other] { $count } tiles left
  }
discorder-pegs-left = { $count ->
    [one] one peg left
   *[other] { $count } pegs left
  }
discorder-scores = Yellow: { $yellow } · Black: { $black }
discorder-to-move = { discorder-player } to move
discorder-points = { $count ->
    [one] { $count } point
   *[other] { $count } points
  }
discorder-settled = settled
discorder-rules-1 = Yellow and Black take turns on a board of 8 × 7 cells. Each has 28 tiles, and 10 pegs are shared. On your turn you place one of your tiles on an empty cell, or one peg. Who begins is chosen at the start.
discorder-rules-2 = A peg sits on the line between two cells of a column. It must touch a tile above or below it, or continue a peg beside it on the same line. It cuts the column there and does not matter across. Pegs are never moved.
discorder-rules-3 = You may not place a peg at either end of a vertical line of exactly three of your own tiles, nor cut one of your own lines so that such a three is left. Your opponent may.
discorder-rules-4 = A line is a run of one player's tiles across, or down a column with no peg between them. A line of exactly 3 tiles gives its owner 1 point; a line of 4 or more gives 1 point to the opponent. The panel shows the points as they stand and how many are settled: those can no longer change.
discorder-rules-5 = You must play while a cell is empty: with no tile left you place a peg if one fits, otherwise you pass. The game ends when every cell holds a tile; the higher total wins, equal totals are a draw. Every action can be undone, back to the start.
discorder-keys = arrows: move · space or enter: place · t: tiles · p: pegs · u: undo · r: rules · n: new game · m: menu · q: quit · a click places on the cell or line clicked

## Color Brake ABAB (RULES-COLOR-BRAKE.md)

colorbrake-name = Color Brake ABAB
colorbrake-seat = { $seat ->
    [one] Player 1
   *[two] Player 2
  }
colorbrake-colour = { $colour ->
    [blue] blue
    [green] green
    [yellow] yellow
    [red] red
    [white] white
    [orange] orange
   *[pink] pink-checkered
  }
colorbrake-token = { $token ->
    [colour] { $colour ->
        [blue] a blue token
        [green] a green token
        [yellow] a yellow token
        [red] a red token
        [white] a white token
        [orange] an orange token
       *[pink] a pink-checkered token
    }
    [neutral] a neutral
    [tank] a Tank
   *[diamond] a Diamond
  }
colorbrake-cell = cell { $cell }
colorbrake-row = row { $row }
colorbrake-status-hand-over = Pass the device to { colorbrake-seat }, then tap to see your hand.
colorbrake-status-hand-over-keyboard = Pass the keyboard to { colorbrake-seat }, then press enter to see your hand.
colorbrake-status-place = { colorbrake-seat } ({ $nomination }): place a token on { colorbrake-cell }.
colorbrake-status-tank-or-place = { colorbrake-seat }: place a token, or first put a Tank on a token of { colorbrake-row }.
colorbrake-status-choose-rescue = { colorbrake-seat }: choose the drawn colour to play on the neutral of { colorbrake-cell }.
colorbrake-status-computer-to-move = The computer ({ colorbrake-seat }) is to move.
colorbrake-status-undone = Undone: { $action ->
    [colour] { colorbrake-token }.
    [neutral] a neutral.
    [rescue] the colour on the neutral.
    [diamond] a Diamond.
    [for_diamond] the token for the Diamond.
    [tank] a Tank on { colorbrake-cell }.
   *[next_round] the next round.
  }
colorbrake-status-round-over-result = { $end ->
    [completed] Round { $round } is over: { colorbrake-seat } filled the last cell and scores 5.
   *[stuck] Round { $round } is over: { colorbrake-seat } cannot fill { colorbrake-cell }; the other player scores { $points }.
  }
colorbrake-status-game-over-result = { $winner ->
    [one] Game over: Player 1 wins { $one }–{ $two }.
    [two] Game over: Player 2 wins { $two }–{ $one }.
   *[draw] Game over: a draw at { $one }.
  }
colorbrake-refusal-game-over = The game is over.
colorbrake-refusal-round-over = The round is over.
colorbrake-refusal-round-not-over = The round is not over yet.
colorbrake-refusal-rescue-pending = First play one of the drawn tokens on the neutral.
colorbrake-refusal-no-rescue-pending = No neutral is waiting for a drawn token.
colorbrake-refusal-not-drawn = No { colorbrake-colour } token was drawn.
colorbrake-refusal-not-in-hand = You do not hold { colorbrake-token }.
colorbrake-refusal-not-in-reference = The row before holds no { colorbrake-colour } token.
colorbrake-refusal-colour-used-up = Every { colorbrake-colour } token of the row before is already matched.
colorbrake-refusal-neutral-on-last-cell = A neutral may not be played on the last cell.
colorbrake-refusal-pile-empty = The pile is empty.
colorbrake-refusal-diamond-too-late = A Diamond may not be played in { colorbrake-row }.
colorbrake-refusal-no-free-slot = None of your Diamonds in the row before has a free place left.
colorbrake-refusal-not-tank-moment = A Tank is played only just before row 5 or row 4 begins.
colorbrake-refusal-tank-already-used = A Tank has already been played on this row.
colorbrake-refusal-tank-outside-row = The token on { colorbrake-cell } is not in the row just completed.
colorbrake-refusal-no-such-cell = There is no cell { $cell }: the cells are numbered 1 to 28.
colorbrake-refusal-nothing-to-undo = There is nothing to undo.
colorbrake-event-filled = A token is placed on { colorbrake-cell }.
colorbrake-event-neutral-drawn = { colorbrake-seat } played a neutral on { colorbrake-cell } and draws { $count }.
colorbrake-event-tanked = { colorbrake-seat } put a Tank on { colorbrake-cell }.
colorbrake-event-turn-started = { colorbrake-seat } to move.
colorbrake-event-round-started = Round { $round }: { colorbrake-seat } holds A.
colorbrake-event-game-over = { $winner ->
    [one] Game over: Player 1 wins.
    [two] Game over: Player 2 wins.
   *[draw] Game over: a draw.
  }
colorbrake-error-record-too-large = The file is too large (more than { $limit } bytes).
colorbrake-error-record-json-truncated = The file ends too early; it may have been cut short.
colorbrake-error-record-json-syntax = The file is not valid JSON.
colorbrake-error-record-json-shape = The file does not hold what a game file holds.
colorbrake-error-record-not-a-saved-game = This file is not a saved game.
colorbrake-error-record-wrong-game = This is a saved game of “{ $found }”, not of Color Brake ABAB.
colorbrake-error-record-bad-version = The saved game has no valid format version.
colorbrake-error-record-newer-version = This game was saved by a newer version of the app (format { $version }): update the app to open it.
colorbrake-error-record-bad-seed = The saved game's seed is damaged.
colorbrake-error-record-no-length = The saved game gives neither a number of rounds nor a target score.
colorbrake-error-length-bad-rounds = A game has an even number of rounds from 2 to 20, not { $number }.
colorbrake-error-length-bad-target = A target score is from 1 to 50, not { $number }.
colorbrake-error-record-too-many-actions = The file holds { $number } actions, more than a game of this length can have ({ $limit }).
colorbrake-error-record-bad-action = Action { $index } (“{ $found }”) is not an action.
colorbrake-error-record-illegal-action = Action { $index } is not allowed: { $reason }
colorbrake-hand = Your hand
colorbrake-rules-1 = Two players fill a triangle of 28 cells: 7 on top, then 6, 5, 4, 3, 2 and 1. Each round all 82 tokens — 10 of each of 7 colours, 7 neutrals, 3 Tanks and 2 Diamonds — are shuffled, and each player draws 16. Hands are hidden: between two turns the device is handed over.
colorbrake-rules-2 = One player holds A and the other B; they swap every round. The cells are filled one at a time in reading order and are marked A, B, A, B …: the owner of the next cell plays.
colorbrake-rules-3 = The top row takes any colour. Every later row holds the colours of the row before, one token fewer: a colour may be placed while this row has fewer tokens of it than the row before. A player who cannot place ends the round, and the other player scores the empty cells.
colorbrake-rules-4 = Whoever fills the last cell with a colour the row allows scores 5. A game has an even number of rounds, or is played to a target score after an even number of rounds; the higher total wins.
colorbrake-rules-5 = A neutral goes on your cell at any time but on the last cell: you draw from the pile and play one drawn colour on top, any colour. A Diamond, in rows 7 to 4, answers to every colour; in the next row you may place one colour of your choice for it.
colorbrake-rules-6 = Just before row 5 or row 4 begins, the player to move may put a Tank on a token of the row just completed, with a colour from their hand on top: that row then counts with this colour. Every action can be undone.
colorbrake-keys = 1–7: a colour · 8: neutral · 9: Diamond · f: for your Diamond · t: Tank on the cell at the cursor · arrows: cursor · enter: next round · u: undo · r: rules · n: new game · m: menu · q: quit
colorbrake-reference = Row { $row } may still take:
colorbrake-drawn = Drawn:
colorbrake-next-round = Next round
colorbrake-pick-for-diamond = For your Diamond: choose a colour (1–7), or f again to cancel.
colorbrake-pick-tank = Tank on { colorbrake-cell }: choose the colour on top (1–7), arrows for another cell, or t again to cancel.
colorbrake-pile = { $count ->
    [one] one token in the pile
   *[other] { $count } tokens in the pile
  }
colorbrake-round = Round { $round }
colorbrake-length-rounds = { $count ->
    [one] { $count } round
   *[other] { $count } rounds
  }
colorbrake-length-target = Play to { $count ->
    [one] { $count } point
   *[other] { $count } points
  }
colorbrake-ready = I'm ready

## The phones: the game chooser, the other two games' new-game choices, buttons and accessibility

games-about-divided-loyalties = Stones of six colours form bridges of three or four; some colours serve both players.
games-about-discorder = Tiles and pegs on a board of 8 × 7: a line of three scores, a line of four scores for the opponent.
games-about-colorbrake = Fill a triangle of 28 cells from hidden hands; each row takes the colours of the row before.
discorder-who-begins = Who begins
discorder-score = { $now ->
    [one] { $now } point, { $settled } settled
   *[other] { $now } points, { $settled } settled
  }
discorder-status-computer-to-move = The computer ({ discorder-player }) is to move.
discorder-refusal-computer-to-move = Wait: the computer is to move.
discorder-a11y-tile = { $player ->
    [yellow] yellow tile
   *[black] black tile
  }
discorder-a11y-empty = empty
discorder-a11y-edge = line below { cell-position }
discorder-a11y-peg = peg
discorder-a11y-no-peg = no peg
discorder-a11y-peg-allowed = a peg may go here
discorder-a11y-last-placed = placed last
colorbrake-length-title = Length of the game
colorbrake-rounds-title = Number of rounds
colorbrake-target-title = Target score
colorbrake-neutral = Neutral
colorbrake-diamond = Diamond
colorbrake-tank = Tank
colorbrake-for-diamond = For your Diamond
colorbrake-choose-for-diamond = For your Diamond: choose a colour.
colorbrake-choose-tank-colour = Tank on { colorbrake-cell }: choose the colour on top.
colorbrake-scores = Player 1: { $one } · Player 2: { $two }
colorbrake-to-move = { colorbrake-seat } to move
colorbrake-colour-name = { $colour ->
    [blue] Blue
    [green] Green
    [yellow] Yellow
    [red] Red
    [white] White
    [orange] Orange
   *[pink] Pink-checkered
  }
colorbrake-a11y-cell = { colorbrake-cell }, { colorbrake-row }, { $nomination } ({ colorbrake-seat })
colorbrake-a11y-empty = empty
colorbrake-a11y-fill = { $base ->
    [diamond] a Diamond
    [for_diamond] { colorbrake-colour } token for a Diamond
   *[colour] { colorbrake-colour } token
  }
colorbrake-a11y-on-neutrals = { $count ->
    [one] on a neutral
   *[other] on { $count } neutrals
  }
colorbrake-a11y-tank = under a Tank of { colorbrake-seat }, { colorbrake-colour } on top
colorbrake-a11y-pending = { $count ->
    [one] a neutral waits for a drawn colour
   *[other] { $count } neutrals wait for a drawn colour
  }
colorbrake-a11y-next = to fill next
colorbrake-a11y-last-filled = filled last
colorbrake-a11y-tank-target = a Tank may go here

## dl-ui: the screens of Discorder and Color Brake ABAB (opponent, the computer's side, accessibility actions)

discorder-you-play = You play { discorder-player }
discorder-computer-player = { discorder-player } (computer)
discorder-a11y-place-tile = Place a tile
discorder-a11y-place-peg = Place a peg
colorbrake-you-play = You play as { colorbrake-seat }
colorbrake-computer-seat = { colorbrake-seat } (computer)
colorbrake-a11y-place-tank = Put the Tank here

## The phones: Color Brake ABAB's panel counts (hand sizes, the reference, the hand's chips, the round)

colorbrake-hand-size = { colorbrake-seat }: { $count ->
    [one] { $count } token
   *[other] { $count } tokens
  }
colorbrake-colour-count = { colorbrake-colour-name }: { $count }
colorbrake-token-count = { $token ->
    [colour] { colorbrake-colour-name }
    [neutral] { colorbrake-neutral }
    [tank] { colorbrake-tank }
   *[diamond] { colorbrake-diamond }
  }: { $count }
colorbrake-round-of-rounds = Round { $round } of { $count }
colorbrake-round-of-target = Round { $round }, playing to { $count ->
    [one] { $count } point
   *[other] { $count } points
  }

## Replay of a finished game

replay = Replay
replay-start = To the start
replay-back = Previous move
replay-forward = Next move
replay-end = To the end
replay-step = Move { $step } of { $count }
error-replay-unwound = This game cannot be replayed: it could not be taken back to its start.

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
game-thinking = The computer is thinking… { $percent } %
notice-state-unreadable = Your settings could not be read ({ $problem }) and were kept aside as { $path }. The defaults apply.
notice-previous-saved = The unfinished game is kept in Saved games.
notice-previous-finished = The finished game is kept in Finished games.
notice-unsaved = Not saved yet: { $problem } The game stays here and is written again at your next move.
games-continue = Continue: { $name }

## The command line: --help and the errors of its arguments.
terminal-help-title = Divided Loyalties, Discorder and Color Brake ABAB in the terminal.
terminal-help-usage = Usage:
terminal-help-options = Options of the game:
terminal-help-default = the screen and the game where you left off, else the game menu
terminal-help-game = GAME is divided-loyalties, discorder or color-brake: its current game, or a new one
terminal-help-new = a new game on Up the Stairs (an unfinished game goes to Saved games)
terminal-help-position = the current game when it is on this position, else a new one (an unfinished game goes to Saved games); KEY is 1–12, a slug (octopus) or a .csv file (always a new game)
terminal-help-rounds = 3 or 4 rounds per player, with --position (default: the position's)
terminal-help-computer = against the computer, playing that side
terminal-help-level = the computer's level (default: medium)
terminal-help-open = opens a saved game (.json, ours or the web version's) or a game link
terminal-help-out = where sharing writes its files (default: shared/ in the data directory)
terminal-help-room = joins room R of online play as N (the web page's Room ID)
terminal-help-peer-server = the signalling server of online play, with --room or script (default: PeerJS's public one, the web page's)
terminal-help-lang = the language: { $languages } (default: LC_ALL, LC_MESSAGES or LANG)
terminal-help-script = JSON commands on standard input, one answer per line on standard output, in English; with --store the game lives in the store in DIR
terminal-help-picture = the board picture of a game, a position file or a link, N pixels wide ({ $min }–{ $max }, default { $default }); OUT.png must not exist yet
terminal-help-help = this help
terminal-help-data = Games and positions are kept in { $first }, else { $second }, else { $third }.
terminal-usage-missing-value = { $option } needs a value.
terminal-usage-one-of = { $option } takes one of: { $allowed }.
terminal-usage-unexpected = “{ $argument }” is not an option here.
terminal-usage-goes-with = { $option } goes only with { $with }.
terminal-usage-one-start = Use only one of --new, --position, --open and --game.
terminal-usage-script-options = script takes no option but --store and --peer-server.
terminal-usage-picture-files = picture takes a game file or link and the name of a new .png file.
terminal-usage-see-help = dl-cli --help lists what the command line takes.

## Play online (issue 23)

online-play = Play online
online-name = Your name
online-room = Room
online-join = Join
online-leave = Leave the room
online-send = Send
online-chat = Message
online-share-room = Share the room
online-choose-position = Choose the position
online-unavailable = Online play needs the webrtc build of this app.
online-fields-missing = Enter your name and a room.
online-new-game = A new game has started.
online-waiting = Waiting for the other player in room { $room }…
online-you-are = You are { player-name } · vs { $name }
online-host-chooses = { $name } chooses the position.
online-peer-left = Opponent disconnected: { $name } left the room. The game is kept.
online-not-your-turn = Wait for { $name } to play.
online-chat-line = { $name }: { $text }
online-refused = Refused what the other side sent ({ $code }); the game is unchanged.
online-failed = { $reason ->
    [server] The game server cannot be reached ({ $code }).
    [address] The game server's address cannot be used ({ $code }).
    [taken] Someone else is the host of this room ({ $code }).
    [absent] The other player is not in the room ({ $code }).
    [lost] The connection to the other player was lost ({ $code }).
   *[network] No connection to the other player could be made ({ $code }).
  }
online-rejoin = Rejoin
online-retrying = Reconnecting to room { $room } in { $seconds } s…
online-share-text = Play Divided Loyalties online with me: { $url } Open it and enter Room ID: { $room }
