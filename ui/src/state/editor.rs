//! The position editor and the player's positions (SCREENS.md "Position editor and library"):
//! a blank grid or a copy of any position, painted with brushes (pencil strokes end when the
//! finger lifts, flood fill), resized, named, undone and redone, its problems live; saved into
//! My positions when nothing blocks, shared as CSV, test-played. The player's positions are
//! duplicated and deleted (after a question) from the new-game screen; a received position file
//! can be added to them.

use std::sync::Arc;

use dl_app::l10n::{
    import_refusal_text, moved_aside_text, screen, store_text, terminal, Label, Localize,
};
use dl_app::picture::{Palette, Theme};
use dl_core::editor::{Brush, Editor, Paint, Severity, Tool, MAX_SIDE, MIN_SIDE, STANDARD_TOKENS};
use dl_core::position::{CellKind, Position};
use dl_core::session::Session;
use dl_core::Cell;

use super::{Asking, State};
use crate::effect::{Effect, ShareItem};
use crate::games::divided::Divided;
use crate::input::{BrushPaint, Control};
use crate::navigation::Route;
use crate::screen::{
    BrushChoice, Button, CellRef, Choice, EditorCell, EditorGrid, EditorModel, ProblemLine,
};
use crate::vocabulary::Rgba;
use crate::writer::lock;

/// A side asked for, as the editor counts it: any size beyond 255 is refused as 255 is.
fn side(cells: u32) -> u8 {
    u8::try_from(cells).unwrap_or(u8::MAX)
}

/// The position in the editor.
pub(crate) struct EditorState {
    /// The editor with its undo history.
    pub editor: Editor,
    /// The player's position it changes when saved, if it was opened to be changed.
    pub replaces: Option<String>,
    /// Whether a pencil stroke is under way (the finger has not lifted).
    pub stroke: bool,
    /// The drawing as last saved (or opened): leaving with another one asks first.
    pub saved: dl_core::editor::Drawing,
    /// Whether it had changed before the app was last killed.
    pub changed_before: bool,
}

impl EditorState {
    /// Whether the drawing changed since it was saved or opened.
    pub(crate) fn changed(&self) -> bool {
        self.changed_before || *self.editor.drawing() != self.saved
    }
}

impl State {
    /// Opens the editor on `editor`.
    fn edit(&mut self, editor: Editor, replaces: Option<String>) {
        self.editor = Some(EditorState {
            saved: editor.drawing().clone(),
            editor,
            replaces,
            stroke: false,
            changed_before: false,
        });
        self.nav.open(Route::Editor);
    }

    /// A control of the editor or of the player's positions.
    pub(crate) fn editor_press(&mut self, control: &Control) {
        match control {
            Control::NewPosition { width, height } => {
                match Editor::blank(side(*width), side(*height)) {
                    Ok(editor) => self.edit(editor, None),
                    Err(e) => self.tell(&e.text()),
                }
            }
            Control::EditPosition { key, replace } => {
                if let Some(position) = self.position_of(key) {
                    let replaces = replace.then(|| key.clone());
                    self.edit(Editor::from_position(&position), replaces);
                }
            }
            Control::Brush { paint } => {
                if let Some(state) = self.editor.as_mut() {
                    let tool = state.editor.brush().tool;
                    state.editor.set_brush(Brush {
                        paint: match paint {
                            BrushPaint::Region { token } => Paint::region(token),
                            BrushPaint::Dot => Paint::Dot,
                            BrushPaint::Eraser => Paint::Empty,
                        },
                        tool,
                    });
                }
            }
            Control::FillTool { on } => {
                if let Some(state) = self.editor.as_mut() {
                    let paint = state.editor.brush().paint.clone();
                    let tool = if *on { Tool::Fill } else { Tool::Pencil };
                    state.editor.set_brush(Brush { paint, tool });
                }
            }
            Control::GridSize { width, height } => self.resize(*width, *height),
            Control::EditorUndo => self.editor_step(Editor::undo),
            Control::EditorRedo => self.editor_step(Editor::redo),
            Control::EditorSave => self.save_position(),
            Control::EditorTestPlay => self.test_play(),
            Control::EditorShareCsv => self.share_editor_csv(),
            Control::DuplicatePosition { id } => {
                let duplicated = lock(&self.store).store.duplicate_position(id);
                if let Err(e) = duplicated {
                    self.tell(&store_text(&e));
                }
            }
            Control::DeletePosition { id } => self.ask(Asking::DeletePosition(id.clone())),
            Control::KeepReceivedPositions => self.keep_received_positions(),
            _ => {}
        }
    }

    /// A touch on the editor's grid: the brush at that cell; a pencil stroke goes on until
    /// the finger lifts.
    pub(crate) fn editor_touch(&mut self, x: f32, y: f32) {
        let Some(state) = self.editor.as_mut() else {
            return;
        };
        let Some(cell) = state.editor.cell_at(x, y) else {
            return;
        };
        if !state.stroke {
            state.editor.begin_stroke();
            state.stroke = true;
        }
        if let Err(e) = state.editor.apply_brush(cell) {
            self.tell(&e.text());
        }
    }

    /// The finger lifted: the stroke is one edit.
    pub(crate) fn editor_lift(&mut self) {
        if let Some(state) = self.editor.as_mut().filter(|s| s.stroke) {
            state.editor.end_stroke();
            state.stroke = false;
        }
    }

    /// The name field changed.
    pub(crate) fn editor_rename(&mut self, name: &str) {
        if let Some(state) = self.editor.as_mut() {
            state.editor.rename(name);
        }
    }

    fn editor_step(&mut self, step: fn(&mut Editor) -> Result<(), dl_core::editor::EditError>) {
        let Some(state) = self.editor.as_mut() else {
            return;
        };
        if let Err(e) = step(&mut state.editor) {
            self.tell(&e.text());
        }
    }

    fn resize(&mut self, width: u32, height: u32) {
        let Some(state) = self.editor.as_mut() else {
            return;
        };
        if let Err(e) = state.editor.resize(side(width), side(height)) {
            self.tell(&e.text());
        }
    }

    /// A built-in (by slug or number) or one of the player's positions (by id).
    pub(crate) fn position_of(&mut self, key: &str) -> Option<Arc<Position>> {
        if let Some(position) = dl_core::builtin_by_key(key) {
            return Some(Arc::new(position.clone()));
        }
        let read = lock(&self.store).store.library_position(key);
        match read {
            Ok(position) => Some(position),
            Err(e) => {
                self.tell(&store_text(&e));
                None
            }
        }
    }

    fn save_position(&mut self) {
        let Some(state) = self.editor.as_ref() else {
            return;
        };
        let position = match state.editor.to_position() {
            Ok(position) => position,
            Err(problems) => {
                if let Some(first) = problems.first() {
                    self.tell(&first.text());
                }
                return;
            }
        };
        let saved = {
            let mut cell = lock(&self.store);
            match &state.replaces {
                Some(id) => cell
                    .store
                    .update_position(id, &position)
                    .map(|()| id.clone()),
                None => cell.store.save_position(&position).map(|id| id.to_string()),
            }
        };
        match saved {
            Ok(id) => {
                if let Some(state) = self.editor.as_mut() {
                    state.replaces = Some(id);
                    state.saved = state.editor.drawing().clone();
                    state.changed_before = false;
                }
                self.tell(&screen::editor_saved(position.name()));
            }
            Err(e) => self.tell(&store_text(&e)),
        }
    }

    fn test_play(&mut self) {
        let Some(state) = self.editor.as_ref() else {
            return;
        };
        match state.editor.test_play_position() {
            Ok(position) => {
                let rounds = position.default_rounds();
                let session = Session::for_position(Arc::new(position), rounds);
                self.start_game(Box::new(Divided::new(session)));
            }
            Err(problems) => {
                if let Some(first) = problems.first() {
                    self.tell(&first.text());
                }
            }
        }
    }

    fn share_editor_csv(&mut self) {
        let Some(state) = self.editor.as_ref() else {
            return;
        };
        match state.editor.to_csv(1) {
            Ok(csv) => {
                let stem = dl_core::slug(state.editor.drawing().name());
                self.effects.push(Effect::Share {
                    items: vec![ShareItem::File {
                        name: format!("{}.csv", if stem.is_empty() { "position" } else { &stem }),
                        mime: dl_app::share::CSV_MIME.to_owned(),
                        bytes: csv.into_bytes(),
                    }],
                });
            }
            Err(problems) => {
                if let Some(first) = problems.first() {
                    self.tell(&first.text());
                }
            }
        }
    }

    /// Deletes one of the player's positions (the player said yes).
    pub(crate) fn delete_position(&mut self, id: &str) {
        let deleted = lock(&self.store).store.delete_position(id);
        if let Err(e) = deleted {
            self.tell(&store_text(&e));
        }
    }

    fn keep_received_positions(&mut self) {
        let Some(bytes) = self.received_bytes() else {
            return;
        };
        let imported = lock(&self.store).store.import_positions(&bytes);
        match imported {
            Ok(report) => {
                let mut texts = vec![terminal::import_added(report.imported.len())];
                texts.extend(report.refused.iter().map(|r| {
                    terminal::import_refused(
                        r.line,
                        r.name.as_deref(),
                        import_refusal_text(&r.reason),
                    )
                }));
                texts.extend(report.moved_aside.iter().map(moved_aside_text));
                if let Some(all) = texts.into_iter().reduce(dl_app::l10n::notice_lines) {
                    self.tell(&all);
                }
                self.cancel_received();
            }
            Err(e) => self.tell(&store_text(&e)),
        }
    }

    /// The editor's screen.
    pub(crate) fn editor_model(&self, dark: bool) -> Option<EditorModel> {
        let state = self.editor.as_ref()?;
        let texts = &self.texts;
        let view = state.editor.view();
        let palette = Palette::of(if dark { Theme::Dark } else { Theme::Light });
        let flag = |severity: Severity| -> Rgba {
            match severity {
                Severity::Blocking => palette.flash.into(),
                Severity::Warning => palette.ring.into(),
            }
        };
        let fill_of = |paint: &Paint| -> Rgba {
            match paint {
                Paint::Empty => palette.background.into(),
                Paint::Dot => palette.dot.into(),
                Paint::Region(token) => palette.shade(dl_core::Shade::of_token(token)).into(),
            }
        };
        let cells = view
            .cells
            .iter()
            .map(|c| {
                let (kind, token) = match &c.paint {
                    Paint::Empty => (CellKind::Empty, None),
                    Paint::Dot => (CellKind::Dot, None),
                    Paint::Region(token) => (CellKind::Region(0), Some(token.clone())),
                };
                EditorCell {
                    x: u32::from(c.cell.x),
                    y: u32::from(c.cell.y),
                    fill: if c.paint == Paint::Dot {
                        palette.background.into()
                    } else {
                        fill_of(&c.paint)
                    },
                    dot: c.paint == Paint::Dot,
                    flag: c.flagged.map(flag),
                    label: texts.format(&screen::a11y_cell(c.cell, kind, token.as_deref())),
                    token,
                }
            })
            .collect();
        let brush = &view.brush;
        let mut tokens: Vec<String> = STANDARD_TOKENS.iter().map(|t| (*t).to_owned()).collect();
        for c in &view.cells {
            if let Some(token) = c.paint.token() {
                if !tokens.iter().any(|t| t == token) {
                    tokens.push(token.to_owned());
                }
            }
        }
        let mut brushes: Vec<BrushChoice> = tokens
            .into_iter()
            .map(|token| {
                let paint = Paint::region(&token);
                BrushChoice {
                    color: fill_of(&paint),
                    choice: Choice {
                        selected: brush.paint == paint,
                        button: Button::new(
                            Control::Brush {
                                paint: BrushPaint::Region {
                                    token: token.clone(),
                                },
                            },
                            token,
                        ),
                    },
                }
            })
            .collect();
        for (paint, control, label) in [
            (Paint::Dot, BrushPaint::Dot, Label::EditorBrushDot),
            (Paint::Empty, BrushPaint::Eraser, Label::EditorBrushEraser),
        ] {
            brushes.push(BrushChoice {
                color: if paint == Paint::Dot {
                    palette.dot.into()
                } else {
                    palette.background.into()
                },
                choice: Choice {
                    selected: brush.paint == paint,
                    button: Button::new(Control::Brush { paint: control }, texts.tr(&label)),
                },
            });
        }
        let (w, h) = (u32::from(view.width), u32::from(view.height));
        let (min, max) = (u32::from(MIN_SIDE), u32::from(MAX_SIDE));
        let size = |width, height, label: &str, enabled| {
            Button::new(Control::GridSize { width, height }, label.to_owned()).enabled(enabled)
        };
        let problems: Vec<ProblemLine> = view
            .problems
            .iter()
            .map(|p| ProblemLine {
                text: texts.tr(&p.problem),
                blocking: p.severity == Severity::Blocking,
                color: flag(p.severity),
                cells: p
                    .cells
                    .iter()
                    .map(|c: &Cell| CellRef {
                        x: u32::from(c.x),
                        y: u32::from(c.y),
                    })
                    .collect(),
            })
            .collect();
        Some(EditorModel {
            name: view.name.clone(),
            name_label: texts.tr(&Label::EditorName),
            size: texts.format(&screen::new_game_size(view.width, view.height)),
            grid: EditorGrid {
                width: w,
                height: h,
                background: palette.background.into(),
                ink: palette.text.into(),
                cells,
            },
            brushes,
            fill: Choice {
                button: Button::new(
                    Control::FillTool {
                        on: brush.tool != Tool::Fill,
                    },
                    texts.tr(&Label::EditorBrushFill),
                ),
                selected: brush.tool == Tool::Fill,
            },
            resize: vec![
                size(w + 1, h, "→", w < max),
                size(w.saturating_sub(1), h, "←", w > min),
                size(w, h + 1, "↓", h < max),
                size(w, h.saturating_sub(1), "↑", h > min),
            ],
            no_problems: problems
                .is_empty()
                .then(|| texts.tr(&Label::EditorNoProblems)),
            problems,
            actions: vec![
                Button::new(Control::EditorUndo, texts.tr(&Label::Undo)).enabled(view.can_undo),
                Button::new(Control::EditorRedo, texts.tr(&Label::Redo)).enabled(view.can_redo),
                Button::new(Control::EditorTestPlay, texts.tr(&Label::TestPlay))
                    .enabled(view.can_test_play),
                Button::new(Control::EditorSave, texts.tr(&Label::Save)).enabled(view.can_save),
                Button::new(Control::EditorShareCsv, texts.tr(&Label::SharePositionCsv))
                    .enabled(view.can_save),
            ],
        })
    }
}
