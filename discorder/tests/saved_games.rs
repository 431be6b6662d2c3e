//! Saved games (`record`): the canonical form, files of the same major version with fields this
//! reader does not know, newer versions, other games, and damaged or hostile files — each
//! refused with its own error code, never a panic.

mod common;

use common::{c, e, play};
use dl_discorder::record::{action_text, GAME, MAX_SAVED_GAME_BYTES, SAVED_GAME_VERSION};
use dl_discorder::{load_game, save_game, Action, Game, Player, RecordError, Refusal, MAX_ACTIONS};
use proptest::prelude::*;

fn short_game() -> Game {
    let mut game = Game::new(Player::Black);
    play(
        &mut game,
        &[
            Action::PlaceTile(c(3, 4)),
            Action::PlacePeg(e(3, 3)),
            Action::PlaceTile(c(3, 5)),
        ],
    );
    game
}

fn code(bytes: &[u8]) -> &'static str {
    match load_game(bytes) {
        Ok(_) => "ok",
        Err(e) => e.code(),
    }
}

#[test]
fn a_saved_game_is_written_in_the_canonical_form() {
    let text = save_game(&short_game());
    let expected = format!(
        "{{\n  \"game\": \"discorder\",\n  \"version\": 1,\n  \"app_version\": \"{}\",\n  \
         \"first\": \"black\",\n  \"actions\": [\n    \"tile 3,4\",\n    \"peg 3,3\",\n    \
         \"tile 3,5\"\n  ]\n}}\n",
        env!("CARGO_PKG_VERSION")
    );
    assert_eq!(text, expected);
    let loaded = load_game(text.as_bytes()).unwrap();
    assert_eq!(loaded.game, short_game());
    assert_eq!(loaded.app_version, env!("CARGO_PKG_VERSION"));
    assert_eq!(save_game(&loaded.game), text);
    assert_eq!((GAME, SAVED_GAME_VERSION), ("discorder", 1));
}

#[test]
fn a_file_of_the_same_major_version_with_unknown_fields_loads() {
    let text = r#"{
        "game": "discorder", "version": 1, "app_version": "9.9.9",
        "first": "black", "actions": ["tile 3,4", "peg 3,3", "tile 3,5"],
        "theme": {"board": "walnut"}, "players": ["Ann", "Bo"], "minor": 7
    }"#;
    let loaded = load_game(text.as_bytes()).unwrap();
    assert_eq!(loaded.game, short_game());
    assert_eq!(loaded.app_version, "9.9.9");
}

#[test]
fn a_newer_major_version_is_refused_with_its_own_code_naming_it() {
    let text = r#"{"game": "discorder", "version": 2, "app_version": "2.0", "first": "yellow",
        "actions": [], "board": "hexagonal"}"#;
    assert_eq!(
        load_game(text.as_bytes()),
        Err(RecordError::NewerVersion { found: 2 })
    );
    assert_eq!(code(text.as_bytes()), "record_newer_version");
}

#[test]
fn a_missing_or_invalid_version_is_refused() {
    for version in ["0", "\"1\"", "1.5", "-1", "null"] {
        let text = format!(
            r#"{{"game": "discorder", "version": {version}, "app_version": "", "first": "yellow", "actions": []}}"#
        );
        assert_eq!(code(text.as_bytes()), "record_bad_version", "{version}");
    }
    let text = r#"{"game": "discorder", "app_version": "", "first": "yellow", "actions": []}"#;
    assert_eq!(code(text.as_bytes()), "record_bad_version");
}

#[test]
fn another_game_or_no_game_is_refused() {
    let text = r#"{"game": "color-brake", "version": 1, "seed": 3}"#;
    assert_eq!(
        load_game(text.as_bytes()),
        Err(RecordError::OtherGame {
            found: "color-brake".into()
        })
    );
    assert_eq!(
        code(br#"{"format": "divided-loyalties-game", "version": 1}"#),
        "record_not_a_saved_game"
    );
    assert_eq!(code(b"[1, 2, 3]"), "record_not_a_saved_game");
    assert_eq!(code(br#"{"game": 5}"#), "record_not_a_saved_game");
}

#[test]
fn damaged_json_is_refused_with_its_position() {
    let text = save_game(&short_game());
    assert_eq!(code(&text.as_bytes()[..text.len() / 2]), "record_truncated");
    assert_eq!(code(b""), "record_truncated");
    assert_eq!(
        load_game(b"{\n  \"game\": discorder\n}"),
        Err(RecordError::Syntax {
            line: 2,
            column: 11
        })
    );
    assert_eq!(code(&[0xff, 0xfe, b'{', b'}']), "record_syntax");
    let deep = "[".repeat(10_000);
    assert_eq!(code(deep.as_bytes()), "record_syntax");
}

#[test]
fn fields_of_the_wrong_shape_are_refused() {
    for text in [
        r#"{"game": "discorder", "version": 1, "app_version": "", "first": "red", "actions": []}"#,
        r#"{"game": "discorder", "version": 1, "app_version": "", "first": "yellow", "actions": "tile 1,1"}"#,
        r#"{"game": "discorder", "version": 1, "app_version": "", "actions": []}"#,
        r#"{"game": "discorder", "version": 1, "app_version": 3, "first": "yellow", "actions": []}"#,
        r#"{"game": "discorder", "version": 1, "app_version": "", "first": "yellow", "first": "black", "actions": []}"#,
        r#"{"game": "discorder", "version": 1, "app_version": "", "first": "yellow", "actions": [1]}"#,
    ] {
        assert_eq!(code(text.as_bytes()), "record_shape", "{text}");
    }
}

#[test]
fn oversized_files_are_refused_before_parsing() {
    let mut big = br#"{"game": "discorder", "version": 1, "pad": ""#.to_vec();
    big.resize(MAX_SAVED_GAME_BYTES + 1, b' ');
    assert_eq!(
        load_game(&big),
        Err(RecordError::TooLarge {
            limit: MAX_SAVED_GAME_BYTES
        })
    );
}

#[test]
fn more_actions_than_the_longest_game_are_refused() {
    let actions: Vec<String> = (0..=MAX_ACTIONS)
        .map(|_| "\"tile 0,0\"".to_owned())
        .collect();
    let text = format!(
        r#"{{"game": "discorder", "version": 1, "app_version": "", "first": "yellow", "actions": [{}]}}"#,
        actions.join(",")
    );
    assert_eq!(
        load_game(text.as_bytes()),
        Err(RecordError::TooManyActions {
            count: MAX_ACTIONS + 1,
            limit: MAX_ACTIONS
        })
    );
}

#[test]
fn an_unreadable_action_is_refused_with_its_index() {
    let text = r#"{"game": "discorder", "version": 1, "app_version": "", "first": "yellow",
        "actions": ["tile 0,0", "stone 1,1"]}"#;
    assert_eq!(
        load_game(text.as_bytes()),
        Err(RecordError::BadAction {
            index: 1,
            text: "stone 1,1".into()
        })
    );
}

#[test]
fn an_illegal_action_is_refused_by_replay_with_its_index_and_the_rules_reason() {
    for (actions, index, refusal) in [
        (
            r#""tile 0,0", "tile 0,0""#,
            1,
            Refusal::CellOccupied(c(0, 0)),
        ),
        (r#""tile 9,0""#, 0, Refusal::CellOutsideBoard(c(9, 0))),
        (r#""peg 2,2""#, 0, Refusal::PegNotFollowing(e(2, 2))),
        (
            r#""tile 0,0", "peg 0,6""#,
            1,
            Refusal::EdgeOutsideBoard(e(0, 6)),
        ),
        (
            r#""tile 0,0", "tile 7,6", "tile 0,1", "tile 6,6", "tile 0,2", "tile 5,0", "peg 0,2""#,
            6,
            Refusal::PegAfterOwnThree(e(0, 2)),
        ),
    ] {
        let text = format!(
            r#"{{"game": "discorder", "version": 1, "app_version": "", "first": "yellow", "actions": [{actions}]}}"#
        );
        let error = load_game(text.as_bytes()).unwrap_err();
        assert_eq!(error.code(), "record_illegal_action");
        match error {
            RecordError::IllegalAction {
                index: i,
                refusal: r,
                action,
            } => {
                assert_eq!((i, r), (index, refusal), "{actions}");
                let texts: Vec<&str> = actions.split(", ").map(|t| t.trim_matches('"')).collect();
                assert_eq!(action_text(&action), texts[index]);
            }
            other => panic!("{other:?}"),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 256,
        max_shrink_iters: 1_000,
        max_shrink_time: 10_000,
        ..ProptestConfig::default()
    })]

    /// Arbitrary bytes never panic: they load as a game or fail with a typed error.
    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..512)) {
        let _ = load_game(&bytes).map_err(|e| e.code());
    }

    /// A real saved game with one byte changed never panics, and what loads saves again to a
    /// file that loads to the same game.
    #[test]
    fn a_saved_game_with_a_byte_changed_never_panics(at in 0usize..200, byte in any::<u8>()) {
        let mut bytes = save_game(&short_game()).into_bytes();
        let at = at % bytes.len();
        bytes[at] = byte;
        if let Ok(saved) = load_game(&bytes) {
            let again = load_game(save_game(&saved.game).as_bytes()).unwrap();
            prop_assert_eq!(again.game, saved.game);
        }
    }
}
