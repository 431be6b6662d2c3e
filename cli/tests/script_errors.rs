//! Bad input to `dl-cli script` gets the error form with a stable code, and the process
//! carries on with the next line.

mod common;

use serde_json::{json, Value};

fn codes(answers: &[Value]) -> Vec<String> {
    answers
        .iter()
        .map(|a| {
            if a["ok"] == true {
                "ok".to_owned()
            } else {
                assert!(a["message"].as_str().is_some_and(|m| !m.is_empty()), "{a}");
                a["error"].as_str().unwrap_or("?").to_owned()
            }
        })
        .collect()
}

#[test]
fn malformed_lines_get_error_codes_and_the_next_line_still_runs() {
    let long = format!("{{\"cmd\":\"view\",\"pad\":\"{}\"}}", "x".repeat(1 << 20));
    let input = [
        "this is not json",
        "[1,2,3]",
        r#"{"no_cmd":1}"#,
        r#"{"cmd":"jump"}"#,
        r#"{"cmd":"place","x":3}"#,
        r#"{"cmd":"place","x":-1,"y":2,"color":"blue"}"#,
        r#"{"cmd":"place","x":3,"y":4,"color":"pink"}"#,
        r#"{"cmd":"bridge","from":[1],"to":[2,3]}"#,
        r#"{"cmd":"new"}"#,
        r#"{"cmd":"new","position":"nowhere"}"#,
        r#"{"cmd":"new","position":"13"}"#,
        r#"{"cmd":"new","position":"2","rounds":5}"#,
        "",
        &long,
        "\u{00ff}\u{00fe}",
        r#"{"cmd":"scores"}"#,
    ]
    .join("\n");
    let answers = common::run_script(&input, &[]);
    assert_eq!(
        codes(&answers),
        [
            "bad_json",
            "bad_command",
            "bad_command",
            "unknown_command",
            "bad_command",
            "bad_command",
            "unknown_color",
            "bad_command",
            "bad_command",
            "position_not_found",
            "position_not_found",
            "bad_command",
            "line_too_long",
            "bad_json",
            "ok",
        ]
    );
}

#[test]
fn rule_refusals_carry_the_core_codes() {
    let input = [
        json!({"cmd": "new", "position": "octopus"}),
        json!({"cmd": "end_turn"}),
        json!({"cmd": "undo"}),
        json!({"cmd": "bridge", "from": [3, 4], "to": [5, 6]}),
        json!({"cmd": "place", "x": 0, "y": 0, "color": "blue"}),
        json!({"cmd": "place", "x": 99, "y": 0, "color": "blue"}),
        json!({"cmd": "place", "x": 3, "y": 4, "color": "purple"}),
        json!({"cmd": "place", "x": 5, "y": 5, "color": "yellow"}),
        json!({"cmd": "select", "color": "yellow"}),
        json!({"cmd": "agree_end"}),
        json!({"cmd": "place", "x": 5, "y": 5, "color": "blue"}),
    ]
    .iter()
    .map(|c| format!("{c}\n"))
    .collect::<String>();
    let answers = common::run_script(&input, &[]);
    assert_eq!(
        codes(&answers),
        [
            "ok",
            "no_stone_placed",
            "nothing_to_undo",
            "no_stone_placed",
            "not_playable",
            "outside_grid",
            "dot_without_bridge",
            "color_not_in_supply",
            "color_not_in_supply",
            "ok",
            "game_over",
        ]
    );
    assert_eq!(
        answers[5]["message"],
        "the cell (99, 0) is outside the board"
    );
}

#[test]
fn custom_positions_come_from_csv_files_and_bad_files_are_refused_by_line() {
    // R9: a position file; `new` takes it as `csv_file` or as a `.csv` path in `position`.
    let dir = common::temp_dir("csv");
    let good = dir.join("tiny.csv");
    std::fs::write(
        &good,
        "position_id,position_name,row,c0,c1,c2,c3\n1,Tiny,0,.,S1,S1,S1\n1,Tiny,1,.,G1,G1,o\n",
    )
    .unwrap();
    let bad = dir.join("bad.csv");
    std::fs::write(&bad, "position_id,name,row,c0\n1,X,0,S1\n").unwrap();
    let input = [
        json!({"cmd": "new", "csv_file": good}),
        json!({"cmd": "new", "csv_file": bad}),
        json!({"cmd": "new", "csv_file": dir.join("missing.csv")}),
        json!({"cmd": "new", "csv_file": good, "position": "1"}),
        json!({"cmd": "place", "x": 2, "y": 0, "color": "blue"}),
        json!({"cmd": "new", "position": good}),
        json!({"cmd": "new", "position": 7}),
        json!({"cmd": "new", "position": 13}),
        json!({"cmd": "new", "position": bad}),
        json!({"cmd": "new", "position": good, "index": 1}),
    ]
    .iter()
    .map(|c| format!("{c}\n"))
    .collect::<String>();
    let answers = common::run_script(&input, &[]);
    assert_eq!(
        answers[0],
        json!({
            "ok": true, "game": "divided-loyalties", "position": "Tiny", "slug": "tiny", "number": null, "rounds": 3,
            "width": 5, "height": 3, "to_move": "blue", "turn": 1, "actions": 0,
            "game_over": false, "scores": {"blue": 0, "yellow": 0}, "previous": null
        })
    );
    assert_eq!(answers[1]["error"], "csv_unknown_header");
    assert!(answers[1]["message"].as_str().unwrap().contains("line 1"));
    assert_eq!(answers[2]["error"], "file_not_found");
    assert_eq!(answers[3]["error"], "bad_command");
    assert_eq!(answers[4], json!({"ok": true}));
    // Issue 9: a `.csv` path as the position loads it, and a number is a built-in's number.
    assert_eq!(answers[5]["position"], "Tiny", "{}", answers[5]);
    assert_eq!(answers[6]["position"], "Pyramid", "{}", answers[6]);
    assert_eq!(answers[7]["error"], "position_not_found");
    assert_eq!(answers[8]["error"], "csv_unknown_header");
    assert_eq!(answers[9]["error"], "position_not_found");
    std::fs::remove_dir_all(&dir).unwrap();
}
