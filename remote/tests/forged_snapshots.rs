//! A corpus of forged snapshots from a hostile peer (issue 23, "stricter than the web"): each
//! is refused with its expected stable code, and our game is unchanged. The honest snapshot
//! they are forged from is accepted, so each refusal is due to its one forgery.

use std::sync::Arc;

use dl_core::{CellKind, Game, Player};
use dl_remote::facts::Facts;
use dl_remote::web_state::WebBridge;
use dl_remote::{check_snapshot, write_web_state, Accepted, WebState};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Our game (we are Blue, the host) at the start of Yellow's turn with bridges on the board, a
/// cut one among them, and Yellow's honest next turn: a stone that forms a bridge.
struct Scene {
    ours: Game,
    /// Yellow's game after placing its stone and forming a bridge with it.
    theirs: Game,
    /// Yellow's game after placing its stone only.
    placed: Game,
}

fn scene() -> Scene {
    for seed in 0..200u64 {
        let position = Arc::new(dl_core::builtin(1).unwrap().clone());
        let mut game = Game::new(position, dl_core::Rounds::Four);
        let mut rng = SmallRng::seed_from_u64(seed);
        let limit = dl_core::turn_limit(game.rounds(), 0);
        while !game.is_over() && game.turn_number() < limit {
            let cut = game.board().bridges().iter().any(|b| b.cut);
            if game.to_move() == Player::Yellow && cut && game.board().bridges().len() >= 3 {
                for (cell, colors) in game.context().placement_targets() {
                    if game.position().kind(cell) == CellKind::Dot {
                        continue;
                    }
                    for color in colors.iter() {
                        let mut placed = game.clone();
                        placed.place(cell, color).unwrap();
                        let scoring = placed
                            .legal_bridges()
                            .into_iter()
                            .find(|b| b.kind == dl_core::Loyalty::Yellow);
                        if let Some(bridge) = scoring {
                            let mut theirs = placed.clone();
                            theirs
                                .bridge(bridge.line.start(), bridge.line.end())
                                .unwrap();
                            return Scene {
                                ours: game,
                                theirs,
                                placed,
                            };
                        }
                    }
                }
            }
            dl_core::playout::play_random_turn(&mut game, &mut rng, 0.9);
        }
    }
    panic!("no scene found in 200 seeded games");
}

/// The flat index of the first stone of `game` that is not this turn's.
fn old_stone(game: &Game) -> usize {
    game.position()
        .cells()
        .position(|c| game.board().stone(c).is_some() && Some(c) != game.turn_stone())
        .unwrap()
}

/// The flat index of the first empty region cell.
fn empty_region_cell(game: &Game) -> usize {
    game.position()
        .cells()
        .position(|c| {
            matches!(game.position().kind(c), CellKind::Region(_))
                && game.board().stone(c).is_none()
        })
        .unwrap()
}

/// The flat index of the first empty cell where no stone may go (R2).
fn empty_cell(game: &Game) -> usize {
    game.position()
        .cells()
        .position(|c| game.position().kind(c) == CellKind::Empty)
        .unwrap()
}

type Forgery = Box<dyn Fn(&Scene, &mut WebState)>;

fn corpus() -> Vec<(&'static str, Forgery, &'static str)> {
    vec![
        (
            "version 2",
            Box::new(|_, s| s.version = 2),
            "snapshot_wrong_version",
        ),
        (
            "one of our stones moved",
            Box::new(|sc, s| {
                let from = old_stone(&sc.theirs);
                let to = empty_region_cell(&sc.theirs);
                s.grid[to] = s.grid[from].take();
            }),
            "snapshot_stone_changed",
        ),
        (
            "one of our stones recoloured",
            Box::new(|sc, s| {
                let i = old_stone(&sc.theirs);
                let new = if s.grid[i].as_deref() == Some("red") {
                    "green"
                } else {
                    "red"
                };
                s.grid[i] = Some(new.into());
            }),
            "snapshot_stone_changed",
        ),
        (
            "two stones in one turn",
            Box::new(|sc, s| s.grid[empty_region_cell(&sc.theirs)] = Some("yellow".into())),
            "snapshot_too_many_stones",
        ),
        (
            "a stone on a cell where none may go",
            Box::new(|sc, s| {
                // Replace this turn's stone by one on an empty cell, with no bridge.
                let turn = sc.placed.position().index(sc.placed.turn_stone().unwrap());
                let colour = s.grid[turn].take();
                let bad = empty_cell(&sc.placed);
                s.grid[bad] = colour;
                s.last_placed = Some(bad as i64);
                s.active_bridges.pop();
                s.bridge_placed = false;
            }),
            "snapshot_illegal_action",
        ),
        (
            "the supply not paid",
            Box::new(|_, s| {
                s.yellow_inv.0[0].1 += 1;
            }),
            "snapshot_supply_mismatch",
        ),
        (
            "our supply changed",
            Box::new(|_, s| s.blue_inv.0[0].1 = 0),
            "snapshot_supply_mismatch",
        ),
        (
            "an extra set",
            Box::new(|_, s| s.yellow_batch += 1),
            "snapshot_sets_mismatch",
        ),
        (
            "bridge points inflated",
            Box::new(|_, s| s.bridge_score.yellow += 5),
            "snapshot_score_mismatch",
        ),
        (
            "our region points taken",
            Box::new(|_, s| s.region_score.blue = 0),
            "snapshot_score_mismatch",
        ),
        (
            "one of our bridges removed",
            Box::new(|_, s| {
                s.active_bridges.remove(0);
            }),
            "snapshot_bridge_changed",
        ),
        (
            "a cut mark added",
            Box::new(|_, s| {
                let b = s
                    .active_bridges
                    .iter_mut()
                    .find(|b| !b.cut && b.player != "red")
                    .unwrap();
                b.cut = true;
            }),
            "snapshot_cut_mismatch",
        ),
        (
            "a cut mark removed",
            Box::new(|_, s| s.active_bridges.iter_mut().find(|b| b.cut).unwrap().cut = false),
            "snapshot_cut_mismatch",
        ),
        (
            "the new bridge relabelled red",
            Box::new(|_, s| s.active_bridges.last_mut().unwrap().player = "red".into()),
            "snapshot_bridge_changed",
        ),
        (
            "an illegal bridge added",
            Box::new(|sc, s| {
                // A bridge of three cells in a row that are not all stones.
                let w = i64::from(sc.theirs.position().width());
                let start = empty_cell(&sc.theirs) as i64;
                let start = if start % w + 2 < w { start } else { start - 2 };
                s.active_bridges.push(WebBridge {
                    id: 999,
                    row: vec![start, start + 1, start + 2],
                    player: "yellow".into(),
                    s: Some(start),
                    e: Some(start + 2),
                    cut: false,
                });
            }),
            "snapshot_illegal_action",
        ),
        (
            "a bridge row that is not straight",
            Box::new(|sc, s| {
                let w = i64::from(sc.theirs.position().width());
                s.active_bridges.last_mut().unwrap().row = vec![0, 1, w + 5];
            }),
            "snapshot_bad_bridge_row",
        ),
        (
            "a bridge of kind purple",
            Box::new(|_, s| s.active_bridges.last_mut().unwrap().player = "purple".into()),
            "snapshot_bad_bridge_kind",
        ),
        (
            "a grid one cell short",
            Box::new(|_, s| {
                s.grid.pop();
            }),
            "snapshot_grid_size",
        ),
        (
            "a colour that does not exist",
            Box::new(|sc, s| s.grid[old_stone(&sc.theirs)] = Some("black".into())),
            "snapshot_unknown_color",
        ),
        (
            "a player that does not exist",
            Box::new(|_, s| s.current_player = "red".into()),
            "snapshot_unknown_player",
        ),
        (
            "lastPlaced outside the grid",
            Box::new(|_, s| s.last_placed = Some(1_000_000)),
            "snapshot_bad_cell",
        ),
        (
            "lastPlaced on another stone",
            Box::new(|sc, s| s.last_placed = Some(old_stone(&sc.theirs) as i64)),
            "snapshot_turn_marks_mismatch",
        ),
        (
            "a negative inventory",
            Box::new(|_, s| s.yellow_inv.0[0].1 = -1),
            "snapshot_bad_count",
        ),
        (
            "a score below zero",
            Box::new(|_, s| s.bridge_score.blue = -3),
            "snapshot_bad_score",
        ),
        (
            "the turn handed over with this turn's stone still marked",
            Box::new(|_, s| s.current_player = "blue".into()),
            "snapshot_turn_marks_mismatch",
        ),
        (
            "the turn ended with no stone but the supply paid",
            Box::new(|sc, s| {
                let turn = sc.placed.position().index(sc.placed.turn_stone().unwrap());
                s.grid[turn] = None;
                s.active_bridges.pop();
                s.last_placed = None;
                s.bridge_placed = false;
                s.current_player = "blue".into();
            }),
            "snapshot_no_stone",
        ),
        (
            "another position",
            Box::new(|_, s| {
                s.position = dl_remote::web_write::write_position(dl_core::builtin(2).unwrap());
                s.grid = vec![None; dl_core::builtin(2).unwrap().cell_count()];
                s.active_bridges.clear();
                s.last_placed = None;
            }),
            "snapshot_position_changed",
        ),
        (
            "a position cell outside the 25 × 25 grid",
            Box::new(|_, s| s.position.dots.push([40, 3])),
            "snapshot_position_too_large",
        ),
        (
            "a position cell listed twice",
            Box::new(|_, s| {
                let first = s.position.boards[0].cells[0];
                s.position.dots.push(first);
            }),
            "snapshot_bad_position",
        ),
        (
            "a new game from the guest",
            Box::new(|sc, s| {
                let fresh = Game::new(Arc::clone(sc.ours.position()), sc.ours.rounds());
                *s = write_web_state(&fresh);
            }),
            "snapshot_not_host",
        ),
    ]
}

#[test]
fn the_honest_snapshots_are_accepted() {
    let sc = scene();
    for honest in [&sc.placed, &sc.theirs] {
        let accepted =
            check_snapshot(Some(&sc.ours), Player::Yellow, &write_web_state(honest)).unwrap();
        let Accepted::Moves { game, .. } = accepted else {
            panic!("{accepted:?}")
        };
        assert_eq!(Facts::of_game(&game), Facts::of_game(honest));
    }
}

#[test]
fn each_forged_snapshot_is_refused_with_its_code_and_our_game_is_unchanged() {
    let sc = scene();
    let before = sc.ours.clone();
    let corpus = corpus();
    assert!(corpus.len() >= 25);
    for (name, forge, code) in corpus {
        let mut state = write_web_state(&sc.theirs);
        forge(&sc, &mut state);
        let err = check_snapshot(Some(&sc.ours), Player::Yellow, &state)
            .map(|a| format!("{a:?}").chars().take(200).collect::<String>())
            .unwrap_err();
        assert_eq!(err.code(), code, "{name}: {err}");
        assert_eq!(sc.ours, before, "{name} changed our game");
    }
}

#[test]
fn a_snapshot_while_it_is_our_turn_is_from_the_wrong_side() {
    let sc = scene();
    // Our side is Yellow now: the peer (Blue) may not move on Yellow's turn.
    let err =
        check_snapshot(Some(&sc.ours), Player::Blue, &write_web_state(&sc.theirs)).unwrap_err();
    assert_eq!(err.code(), "snapshot_wrong_side");
}

#[test]
fn a_new_game_from_the_host_is_accepted_on_any_valid_position() {
    let sc = scene();
    let other = Arc::new(dl_core::builtin(9).unwrap().clone());
    let fresh = Game::new(other, dl_core::Rounds::Three);
    let accepted = check_snapshot(Some(&sc.ours), Player::Blue, &write_web_state(&fresh)).unwrap();
    let Accepted::NewGame { game } = accepted else {
        panic!("{accepted:?}")
    };
    assert_eq!(*game, fresh);
    // Before any game, only a new game from the host is accepted.
    let err = check_snapshot(None, Player::Yellow, &write_web_state(&sc.theirs)).unwrap_err();
    assert_eq!(err.code(), "snapshot_not_host");
}

#[test]
fn random_damage_to_an_honest_snapshot_never_panics_and_never_changes_our_game() {
    let sc = scene();
    let before = sc.ours.clone();
    let mut rng = SmallRng::seed_from_u64(7);
    let honest = write_web_state(&sc.theirs);
    let n = honest.grid.len();
    for _ in 0..500 {
        let mut state = honest.clone();
        for _ in 0..rng.random_range(1..4) {
            let i = rng.random_range(0..n);
            state.grid[i] = match rng.random_range(0..3) {
                0 => None,
                1 => Some("blue".into()),
                _ => Some("yellow".into()),
            };
            if rng.random_bool(0.3) {
                state.last_placed = Some(i as i64);
            }
        }
        let _ = check_snapshot(Some(&sc.ours), Player::Yellow, &state);
        assert_eq!(sc.ours, before);
    }
}
