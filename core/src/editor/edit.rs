//! Edits of a drawing and their history: every edit can be undone and redone exactly.

use crate::geometry::Cell;

use super::drawing::{Drawing, MAX_SIDE, MIN_SIDE};
use super::paint::Paint;

/// Most edits kept for undo; the oldest are forgotten beyond it.
pub const MAX_UNDO_STEPS: usize = 1000;

/// Why an edit or an undo/redo was refused. Every variant has a stable [`EditError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EditError {
    /// The cell lies outside the editor's grid.
    #[error("the cell {0} lies outside the grid")]
    OutsideGrid(Cell),
    /// The size is not between 9×9 and 25×25 (R9).
    #[error("a grid of {width}×{height} is not between {MIN_SIDE}×{MIN_SIDE} and {MAX_SIDE}×{MAX_SIDE} (R9)")]
    SizeOutOfRange {
        /// The width asked for.
        width: u8,
        /// The height asked for.
        height: u8,
    },
    /// A resize would cut off painted cells: erase them first.
    #[error("the new size would cut off {} painted cells", cells.len())]
    ResizeCutsPaintedCells {
        /// The painted cells beyond the new size, in reading order.
        cells: Vec<Cell>,
    },
    /// There is no edit to undo.
    #[error("there is nothing to undo")]
    NothingToUndo,
    /// There is no undone edit to redo.
    #[error("there is nothing to redo")]
    NothingToRedo,
}

impl EditError {
    /// A stable code for the refusal, for shells to localise and tests to match.
    pub fn code(&self) -> &'static str {
        match self {
            EditError::OutsideGrid(_) => "editor_outside_grid",
            EditError::SizeOutOfRange { .. } => "editor_size_out_of_range",
            EditError::ResizeCutsPaintedCells { .. } => "editor_resize_cuts_painted_cells",
            EditError::NothingToUndo => "editor_nothing_to_undo",
            EditError::NothingToRedo => "editor_nothing_to_redo",
        }
    }
}

/// Checks a grid size against the editor's limits (R9).
pub(super) fn check_size(width: u8, height: u8) -> Result<(), EditError> {
    let side = MIN_SIDE..=MAX_SIDE;
    if side.contains(&width) && side.contains(&height) {
        Ok(())
    } else {
        Err(EditError::SizeOutOfRange { width, height })
    }
}

/// One cell's paint before and after an edit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct CellChange {
    pub(super) index: usize,
    pub(super) before: Paint,
    pub(super) after: Paint,
}

/// One undoable edit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Edit {
    /// Cells painted (a pencil stroke or a flood fill).
    Cells(Vec<CellChange>),
    /// The grid resized; only empty cells were cut off, so resizing back restores it.
    Resize { from: (u8, u8), to: (u8, u8) },
    /// The name changed.
    Rename { from: String, to: String },
}

impl Edit {
    /// Applies the edit to the drawing it was made on.
    fn apply(&self, drawing: &mut Drawing) {
        match self {
            Edit::Cells(changes) => {
                for change in changes {
                    drawing.set(change.index, change.after.clone());
                }
            }
            Edit::Resize { to, .. } => drawing.resize(to.0, to.1),
            Edit::Rename { to, .. } => drawing.set_name(to.clone()),
        }
    }

    /// Takes the edit back from the drawing it was applied to.
    fn revert(&self, drawing: &mut Drawing) {
        match self {
            Edit::Cells(changes) => {
                for change in changes.iter().rev() {
                    drawing.set(change.index, change.before.clone());
                }
            }
            Edit::Resize { from, .. } => drawing.resize(from.0, from.1),
            Edit::Rename { from, .. } => drawing.set_name(from.clone()),
        }
    }
}

/// The undo and redo stacks, and whether a pencil stroke is gathering its cells into one edit.
#[derive(Clone, Debug, Default)]
pub(super) struct History {
    undo: Vec<Edit>,
    redo: Vec<Edit>,
    stroke: Stroke,
}

/// Where a pencil stroke stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Stroke {
    /// No stroke: every paint is an edit of its own.
    #[default]
    None,
    /// A stroke began and has painted nothing yet.
    Begun,
    /// A stroke is open and its cells are the last edit.
    Painting,
}

impl History {
    /// Whether there is an edit to undo.
    pub(super) fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is an undone edit to redo.
    pub(super) fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Starts a stroke: the paints until [`History::end_stroke`] make one edit.
    pub(super) fn begin_stroke(&mut self) {
        self.stroke = Stroke::Begun;
    }

    /// Ends the stroke, if any.
    pub(super) fn end_stroke(&mut self) {
        self.stroke = Stroke::None;
    }

    /// Applies a new edit and records it; the redo stack is dropped and any stroke ends.
    pub(super) fn record(&mut self, drawing: &mut Drawing, edit: Edit) {
        edit.apply(drawing);
        self.push(edit);
        self.stroke = Stroke::None;
    }

    /// Applies painted cells: within a stroke, they join the stroke's edit.
    pub(super) fn record_cells(&mut self, drawing: &mut Drawing, changes: Vec<CellChange>) {
        for change in &changes {
            drawing.set(change.index, change.after.clone());
        }
        match (self.stroke, self.undo.last_mut()) {
            (Stroke::Painting, Some(Edit::Cells(stroke))) => {
                for change in changes {
                    match stroke.iter_mut().find(|c| c.index == change.index) {
                        Some(earlier) => earlier.after = change.after,
                        None => stroke.push(change),
                    }
                }
                stroke.retain(|c| c.before != c.after);
                if stroke.is_empty() {
                    self.undo.pop();
                    self.stroke = Stroke::Begun;
                }
            }
            (Stroke::None, _) => self.push(Edit::Cells(changes)),
            _ => {
                self.push(Edit::Cells(changes));
                self.stroke = Stroke::Painting;
            }
        }
    }

    fn push(&mut self, edit: Edit) {
        self.redo.clear();
        self.undo.push(edit);
        if self.undo.len() > MAX_UNDO_STEPS {
            self.undo.remove(0);
        }
    }

    /// Takes back the last edit.
    pub(super) fn undo(&mut self, drawing: &mut Drawing) -> Result<(), EditError> {
        let edit = self.undo.pop().ok_or(EditError::NothingToUndo)?;
        edit.revert(drawing);
        self.redo.push(edit);
        self.stroke = Stroke::None;
        Ok(())
    }

    /// Applies again the last undone edit.
    pub(super) fn redo(&mut self, drawing: &mut Drawing) -> Result<(), EditError> {
        let edit = self.redo.pop().ok_or(EditError::NothingToRedo)?;
        edit.apply(drawing);
        self.undo.push(edit);
        self.stroke = Stroke::None;
        Ok(())
    }
}
