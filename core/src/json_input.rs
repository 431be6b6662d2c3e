//! Reading untrusted JSON (saved games and web saves): a size bound checked before parsing, and
//! the JSON-level problems with stable codes.

use serde_json::error::Category;

/// Why a JSON document could not be read. Every variant has a stable [`JsonProblem::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JsonProblem {
    /// The input is larger than the format's limit; it was not parsed.
    #[error("the file is larger than {limit} bytes")]
    TooLarge {
        /// The limit, in bytes.
        limit: usize,
    },
    /// The input ends before the JSON document does.
    #[error("the file ends too early (truncated?)")]
    Truncated,
    /// The input is not well-formed JSON (or not UTF-8, or nested too deeply).
    #[error("not valid JSON at line {line}, column {column}: {message}")]
    Syntax {
        /// 1-based line of the problem.
        line: usize,
        /// 1-based column of the problem.
        column: usize,
        /// What the JSON reader says.
        message: String,
    },
    /// Well-formed JSON, but a field is missing, unknown or of the wrong type or range.
    #[error("unexpected content: {0}")]
    Shape(String),
}

impl JsonProblem {
    /// A stable code, for shells to localise and tests to match.
    pub fn code(&self) -> &'static str {
        match self {
            JsonProblem::TooLarge { .. } => "json_too_large",
            JsonProblem::Truncated => "json_truncated",
            JsonProblem::Syntax { .. } => "json_syntax",
            JsonProblem::Shape(_) => "json_shape",
        }
    }

    /// The problem for an error of `serde_json` (also for the other readers of JSON files, such
    /// as the app's store).
    pub fn from_serde(e: &serde_json::Error) -> JsonProblem {
        match e.classify() {
            Category::Eof => JsonProblem::Truncated,
            Category::Syntax | Category::Io => JsonProblem::Syntax {
                line: e.line(),
                column: e.column(),
                message: e.to_string(),
            },
            Category::Data => JsonProblem::Shape(e.to_string()),
        }
    }

    /// The problem for a `serde_json` error met while mapping a parsed document onto a type.
    pub(crate) fn shape(e: serde_json::Error) -> JsonProblem {
        JsonProblem::Shape(e.to_string())
    }
}

/// The UTF-8 byte-order mark that some editors and spreadsheets put at the start of a file.
pub const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// `bytes` without a leading UTF-8 byte-order mark. One rule for every text input — position
/// files, our saved games, the web version's saves, links — and every reader of them: a mark
/// at the start is accepted and ignored.
pub fn without_bom(bytes: &[u8]) -> &[u8] {
    bytes.strip_prefix(UTF8_BOM).unwrap_or(bytes)
}

/// Parses `bytes` (a byte-order mark ignored) as one JSON document, refusing input over
/// `limit` bytes before parsing.
pub(crate) fn parse_json(bytes: &[u8], limit: usize) -> Result<serde_json::Value, JsonProblem> {
    if bytes.len() > limit {
        return Err(JsonProblem::TooLarge { limit });
    }
    serde_json::from_slice(without_bom(bytes)).map_err(|e| JsonProblem::from_serde(&e))
}
