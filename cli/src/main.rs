//! `dl-cli`: Divided Loyalties in the terminal. A full-screen shell over `dl_core::session`
//! and `dl_app::store` (the same session and store the phone apps use): the game kept after
//! every action and resumed, saved and finished games, the player's positions, share files and
//! links, board pictures, and a JSON-lines script mode for tests and automation.

mod args;
mod data_dir;
mod error;
mod error_text;
mod language;
mod new_file;
mod open;
mod persist;
mod picture;
mod positions;
mod script;
mod share;
mod tui;

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
    // The script mode answers in JSON and English; the other commands report in the player's
    // language.
    let (result, report_in) = match command {
        Command::Help => {
            println!("{USAGE}");
            (Ok(()), None)
        }
        Command::Script { store } => (script::run_stdio(store), None),
        Command::Picture(args) => (picture::run(&args), Some(None)),
        Command::Play {
            start,
            out,
            lang,
            computer,
        } => (
            tui::run(
                start,
                out,
                language::requested(lang.as_deref(), |name| std::env::var(name).ok()),
                computer,
            ),
            Some(lang),
        ),
    };
    match (result, report_in) {
        (Ok(()), _) => ExitCode::SUCCESS,
        (Err(e), Some(lang)) => {
            let texts = language::localizer(lang.as_deref());
            eprintln!("dl-cli: {}", texts.format(&error_text::error_text(&e)));
            ExitCode::FAILURE
        }
        (Err(e), None) => {
            eprintln!("dl-cli: {e}");
            ExitCode::FAILURE
        }
    }
}
