//! What an editor cell holds and what a brush paints: a region token, a dot or nothing (R2).

use crate::position::Shade;

/// The region tokens the editor offers: `S1`–`S9` (dark), `W1`–`W9` (medium), `G1`–`G9`
/// (light); the letter chooses the shade (R2). Copies of other positions may hold other tokens.
pub const STANDARD_TOKENS: [&str; 27] = [
    "S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "W1", "W2", "W3", "W4", "W5", "W6", "W7",
    "W8", "W9", "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8", "G9",
];

/// What one cell of the editor holds (R2).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Paint {
    /// Nothing: no stone may ever go here.
    #[default]
    Empty,
    /// A dot (•): an off-board cell, playable only under R4.3.
    Dot,
    /// A cell of the region with this token, e.g. `S1`.
    Region(String),
}

impl Paint {
    /// A region cell with `token`.
    pub fn region(token: &str) -> Paint {
        Paint::Region(token.to_owned())
    }

    /// The region token, for a region cell.
    pub fn token(&self) -> Option<&str> {
        match self {
            Paint::Region(token) => Some(token),
            Paint::Empty | Paint::Dot => None,
        }
    }

    /// The drawing shade, for a region cell (R2).
    pub fn shade(&self) -> Option<Shade> {
        self.token().map(Shade::of_token)
    }

    /// Whether the cell holds a region cell or a dot.
    pub fn is_painted(&self) -> bool {
        *self != Paint::Empty
    }
}

/// How a brush applies its paint.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Tool {
    /// One cell at a time (a drag paints a stroke).
    #[default]
    Pencil,
    /// Flood fill: the touched cell and every cell joined to it through cells of the same paint.
    Fill,
}

/// The brush the player paints with.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Brush {
    /// What it paints: a token, a dot, or [`Paint::Empty`] (the eraser).
    pub paint: Paint,
    /// Pencil or flood fill.
    pub tool: Tool,
}

impl Default for Brush {
    /// A pencil with the first standard token, `S1`.
    fn default() -> Brush {
        Brush {
            paint: Paint::region(STANDARD_TOKENS[0]),
            tool: Tool::Pencil,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r2_standard_tokens_are_nine_of_each_shade_in_palette_order() {
        for (i, token) in STANDARD_TOKENS.iter().enumerate() {
            let shade = [Shade::Dark, Shade::Medium, Shade::Light][i / 9];
            assert_eq!(Paint::region(token).shade(), Some(shade), "{token}");
            assert_eq!(token[1..], (i % 9 + 1).to_string());
        }
        assert_eq!(Paint::Dot.shade(), None);
        assert!(!Paint::Empty.is_painted() && Paint::Dot.is_painted());
    }
}
