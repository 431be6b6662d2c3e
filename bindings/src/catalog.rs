//! The positions a shell offers: the 12 built-ins (R9) and the positions of a CSV file.

use dl_core::position_csv::{read_positions, write_position};
use dl_core::{builtin_positions, Position};

use crate::error::DlError;

/// A position as a new-game screen lists it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PositionInfo {
    /// Built-in number 1–12, `None` for a custom position.
    pub number: Option<u32>,
    /// The name.
    pub name: String,
    /// The slug used in links (R10).
    pub slug: String,
    /// Default sets per player: 4 for built-ins 1–6, else 3 (R3).
    pub default_rounds: u32,
    /// Grid width.
    pub width: u32,
    /// Grid height.
    pub height: u32,
}

impl From<&Position> for PositionInfo {
    fn from(p: &Position) -> Self {
        PositionInfo {
            number: p.number().map(u32::from),
            name: p.name().to_owned(),
            slug: p.slug(),
            default_rounds: p.default_rounds().count().into(),
            width: p.width().into(),
            height: p.height().into(),
        }
    }
}

/// The 12 built-in positions in order (R9).
#[uniffi::export]
pub fn builtin_position_list() -> Vec<PositionInfo> {
    builtin_positions().iter().map(PositionInfo::from).collect()
}

/// The positions of a CSV file (R9), to let the player choose one; refused files raise
/// `DlError::InvalidCsv` with the line and the problem.
#[uniffi::export]
pub fn positions_in_csv(csv: String) -> Result<Vec<PositionInfo>, DlError> {
    Ok(read_positions(csv.as_bytes())?
        .iter()
        .map(PositionInfo::from)
        .collect())
}

/// A built-in position as a CSV file in the web version's format (R9), for sharing.
#[uniffi::export]
pub fn builtin_position_csv(number: u32) -> Result<String, DlError> {
    let position = u8::try_from(number)
        .ok()
        .and_then(dl_core::builtin)
        .ok_or_else(|| unknown_position(&number.to_string()))?;
    Ok(write_position(position, number))
}

/// The error for a position key that names no built-in.
pub(crate) fn unknown_position(key: &str) -> DlError {
    dl_core::session::OpenError::UnknownPosition(key.to_owned()).into()
}
