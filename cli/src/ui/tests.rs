//! Behaviour of the terminal game without a terminal: keys, clicks, prompts and the effects
//! asked of the runner.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use dl_core::computer::Level;
use dl_core::opponent::Opponent;
use dl_core::position_csv::read_positions;
use dl_core::session::Session;
use dl_core::{Cell, Color, Loyalty, Player, Rounds};
use ratatui::layout::Rect;

use super::app::{Action, App, Effect, Prompt, Screen};
use super::keys::on_key;
use super::layout::{Button, GameLayout};
use super::mouse::on_mouse;

/// Region cells x 1-4 in rows 0-1 (S1) and 2-3 (G1); dots at (5, 1) and (5, 2).
pub const TINY: &str = "position_id,position_name,row,c0,c1,c2,c3,c4,c5
1,Tiny,0,.,S1,S1,S1,S1,.
1,Tiny,1,.,S1,S1,S1,S1,o
1,Tiny,2,.,G1,G1,G1,G1,o
1,Tiny,3,.,G1,G1,G1,G1,.
";

/// The screen used by the tests.
pub const AREA: Rect = Rect::new(0, 0, 100, 40);

/// A game on the tiny position, 3 rounds.
pub fn tiny_app() -> App {
    let position = read_positions(TINY.as_bytes()).unwrap().remove(0);
    App::new(Session::for_position(Arc::new(position), Rounds::Three))
}

/// Places `color` on `cell` and ends the turn, through the app.
pub fn turn(app: &mut App, cell: Cell, color: Color) {
    app.act(Action::Select(color));
    app.act(Action::Click(cell, Instant::now()));
    app.act(Action::Press(Button::EndTurn));
}

/// Blue's bridge blue-purple-green on row 1 (formed in turn 5), cut in turn 6 by Yellow's red
/// bridge red-purple-orange down column 2.
pub fn app_with_cut_bridge() -> App {
    let mut app = tiny_app();
    turn(&mut app, Cell::new(1, 1), Color::Blue);
    turn(&mut app, Cell::new(2, 2), Color::Orange);
    turn(&mut app, Cell::new(2, 1), Color::Purple);
    turn(&mut app, Cell::new(4, 3), Color::Yellow);
    app.act(Action::Select(Color::Green));
    app.act(Action::Click(Cell::new(3, 1), Instant::now()));
    ring(&mut app, Cell::new(1, 1));
    ring(&mut app, Cell::new(3, 1));
    app.act(Action::Press(Button::EndTurn));
    app.act(Action::Select(Color::Red));
    app.act(Action::Click(Cell::new(2, 0), Instant::now()));
    ring(&mut app, Cell::new(2, 0));
    ring(&mut app, Cell::new(2, 2));
    app
}

/// Rings a stone by moving the cursor there and pressing enter.
pub fn ring(app: &mut App, cell: Cell) {
    let c = app.cursor();
    app.act(Action::Move(
        (i16::from(cell.x) - i16::from(c.x)) as i8,
        (i16::from(cell.y) - i16::from(c.y)) as i8,
    ));
    app.act(Action::Ring);
}

fn key(app: &mut App, code: KeyCode) {
    on_key(app, KeyEvent::new(code, KeyModifiers::NONE));
}

fn click(app: &mut App, col: u16, row: u16, at: Instant) {
    let event = MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: col,
        row,
        modifiers: KeyModifiers::NONE,
    };
    on_mouse(app, event, AREA, at);
}

fn stone(app: &App, x: u8, y: u8) -> Option<Color> {
    app.session().game().board().stone(Cell::new(x, y))
}

#[test]
fn keys_move_the_cursor_choose_a_colour_place_and_end_the_turn() {
    let mut app = tiny_app();
    assert_eq!(app.cursor(), Cell::new(1, 0), "the first region cell");
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Char('6'));
    assert_eq!(app.view().selected, Some(Color::Purple));
    assert_eq!(
        app.take_effects(),
        [Effect::Autosave],
        "the selected colour is part of the saved game"
    );
    key(&mut app, KeyCode::Char(' '));
    assert_eq!(stone(&app, 2, 1), Some(Color::Purple));
    assert_eq!(app.take_effects(), [Effect::Autosave]);
    key(&mut app, KeyCode::Char('e'));
    assert_eq!(app.take_effects(), [Effect::Autosave]);
    assert_eq!(app.view().to_move, dl_core::Player::Yellow);
    key(&mut app, KeyCode::Char('u'));
    assert_eq!(app.take_effects(), [Effect::Autosave]);
    assert_eq!(app.view().to_move, dl_core::Player::Blue);
}

#[test]
fn a_refused_action_changes_nothing_saves_nothing_and_flashes() {
    let mut app = tiny_app();
    key(&mut app, KeyCode::Char(' '));
    app.take_effects();
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Char(' '));
    assert_eq!(app.view().message.code(), "already_placed");
    assert_eq!(app.flash(), Some(Cell::new(2, 0)));
    assert!(app.take_effects().is_empty());
    key(&mut app, KeyCode::Char('2'));
    assert_eq!(app.view().message.code(), "color_not_in_supply");
}

#[test]
fn two_rings_by_keyboard_form_a_bridge() {
    let app = app_with_cut_bridge();
    let bridges = &app.view().bridges;
    assert_eq!(bridges.len(), 2);
    assert!(bridges[0].cut && bridges[0].kind == Loyalty::Blue);
    assert_eq!(bridges[1].kind, Loyalty::Red);
    assert_eq!(app.view().message.code(), "bridge_formed");
}

#[test]
fn a_click_places_and_a_double_click_rings() {
    let mut app = tiny_app();
    let layout = GameLayout::new(AREA, app.view(), app.texts()).unwrap();
    let (col, row) = layout.board.glyph_origin(Cell::new(1, 1));
    let t = Instant::now();
    click(&mut app, col + 1, row, t);
    assert_eq!(stone(&app, 1, 1), Some(Color::Blue));
    click(&mut app, col + 1, row, t + Duration::from_millis(100));
    assert_eq!(
        app.session().ring(),
        None,
        "the placing click starts no double click"
    );
    assert_eq!(app.view().message.code(), "double_tap_to_ring");
    click(&mut app, col, row, t + Duration::from_millis(250));
    assert_eq!(app.session().ring(), Some(Cell::new(1, 1)));
    click(&mut app, col, row, t + Duration::from_millis(2000));
    click(&mut app, col, row, t + Duration::from_millis(2100));
    assert_eq!(
        app.session().ring(),
        None,
        "a second double click removes the ring"
    );
}

#[test]
fn chips_and_buttons_are_clickable() {
    let mut app = tiny_app();
    let layout = GameLayout::new(AREA, app.view(), app.texts()).unwrap();
    let chip = layout.panel.chips[3].1;
    click(&mut app, chip.x + 2, chip.y, Instant::now());
    assert_eq!(app.view().selected, Some(Color::Green));
    assert_eq!(app.take_effects(), [Effect::Autosave]);
    let layout = GameLayout::new(AREA, app.view(), app.texts()).unwrap();
    let rules = layout.panel.button(Button::Rules).unwrap();
    click(&mut app, rules.x + 1, rules.y, Instant::now());
    assert_eq!(app.screen(), Screen::Rules);
    key(&mut app, KeyCode::Esc);
    let quit = layout.panel.button(Button::Quit).unwrap();
    click(&mut app, quit.x, quit.y, Instant::now());
    assert_eq!(app.take_effects(), [Effect::Quit]);
}

/// Issue 9 §4: at the compact scale (a standard 80 × 24 terminal) a click on either column of
/// a cell places there, through the session's hit test, and a double click rings.
#[test]
fn clicks_land_on_the_cells_of_the_compact_drawing() {
    let mut app = App::new(Session::for_position(
        Arc::new(dl_core::builtin(7).unwrap().clone()),
        Rounds::Three,
    ));
    let area = Rect::new(0, 0, 80, 24);
    let layout = GameLayout::new(area, app.view(), app.texts()).unwrap();
    assert_eq!(layout.board.scale, crate::ui::layout::Scale::Compact);
    let target = app.session().game().context().cells_accepting(Color::Blue)[3];
    app.act(Action::Select(Color::Blue));
    let (col, row) = layout.board.glyph_origin(target);
    let event = |col, row| MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: col,
        row,
        modifiers: KeyModifiers::NONE,
    };
    let t = Instant::now();
    on_mouse(&mut app, event(col, row), area, t);
    assert_eq!(stone(&app, target.x, target.y), Some(Color::Blue));
    on_mouse(
        &mut app,
        event(col + 1, row),
        area,
        t + Duration::from_millis(900),
    );
    on_mouse(
        &mut app,
        event(col, row),
        area,
        t + Duration::from_millis(1000),
    );
    assert_eq!(
        app.session().ring(),
        Some(target),
        "either column of the cell"
    );
}

#[test]
fn a_lone_dot_stone_asks_before_the_turn_ends() {
    let mut app = tiny_app();
    turn(&mut app, Cell::new(3, 1), Color::Blue);
    turn(&mut app, Cell::new(4, 2), Color::Yellow);
    turn(&mut app, Cell::new(4, 1), Color::Purple);
    turn(&mut app, Cell::new(3, 2), Color::Orange);
    app.act(Action::Select(Color::Green));
    let dot = Cell::new(5, 1);
    app.act(Action::Click(dot, Instant::now()));
    assert_eq!(
        stone(&app, 5, 1),
        Some(Color::Green),
        "B P G would bridge through it"
    );
    app.take_effects();
    key(&mut app, KeyCode::Char('e'));
    assert!(matches!(app.prompt(), Some(Prompt::ConfirmEndTurn)));
    assert!(app.take_effects().is_empty());
    key(&mut app, KeyCode::Char('n'));
    assert!(app.prompt().is_none());
    assert_eq!(app.view().to_move, dl_core::Player::Blue);
    key(&mut app, KeyCode::Char('e'));
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(app.view().to_move, dl_core::Player::Yellow);
    assert_eq!(stone(&app, 5, 1), None, "the stone went back (R4.3)");
    assert_eq!(app.take_effects(), [Effect::Autosave]);
}

#[test]
fn agreeing_to_end_is_confirmed_first() {
    let mut app = tiny_app();
    key(&mut app, KeyCode::Char('a'));
    assert!(matches!(app.prompt(), Some(Prompt::ConfirmAgreeEnd)));
    key(&mut app, KeyCode::Esc);
    assert!(!app.session().game().is_over());
    key(&mut app, KeyCode::Char('a'));
    key(&mut app, KeyCode::Char('y'));
    assert!(app.session().game().is_over());
    assert_eq!(app.view().message.code(), "game_over_result");
}

#[test]
fn the_new_game_screen_starts_a_chosen_position_with_chosen_rounds() {
    let mut app = tiny_app();
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(app.screen(), Screen::NewGame);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Char('3'));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game);
    assert_eq!(app.session().game().position().name(), "Octopus");
    assert_eq!(app.session().game().rounds(), Rounds::Three);
    assert_eq!(
        app.take_effects(),
        [Effect::LoadMenu, Effect::Start],
        "the store's lists are shown, then the chosen game is started in the store"
    );
}

/// Issue 11 on the new-game screen: `c` cycles two players → the computer playing Yellow →
/// the computer playing Blue, `l` the level; the game starts against the computer chosen,
/// and the screen opens on the current game's choice.
#[test]
fn the_new_game_screen_chooses_the_computer_its_side_and_level() {
    let mut app = tiny_app();
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(app.menu_mut().opponent(), None);
    key(&mut app, KeyCode::Char('l'));
    assert_eq!(app.menu_mut().opponent(), None, "no level for two players");
    key(&mut app, KeyCode::Char('o'));
    key(&mut app, KeyCode::Char('l'));
    let yellow_hard = Opponent {
        side: Player::Yellow,
        level: Level::Hard,
    };
    assert_eq!(app.menu_mut().opponent(), Some(yellow_hard));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.session().opponent(), Some(yellow_hard));
    assert!(
        !app.session().computer_to_move(),
        "the player has Blue, who begins"
    );
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(
        app.menu_mut().opponent(),
        Some(yellow_hard),
        "the current game's choice"
    );
    key(&mut app, KeyCode::Char('o'));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.session().opponent().map(|o| o.side), Some(Player::Blue));
    assert!(app.session().computer_to_move());
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Char('o'));
    assert_eq!(app.menu_mut().opponent(), None);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.session().opponent(), None);
}

/// R8 against the computer: `a` asks no question; the status says why the game is not ended.
#[test]
fn agreement_against_the_computer_is_refused_without_a_question() {
    let mut app = tiny_app();
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Char('o'));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('a'));
    assert!(app.prompt().is_none());
    assert!(!app.session().game().is_over());
    assert_eq!(app.view().message.code(), "agreement_with_computer");
}

#[test]
fn saved_games_on_the_new_game_screen_are_resumed_or_deleted_after_a_question() {
    let mut app = tiny_app();
    key(&mut app, KeyCode::Char('n'));
    let own = Arc::new(read_positions(TINY.as_bytes()).unwrap().remove(0));
    app.menu_mut().set_store_lists(
        vec![("3-1".into(), own)],
        vec![("9-1".into(), "Octopus · turn 4".into())],
    );
    app.take_effects();
    for _ in 0..20 {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.take_effects(), [Effect::OpenSaved("9-1".into())]);
    key(&mut app, KeyCode::Char('d'));
    assert!(matches!(app.prompt(), Some(Prompt::ConfirmDelete(_))));
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(app.take_effects(), [Effect::DeleteSaved("9-1".into())]);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Char('d'));
    key(&mut app, KeyCode::Char('n'));
    assert!(app.take_effects().is_empty(), "kept when the answer is no");
    key(&mut app, KeyCode::Char('d'));
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(app.take_effects(), [Effect::DeletePosition("3-1".into())]);
    key(&mut app, KeyCode::Home);
    key(&mut app, KeyCode::Up);
    for _ in 0..20 {
        key(&mut app, KeyCode::Up);
    }
    key(&mut app, KeyCode::Char('d'));
    assert!(app.prompt().is_none(), "built-ins are not deleted");
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.session().game().position().name(), "Up the Stairs");
    assert_eq!(app.take_effects(), [Effect::Start]);
}

#[test]
fn a_csv_path_typed_on_the_new_game_screen_is_handed_to_the_runner() {
    let mut app = tiny_app();
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Char('f'));
    for c in "my.csv".chars() {
        key(&mut app, KeyCode::Char(c));
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.take_effects(),
        [Effect::LoadMenu, Effect::ImportCsv("my.csv".into())]
    );
    app.csv_loaded(Err("line 1: unknown header".into()));
    assert_eq!(app.menu().error.as_deref(), Some("line 1: unknown header"));
    let positions = read_positions(TINY.as_bytes()).unwrap();
    app.csv_loaded(Ok(positions));
    assert_eq!(app.menu().selected(), 12);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.session().game().position().name(), "Tiny");
}

#[test]
fn a_resume_offer_is_answered_with_y_or_n() {
    let mut other = tiny_app();
    turn(&mut other, Cell::new(1, 1), Color::Blue);
    let saved = other.session().clone();
    let mut app = App::new(Session::for_position(
        Arc::new(dl_core::builtin(1).unwrap().clone()),
        Rounds::Four,
    ));
    app.offer_resume(saved.clone());
    key(&mut app, KeyCode::Char('x'));
    assert!(app.prompt().is_some(), "other keys wait for an answer");
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(app.session().game(), saved.game());
    assert_eq!(
        app.take_effects(),
        [Effect::Resumed],
        "resuming rewrites nothing; the game is the store's current one"
    );
    app.offer_resume(saved);
    key(&mut app, KeyCode::Char('n'));
    assert_eq!(
        app.session().game().turn_number(),
        2,
        "the current game stays"
    );
}
