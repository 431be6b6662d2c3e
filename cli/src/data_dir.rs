//! Where the terminal's store lives (`dl_app::store`: the current game, saved games, finished
//! games, the player's positions): `$DL_DATA_DIR`, else `$XDG_DATA_HOME/divided-loyalties`, else
//! `~/.local/share/divided-loyalties`.

use std::env;
use std::path::PathBuf;

/// Overrides the data directory (tests, portable installs).
pub const DATA_DIR_ENV: &str = "DL_DATA_DIR";

/// The data directory, if one can be found.
pub fn data_dir() -> Option<PathBuf> {
    let set = |name: &str| {
        env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    if let Some(dir) = set(DATA_DIR_ENV) {
        return Some(dir);
    }
    if let Some(xdg) = set("XDG_DATA_HOME") {
        return Some(xdg.join("divided-loyalties"));
    }
    set("HOME").map(|home| home.join(".local/share/divided-loyalties"))
}
