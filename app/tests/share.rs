//! Share payloads (issue 9 §2): for every built-in and a custom position, a game and a result —
//! names, MIME types, bytes that read back, links on the sharer's web page (R10) — and every
//! payload received back through the one entry point.

mod common;

use std::sync::Arc;

use dl_app::picture::Theme;
use dl_app::receive::{receive, Arrived};
use dl_app::share::{
    share_game, share_position, share_result, LocalTime, ShareError, ShareMessage, ShareSettings,
    SharedFile, Totals, CSV_MIME, GAME_MIME, PNG_MIME,
};
use dl_core::link::{parse_link, LinkTarget, WebPage};
use dl_core::position_csv::read_positions;
use dl_core::record::load_game;
use dl_core::{builtin, builtin_positions, Game, Player, Rounds, Winner};

use common::reference::reference_game;

const NOW: LocalTime = LocalTime {
    year: 2025,
    month: 3,
    day: 4,
    hour: 9,
    minute: 5,
};

fn png_side(bytes: &[u8]) -> u32 {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let reader = decoder.read_info().expect("a PNG");
    let info = reader.info();
    assert_eq!(info.width, info.height);
    info.width
}

fn names_and_types(files: &[SharedFile]) -> Vec<(&str, &str)> {
    files
        .iter()
        .map(|f| (f.file_name.as_str(), f.mime_type))
        .collect()
}

/// R9, R10: a built-in's share is its web address on the sharer's page, its CSV and picture.
#[test]
fn r10_every_built_in_shares_its_web_address_csv_and_picture() {
    let pages = WebPage::ALL;
    for (i, position) in builtin_positions().iter().enumerate() {
        let page = pages[i % pages.len()];
        let settings = ShareSettings {
            page,
            theme: Theme::Light,
        };
        let game = Game::new(Arc::new(position.clone()), position.default_rounds());
        let payload = share_position(&game, &settings).unwrap();
        let slug = position.slug();
        let link = payload.link.as_deref().unwrap();
        assert_eq!(link, format!("{}#{slug}", page.address()));
        assert_eq!(parse_link(link), Ok(LinkTarget::Position(position)));
        assert_eq!(
            payload.message,
            ShareMessage::Position {
                position_name: position.name().to_owned(),
                on_the_web: true
            }
        );
        let csv_name = format!("{slug}.csv");
        let png_name = format!("{slug}.png");
        assert_eq!(
            names_and_types(&payload.files),
            [(csv_name.as_str(), CSV_MIME), (png_name.as_str(), PNG_MIME)]
        );
        let back = read_positions(&payload.files[0].bytes).unwrap();
        assert!(back[0].same_board(position) && back[0].name() == position.name());
        assert_eq!(png_side(&payload.files[1].bytes), 1080);
        let received = receive(link.as_bytes()).unwrap();
        assert!(
            matches!(received.arrived, Arrived::Position(ref p) if p.number == position.number())
        );
    }
}

/// R10: the sharer's language picks the page; languages without one get English.
#[test]
fn r10_the_sharers_language_picks_the_page_of_the_link() {
    let game = Game::new(Arc::new(builtin(2).unwrap().clone()), Rounds::Four);
    for (language, page) in [
        ("de-DE", "divided_loyalties.html"),
        ("uk", "divided_loyalties_ua.html"),
        ("ja-JP", "divided_loyalties_jp.html"),
        ("fr", "divided_loyalties_en.html"),
    ] {
        let settings = ShareSettings::for_language(language, Theme::Dark);
        let link = share_position(&game, &settings).unwrap().link.unwrap();
        assert_eq!(
            link,
            format!("https://game.ywesee.com/parados/{page}#octopus"),
            "{language}"
        );
    }
}

/// R9, R10: a custom position has no web address: its CSV and the game link of a new game.
#[test]
fn r9_a_custom_position_travels_as_csv_and_a_game_link() {
    let custom = builtin(5).unwrap().clone().renamed("Mein Brett".to_owned());
    let game = Game::new(Arc::new(custom.clone()), Rounds::Three);
    let settings = ShareSettings::for_language("de", Theme::Light);
    let payload = share_position(&game, &settings).unwrap();
    assert_eq!(
        payload.message,
        ShareMessage::Position {
            position_name: "Mein Brett".into(),
            on_the_web: false
        }
    );
    let link = payload.link.as_deref().unwrap();
    assert!(link.starts_with("https://game.ywesee.com/parados/divided_loyalties.html#game="));
    let Ok(LinkTarget::Game(linked)) = parse_link(link) else {
        panic!("a game link")
    };
    assert_eq!(*linked, game);
    assert_eq!(
        names_and_types(&payload.files),
        [("mein-brett.csv", CSV_MIME), ("mein-brett.png", PNG_MIME)]
    );
    let back = read_positions(&payload.files[0].bytes).unwrap();
    assert!(back[0].same_board(&custom));
    let received = receive(&payload.files[0].bytes).unwrap();
    assert!(matches!(received.arrived, Arrived::Position(ref p) if p.name == "Mein Brett"));
}

/// A game shares as its file (saved game without the interaction state), its link and picture.
#[test]
fn a_game_shares_its_file_link_and_picture_which_open_the_same_game() {
    let game = reference_game(3, 0, 12);
    let settings = ShareSettings::for_language("it", Theme::Dark);
    let payload = share_game(&game, NOW, &settings).unwrap();
    assert_eq!(
        names_and_types(&payload.files),
        [
            ("wind-wheel-2025-03-04-0905.dlgame.json", GAME_MIME),
            ("wind-wheel-2025-03-04-0905.png", PNG_MIME)
        ]
    );
    let file = &payload.files[0].bytes;
    let json: serde_json::Value = serde_json::from_slice(file).unwrap();
    assert!(json.get("session").is_none(), "no interaction state");
    assert_eq!(load_game(file).unwrap().game, game);
    let link = payload.link.as_deref().unwrap();
    assert!(link.starts_with("https://game.ywesee.com/parados/divided_loyalties_it.html#game="));
    assert_eq!(
        parse_link(link),
        Ok(LinkTarget::Game(Box::new(game.clone())))
    );
    assert_eq!(
        payload.message,
        ShareMessage::Game {
            position_name: "Wind wheel".into(),
            turn: game.turn_number(),
            to_move: game.to_move(),
            totals: Totals::of(&game),
            result: None,
        }
    );
    for arrived in [receive(file).unwrap(), receive(link.as_bytes()).unwrap()] {
        assert_eq!(arrived.session.game(), &game);
        assert!(matches!(arrived.arrived, Arrived::Game(ref g) if g.turn == game.turn_number()));
    }
    assert!(png_side(&payload.files[1].bytes) == 1080);
}

/// R7, R8: a finished game shares its one-line result and the final picture; an unfinished
/// one has no result.
#[test]
fn r8_a_result_is_shared_only_after_the_game() {
    let settings = ShareSettings::for_language("en", Theme::Light);
    let unfinished = reference_game(11, 0, 20);
    let error = share_result(&unfinished, NOW, &settings).unwrap_err();
    assert_eq!(error, ShareError::GameNotOver);
    assert_eq!(error.code(), "share_game_not_over");

    let finished = reference_game(11, 0, u32::MAX);
    let payload = share_result(&finished, NOW, &settings).unwrap();
    let ShareMessage::Result { winner, totals, .. } = payload.message else {
        panic!("a result message")
    };
    let [blue, yellow] = finished.scores();
    assert_eq!(
        totals,
        Totals {
            blue: blue.total(),
            yellow: yellow.total()
        }
    );
    assert_eq!(Some(winner), finished.winner());
    let line = payload.message.english();
    match winner {
        Winner::Player(p) => assert!(
            line.starts_with(&format!(
                "{} wins {}–{} on AlmostADiamond",
                if p == Player::Blue { "Blue" } else { "Yellow" },
                totals.of_player(p),
                totals.of_player(p.other())
            )),
            "{line}"
        ),
        Winner::Draw => assert!(line.starts_with("Draw "), "{line}"),
    }
    assert_eq!(payload.link, None);
    assert_eq!(
        names_and_types(&payload.files),
        [("almostadiamond-2025-03-04-0905-result.png", PNG_MIME)]
    );
}
