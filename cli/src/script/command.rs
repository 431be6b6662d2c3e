//! The commands of `dl-cli script`, one JSON object per line, told apart by `"cmd"`.

use std::path::PathBuf;

use serde::Deserialize;

/// The `"cmd"` values this mode knows.
pub const COMMAND_NAMES: [&str; 41] = [
    "new",
    "place",
    "bridge",
    "end_turn",
    "scores",
    "undo",
    "agree_end",
    "load",
    "save",
    "select",
    "tap",
    "double_tap",
    "view",
    "share",
    "current",
    "open_report",
    "saved_games",
    "finished_games",
    "open_saved",
    "delete_saved",
    "delete_finished",
    "positions",
    "import_positions",
    "export_positions",
    "rename_position",
    "duplicate_position",
    "delete_position",
    "view_finished",
    "replay_finished",
    "tile",
    "peg",
    "tool",
    "play",
    "ready",
    "computer",
    "hint",
    "screen",
    "send",
    "effects",
    "chat",
    "remote",
];

/// A position as `new` names it: a built-in's number or slug, or a CSV file's path; a number
/// may be given as a JSON number or a string.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum PositionKey {
    /// A built-in's number.
    Number(u64),
    /// A built-in's number or slug, or a path ending in `.csv`.
    Text(String),
}

impl PositionKey {
    /// The key as text.
    pub fn text(&self) -> String {
        match self {
            PositionKey::Number(n) => n.to_string(),
            PositionKey::Text(t) => t.clone(),
        }
    }
}

/// One command line, parsed.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "cmd", rename_all = "snake_case")]
pub enum Command {
    /// A new game. Divided Loyalties (no `game`, or `divided-loyalties`): on a built-in
    /// (`position`: number or slug), a CSV file's position (`position` ending in `.csv`, or
    /// `csv_file`; `index` chooses one, 0-based) or one of the player's positions (`library`:
    /// its id). Discorder (`game`: `discorder`): `first` says who begins (`yellow`, `black` or
    /// `random`, decided by `seed`). Color Brake ABAB (`game`: `color-brake`): `seed` (the
    /// shuffles), `rounds` or `target` (C2), `computer` (the computer's seat, `one` or `two`).
    New {
        /// The game of the collection: `divided-loyalties`, `discorder` or `color-brake`.
        game: Option<String>,
        /// Discorder: who begins.
        first: Option<String>,
        /// Discorder: the draw of lots; Color Brake ABAB: the shuffles.
        seed: Option<u64>,
        /// Color Brake ABAB: the target score.
        target: Option<u32>,
        /// Color Brake ABAB: the computer's seat.
        computer: Option<String>,
        /// A built-in's number or slug, or a CSV file's path.
        position: Option<PositionKey>,
        /// A CSV file (R9).
        csv_file: Option<PathBuf>,
        /// The id of one of the player's positions.
        library: Option<String>,
        /// Which position of the CSV file, 0-based (default 0).
        index: Option<usize>,
        /// Divided Loyalties: sets per player (R3), the position's default when absent. Color
        /// Brake ABAB: the number of rounds (C2).
        rounds: Option<u8>,
    },
    /// Place a stone (R4.1).
    Place {
        /// Column.
        x: u8,
        /// Row.
        y: u8,
        /// Colour name.
        color: String,
    },
    /// Form a bridge (R4.2).
    Bridge {
        /// One end, `[x, y]`.
        from: [u8; 2],
        /// The other end.
        to: [u8; 2],
    },
    /// End the turn (R4.4), confirmed: a lone dot stone goes back to the supply (R4.3).
    EndTurn,
    /// Both players' scores (R7).
    Scores,
    /// Undo the last action (R11).
    Undo,
    /// End the game by agreement (R8).
    AgreeEnd,
    /// Load a saved game (ours or the web version's) from a file, or a game or position link.
    Load {
        /// The file.
        path: Option<PathBuf>,
        /// The link.
        link: Option<String>,
    },
    /// Save the game.
    Save {
        /// The file.
        path: PathBuf,
    },
    /// Select the colour for taps.
    Select {
        /// Colour name.
        color: String,
    },
    /// A single tap on a cell.
    Tap {
        /// Column.
        x: u8,
        /// Row.
        y: u8,
    },
    /// A double tap on a cell (rings a stone; two rings attempt a bridge).
    DoubleTap {
        /// Column.
        x: u8,
        /// Row.
        y: u8,
    },
    /// The frame a shell would draw now.
    View,
    /// Write the share files into a directory and answer the files and links.
    Share {
        /// The directory; the data directory's `shared/` folder when absent.
        dir: Option<PathBuf>,
    },
    /// The game being played.
    Current,
    /// The files the store found unreadable when it opened (moved aside).
    OpenReport,
    /// The saved games (unfinished), newest first.
    SavedGames,
    /// The finished games, newest first.
    FinishedGames,
    /// Open a saved game: it becomes the game being played.
    OpenSaved {
        /// Its id.
        id: String,
    },
    /// Delete a saved game.
    DeleteSaved {
        /// Its id.
        id: String,
    },
    /// Delete a finished game.
    DeleteFinished {
        /// Its id.
        id: String,
    },
    /// A finished game, for viewing: its summary and final scores; it stays in the history.
    ViewFinished {
        /// Its id.
        id: String,
    },
    /// A finished game at one state of its replay (0 its start): the summary of that state,
    /// with how many states there are; it stays in the history.
    ReplayFinished {
        /// Its id.
        id: String,
        /// The state: 0 is the start, one more after each action.
        step: usize,
    },
    /// The positions a game can start on: the built-ins, then the player's.
    Positions,
    /// Import a CSV file of positions into the player's library.
    ImportPositions {
        /// The file.
        path: PathBuf,
    },
    /// Write some of the player's positions into a new CSV file.
    ExportPositions {
        /// The file (must not exist).
        path: PathBuf,
        /// The positions' ids, in the order to write.
        ids: Vec<String>,
    },
    /// Rename one of the player's positions.
    RenamePosition {
        /// Its id.
        id: String,
        /// The new name.
        name: String,
    },
    /// Copy one of the player's positions under a free name.
    DuplicatePosition {
        /// Its id.
        id: String,
    },
    /// Delete one of the player's positions.
    DeletePosition {
        /// Its id.
        id: String,
    },
    /// Discorder: place the mover's tile on a cell (D2).
    Tile {
        /// Column, from 0.
        x: u8,
        /// Row, from 0.
        y: u8,
    },
    /// Discorder: place a peg on the edge below a cell (D3).
    Peg {
        /// Column, from 0.
        x: u8,
        /// Row of the cell above the edge, from 0.
        y: u8,
    },
    /// Discorder: choose the tool taps use, `tile` or `peg`.
    Tool {
        /// The tool.
        tool: String,
    },
    /// Color Brake ABAB: play an action in its text form (`colour red`, `neutral`,
    /// `rescue red`, `diamond`, `for-diamond red`, `tank 9 red`, `next round`).
    Play {
        /// The action.
        action: String,
    },
    /// Color Brake ABAB: the hand-over is done; the player to move sees their hand.
    Ready,
    /// The computer plays the whole turn of the player to move: in Divided Loyalties at a
    /// `level` (issue 11), in Discorder and in Color Brake ABAB (its computer's seat) at their
    /// one level.
    Computer {
        /// Divided Loyalties: `easy`, `medium` or `hard`.
        level: Option<String>,
        /// Divided Loyalties: think this many iterations (deterministic) instead of the
        /// level's time.
        iterations: Option<u32>,
        /// Discorder: breaks ties between equally good actions (default 0).
        seed: Option<u64>,
    },
    /// The hint: the hard level's turn for the player to move (issue 11).
    Hint {
        /// Think this many iterations (deterministic) instead of the level's time.
        iterations: Option<u32>,
    },
    /// The app's screen (dl-ui), as JSON, once the computer and the writer are done: the first
    /// app command switches the script from the game commands above to the app.
    Screen,
    /// Sends one input to the app (`input`: an `Input` of dl-ui as JSON, e.g.
    /// `{"input":"press","control":{"control":"undo"}}`), then waits for the computer and the
    /// writer.
    Send {
        /// The input.
        input: serde_json::Value,
    },
    /// The effects the app asked for since the last call (share sheets, announcements…).
    Effects,
    /// Says `text` in the room's chat (issue 23): the chat line typed and sent, as a player
    /// would.
    Chat {
        /// The line.
        text: String,
    },
    /// The room's state (issue 23): its status (waiting, who is who, the opponent gone),
    /// whether the other player is connected, and the chat's lines.
    Remote,
}
