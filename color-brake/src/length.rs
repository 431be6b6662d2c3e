//! How long a game lasts (C2): an even number of rounds, or a target score reached once the
//! players have held A equally often.

/// Most rounds a game of a fixed number of rounds may have.
pub const MAX_ROUNDS: u16 = 20;
/// Highest target score a game may be played to.
pub const MAX_TARGET: u32 = 50;
/// Most actions one round can take: every cell by a neutral and a choice (C6.1), the two Tank
/// moments (C6.2), and going on to the next round.
pub const MAX_ACTIONS_PER_ROUND: usize = 2 * crate::board::CELL_COUNT + 2 + 1;

/// Why a game length was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum LengthError {
    /// The number of rounds is odd, zero or above [`MAX_ROUNDS`] (C2).
    #[error("a game has an even number of rounds from 2 to {MAX_ROUNDS}, not {0}")]
    BadRounds(u16),
    /// The target is zero or above [`MAX_TARGET`].
    #[error("a target score is from 1 to {MAX_TARGET}, not {0}")]
    BadTarget(u32),
}

impl LengthError {
    /// A stable code.
    pub fn code(&self) -> &'static str {
        match self {
            LengthError::BadRounds(_) => "length_bad_rounds",
            LengthError::BadTarget(_) => "length_bad_target",
        }
    }
}

/// A game's length, chosen at the start (C2). Built only through its checked constructors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameLength {
    /// This many rounds, even (C2).
    Rounds(u16),
    /// Until a player reaches this total after an even number of rounds (C2, reading).
    Target(u32),
}

impl GameLength {
    /// `rounds` rounds: even, 2 to [`MAX_ROUNDS`] (C2).
    pub fn rounds(rounds: u16) -> Result<GameLength, LengthError> {
        if rounds == 0 || rounds % 2 == 1 || rounds > MAX_ROUNDS {
            return Err(LengthError::BadRounds(rounds));
        }
        Ok(GameLength::Rounds(rounds))
    }

    /// Played to `target` points, 1 to [`MAX_TARGET`] (C2).
    pub fn target(target: u32) -> Result<GameLength, LengthError> {
        if target == 0 || target > MAX_TARGET {
            return Err(LengthError::BadTarget(target));
        }
        Ok(GameLength::Target(target))
    }

    /// Whether the game is over once round `round` (1-based) has ended with these totals (C2):
    /// after the last round; or, to a target, after the first round at which a player has
    /// reached it and both have held A equally often (an even number of rounds).
    pub fn is_over(&self, round: u16, totals: [u32; 2]) -> bool {
        match *self {
            GameLength::Rounds(n) => round >= n,
            GameLength::Target(t) => round % 2 == 0 && totals.iter().any(|s| *s >= t),
        }
    }

    /// The most rounds the game can last. Every round gives someone at least one point (C5:
    /// the stuck cell counts, or 5 for the last cell), so after `2t` rounds one total is at
    /// least `t`.
    pub fn max_rounds(&self) -> u32 {
        match *self {
            GameLength::Rounds(n) => u32::from(n),
            GameLength::Target(t) => 2 * t,
        }
    }

    /// The most actions the game can take: a bound for every loop that plays it.
    pub fn max_actions(&self) -> usize {
        self.max_rounds() as usize * MAX_ACTIONS_PER_ROUND
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn c2_a_game_has_an_even_number_of_rounds() {
        assert_eq!(GameLength::rounds(2), Ok(GameLength::Rounds(2)));
        assert_eq!(GameLength::rounds(20), Ok(GameLength::Rounds(20)));
        for bad in [0, 1, 3, 7, 22] {
            assert_eq!(GameLength::rounds(bad), Err(LengthError::BadRounds(bad)));
        }
        assert!(!GameLength::Rounds(4).is_over(3, [100, 0]));
        assert!(GameLength::Rounds(4).is_over(4, [0, 0]));
    }

    #[test]
    fn c2_reading_a_target_game_ends_only_after_an_even_number_of_rounds() {
        let length = GameLength::target(10).unwrap();
        assert!(!length.is_over(1, [12, 0]));
        assert!(length.is_over(2, [12, 0]));
        assert!(length.is_over(2, [3, 10]));
        assert!(!length.is_over(2, [9, 9]));
        assert_eq!(GameLength::target(0), Err(LengthError::BadTarget(0)));
        assert_eq!(GameLength::target(51), Err(LengthError::BadTarget(51)));
    }
}
