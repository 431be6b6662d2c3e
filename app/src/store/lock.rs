//! One writer per store directory: the store holds an exclusive lock on the directory itself
//! and on `<dir>/.lock` while it is open. A second store on the same directory — in this
//! process or another — is refused at once with [`StoreError::Locked`] rather than made to
//! wait: a shell that waited would hang with no game on screen, while a refusal can be shown
//! (the terminal says another `dl-cli` has the data directory; a phone app has only one
//! process and opens its store once).
//!
//! The directory's lock cannot be taken away by unlinking a file: deleting `.lock` while a
//! store is open leaves the directory locked. `.lock` is still locked too, for the versions
//! that lock only it.

use std::fs::{self, File, OpenOptions, TryLockError};
use std::path::Path;

use super::clock::Timestamp;
use super::error::{FoundKind, MovedAside, StoreError, Unreadable};
use super::files::move_aside;

/// The lock file's name in the store directory.
pub const LOCK_FILE: &str = ".lock";

/// The locks of a store directory, held as long as this is.
#[derive(Debug)]
pub(super) struct DirLock {
    _dir: File,
    _file: File,
}

/// Takes the directory's lock. Something other than a plain file where the lock file goes is
/// moved aside first.
pub(super) fn lock(
    dir: &Path,
    now: Timestamp,
) -> Result<(DirLock, Option<MovedAside>), StoreError> {
    let directory = File::open(dir).map_err(|e| StoreError::io(dir, &e))?;
    try_lock(&directory, dir, dir)?;
    let path = dir.join(LOCK_FILE);
    let moved = match fs::symlink_metadata(&path) {
        Ok(metadata) => match FoundKind::of(&metadata) {
            FoundKind::File => None,
            found => Some(move_aside(&path, Unreadable::NotAFile { found }, now)?),
        },
        Err(_) => None,
    };
    let file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&path)
        .map_err(|e| StoreError::io(&path, &e))?;
    try_lock(&file, &path, dir)?;
    Ok((
        DirLock {
            _dir: directory,
            _file: file,
        },
        moved,
    ))
}

/// Locks `file` (at `path`) exclusively, or refuses with [`StoreError::Locked`] for `dir`.
fn try_lock(file: &File, path: &Path, dir: &Path) -> Result<(), StoreError> {
    match file.try_lock() {
        Ok(()) => Ok(()),
        Err(TryLockError::WouldBlock) => Err(StoreError::Locked {
            dir: dir.to_owned(),
        }),
        Err(TryLockError::Error(e)) => Err(StoreError::io(path, &e)),
    }
}
