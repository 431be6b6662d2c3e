//! Writing a share's files into a folder (the terminal shell's `shared/` folder or the
//! player's `--out`): each file is created new, never over an earlier one — a name already
//! taken gets `-2`, `-3` … before its extension.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::SharedFile;

/// How many numbered names are tried for one file before giving up.
pub const MAX_NAME_TRIES: u32 = 1000;

/// Why a share's files could not be written. Every variant has a stable [`WriteError::code`].
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// The folder could not be made or a file not written.
    #[error("could not write {}: {source}", path.display())]
    Io {
        /// The folder or file.
        path: PathBuf,
        /// What went wrong.
        source: io::Error,
    },
    /// Every numbered name up to [`MAX_NAME_TRIES`] is taken.
    #[error("{} and {MAX_NAME_TRIES} numbered names after it exist already", path.display())]
    NoFreeName {
        /// The first name tried.
        path: PathBuf,
    },
}

impl WriteError {
    /// A stable code: `share_write_failed`, `share_no_free_name`.
    pub fn code(&self) -> &'static str {
        match self {
            WriteError::Io { .. } => "share_write_failed",
            WriteError::NoFreeName { .. } => "share_no_free_name",
        }
    }
}

/// Writes `files` into `dir` (made if missing), each under its own name or, when that is
/// taken, the first free numbered one; returns the paths written, in order.
pub fn write_shared_files(dir: &Path, files: &[SharedFile]) -> Result<Vec<PathBuf>, WriteError> {
    fs::create_dir_all(dir).map_err(|source| WriteError::Io {
        path: dir.to_owned(),
        source,
    })?;
    files.iter().map(|f| write_new(dir, f)).collect()
}

/// `name` with `-n` before its extension (everything from the first dot: `.dlgame.json`).
fn numbered(name: &str, n: u32) -> String {
    match name.split_once('.') {
        Some((stem, extension)) => format!("{stem}-{n}.{extension}"),
        None => format!("{name}-{n}"),
    }
}

fn write_new(dir: &Path, file: &SharedFile) -> Result<PathBuf, WriteError> {
    let first = dir.join(&file.file_name);
    for n in 1..=MAX_NAME_TRIES {
        let path = match n {
            1 => first.clone(),
            n => dir.join(numbered(&file.file_name, n)),
        };
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(handle) => return fill(handle, &path, &file.bytes).map(|()| path),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(source) => return Err(WriteError::Io { path, source }),
        }
    }
    Err(WriteError::NoFreeName { path: first })
}

/// Writes and syncs the new file; a file left half-written is removed.
fn fill(mut handle: File, path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let written = handle.write_all(bytes).and_then(|()| handle.sync_all());
    written.map_err(|source| {
        let _ = fs::remove_file(path);
        WriteError::Io {
            path: path.to_owned(),
            source,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("dl-app-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    fn file(name: &str, bytes: &[u8]) -> SharedFile {
        SharedFile {
            file_name: name.to_owned(),
            mime_type: "text/plain",
            bytes: bytes.to_vec(),
        }
    }

    #[test]
    fn a_second_share_gets_numbered_names_and_the_first_files_stay() {
        let dir = temp_dir("share-twice");
        let files = [file("a.dlgame.json", b"one"), file("a.png", b"png")];
        let first = write_shared_files(&dir, &files).unwrap();
        let again = [file("a.dlgame.json", b"two"), file("a.png", b"png2")];
        let second = write_shared_files(&dir, &again).unwrap();
        assert_eq!(first, [dir.join("a.dlgame.json"), dir.join("a.png")]);
        assert_eq!(second, [dir.join("a-2.dlgame.json"), dir.join("a-2.png")]);
        assert_eq!(fs::read(&first[0]).unwrap(), b"one");
        assert_eq!(fs::read(&second[0]).unwrap(), b"two");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_file_where_the_folder_should_be_is_a_typed_error() {
        let dir = temp_dir("share-blocked");
        fs::create_dir_all(&dir).unwrap();
        let blocked = dir.join("shared");
        fs::write(&blocked, b"not a folder").unwrap();
        let error = write_shared_files(&blocked, &[file("a.csv", b"x")]).unwrap_err();
        assert_eq!(error.code(), "share_write_failed");
        assert_eq!(fs::read(&blocked).unwrap(), b"not a folder");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn names_are_numbered_before_the_whole_extension() {
        assert_eq!(numbered("octopus.csv", 2), "octopus-2.csv");
        assert_eq!(numbered("x-2025.dlgame.json", 3), "x-2025-3.dlgame.json");
        assert_eq!(numbered("plain", 4), "plain-4");
    }
}
