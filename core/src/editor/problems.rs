//! The problems of a drawing, found live, each with the cells it concerns; what blocks and
//! what only warns is explained in the module documentation of [`crate::editor`].

use crate::geometry::Cell;
use crate::position::{builtin_positions, slug};
use crate::position_build::{check_token, MAX_NAME_CHARS};

use super::drawing::Drawing;
use super::paint::Paint;

/// Whether a problem stops saving and playing, or only warns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// Shown, does not stop anything.
    Warning,
    /// Stops saving and exporting (and test play, unless it is a name problem).
    Blocking,
}

/// A problem of the position being edited. Every variant has a stable [`Problem::code`], a
/// [`Problem::severity`] and the [`Problem::cells`] it concerns.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum Problem {
    /// The name is empty or only spaces (R9).
    #[error("the position has no name")]
    NameEmpty,
    /// The name, without surrounding spaces, is longer than [`MAX_NAME_CHARS`] characters (R9).
    #[error("the name has {chars} characters, more than {MAX_NAME_CHARS}")]
    NameTooLong {
        /// Its length in characters.
        chars: usize,
    },
    /// The name holds a control character (a line break, a tab …) (R9).
    #[error("the name holds a control character")]
    NameHasControlCharacter,
    /// The name has the slug of a built-in position's name (R10).
    #[error("built-in position {number} already has this name")]
    NameOfBuiltin {
        /// The built-in's number, 1–12.
        number: u8,
    },
    /// No cell is a region cell: there is no board (R2, R9).
    #[error("the position has no region cell")]
    NoRegion,
    /// A token the CSV cannot carry (R9): empty, longer than 16 characters, with characters other
    /// than letters, digits, `_` and `-`, or `o`/`O` (which R9 reads as a dot).
    #[error("the token \"{token}\" cannot be written in a position file")]
    BadToken {
        /// The token.
        token: String,
        /// Its cells, in reading order.
        cells: Vec<Cell>,
    },
    /// The cells of one token form several parts that share no side with each other: still
    /// one region, scoring one region point per player (R2, R7).
    #[error("the region {token} is in {} separate parts", parts.len())]
    SplitRegion {
        /// The token.
        token: String,
        /// Each part's cells in reading order; parts in the reading order of their first cell.
        parts: Vec<Vec<Cell>>,
    },
    /// Dots whose four neighbours all belong to one region: holes in a board piece (R2).
    #[error("{} dots lie inside the region {token}", dots.len())]
    DotsInsideRegion {
        /// The region's token.
        token: String,
        /// The dots, in reading order.
        dots: Vec<Cell>,
    },
}

impl Problem {
    /// A stable code, for shells to localise and tests to match.
    pub fn code(&self) -> &'static str {
        match self {
            Problem::NameEmpty => "editor_name_empty",
            Problem::NameTooLong { .. } => "editor_name_too_long",
            Problem::NameHasControlCharacter => "editor_name_control_character",
            Problem::NameOfBuiltin { .. } => "editor_name_of_builtin",
            Problem::NoRegion => "editor_no_region",
            Problem::BadToken { .. } => "editor_bad_token",
            Problem::SplitRegion { .. } => "editor_split_region",
            Problem::DotsInsideRegion { .. } => "editor_dots_inside_region",
        }
    }

    /// Whether the problem blocks saving and playing or only warns.
    pub fn severity(&self) -> Severity {
        match self {
            Problem::SplitRegion { .. } | Problem::DotsInsideRegion { .. } => Severity::Warning,
            _ => Severity::Blocking,
        }
    }

    /// Whether the problem is about the name (test play ignores those).
    pub fn is_about_the_name(&self) -> bool {
        matches!(
            self,
            Problem::NameEmpty
                | Problem::NameTooLong { .. }
                | Problem::NameHasControlCharacter
                | Problem::NameOfBuiltin { .. }
        )
    }

    /// The cells concerned, in reading order (none for name problems and [`Problem::NoRegion`]).
    pub fn cells(&self) -> Vec<Cell> {
        match self {
            Problem::BadToken { cells, .. } => cells.clone(),
            Problem::DotsInsideRegion { dots, .. } => dots.clone(),
            Problem::SplitRegion { parts, .. } => {
                let mut cells: Vec<Cell> = parts.concat();
                cells.sort_unstable_by_key(|c| (c.y, c.x));
                cells
            }
            _ => Vec::new(),
        }
    }
}

/// The problems of a name (R9, R10), in the order of [`Problem`]'s variants.
pub fn name_problems(name: &str) -> Vec<Problem> {
    let name = name.trim();
    let mut problems = Vec::new();
    if name.is_empty() {
        problems.push(Problem::NameEmpty);
    }
    let chars = name.chars().count();
    if chars > MAX_NAME_CHARS {
        problems.push(Problem::NameTooLong { chars });
    }
    if name.chars().any(char::is_control) {
        problems.push(Problem::NameHasControlCharacter);
    }
    let wanted = slug(name);
    if let Some(number) = builtin_positions()
        .iter()
        .find(|p| !wanted.is_empty() && p.slug() == wanted)
        .and_then(|p| p.number())
    {
        problems.push(Problem::NameOfBuiltin { number });
    }
    problems
}

/// Every problem of a drawing: the blocking ones first, then the warnings; within each, in
/// the order of [`Problem`]'s variants, then in the reading order of their first cell.
pub(super) fn find_problems(drawing: &Drawing) -> Vec<Problem> {
    let mut problems = name_problems(drawing.name());
    let regions = drawing.regions();
    if regions.is_empty() {
        problems.push(Problem::NoRegion);
    }
    let cells_of =
        |indices: &[usize]| -> Vec<Cell> { indices.iter().map(|&i| drawing.cell_at(i)).collect() };
    for (token, indices) in &regions {
        if check_token(token).is_err() {
            problems.push(Problem::BadToken {
                token: (*token).to_owned(),
                cells: cells_of(indices),
            });
        }
    }
    for (token, indices) in &regions {
        let parts = parts_of(drawing, token, indices);
        if parts.len() > 1 {
            problems.push(Problem::SplitRegion {
                token: (*token).to_owned(),
                parts: parts.iter().map(|part| cells_of(part)).collect(),
            });
        }
    }
    problems.extend(dots_inside_regions(drawing));
    problems
}

/// The parts of a region: its cells grouped by orthogonal adjacency, in the reading order of
/// their first cell.
fn parts_of(drawing: &Drawing, token: &str, indices: &[usize]) -> Vec<Vec<usize>> {
    let mut parts: Vec<Vec<usize>> = Vec::new();
    for &index in indices {
        if !parts.iter().any(|part| part.binary_search(&index).is_ok()) {
            parts.push(drawing.connected(index, |p| p.token() == Some(token)));
        }
    }
    parts
}

/// The dots whose four neighbours are cells of one region, grouped by region in the reading
/// order of their first dot.
fn dots_inside_regions(drawing: &Drawing) -> Vec<Problem> {
    let mut found: Vec<Problem> = Vec::new();
    for (index, paint) in drawing.cells().iter().enumerate() {
        if *paint != Paint::Dot {
            continue;
        }
        let mut tokens = drawing.neighbours(index).map(|n| {
            n.and_then(|n| drawing.cells().get(n))
                .and_then(Paint::token)
        });
        let Some(Some(token)) = tokens.next() else {
            continue;
        };
        if !tokens.all(|t| t == Some(token)) {
            continue;
        }
        let dot = drawing.cell_at(index);
        match found.iter_mut().find_map(|p| match p {
            Problem::DotsInsideRegion { token: t, dots } if t == token => Some(dots),
            _ => None,
        }) {
            Some(dots) => dots.push(dot),
            None => found.push(Problem::DotsInsideRegion {
                token: token.to_owned(),
                dots: vec![dot],
            }),
        }
    }
    found
}
