//! The texts only the terminal shell (`dl-cli`) shows: its key hints, its own prompts and
//! notices, the lines of its share and import reports, and the errors of its command line.
//! Key letters are the same in every language; the catalogs' ids are `terminal-…`, and
//! `button-quit` and `error-…` for the terminal's own buttons and error codes, `editor-…` for
//! its position editor's own texts (issue 12).

use super::label::labels;
use super::text::Text;

labels! {
    /// A text of the terminal without arguments; [`TerminalLabel::id`] is its catalog message id.
    TerminalLabel {
        /// “Quit” (`button-quit`).
        Quit => "button-quit",
        /// “Colour: 1–6” (`terminal-colour-keys`).
        ColourKeys => "terminal-colour-keys",
        /// “The terminal is too small for this position.” (`terminal-too-small-title`).
        TooSmallTitle => "terminal-too-small-title",
        /// “Enlarge the window …; n: another position, q: quit.” (`terminal-too-small-hint`).
        TooSmallHint => "terminal-too-small-hint",
        /// “The unfinished game is kept in Saved games (n: new game).” (`terminal-previous-saved`).
        PreviousSaved => "terminal-previous-saved",
        /// “The finished game is kept in Finished games.” (`terminal-previous-finished`).
        PreviousFinished => "terminal-previous-finished",
        /// “No data directory …: the game is not kept.” (`terminal-no-data-dir`).
        NoDataDir => "terminal-no-data-dir",
        /// “A saved file could not be read” (`terminal-unreadable-title`).
        UnreadableTitle => "terminal-unreadable-title",
        /// “A new game starts; nothing was overwritten.” (`terminal-fresh-start`).
        FreshStart => "terminal-fresh-start",
        /// “Resume?” (`terminal-resume-title`).
        ResumeTitle => "terminal-resume-title",
        /// “y: delete · n: keep” (`terminal-delete-keys`).
        DeleteKeys => "terminal-delete-keys",
        /// “y: end the turn anyway · n: go back” (`terminal-end-turn-keys`).
        EndTurnKeys => "terminal-end-turn-keys",
        /// “y: end the game · n: play on” (`terminal-agree-keys`).
        AgreeKeys => "terminal-agree-keys",
        /// “Press any key.” (`terminal-any-key`).
        AnyKey => "terminal-any-key",
        /// “played at an unknown time” (`terminal-played-unknown`).
        PlayedUnknown => "terminal-played-unknown",
        /// The new-game screen's keys (`terminal-new-game-keys`).
        NewGameKeys => "terminal-new-game-keys",
        /// “d: delete” (`terminal-delete-key`).
        DeleteKey => "terminal-delete-key",
        /// “enter: resume this game · d: delete it” (`terminal-saved-game-keys`).
        SavedGameKeys => "terminal-saved-game-keys",
        /// “CSV file:” (`terminal-csv-prompt`).
        CsvPrompt => "terminal-csv-prompt",
        /// “enter: import · esc: cancel” (`terminal-csv-keys`).
        CsvKeys => "terminal-csv-keys",
        /// “f: import positions from a CSV file …” (`terminal-csv-hint`).
        CsvHint => "terminal-csv-hint",
        /// The rules screen's keys (`terminal-rules-keys`).
        RulesKeys => "terminal-rules-keys",
        /// “Import” (`terminal-import-title`).
        ImportTitle => "terminal-import-title",
        /// “Share failed” (`terminal-share-failed`).
        ShareFailed => "terminal-share-failed",
        /// “Position link: none” (`terminal-share-no-position-link`).
        NoPositionLink => "terminal-share-no-position-link",
        /// “Game link: none (too long); send the game file” (`terminal-share-no-game-link`).
        NoGameLink => "terminal-share-no-game-link",
        /// The enter key's name in key hints: “enter” (`terminal-key-enter`).
        KeyEnter => "terminal-key-enter",
        /// The escape key's name in key hints: “esc” (`terminal-key-esc`).
        KeyEsc => "terminal-key-esc",
        /// The space bar's name in key hints: “space” (`terminal-key-space`).
        KeySpace => "terminal-key-space",
        /// Control-S's name in key hints: “ctrl-s” (`terminal-key-save`).
        KeySave => "terminal-key-save",
        /// The tab key's name in key hints: “tab” (`terminal-key-tab`).
        KeyTab => "terminal-key-tab",
        /// “Paint”, the position editor's space key (`editor-paint`).
        EditorPaint => "editor-paint",
        /// “Leave the editor?” (`editor-leave-title`).
        EditorLeaveTitle => "editor-leave-title",
        /// “The changes since the last save will be lost.” (`editor-leave-body`).
        EditorLeaveBody => "editor-leave-body",
    }
}

/// The game screen's title: "Divided Loyalties · Octopus · 4 rounds" (R3).
pub fn title(position: &str, rounds: u8) -> Text {
    Text::new("terminal-title")
        .verbatim("position", position)
        .number("count", rounds)
}

/// The line under the colour chips that says what the cursor is on: "Cursor: column 7, row 4,
/// region S2"; `description` is the cell's accessibility description, already in words.
pub fn cursor(description: &str) -> Text {
    Text::new("terminal-cursor").verbatim("description", description)
}

/// A file of the store that could not be read: where it was, why (`problem`) and the code.
pub fn moved_aside(path: &str, problem: Text, code: &str) -> Text {
    Text::new("terminal-moved-aside")
        .verbatim("path", path)
        .nested("problem", problem)
        .verbatim("code", code)
}

/// Where a file that could not be read is kept.
pub fn kept_as(path: &str) -> Text {
    Text::new("terminal-kept-as").verbatim("path", path)
}

/// How many positions an import added.
pub fn import_added(count: usize) -> Text {
    Text::new("terminal-import-added").number("count", count)
}

/// A position of an imported file left out, at `line` of the file, and why (`problem`).
pub fn import_refused(line: u64, name: Option<&str>, problem: Text) -> Text {
    match name {
        Some(name) => Text::new("terminal-import-refused").verbatim("name", name),
        None => Text::new("terminal-import-refused-unnamed"),
    }
    .number("line", line)
    .nested("problem", problem)
}

/// The folder the share files were written to.
pub fn share_wrote(path: &str) -> Text {
    Text::new("terminal-share-wrote").verbatim("path", path)
}

/// A problem with a file, named by its path.
pub fn in_file(path: &str, problem: Text) -> Text {
    Text::new("terminal-in-file")
        .verbatim("path", path)
        .nested("problem", problem)
}
