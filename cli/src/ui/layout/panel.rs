//! The side panel, planned line by line in the player's language: whose turn, the result once
//! the game is over, both players' sets, scores and supplies, the colour chips, the buttons and
//! the description of the cell under the cursor in words (the accessibility texts: where it is,
//! what lies there, ringed, placed last, open for the selected colour) for players who cannot
//! tell the colours apart. Drawing paints the plan; the mouse finds chips and buttons in it.
//! Texts wrap to the panel's width, never cut; when the panel is taller than the terminal
//! allows, its blank separating rows go first.

use dl_app::l10n::screen::{
    a11y_cell, a11y_stone, panel_set, panel_to_move, panel_turn, player_name,
};
use dl_app::l10n::terminal::{self, TerminalLabel};
use dl_app::l10n::{result_scores, result_title, Label, Localize, Localizer, Text};
use dl_core::position::CellKind;
use dl_core::session::{CellLook, Phase, PlayerView, View};
use dl_core::{Cell, Color, Player};
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};

use crate::ui::theme;
use crate::ui::wrap::{width as text_width, wrap};

/// Width of one colour chip, e.g. `[1:B×4]`.
pub const CHIP_WIDTH: u16 = 7;
const CHIP_STEP: u16 = 9;
const CHIPS_PER_ROW: u16 = 3;
/// Columns between two buttons on a row.
const BUTTON_GAP: u16 = 2;

/// A clickable button of the panel, with its key (the same in every language).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    /// `u`: undo (R11).
    Undo,
    /// `e`: end the turn (R4.4).
    EndTurn,
    /// `a`: end the game by agreement (R8).
    AgreeEnd,
    /// `s`: share files and links.
    Share,
    /// `n`: the new-game screen.
    NewGame,
    /// `r`: the rules.
    Rules,
    /// `q`: quit.
    Quit,
}

impl Button {
    /// The buttons in panel order.
    pub const ALL: [Button; 7] = [
        Button::Undo,
        Button::EndTurn,
        Button::AgreeEnd,
        Button::Share,
        Button::NewGame,
        Button::Rules,
        Button::Quit,
    ];

    /// The key that presses it.
    pub fn key(self) -> char {
        match self {
            Button::Undo => 'u',
            Button::EndTurn => 'e',
            Button::AgreeEnd => 'a',
            Button::Share => 's',
            Button::NewGame => 'n',
            Button::Rules => 'r',
            Button::Quit => 'q',
        }
    }

    /// The label drawn after its key.
    pub fn label(self, texts: &Localizer) -> String {
        match self {
            Button::Undo => texts.tr(&Label::Undo),
            Button::EndTurn => texts.tr(&Label::EndTurn),
            Button::AgreeEnd => texts.tr(&Label::EndByAgreement),
            Button::Share => texts.tr(&Label::Share),
            Button::NewGame => texts.tr(&Label::NewGame),
            Button::Rules => texts.tr(&Label::Rules),
            Button::Quit => texts.tr(&TerminalLabel::Quit),
        }
    }

    fn enabled(self, view: &View) -> bool {
        match self {
            Button::Undo => view.can_undo,
            Button::EndTurn => view.can_end_turn,
            Button::AgreeEnd => view.can_agree_end,
            Button::Share | Button::NewGame | Button::Rules | Button::Quit => true,
        }
    }
}

/// Text on one row of the panel, in pieces of their own styles.
#[derive(Clone, Debug, PartialEq)]
pub struct PanelLine {
    /// Its first column.
    pub x: u16,
    /// Its row.
    pub y: u16,
    /// The pieces, left to right.
    pub spans: Vec<(String, Style)>,
}

/// Everything the panel shows, placed.
#[derive(Clone, Debug, PartialEq)]
pub struct PanelPlan {
    /// The panel's area.
    pub area: Rect,
    /// The text rows, the chips' and buttons' labels among them.
    pub lines: Vec<PanelLine>,
    /// The colour chips of the player to move (none once the game is over).
    pub chips: Vec<(Color, Rect)>,
    /// The buttons.
    pub buttons: Vec<(Button, Rect)>,
    /// Where the cursor's description goes: as many rows as the longest description of a cell
    /// of this board takes, so the panel does not move with the cursor.
    pub cursor: Rect,
}

/// One block of the panel before it is placed.
enum Block {
    /// Lines of text, each indented by `indent` columns.
    Lines {
        indent: u16,
        lines: Vec<Vec<(String, Style)>>,
    },
    /// The colour chips.
    Chips,
    /// The buttons, as many per row as fit.
    Buttons,
    /// The cursor's description.
    Cursor,
    /// A blank row, dropped when the panel is too tall.
    Spacer,
}

fn lines(indent: u16, text: &str, width: u16, style: Style) -> Block {
    let wrapped = wrap(text, usize::from(width.saturating_sub(indent)));
    Block::Lines {
        indent,
        lines: wrapped.into_iter().map(|l| vec![(l, style)]).collect(),
    }
}

fn player_blocks(player: &PlayerView, view: &View, texts: &Localizer, width: u16) -> Vec<Block> {
    let moving = player.player == view.to_move && view.phase != Phase::GameOver;
    let head_style = if moving {
        theme::strong().fg(theme::stone(match player.player {
            Player::Blue => Color::Blue,
            Player::Yellow => Color::Yellow,
        }))
    } else {
        Style::new()
    };
    let name = format!(
        "{} {}",
        if moving { "▶" } else { " " },
        texts.tr(&player_name(player.player))
    );
    let set = texts.tr(&panel_set(player.set, player.sets));
    let pad = usize::from(width).saturating_sub(text_width(&name) + text_width(&set));
    let head = if pad >= 2 {
        vec![vec![
            (name, head_style),
            (" ".repeat(pad), Style::new()),
            (set, Style::new()),
        ]]
    } else {
        vec![
            vec![(name, head_style)],
            vec![(format!("  {set}"), Style::new())],
        ]
    };
    let s = player.score;
    let scores = format!(
        "{} {} · {} {} · {} {}",
        texts.tr(&Label::PanelBridgePoints),
        s.bridges,
        texts.tr(&Label::PanelRegionPoints),
        s.regions,
        texts.tr(&Label::PanelTotal),
        s.total()
    );
    let supply = player
        .supply
        .iter()
        .enumerate()
        .flat_map(|(i, (color, count))| {
            let style = if *count == 0 {
                theme::dim()
            } else {
                Style::new().fg(theme::stone(*color))
            };
            let gap = if i == 0 { "" } else { "  " };
            [
                (gap.to_owned(), Style::new()),
                (format!("{}{count}", color.letter()), style),
            ]
        })
        .collect();
    vec![
        Block::Lines {
            indent: 0,
            lines: head,
        },
        lines(2, &scores, width, Style::new()),
        Block::Lines {
            indent: 2,
            lines: vec![supply],
        },
    ]
}

/// The label of a chip: its key digit, the stone's letter and the count, bracketed when
/// selected.
fn chip_label(i: usize, color: Color, count: u8, selected: bool) -> String {
    let (open, close) = if selected { ('[', ']') } else { (' ', ' ') };
    format!("{open}{}:{}×{count}{close}", i + 1, color.letter())
}

fn blocks(view: &View, texts: &Localizer, width: u16) -> Vec<Block> {
    let mut out = Vec::new();
    let status = if view.phase == Phase::GameOver {
        texts.tr(&Label::PanelGameOver)
    } else {
        texts.tr(&panel_to_move(view.to_move))
    };
    let turn = format!("{} · {status}", texts.tr(&panel_turn(view.turn)));
    out.push(lines(0, &turn, width, theme::strong()));
    if let Some(result) = view.result {
        let [blue, yellow] = view.players.each_ref().map(|p| p.score.total());
        let line = format!(
            "{} · {}",
            texts.tr(&result_title(result.winner)),
            texts.tr(&result_scores(blue, yellow))
        );
        out.push(lines(0, &line, width, theme::strong()));
        out.push(lines(0, &texts.tr(&result.reason), width, Style::new()));
    }
    for player in &view.players {
        out.push(Block::Spacer);
        out.extend(player_blocks(player, view, texts, width));
    }
    if view.phase != Phase::GameOver {
        out.push(Block::Spacer);
        let keys = texts.tr(&TerminalLabel::ColourKeys);
        out.push(lines(0, &keys, width, Style::new()));
        out.push(Block::Chips);
    }
    out.push(Block::Spacer);
    out.push(Block::Buttons);
    out.push(Block::Spacer);
    out.push(Block::Cursor);
    out
}

/// The buttons' labels and where each goes, as many per row as fit in `width`: relative rows
/// and columns.
fn button_places(texts: &Localizer, width: u16) -> Vec<(Button, String, u16, u16)> {
    let mut out = Vec::new();
    let (mut col, mut row) = (0u16, 0u16);
    for button in Button::ALL {
        let label = format!("[{}] {}", button.key(), button.label(texts));
        let w = u16::try_from(text_width(&label)).unwrap_or(u16::MAX);
        if col > 0 && col.saturating_add(w) > width {
            col = 0;
            row += 1;
        }
        out.push((button, label, col, row));
        col = col.saturating_add(w).saturating_add(BUTTON_GAP);
    }
    out
}

fn block_height(block: &Block, view: &View, texts: &Localizer, width: u16) -> u16 {
    match block {
        Block::Lines { lines, .. } => u16::try_from(lines.len()).unwrap_or(u16::MAX),
        Block::Chips => u16::try_from(view.colors.len())
            .unwrap_or(0)
            .div_ceil(CHIPS_PER_ROW),
        Block::Buttons => button_places(texts, width)
            .last()
            .map_or(0, |(_, _, _, row)| row + 1),
        Block::Cursor => cursor_rows(view, texts, width),
        Block::Spacer => 1,
    }
}

impl PanelPlan {
    /// The panel of `view` at `(x, y)`, `width` columns wide; with its blank rows when it
    /// fits in `max_height` rows with them.
    pub fn new(
        view: &View,
        texts: &Localizer,
        (x, y): (u16, u16),
        width: u16,
        max_height: u16,
    ) -> PanelPlan {
        let mut all = blocks(view, texts, width);
        let height = |blocks: &[Block]| -> u16 {
            blocks
                .iter()
                .map(|b| block_height(b, view, texts, width))
                .fold(0u16, u16::saturating_add)
        };
        if height(&all) > max_height {
            all.retain(|b| !matches!(b, Block::Spacer));
        }
        let total = height(&all);
        let mut plan = PanelPlan {
            area: Rect::new(x, y, width, total),
            lines: Vec::new(),
            chips: Vec::new(),
            buttons: Vec::new(),
            cursor: Rect::new(x, y, width, 0),
        };
        let mut row = y;
        for block in &all {
            match block {
                Block::Lines { indent, lines } => {
                    for spans in lines {
                        plan.lines.push(PanelLine {
                            x: x + indent,
                            y: row,
                            spans: spans.clone(),
                        });
                        row += 1;
                    }
                }
                Block::Chips => plan.place_chips(view, row),
                Block::Buttons => plan.place_buttons(view, texts, row),
                Block::Cursor => {
                    plan.cursor = Rect::new(x, row, width, cursor_rows(view, texts, width));
                }
                Block::Spacer => {}
            }
            if !matches!(block, Block::Lines { .. }) {
                row = row.saturating_add(block_height(block, view, texts, width));
            }
        }
        plan
    }

    fn place_chips(&mut self, view: &View, top: u16) {
        for (i, chip) in view.colors.iter().enumerate() {
            let i16 = u16::try_from(i).unwrap_or(0);
            let area = Rect::new(
                self.area.x + (i16 % CHIPS_PER_ROW) * CHIP_STEP,
                top + i16 / CHIPS_PER_ROW,
                CHIP_WIDTH,
                1,
            );
            let selected = view.selected == Some(chip.color);
            let style = if chip.refusal.is_some() {
                theme::dim()
            } else if selected {
                theme::stone_style(chip.color).add_modifier(Modifier::UNDERLINED)
            } else {
                Style::new().fg(theme::stone(chip.color))
            };
            self.lines.push(PanelLine {
                x: area.x,
                y: area.y,
                spans: vec![(chip_label(i, chip.color, chip.count, selected), style)],
            });
            self.chips.push((chip.color, area));
        }
    }

    fn place_buttons(&mut self, view: &View, texts: &Localizer, top: u16) {
        for (button, label, col, row) in button_places(texts, self.area.width) {
            let w = u16::try_from(text_width(&label)).unwrap_or(u16::MAX);
            let area = Rect::new(self.area.x + col, top + row, w, 1);
            let style = if button.enabled(view) {
                Style::new()
            } else {
                theme::dim()
            };
            self.lines.push(PanelLine {
                x: area.x,
                y: area.y,
                spans: vec![(label, style)],
            });
            self.buttons.push((button, area));
        }
    }

    /// The rows the panel takes.
    pub fn height(&self) -> u16 {
        self.area.height
    }

    /// The colour whose chip holds the terminal position.
    pub fn chip_at(&self, col: u16, row: u16) -> Option<Color> {
        self.chips
            .iter()
            .find(|(_, r)| contains(*r, col, row))
            .map(|(c, _)| *c)
    }

    /// The button that holds the terminal position.
    pub fn button_at(&self, col: u16, row: u16) -> Option<Button> {
        self.buttons
            .iter()
            .find(|(_, r)| contains(*r, col, row))
            .map(|(b, _)| *b)
    }

    /// The area of a button.
    #[cfg(test)]
    pub fn button(&self, button: Button) -> Option<Rect> {
        self.buttons
            .iter()
            .find(|(b, _)| *b == button)
            .map(|(_, r)| *r)
    }
}

/// A cell in words: "Cursor: column 14, row 4, region W4, blue stone, placed last".
fn words(
    texts: &Localizer,
    cell: Cell,
    kind: CellKind,
    token: Option<&str>,
    stone: Option<Color>,
    marks: [(bool, Label); 3],
) -> String {
    let mut parts: Vec<Text> = vec![a11y_cell(cell, kind, token)];
    parts.extend(stone.map(a11y_stone));
    parts.extend(
        marks
            .iter()
            .filter(|(applies, _)| *applies)
            .map(|(_, word)| word.text()),
    );
    texts.format(&terminal::cursor(&texts.list(&parts)))
}

/// The cell under the cursor in words, or `None` for a cell off the grid.
pub fn describe(view: &View, cursor: Cell, texts: &Localizer) -> Option<String> {
    let cv = view
        .cells
        .get(usize::from(cursor.y) * usize::from(view.width) + usize::from(cursor.x))?;
    let (kind, token) = match cv.look {
        CellLook::Region(r) => (
            CellKind::Region(r),
            view.regions
                .get(usize::from(r))
                .map(|region| region.token.as_str()),
        ),
        CellLook::Dot => (CellKind::Dot, None),
        CellLook::Empty => (CellKind::Empty, None),
    };
    let marks = [
        (cv.ringed, Label::A11yRinged),
        (cv.last_placed, Label::A11yLastPlaced),
        (cv.highlighted, Label::A11yHighlighted),
    ];
    Some(words(texts, cursor, kind, token, cv.stone, marks))
}

/// The rows the longest description of a cell of `view` takes: the last cell, the longest
/// region name, the longest stone, ringed and placed last.
fn cursor_rows(view: &View, texts: &Localizer, width: u16) -> u16 {
    let last = Cell::new(view.width.saturating_sub(1), view.height.saturating_sub(1));
    let token = view
        .regions
        .iter()
        .map(|r| r.token.as_str())
        .max_by_key(|t| t.len());
    let stone = Color::ALL
        .into_iter()
        .max_by_key(|c| text_width(&texts.format(&a11y_stone(*c))));
    let marks = [
        (true, Label::A11yRinged),
        (true, Label::A11yLastPlaced),
        (false, Label::A11yHighlighted),
    ];
    let longest = words(texts, last, CellKind::Region(0), token, stone, marks);
    u16::try_from(wrap(&longest, usize::from(width)).len()).unwrap_or(u16::MAX)
}

/// Whether `rect` holds the terminal position.
pub fn contains(rect: Rect, col: u16, row: u16) -> bool {
    col >= rect.x && col < rect.x + rect.width && row >= rect.y && row < rect.y + rect.height
}
