//! The two players, Yellow and Black, and the choice of who begins (D1).

use std::fmt;

/// One of the two players (D1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// Yellow, listed first everywhere (arrays indexed by [`Player::index`]).
    Yellow,
    /// Black.
    Black,
}

impl Player {
    /// Both players, Yellow first.
    pub const BOTH: [Player; 2] = [Player::Yellow, Player::Black];

    /// The opponent.
    pub const fn other(self) -> Player {
        match self {
            Player::Yellow => Player::Black,
            Player::Black => Player::Yellow,
        }
    }

    /// Index in per-player arrays: Yellow 0, Black 1.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The player's lower-case English name, as written in saved games.
    pub const fn name(self) -> &'static str {
        match self {
            Player::Yellow => "yellow",
            Player::Black => "black",
        }
    }

    /// Parses a lower-case name (see [`Player::name`]).
    pub fn from_name(name: &str) -> Option<Player> {
        Player::BOTH.into_iter().find(|p| p.name() == name)
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Who begins, as chosen at the start of a game: "Yellow begins", "Black begins" or random
/// (D1, reading: the seed does not say).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Starter {
    /// Yellow moves first.
    Yellow,
    /// Black moves first.
    Black,
    /// A coin toss decides, from a seed the shell provides.
    Random,
}

impl Starter {
    /// The player who begins. `seed` decides [`Starter::Random`] (its lowest bit: even seeds
    /// give Yellow), so that the same seed always gives the same player; it is ignored
    /// otherwise.
    pub const fn resolve(self, seed: u64) -> Player {
        match self {
            Starter::Yellow => Player::Yellow,
            Starter::Black => Player::Black,
            Starter::Random => {
                if seed % 2 == 0 {
                    Player::Yellow
                } else {
                    Player::Black
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_other_is_an_involution() {
        for p in Player::BOTH {
            assert_eq!(Player::from_name(p.name()), Some(p));
            assert_eq!(p.other().other(), p);
            assert_ne!(p.other(), p);
            assert_eq!(Player::BOTH[p.index()], p);
        }
        assert_eq!(Player::from_name("Yellow"), None);
    }

    #[test]
    fn random_starter_gives_both_players_and_fixed_ones_ignore_the_seed() {
        assert_eq!(Starter::Random.resolve(0), Player::Yellow);
        assert_eq!(Starter::Random.resolve(1), Player::Black);
        for seed in [0, 1, 2, u64::MAX] {
            assert_eq!(Starter::Yellow.resolve(seed), Player::Yellow);
            assert_eq!(Starter::Black.resolve(seed), Player::Black);
        }
    }
}
