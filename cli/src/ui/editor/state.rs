//! The editor screen's state: dl-core's [`Editor`] (grid, brush, undo history, problems) with
//! what the terminal adds — the keyboard cursor, the name being typed, the size being chosen,
//! the library entry it was saved as, and the last notice. No I/O and no texts here: refusals
//! are returned for the caller to put into words.

use dl_core::editor::{
    Brush, Drawing, EditError, Editor, Paint, Problem, Tool, MAX_SIDE, MIN_SIDE,
};
use dl_core::{Cell, Position};

/// The size a new position's grid starts from before the player chooses one.
pub const NEW_POSITION_SIDE: u8 = 13;

/// Most characters the name field takes; the name's own limit is a problem of the position
/// (R9), shown while typing is over.
pub const MAX_TYPED_NAME_CHARS: usize = 200;

/// What the keys do on the editor screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Painting: the cursor, the brushes and the commands.
    Paint,
    /// Typing the name, committed as one edit.
    Rename(String),
    /// Choosing the grid's size (9 to 25 each, R9): a new position's, or a resize.
    Size {
        /// The width chosen.
        width: u8,
        /// The height chosen.
        height: u8,
        /// Whether this is a new position's size (cancelling leaves the editor).
        new: bool,
    },
    /// Asking whether to leave with changes that are not saved.
    ConfirmLeave,
}

/// Whether a notice reports something done or something refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Saved, shared.
    Done,
    /// A refused edit, a store or file error.
    Refused,
}

/// A notice under the panel, already in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// The text.
    pub text: String,
    /// Done or refused.
    pub tone: Tone,
}

/// What leaving asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// Nothing would be lost: leave.
    Now,
    /// Changes are not saved: the player is asked first.
    Asked,
}

/// The editor screen.
#[derive(Clone, Debug)]
pub struct EditorScreen {
    editor: Editor,
    cursor: Cell,
    mode: Mode,
    /// The drawing as opened or last saved: leaving with another one asks first.
    baseline: Drawing,
    /// The library entry the position was saved as, once saved.
    library_id: Option<String>,
    /// The shade letter and the number the region brush paints (`S`, 1 → `S1`).
    token: (char, u8),
    /// The problem the cursor was last sent to.
    focused_problem: Option<usize>,
    /// Whether a mouse button is down on the grid (a pencil stroke).
    dragging: bool,
    note: Option<Note>,
}

impl EditorScreen {
    /// A new position: a blank grid whose size the player chooses first.
    pub fn new_position() -> Result<EditorScreen, EditError> {
        let side = NEW_POSITION_SIDE;
        let mut screen = EditorScreen::on(Editor::blank(side, side)?);
        screen.mode = Mode::Size {
            width: side,
            height: side,
            new: true,
        };
        Ok(screen)
    }

    /// A copy of `position` (a built-in or the player's), under its name.
    pub fn copy_of(position: &Position) -> EditorScreen {
        EditorScreen::on(Editor::from_position(position))
    }

    fn on(editor: Editor) -> EditorScreen {
        let baseline = editor.drawing().clone();
        EditorScreen {
            cursor: first_painted(&baseline),
            editor,
            mode: Mode::Paint,
            baseline,
            library_id: None,
            token: ('S', 1),
            focused_problem: None,
            dragging: false,
            note: None,
        }
    }

    /// The position being edited.
    pub fn editor(&self) -> &Editor {
        &self.editor
    }

    /// The keyboard cursor.
    pub fn cursor(&self) -> Cell {
        self.cursor
    }

    /// What the keys do now.
    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    /// The last notice.
    pub fn note(&self) -> Option<&Note> {
        self.note.as_ref()
    }

    /// Shows a notice until the next input.
    pub fn set_note(&mut self, text: String, tone: Tone) {
        self.note = Some(Note { text, tone });
    }

    /// Clears the notice before an input is handled.
    pub fn begin_input(&mut self) {
        self.note = None;
    }

    /// The library entry the position was saved as.
    pub fn library_id(&self) -> Option<&str> {
        self.library_id.as_deref()
    }

    /// The position was saved in the library as `id`: later saves replace that entry, and
    /// nothing is unsaved any more.
    pub fn saved_as(&mut self, id: String) {
        self.library_id = Some(id);
        self.baseline = self.editor.drawing().clone();
    }

    /// Whether the drawing differs from the one opened or last saved.
    pub fn is_dirty(&self) -> bool {
        *self.editor.drawing() != self.baseline
    }

    /// The problem the cursor was last sent to, by its index in the list.
    pub fn focused_problem(&self) -> Option<usize> {
        self.focused_problem
    }

    /// Moves the cursor by columns and rows, staying on the grid.
    pub fn move_cursor(&mut self, dx: i8, dy: i8) {
        let drawing = self.editor.drawing();
        let step = |v: u8, d: i8, side: u8| {
            (i16::from(v) + i16::from(d)).clamp(0, i16::from(side) - 1) as u8
        };
        self.cursor = Cell::new(
            step(self.cursor.x, dx, drawing.width()),
            step(self.cursor.y, dy, drawing.height()),
        );
    }

    /// Takes the region brush of shade `letter` (`S`, `W`, `G`, R2) with the number in hand.
    pub fn choose_shade(&mut self, letter: char) {
        self.token.0 = letter.to_ascii_uppercase();
        self.take_region_brush();
    }

    /// Takes the region brush numbered `number` (1–9) in the shade in hand.
    pub fn choose_number(&mut self, number: u8) {
        self.token.1 = number;
        self.take_region_brush();
    }

    fn take_region_brush(&mut self) {
        let token = format!("{}{}", self.token.0, self.token.1);
        self.choose_paint(Paint::Region(token));
    }

    /// Takes a brush of `paint` (a region token, a dot, or empty: the eraser), keeping the tool.
    pub fn choose_paint(&mut self, paint: Paint) {
        let tool = self.editor.brush().tool;
        self.editor.set_brush(Brush { paint, tool });
    }

    /// Switches between the pencil and flood fill.
    pub fn toggle_fill(&mut self) {
        let brush = self.editor.brush();
        let tool = match brush.tool {
            Tool::Pencil => Tool::Fill,
            Tool::Fill => Tool::Pencil,
        };
        let paint = brush.paint.clone();
        self.editor.set_brush(Brush { paint, tool });
    }

    /// Applies the brush at the cursor (one edit).
    pub fn paint_at_cursor(&mut self) -> Result<bool, EditError> {
        self.editor.apply_brush(self.cursor)
    }

    /// A mouse button went down on `cell`: a stroke begins there (pencil), or the area is
    /// filled (fill).
    pub fn press(&mut self, cell: Cell) -> Result<bool, EditError> {
        self.dragging = true;
        self.editor.begin_stroke();
        self.editor.apply_brush(cell)
    }

    /// The mouse moved to `cell` with the button down: the pencil's stroke goes on there.
    pub fn drag(&mut self, cell: Cell) -> Result<bool, EditError> {
        if !self.dragging || self.editor.brush().tool != Tool::Pencil {
            return Ok(false);
        }
        self.editor.apply_brush(cell)
    }

    /// The mouse button went up: the stroke is one edit.
    pub fn release(&mut self) {
        self.dragging = false;
        self.editor.end_stroke();
    }

    /// Takes back the last edit.
    pub fn undo(&mut self) -> Result<(), EditError> {
        self.editor.undo().map(|()| self.keep_cursor_on_grid())
    }

    /// Applies again the last undone edit.
    pub fn redo(&mut self) -> Result<(), EditError> {
        self.editor.redo().map(|()| self.keep_cursor_on_grid())
    }

    /// Starts typing the name, from the name as it is.
    pub fn start_rename(&mut self) {
        self.mode = Mode::Rename(self.editor.drawing().name().to_owned());
    }

    /// Types a character into the name field.
    pub fn type_char(&mut self, c: char) {
        if let Mode::Rename(name) = &mut self.mode {
            if !c.is_control() && name.chars().count() < MAX_TYPED_NAME_CHARS {
                name.push(c);
            }
        }
    }

    /// Erases the last character of the name field.
    pub fn erase_char(&mut self) {
        if let Mode::Rename(name) = &mut self.mode {
            name.pop();
        }
    }

    /// Starts choosing the grid's size, from its size now.
    pub fn start_resize(&mut self) {
        let drawing = self.editor.drawing();
        self.mode = Mode::Size {
            width: drawing.width(),
            height: drawing.height(),
            new: false,
        };
    }

    /// Changes the size being chosen, staying within 9 to 25 (R9).
    pub fn size_by(&mut self, dw: i8, dh: i8) {
        if let Mode::Size { width, height, .. } = &mut self.mode {
            let step = |v: u8, d: i8| {
                (i16::from(v) + i16::from(d)).clamp(i16::from(MIN_SIDE), i16::from(MAX_SIDE)) as u8
            };
            *width = step(*width, dw);
            *height = step(*height, dh);
        }
    }

    /// Commits the name typed or the size chosen; a refused resize keeps the size being
    /// chosen.
    pub fn commit(&mut self) -> Result<(), EditError> {
        match std::mem::replace(&mut self.mode, Mode::Paint) {
            Mode::Rename(name) => {
                self.editor.rename(&name);
            }
            Mode::Size {
                width,
                height,
                new: true,
            } => {
                *self = EditorScreen::on(Editor::blank(width, height)?);
            }
            Mode::Size { width, height, new } => {
                if let Err(e) = self.editor.resize(width, height) {
                    self.mode = Mode::Size { width, height, new };
                    return Err(e);
                }
                self.keep_cursor_on_grid();
            }
            Mode::Paint | Mode::ConfirmLeave => {}
        }
        Ok(())
    }

    /// Drops the name being typed or the size being chosen. `Leave::Now` when this was a new
    /// position's size: there is nothing to edit yet.
    pub fn cancel(&mut self) -> Option<Leave> {
        let mode = std::mem::replace(&mut self.mode, Mode::Paint);
        matches!(mode, Mode::Size { new: true, .. }).then_some(Leave::Now)
    }

    /// The player wants to leave: at once when nothing would be lost, else after a question.
    pub fn ask_leave(&mut self) -> Leave {
        if self.is_dirty() {
            self.mode = Mode::ConfirmLeave;
            Leave::Asked
        } else {
            Leave::Now
        }
    }

    /// Sends the cursor to the first cell of the next problem that has cells (after the one
    /// it was last sent to).
    pub fn next_problem(&mut self) {
        let problems: Vec<Problem> = self.editor.problems();
        let start = self.focused_problem.map_or(0, |i| i + 1);
        let count = problems.len();
        let found = (0..count)
            .map(|k| (start + k) % count)
            .find(|&i| problems.get(i).is_some_and(|p| !p.cells().is_empty()));
        self.focused_problem = found;
        if let Some(cell) = found
            .and_then(|i| problems.get(i))
            .and_then(|p| p.cells().first().copied())
        {
            self.cursor = cell;
        }
    }

    fn keep_cursor_on_grid(&mut self) {
        self.move_cursor(0, 0);
    }
}

/// Where the cursor starts: the first painted cell in reading order, else the top-left one.
fn first_painted(drawing: &Drawing) -> Cell {
    (0..drawing.height())
        .flat_map(|y| (0..drawing.width()).map(move |x| Cell::new(x, y)))
        .find(|&cell| drawing.paint(cell).is_some_and(Paint::is_painted))
        .unwrap_or(Cell::new(0, 0))
}
