//! The store's answers as JSON: games of the lists, positions, import reports, moved-aside
//! files. Codes and typed fields, plus English text where a person reads it.

use dl_app::store::{
    GameEntry, ImportReport, MovedAside, PositionEntry, PositionSource, Previous, Progress, Seat,
};
use serde_json::{json, Value};

/// What became of the game that was current: `null`, `{"dropped":true}`, `{"saved":id}` or
/// `{"finished":id}`.
pub fn previous_json(previous: &Previous) -> Value {
    match previous {
        Previous::None => Value::Null,
        Previous::Dropped => json!({"dropped": true}),
        Previous::Saved(id) => json!({"saved": id.to_string()}),
        Previous::Finished(id) => json!({"finished": id.to_string()}),
    }
}

/// A game of the saved games or of the history.
pub fn entry_json(entry: &GameEntry) -> Value {
    let summary = &entry.summary;
    let kind = summary.kind;
    let name = |seat: Seat| kind.player_name(seat);
    let (to_move, winner) = match summary.progress {
        Progress::ToMove { seat } => (Some(name(seat)), None),
        Progress::BetweenRounds => (None, None),
        Progress::Over { winner } => (None, Some(winner.map_or("draw", name))),
    };
    let mut scores = serde_json::Map::new();
    for seat in [Seat::First, Seat::Second] {
        scores.insert(name(seat).to_owned(), json!(summary.scores[seat.index()]));
    }
    json!({
        "id": entry.id.to_string(),
        "game": kind.code(),
        "position": summary.position.as_ref().map(|p| p.name.clone()),
        "number": summary.position.as_ref().and_then(|p| p.number),
        "turn": summary.turn,
        "actions": summary.actions,
        "scores": scores,
        "to_move": to_move,
        "game_over": summary.is_over(),
        "winner": winner,
        "last_played": entry.last_played.map(|t| t.millis()),
    })
}

/// A file moved aside: where it was, where it is, why (code and English).
pub fn moved_json(moved: &MovedAside) -> Value {
    json!({
        "from": moved.from,
        "to": moved.to,
        "code": moved.reason.code(),
        "message": moved.reason.to_string(),
    })
}

/// A position of the list: a built-in or one of the player's.
pub fn position_json(entry: &PositionEntry) -> Value {
    let (source, id) = match &entry.source {
        PositionSource::Builtin(_) => ("builtin", None),
        PositionSource::Library(id) => ("library", Some(id.to_string())),
    };
    let p = &entry.position;
    json!({
        "source": source,
        "id": id,
        "number": p.number(),
        "name": p.name(),
        "slug": p.slug(),
        "width": p.width(),
        "height": p.height(),
    })
}

/// What an import did.
pub fn import_json(report: &ImportReport) -> Value {
    let imported: Vec<Value> = report
        .imported
        .iter()
        .map(|p| json!({"id": p.id.to_string(), "name": p.name, "line": p.line}))
        .collect();
    let refused: Vec<Value> = report
        .refused
        .iter()
        .map(|r| {
            json!({
                "line": r.line,
                "code": r.reason.code(),
                "id": r.csv_id,
                "name": r.name,
                "message": r.reason.to_string(),
            })
        })
        .collect();
    json!({
        "ok": true,
        "imported": imported,
        "refused": refused,
        "moved_aside": report.moved_aside.iter().map(moved_json).collect::<Vec<_>>(),
    })
}
