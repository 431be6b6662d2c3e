//! The player's settings (SCREENS.md "Settings"), kept with the navigation in the app's state
//! file.

use serde::{Deserialize, Serialize};

use crate::input::Level;
use crate::vocabulary::Side;

/// The board's theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ThemeChoice {
    /// As the system is.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// What the player chose in Settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The app's language (a BCP 47 tag of one of the ten); `None` follows the system.
    pub language: Option<String>,
    /// The theme.
    pub theme: ThemeChoice,
    /// Colour-blind symbols on stones and tokens (on by default).
    pub symbols: bool,
    /// Vibrations (on by default).
    pub haptics: bool,
    /// The new-game screen's last choices.
    pub new_game: NewGameChoices,
}

/// The opponent chosen on the new-game screen, kept for the next new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct NewGameChoices {
    /// The side the computer plays; `None` for two players.
    pub computer: Option<Side>,
    /// The computer's level.
    pub level: Level,
    /// Sets per player (R3): 3 or 4; `None` for the position's own default.
    pub rounds: Option<u8>,
}

impl Default for NewGameChoices {
    fn default() -> NewGameChoices {
        NewGameChoices {
            computer: None,
            level: Level::Medium,
            rounds: None,
        }
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            language: None,
            theme: ThemeChoice::System,
            symbols: true,
            haptics: true,
            new_game: NewGameChoices::default(),
        }
    }
}

impl Settings {
    /// Whether the board is dark, given the system's appearance.
    pub fn dark(&self, system_dark: bool) -> bool {
        match self.theme {
            ThemeChoice::System => system_dark,
            ThemeChoice::Light => false,
            ThemeChoice::Dark => true,
        }
    }
}
