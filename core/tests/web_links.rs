//! Links on every page of the web version (R10): every built-in's position link and a game
//! link written on each language page read back, the web version's own `#<number>` links of
//! every page with and without `www.`, `http` or `https`, the app's scheme, and links inside
//! message text.

use std::sync::Arc;

use dl_core::link::{parse_link, LinkError, LinkTarget, WebPage, APP_SCHEME};
use dl_core::{builtin_positions, Color, Game, Rounds};

fn small_game(number: u8) -> Game {
    let position = Arc::new(dl_core::builtin(number).unwrap().clone());
    let mut game = Game::new(position, Rounds::Three);
    let cell = game.context().cells_accepting(Color::Green)[0];
    game.place(cell, Color::Green).unwrap();
    game
}

#[test]
fn r10_position_and_game_links_of_every_page_read_back() {
    for page in WebPage::ALL {
        for p in builtin_positions() {
            let link = page.position_link(p).unwrap();
            assert_eq!(link, format!("{}#{}", page.address(), p.slug()));
            assert_eq!(parse_link(&link), Ok(LinkTarget::Position(p)), "{link}");
        }
        let game = small_game(4);
        let link = page.game_link(&game).unwrap();
        assert!(
            link.starts_with(&format!("{}#game=", page.address())),
            "{link}"
        );
        assert_eq!(parse_link(&link), Ok(LinkTarget::Game(Box::new(game))));
    }
}

#[test]
fn r10_the_web_versions_number_links_of_every_page_open_their_built_in() {
    for page in WebPage::ALL {
        let path = page.address().replace("https://", "");
        for p in builtin_positions() {
            let number = p.number().unwrap();
            for prefix in [
                "https://",
                "http://",
                "https://www.",
                "http://www.",
                "",
                "www.",
            ] {
                let link = format!("{prefix}{path}#{number}");
                assert_eq!(parse_link(&link), Ok(LinkTarget::Position(p)), "{link}");
            }
        }
    }
}

#[test]
fn r10_the_apps_scheme_opens_positions_and_games() {
    let game = small_game(9);
    let web = WebPage::Korean.game_link(&game).unwrap();
    let fragment = web.split_once('#').unwrap().1;
    let without_scheme = web.strip_prefix("https://").unwrap();
    for link in [
        format!("{APP_SCHEME}#{fragment}"),
        format!("{APP_SCHEME}//#{fragment}"),
        format!("{APP_SCHEME}//{without_scheme}"),
    ] {
        assert_eq!(
            parse_link(&link),
            Ok(LinkTarget::Game(Box::new(game.clone()))),
            "{link}"
        );
    }
    let octopus = dl_core::builtin(2).unwrap();
    for link in [
        "dividedloyalties:#octopus",
        "DividedLoyalties:#2",
        "dividedloyalties://#octopus",
    ] {
        assert_eq!(
            parse_link(link),
            Ok(LinkTarget::Position(octopus)),
            "{link}"
        );
    }
}

#[test]
fn r10_a_link_inside_a_message_is_found_and_bad_ones_keep_their_codes() {
    let game = small_game(1);
    let link = WebPage::German.game_link(&game).unwrap();
    for message in [
        format!("Dein Zug: {link}"),
        format!("{link}\nDein Zug!"),
        format!("«{link}»"),
        format!("[{link}]."),
    ] {
        assert_eq!(
            parse_link(&message),
            Ok(LinkTarget::Game(Box::new(game.clone()))),
            "{message}"
        );
    }
    let flipped = {
        let mut chars: Vec<char> = link.chars().collect();
        let last = chars.len() - 3;
        chars[last] = if chars[last] == 'A' { 'B' } else { 'A' };
        chars.into_iter().collect::<String>()
    };
    assert_eq!(
        parse_link(&format!("look: {flipped} :)")),
        Err(LinkError::BadChecksum)
    );
    assert_eq!(parse_link("no link in here"), Err(LinkError::BadPrefix));
    let long = format!("{} {link}", "words ".repeat(20_000));
    assert_eq!(parse_link(&long), Err(LinkError::TooLong));
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    fn page() -> impl Strategy<Value = WebPage> {
        proptest::sample::select(WebPage::ALL.to_vec())
    }

    proptest! {
        #![proptest_config(ProptestConfig {
            cases: 256,
            max_shrink_iters: 1_000,
            ..ProptestConfig::default()
        })]

        /// R10: a position link of any page is found in any message around it (words before,
        /// white space and words after).
        #[test]
        fn r10_a_link_is_found_in_any_words_around_it(
            number in 1u8..=12,
            page in page(),
            before in "[a-zA-Z0-9 ,.!?()\n]{0,40}",
            after in "[a-zA-Z0-9 ,.!?()]{0,40}",
        ) {
            let position = dl_core::builtin(number).unwrap();
            let link = page.position_link(position).unwrap();
            let message = format!("{before}{link}\n{after}");
            prop_assert_eq!(parse_link(&message), Ok(LinkTarget::Position(position)));
        }

        /// Anything at all is answered with a position, a game or a typed refusal, never a
        /// panic (the fuzz target goes further).
        #[test]
        fn r10_any_text_is_answered_without_a_panic(text in "\\PC{0,300}") {
            let _ = parse_link(&text);
            let marked = format!("https://game.ywesee.com/parados/divided_loyalties_en.html#{text}");
            let _ = parse_link(&marked);
        }
    }
}
