//! Script commands of the other two games of the collection — Discorder (`tile`, `peg`,
//! `tool`) and Color Brake ABAB (`play` with an action text, `ready`) — and the commands every
//! game answers (`new`, `current`, `scores`, `undo`, `view`, `save`, `computer`) while one of
//! them is played. Every rule question goes to the game's session.

use std::path::Path;

use crate::new_file::write_new_file;
use dl_app::store::{GameRef, LoadedGame};
use dl_color_brake::record::save_game as save_color_brake;
use dl_color_brake::session::{Mode, Session as ColorBrakeSession};
use dl_color_brake::{Action as ColorBrakeAction, Game as ColorBrakeGame, GameLength, Seat};
use dl_discorder::record::action_text;
use dl_discorder::session::{Session as DiscorderSession, Tool};
use dl_discorder::{Cell, Edge, Starter};
use serde_json::{json, Value};

use super::command::Command;
use super::error::ScriptError;
use super::{color_brake_json, discorder_json, Script};
use crate::error::CliError;

/// A game of Discorder or Color Brake ABAB being played by the script.
#[derive(Debug)]
pub enum OtherSession {
    /// Discorder.
    Discorder(Box<DiscorderSession>),
    /// Color Brake ABAB.
    ColorBrake(Box<ColorBrakeSession>),
}

impl OtherSession {
    /// The game of a store's game, unless it is one of Divided Loyalties (given back).
    pub fn from_loaded(game: LoadedGame) -> Result<OtherSession, LoadedGame> {
        match game {
            LoadedGame::Discorder(session) => Ok(OtherSession::Discorder(session)),
            LoadedGame::ColorBrake(session) => Ok(OtherSession::ColorBrake(session)),
            dl => Err(dl),
        }
    }

    /// The game, for the store.
    pub fn game_ref(&self) -> GameRef<'_> {
        match self {
            OtherSession::Discorder(s) => GameRef::from(&**s),
            OtherSession::ColorBrake(s) => GameRef::from(&**s),
        }
    }

    /// Moves exactly when the saved game changes.
    pub fn revision(&self) -> u64 {
        match self {
            OtherSession::Discorder(s) => s.revision(),
            OtherSession::ColorBrake(s) => s.revision(),
        }
    }

    /// The stable code of the game.
    fn code(&self) -> &'static str {
        self.game_ref().kind().code()
    }

    /// What game is being played (the answer to `current`, `new`, `open_saved`).
    pub fn summary(&self) -> Value {
        match self {
            OtherSession::Discorder(s) => discorder_json::summary_json(s),
            OtherSession::ColorBrake(s) => color_brake_json::summary_json(s),
        }
    }
}

/// The commands of Divided Loyalties alone.
fn divided_loyalties_only(command: &Command) -> Option<&'static str> {
    Some(match command {
        Command::Place { .. } => "place",
        Command::Bridge { .. } => "bridge",
        Command::EndTurn => "end_turn",
        Command::AgreeEnd => "agree_end",
        Command::Select { .. } => "select",
        Command::Tap { .. } => "tap",
        Command::DoubleTap { .. } => "double_tap",
        Command::Share { .. } => "share",
        Command::Hint { .. } => "hint",
        _ => return None,
    })
}

/// The commands of the other two games: Discorder's and Color Brake ABAB's.
fn other_games_only(command: &Command) -> Option<&'static str> {
    Some(match command {
        Command::Tile { .. } => "tile",
        Command::Peg { .. } => "peg",
        Command::Tool { .. } => "tool",
        Command::Play { .. } => "play",
        Command::Ready => "ready",
        _ => return None,
    })
}

impl Script {
    /// Whether this module answers `command`: a new game of the other two, one of their
    /// commands, or a game command while one of them is played.
    pub(super) fn is_collection_command(&self, command: &Command) -> bool {
        let new_other =
            matches!(command, Command::New { game: Some(g), .. } if g != "divided-loyalties");
        let game_command = matches!(
            command,
            Command::Current
                | Command::Scores
                | Command::Undo
                | Command::View
                | Command::Save { .. }
                | Command::Computer { .. }
        );
        new_other
            || other_games_only(command).is_some()
            || (self.other.is_some() && (game_command || divided_loyalties_only(command).is_some()))
    }

    /// Answers a command [`Script::is_collection_command`] accepts.
    pub(super) fn collection_command(&mut self, command: Command) -> Result<Value, ScriptError> {
        if let Command::New {
            game: Some(game),
            first,
            seed,
            rounds,
            target,
            computer,
            ..
        } = command
        {
            let session = new_game(&game, first, seed, rounds, target, computer)?;
            return self.start_other(session);
        }
        let game = self.playing_code();
        let Some(other) = &mut self.other else {
            return Err(wrong_game(&command, game));
        };
        if divided_loyalties_only(&command).is_some() {
            return Err(wrong_game(&command, game));
        }
        match (other, command) {
            (other, Command::Current) => Ok(other.summary()),
            (other, Command::Save { path }) => save(other, &path),
            (OtherSession::Discorder(s), command) => discorder_command(s, command, game),
            (OtherSession::ColorBrake(s), command) => color_brake_command(s, command, game),
        }
    }

    /// The code of the game being played.
    pub(super) fn playing_code(&self) -> &'static str {
        self.other
            .as_ref()
            .map_or("divided-loyalties", OtherSession::code)
    }

    /// Plays `other` from now on; with a store, it becomes the store's current game.
    fn start_other(&mut self, other: OtherSession) -> Result<Value, ScriptError> {
        let previous = match &mut self.persistence {
            Some(persistence) => persistence
                .start(other.game_ref())
                .map_err(CliError::from)?,
            None => dl_app::store::Previous::None,
        };
        self.other = Some(other);
        self.generation += 1;
        Ok(self.with_previous(&previous))
    }
}

/// A new game of Discorder or Color Brake ABAB, as `new` describes it.
fn new_game(
    game: &str,
    first: Option<String>,
    seed: Option<u64>,
    rounds: Option<u8>,
    target: Option<u32>,
    computer: Option<String>,
) -> Result<OtherSession, ScriptError> {
    let bad = |text: &str| Err(ScriptError::BadCommand(text.to_owned()));
    let seed = seed.unwrap_or(0);
    match game {
        "discorder" => {
            let starter = match first.as_deref() {
                None | Some("yellow") => Starter::Yellow,
                Some("black") => Starter::Black,
                Some("random") => Starter::Random,
                Some(_) => return bad("first is yellow, black or random"),
            };
            Ok(OtherSession::Discorder(Box::new(DiscorderSession::start(
                starter, seed,
            ))))
        }
        "color-brake" => {
            let length = match (rounds, target) {
                (None, None) => GameLength::rounds(2)?,
                (Some(n), None) => GameLength::rounds(u16::from(n))?,
                (None, Some(t)) => GameLength::target(t)?,
                (Some(_), Some(_)) => return bad("rounds or target, not both"),
            };
            let mode = match computer.as_deref() {
                None => Mode::PassAndPlay,
                Some("one") => Mode::VsComputer {
                    computer: Seat::One,
                },
                Some("two") => Mode::VsComputer {
                    computer: Seat::Two,
                },
                Some(_) => return bad("computer is one or two"),
            };
            Ok(OtherSession::ColorBrake(Box::new(ColorBrakeSession::new(
                ColorBrakeGame::new(seed, length),
                mode,
            ))))
        }
        _ => bad("game is divided-loyalties, discorder or color-brake"),
    }
}

/// Writes the game as a saved game of its own format.
fn save(other: &OtherSession, path: &Path) -> Result<Value, ScriptError> {
    let text = match other {
        OtherSession::Discorder(s) => s.save(),
        OtherSession::ColorBrake(s) => save_color_brake(s.game()),
    };
    write_new_file(path, text.as_bytes())?;
    Ok(json!({"ok": true}))
}

fn discorder_command(
    s: &mut DiscorderSession,
    command: Command,
    game: &'static str,
) -> Result<Value, ScriptError> {
    let applied = match command {
        Command::Tile { x, y } => s.place_tile(Cell::new(x, y))?,
        Command::Peg { x, y } => s.place_peg(Edge::new(x, y))?,
        Command::Computer { seed, .. } => s.play_computer(seed.unwrap_or(0))?,
        Command::Tool { tool } => {
            let tool = match tool.as_str() {
                "tile" => Tool::Tile,
                "peg" => Tool::Peg,
                _ => return Err(ScriptError::BadCommand("tool is tile or peg".into())),
            };
            s.select_tool(tool)?;
            return Ok(json!({"ok": true}));
        }
        Command::Undo => {
            let undone = s.undo()?;
            return Ok(json!({"ok": true, "undone": action_text(&undone.action)}));
        }
        Command::Scores => return Ok(discorder_json::scores_answer(s.game())),
        Command::View => {
            let events = s.take_events();
            return Ok(json!({"ok": true, "view": discorder_json::view_json(&s.view(), &events)}));
        }
        other => return Err(wrong_game(&other, game)),
    };
    Ok(discorder_json::applied_json(&applied))
}

fn color_brake_command(
    s: &mut ColorBrakeSession,
    command: Command,
    game: &'static str,
) -> Result<Value, ScriptError> {
    let (action, applied) = match command {
        Command::Play { action } => {
            let parsed = ColorBrakeAction::parse(&action).ok_or(ScriptError::BadAction(action))?;
            (parsed, s.play(parsed)?)
        }
        Command::Computer { .. } => {
            let Some(action) = s.computer_action() else {
                return Err(ScriptError::BadCommand(
                    "the computer plays only its own seat, when it is to move".into(),
                ));
            };
            (action, s.play(action)?)
        }
        Command::Ready => {
            s.ready();
            return Ok(json!({"ok": true}));
        }
        Command::Undo => {
            let undone = s.undo()?;
            return Ok(json!({"ok": true, "undone": undone.text()}));
        }
        Command::Scores => return Ok(color_brake_json::scores_answer(s.game())),
        Command::View => {
            let events = s.take_events();
            return Ok(
                json!({"ok": true, "view": color_brake_json::view_json(&s.view(), &events)}),
            );
        }
        other => return Err(wrong_game(&other, game)),
    };
    Ok(color_brake_json::applied_json(action, s.game(), &applied))
}

/// The refusal of a command of another game than the one being played.
fn wrong_game(command: &Command, game: &'static str) -> ScriptError {
    let name = other_games_only(command)
        .or_else(|| divided_loyalties_only(command))
        .unwrap_or("?");
    ScriptError::WrongGame {
        command: name,
        game,
    }
}
