//! The computer opponent is legal and better than random play: against the random policy it
//! wins most games, from either side (D5, D6).

use dl_discorder::computer::computer_action;
use dl_discorder::playout::random_action;
use dl_discorder::{Game, Player, Winner, MAX_ACTIONS};
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// Plays one game, the computer as `computer`, the random policy (peg share 0.2) as the other.
fn play(computer: Player, seed: u64) -> Game {
    let mut game = Game::new(Player::Yellow);
    let mut rng = SmallRng::seed_from_u64(seed);
    for _ in 0..MAX_ACTIONS {
        let action = if game.to_move() == computer {
            computer_action(&game, &mut rng)
        } else {
            random_action(&game, &mut rng, 0.2)
        };
        let Some(action) = action else {
            break;
        };
        game.apply(action)
            .expect("the computer and the policy offer legal actions");
    }
    assert!(
        game.is_over(),
        "seed {seed}: not over after {MAX_ACTIONS} actions"
    );
    game
}

#[test]
fn the_computer_beats_random_play_in_most_games() {
    let mut wins = 0;
    let games = 12;
    for seed in 0..games {
        let computer = if seed % 2 == 0 {
            Player::Yellow
        } else {
            Player::Black
        };
        let game = play(computer, seed);
        if game.winner() == Some(Winner::Player(computer)) {
            wins += 1;
        }
    }
    assert!(wins >= games * 3 / 4, "the computer won {wins} of {games}");
}
