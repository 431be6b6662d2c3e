//! The terminal loop: raw mode, the alternate screen and mouse capture (restored on every
//! exit path), drawing after every input and resize, and the file work the app asks for.

use std::io;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::execute;
use ratatui::layout::Rect;
use ratatui::DefaultTerminal;

use crate::autosave::Autosave;
use crate::error::CliError;
use crate::positions;
use crate::share::{share, share_folder};

use super::app::{App, Effect};
use super::{keys, mouse, render};

/// Restores the terminal when dropped, whatever ends the loop.
struct Guard;

impl Drop for Guard {
    fn drop(&mut self) {
        let _ = execute!(io::stdout(), DisableMouseCapture);
        ratatui::restore();
    }
}

/// Runs the app until it asks to quit; autosaves when given an autosave; share writes into
/// `out` or the data directory's `shared/` folder. The share lines are printed again after
/// the terminal is restored, so the links can be copied.
pub fn run(app: App, autosave: Option<Autosave>, out: Option<PathBuf>) -> Result<(), CliError> {
    let tty = |e| CliError::io("<terminal>", e);
    let mut terminal = ratatui::try_init().map_err(tty)?;
    let guard = Guard;
    execute!(io::stdout(), EnableMouseCapture).map_err(tty)?;
    let result = event_loop(&mut terminal, app, autosave.as_ref(), out);
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
    autosave: Option<&Autosave>,
    out: Option<PathBuf>,
) -> Result<Vec<String>, CliError> {
    let tty = |e| CliError::io("<terminal>", e);
    let mut printed = Vec::new();
    // The first poll starts crossterm's event source, which also watches for resizes: before
    // the first frame, so that a resize right after it is not missed.
    event::poll(Duration::ZERO).map_err(tty)?;
    loop {
        terminal
            .draw(|frame| render::draw(frame, &app))
            .map_err(tty)?;
        let size = terminal.size().map_err(tty)?;
        let area = Rect::new(0, 0, size.width, size.height);
        match event::read().map_err(tty)? {
            Event::Key(key) => keys::on_key(&mut app, key),
            Event::Mouse(m) => mouse::on_mouse(&mut app, m, area, Instant::now()),
            Event::Resize(..) => terminal.autoresize().map_err(tty)?,
            _ => {}
        }
        for effect in app.take_effects() {
            match effect {
                Effect::Quit => return Ok(printed),
                Effect::Autosave => {
                    if let Some(Err(e)) = autosave.map(|a| a.store(app.session())) {
                        app.set_notice(format!("Autosave failed: {e}"));
                    }
                }
                Effect::Share => match share_folder(out.as_deref())
                    .and_then(|dir| share(app.session().game(), &dir))
                {
                    Ok(shared) => {
                        let lines = shared.lines();
                        printed.extend(lines.iter().cloned());
                        app.show_info("Shared", lines);
                    }
                    Err(e) => app.show_info("Share failed", vec![e.to_string()]),
                },
                Effect::LoadCsv(path) => {
                    app.csv_loaded(positions::read_csv_file(&path).map_err(|e| e.to_string()))
                }
            }
        }
    }
}
