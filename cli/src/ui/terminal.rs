//! The terminal loop: raw mode, the alternate screen and mouse capture (restored on every
//! exit path), drawing after every input and resize, and the file and store work the app asks
//! for.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::execute;
use dl_app::files::read_bounded;
use dl_app::store::{Clock, PositionSource, SystemClock};
use dl_core::position_csv::MAX_FILE_BYTES;
use ratatui::layout::Rect;
use ratatui::DefaultTerminal;

use dl_app::l10n::terminal::{self as texts_of_terminal, TerminalLabel};
use dl_app::l10n::Label;

use crate::error::CliError;
use crate::error_text::error_text;
use crate::persist::Persistence;
use crate::positions;
use crate::share::{share_folder, share_in};
use dl_app::l10n::{import_refusal_text, store_text};

use super::app::{App, Effect};
use super::describe::{moved_aside_lines, previous_notice, saved_line};
use super::editor;
use super::{games, keys, mouse, render};

/// How often the screen is redrawn while the computer thinks.
const THINKING_REFRESH: Duration = Duration::from_millis(100);

/// Restores the terminal when dropped, whatever ends the loop.
struct Guard;

impl Drop for Guard {
    fn drop(&mut self) {
        let _ = execute!(io::stdout(), DisableMouseCapture);
        ratatui::restore();
    }
}

/// Runs the app until it asks to quit, keeping the game in the store when there is one; share
/// writes into `out` or the data directory's `shared/` folder. The share lines are printed
/// again after the terminal is restored, so the links can be copied.
pub fn run(
    app: App,
    persistence: Option<Persistence>,
    out: Option<PathBuf>,
) -> Result<(), CliError> {
    let tty = |e| CliError::io("<terminal>", e);
    let mut terminal = ratatui::try_init().map_err(tty)?;
    let guard = Guard;
    execute!(io::stdout(), EnableMouseCapture).map_err(tty)?;
    let result = event_loop(&mut terminal, app, persistence, out);
    drop(guard);
    let printed = result?;
    for line in printed {
        println!("{line}");
    }
    Ok(())
}

/// Draws and handles events until the app asks to quit; returns the lines to print then.
fn event_loop(
    terminal: &mut DefaultTerminal,
    mut app: App,
    mut persistence: Option<Persistence>,
    out: Option<PathBuf>,
) -> Result<Vec<String>, CliError> {
    let tty = |e| CliError::io("<terminal>", e);
    let mut printed = Vec::new();
    // The first poll starts crossterm's event source, which also watches for resizes: before
    // the first frame, so that a resize right after it is not missed.
    event::poll(Duration::ZERO).map_err(tty)?;
    loop {
        app.tick();
        for effect in app.take_effects() {
            if effect == Effect::Quit {
                return Ok(printed);
            }
            if effect == Effect::Share {
                let shared = share_folder(out.as_deref())
                    .and_then(|dir| share_in(app.session().game(), &dir, app.texts().language()));
                let texts = app.texts();
                match shared {
                    Ok(shared) => {
                        let lines = shared.lines(texts);
                        printed.extend(lines.iter().cloned());
                        let title = texts.tr(&Label::TitleShare);
                        app.show_info(title, lines);
                    }
                    Err(e) => {
                        let (title, line) = (
                            texts.tr(&TerminalLabel::ShareFailed),
                            texts.format(&error_text(&e)),
                        );
                        app.show_info(title, vec![line]);
                    }
                }
                continue;
            }
            if let Effect::Editor(effect) = effect {
                editor::carry_out(&mut app, persistence.as_mut(), out.as_deref(), effect);
                continue;
            }
            carry_out(&mut app, persistence.as_mut(), effect);
        }
        terminal
            .draw(|frame| render::draw(frame, &app))
            .map_err(tty)?;
        let size = terminal.size().map_err(tty)?;
        let area = Rect::new(0, 0, size.width, size.height);
        // While the computer thinks, wake up to show its progress and play its turn.
        if app.thinking() && !event::poll(THINKING_REFRESH).map_err(tty)? {
            continue;
        }
        match event::read().map_err(tty)? {
            Event::Key(key) => keys::on_key(&mut app, key),
            Event::Mouse(m) => mouse::on_mouse(&mut app, m, area, Instant::now()),
            Event::Resize(..) => terminal.autoresize().map_err(tty)?,
            _ => {}
        }
    }
}

/// Carries out a store or file effect; without a store, games are not kept and a CSV file's
/// positions are offered for this session only.
fn carry_out(app: &mut App, persistence: Option<&mut Persistence>, effect: Effect) {
    let Some(persistence) = persistence else {
        if let Effect::ImportCsv(path) = effect {
            let read = positions::read_csv_file(&path);
            app.csv_loaded(read.map_err(|e| app.texts().format(&error_text(&e))));
        }
        return;
    };
    let result = match effect {
        Effect::Autosave => persistence.changed(app.game_ref()).map(|previous| {
            if let Some(notice) = previous.as_ref().and_then(previous_notice) {
                app.set_notice(app.texts().tr(&notice));
            }
        }),
        Effect::Start => persistence.start(app.game_ref()).map(|previous| {
            if let Some(notice) = previous_notice(&previous) {
                app.set_notice(app.texts().tr(&notice));
            }
        }),
        Effect::Resumed => {
            persistence.resumed();
            Ok(())
        }
        Effect::OpenSaved(id) => {
            match persistence.open_saved(&id) {
                Ok((game, previous)) => {
                    games::open_loaded(app, game);
                    if let Some(notice) = previous_notice(&previous) {
                        app.set_notice(app.texts().tr(&notice));
                    }
                }
                Err(e) => {
                    let error = app.texts().format(&error_text(&e));
                    app.menu_mut().error = Some(error.clone());
                    app.games_mut().menu_mut().error = Some(error);
                    load_menu(app, persistence);
                }
            }
            Ok(())
        }
        Effect::DeleteSaved(id) => persistence
            .store()
            .delete_saved(&id)
            .map(|()| load_menu(app, persistence)),
        Effect::DeletePosition(id) => persistence
            .store()
            .delete_position(&id)
            .map(|()| load_menu(app, persistence)),
        Effect::LoadMenu => {
            load_menu(app, persistence);
            Ok(())
        }
        Effect::ImportCsv(path) => {
            import(app, persistence, &path);
            Ok(())
        }
        Effect::Share | Effect::Editor(_) | Effect::Quit => Ok(()),
    };
    if let Err(e) = result {
        let problem = store_text(&e);
        let notice = app
            .texts()
            .format(&texts_of_terminal::not_kept(problem.clone()));
        app.set_notice(notice);
        app.menu_mut().error = Some(app.texts().format(&problem));
    }
}

/// Fills the new-game screen and the game menu with the player's positions and the saved
/// games of the three games.
pub(super) fn load_menu(app: &mut App, persistence: &mut Persistence) {
    let store = persistence.store();
    let now = SystemClock.now();
    let texts = app.texts();
    let mut problems = Vec::new();
    let library = match store.positions() {
        Ok(listing) => {
            problems.extend(moved_aside_lines(&listing.moved_aside, texts));
            listing
                .entries
                .into_iter()
                .filter_map(|e| match e.source {
                    PositionSource::Library(id) => Some((id.to_string(), Arc::clone(&e.position))),
                    PositionSource::Builtin(_) => None,
                })
                .collect()
        }
        Err(e) => {
            problems.push(texts.format(&store_text(&e)));
            Vec::new()
        }
    };
    let saved = match store.saved_games() {
        Ok(listing) => {
            problems.extend(moved_aside_lines(&listing.moved_aside, texts));
            listing
                .entries
                .iter()
                .map(|e| (e.id.to_string(), saved_line(e, now, texts)))
                .collect()
        }
        Err(e) => {
            problems.push(texts.format(&store_text(&e)));
            Vec::new()
        }
    };
    app.games_mut().menu_mut().set_saved(saved.clone());
    app.menu_mut().set_store_lists(library, saved);
    if !problems.is_empty() {
        app.menu_mut().error = Some(problems.join(" "));
    }
}

/// Imports a CSV file into the player's positions and shows what was imported and refused.
fn import(app: &mut App, persistence: &mut Persistence, path: &Path) {
    let report = read_bounded(path, MAX_FILE_BYTES as u64)
        .map_err(CliError::from)
        .and_then(|bytes| Ok(persistence.store().import_positions(&bytes)?));
    let texts = app.texts();
    match report {
        Ok(report) => {
            let mut lines =
                vec![texts.format(&texts_of_terminal::import_added(report.imported.len()))];
            lines.extend(report.imported.iter().map(|p| format!("  + {}", p.name)));
            for refused in &report.refused {
                let text = texts_of_terminal::import_refused(
                    refused.line,
                    refused.name.as_deref(),
                    import_refusal_text(&refused.reason),
                );
                lines.push(format!("  {}", texts.format(&text)));
            }
            lines.extend(moved_aside_lines(&report.moved_aside, texts));
            let title = texts.tr(&TerminalLabel::ImportTitle);
            app.show_info(title, lines);
            load_menu(app, persistence);
        }
        Err(e) => {
            let problem = texts.format(&error_text(&e));
            app.menu_mut().error = Some(problem);
        }
    }
}
