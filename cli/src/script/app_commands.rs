//! The app's own commands in script mode (issue 19): `screen`, `send` and `effects` drive
//! dl-ui — the state machine the phones and the terminal paint — so every flow of SCREENS.md
//! can be driven and checked from a script; `chat` and `remote` speak in and read the room of
//! online play (issue 23). The first of them hands the store to the app; the game commands are
//! refused from then on.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use dl_ui::{App, Body, Budget, ChatModel, Control, Field, Input, Launch, LinkFactory};
use serde_json::{json, Value};
use tempfile::TempDir;

use super::error::ScriptError;

/// How long a command waits for the computer and the writer.
const SETTLE: Duration = Duration::from_secs(30);

/// The computer's iterations in script mode: the same game gives the same turn.
const SCRIPT_ITERATIONS: u32 = 1_000;

/// The inputs `send` knows, for its error message.
const INPUT_NAMES: &str = "touch, cell, press, answer, text, back, background, foreground, \
     received_file, received_text, languages, appearance";

/// The app a script drives, on the store's directory or on a directory of its own that goes
/// when the script ends (a new one, never one left by an earlier process).
pub(super) struct AppMode {
    app: Option<App>,
    own_dir: Option<TempDir>,
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
        let dir = store
            .map(Path::to_path_buf)
            .or_else(|| own_dir.as_ref().map(|d| d.path().to_path_buf()));
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
    /// Closes the app (its store's lock released) before its own directory goes.
    fn drop(&mut self) {
        drop(self.app.take());
        drop(self.own_dir.take());
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

/// A new directory for an app without a store, `dl-cli-script-<random>` in the temporary
/// folder, removed when dropped.
fn own_dir() -> Result<TempDir, ScriptError> {
    tempfile::Builder::new()
        .prefix("dl-cli-script-")
        .tempdir()
        .map_err(|e| ScriptError::File(crate::error::CliError::io(std::env::temp_dir(), e)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_app_without_a_store_gets_a_new_empty_directory_that_goes_with_it() {
        let first = AppMode::launch(None, "en", None).unwrap();
        let second = AppMode::launch(None, "en", None).unwrap();
        let path = |mode: &AppMode| mode.own_dir.as_ref().unwrap().path().to_path_buf();
        let (a, b) = (path(&first), path(&second));
        assert_ne!(a, b);
        assert!(a.is_dir());
        drop(first);
        assert!(!a.exists(), "{a:?} removed with its app");
        assert!(b.is_dir());
    }
}
