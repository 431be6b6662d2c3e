//! Files a shell reads or writes for the player outside the store — a position or game file
//! the player names, a game saved to a chosen place — with a size bound on reading and atomic
//! writing: a kill at any moment leaves the old file or the new one, never a mixture.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// Why a file could not be read or written. Every variant has a stable [`FileError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FileError {
    /// Nothing is at the path.
    #[error("{}: no such file", path.display())]
    NotFound {
        /// The path.
        path: PathBuf,
    },
    /// The file is larger than its format allows.
    #[error("{}: the file is larger than {limit} bytes", path.display())]
    TooLarge {
        /// The path.
        path: PathBuf,
        /// The largest size accepted, in bytes.
        limit: u64,
    },
    /// The operating system refused.
    #[error("{}: {kind}", path.display())]
    Io {
        /// The path.
        path: PathBuf,
        /// The operating system's error kind.
        kind: io::ErrorKind,
    },
}

impl FileError {
    /// A stable code: `file_not_found`, `file_too_large` or `io_error`.
    pub fn code(&self) -> &'static str {
        match self {
            FileError::NotFound { .. } => "file_not_found",
            FileError::TooLarge { .. } => "file_too_large",
            FileError::Io { .. } => "io_error",
        }
    }

    fn io(path: &Path, e: &io::Error) -> FileError {
        match e.kind() {
            io::ErrorKind::NotFound => FileError::NotFound {
                path: path.to_owned(),
            },
            kind => FileError::Io {
                path: path.to_owned(),
                kind,
            },
        }
    }
}

/// Reads at most `limit` bytes of `path`; a longer file is refused, not cut.
pub fn read_bounded(path: &Path, limit: u64) -> Result<Vec<u8>, FileError> {
    let file = File::open(path).map_err(|e| FileError::io(path, &e))?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| FileError::io(path, &e))?;
    if bytes.len() as u64 > limit {
        return Err(FileError::TooLarge {
            path: path.to_owned(),
            limit,
        });
    }
    Ok(bytes)
}

/// Writes `bytes` to `path` atomically, creating missing folders.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or(FileError::Io {
            path: path.to_owned(),
            kind: io::ErrorKind::InvalidInput,
        })?;
    fs::create_dir_all(dir).map_err(|e| FileError::io(dir, &e))?;
    write_atomic_in(dir, name).write(bytes)
}

/// An atomic write of `name` in `dir` (the folder exists).
pub(crate) fn write_atomic_in<'a>(dir: &'a Path, name: &'a str) -> AtomicWrite<'a> {
    AtomicWrite { dir, name }
}

/// The temporary file of an atomic write of `name`: `.<name>.<process id>.tmp`, in the same
/// folder.
pub(crate) fn temp_name(name: &str) -> String {
    format!(".{name}.{}.tmp", std::process::id())
}

/// Whether `name` is the name of a temporary file of an atomic write.
pub(crate) fn is_temp_name(name: &str) -> bool {
    name.starts_with('.') && name.ends_with(".tmp")
}

/// An atomic write: a temporary file in the same folder is written and flushed, renamed over
/// the target, and the folder is flushed so the rename survives a crash.
pub(crate) struct AtomicWrite<'a> {
    dir: &'a Path,
    name: &'a str,
}

impl AtomicWrite<'_> {
    /// Writes `bytes`.
    pub(crate) fn write(self, bytes: &[u8]) -> Result<(), FileError> {
        let temp = self.dir.join(temp_name(self.name));
        let target = self.dir.join(self.name);
        let result = (|| {
            let mut file = OpenOptions::new()
                .write(true)
                .create(true)
                .truncate(true)
                .open(&temp)?;
            file.write_all(bytes)?;
            file.sync_all()?;
            drop(file);
            fs::rename(&temp, &target)
        })();
        if let Err(e) = result {
            let _ = fs::remove_file(&temp);
            return Err(FileError::io(&target, &e));
        }
        sync_dir(self.dir)
    }
}

/// Flushes a folder, so that the renames in it survive a crash.
pub(crate) fn sync_dir(dir: &Path) -> Result<(), FileError> {
    File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(|e| FileError::io(dir, &e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_atomic_write_makes_its_folder_and_a_bounded_read_refuses_more() {
        let dir = std::env::temp_dir().join(format!("dl-app-files-{}", std::process::id()));
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
}
