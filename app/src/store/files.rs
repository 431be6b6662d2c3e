//! The file work of the store: bounded reads that never follow a link, atomic writes (a
//! temporary file in the same folder, written and flushed, renamed over the target, the folder
//! flushed), renames that never replace a file, bounded folder scans, and moving an unreadable
//! file aside under a name never used before.

use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use crate::files::{open_plain, temp_target, write_atomic_in, FileError, Staged};

use super::clock::Timestamp;
use super::entry_id::EntryId;
use super::error::{FoundKind, MovedAside, StoreError, Unreadable};

/// Most directory entries read from one folder; a folder with more is refused, not listed.
pub const MAX_SCANNED_ENTRIES: usize = 4096;
/// Most attempts to find a free name for one new file.
const MAX_NAME_ATTEMPTS: u32 = 1000;

/// Reads the plain file at `path`, at most `limit` bytes. `Ok(None)` when nothing is there; a
/// directory, a link or a larger file is [`Unreadable`].
pub fn read_file(path: &Path, limit: u64) -> Result<Option<Vec<u8>>, Unreadable> {
    let metadata = match fs::symlink_metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(Unreadable::ReadFailed { kind: e.kind() }),
    };
    match FoundKind::of(&metadata) {
        FoundKind::File => {}
        found => return Err(Unreadable::NotAFile { found }),
    }
    let too_large = |size| Unreadable::TooLarge { size, limit };
    if metadata.len() > limit {
        return Err(too_large(metadata.len()));
    }
    let read_failed = |e: io::Error| Unreadable::ReadFailed { kind: e.kind() };
    // Opened without following a link and without blocking, then checked again: something
    // swapped in after the check above is refused, never waited for.
    let (file, _) =
        open_plain(path, false)
            .map_err(read_failed)?
            .map_err(|m| Unreadable::NotAFile {
                found: FoundKind::of(&m),
            })?;
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(read_failed)?;
    let size = bytes.len() as u64;
    if size > limit {
        return Err(too_large(size));
    }
    Ok(Some(bytes))
}

/// Writes `bytes` to `dir/name` atomically: a kill at any moment leaves the old file or the
/// new one, never a mixture.
pub fn write_atomic(dir: &Path, name: &str, bytes: &[u8]) -> Result<(), StoreError> {
    write_atomic_in(dir, name)
        .write(bytes)
        .map_err(|e| file_error(&e))
}

/// Writes `bytes` to a temporary file in `dir` that replaces `dir/name` when committed
/// ([`Staged::commit`]); nothing changes at `dir/name` until then.
pub fn stage(dir: &Path, name: &str, bytes: &[u8]) -> Result<Staged, StoreError> {
    write_atomic_in(dir, name)
        .stage(bytes)
        .map_err(|e| file_error(&e))
}

/// Flushes a folder, so that the renames in it survive a crash.
pub fn sync_dir(dir: &Path) -> Result<(), StoreError> {
    crate::files::sync_dir(dir).map_err(|e| file_error(&e))
}

/// The store's error for a file error.
pub fn file_error(e: &FileError) -> StoreError {
    let (path, kind) = match e {
        FileError::NotFound { path } => (path, io::ErrorKind::NotFound),
        FileError::NotAFile { path } => (path, io::ErrorKind::InvalidInput),
        FileError::Io { path, kind } => (path, *kind),
        FileError::TooLarge { path, .. } => (path, io::ErrorKind::FileTooLarge),
    };
    StoreError::Io {
        path: path.clone(),
        kind,
    }
}

/// Whether anything (a file, a folder, a dangling link) is at `path`.
fn occupied(path: &Path) -> Result<bool, StoreError> {
    match fs::symlink_metadata(path) {
        Ok(_) => Ok(true),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(StoreError::io(path, &e)),
    }
}

/// Renames `from` to `to`, which must be free (the store holds its directory's lock, so
/// nothing else makes it appear meanwhile); both folders are flushed.
pub fn rename_to_free(from: &Path, to: &Path) -> Result<(), StoreError> {
    if occupied(to)? {
        return Err(StoreError::Io {
            path: to.to_owned(),
            kind: io::ErrorKind::AlreadyExists,
        });
    }
    fs::rename(from, to).map_err(|e| StoreError::io(from, &e))?;
    for dir in [from.parent(), to.parent()].into_iter().flatten() {
        sync_dir(dir)?;
    }
    Ok(())
}

/// A path in `dir` that is free now: `name(0)`, else `name(1)` …
fn free_path(dir: &Path, name: impl Fn(u32) -> String) -> Result<PathBuf, StoreError> {
    for attempt in 0..MAX_NAME_ATTEMPTS {
        let path = dir.join(name(attempt));
        if !occupied(&path)? {
            return Ok(path);
        }
    }
    Err(StoreError::Io {
        path: dir.join(name(0)),
        kind: io::ErrorKind::AlreadyExists,
    })
}

/// A new entry id for `dir`, made at `now`, whose file `<id>.<extension>` is free and which
/// is none of `reserved` (ids of files about to be written).
pub fn free_entry(
    dir: &Path,
    now: Timestamp,
    extension: &str,
    reserved: &[EntryId],
) -> Result<EntryId, StoreError> {
    let extra = u32::try_from(reserved.len()).unwrap_or(u32::MAX);
    for n in 1..=MAX_NAME_ATTEMPTS.saturating_add(extra) {
        let id = EntryId::new(now, n);
        if !reserved.contains(&id) && !occupied(&dir.join(format!("{id}.{extension}")))? {
            return Ok(id);
        }
    }
    Err(StoreError::Io {
        path: dir.join(format!("{}.{extension}", EntryId::new(now, 1))),
        kind: io::ErrorKind::AlreadyExists,
    })
}

/// Moves the unreadable file (or folder, or link) at `path` aside, in the same folder, under
/// `<stem>.unreadable-<milliseconds>[-<n>].<code>[.<extension>]`: a name that says so and that
/// no file had before.
pub fn move_aside(
    path: &Path,
    reason: Unreadable,
    now: Timestamp,
) -> Result<MovedAside, StoreError> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let file_name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("file")
        .to_owned();
    let (stem, extension) = match file_name.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() => (stem.to_owned(), format!(".{ext}")),
        _ => (file_name.clone(), String::new()),
    };
    let code = reason.code();
    let to = free_path(dir, |n| {
        let serial = if n == 0 {
            String::new()
        } else {
            format!("-{n}")
        };
        format!("{stem}.unreadable-{}{serial}.{code}{extension}", now.0)
    })?;
    rename_to_free(path, &to)?;
    log::warn!(
        "store: {} could not be read ({code}); moved to {}",
        path.display(),
        to.display()
    );
    Ok(MovedAside {
        from: path.to_owned(),
        to,
        reason,
    })
}

/// The id of an entry's file name `<id>.<extension>`.
pub fn entry_of(name: &str, extension: &str) -> Option<EntryId> {
    name.strip_suffix(extension)
        .and_then(|n| n.strip_suffix('.'))
        .and_then(EntryId::parse)
}

/// The entries `<id>.<extension>` of `dir`, reading at most [`MAX_SCANNED_ENTRIES`] names;
/// other names (moved-aside files, files of the player) are left alone.
pub fn scan(dir: &Path, extension: &str) -> Result<Vec<(EntryId, PathBuf)>, StoreError> {
    let entries = fs::read_dir(dir).map_err(|e| StoreError::io(dir, &e))?;
    let mut found = Vec::new();
    for (count, entry) in entries.enumerate() {
        if count >= MAX_SCANNED_ENTRIES {
            return Err(StoreError::TooManyEntries {
                folder: dir.to_owned(),
                limit: MAX_SCANNED_ENTRIES,
            });
        }
        let entry = entry.map_err(|e| StoreError::io(dir, &e))?;
        let name = entry.file_name();
        if let Some(id) = name.to_str().and_then(|n| entry_of(n, extension)) {
            found.push((id, entry.path()));
        }
    }
    Ok(found)
}

/// Removes the temporary files that killed writers left in `dir`: exactly the names of the
/// store's atomic writes of a file `is_ours` accepts (whatever is there under such a name: a
/// file, a link, a pipe, a folder — a link is removed, never followed). Only the store's lock
/// holder writes there, so every one of them is a left-over; any other name is left alone.
/// Best effort.
pub fn remove_temps(dir: &Path, is_ours: impl Fn(&str) -> bool) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.take(MAX_SCANNED_ENTRIES).flatten() {
        let name = entry.file_name();
        if !name.to_str().and_then(temp_target).is_some_and(&is_ours) {
            continue;
        }
        let path = entry.path();
        let _ = match entry.file_type() {
            Ok(t) if t.is_dir() => fs::remove_dir_all(&path),
            _ => fs::remove_file(&path),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::test_dir::TestDir;

    #[test]
    fn an_atomic_write_replaces_the_file_and_leaves_no_temporary() {
        let dir = TestDir::new("files-atomic");
        write_atomic(dir.path(), "game.json", b"first").unwrap();
        write_atomic(dir.path(), "game.json", b"second").unwrap();
        assert_eq!(fs::read(dir.path().join("game.json")).unwrap(), b"second");
        assert_eq!(dir.names(), ["game.json"]);
    }

    #[test]
    fn reads_are_bounded_and_never_follow_links() {
        let dir = TestDir::new("files-read");
        let file = dir.path().join("a.json");
        fs::write(&file, b"12345").unwrap();
        assert_eq!(read_file(&file, 5).unwrap(), Some(b"12345".to_vec()));
        assert_eq!(
            read_file(&file, 4),
            Err(Unreadable::TooLarge { size: 5, limit: 4 })
        );
        assert_eq!(read_file(&dir.path().join("none"), 4), Ok(None));
        let link = dir.path().join("link.json");
        std::os::unix::fs::symlink(&file, &link).unwrap();
        assert_eq!(
            read_file(&link, 5),
            Err(Unreadable::NotAFile {
                found: FoundKind::Symlink
            })
        );
        assert_eq!(
            read_file(dir.path(), 5),
            Err(Unreadable::NotAFile {
                found: FoundKind::Directory
            })
        );
    }

    #[test]
    fn moved_aside_names_say_why_and_are_never_reused() {
        let dir = TestDir::new("files-aside");
        let at = Timestamp(42);
        let mut targets = Vec::new();
        for content in [&b"one"[..], b"two"] {
            let path = dir.path().join("autosave.json");
            fs::write(&path, content).unwrap();
            let moved = move_aside(&path, Unreadable::NotAGame, at).unwrap();
            assert!(!path.exists());
            assert_eq!(fs::read(&moved.to).unwrap(), content);
            targets.push(moved.to);
        }
        assert_eq!(
            targets,
            [
                dir.path()
                    .join("autosave.unreadable-42.store_not_a_game.json"),
                dir.path()
                    .join("autosave.unreadable-42-1.store_not_a_game.json"),
            ]
        );
    }

    #[test]
    fn scans_keep_entry_names_only_and_stop_at_the_limit() {
        let dir = TestDir::new("files-scan");
        for name in [
            "1-1.json",
            "2-1.json",
            "x.json",
            "1-1.csv",
            ".1-1.json.9.tmp",
        ] {
            fs::write(dir.path().join(name), b"").unwrap();
        }
        let mut ids: Vec<String> = scan(dir.path(), "json")
            .unwrap()
            .into_iter()
            .map(|(id, _)| id.to_string())
            .collect();
        ids.sort();
        assert_eq!(ids, ["1-1", "2-1"]);
        remove_temps(dir.path(), |_| true);
        assert!(!dir.path().join(".1-1.json.9.tmp").exists());
        for n in 0..MAX_SCANNED_ENTRIES {
            fs::write(dir.path().join(format!("junk{n}")), b"").unwrap();
        }
        assert_eq!(
            scan(dir.path(), "json").unwrap_err().code(),
            "store_too_many_entries"
        );
    }
}
