//! The view model (`dl_core::session::View`), its status message and the session's events as
//! JSON, for the `view` command: codes with typed fields (players, colours, cells, counts,
//! reasons), plus the English text.

use dl_core::session::{
    end_reason_code, pass_reason_code, winner_code, CellLook, Event, Message, Phase,
    SequencedEvent, View,
};
use dl_core::{Action, Cell, Refusal, Score};
use serde_json::{json, Map, Value};

/// `[x, y]`.
pub fn cell_json(cell: Cell) -> Value {
    json!([cell.x, cell.y])
}

/// `{"bridges":b,"regions":r,"total":t}`.
pub fn score_json(score: Score) -> Value {
    json!({"bridges": score.bridges, "regions": score.regions, "total": score.total()})
}

/// A refusal: `{"code":…}` with its cell or colour.
pub fn refusal_json(refusal: Refusal) -> Value {
    let mut value = json!({"code": refusal.code()});
    match refusal {
        Refusal::OutsideGrid(c)
        | Refusal::CellOccupied(c)
        | Refusal::NotPlayable(c)
        | Refusal::DotWithoutBridge(c)
        | Refusal::EmptyCellInRow(c) => value["cell"] = cell_json(c),
        Refusal::ColorNotInSupply(color) => value["color"] = json!(color.name()),
        _ => {}
    }
    value
}

/// `{"code":…, <typed fields>, "text":…}`: the status line.
pub fn message_json(message: &Message) -> Value {
    let mut value = match message {
        Message::PlaceStone { player }
        | Message::BridgeOrEndTurn { player }
        | Message::ComputerThinking { player } => json!({"player": player.name()}),
        Message::Refused(refusal) => refusal_json(*refusal),
        Message::BridgeFormed { kind, cut } => json!({"kind": kind.name(), "cut": cut}),
        Message::ConfirmDotStoneReturn { cell } => json!({"cell": cell_json(*cell)}),
        Message::Passed { player, reason } => {
            json!({"player": player.name(), "reason": pass_reason_code(*reason)})
        }
        Message::GameOver { reason, winner } => {
            json!({"reason": end_reason_code(*reason), "winner": winner_code(*winner)})
        }
        Message::RingOtherEnd
        | Message::DoubleTapToRing
        | Message::NoStoneToRing
        | Message::SelectColorFirst
        | Message::Undone => json!({}),
    };
    value["code"] = json!(message.code());
    value["text"] = json!(message.english());
    value
}

/// The whole frame, with the events taken since the previous `view` command.
pub fn view_json(view: &View, events: &[SequencedEvent]) -> Value {
    let mut regions: Map<String, Value> = Map::new();
    for cv in &view.cells {
        if let CellLook::Region(r) = cv.look {
            if let Some(region) = view.regions.get(usize::from(r)) {
                if let Value::Array(cells) = regions
                    .entry(region.token.clone())
                    .or_insert_with(|| Value::Array(Vec::new()))
                {
                    cells.push(cell_json(cv.cell));
                }
            }
        }
    }
    let outlines: Map<String, Value> = view
        .regions
        .iter()
        .map(|r| {
            let loops: Vec<Value> = r
                .outline
                .loops
                .iter()
                .map(|l| l.iter().map(|p| json!([p.x, p.y])).collect())
                .collect();
            let claimed: Vec<&str> = r.claimed_by.iter().map(|p| p.name()).collect();
            (
                r.token.clone(),
                json!({"loops": loops, "label": [r.outline.label.x, r.outline.label.y], "claimed_by": claimed}),
            )
        })
        .collect();
    let stones: Vec<Value> = view
        .stones
        .iter()
        .map(|s| json!({"x": s.cell.x, "y": s.cell.y, "color": s.color.name()}))
        .collect();
    let dots: Vec<Value> = view.dots.iter().map(|d| cell_json(d.cell)).collect();
    let highlighted: Vec<Value> = view
        .dots
        .iter()
        .filter(|d| d.highlighted)
        .map(|d| cell_json(d.cell))
        .collect();
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
    let chips: Vec<Value> = view
        .colors
        .iter()
        .map(|c| {
            json!({"color": c.color.name(), "count": c.count, "refusal": c.refusal.map(refusal_json)})
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
        "revision": view.revision,
        "position": view.position_name,
        "width": view.width,
        "height": view.height,
        "regions": regions,
        "outlines": outlines,
        "dots": dots,
        "stones": stones,
        "bridges": bridges,
        "ring": view.ring.map(cell_json),
        "last_placed": view.last_placed.map(cell_json),
        "highlighted_dots": highlighted,
        "players": players,
        "chips": chips,
        "to_move": view.to_move.name(),
        "turn": view.turn,
        "phase": phase,
        "selected": view.selected.map(|c| c.name()),
        "can_undo": view.can_undo,
        "can_end_turn": view.can_end_turn,
        "can_agree_end": view.can_agree_end,
        "dot_stone_to_return": view.dot_stone_to_return.map(cell_json),
        "message": message_json(&view.message),
        "result": result,
        "opponent": view.opponent.map(|o| json!({"side": o.side.name(), "level": o.level.name()})),
        "computer_to_move": view.computer_to_move,
        "hint": view.hint.as_ref().map(super::computer_commands::turn_json),
        "events": events.iter().map(event_json).collect::<Vec<_>>(),
    })
}

fn action_json(action: Action) -> Value {
    match action {
        Action::Place { cell, color } => {
            json!({"type": "place", "cell": cell_json(cell), "color": color.name()})
        }
        Action::Bridge { from, to } => {
            json!({"type": "bridge", "from": cell_json(from), "to": cell_json(to)})
        }
        Action::EndTurn => json!({"type": "end_turn"}),
        Action::AgreeEnd => json!({"type": "agree_end"}),
    }
}

fn event_json(event: &SequencedEvent) -> Value {
    let mut value = match &event.event {
        Event::StonePlaced { cell, color } => {
            json!({"type": "stone_placed", "cell": cell_json(*cell), "color": color.name()})
        }
        Event::BridgeFormed { index, kind } => {
            json!({"type": "bridge_formed", "index": index, "kind": kind.name()})
        }
        Event::BridgesCut { indices } => json!({"type": "bridges_cut", "indices": indices}),
        Event::Refused { refusal, cell } => {
            json!({"type": "refused", "refusal": refusal_json(*refusal), "cell": cell.map(cell_json)})
        }
        Event::StoneReturned { cell, color } => {
            json!({"type": "stone_returned", "cell": cell_json(*cell), "color": color.name()})
        }
        Event::SetReceived { player, set } => {
            json!({"type": "set_received", "player": player.name(), "set": set})
        }
        Event::Passed { player, reason } => {
            json!({"type": "passed", "player": player.name(), "reason": pass_reason_code(*reason)})
        }
        Event::TurnStarted { player } => json!({"type": "turn_started", "player": player.name()}),
        Event::GameOver { reason, winner } => {
            json!({"type": "game_over", "reason": end_reason_code(*reason), "winner": winner_code(*winner)})
        }
        Event::Undone { action } => json!({"type": "undone", "action": action_json(*action)}),
    };
    value["seq"] = json!(event.seq);
    value
}
