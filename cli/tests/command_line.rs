//! The command line of the real binary: help, usage errors and start-up errors are reported
//! before the terminal is taken over.

mod common;

use std::process::Command;

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
    assert!(out.contains("dl-cli script [--autosave FILE]"), "{out}");
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
