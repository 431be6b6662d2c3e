//! Building a [`Position`] from untrusted cell lists (R2): the one validation shared by the
//! position CSV (R9), saved games, web-save imports and game links (R10).

use std::collections::BTreeMap;

use crate::position::{CellKind, Position, Region, Shade};

/// Largest column and row index a cell may have: the web editor's largest grid is 25×25 (R9).
pub const MAX_CELL_INDEX: u32 = 24;
/// Longest region token, in characters.
pub const MAX_TOKEN_CHARS: usize = 16;
/// Longest position name, in characters.
pub const MAX_NAME_CHARS: usize = 80;

/// What is wrong with the grid or name of a position (R2, R9). Every variant has a stable
/// [`PositionProblem::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionProblem {
    /// The name is empty, longer than [`MAX_NAME_CHARS`] or holds control characters.
    #[error("the position name is empty, longer than {MAX_NAME_CHARS} characters or holds control characters")]
    BadName,
    /// A used cell lies beyond column or row [`MAX_CELL_INDEX`].
    #[error("the cell ({0}, {1}) lies beyond column or row {MAX_CELL_INDEX} (the largest grid is 25×25)")]
    CellOutOfRange(i64, i64),
    /// A region token holds characters other than letters, digits, `_` and `-`, is too long,
    /// or is `o`/`O` (a dot in R9).
    #[error("the token \"{0}\" has characters other than letters, digits, _ and -, is too long or reads as a dot")]
    BadToken(String),
    /// The position has no region cell.
    #[error("the position has no region cell")]
    NoRegion,
}

impl PositionProblem {
    /// A stable code for the problem, for shells to localise and tests to match.
    pub fn code(&self) -> &'static str {
        match self {
            PositionProblem::BadName => "position_bad_name",
            PositionProblem::CellOutOfRange(..) => "position_cell_out_of_range",
            PositionProblem::BadToken(_) => "position_bad_token",
            PositionProblem::NoRegion => "position_no_region",
        }
    }
}

/// What one used cell of a position holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CellValue<'a> {
    /// A dot (R2).
    Dot,
    /// A region cell with this token (R2).
    Region(&'a str),
}

impl<'a> CellValue<'a> {
    /// Reads an R9 cell value: `None` for `.` or empty, `Dot` for `o`/`O`, else a region.
    pub(crate) fn parse(value: &'a str) -> Option<CellValue<'a>> {
        match value {
            "" | "." => None,
            "o" | "O" => Some(CellValue::Dot),
            token => Some(CellValue::Region(token)),
        }
    }
}

/// Characters that change how the text around them is shown without showing themselves:
/// the bidirectional controls (a right-to-left override makes a name read backwards) and the
/// zero-width characters (two names that look the same differ).
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{061C}'
            | '\u{180E}'
            | '\u{200B}'..='\u{200F}'
            | '\u{202A}'..='\u{202E}'
            | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{2069}'
            | '\u{FEFF}'
    )
}

/// A position name as every reader accepts it (CSV, saved games, web saves, links, the
/// editor): without bidirectional controls and zero-width characters, without surrounding
/// spaces. Its length is then checked ([`MAX_NAME_CHARS`]).
pub fn clean_name(name: &str) -> String {
    let cleaned: String = name.chars().filter(|c| !is_invisible(*c)).collect();
    cleaned.trim().to_owned()
}

/// Whether a position name is acceptable: not empty, at most [`MAX_NAME_CHARS`] characters,
/// no control characters.
pub(crate) fn check_name(name: &str) -> Result<(), PositionProblem> {
    if name.is_empty()
        || name.chars().count() > MAX_NAME_CHARS
        || name.chars().any(char::is_control)
    {
        return Err(PositionProblem::BadName);
    }
    Ok(())
}

/// Whether a region token is acceptable: at most [`MAX_TOKEN_CHARS`] letters, digits, `_`, `-`,
/// and not `o` or `O`, which R9 reads as a dot.
pub(crate) fn check_token(token: &str) -> Result<(), PositionProblem> {
    let ok = CellValue::parse(token) == Some(CellValue::Region(token))
        && token.chars().count() <= MAX_TOKEN_CHARS
        && token
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '-');
    if ok {
        Ok(())
    } else {
        Err(PositionProblem::BadToken(token.to_owned()))
    }
}

/// Checks that a used cell lies within the 25×25 grid (R9).
pub(crate) fn check_cell(x: i64, y: i64) -> Result<(), PositionProblem> {
    let limit = i64::from(MAX_CELL_INDEX);
    if !(0..=limit).contains(&x) || !(0..=limit).contains(&y) {
        return Err(PositionProblem::CellOutOfRange(x, y));
    }
    Ok(())
}

/// The used cells of a position being read, keyed `(y, x)` so that iteration is reading order.
pub(crate) type UsedCells<'a> = BTreeMap<(u32, u32), CellValue<'a>>;

/// Builds a custom position (no number) from its name ([`clean_name`]d) and used cells. The
/// grid is `largest x + 2` by `largest y + 2` (R2); regions are numbered in reading order (row
/// by row, left to right), so the same board always gives the same position.
pub(crate) fn build_position(
    name: &str,
    used: &UsedCells<'_>,
) -> Result<Position, PositionProblem> {
    let name = clean_name(name);
    check_name(&name)?;
    for (&(y, x), value) in used {
        check_cell(i64::from(x), i64::from(y))?;
        if let CellValue::Region(token) = value {
            check_token(token)?;
        }
    }
    if !used.values().any(|v| matches!(v, CellValue::Region(_))) {
        return Err(PositionProblem::NoRegion);
    }
    let max_x = used.keys().map(|k| k.1).max().unwrap_or(0);
    let max_y = used.keys().map(|k| k.0).max().unwrap_or(0);
    // Both are at most MAX_CELL_INDEX + 1, which fits in u8.
    let (width, height) = ((max_x + 2) as u8, (max_y + 2) as u8);
    let mut cells = vec![CellKind::Empty; usize::from(width) * usize::from(height)];
    let mut regions: Vec<Region> = Vec::new();
    for (&(y, x), &value) in used {
        let kind = match value {
            CellValue::Dot => CellKind::Dot,
            CellValue::Region(token) => {
                let index = match regions.iter().position(|r| r.token == token) {
                    Some(i) => i,
                    None => {
                        regions.push(Region {
                            token: token.to_owned(),
                            shade: Shade::of_token(token),
                        });
                        regions.len() - 1
                    }
                };
                // At most 625 cells, so at most 625 regions.
                CellKind::Region(index as u16)
            }
        };
        if let Some(cell) = cells.get_mut(y as usize * usize::from(width) + x as usize) {
            *cell = kind;
        }
    }
    Ok(Position::from_parts(
        None, name, width, height, cells, regions,
    ))
}

#[cfg(test)]
mod tests {
    /// Issue 20, point 13: names lose their bidirectional controls and zero-width characters
    /// wherever they are read, and are then held to the length limit.
    #[test]
    fn names_are_cleaned_of_invisible_characters_and_capped() {
        let mut used = UsedCells::new();
        used.insert((0, 0), CellValue::Region("S1"));
        let name = |raw: &str| build_position(raw, &used).map(|p| p.name().to_owned());
        assert_eq!(
            name("\u{202e}Won\u{200b} \u{2066}x\u{2069}"),
            Ok("Won x".into())
        );
        assert_eq!(name("\u{200f}\u{feff}"), Err(PositionProblem::BadName));
        let long = format!("{}{}", "a".repeat(MAX_NAME_CHARS), "\u{200e}".repeat(900));
        assert_eq!(name(&long), Ok("a".repeat(MAX_NAME_CHARS)));
        assert_eq!(
            name(&"\u{202e}ab".repeat(41)),
            Err(PositionProblem::BadName),
            "82 characters once cleaned"
        );
    }

    use super::*;
    use crate::geometry::Cell;

    #[test]
    fn r2_grid_is_largest_coordinate_plus_two_and_regions_follow_reading_order() {
        let used = UsedCells::from([
            ((1, 3), CellValue::Region("B")),
            ((2, 0), CellValue::Dot),
            ((0, 1), CellValue::Region("A")),
            ((1, 2), CellValue::Region("A")),
        ]);
        let p = build_position("Tiny", &used).unwrap();
        assert_eq!((p.width(), p.height()), (5, 4));
        assert_eq!(p.regions()[0].token, "A");
        assert_eq!(p.kind(Cell::new(3, 1)), CellKind::Region(1));
        assert_eq!(p.kind(Cell::new(0, 2)), CellKind::Dot);
        assert_eq!(p.number(), None);
    }

    #[test]
    fn r9_bad_grids_are_refused_with_their_problem() {
        let one = |x, y, v| UsedCells::from([((y, x), v), ((0, 0), CellValue::Region("S1"))]);
        let code = |name: &str, used| build_position(name, &used).unwrap_err().code();
        assert_eq!(
            code("A", one(25, 0, CellValue::Dot)),
            "position_cell_out_of_range"
        );
        assert_eq!(
            code("A", one(1, 0, CellValue::Region("S 1"))),
            "position_bad_token"
        );
        assert_eq!(
            code("A", one(1, 0, CellValue::Region("o"))),
            "position_bad_token"
        );
        assert_eq!(
            code("A", one(1, 0, CellValue::Region("O"))),
            "position_bad_token"
        );
        assert_eq!(code("", one(1, 1, CellValue::Dot)), "position_bad_name");
        assert_eq!(
            code("A", UsedCells::from([((1, 1), CellValue::Dot)])),
            "position_no_region"
        );
    }
}
