//! The game menu through the app: the three games, a new game of each of the other two, the
//! store's effects, and the way back to the game on screen.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use dl_app::store::{GameKind, LoadedGame};
use dl_color_brake::session::{Mode, Session as ColorBrakeSession};
use dl_color_brake::{Game, GameLength};
use dl_discorder::session::Session as DiscorderSession;
use dl_discorder::Starter;

use super::{open_loaded, open_menu, MenuEntry, MenuLevel, Players};
use crate::ui::app::{App, Effect, Screen};
use crate::ui::keys::on_key;
use crate::ui::tests::tiny_app;

fn key(app: &mut App, code: KeyCode) {
    on_key(app, KeyEvent::new(code, KeyModifiers::NONE));
}

fn menu_app() -> App {
    let mut app = tiny_app();
    open_menu(&mut app, MenuLevel::Games);
    assert_eq!(app.take_effects(), [Effect::LoadMenu]);
    app
}

#[test]
fn the_menu_starts_a_game_of_discorder_which_the_store_keeps() {
    let mut app = menu_app();
    assert_eq!(app.screen(), Screen::Games);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.games().menu().level(), MenuLevel::Discorder);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Discorder);
    let effects = app.take_effects();
    assert!(effects.contains(&Effect::Start), "{effects:?}");
    assert_eq!(app.game_ref().kind(), GameKind::Discorder);
    // Black begins (the second choice): a tile by key is Black's, and the store writes it.
    key(&mut app, KeyCode::Char(' '));
    assert_eq!(app.take_effects(), [Effect::Autosave]);
    // The game menu and back: the game on screen is still Discorder.
    key(&mut app, KeyCode::Char('m'));
    assert_eq!(app.screen(), Screen::Games);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Discorder);
}

#[test]
fn the_menu_starts_color_brake_against_the_computer() {
    let mut app = menu_app();
    app.games_mut().menu_mut().select(2);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.games().menu().level(), MenuLevel::ColorBrake);
    app.games_mut().menu_mut().select(4);
    assert_eq!(
        app.games().menu().selected_entry(),
        Some(MenuEntry::ColorBrake(
            Players::AgainstComputer,
            GameLength::Rounds(4)
        ))
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::ColorBrake);
    assert_eq!(app.game_ref().kind(), GameKind::ColorBrake);
    // Esc in a list goes back to the games, and from there to the game on screen.
    open_menu(&mut app, MenuLevel::ColorBrake);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.games().menu().level(), MenuLevel::Games);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::ColorBrake);
}

#[test]
fn divided_loyalties_in_the_menu_opens_its_new_game_screen_and_its_games_stop_the_others() {
    let mut app = menu_app();
    open_loaded(
        &mut app,
        LoadedGame::Discorder(Box::new(DiscorderSession::start(Starter::Yellow, 0))),
    );
    assert_eq!(app.take_effects(), [Effect::Resumed]);
    assert_eq!(app.screen(), Screen::Discorder);
    key(&mut app, KeyCode::Char('m'));
    app.take_effects();
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::NewGame);
    // Esc goes back to the game on screen, Discorder.
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Discorder);
    key(&mut app, KeyCode::Char('m'));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game);
    assert_eq!(app.game_ref().kind(), GameKind::DividedLoyalties);
    assert!(app.games().playing().is_none());
}

#[test]
fn the_menu_starts_discorder_against_the_computer_which_answers_each_tile() {
    let mut app = menu_app();
    app.games_mut().menu_mut().select(1);
    key(&mut app, KeyCode::Enter);
    app.games_mut().menu_mut().select(3);
    assert_eq!(
        app.games().menu().selected_entry(),
        Some(MenuEntry::Discorder(
            Players::AgainstComputer,
            Starter::Yellow
        ))
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Discorder);
    app.take_effects();
    // Yellow's tile, then the computer's answer as Black: both written.
    key(&mut app, KeyCode::Char(' '));
    assert_eq!(app.take_effects(), [Effect::Autosave]);
    let Some(super::OtherGame::Discorder(ui)) = app.games().playing() else {
        panic!("Discorder is on screen");
    };
    assert_eq!(ui.session().computer(), Some(dl_discorder::Player::Black));
    assert_eq!(ui.session().game().action_count(), 2);
    assert!(!ui.session().computer_to_move());
}

#[test]
fn a_resumed_game_where_the_computer_is_to_move_is_played_on_and_written() {
    let mut app = menu_app();
    let session = ColorBrakeSession::new(
        Game::new(1918, GameLength::rounds(2).unwrap()),
        Mode::VsComputer {
            computer: dl_color_brake::Seat::One,
        },
    );
    open_loaded(&mut app, LoadedGame::ColorBrake(Box::new(session)));
    assert_eq!(app.take_effects(), [Effect::Resumed, Effect::Autosave]);
    assert_eq!(app.screen(), Screen::ColorBrake);
}
