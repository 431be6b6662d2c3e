//! The side panel: whose turn, both players' sets, scores and supplies, the colour chips, the
//! cursor and rings, and the buttons.

use dl_core::session::{end_reason_code, CellLook, Phase, PlayerView, View};
use dl_core::{Cell, Player, Winner};
use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

use crate::ui::layout::{Button, GameLayout, CHIPS_ROW, PANEL_WIDTH};
use crate::ui::render::clip::Clipped;
use crate::ui::theme;

/// Draws the panel of `view` into its area of `layout`.
pub fn draw_panel(buf: &mut Buffer, layout: &GameLayout, view: &View, cursor: Cell) {
    let (x, y) = (layout.panel.x, layout.panel.y);
    let text = |buf: &mut Buffer, row: u16, s: &str, style: Style| {
        buf.put_str(x, y + row, s, usize::from(PANEL_WIDTH), style);
    };
    let turn = if view.phase == Phase::GameOver {
        format!("Turn {} · the game is over", view.turn)
    } else {
        format!(
            "Turn {} · {} to move",
            view.turn,
            title(view.to_move.name())
        )
    };
    text(buf, 0, &turn, theme::strong());
    let (phase, result) = phase_lines(view);
    text(buf, 1, &phase, Style::new());
    text(buf, 2, &result, theme::strong());
    for (i, player) in view.players.iter().enumerate() {
        draw_player(buf, x, y + 3 + 4 * i as u16, player, view);
    }
    text(buf, CHIPS_ROW - 1, "Colour (1-6 or letter):", Style::new());
    draw_chips(buf, layout, view);
    text(
        buf,
        CHIPS_ROW + 3,
        &format!(
            "Cursor {},{}{}",
            cursor.x,
            cursor.y,
            cell_note(view, cursor)
        ),
        Style::new(),
    );
    let ring = match view.ring {
        None => "Ring: none".to_owned(),
        Some(cell) => format!("Ring: {},{}", cell.x, cell.y),
    };
    text(buf, CHIPS_ROW + 4, &ring, Style::new());
    for button in Button::ALL {
        let enabled = match button {
            Button::Undo => view.can_undo,
            Button::EndTurn => view.can_end_turn,
            Button::AgreeEnd => view.can_agree_end,
            _ => true,
        };
        let area = layout.button(button);
        let style = if enabled { Style::new() } else { theme::dim() };
        buf.put_str(
            area.x,
            area.y,
            button.label(),
            usize::from(area.width),
            style,
        );
    }
}

fn phase_lines(view: &View) -> (String, String) {
    match (view.phase, view.result) {
        (Phase::Place, _) => ("Place a stone.".into(), String::new()),
        (Phase::Bridge, _) => ("Ring two stones to bridge, or end.".into(), String::new()),
        (Phase::GameOver, Some(result)) => {
            let [blue, yellow] = view.players.each_ref().map(|p| p.score.total());
            let winner = match result.winner {
                Winner::Player(p) => format!("{} wins", title(p.name())),
                Winner::Draw => "A draw".into(),
            };
            (
                format!(
                    "Game over ({}).",
                    end_reason_code(result.reason).replace('_', " ")
                ),
                format!("{winner}: Blue {blue} - Yellow {yellow}"),
            )
        }
        (Phase::GameOver, None) => ("Game over.".into(), String::new()),
    }
}

fn draw_player(buf: &mut Buffer, x: u16, y: u16, player: &PlayerView, view: &View) {
    let moving = player.player == view.to_move && view.phase != Phase::GameOver;
    let marker = if moving { "▶" } else { " " };
    let name = match player.player {
        Player::Blue => "BLUE",
        Player::Yellow => "YELLOW",
    };
    let head_style = if moving {
        theme::strong().fg(theme::stone(match player.player {
            Player::Blue => dl_core::Color::Blue,
            Player::Yellow => dl_core::Color::Yellow,
        }))
    } else {
        Style::new()
    };
    buf.put_str(x, y, format!("{marker} {name:<8}"), usize::MAX, head_style);
    buf.put_str(
        x + 20,
        y,
        format!("Set {}/{}", player.set, player.sets),
        usize::MAX,
        Style::new(),
    );
    let s = player.score;
    buf.put_str(
        x + 2,
        y + 1,
        format!(
            "bridges {}  regions {}  total {}",
            s.bridges,
            s.regions,
            s.total()
        ),
        usize::MAX,
        Style::new(),
    );
    let mut col = x + 2;
    for (color, count) in &player.supply {
        let style = if *count == 0 {
            theme::dim()
        } else {
            Style::new().fg(theme::stone(*color))
        };
        buf.put_str(
            col,
            y + 2,
            format!("{}{}", color.letter(), count),
            usize::MAX,
            style,
        );
        col += 4;
    }
}

fn draw_chips(buf: &mut Buffer, layout: &GameLayout, view: &View) {
    for (i, chip) in view.colors.iter().enumerate() {
        let area = layout.chip(i);
        let (color, count) = (chip.color, chip.count);
        let selected = view.selected == Some(color);
        let (open, close) = if selected { ('[', ']') } else { (' ', ' ') };
        let label = format!("{open}{}:{}×{count}{close}", i + 1, color.letter());
        let style = if chip.refusal.is_some() {
            theme::dim()
        } else if selected {
            theme::stone_style(color).add_modifier(Modifier::UNDERLINED)
        } else {
            Style::new().fg(theme::stone(color))
        };
        buf.put_str(area.x, area.y, label, usize::from(area.width), style);
    }
}

/// What lies at the cursor, for players who cannot see colours well.
fn cell_note(view: &View, cursor: Cell) -> String {
    let Some(cv) = view
        .cells
        .get(usize::from(cursor.y) * usize::from(view.width) + usize::from(cursor.x))
    else {
        return String::new();
    };
    let what = match (&cv.stone, cv.look) {
        (Some(color), _) => format!("{color} stone"),
        (None, CellLook::Dot) if cv.highlighted => "dot, open".into(),
        (None, CellLook::Dot) => "dot".into(),
        (None, CellLook::Region(r)) => view
            .regions
            .get(usize::from(r))
            .map_or_else(String::new, |region| format!("region {}", region.token)),
        (None, CellLook::Empty) => "off the board".into(),
    };
    format!(" · {what}")
}

/// "blue" → "Blue".
pub fn title(name: &str) -> String {
    let mut chars = name.chars();
    chars
        .next()
        .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}
