//! The symbols a shell draws that are rules of ours, not painting: a stone's letter (the
//! colour-blind symbol of the shared board picture) and the shade of a region token (R2), so
//! that no app writes B/Y/R/G/O/P or the S/W/G prefixes itself.

use dl_core::position::Shade;
use dl_core::Color;

use crate::model::{RegionShade, StoneColor};

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
