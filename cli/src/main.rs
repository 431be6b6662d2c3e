//! `dl-cli`: Divided Loyalties in the terminal. A full-screen shell over `dl_core::session`
//! and `dl_app::store` (the same session and store the phone apps use): the game kept after
//! every action and resumed, saved and finished games, the player's positions, share files and
//! links, board pictures, and a JSON-lines script mode for tests and automation.

mod args;
mod data_dir;
mod error;
mod error_text;
mod help;
mod language;
mod new_file;
mod open;
mod persist;
mod picture;
mod positions;
mod room_links;
mod script;
mod share;
mod tui;
mod usage;

use std::process::ExitCode;

use args::Command;
use dl_app::l10n::command_line::CommandLineLabel;
use dl_app::l10n::Localize;

fn main() -> ExitCode {
    // An argument that is not UTF-8 is read with replacement characters, never a panic.
    let arguments: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|arg| arg.to_string_lossy().into_owned())
        .collect();
    let asked = args::lang_asked(&arguments);
    let command = match args::parse(arguments) {
        Ok(command) => command,
        Err(e) => {
            let texts = language::localizer(asked.as_deref());
            eprintln!(
                "dl-cli: {}\n{}",
                texts.format(&error_text::error_text(&e)),
                texts.format(&CommandLineLabel::UsageSeeHelp.text())
            );
            return ExitCode::from(2);
        }
    };
    // The script mode answers in JSON and English; the other commands report in the player's
    // language.
    let (result, report_in) = match command {
        Command::Help => {
            print!("{}", help::help(&language::localizer(asked.as_deref())));
            (Ok(()), None)
        }
        Command::Script { store, peer_server } => (
            script::run_stdio(store, room_links::room_links(peer_server.as_deref())),
            None,
        ),
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
