//! The error answers of the script mode: `{"ok":false,"error":"<code>","message":"…"}`.

use dl_core::Refusal;
use serde_json::{json, Value};

use crate::error::CliError;

/// Why a script line was not carried out.
#[derive(Debug, thiserror::Error)]
pub enum ScriptError {
    /// The line is not JSON (or not UTF-8).
    #[error("not a JSON object: {0}")]
    BadJson(String),
    /// The line is longer than the script mode accepts.
    #[error("the line is longer than {} bytes", super::lines::MAX_LINE_BYTES)]
    LineTooLong,
    /// The `"cmd"` is not one this mode knows.
    #[error("unknown command \"{0}\"")]
    UnknownCommand(String),
    /// The command's fields are missing or of the wrong type.
    #[error("{0}")]
    BadCommand(String),
    /// A colour name that is not one of the six (R1).
    #[error("unknown colour \"{0}\" (blue, yellow, red, green, orange, purple)")]
    UnknownColor(String),
    /// The rules refused the action.
    #[error(transparent)]
    Refused(#[from] Refusal),
    /// A file or format problem.
    #[error(transparent)]
    File(#[from] CliError),
    /// Ending the turn needs a confirmation the script mode always gives.
    #[error("the end of the turn needs a confirmation")]
    NeedsConfirmation,
    /// The command belongs to another game of the collection than the one being played.
    #[error("\"{command}\" is not a command of {game}, the game being played")]
    WrongGame {
        /// The command.
        command: &'static str,
        /// The game being played.
        game: &'static str,
    },
    /// Discorder's rules refused the action.
    #[error(transparent)]
    DiscorderRefused(#[from] dl_discorder::Refusal),
    /// Color Brake ABAB's rules refused the action.
    #[error(transparent)]
    ColorBrakeRefused(#[from] dl_color_brake::Refusal),
    /// A Color Brake ABAB action text that is not one.
    #[error("\"{0}\" is not an action of Color Brake ABAB")]
    BadAction(String),
    /// A length of Color Brake ABAB that C2 does not allow.
    #[error(transparent)]
    BadLength(#[from] dl_color_brake::LengthError),
    /// A finished game that could not be taken back to its start.
    #[error(transparent)]
    Replay(#[from] dl_app::replay::ReplayError),
    /// The command was carried out, but the game could not be written (a full disk): it is
    /// kept in play, not saved yet, and written at the next change.
    #[error("carried out but not saved yet: {0}")]
    NotSaved(dl_app::store::StoreError),
    /// A game command after the script switched to the app's commands.
    #[error("this script drives the app now (screen, send, effects): game commands are over")]
    AppMode,
    /// `send` with something that is not one of the app's inputs.
    #[error("{0}")]
    BadInput(String),
    /// `chat` without a room on screen (online play, issue 23).
    #[error("no room on screen: join one first (Play online)")]
    NoRoom,
    /// The app could not start on the store (its code and English text).
    #[error("{1}")]
    AppLaunch(&'static str, String),
}

impl ScriptError {
    /// The stable code of the error.
    pub fn code(&self) -> &'static str {
        match self {
            ScriptError::BadJson(_) => "bad_json",
            ScriptError::LineTooLong => "line_too_long",
            ScriptError::UnknownCommand(_) => "unknown_command",
            ScriptError::BadCommand(_) => "bad_command",
            ScriptError::UnknownColor(_) => "unknown_color",
            ScriptError::Refused(refusal) => refusal.code(),
            ScriptError::File(error) => error.code(),
            ScriptError::NeedsConfirmation => "needs_confirmation",
            ScriptError::WrongGame { .. } => "wrong_game",
            ScriptError::DiscorderRefused(refusal) => refusal.code(),
            ScriptError::ColorBrakeRefused(refusal) => refusal.code(),
            ScriptError::BadAction(_) => "bad_action",
            ScriptError::BadLength(error) => error.code(),
            ScriptError::Replay(error) => error.code(),
            ScriptError::NotSaved(error) => error.code(),
            ScriptError::AppMode => "app_mode",
            ScriptError::NoRoom => "no_room",
            ScriptError::BadInput(_) => "bad_input",
            ScriptError::AppLaunch(code, _) => code,
        }
    }

    /// The error answer; `"unsaved": true` when the command was carried out but the game
    /// could not be written.
    pub fn to_json(&self) -> Value {
        let mut answer = json!({"ok": false, "error": self.code(), "message": self.to_string()});
        if matches!(self, ScriptError::NotSaved(_)) {
            answer["unsaved"] = json!(true);
        }
        answer
    }
}
