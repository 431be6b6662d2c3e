//! Games the player names on the command line or in a script — a file (a saved game of ours or
//! of the web version, a CSV position file) or a link (a game or position link, on any page of
//! the web version or in the app's scheme, or text holding one) — opened through the core's
//! opening of files and dl-app's receiving of links: the shell never reads a game itself.

use std::path::Path;

use dl_app::files::read_bounded;
use dl_app::receive::{receive, MAX_RECEIVED_BYTES};
use dl_core::session::{Opening, Session};

use crate::error::CliError;

/// Loads a game file: a saved game of ours (with its selected colours and ring) or of the web
/// version, or a CSV position (which starts a new game), told apart by its content and
/// replayed or checked through the rules.
pub fn load_file(path: &Path) -> Result<Session, CliError> {
    let bytes = read_bounded(path, MAX_RECEIVED_BYTES as u64)?;
    Session::open(Opening::File(&bytes)).map_err(|source| CliError::GameFile {
        path: path.to_owned(),
        source,
    })
}

/// Opens a game link or a position link (R10), alone or in text around it.
pub fn open_link(link: &str) -> Result<Session, CliError> {
    receive(link.as_bytes())
        .map(|arrival| arrival.session)
        .map_err(CliError::Link)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use dl_core::link::{game_link, WEB_BASE_URL};
    use dl_core::{Game, Rounds};

    #[test]
    fn links_open_games_and_positions_and_bad_ones_are_refused() {
        let position = dl_core::builtin(2).unwrap().clone();
        let mut game = Game::new(Arc::new(position), Rounds::Four);
        let cell = game.context().cells_accepting(dl_core::Color::Blue)[0];
        game.place(cell, dl_core::Color::Blue).unwrap();
        let link = game_link(&game).unwrap();
        assert_eq!(open_link(&link).unwrap().game(), &game);
        let octopus = open_link(&format!("{WEB_BASE_URL}#octopus")).unwrap();
        assert_eq!(octopus.game().position().name(), "Octopus");
        assert_eq!(octopus.game().rounds(), Rounds::Four);
        assert_eq!(
            open_link("https://elsewhere.example/#2")
                .unwrap_err()
                .code(),
            "link_bad_prefix"
        );
        let scheme = open_link("dividedloyalties:#pyramid").unwrap();
        assert_eq!(scheme.game().position().name(), "Pyramid");
        let pasted = open_link(&format!("Let's play! {WEB_BASE_URL}#octopus :)")).unwrap();
        assert_eq!(pasted.game().position().name(), "Octopus");
        assert_eq!(
            load_file(Path::new("/no/such/file.json"))
                .unwrap_err()
                .code(),
            "file_not_found"
        );
    }
}
