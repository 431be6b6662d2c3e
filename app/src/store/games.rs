//! The three games the store keeps — Divided Loyalties, Discorder, Color Brake ABAB — each
//! written and read by its own crate's saved-game format; a saved file says which game it is
//! (`"format": "divided-loyalties-game"`, `"game": "discorder"`, `"game": "color-brake"`).

use dl_color_brake::session::{Mode, Session as ColorBrakeSession};
use dl_core::session::{Opening, Session as DlSession};
use dl_discorder::session::Session as DiscorderSession;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::error::Unreadable;
use super::summary::{GameSummary, PositionLabel, Progress, Seat};

/// Which game of the collection a saved game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    /// Divided Loyalties (RULES.md).
    #[serde(rename = "divided-loyalties")]
    DividedLoyalties,
    /// Discorder (RULES-DISCORDER.md).
    #[serde(rename = "discorder")]
    Discorder,
    /// Color Brake ABAB (RULES-COLOR-BRAKE.md).
    #[serde(rename = "color-brake")]
    ColorBrake,
}

impl GameKind {
    /// The stable code: `divided-loyalties`, `discorder` or `color-brake`.
    pub fn code(self) -> &'static str {
        match self {
            GameKind::DividedLoyalties => "divided-loyalties",
            GameKind::Discorder => "discorder",
            GameKind::ColorBrake => "color-brake",
        }
    }

    /// The stable name of a player of this game: `blue`/`yellow`, `yellow`/`black`,
    /// `one`/`two` ([`Seat`]).
    pub fn player_name(self, seat: Seat) -> &'static str {
        match (self, seat) {
            (GameKind::DividedLoyalties, Seat::First) => "blue",
            (GameKind::DividedLoyalties, Seat::Second) => "yellow",
            (GameKind::Discorder, Seat::First) => "yellow",
            (GameKind::Discorder, Seat::Second) => "black",
            (GameKind::ColorBrake, Seat::First) => "one",
            (GameKind::ColorBrake, Seat::Second) => "two",
        }
    }

    /// The game a saved game's JSON belongs to.
    pub(super) fn of_json(value: &Value) -> Option<GameKind> {
        let field = |name: &str| value.get(name).and_then(Value::as_str);
        if field("format") == Some(dl_core::record::SAVED_GAME_FORMAT) {
            return Some(GameKind::DividedLoyalties);
        }
        match field("game") {
            Some(dl_discorder::record::GAME) => Some(GameKind::Discorder),
            Some(dl_color_brake::record::GAME_NAME) => Some(GameKind::ColorBrake),
            _ => None,
        }
    }
}

/// A game a shell hands to the store: its session, borrowed.
#[derive(Clone, Copy, Debug)]
pub enum GameRef<'a> {
    /// A game of Divided Loyalties, with its selected colours and ring.
    DividedLoyalties(&'a DlSession),
    /// A game of Discorder.
    Discorder(&'a DiscorderSession),
    /// A game of Color Brake ABAB, with who plays at the device.
    ColorBrake(&'a ColorBrakeSession),
}

impl<'a> From<&'a DlSession> for GameRef<'a> {
    fn from(session: &'a DlSession) -> Self {
        GameRef::DividedLoyalties(session)
    }
}

impl<'a> From<&'a DiscorderSession> for GameRef<'a> {
    fn from(session: &'a DiscorderSession) -> Self {
        GameRef::Discorder(session)
    }
}

impl<'a> From<&'a ColorBrakeSession> for GameRef<'a> {
    fn from(session: &'a ColorBrakeSession) -> Self {
        GameRef::ColorBrake(session)
    }
}

/// A game the store read back, as a session ready to play.
#[derive(Clone, Debug)]
pub enum LoadedGame {
    /// Divided Loyalties, with the selected colours and the ring it was saved with.
    DividedLoyalties(Box<DlSession>),
    /// Discorder.
    Discorder(Box<DiscorderSession>),
    /// Color Brake ABAB, with who plays at the device.
    ColorBrake(Box<ColorBrakeSession>),
}

impl LoadedGame {
    /// The game, borrowed.
    pub fn as_ref(&self) -> GameRef<'_> {
        match self {
            LoadedGame::DividedLoyalties(s) => GameRef::DividedLoyalties(s),
            LoadedGame::Discorder(s) => GameRef::Discorder(s),
            LoadedGame::ColorBrake(s) => GameRef::ColorBrake(s),
        }
    }

    /// Which game it is.
    pub fn kind(&self) -> GameKind {
        self.as_ref().kind()
    }

    /// The game's saved-game JSON in its own crate's format (for a shell that hands the other
    /// two games to their own readers).
    pub fn saved_game(&self) -> String {
        self.as_ref().saved_text()
    }

    /// The game of Divided Loyalties, if it is one.
    pub fn into_divided_loyalties(self) -> Option<DlSession> {
        match self {
            LoadedGame::DividedLoyalties(s) => Some(*s),
            _ => None,
        }
    }
}

/// Color Brake ABAB's seat of the computer, kept by the store (the game's own file does not
/// say who plays at the device).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(super) enum ComputerSeat {
    One,
    Two,
}

impl<'a> GameRef<'a> {
    /// Which game it is.
    pub fn kind(self) -> GameKind {
        match self {
            GameRef::DividedLoyalties(_) => GameKind::DividedLoyalties,
            GameRef::Discorder(_) => GameKind::Discorder,
            GameRef::ColorBrake(_) => GameKind::ColorBrake,
        }
    }

    /// The game's saved-game JSON, in its own crate's format.
    pub(super) fn saved_text(self) -> String {
        match self {
            GameRef::DividedLoyalties(s) => s.save(),
            GameRef::Discorder(s) => s.save(),
            GameRef::ColorBrake(s) => dl_color_brake::record::save_game(s.game()),
        }
    }

    /// Color Brake ABAB against the computer: the computer's seat.
    pub(super) fn computer(self) -> Option<ComputerSeat> {
        match self {
            GameRef::ColorBrake(s) => match s.mode() {
                Mode::VsComputer { computer } => Some(match computer {
                    dl_color_brake::Seat::One => ComputerSeat::One,
                    dl_color_brake::Seat::Two => ComputerSeat::Two,
                }),
                Mode::PassAndPlay => None,
            },
            _ => None,
        }
    }

    /// What the lists show of the game.
    pub fn summary(self) -> GameSummary {
        match self {
            GameRef::DividedLoyalties(s) => dl_summary(s),
            GameRef::Discorder(s) => discorder_summary(s),
            GameRef::ColorBrake(s) => color_brake_summary(s),
        }
    }
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Where a game stands, from its result once over (the winner, `None` for a draw) and the
/// player to move, each player made a [`Seat`] by `seat`.
fn progress<P>(result: Option<Option<P>>, to_move: P, seat: impl Fn(P) -> Seat) -> Progress {
    match result {
        Some(winner) => Progress::Over {
            winner: winner.map(&seat),
        },
        None => Progress::ToMove {
            seat: seat(to_move),
        },
    }
}

fn dl_summary(session: &DlSession) -> GameSummary {
    use dl_core::{Player, Winner};
    let game = session.game();
    let seat = |p: Player| match p {
        Player::Blue => Seat::First,
        Player::Yellow => Seat::Second,
    };
    let winner = game.winner().map(|w| match w {
        Winner::Player(p) => Some(p),
        Winner::Draw => None,
    });
    let progress = progress(winner, game.to_move(), seat);
    let position = game.position();
    GameSummary {
        kind: GameKind::DividedLoyalties,
        position: Some(PositionLabel {
            name: position.name().to_owned(),
            number: position.number(),
        }),
        turn: game.turn_number(),
        actions: count(game.action_count()),
        scores: game.scores().map(|s| s.total()),
        progress,
        blank: game.action_count() == 0 && game.start_state().is_none(),
    }
}

fn discorder_summary(session: &DiscorderSession) -> GameSummary {
    use dl_discorder::{Player, Winner};
    let game = session.game();
    let seat = |p: Player| match p {
        Player::Yellow => Seat::First,
        Player::Black => Seat::Second,
    };
    let winner = game.winner().map(|w| match w {
        Winner::Player(p) => Some(p),
        Winner::Draw => None,
    });
    let progress = progress(winner, game.to_move(), seat);
    let actions = count(game.action_count());
    GameSummary {
        kind: GameKind::Discorder,
        position: None,
        turn: if game.is_over() {
            actions
        } else {
            actions.saturating_add(1)
        },
        actions,
        scores: game.scores().map(|s| s.now),
        progress,
        blank: actions == 0,
    }
}

fn color_brake_summary(session: &ColorBrakeSession) -> GameSummary {
    use dl_color_brake::{Seat as CbSeat, Winner};
    let game = session.game();
    let seat = |s: CbSeat| match s {
        CbSeat::One => Seat::First,
        CbSeat::Two => Seat::Second,
    };
    let progress = match (game.winner(), game.to_move()) {
        (Some(Winner::Seat(s)), _) => Progress::Over {
            winner: Some(seat(s)),
        },
        (Some(Winner::Draw), _) => Progress::Over { winner: None },
        (None, Some(s)) => Progress::ToMove { seat: seat(s) },
        (None, None) => Progress::BetweenRounds,
    };
    GameSummary {
        kind: GameKind::ColorBrake,
        position: None,
        turn: u32::from(game.round().number()),
        actions: count(game.action_count()),
        scores: game.scores(),
        progress,
        blank: game.action_count() == 0,
    }
}

/// Reads a saved game of `kind` with its own crate's reader (which ignores the store's field).
pub(super) fn load(
    kind: GameKind,
    bytes: &[u8],
    computer: Option<ComputerSeat>,
) -> Result<LoadedGame, Unreadable> {
    Ok(match kind {
        GameKind::DividedLoyalties => LoadedGame::DividedLoyalties(Box::new(
            DlSession::open(Opening::SavedGame(bytes)).map_err(Unreadable::DividedLoyalties)?,
        )),
        GameKind::Discorder => LoadedGame::Discorder(Box::new(
            DiscorderSession::load(bytes).map_err(Unreadable::Discorder)?,
        )),
        GameKind::ColorBrake => {
            let saved = dl_color_brake::record::load_game(bytes).map_err(Unreadable::ColorBrake)?;
            let mode = match computer {
                None => Mode::PassAndPlay,
                Some(ComputerSeat::One) => Mode::VsComputer {
                    computer: dl_color_brake::Seat::One,
                },
                Some(ComputerSeat::Two) => Mode::VsComputer {
                    computer: dl_color_brake::Seat::Two,
                },
            };
            LoadedGame::ColorBrake(Box::new(ColorBrakeSession::new(saved.game, mode)))
        }
    })
}
