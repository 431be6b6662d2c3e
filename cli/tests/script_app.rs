//! `dl-cli script` driving the app (issue 19): `screen`, `send` and `effects` reach dl-ui, the
//! state machine every shell paints, on the script's store; game commands are refused after.

mod common;

use serde_json::{json, Value};

fn run(dir: &std::path::Path, commands: &[Value]) -> Vec<Value> {
    let lines: String = commands.iter().map(|c| format!("{c}\n")).collect();
    let dir = dir.display().to_string();
    let answers = common::run_script(&lines, &["--store", &dir]);
    assert_eq!(answers.len(), commands.len(), "{answers:?}");
    answers
}

fn press(control: Value) -> Value {
    json!({"cmd": "send", "input": {"input": "press", "control": control}})
}

#[test]
fn a_script_plays_through_the_apps_screens_and_inputs() {
    let dir = common::temp_dir("script-app");
    let answers = run(
        &dir,
        &[
            json!({"cmd": "screen"}),
            press(json!({"control": "start_position", "key": "octopus"})),
            json!({"cmd": "effects"}),
            json!({"cmd": "send", "input": {"input": "cell", "x": 7, "y": 7, "action": "place"}}),
            json!({"cmd": "screen"}),
            json!({"cmd": "effects"}),
        ],
    );
    assert_eq!(answers[0]["screen"]["route"]["route"], "new_game");
    assert_eq!(answers[0]["screen"]["body"]["screen"], "new_game");
    assert_eq!(answers[1]["ok"], true);
    let screen = &answers[4]["screen"];
    assert_eq!(screen["route"]["route"], "game");
    assert_eq!(screen["title"], "Octopus");
    let model = &screen["body"]["model"];
    assert!(model["status"].as_str().unwrap().starts_with("Blue"));
    assert!(model["board"]["cells"].as_array().unwrap().len() > 10);
    let effects = answers[5]["effects"].as_array().unwrap();
    assert!(
        effects.iter().all(|e| e["effect"].is_string()),
        "{effects:?}"
    );
}

#[test]
fn the_app_keeps_the_game_in_the_scripts_store_for_the_next_run() {
    let dir = common::temp_dir("script-app-store");
    run(
        &dir,
        &[press(
            json!({"control": "start_position", "key": "pyramid"}),
        )],
    );
    let answers = run(&dir, &[json!({"cmd": "screen"})]);
    assert_eq!(answers[0]["screen"]["title"], "Pyramid");
    assert_eq!(answers[0]["screen"]["route"]["route"], "game");
}

#[test]
fn a_share_is_an_effect_with_its_file_in_base64() {
    let dir = common::temp_dir("script-app-share");
    let answers = run(
        &dir,
        &[
            press(json!({"control": "start_position", "key": "octopus"})),
            json!({"cmd": "effects"}),
            press(json!({"control": "share_position_csv"})),
            json!({"cmd": "effects"}),
        ],
    );
    let effects = answers[3]["effects"].as_array().unwrap();
    assert_eq!(effects.len(), 1, "{effects:?}");
    let item = &effects[0]["items"][0];
    assert_eq!(item["item"], "file");
    assert_eq!(item["name"], "octopus.csv");
    assert_eq!(item["mime"], "text/csv");
    assert!(item["bytes"].as_str().unwrap().starts_with("cG9zaXRpb25f"));
}

#[test]
fn a_bad_input_is_a_sentence_and_game_commands_are_over() {
    let dir = common::temp_dir("script-app-errors");
    let answers = run(
        &dir,
        &[
            json!({"cmd": "send", "input": {"input": "jump"}}),
            json!({"cmd": "send", "input": {"input": "cell", "x": "seven"}}),
            json!({"cmd": "place", "x": 1, "y": 1, "color": "blue"}),
        ],
    );
    assert_eq!(answers[0]["error"], "bad_input");
    let message = answers[0]["message"].as_str().unwrap();
    assert!(message.contains("touch, cell, press"), "{message}");
    assert!(
        !message.contains("variant"),
        "no serde internals: {message}"
    );
    assert_eq!(answers[1]["error"], "bad_input");
    assert_eq!(answers[2]["error"], "app_mode");
}

#[test]
fn a_script_plays_color_brake_and_discorder_through_the_same_inputs() {
    let dir = common::temp_dir("script-app-other-games");
    let answers = run(
        &dir,
        &[
            press(json!({"control": "new_game", "game": "color_brake"})),
            press(
                json!({"control": "color_brake_length", "length": {"length": "rounds", "rounds": 2}}),
            ),
            press(json!({"control": "start_color_brake"})),
            press(json!({"control": "color_brake_ready"})),
            json!({"cmd": "screen"}),
            press(
                json!({"control": "color_brake_play", "action": {"move": "tank", "cell": 30, "color": "red"}}),
            ),
            json!({"cmd": "screen"}),
            press(json!({"control": "new_game", "game": "discorder"})),
            press(json!({"control": "start_discorder"})),
            json!({"cmd": "send", "input": {"input": "cell", "x": 2, "y": 3, "action": "place"}}),
            json!({"cmd": "screen"}),
        ],
    );
    let model = &answers[4]["screen"]["body"]["model"];
    assert_eq!(answers[4]["screen"]["body"]["screen"], "color_brake");
    assert_eq!(model["round"], "Round 1 of 2");
    assert_eq!(model["hand"]["colors"].as_array().map(Vec::len), Some(7));
    assert_eq!(
        answers[6]["screen"]["body"]["model"]["status"],
        "There is no cell 30: the cells are numbered 1 to 28."
    );
    let model = &answers[10]["screen"]["body"]["model"];
    assert_eq!(answers[10]["screen"]["body"]["screen"], "discorder");
    assert_eq!(model["board"]["tiles"].as_array().map(Vec::len), Some(1));
    assert_eq!(model["board"]["tiles"][0]["x"], 2);
}

#[cfg(not(feature = "online"))]
fn text(field: &str, text: &str) -> Value {
    json!({"cmd": "send", "input": {"input": "text", "field": {"field": field}, "text": text}})
}

/// Issue 23: `remote` reads the room of online play (null while none is on screen) and `chat`
/// speaks in it (refused with `no_room` without one). In the build without the transport,
/// joining says so and opens no room, `--peer-server` or not; in the one with it (feature
/// `online`) the room is real, and tests/web plays it against the web page.
#[cfg(not(feature = "online"))]
#[test]
fn remote_reads_the_room_and_chat_needs_one() {
    let dir = common::temp_dir("script-app-room");
    let commands = [
        json!({"cmd": "remote"}),
        json!({"cmd": "chat", "text": "hello"}),
        press(json!({"control": "play_online"})),
        text("online_name", "Ada"),
        text("online_room", "oak"),
        press(json!({"control": "join_room"})),
        json!({"cmd": "screen"}),
        json!({"cmd": "remote"}),
        json!({"cmd": "chat", "text": "hello"}),
    ];
    let lines: String = commands.iter().map(|c| format!("{c}\n")).collect();
    let store = dir.display().to_string();
    let peer_server = ["--peer-server", "ws://127.0.0.1:9"];
    let answers = common::run_script(&lines, &[&["--store", &store][..], &peer_server].concat());
    assert_eq!(answers.len(), commands.len(), "{answers:?}");
    assert_eq!(answers[0], json!({"ok": true, "remote": null}));
    assert_eq!(answers[1]["ok"], false);
    assert_eq!(answers[1]["error"], "no_room");
    let screen = &answers[6]["screen"];
    assert_eq!(screen["body"]["screen"], "play_online", "{screen}");
    let notice = screen["notice"]["text"].as_str().unwrap_or("");
    assert!(notice.contains("needs the webrtc build"), "{screen}");
    assert_eq!(answers[7], json!({"ok": true, "remote": null}));
    assert_eq!(answers[8]["error"], "no_room");
}
