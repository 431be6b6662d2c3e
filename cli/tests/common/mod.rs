//! Helpers shared by the integration tests: running the real `dl-cli` binary.

#![allow(dead_code)] // each test file uses a part

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::Value;

pub mod tmux;

/// The binary under test.
pub const BIN: &str = env!("CARGO_BIN_EXE_dl-cli");

/// Runs `dl-cli script` (with `args`) on `input` and returns its answers, one per line.
pub fn run_script(input: &str, args: &[&str]) -> Vec<Value> {
    let mut child = Command::new(BIN)
        .arg("script")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("dl-cli starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_owned();
    let writer = std::thread::spawn(move || {
        stdin.write_all(input.as_bytes()).expect("input written");
    });
    let out = child.wait_with_output().expect("dl-cli runs");
    writer.join().expect("writer");
    assert!(
        out.status.success(),
        "dl-cli script failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("UTF-8 output")
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect()
}

/// A fresh, empty directory under the system's temp directory.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dl-cli-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}
