//! `dl-cli script`: one JSON command per line on stdin, one JSON answer per line on stdout.
//! Every rule question goes to the session; this module only translates.

mod app_commands;
mod collection;
mod color_brake_json;
mod command;
mod computer_commands;
mod discorder_json;
mod error;
mod field_errors;
mod lines;
mod store_commands;
mod store_json;
mod view_json;

use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use dl_app::store::{GameRef, LoadedGame, MovedAside, Previous};
use dl_core::session::{EndTurnOutcome, Session};
use dl_core::{Cell, Color, Position};
use dl_ui::LinkFactory;
use serde_json::{json, Value};

use crate::error::CliError;
use crate::new_file::write_new_file;
use crate::open;
use crate::persist::Persistence;
use crate::positions;
use crate::share::{share, share_folder};

use app_commands::AppMode;
use collection::OtherSession;
use command::{Command, PositionKey, COMMAND_NAMES};
use error::ScriptError;
use lines::{read_line_bounded, MAX_LINE_BYTES};
use store_json::previous_json;
use view_json::{cell_json, message_json, score_json, view_json};

/// Runs the JSON-lines loop until the end of `input`. With `store`, the game lives in the
/// dl-app store of that directory: the store's current game is resumed at the start, and the
/// game is written after every command that changed it, before the command is answered. The
/// app of the app commands opens its rooms with `links` (none: it says online play is missing).
pub fn run(
    input: impl BufRead,
    output: impl Write,
    store: Option<PathBuf>,
    links: Option<Arc<dyn LinkFactory>>,
) -> Result<(), CliError> {
    let mut script = Script::new(store.as_deref(), links)?;
    script.run(input, output)
}

/// The state of a script run: one game and the store it lives in. The game is `other` when it
/// is one of Discorder and Color Brake ABAB, else `session`.
struct Script {
    session: Session,
    other: Option<OtherSession>,
    /// Moves each time the session is replaced by another game.
    generation: u64,
    persistence: Option<Persistence>,
    moved_aside: Vec<MovedAside>,
    /// The store's directory, for the app once an app command comes.
    store_dir: Option<PathBuf>,
    /// The app, once an app command came.
    app: Option<AppMode>,
    /// The rooms of the app's online play.
    links: Option<Arc<dyn LinkFactory>>,
}

impl Script {
    fn new(store: Option<&Path>, links: Option<Arc<dyn LinkFactory>>) -> Result<Script, CliError> {
        let position = positions::default_position()?;
        let rounds = position.default_rounds();
        let mut script = Script {
            session: Session::for_position(Arc::new(position), rounds),
            other: None,
            generation: 0,
            persistence: None,
            moved_aside: Vec::new(),
            store_dir: store.map(Path::to_path_buf),
            app: None,
            links,
        };
        if let Some(dir) = store {
            let (mut persistence, report) = Persistence::open(dir)?;
            if let Some(current) = report.current {
                script.take(current.game);
                persistence.resumed();
            }
            script.moved_aside = report.moved_aside;
            script.persistence = Some(persistence);
        }
        Ok(script)
    }

    fn run(&mut self, mut input: impl BufRead, mut output: impl Write) -> Result<(), CliError> {
        let stdout_error = |e| CliError::io("<stdout>", e);
        let mut line = Vec::new();
        loop {
            let read = read_line_bounded(&mut input, &mut line, MAX_LINE_BYTES)
                .map_err(|e| CliError::io("<stdin>", e))?;
            let answer = match read {
                None => return Ok(()),
                Some(true) => Some(Err(ScriptError::LineTooLong)),
                Some(false) => self.answer(&line),
            };
            if let Some(answer) = answer {
                let value = answer.unwrap_or_else(|e| e.to_json());
                writeln!(output, "{value}").map_err(stdout_error)?;
                output.flush().map_err(stdout_error)?;
            }
        }
    }

    /// The answer to one line; `None` for a blank line.
    fn answer(&mut self, line: &[u8]) -> Option<Result<Value, ScriptError>> {
        let text = match std::str::from_utf8(line) {
            Ok(t) => t.trim(),
            Err(_) => return Some(Err(ScriptError::BadJson("not UTF-8".into()))),
        };
        if text.is_empty() {
            return None;
        }
        Some(parse(text).and_then(|command| self.execute(command)))
    }

    fn execute(&mut self, command: Command) -> Result<Value, ScriptError> {
        let (generation, revision) = (self.generation, self.revision());
        let answer = self.dispatch(command);
        // A refused command may still have changed what a saved game keeps (a refused bridge
        // drops the ring): the revision says so. A new game was written when it started.
        if self.generation == generation && self.revision() != revision {
            let game = match &self.other {
                Some(other) => other.game_ref(),
                None => GameRef::from(&self.session),
            };
            if let Some(persistence) = &mut self.persistence {
                // The command was carried out: the game in play keeps it, not saved yet; the
                // next write stores it (dl_app::store's contract on a full disk).
                persistence.changed(game).map_err(ScriptError::NotSaved)?;
            }
        }
        answer
    }

    /// `screen`, `send` or `effects`: the first one hands the store over to the app.
    fn app_command(&mut self, command: Command) -> Result<Value, ScriptError> {
        if self.app.is_none() {
            self.persistence = None;
            let language = crate::language::chosen(None).tag();
            self.app = Some(AppMode::launch(
                self.store_dir.as_deref(),
                language,
                self.links.clone(),
            )?);
        }
        let Some(app) = &self.app else {
            return Err(ScriptError::AppMode);
        };
        match command {
            Command::Screen => app.screen(),
            Command::Send { input } => app.send(input),
            Command::Chat { text } => app.chat(text),
            Command::Remote => app.remote(),
            _ => app.effects(),
        }
    }

    /// The revision of the game being played.
    fn revision(&self) -> u64 {
        self.other
            .as_ref()
            .map_or_else(|| self.session.revision(), OtherSession::revision)
    }

    /// Plays a game the store read back (resumed at the start, or opened from the saved games).
    fn take(&mut self, game: LoadedGame) {
        match OtherSession::from_loaded(game) {
            Ok(other) => {
                self.other = Some(other);
                self.generation += 1;
            }
            Err(LoadedGame::DividedLoyalties(session)) => self.replace(*session),
            Err(_) => {}
        }
    }

    fn dispatch(&mut self, command: Command) -> Result<Value, ScriptError> {
        if matches!(
            command,
            Command::Screen
                | Command::Send { .. }
                | Command::Effects
                | Command::Chat { .. }
                | Command::Remote
        ) {
            return self.app_command(command);
        }
        if self.app.is_some() {
            return Err(ScriptError::AppMode);
        }
        if self.is_collection_command(&command) {
            return self.collection_command(command);
        }
        let s = &mut self.session;
        match command {
            Command::New {
                position,
                csv_file,
                library,
                index,
                rounds,
                ..
            } => self.new_game(position, csv_file, library, index, rounds),
            Command::Place { x, y, color } => {
                s.place(Cell::new(x, y), color_named(&color)?)?;
                Ok(ok())
            }
            Command::Bridge { from, to } => {
                let formed = s.bridge(cell_of(from), cell_of(to))?;
                let bridges = s.game().board().bridges();
                let cut: Vec<Value> = formed
                    .cut
                    .iter()
                    .filter_map(|i| bridges.get(*i))
                    .map(|b| json!([cell_json(b.line.start()), cell_json(b.line.end())]))
                    .collect();
                Ok(json!({"ok": true, "kind": formed.kind.name(), "cut": cut}))
            }
            Command::EndTurn => match s.end_turn(true)? {
                EndTurnOutcome::Ended(ended) => Ok(json!({
                    "ok": true,
                    "returned": ended.returned.map(|(cell, _)| cell_json(cell)),
                    "to_move": ended.to_move.name(),
                    "game_over": ended.game_over.is_some(),
                })),
                EndTurnOutcome::NeedsConfirmation { .. } => Err(ScriptError::NeedsConfirmation),
            },
            Command::Scores => {
                let [blue, yellow] = s.game().scores();
                Ok(json!({"ok": true, "blue": score_json(blue), "yellow": score_json(yellow)}))
            }
            Command::Undo => {
                s.undo()?;
                Ok(ok())
            }
            Command::AgreeEnd => {
                s.agree_end()?;
                Ok(ok())
            }
            Command::Select { color } => {
                s.select_color(color_named(&color)?)?;
                Ok(ok())
            }
            Command::Tap { x, y } => {
                s.tap(Cell::new(x, y))?;
                Ok(json!({"ok": true, "message": message_json(&s.view().message)}))
            }
            Command::DoubleTap { x, y } => {
                let formed = s.double_tap(Cell::new(x, y))?;
                let bridge = formed.map(|f| json!({"kind": f.kind.name(), "cut": f.cut.len()}));
                Ok(json!({
                    "ok": true,
                    "bridge": bridge,
                    "message": message_json(&s.view().message),
                }))
            }
            Command::View => {
                let events = s.take_events();
                Ok(json!({"ok": true, "view": view_json(&s.view(), &events)}))
            }
            Command::Save { path } => {
                write_new_file(&path, s.save().as_bytes())?;
                Ok(ok())
            }
            Command::Load { path, link } => {
                let session = match (path, link) {
                    (Some(path), None) => open::load_file(&path)?,
                    (None, Some(link)) => open::open_link(&link)?,
                    _ => {
                        return Err(ScriptError::BadCommand(
                            "load takes either \"path\" or \"link\"".into(),
                        ))
                    }
                };
                self.start(session)
            }
            Command::Share { dir } => {
                let shared = share(s.game(), &share_folder(dir.as_deref())?)?;
                Ok(json!({
                    "ok": true,
                    "files": shared.files,
                    "csv": shared.csv,
                    "game_file": shared.game_file,
                    "position_link": shared.position_link,
                    "game_link": shared.game_link,
                    "message": shared.message,
                }))
            }
            Command::Current => {
                let mut summary = self.game_summary();
                if let Some(persistence) = &self.persistence {
                    summary["unsaved"] = json!(persistence.unsaved());
                }
                Ok(summary)
            }
            Command::Computer {
                level, iterations, ..
            } => computer_commands::computer(s, level.as_deref(), iterations),
            Command::Hint { iterations } => computer_commands::hint(s, iterations),
            other => self.store_command(other),
        }
    }

    /// The answer to `new`, `load` and `current`: what game is now being played.
    fn game_summary(&self) -> Value {
        match &self.other {
            Some(other) => other.summary(),
            None => summary_of(&self.session),
        }
    }

    /// Plays `session` from now on; with a store, it becomes the store's current game (the
    /// game that was current moves to the saved games). Answers the game and what became of
    /// the previous one.
    fn start(&mut self, session: Session) -> Result<Value, ScriptError> {
        let previous = match &mut self.persistence {
            Some(persistence) => persistence.start(&session).map_err(CliError::from)?,
            None => Previous::None,
        };
        self.replace(session);
        Ok(self.with_previous(&previous))
    }

    /// Replaces the game by one of Divided Loyalties (already in the store, if any).
    fn replace(&mut self, session: Session) {
        self.session = session;
        self.other = None;
        self.generation += 1;
    }

    /// The game summary with what became of the previous game.
    fn with_previous(&self, previous: &Previous) -> Value {
        let mut answer = self.game_summary();
        answer["previous"] = previous_json(previous);
        answer
    }

    fn new_game(
        &mut self,
        key: Option<PositionKey>,
        csv_file: Option<PathBuf>,
        library: Option<String>,
        index: Option<usize>,
        rounds: Option<u8>,
    ) -> Result<Value, ScriptError> {
        use dl_core::Rounds;
        let index = index.unwrap_or(0);
        let position: Arc<Position> = match (key, csv_file, library) {
            (Some(key), None, None) => {
                let key = key.text();
                match dl_core::builtin_by_key(&key) {
                    Some(builtin) => Arc::new(builtin.clone()),
                    None if positions::is_csv_path(&key) => {
                        Arc::new(positions::position_in_file(Path::new(&key), index)?)
                    }
                    None => return Err(CliError::PositionNotFound(key).into()),
                }
            }
            (None, Some(path), None) => Arc::new(positions::position_in_file(&path, index)?),
            (None, None, Some(id)) => self
                .store()?
                .library_position(&id)
                .map_err(CliError::from)?,
            _ => {
                return Err(ScriptError::BadCommand(
                    "new takes one of \"position\", \"csv_file\" and \"library\"".into(),
                ))
            }
        };
        let rounds = match rounds {
            None => position.default_rounds(),
            Some(n) => Rounds::try_from(n)
                .map_err(|_| ScriptError::BadCommand("rounds is 3 or 4".into()))?,
        };
        self.start(Session::for_position(position, rounds))
    }

    /// The store, or `no_store` when the script runs without one.
    fn store(&mut self) -> Result<&mut dl_app::store::Store, ScriptError> {
        match &mut self.persistence {
            Some(persistence) => Ok(persistence.store()),
            None => Err(CliError::NoStore.into()),
        }
    }
}

/// What game `session` plays: position, rounds, turn, scores, whether it is over.
fn summary_of(session: &Session) -> Value {
    let game = session.game();
    let position = game.position();
    let [blue, yellow] = game.scores();
    json!({
        "ok": true,
        "game": "divided-loyalties",
        "position": position.name(),
        "slug": position.slug(),
        "number": position.number(),
        "rounds": game.rounds().count(),
        "width": position.width(),
        "height": position.height(),
        "to_move": game.to_move().name(),
        "turn": game.turn_number(),
        "actions": game.actions().len(),
        "game_over": game.is_over(),
        "scores": {"blue": blue.total(), "yellow": yellow.total()},
    })
}

fn ok() -> Value {
    json!({"ok": true})
}

fn cell_of([x, y]: [u8; 2]) -> Cell {
    Cell::new(x, y)
}

fn color_named(name: &str) -> Result<Color, ScriptError> {
    Color::from_name(name).ok_or_else(|| ScriptError::UnknownColor(name.to_owned()))
}

/// Parses one line: JSON first, then a known `"cmd"`, then its fields.
fn parse(text: &str) -> Result<Command, ScriptError> {
    let value: Value =
        serde_json::from_str(text).map_err(|e| ScriptError::BadJson(e.to_string()))?;
    let name = value
        .get("cmd")
        .and_then(Value::as_str)
        .ok_or_else(|| ScriptError::BadCommand("a command needs a \"cmd\" string".into()))?;
    if !COMMAND_NAMES.contains(&name) {
        return Err(ScriptError::UnknownCommand(name.to_owned()));
    }
    field_errors::read_fields(value).map_err(ScriptError::BadCommand)
}

/// Runs the loop on stdin and stdout, the app's rooms on `links`.
pub fn run_stdio(
    store: Option<PathBuf>,
    links: Option<Arc<dyn LinkFactory>>,
) -> Result<(), CliError> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    run(
        stdin.lock(),
        io::BufWriter::new(stdout.lock()),
        store,
        links,
    )
}
