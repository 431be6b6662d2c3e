//! Atomic writes through hostile folders and bounded reads of hostile paths.

use std::ffi::CString;
use std::os::unix::ffi::OsStrExt;
use std::sync::mpsc;
use std::time::Duration;

use super::*;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dl-app-files-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Makes a named pipe at `path`.
pub(crate) fn mkfifo(path: &Path) {
    let c = CString::new(path.as_os_str().as_bytes()).unwrap();
    // SAFETY: a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
}

/// `read` run on another thread: its result, or `None` when it is still blocked after 5 s.
pub(crate) fn within_seconds<T: Send + 'static>(
    read: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = send.send(read());
    });
    receive.recv_timeout(Duration::from_secs(5)).ok()
}

#[test]
fn an_atomic_write_makes_its_folder_and_a_bounded_read_refuses_more() {
    let dir = temp_dir("basic");
    let path = dir.join("nested").join("game.json");
    write_atomic(&path, b"first").unwrap();
    write_atomic(&path, b"second!").unwrap();
    assert_eq!(read_bounded(&path, 7).unwrap(), b"second!");
    assert_eq!(read_bounded(&path, 6).unwrap_err().code(), "file_too_large");
    assert_eq!(
        read_bounded(&dir.join("none"), 6).unwrap_err().code(),
        "file_not_found"
    );
    let names: Vec<_> = fs::read_dir(path.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["game.json"]);
    fs::remove_dir_all(&dir).unwrap();
}

/// Issue 20, point 1: a link planted at the temporary name an earlier version used (the
/// process id is guessable) is never written through, and the target becomes a plain file.
#[test]
fn an_atomic_write_never_writes_through_a_link_at_a_temporary_name() {
    let dir = temp_dir("planted-link");
    let victim = dir.join("victim.txt");
    fs::write(&victim, b"the player's own file").unwrap();
    let planted = dir.join(format!(".game.json.{}.tmp", std::process::id()));
    std::os::unix::fs::symlink(&victim, &planted).unwrap();
    write_atomic(&dir.join("game.json"), b"the game").unwrap();
    assert_eq!(fs::read(&victim).unwrap(), b"the player's own file");
    let game = fs::symlink_metadata(dir.join("game.json")).unwrap();
    assert!(game.is_file(), "a plain file, not a link");
    assert_eq!(fs::read(dir.join("game.json")).unwrap(), b"the game");
    fs::remove_dir_all(&dir).unwrap();
}

/// Issue 20, point 5: a pipe or a folder named by the player is refused without blocking.
#[test]
fn a_bounded_read_refuses_a_pipe_and_a_folder_without_blocking() {
    let dir = temp_dir("fifo");
    let fifo = dir.join("game.json");
    mkfifo(&fifo);
    let read = within_seconds(move || read_bounded(&fifo, 100).map_err(|e| e.code()));
    assert_eq!(read, Some(Err("file_not_a_file")), "refused, not blocked");
    assert_eq!(
        read_bounded(&dir, 100).unwrap_err(),
        FileError::NotAFile { path: dir.clone() }
    );
    // A link to a plain file is followed (the player named it).
    fs::write(dir.join("real.csv"), b"x").unwrap();
    std::os::unix::fs::symlink(dir.join("real.csv"), dir.join("link.csv")).unwrap();
    assert_eq!(read_bounded(&dir.join("link.csv"), 1).unwrap(), b"x");
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_write_on_a_full_disk_leaves_the_old_file_and_no_temporary() {
    let dir = temp_dir("full");
    let path = dir.join("game.json");
    write_atomic(&path, b"old").unwrap();
    full_disk::after(0);
    let error = write_atomic(&path, b"new").unwrap_err();
    full_disk::clear();
    assert_eq!(
        error,
        FileError::Io {
            path: path.clone(),
            kind: io::ErrorKind::StorageFull
        }
    );
    assert_eq!(fs::read(&path).unwrap(), b"old");
    assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
    fs::remove_dir_all(&dir).unwrap();
}
