//! The editor's view model: everything a shell needs to draw the editor screen.
//!
//! Geometry follows the game view: cells are in cell units, x to the right and y downwards
//! from the grid's top-left corner, one cell 1.0 wide; cell `(x, y)` covers `[x, x + 1] ×
//! [y, y + 1]`.

use crate::geometry::Cell;
use crate::position::Shade;

use super::paint::{Brush, Paint};
use super::problems::{Problem, Severity};
use super::Editor;

/// One cell of the editor's grid.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EditorCellView {
    /// The cell.
    pub cell: Cell,
    /// What it holds.
    pub paint: Paint,
    /// The drawing shade of a region cell (R2).
    pub shade: Option<Shade>,
    /// The most severe problem that concerns the cell, for highlighting.
    pub flagged: Option<Severity>,
}

/// One problem, as listed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ProblemView {
    /// The problem.
    pub problem: Problem,
    /// Its stable code.
    pub code: &'static str,
    /// Whether it blocks.
    pub severity: Severity,
    /// The cells it concerns, in reading order.
    pub cells: Vec<Cell>,
}

/// Everything a shell draws for the editor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditorView {
    /// The name as typed.
    pub name: String,
    /// Grid width in cells.
    pub width: u8,
    /// Grid height in cells.
    pub height: u8,
    /// Every cell, row-major (`y * width + x`).
    pub cells: Vec<EditorCellView>,
    /// The brush in hand.
    pub brush: Brush,
    /// Every problem: the blocking ones first, then the warnings.
    pub problems: Vec<ProblemView>,
    /// Whether the undo button is enabled.
    pub can_undo: bool,
    /// Whether the redo button is enabled.
    pub can_redo: bool,
    /// Whether "Save" and "Share as CSV" are enabled: no problem blocks.
    pub can_save: bool,
    /// Whether "Test play" is enabled: no problem blocks but perhaps the name's.
    pub can_test_play: bool,
}

/// Builds the view of `editor`.
pub(super) fn build_view(editor: &Editor) -> EditorView {
    let drawing = editor.drawing();
    let problems: Vec<ProblemView> = editor
        .problems()
        .into_iter()
        .map(|problem| ProblemView {
            code: problem.code(),
            severity: problem.severity(),
            cells: problem.cells(),
            problem,
        })
        .collect();
    let mut flagged: Vec<Option<Severity>> = vec![None; drawing.cells().len()];
    for problem in &problems {
        for &cell in &problem.cells {
            if let Some(flag) = drawing.index(cell).and_then(|i| flagged.get_mut(i)) {
                *flag = (*flag).max(Some(problem.severity));
            }
        }
    }
    let cells = drawing
        .cells()
        .iter()
        .zip(flagged)
        .enumerate()
        .map(|(index, (paint, flagged))| EditorCellView {
            cell: drawing.cell_at(index),
            paint: paint.clone(),
            shade: paint.shade(),
            flagged,
        })
        .collect();
    let blocks = |skip_name: bool| {
        problems.iter().any(|p| {
            p.severity == Severity::Blocking && !(skip_name && p.problem.is_about_the_name())
        })
    };
    EditorView {
        name: drawing.name().to_owned(),
        width: drawing.width(),
        height: drawing.height(),
        cells,
        brush: editor.brush().clone(),
        can_undo: editor.can_undo(),
        can_redo: editor.can_redo(),
        can_save: !blocks(false),
        can_test_play: !blocks(true),
        problems,
    }
}
