//! The Discorder screen without a terminal: keys, clicks through the session's hit test, the
//! tool choice, refusals, the rules, and what is drawn (ratatui's TestBackend, English texts).

use crossterm::event::KeyCode;
use dl_app::l10n::{Language, Localizer};
use dl_discorder::session::{Session, Target, Tool};
use dl_discorder::{Cell, Edge, Player, Starter};
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;
use ratatui::Terminal;

use super::draw::DiscorderLayout;
use super::DiscorderUi;
use crate::ui::games::{MenuLevel, Outcome};

const AREA: Rect = Rect::new(0, 0, 100, 30);

fn new_ui() -> DiscorderUi {
    DiscorderUi::new(Session::start(Starter::Yellow, 0))
}

fn keys(ui: &mut DiscorderUi, codes: &[KeyCode]) -> Vec<Outcome> {
    codes.iter().map(|c| ui.key(*c)).collect()
}

fn en() -> Localizer {
    Localizer::for_language(Language::En)
}

fn screen(ui: &DiscorderUi, area: Rect) -> String {
    let l10n = en();
    let mut terminal = Terminal::new(TestBackend::new(area.width, area.height)).unwrap();
    terminal.draw(|frame| ui.draw(frame, &l10n, area)).unwrap();
    let buf = terminal.backend().buffer();
    (0..area.height)
        .map(|y| {
            (0..area.width)
                .map(|x| buf.cell((x, y)).unwrap().symbol().to_owned())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The terminal position of a point in cell units on the screen of [`AREA`].
fn at(x: f64, y: f64) -> (u16, u16) {
    DiscorderLayout::new(AREA).unwrap().terminal_at(x, y)
}

#[test]
fn d2_keys_place_a_tile_at_the_cursor_and_the_peg_tool_places_a_peg_below_it() {
    let mut ui = new_ui();
    assert_eq!(
        keys(
            &mut ui,
            &[KeyCode::Right, KeyCode::Down, KeyCode::Char(' ')]
        ),
        [Outcome::Nothing, Outcome::Nothing, Outcome::Changed]
    );
    assert_eq!(
        ui.session.game().board().tile(Cell::new(1, 1)),
        Some(Player::Yellow)
    );
    // Black's peg on the edge below (1, 1): it touches Yellow's tile (D3.1).
    assert_eq!(ui.key(KeyCode::Char('p')), Outcome::Nothing);
    assert_eq!(ui.view.tool, Tool::Peg);
    assert_eq!(ui.key(KeyCode::Enter), Outcome::Changed);
    assert!(ui.session.game().board().has_peg(Edge::new(1, 1)));
    assert_eq!(ui.view.tool, Tool::Tile, "a turn starts with tiles");
    assert_eq!(ui.key(KeyCode::Char('u')), Outcome::Changed);
    assert!(!ui.session.game().board().has_peg(Edge::new(1, 1)));
}

#[test]
fn d2_a_refused_tile_flashes_its_cell_and_changes_nothing() {
    let mut ui = new_ui();
    ui.key(KeyCode::Char(' '));
    let revision = ui.view.revision;
    assert_eq!(ui.key(KeyCode::Char(' ')), Outcome::Nothing);
    assert_eq!(ui.view.revision, revision);
    assert_eq!(ui.flash, Some(Target::Cell(Cell::new(0, 0))));
    let text = screen(&ui, AREA);
    assert!(
        text.contains("There is already a tile at column 1, row 1."),
        "{text}"
    );
}

#[test]
fn d3_1_the_peg_tool_is_refused_on_the_empty_board() {
    let mut ui = new_ui();
    assert_eq!(ui.key(KeyCode::Char('p')), Outcome::Nothing);
    assert_eq!(ui.view.tool, Tool::Tile);
    assert!(screen(&ui, AREA).contains("No line accepts a peg now."));
}

#[test]
fn clicks_are_hit_tested_by_the_session_with_the_tool_in_use() {
    let mut ui = new_ui();
    let (col, row) = at(3.5, 4.5);
    assert_eq!(ui.click(col, row, AREA, &en()), Outcome::Changed);
    assert_eq!(
        ui.session.game().board().tile(Cell::new(3, 4)),
        Some(Player::Yellow)
    );
    assert_eq!(ui.cursor, Cell::new(3, 4));
    ui.key(KeyCode::Char('p'));
    // The grid line below (3, 4): Black's peg there.
    let (col, row) = at(3.5, 5.0);
    assert_eq!(ui.click(col, row, AREA, &en()), Outcome::Changed);
    assert!(ui.session.game().board().has_peg(Edge::new(3, 4)));
    // Far outside the board: nothing.
    assert_eq!(ui.click(0, AREA.height - 1, AREA, &en()), Outcome::Nothing);
}

#[test]
fn the_panel_buttons_do_what_their_keys_do() {
    let mut ui = new_ui();
    let layout = DiscorderLayout::new(AREA).unwrap();
    let press = |ui: &mut DiscorderUi, key: char| {
        let button = layout
            .buttons(&en())
            .into_iter()
            .find(|b| b.key == key)
            .unwrap();
        ui.click(button.rect.x + 1, button.rect.y, AREA, &en())
    };
    assert_eq!(press(&mut ui, 'n'), Outcome::Menu(MenuLevel::Discorder));
    assert_eq!(press(&mut ui, 'm'), Outcome::Menu(MenuLevel::Games));
    assert_eq!(press(&mut ui, 'r'), Outcome::Nothing);
    assert_eq!(ui.rules, Some(0));
    let text = screen(&ui, AREA);
    assert!(text.contains("Rules · Discorder"), "{text}");
    assert!(text.contains("Yellow and Black take turns"), "{text}");
    assert_eq!(ui.key(KeyCode::Down), Outcome::Nothing);
    assert_eq!(ui.rules, Some(1));
    assert_eq!(ui.key(KeyCode::Esc), Outcome::Nothing);
    assert_eq!(ui.rules, None);
    assert_eq!(ui.key(KeyCode::Char('q')), Outcome::Quit);
}

#[test]
fn the_screen_shows_tiles_pegs_lines_scores_tools_and_the_status() {
    let mut ui = new_ui();
    // Yellow's three on row 1 (0,0)-(2,0), closed by the board's edge and Black's (3,0): a
    // settled point (D5).
    for cell in [(0, 0), (0, 6), (1, 0), (1, 6), (2, 0), (3, 0)] {
        ui.session.place_tile(Cell::new(cell.0, cell.1)).unwrap();
    }
    ui.refresh();
    ui.cursor = Cell::new(5, 5);
    let text = screen(&ui, AREA);
    for expected in [
        "Discorder",
        " ○ ━ ○ ━ ○   ● ",
        "Yellow",
        "25 tiles left",
        "1 point · 1 settled",
        "10 pegs left",
        "[t] Tile",
        "[p] Peg",
        "[u] Undo",
        "Yellow: place a tile, or choose a peg.",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
}

#[test]
fn a_terminal_too_small_says_how_large_it_must_be() {
    let ui = new_ui();
    let text = screen(&ui, Rect::new(0, 0, 60, 20));
    assert!(text.contains("The terminal is too small"), "{text}");
    assert!(text.contains("72 × 22"), "{text}");
}

/// In every language and the pseudo-locale, at 80 × 24, every button's whole label fits in the
/// panel, on rows of its own below the players, and no two buttons overlap.
#[test]
fn the_buttons_fit_the_panel_in_every_language() {
    let area = Rect::new(0, 0, 80, 24);
    let layout = DiscorderLayout::new(area).unwrap();
    for language in Language::ALL.into_iter().chain([Language::Pseudo]) {
        let l10n = Localizer::for_language(language);
        crate::ui::games::paint::assert_buttons_fit(&layout.buttons(&l10n), layout.panel(), &l10n);
    }
}
