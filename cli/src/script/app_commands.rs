//! The app's own commands in script mode (issue 19): `screen`, `send` and `effects` drive
//! dl-ui — the state machine the phones and the terminal paint — so every flow of SCREENS.md
//! can be driven and checked from a script; `chat` and `remote` speak in and read the room of
//! online play (issue 23). The first of them hands the store to the app; the game commands are
//! refused from then on.

use std::io::ErrorKind;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use std::time::Duration;

use dl_ui::{App, Body, Budget, ChatModel, Control, Field, Input, Launch, LinkFactory};
use serde_json::{json, Value};

use super::error::ScriptError;

/// How long a command waits for the computer and the writer.
const SETTLE: Duration = Duration::from_secs(30);

/// The computer's iterations in script mode: the same game gives the same turn.
const SCRIPT_ITERATIONS: u32 = 1_000;

/// The inputs `send` knows, for its error message.
const INPUT_NAMES: &str = "touch, cell, press, answer, text, back, background, foreground, \
     received_file, received_text, languages, appearance";

/// The app a script drives, on the store's directory or on a directory of its own that goes
/// when the script ends.
pub(super) struct AppMode {
    app: Option<App>,
    own_dir: Option<PathBuf>,
}

impl AppMode {
    /// The app on `store`, or on a new directory of its own; its texts in `language`; its
    /// rooms on `links`.
    pub(super) fn launch(
        store: Option<&Path>,
        language: &str,
        links: Option<Arc<dyn LinkFactory>>,
    ) -> Result<AppMode, ScriptError> {
        let own_dir = match store {
            Some(_) => None,
            None => Some(own_dir()?),
        };
        let dir = store.map(Path::to_path_buf).or_else(|| own_dir.clone());
        let Some(dir) = dir else {
            return Err(ScriptError::BadCommand("no directory for the app".into()));
        };
        let mut launch = Launch::new(dir, &[language]);
        launch.budget = Budget::Iterations(SCRIPT_ITERATIONS);
        let app = App::launch_with_links(launch, links)
            .map_err(|e| ScriptError::AppLaunch(e.code(), e.to_string()))?;
        Ok(AppMode {
            app: Some(app),
            own_dir,
        })
    }

    fn app(&self) -> Result<&App, ScriptError> {
        self.app.as_ref().ok_or(ScriptError::AppMode)
    }

    /// The screen, once the app has settled.
    pub(super) fn screen(&self) -> Result<Value, ScriptError> {
        let app = self.app()?;
        app.settle(SETTLE);
        let screen = serde_json::to_value(app.screen())
            .map_err(|e| ScriptError::BadCommand(e.to_string()))?;
        Ok(json!({"ok": true, "screen": screen}))
    }

    /// Sends `input` and waits for the app to settle.
    pub(super) fn send(&self, input: Value) -> Result<Value, ScriptError> {
        let app = self.app()?;
        let input: Input = serde_json::from_value(input).map_err(|_| {
            ScriptError::BadInput(format!(
                "\"input\" must be one of the app's inputs ({INPUT_NAMES}) with its fields"
            ))
        })?;
        app.send(input);
        app.settle(SETTLE);
        Ok(json!({"ok": true, "revision": app.revision()}))
    }

    /// Types `text` into the room's chat and sends it; the chat's lines after.
    pub(super) fn chat(&self, text: String) -> Result<Value, ScriptError> {
        let app = self.app()?;
        room_chat(app).ok_or(ScriptError::NoRoom)?;
        app.send(Input::Text {
            field: Field::Chat,
            text,
        });
        app.send(Input::Press {
            control: Control::SendChat,
        });
        app.settle(SETTLE);
        let chat = room_chat(app).ok_or(ScriptError::NoRoom)?;
        Ok(json!({"ok": true, "lines": chat.lines}))
    }

    /// The room on screen: its status, whether the other player is there, the chat's lines;
    /// `null` when no room is on screen.
    pub(super) fn remote(&self) -> Result<Value, ScriptError> {
        let app = self.app()?;
        app.settle(SETTLE);
        let remote = room_chat(app).map(
            |chat| json!({"status": chat.status, "connected": chat.connected, "lines": chat.lines}),
        );
        Ok(json!({"ok": true, "remote": remote}))
    }

    /// The effects asked for since the last call.
    pub(super) fn effects(&self) -> Result<Value, ScriptError> {
        let effects = serde_json::to_value(self.app()?.take_effects())
            .map_err(|e| ScriptError::BadCommand(e.to_string()))?;
        Ok(json!({"ok": true, "effects": effects}))
    }
}

impl Drop for AppMode {
    fn drop(&mut self) {
        drop(self.app.take());
        if let Some(dir) = &self.own_dir {
            let _ = std::fs::remove_dir_all(dir);
        }
    }
}

/// The chat of the room on screen: the room's own screen or the online game's.
fn room_chat(app: &App) -> Option<ChatModel> {
    match app.screen().body {
        Body::Room { model } => Some(model.chat),
        Body::Game { model } => model.chat,
        _ => None,
    }
}

/// The number of the next directory for an app without a store, in this process.
static NEXT: AtomicU32 = AtomicU32::new(0);

/// How many names a new directory for an app without a store tries.
const OWN_DIR_TRIES: u32 = 64;

/// The directory for an app without a store, `dl-cli-script-<process>-<n>` in the temporary
/// folder. Always a new one: a directory of that name left by an earlier process with the same
/// id (killed before it could remove it, or in a PID namespace, where ids start again) would
/// hand its store, and its game, to this app.
fn own_dir() -> Result<PathBuf, ScriptError> {
    let base = std::env::temp_dir();
    let mut dir = base.clone();
    for _ in 0..OWN_DIR_TRIES {
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        dir = base.join(format!("dl-cli-script-{}-{n}", std::process::id()));
        match std::fs::create_dir(&dir) {
            Ok(()) => return Ok(dir),
            Err(e) if e.kind() == ErrorKind::AlreadyExists => {}
            Err(e) => return Err(ScriptError::File(crate::error::CliError::io(&dir, e))),
        }
    }
    Err(ScriptError::File(crate::error::CliError::io(
        &dir,
        ErrorKind::AlreadyExists.into(),
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_app_without_a_store_never_takes_a_directory_left_by_another_process() {
        let next = NEXT.load(Ordering::Relaxed);
        let left: Vec<PathBuf> = (next..next + 3)
            .map(|n| {
                let dir =
                    std::env::temp_dir().join(format!("dl-cli-script-{}-{n}", std::process::id()));
                std::fs::create_dir_all(&dir).unwrap();
                std::fs::write(dir.join("left.txt"), "an earlier process's store").unwrap();
                dir
            })
            .collect();
        let dir = own_dir().unwrap();
        assert!(!left.contains(&dir), "{dir:?}");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "{dir:?}");
        for dir in left.iter().chain([&dir]) {
            std::fs::remove_dir_all(dir).unwrap();
        }
    }
}
