//! The Color Brake ABAB screen on the terminal: where things are (shared by drawing and the
//! mouse) and the drawing. One cell unit of the view's geometry is 6 columns × 2 rows; a cell
//! is a 5-column glyph at its square's top-left corner, so the rows of the triangle, each half
//! a cell to the right of the one above (C1), stay aligned.

use dl_app::l10n::{color_brake_rules, color_brake_seat, Label, Localizer, Text};
use dl_color_brake::session::{CellView, Phase};
use dl_color_brake::{Base, CellFill, Colour, GameLength, Seat, Token};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::Frame;
use unicode_width::UnicodeWidthStr;

use super::{key_of, ColorBrakeUi, Pick, Press};
use crate::ui::games::paint::{
    button_rows, dim, draw_button, draw_rules, draw_too_small, flow_buttons, paragraph, put,
    selected, strong, Button,
};

/// Columns and rows of the board: 7 cell units of 6 × 2 characters.
const BOARD: (u16, u16) = (42, 14);
/// Width of the side panel.
const PANEL_WIDTH: u16 = 36;
/// Columns and rows the screen needs.
const NEEDED: (u16, u16) = (BOARD.0 + 1 + PANEL_WIDTH, 2 + BOARD.1 + 5);
/// Panel rows of the hand's chips, the drawn colours, the next round, and the highest the
/// buttons may start at (below the next round).
const HAND_ROW: u16 = 9;
const PICK_ROW: u16 = 12;
const BUTTONS_ROW: u16 = 13;
const CHIP_STEP: u16 = 7;

/// Where the parts of the screen are in a terminal area.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ColorBrakeLayout {
    /// The terminal position of cell units (0, 0).
    origin: (u16, u16),
    /// The side panel.
    panel: Rect,
    /// The status (two rows) and the keys (the rows left below it, two at least).
    status: Rect,
}

impl ColorBrakeLayout {
    /// Lays out the screen in `area`, or says how large it must be.
    pub fn new(area: Rect) -> Result<ColorBrakeLayout, (u16, u16)> {
        if area.width < NEEDED.0 || area.height < NEEDED.1 {
            return Err(NEEDED);
        }
        let origin = (area.x, area.y + 2);
        let status_y = origin.1 + BOARD.1 + 1;
        Ok(ColorBrakeLayout {
            origin,
            panel: Rect::new(origin.0 + BOARD.0 + 1, area.y + 1, PANEL_WIDTH, BOARD.1 + 2),
            status: Rect::new(area.x, status_y, area.width, area.bottom() - status_y),
        })
    }

    /// The side panel.
    #[cfg(test)]
    pub fn panel(&self) -> Rect {
        self.panel
    }

    /// The terminal character at a point in cell units.
    pub fn terminal_at(&self, x: f32, y: f32) -> (u16, u16) {
        let col = f32::from(self.origin.0) + 6.0 * x;
        let row = f32::from(self.origin.1) + 2.0 * y;
        (col.round().max(0.0) as u16, row.round().max(0.0) as u16)
    }

    /// The point in cell units at the middle of a terminal character: what the view's hit
    /// test is asked about a click.
    pub fn cell_units_at(&self, col: u16, row: u16) -> (f32, f32) {
        (
            (f32::from(col) - f32::from(self.origin.0) + 0.5) / 6.0,
            (f32::from(row) - f32::from(self.origin.1) + 0.5) / 2.0,
        )
    }

    /// The chips of the hand (every kind of token, with its key), then the buttons, labelled in
    /// the language of `l10n`.
    pub fn buttons(&self, l10n: &Localizer) -> Vec<Button<Press>> {
        let p = self.panel;
        let mut buttons: Vec<Button<Press>> = Token::ALL
            .into_iter()
            .enumerate()
            .map(|(i, token)| {
                let i = i as u16;
                Button {
                    rect: Rect::new(
                        p.x + (i % 5) * CHIP_STEP,
                        p.y + HAND_ROW + i / 5,
                        CHIP_STEP - 1,
                        1,
                    ),
                    key: key_of(token),
                    press: Press::Token(token),
                }
            })
            .collect();
        let labels = [
            ('u', l10n.tr(&Label::Undo), Press::Undo),
            ('r', l10n.tr(&Label::Rules), Press::Rules),
            ('n', l10n.tr(&Label::NewGame), Press::NewGame),
            ('m', l10n.tr(&Label::Menu), Press::Menu),
        ];
        // On the panel's last rows: two, or three in a language of long labels.
        let mut others = flow_buttons(&labels, (p.x, p.y), p.width);
        let top = p
            .bottom()
            .saturating_sub(button_rows(&others))
            .max(p.y + BUTTONS_ROW);
        for button in &mut others {
            button.rect.y += top - p.y;
        }
        buttons.extend(others);
        buttons
    }
}

/// The letter a colour is drawn with (besides its colour, for colour-blind players).
fn letter(colour: Colour) -> char {
    match colour {
        Colour::Blue => 'B',
        Colour::Green => 'G',
        Colour::Yellow => 'Y',
        Colour::Red => 'R',
        Colour::White => 'W',
        Colour::Orange => 'O',
        Colour::Pink => 'P',
    }
}

/// A token's colour on the terminal: black letters on the colour.
fn colour_style(colour: Colour) -> Style {
    let bg = match colour {
        Colour::Blue => 33,
        Colour::Green => 40,
        Colour::Yellow => 226,
        Colour::Red => 196,
        Colour::White => 255,
        Colour::Orange => 208,
        Colour::Pink => 218,
    };
    Style::new()
        .bg(Color::Indexed(bg))
        .fg(Color::Indexed(16))
        .add_modifier(Modifier::BOLD)
}

/// A Diamond (and other specials): black on light grey.
fn special_style() -> Style {
    Style::new()
        .bg(Color::Indexed(250))
        .fg(Color::Indexed(16))
        .add_modifier(Modifier::BOLD)
}

/// A token kind's short sign: a colour's letter, `N`eutral, `T`ank, ◆ Diamond.
fn sign(token: Token) -> (char, Style) {
    match token {
        Token::Colour(c) => (letter(c), colour_style(c)),
        Token::Neutral => ('N', special_style()),
        Token::Tank => ('T', special_style()),
        Token::Diamond => ('◆', special_style()),
    }
}

/// The glyph of a filled cell: the colour it counts as, and what lies under it (a neutral, a
/// Diamond's free slot, a Tank).
fn fill_glyph(fill: &CellFill) -> (String, Style) {
    let style = fill.top().map_or_else(special_style, colour_style);
    let text = match (fill.tank, fill.base) {
        (Some(tank), _) => format!(" {}·T ", letter(tank.colour)),
        (None, Base::Colour(c)) => format!("  {}  ", letter(c)),
        (None, Base::Rescue { colour, .. }) => format!(" {}·N ", letter(colour)),
        (None, Base::ForDiamond(c)) => format!(" {}·◆ ", letter(c)),
        (None, Base::Diamond) => "  ◆  ".to_owned(),
    };
    (text, style)
}

/// A game's length, as the panel says it (C2).
fn length_text(length: GameLength) -> Text {
    match length {
        GameLength::Rounds(n) => Text::new("colorbrake-length-rounds").number("count", n),
        GameLength::Target(t) => Text::new("colorbrake-length-target").number("count", t),
    }
}

impl ColorBrakeUi {
    /// Draws the screen (the hand-over screen, or the rules) in `area`.
    pub fn draw(&self, frame: &mut Frame<'_>, l10n: &Localizer, area: Rect) {
        let name = l10n.tr(&Label::ColorBrakeName);
        if let Some(scroll) = self.rules {
            return draw_rules(frame, l10n, &name, &color_brake_rules(), scroll, area);
        }
        let layout = match ColorBrakeLayout::new(area) {
            Ok(layout) => layout,
            Err(needed) => return draw_too_small(frame, l10n, area, needed),
        };
        put(
            frame.buffer_mut(),
            area.x,
            area.y,
            &name,
            area.width,
            strong(),
        );
        if matches!(self.view.phase, Phase::HandOver { .. }) {
            return self.draw_hand_over(frame, l10n, area);
        }
        let buf = frame.buffer_mut();
        for cell in &self.view.cells {
            self.draw_cell(buf, &layout, cell);
        }
        self.draw_panel(buf, &layout, l10n);
        let status = layout.status;
        paragraph(
            frame,
            l10n.tr(&self.view.status),
            Rect::new(status.x, status.y, status.width, 2),
            strong(),
        );
        let (hint, style) = match self.pick {
            Pick::Place => (Text::new("colorbrake-keys"), dim()),
            Pick::ForDiamond => (Text::new("colorbrake-pick-for-diamond"), strong()),
            Pick::Tank => (
                Text::new("colorbrake-pick-tank").number("cell", self.cursor),
                strong(),
            ),
        };
        paragraph(
            frame,
            l10n.format(&hint),
            Rect::new(status.x, status.y + 2, status.width, status.height - 2),
            style,
        );
    }

    /// Between two players' turns: whose turn it is, and the key that shows the hand. No hand
    /// is drawn (C2).
    fn draw_hand_over(&self, frame: &mut Frame<'_>, l10n: &Localizer, area: Rect) {
        let y = area.y + 2;
        self.draw_totals(frame.buffer_mut(), l10n, area.x, y, area.width);
        paragraph(
            frame,
            l10n.tr(&self.view.status),
            Rect::new(area.x, y + 4, area.width.min(70), 3),
            strong(),
        );
        let ready = format!("[enter] {}", l10n.tr(&Label::ColorBrakeReady));
        put(
            frame.buffer_mut(),
            area.x,
            y + 8,
            &ready,
            area.width,
            selected(),
        );
    }

    fn draw_cell(&self, buf: &mut Buffer, layout: &ColorBrakeLayout, cell: &CellView) {
        let corner = cell.outline[0];
        let (col, row) = layout.terminal_at(corner.x, corner.y);
        let (text, mut style) = match &cell.fill {
            Some(fill) => fill_glyph(fill),
            None if cell.pending_neutrals > 0 => {
                (format!("  N{} ", cell.pending_neutrals), special_style())
            }
            None => {
                let style = if cell.next { selected() } else { dim() };
                (
                    format!("{:>3}{} ", cell.cell.number(), cell.nomination.name()),
                    style,
                )
            }
        };
        if cell.last_filled {
            style = style.add_modifier(Modifier::UNDERLINED);
        }
        if cell.tank_target {
            style = style.add_modifier(Modifier::SLOW_BLINK | Modifier::UNDERLINED);
        }
        put(buf, col, row, &text, 5, style);
        if self.cursor == cell.cell.number() && self.view.phase != Phase::GameOver {
            put(buf, col, row, "[", 1, strong());
            put(buf, col + 4, row, "]", 1, strong());
        }
    }

    /// The round, the length and the totals with who holds A and B (C2, C5).
    fn draw_totals(&self, buf: &mut Buffer, l10n: &Localizer, x: u16, y: u16, width: u16) {
        let view = &self.view;
        let round = Text::new("colorbrake-round").number("round", view.round);
        let title = format!(
            "{} · {}",
            l10n.format(&round),
            l10n.format(&length_text(view.length))
        );
        put(buf, x, y, &title, width, strong());
        for seat in Seat::BOTH {
            let to_move = view.to_move == Some(seat);
            let nomination = if view.a == seat { "A" } else { "B" };
            let line = format!(
                "{} {:<16} {}  {:>3}",
                if to_move { "▶" } else { " " },
                l10n.format(&color_brake_seat(seat)),
                nomination,
                view.scores[seat.index()]
            );
            let style = if to_move { strong() } else { Style::new() };
            put(buf, x, y + 1 + seat.index() as u16, &line, width, style);
        }
    }

    fn draw_panel(&self, buf: &mut Buffer, layout: &ColorBrakeLayout, l10n: &Localizer) {
        let view = &self.view;
        let p = layout.panel;
        self.draw_totals(buf, l10n, p.x, p.y, p.width);
        let pile = Text::new("colorbrake-pile").number("count", view.pile);
        put(
            buf,
            p.x,
            p.y + 3,
            &l10n.format(&pile),
            p.width,
            Style::new(),
        );
        if let Some(reference) = &view.reference {
            let label = Text::new("colorbrake-reference").number("row", reference.row.size());
            put(
                buf,
                p.x,
                p.y + 5,
                &l10n.format(&label),
                p.width,
                Style::new(),
            );
            let mut x = p.x;
            let signs = reference
                .colours
                .iter()
                .filter(|(_, n)| *n > 0)
                .map(|(c, n)| (Token::Colour(*c), *n))
                .chain(
                    view.viewer
                        .map(|s| (Token::Diamond, reference.free_slots[s.index()])),
                );
            for (token, n) in signs.filter(|(_, n)| *n > 0) {
                let (sign, style) = sign(token);
                put(buf, x, p.y + 6, &format!("{sign}×{n}"), 4, style);
                x += 5;
            }
        }
        if let (Some(hand), Some(viewer)) = (&view.hand, view.viewer) {
            let label = format!(
                "{} · {}",
                l10n.tr(&Label::ColorBrakeHand),
                l10n.format(&color_brake_seat(viewer))
            );
            put(buf, p.x, p.y + HAND_ROW - 1, &label, p.width, Style::new());
            for button in layout.buttons(l10n) {
                let Press::Token(token) = button.press else {
                    continue;
                };
                let count = hand
                    .iter()
                    .find(|(t, _)| *t == token)
                    .map_or(0, |(_, n)| *n);
                let (sign, style) = sign(token);
                let style = if self.enabled(token) { style } else { dim() };
                put(
                    buf,
                    button.rect.x,
                    button.rect.y,
                    &format!("{} {sign}×{count}", button.key),
                    button.rect.width,
                    style,
                );
            }
        }
        if let Some(drawn) = &view.drawn {
            let drawn_label = l10n.format(&Text::new("colorbrake-drawn"));
            let mut x = p.x + 1 + u16::try_from(drawn_label.width()).unwrap_or(p.width);
            put(
                buf,
                p.x,
                p.y + PICK_ROW - 1,
                &drawn_label,
                p.width,
                Style::new(),
            );
            for (colour, n) in drawn.iter().filter(|(_, n)| *n > 0) {
                let (sign, style) = sign(Token::Colour(*colour));
                put(
                    buf,
                    x,
                    p.y + PICK_ROW - 1,
                    &format!("{} {sign}×{n}", key_of(Token::Colour(*colour))),
                    6,
                    style,
                );
                x += CHIP_STEP;
            }
        }
        if view.phase == Phase::RoundOver {
            let next = format!(
                "[enter] {}",
                l10n.format(&Text::new("colorbrake-next-round"))
            );
            put(buf, p.x, p.y + PICK_ROW, &next, p.width, selected());
        }
        for button in layout.buttons(l10n) {
            let label = match button.press {
                Press::Undo => Label::Undo,
                Press::Rules => Label::Rules,
                Press::NewGame => Label::NewGame,
                Press::Menu => Label::Menu,
                _ => continue,
            };
            let style = if button.press == Press::Undo && !view.can_undo {
                dim()
            } else {
                Style::new()
            };
            draw_button(buf, button.rect, button.key, &l10n.tr(&label), style);
        }
    }

    /// Whether the session accepts what a token kind's key plays now (the view's offers); the
    /// Tank's key is enabled while some Tank is accepted.
    fn enabled(&self, token: Token) -> bool {
        let accepted = |action| {
            self.view
                .offers
                .iter()
                .any(|o| o.action == action && o.refusal.is_none())
        };
        match token {
            Token::Tank => self.view.offers.iter().any(|o| {
                o.refusal.is_none()
                    && matches!(
                        o.action,
                        dl_color_brake::Action::Move(dl_color_brake::Move::Tank { .. })
                    )
            }),
            _ => self.action_of(token).is_some_and(accepted),
        }
    }
}
