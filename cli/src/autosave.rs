//! The autosave: the game with its selected colours and ring, written atomically whenever the
//! session's revision moves, read back to resume. A kill at any moment leaves the previous or
//! the new game on disk, never a broken file.

use std::path::PathBuf;

use dl_core::session::Session;

use crate::error::CliError;
use crate::files::{remove_stale_temps, write_atomic};
use crate::saved::load_file;

/// An autosave file.
#[derive(Clone, Debug)]
pub struct Autosave {
    path: PathBuf,
}

impl Autosave {
    /// The autosave at `path`; left-over temporary files of killed writers are removed.
    pub fn at(path: PathBuf) -> Autosave {
        remove_stale_temps(&path);
        Autosave { path }
    }

    /// Writes the game and its interaction state.
    pub fn store(&self, session: &Session) -> Result<(), CliError> {
        write_atomic(&self.path, session.save().as_bytes())
    }

    /// The saved game, or `None` when there is none yet.
    pub fn load(&self) -> Option<Result<Session, CliError>> {
        self.path.exists().then(|| load_file(&self.path))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    #[test]
    fn a_stored_game_loads_back_the_same() {
        let dir = std::env::temp_dir().join(format!("dl-cli-autosave-{}", std::process::id()));
        let path = dir.join("autosave.json");
        let autosave = Autosave::at(path.clone());
        assert!(autosave.load().is_none());
        let position = Arc::new(dl_core::builtin(5).unwrap().clone());
        let mut session = Session::for_position(position, dl_core::Rounds::Four);
        let cell = session
            .game()
            .context()
            .cells_accepting(dl_core::Color::Red)[3];
        session.place(cell, dl_core::Color::Red).unwrap();
        session.end_turn(true).unwrap();
        session.select_color(dl_core::Color::Orange).unwrap();
        autosave.store(&session).unwrap();
        let back = autosave.load().unwrap().unwrap();
        assert_eq!(back.game(), session.game());
        assert_eq!(back.selected(), Some(dl_core::Color::Orange));
        std::fs::write(&path, b"{\"format\":\"divided-loyalties-game\"").unwrap();
        assert!(autosave.load().unwrap().is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
