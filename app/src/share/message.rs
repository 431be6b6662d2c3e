//! The short message that goes with a share, as a typed value: the localiser formats it in the
//! player's language from its code and fields; [`ShareMessage::english`] is for logs and the
//! terminal.

use dl_core::session::GameResult;
use dl_core::{EndReason, Game, Player, Winner};

/// Both players' totals (R7), Blue's first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Totals {
    /// Blue's bridge and region points.
    pub blue: u32,
    /// Yellow's bridge and region points.
    pub yellow: u32,
}

impl Totals {
    /// The totals of `game` now.
    pub fn of(game: &Game) -> Totals {
        let [blue, yellow] = game.scores();
        Totals {
            blue: blue.total(),
            yellow: yellow.total(),
        }
    }

    /// The total of `player`.
    pub fn of_player(&self, player: Player) -> u32 {
        match player {
            Player::Blue => self.blue,
            Player::Yellow => self.yellow,
        }
    }
}

/// The result of `game` once it is over (R7, R8).
pub fn result_of(game: &Game) -> Option<GameResult> {
    Some(GameResult {
        reason: game.end_reason()?,
        winner: game.winner()?,
    })
}

/// The message of a share, with what a translation needs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ShareMessage {
    /// A position to play (R9, R10).
    Position {
        /// The position's name.
        position_name: String,
        /// Whether the link opens it on the web version too (built-ins; a custom position
        /// travels as a game link that only the app opens).
        on_the_web: bool,
    },
    /// A game to continue, for correspondence play.
    Game {
        /// The position's name.
        position_name: String,
        /// The turn number (R4, counting passes).
        turn: u32,
        /// Who is to move.
        to_move: Player,
        /// Both totals now (R7).
        totals: Totals,
        /// The result, when the game is over (R8).
        result: Option<GameResult>,
    },
    /// The result of a finished game (R7, R8): "Yellow wins 18–13 on AlmostADiamond".
    Result {
        /// The position's name.
        position_name: String,
        /// Who won, or a draw.
        winner: Winner,
        /// Both totals.
        totals: Totals,
        /// How the game ended.
        reason: EndReason,
    },
}

impl ShareMessage {
    /// A stable code for the localiser: `share_position`, `share_game`, `share_result`.
    pub fn code(&self) -> &'static str {
        match self {
            ShareMessage::Position { .. } => "share_position",
            ShareMessage::Game { .. } => "share_game",
            ShareMessage::Result { .. } => "share_result",
        }
    }

    /// The message in English, for logs and the terminal.
    pub fn english(&self) -> String {
        match self {
            ShareMessage::Position { position_name, .. } => {
                format!("Let's play Divided Loyalties on {position_name}")
            }
            ShareMessage::Game {
                position_name,
                result: Some(result),
                totals,
                ..
            } => format!(
                "Divided Loyalties on {position_name}: {}",
                result_english(result.winner, *totals)
            ),
            ShareMessage::Game {
                position_name,
                turn,
                to_move,
                totals,
                result: None,
            } => format!(
                "Divided Loyalties on {position_name}, turn {turn}: {} to move (Blue {}, Yellow {})",
                capitalised(*to_move),
                totals.blue,
                totals.yellow
            ),
            ShareMessage::Result {
                position_name,
                winner,
                totals,
                ..
            } => format!("{} on {position_name}", result_english(*winner, *totals)),
        }
    }
}

fn capitalised(player: Player) -> &'static str {
    match player {
        Player::Blue => "Blue",
        Player::Yellow => "Yellow",
    }
}

/// "Yellow wins 18–13" (the winner's total first) or "Draw 15–15".
fn result_english(winner: Winner, totals: Totals) -> String {
    match winner {
        Winner::Player(p) => format!(
            "{} wins {}–{}",
            capitalised(p),
            totals.of_player(p),
            totals.of_player(p.other())
        ),
        Winner::Draw => format!("Draw {}–{}", totals.blue, totals.yellow),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r7_the_result_line_puts_the_winners_total_first() {
        let result = |winner, blue, yellow| ShareMessage::Result {
            position_name: "AlmostADiamond".into(),
            winner,
            totals: Totals { blue, yellow },
            reason: EndReason::AllStonesPlaced,
        };
        assert_eq!(
            result(Winner::Player(Player::Yellow), 13, 18).english(),
            "Yellow wins 18–13 on AlmostADiamond"
        );
        assert_eq!(
            result(Winner::Player(Player::Blue), 9, 4).english(),
            "Blue wins 9–4 on AlmostADiamond"
        );
        assert_eq!(
            result(Winner::Draw, 7, 7).english(),
            "Draw 7–7 on AlmostADiamond"
        );
        assert_eq!(result(Winner::Draw, 7, 7).code(), "share_result");
    }

    #[test]
    fn a_game_message_says_whose_move_or_the_result() {
        let game = |result| ShareMessage::Game {
            position_name: "Octopus".into(),
            turn: 14,
            to_move: Player::Yellow,
            totals: Totals { blue: 5, yellow: 7 },
            result,
        };
        assert_eq!(
            game(None).english(),
            "Divided Loyalties on Octopus, turn 14: Yellow to move (Blue 5, Yellow 7)"
        );
        assert_eq!(
            game(Some(GameResult {
                reason: EndReason::Agreed,
                winner: Winner::Player(Player::Yellow)
            }))
            .english(),
            "Divided Loyalties on Octopus: Yellow wins 7–5"
        );
    }
}
