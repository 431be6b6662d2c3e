//! The collection in the terminal: the game menu (Divided Loyalties, Discorder, Color Brake
//! ABAB and the saved games of all three), and the screens of the two other games, which live
//! beside Divided Loyalties' own screens in [`super::app::App`]. Each other game's screen is a
//! state of its own ([`DiscorderUi`], [`ColorBrakeUi`]) that answers keys and clicks with an
//! [`Outcome`]; this module turns outcomes into the app's effects (the store writes, the menu,
//! quitting). Every text comes from the app's [`dl_app::l10n::Localizer`].

mod draw;
mod menu;
pub mod paint;

use std::time::{SystemTime, UNIX_EPOCH};

use crossterm::event::KeyCode;
use dl_app::store::{GameRef, LoadedGame};
use dl_color_brake::session::{Mode, Session as ColorBrakeSession};
use dl_color_brake::{Game as ColorBrakeGame, Seat};
use dl_discorder::session::Session as DiscorderSession;
use ratatui::layout::Rect;
use ratatui::Frame;

use super::app::{Action, App, Effect, Screen};
use super::color_brake::ColorBrakeUi;
use super::discorder::DiscorderUi;
use super::layout::Button;

pub use menu::{Collection, GameMenu, MenuEntry, MenuLevel, Players};

/// What a key or a click on one of this module's screens asks of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing beyond the screen itself.
    Nothing,
    /// The game changed (its revision moved): the store writes it.
    Changed,
    /// Go to the game menu, at this list.
    Menu(MenuLevel),
    /// Leave the program.
    Quit,
}

/// A game of the other two games, on screen.
#[derive(Debug)]
pub enum OtherGame {
    /// Discorder.
    Discorder(Box<DiscorderUi>),
    /// Color Brake ABAB.
    ColorBrake(Box<ColorBrakeUi>),
}

impl OtherGame {
    /// The screen that shows it.
    pub fn screen(&self) -> Screen {
        match self {
            OtherGame::Discorder(_) => Screen::Discorder,
            OtherGame::ColorBrake(_) => Screen::ColorBrake,
        }
    }

    /// The game, for the store.
    pub fn game_ref(&self) -> GameRef<'_> {
        match self {
            OtherGame::Discorder(ui) => GameRef::from(ui.session()),
            OtherGame::ColorBrake(ui) => GameRef::from(ui.session()),
        }
    }
}

/// The terminal's part of the collection: the game menu and the other game on screen, if one
/// is (else Divided Loyalties is the game on screen).
#[derive(Debug, Default)]
pub struct Games {
    menu: GameMenu,
    playing: Option<OtherGame>,
}

impl Games {
    /// The game menu.
    pub fn menu(&self) -> &GameMenu {
        &self.menu
    }

    /// The game menu, to change.
    pub fn menu_mut(&mut self) -> &mut GameMenu {
        &mut self.menu
    }

    /// The other game on screen, if one is.
    pub fn playing(&self) -> Option<&OtherGame> {
        self.playing.as_ref()
    }

    /// The other game on screen, to change.
    pub fn playing_mut(&mut self) -> Option<&mut OtherGame> {
        self.playing.as_mut()
    }

    /// The screen of the game on screen when it is one of the other two games.
    pub fn home(&self) -> Option<Screen> {
        self.playing.as_ref().map(OtherGame::screen)
    }

    /// The other game on screen, for the store.
    pub fn game_ref(&self) -> Option<GameRef<'_>> {
        self.playing.as_ref().map(OtherGame::game_ref)
    }

    /// Divided Loyalties is on screen from now on.
    pub fn stop(&mut self) {
        self.playing = None;
    }

    /// Puts `game` on screen; returns its screen.
    pub fn play(&mut self, game: OtherGame) -> Screen {
        let screen = game.screen();
        self.playing = Some(game);
        screen
    }
}

/// A seed for a new game's chance (Discorder's draw of lots, Color Brake ABAB's shuffles):
/// the clock's nanoseconds mixed with the process id.
fn fresh_seed() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    nanos ^ u64::from(std::process::id()).rotate_left(32)
}

/// Shows the game menu at `level`, and asks the runner for the store's saved games.
pub fn open_menu(app: &mut App, level: MenuLevel) {
    app.games_mut().menu_mut().open(level);
    app.show(Screen::Games);
    app.push_effect(Effect::LoadMenu);
}

/// Plays a game the store read back or opened (already its current game).
pub fn open_loaded(app: &mut App, game: LoadedGame) {
    let other = match game {
        LoadedGame::DividedLoyalties(session) => return app.open_game(*session),
        LoadedGame::Discorder(session) => {
            OtherGame::Discorder(Box::new(DiscorderUi::new(*session)))
        }
        LoadedGame::ColorBrake(session) => {
            OtherGame::ColorBrake(Box::new(ColorBrakeUi::new(*session)))
        }
    };
    show_other(app, other, Effect::Resumed);
}

/// Puts `game` on screen and tells the runner what it is to the store (`Start` or `Resumed`);
/// a game that changed on the way (the computer moved) is written.
fn show_other(app: &mut App, game: OtherGame, effect: Effect) {
    let screen = app.games_mut().play(game);
    app.show(screen);
    app.push_effect(effect);
    let settled = match app.games_mut().playing_mut() {
        Some(OtherGame::ColorBrake(ui)) => ui.let_computer_play(),
        Some(OtherGame::Discorder(ui)) => ui.let_computer_play(),
        None => Outcome::Nothing,
    };
    follow(app, settled);
}

/// Carries out what a screen asked for.
fn follow(app: &mut App, outcome: Outcome) {
    match outcome {
        Outcome::Nothing => {}
        Outcome::Changed => app.push_effect(Effect::Autosave),
        Outcome::Menu(level) => open_menu(app, level),
        Outcome::Quit => app.quit(),
    }
}

/// Handles a key on one of this module's screens.
pub fn on_key(app: &mut App, code: KeyCode) {
    let outcome = match app.screen() {
        Screen::Games => return menu_key(app, code),
        _ => match app.games_mut().playing_mut() {
            Some(OtherGame::Discorder(ui)) => ui.key(code),
            Some(OtherGame::ColorBrake(ui)) => ui.key(code),
            None => Outcome::Nothing,
        },
    };
    follow(app, outcome);
}

/// Handles a left click at (`col`, `row`) of a terminal of `area` on one of this module's
/// screens.
pub fn on_click(app: &mut App, col: u16, row: u16, area: Rect) {
    let outcome = match app.screen() {
        Screen::Games => {
            if let Some(index) = draw::menu_entry_at(app.games().menu(), area, row) {
                app.games_mut().menu_mut().select(index);
                activate(app);
            }
            return;
        }
        _ => {
            let (games, texts) = app.games_mut_with_texts();
            match games.playing_mut() {
                Some(OtherGame::Discorder(ui)) => ui.click(col, row, area, texts),
                Some(OtherGame::ColorBrake(ui)) => ui.click(col, row, area, texts),
                None => Outcome::Nothing,
            }
        }
    };
    follow(app, outcome);
}

/// Draws one of this module's screens.
pub fn draw_screen(frame: &mut Frame<'_>, app: &App, area: Rect) {
    let games = app.games();
    match (app.screen(), games.playing()) {
        (Screen::Discorder, Some(OtherGame::Discorder(ui))) => ui.draw(frame, app.texts(), area),
        (Screen::ColorBrake, Some(OtherGame::ColorBrake(ui))) => ui.draw(frame, app.texts(), area),
        _ => draw::draw_menu(frame, games.menu(), app.texts(), area),
    }
}

fn menu_key(app: &mut App, code: KeyCode) {
    let menu = app.games_mut().menu_mut();
    match code {
        KeyCode::Up => menu.move_by(-1),
        KeyCode::Down => menu.move_by(1),
        KeyCode::Enter | KeyCode::Char(' ') => activate(app),
        KeyCode::Esc if menu.level() != MenuLevel::Games => menu.open(MenuLevel::Games),
        KeyCode::Esc => app.show(Screen::Game),
        KeyCode::Char('q') => app.quit(),
        _ => {}
    }
}

/// Does what the selected entry of the menu offers.
fn activate(app: &mut App) {
    let Some(entry) = app.games().menu().selected_entry() else {
        return;
    };
    match entry {
        MenuEntry::Game(Collection::DividedLoyalties) => app.act(Action::Press(Button::NewGame)),
        MenuEntry::Game(Collection::Discorder) => open_menu(app, MenuLevel::Discorder),
        MenuEntry::Game(Collection::ColorBrake) => open_menu(app, MenuLevel::ColorBrake),
        MenuEntry::Saved { id, .. } => app.push_effect(Effect::OpenSaved(id)),
        MenuEntry::Discorder(players, starter) => {
            let mut session = DiscorderSession::start(starter, fresh_seed());
            if players == Players::AgainstComputer {
                session.set_computer(Some(dl_discorder::Player::Black));
            }
            let game = OtherGame::Discorder(Box::new(DiscorderUi::new(session)));
            show_other(app, game, Effect::Start);
        }
        MenuEntry::ColorBrake(players, length) => {
            let mode = match players {
                Players::Two => Mode::PassAndPlay,
                Players::AgainstComputer => Mode::VsComputer {
                    computer: Seat::Two,
                },
            };
            let session = ColorBrakeSession::new(ColorBrakeGame::new(fresh_seed(), length), mode);
            let game = OtherGame::ColorBrake(Box::new(ColorBrakeUi::new(session)));
            show_other(app, game, Effect::Start);
        }
    }
}

#[cfg(test)]
mod tests;
