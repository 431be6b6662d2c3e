//! The colour-blind marks on the picture's stones, drawn as paths from their outlines
//! (`dl_core::Mark`), not with a font: the same shapes as the phones' and the terminal's glyphs;
//! and the one place that gives Color Brake ABAB's colours their marks (C1).

use dl_color_brake::Colour;
use dl_core::{Color, Mark, MarkOutline};

/// The colour-blind mark of a Color Brake ABAB token of `colour` (C1): language-free, the same
/// on the phones and in the terminal. A colour that is also a stone's (blue, green, yellow,
/// red, orange) has the stone's mark; white and pink-checkered have shapes no stone has.
pub fn color_brake_mark(colour: Colour) -> Mark {
    match colour {
        Colour::Blue => Color::Blue.mark(),
        Colour::Green => Color::Green.mark(),
        Colour::Yellow => Color::Yellow.mark(),
        Colour::Red => Color::Red.mark(),
        Colour::Orange => Color::Orange.mark(),
        Colour::White => Mark::Hexagon,
        Colour::Pink => Mark::Hourglass,
    }
}
use tiny_skia::{FillRule, Path, PathBuilder};

/// The path of `mark` in mark units (centred on (0, 0), inside the unit circle) and the fill
/// rule it is filled with.
pub(crate) fn mark_path(mark: Mark) -> Option<(Path, FillRule)> {
    match mark.outline() {
        MarkOutline::Circles(radii) => {
            let mut builder = PathBuilder::new();
            for radius in radii {
                builder.push_circle(0.0, 0.0, radius);
            }
            Some((builder.finish()?, FillRule::EvenOdd))
        }
        MarkOutline::Polygon(corners) => {
            let mut builder = PathBuilder::new();
            let (first, rest) = corners.split_first()?;
            builder.move_to(first.0, first.1);
            for &(x, y) in rest {
                builder.line_to(x, y);
            }
            builder.close();
            Some((builder.finish()?, FillRule::Winding))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mark_has_a_path_inside_the_unit_circle() {
        for mark in Mark::SHAPES {
            let (path, _) = mark_path(mark).expect("a path");
            let b = path.bounds();
            assert!(b.left() >= -1.001 && b.right() <= 1.001, "{mark:?}");
            assert!(b.top() >= -1.001 && b.bottom() <= 1.001, "{mark:?}");
            assert!(b.width() > 0.8 && b.height() > 0.8, "{mark:?} is visible");
        }
    }

    /// C1: the seven colours of Color Brake ABAB have seven different marks, and a colour
    /// that is also a stone's looks the same in both games.
    #[test]
    fn no_two_color_brake_colours_share_a_mark() {
        for (i, a) in Colour::ALL.into_iter().enumerate() {
            for b in Colour::ALL.into_iter().skip(i + 1) {
                assert_ne!(color_brake_mark(a), color_brake_mark(b), "{a:?} and {b:?}");
            }
        }
        let same = [
            (Colour::Blue, Color::Blue),
            (Colour::Green, Color::Green),
            (Colour::Yellow, Color::Yellow),
            (Colour::Red, Color::Red),
            (Colour::Orange, Color::Orange),
        ];
        for (colour, stone) in same {
            assert_eq!(color_brake_mark(colour), stone.mark(), "{colour:?}");
        }
        assert!(Colour::ALL
            .into_iter()
            .all(|c| color_brake_mark(c) != Color::Purple.mark()));
    }
}
