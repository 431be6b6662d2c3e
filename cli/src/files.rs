//! Reading untrusted files with a size bound, and writing files atomically so that a kill at
//! any moment leaves either the old or the new content, never a mixture.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::error::CliError;

/// Reads at most `limit` bytes of `path`; a longer file is refused, not truncated.
pub fn read_bounded(path: &Path, limit: usize) -> Result<Vec<u8>, CliError> {
    let file = File::open(path).map_err(|e| CliError::io(path, e))?;
    let mut bytes = Vec::new();
    file.take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| CliError::io(path, e))?;
    if bytes.len() > limit {
        return Err(CliError::FileTooLarge {
            path: path.to_owned(),
            limit,
        });
    }
    Ok(bytes)
}

/// Writes `bytes` to `path` atomically: a temporary file in the same directory is written and
/// flushed to disk, renamed over `path`, and the directory is flushed so the rename survives a
/// crash. Missing directories are created.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    write_atomic_io(path, bytes).map_err(|e| CliError::io(path, e))
}

/// Temporary files of [`write_atomic`] older than this are left-overs of a killed process.
pub const STALE_TEMP_AGE: Duration = Duration::from_secs(600);

/// The directory of `path` and the prefix of its temporary files (`.<name>.`).
fn dir_and_temp_prefix(path: &Path) -> io::Result<(PathBuf, String)> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_owned(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a file name"))?;
    Ok((dir, format!(".{name}.")))
}

/// Removes the temporary files that a killed writer of `path` left behind (older than
/// [`STALE_TEMP_AGE`]; a live writer's temporary file exists for milliseconds). Best effort.
pub fn remove_stale_temps(path: &Path) {
    let Ok((dir, prefix)) = dir_and_temp_prefix(path) else {
        return;
    };
    let Ok(entries) = fs::read_dir(&dir) else {
        return;
    };
    let now = SystemTime::now();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let is_temp = name
            .to_str()
            .is_some_and(|n| n.starts_with(&prefix) && n.ends_with(".tmp"));
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .is_ok_and(|t| now.duration_since(t).is_ok_and(|age| age > STALE_TEMP_AGE));
        if is_temp && old {
            let _ = fs::remove_file(entry.path());
        }
    }
}

fn write_atomic_io(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let (dir, prefix) = dir_and_temp_prefix(path)?;
    fs::create_dir_all(&dir)?;
    let temp = dir.join(format!("{prefix}{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = File::create(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temp, path)?;
        File::open(&dir)?.sync_all()
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("dl-cli-files-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn an_atomic_write_replaces_the_file_and_leaves_no_temporary() {
        let dir = temp_dir("replace");
        let path = dir.join("nested").join("game.json");
        write_atomic(&path, b"first").unwrap();
        write_atomic(&path, b"second").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"second");
        let names: Vec<_> = fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["game.json"]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn only_old_temporary_files_of_the_target_are_removed() {
        let dir = temp_dir("stale");
        let path = dir.join("autosave.json");
        write_atomic(&path, b"game").unwrap();
        let old = dir.join(".autosave.json.1.tmp");
        let fresh = dir.join(".autosave.json.2.tmp");
        let other = dir.join(".other.json.3.tmp");
        for p in [&old, &fresh, &other] {
            fs::write(p, b"x").unwrap();
        }
        let long_ago = SystemTime::now() - STALE_TEMP_AGE - Duration::from_secs(60);
        for p in [&old, &other] {
            File::options()
                .write(true)
                .open(p)
                .unwrap()
                .set_modified(long_ago)
                .unwrap();
        }
        remove_stale_temps(&path);
        assert!(!old.exists() && fresh.exists() && other.exists() && path.exists());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_bounded_read_refuses_a_longer_file() {
        let dir = temp_dir("bounded");
        let path = dir.join("big.csv");
        write_atomic(&path, &[b'x'; 11]).unwrap();
        assert_eq!(read_bounded(&path, 11).unwrap().len(), 11);
        let err = read_bounded(&path, 10).unwrap_err();
        assert_eq!(err.code(), "file_too_large");
        let err = read_bounded(&dir.join("missing"), 10).unwrap_err();
        assert_eq!(err.code(), "file_not_found");
        fs::remove_dir_all(&dir).unwrap();
    }
}
