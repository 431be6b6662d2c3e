//! How long a game lasts (C2): an even number of rounds, or a target score reached once the
//! players have held A equally often.

/// Fewest rounds a game of a fixed number of rounds may have (C2: even, so that both players
/// hold A equally often).
pub const MIN_ROUNDS: u16 = 2;
/// Most rounds a game of a fixed number of rounds may have.
pub const MAX_ROUNDS: u16 = 20;
/// Lowest target score a game may be played to.
pub const MIN_TARGET: u32 = 1;
/// Highest target score a game may be played to.
pub const MAX_TARGET: u32 = 50;
/// The length a new game is offered with: four rounds, each player holding A twice (C2). A
/// choice of the apps, not a rule.
pub const DEFAULT_LENGTH: GameLength = GameLength::Rounds(4);
/// The target score offered when a player chooses to play to a target (C2). A choice of the
/// apps, not a rule.
pub const DEFAULT_TARGET: u32 = 20;
/// Most actions one round can take: every cell by a neutral and a choice (C6.1), the two Tank
/// moments (C6.2), and going on to the next round.
pub const MAX_ACTIONS_PER_ROUND: usize = 2 * crate::board::CELL_COUNT + 2 + 1;

/// Why a game length was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum LengthError {
    /// The number of rounds is odd, below [`MIN_ROUNDS`] or above [`MAX_ROUNDS`] (C2).
    #[error("a game has an even number of rounds from 2 to {MAX_ROUNDS}, not {0}")]
    BadRounds(u16),
    /// The target is below [`MIN_TARGET`] or above [`MAX_TARGET`].
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
    /// Every number of rounds a game may have, in increasing order (C2): the even numbers from
    /// [`MIN_ROUNDS`] to [`MAX_ROUNDS`]; exactly those [`GameLength::rounds`] accepts.
    pub fn round_choices() -> impl Iterator<Item = u16> {
        (MIN_ROUNDS..=MAX_ROUNDS).step_by(2)
    }

    /// `rounds` rounds: even, [`MIN_ROUNDS`] to [`MAX_ROUNDS`] (C2).
    pub fn rounds(rounds: u16) -> Result<GameLength, LengthError> {
        if rounds < MIN_ROUNDS || rounds % 2 == 1 || rounds > MAX_ROUNDS {
            return Err(LengthError::BadRounds(rounds));
        }
        Ok(GameLength::Rounds(rounds))
    }

    /// Played to `target` points, [`MIN_TARGET`] to [`MAX_TARGET`] (C2).
    pub fn target(target: u32) -> Result<GameLength, LengthError> {
        if !(MIN_TARGET..=MAX_TARGET).contains(&target) {
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

    /// C2, exhaustively up to past the largest: the round choices are exactly the numbers of
    /// rounds accepted, and the defaults are accepted lengths.
    #[test]
    fn c2_the_round_choices_are_exactly_the_accepted_numbers_of_rounds() {
        let choices: Vec<u16> = GameLength::round_choices().collect();
        assert_eq!(choices, [2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
        for rounds in 0..=MAX_ROUNDS + 2 {
            assert_eq!(
                GameLength::rounds(rounds).is_ok(),
                choices.contains(&rounds),
                "{rounds} rounds"
            );
        }
        assert_eq!(
            GameLength::rounds(u16::MAX),
            Err(LengthError::BadRounds(u16::MAX))
        );
        assert!(choices
            .iter()
            .any(|n| GameLength::Rounds(*n) == DEFAULT_LENGTH));
        assert_eq!(
            GameLength::target(DEFAULT_TARGET),
            Ok(GameLength::Target(DEFAULT_TARGET))
        );
        assert_eq!(
            GameLength::target(MIN_TARGET),
            Ok(GameLength::Target(MIN_TARGET))
        );
        assert_eq!(
            GameLength::target(MIN_TARGET - 1),
            Err(LengthError::BadTarget(0))
        );
    }
}
