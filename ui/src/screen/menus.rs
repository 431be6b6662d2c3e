//! The screens around the games: the game chooser, the new-game screen of Divided Loyalties,
//! the rules, the settings and the preview of what arrived.

use serde::Serialize;

use super::lists::MiniBoard;
use super::Button;
use crate::input::Field;
use crate::vocabulary::GameKind;

/// The game chooser (the home screen).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GamesModel {
    /// Back to the current game, with where it stands; `None` when there is none.
    pub continue_game: Option<Button>,
    /// The three games.
    pub games: Vec<GameCard>,
    /// Saved games, History, Settings.
    pub links: Vec<Button>,
}

/// One game of the collection.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GameCard {
    /// Which game.
    pub game: GameKind,
    /// Its name.
    pub name: String,
    /// One line about it.
    pub about: String,
    /// Its new-game screen.
    pub new_game: Button,
    /// Its rules.
    pub rules: Button,
    /// "Play online" (issue 23): Divided Loyalties only.
    pub play_online: Option<Button>,
}

/// One choice of a group of which one is selected (or a switch).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Choice {
    /// The control and its label.
    pub button: Button,
    /// Whether it is the one chosen.
    pub selected: bool,
}

/// The new-game screen of Divided Loyalties (SCREENS.md "New game").
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct NewGameModel {
    /// Two players, or the computer playing Yellow or Blue.
    pub opponent: Vec<Choice>,
    /// The computer's level (disabled for two players).
    pub level: Vec<Choice>,
    /// Each position's default rounds, 4 rounds or 3 rounds (R3).
    pub rounds: Vec<Choice>,
    /// "4 rounds" (1–6), "3 rounds" (7–12), then the player's positions.
    pub groups: Vec<PositionGroup>,
    /// The editor on a blank grid.
    pub new_position: Button,
    /// "Open a position file…": the system's file picker ([`crate::Effect::PickFile`]).
    pub open_file: Button,
    /// The name field of the position being renamed, over the list; `None` when none is.
    pub rename: Option<RenameModel>,
}

/// Renaming one of the player's positions: a text field and its two buttons.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RenameModel {
    /// "Rename".
    pub title: String,
    /// The field to send its text with ([`crate::Input::Text`]).
    pub field: Field,
    /// The field's label, "Name".
    pub label: String,
    /// Its text now: the name typed so far, at first the position's name.
    pub text: String,
    /// Keeps the name ([`crate::Control::RenameSave`]); a refused name is told in a notice
    /// and the field stays.
    pub save: Button,
    /// Leaves the old name ([`crate::Control::RenameCancel`]; back does the same).
    pub cancel: Button,
}

/// A group of positions.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PositionGroup {
    /// "4 rounds".
    pub title: String,
    /// Its positions.
    pub positions: Vec<PositionChoice>,
}

/// A position to start a game on.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PositionChoice {
    /// Starts the game; its label is the position's name.
    pub button: Button,
    /// "13 × 11".
    pub size: String,
    /// The small drawing.
    pub drawing: MiniBoard,
    /// Edit a copy; for the player's own: edit, rename, duplicate, delete.
    pub actions: Vec<Button>,
}

/// A game's rules for players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RulesModel {
    /// Which game.
    pub game: GameKind,
    /// The sections, in order.
    pub sections: Vec<RulesSection>,
}

/// A section of the rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RulesSection {
    /// Its title.
    pub title: String,
    /// Its text.
    pub text: String,
}

/// The settings (SCREENS.md "Settings").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SettingsModel {
    /// "Language".
    pub language_title: String,
    /// As the system, then the ten languages, each in its own name.
    pub languages: Vec<Choice>,
    /// "Theme".
    pub theme_title: String,
    /// System, light, dark.
    pub themes: Vec<Choice>,
    /// Colour-blind symbols on or off.
    pub symbols: Choice,
    /// Haptics on or off.
    pub haptics: Choice,
}

/// What arrived, before it replaces anything (SCREENS.md "Receiving").
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReceivedModel {
    /// "Open this game?", "Open this position?".
    pub question: String,
    /// What it is: the position, its size, the turn, the totals.
    pub lines: Vec<String>,
    /// The small drawing.
    pub drawing: MiniBoard,
    /// Open it; over an unfinished game it asks first, and the unfinished game goes to Saved
    /// games.
    pub open: Button,
    /// Leave it; the game in progress goes on unchanged.
    pub cancel: Button,
    /// For a position file: add its positions to My positions.
    pub keep: Option<Button>,
}
