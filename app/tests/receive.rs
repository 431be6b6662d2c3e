//! Receiving (issue 9 §2, SCREENS.md "Receiving"): links, links inside message text, the app's
//! scheme, position files with one or several positions, game files, web-version saves — each
//! told apart by content and opened as a preview — and everything else refused with its code.

mod common;

use dl_app::receive::{receive, Arrived, ReceiveError, MAX_RECEIVED_BYTES};
use dl_core::link::WebPage;
use dl_core::position_csv::write_position;
use dl_core::record::save_game;
use dl_core::{builtin, Rounds};

use common::reference::reference_game;

const WEB_FILES: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../tests/data/web-version-files/"
);

fn code(bytes: &[u8]) -> &'static str {
    receive(bytes).map(|_| "ok").unwrap_or_else(|e| e.code())
}

/// R10: position links of the web version and of the app's scheme, alone or in a message.
#[test]
fn r10_position_links_arrive_as_a_new_game_on_their_position() {
    for text in [
        "https://game.ywesee.com/parados/divided_loyalties_ua.html#3",
        "Lass uns spielen: www.game.ywesee.com/parados/divided_loyalties.html#wind-wheel 😀",
        "dividedloyalties:#wind-wheel",
    ] {
        let arrival = receive(text.as_bytes()).unwrap();
        let Arrived::Position(position) = arrival.arrived else {
            panic!("{text}: a position")
        };
        assert_eq!(position.name, "Wind wheel");
        assert_eq!(position.number, Some(3));
        assert_eq!(position.default_rounds, Rounds::Four);
        assert_eq!(arrival.session.game().action_count(), 0);
    }
}

/// R10: a game link in pasted text opens the game as it was.
#[test]
fn r10_a_game_link_in_a_message_arrives_as_the_game() {
    let game = reference_game(7, 0, 30);
    let link = WebPage::Korean.game_link(&game).unwrap();
    let arrival = receive(format!("your move!\n{link}\n").as_bytes()).unwrap();
    assert_eq!(arrival.session.game(), &game);
    let Arrived::Game(summary) = arrival.arrived else {
        panic!("a game")
    };
    assert_eq!(summary.position.name, "Pyramid");
    assert_eq!(summary.turn, 30);
    assert_eq!(summary.to_move, game.to_move());
    assert_eq!(summary.result, None);
}

/// R9: a position file with one position is a position, with several a list to choose from.
#[test]
fn r9_position_files_arrive_as_one_position_or_a_list() {
    let octopus = write_position(builtin(2).unwrap(), 2);
    let arrival = receive(octopus.as_bytes()).unwrap();
    assert!(matches!(arrival.arrived, Arrived::Position(ref p) if p.number == Some(2)));
    let with_bom = format!("\u{feff}{octopus}");
    assert_eq!(code(with_bom.as_bytes()), "ok");

    let pyramid = write_position(builtin(7).unwrap(), 7);
    let body: String = pyramid.lines().skip(1).map(|l| format!("{l}\n")).collect();
    let both = format!("{octopus}{body}");
    let arrival = receive(both.as_bytes()).unwrap();
    let Arrived::PositionFile(list) = arrival.arrived else {
        panic!("a position file")
    };
    let names: Vec<&str> = list.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Octopus", "Pyramid"]);
    assert_eq!(arrival.session.game().position().name(), "Octopus");

    let editor_export = std::fs::read(format!("{WEB_FILES}pyramid-editor-export.csv")).unwrap();
    assert!(matches!(
        receive(&editor_export).unwrap().arrived,
        Arrived::Position(_)
    ));
}

/// Game files: ours (without or with the interaction state) and the web version's saves.
#[test]
fn game_files_and_web_saves_arrive_as_games() {
    let game = reference_game(12, 1, 25);
    let ours = save_game(&game, None);
    assert_eq!(receive(ours.as_bytes()).unwrap().session.game(), &game);
    let with_bom = format!("\u{feff}{ours}");
    assert_eq!(receive(with_bom.as_bytes()).unwrap().session.game(), &game);
    for file in ["p1_t30.json", "p2_t60.json", "p9_t10.json"] {
        let bytes = std::fs::read(format!("{WEB_FILES}{file}")).unwrap();
        let arrival = receive(&bytes).unwrap();
        assert!(matches!(arrival.arrived, Arrived::Game(_)), "{file}");
    }
}

/// Everything else is refused with a code a shell localises, never a panic.
#[test]
fn what_cannot_be_opened_is_refused_with_its_code() {
    let huge = vec![b' '; MAX_RECEIVED_BYTES + 1];
    assert_eq!(receive(&huge).unwrap_err(), ReceiveError::TooLarge);
    for (bytes, expected) in [
        (&b"\x89PNG\r\n\x1a\n\xff\xfe"[..], "receive_unrecognised"),
        (b"see you tomorrow", "link_bad_prefix"),
        (b"", "link_bad_prefix"),
        (
            b"https://game.ywesee.com/parados/divided_loyalties_fr.html#2",
            "link_unknown_page",
        ),
        (
            b"https://game.ywesee.com/parados/divided_loyalties_en.html#99",
            "link_unknown_position",
        ),
        (
            b"position_id,position_name,row,c0\n1,X,0,.\n",
            "csv_no_region",
        ),
        (
            b"{\"format\": \"divided-loyalties-game\", \"version\": 99}",
            "record_newer_version",
        ),
        (b"{\"nothing\": 1}", "record_not_a_saved_game"),
        (b"{ broken", "json_syntax"),
    ] {
        assert_eq!(code(bytes), expected, "{}", String::from_utf8_lossy(bytes));
    }
}
