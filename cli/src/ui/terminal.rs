//! The terminal loop: raw mode, the alternate screen and mouse capture (restored on every
//! exit path), drawing after every input and resize, and the file work the app asks for.

use std::io::{self, Stdout};
use std::path::{Path, PathBuf};
use std::time::Instant;

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::execute;
use ratatui::backend::CrosstermBackend;
use ratatui::layout::Rect;
use ratatui::Terminal;

use crate::error::CliError;
use crate::files::write_atomic;
use crate::{positions, saved};

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

/// Runs the app until it asks to quit; autosaves to `autosave` when given.
pub fn run(mut app: App, autosave: Option<PathBuf>) -> Result<(), CliError> {
    let tty = |e| CliError::io("<terminal>", e);
    let mut terminal = ratatui::try_init().map_err(tty)?;
    let _guard = Guard;
    execute!(io::stdout(), EnableMouseCapture).map_err(tty)?;
    let mut printed = Vec::new();
    loop {
        terminal
            .draw(|frame| render::draw(frame, &app))
            .map_err(tty)?;
        let area = size(&terminal).map_err(tty)?;
        match event::read().map_err(tty)? {
            Event::Key(key) => keys::on_key(&mut app, key),
            Event::Mouse(m) => mouse::on_mouse(&mut app, m, area, Instant::now()),
            Event::Resize(..) => terminal.autoresize().map_err(tty)?,
            _ => {}
        }
        for effect in app.take_effects() {
            match effect {
                Effect::Quit => {
                    drop(terminal);
                    drop(_guard);
                    for line in printed {
                        println!("{line}");
                    }
                    return Ok(());
                }
                Effect::Autosave => {
                    if let Some(path) = &autosave {
                        if let Err(e) = autosave_game(&app, path) {
                            app.set_notice(format!("Autosave failed: {e}"));
                        }
                    }
                }
                Effect::Share => match share(&app) {
                    Ok(lines) => {
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

fn size(terminal: &Terminal<CrosstermBackend<Stdout>>) -> io::Result<Rect> {
    let s = terminal.size()?;
    Ok(Rect::new(0, 0, s.width, s.height))
}

fn autosave_game(app: &App, path: &Path) -> Result<(), CliError> {
    let json = saved::save_json(app.session().game())?;
    write_atomic(path, json.as_bytes())
}

fn share(app: &App) -> Result<Vec<String>, CliError> {
    let _ = saved::save_json(app.session().game())?;
    Ok(Vec::new())
}
