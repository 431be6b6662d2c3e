//! A game of the web version's reference games (`tests/data/reference-games-seed1.jsonl`,
//! format in `tests/data/reference-games-README.md`) replayed through the engine up to a turn.

use std::sync::Arc;

use dl_core::{builtin, Cell, Color, Game, Rounds};
use serde_json::Value;

const SEED1: &str = include_str!("../../../tests/data/reference-games-seed1.jsonl");

fn cell(v: &Value) -> Cell {
    let xy = v.as_array().expect("an [x, y] pair");
    let coordinate = |i: usize| u8::try_from(xy[i].as_u64().expect("a number")).expect("a u8");
    Cell::new(coordinate(0), coordinate(1))
}

/// Reference game `index` (0 or 1) on built-in `number`, replayed until its turn number is
/// `turn` (or to its end, if it ends before).
pub fn reference_game(number: u8, index: u64, turn: u32) -> Game {
    let position = builtin(number).expect("a built-in");
    let rounds = if number <= 6 {
        Rounds::Four
    } else {
        Rounds::Three
    };
    let mut game = Game::new(Arc::new(position.clone()), rounds);
    let mut inside = false;
    for line in SEED1.lines() {
        let e: Value = serde_json::from_str(line).expect("a JSON line");
        let kind = e["type"].as_str().unwrap_or_default();
        if kind == "game" {
            inside = e["position_id"].as_u64() == Some(u64::from(number))
                && e["game"].as_u64() == Some(index);
            continue;
        }
        let event_turn = e["turn"].as_u64().unwrap_or_default();
        if !inside || event_turn >= u64::from(turn) {
            continue;
        }
        let accepted = e["accepted"].as_bool() == Some(true);
        match kind {
            "place" if accepted => {
                let color = Color::from_name(e["color"].as_str().unwrap()).unwrap();
                game.place(cell(&e["xy"]), color)
                    .expect("a legal placement");
            }
            "bridge" if accepted => {
                game.bridge(cell(&e["s_xy"]), cell(&e["e_xy"]))
                    .expect("a legal bridge");
            }
            // The end of a turn that the engine has not already ended with a pass.
            "end_turn"
                if event_turn == u64::from(game.turn_number()) && game.turn_stone().is_some() =>
            {
                game.end_turn().expect("a legal end of turn");
            }
            _ => {}
        }
    }
    game
}
