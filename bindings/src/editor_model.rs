//! The records and enums of the position editor (issue 12) across the FFI: the editor's view
//! model with its problems, the brush, and refused edits as values.

use dl_core::editor::{
    Brush, EditError, EditorCellView, EditorView, Paint, Problem, ProblemView, Severity, Tool,
};

use dl_core::position_csv::MAX_NAME_CHARS;

use crate::model::{CellPos, RegionShade};

/// What one cell of the editor holds (R2).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PaintModel {
    /// Nothing.
    Empty,
    /// A dot.
    Dot,
    /// A region cell with this token (`S1`–`S9` dark, `W1`–`W9` medium, `G1`–`G9` light).
    Region {
        /// The token.
        token: String,
    },
}

impl From<Paint> for PaintModel {
    fn from(p: Paint) -> Self {
        match p {
            Paint::Empty => PaintModel::Empty,
            Paint::Dot => PaintModel::Dot,
            Paint::Region(token) => PaintModel::Region { token },
        }
    }
}

impl From<PaintModel> for Paint {
    fn from(p: PaintModel) -> Self {
        match p {
            PaintModel::Empty => Paint::Empty,
            PaintModel::Dot => Paint::Dot,
            PaintModel::Region { token } => Paint::Region(token),
        }
    }
}

/// How the brush applies its paint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ToolModel {
    /// One cell at a time (a drag paints a stroke).
    Pencil,
    /// Flood fill.
    Fill,
}

/// The brush in hand.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct BrushModel {
    /// What it paints (`Empty` is the eraser).
    pub paint: PaintModel,
    /// Pencil or flood fill.
    pub tool: ToolModel,
}

impl From<Brush> for BrushModel {
    fn from(b: Brush) -> Self {
        BrushModel {
            paint: b.paint.into(),
            tool: match b.tool {
                Tool::Pencil => ToolModel::Pencil,
                Tool::Fill => ToolModel::Fill,
            },
        }
    }
}

impl From<BrushModel> for Brush {
    fn from(b: BrushModel) -> Self {
        Brush {
            paint: b.paint.into(),
            tool: match b.tool {
                ToolModel::Pencil => Tool::Pencil,
                ToolModel::Fill => Tool::Fill,
            },
        }
    }
}

/// Whether a problem blocks saving and playing or only warns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum SeverityModel {
    /// Shown; blocks nothing.
    Warning,
    /// Blocks saving and exporting (and test play, unless it is a name problem).
    Blocking,
}

impl From<Severity> for SeverityModel {
    fn from(s: Severity) -> Self {
        match s {
            Severity::Warning => SeverityModel::Warning,
            Severity::Blocking => SeverityModel::Blocking,
        }
    }
}

/// A problem of the position being edited, with the cells to highlight.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ProblemModel {
    /// Stable code (`editor_name_empty`, `editor_split_region` …).
    pub code: String,
    /// Whether it blocks.
    pub severity: SeverityModel,
    /// The cells it concerns, in reading order.
    pub cells: Vec<CellPos>,
    /// The region token concerned (bad token, split region, dots inside a region).
    pub token: Option<String>,
    /// A split region's parts, each in reading order.
    pub parts: Vec<Vec<CellPos>>,
    /// The built-in whose name it is (`editor_name_of_builtin`).
    pub number: Option<u32>,
    /// A name's length in characters (`editor_name_too_long`).
    pub chars: Option<u32>,
    /// The longest name allowed, in characters (`editor_name_too_long`; R9).
    pub limit: Option<u32>,
    /// English, for logs.
    pub english: String,
}

fn cells(cells: &[dl_core::Cell]) -> Vec<CellPos> {
    cells.iter().map(|&c| c.into()).collect()
}

impl From<&Problem> for ProblemModel {
    fn from(p: &Problem) -> Self {
        let (token, parts, number, chars) = match p {
            Problem::BadToken { token, .. } | Problem::DotsInsideRegion { token, .. } => {
                (Some(token.clone()), Vec::new(), None, None)
            }
            Problem::SplitRegion { token, parts } => (
                Some(token.clone()),
                parts.iter().map(|part| cells(part)).collect(),
                None,
                None,
            ),
            Problem::NameOfBuiltin { number } => (None, Vec::new(), Some(u32::from(*number)), None),
            Problem::NameTooLong { chars } => (
                None,
                Vec::new(),
                None,
                Some(u32::try_from(*chars).unwrap_or(u32::MAX)),
            ),
            Problem::NameEmpty | Problem::NameHasControlCharacter | Problem::NoRegion => {
                (None, Vec::new(), None, None)
            }
        };
        ProblemModel {
            code: p.code().to_owned(),
            severity: p.severity().into(),
            cells: cells(&p.cells()),
            token,
            parts,
            number,
            chars,
            limit: chars.map(|_| u32::try_from(MAX_NAME_CHARS).unwrap_or(u32::MAX)),
            english: p.to_string(),
        }
    }
}

impl From<ProblemView> for ProblemModel {
    fn from(p: ProblemView) -> Self {
        ProblemModel::from(&p.problem)
    }
}

/// One cell of the editor's grid.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct EditorCellModel {
    /// Column.
    pub x: u32,
    /// Row.
    pub y: u32,
    /// What it holds.
    pub paint: PaintModel,
    /// The shade of a region cell (R2).
    pub shade: Option<RegionShade>,
    /// The most severe problem that concerns the cell, for highlighting.
    pub flagged: Option<SeverityModel>,
}

impl From<EditorCellView> for EditorCellModel {
    fn from(c: EditorCellView) -> Self {
        EditorCellModel {
            x: c.cell.x.into(),
            y: c.cell.y.into(),
            paint: c.paint.into(),
            shade: c.shade.map(RegionShade::from),
            flagged: c.flagged.map(SeverityModel::from),
        }
    }
}

/// Everything the editor screen draws; geometry as in the game view (cell units, origin at the
/// grid's top-left corner, cell (x, y) covers [x, x+1] × [y, y+1]).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct EditorViewModel {
    /// The name as typed.
    pub name: String,
    /// Grid width in cells (9–25).
    pub width: u32,
    /// Grid height in cells (9–25).
    pub height: u32,
    /// Every cell, row-major.
    pub cells: Vec<EditorCellModel>,
    /// The brush in hand.
    pub brush: BrushModel,
    /// Every problem: the blocking ones first, then the warnings.
    pub problems: Vec<ProblemModel>,
    /// Whether Undo is enabled.
    pub can_undo: bool,
    /// Whether Redo is enabled.
    pub can_redo: bool,
    /// Whether Save and "Share as CSV" are enabled.
    pub can_save: bool,
    /// Whether "Test play" is enabled.
    pub can_test_play: bool,
}

impl From<EditorView> for EditorViewModel {
    fn from(v: EditorView) -> Self {
        EditorViewModel {
            name: v.name,
            width: v.width.into(),
            height: v.height.into(),
            cells: v.cells.into_iter().map(EditorCellModel::from).collect(),
            brush: v.brush.into(),
            problems: v.problems.into_iter().map(ProblemModel::from).collect(),
            can_undo: v.can_undo,
            can_redo: v.can_redo,
            can_save: v.can_save,
            can_test_play: v.can_test_play,
        }
    }
}

/// A refused edit, as a value: its code and what it concerns.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct EditRefusalModel {
    /// Stable code (`editor_outside_grid`, `editor_size_out_of_range`,
    /// `editor_resize_cuts_painted_cells`, `editor_nothing_to_undo`, `editor_nothing_to_redo`).
    pub code: String,
    /// The cells concerned: the cell outside the grid, or the painted cells a resize would cut.
    pub cells: Vec<CellPos>,
    /// The size asked for, for a size out of range.
    pub width: Option<u32>,
    /// The size asked for, for a size out of range.
    pub height: Option<u32>,
    /// English, for logs.
    pub english: String,
}

impl From<EditError> for EditRefusalModel {
    fn from(e: EditError) -> Self {
        let (cells, size) = match &e {
            EditError::OutsideGrid(cell) => (vec![(*cell).into()], None),
            EditError::ResizeCutsPaintedCells { cells: cut } => (cells(cut), None),
            EditError::SizeOutOfRange { width, height } => (Vec::new(), Some((*width, *height))),
            EditError::NothingToUndo | EditError::NothingToRedo => (Vec::new(), None),
        };
        EditRefusalModel {
            code: e.code().to_owned(),
            cells,
            width: size.map(|(w, _)| w.into()),
            height: size.map(|(_, h)| h.into()),
            english: e.to_string(),
        }
    }
}
