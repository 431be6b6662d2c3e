//! What a shell paints: one [`Screen`] at a time, every text formatted in the app's language,
//! every control with its id and enablement, the board in cell units with its colours.
//! Building a screen changes nothing; a screen never goes back into Rust.

mod board;
mod color_brake;
mod discorder;
mod editor;
mod game;
mod lists;
mod menus;
mod online;

use serde::Serialize;

pub use board::{
    Board, BoardCell, BoardColors, BridgeLine, CellActionLabel, Dot, Flash, Ground, HintBridge,
    HintMarkOnBoard, Point, RegionShape, Stone,
};
pub use color_brake::{
    ColorBrakeBoard, ColorBrakeColors, ColorBrakeModel, HandOver, HandPanel, NewColorBrakeModel,
    ReferencePanel, SeatPanel, TankChoice, TokenButton, TokenCount, TokenGroup, TokenLook,
    TriangleCell,
};
pub use discorder::{
    DiscorderBoard, DiscorderColors, DiscorderEdge, DiscorderFlash, DiscorderModel, DiscorderSide,
    NewDiscorderModel, ScoringLine, Tile, TileLook, TilePattern, ToolChoice,
};
pub use editor::{BrushChoice, CellRef, EditorCell, EditorGrid, EditorModel, ProblemLine};
pub use game::{Chip, GameModel, PlayerPanel, ResultCard, SupplyCount, Thinking};
pub use lists::{FinishedModel, GameListModel, GameRow, MiniBoard, ReplayModel};
pub use menus::{
    Choice, GameCard, GamesModel, NewGameModel, PositionChoice, PositionGroup, ReceivedModel,
    RenameModel, RulesModel, RulesSection, SettingsModel,
};
pub use online::{ChatModel, PlayOnlineModel, RoomModel};

use crate::input::Control;
use crate::navigation::Route;

/// The whole screen.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Screen {
    /// Moves whenever anything on the screen changed: a shell may skip painting an equal
    /// revision.
    pub revision: u64,
    /// Which screen it is.
    pub route: Route,
    /// The title bar's text.
    pub title: String,
    /// Whether back leaves this screen (false on the first screen of the stack).
    pub can_go_back: bool,
    /// The label of the title bar's back arrow ("Back"), for the screen reader and a tooltip;
    /// `None` exactly when back does not leave this screen.
    pub back_label: Option<String>,
    /// The label of the button that opens a game screen's menu ("Menu"); `None` on a screen
    /// without a menu. The menu's entries are the game model's `menu` buttons.
    pub menu_label: Option<String>,
    /// Whether the board and the chrome are dark (the settings' theme over the system's).
    pub dark: bool,
    /// The BCP 47 tag of the language every text is in.
    pub language: String,
    /// What the screen shows.
    pub body: Body,
    /// A question over the screen, answered with [`crate::Input::Answer`].
    pub prompt: Option<Prompt>,
    /// A message to show once (a snackbar, a line): a new serial is a new notice.
    pub notice: Option<Notice>,
    /// Set while the current game could not be written: what went wrong. The game is kept and
    /// written again at its next change and when the app goes to the background.
    pub unsaved: Option<String>,
}

/// The body of each screen of SCREENS.md.
// The game screen is much larger than the others; it is built once per change and handed
// across the FFI by value, where a box is not a type uniffi knows.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "screen", rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Body {
    /// The game chooser: the three games, the current game, saved games, history, settings.
    Games {
        /// The model.
        model: GamesModel,
    },
    /// A new game of Divided Loyalties.
    NewGame {
        /// The model.
        model: NewGameModel,
    },
    /// A game of Divided Loyalties.
    Game {
        /// The model.
        model: GameModel,
    },
    /// The unfinished games.
    SavedGames {
        /// The model.
        model: GameListModel,
    },
    /// The finished games.
    History {
        /// The model.
        model: GameListModel,
    },
    /// One finished game, read-only.
    Finished {
        /// The model.
        model: FinishedModel,
    },
    /// A finished game, move by move.
    Replay {
        /// The model.
        model: ReplayModel,
    },
    /// A game's rules for players.
    Rules {
        /// The model.
        model: RulesModel,
    },
    /// The settings.
    Settings {
        /// The model.
        model: SettingsModel,
    },
    /// The position editor.
    Editor {
        /// The model.
        model: EditorModel,
    },
    /// What arrived from outside, before it replaces anything.
    Received {
        /// The model.
        model: ReceivedModel,
    },
    /// A new game of Discorder.
    NewDiscorder {
        /// The model.
        model: NewDiscorderModel,
    },
    /// A game of Discorder.
    Discorder {
        /// The model.
        model: DiscorderModel,
    },
    /// A new game of Color Brake ABAB.
    NewColorBrake {
        /// The model.
        model: NewColorBrakeModel,
    },
    /// A game of Color Brake ABAB.
    ColorBrake {
        /// The model.
        model: ColorBrakeModel,
    },
    /// "Play online": name and room (issue 23).
    PlayOnline {
        /// The model.
        model: PlayOnlineModel,
    },
    /// The room joined: waiting, who is who, the chat (issue 23).
    Room {
        /// The model.
        model: RoomModel,
    },
}

/// The board of any of the three games, read-only (a finished game, a replay).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "game", rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum GameBoard {
    /// Divided Loyalties.
    DividedLoyalties {
        /// The board.
        board: Board,
    },
    /// Discorder.
    Discorder {
        /// The board.
        board: DiscorderBoard,
    },
    /// Color Brake ABAB (the triangle alone: no hand).
    ColorBrake {
        /// The board.
        board: ColorBrakeBoard,
    },
}

/// A control: its id to send back, its label and whether it can be pressed now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Button {
    /// Sent back with [`crate::Input::Press`].
    pub control: Control,
    /// What it says.
    pub label: String,
    /// Whether it can be pressed.
    pub enabled: bool,
}

impl Button {
    /// An enabled control.
    pub fn new(control: Control, label: String) -> Button {
        Button {
            control,
            label,
            enabled: true,
        }
    }

    /// This control, enabled or not.
    pub fn enabled(mut self, enabled: bool) -> Button {
        self.enabled = enabled;
        self
    }
}

/// A message shown once; each has its own serial number, so two equal texts are two notices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Notice {
    /// Its serial number, increasing.
    pub serial: u64,
    /// The text.
    pub text: String,
}

/// A question: confirm or cancel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Prompt {
    /// Its serial number: the answer names it, so an answer to an older prompt is ignored.
    pub serial: u64,
    /// The question's title.
    pub title: String,
    /// What it asks.
    pub message: String,
    /// The confirming answer's label ("End turn anyway", "Delete", "Open").
    pub confirm: String,
    /// The cancelling answer's label.
    pub cancel: String,
}
