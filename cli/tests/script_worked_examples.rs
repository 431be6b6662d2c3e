//! The worked examples of dl-discorder's and dl-color-brake's READMEs played through script
//! mode: the command files under `tests/data/`, which the README's sections for the two games
//! show. Every command is accepted, the scores on the way and at the end are the READMEs' (and
//! the README shows the answers this run gives).

mod common;

use std::path::Path;

use serde_json::{json, Value};

/// The commands of a file under `tests/data/`.
fn commands(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The repository's README.
fn readme() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md");
    std::fs::read_to_string(path).expect("the README")
}

/// Runs a worked example: every answer is `ok`; returns the answers.
fn run(name: &str) -> Vec<Value> {
    let input = commands(name);
    let answers = common::run_script(&input, &[]);
    assert_eq!(
        answers.len(),
        input.lines().count(),
        "one answer per command"
    );
    for (i, answer) in answers.iter().enumerate() {
        assert_eq!(answer["ok"], true, "line {}: {answer}", i + 1);
    }
    answers
}

/// The README shows `answer` as this run gives it.
fn shown_in_readme(answer: &Value) {
    let text = answer.to_string();
    assert!(readme().contains(&text), "the README does not show {text}");
}

#[test]
fn d5_the_discorder_worked_example_ends_yellow_4_black_2() {
    let answers = run("discorder-worked-example.jsonl");
    // After Black's peg under (3,1), action 21: Yellow's two settled points, Black's open one.
    let after_peg = &answers[23];
    assert_eq!(answers[22]["action"], "peg 3,1");
    assert_eq!(
        *after_peg,
        json!({"ok": true, "yellow": {"now": 2, "settled": 2}, "black": {"now": 1, "settled": 0}})
    );
    let last = answers.len() - 1;
    let scores = &answers[last - 1];
    assert_eq!(
        *scores,
        json!({"ok": true, "yellow": {"now": 4, "settled": 4}, "black": {"now": 2, "settled": 2}})
    );
    let current = &answers[last];
    assert_eq!(current["game_over"], true);
    assert_eq!(current["winner"], "yellow");
    assert_eq!(current["actions"], 58);
    assert_eq!(current["pegs_left"], 8);
    // Yellow, out of tiles with one cell left, must place a peg (D2): under (0,5).
    assert_eq!(answers[last - 3]["action"], "peg 0,5");
    shown_in_readme(after_peg);
    shown_in_readme(scores);
}

#[test]
fn c5_the_color_brake_worked_example_ends_37_to_0() {
    let answers = run("color-brake-worked-example.jsonl");
    assert_eq!(answers[0]["a"], "one", "the lot gives A to player one (C2)");
    let round_1 = &answers[11];
    assert_eq!(round_1["one"], 19);
    assert_eq!(
        round_1["rounds"][0]["end"],
        json!({"completed": false, "stuck": "two", "cell": 10})
    );
    assert_eq!(answers[12]["action"], "next round");
    let last = answers.len() - 1;
    let scores = &answers[last - 1];
    assert_eq!(
        (scores["one"].clone(), scores["two"].clone()),
        (json!(37), json!(0))
    );
    assert_eq!(
        scores["rounds"][1]["end"],
        json!({"completed": false, "stuck": "two", "cell": 11})
    );
    let current = &answers[last];
    assert_eq!(current["game_over"], true);
    assert_eq!(current["winner"], "one");
    assert_eq!(current["actions"], 21);
    shown_in_readme(scores);
    // The README shows the whole example.
    let readme = readme();
    for line in commands("color-brake-worked-example.jsonl").lines() {
        assert!(readme.contains(line), "the README does not show {line}");
    }
}
