//! Files and links through `dl-cli script`: our saved games round-trip byte for byte, the web
//! version's saves load with recomputed scores, share writes the CSV and the game and answers
//! the links, and every file of the bad-input corpus (`tests/corpus/`) is refused with its code.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use serde_json::{json, Value};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn lines(commands: &[Value]) -> String {
    commands.iter().map(|c| format!("{c}\n")).collect()
}

#[test]
fn web_version_saves_load_with_recomputed_scores_and_play_on() {
    let dir = repo().join("tests/data/web-version-files");
    let expected: Vec<Value> =
        serde_json::from_str(&fs::read_to_string(dir.join("expected.json")).unwrap()).unwrap();
    for case in expected {
        let path = dir.join(case["file"].as_str().unwrap());
        let answers = common::run_script(
            &lines(&[
                json!({"cmd": "load", "path": path}),
                json!({"cmd": "scores"}),
                json!({"cmd": "undo"}),
            ]),
            &[],
        );
        assert_eq!(answers[0]["ok"], true, "{}: {}", case["file"], answers[0]);
        assert_eq!(answers[0]["to_move"], case["to_move"]);
        let s = &case["scores"];
        for who in ["blue", "yellow"] {
            assert_eq!(
                answers[1][who]["bridges"], s["bridge"][who],
                "{}",
                case["file"]
            );
            assert_eq!(
                answers[1][who]["regions"], s["region"][who],
                "{}",
                case["file"]
            );
            assert_eq!(
                answers[1][who]["total"], s["total"][who],
                "{}",
                case["file"]
            );
        }
        assert_eq!(
            answers[2]["error"], "nothing_to_undo",
            "undo stops at the imported state"
        );
    }
}

#[test]
fn a_saved_game_loads_back_and_saves_to_the_same_bytes() {
    let dir = common::temp_dir("save-load");
    let (first, second) = (dir.join("first.json"), dir.join("second.json"));
    let web = repo().join("tests/data/web-version-files/p2_t60.json");
    let answers = common::run_script(
        &lines(&[
            json!({"cmd": "load", "path": web}),
            json!({"cmd": "view"}),
            json!({"cmd": "save", "path": first}),
            json!({"cmd": "new", "position": "3"}),
            json!({"cmd": "load", "path": first}),
            json!({"cmd": "view"}),
            json!({"cmd": "save", "path": second}),
        ]),
        &[],
    );
    assert!(answers.iter().all(|a| a["ok"] == true), "{answers:?}");
    assert_eq!(answers[1]["view"]["stones"], answers[5]["view"]["stones"]);
    assert_eq!(answers[1]["view"]["bridges"], answers[5]["view"]["bridges"]);
    assert_eq!(fs::read(&first).unwrap(), fs::read(&second).unwrap());
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn share_writes_the_position_and_the_game_and_the_links_open_them() {
    let dir = common::temp_dir("share");
    let answers = common::run_script(
        &lines(&[
            json!({"cmd": "new", "position": "gentle-kiss"}),
            json!({"cmd": "place", "x": 4, "y": 6, "color": "blue"}),
            json!({"cmd": "end_turn"}),
            json!({"cmd": "share", "dir": dir}),
        ]),
        &[],
    );
    let shared = &answers[3];
    assert_eq!(answers[1]["ok"], true, "{}", answers[1]);
    assert_eq!(shared["ok"], true, "{shared}");
    assert_eq!(shared["csv"], json!(dir.join("gentle-kiss.csv")));
    let game_file = PathBuf::from(shared["game_file"].as_str().unwrap());
    let name = game_file
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    assert!(
        name.starts_with("gentle-kiss-") && name.ends_with(".dlgame.json"),
        "{name}"
    );
    assert_eq!(shared["files"].as_array().unwrap().len(), 4, "{shared}");
    let position_link = shared["position_link"].as_str().unwrap();
    assert!(position_link.starts_with("https://game.ywesee.com/parados/divided_loyalties"));
    assert!(position_link.ends_with("#gentle-kiss"));
    let game_link = shared["game_link"].as_str().unwrap();
    assert!(shared["message"].as_str().unwrap().contains("Gentle kiss"));
    let again = common::run_script(
        &lines(&[
            json!({"cmd": "new", "csv_file": dir.join("gentle-kiss.csv")}),
            json!({"cmd": "load", "path": game_file}),
            json!({"cmd": "load", "link": game_link}),
            json!({"cmd": "load", "link": position_link}),
            json!({"cmd": "share", "dir": dir}),
        ]),
        &[],
    );
    assert_eq!(again[0]["position"], "Gentle kiss");
    for answer in &again[1..3] {
        assert_eq!(answer["actions"], 2, "{answer}");
        assert_eq!(answer["to_move"], "yellow");
    }
    assert_eq!(again[3]["actions"], 0);
    assert_eq!(again[3]["rounds"], 4);
    assert_eq!(
        again[4]["csv"],
        json!(dir.join("gentle-kiss-2.csv")),
        "a second share never writes over the first"
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn share_without_a_dir_writes_into_the_data_directorys_shared_folder() {
    let data = common::temp_dir("share-data-dir");
    let mut child = std::process::Command::new(common::BIN)
        .arg("script")
        .env("DL_DATA_DIR", &data)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let input = lines(&[json!({"cmd": "share"})]);
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let answer: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        answer["csv"],
        json!(data.join("shared/up-the-stairs.csv")),
        "{answer}"
    );
    assert!(data.join("shared/up-the-stairs.png").exists());
    fs::remove_dir_all(&data).unwrap();
}

#[test]
fn every_corpus_file_is_refused_with_its_code() {
    let corpus = repo().join("tests/corpus");
    let table = fs::read_to_string(corpus.join("expected.tsv")).unwrap();
    let mut commands = Vec::new();
    let mut expected = Vec::new();
    for line in table
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let fields: Vec<&str> = line.split('\t').collect();
        let (file, parser, code) = (fields[0], fields[1], fields[2]);
        if !["csv", "record", "web", "link"].contains(&parser) {
            continue;
        }
        let path = corpus.join(file);
        let command = match parser {
            "csv" => json!({"cmd": "new", "csv_file": path}),
            "link" => {
                let bytes = fs::read(&path).unwrap();
                json!({"cmd": "load", "link": String::from_utf8_lossy(&bytes)})
            }
            _ => json!({"cmd": "load", "path": path}),
        };
        // `load` reads our saved games and the web version's: a web save given as ours loads,
        // and ours given as a web save loads too.
        let code = match file {
            "record/web-save-given.json" | "web/record-given.json" => "ok",
            _ => code,
        };
        commands.push(command);
        expected.push((file, code));
    }
    let answers = common::run_script(&lines(&commands), &[]);
    assert_eq!(answers.len(), expected.len());
    let mut refused = 0;
    for ((file, code), answer) in expected.iter().zip(&answers) {
        let got = if answer["ok"] == true {
            "ok"
        } else {
            refused += 1;
            answer["error"].as_str().unwrap()
        };
        assert_eq!(got, *code, "{file}: {answer}");
    }
    println!("corpus: {} files, {refused} refused", expected.len());
}
