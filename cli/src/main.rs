//! `dl-cli`: Divided Loyalties in the terminal. A full-screen shell over `dl_core::session`
//! (the same session API the phone apps use), with autosave and resume, share files and
//! links, board pictures, and a JSON-lines script mode for tests and automation.

mod args;
mod autosave;
mod data_dir;
mod error;
mod files;
mod picture;
mod positions;
mod saved;
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
        Command::Script { autosave } => script::run_stdio(autosave),
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
