//! What a list of games says of each game (the phones' saved games and history), for the
//! three games of the collection alike: where it stands — the turn or round, who is to move
//! and both totals — or how it ended, each line a whole phrase of the catalogs.

use dl_color_brake::game::Winner as ColorBrakeWinner;
use dl_color_brake::session::Message as ColorBrakeMessage;
use dl_color_brake::Seat as ColorBrakeSeat;
use dl_core::{Player, Winner};
use dl_discorder::game::Winner as DiscorderWinner;
use dl_discorder::session::Message as DiscorderMessage;
use dl_discorder::Player as DiscorderPlayer;

use super::color_brake::{color_brake_round, color_brake_scores};
use super::game::{result_line, result_scores};
use super::screen::{panel_to_move, saved_turn};
use super::text::{Localize, Text};
use crate::store::{GameKind, Progress, Seat};

/// Where a listed game stands, in lines: of a game in play its turn (Divided Loyalties, R4),
/// move (Discorder) or round (Color Brake ABAB, C2), who is to move and both totals (R7, D5,
/// C5); between two rounds of Color Brake ABAB the round and the totals; of a finished game
/// its result (R8, D6, C2). `turn`, `scores` (first seat first) and `progress` are the store's
/// summary of the game.
pub fn entry_lines(kind: GameKind, turn: u32, scores: [u32; 2], progress: Progress) -> Vec<Text> {
    match kind {
        GameKind::DividedLoyalties => divided_loyalties_lines(turn, scores, progress),
        GameKind::Discorder => discorder_lines(turn, scores, progress),
        GameKind::ColorBrake => color_brake_lines(turn, scores, progress),
    }
}

fn divided_loyalties_lines(turn: u32, [blue, yellow]: [u32; 2], progress: Progress) -> Vec<Text> {
    let player = |seat| match seat {
        Seat::First => Player::Blue,
        Seat::Second => Player::Yellow,
    };
    match progress {
        Progress::ToMove { seat } => vec![
            saved_turn(turn),
            panel_to_move(player(seat)),
            result_scores(blue, yellow),
        ],
        Progress::Over { winner } => {
            let winner = winner.map_or(Winner::Draw, |seat| Winner::Player(player(seat)));
            vec![result_line(winner, blue, yellow)]
        }
        Progress::BetweenRounds => vec![saved_turn(turn), result_scores(blue, yellow)],
    }
}

fn discorder_lines(turn: u32, [yellow, black]: [u32; 2], progress: Progress) -> Vec<Text> {
    let player = |seat| match seat {
        Seat::First => DiscorderPlayer::Yellow,
        Seat::Second => DiscorderPlayer::Black,
    };
    let scores = Text::new("discorder-scores")
        .number("yellow", yellow)
        .number("black", black);
    match progress {
        Progress::ToMove { seat } => vec![
            saved_turn(turn),
            Text::new("discorder-to-move").key("player", player(seat).name()),
            scores,
        ],
        Progress::Over { winner } => vec![DiscorderMessage::GameOver {
            winner: winner.map_or(DiscorderWinner::Draw, |seat| {
                DiscorderWinner::Player(player(seat))
            }),
            yellow,
            black,
        }
        .text()],
        Progress::BetweenRounds => vec![saved_turn(turn), scores],
    }
}

fn color_brake_lines(round: u32, scores: [u32; 2], progress: Progress) -> Vec<Text> {
    let seat = |seat| match seat {
        Seat::First => ColorBrakeSeat::One,
        Seat::Second => ColorBrakeSeat::Two,
    };
    let totals = color_brake_scores(scores[0], scores[1]);
    match progress {
        Progress::ToMove { seat: s } => vec![
            color_brake_round(round),
            Text::new("colorbrake-to-move").key("seat", seat(s).name()),
            totals,
        ],
        Progress::BetweenRounds => vec![color_brake_round(round), totals],
        Progress::Over { winner } => vec![ColorBrakeMessage::GameOver {
            winner: winner.map_or(ColorBrakeWinner::Draw, |s| ColorBrakeWinner::Seat(seat(s))),
            scores,
        }
        .text()],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l10n::{Language, Localizer};

    fn lines(language: Language, kind: GameKind, progress: Progress) -> Vec<String> {
        let texts = Localizer::for_language(language);
        entry_lines(kind, 12, [3, 5], progress)
            .iter()
            .map(|t| texts.format(t))
            .collect()
    }

    const SECOND_TO_MOVE: Progress = Progress::ToMove { seat: Seat::Second };

    /// R4, R7, R8: a game of Divided Loyalties in play says its turn, who is to move and both
    /// totals; a finished one who won.
    #[test]
    fn r7_a_listed_game_of_divided_loyalties_says_turn_player_and_totals() {
        let game = GameKind::DividedLoyalties;
        assert_eq!(
            lines(Language::En, game, SECOND_TO_MOVE),
            ["Turn 12", "Yellow to move", "Blue 3 – Yellow 5"]
        );
        let won = Progress::Over {
            winner: Some(Seat::Second),
        };
        assert_eq!(
            lines(Language::En, game, won),
            ["Game over, Yellow won 5–3"]
        );
    }

    /// D5, D6: a game of Discorder in play says its move, who is to move and both players'
    /// points; a finished one its result.
    #[test]
    fn d6_a_listed_game_of_discorder_says_move_player_and_points() {
        let game = GameKind::Discorder;
        assert_eq!(
            lines(Language::En, game, SECOND_TO_MOVE),
            ["Turn 12", "Black to move", "Yellow: 3 · Black: 5"]
        );
        assert_eq!(
            lines(Language::De, game, SECOND_TO_MOVE)[2],
            "Gelb: 3 · Schwarz: 5"
        );
        let draw = Progress::Over { winner: None };
        assert_eq!(
            lines(Language::En, game, draw),
            ["Game over: a draw, 3 to 5."]
        );
    }

    /// C2, C5: a game of Color Brake ABAB says its round and both totals, with who is to move
    /// while a round is played; a finished one its result.
    #[test]
    fn c5_a_listed_game_of_color_brake_says_round_and_totals() {
        let game = GameKind::ColorBrake;
        assert_eq!(
            lines(Language::En, game, SECOND_TO_MOVE),
            ["Round 12", "Player 2 to move", "Player 1: 3 · Player 2: 5"]
        );
        assert_eq!(
            lines(Language::En, game, Progress::BetweenRounds),
            ["Round 12", "Player 1: 3 · Player 2: 5"]
        );
        let won = Progress::Over {
            winner: Some(Seat::Second),
        };
        assert_eq!(
            lines(Language::En, game, won),
            ["Game over: Player 2 wins 5–3."]
        );
    }
}
