//! Color Brake ABAB in the terminal (RULES-COLOR-BRAKE.md): the triangle of 28 cells, the
//! panel with the round, the totals, what the row in play may still take, the hand of the
//! player at the keyboard only, the colours drawn onto a neutral, keys and mouse, the hand-over
//! screen between the turns of two players (no hand drawn, C2), the computer's seat, and the
//! rules screen. Every rule question goes to the session: a key or a chip plays an action the
//! session accepts or refuses; a click is hit-tested by the view's own `cell_at`.

mod draw;

use crossterm::event::KeyCode;
use dl_app::l10n::Localizer;
use dl_color_brake::session::{Phase, Session, View};
use dl_color_brake::{Action, CellId, Colour, Move, Token};
use ratatui::layout::Rect;

use super::games::paint::{rules_overlay_key, Button};
use super::games::{MenuLevel, Outcome};

use draw::ColorBrakeLayout;

/// What a colour key plays besides an ordinary colour token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// A colour token on the next cell (C4), or on a neutral while drawn colours wait (C6.1).
    Place,
    /// A colour token for one's Diamond in the row before (C6.3).
    ForDiamond,
    /// A Tank on the cell at the cursor with a colour on top (C6.2).
    Tank,
}

/// What a chip, a button or its key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// A token kind of the hand: a colour as [`Pick`] says, a neutral, a Diamond; the Tank
    /// chooses the Tank pick.
    Token(Token),
    /// The pick of the Diamond's free slot, on or off.
    ForDiamond,
    /// The hand-over is done (pass-and-play), or the next round is dealt.
    Go,
    /// Undo (C7).
    Undo,
    /// Show the rules.
    Rules,
    /// A new game of Color Brake ABAB.
    NewGame,
    /// The game menu.
    Menu,
}

/// The Color Brake ABAB screen's state: the session, its last frame, the keyboard cursor (a
/// Tank's target), the pick of the colour keys, and the rules' scroll while they are shown.
#[derive(Debug)]
pub struct ColorBrakeUi {
    session: Session,
    view: View,
    /// The number players call the cell at the cursor (1–28).
    cursor: u8,
    pick: Pick,
    rules: Option<u16>,
}

/// The token kind of a key: `1`–`7` the colours in the order of the seed, `8` a neutral, `9` a
/// Diamond; `t` is the Tank.
pub fn token_key(c: char) -> Option<Token> {
    match c {
        '1'..='7' => {
            let i = c as usize - '1' as usize;
            Colour::ALL.get(i).map(|c| Token::Colour(*c))
        }
        '8' => Some(Token::Neutral),
        '9' => Some(Token::Diamond),
        't' => Some(Token::Tank),
        _ => None,
    }
}

/// The key of a token kind ([`token_key`] inverted).
pub fn key_of(token: Token) -> char {
    match token {
        Token::Colour(c) => char::from(b'1' + c.index() as u8),
        Token::Neutral => '8',
        Token::Diamond => '9',
        Token::Tank => 't',
    }
}

impl ColorBrakeUi {
    /// The screen on a session.
    pub fn new(session: Session) -> ColorBrakeUi {
        let view = session.view();
        let cursor = view
            .cells
            .iter()
            .find(|c| c.next)
            .map_or(1, |c| c.cell.number());
        ColorBrakeUi {
            session,
            view,
            cursor,
            pick: Pick::Place,
            rules: None,
        }
    }

    /// The session.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The cell at the keyboard cursor.
    pub fn cursor(&self) -> Option<CellId> {
        CellId::from_number(self.cursor)
    }

    /// Lets the computer play while it is to move (bounded by the game's longest length).
    pub fn let_computer_play(&mut self) -> Outcome {
        let revision = self.view.revision;
        let bound = self.session.game().length().max_actions();
        for _ in 0..bound {
            if !self.session.computer_to_move() || self.session.play_computer().is_err() {
                break;
            }
        }
        self.view = self.session.view();
        self.session.take_events();
        if self.view.revision != revision {
            Outcome::Changed
        } else {
            Outcome::Nothing
        }
    }

    /// Handles a key.
    pub fn key(&mut self, code: KeyCode) -> Outcome {
        if let Some(outcome) = rules_overlay_key(&mut self.rules, code) {
            return outcome;
        }
        let press = match code {
            KeyCode::Left => return self.step_cursor(-1),
            KeyCode::Right => return self.step_cursor(1),
            KeyCode::Up => return self.row_cursor(-1.0),
            KeyCode::Down => return self.row_cursor(1.0),
            KeyCode::Enter | KeyCode::Char(' ') => Press::Go,
            KeyCode::Char('f') => Press::ForDiamond,
            KeyCode::Char('u') => Press::Undo,
            KeyCode::Char('r') => Press::Rules,
            KeyCode::Char('n') => Press::NewGame,
            KeyCode::Char('m') => Press::Menu,
            KeyCode::Char('q') => return Outcome::Quit,
            KeyCode::Char(c) => match token_key(c) {
                Some(token) => Press::Token(token),
                None => return Outcome::Nothing,
            },
            _ => return Outcome::Nothing,
        };
        self.press(press)
    }

    /// Handles a left click at (`col`, `row`) of a terminal of `area` (its buttons labelled
    /// by `l10n`): anywhere during a
    /// hand-over, else a chip or a button, or a cell (the cursor goes there: a Tank's target).
    pub fn click(&mut self, col: u16, row: u16, area: Rect, l10n: &Localizer) -> Outcome {
        if self.rules.is_some() {
            return Outcome::Nothing;
        }
        if matches!(self.view.phase, Phase::HandOver { .. }) {
            return self.press(Press::Go);
        }
        let Ok(layout) = ColorBrakeLayout::new(area) else {
            return Outcome::Nothing;
        };
        if let Some(press) = Button::at(&layout.buttons(l10n), col, row) {
            return self.press(press);
        }
        let (x, y) = layout.cell_units_at(col, row);
        if let Some(cell) = self.view.cell_at(x, y) {
            self.cursor = cell.number();
        }
        Outcome::Nothing
    }

    /// Does what a chip or a button says. Nothing is played during a hand-over: no hand is
    /// shown then.
    fn press(&mut self, press: Press) -> Outcome {
        let handing_over = matches!(self.view.phase, Phase::HandOver { .. });
        let action = match press {
            Press::Rules => {
                self.rules = Some(0);
                return Outcome::Nothing;
            }
            Press::NewGame => return Outcome::Menu(MenuLevel::ColorBrake),
            Press::Menu => return Outcome::Menu(MenuLevel::Games),
            Press::Go if handing_over => {
                self.session.ready();
                self.view = self.session.view();
                return Outcome::Nothing;
            }
            _ if handing_over => return Outcome::Nothing,
            Press::Undo => {
                let _ = self.session.undo();
                self.pick = Pick::Place;
                return self.refresh();
            }
            Press::Go if self.view.phase == Phase::RoundOver => Action::NextRound,
            Press::Go => return Outcome::Nothing,
            Press::ForDiamond => {
                self.pick = toggle(self.pick, Pick::ForDiamond);
                return Outcome::Nothing;
            }
            Press::Token(Token::Tank) => {
                self.pick = toggle(self.pick, Pick::Tank);
                return Outcome::Nothing;
            }
            Press::Token(token) => match self.action_of(token) {
                Some(action) => action,
                None => return Outcome::Nothing,
            },
        };
        if self.session.play(action).is_ok() {
            self.pick = Pick::Place;
        }
        self.refresh()
    }

    /// The action a token kind's key plays now.
    pub fn action_of(&self, token: Token) -> Option<Action> {
        let m = match (token, self.pick) {
            (Token::Colour(c), _) if self.view.phase == Phase::ChooseRescue => Move::Rescue(c),
            (Token::Colour(c), Pick::Tank) => Move::Tank {
                cell: self.cursor()?,
                colour: c,
            },
            (Token::Colour(c), Pick::ForDiamond) => Move::ForDiamond(c),
            (Token::Colour(c), Pick::Place) => Move::Colour(c),
            (Token::Neutral, _) => Move::Neutral,
            (Token::Diamond | Token::Tank, _) => Move::Diamond,
        };
        Some(Action::Move(m))
    }

    /// Moves the cursor to the cell numbered `delta` further in its row.
    fn step_cursor(&mut self, delta: i8) -> Outcome {
        let here = self.cursor();
        let next = self
            .cursor
            .checked_add_signed(delta)
            .and_then(CellId::from_number)
            .filter(|c| Some(c.row()) == here.map(CellId::row));
        if let Some(cell) = next {
            self.cursor = cell.number();
        }
        Outcome::Nothing
    }

    /// Moves the cursor to the row drawn above (negative) or below, through the view's hit
    /// test one cell unit up or down.
    fn row_cursor(&mut self, dy: f32) -> Outcome {
        let here = self
            .view
            .cells
            .iter()
            .find(|c| c.cell.number() == self.cursor);
        if let Some(cell) = here.and_then(|c| self.view.cell_at(c.centre.x, c.centre.y + dy)) {
            self.cursor = cell.number();
        }
        Outcome::Nothing
    }

    /// Lets the computer answer, takes the next frame; the revision says whether the game
    /// changed.
    fn refresh(&mut self) -> Outcome {
        let revision = self.view.revision;
        self.let_computer_play();
        if let Some(next) = self.view.cells.iter().find(|c| c.next) {
            if self.pick != Pick::Tank {
                self.cursor = next.cell.number();
            }
        }
        if self.view.revision != revision {
            Outcome::Changed
        } else {
            Outcome::Nothing
        }
    }
}

/// `pick` turned on, or back to placing when it was on.
fn toggle(current: Pick, pick: Pick) -> Pick {
    if current == pick {
        Pick::Place
    } else {
        pick
    }
}

#[cfg(test)]
mod tests;
