//! Saved games and links through the core's formats: our saved-game JSON
//! (`dl_core::record`), the web version's saves (`dl_core::web_import`) and share links
//! (`dl_core::link`). The shell never reads or writes a game itself.

use std::path::Path;
use std::sync::Arc;

use dl_core::link::{parse_link, LinkTarget, WEB_BASE_URL};
use dl_core::record::{load_game, save_game, RecordError, MAX_SAVED_GAME_BYTES};
use dl_core::web_import::{import_web_save, MAX_WEB_SAVE_BYTES};
use dl_core::Game;

use crate::error::CliError;
use crate::files::read_bounded;

/// The saved-game JSON of a game (canonical: loading and saving again gives the same bytes).
pub fn save_json(game: &Game) -> String {
    save_game(game)
}

/// Loads a saved game file: ours, or one saved by the web version (a JSON object without our
/// `format` but with the web save's `version` or `grid`). Either is replayed or checked
/// through the rules.
pub fn load_file(path: &Path) -> Result<Game, CliError> {
    let bytes = read_bounded(path, MAX_SAVED_GAME_BYTES.max(MAX_WEB_SAVE_BYTES))?;
    let record_error = match load_game(&bytes) {
        Ok(saved) => return Ok(saved.game),
        Err(e) => e,
    };
    if record_error == RecordError::NotASavedGame && looks_like_web_save(&bytes) {
        return import_web_save(&bytes).map_err(|source| CliError::WebSave {
            path: path.to_owned(),
            source,
        });
    }
    Err(CliError::SavedGame {
        path: path.to_owned(),
        source: record_error,
    })
}

/// Whether the JSON object has a `version` or a `grid`, as the web version's saves do.
fn looks_like_web_save(bytes: &[u8]) -> bool {
    serde_json::from_slice::<serde_json::Value>(bytes)
        .is_ok_and(|v| v.get("version").is_some() || v.get("grid").is_some())
}

/// Opens a game link, a position link (a new game on that position) or a saved game file.
pub fn open(target: &str) -> Result<Game, CliError> {
    if is_link(target) {
        return open_link(target);
    }
    load_file(Path::new(target))
}

/// Opens a game link or a position link.
pub fn open_link(link: &str) -> Result<Game, CliError> {
    Ok(match parse_link(link)? {
        LinkTarget::Game(game) => *game,
        LinkTarget::Position(position) => {
            Game::new(Arc::new(position.clone()), position.default_rounds())
        }
    })
}

/// Whether the text looks like a link rather than a file name.
fn is_link(text: &str) -> bool {
    let text = text.trim_start();
    text.starts_with(WEB_BASE_URL) || text.starts_with("http://") || text.starts_with("https://")
}

#[cfg(test)]
mod tests {
    use super::*;
    use dl_core::link::game_link;

    #[test]
    fn links_open_games_and_positions_and_bad_ones_are_refused() {
        let position = dl_core::builtin(2).unwrap().clone();
        let mut game = Game::new(Arc::new(position), 4);
        let cell = game.context().cells_accepting(dl_core::Color::Blue)[0];
        game.place(cell, dl_core::Color::Blue).unwrap();
        let link = game_link(&game).unwrap();
        assert_eq!(open(&link).unwrap(), game);
        let octopus = open(&format!("{WEB_BASE_URL}#octopus")).unwrap();
        assert_eq!(octopus.position().name(), "Octopus");
        assert_eq!(octopus.rounds(), 4);
        assert_eq!(
            open("https://elsewhere.example/#2").unwrap_err().code(),
            "link_bad_prefix"
        );
        assert_eq!(
            open("/no/such/file.json").unwrap_err().code(),
            "file_not_found"
        );
    }
}
