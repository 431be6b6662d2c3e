//! The computer for the current game: its move starts on the thinker's thread whenever it is
//! to move; undo, a new game or another game stops it; its answer is played only on the game
//! and revision it was computed for. The hint is the same search for the player to move.

use super::{State, ThinkingNow};
use crate::games::Purpose;
use crate::writer::{lock, GameWrite, Written};

impl State {
    /// Starts the computer's move when it is to move and not already thinking.
    pub(crate) fn start_computer(&mut self) {
        let to_move = self.game.as_ref().is_some_and(|g| g.computer_to_move());
        match &self.thinking {
            Some(t) if t.purpose == Purpose::Move && to_move => return,
            Some(t) if t.purpose == Purpose::Hint && !to_move => return,
            Some(_) => self.stop_computer(),
            None => {}
        }
        if to_move {
            self.think(Purpose::Move);
        }
    }

    /// Asks the computer for `purpose`, if there is anything to think about.
    pub(crate) fn think(&mut self, purpose: Purpose) {
        let Some(job) = self
            .game
            .as_ref()
            .and_then(|g| g.computer_job(purpose, self.budget))
        else {
            return;
        };
        self.tickets += 1;
        let ticket = self.tickets;
        let me = self.me.clone();
        let running = self.thinker.think(
            ticket,
            job,
            Box::new(move |ticket, answer| {
                if let Some(shared) = me.upgrade() {
                    let mut state = shared.lock();
                    state.computer_answered(ticket, answer);
                    drop(state);
                    shared.notify();
                }
            }),
        );
        self.thinking = running.map(|running| ThinkingNow { purpose, running });
    }

    /// Stops the computer; whatever it finds is ignored.
    pub(crate) fn stop_computer(&mut self) {
        if let Some(thinking) = self.thinking.take() {
            thinking.running.stop();
        }
    }

    /// The computer found something (on the thinker's thread).
    fn computer_answered(&mut self, ticket: u64, answer: Option<crate::games::ComputerAnswer>) {
        let Some(thinking) = self.thinking.take_if(|t| t.running.ticket == ticket) else {
            return;
        };
        if let (Some(answer), Some(game)) = (answer, self.game.as_mut()) {
            game.computer_found(thinking.purpose, answer);
            self.taps.reset();
        }
        self.after_change();
    }

    /// The thinker made progress: the screen's bar moves.
    pub(crate) fn progressed(&mut self) {
        if self.thinking.is_some() {
            self.revision += 1;
            self.cached = None;
        }
    }

    /// Hands the current game to the writer when its revision moved since the last write.
    pub(crate) fn write_game(&mut self) {
        if let Some(game) = &self.game {
            let key = (self.generation, game.revision());
            if self.handed == Some(key) && self.unsaved.is_none() {
                return;
            }
            self.handed = Some(key);
            self.writer.write_game(GameWrite {
                generation: self.generation,
                revision: game.revision(),
                game: game.snapshot(),
            });
        }
    }

    /// A write finished (on the writer's thread): a failure is shown until a write succeeds.
    /// A failure reported after the same revision or a newer one was written on the caller's
    /// thread (going to the background) is stale and not shown.
    pub(crate) fn written(&mut self, written: Written) {
        match written {
            Written::Game {
                generation,
                revision,
                result,
            } if generation == self.generation => match result {
                Ok(()) => self.unsaved = None,
                Err(e) => {
                    let since = lock(&self.store).written;
                    if since < Some((generation, revision)) {
                        self.unsaved = Some(dl_app::l10n::store_text(&e));
                    }
                }
            },
            Written::Game { .. } => {}
            Written::State(Err(e)) => {
                log::warn!("the app's state could not be written: {e}");
            }
            Written::State(Ok(())) => {}
        }
        self.revision += 1;
        self.cached = None;
    }
}
