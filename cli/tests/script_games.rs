//! Whole games through `dl-cli script` on several positions: random legal games played by the
//! core's playout are sent as rule commands or as taps, and every answer, the final scores
//! and the result must match the core's own game; then everything is undone.

mod common;

use std::sync::Arc;

use dl_core::playout::play_random_game;
use dl_core::{builtin, Action, Game, Winner};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use serde_json::{json, Value};

/// How the actions are sent.
#[derive(Clone, Copy)]
enum Style {
    /// place / bridge / end_turn.
    Rules,
    /// select + tap / two double taps / end_turn.
    Taps,
}

fn random_game(number: u8, seed: u64) -> Game {
    let position = builtin(number).expect("a built-in");
    let mut game = Game::new(Arc::new(position.clone()), position.default_rounds());
    let mut rng = SmallRng::seed_from_u64(seed);
    play_random_game(&mut game, &mut rng, 0.9)
        .expect("a policy that attempts bridges ends its games");
    assert!(game.is_over());
    game
}

fn commands(number: u8, actions: &[Action], style: Style) -> Vec<Value> {
    let mut out = vec![json!({"cmd": "new", "position": number.to_string()})];
    for action in actions {
        match (*action, style) {
            (Action::Place { cell, color }, Style::Rules) => {
                out.push(json!({"cmd": "place", "x": cell.x, "y": cell.y, "color": color.name()}))
            }
            (Action::Place { cell, color }, Style::Taps) => {
                out.push(json!({"cmd": "select", "color": color.name()}));
                out.push(json!({"cmd": "tap", "x": cell.x, "y": cell.y}));
            }
            (Action::Bridge { from, to }, Style::Rules) => {
                out.push(json!({"cmd": "bridge", "from": [from.x, from.y], "to": [to.x, to.y]}))
            }
            (Action::Bridge { from, to }, Style::Taps) => {
                out.push(json!({"cmd": "double_tap", "x": from.x, "y": from.y}));
                out.push(json!({"cmd": "double_tap", "x": to.x, "y": to.y}));
            }
            (Action::EndTurn, _) => out.push(json!({"cmd": "end_turn"})),
            (Action::AgreeEnd, _) => out.push(json!({"cmd": "agree_end"})),
        }
    }
    out.push(json!({"cmd": "scores"}));
    out.push(json!({"cmd": "view"}));
    out
}

fn play(number: u8, seed: u64, style: Style) {
    let game = random_game(number, seed);
    let actions = game.actions();
    let mut cmds = commands(number, &actions, style);
    let (scores_at, view_at) = (cmds.len() - 2, cmds.len() - 1);
    let undos = actions.len();
    cmds.extend((0..=undos).map(|_| json!({"cmd": "undo"})));
    cmds.push(json!({"cmd": "view"}));
    let input: String = cmds.iter().map(|c| format!("{c}\n")).collect();
    let answers = common::run_script(&input, &[]);
    assert_eq!(answers.len(), cmds.len());
    for (cmd, answer) in cmds.iter().zip(&answers).take(scores_at) {
        assert_eq!(answer["ok"], true, "{cmd} → {answer}");
    }
    let [blue, yellow] = game.scores();
    assert_eq!(
        answers[scores_at],
        json!({
            "ok": true,
            "blue": {"bridges": blue.bridges, "regions": blue.regions, "total": blue.total()},
            "yellow": {"bridges": yellow.bridges, "regions": yellow.regions, "total": yellow.total()},
        })
    );
    let view = &answers[view_at]["view"];
    assert_eq!(view["phase"], "game_over");
    let winner = match game.winner() {
        Some(Winner::Player(p)) => p.name(),
        _ => "draw",
    };
    assert_eq!(view["result"]["winner"], winner);
    assert_eq!(
        view["bridges"].as_array().map(Vec::len),
        Some(game.board().bridges().len())
    );
    let undo_answers = &answers[view_at + 1..cmds.len() - 1];
    for answer in &undo_answers[..undos] {
        assert_eq!(answer, &json!({"ok": true}));
    }
    assert_eq!(undo_answers[undos]["error"], "nothing_to_undo");
    let start = &answers[cmds.len() - 1]["view"];
    assert_eq!(start["stones"], json!([]));
    assert_eq!(start["turn"], 1);
    assert_eq!(start["to_move"], "blue");
    println!(
        "position {number} seed {seed}: {} actions, {} commands, blue {} yellow {}",
        actions.len(),
        cmds.len(),
        blue.total(),
        yellow.total()
    );
}

#[test]
fn whole_games_by_rule_commands_on_four_positions() {
    for (number, seed) in [(1, 11), (4, 12), (8, 13), (12, 14)] {
        play(number, seed, Style::Rules);
    }
}

#[test]
fn whole_games_by_taps_on_four_positions() {
    for (number, seed) in [(2, 21), (6, 22), (9, 23), (11, 24)] {
        play(number, seed, Style::Taps);
    }
}

#[test]
fn tap_and_double_tap_answers_carry_the_status_message() {
    let answers = common::run_script(
        concat!(
            r#"{"cmd":"new","position":"pyramid"}"#,
            "\n",
            r#"{"cmd":"tap","x":0,"y":0}"#,
            "\n",
            r#"{"cmd":"double_tap","x":0,"y":0}"#,
            "\n",
            r#"{"cmd":"view"}"#,
            "\n",
        ),
        &[],
    );
    assert_eq!(answers[1]["ok"], false);
    assert_eq!(answers[1]["error"], "not_playable");
    assert_eq!(answers[2]["ok"], true);
    assert_eq!(answers[2]["bridge"], Value::Null);
    assert_eq!(answers[2]["message"]["code"], "no_stone_to_ring");
    let view = &answers[3]["view"];
    assert_eq!(view["position"], "Pyramid");
    assert_eq!(view["players"][0]["set"], 1);
    assert_eq!(view["players"][0]["sets"], 3);
    assert_eq!(view["selected"], "blue");
    assert_eq!(view["message"]["code"], "no_stone_to_ring");
}
