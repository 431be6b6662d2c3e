//! The terminal's loop: raw mode, the alternate screen and mouse capture (restored on every
//! way out), a frame whenever the app's screen or the terminal's own state changed, keys and
//! the mouse into inputs, and a wake-up when the app changed on its own threads (the computer
//! moved, its progress) — checked at least every 100 ms.

use std::io;
use std::path::Path;
use std::sync::mpsc::Receiver;
use std::time::Duration;

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use crossterm::execute;
use dl_ui::{App, Input};

use super::effects;
use super::keys;
use super::local::Local;
use super::mouse;
use super::paint;
use crate::error::CliError;

/// How long the loop waits for a key before it looks at the app again.
const WAIT: Duration = Duration::from_millis(100);

/// Restores the terminal when dropped, whatever ends the loop.
struct Guard;

impl Drop for Guard {
    fn drop(&mut self) {
        let _ = execute!(io::stdout(), DisableMouseCapture);
        ratatui::restore();
    }
}

/// Runs until the player quits; the app writes its game before; the lines to print after.
pub fn run(app: &App, woken: &Receiver<()>, share_dir: &Path) -> Result<Vec<String>, CliError> {
    let tty = |e| CliError::io("<terminal>", e);
    let mut terminal = ratatui::try_init().map_err(tty)?;
    let guard = Guard;
    execute!(io::stdout(), EnableMouseCapture).map_err(tty)?;
    let mut local = Local::new(&app.screen().language);
    // The first poll starts crossterm's event source, which also watches for resizes.
    event::poll(Duration::ZERO).map_err(tty)?;
    let result = (|| loop {
        effects::carry_out(app, &mut local, share_dir);
        let screen = app.screen();
        local.entered(&screen.route);
        terminal
            .draw(|frame| paint::draw(frame, &screen, &mut local))
            .map_err(tty)?;
        loop {
            if event::poll(WAIT).map_err(tty)? {
                match event::read().map_err(tty)? {
                    Event::Key(key) => keys::key(app, &screen, &mut local, key),
                    Event::Mouse(m) => mouse::mouse(app, &screen, &mut local, m),
                    _ => {}
                }
                break;
            }
            let changed = woken.try_iter().count() > 0;
            if changed || app.revision() != screen.revision {
                break;
            }
        }
        if local.quit {
            app.send(Input::Background);
            return Ok(std::mem::take(&mut local.printed));
        }
    })();
    drop(guard);
    result
}
