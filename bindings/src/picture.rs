//! The board picture and the board's palette (`dl_app::picture`): the apps paint the board
//! with the same colours the picture uses.

use dl_app::picture::{board_png, Palette, PictureError, PictureOptions, Rgba, Theme};

use crate::error::{DlError, ErrorDetailsModel};
use crate::session::GameSession;

/// Light or dark board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ThemeModel {
    /// Dark lines on a light paper.
    Light,
    /// Light lines on a dark ground.
    Dark,
}

impl From<ThemeModel> for Theme {
    fn from(t: ThemeModel) -> Self {
        match t {
            ThemeModel::Light => Theme::Light,
            ThemeModel::Dark => Theme::Dark,
        }
    }
}

/// A colour in 8-bit sRGB with straight alpha (255 = opaque).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RgbaModel {
    /// Red.
    pub r: u8,
    /// Green.
    pub g: u8,
    /// Blue.
    pub b: u8,
    /// Opacity.
    pub a: u8,
}

impl From<Rgba> for RgbaModel {
    fn from(c: Rgba) -> Self {
        RgbaModel {
            r: c.r,
            g: c.g,
            b: c.b,
            a: c.a,
        }
    }
}

/// Every colour of the board (see `dl_app::picture::Palette`).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PaletteModel {
    /// Behind everything; opaque.
    pub background: RgbaModel,
    /// Region cells of `S` tokens (R2).
    pub shade_dark: RgbaModel,
    /// Region cells of `W` and other tokens (R2).
    pub shade_medium: RgbaModel,
    /// Region cells of `G` tokens (R2).
    pub shade_light: RgbaModel,
    /// Region outlines.
    pub outline: RgbaModel,
    /// Dots.
    pub dot: RgbaModel,
    /// Dots that accept the selected colour now (R4.3).
    pub dot_highlight: RgbaModel,
    /// Stones in `StoneColor` order: blue, yellow, red, green, orange, purple.
    pub stones: Vec<RgbaModel>,
    /// The ink of the mark on each stone, in the same order.
    pub stone_marks: Vec<RgbaModel>,
    /// The thin edge around every stone.
    pub stone_edge: RgbaModel,
    /// The mark around the last placed stone.
    pub last_stone: RgbaModel,
    /// The ring on a stone chosen as a bridge end.
    pub ring: RgbaModel,
    /// Bridges in `BridgeKind` order: blue, yellow, red (R5.4).
    pub bridges: Vec<RgbaModel>,
    /// Cut bridges, drawn dashed (R6).
    pub cut_bridge: RgbaModel,
    /// The translucent tint of a region claimed by Blue, by Yellow (R7).
    pub claims: Vec<RgbaModel>,
    /// A refused cell's flash.
    pub flash: RgbaModel,
    /// Text drawn on the board.
    pub text: RgbaModel,
}

fn models(colors: &[Rgba]) -> Vec<RgbaModel> {
    colors.iter().copied().map(RgbaModel::from).collect()
}

impl From<Palette> for PaletteModel {
    fn from(p: Palette) -> Self {
        PaletteModel {
            background: p.background.into(),
            shade_dark: p.shade_dark.into(),
            shade_medium: p.shade_medium.into(),
            shade_light: p.shade_light.into(),
            outline: p.outline.into(),
            dot: p.dot.into(),
            dot_highlight: p.dot_highlight.into(),
            stones: models(&p.stones),
            stone_marks: models(&p.stone_marks),
            stone_edge: p.stone_edge.into(),
            last_stone: p.last_stone.into(),
            ring: p.ring.into(),
            bridges: models(&p.bridges),
            cut_bridge: p.cut_bridge.into(),
            claims: models(&p.claims),
            flash: p.flash.into(),
            text: p.text.into(),
        }
    }
}

/// The board's colours for `theme`.
#[uniffi::export]
pub fn board_palette(theme: ThemeModel) -> PaletteModel {
    Palette::of(theme.into()).into()
}

impl From<PictureError> for DlError {
    fn from(e: PictureError) -> Self {
        let number = match e {
            PictureError::BadSize(size) => Some(i64::from(size)),
            PictureError::Font | PictureError::Encoding => None,
        };
        DlError::CannotShare {
            code: e.code().to_owned(),
            details: ErrorDetailsModel {
                number,
                ..ErrorDetailsModel::default()
            },
            english: e.to_string(),
        }
    }
}

#[uniffi::export]
impl GameSession {
    /// The board as a square PNG of `size` pixels (64–4096), light or dark, with the
    /// position's name (and, after the game, the scores) as a caption when `caption`.
    pub fn picture(&self, size: u32, theme: ThemeModel, caption: bool) -> Result<Vec<u8>, DlError> {
        let view = self.lock().view();
        let options = PictureOptions {
            size,
            theme: theme.into(),
            caption,
        };
        Ok(board_png(&view, &options)?)
    }
}
