//! The script commands of the computer opponent (issue 11): `computer` plays the whole turn
//! of the player to move at a level, `hint` shows the hard level's turn for the player to move.
//! Both think within the level's own time, or deterministically within `iterations`.

use std::sync::atomic::{AtomicBool, AtomicU32};

use dl_core::computer::{ComputerTurn, Level, Limits};
use dl_core::session::{ComputedTurn, ComputerRequest, Session};
use dl_core::Refusal;
use serde_json::{json, Value};

use super::error::ScriptError;
use super::view_json::cell_json;

/// `{"cmd":"computer","level":…}`: the computer plays the whole turn of the player to move.
pub fn computer(
    session: &mut Session,
    level: Option<&str>,
    iterations: Option<u32>,
) -> Result<Value, ScriptError> {
    let level = level
        .and_then(Level::from_name)
        .ok_or_else(|| ScriptError::BadCommand("level is easy, medium or hard".into()))?;
    let request = session.turn_request(level).ok_or(Refusal::GameOver)?;
    let computed = think(&request, iterations)?;
    let ended = session.play_computer_turn(&computed)?;
    Ok(json!({
        "ok": true,
        "played": turn_json(&computed.turn),
        "to_move": ended.to_move.name(),
        "game_over": ended.game_over.is_some(),
    }))
}

/// `{"cmd":"hint"}`: the hard level's turn for the player to move, also shown in the view.
pub fn hint(session: &mut Session, iterations: Option<u32>) -> Result<Value, ScriptError> {
    let Some(request) = session.hint_request() else {
        let refusal = if session.game().is_over() {
            Refusal::GameOver
        } else if session.computer_to_move() {
            Refusal::ComputerToMove
        } else {
            Refusal::AlreadyPlaced
        };
        return Err(refusal.into());
    };
    let computed = think(&request, iterations)?;
    let turn = computed.turn.clone();
    session.show_hint(computed)?;
    Ok(json!({"ok": true, "hint": turn_json(&turn)}))
}

/// Most search iterations a script may ask for (the hard level's time holds far fewer): more
/// would keep the script busy for minutes.
pub const MAX_ITERATIONS: u32 = 100_000;

fn think(request: &ComputerRequest, iterations: Option<u32>) -> Result<ComputedTurn, ScriptError> {
    if let Some(n) = iterations.filter(|n| !(1..=MAX_ITERATIONS).contains(n)) {
        return Err(ScriptError::BadCommand(format!(
            "iterations is 1 to {MAX_ITERATIONS}, not {n}"
        )));
    }
    let limits = iterations.map_or_else(Limits::default, Limits::iterations);
    request
        .think(limits, &AtomicBool::new(false), &AtomicU32::new(0))
        // The mover always has a placement at the start of a turn: a game kept by the rules
        // passes for a player who has none (R4.4).
        .ok_or(ScriptError::Refused(Refusal::GameOver))
}

/// `{"color":"red","cell":[x,y],"bridges":[[[x,y],[x,y]],…]}`.
pub fn turn_json(turn: &ComputerTurn) -> Value {
    let bridges: Vec<Value> = turn
        .bridges
        .iter()
        .map(|&(from, to)| json!([cell_json(from), cell_json(to)]))
        .collect();
    json!({"color": turn.color.name(), "cell": cell_json(turn.cell), "bridges": bridges})
}
