//! The replay of a finished game against an independent oracle (R11): on random games of all
//! 12 built-in positions, every state the replay rebuilds by undoing is the game replayed
//! forward from its empty board through that many of its actions.

use std::sync::Arc;

use dl_app::replay::Replay;
use dl_app::store::LoadedGame;
use dl_core::game::Game;
use dl_core::playout::play_random_game;
use dl_core::session::Session;
use dl_core::{builtin, Rounds};
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
}
