//! What the player's touches, controls, answers and back do, and the app's own moves between
//! games: starting one (the game that was current goes to Saved games or the history, never
//! lost), and writing the current game at once when the app goes to the background.

use dl_app::l10n::{notice_previous_finished, notice_previous_saved, store_text, Text};
use dl_app::store::Previous;

use super::{Asking, State};
use crate::effect::Effect;
use crate::games::{GamePrompt, Played, PlayedGame, Purpose};
use crate::input::{Answer, CellAction, Control, Field};
use crate::navigation::Route;
use crate::screen::Flash;
use crate::writer::lock;

/// What "Open a position file…" offers in the system's picker: CSV (as `text/csv` and as some
/// Android file managers label it) and plain text, which is what many give a `.csv`.
const POSITION_FILE_MIMES: [&str; 3] = [
    dl_app::share::CSV_MIME,
    "text/comma-separated-values",
    "text/plain",
];

impl State {
    /// Whether the game screen is on top with nothing over it.
    fn playing(&self) -> bool {
        *self.nav.top() == Route::Game && self.asking.is_none() && self.game.is_some()
    }

    /// A touch on the board.
    pub(crate) fn touch(&mut self, x: f32, y: f32, at_ms: u64) {
        if *self.nav.top() == Route::Editor && self.asking.is_none() {
            self.editor_touch(x, y);
            return;
        }
        if !self.playing() || !self.online_may_act() {
            return;
        }
        if let Some(game) = self.game.as_mut() {
            let played = game.touch(x, y, at_ms, &mut self.taps);
            self.played(played);
        }
    }

    /// An action on a cell.
    pub(crate) fn cell_action(&mut self, x: u32, y: u32, action: CellAction) {
        if !self.playing() || !self.online_may_act() {
            return;
        }
        if let Some(game) = self.game.as_mut() {
            let played = game.cell(x, y, action);
            self.played(played);
        }
    }

    /// What the game did with an action: a refusal flashes its cell, a question is asked.
    pub(crate) fn played(&mut self, played: Played) {
        match played {
            Played::Done => self.flash = None,
            Played::Refused { cell } => {
                let serial = self.next_serial();
                self.flash = cell.map(|(x, y)| Flash { x, y, serial });
            }
            Played::Ask(prompt) => self.ask(Asking::Game(prompt)),
            Played::NotMine => {}
        }
    }

    /// A control.
    pub(crate) fn press(&mut self, control: Control) {
        if self.online_press(&control) {
            return;
        }
        match control {
            Control::NewPosition { .. }
            | Control::EditPosition { .. }
            | Control::Brush { .. }
            | Control::FillTool { .. }
            | Control::GridSize { .. }
            | Control::EditorUndo
            | Control::EditorRedo
            | Control::EditorSave
            | Control::EditorTestPlay
            | Control::EditorShareCsv
            | Control::DuplicatePosition { .. }
            | Control::DeletePosition { .. }
            | Control::KeepReceivedPositions => self.editor_press(&control),
            Control::Games => self.nav.open(Route::Games),
            Control::Continue => {
                if self.game.is_some() {
                    self.nav.open(Route::Game);
                }
            }
            Control::NewGame { game } => self.nav.open(Route::NewGame { game }),
            Control::SavedGames => self.nav.open(Route::SavedGames),
            Control::History => self.nav.open(Route::History),
            Control::Rules { game } => self.nav.open(Route::Rules { game }),
            Control::Settings => self.nav.open(Route::Settings),
            Control::Undo => self.undo(),
            Control::Hint => self.hint(),
            Control::EndByAgreement => {
                if self.game.as_ref().is_some_and(|g| g.can_agree_end()) {
                    self.ask(Asking::Agreement(dl_core::Player::Blue));
                }
            }
            Control::SharePosition
            | Control::SharePositionCsv
            | Control::SharePicture
            | Control::ShareGame
            | Control::ShareResult => self.share(&control),
            Control::Rematch => {
                if let Some(next) = self.game.as_ref().map(|g| g.rematch()) {
                    self.start_game(next);
                }
            }
            Control::Opponent { computer } => self.settings.new_game.computer = computer,
            Control::Level { level } => self.settings.new_game.level = level,
            Control::Rounds { rounds } => {
                self.settings.new_game.rounds = rounds
                    .and_then(|r| u8::try_from(r).ok())
                    .filter(|r| dl_core::Rounds::new(u64::from(*r)).is_ok());
            }
            Control::StartPosition { key } => self.start_position(&key),
            Control::RenamePosition { id } => self.renaming = Some((id, None)),
            Control::RenameSave => self.save_rename(),
            Control::RenameCancel => self.renaming = None,
            Control::OpenPositionFile => self.effects.push(Effect::PickFile {
                mime_types: POSITION_FILE_MIMES.map(str::to_owned).to_vec(),
            }),
            Control::OpenSaved { id } => self.open_saved(&id),
            Control::DeleteSaved { id } => self.ask(Asking::DeleteSaved(id)),
            Control::OpenFinished { id } => self.open_finished(&id),
            Control::DeleteFinished { id } => self.ask(Asking::DeleteFinished(id)),
            Control::Replay => self.replay_from_finished(),
            Control::ReplayStep { step } => self.replay_step(step),
            Control::OpenReceived => self.open_received_asking(),
            Control::CancelReceived => self.cancel_received(),
            Control::DismissNotice { serial } => {
                self.notice = self.notice.take().filter(|n| n.serial != serial);
            }
            Control::Language { tag } => {
                self.settings.language = tag.clone();
                self.choose_language();
                self.effects.push(Effect::SetAppLanguage { tag });
            }
            Control::Theme { theme } => self.settings.theme = theme,
            Control::Symbols { on } => self.settings.symbols = on,
            Control::Haptics { on } => self.settings.haptics = on,
            Control::DiscorderStarter { .. }
            | Control::DiscorderOpponent { .. }
            | Control::StartDiscorder
            | Control::ColorBrakeLength { .. }
            | Control::ColorBrakeOpponent { .. }
            | Control::StartColorBrake => {
                self.new_games_press(&control);
            }
            // Online play's own, handled above.
            Control::PlayOnline
            | Control::JoinRoom
            | Control::ChoosePosition
            | Control::SendChat
            | Control::ShareRoom
            | Control::Rejoin
            | Control::LeaveRoom => {}
            Control::Chip { .. }
            | Control::EndTurn
            | Control::DiscorderTool { .. }
            | Control::ColorBrakePlay { .. }
            | Control::ColorBrakeTank
            | Control::ColorBrakeReady => {
                if self.playing() && self.online_may_act() {
                    if let Some(game) = self.game.as_mut() {
                        let played = game.press(&control);
                        self.played(played);
                    }
                }
            }
        }
    }

    /// Undo (R11): against the computer it also stops the computer thinking.
    fn undo(&mut self) {
        if *self.nav.top() != Route::Game || self.asking.is_some() || !self.online_may_act() {
            return;
        }
        self.stop_computer();
        if let Some(game) = self.game.as_mut() {
            let played = game.undo();
            self.taps.reset();
            self.played(played);
        }
    }

    /// The hint: the hard level's turn for the player to move, searched on the thinker.
    fn hint(&mut self) {
        if self.playing() && self.thinking.is_none() {
            self.think(Purpose::Hint);
        }
    }

    /// Shares what `control` names: each item goes to the share sheet as an effect.
    fn share(&mut self, control: &Control) {
        let dark = self.settings.dark(self.system_dark);
        let Some(game) = self.game.as_ref() else {
            return;
        };
        match game.share(control, &self.texts, dark) {
            Ok(items) if !items.is_empty() => self.effects.push(Effect::Share { items }),
            Ok(_) => {}
            Err(problem) => self.tell(&problem),
        }
    }

    /// An answer to the prompt numbered `serial`; an answer to an older prompt is ignored.
    pub(crate) fn answer(&mut self, serial: u64, answer: Answer) {
        let Some((_, asking)) = self.asking.take_if(|(s, _)| *s == serial) else {
            return;
        };
        match (asking, answer) {
            (Asking::Game(prompt), Answer::Confirm) => {
                if let Some(game) = self.game.as_mut() {
                    let played = game.confirm(prompt);
                    self.played(played);
                }
            }
            (Asking::Game(prompt), Answer::Cancel) => self.keep_asking(prompt),
            (Asking::Agreement(dl_core::Player::Blue), Answer::Confirm) => {
                self.ask(Asking::Agreement(dl_core::Player::Yellow));
            }
            (Asking::Agreement(dl_core::Player::Yellow), Answer::Confirm) => {
                if let Some(game) = self.game.as_mut() {
                    let played = game.agree_end();
                    self.played(played);
                }
            }
            (Asking::DeleteSaved(id), Answer::Confirm) => self.delete_saved(&id),
            (Asking::DeleteFinished(id), Answer::Confirm) => self.delete_finished(&id),
            (Asking::OpenReceived, Answer::Confirm) => self.open_received(),
            (Asking::DeletePosition(id), Answer::Confirm) => self.delete_position(&id),
            (Asking::LeaveEditor, Answer::Confirm) => {
                self.editor = None;
                self.nav.back();
            }
            (_, Answer::Cancel) => {}
        }
    }

    fn keep_asking(&mut self, prompt: GamePrompt) {
        if let Some(game) = self.game.as_mut() {
            game.keep_asking(prompt);
        }
    }

    /// Back: a question is answered no; a preview is left; otherwise the screen under this
    /// one.
    pub(crate) fn back(&mut self) {
        if let Some((serial, _)) = self.asking {
            self.answer(serial, Answer::Cancel);
            return;
        }
        if self.renaming.take().is_some() {
            return;
        }
        if *self.nav.top() == Route::Received {
            self.cancel_received();
            return;
        }
        if *self.nav.top() == Route::Editor {
            if self.editor.as_ref().is_some_and(|e| e.changed()) {
                self.ask(Asking::LeaveEditor);
                return;
            }
            self.editor = None;
        }
        self.nav.back();
    }

    /// A text field changed.
    pub(crate) fn text(&mut self, field: Field, text: String) {
        if self.online_text(&field, &text) {
            return;
        }
        match field {
            Field::EditorName => self.editor_rename(&text),
            Field::PositionName { id } => {
                if let Some((renaming, typed)) = self.renaming.as_mut() {
                    if *renaming == id {
                        *typed = Some(text);
                    }
                }
            }
            // Online play's own, handled above.
            Field::OnlineName | Field::OnlineRoom | Field::Chat => {}
        }
    }

    /// Keeps the name typed for the position being renamed; a refused name is told and the
    /// field stays open with it.
    fn save_rename(&mut self) {
        let Some((id, typed)) = self.renaming.clone() else {
            return;
        };
        if let Some(name) = typed {
            let renamed = lock(&self.store).store.rename_position(&id, &name);
            if let Err(e) = renamed {
                self.tell(&store_text(&e));
                return;
            }
        }
        self.renaming = None;
    }

    /// The app goes to the background: the current game is written now, on this thread.
    /// A success clears what an earlier failure said at once, without waiting for the writer.
    pub(crate) fn background(&mut self) {
        self.unsaved = self.write_now().err();
    }

    /// Writes the current game now; why not, when it cannot be written.
    pub(crate) fn write_now(&mut self) -> Result<(), Text> {
        let Some(game) = self.game.as_ref() else {
            return Ok(());
        };
        let (generation, revision) = (self.generation, game.revision());
        let snapshot = game.snapshot();
        lock(&self.store)
            .write(generation, revision, &snapshot)
            .map_err(|e| store_text(&e))
    }

    /// Makes `next` the current game: the computer stops, the current game is written and
    /// goes to Saved games (unfinished) or the history (finished), and the game screen shows
    /// `next`. When the current game cannot be written first, nothing changes and the player
    /// is told: a game is never lost and never in two places.
    pub(crate) fn start_game(&mut self, next: Box<dyn PlayedGame>) {
        if let Err(problem) = self.write_now() {
            self.tell(&problem);
            return;
        }
        let snapshot = next.snapshot();
        let started = {
            let mut cell = lock(&self.store);
            let started = cell.store.start_game(snapshot.as_ref());
            if started.is_ok() {
                cell.generation += 1;
                cell.written = Some((cell.generation, next.revision()));
            }
            started.map(|previous| (previous, cell.generation))
        };
        match started {
            Ok((previous, generation)) => {
                self.stop_computer();
                self.generation = generation;
                self.game = Some(next);
                self.unsaved = None;
                self.flash = None;
                self.taps.reset();
                self.show_game();
                match previous {
                    Previous::Saved(_) => self.tell(&notice_previous_saved()),
                    Previous::Finished(_) => self.tell(&notice_previous_finished()),
                    Previous::None | Previous::Dropped => {}
                }
            }
            Err(e) => self.tell(&store_text(&e)),
        }
    }

    /// The game screen on top of the game chooser, the screens that led to it gone.
    pub(crate) fn show_game(&mut self) {
        self.nav.forget(|r| {
            matches!(
                r,
                Route::NewGame { .. } | Route::SavedGames | Route::Received | Route::Game
            )
        });
        self.nav.open(Route::Game);
    }
}
