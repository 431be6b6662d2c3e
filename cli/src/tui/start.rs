//! The command line's choice, carried out as the player's own inputs would be: the app opens
//! where it was left, then a position starts (unless its game is already the one in progress),
//! a file or a link arrives (previewed, asked over an unfinished game), a game's new-game
//! screen opens, the opponent is chosen. What can be refused (an unknown position, a file that
//! cannot be read, a link that is no game's) is checked before the app opens.

use std::path::Path;

use dl_app::files::read_bounded;
use dl_core::opponent::Opponent;
use dl_ui::{App, Body, Control, Field, GameKind, Input, Level, Route, Side};

use crate::args::Start;
use crate::error::CliError;
use crate::open::open_link;

/// The largest file opened from the command line.
const MAX_OPENED_BYTES: u64 = 1 << 20;

/// The command line's choice, checked: what it names exists and was read.
pub struct Prepared {
    what: What,
    computer: Option<Opponent>,
}

enum What {
    /// Where the app was left.
    Default,
    /// A new game of Up the Stairs.
    New,
    /// A game of the collection: its current game, or a new one.
    Game(GameKind),
    /// A built-in position by its slug: its game when it is the current one, else a new one.
    Builtin {
        slug: String,
        name: String,
        rounds: Option<u32>,
    },
    /// A file that arrives as the share sheet would give it (a CSV position, a saved game);
    /// `start` opens it at once (a position file on the command line is a new game).
    File {
        bytes: Vec<u8>,
        name: Option<String>,
        start: bool,
        rounds: Option<u32>,
    },
    /// A game or position link.
    Link(String),
    /// "Play online" with a room and a name, joined at once (issue 23). This build has no
    /// transport: the app says so in the player's language.
    Online { room: String, name: Option<String> },
}

/// Checks `start`: reads its file, checks its link or position.
pub fn prepare(start: Start, computer: Option<Opponent>) -> Result<Prepared, CliError> {
    let what = match start {
        Start::Default => What::Default,
        Start::New => What::New,
        Start::Game(kind) => What::Game(GameKind::from(kind)),
        // The signalling server waits for the transport (dl-remote's webrtc build).
        Start::Online { room, name, .. } => What::Online { room, name },
        Start::Position { key, rounds } => {
            let rounds = rounds.map(|r| u32::from(r.count()));
            if key.to_ascii_lowercase().ends_with(".csv") {
                let (bytes, name) = read_file(Path::new(&key))?;
                What::File {
                    bytes,
                    name,
                    start: true,
                    rounds,
                }
            } else {
                let position = dl_core::builtin_by_key(&key)
                    .ok_or_else(|| CliError::PositionNotFound(key.clone()))?;
                What::Builtin {
                    slug: position.slug(),
                    name: position.name().to_owned(),
                    rounds,
                }
            }
        }
        Start::Open(target) => {
            let path = Path::new(&target);
            if path.is_file() || !is_link(&target) {
                let (bytes, name) = read_file(path)?;
                What::File {
                    bytes,
                    name,
                    start: false,
                    rounds: None,
                }
            } else {
                open_link(&target)?;
                What::Link(target)
            }
        }
    };
    Ok(Prepared { what, computer })
}

/// Carries out the prepared choice on `app`.
pub fn carry_out(app: &App, prepared: Prepared) {
    if let Some(opponent) = prepared.computer {
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
    match prepared.what {
        What::Default => {}
        What::New => start_default_position(app),
        What::Online { room, name } => {
            press(app, Control::PlayOnline);
            if let Some(name) = name {
                app.send(Input::Text {
                    field: Field::OnlineName,
                    text: name,
                });
            }
            app.send(Input::Text {
                field: Field::OnlineRoom,
                text: room,
            });
            press(app, Control::JoinRoom);
        }
        What::Game(kind) => {
            if playing(app) != Some(kind) {
                press(app, Control::Continue);
            }
            match (playing(app) == Some(kind), kind) {
                (true, _) => {}
                (false, GameKind::DividedLoyalties) => start_default_position(app),
                (false, other) => press(app, Control::NewGame { game: other }),
            }
        }
        What::Builtin { slug, name, rounds } => {
            if let Some(rounds) = rounds {
                press(
                    app,
                    Control::Rounds {
                        rounds: Some(rounds),
                    },
                );
            }
            if playing(app).is_none() {
                press(app, Control::Continue);
            }
            let resumed = prepared.computer.is_none()
                && rounds.is_none()
                && playing(app) == Some(GameKind::DividedLoyalties)
                && app.screen().title == name;
            if !resumed {
                press(app, Control::StartPosition { key: slug });
            }
        }
        What::File {
            bytes,
            name,
            start,
            rounds,
        } => {
            if let Some(rounds) = rounds {
                press(
                    app,
                    Control::Rounds {
                        rounds: Some(rounds),
                    },
                );
            }
            app.send(Input::ReceivedFile {
                bytes,
                name,
                mime: None,
            });
            if start {
                press(app, Control::OpenReceived);
            }
        }
        What::Link(text) => app.send(Input::ReceivedText { text }),
    }
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

/// A file named on the command line or typed for "Open a position file…", with its name.
pub(super) fn read_file(path: &Path) -> Result<(Vec<u8>, Option<String>), CliError> {
    let bytes = read_bounded(path, MAX_OPENED_BYTES)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
    Ok((bytes, name))
}
