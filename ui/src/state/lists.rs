//! Saved games and the history: open a saved game (it becomes the current one), show a
//! finished game and replay it move by move, delete either after a question. The lists are
//! read from the store when their screen is built; each row's drawing is kept by id (a saved
//! game's file never changes under its id).

use std::collections::HashMap;

use dl_app::l10n::{moved_aside_text, store_text};
use dl_app::replay::Replay;
use dl_app::store::{GameEntry, LoadedGame, Previous};

use super::State;
use crate::games::from_loaded;
use crate::input::ReplayMove;
use crate::navigation::Route;
use crate::screen::MiniBoard;
use crate::writer::lock;

/// The finished game on screen, with its replay once asked for.
pub(crate) struct FinishedGame {
    /// Its id in the history.
    pub id: String,
    /// The game.
    pub game: LoadedGame,
    /// Every state from the start, built when the replay is first opened.
    pub replay: Option<Replay>,
}

/// Drawings of rows, by the entry's id and the theme.
pub(crate) type Drawings = HashMap<(String, bool), MiniBoard>;

/// Which list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum List {
    /// Unfinished games.
    Saved,
    /// Finished games.
    History,
}

impl State {
    /// The entries of `list` with their drawings; unreadable files found on the way are moved
    /// aside by the store and reported.
    pub(crate) fn list(&mut self, list: List, dark: bool) -> Vec<(GameEntry, MiniBoard)> {
        let listing = {
            let mut cell = lock(&self.store);
            match list {
                List::Saved => cell.store.saved_games(),
                List::History => cell.store.finished_games(),
            }
        };
        let listing = match listing {
            Ok(listing) => listing,
            Err(e) => {
                self.tell(&store_text(&e));
                return Vec::new();
            }
        };
        for moved in &listing.moved_aside {
            self.tell(&moved_aside_text(moved));
        }
        let mut rows = Vec::with_capacity(listing.entries.len());
        for entry in listing.entries {
            let key = (entry.id.to_string(), dark);
            if let Some(drawing) = self.drawings.get(&key) {
                rows.push((entry, drawing.clone()));
                continue;
            }
            let read = {
                let mut cell = lock(&self.store);
                match list {
                    List::Saved => cell.store.read_saved(&key.0),
                    List::History => cell.store.read_finished(&key.0),
                }
            };
            match read {
                Ok(game) => {
                    let drawing =
                        from_loaded(game).map_or_else(MiniBoard::empty, |g| g.drawing(dark));
                    self.drawings.insert(key, drawing.clone());
                    rows.push((entry, drawing));
                }
                Err(e) => self.tell(&store_text(&e)),
            }
        }
        rows
    }

    /// Continues a saved game: the current game is written and goes to its list first.
    pub(crate) fn open_saved(&mut self, id: &str) {
        if let Err(problem) = self.write_now() {
            self.tell(&problem);
            return;
        }
        let opened = {
            let mut cell = lock(&self.store);
            let opened = cell.store.open_saved(id);
            if opened.is_ok() {
                cell.generation += 1;
            }
            opened.map(|opened| (opened, cell.generation))
        };
        match opened {
            Ok((opened, generation)) => {
                let Some(game) = from_loaded(opened.game) else {
                    return;
                };
                lock(&self.store).written = Some((generation, game.revision()));
                self.stop_computer();
                self.generation = generation;
                self.game = Some(game);
                self.unsaved = None;
                self.flash = None;
                self.taps.reset();
                self.show_game();
                if let Previous::Saved(_) = opened.previous {
                    self.tell(&dl_app::l10n::notice_previous_saved());
                }
            }
            Err(e) => self.tell(&store_text(&e)),
        }
    }

    /// Shows a finished game.
    pub(crate) fn open_finished(&mut self, id: &str) {
        let read = lock(&self.store).store.read_finished(id);
        match read {
            Ok(game) => {
                self.finished = Some(FinishedGame {
                    id: id.to_owned(),
                    game,
                    replay: None,
                });
                self.nav.open(Route::Finished { id: id.to_owned() });
            }
            Err(e) => self.tell(&store_text(&e)),
        }
    }

    /// After a kill, the finished game or replay on screen is read again; screens of a game
    /// that is gone are forgotten.
    pub(crate) fn restore_finished(&mut self) {
        let shown = self.nav.routes().iter().find_map(|r| match r {
            Route::Finished { id } | Route::Replay { id, .. } => Some(id.clone()),
            _ => None,
        });
        let Some(id) = shown else {
            return;
        };
        let read = lock(&self.store).store.read_finished(&id);
        match read {
            Ok(game) => {
                let replay = Replay::of(&game).ok();
                self.finished = Some(FinishedGame { id, game, replay });
            }
            Err(_) => self
                .nav
                .forget(|r| matches!(r, Route::Finished { .. } | Route::Replay { .. })),
        }
    }

    /// The replay of the finished game on screen, at its end.
    pub(crate) fn replay_from_finished(&mut self) {
        let Some(finished) = self.finished.as_mut() else {
            return;
        };
        if finished.replay.is_none() {
            match Replay::of(&finished.game) {
                Ok(replay) => finished.replay = Some(replay),
                Err(e) => {
                    let text = dl_app::l10n::error_text(e.code(), &Default::default());
                    self.tell(&text);
                    return;
                }
            }
        }
        let last = finished
            .replay
            .as_ref()
            .map_or(0, |r| r.len().saturating_sub(1));
        let id = finished.id.clone();
        self.nav.open(Route::Replay {
            id,
            step: u32::try_from(last).unwrap_or(u32::MAX),
        });
    }

    /// One step of the replay.
    pub(crate) fn replay_step(&mut self, step: ReplayMove) {
        let Route::Replay { id, step: at } = self.nav.top().clone() else {
            return;
        };
        let last = self
            .finished
            .as_ref()
            .and_then(|f| f.replay.as_ref())
            .map_or(0, |r| {
                u32::try_from(r.len().saturating_sub(1)).unwrap_or(u32::MAX)
            });
        let to = match step {
            ReplayMove::Start => 0,
            ReplayMove::Back => at.saturating_sub(1),
            ReplayMove::Forward => at.saturating_add(1).min(last),
            ReplayMove::End => last,
        };
        self.nav.replace_top(Route::Replay { id, step: to });
    }

    /// Deletes a saved game (the player said yes).
    pub(crate) fn delete_saved(&mut self, id: &str) {
        let deleted = lock(&self.store).store.delete_saved(id);
        if let Err(e) = deleted {
            self.tell(&store_text(&e));
        }
    }

    /// Deletes a finished game (the player said yes); its screens go.
    pub(crate) fn delete_finished(&mut self, id: &str) {
        let deleted = lock(&self.store).store.delete_finished(id);
        match deleted {
            Ok(()) => {
                if self.finished.as_ref().is_some_and(|f| f.id == id) {
                    self.finished = None;
                }
                self.nav.forget(|r| {
                    matches!(r, Route::Finished { id: shown } | Route::Replay { id: shown, .. } if shown == id)
                });
            }
            Err(e) => self.tell(&store_text(&e)),
        }
    }
}
