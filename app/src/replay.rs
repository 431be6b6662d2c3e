//! A finished game shown move by move (SCREENS.md, Saved games: "finished games … can be
//! replayed"): every state the game went through, from its start (an empty board, or the
//! state it was imported in) to its end, for any of the three games of the collection. Each
//! state is rebuilt by undoing the game's own actions (R11, D7, C7), so a replay shows exactly
//! what the rules made of them; nothing is decided here.

use dl_color_brake::session::{Mode, Session as ColorBrakeSession};
use dl_core::session::Session as DlSession;
use dl_discorder::session::Session as DiscorderSession;

use crate::store::{GameRef, LoadedGame};

/// Every state of one game, its start first.
#[derive(Clone, Debug)]
pub enum Replay {
    /// Divided Loyalties: one state per action (placement, bridge, end of turn, agreement).
    DividedLoyalties(Vec<dl_core::game::Game>),
    /// Discorder: one state per action (a tile or a peg, with the pass that followed it).
    Discorder(Vec<dl_discorder::Game>),
    /// Color Brake ABAB: one state per action (a token, a Tank, the next round).
    ColorBrake(Vec<dl_color_brake::Game>),
}

/// Why a replay could not be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// Undoing the game did not reach its start within as many steps as it has actions: a
    /// state the rules cannot take back (never expected; reported rather than looping).
    #[error("the game could not be taken back to its start within {limit} undos")]
    Unwound {
        /// How many undos were tried.
        limit: usize,
    },
}

impl ReplayError {
    /// A stable code.
    pub fn code(&self) -> &'static str {
        match self {
            ReplayError::Unwound { .. } => "replay_unwound",
        }
    }
}

impl Replay {
    /// The states of `game`, from its start to where it is now.
    pub fn of(game: &LoadedGame) -> Result<Replay, ReplayError> {
        Ok(match game.as_ref() {
            GameRef::DividedLoyalties(s) => {
                let game = s.game();
                Replay::DividedLoyalties(unwind(game.clone(), game.action_count(), |g| {
                    g.undo().is_ok()
                })?)
            }
            GameRef::Discorder(s) => {
                let game = s.game();
                Replay::Discorder(unwind(game.clone(), game.action_count(), |g| {
                    g.undo().is_ok()
                })?)
            }
            GameRef::ColorBrake(s) => {
                let game = s.game();
                Replay::ColorBrake(unwind(game.clone(), game.action_count(), |g| {
                    g.undo().is_ok()
                })?)
            }
        })
    }

    /// How many states there are: the start and one after each action.
    pub fn len(&self) -> usize {
        match self {
            Replay::DividedLoyalties(states) => states.len(),
            Replay::Discorder(states) => states.len(),
            Replay::ColorBrake(states) => states.len(),
        }
    }

    /// Whether there is no state at all (never: a replay has at least its start).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The game at state `step` (0 the start, `len() - 1` the end) as a session to draw, or
    /// `None` past the end. A game of Color Brake ABAB comes as one for two players at the
    /// device between two turns: no hand is shown.
    pub fn at(&self, step: usize) -> Option<LoadedGame> {
        Some(match self {
            Replay::DividedLoyalties(states) => {
                LoadedGame::DividedLoyalties(Box::new(DlSession::new(states.get(step)?.clone())))
            }
            Replay::Discorder(states) => {
                LoadedGame::Discorder(Box::new(DiscorderSession::new(states.get(step)?.clone())))
            }
            Replay::ColorBrake(states) => LoadedGame::ColorBrake(Box::new(ColorBrakeSession::new(
                states.get(step)?.clone(),
                Mode::PassAndPlay,
            ))),
        })
    }
}

/// The states from `game`'s start to `game`, by undoing (`undo` says whether it took one
/// back) at most `actions` times — one more undo must find nothing left.
fn unwind<G: Clone>(
    mut game: G,
    actions: usize,
    mut undo: impl FnMut(&mut G) -> bool,
) -> Result<Vec<G>, ReplayError> {
    let mut states = vec![game.clone()];
    for _ in 0..actions {
        if !undo(&mut game) {
            break;
        }
        states.push(game.clone());
    }
    if undo(&mut game) {
        return Err(ReplayError::Unwound { limit: actions });
    }
    states.reverse();
    Ok(states)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use dl_color_brake::GameLength;
    use dl_discorder::Player as DiscorderPlayer;
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    use super::*;

    fn divided_loyalties(number: u8, seed: u64) -> dl_core::game::Game {
        let position = Arc::new(dl_core::builtin(number).expect("a built-in").clone());
        let mut game = dl_core::game::Game::new(position, dl_core::Rounds::Three);
        dl_core::playout::play_random_game(&mut game, &mut SmallRng::seed_from_u64(seed), 0.9)
            .expect("random play ends its games");
        game
    }

    /// R11: a finished game of Divided Loyalties replays from its empty board to its end, one
    /// state per action, each the game after that many actions.
    #[test]
    fn r11_a_finished_game_replays_from_its_start_to_its_end() {
        for number in [1, 7, 12] {
            let game = divided_loyalties(number, u64::from(number));
            assert!(game.is_over());
            let actions = game.actions();
            let replay = Replay::of(&LoadedGame::DividedLoyalties(Box::new(DlSession::new(
                game.clone(),
            ))))
            .expect("a replay");
            assert_eq!(replay.len(), actions.len() + 1);
            let Replay::DividedLoyalties(states) = &replay else {
                panic!("a replay of Divided Loyalties");
            };
            for (step, state) in states.iter().enumerate() {
                assert_eq!(state.actions(), actions[..step], "{number} step {step}");
            }
            assert_eq!(states.last(), Some(&game));
            assert!(replay.at(replay.len()).is_none());
            let Some(LoadedGame::DividedLoyalties(start)) = replay.at(0) else {
                panic!("the start as a session of Divided Loyalties");
            };
            assert!(start.view().stones.is_empty(), "{number}: the empty board");
        }
    }

    /// D7: a finished game of Discorder replays from its empty board, each state one undo
    /// (an action with the pass that followed it) before the next.
    #[test]
    fn d7_a_finished_game_of_discorder_replays_from_its_empty_board() {
        let mut game = dl_discorder::Game::new(DiscorderPlayer::Yellow);
        dl_discorder::playout::play_random_game(&mut game, &mut SmallRng::seed_from_u64(3), 0.2)
            .expect("random play ends its games");
        assert!(game.is_over());
        let replay = Replay::of(&LoadedGame::Discorder(Box::new(DiscorderSession::new(
            game.clone(),
        ))))
        .expect("a replay");
        let Replay::Discorder(states) = &replay else {
            panic!("a replay of Discorder");
        };
        assert_eq!(
            states.first(),
            Some(&dl_discorder::Game::new(DiscorderPlayer::Yellow))
        );
        assert_eq!(states.last(), Some(&game));
        assert!(states.len() > 56, "at least one state per tile");
        for pair in states.windows(2) {
            let mut later = pair[1].clone();
            assert!(later.undo().is_ok());
            assert_eq!(later, pair[0]);
        }
    }

    /// C7: a finished game of Color Brake ABAB replays from its first deal, one state per
    /// action, and each state is drawn without a hand.
    #[test]
    fn c7_a_finished_game_of_color_brake_replays_without_showing_a_hand() {
        let length = GameLength::rounds(2).expect("two rounds");
        let mut game = dl_color_brake::Game::new(11, length);
        dl_color_brake::playout::play_random_game(&mut game, &mut SmallRng::seed_from_u64(11))
            .expect("random play ends its games");
        let replay = Replay::of(&LoadedGame::ColorBrake(Box::new(ColorBrakeSession::new(
            game.clone(),
            Mode::PassAndPlay,
        ))))
        .expect("a replay");
        assert_eq!(replay.len(), game.action_count() + 1);
        let Replay::ColorBrake(states) = &replay else {
            panic!("a replay of Color Brake ABAB");
        };
        assert_eq!(states.first(), Some(&dl_color_brake::Game::new(11, length)));
        assert_eq!(states.last(), Some(&game));
        for step in 0..replay.len() {
            let Some(LoadedGame::ColorBrake(session)) = replay.at(step) else {
                panic!("a session of Color Brake ABAB at step {step}");
            };
            assert!(session.view().hand.is_none(), "step {step}: no hand shown");
        }
    }

    /// A game whose undo never runs out is reported, not unwound for ever.
    #[test]
    fn a_game_that_cannot_be_taken_back_to_its_start_is_reported() {
        let endless = unwind(0_u32, 3, |n| {
            *n += 1;
            true
        });
        assert_eq!(endless.unwrap_err(), ReplayError::Unwound { limit: 3 });
        let counted = unwind(3_u32, 5, |n| match n.checked_sub(1) {
            Some(less) => {
                *n = less;
                true
            }
            None => false,
        });
        assert_eq!(counted, Ok(vec![0, 1, 2, 3]));
    }
}
