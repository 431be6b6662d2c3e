//! The symbols a shell draws that are rules of ours, not painting: a stone's letter (the
//! colour-blind symbol of the shared board picture), the shade of a region token (R2), the
//! pattern of a Discorder player's tiles and the letter of a Color Brake ABAB colour, with the
//! colour each is drawn in, so that no app writes letters, patterns or contrast rules itself.

use dl_app::picture::{ColorBrakePalette, DiscorderPalette, Rgba};
use dl_color_brake::{Colour, Nomination};
use dl_core::position::Shade;
use dl_core::Color;
use dl_discorder::Player;

use crate::model::{RegionShade, StoneColor};
use crate::picture::{RgbaModel, ThemeModel};
use crate::{ColorBrakeColour, ColorBrakeNomination, DiscorderPlayer};

/// The letter drawn on a stone of `color` (R1), colour-blind safe: the letters of the shared
/// board picture, the same in every language (the catalogs have no letters of their own), so
/// that a stone on the phone and on a shared picture read alike.
#[uniffi::export]
pub fn stone_letter(color: StoneColor) -> String {
    Color::from(color).letter().to_string()
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
/// `text` and `background`, the one that reads best on the tile.
#[uniffi::export]
pub fn discorder_pattern_colour(player: DiscorderPlayer, theme: ThemeModel) -> RgbaModel {
    let palette = DiscorderPalette::of(theme.into());
    legible_ink(
        &[palette.tile(player.into())],
        [palette.text, palette.background],
    )
    .into()
}

/// The letter drawn on a Color Brake ABAB token of `colour` and on its chips when the
/// colour-blind symbols are on (C1): the seven colours' initials in English — `B`, `G`, `Y`,
/// `R`, `W`, `O`, `P` — the same in every language, as `stoneLetter` gives Divided Loyalties'.
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
    let palette = ColorBrakePalette::of(theme.into());
    let colour = Colour::from(colour);
    let under = match colour {
        Colour::Pink => palette.pink_check.to_vec(),
        _ => vec![palette.token(colour)],
    };
    legible_ink(&under, [palette.text, palette.background]).into()
}

/// Of `inks`, the one whose lowest contrast with the colours of `under` is highest.
fn legible_ink(under: &[Rgba], inks: [Rgba; 2]) -> Rgba {
    let worst = |ink: Rgba| {
        under
            .iter()
            .map(|c| contrast(ink, *c))
            .fold(f64::INFINITY, f64::min)
    };
    let [first, second] = inks;
    if worst(second) > worst(first) {
        second
    } else {
        first
    }
}

/// The WCAG 2 contrast ratio of two opaque colours, 1 to 21.
fn contrast(a: Rgba, b: Rgba) -> f64 {
    let (la, lb) = (relative_luminance(a), relative_luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// The WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white).
fn relative_luminance(c: Rgba) -> f64 {
    let linear = |v: u8| {
        let v = f64::from(v) / 255.0;
        if v <= 0.040_45 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use dl_app::picture::Theme;

    /// R1: six colours, six different letters, those of the board picture.
    #[test]
    fn every_colour_has_its_own_letter() {
        let letters: Vec<String> = Color::ALL
            .into_iter()
            .map(|c| stone_letter(StoneColor::from(c)))
            .collect();
        assert_eq!(letters, ["B", "Y", "R", "G", "O", "P"]);
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

    const THEMES: [ThemeModel; 2] = [ThemeModel::Light, ThemeModel::Dark];

    const COLOURS: [ColorBrakeColour; 7] = [
        ColorBrakeColour::Blue,
        ColorBrakeColour::Green,
        ColorBrakeColour::Yellow,
        ColorBrakeColour::Red,
        ColorBrakeColour::White,
        ColorBrakeColour::Orange,
        ColorBrakeColour::Pink,
    ];

    fn rgba(c: RgbaModel) -> Rgba {
        Rgba {
            r: c.r,
            g: c.g,
            b: c.b,
            a: c.a,
        }
    }

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

    /// D1: each pattern is drawn in one of the palette's colours that reads on its tile (WCAG
    /// 4.5:1), in both themes.
    #[test]
    fn d1_each_pattern_reads_on_its_tile_in_both_themes() {
        for theme in THEMES {
            let palette = DiscorderPalette::of(Theme::from(theme));
            for player in [DiscorderPlayer::Yellow, DiscorderPlayer::Black] {
                let ink = rgba(discorder_pattern_colour(player, theme));
                assert!(ink == palette.text || ink == palette.background);
                let ratio = contrast(ink, palette.tile(player.into()));
                assert!(ratio >= 4.5, "{theme:?} {player:?}: {ratio:.2}");
            }
        }
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

    /// C1: every letter reads on its token in both themes — pink-checkered on both colours of
    /// its check — at least 3:1 (WCAG, bold text), drawn in the palette's text or background.
    #[test]
    fn c1_every_letter_reads_on_its_token_in_both_themes() {
        for theme in THEMES {
            let palette = ColorBrakePalette::of(Theme::from(theme));
            for colour in COLOURS {
                let ink = rgba(color_brake_letter_colour(colour, theme));
                assert!(ink == palette.text || ink == palette.background);
                let core = Colour::from(colour);
                let under = if core == Colour::Pink {
                    palette.pink_check.to_vec()
                } else {
                    vec![palette.token(core)]
                };
                for c in under {
                    let ratio = contrast(ink, c);
                    assert!(ratio >= 3.0, "{theme:?} {colour:?} on {c:?}: {ratio:.2}");
                }
            }
        }
    }

    /// The contrast ratio is WCAG's: black on white 21:1, a colour on itself 1:1, symmetric.
    #[test]
    fn contrast_is_the_wcag_ratio() {
        let black = Rgba::hex(0x000000);
        let white = Rgba::hex(0xFFFFFF);
        assert!((contrast(black, white) - 21.0).abs() < 1e-9);
        assert!((contrast(white, black) - 21.0).abs() < 1e-9);
        assert!((contrast(white, white) - 1.0).abs() < 1e-9);
        let grey = Rgba::hex(0x777777);
        assert!((contrast(grey, white) - 4.48).abs() < 0.01);
    }

    /// The ink chosen is the one of best worst contrast: on white and black halves, neither
    /// is good, and the first ink is kept on a tie.
    #[test]
    fn legible_ink_maximises_the_worst_contrast() {
        let dark = Rgba::hex(0x222222);
        let light = Rgba::hex(0xEEEEEE);
        assert_eq!(legible_ink(&[Rgba::hex(0x1F63D6)], [dark, light]), light);
        assert_eq!(legible_ink(&[Rgba::hex(0xF5C400)], [dark, light]), dark);
        let grey = Rgba::hex(0x808080);
        assert_eq!(
            legible_ink(&[grey, Rgba::hex(0xFFFFFF)], [light, dark]),
            dark
        );
        assert_eq!(legible_ink(&[], [light, dark]), light);
    }
}
