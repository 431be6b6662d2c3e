//! WCAG 2 contrast between opaque colours, and the choice of the more legible of two inks:
//! how the palettes pick what a symbol on a stone, a tile or a token is drawn in, and how
//! their tests check that every pair that must read does.

use super::palette::Rgba;

/// The WCAG 2 contrast ratio of two opaque colours, 1 (the same) to 21 (black on white).
pub(crate) fn contrast(a: Rgba, b: Rgba) -> f64 {
    let (la, lb) = (relative_luminance(a), relative_luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Of `inks`, the one whose lowest contrast with the colours of `under` is highest (the first
/// on a tie): the ink a symbol drawn over all of `under` reads best in.
pub(crate) fn legible_ink(under: &[Rgba], inks: [Rgba; 2]) -> Rgba {
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

/// The WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white).
pub(crate) fn relative_luminance(c: Rgba) -> f64 {
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

    /// The ratio is WCAG's: black on white 21:1, a colour on itself 1:1, symmetric, #777 on
    /// white 4.48:1.
    #[test]
    fn contrast_is_the_wcag_ratio() {
        let black = Rgba::hex(0x000000);
        let white = Rgba::hex(0xFFFFFF);
        assert!((contrast(black, white) - 21.0).abs() < 1e-9);
        assert!((contrast(white, black) - 21.0).abs() < 1e-9);
        assert!((contrast(white, white) - 1.0).abs() < 1e-9);
        assert!((contrast(Rgba::hex(0x777777), white) - 4.48).abs() < 0.01);
    }

    /// The ink chosen is the one of best worst contrast: light on blue, dark on yellow, dark on
    /// grey and white halves; the first ink is kept on a tie.
    #[test]
    fn legible_ink_maximises_the_worst_contrast() {
        let dark = Rgba::hex(0x222222);
        let light = Rgba::hex(0xEEEEEE);
        assert_eq!(legible_ink(&[Rgba::hex(0x1F63D6)], [dark, light]), light);
        assert_eq!(legible_ink(&[Rgba::hex(0xF5C400)], [dark, light]), dark);
        let halves = [Rgba::hex(0x808080), Rgba::hex(0xFFFFFF)];
        assert_eq!(legible_ink(&halves, [light, dark]), dark);
        assert_eq!(legible_ink(&[], [light, dark]), light);
    }
}
