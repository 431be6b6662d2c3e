//! The texts the terminal shows for what the store keeps, in the player's language: where a
//! game stands ("Turn 12, Blue to move, Blue 3 – Yellow 5", "Game over, Yellow won 18–13"), a
//! saved game's line in the new-game screen, what became of the previous game, and the files
//! moved aside.

use dl_app::l10n::screen::saved_turn;
use dl_app::l10n::terminal::{self, TerminalLabel};
use dl_app::l10n::{entry_lines, result_line, Label, Localize, Localizer, Text};
use dl_app::store::{
    GameEntry, GameKind, GameSummary, MovedAside, Previous, Progress, Seat, Timestamp,
};
use dl_core::{Player, Winner};

use dl_app::l10n::moved_aside_text;

/// The player of Divided Loyalties in a seat (R1: Blue first).
fn player(seat: Seat) -> Player {
    match seat {
        Seat::First => Player::Blue,
        Seat::Second => Player::Yellow,
    }
}

/// Where a game stands: of Divided Loyalties, with the scores (R4, R7, R8); of the other two
/// games, only its turn (the phones' saved-game line).
pub fn game_state(summary: &GameSummary) -> Text {
    let [blue, yellow] = summary.scores;
    match (summary.kind, summary.progress) {
        (GameKind::DividedLoyalties, Progress::ToMove { seat }) => {
            terminal::game_state(summary.turn, player(seat), summary.scores)
        }
        (GameKind::DividedLoyalties, Progress::Over { winner }) => {
            let winner = winner.map_or(Winner::Draw, |seat| Winner::Player(player(seat)));
            result_line(winner, blue, yellow)
        }
        _ => saved_turn(summary.turn),
    }
}

/// What the game is: its position's name, or the game's for the other two games.
pub fn game_title(summary: &GameSummary, texts: &Localizer) -> String {
    match (&summary.position, summary.kind) {
        (Some(position), _) => position.name.clone(),
        (None, GameKind::Discorder) => texts.tr(&Label::DiscorderName),
        (None, _) => texts.tr(&Label::ColorBrakeName),
    }
}

/// How long ago `then` was, roughly.
pub fn ago(now: Timestamp, then: Option<Timestamp>) -> Text {
    match then {
        Some(then) => terminal::played_ago(now.millis().saturating_sub(then.millis()) / 60_000),
        None => TerminalLabel::PlayedUnknown.text(),
    }
}

/// A saved game's line in the game menu and the new-game screen: its title, where it stands
/// (of Divided Loyalties in one phrase; of the other two games the phones' lines: move or
/// round, who is to move, both totals) and when it was last played.
pub fn saved_line(entry: &GameEntry, now: Timestamp, texts: &Localizer) -> String {
    let summary = &entry.summary;
    let mut parts = vec![game_title(summary, texts)];
    match summary.kind {
        GameKind::DividedLoyalties => parts.push(texts.format(&game_state(summary))),
        _ => parts.extend(
            entry_lines(summary.kind, summary.turn, summary.scores, summary.progress)
                .iter()
                .map(|line| texts.format(line)),
        ),
    }
    parts.push(texts.format(&ago(now, entry.last_played)));
    parts.join(" · ")
}

/// What to tell the player about the game that was current when another one started.
pub fn previous_notice(previous: &Previous) -> Option<TerminalLabel> {
    match previous {
        Previous::Saved(_) => Some(TerminalLabel::PreviousSaved),
        Previous::Finished(_) => Some(TerminalLabel::PreviousFinished),
        Previous::None | Previous::Dropped => None,
    }
}

/// The lines that report files moved aside: why each could not be read, and where it is kept.
pub fn moved_aside_lines(moved: &[MovedAside], texts: &Localizer) -> Vec<String> {
    moved
        .iter()
        .flat_map(|m| {
            [
                texts.format(&moved_aside_text(m)),
                texts.format(&terminal::kept_as(&m.to.display().to_string())),
            ]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use dl_app::l10n::Language;
    use dl_app::store::PositionLabel;

    use super::*;

    fn summary(progress: Progress, scores: [u32; 2]) -> GameSummary {
        GameSummary {
            kind: GameKind::DividedLoyalties,
            position: Some(PositionLabel {
                name: "Octopus".into(),
                number: Some(2),
            }),
            turn: 37,
            actions: 120,
            scores,
            progress,
            blank: false,
        }
    }

    /// Issue 9 §4: a finished game says who won, not who is to move (R7, R8).
    #[test]
    fn a_finished_game_says_who_won_not_who_is_to_move() {
        let en = Localizer::for_language(Language::En);
        let state = |progress, scores| en.format(&game_state(&summary(progress, scores)));
        let won = Progress::Over {
            winner: Some(Seat::Second),
        };
        assert_eq!(state(won, [13, 18]), "Game over, Yellow won 18–13");
        let draw = Progress::Over { winner: None };
        assert_eq!(state(draw, [9, 9]), "Game over, a draw at 9–9");
        let playing = Progress::ToMove { seat: Seat::First };
        assert_eq!(
            state(playing, [3, 5]),
            "Turn 37, Blue to move, Blue 3 – Yellow 5"
        );
        let de = Localizer::for_language(Language::De);
        assert_eq!(
            de.format(&game_state(&summary(playing, [3, 5]))),
            "Zug 37, Blau am Zug, Blau 3 – Gelb 5"
        );
    }

    #[test]
    fn ages_are_rough() {
        let en = Localizer::for_language(Language::En);
        let now = Timestamp(10_000_000_000);
        let before = |minutes: u64| Some(Timestamp(now.millis() - minutes * 60_000));
        assert_eq!(en.format(&ago(now, before(0))), "just now");
        assert_eq!(en.format(&ago(now, before(5))), "5 min ago");
        assert_eq!(en.format(&ago(now, before(150))), "2 h ago");
        assert_eq!(en.format(&ago(now, before(4 * 1440))), "4 days ago");
        assert_eq!(en.format(&ago(now, None)), "played at an unknown time");
    }
}
