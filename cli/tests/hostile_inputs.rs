//! Issue 20: what the hostile-input pass found at the terminal's entry points — pipes named as
//! files, an empty store path, files echoed in errors, overwrites, unbounded work — each
//! refused with a typed code, never a hang.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

fn lines(commands: &[Value]) -> String {
    commands.iter().map(|c| format!("{c}\n")).collect()
}

/// Makes a named pipe at `path` (nothing ever writes to it: reading it would block forever).
fn fifo(path: &Path) -> PathBuf {
    let status = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(status.success());
    path.to_owned()
}

/// Waits at most 20 s for `child`; a child still running is killed and the test fails.
fn finish(mut child: Child, what: &str) -> Output {
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(20) {
            let _ = child.kill();
            panic!("{what}: still running after 20 s (blocked)");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// Runs `dl-cli script` with `args` on `commands`, within 20 s.
fn script(args: &[&str], commands: &[Value]) -> Vec<Value> {
    let input = lines(commands);
    let mut child = Command::new(common::BIN)
        .arg("script")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    std::io::Write::write_all(&mut stdin, input.as_bytes()).unwrap();
    drop(stdin);
    let out = finish(child, "dl-cli script");
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// Runs `dl-cli` with `args` in English, within 20 s: the exit code and stderr.
fn run(args: &[&str], data: &Path) -> (Option<i32>, String) {
    let child = Command::new(common::BIN)
        .args(args)
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("DL_DATA_DIR", data)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let out = finish(child, &format!("dl-cli {args:?}"));
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Point 5: a pipe named where a file is read is refused (`file_not_a_file`) at every entry
/// point of the script mode: `load`, `import_positions`, `new` with `csv_file` or a `.csv`
/// position.
#[test]
fn a_pipe_named_as_a_file_is_refused_by_every_script_command() {
    let dir = common::temp_dir("hostile-fifo-script");
    let pipe = fifo(&dir.join("game.json"));
    let csv = fifo(&dir.join("positions.csv"));
    let store = dir.join("store");
    let answers = script(
        &["--store", store.to_str().unwrap()],
        &[
            json!({"cmd": "load", "path": pipe}),
            json!({"cmd": "import_positions", "path": csv}),
            json!({"cmd": "new", "csv_file": csv}),
            json!({"cmd": "new", "position": csv}),
        ],
    );
    assert_eq!(answers.len(), 4);
    for answer in &answers {
        assert_eq!(answer["error"], "file_not_a_file", "{answer}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Point 5: `--open` and `--position` with a pipe are refused before the game opens.
#[test]
fn a_pipe_named_on_the_command_line_is_refused_before_the_game_opens() {
    let dir = common::temp_dir("hostile-fifo-args");
    let pipe = fifo(&dir.join("game.json"));
    let csv = fifo(&dir.join("positions.csv"));
    for args in [
        ["--open", pipe.to_str().unwrap()],
        ["--position", csv.to_str().unwrap()],
    ] {
        let (code, err) = run(&args, &dir.join("data"));
        assert_eq!(code, Some(1), "{args:?}: {err}");
        assert!(err.contains("not a plain file"), "{args:?}: {err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Point 4: `--store ""` is refused; nothing is made in the current directory.
#[test]
fn an_empty_store_path_is_refused_and_nothing_is_made_here() {
    let dir = common::temp_dir("hostile-empty-store");
    let child = Command::new(common::BIN)
        .args(["script", "--store", ""])
        .current_dir(&dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let out = finish(child, "dl-cli script --store ''");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no directory was given"), "{err}");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Also seen: `save` refuses an existing file, as every other writer does; `export_positions`
/// without ids is refused; a `position` that is a path without `.csv` is never read (its first
/// line is not echoed); `iterations` has an upper bound; `double_tap` outside the grid answers
/// `outside_grid` like `tap`.
#[test]
fn small_breaks_are_refused_with_their_codes() {
    let dir = common::temp_dir("hostile-small");
    let existing = dir.join("mine.json");
    std::fs::write(&existing, b"the player's own file").unwrap();
    let secret = dir.join("hostname");
    std::fs::write(&secret, b"secret-first-line\n").unwrap();
    let store = dir.join("store");
    let answers = script(
        &["--store", store.to_str().unwrap()],
        &[
            json!({"cmd": "save", "path": existing}),
            json!({"cmd": "export_positions", "path": dir.join("out.csv"), "ids": []}),
            json!({"cmd": "new", "position": secret}),
            json!({"cmd": "computer", "level": "easy", "iterations": 4_294_967_295u32}),
            json!({"cmd": "hint", "iterations": 0}),
            json!({"cmd": "tap", "x": 40, "y": 0}),
            json!({"cmd": "double_tap", "x": 40, "y": 0}),
        ],
    );
    let codes: Vec<&str> = answers
        .iter()
        .map(|a| a["error"].as_str().unwrap())
        .collect();
    assert_eq!(
        codes,
        [
            "file_exists",
            "store_nothing_to_export",
            "position_not_found",
            "bad_command",
            "bad_command",
            "outside_grid",
            "outside_grid",
        ]
    );
    assert_eq!(std::fs::read(&existing).unwrap(), b"the player's own file");
    assert!(!dir.join("out.csv").exists());
    assert!(!answers[2].to_string().contains("secret"), "{}", answers[2]);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Point 8 in the script mode: a command whose game cannot be written (here: files may not
/// grow beyond 1 KiB) is carried out and answered `"unsaved": true`; `current` says so.
#[test]
fn a_change_that_cannot_be_written_is_answered_as_not_saved_yet() {
    let dir = common::temp_dir("hostile-unsaved");
    let store = dir.join("store");
    let input = lines(&[
        json!({"cmd": "place", "x": 13, "y": 3, "color": "blue"}),
        json!({"cmd": "current"}),
    ]);
    let mut child = Command::new("sh")
        .arg("-c")
        .arg("trap '' XFSZ; ulimit -f 1; exec \"$0\" script --store \"$1\"")
        .arg(common::BIN)
        .arg(&store)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    std::io::Write::write_all(&mut stdin, input.as_bytes()).unwrap();
    drop(stdin);
    let out = finish(child, "dl-cli script with a file size limit");
    let answers: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(answers[0]["error"], "store_io", "{}", answers[0]);
    assert_eq!(answers[0]["unsaved"], true);
    assert_eq!(answers[1]["actions"], 1, "the move was carried out");
    assert_eq!(answers[1]["unsaved"], true);
    std::fs::remove_dir_all(&dir).unwrap();
}
