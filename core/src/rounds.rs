//! The number of sets each player receives in a game (R3): 3 or 4, validated once here so that
//! no game can be made with any other number.

use std::fmt;

/// Sets per player (R3): a "3-round" or a "4-round" game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rounds {
    /// Three sets per player: built-ins 7–12 and custom positions by default (R3).
    Three,
    /// Four sets per player: built-ins 1–6 by default (R3).
    Four,
}

/// A number of rounds other than 3 or 4 (R3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a game has 3 or 4 sets per player, not {0}")]
pub struct BadRounds(pub u64);

impl Rounds {
    /// Both choices, in the order the new-game screen offers them.
    pub const ALL: [Rounds; 2] = [Rounds::Three, Rounds::Four];

    /// The number of sets per player: 3 or 4.
    pub const fn count(self) -> u8 {
        match self {
            Rounds::Three => 3,
            Rounds::Four => 4,
        }
    }

    /// The choice for `count` sets per player, refused unless 3 or 4 (R3).
    pub fn new(count: u64) -> Result<Rounds, BadRounds> {
        match count {
            3 => Ok(Rounds::Three),
            4 => Ok(Rounds::Four),
            other => Err(BadRounds(other)),
        }
    }
}

impl TryFrom<u8> for Rounds {
    type Error = BadRounds;

    fn try_from(count: u8) -> Result<Rounds, BadRounds> {
        Rounds::new(count.into())
    }
}

impl fmt::Display for Rounds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.count())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r3_only_three_or_four_sets_make_a_game() {
        assert_eq!(Rounds::try_from(3), Ok(Rounds::Three));
        assert_eq!(Rounds::try_from(4), Ok(Rounds::Four));
        for bad in [0u8, 1, 2, 5, 7, 255] {
            assert_eq!(Rounds::try_from(bad), Err(BadRounds(bad.into())));
        }
        assert_eq!(Rounds::ALL.map(Rounds::count), [3, 4]);
    }
}
