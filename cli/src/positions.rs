//! Where a position comes from: a built-in by number or slug (R9, R10) or a CSV file (R9).

use std::path::Path;

use dl_app::files::read_bounded;
use dl_core::position_csv::{read_positions, MAX_FILE_BYTES};
use dl_core::{builtin_by_key, Position};

use crate::error::CliError;

/// The position a new game starts on when nothing else is asked for: "Up the Stairs".
pub fn default_position() -> Result<Position, CliError> {
    builtin_by_key("1")
        .cloned()
        .ok_or_else(|| CliError::PositionNotFound("1".into()))
}

/// Every position of a CSV file (R9); nothing is half-loaded.
pub fn read_csv_file(path: &Path) -> Result<Vec<Position>, CliError> {
    let bytes = read_bounded(path, MAX_FILE_BYTES as u64)?;
    read_positions(&bytes).map_err(|source| CliError::Csv {
        path: path.to_owned(),
        source,
    })
}

/// Whether `key` names a CSV file rather than a built-in: it ends with `.csv`. Any other
/// path is no position (never read: its first line would be echoed in the error).
pub fn is_csv_path(key: &str) -> bool {
    key.to_ascii_lowercase().ends_with(".csv")
}

/// Position `index` (0-based) of a CSV file (R9).
pub fn position_in_file(path: &Path, index: usize) -> Result<Position, CliError> {
    read_csv_file(path)?
        .into_iter()
        .nth(index)
        .ok_or_else(|| CliError::PositionNotFound(format!("{}#{}", path.display(), index + 1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_position_is_up_the_stairs() {
        assert_eq!(default_position().unwrap().name(), "Up the Stairs");
    }

    #[test]
    fn a_missing_position_file_is_refused_with_its_code() {
        assert_eq!(
            position_in_file(Path::new("/nonexistent/dir/x.csv"), 0)
                .unwrap_err()
                .code(),
            "file_not_found"
        );
    }
}
