//! Script mode for the other two games of the collection: Discorder's `tile`, `peg`, `tool`,
//! `computer` and `undo` with their refusals (D2, D3, D7), Color Brake ABAB's `play`, `ready`,
//! `computer` and the frame's offers (C4, C6, C7, the hidden hands of C2), commands of another
//! game refused as `wrong_game`, and the store keeping the games of all three (`saved_games`,
//! `open_saved`).

mod common;

use std::sync::Arc;

use dl_core::{builtin, Action, Game};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use serde_json::{json, Value};

/// The first action of a random game of Divided Loyalties on built-in 2: a stone placed.
fn first_placement() -> Value {
    let position = builtin(2).expect("built-in 2");
    let mut game = Game::new(Arc::new(position.clone()), position.default_rounds());
    let mut rng = SmallRng::seed_from_u64(2);
    dl_core::playout::play_random_game(&mut game, &mut rng, 0.9).expect("a game that ends");
    match game.actions().first() {
        Some(Action::Place { cell, color }) => {
            json!({"cmd": "place", "x": cell.x, "y": cell.y, "color": color.name()})
        }
        other => panic!("a game begins with a stone (R4): {other:?}"),
    }
}

/// Runs `commands` (one JSON value each) through `dl-cli script` with `args`.
fn run(commands: &[Value], args: &[&str]) -> Vec<Value> {
    let input: String = commands.iter().map(|c| format!("{c}\n")).collect();
    let answers = common::run_script(&input, args);
    assert_eq!(answers.len(), commands.len(), "one answer per command");
    answers
}

/// D2, D3, D7: tiles, a refusal with the game's own code, the peg tool and a peg, the
/// computer's action, undo; a command of Divided Loyalties or of Color Brake ABAB is refused.
#[test]
fn d2_d3_d7_discorder_tiles_pegs_the_computer_undo_and_refusals() {
    let answers = run(
        &[
            json!({"cmd": "new", "game": "discorder", "first": "black"}),
            json!({"cmd": "tile", "x": 2, "y": 3}),
            json!({"cmd": "tile", "x": 2, "y": 3}),
            json!({"cmd": "tool", "tool": "peg"}),
            json!({"cmd": "peg", "x": 2, "y": 3}),
            json!({"cmd": "peg", "x": 0, "y": 6}),
            json!({"cmd": "computer", "seed": 5}),
            json!({"cmd": "undo"}),
            json!({"cmd": "place", "x": 0, "y": 0, "color": "blue"}),
            json!({"cmd": "play", "action": "neutral"}),
            json!({"cmd": "current"}),
            json!({"cmd": "view"}),
        ],
        &[],
    );
    assert_eq!(answers[0]["game"], "discorder");
    assert_eq!(answers[0]["to_move"], "black");
    assert_eq!(
        answers[1],
        json!({"ok": true, "action": "tile 2,3", "passed": null, "to_move": "yellow", "game_over": false})
    );
    assert_eq!(answers[2]["error"], "cell_occupied", "{}", answers[2]);
    assert_eq!(answers[3], json!({"ok": true}));
    assert_eq!(answers[4]["action"], "peg 2,3");
    assert_eq!(answers[4]["to_move"], "black");
    assert_eq!(answers[5]["ok"], false, "no line below the last row (D3)");
    let chosen = answers[6]["action"]
        .as_str()
        .expect("the computer's action");
    assert_eq!(answers[7], json!({"ok": true, "undone": chosen}));
    assert_eq!(answers[8]["error"], "wrong_game");
    assert_eq!(answers[9]["error"], "wrong_game");
    assert_eq!(answers[10]["actions"], 2);
    assert_eq!(answers[10]["pegs_left"], 9);
    assert_eq!(answers[10]["to_move"], "black");
    let view = &answers[11]["view"];
    assert_eq!(view["tiles"].as_array().map(Vec::len), Some(1), "{view}");
    assert_eq!(view["pegs"].as_array().map(Vec::len), Some(1), "{view}");
}

/// C2, C4, C6, C7: against the computer (seat two) the frame shows player one's hand only;
/// every offer the frame refuses is refused by `play` with the same code, an accepted one is
/// played; `computer` plays only the computer's seat; undo takes back the computer's action
/// and player one's; an unreadable action is `bad_action`.
#[test]
fn c4_c6_c7_color_brake_offers_the_computer_seat_undo_and_refusals() {
    let mut commands = vec![
        json!({"cmd": "new", "game": "color-brake", "seed": 7, "computer": "two"}),
        json!({"cmd": "computer"}),
        json!({"cmd": "play", "action": "colour"}),
        json!({"cmd": "view"}),
    ];
    let answers = run(&commands, &[]);
    assert_eq!(answers[0]["computer"], "two");
    assert_eq!(answers[0]["to_move"], "one");
    assert_eq!(
        answers[1]["error"], "bad_command",
        "not the computer's turn"
    );
    assert_eq!(answers[2]["error"], "bad_action");
    let view = &answers[3]["view"];
    assert_eq!(view["viewer"], "one");
    assert!(view["hand"].is_object(), "{view}");
    assert!(view.get("hands").is_none(), "one hand only: {view}");
    let offers = view["offers"].as_array().expect("offers");
    let refused: Vec<&Value> = offers.iter().filter(|o| !o["refusal"].is_null()).collect();
    let accepted = offers
        .iter()
        .find(|o| o["refusal"].is_null())
        .expect("an accepted offer");
    assert!(!refused.is_empty(), "some offer is refused: {offers:?}");
    for offer in &refused {
        commands.push(json!({"cmd": "play", "action": offer["action"]}));
    }
    commands.push(json!({"cmd": "play", "action": accepted["action"]}));
    commands.push(json!({"cmd": "computer"}));
    commands.push(json!({"cmd": "undo"}));
    commands.push(json!({"cmd": "current"}));
    let answers = run(&commands, &[]);
    let after = &answers[4..];
    for (offer, answer) in refused.iter().zip(after) {
        assert_eq!(answer["ok"], false, "{offer} was offered as refused");
        assert_eq!(
            answer["error"], offer["refusal"]["code"],
            "{offer}: {answer}"
        );
    }
    let played = &after[refused.len()];
    assert_eq!(played["action"], accepted["action"]);
    assert_eq!(played["to_move"], "two");
    let computer = &after[refused.len() + 1];
    assert_eq!(computer["ok"], true, "{computer}");
    assert_eq!(computer["to_move"], "one");
    let undone = &after[refused.len() + 2];
    assert_eq!(undone["ok"], true, "{undone}");
    let current = &after[refused.len() + 3];
    assert_eq!(
        current["actions"], 0,
        "undo takes back both actions (C7): {current}"
    );
}

/// Pass-and-play: the frame shows no hand until `ready` (C2); the store keeps the games of
/// all three, lists them with their game, and opens one of another game again as it was.
#[test]
fn c2_the_hand_over_and_the_store_keeping_all_three_games() {
    let dir = common::temp_dir("script-other-games");
    let store = ["--store", dir.to_str().expect("a UTF-8 temp dir")];
    let answers = run(
        &[
            json!({"cmd": "new", "position": 2}),
            first_placement(),
            json!({"cmd": "new", "game": "discorder"}),
            json!({"cmd": "tile", "x": 4, "y": 4}),
            json!({"cmd": "new", "game": "color-brake", "seed": 11, "rounds": 4}),
            json!({"cmd": "view"}),
            json!({"cmd": "ready"}),
            json!({"cmd": "view"}),
            json!({"cmd": "saved_games"}),
        ],
        &store,
    );
    for answer in &answers {
        assert_eq!(answer["ok"], true, "{answer}");
    }
    assert_eq!(answers[5]["view"]["phase"], "hand_over");
    assert!(answers[5]["view"]["hand"].is_null(), "no hand before ready");
    assert!(
        answers[7]["view"]["hand"].is_object(),
        "the hand after ready"
    );
    let games = answers[8]["games"].as_array().expect("saved games");
    let kinds: Vec<&Value> = games.iter().map(|g| &g["game"]).collect();
    assert_eq!(games.len(), 2, "{games:?}");
    assert!(kinds.contains(&&json!("divided-loyalties")), "{kinds:?}");
    let discorder = games
        .iter()
        .find(|g| g["game"] == "discorder")
        .expect("Discorder kept in the saved games");
    let id = discorder["id"].clone();

    // A new run of the script: the current game is Color Brake ABAB; Discorder opens again.
    let answers = run(
        &[
            json!({"cmd": "current"}),
            json!({"cmd": "open_saved", "id": id}),
            json!({"cmd": "current"}),
            json!({"cmd": "tile", "x": 4, "y": 4}),
        ],
        &store,
    );
    assert_eq!(answers[0]["game"], "color-brake");
    assert_eq!(answers[0]["length"], json!({"rounds": 4}));
    assert_eq!(answers[1]["ok"], true, "{}", answers[1]);
    assert_eq!(answers[2]["game"], "discorder");
    assert_eq!(answers[2]["actions"], 1);
    assert_eq!(answers[3]["error"], "cell_occupied");
    let _ = std::fs::remove_dir_all(&dir);
}
