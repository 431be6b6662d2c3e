//! Reading untrusted files with a size bound, and writing files atomically so that a kill at
//! any moment leaves either the old or the new content, never a mixture.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

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

fn write_atomic_io(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_owned(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&dir)?;
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a file name"))?;
    let mut temp_name = std::ffi::OsString::from(".");
    temp_name.push(name);
    temp_name.push(format!(".{}.tmp", std::process::id()));
    let temp = dir.join(temp_name);
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
