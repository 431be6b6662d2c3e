//! A game file of the store: the game's own saved-game JSON (so it opens anywhere a saved game
//! opens, and its reader decides what is legal) with one more top-level field, `store`, that
//! the three readers ignore as a field they do not know:
//!
//! ```json
//! "store": {
//!   "version": 1,
//!   "last_played": 1764590000000,
//!   "summary": { "kind": "divided-loyalties", "position": { "name": "Pyramid", "number": 7 },
//!                "turn": 12, "actions": 40, "scores": [3, 5],
//!                "progress": { "state": "to_move", "seat": "first" }, "blank": false },
//!   "computer": "two"
//! }
//! ```
//!
//! `last_played` is in milliseconds since 1970 (the caller's clock); `summary` is written for
//! earlier versions, which listed it without replaying the game — this version lists what the
//! game itself says, so a forged summary shows nothing; `computer` is Color Brake ABAB's
//! computer seat, when one player plays against it. A file without a readable `store` field
//! (written elsewhere, or by a later store version) is read as its game alone.

use dl_core::json_input::{without_bom, JsonProblem};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::clock::Timestamp;
use super::error::Unreadable;
use super::games::{load, ComputerSeat, GameKind, GameRef, LoadedGame};
use super::summary::GameSummary;

/// The field of a game file that the store adds.
const STORE_FIELD: &str = "store";
/// The version of the `store` field this store writes; a later one is not read.
const STORE_FIELD_VERSION: u64 = 1;
/// Largest game file the store reads: Divided Loyalties' largest saved game (1 MiB, the largest
/// of the three formats) and room for the store's field.
pub const MAX_GAME_FILE_BYTES: u64 = (1 << 20) + (64 << 10);
/// Fields of a saved game that change while it is played; the rest tells one game from another.
const PLAYED_FIELDS: [&str; 4] = ["actions", "session", "app_version", STORE_FIELD];

#[derive(Serialize, Deserialize)]
struct StoreField {
    version: u64,
    last_played: Timestamp,
    summary: GameSummary,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    computer: Option<ComputerSeat>,
}

/// A game file to write.
pub(super) struct GameFile {
    /// Its text.
    pub text: String,
    /// What tells this game from another one ([`identity`]).
    pub identity: Value,
    /// Its summary.
    pub summary: GameSummary,
}

/// A game file read back.
pub(super) struct ReadGame {
    /// The game.
    pub game: LoadedGame,
    /// When it was last played, if the file says.
    pub last_played: Option<Timestamp>,
}

/// The JSON object of a saved game (the text our own writers make).
fn object(text: &str) -> Map<String, Value> {
    match serde_json::from_str(text) {
        Ok(Value::Object(map)) => map,
        _ => Map::new(),
    }
}

fn identity_of(mut map: Map<String, Value>) -> Value {
    for field in PLAYED_FIELDS {
        map.remove(field);
    }
    Value::Object(map)
}

/// What tells `game` from another game: its saved game without the actions and the interaction
/// state (the position, rounds and start of Divided Loyalties; the starter of Discorder; the
/// seed and length of Color Brake ABAB).
pub(super) fn identity(game: GameRef<'_>) -> Value {
    identity_of(object(&game.saved_text()))
}

/// The file of `game`, last played at `now`.
pub(super) fn game_file(game: GameRef<'_>, now: Timestamp) -> GameFile {
    let mut map = object(&game.saved_text());
    let identity = identity_of(map.clone());
    let summary = game.summary();
    let field = StoreField {
        version: STORE_FIELD_VERSION,
        last_played: now,
        summary: summary.clone(),
        computer: game.computer(),
    };
    map.insert(
        STORE_FIELD.to_owned(),
        serde_json::to_value(field).unwrap_or(Value::Null),
    );
    // Serialising a map of plain values cannot fail.
    let mut text = serde_json::to_string_pretty(&map).unwrap_or_default();
    text.push('\n');
    GameFile {
        text,
        identity,
        summary,
    }
}

/// The document, its game and the store's field, if readable and of this game.
fn parse(bytes: &[u8]) -> Result<(GameKind, Option<StoreField>), Unreadable> {
    let value: Value = serde_json::from_slice(without_bom(bytes))
        .map_err(|e| Unreadable::Json(JsonProblem::from_serde(&e)))?;
    let kind = GameKind::of_json(&value).ok_or(Unreadable::NotAGame)?;
    let field = value
        .get(STORE_FIELD)
        .cloned()
        .and_then(|v| serde_json::from_value::<StoreField>(v).ok())
        .filter(|f| f.version == STORE_FIELD_VERSION && f.summary.kind == kind);
    Ok((kind, field))
}

/// Reads a game file: the game through its own reader (every action replayed).
pub(super) fn read_game(bytes: &[u8]) -> Result<ReadGame, Unreadable> {
    let (kind, field) = parse(bytes)?;
    let computer = field.as_ref().and_then(|f| f.computer);
    Ok(ReadGame {
        game: load(kind, bytes, computer)?,
        last_played: field.map(|f| f.last_played),
    })
}

/// Reads a game file of the store exactly as the store does when it opens it: the game (every
/// action replayed through its own reader) and when it was last played. For tools and the
/// fuzz target; an unreadable file gives its typed reason.
pub fn read_game_file(bytes: &[u8]) -> Result<(LoadedGame, Option<Timestamp>), Unreadable> {
    read_game(bytes).map(|read| (read.game, read.last_played))
}

/// Reads what a list shows of a game file: the summary of the game itself (every action
/// replayed; the summary written in the store's field is never trusted) and when it was last
/// played.
pub(super) fn read_summary(bytes: &[u8]) -> Result<(GameSummary, Option<Timestamp>), Unreadable> {
    let read = read_game(bytes)?;
    Ok((read.game.as_ref().summary(), read.last_played))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use dl_core::session::Session;

    use super::*;
    use crate::store::summary::{Progress, Seat};

    fn pyramid_after_one_turn() -> Session {
        let position = Arc::new(dl_core::builtin(7).unwrap().clone());
        let mut session = Session::for_position(position, dl_core::Rounds::Three);
        let cell = session
            .game()
            .context()
            .cells_accepting(dl_core::Color::Red)[0];
        session.place(cell, dl_core::Color::Red).unwrap();
        session.end_turn(true).unwrap();
        session.select_color(dl_core::Color::Orange).unwrap();
        session
    }

    #[test]
    fn a_game_file_is_the_saved_game_with_the_stores_field_and_reads_back_exactly() {
        let session = pyramid_after_one_turn();
        let file = game_file(GameRef::from(&session), Timestamp(7));
        // Still a saved game of the game's own format.
        let plain = dl_core::record::load_game(file.text.as_bytes()).unwrap();
        assert_eq!(&plain.game, session.game());
        let back = read_game(file.text.as_bytes()).unwrap();
        assert_eq!(back.last_played, Some(Timestamp(7)));
        let back = back.game.into_divided_loyalties().unwrap();
        assert_eq!(back.game(), session.game());
        assert_eq!(back.state(), session.state());
        assert_eq!(back.selected(), Some(dl_core::Color::Orange));
        let (summary, played) = read_summary(file.text.as_bytes()).unwrap();
        assert_eq!(played, Some(Timestamp(7)));
        assert_eq!(summary, file.summary);
        assert_eq!(summary.turn, 2);
        assert_eq!(summary.progress, Progress::ToMove { seat: Seat::Second });
        assert_eq!(summary.position.unwrap().number, Some(7));
        assert!(!summary.blank);
    }

    #[test]
    fn a_file_without_the_stores_field_is_summarised_from_its_game() {
        let session = pyramid_after_one_turn();
        let (summary, played) = read_summary(session.save().as_bytes()).unwrap();
        assert_eq!(played, None);
        assert_eq!(summary, GameRef::from(&session).summary());
    }

    #[test]
    fn the_identity_ignores_what_playing_changes() {
        let mut session = pyramid_after_one_turn();
        let before = identity(GameRef::from(&session));
        session.undo().unwrap();
        assert_eq!(identity(GameRef::from(&session)), before);
        let other = Session::for_position(
            Arc::new(dl_core::builtin(7).unwrap().clone()),
            dl_core::Rounds::Four,
        );
        assert_ne!(identity(GameRef::from(&other)), before);
    }

    #[test]
    fn unreadable_files_say_why() {
        let session = pyramid_after_one_turn();
        let text = game_file(GameRef::from(&session), Timestamp(7)).text;
        let truncated = &text.as_bytes()[..text.len() / 2];
        let mut value: Value = serde_json::from_str(&text).unwrap();
        value["version"] = 2.into();
        let newer = value.to_string();
        for (bytes, code) in [
            (truncated, "json_truncated"),
            (b"\x00garbage".as_slice(), "json_syntax"),
            (b"{\"hello\": 1}".as_slice(), "store_not_a_game"),
            (newer.as_bytes(), "record_newer_version"),
        ] {
            let Err(reason) = read_game(bytes) else {
                panic!("{code}: read");
            };
            assert_eq!(reason.code(), code);
        }
    }
}
