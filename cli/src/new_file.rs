//! Files the script mode writes where the player says (`save`, `export_positions`): written
//! atomically, and only where nothing is yet — an existing file is never overwritten.

use std::path::Path;

use dl_app::files::write_atomic;

use crate::error::CliError;

/// Writes `bytes` to `path`, refusing with [`CliError::FileExists`] when anything (a file, a
/// folder, a link) is there already.
pub fn write_new_file(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    if std::fs::symlink_metadata(path).is_ok() {
        return Err(CliError::FileExists {
            path: path.to_owned(),
        });
    }
    write_atomic(path, bytes).map_err(CliError::from)
}
