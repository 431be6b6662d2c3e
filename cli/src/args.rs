//! The command line.

use std::path::PathBuf;

use dl_app::l10n::{negotiate, Language};
use dl_app::picture::{PictureOptions, Theme};
use dl_app::store::GameKind;
use dl_core::computer::Level;
use dl_core::opponent::{player_from_name, Opponent};
use dl_core::Rounds;

use crate::error::CliError;
use crate::picture::PictureArgs;
use crate::usage::UsageError;

/// How the game starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// The store's current game (a game of Divided Loyalties is offered first), else the game
    /// menu.
    Default,
    /// Up the Stairs, without offering the current game (which goes to the saved games).
    New,
    /// A new game on a position, optionally with a number of rounds.
    Position {
        /// Number, slug or CSV file.
        key: String,
        /// Sets per player.
        rounds: Option<Rounds>,
    },
    /// A saved game file or a game link.
    Open(String),
    /// A game of the collection: the store's current game when it is one of it, else a new one.
    Game(GameKind),
    /// Online play (issue 23): "Play online" with this room and name, joined at once.
    Online {
        /// The room (the web page's Room ID).
        room: String,
        /// Our name; `None` leaves the field for the player.
        name: Option<String>,
        /// The signalling server; `None` for PeerJS's public one.
        peer_server: Option<String>,
    },
}

/// What to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// The full-screen game.
    Play {
        /// How the game starts.
        start: Start,
        /// Where share writes its files, instead of the data directory's `shared/` folder.
        out: Option<PathBuf>,
        /// The language tag asked for with `--lang`, before the environment's.
        lang: Option<String>,
        /// The computer opponent asked for with `--computer` and `--level` (issue 11).
        computer: Option<Opponent>,
    },
    /// The JSON-lines mode.
    Script {
        /// The store directory the game lives in.
        store: Option<PathBuf>,
        /// The signalling server of the app's rooms; `None` for PeerJS's public one.
        peer_server: Option<String>,
    },
    /// Write the board picture of a game or position.
    Picture(PictureArgs),
    /// Print the usage.
    Help,
}

/// The language `--lang` asks for, when it names one the game has: for the help and the errors
/// of a command line that may not parse.
pub fn lang_asked(args: &[String]) -> Option<String> {
    let at = args.iter().rposition(|arg| arg == "--lang")?;
    known_language(args.get(at + 1)?.clone()).ok()
}

/// Parses the arguments after the program name.
pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Command, CliError> {
    let mut args = args.into_iter().peekable();
    if args.peek().map(String::as_str) == Some("picture") {
        args.next();
        return parse_picture(args);
    }
    let mut start = Start::Default;
    let mut out = None;
    let mut lang = None;
    let mut rounds = None;
    let mut script = false;
    let mut store = None;
    let mut side = None;
    let mut level = None;
    let (mut room, mut name, mut peer_server) = (None, None, None);
    while let Some(arg) = args.next() {
        let mut value =
            |option: &'static str| args.next().ok_or(UsageError::MissingValue { option });
        match arg.as_str() {
            "-h" | "--help" => return Ok(Command::Help),
            "script" if !script && start == Start::Default => script = true,
            "--store" if script => store = Some(PathBuf::from(value("--store")?)),
            "--new" => set_start(&mut start, Start::New)?,
            "--position" => {
                let key = value("--position")?;
                set_start(&mut start, Start::Position { key, rounds: None })?;
            }
            "--open" => set_start(&mut start, Start::Open(value("--open")?))?,
            "--game" => {
                let kind = game_kind(&value("--game")?)?;
                set_start(&mut start, Start::Game(kind))?;
            }
            "--out" => out = Some(PathBuf::from(value("--out")?)),
            "--room" => room = Some(value("--room")?),
            "--name" => name = Some(value("--name")?),
            "--peer-server" => peer_server = Some(value("--peer-server")?),
            "--lang" => lang = Some(known_language(value("--lang")?)?),
            "--computer" => {
                side = Some(player_from_name(&value("--computer")?).ok_or(
                    UsageError::NotOneOf {
                        option: "--computer",
                        allowed: "blue, yellow",
                    },
                )?);
            }
            "--level" => {
                level = Some(
                    Level::from_name(&value("--level")?).ok_or(UsageError::NotOneOf {
                        option: "--level",
                        allowed: "easy, medium, hard",
                    })?,
                );
            }
            "--rounds" => {
                rounds = match value("--rounds")?.as_str() {
                    "3" => Some(Rounds::Three),
                    "4" => Some(Rounds::Four),
                    _ => {
                        return Err(UsageError::NotOneOf {
                            option: "--rounds",
                            allowed: "3, 4",
                        }
                        .into())
                    }
                }
            }
            other => {
                return Err(UsageError::Unexpected {
                    argument: other.to_owned(),
                }
                .into())
            }
        }
    }
    if script {
        if room.is_some()
            || name.is_some()
            || start != Start::Default
            || rounds.is_some()
            || out.is_some()
            || lang.is_some()
            || side.is_some()
            || level.is_some()
        {
            return Err(UsageError::ScriptOptions.into());
        }
        return Ok(Command::Script { store, peer_server });
    }
    match (room, &name, &peer_server) {
        (Some(room), _, _) => set_start(
            &mut start,
            Start::Online {
                room,
                name,
                peer_server,
            },
        )?,
        (None, Some(_), _) => {
            return Err(UsageError::GoesWith {
                option: "--name",
                with: "--room",
            }
            .into())
        }
        (None, None, Some(_)) => {
            return Err(UsageError::GoesWith {
                option: "--peer-server",
                with: "--room",
            }
            .into())
        }
        (None, None, None) => {}
    }
    let computer = match (side, level) {
        (Some(side), level) => Some(Opponent {
            side,
            level: level.unwrap_or(Level::Medium),
        }),
        (None, Some(_)) => {
            return Err(UsageError::GoesWith {
                option: "--level",
                with: "--computer",
            }
            .into())
        }
        (None, None) => None,
    };
    match (&mut start, rounds) {
        (Start::Position { rounds: r, .. }, Some(n)) => *r = Some(n),
        (_, Some(_)) => {
            return Err(UsageError::GoesWith {
                option: "--rounds",
                with: "--position",
            }
            .into())
        }
        _ => {}
    }
    if computer.is_some() && start == Start::Default {
        // A game against the computer is a new game: the current one goes to Saved games.
        start = Start::New;
    }
    Ok(Command::Play {
        start,
        out,
        lang,
        computer,
    })
}

/// Parses the arguments after `picture`: the input, the output and the options.
fn parse_picture(mut args: impl Iterator<Item = String>) -> Result<Command, CliError> {
    let mut files = Vec::new();
    let mut options = PictureOptions::for_sharing(Theme::Light);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--dark" => options.theme = Theme::Dark,
            "--size" => {
                options.size = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .ok_or(UsageError::MissingValue { option: "--size" })?;
            }
            _ if arg.starts_with("--") => {
                return Err(UsageError::Unexpected { argument: arg }.into())
            }
            _ => files.push(arg),
        }
    }
    let [input, output] = <[String; 2]>::try_from(files).map_err(|_| UsageError::PictureFiles)?;
    Ok(Command::Picture(PictureArgs {
        input,
        output: PathBuf::from(output),
        options,
    }))
}

/// A `--lang` tag the game has a language for (a region or script after it is allowed:
/// `de-CH`, `pt-BR`), else [`CliError::UnknownLanguage`].
fn known_language(tag: String) -> Result<String, CliError> {
    let primary = tag.split(['-', '_']).next().unwrap_or_default();
    let english = primary.eq_ignore_ascii_case("en");
    if english || negotiate(&[tag.as_str()]) != Language::En {
        Ok(tag)
    } else {
        Err(CliError::UnknownLanguage(tag))
    }
}

fn set_start(start: &mut Start, new: Start) -> Result<(), CliError> {
    if *start != Start::Default {
        return Err(UsageError::OneStart.into());
    }
    *start = new;
    Ok(())
}

/// The game `--game` names, by its stable code.
fn game_kind(code: &str) -> Result<GameKind, CliError> {
    [
        GameKind::DividedLoyalties,
        GameKind::Discorder,
        GameKind::ColorBrake,
    ]
    .into_iter()
    .find(|kind| kind.code() == code)
    .ok_or(
        UsageError::NotOneOf {
            option: "--game",
            allowed: "divided-loyalties, discorder, color-brake",
        }
        .into(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_str(s: &str) -> Result<Command, CliError> {
        parse(s.split_whitespace().map(str::to_owned))
    }

    #[test]
    fn flags_parse_into_commands() {
        let play = |start| Command::Play {
            start,
            out: None,
            lang: None,
            computer: None,
        };
        assert_eq!(parse_str("").unwrap(), play(Start::Default));
        assert_eq!(parse_str("--new").unwrap(), play(Start::New));
        assert_eq!(
            parse_str("--position octopus --rounds 3").unwrap(),
            play(Start::Position {
                key: "octopus".into(),
                rounds: Some(Rounds::Three)
            })
        );
        assert_eq!(
            parse_str("--open game.json").unwrap(),
            play(Start::Open("game.json".into()))
        );
        assert_eq!(
            parse_str("--new --out /tmp/s").unwrap(),
            Command::Play {
                start: Start::New,
                out: Some("/tmp/s".into()),
                lang: None,
                computer: None,
            }
        );
        assert_eq!(
            parse_str("--position 7 --lang de").unwrap(),
            Command::Play {
                start: Start::Position {
                    key: "7".into(),
                    rounds: None
                },
                out: None,
                lang: Some("de".into()),
                computer: None,
            }
        );
        assert_eq!(
            parse_str("--position 7 --computer yellow --level hard").unwrap(),
            Command::Play {
                start: Start::Position {
                    key: "7".into(),
                    rounds: None
                },
                out: None,
                lang: None,
                computer: Some(Opponent {
                    side: dl_core::Player::Yellow,
                    level: Level::Hard
                }),
            }
        );
        assert_eq!(
            parse_str("--computer blue").unwrap(),
            Command::Play {
                start: Start::New,
                out: None,
                lang: None,
                computer: Some(Opponent {
                    side: dl_core::Player::Blue,
                    level: Level::Medium
                }),
            }
        );
        assert_eq!(
            parse_str("picture game.json out.png --dark --size 512").unwrap(),
            Command::Picture(PictureArgs {
                input: "game.json".into(),
                output: "out.png".into(),
                options: PictureOptions {
                    size: 512,
                    theme: Theme::Dark,
                    caption: true
                }
            })
        );
        assert_eq!(
            parse_str("script --store data").unwrap(),
            Command::Script {
                store: Some("data".into()),
                peer_server: None,
            }
        );
        assert_eq!(
            parse_str("script").unwrap(),
            Command::Script {
                store: None,
                peer_server: None,
            }
        );
        assert_eq!(
            parse_str("script --peer-server ws://10.77.0.1:9000").unwrap(),
            Command::Script {
                store: None,
                peer_server: Some("ws://10.77.0.1:9000".into()),
            }
        );
        assert_eq!(
            parse_str("--game color-brake").unwrap(),
            play(Start::Game(GameKind::ColorBrake))
        );
        assert_eq!(parse_str("--help").unwrap(), Command::Help);
    }

    #[test]
    fn room_name_and_peer_server_start_online_play() {
        assert_eq!(
            parse_str("--room oak --name Ada --peer-server ws://127.0.0.1:9000").unwrap(),
            Command::Play {
                start: Start::Online {
                    room: "oak".into(),
                    name: Some("Ada".into()),
                    peer_server: Some("ws://127.0.0.1:9000".into()),
                },
                out: None,
                lang: None,
                computer: None,
            }
        );
        assert!(matches!(
            parse_str("--room oak").unwrap(),
            Command::Play {
                start: Start::Online { name: None, .. },
                ..
            }
        ));
    }

    #[test]
    fn bad_command_lines_are_usage_errors() {
        for bad in [
            "--new --position 2",
            "--position",
            "--rounds 5 --position 2",
            "--rounds 3",
            "--computer red",
            "--computer blue --level expert",
            "--level easy",
            "script --computer blue",
            "--store x",
            "script --autosave a.json",
            "script --new",
            "script --out x",
            "script --lang de",
            "--lang",
            "--bogus",
            "--game",
            "--game chess",
            "--game discorder --new",
            "picture",
            "picture a.json",
            "picture a.json b.png c.png",
            "picture a.json b.png --size big",
            "picture a.json b.png --light",
            "--name Ada",
            "--peer-server ws://127.0.0.1:9000",
            "--room oak --new",
            "script --room oak",
            "script --name Ada",
            "script --level easy",
            "script --peer-server",
            "--room",
        ] {
            assert_eq!(parse_str(bad).unwrap_err().code(), "usage", "{bad}");
        }
    }
}
