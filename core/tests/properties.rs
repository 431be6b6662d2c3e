//! Property tests over random legal games on the 12 built-in positions (issue 2).
//!
//! A game is played with the reference policy of `dl_core::playout` (a random share of the
//! bridge attempts skipped), sometimes interrupted by a few undo steps or ended by agreement.
//! Skipped bridges let dot stones go back (R4.3), and a game where that goes on forever never
//! ends: after [`RETURNED_DOT_STONES`] of them the policy attempts every bridge, and the game
//! must then end within [`turn_limit`], or the test fails saying so (never hangs).
//! Its action list is then replayed one action at a time, and after every action:
//! - the running scores equal the scores recomputed from scratch (R7);
//! - no stone lies on an empty cell (R2, R4.1);
//! - for each player and colour: stones that player placed and that are still on the board,
//!   plus the supply, equal the sets received times the set's count (R3, R4.3);
//! - a bridge just formed was legal against the bridges before it, checked here with the
//!   literal geometry and the colours (R4.2, R5, R6), and cut exactly what it crosses;
//! - every automatic pass is of a player with no stones left or no legal placement, stated
//!   literally, a player who gets the turn without passing can place, and the game ends
//!   exactly when both supplies are empty or two passes came in a row (R4.4, R8).
//!
//! The oracles (`oracle/mod.rs`) restate the rules without the engine's helpers.
//!
//! The rule queries are checked against literal re-statements of the rules as well: at the
//! start of every turn the highlighted colours of every empty dot (R4.3) and the placement
//! targets, after every placement the legal bridges through the stone (R4.2, R5, R6).
//!
//! A last property checks that `playout`, which takes shortcuts for speed, plays exactly the
//! reference policy written out plainly.
//!
//! Finally the replay equals the game, the end state's cut marks are explained by the red
//! bridges, and undoing every action gives back `Game::new`.

use std::collections::HashMap;
use std::sync::Arc;

use dl_core::playout::{play_random_game, play_random_turn};
use dl_core::rules::lines_through;
use dl_core::{
    builtin, turn_limit, Action, Applied, Bridge, Cell, CellKind, Color, ColorSet, EndReason, Game,
    Line, Loyalty, PassReason, Player, Position, TurnEnded,
};

mod oracle;

/// Dot stones a test game may give back (R4.3) before its policy attempts every bridge.
const RETURNED_DOT_STONES: u32 = 40;
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// How a random game is played.
#[derive(Clone, Copy, Debug)]
struct Plan {
    position: u8,
    seed: u64,
    bridge_attempt_share: f64,
    /// After this many turns, undo this many actions (then finish the turn if one is open).
    undo: Option<(u32, usize)>,
    /// After this many turns, the players agree to end the game.
    agree_after: Option<u32>,
}

fn play(plan: &Plan) -> Game {
    let position = Arc::new(builtin(plan.position).unwrap().clone());
    let rounds = position.default_rounds();
    let mut game = Game::new(position, rounds);
    let mut rng = SmallRng::seed_from_u64(plan.seed);
    let limit = turn_limit(rounds, RETURNED_DOT_STONES);
    let mut turns = 0;
    let mut returned = 0;
    while !game.is_over() {
        assert!(
            game.turn_number() <= limit,
            "{plan:?}: the game did not end within {limit} turns ({returned} dot stones returned)"
        );
        if plan.agree_after == Some(turns) {
            game.agree_end().unwrap();
            break;
        }
        let share = if returned < RETURNED_DOT_STONES {
            plan.bridge_attempt_share
        } else {
            1.0
        };
        let stones = oracle::stone_count(&game);
        assert!(
            play_random_turn(&mut game, &mut rng, share),
            "the mover of a game that is not over can always place (R4.4)"
        );
        if oracle::stone_count(&game) == stones {
            returned += 1;
        }
        turns += 1;
        if let Some((at, steps)) = plan.undo {
            if at == turns {
                for _ in 0..steps {
                    if game.undo().is_err() {
                        break;
                    }
                }
                if game.turn_stone().is_some() {
                    game.end_turn().unwrap();
                }
            }
        }
    }
    game
}

/// Checks the bridge just formed (the last one) against the state before it.
fn check_new_bridge(before: &Game, after: &Game, mover: Player, cut: &[usize]) {
    let bridges = after.board().bridges();
    let new: &Bridge = bridges.last().unwrap();
    let earlier = before.board().bridges();
    assert_eq!(bridges.len(), earlier.len() + 1);
    assert_eq!(new.formed_by, mover);
    assert!(!new.cut);
    // R4.2: it holds this turn's stone.
    assert!(new.line.contains(before.turn_stone().unwrap()));
    // R5.2–R5.4: stones everywhere, neighbours differ, one set.
    let colors: Vec<Color> = new
        .line
        .cells()
        .map(|c| before.board().stone(c).unwrap())
        .collect();
    assert!(colors.windows(2).all(|w| w[0] != w[1]), "{colors:?}");
    assert!(new.kind == mover.loyalty() || new.kind == Loyalty::Red);
    assert!(
        colors
            .iter()
            .all(|c| oracle::set_colors(new.kind).contains(c)),
        "{colors:?}"
    );
    let mut expected_cuts = Vec::new();
    for (i, other) in earlier.iter().enumerate() {
        // R5.5: at most one shared stone with a non-cut bridge.
        if !other.cut {
            assert!(new.line.shared_cells(&other.line) <= 1);
        }
        // R6, literally.
        if new.line.conflicts_with(&other.line) {
            assert_eq!(new.kind, Loyalty::Red, "a scoring bridge crosses {i}");
            assert!(other.kind != Loyalty::Red && !other.cut, "red crosses {i}");
            expected_cuts.push(i);
        }
    }
    assert_eq!(cut, expected_cuts);
    for (i, (b, a)) in earlier.iter().zip(bridges).enumerate() {
        assert_eq!(
            a.cut,
            b.cut || expected_cuts.contains(&i),
            "cut mark of {i}"
        );
        assert_eq!((a.line, a.kind), (b.line, b.kind));
    }
}

/// R5.5 and R6 stated literally over every bridge on the board: the bridges a new `line` of
/// `kind` would cut, or `None` when it is refused.
fn literal_crossings(game: &Game, line: &Line, kind: Loyalty) -> Option<Vec<usize>> {
    let bridges = game.board().bridges();
    if bridges
        .iter()
        .any(|b| !b.cut && b.line.shared_cells(line) >= 2)
    {
        return None;
    }
    let mut cuts = Vec::new();
    for (i, b) in bridges.iter().enumerate() {
        if b.line.conflicts_with(line) {
            if kind != Loyalty::Red || b.kind == Loyalty::Red || b.cut {
                return None;
            }
            cuts.push(i);
        }
    }
    Some(cuts)
}

/// The bridge `mover` could form on `line` if `extra` (a cell and a colour) held a stone: its
/// kind and cuts, or `None` (R5.2–R5.6).
fn literal_bridge(
    game: &Game,
    mover: Player,
    line: &Line,
    extra: Option<(Cell, Color)>,
) -> Option<(Loyalty, Vec<usize>)> {
    let colors: Option<Vec<Color>> = line
        .cells()
        .map(|c| match extra {
            Some((cell, color)) if cell == c => Some(color),
            _ => game.board().stone(c),
        })
        .collect();
    let kind = oracle::row_kind(&colors?, mover)?;
    literal_crossings(game, line, kind).map(|cuts| (kind, cuts))
}

/// Whether `player` could place a stone of their supply anywhere, stated literally (R4.1,
/// R4.3): an empty region cell, or an empty dot with some colour of the supply that would make
/// a legal bridge of theirs through it.
fn literal_can_place(game: &Game, player: Player) -> bool {
    let supply = game.supply(player);
    let colors: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|c| supply[c.index()] > 0)
        .collect();
    let position = game.position();
    !colors.is_empty()
        && position.cells().any(|cell| {
            game.board().stone(cell).is_none()
                && match position.kind(cell) {
                    CellKind::Empty => false,
                    CellKind::Region(_) => true,
                    CellKind::Dot => colors.iter().any(|&color| {
                        lines_through(position, cell).any(|line| {
                            literal_bridge(game, player, &line, Some((cell, color))).is_some()
                        })
                    }),
                }
        })
}

/// After an end of turn: the passes, the player to move and the end (R4.4, R8), literally.
fn check_passes_and_end(after: &Game, ended: &TurnEnded) {
    let both_empty = Player::BOTH.iter().all(|p| after.supply_total(*p) == 0);
    assert_eq!(
        ended.game_over == Some(EndReason::AllStonesPlaced),
        both_empty,
        "R8: the game ends when both players have placed every stone"
    );
    assert_eq!(
        ended.game_over == Some(EndReason::NoOneCanPlace),
        ended.passes.len() == 2,
        "R8: two passes in a row end the game"
    );
    // No stone moves between the passes: each is judged on the board after the turn.
    for pass in &ended.passes {
        match pass.reason {
            PassReason::NoStonesLeft => assert_eq!(after.supply_total(pass.player), 0),
            PassReason::NoLegalPlacement => {
                assert!(after.supply_total(pass.player) > 0);
                assert!(
                    !literal_can_place(after, pass.player),
                    "R4.4: {} passed but can place",
                    pass.player
                );
            }
        }
    }
    if ended.game_over.is_none() {
        assert!(
            literal_can_place(after, after.to_move()),
            "R4.4: {} got the turn without a legal placement",
            after.to_move()
        );
    }
}

/// At the start of a turn: the dot colours (R4.3) and the placement targets agree with the
/// rules stated literally and with `check_placement`.
fn check_turn_start_queries(game: &Game) {
    let ctx = game.context();
    let position = game.position();
    let mut targets = Vec::new();
    for cell in position.cells() {
        if position.kind(cell) == CellKind::Dot && game.board().stone(cell).is_none() {
            let literal = Color::ALL
                .into_iter()
                .filter(|&color| {
                    lines_through(position, cell).any(|line| {
                        literal_bridge(game, game.to_move(), &line, Some((cell, color))).is_some()
                    })
                })
                .fold(ColorSet::EMPTY, ColorSet::with);
            assert_eq!(ctx.dot_colors(cell), literal, "dot {cell}");
        }
        let accepted = Color::ALL
            .into_iter()
            .filter(|&color| ctx.check_placement(cell, color).is_ok())
            .fold(ColorSet::EMPTY, ColorSet::with);
        if !accepted.is_empty() {
            targets.push((cell, accepted));
        }
    }
    assert_eq!(ctx.placement_targets(), targets);
    assert_eq!(ctx.can_place_any(), !targets.is_empty());
    for color in Color::ALL {
        let cells: Vec<Cell> = targets
            .iter()
            .filter(|(_, colors)| colors.contains(color))
            .map(|(cell, _)| *cell)
            .collect();
        assert_eq!(ctx.cells_accepting(color), cells, "{color}");
    }
}

/// After a placement: the legal bridges through the stone agree with `check_bridge` on every
/// line through it and with the rules stated literally (R4.2, R5, R6).
fn check_legal_bridges(game: &Game) {
    let ctx = game.context();
    let stone = game.turn_stone().unwrap();
    let engine: Vec<(Line, Loyalty, Vec<usize>)> = game
        .legal_bridges()
        .into_iter()
        .map(|b| (b.line, b.kind, b.cuts.iter().collect()))
        .collect();
    let checked: Vec<(Line, Loyalty, Vec<usize>)> = lines_through(game.position(), stone)
        .filter_map(|line| ctx.check_bridge(line.start(), line.end()).ok())
        .map(|b| (b.line, b.kind, b.cuts.iter().collect()))
        .collect();
    let literal: Vec<(Line, Loyalty, Vec<usize>)> = lines_through(game.position(), stone)
        .filter_map(|line| {
            literal_bridge(game, game.to_move(), &line, None).map(|(k, cuts)| (line, k, cuts))
        })
        .collect();
    assert_eq!(engine, checked);
    assert_eq!(engine, literal);
}

/// The invariants that hold after every action.
fn check_state(game: &Game, placed_by: &HashMap<Cell, Player>) {
    let position: &Position = game.position();
    assert_eq!(
        oracle::scores(position, game.board().bridges()),
        game.scores()
    );
    let mut on_board = [[0u32; 6]; 2];
    let mut stones = 0;
    for cell in position.cells() {
        let Some(color) = game.board().stone(cell) else {
            assert!(!placed_by.contains_key(&cell), "{cell} lost its stone");
            continue;
        };
        stones += 1;
        assert_ne!(position.kind(cell), CellKind::Empty, "stone on {cell}");
        let player = placed_by[&cell];
        on_board[player.index()][color.index()] += 1;
    }
    assert_eq!(stones, placed_by.len());
    assert_eq!(stones, oracle::stone_count(game));
    for player in Player::BOTH {
        let sets = game.sets_received(player);
        assert!((1..=game.rounds().count()).contains(&sets));
        let supply = game.supply(player);
        let per_set = player.set_contents();
        for color in Color::ALL {
            let i = color.index();
            assert_eq!(
                on_board[player.index()][i] + u32::from(supply[i]),
                u32::from(sets) * u32::from(per_set[i]),
                "{player} {color}"
            );
        }
    }
}

fn check_game(plan: &Plan) {
    let game = play(plan);
    assert!(game.is_over());
    let actions = game.actions();

    // Replay one action at a time.
    let mut replay = Game::new(game.position().clone(), game.rounds());
    let mut placed_by: HashMap<Cell, Player> = HashMap::new();
    check_state(&replay, &placed_by);
    check_turn_start_queries(&replay);
    for action in &actions {
        let before = replay.clone();
        let mover = replay.to_move();
        let applied = replay.apply(*action).unwrap();
        match (action, applied) {
            (Action::Place { cell, .. }, Applied::Placed) => {
                assert!(placed_by.insert(*cell, mover).is_none());
                check_legal_bridges(&replay);
            }
            (Action::Bridge { .. }, Applied::Bridge(formed)) => {
                check_new_bridge(&before, &replay, mover, &formed.cut);
            }
            (Action::EndTurn, Applied::TurnEnded(ended)) => {
                if let Some((cell, _)) = ended.returned {
                    assert_eq!(placed_by.remove(&cell), Some(mover));
                    assert_eq!(before.turn_stone(), Some(cell));
                }
                check_passes_and_end(&replay, &ended);
                if !replay.is_over() {
                    check_turn_start_queries(&replay);
                }
            }
            (Action::AgreeEnd, Applied::Agreed) => {}
            (action, applied) => panic!("{action:?} gave {applied:?}"),
        }
        check_state(&replay, &placed_by);
    }
    assert_eq!(replay, game);
    assert_eq!(
        Game::replay(game.position().clone(), game.rounds(), &actions).as_ref(),
        Ok(&game)
    );

    // Every cut mark is explained by a later red bridge across the bridge (R6).
    let bridges = game.board().bridges();
    for (i, b) in bridges.iter().enumerate() {
        let crossed_by_later_red = bridges[i + 1..]
            .iter()
            .any(|r| r.kind == Loyalty::Red && r.line.conflicts_with(&b.line));
        assert_eq!(b.cut, crossed_by_later_red, "bridge {i}");
    }

    // Undo all the way back (R11).
    let mut undone = game.clone();
    for action in actions.iter().rev() {
        assert_eq!(undone.undo(), Ok(*action));
    }
    assert!(undone.undo().is_err());
    assert_eq!(undone, Game::new(game.position().clone(), game.rounds()));
}

fn plans() -> impl Strategy<Value = Plan> {
    (
        1u8..=12,
        any::<u64>(),
        0.0f64..=1.0,
        proptest::option::weighted(0.3, (1u32..120, 1usize..12)),
        proptest::option::weighted(0.2, 0u32..120),
    )
        .prop_map(
            |(position, seed, bridge_attempt_share, undo, agree_after)| Plan {
                position,
                seed,
                bridge_attempt_share,
                undo,
                agree_after,
            },
        )
}

proptest! {
    // Shrinking is bounded in steps and time, so a failure is reported in well under two
    // minutes (each case is itself bounded by the turn limit).
    #![proptest_config(ProptestConfig {
        cases: 64,
        max_shrink_iters: 256,
        max_shrink_time: 60_000,
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_legal_games_keep_every_invariant(plan in plans()) {
        check_game(&plan);
    }
}

/// Every built-in position at least once, with the reference policy (every bridge attempted).
#[test]
fn a_full_reference_policy_game_on_every_builtin_position_keeps_every_invariant() {
    for position in 1..=12 {
        check_game(&Plan {
            position,
            seed: u64::from(position),
            bridge_attempt_share: 1.0,
            undo: None,
            agree_after: None,
        });
    }
}

/// The reference games' policy (`tests/data/reference-games-README.md`) written out plainly
/// with `check_placement` and `check_bridge`: one turn, or `false` when the game is over.
fn reference_policy_turn(game: &mut Game, rng: &mut SmallRng, share: f64) -> bool {
    if game.is_over() {
        return false;
    }
    let ctx = game.context();
    let mut options: Vec<(Color, Vec<Cell>)> = Vec::new();
    for color in Color::ALL {
        let cells: Vec<Cell> = game
            .position()
            .cells()
            .filter(|&cell| ctx.check_placement(cell, color).is_ok())
            .collect();
        if !cells.is_empty() {
            options.push((color, cells));
        }
    }
    assert!(!options.is_empty(), "a mover who cannot place has passed");
    let (color, cells) = &options[rng.random_range(0..options.len())];
    let (color, cell) = (*color, cells[rng.random_range(0..cells.len())]);
    game.place(cell, color).unwrap();
    let lines: Vec<Line> = lines_through(game.position(), cell).collect();
    for line in lines {
        if rng.random_bool(share) {
            let _ = game.bridge(line.start(), line.end());
        }
    }
    game.end_turn().unwrap();
    true
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 24,
        max_shrink_iters: 256,
        max_shrink_time: 60_000,
        ..ProptestConfig::default()
    })]

    /// `playout` (which takes shortcuts for speed) plays exactly the reference policy: the same
    /// game and the same use of the random numbers.
    #[test]
    fn playout_plays_the_reference_policy(
        position in 1u8..=12,
        seed in any::<u64>(),
        share in prop_oneof![Just(1.0f64), 0.25f64..=1.0],
    ) {
        let position = Arc::new(builtin(position).unwrap().clone());
        let fresh_rounds = position.default_rounds();
        let fresh = Game::new(position.clone(), fresh_rounds);
        let (mut plain, mut fast) = (fresh.clone(), fresh);
        let mut plain_rng = SmallRng::seed_from_u64(seed);
        let mut fast_rng = SmallRng::seed_from_u64(seed);
        let limit = turn_limit(fresh_rounds, dl_core::playout::RANDOM_GAME_RETURNED_DOT_STONES);
        while reference_policy_turn(&mut plain, &mut plain_rng, share) {
            prop_assert!(
                plain.turn_number() <= limit,
                "the game did not end within {} turns", limit
            );
        }
        play_random_game(&mut fast, &mut fast_rng, share).unwrap();
        prop_assert_eq!(&plain, &fast);
        prop_assert_eq!(plain_rng.random::<u64>(), fast_rng.random::<u64>());
    }
}
