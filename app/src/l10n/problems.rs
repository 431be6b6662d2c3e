//! The player's text of the errors of the app's own parts — files, pictures, receiving, the
//! store and its imports — from each error's stable code and typed fields (`error-<code>`),
//! with the file's path in front where the error names one. Every shell formats them here.

use std::path::Path;

use dl_core::error_details::ErrorDetails;

use super::app_screen::notice_lines;
use super::errors::{detailed_text, error_text as code_text, io_error_text};
use super::terminal;
use super::text::{Localize, Text};
use crate::files::FileError;
use crate::picture::PictureError;
use crate::receive::ReceiveError;
use crate::store::{ImportRefusal, MovedAside, StoreError, Unreadable};

/// The text of an error code without fields.
fn plain(code: &str) -> Text {
    code_text(code, &ErrorDetails::default())
}

/// The text of an error code with a limit or a number.
fn with_number(code: &str, number: Option<i64>, limit: Option<i64>) -> Text {
    let details = ErrorDetails {
        number,
        limit,
        ..ErrorDetails::default()
    };
    code_text(code, &details)
}

/// `problem`, with the file it concerns in front.
fn in_file(path: &Path, problem: Text) -> Text {
    terminal::in_file(&path.display().to_string(), problem)
}

/// The text of a file that could not be read (not found, not a regular file, too large, an I/O
/// error with its cause).
pub fn file_text(error: &FileError) -> Text {
    match error {
        FileError::NotFound { path } | FileError::NotAFile { path } => {
            in_file(path, plain(error.code()))
        }
        FileError::Io { path, kind } => in_file(path, io_error_text(error.code(), *kind)),
        FileError::TooLarge { path, limit } => in_file(
            path,
            with_number(error.code(), None, i64::try_from(*limit).ok()),
        ),
    }
}

/// The text of a refused board picture.
pub fn picture_text(error: &PictureError) -> Text {
    match error {
        PictureError::BadSize(size) => with_number(error.code(), Some(i64::from(*size)), None),
        PictureError::Font | PictureError::Encoding => plain(error.code()),
    }
}

/// The text of what arrived and was refused (a file or a link).
pub fn receive_text(error: &ReceiveError) -> Text {
    match error {
        ReceiveError::Refused(open) => detailed_text(open),
        ReceiveError::TooLarge | ReceiveError::Unrecognised => plain(error.code()),
    }
}

/// The text of an error of the store.
pub fn store_text(error: &StoreError) -> Text {
    let limit = |n: u64| i64::try_from(n).ok();
    match error {
        StoreError::NotADirectory { path } => in_file(path, plain(error.code())),
        StoreError::Io { path, kind } => in_file(path, io_error_text(error.code(), *kind)),
        StoreError::Locked { dir } => in_file(dir, plain(error.code())),
        StoreError::TooManyEntries { folder, limit: n } => {
            in_file(folder, with_number(error.code(), None, limit(*n as u64)))
        }
        StoreError::TooMuchData { folder, limit: n } => {
            in_file(folder, with_number(error.code(), None, limit(*n)))
        }
        StoreError::Unreadable(moved) => moved_aside_text(moved),
        StoreError::BadName { problems } => problems
            .first()
            .map_or_else(|| plain(error.code()), Localize::text),
        StoreError::Import(csv) => detailed_text(csv),
        StoreError::Full { .. }
        | StoreError::NoDirectory
        | StoreError::NothingToExport
        | StoreError::NoSuchEntry { .. }
        | StoreError::NotTheCurrentGame
        | StoreError::NameTaken { .. } => plain(error.code()),
    }
}

/// Why a file of the store could not be read.
pub fn unreadable_text(reason: &Unreadable) -> Text {
    match reason {
        Unreadable::Json(problem) => detailed_text(problem),
        Unreadable::DividedLoyalties(open) => detailed_text(open),
        Unreadable::Discorder(e) => e.text(),
        Unreadable::ColorBrake(e) => e.text(),
        Unreadable::Position(csv) => detailed_text(csv),
        Unreadable::NotAFile { .. }
        | Unreadable::NotAFolder { .. }
        | Unreadable::TooLarge { .. }
        | Unreadable::ReadFailed { .. }
        | Unreadable::NotAGame
        | Unreadable::NotOnePosition { .. } => plain(reason.code()),
    }
}

/// A file of the store that could not be read: where it was, why, its code, and where it is
/// kept, unchanged.
pub fn moved_aside_text(moved: &MovedAside) -> Text {
    let why = terminal::moved_aside(
        &moved.from.display().to_string(),
        unreadable_text(&moved.reason),
        moved.reason.code(),
    );
    notice_lines(why, terminal::kept_as(&moved.to.display().to_string()))
}

/// Why a position of an imported file was left out.
pub fn import_refusal_text(refusal: &ImportRefusal) -> Text {
    match refusal {
        ImportRefusal::Csv(csv) => detailed_text(csv),
        ImportRefusal::BadName(problem) => problem.text(),
        ImportRefusal::NameTaken { .. } | ImportRefusal::Full { .. } => plain(refusal.code()),
    }
}
