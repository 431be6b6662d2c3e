//! Games the player names on the command line or in a script — a saved-game file (ours or the
//! web version's), a CSV position file, a game or position link — opened through the core's one
//! entry point (`dl_core::session::Session::open`): the shell never reads a game itself.

use std::path::Path;

use dl_app::files::read_bounded;
use dl_core::link::WEB_BASE_URL;
use dl_core::record::MAX_SAVED_GAME_BYTES;
use dl_core::session::{Opening, Session};
use dl_core::web_import::MAX_WEB_SAVE_BYTES;

use crate::error::CliError;

/// Loads a game file: a saved game of ours (with its selected colours and ring) or of the web
/// version (or a CSV position, which starts a new game), told apart by its content and
/// replayed or checked through the rules.
pub fn load_file(path: &Path) -> Result<Session, CliError> {
    let bytes = read_bounded(path, MAX_SAVED_GAME_BYTES.max(MAX_WEB_SAVE_BYTES) as u64)?;
    Session::open(Opening::File(&bytes)).map_err(|source| CliError::GameFile {
        path: path.to_owned(),
        source,
    })
}

/// Opens a game link, a position link (a new game on that position) or a saved game file.
pub fn open(target: &str) -> Result<Session, CliError> {
    if is_link(target) {
        return open_link(target);
    }
    load_file(Path::new(target))
}

/// Opens a game link or a position link (R10).
pub fn open_link(link: &str) -> Result<Session, CliError> {
    Session::open(Opening::Link(link)).map_err(CliError::Link)
}

/// Whether the text looks like a link rather than a file name.
fn is_link(text: &str) -> bool {
    let text = text.trim_start();
    text.starts_with(WEB_BASE_URL) || text.starts_with("http://") || text.starts_with("https://")
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use dl_core::link::game_link;
    use dl_core::{Game, Rounds};

    #[test]
    fn links_open_games_and_positions_and_bad_ones_are_refused() {
        let position = dl_core::builtin(2).unwrap().clone();
        let mut game = Game::new(Arc::new(position), Rounds::Four);
        let cell = game.context().cells_accepting(dl_core::Color::Blue)[0];
        game.place(cell, dl_core::Color::Blue).unwrap();
        let link = game_link(&game).unwrap();
        assert_eq!(open(&link).unwrap().game(), &game);
        let octopus = open(&format!("{WEB_BASE_URL}#octopus")).unwrap();
        assert_eq!(octopus.game().position().name(), "Octopus");
        assert_eq!(octopus.game().rounds(), Rounds::Four);
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
