//! What the app asks of the OS, as a terminal can do it: a share's files are written new into
//! the share folder and its texts (the message, the links) shown in a box, written beside the
//! files and printed again after the terminal is restored, so they can be copied; a link to open is shown; a hidden
//! hand stays hidden; a file to pick is asked for by its path. A terminal has no screen reader, haptics, per-app language or display to
//! keep on, so those effects change nothing here.

use std::path::Path;

use dl_app::l10n::terminal::{self as terminal_texts, TerminalLabel};
use dl_app::l10n::Label;
use dl_app::share::{write_shared_files, SharedFile, CSV_MIME, GAME_MIME, PNG_MIME};
use dl_ui::{App, Effect, ShareItem};

use super::local::{Info, Local};
use crate::error::CliError;
use crate::error_text::error_text;

/// Carries out every effect the app asked for since the last call.
pub fn carry_out(app: &App, local: &mut Local, share_dir: &Path) {
    for effect in app.take_effects() {
        match effect {
            Effect::Share { items } => share(local, share_dir, &items),
            Effect::OpenUrl { url } => {
                local.info = Some(Info {
                    title: local.texts().tr(&Label::OpenLink),
                    lines: vec![url.clone()],
                });
                local.printed.push(url);
            }
            Effect::CoverHidden { on } => local.covered = on,
            // A terminal's file picker: the path is typed on the bottom line.
            Effect::PickFile { .. } => {
                local.typing = Some(String::new());
                local.picking = true;
            }
            Effect::Announce { .. }
            | Effect::Haptic { .. }
            | Effect::SetAppLanguage { .. }
            | Effect::KeepScreenOn { .. } => {}
        }
    }
}

/// Writes a share's files and shows its texts with where the files went.
fn share(local: &mut Local, share_dir: &Path, items: &[ShareItem]) {
    let mut lines = Vec::new();
    let mut files = Vec::new();
    for item in items {
        match item {
            ShareItem::Text { text } => lines.push(text.clone()),
            ShareItem::File { name, mime, bytes } => files.push(SharedFile {
                file_name: name.clone(),
                mime_type: known_mime(mime),
                bytes: bytes.clone(),
            }),
        }
    }
    // The message and its links go into a file beside the others too: a link wrapped in the
    // box or the terminal can be copied whole from there.
    if !lines.is_empty() {
        let stem = files
            .first()
            .and_then(|f| f.file_name.split('.').next())
            .unwrap_or("share")
            .to_owned();
        files.push(SharedFile {
            file_name: format!("{stem}-message.txt"),
            mime_type: "text/plain",
            bytes: format!("{}\n", lines.join("\n")).into_bytes(),
        });
    }
    let texts = local.texts();
    if !files.is_empty() {
        match write_shared_files(share_dir, &files) {
            Ok(written) => {
                lines.push(String::new());
                lines.push(texts.format(&terminal_texts::share_wrote(
                    &share_dir.display().to_string(),
                )));
                lines.extend(written.iter().map(|path| {
                    let name = path.file_name().unwrap_or_default().to_string_lossy();
                    format!("  {name}")
                }));
            }
            Err(e) => {
                let problem = texts.format(&error_text(&CliError::from(e)));
                local.info = Some(Info {
                    title: texts.tr(&TerminalLabel::ShareFailed),
                    lines: vec![problem],
                });
                return;
            }
        }
    }
    let title = texts.tr(&Label::Share);
    local.printed.extend(lines.iter().cloned());
    local.info = Some(Info { title, lines });
}

/// The share module's name of a MIME type the app gave.
fn known_mime(mime: &str) -> &'static str {
    [CSV_MIME, GAME_MIME, PNG_MIME]
        .into_iter()
        .find(|known| *known == mime)
        .unwrap_or("application/octet-stream")
}
