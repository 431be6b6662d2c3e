//! Share links (R10): position links that are the web version's own addresses, and game links
//! that carry a whole game for correspondence play, on the same page address.
//!
//! - A **position link** opens a built-in position: `<PAGE>#<slug>` as written by
//!   [`WebPage::position_link`] (e.g. `…/divided_loyalties_en.html#e-m-3-w`, R10);
//!   `<PAGE>#<number>` (1–12) is read too, as the web version writes it.
//! - A **game link** carries a whole game: `<PAGE>#game=<payload>`, the payload in URL-safe
//!   base64 without padding of: one version byte ([`GAME_LINK_VERSION`] for a game between two
//!   players, [`GAME_LINK_VERSION_WITH_OPPONENT`] for a game against the computer, issue 11),
//!   the packed game (layout in `link_codec.rs`; built-ins by number, custom positions with
//!   their grid, then the computer's side and level in version 2), and the
//!   CRC-32 of the version byte and the packed game, big-endian. A complete 4-round game on a
//!   built-in position takes a few hundred characters, far below the 2,000 that messengers
//!   keep on one line; a friend without the app who taps it lands on the web version's page.
//!
//! `<PAGE>` is the address of one of the web version's language pages ([`WebPage`]), the
//! sharer's. Reading ([`parse_link`]) takes any of those pages (with or without `www.`,
//! `http` or `https`), the app's scheme [`APP_SCHEME`], and a link inside message text
//! (`link_address.rs`); it refuses text longer than [`MAX_MESSAGE_CHARS`] and a link longer
//! than [`MAX_LINK_CHARS`] before looking at them, and accepts exactly the fragments the
//! writers produce: anything else is refused with a typed [`LinkError`], and a game is
//! replayed through the rules.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

use crate::game::Game;
use crate::link_address::fragment_of_first_link;
pub use crate::link_address::APP_SCHEME;
use crate::link_codec::{decode, encode, BodyError};
use crate::opponent::Opponent;
use crate::position::{builtin, builtin_match, builtin_positions, Position};
use crate::position_build::PositionProblem;
use crate::rules::Refusal;
use crate::start_check::StartError;
pub use crate::web_page::{WebPage, WEB_FOLDER, WEB_HOST};

/// The address of the web version's English page ([`WebPage::DEFAULT`]), on which
/// [`position_link`] and [`game_link`] write links when no language is given.
pub const WEB_BASE_URL: &str = "https://game.ywesee.com/parados/divided_loyalties_en.html";
/// What follows `#` in a game link before the payload.
pub const GAME_FRAGMENT_PREFIX: &str = "game=";
/// The game-link format version written into the first payload byte of a game between two
/// players (read by every app since the first).
pub const GAME_LINK_VERSION: u8 = 1;
/// The game-link format version of a game against the computer: version 1 followed by the
/// computer's side and level (issue 11).
pub const GAME_LINK_VERSION_WITH_OPPONENT: u8 = 2;
/// Longest link accepted, in bytes; a longer one is refused before its fragment is read.
pub const MAX_LINK_CHARS: usize = 16 * 1024;
/// Longest text searched for a link, in bytes (a pasted message); longer text is refused
/// before it is read.
pub const MAX_MESSAGE_CHARS: usize = 64 * 1024;

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
    /// The level of the computer opponent.
    Level,
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
            LinkField::Level => "level",
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
    /// The link is longer than [`MAX_LINK_CHARS`] or the text than [`MAX_MESSAGE_CHARS`] (or,
    /// when writing, the game would make a link that long).
    #[error("the link is longer than {MAX_LINK_CHARS} characters")]
    TooLong,
    /// The text holds no link of this game: no address of the web version and no
    /// [`APP_SCHEME`] link.
    #[error("no link of this game found (links start with https://{WEB_HOST}{WEB_FOLDER} or {APP_SCHEME})")]
    BadPrefix,
    /// The link is on the web version's host but not one of its game pages.
    #[error("\"{0}\" is not a page of the web version of this game")]
    UnknownPage(String),
    /// The link names a page of the web version but no position or game (nothing after `#`).
    #[error("the link opens the web version's start page, not a position or a game")]
    NoFragment,
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
    /// The version byte is neither [`GAME_LINK_VERSION`] nor
    /// [`GAME_LINK_VERSION_WITH_OPPONENT`], e.g. written by a newer app.
    #[error("game link version {0} is not supported (this app reads versions {GAME_LINK_VERSION} and {GAME_LINK_VERSION_WITH_OPPONENT}); a newer app may open it")]
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
            LinkError::UnknownPage(_) => "link_unknown_page",
            LinkError::NoFragment => "link_no_fragment",
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

/// The link that opens `position` on the web version's English page and in the app (see
/// [`WebPage::position_link`]).
pub fn position_link(position: &Position) -> Option<String> {
    WebPage::DEFAULT.position_link(position)
}

/// The link that carries the whole of `game`, on the web version's English page (see
/// [`WebPage::game_link`]).
pub fn game_link(game: &Game) -> Result<String, LinkError> {
    WebPage::DEFAULT.game_link(game)
}

/// The link that carries the whole of `game` against the computer `opponent` (see
/// [`WebPage::game_link_with_opponent`]).
pub fn game_link_with_opponent(
    game: &Game,
    opponent: Option<Opponent>,
) -> Result<String, LinkError> {
    WebPage::DEFAULT.game_link_with_opponent(game, opponent)
}

impl WebPage {
    /// The link that opens `position` on this page of the web version and in the app:
    /// `<page>#<slug>` (R10). `None` for a position that is not a built-in: it has no web
    /// address and travels as CSV (R9) or as a game link.
    pub fn position_link(self, position: &Position) -> Option<String> {
        let builtin = builtin_match(position)?;
        Some(format!("{}#{}", self.address(), builtin.slug()))
    }

    /// The link that carries the whole of `game` (R10), on this page's address so that a
    /// friend without the app lands on the web version. Fails with [`LinkError::TooLong`] only
    /// for a game that would not fit in [`MAX_LINK_CHARS`] (a complete game on a built-in
    /// position takes a few hundred characters); such a game travels as a saved-game file.
    pub fn game_link(self, game: &Game) -> Result<String, LinkError> {
        self.game_link_with_opponent(game, None)
    }

    /// The link that carries the whole of `game` and, in a game against the computer, the
    /// `opponent` (version [`GAME_LINK_VERSION_WITH_OPPONENT`]; a game between two players is
    /// written in version [`GAME_LINK_VERSION`], as [`WebPage::game_link`] does).
    pub fn game_link_with_opponent(
        self,
        game: &Game,
        opponent: Option<Opponent>,
    ) -> Result<String, LinkError> {
        let version = match opponent {
            None => GAME_LINK_VERSION,
            Some(_) => GAME_LINK_VERSION_WITH_OPPONENT,
        };
        let mut payload = vec![version];
        payload.extend(encode(game, opponent));
        let checksum = crc32fast::hash(&payload);
        payload.extend(checksum.to_be_bytes());
        let link = format!(
            "{}#{GAME_FRAGMENT_PREFIX}{}",
            self.address(),
            URL_SAFE_NO_PAD.encode(&payload)
        );
        if link.len() > MAX_LINK_CHARS {
            return Err(LinkError::TooLong);
        }
        Ok(link)
    }
}

/// Reads the first link of this game in `text` — a link alone or inside a message, on any
/// page of the web version or with the app's scheme (see the module documentation) — into
/// the built-in position or the game it opens.
pub fn parse_link(text: &str) -> Result<LinkTarget, LinkError> {
    parse_link_with_opponent(text).map(|(target, _)| target)
}

/// Reads a link as [`parse_link`] does, with the computer opponent a game link of a game
/// against the computer carries (issue 11).
pub fn parse_link_with_opponent(text: &str) -> Result<(LinkTarget, Option<Opponent>), LinkError> {
    if text.len() > MAX_MESSAGE_CHARS {
        return Err(LinkError::TooLong);
    }
    // A byte-order mark at the start of a text file holding the link is ignored.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let fragment = fragment_of_first_link(text)?;
    match fragment.strip_prefix(GAME_FRAGMENT_PREFIX) {
        Some(payload) => {
            parse_game(payload).map(|(g, opponent)| (LinkTarget::Game(Box::new(g)), opponent))
        }
        None => builtin_by_fragment(fragment)
            .map(|p| (LinkTarget::Position(p), None))
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

fn parse_game(payload: &str) -> Result<(Game, Option<Opponent>), LinkError> {
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
    let with_opponent = match version {
        GAME_LINK_VERSION => false,
        GAME_LINK_VERSION_WITH_OPPONENT => true,
        _ => return Err(LinkError::UnsupportedVersion(version)),
    };
    Ok(decode(body, with_opponent)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r10_the_default_base_is_the_english_page() {
        assert_eq!(WEB_BASE_URL, WebPage::English.address());
        assert_eq!(WebPage::DEFAULT, WebPage::English);
    }
}
