//! Unit tests of the computer opponent on a small open position, and of its tree on a
//! built-in one.

use std::mem::size_of;
use std::sync::atomic::{AtomicBool, AtomicU32};
use std::sync::Arc;

use rand::rngs::SmallRng;
use rand::SeedableRng;

use super::evaluate::{best_reply_gain, evaluate_plan};
use super::mcts::{self, MAX_NODES};
use super::policy::{playout, Horizon};
use super::potential::{lines_touched, potential};
use super::rollout::Rollout;
use super::threats::{line_worth, threats};
use super::turn::{turns_in, Plan};
use super::*;
use crate::color::{Color, Loyalty, Player};
use crate::game::Action;
use crate::geometry::{Cell, Line};
use crate::position::builtin;
use crate::position_csv::read_positions;
use crate::rounds::Rounds;

/// A 9 × 6 grid: one region `A` over x 1–7, y 1–3, and a row of dots below it (y 4).
pub(super) fn open_game() -> Game {
    let csv = "position_id,position_name,row,c0,c1,c2,c3,c4,c5,c6,c7,c8\n\
               1,t,0,.,.,.,.,.,.,.,.,.\n\
               1,t,1,.,A,A,A,A,A,A,A,.\n\
               1,t,2,.,A,A,A,A,A,A,A,.\n\
               1,t,3,.,A,A,A,A,A,A,A,.\n\
               1,t,4,.,o,o,o,o,o,o,o,.\n";
    let position = read_positions(csv.as_bytes()).unwrap().remove(0);
    Game::new(Arc::new(position), Rounds::Three)
}

/// Turns placing each `color` on its `(x, y)` and forming no bridge.
pub(super) fn turns(game: &mut Game, stones: &[(u8, u8, Color)]) {
    for &(x, y, color) in stones {
        game.place(Cell::new(x, y), color).unwrap();
        game.end_turn().unwrap();
    }
}

fn line(a: (u8, u8), b: (u8, u8)) -> Line {
    Line::between(Cell::new(a.0, a.1), Cell::new(b.0, b.1)).unwrap()
}

/// Blue has blue (1,2) and purple (2,2), Yellow yellow (7,1) and (7,3); Blue to move. Each
/// can complete a 3-row whose inner stone claims region A: Blue on (3,2), Yellow on (7,2).
fn two_open_rows() -> Game {
    let mut game = open_game();
    turns(
        &mut game,
        &[
            (1, 2, Color::Blue),
            (7, 1, Color::Yellow),
            (2, 2, Color::Purple),
            (7, 3, Color::Yellow),
        ],
    );
    game
}

#[test]
fn r5_r7_threats_are_the_cells_completing_a_row_with_their_worth() {
    let game = two_open_rows();
    let blue = threats(&game, Player::Blue);
    assert_eq!(blue.len(), 1);
    assert_eq!(blue[0].cell, Cell::new(3, 2));
    // R5.3: not purple beside purple; R5.4: blue or green for Blue+.
    let expected = crate::color::ColorSet::of(&[Color::Blue, Color::Green]);
    assert_eq!(blue[0].colors.scoring, expected);
    assert!(blue[0].colors.red.is_empty());
    // R7: 1 for the 3-bridge, 1 for region A under its inner stone.
    assert_eq!(blue[0].best().1, 2);
    let yellow = threats(&game, Player::Yellow);
    assert_eq!(yellow.len(), 1);
    assert_eq!(yellow[0].cell, Cell::new(7, 2));
    assert_eq!(
        yellow[0].colors.scoring,
        crate::color::ColorSet::of(&[Color::Orange, Color::Green])
    );
}

#[test]
fn r6_r7_a_red_line_is_worth_the_points_it_cuts() {
    let mut game = two_open_rows();
    game.place(Cell::new(3, 2), Color::Blue).unwrap();
    game.bridge(Cell::new(1, 2), Cell::new(3, 2)).unwrap();
    game.end_turn().unwrap();
    // A red diagonal through the inner stone (2,2) would cut Blue's row (R6).
    let across = line((1, 1), (3, 3));
    assert_eq!(line_worth(&game, Player::Yellow, &across, Loyalty::Red), 1);
    assert_eq!(line_worth(&game, Player::Blue, &across, Loyalty::Red), -1);
    // Region A is Blue's now: a second Blue row there is worth its bridge point only.
    assert!(game.claims_region(Player::Blue, 0));
    let row = line((1, 3), (3, 3));
    assert_eq!(line_worth(&game, Player::Blue, &row, Loyalty::Blue), 1);
    assert_eq!(line_worth(&game, Player::Yellow, &row, Loyalty::Yellow), 2);
}

#[test]
fn r5_r6_rows_in_the_making_are_worth_more_the_fewer_stones_they_lack() {
    let mut game = two_open_rows();
    let row = line((1, 2), (3, 2));
    let four = line((1, 2), (4, 2));
    let lines = [row, four];
    // Blue lacks one stone on the 3-row and two on the 4-row; Yellow can use neither (R5.4).
    assert!((potential(&game, Player::Blue, &lines) - 0.4).abs() < 1e-6);
    assert_eq!(potential(&game, Player::Yellow, &lines), 0.0);
    let mut cash = Plan::new(Cell::new(3, 2), Color::Blue);
    cash.push_bridge(row);
    let touched = lines_touched(&game, &cash);
    assert!(touched.contains(&row) && touched.contains(&four));
    // A red diagonal across the row's inner stone would be blocked by the bridge (R6).
    assert!(touched.contains(&line((1, 1), (3, 3))));
    cash.apply(&mut game).unwrap();
    // Bridged, the 3-row is done; the 4-row would extend it (R5.5).
    assert_eq!(potential(&game, Player::Blue, &lines), 0.0);
}

#[test]
fn r7_the_evaluation_counts_the_reply_blocking_beats_cashing_beats_waiting() {
    let mut game = two_open_rows();
    assert_eq!(best_reply_gain(&mut game), 2);
    let before = game.clone();
    let mut cash = Plan::new(Cell::new(3, 2), Color::Blue);
    cash.push_bridge(line((1, 2), (3, 2)));
    let block = Plan::new(Cell::new(7, 2), Color::Blue);
    let wait = Plan::new(Cell::new(4, 3), Color::Red);
    let value = |game: &mut Game, plan: &Plan| evaluate_plan(game, plan).unwrap();
    let (cash, block, wait) = (
        value(&mut game, &cash),
        value(&mut game, &block),
        value(&mut game, &wait),
    );
    assert_eq!(game, before, "the evaluation leaves the game as it was");
    // Cashing: +2, Yellow cashes 2 back. Blocking: 0, nothing back, Blue's row still open.
    // Waiting: 0, Yellow cashes 2, Blue's row still open. Rows in the making move the values
    // by a few tenths (the block also spoils Yellow's rows through (7,2)).
    assert!(cash.abs() < 0.5, "{cash}");
    assert!(block > cash && cash > wait, "{block} {cash} {wait}");
    assert!((2.0..3.0).contains(&(block - wait)), "{wait} {block}");
    // A plan the rules refuse has no value.
    let refused = Plan::new(Cell::new(0, 0), Color::Blue);
    assert_eq!(evaluate_plan(&mut game, &refused), None);
}

#[test]
fn r7_a_playout_cut_at_its_horizon_is_scored_by_the_margin_so_far() {
    let mut game = two_open_rows();
    game.place(Cell::new(3, 2), Color::Blue).unwrap();
    game.bridge(Cell::new(1, 2), Cell::new(3, 2)).unwrap();
    game.end_turn().unwrap();
    // Blue leads by the bridge and region A (R7): 2 points.
    assert_eq!(
        (
            game.score(Player::Blue).total(),
            game.score(Player::Yellow).total()
        ),
        (2, 0)
    );
    let stop = AtomicBool::new(false);
    let mut rollout = Rollout::new(game.position());
    let mut rng = SmallRng::seed_from_u64(1);
    let play = |game: &mut Game, rollout: &mut Rollout, rng: &mut SmallRng, horizon| {
        playout(game, rollout, rng, &stop, horizon)
            .unwrap()
            .unwrap()
    };

    let mut now = game.clone();
    let reward = play(&mut now, &mut rollout, &mut rng, Horizon::Turns(0));
    assert_eq!(now, game, "a horizon of no turn plays nothing");
    assert!(
        (reward - (0.5 + 0.5 * (2.0f32 / 3.0).tanh())).abs() < 1e-6,
        "{reward}"
    );

    for seed in 0..20 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut cut = game.clone();
        let reward = play(&mut cut, &mut rollout, &mut rng, Horizon::Turns(3));
        let ended = |g: &Game| {
            g.actions()
                .iter()
                .filter(|a| **a == Action::EndTurn)
                .count()
        };
        assert_eq!(
            ended(&cut) - ended(&game),
            3,
            "three turns, then the estimate"
        );
        assert!(!cut.is_over() && reward > 0.0 && reward < 1.0, "{reward}");
        let margin = i64::from(cut.score(Player::Blue).total())
            - i64::from(cut.score(Player::Yellow).total());
        assert_eq!(reward > 0.5, margin > 0, "margin {margin}, reward {reward}");

        let mut whole = game.clone();
        let reward = play(&mut whole, &mut rollout, &mut rng, Horizon::End);
        assert!(whole.is_over(), "a playout without a horizon ends the game");
        assert!([0.0, 0.5, 1.0].contains(&reward), "{reward}");
    }
}

#[test]
fn the_playout_policy_completes_the_row_worth_most_most_of_the_time() {
    let game = two_open_rows();
    let mut completed = 0;
    for seed in 0..100 {
        let mut g = game.clone();
        let mut rng = SmallRng::seed_from_u64(seed);
        assert!(play_policy_turn(&mut g, &mut rng));
        completed += usize::from(g.score(Player::Blue).total() == 2);
    }
    assert!(completed >= 80, "{completed} of 100");
}

#[test]
fn r11_a_refused_turn_leaves_the_game_as_it_was() {
    let mut game = two_open_rows();
    let before = game.clone();
    let turn = ComputerTurn {
        color: Color::Blue,
        cell: Cell::new(3, 2),
        bridges: vec![
            (Cell::new(1, 2), Cell::new(3, 2)),
            (Cell::new(3, 1), Cell::new(3, 3)),
        ],
    };
    assert_eq!(
        turn.play(&mut game),
        Err(crate::rules::Refusal::EmptyCellInRow(Cell::new(3, 1)))
    );
    assert_eq!(game, before);
    let turn = ComputerTurn {
        bridges: vec![(Cell::new(1, 2), Cell::new(3, 2))],
        ..turn
    };
    let ended = turn.play(&mut game).unwrap();
    assert_eq!(ended.to_move, Player::Yellow);
    assert_eq!(game.actions()[before.action_count()..], turn.actions()[..]);
}

#[test]
fn turns_are_read_back_from_actions_whatever_the_order_of_their_bridges() {
    let mut a = Plan::new(Cell::new(3, 2), Color::Purple);
    a.push_bridge(line((1, 2), (3, 2)));
    a.push_bridge(line((3, 2), (3, 4)));
    let mut b = Plan::new(Cell::new(3, 2), Color::Purple);
    b.push_bridge(line((3, 2), (3, 4)));
    b.push_bridge(line((1, 2), (3, 2)));
    assert!(a.same_turn(&b));
    assert!(!a.same_turn(&Plan::new(Cell::new(3, 2), Color::Purple)));
    let mut actions = a.to_turn().actions();
    actions.extend(Plan::new(Cell::new(5, 1), Color::Red).to_turn().actions());
    let read = turns_in(&actions).unwrap();
    assert_eq!(read.len(), 2);
    assert!(read[0].same_turn(&a));
    assert_eq!(turns_in(&actions[..2]), None, "an unfinished turn");
    assert_eq!(turns_in(&[Action::AgreeEnd]), None);
}

#[test]
fn levels_are_named_and_the_computer_goes_to_other_threads() {
    for level in Level::ALL {
        assert_eq!(Level::from_name(level.name()), Some(level));
    }
    assert_eq!(Level::from_name("expert"), None);
    fn send_and_sync<T: Send + Sync>() {}
    send_and_sync::<Computer>();
}

/// The tree is bounded: at most [`MAX_NODES`] nodes of at most 32 edges below the root, under
/// 64 MB with the root's edges; a search reports what it holds.
#[test]
fn the_tree_stays_within_64_mb() {
    let (node, edge) = mcts::sizes();
    let bound = MAX_NODES * (node + mcts::MAX_EDGES * edge);
    // The root holds every candidate: at most 625 cells × 6 colours × a few bridge choices.
    let root = 625 * 6 * 4 * edge;
    assert!(bound + root < 64 << 20, "{bound} + {root} bytes");
    let game = Game::new(Arc::new(builtin(6).unwrap().clone()), Rounds::Four);
    let mut computer = one_thread(1);
    let (stop, progress) = (AtomicBool::new(false), AtomicU32::new(0));
    computer.think(&game, Limits::iterations(60), &stop, &progress);
    let stats = computer.last_stats();
    assert!(stats.tree_nodes > 1 && stats.tree_nodes <= 61, "{stats:?}");
    assert!(stats.tree_bytes > stats.candidates * edge, "{stats:?}");
    assert!(size_of::<Plan>() <= 40);
}

/// The hard level keeps its tree: right after its turn (a hint for the other player) and
/// after its turn and the reply it expected most, the next search starts from the visits
/// already made there.
#[test]
fn the_hard_level_reuses_its_tree_after_its_turn_and_the_expected_reply() {
    let mut game = Game::new(Arc::new(builtin(7).unwrap().clone()), Rounds::Three);
    let mut computer = one_thread(4);
    let (stop, progress) = (AtomicBool::new(false), AtomicU32::new(0));
    let first = computer
        .think(&game, Limits::iterations(1500), &stop, &progress)
        .unwrap();
    assert_eq!(computer.last_stats().reused_visits, 0);
    first.play(&mut game).unwrap();
    let reply = {
        let tree = &computer.trees[0];
        tree.most_visited_reply(&first)
            .expect("a reply in the tree")
    };
    let mut hint = computer.clone();
    hint.think(&game, Limits::iterations(20), &stop, &progress);
    assert!(
        hint.last_stats().reused_visits > 0,
        "{:?}",
        hint.last_stats()
    );
    reply.apply(&mut game).unwrap();
    computer.think(&game, Limits::iterations(20), &stop, &progress);
    assert!(
        computer.last_stats().reused_visits > 0,
        "{:?}",
        computer.last_stats()
    );
    // Another game leaves the tree: the next search starts afresh.
    let other = Game::new(Arc::new(builtin(12).unwrap().clone()), Rounds::Three);
    computer.think(&other, Limits::iterations(20), &stop, &progress);
    assert_eq!(computer.last_stats().reused_visits, 0);
}

/// A hard computer searching on one thread.
fn one_thread(seed: u64) -> Computer {
    Computer::with_settings(
        Settings {
            threads: 1,
            ..Settings::for_level(Level::Hard)
        },
        seed,
    )
}

/// R11: after the player's undo back to a turn start the tree holds (the computer's own turn
/// undone with the player's), the next search starts from the visits already made there, and
/// so it does forward again; another game starts afresh.
#[test]
fn r11_the_hard_level_reuses_its_tree_across_an_undo() {
    let mut game = Game::new(Arc::new(builtin(7).unwrap().clone()), Rounds::Three);
    let mut computer = one_thread(8);
    let (stop, progress) = (AtomicBool::new(false), AtomicU32::new(0));
    let start = game.clone();
    let first = computer
        .think(&game, Limits::iterations(1500), &stop, &progress)
        .unwrap();
    first.play(&mut game).unwrap();
    let reply = computer.trees[0].most_visited_reply(&first).unwrap();
    reply.apply(&mut game).unwrap();
    computer.think(&game, Limits::iterations(100), &stop, &progress);
    let at_reply = computer.last_stats();
    assert!(at_reply.reused_visits > 0, "{at_reply:?}");
    // The player undoes their reply with the computer's turn: back at the start.
    computer.think(&start, Limits::iterations(20), &stop, &progress);
    let back = computer.last_stats();
    assert!(back.reused_visits >= 1500, "{back:?}");
    assert!(
        back.tree_nodes >= at_reply.tree_nodes,
        "{back:?} {at_reply:?}"
    );
    // And forward again to the reply: its node is still there.
    computer.think(&game, Limits::iterations(20), &stop, &progress);
    assert!(
        computer.last_stats().reused_visits > at_reply.reused_visits,
        "{:?}",
        computer.last_stats()
    );
    // A game that never passed through the tree's first turn start: afresh.
    let other = Game::new(Arc::new(builtin(12).unwrap().clone()), Rounds::Three);
    computer.think(&other, Limits::iterations(20), &stop, &progress);
    assert_eq!(computer.last_stats().reused_visits, 0);
}

/// The deterministic mode: a seed and an iteration budget give the same turn, on one thread
/// and on several (each thread's share of the iterations and its random stream are fixed), for
/// a fresh computer and for one that has thought about the same games before in the same
/// order; the threads share the iterations out.
#[test]
fn a_seed_and_an_iteration_budget_give_the_same_turn_on_one_thread_or_several() {
    let game = Game::new(Arc::new(builtin(12).unwrap().clone()), Rounds::Three);
    let (stop, progress) = (AtomicBool::new(false), AtomicU32::new(0));
    for threads in [1, 3] {
        let settings = Settings {
            threads,
            ..Settings::for_level(Level::Hard)
        };
        let run = || {
            let mut computer = Computer::with_settings(settings, 21);
            let mut game = game.clone();
            let mut turns = Vec::new();
            for _ in 0..3 {
                let turn = computer
                    .think(&game, Limits::iterations(90), &stop, &progress)
                    .unwrap();
                assert_eq!(computer.last_stats().iterations, 90);
                turn.play(&mut game).unwrap();
                turns.push(turn);
            }
            turns
        };
        assert_eq!(run(), run(), "{threads} threads");
    }
}

/// One thread and several (more than this machine's cores) answer a cancel with the best turn
/// so far, legal, within 50 ms of the stop flag (issue 24): the median of five cancels, so that
/// one cancel delayed by the scheduler of a loaded shared machine does not decide; none may
/// take more than 250 ms.
#[test]
fn one_thread_or_several_answer_a_cancel_within_50_ms() {
    for threads in [1, 4] {
        let mut delays = Vec::new();
        for k in 0..5u64 {
            let game = Game::new(Arc::new(builtin(6).unwrap().clone()), Rounds::Four);
            let stop = Arc::new(AtomicBool::new(false));
            let progress = Arc::new(AtomicU32::new(0));
            let thinker = {
                let (game, stop, progress) = (game.clone(), stop.clone(), progress.clone());
                std::thread::spawn(move || {
                    let settings = Settings {
                        threads,
                        ..Settings::for_level(Level::Hard)
                    };
                    let limits = Limits::time(std::time::Duration::from_secs(30));
                    let turn =
                        Computer::with_settings(settings, k).think(&game, limits, &stop, &progress);
                    (turn, std::time::Instant::now())
                })
            };
            std::thread::sleep(std::time::Duration::from_millis(150 + 20 * k));
            let raised = std::time::Instant::now();
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
            let (turn, answered) = thinker.join().expect("the thinking thread");
            delays.push(answered.saturating_duration_since(raised));
            let mut game = game;
            turn.expect("the best turn so far")
                .play(&mut game)
                .expect("a legal turn");
        }
        delays.sort();
        assert!(
            delays[2] <= std::time::Duration::from_millis(50),
            "{threads} threads, median: {delays:?}"
        );
        assert!(
            delays[4] <= std::time::Duration::from_millis(250),
            "{threads} threads, slowest: {delays:?}"
        );
    }
}
