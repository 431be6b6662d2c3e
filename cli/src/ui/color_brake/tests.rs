//! The Color Brake ABAB screen without a terminal: the worked example of the crate's README
//! played with keys through every hand-over, refusals, the computer's seat, the picks, clicks
//! through the view's hit test, and what is drawn (ratatui's TestBackend, English texts).

use crossterm::event::KeyCode;
use dl_app::l10n::{Language, Localizer};
use dl_color_brake::session::{Mode, Phase, Session};
use dl_color_brake::{Game, GameLength, Seat, Winner};
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;
use ratatui::Terminal;

use super::draw::ColorBrakeLayout;
use super::{ColorBrakeUi, Pick};
use crate::ui::games::Outcome;

const AREA: Rect = Rect::new(0, 0, 100, 30);
/// The seed of the crate's worked example.
const SEED: u64 = 1918;

fn new_ui(mode: Mode) -> ColorBrakeUi {
    ColorBrakeUi::new(Session::new(
        Game::new(SEED, GameLength::rounds(2).unwrap()),
        mode,
    ))
}

fn key(ui: &mut ColorBrakeUi, c: char) -> Outcome {
    let code = match c {
        '\n' => KeyCode::Enter,
        c => KeyCode::Char(c),
    };
    ui.key(code)
}

fn screen(ui: &ColorBrakeUi, area: Rect) -> String {
    let l10n = Localizer::for_language(Language::En);
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

/// The keys of each turn of the worked example (README of dl-color-brake): round 1, then
/// round 2 after the next round is dealt.
const ROUND_1: [&str; 9] = ["81", "9", "1", "8", "6", "6", "6", "f5", "1"];
const ROUND_2: [&str; 10] = ["4", "3", "3", "9", "4", "1", "2", "8", "1", "2"];

/// Plays the turns of one round: a hand-over (no hand drawn, no key plays) before each.
fn play_round(ui: &mut ColorBrakeUi, turns: &[&str]) {
    for turn in turns {
        assert!(
            matches!(ui.view.phase, Phase::HandOver { .. }),
            "{:?}",
            ui.view.phase
        );
        assert!(ui.view.hand.is_none());
        let text = screen(ui, AREA);
        assert!(!text.contains("Your hand"), "{text}");
        assert!(text.contains("[enter] I'm ready"), "{text}");
        let revision = ui.view.revision;
        assert_eq!(
            key(ui, '1'),
            Outcome::Nothing,
            "no key plays during a hand-over"
        );
        assert_eq!(ui.view.revision, revision);
        assert_eq!(key(ui, '\n'), Outcome::Nothing);
        let outcomes: Vec<Outcome> = turn.chars().map(|c| key(ui, c)).collect();
        assert_eq!(
            outcomes.last(),
            Some(&Outcome::Changed),
            "turn {turn}: {:?}",
            ui.view.status
        );
    }
}

#[test]
fn c2_the_worked_example_played_with_keys_through_every_hand_over_ends_37_to_0() {
    let mut ui = new_ui(Mode::PassAndPlay);
    play_round(&mut ui, &ROUND_1);
    assert_eq!(ui.view.phase, Phase::RoundOver);
    assert_eq!(ui.view.scores, [19, 0]);
    assert!(screen(&ui, AREA).contains("[enter] Next round"));
    assert_eq!(
        key(&mut ui, '\n'),
        Outcome::Changed,
        "the next round is dealt"
    );
    assert_eq!(ui.view.a, Seat::Two, "the nominations swap (C2)");
    play_round(&mut ui, &ROUND_2);
    assert_eq!(ui.view.phase, Phase::GameOver);
    assert_eq!(ui.view.scores, [37, 0]);
    assert_eq!(ui.view.winner, Some(Winner::Seat(Seat::One)));
    assert!(screen(&ui, AREA).contains("Game over: Player 1 wins 37–0."));
}

#[test]
fn c4_a_refused_token_shows_the_reason_and_changes_nothing() {
    let mut ui = new_ui(Mode::PassAndPlay);
    key(&mut ui, '\n');
    let text = screen(&ui, AREA);
    for expected in [
        "Color Brake ABAB",
        "Round 1 · 2 rounds",
        "Player 1",
        "Your hand · Player 1",
        "1 B×2",
        "8 N×1",
        "Player 1 (A): place a token on cell 1.",
        "[u] Undo",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
    // Player one holds no white token (the README's deal).
    assert_eq!(key(&mut ui, '5'), Outcome::Nothing);
    assert_eq!(ui.view.revision, 0);
    assert!(screen(&ui, AREA).contains("You do not hold a white token."));
}

#[test]
fn the_computer_answers_at_once_against_a_player() {
    let mut ui = new_ui(Mode::VsComputer {
        computer: Seat::Two,
    });
    assert_eq!(
        ui.view.phase,
        Phase::Play,
        "no hand-over against the computer"
    );
    assert_eq!(key(&mut ui, '1'), Outcome::Changed);
    assert!(ui.session.game().action_count() >= 2, "the computer played");
    assert_ne!(ui.view.to_move, Some(Seat::Two));
    // Undo goes back to the player's own decision (C7).
    assert_eq!(key(&mut ui, 'u'), Outcome::Changed);
    assert_eq!(ui.session.game().action_count(), 0);
    // A computer that holds A moves before the player does.
    let mut ui = new_ui(Mode::VsComputer {
        computer: Seat::One,
    });
    assert_eq!(ui.let_computer_play(), Outcome::Changed);
    assert_eq!(ui.view.to_move, Some(Seat::Two));
}

#[test]
fn c6_the_picks_of_the_diamond_and_the_tank_turn_on_and_off() {
    let mut ui = new_ui(Mode::VsComputer {
        computer: Seat::Two,
    });
    key(&mut ui, 'f');
    assert_eq!(ui.pick, Pick::ForDiamond);
    assert!(screen(&ui, AREA).contains("For your Diamond: choose a colour"));
    key(&mut ui, 't');
    assert_eq!(ui.pick, Pick::Tank);
    assert!(screen(&ui, AREA).contains("Tank on cell 1: choose the colour on top"));
    // Refused: no Tank moment in row 7 (C6.2); the pick stays for another cell.
    assert_eq!(key(&mut ui, '1'), Outcome::Nothing);
    assert_eq!(ui.pick, Pick::Tank);
    assert!(screen(&ui, AREA).contains("A Tank is played only just before row 5 or row 4 begins."));
    key(&mut ui, 't');
    assert_eq!(ui.pick, Pick::Place);
}

#[test]
fn the_cursor_moves_along_a_row_and_between_rows_and_a_click_moves_it() {
    let mut ui = new_ui(Mode::VsComputer {
        computer: Seat::Two,
    });
    assert_eq!(ui.cursor, 1);
    ui.key(KeyCode::Left);
    assert_eq!(ui.cursor, 1, "cell 1 begins row 7");
    ui.key(KeyCode::Right);
    assert_eq!(ui.cursor, 2);
    ui.key(KeyCode::Down);
    assert_eq!(
        ui.cursor, 9,
        "row 6 lies half a cell right: under cells 2 and 3, cell 9"
    );
    ui.key(KeyCode::Up);
    assert_eq!(ui.cursor, 3);
    let layout = ColorBrakeLayout::new(AREA).unwrap();
    // Cell 28, the last, at the bottom: its square's top-left corner is (3, 6).
    let (col, row) = layout.terminal_at(3.2, 6.2);
    assert_eq!(
        ui.click(col + 1, row, AREA, &Localizer::for_language(Language::En)),
        Outcome::Nothing
    );
    assert_eq!(ui.cursor, 28);
}

/// In every language and the pseudo-locale, at 80 × 24, every button's whole label fits in the
/// panel and no two buttons (the hand's chips included) overlap.
#[test]
fn the_buttons_fit_the_panel_in_every_language() {
    let area = Rect::new(0, 0, 80, 24);
    let layout = ColorBrakeLayout::new(area).unwrap();
    for language in Language::ALL.into_iter().chain([Language::Pseudo]) {
        let l10n = Localizer::for_language(language);
        crate::ui::games::paint::assert_buttons_fit(&layout.buttons(&l10n), layout.panel(), &l10n);
    }
}
