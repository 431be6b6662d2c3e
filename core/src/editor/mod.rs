//! The position editor: paint a grid of region cells, dots and empty cells (R2), name it, see
//! its problems live, undo and redo every edit, and turn it into a [`Position`] to save, to
//! export as CSV (R9) or to test-play.
//!
//! The grid is 9×9 to 25×25 cells (R9); a saved position is as large as its used cells make
//! it (R2).
//!
//! # Problems: what blocks, what warns
//! What the editor refuses ([`Severity::Blocking`]: no saving, no CSV export; test play skips
//! the name problems) is what the position file reader or the game would refuse, plus a name
//! that a built-in already has: no name, a name too long or with control characters, no region
//! cell, a token the CSV cannot carry (R9), a built-in's name by slug (R10). What it only warns
//! about ([`Severity::Warning`]) is legal, and kept readable because the web version accepts it:
//! - a region in several parts (cells of one token that share no side): R2 makes every token
//!   one region wherever its cells lie, and 6 of the 12 built-ins have one (Octopus's `S1` is
//!   in 6 parts, AlmostADiamond's regions touch only at corners). The whole region scores one
//!   region point per player (R7), which a designer may not expect.
//! - a dot inside a region: a dot whose four neighbours are all cells of one region, a
//!   one-cell hole in a board piece. R2 makes a dot an off-board cell, so it is most likely a
//!   slip of the brush; if kept, a stone goes there only with a bridge through it (R4.3) and
//!   claims no region (R7). No built-in has one (bigger holes, like AlmostADiamond's centre,
//!   are not flagged).

mod drawing;
mod edit;
mod paint;
mod problems;
mod view;

pub use drawing::{Drawing, MAX_SIDE, MIN_SIDE};
pub use edit::{EditError, MAX_UNDO_STEPS};
pub use paint::{Brush, Paint, Tool, STANDARD_TOKENS};
pub use problems::{name_problems, Problem, Severity};
pub use view::{EditorCellView, EditorView, ProblemView};

use crate::geometry::Cell;
use crate::position::{recognise_builtin, Position};
use crate::position_build::{build_position, MAX_NAME_CHARS};
use crate::position_csv::write_position;

use edit::{check_size, CellChange, Edit, History};

/// The name a test-play position gets when the name as typed is empty once cleaned.
pub const UNNAMED_TEST_PLAY: &str = "?";

/// A position being edited, with its brush and its undo history.
#[derive(Clone, Debug)]
pub struct Editor {
    drawing: Drawing,
    brush: Brush,
    history: History,
}

impl Editor {
    /// A blank, unnamed grid of `width` × `height` cells, each 9 to 25 (R9).
    pub fn blank(width: u8, height: u8) -> Result<Editor, EditError> {
        check_size(width, height)?;
        Ok(Editor::on(Drawing::blank(width, height, String::new())))
    }

    /// A copy of `position` (a built-in or the player's), with its name, on a grid of its
    /// size (R2) kept within 9×9 to 25×25.
    pub fn from_position(position: &Position) -> Editor {
        Editor::on(Drawing::of_position(position))
    }

    /// An editor on a drawing kept by the app across a restart (its undo history is not
    /// kept): `cells` row-major, `width` × `height` of them, each side 9 to 25 (R9). `None`
    /// when the size is out of range or the cells do not fill the grid.
    pub fn restore(width: u8, height: u8, name: &str, cells: Vec<Paint>) -> Option<Editor> {
        check_size(width, height).ok()?;
        let mut drawing = Drawing::blank(width, height, name.to_owned());
        if cells.len() != drawing.cells().len() {
            return None;
        }
        drawing.replace_cells(cells);
        Some(Editor::on(drawing))
    }

    fn on(drawing: Drawing) -> Editor {
        Editor {
            drawing,
            brush: Brush::default(),
            history: History::default(),
        }
    }

    /// The grid and the name.
    pub fn drawing(&self) -> &Drawing {
        &self.drawing
    }

    /// The brush in hand.
    pub fn brush(&self) -> &Brush {
        &self.brush
    }

    /// Takes another brush (not an edit: undo does not change it).
    pub fn set_brush(&mut self, brush: Brush) {
        self.brush = brush;
    }

    /// Applies the brush at `cell`: paints it (pencil) or flood-fills from it. `Ok(false)`
    /// when nothing changed.
    pub fn apply_brush(&mut self, cell: Cell) -> Result<bool, EditError> {
        let paint = self.brush.paint.clone();
        match self.brush.tool {
            Tool::Pencil => self.paint(cell, paint),
            Tool::Fill => self.fill(cell, paint),
        }
    }

    /// Paints one cell; within a stroke, the change joins the stroke's edit. `Ok(false)` when
    /// the cell already holds `paint`.
    pub fn paint(&mut self, cell: Cell, paint: Paint) -> Result<bool, EditError> {
        let index = self
            .drawing
            .index(cell)
            .ok_or(EditError::OutsideGrid(cell))?;
        self.change(vec![index], paint)
    }

    /// Flood fill: paints `cell` and every cell joined to it through orthogonal neighbours of
    /// the same paint as it. `Ok(false)` when the cell already holds `paint`.
    pub fn fill(&mut self, cell: Cell, paint: Paint) -> Result<bool, EditError> {
        let index = self
            .drawing
            .index(cell)
            .ok_or(EditError::OutsideGrid(cell))?;
        let old = &self.drawing.cells()[index];
        let area = self.drawing.connected(index, |p| p == old);
        self.history.end_stroke();
        self.change(area, paint)
    }

    fn change(&mut self, indices: Vec<usize>, paint: Paint) -> Result<bool, EditError> {
        let changes: Vec<CellChange> = indices
            .into_iter()
            .filter(|&index| self.drawing.cells()[index] != paint)
            .map(|index| CellChange {
                index,
                before: self.drawing.cells()[index].clone(),
                after: paint.clone(),
            })
            .collect();
        if changes.is_empty() {
            return Ok(false);
        }
        self.history.record_cells(&mut self.drawing, changes);
        Ok(true)
    }

    /// Starts a pencil stroke (finger or mouse down): the cells painted until
    /// [`Editor::end_stroke`] make one edit, undone in one step.
    pub fn begin_stroke(&mut self) {
        self.history.begin_stroke();
    }

    /// Ends the pencil stroke (finger or mouse up).
    pub fn end_stroke(&mut self) {
        self.history.end_stroke();
    }

    /// Resizes the grid to `width` × `height` (each 9 to 25, R9), keeping every cell at its
    /// coordinates. Refused when painted cells lie beyond the new size. `Ok(false)` when the
    /// size is unchanged.
    pub fn resize(&mut self, width: u8, height: u8) -> Result<bool, EditError> {
        check_size(width, height)?;
        let from = (self.drawing.width(), self.drawing.height());
        if from == (width, height) {
            return Ok(false);
        }
        let cut = self.drawing.cut_by(width, height);
        if !cut.is_empty() {
            return Err(EditError::ResizeCutsPaintedCells { cells: cut });
        }
        let edit = Edit::Resize {
            from,
            to: (width, height),
        };
        self.history.record(&mut self.drawing, edit);
        Ok(true)
    }

    /// Renames the position (one edit; shells rename when the field is committed, not at
    /// every key). `false` when the name is unchanged.
    pub fn rename(&mut self, name: &str) -> bool {
        if self.drawing.name() == name {
            return false;
        }
        let edit = Edit::Rename {
            from: self.drawing.name().to_owned(),
            to: name.to_owned(),
        };
        self.history.record(&mut self.drawing, edit);
        true
    }

    /// Takes back the last edit (of the last [`MAX_UNDO_STEPS`]).
    pub fn undo(&mut self) -> Result<(), EditError> {
        self.history.undo(&mut self.drawing)
    }

    /// Applies again the last undone edit; any new edit drops the undone ones.
    pub fn redo(&mut self) -> Result<(), EditError> {
        self.history.redo(&mut self.drawing)
    }

    /// Whether there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    /// Whether there is an undone edit to redo.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Every problem, the blocking ones first (see the module documentation).
    pub fn problems(&self) -> Vec<Problem> {
        problems::find_problems(&self.drawing)
    }

    /// The position to save: custom (no number), named as typed without surrounding spaces.
    /// Fails with the blocking problems.
    pub fn to_position(&self) -> Result<Position, Vec<Problem>> {
        self.build(self.drawing.name().trim(), false)
    }

    /// The position to test-play without saving: as [`Editor::to_position`], but the name is
    /// not checked. A name the CSV could not carry is cleaned (control characters dropped,
    /// cut to 80 characters); an empty one becomes [`UNNAMED_TEST_PLAY`].
    pub fn test_play_position(&self) -> Result<Position, Vec<Problem>> {
        let without_controls: String = self
            .drawing
            .name()
            .chars()
            .filter(|c| !c.is_control())
            .collect();
        let cut: String = without_controls
            .trim()
            .chars()
            .take(MAX_NAME_CHARS)
            .collect();
        let name = match cut.trim_end() {
            "" => UNNAMED_TEST_PLAY,
            name => name,
        };
        self.build(name, true)
    }

    /// The position as a CSV file (R9) with `id` as its position_id: only the used rows and
    /// columns, as the web version's editor writes. Fails with the blocking problems.
    pub fn to_csv(&self, id: u32) -> Result<String, Vec<Problem>> {
        self.to_position().map(|p| write_position(&p, id))
    }

    fn build(&self, name: &str, skip_name: bool) -> Result<Position, Vec<Problem>> {
        let blocking: Vec<Problem> = self
            .problems()
            .into_iter()
            .filter(|p| p.severity() == Severity::Blocking)
            .filter(|p| !(skip_name && p.is_about_the_name()))
            .collect();
        if !blocking.is_empty() {
            return Err(blocking);
        }
        // The problems above include every refusal of the shared validation (same name and
        // token checks, no region), so this fails only if they disagreed. A test play of an
        // unchanged built-in is that built-in (R9, R10).
        build_position(name, &self.drawing.used_cells())
            .map(recognise_builtin)
            .map_err(|_| blocking)
    }

    /// The view model of the editor screen.
    pub fn view(&self) -> EditorView {
        view::build_view(self)
    }

    /// The cell of the grid under a touch at `(x, y)` in cell units (one cell is 1.0, origin at
    /// the grid's top-left corner, as in the view); `None` outside the grid.
    pub fn cell_at(&self, x: f32, y: f32) -> Option<Cell> {
        let inside = |v: f32, side: u8| v >= 0.0 && v < f32::from(side);
        if !inside(x, self.drawing.width()) || !inside(y, self.drawing.height()) {
            return None;
        }
        // Both are below the grid's side, at most 25.
        Some(Cell::new(x.floor() as u8, y.floor() as u8))
    }
}

#[cfg(test)]
mod tests;
