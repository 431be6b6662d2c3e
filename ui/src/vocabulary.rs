//! The small words the screens, inputs and effects share with every shell: which game, which
//! side, which stone colour, and a colour to paint. Converted one way only, from the game
//! crates into these; a shell never builds a game value.

use serde::{Deserialize, Serialize};

/// Which game of the collection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum GameKind {
    /// Divided Loyalties (RULES.md).
    DividedLoyalties,
    /// Discorder (RULES-DISCORDER.md).
    Discorder,
    /// Color Brake ABAB (RULES-COLOR-BRAKE.md).
    ColorBrake,
}

impl GameKind {
    /// The three games, in the game chooser's order.
    pub const ALL: [GameKind; 3] = [
        GameKind::DividedLoyalties,
        GameKind::Discorder,
        GameKind::ColorBrake,
    ];
}

impl From<dl_app::store::GameKind> for GameKind {
    fn from(kind: dl_app::store::GameKind) -> GameKind {
        match kind {
            dl_app::store::GameKind::DividedLoyalties => GameKind::DividedLoyalties,
            dl_app::store::GameKind::Discorder => GameKind::Discorder,
            dl_app::store::GameKind::ColorBrake => GameKind::ColorBrake,
        }
    }
}

/// One of the two players, in the game's own order: Blue then Yellow (R1), Yellow then Black
/// (D1), seat one then seat two (C1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Side {
    /// Blue (Divided Loyalties), Yellow (Discorder), seat one (Color Brake ABAB).
    First,
    /// Yellow (Divided Loyalties), Black (Discorder), seat two (Color Brake ABAB).
    Second,
}

impl From<dl_core::Player> for Side {
    fn from(player: dl_core::Player) -> Side {
        match player {
            dl_core::Player::Blue => Side::First,
            dl_core::Player::Yellow => Side::Second,
        }
    }
}

impl Side {
    /// The player of Divided Loyalties on this side (R1).
    pub fn player(self) -> dl_core::Player {
        match self {
            Side::First => dl_core::Player::Blue,
            Side::Second => dl_core::Player::Yellow,
        }
    }

    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// A stone colour of Divided Loyalties (R1), as a colour chip's control names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum StoneColor {
    /// Blue.
    Blue,
    /// Yellow.
    Yellow,
    /// Red.
    Red,
    /// Green.
    Green,
    /// Orange.
    Orange,
    /// Purple.
    Purple,
}

impl From<dl_core::Color> for StoneColor {
    fn from(color: dl_core::Color) -> StoneColor {
        match color {
            dl_core::Color::Blue => StoneColor::Blue,
            dl_core::Color::Yellow => StoneColor::Yellow,
            dl_core::Color::Red => StoneColor::Red,
            dl_core::Color::Green => StoneColor::Green,
            dl_core::Color::Orange => StoneColor::Orange,
            dl_core::Color::Purple => StoneColor::Purple,
        }
    }
}

impl StoneColor {
    /// The colour of the rules (R1).
    pub fn color(self) -> dl_core::Color {
        match self {
            StoneColor::Blue => dl_core::Color::Blue,
            StoneColor::Yellow => dl_core::Color::Yellow,
            StoneColor::Red => dl_core::Color::Red,
            StoneColor::Green => dl_core::Color::Green,
            StoneColor::Orange => dl_core::Color::Orange,
            StoneColor::Purple => dl_core::Color::Purple,
        }
    }
}

/// A colour in 8-bit sRGB with straight alpha, resolved for the current theme: a shell paints
/// it as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Rgba {
    /// Red.
    pub r: u8,
    /// Green.
    pub g: u8,
    /// Blue.
    pub b: u8,
    /// Opacity: 255 is opaque.
    pub a: u8,
}

impl From<dl_app::picture::Rgba> for Rgba {
    fn from(c: dl_app::picture::Rgba) -> Rgba {
        Rgba {
            r: c.r,
            g: c.g,
            b: c.b,
            a: c.a,
        }
    }
}
