//! Differential test against the existing web version: every decision of the 48 games of
//! `tests/data/reference-games-seed1.jsonl` and `…-seed2.jsonl` (format and policies:
//! `tests/data/reference-games-README.md`) is replayed through the engine and must come out the
//! same — every placement, accepted or refused and why, every bridge attempt, every returned dot
//! stone, every refill and pass — with the same scores after every turn.

use std::sync::Arc;

use dl_core::{
    builtin, Cell, CellKind, Color, EndReason, Game, Loyalty, Pass, PassReason, Player, Refusal,
    Rounds, Score,
};
use serde_json::Value;

const SEED1: &str = include_str!("../../tests/data/reference-games-seed1.jsonl");
const SEED2: &str = include_str!("../../tests/data/reference-games-seed2.jsonl");

fn cell(v: &Value) -> Cell {
    Cell::new(v[0].as_u64().unwrap() as u8, v[1].as_u64().unwrap() as u8)
}

fn player(v: &Value) -> Player {
    match v.as_str().unwrap() {
        "blue" => Player::Blue,
        "yellow" => Player::Yellow,
        other => panic!("unknown player {other}"),
    }
}

/// The refusal texts of refused placements (policy v2), mapped to the clauses they stand for.
fn placement_reason_matches(text: &str, ours: Refusal) -> bool {
    match text {
        "The cell already holds a stone." => matches!(ours, Refusal::CellOccupied(_)),
        "Not a playable cell: neither a region cell nor a dot." => {
            matches!(ours, Refusal::NotPlayable(_))
        }
        "A dot takes a stone only if it can form a legal bridge there, and this colour cannot now." => {
            matches!(ours, Refusal::DotWithoutBridge(_))
        }
        "No stone of this colour left: the inventory offers no such colour to select." => {
            matches!(ours, Refusal::ColorNotInSupply(_))
        }
        other => panic!("unknown placement refusal: {other}"),
    }
}

/// The web version's refusal texts, mapped to the R-clauses they stand for.
fn web_reason_matches(text: &str, ours: Refusal) -> bool {
    if text.starts_with("Not a valid row") {
        matches!(
            ours,
            Refusal::EmptyCellInRow(_) | Refusal::EqualNeighbours | Refusal::NotLoyal
        )
    } else if text.starts_with("Bridges can") {
        ours == Refusal::SharesTwoStones
    } else if text.starts_with("This bridge would cross") {
        ours == Refusal::CrossesBridge
    } else if text.starts_with("A red bridge can") {
        ours == Refusal::RedCrossesRedOrCut
    } else {
        panic!("unknown web refusal: {text}")
    }
}

fn scores_of(v: &Value) -> [Score; 2] {
    let get = |part: &str, who: &str| v[part][who].as_u64().unwrap() as u32;
    [
        Score {
            bridges: get("bridge", "blue"),
            regions: get("region", "blue"),
        },
        Score {
            bridges: get("bridge", "yellow"),
            regions: get("region", "yellow"),
        },
    ]
}

#[derive(Debug, Default, PartialEq, Eq)]
struct Tally {
    games: usize,
    placements: usize,
    on_dots: usize,
    refused_placements: usize,
    bridge_attempts: usize,
    accepted: usize,
    four_stone: usize,
    cuts: usize,
    returned: usize,
    turns: usize,
    passes: usize,
    all_placed: usize,
}

/// Replays every game of a reference file through the engine, asserting each decision.
fn replay(games: &str) -> Tally {
    let mut tally = Tally::default();
    let mut game: Option<Game> = None;
    let mut pending_passes: Vec<Pass> = Vec::new();
    for (n, line) in games.lines().enumerate() {
        let ev: Value = serde_json::from_str(line).unwrap();
        let at = format!(
            "line {}: {}",
            n + 1,
            line.chars().take(160).collect::<String>()
        );
        match ev["type"].as_str().unwrap() {
            "game" => {
                let position = builtin(ev["position_id"].as_u64().unwrap() as u8).unwrap();
                assert_eq!(position.name(), ev["position"].as_str().unwrap());
                assert_eq!(u64::from(position.width()), ev["grid_w"].as_u64().unwrap());
                assert_eq!(u64::from(position.height()), ev["grid_h"].as_u64().unwrap());
                let rounds = Rounds::try_from(ev["sets"].as_u64().unwrap() as u8).unwrap();
                assert_eq!(rounds, position.default_rounds());
                game = Some(Game::new(Arc::new(position.clone()), rounds));
                tally.games += 1;
            }
            "place" => {
                let g = game.as_mut().unwrap();
                assert_eq!(g.to_move(), player(&ev["player"]), "{at}");
                let color = Color::from_name(ev["color"].as_str().unwrap()).unwrap();
                let target = cell(&ev["xy"]);
                let kind = g.position().kind(target);
                let kind_matches = match ev["where"].as_str().unwrap() {
                    "dot" => kind == CellKind::Dot,
                    "board" => matches!(kind, CellKind::Region(_)),
                    "off" => kind == CellKind::Empty,
                    other => panic!("{at}: unknown cell kind {other}"),
                };
                assert!(kind_matches, "{at}: our cell is {kind:?}");
                if ev["accepted"].as_bool().unwrap() {
                    g.place(target, color)
                        .unwrap_or_else(|e| panic!("{at}: refused: {e}"));
                    tally.placements += 1;
                    tally.on_dots += usize::from(kind == CellKind::Dot);
                } else {
                    let before = g.clone();
                    let refusal = g
                        .place(target, color)
                        .err()
                        .unwrap_or_else(|| panic!("{at}: we accept it"));
                    let reason = ev["reason"].as_str().unwrap();
                    assert!(
                        placement_reason_matches(reason, refusal),
                        "{at}: ours {refusal:?}"
                    );
                    assert_eq!(*g, before, "{at}: a refusal changed the game");
                    tally.refused_placements += 1;
                }
            }
            "bridge" => {
                let g = game.as_mut().unwrap();
                let (s, e) = (cell(&ev["s_xy"]), cell(&ev["e_xy"]));
                let ours = g.bridge(s, e);
                tally.bridge_attempts += 1;
                if ev["accepted"].as_bool().unwrap() {
                    let formed = ours.unwrap_or_else(|r| panic!("{at}: we refuse: {r:?}"));
                    let kind = match ev["kind"].as_str().unwrap() {
                        "blue" => Loyalty::Blue,
                        "yellow" => Loyalty::Yellow,
                        _ => Loyalty::Red,
                    };
                    assert_eq!(formed.kind, kind, "{at}");
                    assert_eq!(
                        formed.index as u64,
                        ev["bridge_no"].as_u64().unwrap(),
                        "{at}"
                    );
                    let mut web_cut: Vec<usize> = ev["cut"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|c| c.as_u64().unwrap() as usize)
                        .collect();
                    web_cut.sort();
                    let mut our_cut = formed.cut.clone();
                    our_cut.sort();
                    assert_eq!(our_cut, web_cut, "{at}");
                    let row = ev["row"].as_array().unwrap().len();
                    assert_eq!(g.board().bridges()[formed.index].line.len(), row, "{at}");
                    tally.accepted += 1;
                    tally.four_stone += usize::from(row == 4);
                    tally.cuts += our_cut.len();
                } else {
                    let reason = ev["reason"].as_str().unwrap();
                    match ours {
                        Ok(f) => panic!("{at}: we accept ({f:?}), the web refuses: {reason}"),
                        Err(r) => assert!(web_reason_matches(reason, r), "{at}: ours {r:?}"),
                    }
                }
            }
            "end_turn" => {
                let mover = player(&ev["player"]);
                let g = game.as_mut().unwrap();
                if let Some(pos) = pending_passes.iter().position(|p| p.player == mover) {
                    // A pass of ours, already applied: the web records it as its own turn.
                    pending_passes.remove(pos);
                } else {
                    assert!(
                        pending_passes.is_empty(),
                        "{at}: unmatched passes {pending_passes:?}"
                    );
                    assert_eq!(g.to_move(), mover, "{at}");
                    let turn_stone = g.turn_stone();
                    let supply_before = g.supply(mover);
                    let ended = g.end_turn().unwrap_or_else(|e| panic!("{at}: {e}"));
                    assert_eq!(
                        ended.returned.map(|r| r.0),
                        ev["refunded"].as_array().map(|_| cell(&ev["refunded"])),
                        "{at}"
                    );
                    if let Some((dot, color)) = ended.returned {
                        // R4.3: this turn's stone, off the board and back in the supply
                        // (unless a new set came with it).
                        assert_eq!(Some(dot), turn_stone, "{at}");
                        assert_eq!(g.board().stone(dot), None, "{at}");
                        if ended.refills.is_empty() {
                            let mut expected = supply_before;
                            expected[color.index()] += 1;
                            assert_eq!(g.supply(mover), expected, "{at}");
                        }
                        tally.returned += 1;
                    }
                    let refills: Vec<Player> = ev["refills"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(player)
                        .collect();
                    assert_eq!(ended.refills, refills, "{at}");
                    pending_passes = ended.passes.clone();
                    tally.turns += 1;
                }
                if pending_passes.is_empty() {
                    assert_eq!(g.to_move(), player(&ev["next"]), "{at}");
                }
                assert_eq!(g.scores(), scores_of(&ev["scores"]), "{at}");
            }
            "pass" => {
                let expected = match ev["why"].as_str().unwrap() {
                    "no stones left" => PassReason::NoStonesLeft,
                    _ => PassReason::NoLegalPlacement,
                };
                let first = pending_passes
                    .first()
                    .unwrap_or_else(|| panic!("{at}: we do not pass"));
                assert_eq!(
                    (first.player, first.reason),
                    (player(&ev["player"]), expected),
                    "{at}"
                );
                tally.passes += 1;
            }
            "final" => {
                let g = game.as_ref().unwrap();
                assert!(pending_passes.is_empty(), "{at}");
                assert!(g.is_over(), "{at}: our game goes on");
                let end = ev["end"].as_str().unwrap();
                let expected = if end.starts_with("all stones") {
                    tally.all_placed += 1;
                    EndReason::AllStonesPlaced
                } else {
                    EndReason::NoOneCanPlace
                };
                assert_eq!(g.end_reason(), Some(expected), "{at}");
                assert_eq!(g.scores(), scores_of(&ev["scores"]), "{at}");
                let bridges = ev["bridges"].as_array().unwrap();
                assert_eq!(g.board().bridges().len(), bridges.len(), "{at}");
                for (ours, web) in g.board().bridges().iter().zip(bridges) {
                    assert_eq!(ours.cut, web["cut"].as_bool().unwrap(), "{at}");
                }
            }
            other => panic!("unknown event {other}"),
        }
    }
    tally
}

#[test]
fn every_decision_of_the_seed1_reference_games_matches_the_web_version() {
    let tally = replay(SEED1);
    println!("seed1: {tally:?}");
    assert_eq!(tally.games, 24);
    assert_eq!(tally.bridge_attempts, 12264);
}

/// Policy v2: refused placements, 4-stone bridges and returned dot stones, with the counts the
/// reference games' README gives.
#[test]
fn every_decision_of_the_seed2_reference_games_matches_the_web_version() {
    let tally = replay(SEED2);
    println!("seed2: {tally:?}");
    assert_eq!(tally.games, 24);
    assert_eq!((tally.placements, tally.on_dots), (2470, 1037));
    assert_eq!(tally.refused_placements, 377);
    assert_eq!((tally.bridge_attempts, tally.accepted), (10302, 758));
    assert_eq!(tally.four_stone, 38);
    assert_eq!(tally.cuts, 29);
    assert_eq!(tally.returned, 473);
    assert_eq!(tally.passes, 152);
    assert_eq!(tally.all_placed, 17);
}
