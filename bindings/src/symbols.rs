//! The symbols a shell draws that are rules of ours, not painting: a stone's mark (the
//! colour-blind, language-free shape of the shared board picture), the shade of a region token
//! (R2), the pattern of a Discorder player's tiles and the letter of a Color Brake ABAB colour,
//! with the colour each is drawn in, so that no app writes marks, letters, patterns or contrast
//! rules itself.

use dl_app::picture::{ColorBrakePalette, DiscorderPalette};
use dl_color_brake::{Colour, Nomination};
use dl_core::position::Shade;
use dl_core::Color;
use dl_discorder::Player;

use crate::model::{RegionShade, StoneColor};
use crate::picture::{RgbaModel, ThemeModel};
use crate::{ColorBrakeColour, ColorBrakeNomination, DiscorderPlayer};

/// The mark drawn on a stone of `color` (R1), colour-blind safe: the glyph of the shape the
/// shared board picture draws (`◉ ▴ ▮ ✚ ⧫ ✶`, `dl_core::Mark`), language-free and so the same
/// in every language, so that a stone on the phone and on a shared picture read alike.
#[uniffi::export]
pub fn stone_mark(color: StoneColor) -> String {
    Color::from(color).mark().glyph().to_string()
}

/// The shade a region token is drawn in (R2): `S…` dark, `G…` light, any other medium (the
/// editor's palette groups `standardTokens()` by it).
#[uniffi::export]
pub fn token_shade(token: String) -> RegionShade {
    Shade::of_token(&token).into()
}

/// How a Discorder player's tiles are drawn over their palette colour, so that a colour-blind
/// player tells the two players apart (RULES-DISCORDER.md, "Notes for the app").
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DiscorderPattern {
    /// A plain tile with a ring inside its edge, at about 60 % of its radius.
    Ringed,
    /// A tile hatched with parallel diagonal stripes, about a fifth of its radius apart.
    Hatched,
}

/// The pattern of `player`'s tiles (D1; RULES-DISCORDER.md, "Notes for the app"): Yellow's are
/// ringed, Black's hatched, on the board, in the finished game and in thumbnails alike.
#[uniffi::export]
pub fn discorder_tile_pattern(player: DiscorderPlayer) -> DiscorderPattern {
    match Player::from(player) {
        Player::Yellow => DiscorderPattern::Ringed,
        Player::Black => DiscorderPattern::Hatched,
    }
}

/// The colour `player`'s pattern is drawn in over their tile in `theme`: of the palette's
/// `text` and `background`, the one that reads best on the tile (D1).
#[uniffi::export]
pub fn discorder_pattern_colour(player: DiscorderPlayer, theme: ThemeModel) -> RgbaModel {
    DiscorderPalette::of(theme.into())
        .pattern_ink(player.into())
        .into()
}

/// The letter drawn on a Color Brake ABAB token of `colour` and on its chips when the
/// colour-blind symbols are on (C1): the seven colours' initials in English — `B`, `G`, `Y`,
/// `R`, `W`, `O`, `P` — the same in every language.
#[uniffi::export]
pub fn color_brake_letter(colour: ColorBrakeColour) -> String {
    let letter = match Colour::from(colour) {
        Colour::Blue => "B",
        Colour::Green => "G",
        Colour::Yellow => "Y",
        Colour::Red => "R",
        Colour::White => "W",
        Colour::Orange => "O",
        Colour::Pink => "P",
    };
    letter.to_owned()
}

/// The letter a Color Brake ABAB cell of `nomination` is marked with (C3): `A` or `B`, the
/// letter every text of the game names the nomination with, in every language.
#[uniffi::export]
pub fn color_brake_nomination_letter(nomination: ColorBrakeNomination) -> String {
    Nomination::from(nomination).name().to_owned()
}

/// The colour of the letter on a `colour` token in `theme` (C1): of the palette's `text` and
/// `background`, the one that reads best on the token — on a pink-checkered token, on both
/// colours of its check.
#[uniffi::export]
pub fn color_brake_letter_colour(colour: ColorBrakeColour, theme: ThemeModel) -> RgbaModel {
    ColorBrakePalette::of(theme.into())
        .letter_ink(colour.into())
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// R1: six colours, six different marks, those of the board picture.
    #[test]
    fn every_colour_has_its_own_mark() {
        let marks: Vec<String> = Color::ALL
            .into_iter()
            .map(|c| stone_mark(StoneColor::from(c)))
            .collect();
        assert_eq!(marks, ["◉", "▴", "▮", "✚", "⧫", "✶"]);
    }

    /// R2: the shades of the standard tokens, and of tokens of other letters.
    #[test]
    fn tokens_are_shaded_by_their_first_letter() {
        assert_eq!(token_shade("S4".to_owned()), RegionShade::Dark);
        assert_eq!(token_shade("s4".to_owned()), RegionShade::Dark);
        assert_eq!(token_shade("W9".to_owned()), RegionShade::Medium);
        assert_eq!(token_shade("G1".to_owned()), RegionShade::Light);
        assert_eq!(token_shade("X1".to_owned()), RegionShade::Medium);
        assert_eq!(token_shade(String::new()), RegionShade::Medium);
        let shades: Vec<RegionShade> = crate::editor::standard_tokens()
            .into_iter()
            .map(token_shade)
            .collect();
        assert_eq!(
            shades.iter().filter(|s| **s == RegionShade::Dark).count(),
            9
        );
        assert_eq!(
            shades.iter().filter(|s| **s == RegionShade::Light).count(),
            9
        );
    }

    const COLOURS: [ColorBrakeColour; 7] = [
        ColorBrakeColour::Blue,
        ColorBrakeColour::Green,
        ColorBrakeColour::Yellow,
        ColorBrakeColour::Red,
        ColorBrakeColour::White,
        ColorBrakeColour::Orange,
        ColorBrakeColour::Pink,
    ];

    /// D1, "Notes for the app": the two players' tiles have two different patterns.
    #[test]
    fn d1_the_two_players_tiles_have_different_patterns() {
        assert_eq!(
            discorder_tile_pattern(DiscorderPlayer::Yellow),
            DiscorderPattern::Ringed
        );
        assert_eq!(
            discorder_tile_pattern(DiscorderPlayer::Black),
            DiscorderPattern::Hatched
        );
    }

    /// C1: seven colours, seven different letters, the same in every language (no catalog has
    /// them), a single capital each.
    #[test]
    fn c1_every_colour_has_its_own_letter() {
        let letters: Vec<String> = COLOURS.into_iter().map(color_brake_letter).collect();
        assert_eq!(letters, ["B", "G", "Y", "R", "W", "O", "P"]);
        assert!(letters
            .iter()
            .all(|l| l.len() == 1 && l.chars().all(|c| c.is_ascii_uppercase())));
    }

    /// C3: the cells are marked A and B, as the texts name the nominations.
    #[test]
    fn c3_the_nominations_are_marked_a_and_b() {
        assert_eq!(color_brake_nomination_letter(ColorBrakeNomination::A), "A");
        assert_eq!(color_brake_nomination_letter(ColorBrakeNomination::B), "B");
    }
}
