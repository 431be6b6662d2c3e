//! The words of the controls of Discorder and Color Brake ABAB, as a shell sends them back:
//! Discorder's tools and starters (D1–D3), Color Brake ABAB's colours, actions and lengths
//! (C1, C2, C4, C6). Each converts to its game's own type here, once.

use serde::{Deserialize, Serialize};

/// Discorder's tools: what the next taps place (D2, D3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum DiscorderTool {
    /// A tile on a cell (D2).
    Tile,
    /// A peg on the line between two cells of a column (D3).
    Peg,
}

impl DiscorderTool {
    /// The game's tool.
    pub fn tool(self) -> dl_discorder::Tool {
        match self {
            DiscorderTool::Tile => dl_discorder::Tool::Tile,
            DiscorderTool::Peg => dl_discorder::Tool::Peg,
        }
    }
}

impl From<dl_discorder::Tool> for DiscorderTool {
    fn from(tool: dl_discorder::Tool) -> DiscorderTool {
        match tool {
            dl_discorder::Tool::Tile => DiscorderTool::Tile,
            dl_discorder::Tool::Peg => DiscorderTool::Peg,
        }
    }
}

/// Who begins a game of Discorder (D1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum DiscorderStarter {
    /// Yellow begins.
    #[default]
    Yellow,
    /// Black begins.
    Black,
    /// Drawn at random when the game starts.
    Random,
}

impl DiscorderStarter {
    /// The three choices, in the order the new-game screen lists them.
    pub const ALL: [DiscorderStarter; 3] = [
        DiscorderStarter::Yellow,
        DiscorderStarter::Black,
        DiscorderStarter::Random,
    ];

    /// The game's starter.
    pub fn starter(self) -> dl_discorder::Starter {
        match self {
            DiscorderStarter::Yellow => dl_discorder::Starter::Yellow,
            DiscorderStarter::Black => dl_discorder::Starter::Black,
            DiscorderStarter::Random => dl_discorder::Starter::Random,
        }
    }
}

/// A token colour of Color Brake ABAB (C1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum TokenColor {
    /// Blue.
    Blue,
    /// Green.
    Green,
    /// Yellow.
    Yellow,
    /// Red.
    Red,
    /// White.
    White,
    /// Orange.
    Orange,
    /// Pink-checkered.
    Pink,
}

impl TokenColor {
    /// The game's colour.
    pub fn colour(self) -> dl_color_brake::Colour {
        use dl_color_brake::Colour;
        match self {
            TokenColor::Blue => Colour::Blue,
            TokenColor::Green => Colour::Green,
            TokenColor::Yellow => Colour::Yellow,
            TokenColor::Red => Colour::Red,
            TokenColor::White => Colour::White,
            TokenColor::Orange => Colour::Orange,
            TokenColor::Pink => Colour::Pink,
        }
    }
}

impl From<dl_color_brake::Colour> for TokenColor {
    fn from(colour: dl_color_brake::Colour) -> TokenColor {
        use dl_color_brake::Colour;
        match colour {
            Colour::Blue => TokenColor::Blue,
            Colour::Green => TokenColor::Green,
            Colour::Yellow => TokenColor::Yellow,
            Colour::Red => TokenColor::Red,
            Colour::White => TokenColor::White,
            Colour::Orange => TokenColor::Orange,
            Colour::Pink => TokenColor::Pink,
        }
    }
}

/// An action of Color Brake ABAB as its buttons name it (C2, C4, C6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "move", rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ColorBrakeMove {
    /// A colour token of the hand on the next cell (C4.1, C4.2).
    Color {
        /// Its colour.
        color: TokenColor,
    },
    /// A neutral on the next cell, then a draw onto it (C6.1).
    Neutral,
    /// The drawn colour played on top of the neutral (C6.1).
    Rescue {
        /// Its colour.
        color: TokenColor,
    },
    /// A Diamond on the next cell (C6.3).
    Diamond,
    /// A colour token played on a free slot of one's Diamond (C6.3).
    ForDiamond {
        /// Its colour.
        color: TokenColor,
    },
    /// A Tank on the cell numbered `cell` (1–28) of the row just completed, with `color` on top
    /// (C6.2).
    Tank {
        /// The covered cell's number, 1–28 (C3).
        cell: u32,
        /// The colour from the hand put on top.
        color: TokenColor,
    },
    /// The next round, once this one is over (C2).
    NextRound,
}

impl ColorBrakeMove {
    /// The game's action, `None` for a Tank on a number that names no cell (C3: 1–28).
    pub(crate) fn action(self) -> Option<dl_color_brake::Action> {
        use dl_color_brake::{Action, CellId, Move};
        Some(match self {
            ColorBrakeMove::Color { color } => Action::Move(Move::Colour(color.colour())),
            ColorBrakeMove::Neutral => Action::Move(Move::Neutral),
            ColorBrakeMove::Rescue { color } => Action::Move(Move::Rescue(color.colour())),
            ColorBrakeMove::Diamond => Action::Move(Move::Diamond),
            ColorBrakeMove::ForDiamond { color } => Action::Move(Move::ForDiamond(color.colour())),
            ColorBrakeMove::Tank { cell, color } => Action::Move(Move::Tank {
                cell: u8::try_from(cell).ok().and_then(CellId::from_number)?,
                colour: color.colour(),
            }),
            ColorBrakeMove::NextRound => Action::NextRound,
        })
    }
}

/// How long a game of Color Brake ABAB lasts (C2): checked against the game's bounds when a
/// game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "length", rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ColorBrakeLength {
    /// An even number of rounds, 2–20.
    Rounds {
        /// How many.
        rounds: u32,
    },
    /// Played to a target score, 1–50.
    Target {
        /// The target.
        points: u32,
    },
}

impl ColorBrakeLength {
    /// The game's length, refused outside C2's bounds (even rounds 2–20, a target 1–50).
    pub(crate) fn length(self) -> Result<dl_color_brake::GameLength, dl_color_brake::LengthError> {
        use dl_color_brake::{GameLength, LengthError};
        match self {
            ColorBrakeLength::Rounds { rounds } => match u16::try_from(rounds) {
                Ok(n) => GameLength::rounds(n),
                Err(_) => Err(LengthError::BadRounds(u16::MAX)),
            },
            ColorBrakeLength::Target { points } => GameLength::target(points),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_button_names_the_engines_action() {
        use dl_color_brake::{Action, CellId, Colour, Move};
        let nine = CellId::from_number(9).map(|cell| Move::Tank {
            cell,
            colour: Colour::Red,
        });
        let pairs = [
            (
                ColorBrakeMove::Color {
                    color: TokenColor::Pink,
                },
                Some(Action::Move(Move::Colour(Colour::Pink))),
            ),
            (ColorBrakeMove::Neutral, Some(Action::Move(Move::Neutral))),
            (
                ColorBrakeMove::Rescue {
                    color: TokenColor::White,
                },
                Some(Action::Move(Move::Rescue(Colour::White))),
            ),
            (ColorBrakeMove::Diamond, Some(Action::Move(Move::Diamond))),
            (
                ColorBrakeMove::ForDiamond {
                    color: TokenColor::Green,
                },
                Some(Action::Move(Move::ForDiamond(Colour::Green))),
            ),
            (
                ColorBrakeMove::Tank {
                    cell: 9,
                    color: TokenColor::Red,
                },
                nine.map(Action::Move),
            ),
            (ColorBrakeMove::NextRound, Some(Action::NextRound)),
        ];
        for (button, action) in pairs {
            assert!(action.is_some());
            assert_eq!(button.action(), action, "{button:?}");
        }
        for colour in Colour::ALL {
            assert_eq!(TokenColor::from(colour).colour(), colour);
        }
    }

    #[test]
    fn c3_a_tank_on_a_cell_that_does_not_exist_is_no_action() {
        for cell in [0, 29, u32::MAX] {
            let tank = ColorBrakeMove::Tank {
                cell,
                color: TokenColor::Blue,
            };
            assert_eq!(tank.action(), None, "cell {cell}");
        }
    }

    #[test]
    fn c2_lengths_outside_the_bounds_are_refused() {
        assert!(ColorBrakeLength::Rounds { rounds: 4 }.length().is_ok());
        assert!(ColorBrakeLength::Target { points: 50 }.length().is_ok());
        for bad in [
            ColorBrakeLength::Rounds { rounds: 3 },
            ColorBrakeLength::Rounds { rounds: 22 },
            ColorBrakeLength::Rounds { rounds: 70_000 },
            ColorBrakeLength::Target { points: 0 },
            ColorBrakeLength::Target { points: 51 },
        ] {
            assert!(bad.length().is_err(), "{bad:?}");
        }
    }
}
