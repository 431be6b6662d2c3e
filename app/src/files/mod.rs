//! Files a shell reads or writes for the player outside the store — a position or game file
//! the player names, a game saved to a chosen place — with a size bound on reading and atomic
//! writing: a kill at any moment leaves the old file or the new one, never a mixture.
//!
//! Reading refuses anything but a plain file before opening it (a pipe would block, a device
//! never ends) and checks the opened file again. Writing goes through a temporary file created
//! exclusively under a random name ([`temp`]), so a link or a file planted at a guessable name
//! is never written through.

#[cfg(test)]
pub(crate) mod full_disk;
mod temp;

use std::fs::{self, File, Metadata, OpenOptions};
use std::io::{self, Read, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

pub(crate) use temp::temp_target;

/// Most attempts at a free temporary name (each one random: a clash means someone plants
/// names).
const MAX_TEMP_ATTEMPTS: u32 = 16;

/// Why a file could not be read or written. Every variant has a stable [`FileError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FileError {
    /// Nothing is at the path.
    #[error("{}: no such file", path.display())]
    NotFound {
        /// The path.
        path: PathBuf,
    },
    /// Something other than a plain file is at the path (a folder, a pipe, a device, a
    /// socket): it is not read.
    #[error("{}: not a plain file", path.display())]
    NotAFile {
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
    /// A stable code: `file_not_found`, `file_not_a_file`, `file_too_large` or `io_error`.
    pub fn code(&self) -> &'static str {
        match self {
            FileError::NotFound { .. } => "file_not_found",
            FileError::NotAFile { .. } => "file_not_a_file",
            FileError::TooLarge { .. } => "file_too_large",
            FileError::Io { .. } => "io_error",
        }
    }

    pub(crate) fn io(path: &Path, e: &io::Error) -> FileError {
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

/// Opens the plain file at `path` for reading without ever blocking (a pipe swapped in after
/// the caller's check opens at once and is then refused), following a link at `path` only when
/// `follow_links`. `Ok(Err(metadata))` when the opened thing is not a plain file.
pub(crate) fn open_plain(
    path: &Path,
    follow_links: bool,
) -> io::Result<Result<(File, Metadata), Metadata>> {
    let mut flags = libc::O_NONBLOCK;
    if !follow_links {
        flags |= libc::O_NOFOLLOW;
    }
    let file = OpenOptions::new()
        .read(true)
        .custom_flags(flags)
        .open(path)?;
    let metadata = file.metadata()?;
    if !metadata.is_file() {
        return Ok(Err(metadata));
    }
    Ok(Ok((file, metadata)))
}

/// Reads at most `limit` bytes of the plain file at `path` (a link to one is followed); a
/// longer file is refused, not cut, and anything but a plain file is refused unread.
pub fn read_bounded(path: &Path, limit: u64) -> Result<Vec<u8>, FileError> {
    let not_a_file = || FileError::NotAFile {
        path: path.to_owned(),
    };
    let too_large = || FileError::TooLarge {
        path: path.to_owned(),
        limit,
    };
    let metadata = fs::metadata(path).map_err(|e| FileError::io(path, &e))?;
    if !metadata.is_file() {
        return Err(not_a_file());
    }
    if metadata.len() > limit {
        return Err(too_large());
    }
    let (file, _) = open_plain(path, true)
        .map_err(|e| FileError::io(path, &e))?
        .map_err(|_| not_a_file())?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| FileError::io(path, &e))?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
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

/// An atomic write: a temporary file in the same folder is written and flushed, renamed over
/// the target, and the folder is flushed so the rename survives a crash.
pub(crate) struct AtomicWrite<'a> {
    dir: &'a Path,
    name: &'a str,
}

impl AtomicWrite<'_> {
    /// Writes `bytes`.
    pub(crate) fn write(self, bytes: &[u8]) -> Result<(), FileError> {
        self.stage(bytes)?.commit()
    }

    /// Writes `bytes` to a new temporary file, flushed, ready to take the target's place
    /// ([`Staged::commit`]); dropped uncommitted, it is removed. Nothing at the target changes
    /// until then, so a failure here (a full disk) leaves everything as it was.
    pub(crate) fn stage(self, bytes: &[u8]) -> Result<Staged, FileError> {
        let target = self.dir.join(self.name);
        let (temp, mut file) = create_temp(self.dir, self.name, &target)?;
        let staged = Staged {
            temp,
            target,
            dir: self.dir.to_owned(),
            committed: false,
        };
        let written = (|| {
            #[cfg(test)]
            full_disk::check()?;
            file.write_all(bytes)?;
            file.sync_all()
        })();
        // On failure, dropping `staged` removes the temporary file.
        written.map_err(|e| FileError::io(&staged.target, &e))?;
        Ok(staged)
    }
}

/// Creates a temporary file for `name` in `dir` exclusively (`O_EXCL`: never through a link,
/// never over anything), under a random name.
fn create_temp(dir: &Path, name: &str, target: &Path) -> Result<(PathBuf, File), FileError> {
    let mut last = io::ErrorKind::AlreadyExists;
    for _ in 0..MAX_TEMP_ATTEMPTS {
        let temp = dir.join(temp::temp_name(name));
        match OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&temp)
        {
            Ok(file) => return Ok((temp, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = e.kind(),
            Err(e) => return Err(FileError::io(target, &e)),
        }
    }
    Err(FileError::Io {
        path: target.to_owned(),
        kind: last,
    })
}

/// A written, flushed temporary file waiting to replace its target.
#[derive(Debug)]
pub(crate) struct Staged {
    temp: PathBuf,
    target: PathBuf,
    dir: PathBuf,
    committed: bool,
}

impl Staged {
    /// Renames the temporary file over the target and flushes the folder.
    pub(crate) fn commit(self) -> Result<(), FileError> {
        let dir = self.dir.clone();
        self.place()?;
        sync_dir(&dir)
    }

    /// Renames the temporary file over the target; an error means the target is unchanged.
    /// The caller flushes the folder.
    pub(crate) fn place(mut self) -> Result<(), FileError> {
        fs::rename(&self.temp, &self.target).map_err(|e| FileError::io(&self.target, &e))?;
        self.committed = true;
        Ok(())
    }

    /// The file it will replace.
    pub(crate) fn target(&self) -> &Path {
        &self.target
    }
}

impl Drop for Staged {
    fn drop(&mut self) {
        if !self.committed {
            let _ = fs::remove_file(&self.temp);
        }
    }
}

/// Flushes a folder, so that the renames in it survive a crash.
pub(crate) fn sync_dir(dir: &Path) -> Result<(), FileError> {
    File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(|e| FileError::io(dir, &e))
}

#[cfg(test)]
mod tests;
