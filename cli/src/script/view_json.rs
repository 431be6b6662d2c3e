//! The view model (`dl_core::session::View`) as JSON, for the `view` command.

use dl_core::session::{
    end_reason_code, pass_reason_code, winner_code, CellLook, Event, Message, Phase, View,
};
use dl_core::{Cell, Score};
use serde_json::{json, Map, Value};

/// `[x, y]`.
pub fn cell_json(cell: Cell) -> Value {
    json!([cell.x, cell.y])
}

/// `{"bridges":b,"regions":r,"total":t}`.
pub fn score_json(score: Score) -> Value {
    json!({"bridges": score.bridges, "regions": score.regions, "total": score.total()})
}

/// `{"code":…,"args":[…],"text":…}`.
pub fn message_json(message: &Message) -> Value {
    json!({"code": message.code(), "args": message.args(), "text": message.english()})
}

/// The whole frame.
pub fn view_json(view: &View) -> Value {
    let mut stones = Vec::new();
    let mut highlighted = Vec::new();
    let mut rings = Vec::new();
    let mut last_placed = Value::Null;
    let mut dots = Vec::new();
    let mut regions: Map<String, Value> = Map::new();
    for cv in &view.cells {
        if let Some(color) = cv.stone {
            stones.push(json!({"x": cv.cell.x, "y": cv.cell.y, "color": color.name()}));
        }
        if cv.highlighted {
            highlighted.push(cell_json(cv.cell));
        }
        if cv.ringed {
            rings.push(cell_json(cv.cell));
        }
        if cv.last_placed {
            last_placed = cell_json(cv.cell);
        }
        match &cv.look {
            CellLook::Dot => dots.push(cell_json(cv.cell)),
            CellLook::Region { token, .. } => {
                if let Value::Array(cells) = regions
                    .entry(token.clone())
                    .or_insert_with(|| Value::Array(Vec::new()))
                {
                    cells.push(cell_json(cv.cell));
                }
            }
            CellLook::Empty => {}
        }
    }
    let bridges: Vec<Value> = view
        .bridges
        .iter()
        .map(|b| {
            json!({"from": cell_json(b.from), "to": cell_json(b.to), "kind": b.kind.name(), "cut": b.cut})
        })
        .collect();
    let players: Vec<Value> = view
        .players
        .iter()
        .map(|p| {
            let supply: Map<String, Value> = p
                .supply
                .iter()
                .map(|(c, n)| (c.name().to_owned(), json!(n)))
                .collect();
            json!({
                "player": p.player.name(),
                "supply": supply,
                "set": p.set,
                "sets": p.sets,
                "score": score_json(p.score),
            })
        })
        .collect();
    let phase = match view.phase {
        Phase::Place => "place",
        Phase::Bridge => "bridge",
        Phase::GameOver => "game_over",
    };
    let result = view.result.map_or(
        Value::Null,
        |r| json!({"reason": end_reason_code(r.reason), "winner": winner_code(r.winner)}),
    );
    json!({
        "position": view.position_name,
        "width": view.width,
        "height": view.height,
        "regions": regions,
        "dots": dots,
        "stones": stones,
        "bridges": bridges,
        "rings": rings,
        "last_placed": last_placed,
        "highlighted_dots": highlighted,
        "players": players,
        "to_move": view.to_move.name(),
        "turn": view.turn,
        "phase": phase,
        "selected": view.selected.map(|c| c.name()),
        "can_undo": view.can_undo,
        "can_end_turn": view.can_end_turn,
        "dot_stone_to_return": view.dot_stone_to_return.map(cell_json),
        "message": message_json(&view.message),
        "result": result,
        "events": view.events.iter().map(event_json).collect::<Vec<_>>(),
    })
}

fn event_json(event: &Event) -> Value {
    match event {
        Event::StonePlaced { cell, color } => {
            json!({"type": "stone_placed", "cell": cell_json(*cell), "color": color.name()})
        }
        Event::BridgeFormed { index, kind } => {
            json!({"type": "bridge_formed", "index": index, "kind": kind.name()})
        }
        Event::BridgesCut { indices } => json!({"type": "bridges_cut", "indices": indices}),
        Event::RefusalFlash { cell, refusal } => {
            json!({"type": "refusal_flash", "cell": cell_json(*cell), "code": refusal.code()})
        }
        Event::StoneReturned { cell, color } => {
            json!({"type": "stone_returned", "cell": cell_json(*cell), "color": color.name()})
        }
        Event::Passed { player, reason } => {
            json!({"type": "passed", "player": player.name(), "reason": pass_reason_code(*reason)})
        }
        Event::TurnStarted { player } => json!({"type": "turn_started", "player": player.name()}),
        Event::GameOver { reason } => {
            json!({"type": "game_over", "reason": end_reason_code(*reason)})
        }
        Event::Undone => json!({"type": "undone"}),
    }
}
