//! The colours of a Discorder board across the FFI (`dl_app::picture::DiscorderPalette`),
//! light and dark, as `boardPalette` gives Divided Loyalties'.

use dl_app::picture::DiscorderPalette;

use crate::picture::{RgbaModel, ThemeModel};

/// Every colour of a Discorder board (see `dl_app::picture::DiscorderPalette`).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct DiscorderPaletteModel {
    /// Behind everything; opaque.
    pub background: RgbaModel,
    /// The board's cells (D1); opaque.
    pub board: RgbaModel,
    /// The grid lines between cells, where pegs go (D3).
    pub grid: RgbaModel,
    /// Yellow's tiles (D1); opaque.
    pub yellow_tile: RgbaModel,
    /// Black's tiles (D1); opaque.
    pub black_tile: RgbaModel,
    /// The thin edge around every tile.
    pub tile_edge: RgbaModel,
    /// A peg's bar (`DiscorderEdgeView.bar`, D3); opaque.
    pub peg: RgbaModel,
    /// The mark along a scoring line of Yellow's tiles (`DiscorderLineView.segment`, D4).
    pub yellow_line: RgbaModel,
    /// The mark along a scoring line of Black's tiles (D4).
    pub black_line: RgbaModel,
    /// The mark of a settled line (`DiscorderLineView.settled`, D5).
    pub settled: RgbaModel,
    /// The mark around the tile or peg placed last.
    pub last_placed: RgbaModel,
    /// A refused cell's or edge's flash.
    pub flash: RgbaModel,
    /// Text drawn on the board.
    pub text: RgbaModel,
}

impl From<DiscorderPalette> for DiscorderPaletteModel {
    fn from(p: DiscorderPalette) -> Self {
        DiscorderPaletteModel {
            background: p.background.into(),
            board: p.board.into(),
            grid: p.grid.into(),
            yellow_tile: p.yellow_tile.into(),
            black_tile: p.black_tile.into(),
            tile_edge: p.tile_edge.into(),
            peg: p.peg.into(),
            yellow_line: p.yellow_line.into(),
            black_line: p.black_line.into(),
            settled: p.settled.into(),
            last_placed: p.last_placed.into(),
            flash: p.flash.into(),
            text: p.text.into(),
        }
    }
}

/// The colours of a Discorder board for `theme`.
#[uniffi::export]
pub fn discorder_palette(theme: ThemeModel) -> DiscorderPaletteModel {
    DiscorderPalette::of(theme.into()).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn light_and_dark_cross_the_ffi_as_dl_app_gives_them() {
        let light = discorder_palette(ThemeModel::Light);
        let dark = discorder_palette(ThemeModel::Dark);
        assert_ne!(light, dark);
        assert_eq!(light, DiscorderPalette::light().into());
        assert_eq!(dark.board.a, 255);
    }
}
