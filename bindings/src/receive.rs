//! Receiving (`dl_app::receive`): one entry point for links, pasted text and files, which says
//! what arrived and gives the session to open after the player's yes.

use std::sync::Arc;

use dl_app::receive::{receive, Arrival, Arrived, PositionSummary, ReceiveError};

use crate::catalog::PositionInfo;
use crate::error::{DlError, ErrorDetailsModel};
use crate::model::Side;
use crate::session::GameSession;
use crate::view::ResultModel;

/// A game as a preview card shows it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameSummaryModel {
    /// Its position.
    pub position: PositionInfo,
    /// Sets per player (R3).
    pub rounds: u32,
    /// The turn number.
    pub turn: u32,
    /// Who is to move.
    pub to_move: Side,
    /// Blue's total (R7).
    pub blue_total: u32,
    /// Yellow's total.
    pub yellow_total: u32,
    /// The result, when the game is over (R8).
    pub result: Option<ResultModel>,
}

/// What arrived.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ArrivedModel {
    /// A position link or a position file with one position: a new game on it.
    Position {
        /// The position.
        position: PositionInfo,
    },
    /// A game link, a game file or a web-version save.
    Game {
        /// The game.
        game: GameSummaryModel,
    },
    /// A position file with several positions: the session is a new game on the first;
    /// open another with `GameSession.fromCsv(text, index, rounds)`.
    PositionFile {
        /// The positions, in file order.
        positions: Vec<PositionInfo>,
    },
}

/// What arrived and the session that opens it. Close the session if the player says no.
#[derive(uniffi::Record)]
pub struct ArrivalModel {
    /// What it is, for the preview card ("Open this game?").
    pub arrived: ArrivedModel,
    /// The session to show when the player says yes.
    pub session: Arc<GameSession>,
}

fn position_info(p: PositionSummary) -> PositionInfo {
    PositionInfo {
        number: p.number.map(u32::from),
        name: p.name,
        slug: p.slug,
        default_rounds: p.default_rounds.count().into(),
        width: p.width.into(),
        height: p.height.into(),
    }
}

impl From<Arrival> for ArrivalModel {
    fn from(a: Arrival) -> Self {
        let arrived = match a.arrived {
            Arrived::Position(p) => ArrivedModel::Position {
                position: position_info(p),
            },
            Arrived::Game(g) => ArrivedModel::Game {
                game: GameSummaryModel {
                    position: position_info(g.position),
                    rounds: g.rounds.count().into(),
                    turn: g.turn,
                    to_move: g.to_move.into(),
                    blue_total: g.totals.blue,
                    yellow_total: g.totals.yellow,
                    result: g.result.map(ResultModel::from),
                },
            },
            Arrived::PositionFile(list) => ArrivedModel::PositionFile {
                positions: list.into_iter().map(position_info).collect(),
            },
        };
        ArrivalModel {
            arrived,
            session: GameSession::wrap(a.session),
        }
    }
}

impl From<ReceiveError> for DlError {
    fn from(e: ReceiveError) -> Self {
        let limit = match e {
            ReceiveError::TooLarge => {
                Some(i64::try_from(dl_app::receive::MAX_RECEIVED_BYTES).unwrap_or(i64::MAX))
            }
            ReceiveError::Unrecognised => None,
            ReceiveError::Refused(open) => return open.into(),
        };
        DlError::Unrecognised {
            code: e.code().to_owned(),
            details: ErrorDetailsModel {
                limit,
                ..ErrorDetailsModel::default()
            },
            english: e.to_string(),
        }
    }
}

/// Whatever arrived as bytes — a file from the share sheet or "open with" (CSV, our game file,
/// a web-version save, a text file holding a link), told apart by content.
#[uniffi::export]
pub fn receive_file(bytes: Vec<u8>) -> Result<ArrivalModel, DlError> {
    Ok(receive(&bytes)?.into())
}

/// A link (from an intent or `onOpenURL`) or pasted text holding one.
#[uniffi::export]
pub fn receive_text(text: String) -> Result<ArrivalModel, DlError> {
    Ok(receive(text.as_bytes())?.into())
}
