//! `dl-cli script`: one JSON command per line on stdin, one JSON answer per line on stdout.
//! Every rule question goes to the session; this module only translates.

mod command;
mod error;
mod lines;
mod view_json;

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

use dl_core::session::{EndTurnOutcome, Session};
use dl_core::{Cell, Color, Position};
use serde_json::{json, Value};

use crate::autosave::Autosave;
use crate::error::CliError;
use crate::files::write_atomic;
use crate::share::{share, share_folder};
use crate::{positions, saved};

use command::{Command, COMMAND_NAMES};
use error::ScriptError;
use lines::{read_line_bounded, MAX_LINE_BYTES};
use view_json::{cell_json, message_json, score_json, view_json};

/// Runs the JSON-lines loop until the end of `input`. With `autosave`, the game is written
/// there after every action that changed it, before the action is answered.
pub fn run(
    input: impl BufRead,
    output: impl Write,
    autosave: Option<PathBuf>,
) -> Result<(), CliError> {
    let mut script = Script::new(autosave.map(Autosave::at))?;
    script.run(input, output)
}

/// The state of a script run: one session, where to autosave.
struct Script {
    session: Session,
    autosave: Option<Autosave>,
}

impl Script {
    fn new(autosave: Option<Autosave>) -> Result<Script, CliError> {
        let position = positions::default_position()?;
        let rounds = position.default_rounds();
        Ok(Script {
            session: Session::for_position(Arc::new(position), rounds),
            autosave,
        })
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
        let before = self.session.revision();
        let answer = self.dispatch(command);
        // A refused command may still have changed what a saved game keeps (a refused bridge
        // drops the ring): the revision says so.
        if self.session.revision() != before {
            self.autosave()?;
        }
        answer
    }

    fn dispatch(&mut self, command: Command) -> Result<Value, ScriptError> {
        let s = &mut self.session;
        match command {
            Command::New {
                position,
                csv_file,
                rounds,
            } => self.new_game(position, csv_file, rounds),
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
                write_atomic(&path, s.save().as_bytes())?;
                Ok(ok())
            }
            Command::Load { path, link } => {
                let session = match (path, link) {
                    (Some(path), None) => saved::load_file(&path)?,
                    (None, Some(link)) => saved::open_link(&link)?,
                    _ => {
                        return Err(ScriptError::BadCommand(
                            "load takes either \"path\" or \"link\"".into(),
                        ))
                    }
                };
                self.session = session;
                self.autosave()?;
                Ok(self.game_summary())
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
        }
    }

    /// The answer to `new` and `load`: what game is now being played.
    fn game_summary(&self) -> Value {
        let game = self.session.game();
        let position = game.position();
        json!({
            "ok": true,
            "position": position.name(),
            "slug": position.slug(),
            "number": position.number(),
            "rounds": game.rounds().count(),
            "width": position.width(),
            "height": position.height(),
            "to_move": game.to_move().name(),
            "actions": game.actions().len(),
            "game_over": game.is_over(),
        })
    }

    fn new_game(
        &mut self,
        key: Option<String>,
        csv_file: Option<PathBuf>,
        rounds: Option<u8>,
    ) -> Result<Value, ScriptError> {
        use dl_core::Rounds;
        let position: Position = match (key, csv_file) {
            (Some(key), None) => dl_core::builtin_by_key(&key)
                .cloned()
                .ok_or(CliError::PositionNotFound(key))?,
            (None, Some(path)) => positions::read_csv_file(&path)?
                .into_iter()
                .next()
                .ok_or_else(|| CliError::PositionNotFound(path.display().to_string()))?,
            _ => {
                return Err(ScriptError::BadCommand(
                    "new takes either \"position\" or \"csv_file\"".into(),
                ))
            }
        };
        let rounds = match rounds {
            None => position.default_rounds(),
            Some(n) => Rounds::try_from(n)
                .map_err(|_| ScriptError::BadCommand("rounds is 3 or 4".into()))?,
        };
        self.session = Session::for_position(Arc::new(position), rounds);
        self.autosave()?;
        Ok(self.game_summary())
    }

    fn autosave(&self) -> Result<(), ScriptError> {
        match &self.autosave {
            None => Ok(()),
            Some(autosave) => Ok(autosave.store(&self.session)?),
        }
    }
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
    serde_json::from_value(value).map_err(|e| ScriptError::BadCommand(e.to_string()))
}

/// Runs the loop on stdin and stdout.
pub fn run_stdio(autosave: Option<PathBuf>) -> Result<(), CliError> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    run(stdin.lock(), io::BufWriter::new(stdout.lock()), autosave)
}
