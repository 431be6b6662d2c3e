//! Share: the starting position as `<slug>.csv` (R9) and the game as `<slug>-game.json` in a
//! directory, with the position link (built-ins, R10) and the game link to paste into a chat.

use std::path::{Path, PathBuf};

use dl_core::link::{game_link, position_link};
use dl_core::position_csv::write_position;
use dl_core::Game;

use crate::error::CliError;
use dl_app::files::write_atomic;
use dl_core::record::save_game;

/// What sharing wrote and the links.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shared {
    /// The starting position (R9).
    pub csv: PathBuf,
    /// The saved game.
    pub game_file: PathBuf,
    /// The link to the position, for built-ins (the web version opens it too).
    pub position_link: Option<String>,
    /// The link that carries the whole game, or why there is none.
    pub game_link: Result<String, String>,
}

impl Shared {
    /// The lines shown to the player and printed.
    pub fn lines(&self) -> Vec<String> {
        vec![
            format!("Wrote {} (the starting position)", self.csv.display()),
            format!("  and {} (the game).", self.game_file.display()),
            String::new(),
            match &self.position_link {
                Some(link) => format!("Position link: {link}"),
                None => "Position link: none for a custom position (send the CSV file)".into(),
            },
            match &self.game_link {
                Ok(link) => format!("Game link: {link}"),
                Err(why) => format!("Game link: none ({why}); send the game file"),
            },
        ]
    }
}

/// Writes the share files of `game` into `dir`.
pub fn share(game: &Game, dir: &Path) -> Result<Shared, CliError> {
    let position = game.position();
    let slug = match position.slug() {
        s if s.is_empty() => "position".to_owned(),
        s => s,
    };
    let csv = dir.join(format!("{slug}.csv"));
    let game_file = dir.join(format!("{slug}-game.json"));
    let id = u32::from(position.number().unwrap_or(1));
    write_atomic(&csv, write_position(position, id).as_bytes())?;
    write_atomic(&game_file, save_game(game, None).as_bytes())?;
    Ok(Shared {
        csv,
        game_file,
        position_link: position_link(position),
        game_link: game_link(game).map_err(|e| e.to_string()),
    })
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::open::{load_file, open_link};
    use crate::positions::read_csv_file;

    #[test]
    fn shared_files_and_links_give_back_the_position_and_the_game() {
        let dir = std::env::temp_dir().join(format!("dl-cli-share-{}", std::process::id()));
        let position = dl_core::builtin(6).unwrap().clone();
        let mut game = Game::new(Arc::new(position.clone()), dl_core::Rounds::Four);
        let cell = game.context().cells_accepting(dl_core::Color::Green)[0];
        game.place(cell, dl_core::Color::Green).unwrap();
        let shared = share(&game, &dir).unwrap();
        assert_eq!(shared.csv, dir.join("e-m-3-w.csv"));
        assert_eq!(shared.game_file, dir.join("e-m-3-w-game.json"));
        assert!(read_csv_file(&shared.csv).unwrap()[0].same_board(&position));
        assert_eq!(load_file(&shared.game_file).unwrap().game(), &game);
        assert!(shared
            .position_link
            .as_deref()
            .unwrap()
            .ends_with("#e-m-3-w"));
        assert_eq!(
            open_link(shared.game_link.as_deref().unwrap())
                .unwrap()
                .game(),
            &game
        );
        assert!(shared.lines()[3].starts_with("Position link: https://"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
