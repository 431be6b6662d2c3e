//! The rules screen: the rules for players of the catalogs (`Localizer::rules`, issue 10),
//! section by section, each with its example board painted by the terminal's own board painter
//! from the example's saved game, and its caption; scrolled with the arrows.

use dl_app::l10n::terminal::TerminalLabel;
use dl_app::l10n::{Label, Localizer};
use dl_core::session::{Opening, Session, View};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::Frame;

use crate::ui::layout::{BoardGeometry, Scale};
use crate::ui::render::board::{draw_board, Marks};
use crate::ui::render::clip::Clipped;
use crate::ui::theme;
use crate::ui::wrap::wrap;

/// The widest the text runs, for reading.
const MAX_WIDTH: u16 = 100;

/// One block of the rules document.
enum Piece {
    /// A line of text.
    Line(String, Style),
    /// An example board.
    Board(Box<View>),
    /// A blank row.
    Blank,
}

/// The view of a section's example, opened from its saved game like any saved game.
fn example_view(json: &str) -> Option<View> {
    Session::open(Opening::SavedGame(json.as_bytes()))
        .ok()
        .map(|session| session.view())
}

/// The scale an example board is drawn at in `width` columns: full when it fits.
fn scale_for(view: &View, width: u16) -> Scale {
    let (full_w, _) = BoardGeometry::size(Scale::Full, view.width, view.height);
    if full_w <= width {
        Scale::Full
    } else {
        Scale::Compact
    }
}

/// The rules as a column of pieces `width` columns wide.
fn pieces(texts: &Localizer, width: u16) -> Vec<Piece> {
    let columns = usize::from(width);
    let mut out = Vec::new();
    let text = |out: &mut Vec<Piece>, text: &str, style: Style| {
        out.extend(
            wrap(text, columns)
                .into_iter()
                .map(|l| Piece::Line(l, style)),
        );
    };
    for section in texts.rules() {
        text(&mut out, &section.title, theme::strong());
        out.push(Piece::Blank);
        for paragraph in &section.paragraphs {
            text(&mut out, paragraph, Style::new());
            out.push(Piece::Blank);
        }
        let view = section
            .example
            .saved_game()
            .ok()
            .and_then(|json| example_view(&json));
        if let Some(view) = view {
            out.push(Piece::Board(Box::new(view)));
        }
        let caption = theme::dim().add_modifier(Modifier::ITALIC);
        text(&mut out, &section.caption, caption);
        out.push(Piece::Blank);
    }
    out
}

fn piece_height(piece: &Piece, width: u16) -> u16 {
    match piece {
        Piece::Line(..) | Piece::Blank => 1,
        Piece::Board(view) => {
            BoardGeometry::size(scale_for(view, width), view.width, view.height).1
        }
    }
}

/// The whole rules document, `width` columns wide and as tall as it is.
fn document(texts: &Localizer, width: u16) -> Buffer {
    let pieces = pieces(texts, width);
    let height = pieces
        .iter()
        .map(|p| piece_height(p, width))
        .fold(0u16, u16::saturating_add);
    let mut doc = Buffer::empty(Rect::new(0, 0, width, height));
    let mut y = 0u16;
    for piece in &pieces {
        match piece {
            Piece::Line(line, style) => doc.put_str(0, y, line, usize::from(width), *style),
            Piece::Board(view) => {
                let board =
                    BoardGeometry::at(2, y, scale_for(view, width), view.width, view.height);
                draw_board(&mut doc, &board, view, Marks::default());
            }
            Piece::Blank => {}
        }
        y = y.saturating_add(piece_height(piece, width));
    }
    doc
}

/// Draws the rules from line `scroll` (kept within the document).
pub fn draw_rules(frame: &mut Frame<'_>, texts: &Localizer, scroll: u16, area: Rect) {
    let buf = frame.buffer_mut();
    let columns = usize::from(area.width);
    buf.put_str(
        area.x,
        area.y,
        texts.tr(&Label::TitleRules),
        columns,
        theme::strong(),
    );
    let hints = Rect::new(
        area.x,
        area.y + 1,
        area.width,
        area.height.saturating_sub(1),
    );
    let used = buf.put_wrapped(hints, &texts.tr(&TerminalLabel::RulesKeys), theme::dim());
    let top = 1 + used + 1;
    let body = Rect::new(
        area.x,
        area.y + top,
        area.width.min(MAX_WIDTH),
        area.height.saturating_sub(top),
    );
    if body.width == 0 || body.height == 0 {
        return;
    }
    let doc = document(texts, body.width);
    let scroll = scroll.min(doc.area.height.saturating_sub(body.height));
    for row in 0..body.height.min(doc.area.height.saturating_sub(scroll)) {
        for col in 0..body.width {
            if let (Some(from), Some(to)) = (
                doc.cell((col, row + scroll)),
                buf.cell_mut((body.x + col, body.y + row)),
            ) {
                *to = from.clone();
            }
        }
    }
}
