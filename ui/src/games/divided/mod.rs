//! Divided Loyalties behind the app's game trait: the core's session does every rule; this
//! adapter turns touches, cell actions and controls into its calls, and its view into the
//! game screen.

mod board;
mod labels;
mod panel;
mod share;

pub(crate) use panel::level_label;

use std::cell::RefCell;
use std::sync::{Arc, Mutex};

use dl_app::l10n::{Localize, Localizer, Text};
use dl_app::store::LoadedGame;
use dl_core::computer::{Computer, Level, Limits};
use dl_core::session::{EndTurnOutcome, Event, Session};
use dl_core::{Cell, Refusal};

use super::{
    ComputerAnswer, ComputerJob, GameEvent, GamePrompt, Paint, Played, PlayedGame, Purpose,
};
use crate::effect::{HapticKind, ShareItem};
use crate::input::{CellAction, Control};
use crate::launch::Budget;
use crate::screen::{Body, GameBoard, MiniBoard};
use crate::tap::{TapClassifier, TapKind};
use crate::vocabulary::GameKind;

/// A game of Divided Loyalties on screen.
pub(crate) struct Divided {
    session: Session,
    labels: RefCell<labels::CellLabels>,
    /// The computers that thought for this game, one per level and seed (the opponent's turns,
    /// the hints at hard), kept for the whole game on the thinker's thread so that each think
    /// reuses what the earlier ones searched, also after an undo (issue 24).
    computers: Arc<Mutex<Vec<(Level, u64, Computer)>>>,
}

impl Divided {
    /// The adapter over `session`.
    pub(crate) fn new(session: Session) -> Divided {
        Divided {
            session,
            labels: RefCell::new(labels::CellLabels::default()),
            computers: Arc::default(),
        }
    }

    fn cell_of(&self, x: u32, y: u32) -> Option<Cell> {
        let (x, y) = (u8::try_from(x).ok()?, u8::try_from(y).ok()?);
        let position = self.session.game().position();
        (x < position.width() && y < position.height()).then_some(Cell { x, y })
    }
}

/// What a call of the session that may be refused did; `cell` flashes when it is refused.
fn played<T>(result: Result<T, Refusal>, cell: Option<Cell>) -> Played {
    match result {
        Ok(_) => Played::Done,
        Err(_) => Played::Refused {
            cell: cell.map(|c| (u32::from(c.x), u32::from(c.y))),
        },
    }
}

/// The computer's limits under `budget`.
pub(crate) fn limits(budget: Budget) -> Limits {
    match budget {
        Budget::Timed => Limits::default(),
        Budget::Iterations(n) => Limits::iterations(n),
    }
}

impl PlayedGame for Divided {
    fn kind(&self) -> GameKind {
        GameKind::DividedLoyalties
    }

    fn core_game(&self) -> Option<&dl_core::Game> {
        Some(self.session.game())
    }

    fn remote_moves(&mut self, undone: usize, actions: &[dl_core::Action]) -> bool {
        use dl_core::Action;
        for _ in 0..undone {
            if self.session.undo().is_err() {
                return false;
            }
        }
        actions.iter().all(|action| match *action {
            Action::Place { cell, color } => self.session.place(cell, color).is_ok(),
            Action::Bridge { from, to } => self.session.bridge(from, to).is_ok(),
            Action::EndTurn => self.session.end_turn(true).is_ok(),
            Action::AgreeEnd => self.session.agree_end().is_ok(),
        })
    }

    fn revision(&self) -> u64 {
        self.session.revision()
    }

    fn snapshot(&self) -> LoadedGame {
        LoadedGame::DividedLoyalties(Box::new(self.session.clone()))
    }

    fn computer_to_move(&self) -> bool {
        self.session.computer_to_move()
    }

    fn touch(&mut self, x: f32, y: f32, at_ms: u64, taps: &mut TapClassifier) -> Played {
        let Some(cell) = self.session.cell_at(x, y) else {
            return Played::NotMine;
        };
        let on_stone = self.session.game().board().stone(cell).is_some();
        match taps.classify((u32::from(cell.x), u32::from(cell.y)), on_stone, at_ms) {
            TapKind::Single => played(self.session.tap(cell), Some(cell)),
            TapKind::Double => played(self.session.double_tap(cell), Some(cell)),
        }
    }

    fn cell(&mut self, x: u32, y: u32, action: CellAction) -> Played {
        let Some(cell) = self.cell_of(x, y) else {
            return Played::NotMine;
        };
        match action {
            CellAction::Place => played(self.session.tap(cell), Some(cell)),
            CellAction::Ring => played(self.session.double_tap(cell), Some(cell)),
            CellAction::Peg | CellAction::Tank => Played::NotMine,
        }
    }

    fn press(&mut self, control: &Control) -> Played {
        match control {
            Control::Chip { color } => played(self.session.select_color(color.color()), None),
            Control::EndTurn => match self.session.end_turn(false) {
                Ok(EndTurnOutcome::NeedsConfirmation { .. }) => {
                    Played::Ask(GamePrompt::DotStoneReturn)
                }
                other => played(other, None),
            },
            _ => Played::NotMine,
        }
    }

    fn confirm(&mut self, prompt: GamePrompt) -> Played {
        match prompt {
            GamePrompt::DotStoneReturn => played(self.session.end_turn(true), None),
        }
    }

    fn keep_asking(&mut self, prompt: GamePrompt) {
        match prompt {
            GamePrompt::DotStoneReturn => self.session.keep_turn(),
        }
    }

    fn undo(&mut self) -> Played {
        played(self.session.undo(), None)
    }

    fn agree_end(&mut self) -> Played {
        played(self.session.agree_end(), None)
    }

    fn can_agree_end(&self) -> bool {
        self.session.view().can_agree_end
    }

    fn take_events(&mut self) -> Vec<GameEvent> {
        self.session
            .take_events()
            .into_iter()
            .map(|e| GameEvent {
                haptic: match e.event {
                    Event::StonePlaced { .. } | Event::BridgeFormed { .. } => {
                        Some(HapticKind::Played)
                    }
                    Event::Refused { .. } => Some(HapticKind::Refused),
                    Event::GameOver { .. } => Some(HapticKind::GameOver),
                    _ => None,
                },
                text: e.event.text(),
            })
            .collect()
    }

    fn computer_job(&self, purpose: Purpose, budget: Budget) -> Option<ComputerJob> {
        let request = match purpose {
            Purpose::Move => self.session.computer_request()?,
            Purpose::Hint => self.session.hint_request()?,
        };
        let limits = limits(budget);
        let (level, seed) = (request.level(), self.session.computer_seed());
        let computers = Arc::clone(&self.computers);
        Some(Box::new(move |stop, progress| {
            let mut kept = computers.lock().unwrap_or_else(|e| e.into_inner());
            let at = match kept.iter().position(|(l, s, _)| (*l, *s) == (level, seed)) {
                Some(at) => at,
                None => {
                    kept.push((level, seed, request.computer()));
                    kept.len() - 1
                }
            };
            request
                .think_with(&mut kept[at].2, limits, stop, progress)
                .map(ComputerAnswer::DividedLoyalties)
        }))
    }

    fn computer_found(&mut self, purpose: Purpose, answer: ComputerAnswer) -> Played {
        let ComputerAnswer::DividedLoyalties(turn) = answer else {
            return Played::NotMine;
        };
        match purpose {
            Purpose::Move => played(self.session.play_computer_turn(&turn), None),
            Purpose::Hint => played(self.session.show_hint(turn), None),
        }
    }

    fn rematch(&self) -> Box<dyn PlayedGame> {
        Box::new(Divided::new(self.session.rematch()))
    }

    fn title(&self, _texts: &Localizer) -> String {
        self.session.game().position().name().to_owned()
    }

    fn body(&self, paint: &Paint<'_>) -> Body {
        let view = self.session.view();
        let mut labels = self.labels.borrow_mut();
        Body::Game {
            model: panel::game_model(&self.session, &view, paint, &mut labels),
        }
    }

    fn board(&self, paint: &Paint<'_>) -> GameBoard {
        let view = self.session.view();
        let mut labels = self.labels.borrow_mut();
        GameBoard::DividedLoyalties {
            board: board::board(
                &view,
                paint.texts,
                paint.symbols,
                paint.dark,
                None,
                &mut labels,
            ),
        }
    }

    fn drawing(&self, dark: bool) -> MiniBoard {
        board::drawing(&self.session.view(), dark)
    }

    fn share(
        &self,
        control: &Control,
        texts: &Localizer,
        dark: bool,
    ) -> Result<Vec<ShareItem>, Text> {
        share::items(&self.session, control, texts, dark)
    }
}

#[cfg(test)]
mod tests {
    use dl_core::opponent::Opponent;
    use dl_core::session::{ComputedTurn, Opening};
    use dl_core::Player;

    use super::*;

    /// What a job of `game` for `purpose` finds, thinking 200 iterations.
    fn think(game: &Divided, purpose: Purpose) -> ComputedTurn {
        let job = game.computer_job(purpose, Budget::Iterations(200));
        let answer = job.and_then(|job| job(&Default::default(), &Default::default()));
        match answer {
            Some(ComputerAnswer::DividedLoyalties(computed)) => computed,
            other => panic!("no turn of Divided Loyalties: {other:?}"),
        }
    }

    /// The player's turn as the hint suggests it, played with the player's own calls.
    fn play_hint(game: &mut Divided) {
        let turn = think(game, Purpose::Hint).turn;
        game.session.place(turn.cell, turn.color).unwrap();
        for (from, to) in turn.bridges {
            game.session.bridge(from, to).unwrap();
        }
        assert!(matches!(
            game.session.end_turn(true).unwrap(),
            EndTurnOutcome::Ended(_)
        ));
    }

    /// Issue 24: the game keeps its computer from one think to the next on the thinker's
    /// thread (the hard opponent and the hints share it): the computer's second turn starts
    /// from what its searches before found.
    #[test]
    fn the_game_keeps_its_computer_and_its_search_between_turns() {
        let mut session = Session::open(Opening::Builtin {
            key: "7",
            rounds: Some(3),
        })
        .unwrap();
        let opponent = Opponent {
            side: Player::Yellow,
            level: Level::Hard,
        };
        session.set_opponent(Some(opponent), 7);
        let mut game = Divided::new(session);
        for _ in 0..2 {
            play_hint(&mut game);
            let computed = think(&game, Purpose::Move);
            let answer = ComputerAnswer::DividedLoyalties(computed);
            assert!(matches!(
                game.computer_found(Purpose::Move, answer),
                Played::Done
            ));
        }
        let kept = game.computers.lock().unwrap();
        assert_eq!(
            kept.len(),
            1,
            "one computer for the hard opponent and the hints"
        );
        let reused = kept[0].2.last_stats().reused_visits;
        assert!(reused > 0, "{reused} visits reused");
    }
}
