//! The autosave: the game written atomically after every action, read back to resume. A kill
//! at any moment leaves the previous or the new game on disk, never a broken file.

use std::path::PathBuf;

use dl_core::Game;

use crate::error::CliError;
use crate::files::{remove_stale_temps, write_atomic};
use dl_core::record::save_game;

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

    /// Writes the game.
    pub fn store(&self, game: &Game) -> Result<(), CliError> {
        write_atomic(&self.path, save_game(game).as_bytes())
    }

    /// The saved game, or `None` when there is none yet.
    pub fn load(&self) -> Option<Result<Game, CliError>> {
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
        let mut game = Game::new(Arc::new(dl_core::builtin(5).unwrap().clone()), 4);
        let cell = game.context().cells_accepting(dl_core::Color::Red)[3];
        game.place(cell, dl_core::Color::Red).unwrap();
        game.end_turn().unwrap();
        autosave.store(&game).unwrap();
        assert_eq!(autosave.load().unwrap().unwrap(), game);
        std::fs::write(&path, b"{\"format\":\"divided-loyalties-game\"").unwrap();
        assert!(autosave.load().unwrap().is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
