//! Color Brake ABAB's answers in script mode: the game, scores, round results, refusals, the
//! status line, the view model and the events as JSON — codes with typed fields (seats,
//! cells by their number 1–28, colours, tokens), plus the English text of the status line.
//! Like the view itself, nothing here names a token its viewer may not see (C7).

use dl_color_brake::game::{Applied, RoundResult, Winner};
use dl_color_brake::session::{Event, Message, Mode, Phase, SequencedEvent, Session, View};
use dl_color_brake::{Action, Base, CellFill, Game, GameLength, Refusal, RoundEnd, Seat};
use serde_json::{json, Map, Value};

fn winner_code(winner: Winner) -> &'static str {
    match winner {
        Winner::Seat(seat) => seat.name(),
        Winner::Draw => "draw",
    }
}

fn length_json(length: GameLength) -> Value {
    match length {
        GameLength::Rounds(n) => json!({"rounds": n}),
        GameLength::Target(t) => json!({"target": t}),
    }
}

/// A finished round: its number, who held A, how it ended, the points (C5).
fn result_json(result: &RoundResult) -> Value {
    let end = match result.end {
        RoundEnd::Completed { last } => json!({"completed": true, "last": last.name()}),
        RoundEnd::Stuck { seat, cell } => {
            json!({"completed": false, "stuck": seat.name(), "cell": cell.number()})
        }
    };
    json!({
        "round": result.round,
        "a": result.a.name(),
        "end": end,
        "points": {"one": result.points[0], "two": result.points[1]},
    })
}

/// The answer to `scores`: the totals and the rounds played (C5).
pub fn scores_answer(game: &Game) -> Value {
    let [one, two] = game.scores();
    json!({
        "ok": true,
        "one": one,
        "two": two,
        "rounds": game.results().iter().map(result_json).collect::<Vec<_>>(),
    })
}

/// A refusal: `{"code":…}` with its colour, token, row or cell.
fn refusal_json(refusal: Refusal) -> Value {
    let mut value = json!({"code": refusal.code()});
    match refusal {
        Refusal::NotDrawn(c) | Refusal::NotInReference(c) | Refusal::ColourUsedUp(c) => {
            value["colour"] = json!(c.name());
        }
        Refusal::NotInHand(token) => value["token"] = json!(token.name()),
        Refusal::DiamondTooLate(row) => value["row"] = json!(row.size()),
        Refusal::TankOutsideRow(cell) => value["cell"] = json!(cell.number()),
        Refusal::NoSuchCell(number) => value["cell"] = json!(number),
        Refusal::GameOver
        | Refusal::RoundOver
        | Refusal::RoundNotOver
        | Refusal::RescuePending
        | Refusal::NoRescuePending
        | Refusal::NeutralOnLastCell
        | Refusal::PileEmpty
        | Refusal::NoFreeSlot
        | Refusal::NotTankMoment
        | Refusal::TankAlreadyUsed
        | Refusal::NothingToUndo => {}
    }
    value
}

/// The status line: `{"code":…, <typed fields>, "text":…}`.
fn message_json(message: &Message) -> Value {
    let mut value = match *message {
        Message::HandOver { to } => json!({"seat": to.name()}),
        Message::Place {
            seat,
            nomination,
            cell,
        } => json!({"seat": seat.name(), "nomination": nomination.name(), "cell": cell.number()}),
        Message::TankOrPlace { seat, row } => json!({"seat": seat.name(), "row": row.size()}),
        Message::ChooseRescue { seat, cell } => {
            json!({"seat": seat.name(), "cell": cell.number()})
        }
        Message::ComputerToMove { seat } => json!({"seat": seat.name()}),
        Message::Refused(refusal) => refusal_json(refusal),
        Message::Undone { action } => json!({"action": action.text()}),
        Message::RoundOver { result } => json!({"result": result_json(&result)}),
        Message::GameOver { winner, scores } => {
            json!({"winner": winner_code(winner), "one": scores[0], "two": scores[1]})
        }
    };
    value["code"] = json!(message.code());
    value["text"] = json!(message.english());
    value
}

/// What lies on a cell: the seat that filled it, what was placed, the Tank on it.
fn fill_json(fill: &CellFill) -> Value {
    let base = match fill.base {
        Base::Colour(c) => json!({"kind": "colour", "colour": c.name()}),
        Base::Rescue { neutrals, colour } => {
            json!({"kind": "rescue", "neutrals": neutrals, "colour": colour.name()})
        }
        Base::Diamond => json!({"kind": "diamond"}),
        Base::ForDiamond(c) => json!({"kind": "for_diamond", "colour": c.name()}),
    };
    json!({
        "seat": fill.seat.name(),
        "base": base,
        "tank": fill.tank.map(|t| json!({"seat": t.seat.name(), "colour": t.colour.name()})),
    })
}

/// Who plays at the device: `null` for two players, else the computer's seat.
fn computer_json(mode: Mode) -> Value {
    match mode {
        Mode::PassAndPlay => Value::Null,
        Mode::VsComputer { computer } => json!(computer.name()),
    }
}

/// What game the session plays: seed, length, round, who holds A, who is to move, totals.
pub fn summary_json(session: &Session) -> Value {
    let game = session.game();
    let [one, two] = game.scores();
    json!({
        "ok": true,
        "game": "color-brake",
        "seed": game.seed().to_string(),
        "length": length_json(game.length()),
        "computer": computer_json(session.mode()),
        "round": game.round().number(),
        "a": game.round().a().name(),
        "to_move": game.to_move().map(Seat::name),
        "actions": game.action_count(),
        "game_over": game.is_over(),
        "winner": game.winner().map(winner_code),
        "scores": {"one": one, "two": two},
    })
}

/// The answer to an action played: the action, who is to move, the round's end, the game's
/// end.
pub fn applied_json(action: Action, game: &Game, applied: &Applied) -> Value {
    json!({
        "ok": true,
        "action": action.text(),
        "to_move": game.to_move().map(Seat::name),
        "round_over": applied.round_over.as_ref().map(result_json),
        "game_over": applied.game_over.map(winner_code),
    })
}

fn counts<T>(items: &[(T, u8)], name: impl Fn(&T) -> &'static str) -> Value {
    let map: Map<String, Value> = items
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(t, n)| (name(t).to_owned(), json!(n)))
        .collect();
    Value::Object(map)
}

/// The frame the device draws, with the events taken since the previous `view`: only the
/// viewer's hand (C2), the offers with the engine's answers.
pub fn view_json(view: &View, events: &[SequencedEvent]) -> Value {
    let phase = match view.phase {
        Phase::HandOver { .. } => "hand_over",
        Phase::Play => "play",
        Phase::ChooseRescue => "choose_rescue",
        Phase::ComputerToMove => "computer_to_move",
        Phase::RoundOver => "round_over",
        Phase::GameOver => "game_over",
    };
    let cells: Vec<Value> = view
        .cells
        .iter()
        .map(|c| {
            json!({
                "cell": c.cell.number(),
                "row": c.row.size(),
                "nomination": c.nomination.name(),
                "owner": c.owner.name(),
                "fill": c.fill.as_ref().map(fill_json),
                "pending_neutrals": c.pending_neutrals,
                "tank_target": c.tank_target,
            })
        })
        .collect();
    let reference = view.reference.as_ref().map(|r| {
        json!({
            "row": r.row.size(),
            "colours": counts(&r.colours, |c| c.name()),
            "free_slots": {"one": r.free_slots[0], "two": r.free_slots[1]},
        })
    });
    let offers: Vec<Value> = view
        .offers
        .iter()
        .map(|o| json!({"action": o.action.text(), "refusal": o.refusal.map(refusal_json)}))
        .collect();
    json!({
        "revision": view.revision,
        "length": length_json(view.length),
        "round": view.round,
        "a": view.a.name(),
        "phase": phase,
        "to_move": view.to_move.map(Seat::name),
        "viewer": view.viewer.map(Seat::name),
        "cells": cells,
        "next": view.cells.iter().find(|c| c.next).map(|c| c.cell.number()),
        "reference": reference,
        "hand": view.hand.as_ref().map(|h| counts(h, |t| t.name())),
        "drawn": view.drawn.as_ref().map(|d| counts(d, |c| c.name())),
        "hand_sizes": {"one": view.hand_sizes[0], "two": view.hand_sizes[1]},
        "pile": view.pile,
        "offers": offers,
        "can_undo": view.can_undo,
        "scores": {"one": view.scores[0], "two": view.scores[1]},
        "results": view.results.iter().map(result_json).collect::<Vec<_>>(),
        "winner": view.winner.map(winner_code),
        "status": message_json(&view.status),
        "events": events.iter().map(event_json).collect::<Vec<_>>(),
    })
}

fn event_json(event: &SequencedEvent) -> Value {
    let mut value = match event.event {
        Event::Filled { cell, fill } => {
            json!({"type": "filled", "cell": cell.number(), "fill": fill_json(&fill)})
        }
        Event::NeutralDrawn {
            seat,
            cell,
            neutrals,
            taken,
        } => json!({
            "type": "neutral_drawn",
            "seat": seat.name(),
            "cell": cell.number(),
            "neutrals": neutrals,
            "taken": taken,
        }),
        Event::Tanked { seat, cell, colour } => json!({
            "type": "tanked",
            "seat": seat.name(),
            "cell": cell.number(),
            "colour": colour.name(),
        }),
        Event::TurnStarted { seat } => json!({"type": "turn_started", "seat": seat.name()}),
        Event::RoundOver { result } => {
            json!({"type": "round_over", "result": result_json(&result)})
        }
        Event::RoundStarted { round, a } => {
            json!({"type": "round_started", "round": round, "a": a.name()})
        }
        Event::GameOver { winner } => json!({"type": "game_over", "winner": winner_code(winner)}),
        Event::Undone { action } => json!({"type": "undone", "action": action.text()}),
        Event::Refused { refusal } => json!({"type": "refused", "refusal": refusal_json(refusal)}),
    };
    value["seq"] = json!(event.seq);
    value
}
