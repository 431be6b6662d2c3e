//! Discorder in the terminal (RULES-DISCORDER.md): the 8 × 7 board with tiles, pegs and the
//! lines that score, the panel with tiles and pegs left, points now and settled, the tool
//! choice (tile or peg, D2), keys and mouse, and the rules screen, and the computer's turns in a
//! game against it. Every rule question goes to the session; a click is hit-tested by the
//! session's own `target_at` and `tap`.

mod draw;

use crossterm::event::KeyCode;
use dl_app::l10n::Localizer;
use dl_discorder::session::{Event, Session, Target, Tool, View};
use dl_discorder::{Cell, Edge, HEIGHT, MAX_ACTIONS, WIDTH};
use ratatui::layout::Rect;

use super::games::paint::{rules_overlay_key, Button};
use super::games::{MenuLevel, Outcome};

use draw::DiscorderLayout;

/// What a panel button or its key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// Choose the tool for the next placements (D2).
    Tool(Tool),
    /// Undo the last action (D7).
    Undo,
    /// Show the rules.
    Rules,
    /// A new game of Discorder: who begins.
    NewGame,
    /// The game menu.
    Menu,
}

/// The Discorder screen's state: the session, its last frame, the keyboard cursor, the target
/// of the last refusal, and the rules' scroll while they are shown.
#[derive(Debug)]
pub struct DiscorderUi {
    session: Session,
    view: View,
    cursor: Cell,
    flash: Option<Target>,
    rules: Option<u16>,
}

impl DiscorderUi {
    /// The screen on a session.
    pub fn new(session: Session) -> DiscorderUi {
        let view = session.view();
        let mut ui = DiscorderUi {
            session,
            view,
            cursor: Cell::new(0, 0),
            flash: None,
            rules: None,
        };
        ui.clamp_cursor();
        ui
    }

    /// The session.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Lets the computer play while it is to move; the revision says whether the game changed.
    pub fn let_computer_play(&mut self) -> Outcome {
        let revision = self.view.revision;
        self.play_computer_turns();
        self.view = self.session.view();
        self.session.take_events();
        if self.view.revision != revision {
            Outcome::Changed
        } else {
            Outcome::Nothing
        }
    }

    /// The computer's actions while it is to move, bounded by the longest possible game; the
    /// number of actions played so far is its seed, so a game replays the same.
    fn play_computer_turns(&mut self) {
        for _ in 0..MAX_ACTIONS {
            if !self.session.computer_to_move() {
                break;
            }
            let seed = u64::try_from(self.session.game().action_count()).unwrap_or(0);
            if self.session.play_computer(seed).is_err() {
                break;
            }
        }
    }

    /// Handles a key.
    pub fn key(&mut self, code: KeyCode) -> Outcome {
        if let Some(outcome) = rules_overlay_key(&mut self.rules, code) {
            return outcome;
        }
        match code {
            KeyCode::Left => self.move_cursor(-1, 0),
            KeyCode::Right => self.move_cursor(1, 0),
            KeyCode::Up => self.move_cursor(0, -1),
            KeyCode::Down => self.move_cursor(0, 1),
            KeyCode::Char(' ') | KeyCode::Enter => return self.place_at_cursor(),
            KeyCode::Char('t') => return self.press(Press::Tool(Tool::Tile)),
            KeyCode::Char('p') => return self.press(Press::Tool(Tool::Peg)),
            KeyCode::Char('u') => return self.press(Press::Undo),
            KeyCode::Char('r') => return self.press(Press::Rules),
            KeyCode::Char('n') => return self.press(Press::NewGame),
            KeyCode::Char('m') => return self.press(Press::Menu),
            KeyCode::Char('q') => return Outcome::Quit,
            _ => {}
        }
        Outcome::Nothing
    }

    /// Handles a left click at (`col`, `row`) of a terminal of `area` (its buttons labelled
    /// by `l10n`): a button, or the board
    /// (tapped through the session's hit test with the tool in use).
    pub fn click(&mut self, col: u16, row: u16, area: Rect, l10n: &Localizer) -> Outcome {
        if self.rules.is_some() {
            return Outcome::Nothing;
        }
        let Ok(layout) = DiscorderLayout::new(area) else {
            return Outcome::Nothing;
        };
        if let Some(press) = Button::at(&layout.buttons(l10n), col, row) {
            return self.press(press);
        }
        let (x, y) = layout.cell_units_at(col, row);
        match self.session.target_at(x, y) {
            Some(target) => {
                self.cursor = match target {
                    Target::Cell(cell) => cell,
                    Target::Edge(edge) => edge.cell_above(),
                };
                let _ = self.session.tap(x, y);
                self.refresh()
            }
            None => Outcome::Nothing,
        }
    }

    /// Does what a button says.
    fn press(&mut self, press: Press) -> Outcome {
        match press {
            Press::Tool(tool) => {
                let _ = self.session.select_tool(tool);
                self.refresh()
            }
            Press::Undo => {
                let _ = self.session.undo();
                self.refresh()
            }
            Press::Rules => {
                self.rules = Some(0);
                Outcome::Nothing
            }
            Press::NewGame => Outcome::Menu(MenuLevel::Discorder),
            Press::Menu => Outcome::Menu(MenuLevel::Games),
        }
    }

    /// Places with the tool in use at the cursor: a tile on its cell, a peg on the edge below.
    fn place_at_cursor(&mut self) -> Outcome {
        let _ = match self.view.tool {
            Tool::Tile => self.session.place_tile(self.cursor),
            Tool::Peg => self
                .session
                .place_peg(Edge::new(self.cursor.x, self.cursor.y)),
        };
        self.refresh()
    }

    fn move_cursor(&mut self, dx: i8, dy: i8) {
        let step = |v: u8, d: i8| v.saturating_add_signed(d);
        self.cursor = Cell::new(step(self.cursor.x, dx), step(self.cursor.y, dy));
        self.clamp_cursor();
    }

    /// Keeps the cursor on the board; with the peg tool, on a cell with an inner edge below.
    fn clamp_cursor(&mut self) {
        let bottom = match self.view.tool {
            Tool::Tile => HEIGHT - 1,
            Tool::Peg => HEIGHT - 2,
        };
        self.cursor = Cell::new(self.cursor.x.min(WIDTH - 1), self.cursor.y.min(bottom));
    }

    /// Lets the computer answer, takes the next frame and the events; the revision says
    /// whether the game changed.
    fn refresh(&mut self) -> Outcome {
        let revision = self.view.revision;
        self.play_computer_turns();
        self.view = self.session.view();
        self.flash = self
            .session
            .take_events()
            .iter()
            .rev()
            .find_map(|e| match e.event {
                Event::Refused { target, .. } => target,
                _ => None,
            });
        self.clamp_cursor();
        if self.view.revision != revision {
            Outcome::Changed
        } else {
            Outcome::Nothing
        }
    }
}

#[cfg(test)]
mod tests;
