//! Text in the picture: glyph outlines of the bundled font (a subset of DejaVu Sans Bold,
//! `app/fonts/`, Latin, Greek and Cyrillic) turned into paths and filled like every other
//! shape, so letters are anti-aliased by the same rasteriser. A character the font lacks would
//! be drawn as the font's missing-glyph box: callers ask [`Font::covers`] first.

use tiny_skia::{Path, PathBuilder};
use ttf_parser::{Face, GlyphId, OutlineBuilder};

/// The bundled font.
const FONT: &[u8] = include_bytes!("../../fonts/DejaVuSans-Bold-subset.ttf");

/// The bundled font, parsed.
pub(crate) struct Font {
    face: Face<'static>,
    units_per_em: f32,
    cap_height: f32,
}

/// A run of text as one path in em units: x from 0 rightwards, the baseline at y = 0, y
/// downwards (so capitals lie between `-cap_height` and 0).
pub(crate) struct TextPath {
    /// The outlines; `None` for text without visible glyphs.
    pub path: Option<Path>,
    /// The advance width of the whole run, in em.
    pub width: f32,
}

impl Font {
    /// The bundled font; `None` only if the bundled file were damaged (a test reads it).
    pub(crate) fn bundled() -> Option<Font> {
        let face = Face::parse(FONT, 0).ok()?;
        let units_per_em = f32::from(face.units_per_em());
        let cap_height = face.capital_height().map_or(0.7 * units_per_em, f32::from);
        Some(Font {
            face,
            units_per_em,
            cap_height: cap_height / units_per_em,
        })
    }

    /// Whether the font has a glyph for every character of `text` that is not a space (a
    /// name in Japanese, Korean or Chinese characters is not covered).
    pub(crate) fn covers(&self, text: &str) -> bool {
        text.chars()
            .filter(|c| !c.is_whitespace())
            .all(|c| self.face.glyph_index(c).is_some())
    }

    /// The height of capital letters, in em.
    pub(crate) fn cap_height(&self) -> f32 {
        self.cap_height
    }

    /// The outlines of `text` laid out on one line (see [`TextPath`]).
    pub(crate) fn layout(&self, text: &str) -> TextPath {
        let scale = 1.0 / self.units_per_em;
        let mut builder = Outline {
            path: PathBuilder::new(),
            scale,
            x: 0.0,
        };
        for c in text.chars() {
            let glyph = self.face.glyph_index(c).unwrap_or(GlyphId(0));
            self.face.outline_glyph(glyph, &mut builder);
            let advance = self.face.glyph_hor_advance(glyph).unwrap_or(0);
            builder.x += f32::from(advance) * scale;
        }
        TextPath {
            width: builder.x,
            path: builder.path.finish(),
        }
    }
}

/// Collects glyph outlines (font units, y up) into a path in em units (y down), each glyph
/// shifted by the pen position `x`.
struct Outline {
    path: PathBuilder,
    scale: f32,
    x: f32,
}

impl Outline {
    fn point(&self, x: f32, y: f32) -> (f32, f32) {
        (self.x + x * self.scale, -y * self.scale)
    }
}

impl OutlineBuilder for Outline {
    fn move_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.point(x, y);
        self.path.move_to(x, y);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.point(x, y);
        self.path.line_to(x, y);
    }

    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let (x1, y1) = self.point(x1, y1);
        let (x, y) = self.point(x, y);
        self.path.quad_to(x1, y1, x, y);
    }

    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let (x1, y1) = self.point(x1, y1);
        let (x2, y2) = self.point(x2, y2);
        let (x, y) = self.point(x, y);
        self.path.cubic_to(x1, y1, x2, y2, x, y);
    }

    fn close(&mut self) {
        self.path.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bundled_font_has_the_caption_characters() {
        let font = Font::bundled().expect("the bundled font parses");
        for c in "BYRGOPAbcdefghijklmnopqrstuvwxyzÄÖÜäöüßéèàçñ0123456789–—:·ЖжЇїΩ".chars()
        {
            assert!(font.face.glyph_index(c).is_some(), "{c}");
        }
        assert!(font.cap_height() > 0.6 && font.cap_height() < 0.8);
    }

    #[test]
    fn a_run_of_text_advances_and_blank_text_has_no_path() {
        let font = Font::bundled().unwrap();
        let run = font.layout("Octopus");
        assert!(run.width > 3.0 && run.width < 6.0, "{}", run.width);
        assert!(run.path.is_some());
        let blank = font.layout("  ");
        assert!(blank.path.is_none());
        assert!(blank.width > 0.0);
    }
}
