//! Share: dl-app's share payloads — the position, the game, and the result once the game is
//! over — written into the `shared/` folder of the data directory (or the player's `--out`
//! folder, never the current directory by default), each file created new beside earlier
//! ones, with the links to paste into a chat. The links are on the web version's page of the
//! terminal's language (`--lang`, `LC_ALL`, `LC_MESSAGES`, `LANG`), the message and the report in
//! that language.

use std::path::{Path, PathBuf};

use dl_app::l10n::Language;
use dl_app::picture::Theme;
use dl_app::share::{
    share_game, share_position, share_result, write_shared_files, LocalTime, ShareMessage,
    ShareSettings, CSV_MIME, GAME_MIME,
};
use dl_core::Game;

use crate::data_dir::data_dir;
use crate::error::CliError;

/// The folder of the data directory that shares are written into.
pub const SHARED_FOLDER: &str = "shared";

/// What sharing wrote and the links.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shared {
    /// Every file written, in order.
    pub files: Vec<PathBuf>,
    /// The starting position (R9).
    pub csv: PathBuf,
    /// The game file.
    pub game_file: PathBuf,
    /// The link to the position: the web version's address of a built-in (R10), or the link
    /// of a new game on a custom position.
    pub position_link: Option<String>,
    /// The link that carries the whole game, unless it is too long for one.
    pub game_link: Option<String>,
    /// The game's message in English (for the script mode), or the result line once it is
    /// over.
    pub message: String,
    /// The same message, typed, for the player's language.
    pub share_message: ShareMessage,
}

/// Where shares go: `out` when given, else the `shared/` folder of the data directory.
pub fn share_folder(out: Option<&Path>) -> Result<PathBuf, CliError> {
    match out {
        Some(dir) => Ok(dir.to_owned()),
        None => data_dir()
            .map(|d| d.join(SHARED_FOLDER))
            .ok_or(CliError::NoDataDir),
    }
}

/// The local time now, or UTC where the local offset cannot be known.
fn local_now() -> LocalTime {
    let now = time::OffsetDateTime::now_local().unwrap_or_else(|_| time::OffsetDateTime::now_utc());
    LocalTime {
        year: u16::try_from(now.year()).unwrap_or_default(),
        month: u8::from(now.month()),
        day: now.day(),
        hour: now.hour(),
        minute: now.minute(),
    }
}

/// Writes the share files of `game` into `dir` ([`share_in`]), the links on the web version's
/// page of the environment's language (`LC_ALL`, `LC_MESSAGES`, `LANG`).
pub fn share(game: &Game, dir: &Path) -> Result<Shared, CliError> {
    share_in(game, dir, crate::language::chosen(None))
}

/// Writes the share files of `game` into `dir`: the position's CSV and picture, the game file
/// and picture, and the result's picture once the game is over; the links go to the web
/// version's page of `language`.
pub fn share_in(game: &Game, dir: &Path, language: Language) -> Result<Shared, CliError> {
    let settings = ShareSettings::for_language(language.tag(), Theme::Light);
    let now = local_now();
    let position = share_position(game, &settings)?;
    let of_game = share_game(game, now, &settings)?;
    let result = game
        .is_over()
        .then(|| share_result(game, now, &settings))
        .transpose()?;
    let share_message = result
        .as_ref()
        .map_or_else(|| of_game.message.clone(), |r| r.message.clone());
    let payloads = [Some(&position), Some(&of_game), result.as_ref()];
    let files: Vec<_> = payloads
        .into_iter()
        .flatten()
        .flat_map(|p| p.files.iter().cloned())
        .collect();
    let written = write_shared_files(dir, &files)?;
    let path_of = |mime: &str| {
        files
            .iter()
            .zip(&written)
            .find(|(f, _)| f.mime_type == mime)
            .map(|(_, path)| path.clone())
            .unwrap_or_default()
    };
    Ok(Shared {
        csv: path_of(CSV_MIME),
        game_file: path_of(GAME_MIME),
        files: written,
        position_link: position.link,
        game_link: of_game.link,
        message: share_message.english(),
        share_message,
    })
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::open::{load_file, open_link};
    use crate::positions::read_csv_file;

    #[test]
    fn shared_files_and_links_give_back_the_position_and_the_game_and_stay_on_a_second_share() {
        let dir = std::env::temp_dir().join(format!("dl-cli-share-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let position = dl_core::builtin(6).unwrap().clone();
        let mut game = Game::new(Arc::new(position.clone()), dl_core::Rounds::Four);
        let cell = game.context().cells_accepting(dl_core::Color::Green)[0];
        game.place(cell, dl_core::Color::Green).unwrap();
        let shared = share_in(&game, &dir, Language::En).unwrap();
        assert_eq!(shared.files.len(), 4);
        assert_eq!(shared.csv, dir.join("e-m-3-w.csv"));
        let game_name = shared.game_file.file_name().unwrap().to_string_lossy();
        assert!(game_name.starts_with("e-m-3-w-") && game_name.ends_with(".dlgame.json"));
        assert!(read_csv_file(&shared.csv).unwrap()[0].same_board(&position));
        assert_eq!(load_file(&shared.game_file).unwrap().game(), &game);
        let position_link = shared.position_link.as_deref().unwrap();
        assert!(position_link.starts_with("https://game.ywesee.com/parados/divided_loyalties"));
        assert!(position_link.ends_with(".html#e-m-3-w"));
        assert_eq!(
            open_link(shared.game_link.as_deref().unwrap())
                .unwrap()
                .game(),
            &game
        );
        let again = share_in(&game, &dir, Language::De).unwrap();
        assert_eq!(again.csv, dir.join("e-m-3-w-2.csv"));
        assert!(shared.files.iter().all(|f| f.exists()));
        assert!(
            again
                .position_link
                .as_deref()
                .is_some_and(|l| l.contains("/divided_loyalties.html#")),
            "the German page: {:?}",
            again.position_link
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
