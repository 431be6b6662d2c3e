//! The command line of the real binary: help, usage errors and start-up errors are reported
//! before the terminal is taken over.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(common::BIN)
        .args(args)
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
    assert!(err.contains("no built-in position \"nowhere\""), "{err}");
    let (code, _, err) = run(&["--open", "/no/such/game.json"]);
    assert_eq!(code, Some(1));
    assert!(err.contains("/no/such/game.json"), "{err}");
    let (code, _, err) = run(&["--open", "https://divided-loyalties.example/#game=AAAA"]);
    assert_eq!(code, Some(1));
    assert!(err.contains("the link was refused"), "{err}");
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
        .env("DL_DATA_DIR", &dir)
        .output()
        .expect("dl-cli runs");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("is open elsewhere"), "{err}");
    drop(stdin);
    assert!(holder.wait().expect("the holder ends").success());
    let _ = std::fs::remove_dir_all(&dir);
}
