//! The texts of errors: any error code of any format (CSV, saved games, links, web-version
//! saves, openings, and the codes of other parts of the app) with its typed details
//! (`dl_core::error_details`). The message id is `error-<code>`; where the file names a line,
//! the sentence is put into `error-at-line` or `error-at-line-column`.

use dl_core::error_details::{Detailed, ErrorDetails};

use super::game::message_id;
use super::localizer::Localizer;
use super::text::{Localize, Text};

/// The text of an error with stable `code` and typed `details`. The arguments the catalogs
/// use: `index` (1-based), `column`/`row` (a cell, 1-based), `x`/`y` (coordinates as found),
/// `reason` (the refusal's text), `version`, `player`, `color`, `given_kind`/`actual_kind`,
/// `number`, `limit`, `field` (a link field's code), `found` (text as found); and `line`,
/// `file_column` in the wrapping message.
pub fn error_text(code: &str, details: &ErrorDetails) -> Text {
    let mut text = Text::new(message_id("error", code));
    if let Some(index) = details.index {
        text = text.number("index", index.saturating_add(1));
    }
    if let Some(cell) = details.cell {
        text = text.cell(cell.x, cell.y);
    }
    if let Some((x, y)) = details.coordinates {
        text = text.number("x", x).number("y", y);
    }
    if let Some(refusal) = details.refusal {
        text = text.nested("reason", refusal.text());
    }
    if let Some(version) = details.version {
        // A version is a name, not an amount: never grouped.
        text = text.verbatim("version", version.to_string());
    }
    if let Some(player) = details.player {
        text = text.key("player", player.name());
    }
    if let Some(color) = details.color {
        text = text.key("color", color.name());
    }
    if let Some((given, actual)) = details.bridge_kinds {
        text = text
            .key("given_kind", given.name())
            .key("actual_kind", actual.name());
    }
    if let Some(number) = details.number {
        text = text.number("number", number);
    }
    if let Some(limit) = details.limit {
        text = text.number("limit", limit);
    }
    if let Some(field) = details.link_field {
        text = text.key("field", field.code());
    }
    if let Some(found) = &details.found {
        text = text.quoted("found", found);
    }
    at_line(text, details)
}

/// `problem` inside the line (and column) of the file it was found at, when `details` know
/// them (`error-at-line`, `error-at-line-column`).
pub fn at_line(problem: Text, details: &ErrorDetails) -> Text {
    match (details.line, details.column) {
        (Some(line), Some(column)) => Text::new("error-at-line-column")
            .number("line", line)
            .number("file_column", column)
            .nested("problem", problem),
        (Some(line), None) => Text::new("error-at-line")
            .number("line", line)
            .nested("problem", problem),
        (None, _) => problem,
    }
}

/// The text of a file operation that failed with `code` (`store_io`, `io_error`,
/// `share_write_failed`): the cause itself when the operating system gave one the player can
/// act on — a full disk, no permission, a read-only disk — else the code's own sentence.
pub fn io_error_text(code: &str, kind: std::io::ErrorKind) -> Text {
    use std::io::ErrorKind;
    match kind {
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => Text::new("error-io-disk-full"),
        ErrorKind::PermissionDenied => Text::new("error-io-permission-denied"),
        ErrorKind::ReadOnlyFilesystem => Text::new("error-io-read-only"),
        _ => error_text(code, &ErrorDetails::default()),
    }
}

/// The text of an error of the core (CSV, saved game, link, web save, opening).
pub fn detailed_text(error: &impl Detailed) -> Text {
    error_text(error.code(), &error.details())
}

impl Localizer {
    /// The player's message for an error with stable `code` and typed `details`, as the
    /// bindings' `DlError` carries them. A code without a message in the catalogs (from a newer
    /// part of the app) still gives a sentence naming the code.
    pub fn error(&self, code: &str, details: &ErrorDetails) -> String {
        let text = error_text(code, details);
        let problem_id = message_id("error", code);
        if self.has_message(&problem_id) {
            self.format(&text)
        } else {
            log::warn!("l10n: no message for the error code {code}");
            self.format(&Text::new("error-unknown").verbatim("code", code))
        }
    }
}
