//! Saved games and game links: the glue to the core's formats (`dl_core::record`,
//! `dl_core::link`). Pending: those modules land with the formats issue.

use std::path::Path;

use dl_core::Game;

use crate::error::CliError;

/// The saved-game JSON of a game.
pub fn save_json(_game: &Game) -> Result<String, CliError> {
    Err(CliError::Usage("saved games are not available yet".into()))
}

/// Loads a saved game file.
pub fn load_file(_path: &Path) -> Result<Game, CliError> {
    Err(CliError::Usage("saved games are not available yet".into()))
}
