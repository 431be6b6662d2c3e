//! Share links (R10): position links compatible with the web version, and game links that
//! carry a whole game for correspondence play.
//!
//! - A **position link** opens a built-in position: `<BASE>#<slug>` as written by
//!   [`position_link`] (e.g. `…#e-m-3-w`, R10), and `<BASE>#<number>` (1–12) is read too.
//! - A **game link** carries a whole game: `<BASE>#game=<payload>`, the payload in URL-safe
//!   base64 without padding of: one version byte ([`GAME_LINK_VERSION`]), the packed game
//!   (layout in `link_codec.rs`; built-ins by number, custom positions with their grid), and the
//!   CRC-32 of the version byte and the packed game, big-endian. A complete 4-round game on a
//!   built-in position takes a few hundred characters, far below the 2,000 that messengers
//!   keep on one line.
//!
//! `<BASE>` is [`WEB_BASE_URL`]. Parsing trims surrounding white space, refuses input longer
//! than [`MAX_LINK_CHARS`] before looking at it, and accepts exactly what the writers produce:
//! anything else is refused with a typed [`LinkError`], and a game is replayed through the rules.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

use crate::game::Game;
use crate::link_codec::{decode, encode, BodyError};
use crate::position::{builtin, builtin_match, builtin_positions, Position};
use crate::position_build::PositionProblem;
use crate::rules::Refusal;
use crate::start_check::StartError;

/// The web version's address, which the links start with. A placeholder (the reserved
/// `.example` domain) until the web version's public address is fixed; links written with it
/// are still read by this app.
pub const WEB_BASE_URL: &str = "https://divided-loyalties.example/";
/// What follows `#` in a game link before the payload.
pub const GAME_FRAGMENT_PREFIX: &str = "game=";
/// The game-link format version written into the first payload byte.
pub const GAME_LINK_VERSION: u8 = 1;
/// Longest link accepted, in characters; longer input is refused before it is parsed.
pub const MAX_LINK_CHARS: usize = 16 * 1024;

const CHECKSUM_BYTES: usize = 4;

/// What a link opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkTarget {
    /// A built-in position, for a new game (R10).
    Position(&'static Position),
    /// A whole game, replayed through the rules.
    Game(Box<Game>),
}

/// A field of a game link's packed game, named when it holds a value the format never writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LinkField {
    /// The name of a custom position.
    PositionName,
    /// A region token of a custom position.
    RegionToken,
    /// A cell of the grid.
    Cell,
    /// A stone's colour.
    Colour,
    /// A stone of the start state.
    Stone,
    /// A bridge of the start state.
    Bridge,
    /// The kind of a bridge of the start state.
    BridgeKind,
}

impl LinkField {
    /// A stable code for the field, for shells to localise.
    pub fn code(self) -> &'static str {
        match self {
            LinkField::PositionName => "position_name",
            LinkField::RegionToken => "region_token",
            LinkField::Cell => "cell",
            LinkField::Colour => "colour",
            LinkField::Stone => "stone",
            LinkField::Bridge => "bridge",
            LinkField::BridgeKind => "bridge_kind",
        }
    }
}

impl std::fmt::Display for LinkField {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.code().replace('_', " "))
    }
}

/// Why a link was refused. Every variant has a stable [`LinkError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    /// The link is longer than [`MAX_LINK_CHARS`] (or, when writing, the game would make one).
    #[error("the link is longer than {MAX_LINK_CHARS} characters")]
    TooLong,
    /// The link does not start with [`WEB_BASE_URL`] followed by `#`.
    #[error("not a link of this game (it must start with {WEB_BASE_URL}#)")]
    BadPrefix,
    /// The fragment names no built-in position (R10).
    #[error("\"{0}\" is not the number or name of a built-in position")]
    UnknownPosition(String),
    /// The payload is not URL-safe base64 without padding.
    #[error("the game link is damaged (not base64)")]
    BadBase64,
    /// The payload is too short to hold a version byte and a checksum, or ends inside a value.
    #[error("the game link is cut short")]
    Truncated,
    /// The checksum does not match: the link was changed or damaged.
    #[error("the game link is damaged (checksum mismatch)")]
    BadChecksum,
    /// The version byte is not [`GAME_LINK_VERSION`], e.g. written by a newer app.
    #[error("game link version {0} is not supported (this app reads version {GAME_LINK_VERSION}); a newer app may open it")]
    UnsupportedVersion(u8),
    /// Whole bytes are left after the game.
    #[error("the game link has bytes left over after the game")]
    TrailingBytes,
    /// A field holds a value that the format never writes.
    #[error("the game link holds an invalid {0}")]
    BadValue(LinkField),
    /// The game link names a built-in number that does not exist.
    #[error("the game link names built-in position {0}, which does not exist")]
    UnknownBuiltin(u8),
    /// The custom position is invalid (R2).
    #[error("{0}")]
    Position(PositionProblem),
    /// The start state breaks a rule (R3–R6).
    #[error("{0}")]
    Start(StartError),
    /// An action is refused by the rules when replayed.
    #[error("action {index} of the game link is illegal: {refusal}")]
    IllegalAction {
        /// Index of the action, 0-based.
        index: usize,
        /// Why the rules refuse it; [`Refusal::code`] gives its code.
        refusal: Refusal,
    },
    /// The payload decodes, but not in the form this app writes.
    #[error("the game link is not in the form this app writes")]
    NotCanonical,
}

impl LinkError {
    /// A stable code, for shells to localise and tests to match; nested problems give their own.
    pub fn code(&self) -> &'static str {
        match self {
            LinkError::TooLong => "link_too_long",
            LinkError::BadPrefix => "link_bad_prefix",
            LinkError::UnknownPosition(_) => "link_unknown_position",
            LinkError::BadBase64 => "link_bad_base64",
            LinkError::Truncated => "link_truncated",
            LinkError::BadChecksum => "link_bad_checksum",
            LinkError::UnsupportedVersion(_) => "link_unsupported_version",
            LinkError::TrailingBytes => "link_trailing_bytes",
            LinkError::BadValue(_) => "link_bad_value",
            LinkError::UnknownBuiltin(_) => "link_unknown_builtin",
            LinkError::Position(p) => p.code(),
            LinkError::Start(e) => e.code(),
            LinkError::IllegalAction { .. } => "link_illegal_action",
            LinkError::NotCanonical => "link_not_canonical",
        }
    }
}

impl From<BodyError> for LinkError {
    fn from(e: BodyError) -> LinkError {
        match e {
            BodyError::Truncated => LinkError::Truncated,
            BodyError::Trailing => LinkError::TrailingBytes,
            BodyError::BadValue(what) => LinkError::BadValue(what),
            BodyError::UnknownBuiltin(n) => LinkError::UnknownBuiltin(n),
            BodyError::Position(p) => LinkError::Position(p),
            BodyError::Start(e) => LinkError::Start(e),
            BodyError::IllegalAction(index, refusal) => LinkError::IllegalAction { index, refusal },
            BodyError::NotCanonical => LinkError::NotCanonical,
        }
    }
}

/// The link that opens `position` in the web version and in the app: `<BASE>#<slug>` (R10).
/// `None` for a position that is not a built-in (share a game link instead).
pub fn position_link(position: &Position) -> Option<String> {
    let builtin = builtin_match(position)?;
    Some(format!("{WEB_BASE_URL}#{}", builtin.slug()))
}

/// The link that carries the whole of `game` (R10). Fails with [`LinkError::TooLong`] only for
/// a game that would not fit in [`MAX_LINK_CHARS`] (a complete game on a built-in position
/// takes a few hundred characters); such a game travels as a saved-game file instead.
pub fn game_link(game: &Game) -> Result<String, LinkError> {
    let mut payload = vec![GAME_LINK_VERSION];
    payload.extend(encode(game));
    let checksum = crc32fast::hash(&payload);
    payload.extend(checksum.to_be_bytes());
    let link = format!(
        "{WEB_BASE_URL}#{GAME_FRAGMENT_PREFIX}{}",
        URL_SAFE_NO_PAD.encode(&payload)
    );
    if link.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong);
    }
    Ok(link)
}

/// Reads a position link or a game link (see the module documentation).
pub fn parse_link(text: &str) -> Result<LinkTarget, LinkError> {
    if text.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong);
    }
    let fragment = text
        .trim()
        .strip_prefix(WEB_BASE_URL)
        .and_then(|rest| rest.strip_prefix('#'))
        .ok_or(LinkError::BadPrefix)?;
    match fragment.strip_prefix(GAME_FRAGMENT_PREFIX) {
        Some(payload) => parse_game(payload).map(|g| LinkTarget::Game(Box::new(g))),
        None => builtin_by_fragment(fragment)
            .map(LinkTarget::Position)
            .ok_or_else(|| LinkError::UnknownPosition(fragment.to_owned())),
    }
}

/// A built-in by its number 1–12 (no sign, no leading zero) or by its exact slug (R10).
fn builtin_by_fragment(fragment: &str) -> Option<&'static Position> {
    let canonical_number = !fragment.is_empty()
        && !fragment.starts_with('0')
        && fragment.bytes().all(|b| b.is_ascii_digit());
    if canonical_number {
        return fragment.parse().ok().and_then(builtin);
    }
    builtin_positions().iter().find(|p| p.slug() == fragment)
}

fn parse_game(payload: &str) -> Result<Game, LinkError> {
    let bytes = URL_SAFE_NO_PAD
        .decode(payload)
        .map_err(|_| LinkError::BadBase64)?;
    if bytes.len() < 1 + CHECKSUM_BYTES {
        return Err(LinkError::Truncated);
    }
    let (content, checksum) = bytes.split_at(bytes.len() - CHECKSUM_BYTES);
    if crc32fast::hash(content).to_be_bytes() != checksum {
        return Err(LinkError::BadChecksum);
    }
    let (&version, body) = content.split_first().ok_or(LinkError::Truncated)?;
    if version != GAME_LINK_VERSION {
        return Err(LinkError::UnsupportedVersion(version));
    }
    Ok(decode(body)?)
}
