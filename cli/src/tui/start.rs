//! The command line's choice, carried out as the player's own inputs would be: the app opens
//! where it was left, then a position starts (unless its game is already the one in progress),
//! a file or a link arrives (previewed, asked over an unfinished game), a game's new-game
//! screen opens, the opponent is chosen.

use std::path::Path;

use dl_app::files::read_bounded;
use dl_core::opponent::Opponent;
use dl_ui::{App, Body, Control, GameKind, Input, Level, Route, Side};

use crate::args::Start;
use crate::error::CliError;
use crate::open::open_link;

/// The largest file opened from the command line.
const MAX_OPENED_BYTES: u64 = 1 << 20;

/// Carries out `start` and `computer` on `app`.
pub fn carry_out(app: &App, start: Start, computer: Option<Opponent>) -> Result<(), CliError> {
    if let Some(opponent) = computer {
        press(
            app,
            Control::Opponent {
                computer: Some(Side::from(opponent.side)),
            },
        );
        press(
            app,
            Control::Level {
                level: Level::from(opponent.level),
            },
        );
    }
    match start {
        Start::Default => {}
        Start::New => start_default_position(app),
        Start::Game(kind) => {
            let kind = GameKind::from(kind);
            if playing(app) != Some(kind) {
                press(app, Control::Continue);
            }
            match (playing(app) == Some(kind), kind) {
                (true, _) => {}
                (false, GameKind::DividedLoyalties) => start_default_position(app),
                (false, other) => press(app, Control::NewGame { game: other }),
            }
        }
        Start::Position { key, rounds } => {
            if let Some(rounds) = rounds {
                press(
                    app,
                    Control::Rounds {
                        rounds: Some(u32::from(rounds.count())),
                    },
                );
            }
            if key.to_ascii_lowercase().ends_with(".csv") {
                receive_file(app, Path::new(&key))?;
                press(app, Control::OpenReceived);
            } else {
                let position = dl_core::builtin_by_key(&key)
                    .ok_or_else(|| CliError::PositionNotFound(key.clone()))?;
                if playing(app).is_none() {
                    press(app, Control::Continue);
                }
                let resumed = computer.is_none()
                    && rounds.is_none()
                    && playing(app) == Some(GameKind::DividedLoyalties)
                    && app.screen().title == position.name();
                if !resumed {
                    press(
                        app,
                        Control::StartPosition {
                            key: position.slug(),
                        },
                    );
                }
            }
        }
        Start::Open(target) => {
            let path = Path::new(&target);
            if path.is_file() || !is_link(&target) {
                receive_file(app, path)?;
            } else {
                open_link(&target)?;
                app.send(Input::ReceivedText { text: target });
            }
        }
    }
    Ok(())
}

/// A new game on Up the Stairs, the first built-in position.
fn start_default_position(app: &App) {
    if let Some(position) = dl_core::builtin(1) {
        press(
            app,
            Control::StartPosition {
                key: position.slug(),
            },
        );
    }
}

fn press(app: &App, control: Control) {
    app.send(Input::Press { control });
}

/// The game whose screen is on top, if a game's is.
fn playing(app: &App) -> Option<GameKind> {
    let screen = app.screen();
    match (screen.route, screen.body) {
        (Route::Game, Body::Game { .. }) => Some(GameKind::DividedLoyalties),
        (Route::Game, Body::Discorder { .. }) => Some(GameKind::Discorder),
        (Route::Game, Body::ColorBrake { .. }) => Some(GameKind::ColorBrake),
        _ => None,
    }
}

/// Whether the text is meant as a link rather than a file name: links of this game carry a
/// `#` fragment, a scheme or the app's scheme.
fn is_link(text: &str) -> bool {
    text.contains('#') || text.contains("://") || text.trim_start().starts_with("dividedloyalties:")
}

/// A file named on the command line arrives as the share sheet would give it.
fn receive_file(app: &App, path: &Path) -> Result<(), CliError> {
    let bytes = read_bounded(path, MAX_OPENED_BYTES)?;
    app.send(Input::ReceivedFile {
        bytes,
        name: path.file_name().map(|n| n.to_string_lossy().into_owned()),
        mime: None,
    });
    Ok(())
}
