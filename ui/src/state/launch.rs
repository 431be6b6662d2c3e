//! Starting the app: the store opened (the current game read back, unreadable files moved
//! aside and reported), the app's state file read (the screens and settings of last time),
//! the writer and thinker started, and the first screen chosen.

use std::sync::{Arc, Mutex, Weak};

use dl_app::l10n::{moved_aside_text, notice_lines, Localizer, Text};
use dl_app::store::Store;

use super::persist::{read_kept, Kept};
use super::{Shared, State};
use crate::games::from_loaded;
use crate::launch::{Launch, LaunchError};
use crate::navigation::{Navigation, Route};
use crate::retry_timer::RetryTimer;
use crate::tap::TapClassifier;
use crate::thinker::Thinker;
use crate::vocabulary::GameKind;
use crate::writer::{StoreCell, Writer};

/// Opens the app as `launch` says.
pub(crate) fn launch(
    launch: Launch,
    links: Option<Arc<dyn crate::link::LinkFactory>>,
) -> Result<Arc<Shared>, LaunchError> {
    let (store, report) = Store::open(launch.data_dir.clone(), Arc::clone(&launch.clock))?;
    let kept = read_kept(&launch.data_dir);
    let mut problems: Vec<Text> = report.moved_aside.iter().map(moved_aside_text).collect();
    problems.extend(kept.problem.clone());
    let game = report.current.and_then(|current| from_loaded(current.game));
    let store = Arc::new(Mutex::new(StoreCell {
        store,
        generation: 1,
        written: None,
    }));
    let shared = Arc::new_cyclic(|me: &Weak<Shared>| {
        let writer = Writer::start(Arc::clone(&store), {
            let me = me.clone();
            Arc::new(move |written| {
                if let Some(shared) = me.upgrade() {
                    shared.lock().written(written);
                    shared.notify();
                }
            })
        });
        let thinker = Thinker::start({
            let me = me.clone();
            Arc::new(move || {
                if let Some(shared) = me.upgrade() {
                    shared.lock().progressed();
                    shared.notify();
                }
            })
        });
        let retry_timer = RetryTimer::start({
            let me = me.clone();
            Arc::new(move |ticket| {
                if let Some(shared) = me.upgrade() {
                    {
                        let mut state = shared.lock();
                        state.retry_due(ticket);
                        state.after_change();
                    }
                    shared.notify();
                }
            })
        });
        let mut state = State {
            me: me.clone(),
            store,
            writer,
            thinker,
            data_dir: launch.data_dir.clone(),
            texts: Localizer::new(&launch.languages).with_pointer(launch.pointer),
            pointer: launch.pointer,
            system_languages: launch.languages.clone(),
            system_dark: launch.dark,
            settings: kept.settings.clone(),
            budget: launch.budget,
            nav: Navigation::of(Vec::new()),
            game,
            generation: 1,
            taps: TapClassifier::new(launch.double_tap_ms),
            asking: None,
            notice: None,
            flash: None,
            serial: 0,
            effects: Vec::new(),
            thinking: None,
            tickets: 0,
            unsaved: None,
            received: None,
            finished: None,
            editor: None,
            renaming: None,
            drawings: Default::default(),
            handed: None,
            revision: 0,
            kept: None,
            cached: None,
            covered: false,
            awake: false,
            links,
            link_serial: 0,
            join: Default::default(),
            online: None,
            online_file: None,
            online_generation: None,
            retry_timer,
            retry_serial: 0,
        };
        state.choose_language();
        state.editor = kept.editor.clone().and_then(|file| file.restore());
        state.nav = first_screens(&kept, state.game.is_some());
        if state.editor.is_none() {
            state.nav.forget(|r| *r == Route::Editor);
        }
        state.restore_finished();
        if state.game.is_some() {
            state.online_file = kept.online.clone();
            state.online_generation = Some(state.generation);
        }
        if let Some(problem) = join(&problems) {
            state.tell(&problem);
        }
        state.after_change();
        Shared {
            state: Mutex::new(state),
            notifier: launch.notifier.clone(),
        }
    });
    // The room of a game kept as an online game is opened again at once (the app was
    // killed in the game, or the phone restarted): only now can its link reach the app.
    {
        let mut state = shared.lock();
        if state.resume_room() {
            state.after_change();
        }
    }
    Ok(shared)
}

/// The screens to open on: those of last time (without the game if it is gone), else the
/// game when there is one (SCREENS.md "Launch"), else the new-game screen on the first launch.
fn first_screens(kept: &Kept, has_game: bool) -> Navigation {
    let mut nav = Navigation::of(kept.routes.clone());
    if !has_game {
        nav.forget(|r| *r == Route::Game);
    }
    if kept.routes.is_empty() {
        nav = Navigation::of(vec![Route::Games]);
        nav.open(if has_game {
            Route::Game
        } else {
            Route::NewGame {
                game: GameKind::DividedLoyalties,
            }
        });
    }
    nav
}

/// Several reports as one notice, one per line.
fn join(problems: &[Text]) -> Option<Text> {
    let mut problems = problems.iter();
    let first = problems.next()?.clone();
    Some(problems.fold(first, |all, next| notice_lines(all, next.clone())))
}
