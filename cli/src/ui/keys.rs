//! The keyboard: what each key does on each screen.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use dl_core::Color;

use super::app::{Action, App, Screen};
use super::editor;
use super::games::{self, MenuLevel};
use super::layout::Button;

/// The colour a key selects: `1`-`6` in the order of the chips, or the stone's letter as a
/// capital (the chips show it so); lower-case letters are the buttons' keys (issue 9 §4: `r`
/// is the rules, `R` red).
pub fn color_key(c: char) -> Option<Color> {
    if let Some(d) = c.to_digit(10) {
        return (1..=6).contains(&d).then(|| Color::ALL[d as usize - 1]);
    }
    Color::ALL.into_iter().find(|color| color.letter() == c)
}

/// Handles one key event.
pub fn on_key(app: &mut App, key: KeyEvent) {
    if key.kind == KeyEventKind::Release {
        return;
    }
    app.begin_input();
    if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
        app.quit();
        return;
    }
    if app.prompt().is_some() {
        on_prompt_key(app, key.code);
        return;
    }
    match app.screen() {
        Screen::Game if editor::on_test_play_key(app, key.code) => {}
        Screen::Game => on_game_key(app, key.code),
        Screen::NewGame => on_menu_key(app, key.code),
        Screen::Rules => on_rules_key(app, key.code),
        Screen::Editor => editor::on_key(app, key),
        Screen::Games | Screen::Discorder | Screen::ColorBrake => games::on_key(app, key.code),
    }
}

fn on_prompt_key(app: &mut App, code: KeyCode) {
    match code {
        KeyCode::Char('y' | 'Y') => app.answer(true),
        KeyCode::Char('n' | 'N') | KeyCode::Esc => app.answer(false),
        _ if matches!(app.prompt(), Some(super::app::Prompt::Info { .. })) => app.answer(false),
        _ => {}
    }
}

fn on_game_key(app: &mut App, code: KeyCode) {
    if code == KeyCode::Char('m') {
        return games::open_menu(app, MenuLevel::Games);
    }
    if let Some(action) = game_key_action(code) {
        app.act(action);
    }
}

/// What a key does on the game screen.
fn game_key_action(code: KeyCode) -> Option<Action> {
    let action = match code {
        KeyCode::Left => Action::Move(-1, 0),
        KeyCode::Right => Action::Move(1, 0),
        KeyCode::Up => Action::Move(0, -1),
        KeyCode::Down => Action::Move(0, 1),
        KeyCode::Char(' ') => Action::Place,
        KeyCode::Enter => Action::Ring,
        KeyCode::Char('u') => Action::Press(Button::Undo),
        KeyCode::Char('e') => Action::Press(Button::EndTurn),
        KeyCode::Char('a') => Action::Press(Button::AgreeEnd),
        KeyCode::Char('s') => Action::Press(Button::Share),
        KeyCode::Char('n') => Action::Press(Button::NewGame),
        KeyCode::Char('r') => Action::Press(Button::Rules),
        KeyCode::Char('q') => Action::Press(Button::Quit),
        KeyCode::Char('h') => Action::Hint,
        KeyCode::Char(c) => Action::Select(color_key(c)?),
        _ => return None,
    };
    Some(action)
}

fn on_menu_key(app: &mut App, code: KeyCode) {
    if let Some(input) = app.menu_mut().path_input.as_mut() {
        match code {
            KeyCode::Char(c) => input.push(c),
            KeyCode::Backspace => {
                input.pop();
            }
            KeyCode::Enter => {
                let path = input.trim().to_owned();
                app.menu_mut().path_input = None;
                if !path.is_empty() {
                    app.import_csv(path.into());
                }
            }
            KeyCode::Esc => app.menu_mut().path_input = None,
            _ => {}
        }
        return;
    }
    if editor::on_menu_key(app, code) {
        return;
    }
    match code {
        KeyCode::Up => app.menu_mut().move_by(-1),
        KeyCode::Down => app.menu_mut().move_by(1),
        KeyCode::Char('3') => app.menu_mut().set_rounds(dl_core::Rounds::Three),
        KeyCode::Char('4') => app.menu_mut().set_rounds(dl_core::Rounds::Four),
        KeyCode::Char('f') => app.menu_mut().path_input = Some(String::new()),
        KeyCode::Char('o') => app.menu_mut().cycle_opponent(),
        KeyCode::Char('l') => app.menu_mut().cycle_level(),
        KeyCode::Char('d') | KeyCode::Delete => app.delete_selected(),
        KeyCode::Enter => app.start_selected(),
        KeyCode::Esc | KeyCode::Char('n') => app.show(Screen::Game),
        KeyCode::Char('m') => games::open_menu(app, MenuLevel::Games),
        KeyCode::Char('q') => app.quit(),
        _ => {}
    }
}

fn on_rules_key(app: &mut App, code: KeyCode) {
    match code {
        KeyCode::Up => app.scroll_rules(-1),
        KeyCode::Down => app.scroll_rules(1),
        KeyCode::PageUp => app.scroll_rules(-10),
        KeyCode::PageDown | KeyCode::Char(' ') => app.scroll_rules(10),
        KeyCode::Home => app.scroll_rules(-i32::from(u16::MAX)),
        KeyCode::Esc | KeyCode::Char('r') => app.show(Screen::Game),
        KeyCode::Char('q') => app.quit(),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 9 §4: the colour keys are what the panel says ("1–6 or capital letter"), and
    /// no colour key is a button's key.
    #[test]
    fn colour_keys_are_digits_and_capital_stone_letters_and_r_is_the_rules() {
        assert_eq!(color_key('1'), Some(Color::Blue));
        assert_eq!(color_key('6'), Some(Color::Purple));
        assert_eq!(color_key('7'), None);
        assert_eq!(color_key('0'), None);
        assert_eq!(color_key('P'), Some(Color::Purple));
        assert_eq!(color_key('G'), Some(Color::Green));
        assert_eq!(color_key('R'), Some(Color::Red));
        for color in Color::ALL {
            assert_eq!(color_key(color.letter()), Some(color));
            assert_eq!(color_key(color.letter().to_ascii_lowercase()), None);
        }
        for button in Button::ALL {
            assert_eq!(color_key(button.key()), None, "{button:?}");
        }
        let en = dl_app::l10n::Localizer::for_language(dl_app::l10n::Language::En);
        assert_eq!(
            en.tr(&dl_app::l10n::terminal::TerminalLabel::ColourKeys),
            "Colour: 1–6 or capital letter"
        );
    }

    /// Every button's key presses it on the game screen.
    #[test]
    fn every_button_has_its_key() {
        for button in Button::ALL {
            assert_eq!(
                game_key_action(KeyCode::Char(button.key())),
                Some(Action::Press(button))
            );
        }
    }
}
