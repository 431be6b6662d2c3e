//! Discorder's answers in script mode: the game, scores, refusals, the status line, the view
//! model and the events as JSON — codes with typed fields (players, cells, edges), plus the
//! English text of the status line.

use dl_discorder::game::{Applied, Winner};
use dl_discorder::record::action_text;
use dl_discorder::scoring::Score;
use dl_discorder::session::{Event, Message, NumberedEvent, Session, Target, View};
use dl_discorder::{Cell, Direction, Edge, Game, Refusal};
use serde_json::{json, Value};

/// `[x, y]`.
fn cell_json(cell: Cell) -> Value {
    json!([cell.x, cell.y])
}

/// An edge as the cell above it, `[x, y]` (a peg there sits between `(x, y)` and `(x, y+1)`).
fn edge_json(edge: Edge) -> Value {
    json!([edge.x, edge.y])
}

fn target_json(target: Target) -> Value {
    match target {
        Target::Cell(cell) => json!({"cell": cell_json(cell)}),
        Target::Edge(edge) => json!({"edge": edge_json(edge)}),
    }
}

fn winner_code(winner: Winner) -> &'static str {
    match winner {
        Winner::Player(player) => player.name(),
        Winner::Draw => "draw",
    }
}

/// `{"now":n,"settled":s}` (D5).
fn score_json(score: Score) -> Value {
    json!({"now": score.now, "settled": score.settled})
}

/// Both players' points, now and settled (D5).
fn scores_json(game: &Game) -> Value {
    let [yellow, black] = game.scores();
    json!({"yellow": score_json(yellow), "black": score_json(black)})
}

/// The answer to `scores`: both players' points, now and settled (D5).
pub fn scores_answer(game: &Game) -> Value {
    let [yellow, black] = game.scores();
    json!({"ok": true, "yellow": score_json(yellow), "black": score_json(black)})
}

/// A refusal: `{"code":…}` with its cell or edge.
fn refusal_json(refusal: Refusal) -> Value {
    let mut value = json!({"code": refusal.code()});
    match refusal {
        Refusal::CellOutsideBoard(cell) | Refusal::CellOccupied(cell) => {
            value["cell"] = cell_json(cell);
        }
        Refusal::EdgeOutsideBoard(edge)
        | Refusal::EdgeHasPeg(edge)
        | Refusal::PegNotFollowing(edge)
        | Refusal::PegAfterOwnThree(edge) => value["edge"] = edge_json(edge),
        Refusal::GameOver
        | Refusal::NoTilesLeft
        | Refusal::NoPegsLeft
        | Refusal::NoEdgeForPeg
        | Refusal::NothingToUndo
        | Refusal::ComputerToMove => {}
    }
    value
}

/// The status line: `{"code":…, <typed fields>, "text":…}`.
fn message_json(message: &Message) -> Value {
    let mut value = match *message {
        Message::PlaceTile { player }
        | Message::PlacePeg { player }
        | Message::Passed { player }
        | Message::ComputerToMove { player } => {
            json!({"player": player.name()})
        }
        Message::Refused(refusal) => refusal_json(refusal),
        Message::NoTarget { tool } => json!({"tool": tool.code()}),
        Message::Undone { action, player } => {
            json!({"action": action_text(&action), "player": player.name()})
        }
        Message::GameOver {
            winner,
            yellow,
            black,
        } => json!({"winner": winner_code(winner), "yellow": yellow, "black": black}),
    };
    value["code"] = json!(message.code());
    value["text"] = json!(message.english());
    value
}

/// What game the session plays: who began, who is to move, the actions, the scores.
pub fn summary_json(session: &Session) -> Value {
    let game = session.game();
    json!({
        "ok": true,
        "game": "discorder",
        "first": game.first_player().name(),
        "to_move": (!game.is_over()).then(|| game.to_move().name()),
        "actions": game.action_count(),
        "game_over": game.is_over(),
        "winner": game.winner().map(winner_code),
        "scores": scores_json(game),
        "pegs_left": game.pegs_left(),
    })
}

/// The answer to an action played: who passed (D2), who is to move, whether the game is over.
pub fn applied_json(applied: &Applied) -> Value {
    json!({
        "ok": true,
        "action": action_text(&applied.action),
        "passed": applied.passed.map(|p| p.name()),
        "to_move": (!applied.game_over).then(|| applied.to_move.name()),
        "game_over": applied.game_over,
    })
}

/// The frame a phone draws, with the events taken since the previous `view`: the tiles and
/// pegs, the lines that score, the tools, the players, the status line.
pub fn view_json(view: &View, events: &[NumberedEvent]) -> Value {
    let tiles: Vec<Value> = view
        .cells
        .iter()
        .filter_map(|c| {
            c.tile
                .map(|p| json!({"x": c.cell.x, "y": c.cell.y, "player": p.name()}))
        })
        .collect();
    let pegs: Vec<Value> = view
        .edges
        .iter()
        .filter(|e| e.peg)
        .map(|e| edge_json(e.edge))
        .collect();
    let lines: Vec<Value> = view
        .lines
        .iter()
        .map(|l| {
            json!({
                "owner": l.owner.name(),
                "direction": match l.direction {
                    Direction::Horizontal => "horizontal",
                    Direction::Vertical => "vertical",
                },
                "from": cell_json(l.from),
                "to": cell_json(l.to),
                "len": l.len,
                "point_to": l.point_to.name(),
                "settled": l.settled,
            })
        })
        .collect();
    let tools: Vec<Value> = view
        .tools
        .iter()
        .map(|t| {
            json!({"tool": t.tool.code(), "selected": t.selected, "refusal": t.refusal.map(refusal_json)})
        })
        .collect();
    let players: Vec<Value> = view
        .players
        .iter()
        .map(|p| json!({"player": p.player.name(), "tiles_left": p.tiles_left, "score": score_json(p.score)}))
        .collect();
    let result = view.result.map_or(
        Value::Null,
        |r| json!({"winner": winner_code(r.winner), "yellow": r.points[0], "black": r.points[1]}),
    );
    json!({
        "revision": view.revision,
        "width": view.width,
        "height": view.height,
        "first": view.first_player.name(),
        "to_move": view.to_move.map(|p| p.name()),
        "tool": view.tool.code(),
        "tools": tools,
        "tiles": tiles,
        "pegs": pegs,
        "lines": lines,
        "players": players,
        "pegs_left": view.pegs_left,
        "can_undo": view.can_undo,
        "message": message_json(&view.message),
        "result": result,
        "events": events.iter().map(event_json).collect::<Vec<_>>(),
    })
}

fn event_json(event: &NumberedEvent) -> Value {
    let mut value = match event.event {
        Event::TilePlaced { player, cell } => {
            json!({"type": "tile_placed", "player": player.name(), "cell": cell_json(cell)})
        }
        Event::PegPlaced { player, edge } => {
            json!({"type": "peg_placed", "player": player.name(), "edge": edge_json(edge)})
        }
        Event::Passed { player } => json!({"type": "passed", "player": player.name()}),
        Event::TurnStarted { player } => json!({"type": "turn_started", "player": player.name()}),
        Event::GameOver { winner } => json!({"type": "game_over", "winner": winner_code(winner)}),
        Event::Undone { action, player } => {
            json!({"type": "undone", "action": action_text(&action), "player": player.name()})
        }
        Event::Refused { refusal, target } => json!({
            "type": "refused",
            "refusal": refusal_json(refusal),
            "target": target.map(target_json),
        }),
    };
    value["seq"] = json!(event.seq);
    value
}
