//! The colours of a Color Brake ABAB board across the FFI
//! (`dl_app::picture::ColorBrakePalette`), light and dark, as `boardPalette` gives Divided
//! Loyalties'.

use dl_app::picture::{ColorBrakePalette, Rgba};

use crate::picture::{RgbaModel, ThemeModel};

/// Every colour of a Color Brake ABAB board (see `dl_app::picture::ColorBrakePalette`).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ColorBrakePaletteModel {
    /// Behind everything; opaque.
    pub background: RgbaModel,
    /// An empty cell; opaque.
    pub cell: RgbaModel,
    /// The cells' outlines (`ColorBrakeCellView.outline`).
    pub outline: RgbaModel,
    /// The colour tokens in `ColorBrakeColour` order: blue, green, yellow, red, white, orange,
    /// pink-checkered; opaque.
    pub tokens: Vec<RgbaModel>,
    /// The two colours of the pink-checkered tokens' check pattern (draw them as a check, never
    /// plain); opaque.
    pub pink_check: Vec<RgbaModel>,
    /// The thin edge around every token.
    pub token_edge: RgbaModel,
    /// Neutral tokens (C6.1); opaque.
    pub neutral: RgbaModel,
    /// Tanks (C6.2); opaque.
    pub tank: RgbaModel,
    /// Diamonds (C6.3); opaque.
    pub diamond: RgbaModel,
    /// The translucent tint of the cells of nomination A, then B (C3).
    pub nominations: Vec<RgbaModel>,
    /// The highlight of the cell to fill next (`ColorBrakeCellView.next`).
    pub next: RgbaModel,
    /// The mark of the cell filled last (`ColorBrakeCellView.lastFilled`).
    pub last_filled: RgbaModel,
    /// A refused action's flash.
    pub flash: RgbaModel,
    /// Text drawn on the board (cell numbers); opaque.
    pub text: RgbaModel,
}

fn models(colours: &[Rgba]) -> Vec<RgbaModel> {
    colours.iter().copied().map(RgbaModel::from).collect()
}

impl From<ColorBrakePalette> for ColorBrakePaletteModel {
    fn from(p: ColorBrakePalette) -> Self {
        ColorBrakePaletteModel {
            background: p.background.into(),
            cell: p.cell.into(),
            outline: p.outline.into(),
            tokens: models(&p.tokens),
            pink_check: models(&p.pink_check),
            token_edge: p.token_edge.into(),
            neutral: p.neutral.into(),
            tank: p.tank.into(),
            diamond: p.diamond.into(),
            nominations: models(&p.nominations),
            next: p.next.into(),
            last_filled: p.last_filled.into(),
            flash: p.flash.into(),
            text: p.text.into(),
        }
    }
}

/// The colours of a Color Brake ABAB board for `theme`.
#[uniffi::export]
pub fn color_brake_palette(theme: ThemeModel) -> ColorBrakePaletteModel {
    ColorBrakePalette::of(theme.into()).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn light_and_dark_cross_the_ffi_as_dl_app_gives_them() {
        let light = color_brake_palette(ThemeModel::Light);
        let dark = color_brake_palette(ThemeModel::Dark);
        assert_ne!(light, dark);
        assert_eq!(light, ColorBrakePalette::light().into());
        assert_eq!(dark.tokens.len(), 7);
        assert_eq!(dark.pink_check.len(), 2);
        assert_eq!(dark.nominations.len(), 2);
    }
}
