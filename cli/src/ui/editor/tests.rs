//! The editor screen without a terminal: keys and the mouse paint through dl-core's editor,
//! problems block saving (R9), test play leaves the store alone, and the runner's work saves,
//! shares and duplicates in a real store. Texts are checked in English.

use std::sync::Arc;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use dl_app::l10n::{Language, Localizer};
use dl_core::editor::{Paint, Tool};
use dl_core::position_csv::read_positions;
use dl_core::{Cell, Color};
use ratatui::backend::TestBackend;
use ratatui::Terminal;

use super::layout::EditorLayout;
use super::state::{Mode, Tone};
use super::{carry_out, EditorEffect};
use crate::persist::Persistence;
use crate::ui::app::{App, Effect, Prompt, Screen};
use crate::ui::keys::on_key;
use crate::ui::menu::MenuItem;
use crate::ui::mouse::on_mouse;
use crate::ui::render::draw;
use crate::ui::tests::{tiny_app, AREA};

/// The tiny game with its texts in English.
fn app() -> App {
    let mut app = tiny_app();
    app.set_texts(Localizer::for_language(Language::En));
    app
}

fn key(app: &mut App, code: KeyCode) {
    on_key(app, KeyEvent::new(code, KeyModifiers::NONE));
}

fn keys(app: &mut App, codes: &str) {
    for c in codes.chars() {
        key(app, KeyCode::Char(c));
    }
}

fn ctrl_s(app: &mut App) {
    on_key(
        app,
        KeyEvent::new(KeyCode::Char('s'), KeyModifiers::CONTROL),
    );
}

fn mouse(app: &mut App, kind: MouseEventKind, cell: Cell) {
    let drawing = app.editor().screen().unwrap().editor().drawing().clone();
    let cursor = app.editor().screen().unwrap().cursor();
    let layout = EditorLayout::new(AREA, drawing.width(), drawing.height(), cursor);
    let (column, row) = layout.cell_origin(cell).unwrap();
    let event = MouseEvent {
        kind,
        column: column + 1,
        row,
        modifiers: KeyModifiers::NONE,
    };
    on_mouse(app, event, AREA, std::time::Instant::now());
}

fn paint_of(app: &App, x: u8, y: u8) -> Paint {
    let screen = app.editor().screen().unwrap();
    screen
        .editor()
        .drawing()
        .paint(Cell::new(x, y))
        .unwrap()
        .clone()
}

fn codes(app: &App) -> Vec<&'static str> {
    let screen = app.editor().screen().unwrap();
    screen
        .editor()
        .problems()
        .iter()
        .map(|p| p.code())
        .collect()
}

/// The rows of `app` drawn in a terminal of `area`, no-break spaces read as spaces.
fn rows(app: &App, area: ratatui::layout::Rect) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(area.width, area.height)).unwrap();
    terminal.draw(|frame| draw(frame, app)).unwrap();
    let buf = terminal.backend().buffer();
    (0..area.height)
        .map(|y| {
            (0..area.width)
                .map(|x| buf.cell((x, y)).unwrap().symbol().replace('\u{a0}', " "))
                .collect::<String>()
        })
        .collect()
}

fn text(app: &App) -> String {
    rows(app, AREA).join("\n")
}

/// Opens a new 9 × 10 position from the new-game screen (the runner's work of going there
/// taken).
fn new_position(app: &mut App) {
    key(app, KeyCode::Char('n'));
    assert_eq!(app.screen(), Screen::NewGame);
    assert_eq!(app.take_effects(), [Effect::LoadMenu]);
    key(app, KeyCode::Char('p'));
    assert_eq!(app.screen(), Screen::Editor);
    for _ in 0..4 {
        key(app, KeyCode::Left);
        key(app, KeyCode::Up);
    }
    key(app, KeyCode::Up);
    key(app, KeyCode::Left);
    key(app, KeyCode::Down);
    key(app, KeyCode::Enter);
}

/// Paints a two-by-two `S1` region at the top-left corner and names the position `name`.
fn paint_small_position(app: &mut App, name: &str) {
    keys(app, "s1 ");
    key(app, KeyCode::Right);
    keys(app, " ");
    key(app, KeyCode::Down);
    keys(app, " ");
    key(app, KeyCode::Left);
    keys(app, " n");
    for c in name.chars() {
        key(app, KeyCode::Char(c));
    }
    key(app, KeyCode::Enter);
}

/// A store in a new temporary folder named for `test`, and the editor on a small position
/// named “Square”, not saved yet.
fn square_and_store(test: &str) -> (std::path::PathBuf, Persistence, App) {
    let dir = std::env::temp_dir().join(format!("dl-cli-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (persistence, _) = Persistence::open(&dir.join("store")).unwrap();
    let mut app = app();
    new_position(&mut app);
    paint_small_position(&mut app, "Square");
    (dir, persistence, app)
}

/// The index of the first position on the new-game screen: one of the player's (`own`) or a
/// built-in.
fn first_position(app: &App, own: bool) -> usize {
    app.menu()
        .entries()
        .iter()
        .position(
            |e| matches!(e, MenuItem::Position { library_id, .. } if library_id.is_some() == own),
        )
        .unwrap()
}

/// Carries out the work the keys asked of the runner, all of it the editor's.
fn run_editor_effects(
    app: &mut App,
    mut persistence: Option<&mut Persistence>,
    out: Option<&std::path::Path>,
) {
    for effect in app.take_effects() {
        let Effect::Editor(effect) = effect else {
            panic!("only the editor's work: {effect:?}");
        };
        carry_out(app, persistence.as_deref_mut(), out, effect);
    }
}

#[test]
fn a_new_position_gets_its_size_first_then_a_blank_grid_that_cannot_be_saved() {
    let mut app = app();
    new_position(&mut app);
    let screen = app.editor().screen().unwrap();
    assert_eq!(*screen.mode(), Mode::Paint);
    let drawing = screen.editor().drawing();
    assert_eq!((drawing.width(), drawing.height()), (9, 10));
    assert_eq!(codes(&app), ["editor_name_empty", "editor_no_region"]);
    ctrl_s(&mut app);
    assert!(app.take_effects().is_empty(), "saving is refused (R9)");
    let t = text(&app);
    for expected in [
        "Position editor",
        "9 × 10",
        "Problems",
        "Must be fixed before saving: The position has no name.",
        "Must be fixed before saving: The position has no region cell.",
        "[ctrl-s] Save",
        "[space] Paint",
    ] {
        assert!(t.contains(expected), "missing {expected:?} in\n{t}");
    }
}

#[test]
fn cancelling_a_new_positions_size_goes_back_to_the_new_game_screen() {
    let mut app = app();
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Char('p'));
    assert!(text(&app).contains("New position"));
    key(&mut app, KeyCode::Left);
    let t = text(&app);
    assert!(
        t.contains("┌ 12 × 13 ─"),
        "the grid at the size chosen:\n{t}"
    );
    app.take_effects();
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::NewGame);
    assert_eq!(app.take_effects(), [Effect::LoadMenu]);
    assert!(app.editor().screen().is_none());
}

/// R2: the letter of a token is its shade, the number tells regions of a shade apart.
#[test]
fn r2_brush_keys_choose_shade_and_number_dot_eraser_and_fill() {
    let mut app = app();
    new_position(&mut app);
    keys(&mut app, "w7 ");
    assert_eq!(paint_of(&app, 0, 0), Paint::region("W7"));
    keys(&mut app, "G");
    key(&mut app, KeyCode::Right);
    keys(&mut app, " ");
    assert_eq!(paint_of(&app, 1, 0), Paint::region("G7"));
    key(&mut app, KeyCode::Right);
    keys(&mut app, ". ");
    assert_eq!(paint_of(&app, 2, 0), Paint::Dot);
    keys(&mut app, "e ");
    assert_eq!(paint_of(&app, 2, 0), Paint::Empty);
    keys(&mut app, "S3f ");
    let screen = app.editor().screen().unwrap();
    assert_eq!(screen.editor().brush().tool, Tool::Fill);
    let drawing = screen.editor().drawing();
    let filled = drawing
        .cells()
        .iter()
        .filter(|p| **p == Paint::region("S3"))
        .count();
    assert_eq!(filled, 9 * 10 - 2, "the empty area is filled");
    keys(&mut app, "u");
    assert_eq!(
        paint_of(&app, 5, 5),
        Paint::Empty,
        "one undo takes the fill back"
    );
    keys(&mut app, "r");
    assert_eq!(paint_of(&app, 5, 5), Paint::region("S3"));
}

#[test]
fn a_mouse_drag_paints_a_stroke_that_one_undo_takes_back() {
    let mut app = app();
    new_position(&mut app);
    keys(&mut app, "g2");
    let left = MouseButton::Left;
    for (kind, x) in [
        (MouseEventKind::Down(left), 2),
        (MouseEventKind::Drag(left), 3),
        (MouseEventKind::Drag(left), 4),
        (MouseEventKind::Up(left), 4),
    ] {
        mouse(&mut app, kind, Cell::new(x, 3));
    }
    for x in 2..5 {
        assert_eq!(paint_of(&app, x, 3), Paint::region("G2"));
    }
    key(&mut app, KeyCode::Char('u'));
    for x in 2..5 {
        assert_eq!(paint_of(&app, x, 3), Paint::Empty);
    }
    // A drag without a press paints nothing.
    mouse(
        &mut app,
        MouseEventKind::Drag(MouseButton::Left),
        Cell::new(4, 4),
    );
    assert_eq!(paint_of(&app, 4, 4), Paint::Empty);
}

/// R9: a position with a blocking problem is neither saved nor played; a warning does not
/// block; the problem's cells are marked and Tab sends the cursor to them.
#[test]
fn r9_problems_are_listed_live_marked_on_their_cells_and_block_until_fixed() {
    let mut app = app();
    new_position(&mut app);
    paint_small_position(&mut app, "Tiny copy");
    assert!(codes(&app).is_empty(), "{:?}", codes(&app));
    // A second part of S1 away from the first: a warning only.
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    keys(&mut app, " ");
    assert_eq!(codes(&app), ["editor_split_region"]);
    let t = text(&app);
    assert!(
        t.contains("Warning: The region S1 is in 2 separate parts."),
        "{t}"
    );
    ctrl_s(&mut app);
    assert_eq!(app.take_effects(), [Effect::Editor(EditorEffect::Save)]);
    // A built-in's name blocks.
    keys(&mut app, "n");
    for _ in 0.."Tiny copy".len() {
        key(&mut app, KeyCode::Backspace);
    }
    keys(&mut app, "Octopus");
    key(&mut app, KeyCode::Enter);
    assert_eq!(codes(&app)[0], "editor_name_of_builtin");
    ctrl_s(&mut app);
    keys(&mut app, "x");
    assert!(app.take_effects().is_empty());
    keys(&mut app, "u");
    assert_eq!(codes(&app), ["editor_split_region"]);
    key(&mut app, KeyCode::Tab);
    let screen = app.editor().screen().unwrap();
    assert_eq!(
        screen.cursor(),
        Cell::new(0, 0),
        "the first cell of the split region"
    );
    assert_eq!(screen.focused_problem(), Some(0));
    let view = screen.editor().view();
    let flagged = view.cells.iter().filter(|c| c.flagged.is_some()).count();
    assert_eq!(flagged, 5);
}

#[test]
fn a_resize_that_would_cut_painted_cells_is_refused_with_the_reason() {
    let mut app = app();
    new_position(&mut app);
    for _ in 0..9 {
        key(&mut app, KeyCode::Down);
    }
    keys(&mut app, " z");
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Enter);
    let screen = app.editor().screen().unwrap();
    assert!(matches!(screen.mode(), Mode::Size { height: 9, .. }));
    let note = screen.note().unwrap();
    assert_eq!(note.tone, Tone::Refused);
    assert_eq!(
        note.text,
        "The new size would cut off one painted cell: erase it first."
    );
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Enter);
    let drawing = app.editor().screen().unwrap().editor().drawing().clone();
    assert_eq!((drawing.width(), drawing.height()), (10, 10));
}

#[test]
fn editing_a_copy_of_a_built_in_keeps_its_cells_and_asks_for_another_name() {
    let mut app = app();
    key(&mut app, KeyCode::Char('n'));
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Char('e'));
    assert_eq!(app.screen(), Screen::Editor);
    let octopus = dl_core::builtin(2).unwrap();
    let screen = app.editor().screen().unwrap();
    assert_eq!(screen.editor().drawing().name(), "Octopus");
    assert_eq!(codes(&app)[0], "editor_name_of_builtin");
    assert!(codes(&app).contains(&"editor_split_region"), "Octopus's S1");
    keys(&mut app, "n2");
    key(&mut app, KeyCode::Enter);
    let screen = app.editor().screen().unwrap();
    let position = screen.editor().to_position().unwrap();
    assert_eq!(position.name(), "Octopus2");
    assert!(position.same_board(octopus));
}

#[test]
fn leaving_with_unsaved_changes_asks_first() {
    let mut app = app();
    new_position(&mut app);
    keys(&mut app, " ");
    app.take_effects();
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Editor);
    let t = text(&app);
    assert!(t.contains("Leave the editor?"), "{t}");
    assert!(
        t.contains("The changes since the last save will be lost."),
        "{t}"
    );
    keys(&mut app, "n");
    assert_eq!(app.screen(), Screen::Editor);
    key(&mut app, KeyCode::Esc);
    keys(&mut app, "y");
    assert_eq!(app.screen(), Screen::NewGame);
    assert_eq!(app.take_effects(), [Effect::LoadMenu]);
}

/// Test play starts a game on the unsaved position (R9) that the store never sees, and gives
/// the game that was on screen back afterwards.
#[test]
fn test_play_plays_the_unsaved_position_without_the_store_then_comes_back() {
    let mut app = app();
    let before = app.session().game().clone();
    new_position(&mut app);
    keys(&mut app, "t");
    assert_eq!(app.screen(), Screen::Editor, "no region: no test play");
    paint_small_position(&mut app, "");
    assert_eq!(codes(&app), ["editor_name_empty"]);
    app.take_effects();
    keys(&mut app, "t");
    assert_eq!(app.screen(), Screen::Game);
    assert!(app.editor().test_playing());
    assert_eq!(app.session().game().position().name(), "?");
    assert!(text(&app).contains("Test play · [esc] Position editor"));
    keys(&mut app, "1 e");
    assert_eq!(
        app.session().game().board().stone(Cell::new(0, 0)),
        Some(Color::Blue)
    );
    assert!(app.take_effects().is_empty(), "a test play is not kept");
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Editor);
    assert!(!app.editor().test_playing());
    assert_eq!(app.session().game(), &before);
    assert!(app.take_effects().is_empty());
}

#[test]
fn the_new_game_screen_offers_the_editors_keys() {
    let mut app = app();
    key(&mut app, KeyCode::Char('n'));
    let t = text(&app);
    assert!(
        t.contains("[p] New position  [e] Edit a copy  [c] Duplicate"),
        "{t}"
    );
}

/// The runner's work in a real store: save, save again into the same entry, share as CSV
/// (read back equal, R9), duplicate; without a store, saving says why.
#[test]
fn saving_sharing_and_duplicating_go_through_the_store_and_the_shared_folder() {
    let (dir, mut persistence, mut app) = square_and_store("editor");
    carry_out(&mut app, None, None, EditorEffect::Save);
    let note = app.editor().screen().unwrap().note().unwrap().clone();
    assert_eq!(note.tone, Tone::Refused);
    carry_out(&mut app, Some(&mut persistence), None, EditorEffect::Save);
    let screen = app.editor().screen().unwrap();
    assert_eq!(
        screen.note().unwrap().text,
        "“Square” is saved in My positions."
    );
    assert!(!screen.is_dirty());
    let id = screen.library_id().unwrap().to_owned();
    keys(&mut app, "g ");
    carry_out(&mut app, Some(&mut persistence), None, EditorEffect::Save);
    let saved = persistence.store().library_position(&id).unwrap();
    assert_eq!(saved.name(), "Square");
    let listing = persistence.store().positions().unwrap();
    assert_eq!(
        listing.entries.len(),
        12 + 1,
        "saved again into the same entry"
    );

    let shared = dir.join("shared");
    carry_out(&mut app, None, Some(&shared), EditorEffect::Share);
    let note = app.editor().screen().unwrap().note().unwrap().clone();
    let csv_path = shared.join("square.csv");
    assert_eq!(
        note.text,
        format!("The position was written to {}.", csv_path.display())
    );
    let read = read_positions(&std::fs::read(&csv_path).unwrap()).unwrap();
    assert!(read[0].same_board(&saved) && read[0].name() == "Square");
    carry_out(&mut app, None, Some(&shared), EditorEffect::Share);
    assert!(
        shared.join("square-2.csv").exists(),
        "never over an earlier file"
    );

    app.leave_editor();
    carry_out(
        &mut app,
        Some(&mut persistence),
        None,
        EditorEffect::Duplicate(id),
    );
    let names: Vec<String> = persistence
        .store()
        .positions()
        .unwrap()
        .entries
        .iter()
        .skip(12)
        .map(|e| e.position.name().to_owned())
        .collect();
    assert_eq!(names, ["Square", "Square 2"]);
    drop(persistence);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The player's positions on the new-game screen: `m` types a new name (shown on the last
/// row) that enter gives to the store, `x` writes the position as CSV into the shared folder
/// (read back equal, R9) and says where; built-ins have neither.
#[test]
fn the_players_positions_are_renamed_and_shared_from_the_new_game_screen() {
    let (dir, mut persistence, mut app) = square_and_store("library");
    carry_out(&mut app, Some(&mut persistence), None, EditorEffect::Save);
    let id = app
        .editor()
        .screen()
        .unwrap()
        .library_id()
        .unwrap()
        .to_owned();
    app.leave_editor();
    assert_eq!(app.take_effects(), [Effect::LoadMenu]);
    crate::ui::terminal::load_menu(&mut app, &mut persistence);
    let built_in = first_position(&app, false);
    app.menu_mut().select(built_in);
    keys(&mut app, "mx");
    assert!(app.editor().name_field().is_none() && app.take_effects().is_empty());

    let own = first_position(&app, true);
    app.menu_mut().select(own);
    keys(&mut app, "m");
    key(&mut app, KeyCode::Backspace);
    keys(&mut app, "ED");
    assert!(text(&app).contains("SquarED_"), "{}", text(&app));
    key(&mut app, KeyCode::Enter);
    run_editor_effects(&mut app, Some(&mut persistence), None);
    let renamed = persistence.store().library_position(&id).unwrap();
    assert_eq!(renamed.name(), "SquarED");

    let shared = dir.join("shared");
    app.menu_mut().select(own);
    keys(&mut app, "x");
    run_editor_effects(&mut app, None, Some(&shared));
    let csv_path = shared.join("squared.csv");
    let read = read_positions(&std::fs::read(&csv_path).unwrap()).unwrap();
    assert!(read[0].same_board(&renamed) && read[0].name() == "SquarED");
    assert!(
        matches!(app.prompt(), Some(Prompt::Info { lines, .. })
            if lines[0].contains(&csv_path.display().to_string())),
        "{:?}",
        app.prompt()
    );
    drop(persistence);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_position_saved_is_the_one_painted_and_the_game_plays_on_it() {
    let mut app = app();
    new_position(&mut app);
    paint_small_position(&mut app, "Square");
    let position = app
        .editor()
        .screen()
        .unwrap()
        .editor()
        .to_position()
        .unwrap();
    assert_eq!(
        (position.width(), position.height()),
        (3, 3),
        "R2: the used cells and an empty column and row"
    );
    let game = dl_core::Game::new(Arc::new(position), dl_core::Rounds::Three);
    assert!(!game.context().cells_accepting(Color::Blue).is_empty());
}

/// At 80 × 24 with a long list of the player's positions, the library's keys have their own
/// last row: the new-game screen's last footer line (here an error) stays in view above it,
/// and a click on the last entry shown starts that entry.
#[test]
fn the_library_keys_leave_the_new_game_screens_footer_in_view_at_80_by_24() {
    let mut app = app();
    key(&mut app, KeyCode::Char('n'));
    app.take_effects();
    let own: Vec<(String, Arc<dl_core::Position>)> = (1..=12)
        .map(|i| {
            (
                format!("id-{i}"),
                Arc::new(dl_core::builtin(1).unwrap().clone()),
            )
        })
        .collect();
    app.menu_mut().set_store_lists(own, Vec::new());
    let last = app.menu().entries().len() - 1;
    app.menu_mut().select(last);
    app.menu_mut().error = Some("The last footer line.".to_owned());
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    let rows = rows(&app, area);
    assert!(rows[23].starts_with("[p] New position"), "{rows:#?}");
    assert!(rows[22].starts_with("The last footer line."), "{rows:#?}");
    let last_shown = rows.iter().rposition(|row| row.contains("▶")).unwrap();
    let event = MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: 10,
        row: u16::try_from(last_shown).unwrap(),
        modifiers: KeyModifiers::NONE,
    };
    on_mouse(&mut app, event, area, std::time::Instant::now());
    assert_eq!(app.screen(), Screen::Game, "the selected entry started");
}

#[test]
fn a_small_terminal_draws_the_editor_without_panicking() {
    let mut app = app();
    new_position(&mut app);
    for (w, h) in [(20, 5), (1, 1), (80, 24)] {
        let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
        terminal.draw(|frame| draw(frame, &app)).unwrap();
    }
}
