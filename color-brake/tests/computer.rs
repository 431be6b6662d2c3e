//! The computer opponent (issue 15): it plays only legal actions, finishes every game within
//! the longest possible length, never uses what it cannot see (C2, C7), and beats random play.

use dl_color_brake::computer::choose_action;
use dl_color_brake::playout::random_action;
use dl_color_brake::{Game, GameLength, Seat, Winner};
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// Plays a game with `one` choosing for seat One and `two` for seat Two; every action must be
/// accepted and the game must end within its longest possible length.
fn play_game(
    seed: u64,
    mut one: impl FnMut(&Game, &mut SmallRng) -> Option<dl_color_brake::Action>,
    mut two: impl FnMut(&Game, &mut SmallRng) -> Option<dl_color_brake::Action>,
) -> Game {
    let mut game = Game::new(seed, GameLength::rounds(2).unwrap());
    let mut rng = SmallRng::seed_from_u64(seed);
    let limit = game.length().max_actions();
    for _ in 0..=limit {
        if game.is_over() {
            return game;
        }
        let action = match game.to_move() {
            Some(Seat::Two) => two(&game, &mut rng),
            _ => one(&game, &mut rng),
        }
        .expect("a game not over has an action");
        game.apply(action)
            .unwrap_or_else(|e| panic!("{action} refused: {e}"));
    }
    panic!("seed {seed}: not over after {limit} actions, the longest possible game");
}

#[test]
fn the_computer_plays_legal_actions_to_the_end_of_the_game() {
    for seed in 0..4 {
        let game = play_game(seed, choose_action, choose_action);
        assert!(game.winner().is_some());
    }
}

#[test]
fn the_computer_never_uses_what_it_cannot_see() {
    let mut checked = 0;
    for seed in 0..12 {
        let mut game = Game::new(seed, GameLength::rounds(2).unwrap());
        let mut rng = SmallRng::seed_from_u64(seed);
        while let Some(action) = random_action(&game, &mut rng) {
            if let Some(me) = game.to_move() {
                let other = game.resampled(me, &mut rng);
                assert_ne!(
                    (other.round().hand(me.other()), other.round().pile()),
                    (game.round().hand(me.other()), game.round().pile()),
                    "the sample hides something else"
                );
                let choice = choose_action(&game, &mut SmallRng::seed_from_u64(checked));
                let same = choose_action(&other, &mut SmallRng::seed_from_u64(checked));
                assert_eq!(
                    choice, same,
                    "seed {seed}: the choice depends on hidden tokens"
                );
                checked += 1;
            }
            game.apply(action).unwrap();
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn the_computer_beats_random_play() {
    let games = 24;
    let mut computer_wins = 0;
    let mut totals = [0u32; 2];
    for seed in 0..games {
        let computer = if seed % 2 == 0 { Seat::One } else { Seat::Two };
        let game = if computer == Seat::One {
            play_game(seed, choose_action, random_action)
        } else {
            play_game(seed, random_action, choose_action)
        };
        let scores = game.scores();
        totals[0] += scores[computer.index()];
        totals[1] += scores[computer.other().index()];
        if game.winner() == Some(Winner::Seat(computer)) {
            computer_wins += 1;
        }
    }
    assert!(
        computer_wins >= games * 3 / 4,
        "the computer won {computer_wins} of {games} ({totals:?})"
    );
}
