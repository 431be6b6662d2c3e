//! The texts of the computer opponent (issue 11): the terminal's thinking line with its
//! progress (the phones show a progress indicator), and the hint in words — beside its mark on
//! the terminal's board, and as the phones' TalkBack/VoiceOver text of the hint they draw.

use dl_core::{Cell, Color};

use super::text::Text;

/// "The computer is thinking… 40 % · u: stop and undo": `permille` is the thousandths of
/// the thinking time used.
pub fn thinking(permille: u32) -> Text {
    Text::new("terminal-thinking").number("percent", permille.min(1000) / 10)
}

/// "Hint: Red on column 5, row 3; bridges to form: 2" — the hint's stone and how many
/// bridges to form through it.
pub fn hint(color: Color, cell: Cell, bridges: usize) -> Text {
    Text::new("hint-turn")
        .key("color", color.name())
        .cell(cell.x, cell.y)
        .number("bridges", bridges)
}
