//! Differential test against the existing web version: every decision of the 24 games of
//! `tests/data/reference-games-seed1.jsonl` (format: `tests/data/reference-games-README.md`)
//! is replayed through the engine and must come out the same, with the same scores after
//! every turn.

use std::sync::Arc;

use dl_core::{builtin, Cell, Color, Game, Loyalty, PassReason, Player, Refusal, Score};
use serde_json::Value;

const GAMES: &str = include_str!("../../tests/data/reference-games-seed1.jsonl");

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

#[derive(Default)]
struct Tally {
    games: usize,
    placements: usize,
    bridge_attempts: usize,
    accepted: usize,
    cuts: usize,
    turns: usize,
    passes: usize,
}

#[test]
fn every_decision_of_the_reference_games_matches_the_web_version() {
    let mut tally = Tally::default();
    let mut game: Option<Game> = None;
    let mut pending_passes: Vec<dl_core::Pass> = Vec::new();
    for (n, line) in GAMES.lines().enumerate() {
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
                let rounds = ev["sets"].as_u64().unwrap() as u8;
                assert_eq!(rounds, position.default_rounds());
                game = Some(Game::new(Arc::new(position.clone()), rounds));
                tally.games += 1;
            }
            "place" => {
                let g = game.as_mut().unwrap();
                assert_eq!(g.to_move(), player(&ev["player"]), "{at}");
                assert!(ev["accepted"].as_bool().unwrap(), "{at}");
                let color = Color::from_name(ev["color"].as_str().unwrap()).unwrap();
                let target = cell(&ev["xy"]);
                let kind = g.position().kind(target);
                let expected_kind = if ev["where"] == "dot" {
                    dl_core::CellKind::Dot
                } else {
                    kind
                };
                assert_eq!(kind, expected_kind, "{at}");
                g.place(target, color)
                    .unwrap_or_else(|e| panic!("{at}: refused: {e}"));
                tally.placements += 1;
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
                    tally.accepted += 1;
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
                    let ended = g.end_turn().unwrap_or_else(|e| panic!("{at}: {e}"));
                    assert_eq!(
                        ended.returned.map(|r| r.0),
                        ev["refunded"].as_array().map(|_| cell(&ev["refunded"])),
                        "{at}"
                    );
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
                    dl_core::EndReason::AllStonesPlaced
                } else {
                    dl_core::EndReason::NoOneCanPlace
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
    println!(
        "reference games: {} games, {} placements, {} bridge attempts ({} accepted, {} cuts), {} turns, {} passes",
        tally.games, tally.placements, tally.bridge_attempts, tally.accepted, tally.cuts, tally.turns, tally.passes
    );
    assert_eq!(tally.games, 24);
    assert_eq!(tally.bridge_attempts, 12264);
}
