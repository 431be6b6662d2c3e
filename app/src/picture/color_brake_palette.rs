//! The colours of a Color Brake ABAB board (RULES-COLOR-BRAKE.md C1–C6), light and dark, for
//! the phone apps to paint the triangle, the tokens and the hand with (the terminal keeps its
//! own).

use dl_color_brake::{Colour, Nomination};

use super::contrast::legible_ink;
use super::palette::{Rgba, Theme};

/// Every colour of a Color Brake ABAB board. The pink-checkered tokens are drawn with a check
/// pattern of [`ColorBrakePalette::pink_check`]'s two colours, so that they never read as a
/// plain colour.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ColorBrakePalette {
    /// Behind everything; opaque.
    pub background: Rgba,
    /// An empty cell; opaque.
    pub cell: Rgba,
    /// The cells' outlines.
    pub outline: Rgba,
    /// The colour tokens, by [`Colour::ALL`] order (blue, green, yellow, red, white, orange,
    /// pink-checkered); opaque.
    pub tokens: [Rgba; 7],
    /// The two colours of the pink-checkered tokens' check pattern; opaque.
    pub pink_check: [Rgba; 2],
    /// The thin edge around every token, which keeps a white token apart from its cell.
    pub token_edge: Rgba,
    /// Neutral tokens (C6.1); opaque.
    pub neutral: Rgba,
    /// Tanks (C6.2); opaque.
    pub tank: Rgba,
    /// Diamonds (C6.3); opaque.
    pub diamond: Rgba,
    /// The translucent tint of the cells of nomination A, then B (C3).
    pub nominations: [Rgba; 2],
    /// The highlight of the cell to fill next.
    pub next: Rgba,
    /// The mark of the cell filled last.
    pub last_filled: Rgba,
    /// A refused action's flash.
    pub flash: Rgba,
    /// Text drawn on the board (cell numbers); opaque.
    pub text: Rgba,
}

impl ColorBrakePalette {
    /// The palette of `theme`.
    pub fn of(theme: Theme) -> ColorBrakePalette {
        match theme {
            Theme::Light => ColorBrakePalette::light(),
            Theme::Dark => ColorBrakePalette::dark(),
        }
    }

    /// Saturated tokens on light cells and a light paper.
    pub fn light() -> ColorBrakePalette {
        ColorBrakePalette {
            background: Rgba::hex(0xF4F1EA),
            cell: Rgba::hex(0xDCD6C8),
            outline: Rgba::hex(0x45433E),
            tokens: [
                Rgba::hex(0x1F63D6),
                Rgba::hex(0x2E9B40),
                Rgba::hex(0xF5C400),
                Rgba::hex(0xD52A20),
                Rgba::hex(0xFFFFFF),
                Rgba::hex(0xF07C12),
                Rgba::hex(0xE8559A),
            ],
            pink_check: [Rgba::hex(0xE8559A), Rgba::hex(0xFFFFFF)],
            token_edge: Rgba::hex_alpha(0x1A1A1A, 170),
            neutral: Rgba::hex(0x8E8E8E),
            tank: Rgba::hex(0x4B5320),
            diamond: Rgba::hex(0x3FB8CC),
            nominations: [Rgba::hex_alpha(0x5B4FC4, 48), Rgba::hex_alpha(0x0F9D8A, 48)],
            next: Rgba::hex(0x111111),
            last_filled: Rgba::hex(0xE0115F),
            flash: Rgba::hex(0xD0021B),
            text: Rgba::hex(0x222222),
        }
    }

    /// Bright tokens on dark cells and a dark ground.
    pub fn dark() -> ColorBrakePalette {
        ColorBrakePalette {
            background: Rgba::hex(0x17181A),
            cell: Rgba::hex(0x2B2D31),
            outline: Rgba::hex(0xA3A7AD),
            tokens: [
                Rgba::hex(0x3B82F6),
                Rgba::hex(0x22C55E),
                Rgba::hex(0xFACC15),
                Rgba::hex(0xEF4444),
                Rgba::hex(0xF5F5F5),
                Rgba::hex(0xF97316),
                Rgba::hex(0xF472B6),
            ],
            pink_check: [Rgba::hex(0xF472B6), Rgba::hex(0xF5F5F5)],
            token_edge: Rgba::hex_alpha(0x000000, 190),
            neutral: Rgba::hex(0x9CA0A6),
            tank: Rgba::hex(0x8A9A3F),
            diamond: Rgba::hex(0x67E8F9),
            nominations: [Rgba::hex_alpha(0x818CF8, 56), Rgba::hex_alpha(0x2DD4BF, 56)],
            next: Rgba::hex(0xF5F5F5),
            last_filled: Rgba::hex(0xFF4F8B),
            flash: Rgba::hex(0xFF5A5F),
            text: Rgba::hex(0xE8E8E8),
        }
    }

    /// The colour of a `colour` token (for pink-checkered, the pattern's first colour).
    pub fn token(&self, colour: Colour) -> Rgba {
        self.tokens[colour.index()]
    }

    /// The ink of the colour-blind mark on a `colour` token (C1, [`super::color_brake_mark`]): of `text` and
    /// `background`, the one that reads best on the token — on a pink-checkered one, on both
    /// colours of its check.
    pub fn mark_ink(&self, colour: Colour) -> Rgba {
        let inks = [self.text, self.background];
        match colour {
            Colour::Pink => legible_ink(&self.pink_check, inks),
            _ => legible_ink(&[self.token(colour)], inks),
        }
    }

    /// The tint of the cells of `nomination` (C3).
    pub fn nomination(&self, nomination: Nomination) -> Rgba {
        match nomination {
            Nomination::A => self.nominations[0],
            Nomination::B => self.nominations[1],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::contrast::contrast;
    use super::*;

    /// Both themes have their own colours; tokens and cells are opaque, the nominations'
    /// tints translucent.
    #[test]
    fn light_and_dark_differ_and_solid_colours_are_opaque() {
        assert_ne!(ColorBrakePalette::light(), ColorBrakePalette::dark());
        for theme in [Theme::Light, Theme::Dark] {
            let p = ColorBrakePalette::of(theme);
            let solid = [p.background, p.cell, p.neutral, p.tank, p.diamond, p.text];
            for c in solid.iter().chain(&p.tokens).chain(&p.pink_check) {
                assert_eq!(c.a, 255, "{theme:?} {c:?}");
            }
            for tint in p.nominations {
                assert!(tint.a > 0 && tint.a < 255, "{theme:?} {tint:?}");
            }
        }
    }

    /// C1, C6: the seven colours and the three special tokens are ten different colours, the
    /// check pattern's two colours are told apart, and the next cell's highlight reads on a
    /// cell.
    #[test]
    fn every_kind_of_token_has_its_own_colour() {
        for theme in [Theme::Light, Theme::Dark] {
            let p = ColorBrakePalette::of(theme);
            let mut all: Vec<Rgba> = Colour::ALL.iter().map(|c| p.token(*c)).collect();
            all.extend([p.neutral, p.tank, p.diamond]);
            let mut distinct = all.clone();
            distinct.sort_by_key(|c| (c.r, c.g, c.b));
            distinct.dedup();
            assert_eq!(distinct.len(), all.len(), "{theme:?}");
            assert_eq!(p.token(Colour::Pink), p.pink_check[0], "{theme:?}");
            let check = contrast(p.pink_check[0], p.pink_check[1]);
            assert!(check >= 2.0, "{theme:?}: check {check:.2}");
            let next = contrast(p.next, p.cell);
            assert!(next >= 4.5, "{theme:?}: next {next:.2}");
            let text = contrast(p.text, p.cell);
            assert!(text >= 4.5, "{theme:?}: text {text:.2}");
        }
    }

    /// C1: every colour's mark is drawn in the palette's text or background colour and reads
    /// on its token (WCAG 3:1, bold) in both themes — pink-checkered on both colours of its
    /// check.
    #[test]
    fn c1_every_mark_reads_on_its_token_in_both_themes() {
        for theme in [Theme::Light, Theme::Dark] {
            let p = ColorBrakePalette::of(theme);
            for colour in Colour::ALL {
                let ink = p.mark_ink(colour);
                assert!(ink == p.text || ink == p.background, "{theme:?} {colour:?}");
                let under = match colour {
                    Colour::Pink => p.pink_check.to_vec(),
                    _ => vec![p.token(colour)],
                };
                for c in under {
                    let ratio = contrast(ink, c);
                    assert!(ratio >= 3.0, "{theme:?} {colour:?} on {c:?}: {ratio:.2}");
                }
            }
        }
    }
}
