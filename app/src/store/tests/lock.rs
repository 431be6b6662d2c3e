//! One writer per directory: a second store on the same directory is refused at once
//! (`store_locked`), in this process and from another process, and opens once the first is
//! closed.

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};

use super::*;
use crate::store::StoreError;

/// The environment variable that tells the child test which directory to hold.
const HOLD_DIR: &str = "DL_APP_TEST_HOLD_STORE";

#[test]
fn a_second_store_in_the_same_process_is_refused_until_the_first_closes() {
    let dir = TestDir::new("lock-process");
    let clock = clock();
    let (first, _) = open(&dir, &clock);
    let second = Store::open(dir.path(), clock.clone());
    assert_eq!(
        second.unwrap_err(),
        StoreError::Locked {
            dir: dir.path().to_owned()
        }
    );
    drop(first);
    let (_again, _) = open(&dir, &clock);
}

#[test]
fn a_store_held_by_another_process_is_refused_until_it_exits() {
    let dir = TestDir::new("lock-two-processes");
    let clock = clock();
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "store::tests::lock::hold_the_store_for_another_test",
            "--ignored",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(HOLD_DIR, dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    while !line.trim_end().ends_with("holding the store") {
        line.clear();
        assert!(
            stdout.read_line(&mut line).unwrap() > 0,
            "the child process ended before holding the store"
        );
    }
    assert_eq!(
        Store::open(dir.path(), clock.clone()).unwrap_err().code(),
        "store_locked"
    );
    drop(child.stdin.take());
    let _ = stdout.read_to_end(&mut Vec::new());
    assert!(child.wait().unwrap().success());
    let (_store, _) = open(&dir, &clock);
}

/// Run by the test above in a child process: holds the store of `$DL_APP_TEST_HOLD_STORE`
/// until its standard input closes. Does nothing when run otherwise.
#[test]
#[ignore = "run by a_store_held_by_another_process_is_refused_until_it_exits"]
fn hold_the_store_for_another_test() {
    let Some(dir) = std::env::var_os(HOLD_DIR) else {
        return;
    };
    let (_store, _) = Store::open(std::path::PathBuf::from(dir), clock()).unwrap();
    println!("holding the store");
    let _ = std::io::stdin().read_to_end(&mut Vec::new());
}

/// Issue 20, point 2: deleting `.lock` under an open store does not let a second one in; the
/// first goes on writing.
#[test]
fn deleting_the_lock_file_does_not_let_a_second_store_in() {
    let dir = TestDir::new("lock-deleted");
    let clock = clock();
    let (mut first, _) = open(&dir, &clock);
    std::fs::remove_file(dir.path().join(crate::store::LOCK_FILE)).unwrap();
    assert_eq!(
        Store::open(dir.path(), clock.clone()).unwrap_err().code(),
        "store_locked"
    );
    first.start_game(&dl_game(1, 1)).unwrap();
    drop(first);
    let (_again, report) = open(&dir, &clock);
    assert!(report.current.is_some());
}
