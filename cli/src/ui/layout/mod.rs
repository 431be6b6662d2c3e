//! Where things are on the game screen: the title row, the board at the full or the compact
//! scale ([`board`]), the side panel ([`panel`]) and the status rows, shared by drawing and by
//! the mouse so that a click lands on what is drawn. The full drawing is used when it fits;
//! otherwise the compact one, which fits every built-in position in a standard 80 × 24
//! terminal.

mod board;
mod panel;

use dl_app::l10n::Localizer;
use dl_core::session::View;
use ratatui::layout::Rect;

pub use board::{BoardGeometry, Scale};
pub use panel::{contains, describe, Button, PanelPlan};

/// The narrowest panel.
pub const PANEL_MIN_WIDTH: u16 = 32;
/// The widest panel.
pub const PANEL_MAX_WIDTH: u16 = 48;
/// The fewest rows of the status area under the board: the message (two rows) and a notice.
pub const STATUS_MIN_HEIGHT: u16 = 3;

/// The areas of the game screen.
#[derive(Clone, Debug, PartialEq)]
pub struct GameLayout {
    /// The title row.
    pub title: Rect,
    /// The board.
    pub board: BoardGeometry,
    /// The side panel.
    pub panel: PanelPlan,
    /// The status rows: the rest of the screen under the board and the panel.
    pub status: Rect,
}

/// The terminal is smaller than the compact drawing needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooSmall {
    /// Columns needed.
    pub width: u16,
    /// Rows needed.
    pub height: u16,
}

impl GameLayout {
    /// Lays out the game screen of `view` in `area` with the texts of `texts`: the full
    /// drawing when it fits, else the compact one, else how large the terminal must be.
    pub fn new(area: Rect, view: &View, texts: &Localizer) -> Result<GameLayout, TooSmall> {
        let body_max = area.height.saturating_sub(1 + STATUS_MIN_HEIGHT);
        for scale in [Scale::Full, Scale::Compact] {
            let (board_w, board_h) = BoardGeometry::size(scale, view.width, view.height);
            let room = area.width.saturating_sub(board_w + 1);
            if room < PANEL_MIN_WIDTH || board_h > body_max {
                continue;
            }
            let (x, y) = (area.x, area.y + 1);
            let panel = PanelPlan::new(
                view,
                texts,
                (x + board_w + 1, y),
                room.min(PANEL_MAX_WIDTH),
                body_max,
            );
            if panel.height() > body_max {
                continue;
            }
            let body_h = board_h.max(panel.height());
            return Ok(GameLayout {
                title: Rect::new(x, area.y, area.width, 1),
                board: BoardGeometry::at(x, y, scale, view.width, view.height),
                panel,
                status: Rect::new(x, y + body_h, area.width, area.height - 1 - body_h),
            });
        }
        Err(GameLayout::needed(view, texts))
    }

    /// What the compact drawing needs, with the narrowest panel and no blank rows in it.
    fn needed(view: &View, texts: &Localizer) -> TooSmall {
        let (board_w, board_h) = BoardGeometry::size(Scale::Compact, view.width, view.height);
        let panel = PanelPlan::new(view, texts, (0, 0), PANEL_MIN_WIDTH, 0);
        TooSmall {
            width: board_w + 1 + PANEL_MIN_WIDTH,
            height: 1 + board_h.max(panel.height()) + STATUS_MIN_HEIGHT,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use dl_app::l10n::Language;
    use dl_core::session::Session;
    use dl_core::{builtin_positions, Cell, Color};

    use super::*;

    fn view_of(number: usize) -> View {
        let position = Arc::new(builtin_positions()[number].clone());
        let rounds = position.default_rounds();
        Session::for_position(position, rounds).view()
    }

    /// Issue 9 §4: every built-in position is drawn, compactly, in a standard 80 × 24
    /// terminal, in every language and in the pseudo-locale; a large terminal gets the full
    /// drawing.
    #[test]
    fn every_built_in_fits_in_80_by_24_and_a_large_terminal_gets_the_full_drawing() {
        for language in Language::ALL.into_iter().chain([Language::Pseudo]) {
            let texts = Localizer::for_language(language);
            for number in 0..builtin_positions().len() {
                let view = view_of(number);
                let small = GameLayout::new(Rect::new(0, 0, 80, 24), &view, &texts);
                let small = small.unwrap_or_else(|e| panic!("{language:?} {number}: {e:?}"));
                assert_eq!(small.board.scale, Scale::Compact);
                assert!(small.status.height >= STATUS_MIN_HEIGHT);
                assert!(small.panel.area.right() <= 80 && small.panel.area.bottom() <= 21);
                let large = GameLayout::new(Rect::new(0, 0, 160, 60), &view, &texts).unwrap();
                assert_eq!(large.board.scale, Scale::Full);
            }
        }
    }

    #[test]
    fn a_small_terminal_is_told_how_large_it_must_be() {
        let texts = Localizer::for_language(Language::En);
        let view = view_of(6);
        let err = GameLayout::new(Rect::new(0, 0, 60, 20), &view, &texts).unwrap_err();
        let (board_w, board_h) = BoardGeometry::size(Scale::Compact, view.width, view.height);
        assert_eq!(err.width, board_w + 1 + PANEL_MIN_WIDTH);
        assert!(err.height > board_h + STATUS_MIN_HEIGHT, "{err:?}");
        let fits = GameLayout::new(Rect::new(0, 0, err.width, err.height), &view, &texts);
        assert!(fits.is_ok(), "the size asked for is enough: {err:?}");
    }

    #[test]
    fn chips_and_buttons_are_found_where_they_are() {
        let texts = Localizer::for_language(Language::En);
        for area in [Rect::new(0, 0, 80, 24), Rect::new(0, 0, 160, 60)] {
            let layout = GameLayout::new(area, &view_of(0), &texts).unwrap();
            for (i, color) in Color::ALL.into_iter().enumerate() {
                let r = layout.panel.chips[i].1;
                assert_eq!(layout.panel.chip_at(r.x + 3, r.y), Some(color));
            }
            for button in Button::ALL {
                let r = layout.panel.button(button).unwrap();
                assert_eq!(layout.panel.button_at(r.x, r.y), Some(button));
                assert!(r.right() <= layout.panel.area.right(), "{button:?} {r:?}");
            }
            // The board and the panel do not overlap.
            let corner = layout.board.glyph_origin(Cell::new(14, 0));
            assert!(corner.0 < layout.panel.area.x);
        }
    }
}
