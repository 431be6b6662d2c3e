//! The app's state file, `app-state.json` in the data directory: the stack of screens and the
//! settings, written by the writer whenever they change, read at launch. A file that cannot be
//! read is moved aside (never overwritten) and reported; the defaults apply.

use std::fs;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use dl_app::files::{read_bounded, FileError};
use dl_app::l10n::{error_text, file_text, notice_state_unreadable, Text};
use dl_core::error_details::ErrorDetails;
use serde::{Deserialize, Serialize};

use dl_core::editor::{Editor, Paint};

use super::editor::EditorState;
use super::State;
use crate::navigation::Route;
use crate::settings::Settings;

/// The file's name in the data directory.
pub(crate) const STATE_FILE: &str = "app-state.json";

/// The largest state file read.
const MAX_STATE_BYTES: u64 = 64 << 10;

/// The version of the file's format this app writes.
const STATE_VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct StateFile {
    version: u32,
    routes: Vec<Route>,
    settings: Settings,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    editor: Option<EditorFile>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    online: Option<super::OnlineFile>,
}

/// The position in the editor, kept across a kill: its cells as the CSV writes them (a token,
/// `o` for a dot, `.` for nothing, R9), row-major.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct EditorFile {
    name: String,
    width: u8,
    height: u8,
    cells: Vec<String>,
    replaces: Option<String>,
    changed: bool,
}

impl EditorFile {
    /// The file of the editor's state.
    fn of(state: &EditorState) -> EditorFile {
        let drawing = state.editor.drawing();
        EditorFile {
            name: drawing.name().to_owned(),
            width: drawing.width(),
            height: drawing.height(),
            cells: drawing
                .cells()
                .iter()
                .map(|paint| match paint {
                    Paint::Empty => ".".to_owned(),
                    Paint::Dot => "o".to_owned(),
                    Paint::Region(token) => token.clone(),
                })
                .collect(),
            replaces: state.replaces.clone(),
            changed: state.changed(),
        }
    }

    /// The editor again; `None` when the file's grid is not one the editor takes.
    pub(crate) fn restore(self) -> Option<EditorState> {
        let cells = self
            .cells
            .iter()
            .map(|cell| match cell.as_str() {
                "." => Paint::Empty,
                "o" => Paint::Dot,
                token => Paint::region(token),
            })
            .collect();
        let editor = Editor::restore(self.width, self.height, &self.name, cells)?;
        Some(EditorState {
            saved: editor.drawing().clone(),
            editor,
            replaces: self.replaces,
            stroke: false,
            changed_before: self.changed,
        })
    }
}

/// What the state file kept.
#[derive(Clone, Debug, Default)]
pub(crate) struct Kept {
    /// The screens, bottom first; empty on the first launch.
    pub routes: Vec<Route>,
    /// The settings.
    pub settings: Settings,
    /// The position in the editor.
    pub editor: Option<EditorFile>,
    /// The room of the current game, when it is an online game.
    pub online: Option<super::OnlineFile>,
    /// What went wrong reading it, to report.
    pub problem: Option<Text>,
}

/// Reads the state file in `dir`.
pub(crate) fn read_kept(dir: &Path) -> Kept {
    let path = dir.join(STATE_FILE);
    let bytes = match read_bounded(&path, MAX_STATE_BYTES) {
        Ok(bytes) => bytes,
        Err(FileError::NotFound { .. }) => return Kept::default(),
        Err(e) => return aside(&path, file_text(&e)),
    };
    let text = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&bytes);
    match serde_json::from_slice::<StateFile>(text) {
        Ok(file) if file.version <= STATE_VERSION => Kept {
            routes: file.routes,
            settings: file.settings,
            editor: file.editor,
            online: file.online,
            problem: None,
        },
        _ => aside(&path, error_text("json_shape", &ErrorDetails::default())),
    }
}

/// Moves the unreadable file at `path` aside under a name never used and says so.
fn aside(path: &Path, problem: Text) -> Kept {
    let millis = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    let to = (0..100u32)
        .map(|n| path.with_file_name(format!("app-state.unreadable-{millis}-{n}.json")))
        .find(|p| fs::symlink_metadata(p).is_err());
    let kept_as = to.filter(|to| fs::rename(path, to).is_ok());
    Kept {
        problem: Some(notice_state_unreadable(
            &kept_as.map_or_else(|| path.display().to_string(), |p| p.display().to_string()),
            problem,
        )),
        ..Kept::default()
    }
}

impl State {
    /// Hands the screens, the settings and the editor's drawing to the writer when they
    /// changed.
    pub(crate) fn keep_state(&mut self) {
        let file = StateFile {
            version: STATE_VERSION,
            routes: self.nav.routes().to_vec(),
            settings: self.settings.clone(),
            editor: self.editor.as_ref().map(EditorFile::of),
            online: self
                .online_game()
                .then(|| self.online_file.clone())
                .flatten(),
        };
        match serde_json::to_vec_pretty(&file) {
            Ok(bytes) if self.kept.as_ref() != Some(&bytes) => {
                self.writer.write_state(self.state_path(), bytes.clone());
                self.kept = Some(bytes);
            }
            Ok(_) => {}
            Err(e) => log::error!("the app's state could not be written as JSON: {e}"),
        }
    }

    fn state_path(&self) -> PathBuf {
        self.data_dir.join(STATE_FILE)
    }
}
