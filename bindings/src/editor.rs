//! The position editor Object (issue 12): paint, fill, resize, rename, undo and redo, its view
//! model with the live problems, export as CSV, test play as a `GameSession`; saved into the
//! player's library through `GameStore`. Thin: every decision is `dl_core::editor`'s.

use std::sync::{Arc, Mutex, MutexGuard};

use dl_core::editor::{Editor, STANDARD_TOKENS};
use dl_core::position_csv::read_positions;
use dl_core::session::Session;
use dl_core::Rounds;

use crate::catalog::unknown_position;
use crate::editor_model::{
    BrushModel, EditRefusalModel, EditorViewModel, PaintModel, ProblemModel,
};
use crate::error::DlError;
use crate::model::{cell, CellPos};
use crate::session::GameSession;

/// Why the editor cannot give a position, a grid or a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum EditorError {
    /// A problem blocks saving, exporting or test play: `editor_blocked`, with every blocking
    /// problem.
    #[error("[{code}] {english}")]
    Blocked {
        /// Stable code.
        code: String,
        /// The blocking problems.
        problems: Vec<ProblemModel>,
        /// English, for logs.
        english: String,
    },
    /// A grid size out of 9–25 or a number of rounds other than 3 or 4:
    /// `editor_size_out_of_range`, `bad_rounds`.
    #[error("[{code}] {english}")]
    InvalidArgument {
        /// Stable code.
        code: String,
        /// English, for logs.
        english: String,
    },
}

impl EditorError {
    /// The error for blocking problems.
    pub(crate) fn blocked(problems: &[dl_core::editor::Problem]) -> EditorError {
        EditorError::Blocked {
            code: "editor_blocked".to_owned(),
            problems: problems.iter().map(ProblemModel::from).collect(),
            english: format!("{} problem(s) block this", problems.len()),
        }
    }
}

/// The region tokens the editor offers, in palette order: `S1`–`S9`, `W1`–`W9`, `G1`–`G9` (R2).
#[uniffi::export]
pub fn standard_tokens() -> Vec<String> {
    STANDARD_TOKENS.iter().map(|t| (*t).to_owned()).collect()
}

/// A position being edited, with its brush and its undo history.
#[derive(uniffi::Object)]
pub struct PositionEditor {
    inner: Mutex<Editor>,
}

impl PositionEditor {
    /// An editor Object on `editor` (also for the store's "edit a copy").
    pub(crate) fn wrap(editor: Editor) -> Arc<PositionEditor> {
        Arc::new(PositionEditor {
            inner: Mutex::new(editor),
        })
    }

    /// The editor (also for the store, which saves its position).
    pub(crate) fn lock(&self) -> MutexGuard<'_, Editor> {
        self.inner
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

fn refusal<T>(result: Result<T, dl_core::editor::EditError>) -> Option<EditRefusalModel> {
    result.err().map(EditRefusalModel::from)
}

#[uniffi::export]
impl PositionEditor {
    /// A blank, unnamed grid of `width` × `height` cells, each 9 to 25 (R9).
    #[uniffi::constructor]
    pub fn blank(width: u8, height: u8) -> Result<Arc<PositionEditor>, EditorError> {
        Editor::blank(width, height)
            .map(PositionEditor::wrap)
            .map_err(|e| EditorError::InvalidArgument {
                code: e.code().to_owned(),
                english: e.to_string(),
            })
    }

    /// A copy of built-in position `number` (1–12), with its name.
    #[uniffi::constructor]
    pub fn copy_of_builtin(number: u32) -> Result<Arc<PositionEditor>, DlError> {
        let position = u8::try_from(number)
            .ok()
            .and_then(dl_core::builtin)
            .ok_or_else(|| unknown_position(&number.to_string()))?;
        Ok(PositionEditor::wrap(Editor::from_position(position)))
    }

    /// A copy of position `index` (0-based) of a CSV file (R9).
    #[uniffi::constructor]
    pub fn copy_of_csv(csv: String, index: u32) -> Result<Arc<PositionEditor>, DlError> {
        let positions = read_positions(csv.as_bytes())?;
        let position = usize::try_from(index)
            .ok()
            .and_then(|i| positions.get(i))
            .ok_or_else(|| {
                DlError::from(dl_core::session::OpenError::NoSuchPositionInFile(
                    usize::try_from(index).unwrap_or(usize::MAX),
                ))
            })?;
        Ok(PositionEditor::wrap(Editor::from_position(position)))
    }

    /// The frame of the editor screen.
    pub fn view(&self) -> EditorViewModel {
        self.lock().view().into()
    }

    /// Takes another brush (not an edit).
    pub fn set_brush(&self, brush: BrushModel) {
        self.lock().set_brush(brush.into());
    }

    /// Applies the brush at cell (x, y): paints it (pencil) or flood-fills from it.
    pub fn apply_brush(&self, x: u32, y: u32) -> Option<EditRefusalModel> {
        refusal(self.lock().apply_brush(cell(x, y)))
    }

    /// Paints one cell with `paint`; within a stroke, the change joins the stroke's edit.
    pub fn paint(&self, x: u32, y: u32, paint: PaintModel) -> Option<EditRefusalModel> {
        refusal(self.lock().paint(cell(x, y), paint.into()))
    }

    /// Flood-fills from cell (x, y) with `paint`.
    pub fn fill(&self, x: u32, y: u32, paint: PaintModel) -> Option<EditRefusalModel> {
        refusal(self.lock().fill(cell(x, y), paint.into()))
    }

    /// A finger or mouse down: the cells painted until `endStroke` make one edit.
    pub fn begin_stroke(&self) {
        self.lock().begin_stroke();
    }

    /// A finger or mouse up.
    pub fn end_stroke(&self) {
        self.lock().end_stroke();
    }

    /// Resizes the grid (each side 9–25), keeping every cell where it is; refused when painted
    /// cells lie beyond the new size (they come back as the refusal's cells).
    pub fn resize(&self, width: u8, height: u8) -> Option<EditRefusalModel> {
        refusal(self.lock().resize(width, height))
    }

    /// Renames the position (one edit; call when the name field is committed).
    pub fn rename(&self, name: String) {
        self.lock().rename(&name);
    }

    /// Takes back the last edit.
    pub fn undo(&self) -> Option<EditRefusalModel> {
        refusal(self.lock().undo())
    }

    /// Applies again the last undone edit.
    pub fn redo(&self) -> Option<EditRefusalModel> {
        refusal(self.lock().redo())
    }

    /// The cell under a touch at (x, y) in cell units; `None` outside the grid.
    pub fn cell_at(&self, x: f32, y: f32) -> Option<CellPos> {
        self.lock().cell_at(x, y).map(CellPos::from)
    }

    /// The position as a CSV file (R9) with position_id `id`, only its used rows and columns;
    /// refused while a problem blocks.
    pub fn to_csv(&self, id: u32) -> Result<String, EditorError> {
        self.lock()
            .to_csv(id)
            .map_err(|problems| EditorError::blocked(&problems))
    }

    /// A game on the position being edited, without saving it ("Test play"); `rounds` 3 or 4,
    /// or `None` for 3 (R3). Name problems do not block it.
    pub fn test_play(&self, rounds: Option<u8>) -> Result<Arc<GameSession>, EditorError> {
        let position = self
            .lock()
            .test_play_position()
            .map_err(|problems| EditorError::blocked(&problems))?;
        let rounds = match rounds {
            None => position.default_rounds(),
            Some(r) => Rounds::try_from(r).map_err(|e| EditorError::InvalidArgument {
                code: "bad_rounds".to_owned(),
                english: e.to_string(),
            })?,
        };
        Ok(GameSession::wrap(Session::for_position(
            Arc::new(position),
            rounds,
        )))
    }
}
