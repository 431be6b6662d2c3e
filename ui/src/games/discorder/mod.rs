//! Discorder behind the app's game trait (RULES-DISCORDER.md D1–D7): the crate's session does
//! every rule and every hit test; this adapter turns touches (`target_at` with the tool in
//! use), cell and edge actions and the tool chips into its calls, plays the computer on the
//! thinker, and paints its view.

mod board;
mod panel;

use dl_app::l10n::{notice_lines, Label, Localize, Localizer, Text};
use dl_app::store::LoadedGame;
use dl_discorder::session::{Event, Message, Session, Target};
use dl_discorder::{Cell, Edge, Player, Refusal, Starter};

use super::{
    fresh_seed, ComputerAnswer, ComputerJob, GameEvent, GamePrompt, Paint, Played, PlayedGame,
    Purpose,
};
use crate::effect::{HapticKind, ShareItem};
use crate::input::{CellAction, Control};
use crate::launch::Budget;
use crate::screen::{Body, GameBoard, MiniBoard};
use crate::tap::TapClassifier;
use crate::vocabulary::{GameKind, Side};

/// A game of Discorder on screen.
pub(crate) struct Discorder {
    session: Session,
    /// What the last refusal was about: a cell or an edge flashes.
    refused: Option<Target>,
}

impl Discorder {
    /// The adapter over `session`.
    pub(crate) fn new(session: Session) -> Discorder {
        Discorder {
            session,
            refused: None,
        }
    }

    /// A new game (D1): `starter` begins, the computer plays `computer` (`First` Yellow).
    pub(crate) fn start(starter: Starter, computer: Option<Side>) -> Discorder {
        let mut session = Session::start(starter, fresh_seed());
        session.set_computer(computer.map(player));
        Discorder::new(session)
    }

    /// What a call of the session did; a refusal flashes the cell or edge it names.
    fn played<T>(&mut self, result: Result<T, Refusal>) -> Played {
        match result {
            Ok(_) => Played::Done,
            Err(refusal) => {
                self.refused = target_of(refusal);
                Played::Refused {
                    cell: self.refused.map(|t| match t {
                        Target::Cell(c) => (u32::from(c.x), u32::from(c.y)),
                        Target::Edge(e) => (u32::from(e.x), u32::from(e.y)),
                    }),
                }
            }
        }
    }
}

/// The player of Discorder on `side` (D1: Yellow is listed first).
pub(crate) fn player(side: Side) -> Player {
    match side {
        Side::First => Player::Yellow,
        Side::Second => Player::Black,
    }
}

/// The cell or edge a refusal is about, to flash (D2, D3).
fn target_of(refusal: Refusal) -> Option<Target> {
    match refusal {
        Refusal::CellOutsideBoard(cell) | Refusal::CellOccupied(cell) => Some(Target::Cell(cell)),
        Refusal::EdgeHasPeg(edge)
        | Refusal::PegNotFollowing(edge)
        | Refusal::PegAfterOwnThree(edge) => Some(Target::Edge(edge)),
        _ => None,
    }
}

/// The board's cell at (`x`, `y`), if a cell of the 8 × 7 board (D1).
fn cell_of(x: u32, y: u32) -> Option<Cell> {
    let (x, y) = (u8::try_from(x).ok()?, u8::try_from(y).ok()?);
    (x < dl_discorder::WIDTH && y < dl_discorder::HEIGHT).then(|| Cell::new(x, y))
}

/// The inner edge below cell (`x`, `y`), if there is one (D3).
fn edge_of(x: u32, y: u32) -> Option<Edge> {
    let (x, y) = (u8::try_from(x).ok()?, u8::try_from(y).ok()?);
    (x < dl_discorder::WIDTH && y + 1 < dl_discorder::HEIGHT).then(|| Edge::new(x, y))
}

impl PlayedGame for Discorder {
    fn kind(&self) -> GameKind {
        GameKind::Discorder
    }

    fn revision(&self) -> u64 {
        self.session.revision()
    }

    fn snapshot(&self) -> LoadedGame {
        LoadedGame::Discorder(Box::new(self.session.clone()))
    }

    fn computer_to_move(&self) -> bool {
        self.session.computer_to_move()
    }

    fn touch(&mut self, x: f32, y: f32, _at_ms: u64, _taps: &mut TapClassifier) -> Played {
        let tapped = self.session.tap(f64::from(x), f64::from(y));
        self.played(tapped)
    }

    fn cell(&mut self, x: u32, y: u32, action: CellAction) -> Played {
        let placed = match action {
            CellAction::Place => match cell_of(x, y) {
                Some(cell) => self.session.place_tile(cell),
                None => return Played::NotMine,
            },
            CellAction::Peg => match edge_of(x, y) {
                Some(edge) => self.session.place_peg(edge),
                None => return Played::NotMine,
            },
            CellAction::Ring | CellAction::Tank => return Played::NotMine,
        };
        self.played(placed)
    }

    fn press(&mut self, control: &Control) -> Played {
        match control {
            Control::DiscorderTool { tool } => {
                let selected = self.session.select_tool(tool.tool());
                self.played(selected)
            }
            _ => Played::NotMine,
        }
    }

    fn confirm(&mut self, _prompt: GamePrompt) -> Played {
        Played::NotMine
    }

    fn keep_asking(&mut self, _prompt: GamePrompt) {}

    fn undo(&mut self) -> Played {
        let undone = self.session.undo();
        self.played(undone)
    }

    fn agree_end(&mut self) -> Played {
        Played::NotMine
    }

    fn can_agree_end(&self) -> bool {
        false
    }

    fn take_events(&mut self) -> Vec<GameEvent> {
        self.session
            .take_events()
            .into_iter()
            .map(|e| GameEvent {
                haptic: match e.event {
                    Event::TilePlaced { .. } | Event::PegPlaced { .. } => Some(HapticKind::Played),
                    Event::Refused { .. } => Some(HapticKind::Refused),
                    Event::GameOver { .. } => Some(HapticKind::GameOver),
                    _ => None,
                },
                text: e.event.text(),
            })
            .collect()
    }

    fn computer_job(&self, purpose: Purpose, _budget: Budget) -> Option<ComputerJob> {
        if purpose != Purpose::Move || !self.session.computer_to_move() {
            return None;
        }
        let mut session = self.session.clone();
        let revision = session.revision();
        // Tie-breaks from the position, so that a game replayed gives the same actions.
        let seed = revision ^ (session.game().action_count() as u64).rotate_left(32);
        Some(Box::new(move |_stop, progress| {
            session.take_events();
            let played = session.play_computer(seed).ok().map(|_| session);
            progress.store(1000, std::sync::atomic::Ordering::Relaxed);
            played.map(|played| ComputerAnswer::Discorder {
                revision,
                played: Box::new(played),
            })
        }))
    }

    fn computer_found(&mut self, purpose: Purpose, answer: ComputerAnswer) -> Played {
        match (purpose, answer) {
            (Purpose::Move, ComputerAnswer::Discorder { revision, played })
                if revision == self.session.revision() =>
            {
                self.session = *played;
                self.refused = None;
                Played::Done
            }
            _ => Played::NotMine,
        }
    }

    fn rematch(&self) -> Box<dyn PlayedGame> {
        let starter = match self.session.game().first_player() {
            Player::Yellow => Starter::Yellow,
            Player::Black => Starter::Black,
        };
        let mut session = Session::start(starter, fresh_seed());
        session.set_computer(self.session.computer());
        Box::new(Discorder::new(session))
    }

    fn title(&self, texts: &Localizer) -> String {
        texts.tr(&Label::DiscorderName)
    }

    fn body(&self, paint: &Paint<'_>) -> Body {
        Body::Discorder {
            model: panel::model(&self.session.view(), paint, self.refused),
        }
    }

    fn board(&self, paint: &Paint<'_>) -> GameBoard {
        GameBoard::Discorder {
            board: board::board(&self.session.view(), paint, false, None),
        }
    }

    fn drawing(&self, dark: bool) -> MiniBoard {
        board::drawing(&self.session.view(), dark)
    }

    /// Share result (D6): the game's name and its result as one text, once the game is over.
    fn share(
        &self,
        control: &Control,
        texts: &Localizer,
        _dark: bool,
    ) -> Result<Vec<ShareItem>, Text> {
        if *control != Control::ShareResult {
            return Ok(Vec::new());
        }
        let game = self.session.game();
        let winner = game.winner().ok_or_else(super::not_over_text)?;
        let [yellow, black] = game.scores().map(|s| s.now);
        let result = Message::GameOver {
            winner,
            yellow,
            black,
        };
        Ok(vec![ShareItem::Text {
            text: texts.format(&notice_lines(Label::DiscorderName.text(), result.text())),
        }])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn d1_cells_and_inner_lines_are_those_of_the_8_by_7_board() {
        assert_eq!(cell_of(7, 6), Some(Cell::new(7, 6)));
        assert_eq!(cell_of(8, 0), None);
        assert_eq!(cell_of(0, 7), None);
        assert_eq!(cell_of(u32::MAX, 0), None);
        assert_eq!(edge_of(7, 5), Some(Edge::new(7, 5)), "the last inner line");
        assert_eq!(edge_of(0, 6), None, "no peg on the board's outer edge (D3)");
        assert_eq!(edge_of(300, 0), None);
    }

    #[test]
    fn d2_d3_a_refusal_flashes_the_cell_or_the_line_it_is_about() {
        let cell = Cell::new(2, 3);
        let edge = Edge::new(4, 1);
        assert_eq!(
            target_of(Refusal::CellOccupied(cell)),
            Some(Target::Cell(cell))
        );
        assert_eq!(
            target_of(Refusal::PegNotFollowing(edge)),
            Some(Target::Edge(edge))
        );
        assert_eq!(
            target_of(Refusal::PegAfterOwnThree(edge)),
            Some(Target::Edge(edge))
        );
        assert_eq!(target_of(Refusal::NothingToUndo), None);
    }

    #[test]
    fn the_computers_answer_for_an_older_revision_is_not_played() {
        let mut game = Discorder::start(Starter::Yellow, Some(Side::First));
        let job = game.computer_job(Purpose::Move, Budget::Iterations(1));
        let job = job.expect("the computer is to move");
        let answer = job(&Default::default(), &Default::default()).expect("an action");
        let mut moved = Discorder::start(Starter::Yellow, Some(Side::First));
        moved.session.set_computer(None);
        assert!(matches!(moved.cell(0, 0, CellAction::Place), Played::Done));
        assert!(matches!(
            moved.computer_found(Purpose::Move, answer),
            Played::NotMine
        ));
        assert_eq!(moved.session.game().action_count(), 1, "unchanged");
        assert!(
            game.computer_job(Purpose::Hint, Budget::Iterations(1))
                .is_none(),
            "no hint"
        );
        let answer = game
            .computer_job(Purpose::Move, Budget::Iterations(1))
            .and_then(|job| job(&Default::default(), &Default::default()));
        let answer = answer.expect("an action");
        assert!(matches!(
            game.computer_found(Purpose::Move, answer),
            Played::Done
        ));
        assert_eq!(game.session.game().action_count(), 1);
    }
}
