//! What a shell sends: one [`Input`] per thing the player or the OS did. A shell never decides
//! what an input means; [`crate::App::send`] does.

use serde::{Deserialize, Serialize};

use crate::moves::{ColorBrakeLength, ColorBrakeMove, DiscorderStarter, DiscorderTool};
use crate::settings::ThemeChoice;
use crate::vocabulary::{GameKind, Side, StoneColor};

/// Everything that can happen to the app.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "input", rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Input {
    /// A touch on the board, in cell units from the board's top-left corner (one cell = 1.0),
    /// at `at_ms` on a monotonic clock. Tap and double tap are told apart here, with the
    /// double-tap timeout given at launch.
    Touch {
        /// Across, in cells.
        x: f32,
        /// Down, in cells.
        y: f32,
        /// When, in milliseconds of a monotonic clock.
        at_ms: u64,
    },
    /// An action on one cell, by its coordinates: an accessibility action (TalkBack,
    /// VoiceOver) or a key of the terminal.
    Cell {
        /// Column, from 0.
        x: u32,
        /// Row, from 0.
        y: u32,
        /// What to do there.
        action: CellAction,
    },
    /// A control was pressed: the id is the one the screen gave the control.
    Press {
        /// The control.
        control: Control,
    },
    /// The answer to the prompt with this serial number.
    Answer {
        /// The prompt's serial number ([`crate::Prompt::serial`]).
        prompt: u64,
        /// The answer.
        answer: Answer,
    },
    /// A text field's new text.
    Text {
        /// The field.
        field: Field,
        /// Its whole text now.
        text: String,
    },
    /// Back (the system back gesture, Escape, a navigation bar's back button).
    Back,
    /// The finger (or mouse button) that touched the board was lifted: a stroke of the
    /// editor's pencil ends.
    Lift,
    /// The app went to the background: the store is written and hidden information covered.
    Background,
    /// The app came back to the foreground.
    Foreground,
    /// A file arrived from the OS (share sheet, "Open in", a file picker).
    ReceivedFile {
        /// Its bytes (base64 in JSON).
        #[serde(with = "crate::bytes_json")]
        bytes: Vec<u8>,
        /// Its name, if the OS gave one.
        name: Option<String>,
        /// Its MIME type, if the OS gave one (not trusted: content decides).
        mime: Option<String>,
    },
    /// Text arrived from the OS: a link that opened the app, shared text, or the clipboard
    /// after the player chose "Open link".
    ReceivedText {
        /// The text.
        text: String,
    },
    /// The system's list of preferred languages changed (BCP 47 tags, most wanted first).
    Languages {
        /// The tags.
        tags: Vec<String>,
    },
    /// The system's appearance changed: dark or light.
    Appearance {
        /// Whether the system is in dark mode.
        dark: bool,
    },
}

/// What an action on a cell does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum CellAction {
    /// Place the selected colour (R4.1), or play the game's action on the cell.
    Place,
    /// Ring the stone as a bridge end (R5), the double tap's action.
    Ring,
    /// Discorder: place a peg on the line below the cell (D3).
    Peg,
    /// Color Brake ABAB: choose the cell for the Tank (C6.2); its colour comes next.
    Tank,
}

/// The answer to a prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Answer {
    /// The prompt's first choice: yes, end the turn anyway, delete, open.
    Confirm,
    /// No, cancel.
    Cancel,
}

/// A text field.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "field", rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Field {
    /// The name of one of the player's positions, by its id, while it is being renamed
    /// ([`Control::RenamePosition`]): the text is kept until [`Control::RenameSave`].
    PositionName {
        /// The position's id in the store.
        id: String,
    },
    /// The name of the position in the editor.
    EditorName,
    /// The player's name for online play (issue 23).
    OnlineName,
    /// The room's name for online play, the web page's Room ID (issue 23).
    OnlineRoom,
    /// The chat line being typed (issue 23).
    Chat,
}

/// A control's id, as the screen gives it with the control; a shell sends it back as it is.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "control", rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Control {
    /// The game chooser (the home screen).
    Games,
    /// Back to the current game.
    Continue,
    /// A game's new-game screen.
    NewGame {
        /// Which game.
        game: GameKind,
    },
    /// The saved games of the three games.
    SavedGames,
    /// The finished games.
    History,
    /// A game's rules for players.
    Rules {
        /// Which game.
        game: GameKind,
    },
    /// The settings.
    Settings,
    /// Ends the turn (R4.4); asks first when a dot stone would go back (R4.3).
    EndTurn,
    /// Takes back the last action (R11); against the computer also stops it thinking.
    Undo,
    /// The hint: the hard level's turn for the player to move.
    Hint,
    /// Ends the game by agreement (R8): both players are asked.
    EndByAgreement,
    /// Chooses a stone colour of the mover's supply (R3).
    Chip {
        /// The colour.
        color: StoneColor,
    },
    /// Shares the position's link (R10).
    SharePosition,
    /// Shares the position as a CSV file (R9).
    SharePositionCsv,
    /// Shares the board picture.
    SharePicture,
    /// Shares the game file, with its link as text.
    ShareGame,
    /// Shares the final board's picture with the one-line result.
    ShareResult,
    /// A new game on the same position, against the same opponent.
    Rematch,
    /// New game screen: two players, or the computer playing `side`.
    Opponent {
        /// The side the computer plays; `None` for two players.
        computer: Option<Side>,
    },
    /// New game screen: the computer's level.
    Level {
        /// The level.
        level: Level,
    },
    /// New game screen: sets per player (R3), 3 or 4; `None` for each position's default.
    Rounds {
        /// 3 or 4, or `None`.
        rounds: Option<u32>,
    },
    /// New game screen: starts a game on a built-in position (its slug) or one of the
    /// player's positions (its id).
    StartPosition {
        /// The built-in's slug or the library position's id.
        key: String,
    },
    /// New game screen: "Open a position file…", the system's file picker
    /// ([`crate::Effect::PickFile`]); the file picked comes back as [`Input::ReceivedFile`].
    OpenPositionFile,
    /// New game screen: rename one of the player's positions. Its name field
    /// ([`Field::PositionName`]) shows with the current name; [`Control::RenameSave`] keeps the
    /// new name, [`Control::RenameCancel`] (or back) leaves the old one.
    RenamePosition {
        /// The position's id in the store.
        id: String,
    },
    /// Keeps the name typed in the rename field.
    RenameSave,
    /// Closes the rename field; the name stays as it was.
    RenameCancel,
    /// Saved games: continue this one.
    OpenSaved {
        /// The entry's id.
        id: String,
    },
    /// Saved games: delete this one (asks first).
    DeleteSaved {
        /// The entry's id.
        id: String,
    },
    /// History: show this finished game.
    OpenFinished {
        /// The entry's id.
        id: String,
    },
    /// History: delete this finished game (asks first).
    DeleteFinished {
        /// The entry's id.
        id: String,
    },
    /// The finished game on screen, move by move.
    Replay,
    /// Replay: to the start, one move back, one move on, to the end.
    ReplayStep {
        /// Where to go.
        step: ReplayMove,
    },
    /// The received game or position: open it (asks first over an unfinished game).
    OpenReceived,
    /// The received game or position: leave it; the game in progress goes on unchanged.
    CancelReceived,
    /// The notice with this serial was shown and went away.
    DismissNotice {
        /// The notice's serial number.
        serial: u64,
    },
    /// The editor on a blank grid of this size (each 9 to 25, R9).
    NewPosition {
        /// Width in cells.
        width: u32,
        /// Height in cells.
        height: u32,
    },
    /// The editor on a copy of a built-in (its slug) or of one of the player's positions (its
    /// id), or on the player's position itself to change it (`replace`).
    EditPosition {
        /// The built-in's slug or the library position's id.
        key: String,
        /// Whether saving replaces the player's position instead of adding a copy.
        replace: bool,
    },
    /// Editor: the brush.
    Brush {
        /// What it paints.
        paint: BrushPaint,
    },
    /// Editor: flood fill on or off.
    FillTool {
        /// On or off.
        on: bool,
    },
    /// Editor: the grid's size (each 9 to 25, R9).
    GridSize {
        /// Width in cells.
        width: u32,
        /// Height in cells.
        height: u32,
    },
    /// Editor: undo the last edit.
    EditorUndo,
    /// Editor: redo the edit undone.
    EditorRedo,
    /// Editor: save into My positions (disabled while a problem blocks).
    EditorSave,
    /// Editor: a game on the position as it is (its name may still be missing).
    EditorTestPlay,
    /// Editor: share the position as a CSV file.
    EditorShareCsv,
    /// My positions: a copy of this one.
    DuplicatePosition {
        /// The position's id.
        id: String,
    },
    /// My positions: delete this one (asks first).
    DeletePosition {
        /// The position's id.
        id: String,
    },
    /// The received position file: add its positions to My positions.
    KeepReceivedPositions,
    /// Settings: the app's language; `None` follows the system.
    Language {
        /// A BCP 47 tag of one of the ten languages, or `None`.
        tag: Option<String>,
    },
    /// Settings: the theme.
    Theme {
        /// System, light or dark.
        theme: ThemeChoice,
    },
    /// Settings: colour-blind symbols on the stones.
    Symbols {
        /// On or off.
        on: bool,
    },
    /// Settings: haptics.
    Haptics {
        /// On or off.
        on: bool,
    },
    /// Discorder: the tool for the next taps (D2, D3).
    DiscorderTool {
        /// The tool.
        tool: DiscorderTool,
    },
    /// Discorder's new-game screen: who begins (D1).
    DiscorderStarter {
        /// Yellow, Black or drawn at random.
        starter: DiscorderStarter,
    },
    /// Discorder's new-game screen: two players, or the computer playing `computer`
    /// (`First` is Yellow, `Second` Black).
    DiscorderOpponent {
        /// The side the computer plays; `None` for two players.
        computer: Option<Side>,
    },
    /// Discorder's new-game screen: starts the game chosen.
    StartDiscorder,
    /// Color Brake ABAB: plays this button of the hand, of the drawn colours, of the Tank's
    /// colours or Next round (C2, C4, C6).
    ColorBrakePlay {
        /// The action.
        action: ColorBrakeMove,
    },
    /// Color Brake ABAB: the Tank button (C6.2): the board offers the Tank's cells; pressed
    /// again, no Tank.
    ColorBrakeTank,
    /// Color Brake ABAB: the hand-over is done; the player to move sees their hand (C2).
    ColorBrakeReady,
    /// Color Brake ABAB's new-game screen: the length (C2).
    ColorBrakeLength {
        /// Rounds or a target score.
        length: ColorBrakeLength,
    },
    /// Color Brake ABAB's new-game screen: two players at one device, or the computer playing
    /// `computer` (`First` is player 1, `Second` player 2).
    ColorBrakeOpponent {
        /// The seat the computer plays; `None` for two players.
        computer: Option<Side>,
    },
    /// Color Brake ABAB's new-game screen: starts the game chosen.
    StartColorBrake,
    /// The game chooser: "Play online" (issue 23).
    PlayOnline,
    /// "Play online": joins the room with the name typed.
    JoinRoom,
    /// The room: its host chooses the position of a new game (R1).
    ChoosePosition,
    /// The room: sends the chat line typed.
    SendChat,
    /// The room: offers it as a link to the web page through the share sheet.
    ShareRoom,
    /// The room: leaves it (its game stays in the store).
    LeaveRoom,
    /// The room: opens it again at once, instead of waiting for the next attempt after a
    /// failure or the host's leaving.
    Rejoin,
}

/// The computer's strength (issue 11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Level {
    /// Plays sensibly but makes mistakes.
    Easy,
    /// A short search.
    Medium,
    /// The strongest.
    Hard,
}

impl Level {
    /// The three levels, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The core's level.
    pub fn core(self) -> dl_core::computer::Level {
        match self {
            Level::Easy => dl_core::computer::Level::Easy,
            Level::Medium => dl_core::computer::Level::Medium,
            Level::Hard => dl_core::computer::Level::Hard,
        }
    }
}

impl From<dl_core::computer::Level> for Level {
    fn from(level: dl_core::computer::Level) -> Level {
        match level {
            dl_core::computer::Level::Easy => Level::Easy,
            dl_core::computer::Level::Medium => Level::Medium,
            dl_core::computer::Level::Hard => Level::Hard,
        }
    }
}

/// A step of the replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ReplayMove {
    /// The empty board.
    Start,
    /// One action back.
    Back,
    /// One action on.
    Forward,
    /// The final board.
    End,
}

/// What the editor's brush paints (R2).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "paint", rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum BrushPaint {
    /// Region cells with this token (`S1`…`G9`; the letter chooses the shade).
    Region {
        /// The token.
        token: String,
    },
    /// Dots.
    Dot,
    /// Nothing (the eraser).
    Eraser,
}
