//! The full-screen terminal game (ratatui + crossterm): state ([`app`]), input ([`keys`],
//! [`mouse`]), drawing ([`render`]) and the loop that does the terminal and file work
//! ([`terminal`]).

mod app;
mod double_click;
mod keys;
mod layout;
mod menu;
mod mouse;
mod render;
mod terminal;
mod theme;

use std::path::PathBuf;
use std::sync::Arc;

use dl_core::session::Session;

use crate::args::Start;
use crate::autosave::Autosave;
use crate::data_dir::autosave_path;
use crate::error::CliError;
use crate::{positions, saved};

use app::App;

/// Opens the game as `start` asks and runs it until the player quits; share writes into `out`
/// or the data directory's `shared/` folder.
pub fn run(start: Start, out: Option<PathBuf>) -> Result<(), CliError> {
    let autosave = autosave_path().map(Autosave::at);
    let mut app = match start {
        Start::Default => {
            let mut app = App::new(default_session()?);
            match autosave.as_ref().and_then(Autosave::load) {
                Some(Ok(session)) => app.offer_resume(session),
                Some(Err(e)) => app.set_notice(format!("The autosave could not be read: {e}")),
                None => {}
            }
            app
        }
        Start::New => App::new(default_session()?),
        Start::Position { key, rounds } => {
            let position = positions::resolve(&key)?;
            let rounds = rounds.unwrap_or_else(|| position.default_rounds());
            App::new(Session::for_position(Arc::new(position), rounds))
        }
        Start::Open(target) => App::new(saved::open(&target)?),
    };
    if autosave.is_none() {
        app.set_notice("No data directory (HOME or XDG_DATA_HOME): the game is not autosaved.");
    }
    terminal::run(app, autosave, out)
}

#[cfg(test)]
mod tests;

fn default_session() -> Result<Session, CliError> {
    let position = positions::default_position()?;
    let rounds = position.default_rounds();
    Ok(Session::for_position(Arc::new(position), rounds))
}
