//! The letter keys of the game's buttons, shared by the keys and the drawing so that what is
//! shown is what works.

use dl_ui::{Control, StoneColor};

/// The letter that presses `control` on the game screen, if it has one.
pub fn letter(control: &Control) -> Option<char> {
    match control {
        Control::Undo => Some('u'),
        Control::EndTurn => Some('e'),
        Control::Hint => Some('h'),
        Control::EndByAgreement => Some('a'),
        _ => None,
    }
}

/// The stone colour of a capital letter (R1: blue, yellow, red, green, orange, purple): the
/// colours' letters in the game's files, kept as silent shortcuts beside the digits 1–6. The
/// key hints name only the digits: the stones show language-free marks, not these English
/// initials (issue 21 §17).
pub fn colour_of(key: char) -> Option<StoneColor> {
    match key {
        'B' => Some(StoneColor::Blue),
        'Y' => Some(StoneColor::Yellow),
        'R' => Some(StoneColor::Red),
        'G' => Some(StoneColor::Green),
        'O' => Some(StoneColor::Orange),
        'P' => Some(StoneColor::Purple),
        _ => None,
    }
}

/// The letters of the game menu's entries, in order (`m` closes the menu, `q` quits).
const MENU_LETTERS: &str = "abcdefghijkl";

/// The letter of the menu's entry at `index`, if it has one.
pub fn menu_letter(index: usize) -> Option<char> {
    MENU_LETTERS.chars().nth(index)
}

/// The menu entry a letter chooses.
pub fn menu_index(key: char) -> Option<usize> {
    MENU_LETTERS.chars().position(|c| c == key)
}
