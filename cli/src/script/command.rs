//! The commands of `dl-cli script`, one JSON object per line, told apart by `"cmd"`.

use std::path::PathBuf;

use serde::Deserialize;

/// The `"cmd"` values this mode knows.
pub const COMMAND_NAMES: [&str; 14] = [
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
];

/// One command line, parsed.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "cmd", rename_all = "snake_case")]
pub enum Command {
    /// A new game on a built-in (`position`: number or slug) or a CSV file's first position.
    New {
        /// A built-in's number (as a string) or slug.
        position: Option<String>,
        /// A CSV file (R9).
        csv_file: Option<PathBuf>,
        /// Sets per player (R3); the position's default when absent.
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
}
