//! What a player does: the moves of a round (C4, C6) and the game's actions (C2), with their
//! text form for saved games and scripts.

use std::fmt;

use crate::board::CellId;
use crate::token::Colour;

/// A move inside a round, always on the next cell of the ABAB order (C3) except a Tank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Place a colour token (C4.1, C4.2).
    Colour(Colour),
    /// Place a neutral token and draw from the pile (C6.1).
    Neutral,
    /// Play this drawn colour on top of the neutrals (C6.1).
    Rescue(Colour),
    /// Place a Diamond (C6.3).
    Diamond,
    /// Place a colour token on the free slot of one's Diamond in the row before (C6.3).
    ForDiamond(Colour),
    /// Put a Tank on `cell` of the row just completed and `colour` on top (C6.2).
    Tank {
        /// The covered cell.
        cell: CellId,
        /// The colour from the hand put on top.
        colour: Colour,
    },
}

/// An action of the game: a move, or going on to the next round (C2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// A move of the round in play.
    Move(Move),
    /// Deal the next round once this one is over (C2).
    NextRound,
}

impl From<Move> for Action {
    fn from(m: Move) -> Action {
        Action::Move(m)
    }
}

impl Action {
    /// Every action there is (220): the moves of every colour and every Tank target, then the
    /// next round. Tests and scripts enumerate the game's vocabulary with it.
    pub fn all() -> Vec<Action> {
        let mut moves = vec![Move::Neutral, Move::Diamond];
        for colour in Colour::ALL {
            moves.extend([
                Move::Colour(colour),
                Move::Rescue(colour),
                Move::ForDiamond(colour),
            ]);
            moves.extend(CellId::all().map(|cell| Move::Tank { cell, colour }));
        }
        let mut actions: Vec<Action> = moves.into_iter().map(Action::Move).collect();
        actions.push(Action::NextRound);
        actions
    }

    /// The text form used by saved games and scripts: `colour red`, `neutral`, `rescue red`,
    /// `diamond`, `for-diamond red`, `tank 9 red` (the cell's number, 1–28), `next round`.
    pub fn text(&self) -> String {
        match self {
            Action::Move(Move::Colour(c)) => format!("colour {c}"),
            Action::Move(Move::Neutral) => "neutral".to_owned(),
            Action::Move(Move::Rescue(c)) => format!("rescue {c}"),
            Action::Move(Move::Diamond) => "diamond".to_owned(),
            Action::Move(Move::ForDiamond(c)) => format!("for-diamond {c}"),
            Action::Move(Move::Tank { cell, colour }) => {
                format!("tank {} {colour}", cell.number())
            }
            Action::NextRound => "next round".to_owned(),
        }
    }

    /// Reads the text form of [`Action::text`]; `None` for anything else.
    pub fn parse(text: &str) -> Option<Action> {
        let words: Vec<&str> = text.split(' ').collect();
        let colour = Colour::from_name;
        let m = match words.as_slice() {
            ["colour", c] => Move::Colour(colour(c)?),
            ["neutral"] => Move::Neutral,
            ["rescue", c] => Move::Rescue(colour(c)?),
            ["diamond"] => Move::Diamond,
            ["for-diamond", c] => Move::ForDiamond(colour(c)?),
            ["tank", n, c] => {
                let number = n
                    .bytes()
                    .all(|b| b.is_ascii_digit())
                    .then(|| n.parse::<u8>().ok())
                    .flatten()?;
                Move::Tank {
                    cell: CellId::from_number(number)?,
                    colour: colour(c)?,
                }
            }
            ["next", "round"] => return Some(Action::NextRound),
            _ => return None,
        };
        Some(Action::Move(m))
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_text_reads_back() {
        let actions = Action::all();
        assert_eq!(actions.len(), 220);
        for action in actions {
            assert_eq!(Action::parse(&action.text()), Some(action), "{action}");
        }
    }

    #[test]
    fn malformed_action_texts_are_refused() {
        for text in [
            "",
            "colour",
            "colour purple",
            "colour red ",
            " neutral",
            "tank 0 red",
            "tank 29 red",
            "tank +9 red",
            "tank 9",
            "next",
            "next round now",
            "Colour red",
        ] {
            assert_eq!(Action::parse(text), None, "{text:?}");
        }
    }
}
