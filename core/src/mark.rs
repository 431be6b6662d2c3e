//! The colour-blind marks on stones (R1; SCREENS.md, "Game"): one language-free shape per
//! colour, the same on the phones, in the board picture and in the terminal. A shape is not
//! translated, so no language can make two colours read alike (a letter would: `G` is green in
//! English and yellow — Gelb — in German).
//!
//! The marks are only drawn. Text formats (records, links, CSV) write a colour by its letter,
//! [`Color::letter`], which never changes.

use crate::color::Color;

/// The shape drawn on a stone of one colour (R1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// A ring with a dot inside it, `◉` (blue).
    Fisheye,
    /// A triangle pointing up, `▴` (yellow).
    Triangle,
    /// An upright block, `▮` (red).
    Block,
    /// A cross of four equal arms, `✚` (green).
    Cross,
    /// A lozenge standing on a point, `⧫` (orange).
    Lozenge,
    /// A star of six points, `✶` (purple).
    Star,
    /// A hexagon standing on a point, `⬢` (Color Brake ABAB's white; no stone has it).
    Hexagon,
    /// An hourglass, `⧗` (Color Brake ABAB's pink-checkered; no stone has it).
    Hourglass,
}

/// A mark's shape in mark units: centred on (0, 0), y down, inside the circle of radius 1.
#[derive(Clone, Debug, PartialEq)]
pub enum MarkOutline {
    /// Concentric circles of these radii, largest first, filled even-odd: one radius is a
    /// disc, three a ring with a dot inside.
    Circles(Vec<f32>),
    /// One closed polygon, its corners in order.
    Polygon(Vec<(f32, f32)>),
}

impl Mark {
    /// The six marks, in the order of [`Color::ALL`].
    pub const ALL: [Mark; 6] = [
        Mark::Fisheye,
        Mark::Triangle,
        Mark::Block,
        Mark::Cross,
        Mark::Lozenge,
        Mark::Star,
    ];

    /// Every shape there is: the six stones' marks, then the two that only Color Brake ABAB's
    /// colours carry (`dl_app::picture::color_brake_mark`).
    pub const SHAPES: [Mark; 8] = [
        Mark::Fisheye,
        Mark::Triangle,
        Mark::Block,
        Mark::Cross,
        Mark::Lozenge,
        Mark::Star,
        Mark::Hexagon,
        Mark::Hourglass,
    ];

    /// The mark of `color`.
    pub const fn of(color: Color) -> Mark {
        Mark::ALL[color.index()]
    }

    /// The character that draws the mark as text (the terminal, a phone's label): one column
    /// wide in every terminal — not of East Asian ambiguous width — and not an emoji.
    pub const fn glyph(self) -> char {
        match self {
            Mark::Fisheye => '◉',
            Mark::Triangle => '▴',
            Mark::Block => '▮',
            Mark::Cross => '✚',
            Mark::Lozenge => '⧫',
            Mark::Star => '✶',
            Mark::Hexagon => '⬢',
            Mark::Hourglass => '⧗',
        }
    }

    /// The mark's shape for a drawing (the board picture draws it as a path, not with a font),
    /// looking like its [`glyph`](Mark::glyph).
    pub fn outline(self) -> MarkOutline {
        match self {
            Mark::Fisheye => MarkOutline::Circles(vec![1.0, 0.62, 0.36]),
            Mark::Triangle => MarkOutline::Polygon(vec![(0.0, -1.0), (0.866, 0.5), (-0.866, 0.5)]),
            Mark::Block => MarkOutline::Polygon(rectangle(0.5, 0.85)),
            Mark::Cross => MarkOutline::Polygon(cross(0.9, 0.3)),
            Mark::Lozenge => {
                MarkOutline::Polygon(vec![(0.0, -1.0), (0.65, 0.0), (0.0, 1.0), (-0.65, 0.0)])
            }
            Mark::Star => MarkOutline::Polygon(star(6, 1.0, 0.5)),
            Mark::Hexagon => MarkOutline::Polygon(star(3, 0.95, 0.95)),
            Mark::Hourglass => MarkOutline::Polygon(vec![
                (-0.6, -0.78),
                (0.6, -0.78),
                (0.12, 0.0),
                (0.6, 0.78),
                (-0.6, 0.78),
                (-0.12, 0.0),
            ]),
        }
    }
}

impl Color {
    /// The colour-blind mark drawn on a stone of this colour (R1): see [`Mark`].
    pub const fn mark(self) -> Mark {
        Mark::of(self)
    }
}

/// A rectangle of half-width `w` and half-height `h`.
fn rectangle(w: f32, h: f32) -> Vec<(f32, f32)> {
    vec![(-w, -h), (w, -h), (w, h), (-w, h)]
}

/// A plus sign whose arms reach `reach` from the centre and are `2 × half` wide.
fn cross(reach: f32, half: f32) -> Vec<(f32, f32)> {
    let (r, a) = (reach, half);
    vec![
        (-a, -r),
        (a, -r),
        (a, -a),
        (r, -a),
        (r, a),
        (a, a),
        (a, r),
        (-a, r),
        (-a, a),
        (-r, a),
        (-r, -a),
        (-a, -a),
    ]
}

/// A star of `points` points at radius `outer`, its notches at radius `inner`, one point up.
fn star(points: u8, outer: f32, inner: f32) -> Vec<(f32, f32)> {
    let corners = u16::from(points) * 2;
    (0..corners)
        .map(|i| {
            let radius = if i % 2 == 0 { outer } else { inner };
            let angle = f32::from(i) * std::f32::consts::PI / f32::from(points);
            (radius * angle.sin(), -radius * angle.cos())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use unicode_width::UnicodeWidthChar;

    /// Every shape differs from every other, as a glyph and as an outline.
    #[test]
    fn no_two_shapes_look_alike() {
        for (i, a) in Mark::SHAPES.into_iter().enumerate() {
            for b in Mark::SHAPES.into_iter().skip(i + 1) {
                assert_ne!(a, b);
                assert_ne!(a.glyph(), b.glyph(), "{a:?} and {b:?}");
                assert_ne!(a.outline(), b.outline(), "{a:?} and {b:?}");
            }
        }
    }

    /// R1: six colours, six different marks, six different glyphs.
    #[test]
    fn no_two_colours_share_a_mark() {
        for a in Color::ALL {
            for b in Color::ALL {
                if a != b {
                    assert_ne!(a.mark(), b.mark(), "{a} and {b}");
                    assert_ne!(a.mark().glyph(), b.mark().glyph(), "{a} and {b}");
                    assert_ne!(a.mark().outline(), b.mark().outline(), "{a} and {b}");
                }
            }
        }
    }

    /// A glyph takes one column whether the terminal counts East Asian ambiguous characters
    /// as narrow or as wide (CJK locales), so the board's columns stay aligned everywhere; and
    /// no glyph is a letter, a digit or an emoji-presentation character.
    #[test]
    fn every_glyph_is_one_column_wide_in_every_terminal() {
        for mark in Mark::SHAPES {
            let g = mark.glyph();
            assert_eq!(g.width(), Some(1), "{g}");
            assert_eq!(
                g.width_cjk(),
                Some(1),
                "{g} is ambiguous or wide in CJK terminals"
            );
            assert!(!g.is_alphanumeric(), "{g}");
        }
    }

    /// Every outline fits the unit circle, so a drawing scales it into the stone.
    #[test]
    fn every_outline_fits_the_unit_circle() {
        for mark in Mark::SHAPES {
            match mark.outline() {
                MarkOutline::Circles(radii) => {
                    assert!(!radii.is_empty());
                    assert!(radii.windows(2).all(|w| w[0] > w[1]), "{mark:?}");
                    assert!(radii.iter().all(|&r| r > 0.0 && r <= 1.0), "{mark:?}");
                }
                MarkOutline::Polygon(corners) => {
                    assert!(corners.len() >= 3, "{mark:?}");
                    for (x, y) in corners {
                        assert!(x.hypot(y) <= 1.0 + 1e-4, "{mark:?}: ({x}, {y})");
                    }
                }
            }
        }
    }

    /// The format letters are untouched by the marks: records and links still read B Y R G O P.
    #[test]
    fn the_format_letters_stay() {
        let letters: String = Color::ALL.into_iter().map(Color::letter).collect();
        assert_eq!(letters, "BYRGOP");
    }
}
