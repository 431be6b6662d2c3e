//! The terminal: the third painter of the app (dl-ui), beside Android and iOS. The app decides
//! everything a player meets — screens, prompts, notices, the computer, the store — and this
//! module paints its screens in ratatui, turns keys and the mouse into the app's inputs, and
//! carries out the effects a terminal can (share files written into a folder).

mod effects;
mod event_loop;
mod items;
mod keys;
mod local;
mod mouse;
mod paint;
mod shortcuts;
mod start;
pub(crate) mod wrap;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::mpsc::{channel, Sender};
use std::sync::{Arc, Mutex};

use dl_core::opponent::Opponent;
use dl_ui::{App, Launch, Notifier, Pointer};

use crate::args::Start;
use crate::data_dir::data_dir;
use crate::error::CliError;

/// How long two clicks may be apart to be a double click, in milliseconds.
pub const DOUBLE_CLICK_MS: u64 = 400;

/// Wakes the loop when the app changed on its own threads (the computer moved, a write ended).
struct Wake(Mutex<Sender<()>>);

impl Notifier for Wake {
    /// The loop re-reads the screen when woken: the revision is not needed here.
    fn on_change(&self, _revision: u64) {
        if let Ok(sender) = self.0.lock() {
            let _ = sender.send(());
        }
    }
}

/// Runs the app in the terminal on the data directory until the player quits: the app opens
/// where it was left, then `start` (the command line's choice) and `computer` are carried out
/// as the player's own inputs would be; share files go into `out` or the data directory's
/// `shared/` folder; every text in the language of `languages`.
pub fn run(
    start: Start,
    out: Option<PathBuf>,
    languages: Vec<String>,
    computer: Option<Opponent>,
) -> Result<(), CliError> {
    let peer_server = match &start {
        Start::Online { peer_server, .. } => peer_server.as_deref(),
        _ => None,
    };
    let links = crate::room_links::room_links(peer_server);
    let prepared = start::prepare(start, computer)?;
    let dir = data_dir().ok_or(CliError::NoDataDir)?;
    let (wake, woken) = channel();
    let mut launch = Launch::new(&dir, &[]);
    launch.languages = languages;
    launch.double_tap_ms = DOUBLE_CLICK_MS;
    launch.pointer = Pointer::Keyboard;
    launch.notifier = Some(Arc::new(Wake(Mutex::new(wake))));
    let app = App::launch_with_links(launch, links)?;
    if !(std::io::stdin().is_terminal() && std::io::stdout().is_terminal()) {
        return Err(CliError::NotATerminal);
    }
    start::carry_out(&app, prepared);
    let share_dir = crate::share::share_folder(out.as_deref())?;
    let printed = event_loop::run(&app, &woken, &share_dir)?;
    for line in printed {
        println!("{line}");
    }
    Ok(())
}
