//! What the formats say when they refuse: which action or bridge, why (the rules' refusal and
//! its code), which version; the corpus (`corpus.rs`) pins the codes of many more inputs.

use std::sync::Arc;

use dl_core::link::{game_link, parse_link, LinkError, LinkTarget};
use dl_core::record::{load_game, save_game, RecordError, SessionState};
use dl_core::start_check::StartError;
use dl_core::web_import::{import_web_save, WebImportError};
use dl_core::{builtin, Cell, Color, Game, Refusal, Rounds};

fn small_game() -> Game {
    let mut game = Game::new(Arc::new(builtin(7).unwrap().clone()), Rounds::Three);
    game.place(Cell::new(8, 3), Color::Blue).unwrap();
    game.end_turn().unwrap();
    game
}

#[test]
fn r4_an_illegal_action_in_a_saved_game_is_named_with_its_refusal() {
    let text = save_game(&small_game(), None).replace("\"end turn\"", "\"end turn\", \"end turn\"");
    let e = load_game(text.as_bytes()).unwrap_err();
    assert_eq!(e.code(), "record_illegal_action");
    let RecordError::IllegalAction { index, refusal, .. } = &e else {
        panic!("{e:?}")
    };
    assert_eq!((*index, *refusal), (2, Refusal::NoStonePlaced));
    assert_eq!(refusal.code(), "no_stone_placed");
    assert_eq!(
        e.to_string(),
        "action 2 \"end turn\" is illegal: place a stone first"
    );
}

#[test]
fn a_saved_game_of_a_future_major_version_is_refused_with_its_version_not_misread() {
    let text = save_game(&small_game(), None).replace("\"version\": 1", "\"version\": 2");
    let e = load_game(text.as_bytes()).unwrap_err();
    assert_eq!(e, RecordError::NewerVersion(2));
    assert_eq!(e.code(), "record_newer_version");
    assert!(e.to_string().contains("newer version of the app"), "{e}");
}

#[test]
fn a_saved_game_with_fields_a_later_version_added_loads_in_this_reader() {
    let text = save_game(&small_game(), None).replace(
        "\"rounds\": 3,",
        "\"rounds\": 3,\n  \"clock\": {\"blue_ms\": 61000, \"yellow_ms\": 58000},",
    );
    let text = text.replace(
        "\"name\": \"Pyramid\",",
        "\"name\": \"Pyramid\",\n    \"author\": \"ywesee\",",
    );
    assert!(text.contains("clock") && text.contains("author"));
    assert_eq!(load_game(text.as_bytes()).unwrap().game, small_game());
}

#[test]
fn a_saved_game_keeps_the_selected_colours_and_the_ring() {
    let game = small_game();
    let state = SessionState {
        selected: [Some(Color::Red), Some(Color::Orange)],
        ring: Some(Cell::new(8, 3)),
        ..SessionState::default()
    };
    let text = save_game(&game, Some(&state));
    let loaded = load_game(text.as_bytes()).unwrap();
    assert_eq!(loaded.session, Some(state));
    for bad in [
        ("\"red\"", "\"pink\""),    // not a colour
        ("\"orange\"", "\"blue\""), // Yellow has no blue stone (R3)
        ("\"8,3\"", "\"9,3\""),     // no stone there
    ] {
        let e = load_game(text.replacen(bad.0, bad.1, 1).as_bytes()).unwrap_err();
        assert_eq!(e, RecordError::BadSession, "{bad:?}");
    }
}

#[test]
fn r10_a_game_link_of_a_future_version_is_refused_not_misread() {
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use base64::Engine;
    let link = game_link(&small_game()).unwrap();
    let (base, payload) = link.split_once("#game=").unwrap();
    let mut bytes = URL_SAFE_NO_PAD.decode(payload).unwrap();
    bytes.truncate(bytes.len() - 4);
    bytes[0] = 9;
    let crc = crc32fast::hash(&bytes);
    bytes.extend(crc.to_be_bytes());
    let forged = format!("{base}#game={}", URL_SAFE_NO_PAD.encode(&bytes));
    assert_eq!(parse_link(&forged), Err(LinkError::UnsupportedVersion(9)));
}

#[test]
fn r6_a_forged_web_bridge_is_refused_with_the_rules_reason() {
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/web-version-files/"
    );
    let text = std::fs::read_to_string(format!("{dir}p2_t60.json")).unwrap();
    let mut save: serde_json::Value = serde_json::from_str(&text).unwrap();
    let bridges = save["activeBridges"].as_array_mut().unwrap();
    let copy = bridges[3].clone();
    bridges.push(copy);
    let e = import_web_save(&serde_json::to_vec(&save).unwrap()).unwrap_err();
    assert_eq!(
        e,
        WebImportError::Start(StartError::IllegalBridge {
            index: 20,
            refusal: Refusal::SharesTwoStones
        })
    );
    assert_eq!(e.code(), "start_illegal_bridge");
    assert!(e.to_string().starts_with("bridge 20 is illegal: "), "{e}");
}

#[test]
fn r3_a_game_link_carries_three_or_four_rounds() {
    for rounds in Rounds::ALL {
        let game = Game::new(Arc::new(builtin(1).unwrap().clone()), rounds);
        let Ok(LinkTarget::Game(back)) = parse_link(&game_link(&game).unwrap()) else {
            panic!("a game link")
        };
        assert_eq!(back.rounds(), rounds);
    }
}
