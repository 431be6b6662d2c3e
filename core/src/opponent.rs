//! The computer opponent of a game (issue 11): which player the computer plays and at which
//! level. Kept in a shell's saved game (`record.rs`) and in game links (`link_codec.rs`).

use crate::color::Player;
use crate::computer::Level;

/// The computer playing one side of a game; the other side is the player on the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Opponent {
    /// The player the computer moves for.
    pub side: Player,
    /// How strong it plays.
    pub level: Level,
}

impl Opponent {
    /// The player on the device: the other side.
    pub const fn human(self) -> Player {
        self.side.other()
    }
}

/// A player by its lower-case English name (`blue`, `yellow`), as files and scripts write it.
pub fn player_from_name(name: &str) -> Option<Player> {
    Player::BOTH.into_iter().find(|p| p.name() == name)
}
