//! The texts of the position editor: the problems of a drawing (`problem-<code>`) with their
//! severity, and refused edits (`error-<code>`).

use dl_core::editor::{EditError, Problem, Severity};
use dl_core::position_csv::MAX_NAME_CHARS;

use super::game::message_id;
use super::text::{Localize, Text};

impl Localize for Problem {
    fn text(&self) -> Text {
        let text = Text::new(message_id("problem", self.code()));
        match self {
            Problem::NameTooLong { chars } => {
                text.number("count", *chars).number("limit", MAX_NAME_CHARS)
            }
            Problem::NameOfBuiltin { number } => text.number("number", *number),
            Problem::BadToken { token, .. } => text.quoted("found", token),
            Problem::SplitRegion { token, parts } => {
                text.quoted("found", token).number("count", parts.len())
            }
            Problem::DotsInsideRegion { token, dots } => {
                text.quoted("found", token).number("count", dots.len())
            }
            Problem::NameEmpty | Problem::NameHasControlCharacter | Problem::NoRegion => text,
        }
    }
}

impl Localize for Severity {
    fn text(&self) -> Text {
        Text::new(match self {
            Severity::Blocking => "problem-severity-blocking",
            Severity::Warning => "problem-severity-warning",
        })
    }
}

impl Localize for EditError {
    fn text(&self) -> Text {
        let text = Text::new(message_id("error", self.code()));
        match self {
            EditError::OutsideGrid(cell) => text.cell(cell.x, cell.y),
            EditError::SizeOutOfRange { width, height } => {
                text.number("width", *width).number("height", *height)
            }
            EditError::ResizeCutsPaintedCells { cells } => text.number("count", cells.len()),
            EditError::NothingToUndo | EditError::NothingToRedo => text,
        }
    }
}
