//! The app's state and what each input does to it. One `State` lives behind the app's lock;
//! the writer and the thinker call back into it from their threads.

mod computer;
mod editor;
mod flow;
mod launch;
mod lists;
mod new_games;
mod online;
mod persist;
mod receiving;
mod screens;

use std::path::PathBuf;
use std::sync::{Arc, Mutex, Weak};

use dl_app::l10n::{Localizer, Pointer, Text};

use crate::effect::Effect;
use crate::games::{PlayedGame, Purpose};
use crate::input::Input;
use crate::launch::{Budget, Notifier};
use crate::navigation::Navigation;
use crate::screen::{Flash, Notice, Screen};
use crate::settings::Settings;
use crate::tap::TapClassifier;
use crate::thinker::{Running, Thinker};
use crate::writer::{StoreCell, Writer};

pub(crate) use launch::launch;
pub(crate) use online::OnlineFile;

/// What the app's lock guards, and who to tell about changes made on other threads.
pub(crate) struct Shared {
    /// The state.
    pub state: Mutex<State>,
    /// Told when a change came from the writer or the thinker.
    pub notifier: Option<Arc<dyn Notifier>>,
}

impl Shared {
    /// Locks the state, even after a panic on another thread.
    pub(crate) fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Tells the shell that the screen changed, with the revision it changed to. Called
    /// without the lock held: the notifier may read the screen at once.
    pub(crate) fn notify(&self) {
        if let Some(notifier) = &self.notifier {
            let revision = self.lock().revision;
            notifier.on_change(revision);
        }
    }
}

/// A question on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Asking {
    /// The game's own question (a dot stone going back).
    Game(crate::games::GamePrompt),
    /// Ending by agreement: this player is asked now (R8: both agree, first then second).
    Agreement(dl_core::Player),
    /// Deleting a saved game.
    DeleteSaved(String),
    /// Deleting a finished game.
    DeleteFinished(String),
    /// Opening what arrived over an unfinished game.
    OpenReceived,
    /// Deleting one of the player's positions.
    DeletePosition(String),
    /// Leaving the editor with changes not saved.
    LeaveEditor,
}

/// The computer at work for the current game.
pub(crate) struct ThinkingNow {
    /// Its own move or the hint.
    pub purpose: Purpose,
    /// The job on the thinker's thread.
    pub running: Running,
}

/// The app.
pub(crate) struct State {
    pub(crate) me: Weak<Shared>,
    pub(crate) store: Arc<Mutex<StoreCell>>,
    pub(crate) writer: Writer,
    pub(crate) thinker: Thinker,
    pub(crate) data_dir: PathBuf,
    pub(crate) texts: Localizer,
    /// How the player points, for the texts that name a gesture.
    pub(crate) pointer: Pointer,
    pub(crate) system_languages: Vec<String>,
    pub(crate) system_dark: bool,
    pub(crate) settings: Settings,
    pub(crate) budget: Budget,
    pub(crate) nav: Navigation,
    pub(crate) game: Option<Box<dyn PlayedGame>>,
    pub(crate) generation: u64,
    pub(crate) taps: TapClassifier,
    pub(crate) asking: Option<(u64, Asking)>,
    pub(crate) notice: Option<Notice>,
    pub(crate) flash: Option<Flash>,
    pub(crate) serial: u64,
    pub(crate) effects: Vec<Effect>,
    pub(crate) thinking: Option<ThinkingNow>,
    pub(crate) tickets: u64,
    pub(crate) unsaved: Option<Text>,
    pub(crate) received: Option<receiving::Received>,
    pub(crate) finished: Option<lists::FinishedGame>,
    pub(crate) editor: Option<editor::EditorState>,
    /// The player's position being renamed: its id and the name typed so far (`None`: not
    /// changed yet).
    pub(crate) renaming: Option<(String, Option<String>)>,
    pub(crate) drawings: lists::Drawings,
    pub(crate) handed: Option<(u64, u64)>,
    pub(crate) revision: u64,
    pub(crate) kept: Option<Vec<u8>>,
    pub(crate) cached: Option<Screen>,
    /// Whether the OS was last asked to cover the app's picture (C2: a hand on screen).
    pub(crate) covered: bool,
    /// Whether the OS was last asked to keep the display on.
    pub(crate) awake: bool,
    /// Opens room links for online play; `None` in a build without a transport.
    pub(crate) links: Option<Arc<dyn crate::link::LinkFactory>>,
    /// The serial number of the last link opened.
    pub(crate) link_serial: u64,
    /// The name and room typed on "Play online".
    pub(crate) join: online::JoinForm,
    /// The room joined.
    pub(crate) online: Option<online::Online>,
    /// The room of the current game when it is an online game (kept across a kill).
    pub(crate) online_file: Option<OnlineFile>,
    /// The store's generation of the room's game: another game opened since is not it.
    pub(crate) online_generation: Option<u64>,
    /// Waits before the room is opened again after a failure.
    pub(crate) retry_timer: crate::retry_timer::RetryTimer,
    /// The ticket of the last wait asked of the timer.
    pub(crate) retry_serial: u64,
}

impl State {
    /// The next serial number of a notice, a prompt or a flash.
    pub(crate) fn next_serial(&mut self) -> u64 {
        self.serial += 1;
        self.serial
    }

    /// Shows `text` once.
    pub(crate) fn tell(&mut self, text: &Text) {
        let serial = self.next_serial();
        let text = self.texts.format(text);
        self.notice = Some(Notice { serial, text });
    }

    /// Asks `question`.
    pub(crate) fn ask(&mut self, question: Asking) {
        let serial = self.next_serial();
        self.asking = Some((serial, question));
    }

    /// Carries out `input`.
    pub(crate) fn send(&mut self, input: Input) {
        match input {
            Input::Touch { x, y, at_ms } => self.touch(x, y, at_ms),
            Input::Cell { x, y, action } => self.cell_action(x, y, action),
            Input::Press { control } => self.press(control),
            Input::Answer { prompt, answer } => self.answer(prompt, answer),
            Input::Text { field, text } => self.text(field, text),
            Input::Lift => self.editor_lift(),
            Input::Back => self.back(),
            Input::Background => {
                self.background();
                self.room_asleep();
            }
            Input::Foreground => self.room_awake(),
            Input::ReceivedFile { bytes, name, .. } => self.receive_file(&bytes, name.as_deref()),
            Input::ReceivedText { text } => self.receive_text(&text),
            Input::Languages { tags } => {
                self.system_languages = tags;
                self.choose_language();
            }
            Input::Appearance { dark } => self.system_dark = dark,
        }
        self.after_change();
    }

    /// What every change ends with: the game's events become announcements and vibrations,
    /// the game and the app's state are handed to the writer when they moved, the computer
    /// starts when it is to move, and the screen's revision moves.
    pub(crate) fn after_change(&mut self) {
        if let Some(game) = self.game.as_mut() {
            let language = self.texts.language().tag().to_owned();
            for event in game.take_events() {
                self.effects.push(Effect::Announce {
                    text: self.texts.format(&event.text),
                    language: language.clone(),
                });
                if let (Some(kind), true) = (event.haptic, self.settings.haptics) {
                    self.effects.push(Effect::Haptic { kind });
                }
            }
        }
        self.online_sync();
        self.retry_if_due();
        self.cover_hidden();
        self.keep_screen_on();
        self.write_game();
        self.keep_state();
        self.start_computer();
        self.revision += 1;
        self.cached = None;
    }

    /// Asks the OS to cover the app's picture in the app switcher exactly while the game
    /// screen shows information one player may not see (C2: Color Brake ABAB's hand), and to
    /// uncover it once it no longer does; said once per change.
    fn cover_hidden(&mut self) {
        let hidden = *self.nav.top() == crate::navigation::Route::Game
            && self.game.as_ref().is_some_and(|g| g.hides_information());
        if hidden != self.covered {
            self.covered = hidden;
            self.effects.push(Effect::CoverHidden { on: hidden });
        }
    }

    /// Asks the OS to keep the display on exactly while a game of any of the three is on
    /// screen, and to let it sleep once none is; said once per change.
    fn keep_screen_on(&mut self) {
        let on = *self.nav.top() == crate::navigation::Route::Game && self.game.is_some();
        if on != self.awake {
            self.awake = on;
            self.effects.push(Effect::KeepScreenOn { on });
        }
    }

    /// The player's language changed (in Settings or in the system): a new localizer, and the
    /// OS told of the app's own language.
    pub(crate) fn choose_language(&mut self) {
        let mut wanted: Vec<String> = self.settings.language.iter().cloned().collect();
        wanted.extend(self.system_languages.iter().cloned());
        self.texts = Localizer::new(&wanted).with_pointer(self.pointer);
    }
}
