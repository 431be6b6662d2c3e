//! The player's settings (SCREENS.md "Settings"), kept with the navigation in the app's state
//! file.

use serde::{Deserialize, Serialize};

use crate::input::Level;
use crate::moves::DiscorderStarter;
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
    /// Discorder's new-game screen's last choices.
    pub discorder: DiscorderChoices,
    /// Color Brake ABAB's new-game screen's last choices.
    pub color_brake: ColorBrakeChoices,
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

/// Discorder's new game as last chosen (D1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DiscorderChoices {
    /// Who begins.
    pub starter: DiscorderStarter,
    /// The side the computer plays (`First` Yellow, `Second` Black); `None` for two players.
    pub computer: Option<Side>,
}

/// Color Brake ABAB's new game as last chosen (C2): both lengths are kept, so switching
/// between rounds and a target keeps each one's number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ColorBrakeChoices {
    /// Played to a target score rather than a number of rounds.
    pub to_target: bool,
    /// The number of rounds (even, 2–20).
    pub rounds: u32,
    /// The target score (1–50).
    pub target: u32,
    /// The seat the computer plays (`First` player 1, `Second` player 2); `None` for two
    /// players at one device.
    pub computer: Option<Side>,
}

impl Default for ColorBrakeChoices {
    /// Four rounds and a target of 20, as `dl_color_brake::length` offers them.
    fn default() -> ColorBrakeChoices {
        let rounds = match dl_color_brake::length::DEFAULT_LENGTH {
            dl_color_brake::GameLength::Rounds(n) => u32::from(n),
            dl_color_brake::GameLength::Target(_) => 4,
        };
        ColorBrakeChoices {
            to_target: false,
            rounds,
            target: dl_color_brake::length::DEFAULT_TARGET,
            computer: None,
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
            discorder: DiscorderChoices::default(),
            color_brake: ColorBrakeChoices::default(),
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
