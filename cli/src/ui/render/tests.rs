//! Drawing tests on ratatui's TestBackend: what a player sees for a given state.

use std::sync::Arc;

use dl_core::playout::play_random_game;
use dl_core::session::Session;
use dl_core::{Game, Rounds};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use ratatui::backend::TestBackend;
use ratatui::Terminal;

use crossterm::event::{KeyCode, KeyEvent};
use dl_app::l10n::{Language, Localizer};
use ratatui::layout::Rect;

use crate::ui::app::{App, Screen};
use crate::ui::keys::on_key;
use crate::ui::layout::GameLayout;
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
        "▶ Blue",
        "Yellow",
        "Set 1/3",
        "Bridges 0 · Regions 0 · Total 0",
        "B4  Y0  R2  G2  O1  P3",
        "Colour: 1–6 or capital letter",
        "[1:B×4]",
        "6:P×3",
        "[u] Undo",
        "[e] End turn",
        "[a] End by agreement",
        "[q] Quit",
        "Blue: place a stone.",
        "Cursor: column 2, row 1, region S1",
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
        t.contains("A red bridge is formed and cuts one bridge."),
        "{t}"
    );
    assert!(t.contains("Bridges 0 · Regions 0 · Total 0"));
}

/// Issue 9 §4: the compact drawing (2 columns × 1 row per cell) shows the stones with their
/// letters, the last stone, the bridge along a row with its cut dashes (R6), the red bridge
/// down the column on its stones' border columns, the region outlines and the dots.
#[test]
fn the_compact_drawing_shows_stones_bridges_outlines_and_dots() {
    let app = app_with_cut_bridge();
    let s = screen(&app, 50, 30);
    let t = s.join("\n");
    // Row y of the grid is screen row 1 + y; cell x's columns are 2x (border) and 2x + 1.
    assert_eq!(cols(&s[1], 4, 6), "<R", "the red stone, last placed:\n{t}");
    assert_eq!(cols(&s[2], 2, 9), "│B┃P╌G ", "{t}");
    assert_eq!(cols(&s[3], 4, 6), "┃O", "{t}");
    assert_eq!(cols(&s[2], 10, 12), "│•", "the dot beside the region:\n{t}");
    assert!(
        t.contains("A red bridge is formed and cuts one bridge."),
        "{t}"
    );
    assert!(t.contains("Turn 6 · Yellow to move"), "{t}");
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
    let t = screen(&app, 40, 12).join("\n");
    let needed = GameLayout::new(Rect::new(0, 0, 40, 12), app.view(), app.texts()).unwrap_err();
    assert!(t.contains("The terminal is too small"), "{t}");
    let size = format!(
        "It needs {}×{} characters; it has 40×12.",
        needed.width, needed.height
    );
    assert!(t.replace('\n', " ").contains(&size), "{size} in {t}");
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
    let t = s.join("\n");
    assert_eq!(s[0].trim_end(), "New game");
    let top = s.iter().position(|l| l.trim_end() == "4 rounds");
    let top = top.unwrap_or_else(|| panic!("{t}"));
    assert!(s[top + 1].contains(" 1  Up the Stairs"), "{t}");
    assert!(s[top + 1].contains("16 × 17"), "the size:\n{t}");
    assert_eq!(s[top + 8].trim_end(), "3 rounds", "{t}");
    assert!(s[top + 9].contains(" 7  Pyramid"), "{t}");
    assert!(s[top + 14].contains("12  Frankenstein"), "{t}");
    assert!(
        t.contains("Up the Stairs: 4 rounds (sets per player; press 3 or 4)"),
        "{t}"
    );
}

/// The new-game screen scrolls its list to keep the selection in view in a small terminal.
#[test]
fn the_new_game_list_scrolls_to_the_selection() {
    let mut app = tiny_app();
    on_key(&mut app, KeyEvent::from(KeyCode::Char('n')));
    for _ in 0..11 {
        on_key(&mut app, KeyEvent::from(KeyCode::Down));
    }
    let t = screen(&app, 80, 20).join("\n");
    assert!(t.contains("▶ 12  Frankenstein"), "{t}");
    assert!(!t.contains(" 1  Up the Stairs"), "scrolled:\n{t}");
}

#[test]
fn the_rules_screen_and_prompts_draw_their_text() {
    let mut app = tiny_app();
    on_key(
        &mut app,
        crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Char('r')),
    );
    let s = screen(&app, AREA.width, AREA.height);
    let t = s.join("\n");
    assert_eq!(s[0].trim_end(), "Rules", "{t}");
    assert!(
        t.contains("A turn") && t.contains("Blue and Yellow take turns"),
        "{t}"
    );
    assert!(
        t.contains("Blue has placed a stone; Yellow answers."),
        "the caption under the example:\n{t}"
    );
    for _ in 0..400 {
        on_key(&mut app, KeyEvent::from(KeyCode::Down));
    }
    let t = text(&app);
    assert!(
        t.contains("The players agree to end a short game: Blue wins 2–0."),
        "the last section at the end of the scroll:\n{t}"
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
        t.contains("End the game now?") && t.contains("y: end the game"),
        "{t}"
    );
}

/// Issue 10: the rules screen paints each section's example board from its saved game: the
/// first example, Blue's stone and Yellow's answer (R4.1).
#[test]
fn the_rules_examples_are_painted_by_the_board_painter() {
    let mut app = tiny_app();
    on_key(&mut app, KeyEvent::from(KeyCode::Char('r')));
    let s = screen(&app, AREA.width, AREA.height);
    let caption = s
        .iter()
        .position(|l| l.contains("Blue has placed a stone; Yellow answers."))
        .unwrap();
    let board = &s[caption - 12..caption];
    let t = board.join("\n");
    let row_of = |text: &str| board.iter().position(|l| l.contains(text));
    let (top, blue, yellow) = (row_of("┌───"), row_of(" B "), row_of("<Y>"));
    assert!(top.is_some() && top < blue && blue < yellow, "{t}");
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
        "Turn 2 · The game is over",
        "The players agreed to end the game.",
        "Draw · Blue 0 – Yellow 0",
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
    let expected = format!("Game over, {winner} won {won}–{lost}");
    assert!(
        t.contains("A saved game is waiting: Pyramid."),
        "missing the question in\n{t}"
    );
    assert!(t.contains(&expected), "missing {expected:?} in\n{t}");
    assert!(!t.contains("to move,"), "{t}");
    assert!(
        t.contains("y: resume it · n: play Tiny"),
        "n plays the game on screen:\n{t}"
    );
}

/// Issue 10: the screens in German, from the catalogs.
#[test]
fn the_game_screen_speaks_german() {
    let mut app = tiny_app();
    app.set_texts(Localizer::for_language(Language::De));
    let t = text(&app);
    for expected in [
        "Divided Loyalties · Tiny · 3 Runden",
        "Zug 1 · Blau am Zug",
        "Satz 1/3",
        "Brücken 0 · Regionen 0 · Gesamt 0",
        "Farbe: 1–6 oder Großbuchstabe",
        "[u] Zug zurück",
        "[q] Beenden",
        "Blau: Setze einen Stein.",
        "Cursor: Spalte 2, Zeile 1",
    ] {
        assert!(t.contains(expected), "missing {expected:?} in\n{t}");
    }
}

/// Issue 10: Japanese texts, wide characters and all, fit on the screen.
#[test]
fn the_game_screen_speaks_japanese_in_80_by_24() {
    let mut app = App::new(Session::for_position(
        Arc::new(dl_core::builtin(7).unwrap().clone()),
        Rounds::Three,
    ));
    app.set_texts(Localizer::for_language(Language::Ja));
    let t = screen(&app, 80, 24).join("\n").replace(' ', "");
    for expected in [
        "1手目·青のターン",
        "色:1–6または大文字",
        "[u]手を戻す",
        "青:石を置いてください。",
    ] {
        assert!(t.contains(expected), "missing {expected:?} in\n{t}");
    }
}

/// The panel's and the status line's texts on the game screen of `app` in 80 × 24, as the
/// player's language gives them.
fn main_screen_texts(app: &App) -> Vec<String> {
    let texts = app.texts();
    let view = app.view();
    let rounds = app.session().game().rounds().count();
    let mut out = vec![
        texts.format(&dl_app::l10n::terminal::title(&view.position_name, rounds)),
        texts.tr(&dl_app::l10n::screen::panel_to_move(view.to_move)),
        texts.tr(&dl_app::l10n::terminal::TerminalLabel::ColourKeys),
        texts.tr(&dl_app::l10n::Label::PanelTotal),
    ];
    for player in dl_core::Player::BOTH {
        out.push(texts.tr(&dl_app::l10n::screen::player_name(player)));
    }
    for button in crate::ui::layout::Button::ALL {
        out.push(format!("[{}] {}", button.key(), button.label(texts)));
    }
    out
}

/// Issue 10: in the pseudo-locale (every text 40 % longer and accented) the main screen of
/// every built-in position at 80 × 24 shows every text whole: each panel text on its row, the
/// status message over the status rows.
#[test]
fn the_pseudo_locale_fits_the_main_screen_of_every_built_in_at_80_by_24() {
    for number in 1..=12 {
        let position = Arc::new(dl_core::builtin(number).unwrap().clone());
        let rounds = position.default_rounds();
        let mut app = App::new(Session::for_position(position, rounds));
        app.set_texts(Localizer::for_language(Language::Pseudo));
        let s = screen(&app, 80, 24);
        let t = s.join("\n");
        for text in main_screen_texts(&app) {
            assert!(t.contains(&text), "{number}: missing {text:?} in\n{t}");
        }
        let layout = GameLayout::new(Rect::new(0, 0, 80, 24), app.view(), app.texts()).unwrap();
        let status = app.texts().tr(&app.view().message);
        let rows: Vec<&str> = s[usize::from(layout.status.y)..]
            .iter()
            .map(|r| r.trim_end())
            .collect();
        assert!(
            rows.join(" ").contains(&status),
            "{number}: the status {status:?} in\n{t}"
        );
        // A stone placed, ringed and described under the cursor: the description fits its
        // rows.
        let cell = app
            .session()
            .game()
            .context()
            .cells_accepting(dl_core::Color::Blue)[0];
        app.act(crate::ui::app::Action::Select(dl_core::Color::Blue));
        app.act(crate::ui::app::Action::Click(
            cell,
            std::time::Instant::now(),
        ));
        app.act(crate::ui::app::Action::Ring);
        let layout = GameLayout::new(Rect::new(0, 0, 80, 24), app.view(), app.texts()).unwrap();
        let described = crate::ui::layout::describe(app.view(), cell, app.texts()).unwrap();
        let lines = crate::ui::wrap::wrap(&described, usize::from(layout.panel.cursor.width));
        assert!(
            lines.len() <= usize::from(layout.panel.cursor.height),
            "{number}: {lines:?} in {:?}",
            layout.panel.cursor
        );
    }
}
