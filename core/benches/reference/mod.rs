//! Mid-game states from the reference games (`tests/data/reference-games-seed1.jsonl`, format in
//! `tests/data/reference-games-README.md`): the first game of each built-in position replayed
//! through the engine up to a given number of turns.

use std::sync::Arc;

use dl_core::{builtin, Cell, Color, Game};
use serde_json::Value;

const GAMES: &str = include_str!("../../../tests/data/reference-games-seed1.jsonl");

fn cell(v: &Value) -> Cell {
    Cell::new(v[0].as_u64().unwrap() as u8, v[1].as_u64().unwrap() as u8)
}

/// The events of the first reference game on built-in position `number`.
fn first_game(number: u8) -> Vec<Value> {
    let mut events = Vec::new();
    let mut inside = false;
    for line in GAMES.lines() {
        // Only game headers and the lines of the wanted game are parsed.
        if !inside && !line.starts_with(r#"{"type":"game""#) {
            continue;
        }
        let ev: Value = serde_json::from_str(line).unwrap();
        if ev["type"] == "game" {
            if inside {
                break;
            }
            inside = ev["position_id"].as_u64() == Some(u64::from(number));
            continue;
        }
        if inside {
            events.push(ev);
        }
    }
    assert!(!events.is_empty(), "no reference game on position {number}");
    events
}

/// A mid-game state of the first reference game on a built-in position.
pub struct MidGame {
    /// The game after `turns` complete turns, the next mover to play.
    pub game: Game,
    /// The next reference placement (cell and colour) from that state.
    pub next_placement: (Cell, Color),
}

/// Replays the first reference game on built-in position `number` until `turns` turns
/// (automatic passes included, as the reference games count them) are complete.
pub fn mid_game(number: u8, turns: u32) -> MidGame {
    let position = builtin(number).unwrap();
    let mut game = Game::new(Arc::new(position.clone()), position.default_rounds());
    for ev in first_game(number) {
        let turn = ev["turn"].as_u64().unwrap() as u32;
        if game.turn_number() > turns && ev["type"] == "place" && turn >= game.turn_number() {
            let color = Color::from_name(ev["color"].as_str().unwrap()).unwrap();
            return MidGame {
                game,
                next_placement: (cell(&ev["xy"]), color),
            };
        }
        match ev["type"].as_str().unwrap() {
            "place" => {
                let color = Color::from_name(ev["color"].as_str().unwrap()).unwrap();
                game.place(cell(&ev["xy"]), color).unwrap();
            }
            "bridge" if ev["accepted"] == true => {
                game.bridge(cell(&ev["s_xy"]), cell(&ev["e_xy"])).unwrap();
            }
            // The end of a turn that the engine has not already passed automatically.
            "end_turn" if turn == game.turn_number() && game.turn_stone().is_some() => {
                game.end_turn().unwrap();
            }
            _ => {}
        }
    }
    panic!("the reference game on position {number} ends before turn {turns}")
}
