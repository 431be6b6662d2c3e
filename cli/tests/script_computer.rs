//! The script commands of the computer opponent (issue 11): `computer` plays the whole turn of
//! the player to move, `hint` shows the hard level's turn, and a whole game computer against
//! computer, bounded by iterations, is the CI smoke of the levels.

mod common;

use dl_core::game::turn_limit;
use dl_core::Rounds;
use serde_json::{json, Value};

fn lines(commands: &[Value]) -> String {
    commands.iter().map(|c| format!("{c}\n")).collect()
}

#[test]
fn computer_plays_the_turn_of_the_player_to_move_and_hint_shows_one() {
    let answers = common::run_script(
        &lines(&[
            json!({"cmd": "new", "position": 7, "rounds": 3}),
            json!({"cmd": "hint", "iterations": 30}),
            json!({"cmd": "view"}),
            json!({"cmd": "computer", "level": "medium", "iterations": 30}),
            json!({"cmd": "view"}),
            json!({"cmd": "computer", "level": "expert"}),
        ]),
        &[],
    );
    let hint = &answers[1]["hint"];
    assert_eq!(answers[1]["ok"], json!(true), "{}", answers[1]);
    assert!(
        hint["color"].is_string() && hint["cell"].is_array(),
        "{hint}"
    );
    assert_eq!(&answers[2]["view"]["hint"], hint);
    assert_eq!(answers[2]["view"]["computer_to_move"], json!(false));
    let played = &answers[3];
    assert_eq!(played["ok"], json!(true), "{played}");
    assert_eq!(played["to_move"], json!("yellow"));
    assert_eq!(played["game_over"], json!(false));
    let cell = &played["played"]["cell"];
    let stones = answers[4]["view"]["stones"].as_array().expect("stones");
    assert_eq!(stones.len(), 1);
    assert_eq!(json!([stones[0]["x"], stones[0]["y"]]), *cell);
    assert_eq!(stones[0]["color"], played["played"]["color"]);
    assert_eq!(answers[4]["view"]["hint"], Value::Null);
    assert_eq!(answers[5]["error"], json!("bad_command"));
}

/// The CI smoke: medium against easy for a whole game, every turn through `computer`, bounded
/// by the game's longest possible length; deterministic (iterations, no clock).
#[test]
fn a_whole_game_computer_against_computer_ends_within_its_longest_length() {
    let limit = turn_limit(Rounds::Three, 0) as usize;
    let mut commands = vec![json!({"cmd": "new", "position": 9, "rounds": 3})];
    for turn in 0..limit {
        let level = if turn % 2 == 0 { "medium" } else { "easy" };
        commands.push(json!({"cmd": "computer", "level": level, "iterations": 20}));
    }
    let answers = common::run_script(&lines(&commands), &[]);
    let over = answers[1..]
        .iter()
        .position(|a| a["game_over"] == json!(true))
        .unwrap_or_else(|| panic!("the game did not end within {limit} turns"));
    for answer in &answers[1..=over + 1] {
        assert_eq!(answer["ok"], json!(true), "{answer}");
    }
    for answer in &answers[over + 2..] {
        assert_eq!(answer["error"], json!("game_over"), "{answer}");
    }
}
