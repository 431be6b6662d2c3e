//! Saved games (issue 15): the canonical form round-trips, files of the same major version
//! with unknown fields load, a newer major version and other games are refused with their own
//! codes, and damaged or hostile files fail with a typed error, never a panic (C7: the seed
//! travels with the game).

use dl_color_brake::playout::play_random_game;
use dl_color_brake::record::{
    load_game, save_game, RecordError, MAX_SAVED_GAME_BYTES, SAVED_GAME_VERSION,
};
use dl_color_brake::{Action, Game, GameLength, Move, Refusal};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::SeedableRng;

fn finished_game(seed: u64, length: GameLength) -> Game {
    let mut game = Game::new(seed, length);
    play_random_game(&mut game, &mut SmallRng::seed_from_u64(seed)).unwrap();
    game
}

fn code(bytes: &[u8]) -> &'static str {
    load_game(bytes).map(|_| "ok").unwrap_or_else(|e| e.code())
}

fn edited(game: &Game, edit: impl FnOnce(&mut serde_json::Value)) -> Vec<u8> {
    let mut value: serde_json::Value = serde_json::from_str(&save_game(game)).unwrap();
    edit(&mut value);
    serde_json::to_vec(&value).unwrap()
}

#[test]
fn the_canonical_form_round_trips_byte_for_byte() {
    for (seed, length) in [
        (1, GameLength::rounds(2).unwrap()),
        (u64::MAX, GameLength::rounds(4).unwrap()),
        (7, GameLength::target(12).unwrap()),
    ] {
        let game = finished_game(seed, length);
        let text = save_game(&game);
        let loaded = load_game(text.as_bytes()).unwrap();
        assert_eq!(loaded.game, game);
        assert_eq!(save_game(&loaded.game), text);
        assert!(text.ends_with("}\n"));
    }
}

#[test]
fn the_format_is_written_as_documented() {
    let mut game = Game::new(2024, GameLength::rounds(2).unwrap());
    let first = game.legal_actions()[0];
    game.apply(first).unwrap();
    let text = save_game(&game);
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["game"], "color-brake");
    assert_eq!(value["version"], SAVED_GAME_VERSION);
    assert_eq!(value["seed"], "2024");
    assert_eq!(value["length"], serde_json::json!({ "rounds": 2 }));
    assert_eq!(value["actions"], serde_json::json!([first.text()]));
    let keys: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("  \"")?.split('"').next())
        .collect();
    assert_eq!(
        keys,
        [
            "game",
            "version",
            "app_version",
            "seed",
            "length",
            "actions"
        ]
    );
}

#[test]
fn a_file_with_fields_this_reader_does_not_know_loads() {
    let game = finished_game(3, GameLength::rounds(2).unwrap());
    let bytes = edited(&game, |v| {
        v["players"] = serde_json::json!({ "one": "Ada", "two": "computer" });
        v["length"]["variant"] = serde_json::json!("tournament");
    });
    assert_eq!(load_game(&bytes).unwrap().game, game);
}

#[test]
fn a_newer_major_version_is_refused_with_its_own_code() {
    let game = finished_game(3, GameLength::rounds(2).unwrap());
    let bytes = edited(&game, |v| v["version"] = serde_json::json!(2));
    assert_eq!(
        load_game(&bytes),
        Err(RecordError::NewerVersion { found: 2 })
    );
    assert_eq!(code(&bytes), "record_newer_version");
    for bad in [
        serde_json::json!(0),
        serde_json::json!("1"),
        serde_json::json!(1.5),
        serde_json::Value::Null,
    ] {
        let bytes = edited(&game, |v| v["version"] = bad);
        assert_eq!(code(&bytes), "record_bad_version");
    }
}

#[test]
fn other_games_and_other_json_are_refused() {
    let game = finished_game(3, GameLength::rounds(2).unwrap());
    let bytes = edited(&game, |v| v["game"] = serde_json::json!("discorder"));
    assert_eq!(
        load_game(&bytes),
        Err(RecordError::WrongGame {
            found: "discorder".into()
        })
    );
    let long = "x".repeat(1000);
    let bytes = edited(&game, |v| v["game"] = serde_json::json!(long));
    match load_game(&bytes) {
        Err(RecordError::WrongGame { found }) => assert_eq!(found.chars().count(), 64),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        code(br#"{"format":"divided-loyalties-game","version":1}"#),
        "record_not_a_saved_game"
    );
    assert_eq!(code(b"[1, 2]"), "record_not_a_saved_game");
}

#[test]
fn damaged_json_is_refused_with_the_kind_of_damage() {
    let text = save_game(&finished_game(5, GameLength::rounds(2).unwrap()));
    assert_eq!(
        code(&text.as_bytes()[..text.len() / 2]),
        "record_json_truncated"
    );
    assert_eq!(code(b"{\"game\": color-brake}"), "record_json_syntax");
    assert_eq!(code(&[0xff, 0xfe, 0x00]), "record_json_syntax");
    assert_eq!(code(&"[".repeat(10_000).into_bytes()), "record_json_syntax");
    let game = finished_game(5, GameLength::rounds(2).unwrap());
    let bytes = edited(&game, |v| v["actions"] = serde_json::json!("colour red"));
    assert_eq!(code(&bytes), "record_json_shape");
    let bytes = edited(&game, |v| {
        v.as_object_mut().unwrap().remove("seed");
    });
    assert_eq!(code(&bytes), "record_json_shape");
    let mut huge = vec![b' '; MAX_SAVED_GAME_BYTES + 1];
    huge[0] = b'{';
    assert_eq!(
        load_game(&huge),
        Err(RecordError::TooLarge {
            limit: MAX_SAVED_GAME_BYTES
        })
    );
}

#[test]
fn a_bad_seed_or_length_is_refused() {
    let game = finished_game(5, GameLength::rounds(2).unwrap());
    for seed in ["", "-1", "+1", "1e3", " 1", "18446744073709551616", "0x10"] {
        let bytes = edited(&game, |v| v["seed"] = serde_json::json!(seed));
        assert_eq!(code(&bytes), "record_bad_seed", "{seed:?}");
    }
    for (length, expected) in [
        (serde_json::json!({}), "record_no_length"),
        (
            serde_json::json!({ "rounds": 2, "target": 10 }),
            "record_no_length",
        ),
        (serde_json::json!({ "rounds": 3 }), "length_bad_rounds"),
        (serde_json::json!({ "rounds": 22 }), "length_bad_rounds"),
        (serde_json::json!({ "target": 0 }), "length_bad_target"),
        (serde_json::json!({ "rounds": -2 }), "record_json_shape"),
    ] {
        let bytes = edited(&game, |v| v["length"] = length.clone());
        assert_eq!(code(&bytes), expected, "{length}");
    }
}

#[test]
fn actions_that_are_not_actions_or_not_legal_are_refused_with_their_index() {
    let game = finished_game(5, GameLength::rounds(2).unwrap());
    let bytes = edited(&game, |v| {
        v["actions"][2] = serde_json::json!("colour purple")
    });
    assert_eq!(
        load_game(&bytes),
        Err(RecordError::BadAction {
            index: 2,
            text: "colour purple".into()
        })
    );
    // Going on to the next round before the first one is over.
    let bytes = edited(&game, |v| v["actions"][0] = serde_json::json!("next round"));
    assert_eq!(
        load_game(&bytes),
        Err(RecordError::IllegalAction {
            index: 0,
            action: Action::NextRound,
            refusal: Refusal::RoundNotOver
        })
    );
    // One action more than the finished game allows.
    let bytes = edited(&game, |v| {
        v["actions"].as_array_mut().unwrap().push("neutral".into())
    });
    match load_game(&bytes) {
        Err(RecordError::IllegalAction {
            action, refusal, ..
        }) => {
            assert_eq!(
                (action, refusal),
                (Action::Move(Move::Neutral), Refusal::GameOver)
            );
        }
        other => panic!("{other:?}"),
    }
    let limit = game.length().max_actions();
    let bytes = edited(&game, |v| {
        v["actions"] = serde_json::json!(vec!["neutral"; limit + 1])
    });
    assert_eq!(
        load_game(&bytes),
        Err(RecordError::TooManyActions {
            count: limit + 1,
            limit
        })
    );
}

#[test]
fn the_longest_possible_game_fits_the_size_bound() {
    let length = GameLength::target(50).unwrap();
    let actions = vec!["for-diamond orange"; length.max_actions()];
    let text = serde_json::to_string_pretty(&serde_json::json!({
        "game": "color-brake", "version": 1, "app_version": "0.1.0",
        "seed": u64::MAX.to_string(), "length": { "target": 50 }, "actions": actions,
    }))
    .unwrap();
    assert!(text.len() < MAX_SAVED_GAME_BYTES, "{} bytes", text.len());
    assert_eq!(code(text.as_bytes()), "record_illegal_action");
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 256,
        max_shrink_iters: 500,
        max_shrink_time: 30_000,
        ..ProptestConfig::default()
    })]

    /// A saved game with bytes changed, cut or inserted loads or fails with a code; it never
    /// panics, and what loads is a game the rules accept.
    #[test]
    fn damaged_files_never_panic(
        seed in 0u64..50,
        edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..3), 1..6),
    ) {
        let mut bytes = save_game(&finished_game(seed, GameLength::rounds(2).unwrap())).into_bytes();
        for (index, byte, kind) in edits {
            let i = index.index(bytes.len().max(1));
            match kind {
                0 => { if let Some(b) = bytes.get_mut(i) { *b = byte; } }
                1 => { bytes.truncate(i); }
                _ => bytes.insert(i.min(bytes.len()), byte),
            }
        }
        match load_game(&bytes) {
            Ok(saved) => {
                let replayed = Game::replay(saved.game.seed(), saved.game.length(), &saved.game.actions());
                prop_assert_eq!(replayed.ok(), Some(saved.game));
            }
            Err(e) => prop_assert!(!e.code().is_empty()),
        }
    }
}
