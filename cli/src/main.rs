//! `dl-cli`: Divided Loyalties in the terminal. A full-screen shell over `dl_core::session`
//! and `dl_app::store` (the same session and store the phone apps use): the game kept after
//! every action and resumed, saved and finished games, the player's positions, share files and
//! links, board pictures, and a JSON-lines script mode for tests and automation.

mod args;
mod data_dir;
mod error;
mod open;
mod persist;
mod picture;
mod positions;
mod script;
mod share;
mod ui;

use std::process::ExitCode;

use args::{Command, USAGE};

fn main() -> ExitCode {
    let command = match args::parse(std::env::args().skip(1)) {
        Ok(command) => command,
        Err(e) => {
            eprintln!("dl-cli: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let result = match command {
        Command::Help => {
            println!("{USAGE}");
            Ok(())
        }
        Command::Script { store } => script::run_stdio(store),
        Command::Picture(args) => picture::run(&args),
        Command::Play { start, out } => ui::run(start, out),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("dl-cli: {e}");
            ExitCode::FAILURE
        }
    }
}
