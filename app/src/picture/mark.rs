//! The colour-blind marks on the picture's stones, drawn as paths from their outlines
//! (`dl_core::Mark`), not with a font: the same shapes as the phones' and the terminal's glyphs.

use dl_core::{Mark, MarkOutline};
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
        for mark in Mark::ALL {
            let (path, _) = mark_path(mark).expect("a path");
            let b = path.bounds();
            assert!(b.left() >= -1.001 && b.right() <= 1.001, "{mark:?}");
            assert!(b.top() >= -1.001 && b.bottom() <= 1.001, "{mark:?}");
            assert!(b.width() > 0.8 && b.height() > 0.8, "{mark:?} is visible");
        }
    }
}
