//! Share payloads (`dl_app::share`) for the system share sheet: the shell writes the files
//! (e.g. into `cacheDir/share/`) and hands them, the link and the formatted message over.

use dl_app::share::{
    share_game, share_position, share_result, LocalTime, ShareError, ShareMessage, SharePayload,
    ShareSettings, SharedFile,
};

use crate::error::{DlError, ErrorDetailsModel};
use crate::model::Side;
use crate::picture::ThemeModel;
use crate::session::GameSession;
use crate::view::ResultModel;

/// One file for the share sheet.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SharedFileModel {
    /// The file's name, e.g. `octopus.csv` or `octopus-2025-03-04-0905.dlgame.json`.
    pub file_name: String,
    /// `text/csv`, `application/json` or `image/png`.
    pub mime_type: String,
    /// The content.
    pub bytes: Vec<u8>,
}

impl From<SharedFile> for SharedFileModel {
    fn from(f: SharedFile) -> Self {
        SharedFileModel {
            file_name: f.file_name,
            mime_type: f.mime_type.to_owned(),
            bytes: f.bytes,
        }
    }
}

/// The message of a share, typed, for the localiser.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ShareMessageModel {
    /// `share_position`: a position to play.
    Position {
        /// The position's name.
        position_name: String,
        /// Whether the link opens it on the web version too (built-ins).
        on_the_web: bool,
    },
    /// `share_game`: a game to continue.
    Game {
        /// The position's name.
        position_name: String,
        /// The turn number.
        turn: u32,
        /// Who is to move.
        to_move: Side,
        /// Blue's total (R7).
        blue_total: u32,
        /// Yellow's total.
        yellow_total: u32,
        /// The result, when the game is over.
        result: Option<ResultModel>,
    },
    /// `share_result`: "Yellow wins 18–13 on AlmostADiamond".
    Result {
        /// The position's name.
        position_name: String,
        /// How it ended and who won.
        result: ResultModel,
        /// Blue's total.
        blue_total: u32,
        /// Yellow's total.
        yellow_total: u32,
    },
}

impl From<ShareMessage> for ShareMessageModel {
    fn from(m: ShareMessage) -> Self {
        match m {
            ShareMessage::Position {
                position_name,
                on_the_web,
            } => ShareMessageModel::Position {
                position_name,
                on_the_web,
            },
            ShareMessage::Game {
                position_name,
                turn,
                to_move,
                totals,
                result,
            } => ShareMessageModel::Game {
                position_name,
                turn,
                to_move: to_move.into(),
                blue_total: totals.blue,
                yellow_total: totals.yellow,
                result: result.map(ResultModel::from),
            },
            ShareMessage::Result {
                position_name,
                winner,
                totals,
                reason,
            } => ShareMessageModel::Result {
                position_name,
                result: dl_core::session::GameResult { reason, winner }.into(),
                blue_total: totals.blue,
                yellow_total: totals.yellow,
            },
        }
    }
}

/// What the share sheet needs. Offer the link and the files as separate actions (WhatsApp
/// often keeps only one of text and file).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SharePayloadModel {
    /// The message, to format in the player's language.
    pub message: ShareMessageModel,
    /// The message and the link in English, for logs.
    pub english: String,
    /// The link to send as text, if any.
    pub link: Option<String>,
    /// The files, in the order to offer them.
    pub files: Vec<SharedFileModel>,
}

impl From<SharePayload> for SharePayloadModel {
    fn from(p: SharePayload) -> Self {
        SharePayloadModel {
            english: p.english_text(),
            message: p.message.into(),
            link: p.link,
            files: p.files.into_iter().map(SharedFileModel::from).collect(),
        }
    }
}

/// The sharer's local time (for the files' names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LocalTimeModel {
    /// The year.
    pub year: u16,
    /// The month, 1–12.
    pub month: u8,
    /// The day, 1–31.
    pub day: u8,
    /// The hour, 0–23.
    pub hour: u8,
    /// The minute, 0–59.
    pub minute: u8,
}

impl From<LocalTimeModel> for LocalTime {
    fn from(t: LocalTimeModel) -> Self {
        LocalTime {
            year: t.year,
            month: t.month,
            day: t.day,
            hour: t.hour,
            minute: t.minute,
        }
    }
}

impl From<ShareError> for DlError {
    fn from(e: ShareError) -> Self {
        match e {
            ShareError::Picture(p) => p.into(),
            ShareError::GameNotOver => DlError::CannotShare {
                code: e.code().to_owned(),
                details: ErrorDetailsModel::default(),
                english: e.to_string(),
            },
        }
    }
}

fn settings(language: &str, theme: ThemeModel) -> ShareSettings {
    ShareSettings::for_language(language, theme.into())
}

#[uniffi::export]
impl GameSession {
    /// The starting position to share (R9, R10): the web version's address on the page of
    /// `language` (a tag such as `de` or `pt-BR`) for a built-in, or a game link for a custom
    /// position; `<slug>.csv` and `<slug>.png` (picture in `theme`).
    pub fn share_position(
        &self,
        language: String,
        theme: ThemeModel,
    ) -> Result<SharePayloadModel, DlError> {
        let game = self.lock().game().clone();
        Ok(share_position(&game, &settings(&language, theme))?.into())
    }

    /// The game to share for correspondence play: the game file, the game link on the page of
    /// `language`, the picture; the files are stamped with `now`.
    pub fn share_game(
        &self,
        language: String,
        theme: ThemeModel,
        now: LocalTimeModel,
    ) -> Result<SharePayloadModel, DlError> {
        let game = self.lock().game().clone();
        Ok(share_game(&game, now.into(), &settings(&language, theme))?.into())
    }

    /// The result of the finished game (R7, R8) and its final picture; `CannotShare` with
    /// `share_game_not_over` before the end.
    pub fn share_result(
        &self,
        language: String,
        theme: ThemeModel,
        now: LocalTimeModel,
    ) -> Result<SharePayloadModel, DlError> {
        let game = self.lock().game().clone();
        Ok(share_result(&game, now.into(), &settings(&language, theme))?.into())
    }
}
