//! The board picture: a square PNG of a game's board drawn with `tiny-skia` from the view's
//! geometry (`dl_core::session::View`, cell units): the three region shades, region outlines,
//! dots, stones with colour **and** a language-free mark (`dl_core::Mark`), the last stone,
//! bridges in their kind's colour, cut bridges dashed and grey, claimed regions tinted for
//! their owner (R2–R7); light or dark ([`Palette`]); optionally a caption with the position's
//! name and, once the game is over, both scores (Blue's then Yellow's, next to a stone of each
//! player's colour, so the caption needs no words). Interaction state (the ring, highlighted
//! dots) is not drawn.

mod board;
mod color_brake_palette;
mod contrast;
mod discorder_palette;
mod mark;
mod palette;
mod text;

use dl_core::session::View;
use dl_core::{Color, Player};
use tiny_skia::{FillRule, PathBuilder, Pixmap, Rect, Transform};

pub use color_brake_palette::ColorBrakePalette;
pub use discorder_palette::DiscorderPalette;
pub use mark::color_brake_mark;
pub use palette::{Palette, Rgba, Theme};

use board::{draw_board, paint};
use text::Font;

/// Smallest picture side accepted, in pixels.
pub const MIN_PICTURE_SIZE: u32 = 64;
/// Largest picture side accepted, in pixels.
pub const MAX_PICTURE_SIZE: u32 = 4096;
/// The picture side the share payloads use, in pixels.
pub const SHARE_PICTURE_SIZE: u32 = 1080;

/// The margin around everything, as a share of the side.
const MARGIN: f32 = 0.03;
/// The caption band's height, as a share of the side.
const CAPTION_HEIGHT: f32 = 0.08;
/// The caption's capital letters' height, as a share of the band.
const CAPTION_CAP: f32 = 0.42;

/// How to draw a picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PictureOptions {
    /// The side of the square picture, in pixels ([`MIN_PICTURE_SIZE`]–[`MAX_PICTURE_SIZE`]).
    pub size: u32,
    /// Light or dark palette.
    pub theme: Theme,
    /// Whether to write the position's name (and, after the game, the scores) below the board.
    pub caption: bool,
}

impl PictureOptions {
    /// A picture for sharing: [`SHARE_PICTURE_SIZE`] pixels, with the caption.
    pub fn for_sharing(theme: Theme) -> PictureOptions {
        PictureOptions {
            size: SHARE_PICTURE_SIZE,
            theme,
            caption: true,
        }
    }
}

/// Why a picture could not be made. Every variant has a stable [`PictureError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PictureError {
    /// The side is outside [`MIN_PICTURE_SIZE`]–[`MAX_PICTURE_SIZE`].
    #[error("a picture is {MIN_PICTURE_SIZE} to {MAX_PICTURE_SIZE} pixels wide, not {0}")]
    BadSize(u32),
    /// The bundled font could not be read (a damaged build).
    #[error("the bundled font could not be read")]
    Font,
    /// The PNG encoder failed.
    #[error("the picture could not be encoded as PNG")]
    Encoding,
}

impl PictureError {
    /// A stable code, for shells to localise and tests to match.
    pub fn code(&self) -> &'static str {
        match self {
            PictureError::BadSize(_) => "picture_bad_size",
            PictureError::Font => "picture_font",
            PictureError::Encoding => "picture_encoding",
        }
    }
}

/// The PNG of the board `view` shows (see the module documentation).
pub fn board_png(view: &View, options: &PictureOptions) -> Result<Vec<u8>, PictureError> {
    encode_png(&draw(view, options)?)
}

/// The picture as pixels.
fn draw(view: &View, options: &PictureOptions) -> Result<Pixmap, PictureError> {
    let size = options.size;
    if !(MIN_PICTURE_SIZE..=MAX_PICTURE_SIZE).contains(&size) {
        return Err(PictureError::BadSize(size));
    }
    let mut pixmap = Pixmap::new(size, size).ok_or(PictureError::BadSize(size))?;
    let font = Font::bundled().ok_or(PictureError::Font)?;
    let palette = Palette::of(options.theme);
    let side = size as f32;
    let margin = side * MARGIN;
    let caption = if options.caption {
        side * CAPTION_HEIGHT
    } else {
        0.0
    };
    let b = palette.background;
    pixmap.fill(tiny_skia::Color::from_rgba8(b.r, b.g, b.b, 255));
    if let Some(area) = Rect::from_ltrb(margin, margin, side - margin, side - margin - caption) {
        draw_board(&mut pixmap, view, &palette, area);
    }
    let band = Rect::from_ltrb(
        margin,
        side - margin - caption,
        side - margin,
        side - margin,
    );
    if let (true, Some(band)) = (options.caption, band) {
        draw_caption(&mut pixmap, view, &palette, &font, band);
    }
    Ok(pixmap)
}

/// The caption: the position's name on the left — left out when the bundled font lacks one
/// of its characters (a name in CJK characters: no boxes; the share message names it) —
/// and after the game, on the right, a stone of each player's colour with the player's
/// total (R7).
fn draw_caption(pixmap: &mut Pixmap, view: &View, palette: &Palette, font: &Font, band: Rect) {
    let em = band.height() * CAPTION_CAP / font.cap_height();
    let baseline = band.top() + (band.height() + font.cap_height() * em) / 2.0;
    let ink = paint(palette.text);
    let mut right = band.right();
    if view.result.is_some() {
        for player in [Player::Yellow, Player::Blue] {
            let total = view.players[player.index()].score.total().to_string();
            let run = font.layout(&total);
            right -= run.width * em;
            if let Some(path) = &run.path {
                let at = Transform::from_row(em, 0.0, 0.0, em, right, baseline);
                pixmap.fill_path(path, &ink, FillRule::Winding, at, None);
            }
            let radius = font.cap_height() * em * 0.6;
            let stone = match player {
                Player::Blue => Color::Blue,
                Player::Yellow => Color::Yellow,
            };
            right -= radius * 1.4;
            let cy = baseline - font.cap_height() * em / 2.0;
            if let Some(disc) = PathBuilder::from_circle(right, cy, radius) {
                let fill = paint(palette.stone(stone));
                pixmap.fill_path(&disc, &fill, FillRule::Winding, Transform::identity(), None);
            }
            right -= radius * 2.4;
        }
    }
    if !font.covers(&view.position_name) {
        return;
    }
    let name = font.layout(&view.position_name);
    let room = right - band.left();
    if let Some(path) = &name.path {
        // A long name is narrowed to the room left of the scores.
        let sx = if name.width * em > room && name.width > 0.0 {
            room / name.width
        } else {
            em
        };
        let at = Transform::from_row(sx, 0.0, 0.0, em, band.left(), baseline);
        pixmap.fill_path(path, &ink, FillRule::Winding, at, None);
    }
}

/// The pixels as an 8-bit RGBA PNG. The background is opaque and every paint is drawn over
/// it, so the premultiplied pixels are the straight ones.
fn encode_png(pixmap: &Pixmap) -> Result<Vec<u8>, PictureError> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    let mut writer = encoder.write_header().map_err(|e| encoding_failed(&e))?;
    writer
        .write_image_data(pixmap.data())
        .map_err(|e| encoding_failed(&e))?;
    writer.finish().map_err(|e| encoding_failed(&e))?;
    Ok(bytes)
}

fn encoding_failed(e: &png::EncodingError) -> PictureError {
    log::error!("PNG encoding failed: {e}");
    PictureError::Encoding
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use dl_core::session::Session;
    use dl_core::{builtin, Rounds};

    use super::*;

    fn view() -> View {
        Session::for_position(Arc::new(builtin(2).unwrap().clone()), Rounds::Four).view()
    }

    #[test]
    fn sizes_outside_the_bounds_are_refused_with_their_code() {
        for size in [0, 1, MIN_PICTURE_SIZE - 1, MAX_PICTURE_SIZE + 1, u32::MAX] {
            let options = PictureOptions {
                size,
                theme: Theme::Light,
                caption: true,
            };
            let error = board_png(&view(), &options).unwrap_err();
            assert_eq!(error, PictureError::BadSize(size));
            assert_eq!(error.code(), "picture_bad_size");
        }
    }

    /// A name the bundled font cannot write is left out of the caption rather than drawn as
    /// boxes; a name it can write is drawn.
    #[test]
    fn a_name_the_font_lacks_is_left_out_of_the_caption() {
        let options = PictureOptions {
            size: MIN_PICTURE_SIZE,
            theme: Theme::Light,
            caption: true,
        };
        let named = |name: &str| {
            let mut view = view();
            view.position_name = name.to_owned();
            draw(&view, &options).unwrap()
        };
        let unnamed = named("");
        assert_eq!(named("タコの足").data(), unnamed.data());
        assert_eq!(named("문어").data(), unnamed.data());
        assert_ne!(named("Octopus").data(), unnamed.data());
        assert_ne!(named("Осьминог").data(), unnamed.data());
    }

    #[test]
    fn a_picture_is_a_square_png_on_the_themes_background() {
        for theme in [Theme::Light, Theme::Dark] {
            let options = PictureOptions {
                size: MIN_PICTURE_SIZE,
                theme,
                caption: false,
            };
            let png = board_png(&view(), &options).unwrap();
            let decoder = png::Decoder::new(std::io::Cursor::new(&png));
            let mut reader = decoder.read_info().unwrap();
            let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
            let info = reader.next_frame(&mut pixels).unwrap();
            assert_eq!(
                (info.width, info.height),
                (MIN_PICTURE_SIZE, MIN_PICTURE_SIZE)
            );
            let b = Palette::of(theme).background;
            assert_eq!(pixels[..4], [b.r, b.g, b.b, 255], "{theme:?}");
        }
    }
}
