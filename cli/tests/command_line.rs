//! The command line of the real binary: help, usage errors and start-up errors are reported
//! before the terminal is taken over.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// Runs `dl-cli` with `args` in English (the locale `C`).
fn run(args: &[&str]) -> (Option<i32>, String, String) {
    run_in(args, "C.UTF-8")
}

/// Runs `dl-cli` with `args` and the locale `lang`.
fn run_in(args: &[&str], lang: &str) -> (Option<i32>, String, String) {
    let out = Command::new(common::BIN)
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .env(
            "DL_DATA_DIR",
            std::env::temp_dir().join(format!("dl-cli-test-{}-unused", std::process::id())),
        )
        .output()
        .expect("dl-cli runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn help_prints_the_usage() {
    let (code, out, _) = run(&["--help"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("dl-cli --position KEY"), "{out}");
    assert!(out.contains("dl-cli script [--store DIR]"), "{out}");
    assert!(out.contains("dl-cli picture FILE|LINK OUT.png"), "{out}");
}

#[test]
fn usage_errors_exit_with_2_and_the_usage() {
    for args in [
        &["--bogus"][..],
        &["--rounds", "5", "--position", "2"],
        &["--open"],
    ] {
        let (code, _, err) = run(args);
        assert_eq!(code, Some(2), "{args:?}");
        assert!(
            err.starts_with("dl-cli: ") && err.contains("usage:"),
            "{err}"
        );
    }
}

#[test]
fn unknown_positions_and_bad_files_are_reported_before_the_game_opens() {
    let (code, _, err) = run(&["--position", "nowhere"]);
    assert_eq!(code, Some(1));
    assert!(
        err.contains("There is no built-in position “nowhere”"),
        "{err}"
    );
    let (code, _, err) = run(&["--open", "/no/such/game.json"]);
    assert_eq!(code, Some(1));
    assert!(err.contains("/no/such/game.json"), "{err}");
    let (code, _, err) = run(&[
        "--open",
        "https://game.ywesee.com/parados/divided_loyalties_en.html#game=AAAA",
    ]);
    assert_eq!(code, Some(1));
    assert!(err.contains("game link"), "{err}");
}

/// Issue 10: start-up errors are reported in the player's language (`--lang`, `LANG`).
#[test]
fn start_up_errors_are_reported_in_the_players_language() {
    let (code, _, err) = run(&["--lang", "de", "--position", "nowhere"]);
    assert_eq!(code, Some(1));
    assert!(
        err.contains("Es gibt keine eingebaute Stellung „nowhere“"),
        "{err}"
    );
    let (code, _, err) = run_in(&["--open", "/no/such/game.json"], "fr_FR.UTF-8");
    assert_eq!(code, Some(1));
    assert!(
        err.contains("/no/such/game.json\u{a0}: Le fichier n'existe pas."),
        "{err}"
    );
}

/// The picture command draws any game, position file or link, and never overwrites a file.
#[test]
fn picture_draws_files_and_links_into_new_png_files_only() {
    let dir = common::temp_dir("picture");
    let repo = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let web_save = repo.join("tests/data/web-version-files/p2_t60.json");
    let csv = repo.join("positions/builtin.csv");
    let inputs = [
        web_save.to_string_lossy().into_owned(),
        csv.to_string_lossy().into_owned(),
        "https://game.ywesee.com/parados/divided_loyalties_ua.html#3".to_owned(),
        "look: dividedloyalties:#pyramid !".to_owned(),
    ];
    for (i, input) in inputs.iter().enumerate() {
        let out = dir.join(format!("{i}.png"));
        let out_text = out.to_string_lossy().into_owned();
        let (code, _, err) = run(&["picture", input, &out_text, "--size", "200", "--dark"]);
        assert_eq!(code, Some(0), "{input}: {err}");
        let bytes = std::fs::read(&out).unwrap();
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{input}");
        let (code, _, err) = run(&["picture", input, &out_text]);
        assert_eq!(code, Some(1), "{input}");
        assert!(err.contains("exists already"), "{err}");
        assert_eq!(
            std::fs::read(&out).unwrap(),
            bytes,
            "the first picture stays"
        );
    }
    let out = dir.join("bad.png").to_string_lossy().into_owned();
    let (code, _, err) = run(&["picture", "https://example.com/#3", &out]);
    assert_eq!(code, Some(1));
    assert!(err.contains("not a link of Divided Loyalties"), "{err}");
    let (code, _, _) = run(&["picture", "1", &out, "--size", "10"]);
    assert_eq!(code, Some(1));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_second_dl_cli_on_the_same_data_directory_is_refused_before_the_game_opens() {
    let dir = common::temp_dir("two-writers");
    let mut holder = Command::new(common::BIN)
        .args(["script", "--store"])
        .arg(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("dl-cli starts");
    let mut stdin = holder.stdin.take().expect("stdin");
    writeln!(stdin, "{{\"cmd\":\"current\"}}").expect("a command");
    let mut line = String::new();
    BufReader::new(holder.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("an answer");
    let out = Command::new(common::BIN)
        .arg("--new")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8")
        .env("DL_DATA_DIR", &dir)
        .output()
        .expect("dl-cli runs");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("in use by another window"), "{err}");
    drop(stdin);
    assert!(holder.wait().expect("the holder ends").success());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 21 §13: an unknown `--lang` is refused rather than silently English; the game without
/// a terminal says so (not "<terminal>: could not be read"); a picture size out of range names
/// the range.
#[test]
fn an_unknown_language_no_terminal_and_a_bad_picture_size_are_explained() {
    let (code, _, err) = run(&["--lang", "xx", "--position", "2"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("unknown language “xx”"), "{err}");
    let (code, _, _) = run(&["--lang", "pt-BR", "--help"]);
    assert_eq!(code, Some(0), "a region after a known language is fine");
    let dir = common::temp_dir("no-terminal");
    let out = Command::new(common::BIN)
        .args(["--lang", "de", "--position", "2"])
        .env("DL_DATA_DIR", &dir)
        .stdin(Stdio::null())
        .output()
        .expect("dl-cli runs");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("Das Spiel braucht ein Terminal"), "{err}");
    let csv = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../positions/builtin.csv");
    let png = dir.join("big.png");
    let (code, _, err) = run(&[
        "picture",
        &csv.to_string_lossy(),
        &png.to_string_lossy(),
        "--size",
        "5000",
    ]);
    assert_eq!(code, Some(1));
    assert!(err.contains("choose a size from 64 to 4096"), "{err}");
    assert!(!png.exists());
    let _ = std::fs::remove_dir_all(&dir);
}
