//! Drawing tests on ratatui's TestBackend: what a player sees for a given state.

use std::sync::Arc;

use dl_core::playout::play_random_game;
use dl_core::session::Session;
use dl_core::{Game, Rounds};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use ratatui::backend::TestBackend;
use ratatui::Terminal;

use crate::ui::app::{App, Screen};
use crate::ui::keys::on_key;
use crate::ui::tests::{app_with_cut_bridge, tiny_app, AREA};

use super::draw;

fn screen(app: &App, width: u16, height: u16) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| draw(frame, app)).unwrap();
    let buf = terminal.backend().buffer();
    (0..height)
        .map(|y| {
            (0..width)
                .map(|x| buf.cell((x, y)).unwrap().symbol().to_owned())
                .collect::<String>()
        })
        .collect()
}

/// Characters `from..to` of a screen row.
fn cols(row: &str, from: usize, to: usize) -> String {
    row.chars().skip(from).take(to - from).collect()
}

fn text(app: &App) -> String {
    screen(app, AREA.width, AREA.height).join("\n")
}

#[test]
fn a_new_game_shows_sets_scores_supplies_chips_buttons_and_the_status() {
    let app = tiny_app();
    let t = text(&app);
    for expected in [
        "Divided Loyalties · Tiny · 3 rounds",
        "Turn 1 · Blue to move",
        "▶ BLUE",
        "YELLOW",
        "Set 1/3",
        "bridges 0  regions 0  total 0",
        "B4  Y0  R2  G2  O1  P3",
        "[1:B×4]",
        "6:P×3",
        "[u] Undo",
        "[e] End turn",
        "Blue: place a stone.",
        "Cursor 1,0 · region S1",
    ] {
        assert!(t.contains(expected), "missing {expected:?} in\n{t}");
    }
}

#[test]
fn regions_have_borders_and_dots_are_drawn() {
    let app = tiny_app();
    let s = screen(&app, AREA.width, AREA.height);
    // Row y of the grid is screen row 2 + 2y; the border above row 0 is row 1.
    assert_eq!(cols(&s[1], 4, 21), "┌───────────────┐");
    assert!(s[4].contains("│ •"), "the dot at (5, 1): {:?}", s[4]);
    assert_eq!(cols(&s[5], 4, 21), "├───────────────┤", "S1 above G1");
    assert_eq!(cols(&s[9], 4, 21), "└───────────────┘");
}

#[test]
fn stones_show_letters_rings_the_last_stone_and_bridges_cut_or_not() {
    let app = app_with_cut_bridge();
    let s = screen(&app, AREA.width, AREA.height);
    // Row 1 of the grid: Blue's cut bridge B-P-G, dashed.
    assert_eq!(cols(&s[4], 5, 16), " B ╌ P ╌ G ", "{}", s.join("\n"));
    // Column 2: the red bridge R-P-O, solid, the red stone last placed.
    assert_eq!(cols(&s[2], 9, 12), "<R>");
    assert_eq!(cols(&s[3], 10, 11), "┃");
    assert_eq!(cols(&s[5], 10, 11), "┃");
    assert_eq!(cols(&s[6], 9, 12), " O ");
    let t = s.join("\n");
    assert!(
        t.contains("A red bridge is formed and cuts 1 bridge(s)."),
        "{t}"
    );
    assert!(t.contains("bridges 0  regions 0  total 0"));
}

#[test]
fn open_dots_for_the_chosen_colour_are_marked() {
    let mut app = tiny_app();
    crate::ui::tests::turn(&mut app, dl_core::Cell::new(3, 1), dl_core::Color::Blue);
    crate::ui::tests::turn(&mut app, dl_core::Cell::new(4, 2), dl_core::Color::Yellow);
    crate::ui::tests::turn(&mut app, dl_core::Cell::new(4, 1), dl_core::Color::Purple);
    crate::ui::tests::turn(&mut app, dl_core::Cell::new(3, 2), dl_core::Color::Orange);
    app.act(crate::ui::app::Action::Select(dl_core::Color::Green));
    let s = screen(&app, AREA.width, AREA.height);
    assert_eq!(cols(&s[4], 21, 24), "(•)", "{}", s.join("\n"));
    assert_eq!(cols(&s[6], 21, 24), " • ", "not open for green");
}

#[test]
fn a_terminal_too_small_says_so() {
    let app = tiny_app();
    let t = screen(&app, 50, 12).join("\n");
    assert!(t.contains("The terminal is too small"), "{t}");
    assert!(
        t.contains("It needs 66×26 characters; it has 50×12."),
        "{t}"
    );
}

#[test]
fn the_new_game_screen_groups_the_built_ins() {
    let mut app = tiny_app();
    on_key(
        &mut app,
        crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Char('n')),
    );
    assert_eq!(app.screen(), Screen::NewGame);
    let s = screen(&app, AREA.width, AREA.height);
    assert_eq!(s[3].trim_end(), "4-round positions");
    assert!(s[4].contains(" 1  Up the Stairs"), "{}", s[4]);
    assert!(s[12].contains(" 7  Pyramid"), "{}", s.join("\n"));
    assert!(s[17].contains("12  Frankenstein"));
}

#[test]
fn the_rules_screen_and_prompts_draw_their_text() {
    let mut app = tiny_app();
    on_key(
        &mut app,
        crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Char('r')),
    );
    let t = text(&app);
    assert!(
        t.contains("Rules in brief") && t.contains("COLOURS AND LOYALTY"),
        "{t}"
    );
    on_key(
        &mut app,
        crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Esc),
    );
    on_key(
        &mut app,
        crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Char('a')),
    );
    let t = text(&app);
    assert!(
        t.contains("End the game?") && t.contains("y: end the game"),
        "{t}"
    );
}

#[test]
fn the_end_of_the_game_shows_the_result() {
    let mut app = tiny_app();
    crate::ui::tests::turn(&mut app, dl_core::Cell::new(1, 1), dl_core::Color::Blue);
    on_key(
        &mut app,
        crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Char('a')),
    );
    on_key(
        &mut app,
        crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Char('y')),
    );
    let t = text(&app);
    for expected in [
        "Turn 2 · the game is over",
        "Game over (agreed).",
        "A draw: Blue 0 - Yellow 0",
        "Game over: a draw.",
    ] {
        assert!(t.contains(expected), "missing {expected:?} in\n{t}");
    }
}

#[test]
fn every_screen_draws_in_any_terminal_size_without_panicking() {
    use crossterm::event::{KeyCode, KeyEvent};
    let mut apps = Vec::new();
    for keys in [&[][..], &['n'], &['r'], &['a'], &['n', 'f']] {
        let mut app = tiny_app();
        for k in keys {
            on_key(&mut app, KeyEvent::from(KeyCode::Char(*k)));
        }
        apps.push(app);
    }
    for app in &apps {
        for (w, h) in [(1, 1), (2, 1), (10, 3), (30, 8), (60, 20), (200, 2)] {
            screen(app, w, h);
        }
    }
}

#[test]
fn the_resume_question_of_a_finished_game_says_who_won_not_who_is_to_move() {
    let position = Arc::new(dl_core::builtin(7).unwrap().clone());
    let mut game = Game::new(position, Rounds::Three);
    play_random_game(&mut game, &mut SmallRng::seed_from_u64(5), 0.9).unwrap();
    let [blue, yellow] = game.scores().map(|s| s.total());
    assert_ne!(blue, yellow, "a seed with a winner (R8)");
    let (winner, won, lost) = if yellow > blue {
        ("Yellow", yellow, blue)
    } else {
        ("Blue", blue, yellow)
    };
    let mut app = tiny_app();
    app.offer_resume(Session::new(game));
    let t = text(&app);
    let expected =
        format!("A saved game is waiting: Pyramid, game over, {winner} won {won}–{lost}.");
    assert!(t.contains(&expected), "missing {expected:?} in\n{t}");
    assert!(!t.contains("to move,"), "{t}");
}
