//! The texts only the terminal shell (`dl-cli`) shows: its key hints, its own prompts and
//! notices, the lines of its share and import reports, and the errors of its command line.
//! Key letters are the same in every language; the catalogs' ids are `terminal-…`, and
//! `button-quit` and `error-…` for the terminal's own buttons and error codes, `editor-…` for
//! its position editor's own texts (issue 12).

use dl_core::opponent::Opponent;
use dl_core::Player;

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

/// How large the terminal must be and is, in characters.
pub fn too_small_size(needed: (u16, u16), has: (u16, u16)) -> Text {
    Text::new("terminal-too-small-size")
        .number("need_columns", needed.0)
        .number("need_rows", needed.1)
        .number("columns", has.0)
        .number("rows", has.1)
}

/// A change that the store could not keep, and why (`problem`, a whole sentence).
pub fn not_kept(problem: Text) -> Text {
    Text::new("terminal-not-kept").nested("problem", problem)
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

/// The question whether to resume the store's current game, played on `position`.
pub fn resume_body(position: &str) -> Text {
    Text::new("terminal-resume-body").verbatim("position", position)
}

/// The keys of the resume question; `n` plays `position` (the game on screen).
pub fn resume_keys(position: &str) -> Text {
    Text::new("terminal-resume-keys").verbatim("position", position)
}

/// Where an unfinished game stands: "Turn 12, Blue to move, Blue 3 – Yellow 5" (R4, R7).
pub fn game_state(turn: u32, to_move: Player, [blue, yellow]: [u32; 2]) -> Text {
    Text::new("terminal-game-state")
        .number("turn", turn)
        .key("player", to_move.name())
        .number("blue", blue)
        .number("yellow", yellow)
}

/// How long ago a game was last played, roughly: "just now", "5 min ago", "2 h ago",
/// "4 days ago".
pub fn played_ago(minutes: u64) -> Text {
    let (unit, count) = match minutes {
        0 => ("now", 0),
        1..=59 => ("minutes", minutes),
        60..=2879 => ("hours", minutes / 60),
        _ => ("days", minutes / 1440),
    };
    Text::new("terminal-played-ago")
        .key("unit", unit)
        .number("count", count)
}

/// The new-game screen's line for the selected position: its name and the rounds (R3).
pub fn new_game_selected(position: &str, rounds: u8) -> Text {
    Text::new("terminal-new-game-selected")
        .verbatim("position", position)
        .number("count", rounds)
}

/// The new-game screen's line for the opponent (issue 11): two players, or the computer with
/// the side the player plays and the level, with the keys that change them.
pub fn new_game_opponent(opponent: Option<Opponent>) -> Text {
    match opponent {
        None => Text::new("terminal-new-game-two-players"),
        Some(opponent) => Text::new("terminal-new-game-computer")
            .key("player", opponent.human().name())
            .key("level", opponent.level.name()),
    }
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

/// The link to the shared position (R10).
pub fn share_position_link(link: &str) -> Text {
    Text::new("terminal-share-position-link").verbatim("link", link)
}

/// The link that carries the shared game.
pub fn share_game_link(link: &str) -> Text {
    Text::new("terminal-share-game-link").verbatim("link", link)
}

/// A problem with a file, named by its path.
pub fn in_file(path: &str, problem: Text) -> Text {
    Text::new("terminal-in-file")
        .verbatim("path", path)
        .nested("problem", problem)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l10n::{Language, Localizer};

    #[test]
    fn ages_are_rough() {
        let en = Localizer::for_language(Language::En);
        let ago = |minutes| en.format(&played_ago(minutes));
        assert_eq!(ago(0), "just now");
        assert_eq!(ago(5), "5 min ago");
        assert_eq!(ago(150), "2 h ago");
        assert_eq!(ago(1440 * 2), "2 days ago");
        assert_eq!(ago(4 * 1440 + 7), "4 days ago");
    }
}
