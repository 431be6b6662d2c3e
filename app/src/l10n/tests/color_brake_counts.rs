//! The counted phrases of the Color Brake ABAB panel: hand sizes (C2), colours and tokens with
//! their counts (C1, C4.2, C6), the round with the game's length (C2) — whole phrases from the
//! catalogs, never pieces a shell joins.

use dl_color_brake::{Colour, GameLength, Seat, Token};

use crate::l10n::{
    color_brake_colour_count, color_brake_hand_size, color_brake_length, color_brake_round_of,
    color_brake_token_count, Language, Localizer, Text,
};

fn format(language: Language, text: &Text) -> String {
    Localizer::for_language(language).format(text)
}

/// C2: each hand's size is public, told with the seat's name and the plural of the language.
#[test]
fn c2_a_hand_size_names_its_seat_with_the_plural_of_the_language() {
    let hand = |language, count| format(language, &color_brake_hand_size(Seat::Two, count));
    assert_eq!(hand(Language::En, 5), "Player 2: 5 tokens");
    assert_eq!(hand(Language::En, 1), "Player 2: 1 token");
    assert_eq!(hand(Language::Fr, 5), "Joueur 2 : 5 jetons");
    assert_eq!(hand(Language::Uk, 1), "Гравець 2: 1 фішка");
    assert_eq!(hand(Language::Uk, 3), "Гравець 2: 3 фішки");
    assert_eq!(hand(Language::Uk, 5), "Гравець 2: 5 фішок");
}

/// C1, C4.2, C6: a colour of the reference or the hand, and each kind of token, with its count.
#[test]
fn c1_c6_colours_and_tokens_are_told_with_their_counts() {
    assert_eq!(
        format(Language::En, &color_brake_colour_count(Colour::Blue, 2)),
        "Blue: 2"
    );
    assert_eq!(
        format(Language::De, &color_brake_colour_count(Colour::Pink, 1)),
        "Rosa kariert: 1"
    );
    let tokens = [
        (Token::Tank, "Tank: 1", "Tank: 1"),
        (Token::Neutral, "Neutral: 1", "Neutraler Spielstein: 1"),
        (Token::Diamond, "Diamond: 1", "Raute: 1"),
        (Token::Colour(Colour::Red), "Red: 1", "Rot: 1"),
    ];
    for (token, en, de) in tokens {
        assert_eq!(format(Language::En, &color_brake_token_count(token, 1)), en);
        assert_eq!(format(Language::De, &color_brake_token_count(token, 1)), de);
    }
}

/// C2: the round is told with the game's length, a number of rounds or a target score.
#[test]
fn c2_the_round_is_told_with_the_length_of_the_game() {
    let rounds = color_brake_round_of(2, GameLength::Rounds(4));
    let target = color_brake_round_of(2, GameLength::Target(30));
    assert_eq!(format(Language::En, &rounds), "Round 2 of 4");
    assert_eq!(
        format(Language::En, &target),
        "Round 2, playing to 30 points"
    );
    assert_eq!(
        format(
            Language::En,
            &color_brake_round_of(1, GameLength::Target(1))
        ),
        "Round 1, playing to 1 point"
    );
    assert_eq!(format(Language::Es, &rounds), "Ronda 2 de 4");
    assert_eq!(
        format(Language::Es, &target),
        "Ronda 2, se juega hasta 30 puntos"
    );
}

/// C2: a target score on the new-game screen takes the plural of the language: "Play to 1
/// point", "Play to 30 points".
#[test]
fn c2_a_target_score_takes_the_plural_of_the_language() {
    let target =
        |language, points| format(language, &color_brake_length(GameLength::Target(points)));
    assert_eq!(target(Language::En, 1), "Play to 1 point");
    assert_eq!(target(Language::En, 30), "Play to 30 points");
    assert_eq!(target(Language::De, 1), "Bis 1 Punkt");
    assert_eq!(target(Language::Uk, 1), "Гра до 1 очка");
    assert_eq!(target(Language::Uk, 5), "Гра до 5 очок");
}
