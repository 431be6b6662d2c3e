//! Receiving (SCREENS.md "Receiving"): one entry point for everything that arrives — a link,
//! pasted message text, a file's bytes (a position CSV file, our game file, a web-version
//! save) — told apart by content, since files from chat apps arrive without a reliable type.
//! It says what arrived and gives the session to open, so a shell shows a preview card
//! ("Open this game?") before replacing anything; every refusal is a typed error.

use std::sync::Arc;

use dl_core::json_input::without_bom;
use dl_core::link::{parse_link, LinkTarget};
use dl_core::position::recognise_builtin;
use dl_core::position_csv::{read_positions, PositionCsvError};
use dl_core::session::{looks_like_position_csv, GameResult, OpenError, Opening, Session};
use dl_core::{Game, Player, Position, Rounds};

use crate::share::{result_of, Totals};

/// The largest input read, in bytes: the largest position file, saved game or web save.
pub const MAX_RECEIVED_BYTES: usize = 1 << 20;

/// A position as a preview card shows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PositionSummary {
    /// Its name.
    pub name: String,
    /// Its slug (R10).
    pub slug: String,
    /// Its built-in number 1–12, for a built-in.
    pub number: Option<u8>,
    /// Grid width in cells.
    pub width: u8,
    /// Grid height in cells.
    pub height: u8,
    /// The sets per player a new game on it has by default (R3).
    pub default_rounds: Rounds,
}

impl From<&Position> for PositionSummary {
    fn from(p: &Position) -> PositionSummary {
        PositionSummary {
            name: p.name().to_owned(),
            slug: p.slug(),
            number: p.number(),
            width: p.width(),
            height: p.height(),
            default_rounds: p.default_rounds(),
        }
    }
}

/// A game as a preview card shows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameSummary {
    /// Its position.
    pub position: PositionSummary,
    /// Sets per player (R3).
    pub rounds: Rounds,
    /// The turn number (counting passes).
    pub turn: u32,
    /// Who is to move.
    pub to_move: Player,
    /// Both totals (R7).
    pub totals: Totals,
    /// The result, when the game is over (R8).
    pub result: Option<GameResult>,
}

impl From<&Game> for GameSummary {
    fn from(game: &Game) -> GameSummary {
        GameSummary {
            position: PositionSummary::from(game.position().as_ref()),
            rounds: game.rounds(),
            turn: game.turn_number(),
            to_move: game.to_move(),
            totals: Totals::of(game),
            result: result_of(game),
        }
    }
}

/// What arrived.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arrived {
    /// A position link or a position file with one position: a new game on it.
    Position(PositionSummary),
    /// A game link, a game file or a web-version save: the game as it was.
    Game(GameSummary),
    /// A position file with several positions: the session is a new game on the first; a
    /// shell lets the player choose and opens another with `Opening::Csv`.
    PositionFile(Vec<PositionSummary>),
}

/// What arrived and the session that opens it.
#[derive(Clone, Debug)]
pub struct Arrival {
    /// What it is, for the preview card.
    pub arrived: Arrived,
    /// The session to open when the player says yes.
    pub session: Session,
}

/// Why what arrived cannot be opened. Every variant has a stable [`ReceiveError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReceiveError {
    /// The input is larger than [`MAX_RECEIVED_BYTES`].
    #[error("what arrived is larger than {MAX_RECEIVED_BYTES} bytes")]
    TooLarge,
    /// Not text, and not a file this app reads.
    #[error("what arrived is not a link, a position file or a game file")]
    Unrecognised,
    /// A link, a position file, a game file or a web save that was refused; its code says why.
    #[error("{0}")]
    Refused(#[from] OpenError),
}

impl ReceiveError {
    /// A stable code: `receive_too_large`, `receive_unrecognised`, or the refusal's own
    /// (`link_…`, `csv_…`, `record_…`, `web_…`, `json_…`, `position_…`, `start_…`).
    pub fn code(&self) -> &'static str {
        match self {
            ReceiveError::TooLarge => "receive_too_large",
            ReceiveError::Unrecognised => "receive_unrecognised",
            ReceiveError::Refused(e) => e.code(),
        }
    }
}

impl From<PositionCsvError> for ReceiveError {
    fn from(e: PositionCsvError) -> ReceiveError {
        ReceiveError::Refused(OpenError::Csv(e))
    }
}

/// What `bytes` are and the session that opens them: a position CSV file (its first line the
/// R9 header), a JSON game file (ours or the web version's), or else text holding a link of
/// this game (R10) — alone, pasted with the words around it, or in a text file.
pub fn receive(bytes: &[u8]) -> Result<Arrival, ReceiveError> {
    if bytes.len() > MAX_RECEIVED_BYTES {
        return Err(ReceiveError::TooLarge);
    }
    let content = without_bom(bytes);
    if looks_like_position_csv(content) {
        return receive_positions(bytes);
    }
    if looks_like_json(content) {
        let session = Session::open(Opening::File(content))?;
        let arrived = Arrived::Game(GameSummary::from(session.game()));
        return Ok(Arrival { arrived, session });
    }
    let text = std::str::from_utf8(content).map_err(|_| ReceiveError::Unrecognised)?;
    receive_text(text)
}

/// Whether the content is meant as a JSON game file: a JSON object or array.
fn looks_like_json(content: &[u8]) -> bool {
    matches!(content.trim_ascii_start().first(), Some(b'{' | b'['))
}

fn receive_positions(bytes: &[u8]) -> Result<Arrival, ReceiveError> {
    let positions = read_positions(bytes)?;
    let session = Session::open(Opening::Csv {
        bytes,
        index: 0,
        rounds: None,
    })?;
    let mut summaries: Vec<PositionSummary> = positions
        .into_iter()
        .map(|p| PositionSummary::from(&recognise_builtin(p)))
        .collect();
    let arrived = match summaries.len() {
        1 => Arrived::Position(summaries.remove(0)),
        _ => Arrived::PositionFile(summaries),
    };
    Ok(Arrival { arrived, session })
}

fn receive_text(text: &str) -> Result<Arrival, ReceiveError> {
    let target = parse_link(text).map_err(OpenError::Link)?;
    Ok(match target {
        LinkTarget::Position(position) => Arrival {
            arrived: Arrived::Position(PositionSummary::from(position)),
            session: Session::for_position(Arc::new(position.clone()), position.default_rounds()),
        },
        LinkTarget::Game(game) => Arrival {
            arrived: Arrived::Game(GameSummary::from(game.as_ref())),
            session: Session::new(*game),
        },
    })
}
