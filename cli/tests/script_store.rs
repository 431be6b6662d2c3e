//! `dl-cli script --store DIR`: the game lives in dl-app's store. The current game is resumed
//! at the next start; a new game keeps the unfinished one in the saved games; saved games are
//! listed, opened and deleted; finished games go to the history; the player's positions are
//! imported, renamed, duplicated, exported and played; an unreadable current game is moved
//! aside and reported, never overwritten; a second process on the same store is refused.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use serde_json::{json, Value};

fn lines(commands: &[Value]) -> String {
    commands.iter().map(|c| format!("{c}\n")).collect()
}

fn store_args(dir: &std::path::Path) -> Vec<String> {
    vec!["--store".to_owned(), dir.display().to_string()]
}

fn run(dir: &std::path::Path, commands: &[Value]) -> Vec<Value> {
    let args = store_args(dir);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let answers = common::run_script(&lines(commands), &args);
    assert_eq!(answers.len(), commands.len());
    answers
}

#[test]
fn a_new_game_keeps_the_unfinished_one_which_can_be_resumed_later() {
    let dir = common::temp_dir("store-saved");
    let answers = run(
        &dir,
        &[
            json!({"cmd": "new", "position": "octopus"}),
            json!({"cmd": "place", "x": 5, "y": 5, "color": "blue"}),
            json!({"cmd": "end_turn"}),
            json!({"cmd": "new", "position": 7}),
            json!({"cmd": "saved_games"}),
        ],
    );
    assert_eq!(answers[0]["previous"], Value::Null);
    let saved = answers[3]["previous"]["saved"].as_str().unwrap().to_owned();
    let games = answers[4]["games"].as_array().unwrap();
    assert_eq!(games.len(), 1);
    let game = &games[0];
    assert_eq!(game["id"], saved);
    assert_eq!(game["game"], "divided-loyalties");
    assert_eq!(game["position"], "Octopus");
    assert_eq!(game["number"], 2);
    assert_eq!(game["turn"], 2);
    assert_eq!(game["to_move"], "yellow");
    assert_eq!(game["scores"], json!({"blue": 0, "yellow": 0}));
    assert_eq!(game["game_over"], false);
    assert!(game["last_played"].as_u64().unwrap() > 1_700_000_000_000);

    // The next run resumes Pyramid, the current game; opening the saved game keeps Pyramid.
    let answers = run(
        &dir,
        &[
            json!({"cmd": "current"}),
            json!({"cmd": "open_saved", "id": saved}),
            json!({"cmd": "undo"}),
            json!({"cmd": "saved_games"}),
            json!({"cmd": "open_saved", "id": saved}),
        ],
    );
    assert_eq!(answers[0]["position"], "Pyramid");
    assert_eq!(answers[1]["position"], "Octopus");
    assert_eq!(answers[1]["actions"], 2);
    assert_eq!(
        answers[1]["previous"],
        json!({"dropped": true}),
        "Pyramid was blank"
    );
    assert_eq!(answers[2]["ok"], true, "{}", answers[2]);
    assert_eq!(answers[3]["games"], json!([]));
    assert_eq!(answers[4]["error"], "store_no_such_entry");

    let answers = run(&dir, &[json!({"cmd": "current"})]);
    assert_eq!(answers[0]["position"], "Octopus");
    assert_eq!(answers[0]["actions"], 1, "the undo was kept");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn finished_games_go_to_the_history_and_can_be_viewed_and_deleted() {
    let dir = common::temp_dir("store-history");
    let answers = run(
        &dir,
        &[
            json!({"cmd": "new", "position": "2"}),
            json!({"cmd": "place", "x": 5, "y": 5, "color": "blue"}),
            json!({"cmd": "end_turn"}),
            json!({"cmd": "agree_end"}),
            json!({"cmd": "new", "position": "3"}),
            json!({"cmd": "finished_games"}),
            json!({"cmd": "saved_games"}),
        ],
    );
    let finished = answers[4]["previous"]["finished"]
        .as_str()
        .unwrap()
        .to_owned();
    let games = answers[5]["games"].as_array().unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0]["game_over"], true);
    assert_eq!(games[0]["winner"], "draw");
    assert_eq!(answers[6]["games"], json!([]));
    let answers = run(
        &dir,
        &[
            json!({"cmd": "view_finished", "id": finished}),
            json!({"cmd": "replay_finished", "id": finished, "step": 0}),
            json!({"cmd": "replay_finished", "id": finished, "step": 3}),
            json!({"cmd": "replay_finished", "id": finished, "step": 4}),
            json!({"cmd": "delete_finished", "id": finished}),
            json!({"cmd": "finished_games"}),
            json!({"cmd": "delete_saved", "id": finished}),
        ],
    );
    assert_eq!(answers[0]["game_over"], true);
    assert_eq!(answers[0]["position"], "Octopus");
    // R11: the start, the stone, the end of the turn, the agreement: four states after it.
    let start = &answers[1];
    assert_eq!(
        (start["states"].as_u64(), start["step"].as_u64()),
        (Some(4), Some(0))
    );
    assert_eq!(
        (start["actions"].as_u64(), &start["game_over"]),
        (Some(0), &json!(false))
    );
    let end = &answers[2];
    assert_eq!(
        (end["actions"].as_u64(), &end["game_over"]),
        (Some(3), &json!(true))
    );
    assert_eq!(answers[3]["error"], "bad_command");
    assert_eq!(answers[4], json!({"ok": true}));
    assert_eq!(answers[5]["games"], json!([]));
    assert_eq!(answers[6]["error"], "store_no_such_entry");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_players_positions_are_imported_renamed_duplicated_exported_and_played() {
    let dir = common::temp_dir("store-library");
    let csv = dir.join("mine.csv");
    std::fs::write(
        &csv,
        "position_id,position_name,row,c0,c1,c2\n\
         1,Ring,0,S1,S1,o\n1,Ring,1,G1,G1,.\n\
         2,Octopus,0,S1\n\
         3,Broken,x,S1\n",
    )
    .unwrap();
    let export = dir.join("export.csv");
    let answers = run(
        &dir,
        &[
            json!({"cmd": "import_positions", "path": csv}),
            json!({"cmd": "positions"}),
        ],
    );
    let report = &answers[0];
    assert_eq!(report["imported"][0]["name"], "Ring");
    let refused: Vec<(u64, &str)> = report["refused"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["line"].as_u64().unwrap(), r["code"].as_str().unwrap()))
        .collect();
    assert_eq!(
        refused,
        [(4, "editor_name_of_builtin"), (5, "csv_non_numeric_row")]
    );
    let id = report["imported"][0]["id"].as_str().unwrap().to_owned();
    let positions = answers[1]["positions"].as_array().unwrap();
    assert_eq!(positions.len(), 13);
    assert_eq!(positions[0]["source"], "builtin");
    assert_eq!(
        positions[12],
        json!({"source": "library", "id": id, "number": null,
        "name": "Ring", "slug": "ring", "width": 4, "height": 3})
    );

    let answers = run(
        &dir,
        &[
            json!({"cmd": "rename_position", "id": id, "name": "Pyramid"}),
            json!({"cmd": "rename_position", "id": id, "name": "Circle"}),
            json!({"cmd": "duplicate_position", "id": id}),
            json!({"cmd": "export_positions", "path": export, "ids": [id]}),
            json!({"cmd": "export_positions", "path": export, "ids": [id]}),
            json!({"cmd": "new", "library": id}),
            json!({"cmd": "place", "x": 0, "y": 0, "color": "blue"}),
        ],
    );
    assert_eq!(answers[0]["error"], "store_bad_name");
    assert_eq!(answers[1], json!({"ok": true}));
    let copy = answers[2]["id"].as_str().unwrap().to_owned();
    assert_eq!(answers[3], json!({"ok": true}));
    assert_eq!(
        answers[4]["error"], "file_exists",
        "never over an earlier file"
    );
    assert_eq!(answers[5]["position"], "Circle");
    assert_eq!(answers[6], json!({"ok": true}));
    let exported = std::fs::read_to_string(&export).unwrap();
    assert!(exported.contains("1,Circle,0,S1,S1,o"), "{exported}");

    let answers = run(
        &dir,
        &[
            json!({"cmd": "delete_position", "id": copy}),
            json!({"cmd": "positions"}),
            json!({"cmd": "new", "position": export}),
        ],
    );
    assert_eq!(answers[0], json!({"ok": true}));
    let names: Vec<&str> = answers[1]["positions"]
        .as_array()
        .unwrap()
        .iter()
        .skip(12)
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Circle"]);
    assert_eq!(answers[2]["position"], "Circle");
    assert_eq!(
        answers[2]["previous"]["saved"].as_str().map(|_| ()),
        Some(())
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_unreadable_current_game_is_moved_aside_reported_and_never_overwritten() {
    let dir = common::temp_dir("store-aside");
    let answers = run(
        &dir,
        &[
            json!({"cmd": "new", "position": "octopus"}),
            json!({"cmd": "place", "x": 5, "y": 5, "color": "blue"}),
        ],
    );
    assert_eq!(answers[1]["ok"], true);
    let current = dir.join("autosave.json");
    let mut newer: Value = serde_json::from_slice(&std::fs::read(&current).unwrap()).unwrap();
    newer["version"] = json!(2);
    let newer = newer.to_string();
    std::fs::write(&current, &newer).unwrap();
    let answers = run(
        &dir,
        &[
            json!({"cmd": "open_report"}),
            json!({"cmd": "current"}),
            json!({"cmd": "place", "x": 5, "y": 5, "color": "blue"}),
        ],
    );
    let moved = &answers[0]["moved_aside"][0];
    assert_eq!(moved["code"], "record_newer_version");
    assert_eq!(moved["from"], current.display().to_string());
    let to = std::path::PathBuf::from(moved["to"].as_str().unwrap());
    assert!(to
        .file_name()
        .unwrap()
        .to_string_lossy()
        .starts_with("autosave.unreadable-"));
    assert_eq!(
        answers[1]["position"], "Up the Stairs",
        "the player starts fresh"
    );
    assert_eq!(
        std::fs::read_to_string(&to).unwrap(),
        newer,
        "kept as it was"
    );
    let answers = run(&dir, &[json!({"cmd": "open_report"})]);
    assert_eq!(answers[0]["moved_aside"], json!([]), "reported once");
    assert_eq!(std::fs::read_to_string(&to).unwrap(), newer);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_second_process_on_the_same_store_is_refused() {
    let dir = common::temp_dir("store-two");
    let mut first = Command::new(common::BIN)
        .args(["script", "--store"])
        .arg(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = first.stdin.take().unwrap();
    let mut stdout = BufReader::new(first.stdout.take().unwrap());
    writeln!(stdin, "{}", json!({"cmd": "current"})).unwrap();
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    assert!(line.contains("\"ok\":true"), "{line}");
    let second = Command::new(common::BIN)
        .args(["script", "--store"])
        .arg(&dir)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(second.status.code(), Some(1));
    let err = String::from_utf8_lossy(&second.stderr);
    assert!(err.contains("is open elsewhere"), "{err}");
    drop(stdin);
    assert!(first.wait().unwrap().success());
    let answers = run(&dir, &[json!({"cmd": "current"})]);
    assert_eq!(answers[0]["ok"], true);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn without_a_store_the_store_commands_say_so() {
    let answers = common::run_script(&lines(&[json!({"cmd": "saved_games"})]), &[]);
    assert_eq!(answers[0]["error"], "no_store");
}
