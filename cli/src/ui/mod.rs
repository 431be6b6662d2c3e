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

use std::sync::Arc;

use dl_core::session::Session;

use crate::args::Start;
use crate::data_dir::autosave_path;
use crate::error::CliError;
use crate::{positions, saved};

use app::App;

/// Opens the game as `start` asks and runs it until the player quits.
pub fn run(start: Start) -> Result<(), CliError> {
    let autosave = autosave_path();
    let app = match start {
        Start::Default => {
            let mut app = App::new(default_session()?);
            if let Some(path) = autosave.as_deref().filter(|p| p.exists()) {
                match saved::load_file(path) {
                    Ok(game) => app.offer_resume(game),
                    Err(e) => app.set_notice(format!("The autosave could not be read: {e}")),
                }
            }
            app
        }
        Start::New => App::new(default_session()?),
        Start::Position { key, rounds } => {
            let position = positions::resolve(&key)?;
            let rounds = rounds.unwrap_or_else(|| position.default_rounds());
            App::new(Session::for_position(Arc::new(position), rounds))
        }
        Start::Open(target) => App::new(Session::new(saved::load_file(target.as_ref())?)),
    };
    terminal::run(app, autosave)
}

#[cfg(test)]
mod tests;

fn default_session() -> Result<Session, CliError> {
    let position = positions::default_position()?;
    let rounds = position.default_rounds();
    Ok(Session::for_position(Arc::new(position), rounds))
}
