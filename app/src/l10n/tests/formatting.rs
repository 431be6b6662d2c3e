//! What the localizer writes: sentences with their arguments, numbers for the language,
//! plural forms, fallbacks.

use dl_core::error_details::ErrorDetails;
use dl_core::{Cell, Color, Player, Refusal};

use crate::l10n::screen::{new_game_rounds, panel_supply};
use crate::l10n::{error_text, Language, Localizer, Text, MAX_QUOTED_CHARS};

fn localizer(language: Language) -> Localizer {
    Localizer::for_language(language)
}

#[test]
fn a_refusal_names_its_cell_and_colour() {
    let en = localizer(Language::En);
    assert_eq!(
        en.tr(&Refusal::CellOccupied(Cell::new(3, 4))),
        "There is already a stone at column 4, row 5."
    );
    assert_eq!(
        en.tr(&Refusal::ColorNotInSupply(Color::Purple)),
        "You have no purple stone left."
    );
    let de = localizer(Language::De).tr(&Refusal::ColorNotInSupply(Color::Purple));
    assert!(de.contains("lila"), "{de}");
}

#[test]
fn a_status_names_the_player_in_every_language() {
    for language in Language::ALL {
        let l = localizer(language);
        let blue = l.tr(&dl_core::session::Message::PlaceStone {
            player: Player::Blue,
        });
        let yellow = l.tr(&dl_core::session::Message::PlaceStone {
            player: Player::Yellow,
        });
        assert_ne!(blue, yellow, "{}", language.tag());
    }
}

/// Numbers are grouped as the language writes them.
#[test]
fn numbers_are_formatted_for_the_language() {
    let details = ErrorDetails {
        limit: Some(1_048_576),
        ..ErrorDetails::default()
    };
    let text = error_text("json_too_large", &details);
    let cases = [
        (Language::En, "1,048,576"),
        (Language::De, "1.048.576"),
        (Language::Es, "1.048.576"),
        (Language::Fr, "1\u{202F}048\u{202F}576"),
        (Language::Uk, "1\u{A0}048\u{A0}576"),
        (Language::Ja, "1,048,576"),
    ];
    for (language, number) in cases {
        let out = localizer(language).format(&text);
        assert!(out.contains(number), "{}: {out}", language.tag());
    }
}

/// Plural forms come from the language's plural rules: Ukrainian has one, few and many.
#[test]
fn plural_forms_follow_the_language() {
    let uk = localizer(Language::Uk);
    let forms: Vec<String> = [1, 3, 5, 21]
        .iter()
        .map(|n| uk.format(&panel_supply(*n)))
        .collect();
    assert_ne!(forms[0], forms[1]);
    assert_ne!(forms[1], forms[2]);
    assert!(forms[3].contains("21"), "{}", forms[3]);
    let en = localizer(Language::En);
    assert_eq!(en.format(&new_game_rounds(1)), "1 round");
    assert_eq!(en.format(&new_game_rounds(4)), "4 rounds");
}

#[test]
fn an_error_in_a_file_names_its_line_and_column() {
    let details = ErrorDetails {
        line: Some(3),
        column: Some(7),
        found: Some("S\"1".into()),
        ..ErrorDetails::default()
    };
    let en = localizer(Language::En).error("csv_bad_token", &details);
    assert_eq!(
        en,
        "Line 3, column 7: The region name “S\"1” cannot be used: letters, digits, _ and - only."
    );
}

#[test]
fn text_quoted_from_a_file_is_cut() {
    let long = "x".repeat(500);
    let details = ErrorDetails {
        found: Some(long),
        ..ErrorDetails::default()
    };
    let out = localizer(Language::En).error("unknown_position", &details);
    assert!(out.contains('…'), "{out}");
    assert!(out.chars().count() < MAX_QUOTED_CHARS + 60, "{out}");
}

#[test]
fn an_error_code_without_a_message_still_gives_a_sentence() {
    let out = localizer(Language::Fr).error("store_something_new", &ErrorDetails::default());
    assert!(out.contains("store_something_new"), "{out}");
    assert!(!out.starts_with("error-"), "{out}");
}

#[test]
fn a_missing_message_gives_its_id_not_a_panic() {
    let l = localizer(Language::Ko);
    let (out, errors) = l.format_with_errors(&Text::new("no-such-message"));
    assert_eq!(out, "no-such-message");
    assert_eq!(errors.len(), 1);
}

/// An accessibility label joins its parts as the language writes lists.
#[test]
fn an_accessibility_label_is_a_list() {
    use crate::l10n::screen::{a11y_cell, a11y_stone};
    use crate::l10n::Label;
    use dl_core::position::CellKind;
    let parts = [
        a11y_cell(Cell::new(6, 3), CellKind::Region(0), Some("S2")),
        a11y_stone(Color::Yellow),
        crate::l10n::Localize::text(&Label::A11yRinged),
    ];
    let en = localizer(Language::En).list(&parts);
    assert_eq!(en, "column 7, row 4, region S2, yellow stone, ringed");
    let ja = localizer(Language::Ja).list(&parts);
    assert!(ja.contains("、"), "{ja}");
}

/// R8: the agreement is asked of each player by name, in every language.
#[test]
fn the_agreement_question_names_each_player() {
    use crate::l10n::screen::dialog_agree_player;
    assert_eq!(
        localizer(Language::En).format(&dialog_agree_player(Player::Yellow)),
        "Yellow, do you agree to end the game now?"
    );
    for language in Language::ALL {
        let l = localizer(language);
        let blue = l.format(&dialog_agree_player(Player::Blue));
        let yellow = l.format(&dialog_agree_player(Player::Yellow));
        assert_ne!(blue, yellow, "{}", language.tag());
        assert!(
            blue.contains(&l.format(&crate::l10n::screen::player_name(Player::Blue))),
            "{blue}"
        );
    }
}

#[test]
fn a_link_failure_says_what_it_means_for_the_player_and_keeps_its_code() {
    let en = localizer(Language::En);
    for (code, sentence) in [
        (
            "server_url_scheme",
            "The game server's address cannot be used",
        ),
        (
            "signalling_unreachable",
            "The game server cannot be reached",
        ),
        ("signal_malformed", "The game server cannot be reached"),
        (
            "signalling_id_taken",
            "Someone else is the host of this room",
        ),
        ("link_host_absent", "The other player is not in the room"),
        ("link_closed", "The connection to the other player was lost"),
        (
            "link_connect_timeout",
            "No connection to the other player could be made",
        ),
        (
            "link_thread",
            "No connection to the other player could be made",
        ),
    ] {
        let text = en.tr(&crate::l10n::online_failed(code));
        assert!(text.starts_with(sentence), "{code}: {text}");
        assert!(text.contains(code), "{code}: {text}");
    }
}
