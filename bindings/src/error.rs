//! The one error type of the FFI: what cannot become a game (files, links, unknown positions).
//! Refused moves are not errors: they come back as values (`RefusalInfo`).

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
