//! The state of the terminal game and what each user action does to it. Every rule question
//! goes to the session; file and terminal work is asked for as [`Effect`]s that the runner
//! carries out, so this module does no I/O.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use dl_app::l10n::computer as computer_texts;
use dl_app::l10n::{Language, Localizer};
use dl_app::store::GameRef;
use dl_core::session::{EndTurnOutcome, Event, Session, View};
use dl_core::{Cell, CellKind, Color, Position};

use super::computer::{self, Finished, Thinker};
use super::double_click::DoubleClick;
use super::editor::{EditorEffect, EditorSlot};
use super::games::Games;
use super::layout::Button;
use super::menu::{MenuItem, NewGameMenu};

/// What the screen shows under any prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The board and the panel.
    Game,
    /// The list of positions.
    NewGame,
    /// The rules summary.
    Rules,
    /// The position editor.
    Editor,
    /// The game menu: the three games of the collection, the saved games, the choices of a
    /// new game of Discorder or Color Brake ABAB.
    Games,
    /// A game of Discorder.
    Discorder,
    /// A game of Color Brake ABAB.
    ColorBrake,
}

/// What a confirmed deletion deletes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Deletion {
    /// A saved game, by its id in the store.
    SavedGame {
        /// Its id.
        id: String,
        /// Its line in the list.
        line: String,
    },
    /// One of the player's positions, by its id in the store.
    Position {
        /// Its id.
        id: String,
        /// Its name.
        name: String,
    },
}

/// A question or a notice drawn over the screen; it takes the keys until answered.
#[derive(Clone, Debug)]
pub enum Prompt {
    /// The store's current game was left unfinished (or finished): resume it (y) or start
    /// anew (n)?
    Resume(Box<Session>),
    /// Delete a saved game or a position of the player's (y)?
    ConfirmDelete(Deletion),
    /// This turn's dot stone goes back to the supply (R4.3): end the turn anyway?
    ConfirmEndTurn,
    /// End the game by agreement of both players (R8)?
    ConfirmAgreeEnd,
    /// Something to read, closed by any key.
    Info {
        /// The box title.
        title: String,
        /// The text.
        lines: Vec<String>,
    },
}

/// Work for the runner, which does the I/O.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// The game changed (its revision moved): write it to the store.
    Autosave,
    /// The player chose another game: start it in the store (the game that was current moves
    /// to the saved games).
    Start,
    /// The game on screen is the store's current game, resumed.
    Resumed,
    /// Open a saved game of the store; the runner hands it back with [`App::open_game`].
    OpenSaved(String),
    /// Delete a saved game of the store.
    DeleteSaved(String),
    /// Delete one of the player's positions from the store.
    DeletePosition(String),
    /// Fill the new-game screen with the store's lists.
    LoadMenu,
    /// Import the positions of a CSV file (into the store, or for this session without one).
    ImportCsv(PathBuf),
    /// Write the share files and show the links.
    Share,
    /// Save or share the position being edited, or copy one of the player's positions.
    Editor(EditorEffect),
    /// Leave the program.
    Quit,
}

/// What the player does on the game screen, from a key or the mouse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move the cursor by columns and rows.
    Move(i8, i8),
    /// Select a colour.
    Select(Color),
    /// A tap at the cursor: places a stone.
    Place,
    /// A double tap at the cursor: rings a stone.
    Ring,
    /// A mouse click on a cell at a moment.
    Click(Cell, Instant),
    /// A button or its key.
    Press(Button),
    /// Ask for the hint (issue 11).
    Hint,
}

/// The terminal game.
#[derive(Debug)]
pub struct App {
    session: Session,
    view: View,
    flash: Option<Cell>,
    cursor: Cell,
    clicks: DoubleClick,
    screen: Screen,
    prompt: Option<Prompt>,
    /// Prompts shown after the open one is answered, first first.
    waiting: Vec<Prompt>,
    menu: NewGameMenu,
    rules_scroll: u16,
    notice: Option<String>,
    effects: Vec<Effect>,
    editor: EditorSlot,
    games: Games,
    /// The player's language: every text of the screens comes from it.
    texts: Localizer,
    /// The thread thinking for the computer opponent or the hint (issue 11).
    thinker: Thinker,
}

impl App {
    /// The game screen on a session.
    pub fn new(session: Session) -> App {
        let view = session.view();
        let mut app = App {
            cursor: first_region_cell(session.game().position()),
            session,
            view,
            flash: None,
            clicks: DoubleClick::default(),
            screen: Screen::Game,
            prompt: None,
            waiting: Vec::new(),
            menu: NewGameMenu::default(),
            rules_scroll: 0,
            notice: None,
            effects: Vec::new(),
            editor: EditorSlot::default(),
            games: Games::default(),
            texts: Localizer::for_language(Language::En),
            thinker: Thinker::default(),
        };
        app.menu.select_matching(app.session.game().position());
        app
    }

    /// Shows every text in the language of `texts` (English until then).
    pub fn set_texts(&mut self, texts: Localizer) {
        self.texts = texts;
    }

    /// The player's language.
    pub fn texts(&self) -> &Localizer {
        &self.texts
    }

    /// The player's language and the position editor's place, to change the editor while
    /// formatting its texts.
    pub fn texts_and_editor_mut(&mut self) -> (&Localizer, &mut EditorSlot) {
        (&self.texts, &mut self.editor)
    }

    /// Asks whether to resume `session` (the store's current game) instead of the one shown.
    pub fn offer_resume(&mut self, session: Session) {
        self.ask(Prompt::Resume(Box::new(session)));
    }

    /// The game shown was chosen by the player (on the command line): the runner starts it in
    /// the store.
    pub fn chosen(&mut self) {
        self.effects.push(Effect::Start);
    }

    /// Shows `prompt` now, or once the open one is answered.
    fn ask(&mut self, prompt: Prompt) {
        if self.prompt.is_none() {
            self.prompt = Some(prompt);
        } else {
            self.waiting.push(prompt);
        }
    }

    /// The session.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The frame to draw.
    pub fn view(&self) -> &View {
        &self.view
    }

    /// The cell that flashes: the target of the last refused action.
    pub fn flash(&self) -> Option<Cell> {
        self.flash
    }

    /// The keyboard cursor.
    pub fn cursor(&self) -> Cell {
        self.cursor
    }

    /// The screen under any prompt.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// The open prompt.
    pub fn prompt(&self) -> Option<&Prompt> {
        self.prompt.as_ref()
    }

    /// The new-game screen's state.
    pub fn menu(&self) -> &NewGameMenu {
        &self.menu
    }

    /// The new-game screen's state, to change.
    pub fn menu_mut(&mut self) -> &mut NewGameMenu {
        &mut self.menu
    }

    /// The first line of the rules shown.
    pub fn rules_scroll(&self) -> u16 {
        self.rules_scroll
    }

    /// A shell notice under the status line (autosave trouble, files written).
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// Sets the notice.
    pub fn set_notice(&mut self, notice: impl Into<String>) {
        self.notice = Some(notice.into());
    }

    /// Opens a notice box (after the open prompt, if any).
    pub fn show_info(&mut self, title: impl Into<String>, lines: Vec<String>) {
        self.ask(Prompt::Info {
            title: title.into(),
            lines,
        });
    }

    /// The other two games of the collection: the game menu, and the game on screen when it
    /// is one of them.
    pub fn games(&self) -> &Games {
        &self.games
    }

    /// The other two games of the collection, to change.
    pub fn games_mut(&mut self) -> &mut Games {
        &mut self.games
    }

    /// The other two games of the collection, to change, with the texts (their screens are
    /// laid out in the player's language).
    pub fn games_mut_with_texts(&mut self) -> (&mut Games, &Localizer) {
        (&mut self.games, &self.texts)
    }

    /// The game on screen, of whichever game of the collection, for the store.
    pub fn game_ref(&self) -> GameRef<'_> {
        self.games
            .game_ref()
            .unwrap_or(GameRef::DividedLoyalties(&self.session))
    }

    /// Asks the runner for work.
    pub fn push_effect(&mut self, effect: Effect) {
        self.effects.push(effect);
    }

    /// The position editor's place: the open editor, a test play.
    pub fn editor(&self) -> &EditorSlot {
        &self.editor
    }

    /// The position editor's place, to change.
    pub fn editor_mut(&mut self) -> &mut EditorSlot {
        &mut self.editor
    }

    /// Puts `session` on screen in place of the game shown, without telling the store, and
    /// gives back the game it replaces (the editor's test play).
    pub fn swap_session(&mut self, session: Session) -> Session {
        let shown = std::mem::replace(&mut self.session, session);
        self.view = self.session.view();
        self.cursor = first_region_cell(self.session.game().position());
        self.clicks = DoubleClick::default();
        self.flash = None;
        shown
    }

    /// The work asked for since the last call.
    pub fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    /// Clears the one-frame marks before an input is handled.
    pub fn begin_input(&mut self) {
        self.notice = None;
    }

    /// Carries out a game-screen action.
    pub fn act(&mut self, action: Action) {
        match action {
            Action::Move(dx, dy) => self.move_cursor(dx, dy),
            Action::Select(color) => {
                let _ = self.session.select_color(color);
            }
            Action::Place => self.changing(|s, cell| s.tap(cell).map(drop)),
            Action::Ring => self.changing(|s, cell| s.double_tap(cell).map(drop)),
            Action::Click(cell, at) => {
                self.cursor = cell;
                let on_stone = self.view.stones.iter().any(|s| s.cell == cell);
                if self.clicks.click(cell, on_stone, at) {
                    self.act(Action::Ring);
                } else {
                    self.act(Action::Place);
                }
                return;
            }
            Action::Press(button) => self.press(button),
            Action::Hint => self.ask_hint(),
        }
        self.refresh();
    }

    /// Whether the computer or the hint is being thought about: the runner then wakes up to
    /// show the progress and to play the computer's turn when it is ready.
    pub fn thinking(&self) -> bool {
        self.thinker.busy() || self.session.computer_to_move()
    }

    /// Plays the computer's turn or shows the hint once thought about, starts thinking when
    /// the computer is to move, and shows the progress (issue 11).
    pub fn tick(&mut self) {
        match self.thinker.poll(&mut self.session) {
            Finished::Nothing => {}
            Finished::Played => self.refresh(),
            Finished::Hint(turn) => {
                self.refresh();
                let text = computer_texts::hint(turn.color, turn.cell, turn.bridges.len());
                self.notice = Some(self.texts.format(&text));
            }
        }
        if self.screen == Screen::Game && self.prompt.is_none() {
            self.thinker.start_turn(&self.session);
        }
        if self.thinker.thinking_for_computer() {
            let text = computer_texts::thinking(self.thinker.progress());
            self.notice = Some(self.texts.format(&text));
        }
    }

    fn ask_hint(&mut self) {
        if !self.thinker.start_hint(&self.session) {
            self.notice = Some(self.texts.format(&computer_texts::no_hint()));
        }
    }

    fn press(&mut self, button: Button) {
        match button {
            Button::Undo => {
                self.thinker.cancel();
                self.changing(|s, _| s.undo());
            }
            Button::EndTurn => self.end_turn(false),
            // Not offered now (after placing, against the computer): the refusal says why.
            Button::AgreeEnd if !self.view.can_agree_end => self.changing(|s, _| s.agree_end()),
            Button::AgreeEnd => self.prompt = Some(Prompt::ConfirmAgreeEnd),
            Button::Share => self.effects.push(Effect::Share),
            Button::NewGame if self.editor.test_playing() => self.end_test_play(),
            Button::NewGame => {
                self.menu.select_matching(self.session.game().position());
                self.menu.set_opponent(self.session.opponent());
                self.menu.error = None;
                self.screen = Screen::NewGame;
                self.effects.push(Effect::LoadMenu);
            }
            Button::Rules => {
                self.rules_scroll = 0;
                self.screen = Screen::Rules;
            }
            Button::Quit => self.effects.push(Effect::Quit),
        }
    }

    fn end_turn(&mut self, confirmed: bool) {
        let mut needs_confirmation = false;
        self.changing(|s, _| {
            if let EndTurnOutcome::NeedsConfirmation { .. } = s.end_turn(confirmed)? {
                needs_confirmation = true;
            }
            Ok(())
        });
        if needs_confirmation {
            self.prompt = Some(Prompt::ConfirmEndTurn);
        }
    }

    /// Answers the open prompt: yes or no. Info boxes close either way.
    pub fn answer(&mut self, yes: bool) {
        match self.prompt.take() {
            Some(Prompt::Resume(session)) if yes => self.start(*session, Effect::Resumed),
            Some(Prompt::ConfirmEndTurn) if yes => self.end_turn(true),
            Some(Prompt::ConfirmAgreeEnd) if yes => self.changing(|s, _| s.agree_end()),
            Some(Prompt::ConfirmDelete(deletion)) if yes => self.effects.push(match deletion {
                Deletion::SavedGame { id, .. } => Effect::DeleteSaved(id),
                Deletion::Position { id, .. } => Effect::DeletePosition(id),
            }),
            _ => {}
        }
        if !self.waiting.is_empty() {
            self.prompt = Some(self.waiting.remove(0));
        }
        self.refresh();
    }

    /// Starts the game selected on the new-game screen, or asks the runner to open the
    /// selected saved game.
    pub fn start_selected(&mut self) {
        match self.menu.selected_item() {
            Some(MenuItem::Position { position, .. }) => {
                let mut session = Session::for_position(Arc::clone(position), self.menu.rounds());
                session.set_opponent(self.menu.opponent(), computer::fresh_seed());
                self.start(session, Effect::Start);
            }
            Some(MenuItem::Saved { id, .. }) => self.effects.push(Effect::OpenSaved(id.clone())),
            None => {}
        }
    }

    /// Asks to confirm the deletion of the selected saved game or position of the player's
    /// (built-ins cannot be deleted).
    pub fn delete_selected(&mut self) {
        let deletion = match self.menu.selected_item() {
            Some(MenuItem::Saved { id, line }) => Deletion::SavedGame {
                id: id.clone(),
                line: line.clone(),
            },
            Some(MenuItem::Position {
                position,
                library_id: Some(id),
            }) => Deletion::Position {
                id: id.clone(),
                name: position.name().to_owned(),
            },
            _ => return,
        };
        self.ask(Prompt::ConfirmDelete(deletion));
    }

    /// Plays a saved game the runner opened from the store (already its current game).
    pub fn open_game(&mut self, session: Session) {
        self.start(session, Effect::Resumed);
    }

    /// Adds the positions of a CSV file to the new-game screen (without a store), or shows why
    /// not.
    pub fn csv_loaded(&mut self, result: Result<Vec<Position>, String>) {
        match result {
            Ok(positions) => {
                self.menu.error = None;
                self.menu.add_custom(positions);
            }
            Err(problem) => self.menu.error = Some(problem),
        }
    }

    /// Asks the runner to import a CSV file.
    pub fn import_csv(&mut self, path: PathBuf) {
        self.effects.push(Effect::ImportCsv(path));
    }

    /// Goes to a screen; the game screen is the screen of the game on screen, of whichever
    /// game of the collection.
    pub fn show(&mut self, screen: Screen) {
        self.screen = match screen {
            Screen::Game => self.games.home().unwrap_or(Screen::Game),
            other => other,
        };
    }

    /// Scrolls the rules by `delta` lines.
    pub fn scroll_rules(&mut self, delta: i32) {
        let next = i32::from(self.rules_scroll) + delta;
        self.rules_scroll = next.clamp(0, i32::from(u16::MAX)) as u16;
    }

    /// Asks the runner to quit.
    pub fn quit(&mut self) {
        self.effects.push(Effect::Quit);
    }

    /// Shows `session`, and tells the runner what it is to the store (`Start` or `Resumed`).
    fn start(&mut self, session: Session, effect: Effect) {
        self.games.stop();
        self.thinker.cancel();
        self.session = session;
        self.view = self.session.view();
        self.cursor = first_region_cell(self.session.game().position());
        self.clicks = DoubleClick::default();
        self.screen = Screen::Game;
        self.effects.push(effect);
        self.refresh();
    }

    /// Runs a session call at the cursor. A refusal needs nothing here: the session puts it on
    /// the status line; the autosave follows the revision (see [`App::refresh`]).
    fn changing(&mut self, call: impl FnOnce(&mut Session, Cell) -> Result<(), dl_core::Refusal>) {
        let _ = call(&mut self.session, self.cursor);
    }

    fn move_cursor(&mut self, dx: i8, dy: i8) {
        let position = self.session.game().position();
        let step = |v: u8, d: i8, size: u8| {
            (i16::from(v) + i16::from(d)).clamp(0, i16::from(size) - 1) as u8
        };
        self.cursor = Cell::new(
            step(self.cursor.x, dx, position.width()),
            step(self.cursor.y, dy, position.height()),
        );
    }

    /// Takes the next frame and the events from the session; a moved revision asks for the
    /// autosave.
    fn refresh(&mut self) {
        let revision = self.view.revision;
        self.view = self.session.view();
        if self.view.revision != revision && !self.editor.test_playing() {
            self.effects.push(Effect::Autosave);
        }
        self.flash = self
            .session
            .take_events()
            .iter()
            .rev()
            .find_map(|e| match e.event {
                Event::Refused { cell, .. } => cell,
                _ => None,
            });
    }
}

/// Where the cursor starts: the first region cell in reading order.
fn first_region_cell(position: &Position) -> Cell {
    position
        .cells()
        .find(|c| matches!(position.kind(*c), CellKind::Region(_)))
        .unwrap_or(Cell::new(0, 0))
}
