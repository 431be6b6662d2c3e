//! Share payloads: everything the system share sheet needs, so a shell only hands it over
//! (SCREENS.md "Share"): the message as a typed value, the link, and files each with its name,
//! MIME type and bytes.
//!
//! - [`share_position`]: the web version's address of a built-in in the sharer's language
//!   (R10), `<slug>.csv` (R9) and the picture; a custom position has no web address and goes
//!   with its game link instead (a new game on it) besides the CSV.
//! - [`share_game`]: the game file (saved-game JSON without the interaction state,
//!   `<slug>-<yyyy-mm-dd-hhmm>.dlgame.json`), the game link on the sharer's page, the picture.
//! - [`share_result`]: the one-line result and the final picture with both scores.
//!
//! [`write_shared_files`] writes a payload's files into a folder for the terminal, never over
//! an earlier file.

mod message;
mod names;
mod write;

use std::sync::Arc;

use dl_core::link::WebPage;
use dl_core::position_csv::write_position;
use dl_core::record::save_game;
use dl_core::session::Session;
use dl_core::Game;

use crate::picture::{board_png, PictureError, PictureOptions, Theme};

pub use message::{result_of, ShareMessage, Totals};
pub use names::{
    file_stem, LocalTime, CSV_MIME, CSV_UTTYPE, GAME_FILE_SUFFIX, GAME_MIME, GAME_UTTYPE, PNG_MIME,
};
pub use write::{write_shared_files, WriteError};

/// One file for the share sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedFile {
    /// The file's name, e.g. `octopus.csv`.
    pub file_name: String,
    /// Its MIME type: [`CSV_MIME`], [`GAME_MIME`] or [`PNG_MIME`].
    pub mime_type: &'static str,
    /// Its content.
    pub bytes: Vec<u8>,
}

/// What the share sheet needs. WhatsApp often keeps only one of text and file: shells offer
/// the link and the files as separate actions (SCREENS.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharePayload {
    /// The message, to be formatted in the sharer's language.
    pub message: ShareMessage,
    /// The link to send as text, if the share has one (R10).
    pub link: Option<String>,
    /// The files, in the order a shell offers them.
    pub files: Vec<SharedFile>,
}

/// Whose share it is: the web page of the sharer's language and the picture's palette.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShareSettings {
    /// The web version's page links are written on (R10).
    pub page: WebPage,
    /// The picture's palette.
    pub theme: Theme,
}

impl ShareSettings {
    /// The settings of a sharer whose language tag is `language` (`de`, `pt-BR`, `uk-UA` …;
    /// languages without a web page get the English one).
    pub fn for_language(language: &str, theme: Theme) -> ShareSettings {
        ShareSettings {
            page: WebPage::for_language(language),
            theme,
        }
    }
}

/// Why a share could not be made. Every variant has a stable [`ShareError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShareError {
    /// A result was asked for a game that is not over (R8).
    #[error("the game is not over: there is no result to share yet")]
    GameNotOver,
    /// The picture could not be made.
    #[error("{0}")]
    Picture(#[from] PictureError),
}

impl ShareError {
    /// A stable code: `share_game_not_over`, or the picture's.
    pub fn code(&self) -> &'static str {
        match self {
            ShareError::GameNotOver => "share_game_not_over",
            ShareError::Picture(e) => e.code(),
        }
    }
}

fn picture(game: &Game, settings: &ShareSettings) -> Result<Vec<u8>, PictureError> {
    let view = Session::new(game.clone()).view();
    board_png(&view, &PictureOptions::for_sharing(settings.theme))
}

fn png_file(file_name: String, bytes: Vec<u8>) -> SharedFile {
    SharedFile {
        file_name,
        mime_type: PNG_MIME,
        bytes,
    }
}

/// The starting position of `game` to share (see the module documentation): its web address
/// (built-ins) or the link of a new game on it (custom positions), `<slug>.csv`, `<slug>.png`.
pub fn share_position(game: &Game, settings: &ShareSettings) -> Result<SharePayload, ShareError> {
    let position = game.position();
    let new_game = Game::new(Arc::clone(position), game.rounds());
    let web = settings.page.position_link(position);
    let on_the_web = web.is_some();
    let link = web.or_else(|| settings.page.game_link(&new_game).ok());
    let stem = file_stem(position);
    let csv = write_position(position, position.number().map_or(1, u32::from));
    Ok(SharePayload {
        message: ShareMessage::Position {
            position_name: position.name().to_owned(),
            on_the_web,
        },
        link,
        files: vec![
            SharedFile {
                file_name: format!("{stem}.csv"),
                mime_type: CSV_MIME,
                bytes: csv.into_bytes(),
            },
            png_file(format!("{stem}.png"), picture(&new_game, settings)?),
        ],
    })
}

/// `game` to share for correspondence play (see the module documentation), the files stamped
/// with the sharer's time `now`. A game too long for a link goes without one (its file carries
/// it).
pub fn share_game(
    game: &Game,
    now: LocalTime,
    settings: &ShareSettings,
) -> Result<SharePayload, ShareError> {
    let name = format!("{}-{}", file_stem(game.position()), now.stamp());
    Ok(SharePayload {
        message: ShareMessage::Game {
            position_name: game.position().name().to_owned(),
            turn: game.turn_number(),
            to_move: game.to_move(),
            totals: Totals::of(game),
            result: result_of(game),
        },
        link: settings.page.game_link(game).ok(),
        files: vec![
            SharedFile {
                file_name: format!("{name}{GAME_FILE_SUFFIX}"),
                mime_type: GAME_MIME,
                bytes: save_game(game, None).into_bytes(),
            },
            png_file(format!("{name}.png"), picture(game, settings)?),
        ],
    })
}

/// The result of the finished `game` (R7, R8): the one-line result and the final picture with
/// both scores, stamped with `now`.
pub fn share_result(
    game: &Game,
    now: LocalTime,
    settings: &ShareSettings,
) -> Result<SharePayload, ShareError> {
    let result = result_of(game).ok_or(ShareError::GameNotOver)?;
    let name = format!("{}-{}-result", file_stem(game.position()), now.stamp());
    Ok(SharePayload {
        message: ShareMessage::Result {
            position_name: game.position().name().to_owned(),
            winner: result.winner,
            totals: Totals::of(game),
            reason: result.reason,
        },
        link: None,
        files: vec![png_file(format!("{name}.png"), picture(game, settings)?)],
    })
}
