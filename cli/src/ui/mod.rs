//! The full-screen terminal game (ratatui + crossterm): state ([`app`]), input ([`keys`],
//! [`mouse`]), drawing ([`render`]) and the loop that does the terminal, file and store work
//! ([`terminal`]).

mod app;
mod color_brake;
mod computer;
mod describe;
mod discorder;
mod double_click;
mod editor;
mod games;
mod keys;
mod layout;
mod menu;
mod mouse;
mod render;
mod terminal;
mod theme;
mod wrap;

use std::path::PathBuf;
use std::sync::Arc;

use dl_app::l10n::terminal::TerminalLabel;
use dl_app::l10n::Localizer;
use dl_app::store::{GameKind, LoadedGame};
use dl_core::opponent::Opponent;
use dl_core::session::Session;

use crate::args::Start;
use crate::data_dir::data_dir;
use crate::error::CliError;
use crate::persist::Persistence;
use crate::{open, positions};

use app::App;
use describe::moved_aside_lines;
use games::MenuLevel;

/// Opens the store in the data directory (refused when another `dl-cli` has it), opens the
/// game as `start` asks and runs it until the player quits, every text in the language of
/// `texts`; share writes into `out` or the data directory's `shared/` folder. Without a choice
/// on the command line, the store's current game is played (Divided Loyalties asks first), or
/// the game menu is shown when there is none; with `--game`, that game's current game, else a
/// new one. With `computer`, the game of Divided Loyalties started is played against the
/// computer (issue 11).
pub fn run(
    start: Start,
    out: Option<PathBuf>,
    texts: Localizer,
    computer: Option<Opponent>,
) -> Result<(), CliError> {
    let (persistence, report) = match data_dir() {
        Some(dir) => {
            let (persistence, report) = Persistence::open(&dir)?;
            (Some(persistence), Some(report))
        }
        None => (None, None),
    };
    let wanted = match start {
        Start::Default => None,
        Start::Game(kind) => Some(kind),
        _ => Some(GameKind::DividedLoyalties),
    };
    let resume = matches!(
        start,
        Start::Default | Start::Game(GameKind::DividedLoyalties)
    );
    let chosen = match start {
        Start::Default | Start::New | Start::Game(_) => None,
        Start::Position { key, rounds } => {
            let position = positions::resolve(&key)?;
            let rounds = rounds.unwrap_or_else(|| position.default_rounds());
            Some(Session::for_position(Arc::new(position), rounds))
        }
        Start::Open(target) => Some(open::open(&target)?),
    };
    let mut session = match chosen {
        Some(session) => session,
        None => default_session()?,
    };
    if computer.is_some() {
        session.set_opponent(computer, computer::fresh_seed());
    }
    let mut app = App::new(session);
    app.set_texts(texts);
    if !resume && wanted == Some(GameKind::DividedLoyalties) {
        app.chosen();
    }
    let (current, moved_aside) = match report {
        Some(report) => (report.current.map(|c| c.game), report.moved_aside),
        None => (None, Vec::new()),
    };
    match current {
        Some(LoadedGame::DividedLoyalties(session)) if resume => app.offer_resume(*session),
        Some(game)
            if game.kind() != GameKind::DividedLoyalties
                && (wanted.is_none() || wanted == Some(game.kind())) =>
        {
            games::open_loaded(&mut app, game);
        }
        None if wanted.is_none() => games::open_menu(&mut app, MenuLevel::Games),
        _ => match wanted {
            Some(GameKind::Discorder) => games::open_menu(&mut app, MenuLevel::Discorder),
            Some(GameKind::ColorBrake) => games::open_menu(&mut app, MenuLevel::ColorBrake),
            _ => {}
        },
    }
    if !moved_aside.is_empty() {
        let texts = app.texts();
        let mut lines = moved_aside_lines(&moved_aside, texts);
        lines.push(texts.tr(&TerminalLabel::FreshStart));
        let title = texts.tr(&TerminalLabel::UnreadableTitle);
        app.show_info(title, lines);
    }
    if persistence.is_none() {
        let notice = app.texts().tr(&TerminalLabel::NoDataDir);
        app.set_notice(notice);
    }
    terminal::run(app, persistence, out)
}

#[cfg(test)]
mod tests;

fn default_session() -> Result<Session, CliError> {
    let position = positions::default_position()?;
    let rounds = position.default_rounds();
    Ok(Session::for_position(Arc::new(position), rounds))
}
