//! The English lines the terminal shows for what the store keeps: where a game stands ("turn
//! 12, Blue to move, Blue 3 – Yellow 5", "game over, Yellow won 18–13"), a saved game's line in
//! the new-game screen, what became of the previous game, and the files moved aside.

use dl_app::store::{
    GameEntry, GameKind, GameSummary, MovedAside, Previous, Progress, Seat, Timestamp,
};

use super::render::title;

/// Where a game stands, with the scores (R7, R8).
pub fn game_state(summary: &GameSummary) -> String {
    let kind = summary.kind;
    let name = |seat: Seat| title(kind.player_name(seat));
    let score = |seat: Seat| summary.scores[seat.index()];
    let other = |seat: Seat| match seat {
        Seat::First => Seat::Second,
        Seat::Second => Seat::First,
    };
    let (first, second) = (Seat::First, Seat::Second);
    let both = format!(
        "{} {} – {} {}",
        name(first),
        score(first),
        name(second),
        score(second)
    );
    match summary.progress {
        Progress::Over {
            winner: Some(winner),
        } => format!(
            "game over, {} won {}–{}",
            name(winner),
            score(winner),
            score(other(winner))
        ),
        Progress::Over { winner: None } => {
            format!("game over, a draw {}–{}", score(first), score(second))
        }
        Progress::ToMove { seat } => {
            format!("turn {}, {} to move, {both}", summary.turn, name(seat))
        }
        Progress::BetweenRounds => format!("round {} over, {both}", summary.turn),
    }
}

/// What the game is: its position's name, or the game's for the other two games.
pub fn game_title(summary: &GameSummary) -> String {
    match (&summary.position, summary.kind) {
        (Some(position), _) => position.name.clone(),
        (None, GameKind::Discorder) => "Discorder".to_owned(),
        (None, _) => "Color Brake ABAB".to_owned(),
    }
}

/// How long ago `then` was, roughly.
pub fn ago(now: Timestamp, then: Option<Timestamp>) -> String {
    let Some(then) = then else {
        return "played at an unknown time".to_owned();
    };
    let minutes = now.millis().saturating_sub(then.millis()) / 60_000;
    match minutes {
        0 => "just now".to_owned(),
        1..=59 => format!("{minutes} min ago"),
        60..=2879 => format!("{} h ago", minutes / 60),
        _ => format!("{} days ago", minutes / 1440),
    }
}

/// A saved game's line in the new-game screen.
pub fn saved_line(entry: &GameEntry, now: Timestamp) -> String {
    format!(
        "{} · {} · {}",
        game_title(&entry.summary),
        game_state(&entry.summary),
        ago(now, entry.last_played)
    )
}

/// What to tell the player about the game that was current when another one started.
pub fn previous_notice(previous: &Previous) -> Option<&'static str> {
    match previous {
        Previous::Saved(_) => Some("The unfinished game is kept in Saved games (n: new game)."),
        Previous::Finished(_) => Some("The finished game is kept in the history."),
        Previous::None | Previous::Dropped => None,
    }
}

/// The lines that report files moved aside.
pub fn moved_aside_lines(moved: &[MovedAside]) -> Vec<String> {
    let mut lines = Vec::new();
    for m in moved {
        lines.push(format!(
            "{} could not be read: {} ({}).",
            m.from.display(),
            m.reason,
            m.reason.code()
        ));
        lines.push(format!("It is kept, unchanged, as {}.", m.to.display()));
    }
    lines
}

#[cfg(test)]
mod tests {
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

    #[test]
    fn a_finished_game_says_who_won_not_who_is_to_move() {
        let won = summary(
            Progress::Over {
                winner: Some(Seat::Second),
            },
            [13, 18],
        );
        assert_eq!(game_state(&won), "game over, Yellow won 18–13");
        let draw = summary(Progress::Over { winner: None }, [9, 9]);
        assert_eq!(game_state(&draw), "game over, a draw 9–9");
        let playing = summary(Progress::ToMove { seat: Seat::First }, [3, 5]);
        assert_eq!(
            game_state(&playing),
            "turn 37, Blue to move, Blue 3 – Yellow 5"
        );
    }

    #[test]
    fn ages_are_rough() {
        let now = Timestamp(10_000_000_000);
        let before = |minutes: u64| Some(Timestamp(now.millis() - minutes * 60_000));
        assert_eq!(ago(now, before(0)), "just now");
        assert_eq!(ago(now, before(5)), "5 min ago");
        assert_eq!(ago(now, before(150)), "2 h ago");
        assert_eq!(ago(now, before(4 * 1440)), "4 days ago");
        assert_eq!(ago(now, None), "played at an unknown time");
    }
}
