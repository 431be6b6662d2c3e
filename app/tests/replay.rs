//! The replay of a finished game against an independent oracle (R11, D7, C7): on random games
//! of all 12 built-in positions, of Discorder and of Color Brake ABAB, every state the replay
//! rebuilds by undoing is the game played forward from its start through that many of its
//! actions.

use std::sync::Arc;

use dl_app::replay::Replay;
use dl_app::store::LoadedGame;
use dl_color_brake::session::{Mode, Session as ColorBrakeSession};
use dl_color_brake::{Game as ColorBrakeGame, GameLength};
use dl_core::game::Game;
use dl_core::playout::play_random_game;
use dl_core::session::Session;
use dl_core::{builtin, Rounds};
use dl_discorder::session::Session as DiscorderSession;
use dl_discorder::{Game as DiscorderGame, Player as DiscorderPlayer};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, max_shrink_iters: 50, ..ProptestConfig::default() })]

    /// R11: undoing a finished game step by step goes through exactly the states its actions
    /// led to, from the empty board to its end.
    #[test]
    fn r11_every_state_of_a_replay_is_the_game_replayed_forward(
        number in 1u8..=12,
        seed in any::<u64>(),
        bridge_share in 0.3f64..1.0,
    ) {
        let position = Arc::new(builtin(number).expect("a built-in").clone());
        let rounds = if number <= 6 { Rounds::Four } else { Rounds::Three };
        let mut game = Game::new(Arc::clone(&position), rounds);
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(seed);
        play_random_game(&mut game, &mut rng, bridge_share)
            .map_err(|e| TestCaseError::fail(format!("random play did not end: {e}")))?;
        let actions = game.actions();
        prop_assert!(game.is_over() && actions.len() > 20, "a whole game: {} actions", actions.len());
        let replay = Replay::of(&LoadedGame::DividedLoyalties(Box::new(Session::new(game))))
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(replay.len(), actions.len() + 1);
        let Replay::DividedLoyalties(states) = &replay else {
            return Err(TestCaseError::fail("a replay of Divided Loyalties"));
        };
        for (step, state) in states.iter().enumerate() {
            let forward = Game::replay(Arc::clone(&position), rounds, &actions[..step])
                .map_err(|(index, refusal)| {
                    TestCaseError::fail(format!("action {index} refused: {refusal:?}"))
                })?;
            prop_assert_eq!(state, &forward, "position {} step {}", number, step);
        }
    }

    /// D7: every state of a replay of Discorder is the game played forward from the empty board
    /// through that many of its actions (each with the pass that followed it).
    #[test]
    fn d7_every_state_of_a_replay_is_the_game_played_forward(
        yellow_first in any::<bool>(),
        seed in any::<u64>(),
        peg_share in 0.0f64..0.5,
    ) {
        let first = if yellow_first { DiscorderPlayer::Yellow } else { DiscorderPlayer::Black };
        let mut game = DiscorderGame::new(first);
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(seed);
        dl_discorder::playout::play_random_game(&mut game, &mut rng, peg_share)
            .map_err(|e| TestCaseError::fail(format!("random play did not end: {e:?}")))?;
        let actions = game.actions();
        let replay = Replay::of(&LoadedGame::Discorder(Box::new(DiscorderSession::new(game))))
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        let Replay::Discorder(states) = &replay else {
            return Err(TestCaseError::fail("a replay of Discorder"));
        };
        prop_assert_eq!(states.len(), actions.len() + 1);
        let mut forward = DiscorderGame::new(first);
        prop_assert_eq!(&states[0], &forward);
        for (step, action) in actions.iter().enumerate() {
            forward.apply(*action).map_err(|r| TestCaseError::fail(format!("{r:?}")))?;
            prop_assert_eq!(&states[step + 1], &forward, "step {}", step + 1);
        }
    }

    /// C7: every state of a replay of Color Brake ABAB is the game played forward from its
    /// first deal (the same seed) through that many of its actions.
    #[test]
    fn c7_every_state_of_a_replay_is_the_game_played_forward(seed in any::<u64>()) {
        let length = GameLength::rounds(2).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut game = ColorBrakeGame::new(seed, length);
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(seed);
        dl_color_brake::playout::play_random_game(&mut game, &mut rng)
            .map_err(|e| TestCaseError::fail(format!("random play did not end: {e:?}")))?;
        let actions = game.actions();
        let replay = Replay::of(&LoadedGame::ColorBrake(Box::new(ColorBrakeSession::new(
            game,
            Mode::PassAndPlay,
        ))))
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
        let Replay::ColorBrake(states) = &replay else {
            return Err(TestCaseError::fail("a replay of Color Brake ABAB"));
        };
        prop_assert_eq!(states.len(), actions.len() + 1);
        let mut forward = ColorBrakeGame::new(seed, length);
        prop_assert_eq!(&states[0], &forward);
        for (step, action) in actions.iter().enumerate() {
            forward.apply(*action).map_err(|r| TestCaseError::fail(format!("{r:?}")))?;
            prop_assert_eq!(&states[step + 1], &forward, "step {}", step + 1);
        }
    }
}
