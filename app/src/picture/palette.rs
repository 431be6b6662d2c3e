//! The board's colours, light and dark: the picture paints with them, and the phone apps read
//! the same palette through the bindings, so a shared picture looks like the board on screen.

use dl_core::{Color, Loyalty, Player, Shade};

/// A colour in 8-bit sRGB with straight (not premultiplied) alpha.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgba {
    /// Red.
    pub r: u8,
    /// Green.
    pub g: u8,
    /// Blue.
    pub b: u8,
    /// Opacity: 255 is opaque.
    pub a: u8,
}

impl Rgba {
    /// An opaque colour from `0xRRGGBB`.
    pub const fn hex(rgb: u32) -> Rgba {
        Rgba::hex_alpha(rgb, 255)
    }

    /// A colour from `0xRRGGBB` with opacity `a`.
    pub const fn hex_alpha(rgb: u32, a: u8) -> Rgba {
        Rgba {
            r: (rgb >> 16) as u8,
            g: (rgb >> 8) as u8,
            b: rgb as u8,
            a,
        }
    }
}

/// Light or dark board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Dark lines on a light paper.
    Light,
    /// Light lines on a dark ground.
    Dark,
}

/// Every colour of the board (R2–R7). Stones and their marks are indexed like [`Color::ALL`],
/// bridges by loyalty (blue, yellow, red), claims by player (Blue, Yellow).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Palette {
    /// Behind everything; opaque.
    pub background: Rgba,
    /// Region cells of tokens starting with `S` (R2).
    pub shade_dark: Rgba,
    /// Region cells of tokens starting with `W` and other letters (R2).
    pub shade_medium: Rgba,
    /// Region cells of tokens starting with `G` (R2).
    pub shade_light: Rgba,
    /// Region outlines.
    pub outline: Rgba,
    /// Dots (R2).
    pub dot: Rgba,
    /// Dots that accept the selected colour now (R4.3); the apps pulse them.
    pub dot_highlight: Rgba,
    /// Stones, by [`Color::ALL`] order.
    pub stones: [Rgba; 6],
    /// The ink of the mark on each stone, by [`Color::ALL`] order (colour-blind safe).
    pub stone_marks: [Rgba; 6],
    /// The thin edge around every stone.
    pub stone_edge: Rgba,
    /// The mark around the most recently placed stone.
    pub last_stone: Rgba,
    /// The ring on a stone chosen as a bridge end (the apps).
    pub ring: Rgba,
    /// Bridges of the blue, yellow and red loyalty sets (R5.4).
    pub bridges: [Rgba; 3],
    /// Cut bridges, drawn dashed (R6).
    pub cut_bridge: Rgba,
    /// The tint over a region claimed by Blue, by Yellow (R7); translucent.
    pub claims: [Rgba; 2],
    /// A refused cell's flash (the apps).
    pub flash: Rgba,
    /// Caption text.
    pub text: Rgba,
}

impl Palette {
    /// The palette of `theme`.
    pub fn of(theme: Theme) -> Palette {
        match theme {
            Theme::Light => Palette::light(),
            Theme::Dark => Palette::dark(),
        }
    }

    /// Dark lines and saturated stones on a light paper.
    pub fn light() -> Palette {
        Palette {
            background: Rgba::hex(0xF4F1EA),
            shade_dark: Rgba::hex(0x9C9A93),
            shade_medium: Rgba::hex(0xBEBCB4),
            shade_light: Rgba::hex(0xDCDAD2),
            outline: Rgba::hex(0x45433E),
            dot: Rgba::hex(0x6B6962),
            dot_highlight: Rgba::hex(0x1B8A4B),
            stones: [
                Rgba::hex(0x1F63D6),
                Rgba::hex(0xF5C400),
                Rgba::hex(0xD52A20),
                Rgba::hex(0x2E9B40),
                Rgba::hex(0xF07C12),
                Rgba::hex(0x8A3FC2),
            ],
            stone_marks: [
                Rgba::hex(0xFFFFFF),
                Rgba::hex(0x1A1A1A),
                Rgba::hex(0xFFFFFF),
                Rgba::hex(0xFFFFFF),
                Rgba::hex(0x1A1A1A),
                Rgba::hex(0xFFFFFF),
            ],
            stone_edge: Rgba::hex_alpha(0x1A1A1A, 160),
            last_stone: Rgba::hex(0x111111),
            ring: Rgba::hex(0xE0115F),
            bridges: [
                Rgba::hex(0x164DA8),
                Rgba::hex(0xE3A600),
                Rgba::hex(0xB81C14),
            ],
            cut_bridge: Rgba::hex(0x8A8A86),
            claims: [
                Rgba::hex_alpha(0x1F63D6, 80),
                Rgba::hex_alpha(0xF5C400, 110),
            ],
            flash: Rgba::hex(0xD0021B),
            text: Rgba::hex(0x222222),
        }
    }

    /// Light lines and bright stones on a dark ground.
    pub fn dark() -> Palette {
        Palette {
            background: Rgba::hex(0x17181A),
            shade_dark: Rgba::hex(0x2E3034),
            shade_medium: Rgba::hex(0x3F4247),
            shade_light: Rgba::hex(0x53575D),
            outline: Rgba::hex(0xA3A7AD),
            dot: Rgba::hex(0x8C9096),
            dot_highlight: Rgba::hex(0x4ADE80),
            stones: [
                Rgba::hex(0x3B82F6),
                Rgba::hex(0xFACC15),
                Rgba::hex(0xEF4444),
                Rgba::hex(0x22C55E),
                Rgba::hex(0xF97316),
                Rgba::hex(0xA855F7),
            ],
            stone_marks: [
                Rgba::hex(0xFFFFFF),
                Rgba::hex(0x111111),
                Rgba::hex(0xFFFFFF),
                Rgba::hex(0x111111),
                Rgba::hex(0x111111),
                Rgba::hex(0xFFFFFF),
            ],
            stone_edge: Rgba::hex_alpha(0x000000, 190),
            last_stone: Rgba::hex(0xF5F5F5),
            ring: Rgba::hex(0xFF4F8B),
            bridges: [
                Rgba::hex(0x60A5FA),
                Rgba::hex(0xFDE047),
                Rgba::hex(0xF87171),
            ],
            cut_bridge: Rgba::hex(0x6E7279),
            claims: [Rgba::hex_alpha(0x3B82F6, 90), Rgba::hex_alpha(0xFACC15, 80)],
            flash: Rgba::hex(0xFF5A5F),
            text: Rgba::hex(0xE8E8E8),
        }
    }

    /// The colour of region cells of `shade` (R2).
    pub fn shade(&self, shade: Shade) -> Rgba {
        match shade {
            Shade::Dark => self.shade_dark,
            Shade::Medium => self.shade_medium,
            Shade::Light => self.shade_light,
        }
    }

    /// The colour of a stone.
    pub fn stone(&self, color: Color) -> Rgba {
        self.stones[color.index()]
    }

    /// The colour of the mark on a stone.
    pub fn stone_mark(&self, color: Color) -> Rgba {
        self.stone_marks[color.index()]
    }

    /// The colour of a bridge of loyalty `kind` that is not cut (R5.4).
    pub fn bridge(&self, kind: Loyalty) -> Rgba {
        match kind {
            Loyalty::Blue => self.bridges[0],
            Loyalty::Yellow => self.bridges[1],
            Loyalty::Red => self.bridges[2],
        }
    }

    /// The tint of a region claimed by `player` (R7).
    pub fn claim(&self, player: Player) -> Rgba {
        self.claims[player.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::super::contrast::{contrast, relative_luminance as luminance};
    use super::*;

    #[test]
    fn every_stone_mark_is_readable_on_its_stone_in_both_themes() {
        for theme in [Theme::Light, Theme::Dark] {
            let palette = Palette::of(theme);
            for color in Color::ALL {
                let ratio = contrast(palette.stone(color), palette.stone_mark(color));
                assert!(ratio >= 3.0, "{theme:?} {color}: contrast {ratio:.2}");
            }
        }
    }

    #[test]
    fn r2_the_three_shades_are_ordered_and_the_background_is_opaque() {
        for theme in [Theme::Light, Theme::Dark] {
            let p = Palette::of(theme);
            assert_eq!(p.background.a, 255);
            assert!(
                luminance(p.shade_dark) < luminance(p.shade_medium),
                "{theme:?}"
            );
            assert!(
                luminance(p.shade_medium) < luminance(p.shade_light),
                "{theme:?}"
            );
        }
    }
}
