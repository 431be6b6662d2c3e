//! The one error type of the FFI: what cannot become a game (files, links, unknown positions).
//! Refused moves are not errors: they come back as values (`RefusalInfo`).

use dl_core::session::OpenError;

/// An input that cannot become a game. Every variant carries a stable `code` for the shells to
/// localise and an English `detail` for logs (named so to keep Kotlin's `Throwable.message` free).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum DlError {
    /// No built-in position has this number or slug (R9, R10).
    #[error("[{code}] {detail}")]
    UnknownPosition {
        /// Stable code: `unknown_position`.
        code: String,
        /// English text.
        detail: String,
    },
    /// An argument is out of range (e.g. rounds other than 3 or 4, R3).
    #[error("[{code}] {detail}")]
    InvalidArgument {
        /// Stable code.
        code: String,
        /// English text.
        detail: String,
    },
    /// A position CSV file was refused (R9).
    #[error("[{code}] line {line}: {detail}")]
    InvalidCsv {
        /// Stable code (`csv_…`).
        code: String,
        /// English text.
        detail: String,
        /// The 1-based line of the problem, 0 for the whole file.
        line: u64,
    },
    /// A saved game was refused.
    #[error("[{code}] {detail}")]
    InvalidSavedGame {
        /// Stable code (`record_…`, `json_…`, `position_…`, `start_…`).
        code: String,
        /// English text.
        detail: String,
    },
    /// A link was refused (R10).
    #[error("[{code}] {detail}")]
    InvalidLink {
        /// Stable code (`link_…`, `position_…`, `start_…`).
        code: String,
        /// English text.
        detail: String,
    },
    /// A web-version save was refused.
    #[error("[{code}] {detail}")]
    InvalidWebSave {
        /// Stable code (`web_…`, `json_…`, `position_…`, `start_…`).
        code: String,
        /// English text.
        detail: String,
    },
}

impl From<OpenError> for DlError {
    fn from(e: OpenError) -> Self {
        let (code, detail) = (e.code().to_owned(), e.to_string());
        match e {
            OpenError::UnknownPosition(_) => DlError::UnknownPosition { code, detail },
            OpenError::BadRounds(_) | OpenError::NoSuchPositionInFile(_) => {
                DlError::InvalidArgument { code, detail }
            }
            OpenError::Csv(csv) => csv.into(),
            OpenError::SavedGame(_) => DlError::InvalidSavedGame { code, detail },
            OpenError::Link(_) => DlError::InvalidLink { code, detail },
            OpenError::WebSave(_) => DlError::InvalidWebSave { code, detail },
        }
    }
}

impl From<dl_core::position_csv::PositionCsvError> for DlError {
    fn from(e: dl_core::position_csv::PositionCsvError) -> Self {
        DlError::InvalidCsv {
            code: e.code().to_owned(),
            detail: e.problem.to_string(),
            line: e.line,
        }
    }
}
