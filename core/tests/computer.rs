//! The computer opponent against the rules (issue 11): every turn it gives is legal on random
//! games of all 12 built-in positions, the same seed gives the same turn, a cancel is answered
//! at once, deadlines are kept, and a small deterministic tournament shows the levels in order.
//!
//! Every loop that plays a game is bounded by `Game::stones_to_place` (each turn here keeps its
//! stone) and fails with a message past it; proptest shrinking is bounded in time.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

use dl_core::computer::{
    candidate_turns, play_policy_game, BridgeStyle, Computer, ComputerTurn, Level, Limits,
    Settings, PROGRESS_DONE,
};
use dl_core::playout::play_random_turn;
use dl_core::{builtin, Action, CellKind, Game, Player, Winner};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::SeedableRng;

fn new_game(number: u8) -> Game {
    let position = builtin(number).expect("a built-in position");
    Game::new(Arc::new(position.clone()), position.default_rounds())
}

/// A game on built-in `number` after `turns` turns of the reference policy (fewer if it ends).
fn random_game(number: u8, turns: u32, seed: u64) -> Game {
    let mut game = new_game(number);
    let mut rng = SmallRng::seed_from_u64(seed);
    let longest = game.stones_to_place();
    for played in 0..turns {
        assert!(played <= longest, "a random game ran past {longest} turns");
        if !play_random_turn(&mut game, &mut rng, 1.0) {
            break;
        }
    }
    game
}

/// The stones on the board.
fn stones_on_board(game: &Game) -> usize {
    let board = game.board();
    game.position()
        .cells()
        .filter(|&cell| board.stone(cell).is_some())
        .count()
}

/// Asks `computer` for a turn and plays it, checking it against the rules: every action
/// accepted (R4–R6), the turn ended, no dot stone taken back (R4.3). Returns the turn.
fn play_checked(computer: &mut Computer, game: &mut Game, limits: Limits) -> ComputerTurn {
    let (stop, progress) = (AtomicBool::new(false), AtomicU32::new(0));
    let mover = game.to_move();
    let stones_before = stones_on_board(game);
    let bridges_before = game.board().bridges().len();
    let turn = computer
        .think(game, limits, &stop, &progress)
        .expect("a turn while the game is not over");
    assert_eq!(progress.load(Ordering::Relaxed), PROGRESS_DONE);
    assert_eq!(computer.last_stats().overlong_playouts, 0);
    let actions_before = game.action_count();
    for action in turn.actions() {
        game.apply(action)
            .unwrap_or_else(|r| panic!("{mover} computer's {action:?} refused: {r}"));
    }
    let ended = game.actions()[actions_before..].last().copied();
    assert_eq!(ended, Some(Action::EndTurn));
    assert_eq!(game.turn_stone(), None, "the turn is over (R4.4)");
    assert_eq!(
        game.board().stone(turn.cell),
        Some(turn.color),
        "R4.3: the stone stays"
    );
    assert_eq!(stones_on_board(game), stones_before + 1);
    assert_eq!(
        game.board().bridges().len(),
        bridges_before + turn.bridges.len()
    );
    if game.position().kind(turn.cell) == CellKind::Dot {
        assert!(!turn.bridges.is_empty(), "R4.3: a dot stone keeps a bridge");
    }
    turn
}

fn level_limits(level: Level) -> Limits {
    match level {
        Level::Easy => Limits::default(),
        Level::Medium => Limits::iterations(6),
        Level::Hard => Limits::iterations(6),
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 36,
        max_shrink_iters: 64,
        max_shrink_time: 20_000,
        ..ProptestConfig::default()
    })]

    /// R4–R6: on random games of every built-in position, every level's turn is accepted by
    /// the rules action by action, ends the turn and keeps its stone (R4.3).
    #[test]
    fn r4_r6_every_computer_turn_is_legal(
        number in 1u8..=12,
        turns in 0u32..90,
        seed in any::<u64>(),
        level in prop::sample::select(Level::ALL.to_vec()),
    ) {
        let mut game = random_game(number, turns, seed);
        prop_assume!(!game.is_over());
        let mut computer = Computer::new(level, seed);
        play_checked(&mut computer, &mut game, level_limits(level));
    }
}

/// R4–R6, R8: whole games of computer turns on every built-in position, every turn checked
/// (the easy level looking at 12 candidates a turn, to keep the test short).
#[test]
fn r4_r8_whole_games_of_computer_turns_are_legal_on_every_builtin_position() {
    for number in 1..=12u8 {
        let mut game = new_game(number);
        let mut computers = [1, 2].map(|salt| Computer::new(Level::Easy, u64::from(number) * salt));
        let longest = game.stones_to_place();
        let mut turns = 0;
        while !game.is_over() {
            turns += 1;
            assert!(turns <= longest, "position {number}: past {longest} turns");
            let side = game.to_move().index();
            play_checked(&mut computers[side], &mut game, Limits::iterations(12));
        }
        assert!(game.winner().is_some());
    }
}

/// The computer has nothing to say once the game is over (R8) or within a turn.
#[test]
fn r8_no_turn_once_the_game_is_over_or_a_stone_is_placed() {
    let (stop, progress) = (AtomicBool::new(false), AtomicU32::new(0));
    let game = random_game(11, 400, 3);
    assert!(game.is_over());
    let mut computer = Computer::new(Level::Hard, 1);
    assert_eq!(
        computer.think(&game, Limits::iterations(4), &stop, &progress),
        None
    );
    let mut game = new_game(11);
    let turn = &candidate_turns(&game, BridgeStyle::Chosen)[0];
    game.place(turn.cell, turn.color).unwrap();
    assert_eq!(
        computer.think(&game, Limits::iterations(4), &stop, &progress),
        None
    );
}

/// Bounded by iterations, a fresh computer with the same seed gives the same turn, at every
/// level, and another seed may not.
#[test]
fn the_same_seed_gives_the_same_turn() {
    let (stop, progress) = (AtomicBool::new(false), AtomicU32::new(0));
    for (number, turns) in [(6, 0), (3, 30), (10, 50)] {
        let game = random_game(number, turns, 5);
        for level in Level::ALL {
            let limits = Limits::iterations(40);
            let first = Computer::new(level, 99).think(&game, limits, &stop, &progress);
            let again = Computer::new(level, 99).think(&game, limits, &stop, &progress);
            assert!(first.is_some());
            assert_eq!(first, again, "{level:?} on position {number}");
        }
    }
}

/// A turn asked for from a background thread is cancelled from another one: the answer (the
/// best turn so far, legal) comes within 10 ms of raising the stop flag. The machine is shared,
/// so the median of several cancels is held to 10 ms and each one to 50 ms. The search runs on
/// one thread here; several threads are held to 50 ms by the unit test
/// `one_thread_or_several_answer_a_cancel_within_50_ms` (on two shared cores each thread waits
/// for a core to see the flag).
#[test]
fn a_cancel_is_answered_within_10_ms_with_a_legal_turn() {
    let mut delays = Vec::new();
    for (k, level) in [
        Level::Hard,
        Level::Medium,
        Level::Hard,
        Level::Easy,
        Level::Hard,
    ]
    .into_iter()
    .enumerate()
    {
        let game = random_game(6, 10 * k as u32, k as u64);
        let stop = Arc::new(AtomicBool::new(false));
        let progress = Arc::new(AtomicU32::new(0));
        let thinker = {
            let (game, stop, progress) = (game.clone(), stop.clone(), progress.clone());
            thread::spawn(move || {
                let settings = Settings {
                    threads: 1,
                    ..Settings::for_level(level)
                };
                let mut computer = Computer::with_settings(settings, 7);
                let limits = Limits::time(Duration::from_secs(30));
                let turn = computer.think(&game, limits, &stop, &progress);
                (turn, Instant::now())
            })
        };
        thread::sleep(Duration::from_millis(20 + 15 * k as u64));
        let raised = Instant::now();
        stop.store(true, Ordering::Relaxed);
        let (turn, answered) = thinker.join().expect("the thinking thread");
        delays.push(answered.saturating_duration_since(raised));
        let turn = turn.expect("the best turn so far");
        let mut game = game;
        turn.play(&mut game).expect("a legal turn");
    }
    delays.sort();
    assert!(delays[2] <= Duration::from_millis(10), "{delays:?}");
    assert!(delays[4] <= Duration::from_millis(50), "{delays:?}");
}

/// Without limits each level keeps its own time budget (easy 50 ms, medium 300 ms, hard 1 s),
/// here at the start of the largest built-in position (6, E M 3 W, 4 rounds), where turns
/// have the most candidates and the longest playouts; an explicit deadline is kept the same
/// way. The slack covers the last iteration and a shared machine running other builds (a
/// 43 ms overrun of hard's second was seen with three compilers beside it).
#[test]
fn deadlines_and_the_levels_own_budgets_are_kept_on_the_largest_position() {
    let (stop, progress) = (AtomicBool::new(false), AtomicU32::new(0));
    let game = new_game(6);
    let slack = Duration::from_millis(100);
    for level in Level::ALL {
        let budget = Settings::for_level(level).time_budget;
        let started = Instant::now();
        let turn = Computer::new(level, 3).think(&game, Limits::default(), &stop, &progress);
        let took = started.elapsed();
        assert!(turn.is_some());
        assert!(took <= budget + slack, "{level:?} took {took:?}");
        let started = Instant::now();
        let turn = Computer::new(level, 3).think(
            &game,
            Limits::time(Duration::from_millis(30)),
            &stop,
            &progress,
        );
        assert!(turn.is_some());
        assert!(
            started.elapsed() <= Duration::from_millis(30) + slack,
            "{level:?}"
        );
    }
}

/// A deadline already past (the app went to the background before the thread started) still
/// gives a legal turn, the best the first look found, at once.
#[test]
fn a_deadline_already_past_gives_a_legal_turn_at_once() {
    let (stop, progress) = (AtomicBool::new(false), AtomicU32::new(0));
    for (number, turns) in [(6, 0), (6, 40), (12, 20)] {
        let game = random_game(number, turns, 8);
        for level in Level::ALL {
            let started = Instant::now();
            let limits = Limits {
                deadline: Some(started),
                max_iterations: None,
            };
            let turn = Computer::new(level, 1)
                .think(&game, limits, &stop, &progress)
                .expect("a turn");
            assert!(started.elapsed() < Duration::from_millis(100), "{level:?}");
            turn.play(&mut game.clone()).expect("a legal turn");
        }
    }
}

/// R3: a new game has 2 players × rounds × 12 stones to place; each turn that keeps its stone
/// places one of them, and a whole policy game ends within that many turns.
#[test]
fn r3_stones_to_place_bound_every_game() {
    for number in [1u8, 7] {
        let mut game = new_game(number);
        let rounds = u32::from(game.rounds().count());
        assert_eq!(game.stones_to_place(), 2 * rounds * 12);
        let mut rng = SmallRng::seed_from_u64(u64::from(number));
        let before = game.stones_to_place();
        assert!(play_random_turn(&mut game, &mut rng, 1.0));
        assert_eq!(game.stones_to_place(), before - 1);
        let turns = play_policy_game(&mut game, &mut rng).expect("a bounded game");
        assert!(game.is_over());
        assert!(turns < before);
    }
}

/// The points of `settings` within `limits` against the uniform reference policy over
/// `games` games on the 3-round built-ins 7 and 12, sides swapped every other game.
fn points_against_random(settings: Settings, limits: Limits, games: u64) -> f64 {
    let mut points = 0.0;
    for g in 0..games {
        let mut game = new_game([7, 12][(g / 2 % 2) as usize]);
        let side = if g % 2 == 0 {
            Player::Blue
        } else {
            Player::Yellow
        };
        let mut computer = Computer::with_settings(settings, g);
        let mut rng = SmallRng::seed_from_u64(g);
        let longest = game.stones_to_place();
        for turns in 0.. {
            if game.is_over() {
                break;
            }
            assert!(turns < longest, "a game ran past {longest} turns");
            if game.to_move() == side {
                play_checked(&mut computer, &mut game, limits);
            } else {
                assert!(play_random_turn(&mut game, &mut rng, 1.0));
            }
        }
        points += match game.winner() {
            Some(Winner::Player(p)) if p == side => 1.0,
            Some(Winner::Draw) => 0.5,
            _ => 0.0,
        };
    }
    points
}

/// The strength table in small, deterministic (the full one is `examples/strength.rs`): every
/// level, on a small budget, beats the uniform random player in every game.
#[test]
fn smoke_strength_every_level_beats_the_random_player() {
    for (level, limits, games) in [
        (Level::Easy, Limits::default(), 4),
        (Level::Medium, Limits::iterations(8), 2),
        (Level::Hard, Limits::iterations(8), 2),
    ] {
        let points = points_against_random(Settings::for_level(level), limits, games);
        assert_eq!(points, games as f64, "{level:?} against random");
    }
}
