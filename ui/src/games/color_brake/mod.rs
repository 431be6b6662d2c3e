//! Color Brake ABAB behind the app's game trait (RULES-COLOR-BRAKE.md C1–C7): the crate's
//! session does every rule, the hand-over between turns and the computer's choice; this
//! adapter turns the hand's buttons, the Tank's steps (its cell on the board, then its colour,
//! C6.2) and the hand-over's "I'm ready" into its calls, and paints its view. Every control
//! answers: an action the engine refuses, or one pressed while no hand is shown, sets the
//! status line and vibrates.

mod board;
mod panel;
mod tank;

use dl_app::l10n::{notice_lines, Label, Localize, Localizer, Text};
use dl_app::store::LoadedGame;
use dl_color_brake::session::{Event, Message, Mode, Phase, Session, View};
use dl_color_brake::{Action, CellId, Game, GameLength, Move, Refusal, Seat};

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

pub(crate) use tank::TankStep;

/// A game of Color Brake ABAB on screen.
pub(crate) struct ColorBrake {
    session: Session,
    /// Where the Tank's steps stand (C6.2).
    tank: TankStep,
    /// The status line of the adapter's own refusal, with the revision it was made at: shown
    /// until the next action, or until the game moves on (the computer's move).
    refused: Option<(u64, Text)>,
    /// The cell of the last refusal, flashed.
    flash_cell: Option<CellId>,
    /// The adapter's own events (its refusals), taken with the session's.
    events: Vec<GameEvent>,
}

/// The seat of Color Brake ABAB on `side` (`First` is Player 1).
pub(crate) fn seat(side: Side) -> Seat {
    match side {
        Side::First => Seat::One,
        Side::Second => Seat::Two,
    }
}

/// A cell's place on the screen: its place in its row from the left, its row from the top
/// (C1: row 7 is 0).
pub(crate) fn cell_xy(cell: CellId) -> (u32, u32) {
    (u32::from(cell.column()), u32::from(7 - cell.row().size()))
}

/// The cell at a screen place, if one of the 28 (C1).
fn cell_of(x: u32, y: u32) -> Option<CellId> {
    CellId::all().find(|c| cell_xy(*c) == (x, y))
}

impl ColorBrake {
    /// The adapter over `session`.
    pub(crate) fn new(session: Session) -> ColorBrake {
        ColorBrake {
            session,
            tank: TankStep::Off,
            refused: None,
            flash_cell: None,
            events: Vec::new(),
        }
    }

    /// A new game of `length` (C2: the first A drawn by lot from the seed), two players at the
    /// device or the computer in `computer`'s seat.
    pub(crate) fn start(length: GameLength, computer: Option<Side>) -> ColorBrake {
        let mode = match computer {
            Some(side) => Mode::VsComputer {
                computer: seat(side),
            },
            None => Mode::PassAndPlay,
        };
        ColorBrake::new(Session::new(Game::new(fresh_seed(), length), mode))
    }

    /// The adapter's own refusal: the status line says `text`, the screen reader hears it,
    /// the hand vibrates, `cell` flashes.
    fn refuse(&mut self, text: Text, cell: Option<CellId>) -> Played {
        self.events.push(GameEvent {
            text: text.clone(),
            haptic: Some(HapticKind::Refused),
        });
        self.refused = Some((self.session.revision(), text));
        self.refuse_cell(cell)
    }

    fn refuse_cell(&mut self, cell: Option<CellId>) -> Played {
        self.flash_cell = cell;
        Played::Refused {
            cell: cell.map(cell_xy),
        }
    }

    /// Why the device may not play now (C2: no hand on screen; the computer's turn), as the
    /// status line says it; `None` when the viewer is the player to move.
    fn not_yours(&self, view: &View) -> Option<Text> {
        match view.phase {
            Phase::Play | Phase::ChooseRescue => None,
            _ => Some(view.status.text()),
        }
    }

    /// Plays `action` for the viewer (C4, C6); the cell to flash if the engine refuses it.
    fn play(&mut self, action: Action) -> Played {
        let view = self.session.view();
        let next_round = action == Action::NextRound && view.phase == Phase::RoundOver;
        if !next_round {
            if let Some(why) = self.not_yours(&view) {
                return self.refuse(why, None);
            }
        }
        let flash = match action {
            Action::Move(Move::Tank { cell, .. }) => Some(cell),
            _ => self.session.game().round().next_cell(),
        };
        match self.session.play(action) {
            Ok(_) => {
                self.tank = TankStep::Off;
                Played::Done
            }
            Err(_) => self.refuse_cell(flash),
        }
    }

    /// The Tank's button (C6.2): the board offers the Tank's cells; pressed again, no Tank.
    fn tank_button(&mut self) -> Played {
        let view = self.session.view();
        if let Some(why) = self.not_yours(&view) {
            return self.refuse(why, None);
        }
        if self.tank != TankStep::Off {
            self.tank = TankStep::Off;
            return Played::Done;
        }
        match tank::refusal(&view) {
            None => {
                self.tank = TankStep::Choosing;
                Played::Done
            }
            Some(refusal) => self.refuse(refusal.text(), None),
        }
    }

    /// The Tank's cell chosen on the board (C6.2): its colour comes next.
    fn tank_cell(&mut self, cell: CellId) -> Played {
        let view = self.session.view();
        if let Some(why) = self.not_yours(&view) {
            return self.refuse(why, Some(cell));
        }
        if self.tank == TankStep::Off {
            return self.refuse(Refusal::NotTankMoment.text(), Some(cell));
        }
        match tank::cell_refusal(&view, cell) {
            None => {
                self.tank = TankStep::Chosen(cell);
                Played::Done
            }
            Some(refusal) => self.refuse(refusal.text(), Some(cell)),
        }
    }

    /// The status line now: the adapter's refusal, the Tank's next step, or the session's.
    fn status(&self, view: &View) -> Text {
        if let Some((_, text)) = self
            .refused
            .as_ref()
            .filter(|(revision, _)| *revision == self.session.revision())
        {
            return text.clone();
        }
        match self.tank {
            TankStep::Chosen(cell) => dl_app::l10n::color_brake_choose_tank_colour(cell),
            TankStep::Choosing | TankStep::Off => view.status.text(),
        }
    }
}

impl PlayedGame for ColorBrake {
    fn kind(&self) -> GameKind {
        GameKind::ColorBrake
    }

    fn revision(&self) -> u64 {
        self.session.revision()
    }

    fn snapshot(&self) -> LoadedGame {
        LoadedGame::ColorBrake(Box::new(self.session.clone()))
    }

    fn computer_to_move(&self) -> bool {
        self.session.computer_to_move()
    }

    /// A touch chooses the Tank's cell while the Tank is being placed (C6.2); otherwise the
    /// triangle takes no touch (tokens are played from the hand).
    fn touch(&mut self, x: f32, y: f32, _at_ms: u64, _taps: &mut TapClassifier) -> Played {
        self.refused = None;
        match dl_color_brake::geometry::cell_at(x, y) {
            Some(cell) if self.tank != TankStep::Off => self.tank_cell(cell),
            _ => Played::NotMine,
        }
    }

    fn cell(&mut self, x: u32, y: u32, action: CellAction) -> Played {
        self.refused = None;
        match (action, cell_of(x, y)) {
            (CellAction::Tank, Some(cell)) => {
                if self.tank == TankStep::Off {
                    self.tank = TankStep::Choosing;
                }
                self.tank_cell(cell)
            }
            _ => Played::NotMine,
        }
    }

    fn press(&mut self, control: &Control) -> Played {
        self.refused = None;
        match control {
            Control::ColorBrakeReady => {
                if matches!(self.session.view().phase, Phase::HandOver { .. }) {
                    self.session.ready();
                    self.tank = TankStep::Off;
                    Played::Done
                } else {
                    let why = self.session.view().status.text();
                    self.refuse(why, None)
                }
            }
            Control::ColorBrakeTank => self.tank_button(),
            Control::ColorBrakePlay { action } => match action.action() {
                Some(action) => self.play(action),
                None => {
                    let number = match action {
                        crate::moves::ColorBrakeMove::Tank { cell, .. } => *cell,
                        _ => 0,
                    };
                    self.refuse(Refusal::NoSuchCell(number).text(), None)
                }
            },
            _ => Played::NotMine,
        }
    }

    fn confirm(&mut self, _prompt: GamePrompt) -> Played {
        Played::NotMine
    }

    fn keep_asking(&mut self, _prompt: GamePrompt) {}

    /// Undo (C7): one action back, or back to the player's own against the computer; never a
    /// different draw (the pile's order is the seed's).
    fn undo(&mut self) -> Played {
        self.refused = None;
        self.tank = TankStep::Off;
        match self.session.undo() {
            Ok(_) => Played::Done,
            Err(_) => self.refuse_cell(None),
        }
    }

    fn agree_end(&mut self) -> Played {
        Played::NotMine
    }

    fn can_agree_end(&self) -> bool {
        false
    }

    fn take_events(&mut self) -> Vec<GameEvent> {
        let mut events: Vec<GameEvent> = self
            .session
            .take_events()
            .into_iter()
            .map(|e| GameEvent {
                haptic: match e.event {
                    Event::Filled { .. } | Event::NeutralDrawn { .. } | Event::Tanked { .. } => {
                        Some(HapticKind::Played)
                    }
                    Event::Refused { .. } => Some(HapticKind::Refused),
                    Event::GameOver { .. } => Some(HapticKind::GameOver),
                    _ => None,
                },
                text: e.event.text(),
            })
            .collect();
        events.append(&mut self.events);
        events
    }

    /// The computer's one level (C2–C6): it never reads what it cannot see; its choice is
    /// the session's, for the revision it was asked on. It gives no hint.
    fn computer_job(&self, purpose: Purpose, _budget: Budget) -> Option<ComputerJob> {
        if purpose != Purpose::Move || !self.session.computer_to_move() {
            return None;
        }
        let session = self.session.clone();
        let revision = session.revision();
        Some(Box::new(move |_stop, progress| {
            let action = session.computer_action();
            progress.store(1000, std::sync::atomic::Ordering::Relaxed);
            action.map(|action| ComputerAnswer::ColorBrake { revision, action })
        }))
    }

    fn computer_found(&mut self, purpose: Purpose, answer: ComputerAnswer) -> Played {
        match (purpose, answer) {
            (Purpose::Move, ComputerAnswer::ColorBrake { revision, action })
                if revision == self.session.revision() && self.session.computer_to_move() =>
            {
                match self.session.play(action) {
                    Ok(_) => Played::Done,
                    Err(_) => self.refuse_cell(None),
                }
            }
            _ => Played::NotMine,
        }
    }

    fn rematch(&self) -> Box<dyn PlayedGame> {
        let game = Game::new(fresh_seed(), self.session.game().length());
        Box::new(ColorBrake::new(Session::new(game, self.session.mode())))
    }

    fn title(&self, texts: &Localizer) -> String {
        texts.tr(&Label::ColorBrakeName)
    }

    fn body(&self, paint: &Paint<'_>) -> Body {
        let view = self.session.view();
        let status = self.status(&view);
        let moment = panel::Moment {
            mode: self.session.mode(),
            tank: self.tank,
            status: &status,
            flash: self.flash_cell,
        };
        Body::ColorBrake {
            model: panel::model(&view, paint, &moment),
        }
    }

    fn board(&self, paint: &Paint<'_>) -> GameBoard {
        GameBoard::ColorBrake {
            board: board::board(&self.session.view(), paint, TankStep::Off, None),
        }
    }

    fn drawing(&self, dark: bool) -> MiniBoard {
        board::drawing(&self.session.view(), dark)
    }

    /// A hand is on screen (C2): the app covers its picture in the app switcher.
    fn hides_information(&self) -> bool {
        self.session.view().hand.is_some()
    }

    /// Share result (C5): the game's name and its result as one text, once the game is over.
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
        let result = Message::GameOver {
            winner,
            scores: game.scores(),
        };
        Ok(vec![ShareItem::Text {
            text: texts.format(&notice_lines(Label::ColorBrakeName.text(), result.text())),
        }])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::screen::ColorBrakeModel;

    fn texts() -> Localizer {
        Localizer::new(&["en".to_owned()])
    }

    fn screen(game: &ColorBrake, texts: &Localizer) -> ColorBrakeModel {
        let paint = Paint {
            texts,
            dark: false,
            symbols: true,
            thinking: None,
            flash: None,
        };
        match game.body(&paint) {
            Body::ColorBrake { model } => model,
            other => panic!("not Color Brake: {other:?}"),
        }
    }

    /// Plays the first legal action that is no Tank, after the hand-over; bounded by the
    /// caller.
    fn play_on(game: &mut ColorBrake) {
        if matches!(game.session.view().phase, Phase::HandOver { .. }) {
            game.press(&Control::ColorBrakeReady);
        }
        let action = game
            .session
            .game()
            .legal_actions()
            .into_iter()
            .find(|a| !matches!(a, Action::Move(Move::Tank { .. })))
            .unwrap_or(Action::NextRound);
        let played = game.play(action);
        assert!(matches!(played, Played::Done), "{action:?}: {played:?}");
    }

    /// The first seed (from 0) whose first round, played by [`play_on`], reaches a moment
    /// where the mover holds an accepted Tank (C6.2), with the game there and ready.
    fn at_a_tank_moment() -> ColorBrake {
        for seed in 0..200 {
            let game = Game::new(seed, GameLength::Rounds(2));
            let mut game = ColorBrake::new(Session::new(game, Mode::PassAndPlay));
            for _ in 0..dl_color_brake::length::MAX_ACTIONS_PER_ROUND {
                if game.session.game().between_rounds() {
                    break;
                }
                if matches!(game.session.view().phase, Phase::HandOver { .. }) {
                    game.press(&Control::ColorBrakeReady);
                }
                if tank::refusal(&game.session.view()).is_none() {
                    return game;
                }
                play_on(&mut game);
            }
        }
        panic!("no seed of 0..200 reaches a Tank in its first round");
    }

    #[test]
    fn c1_every_cell_has_its_own_place_on_the_screen_and_back() {
        let mut seen = std::collections::HashSet::new();
        for cell in CellId::all() {
            let (x, y) = cell_xy(cell);
            assert!(seen.insert((x, y)), "{cell} shares its place");
            assert_eq!(cell_of(x, y), Some(cell));
        }
        assert_eq!(seen.len(), 28);
        assert_eq!(cell_of(7, 0), None, "row 7 has 7 cells");
        assert_eq!(cell_of(0, 7), None, "there are 7 rows");
    }

    #[test]
    fn c2_pass_and_play_starts_with_the_hand_over_and_no_hand() {
        let game = ColorBrake::start(GameLength::Rounds(2), None);
        assert!(!game.hides_information(), "no hand before I'm ready");
        let mut game = game;
        assert!(matches!(
            game.press(&Control::ColorBrakeReady),
            Played::Done
        ));
        assert!(game.hides_information(), "the mover's hand once ready");
    }

    #[test]
    fn c6_2_the_tank_is_refused_outside_its_moment_with_a_reason() {
        let mut game = ColorBrake::start(GameLength::Rounds(2), None);
        game.press(&Control::ColorBrakeReady);
        assert!(matches!(
            game.press(&Control::ColorBrakeTank),
            Played::Refused { .. }
        ));
        assert_eq!(
            game.refused.as_ref().map(|(_, text)| text),
            Some(&Refusal::NotTankMoment.text())
        );
        assert_eq!(game.tank, TankStep::Off);
        assert_eq!(game.take_events().len(), 1, "the refusal is announced");
    }

    #[test]
    fn c6_2_the_tank_goes_on_a_cell_of_the_row_just_completed_then_takes_a_colour() {
        let texts = texts();
        let mut game = at_a_tank_moment();
        let model = screen(&game, &texts);
        let tank = model.hand.as_ref().and_then(|h| h.tank.clone());
        let tank = tank.expect("the Tank button at its moment");
        assert!(tank.choice.button.enabled && !tank.choice.selected);
        assert!(model.board.cells.iter().all(|c| c.actions.is_empty()));
        assert!(matches!(game.press(&Control::ColorBrakeTank), Played::Done));
        let model = screen(&game, &texts);
        let targets: Vec<_> = model.board.cells.iter().filter(|c| c.tank_target).collect();
        assert!(!targets.is_empty(), "the completed row offers its cells");
        assert!(targets
            .iter()
            .all(|c| c.actions.len() == 1 && c.actions[0].label == "Put the Tank here"));
        let row = targets[0].y;
        assert!(targets.iter().all(|c| c.y == row), "one row (C6.2)");
        let outside = model
            .board
            .cells
            .iter()
            .find(|c| c.y == 0)
            .map(|c| (c.x, c.y));
        if let Some((x, y)) = outside.filter(|_| row != 0) {
            assert!(matches!(
                game.cell(x, y, CellAction::Tank),
                Played::Refused { .. }
            ));
            assert!(screen(&game, &texts)
                .status
                .starts_with("The token on cell"));
        }
        let (x, y, number) = (targets[0].x, targets[0].y, targets[0].number);
        assert!(matches!(game.cell(x, y, CellAction::Tank), Played::Done));
        let model = screen(&game, &texts);
        assert_eq!(
            model.status,
            format!("Tank on cell {number}: choose the colour on top.")
        );
        assert!(model
            .board
            .cells
            .iter()
            .any(|c| c.chosen && c.number == number));
        let colours = model.hand.map(|h| h.colors).unwrap_or_default();
        let colour = colours
            .iter()
            .find(|b| b.button.enabled)
            .expect("a colour to put on the Tank");
        assert!(matches!(
            colour.button.control,
            Control::ColorBrakePlay {
                action: crate::moves::ColorBrakeMove::Tank { cell, .. }
            } if cell == number
        ));
        let filled_before = game.session.game().round().board().filled();
        assert!(matches!(game.press(&colour.button.control), Played::Done));
        assert_eq!(game.tank, TankStep::Off);
        let covered = CellId::from_number(u8::try_from(number).unwrap_or(0))
            .and_then(|c| game.session.game().round().board().get(c).copied());
        assert!(
            covered.is_some_and(|f| f.tank.is_some()),
            "the Tank lies there"
        );
        assert_eq!(
            game.session.game().round().board().filled(),
            filled_before,
            "a Tank fills no new cell"
        );
    }

    #[test]
    fn c6_2_the_tank_button_pressed_again_puts_no_tank() {
        let texts = texts();
        let mut game = at_a_tank_moment();
        game.press(&Control::ColorBrakeTank);
        assert_eq!(game.tank, TankStep::Choosing);
        game.press(&Control::ColorBrakeTank);
        assert_eq!(game.tank, TankStep::Off);
        let model = screen(&game, &texts);
        assert!(model.board.cells.iter().all(|c| c.actions.is_empty()));
        assert!(model
            .hand
            .is_some_and(|h| h.tank.is_some_and(|t| !t.choice.selected)));
    }

    /// Plays a neutral on cell 1 for the first seed (from 0) whose first mover holds one
    /// and for which `wanted` holds once it is played (C6.1).
    fn after_a_neutral(wanted: impl Fn(&ColorBrakeModel) -> bool) -> (ColorBrake, ColorBrakeModel) {
        let texts = texts();
        let neutral = Control::ColorBrakePlay {
            action: crate::moves::ColorBrakeMove::Neutral,
        };
        for seed in 0..400 {
            let game = Game::new(seed, GameLength::Rounds(2));
            let mut game = ColorBrake::new(Session::new(game, Mode::PassAndPlay));
            game.press(&Control::ColorBrakeReady);
            if !matches!(game.press(&neutral), Played::Done) {
                continue;
            }
            let model = screen(&game, &texts);
            if wanted(&model) {
                return (game, model);
            }
        }
        panic!("no seed of 0..400 gives the neutral wanted");
    }

    #[test]
    fn an_adapters_refusal_leaves_the_status_line_once_the_game_moves_on() {
        let texts = texts();
        let game = Game::new(7, GameLength::Rounds(2));
        let mut game = ColorBrake::new(Session::new(game, Mode::PassAndPlay));
        game.press(&Control::ColorBrakeReady);
        game.press(&Control::ColorBrakeTank);
        let refused = texts.format(&Refusal::NotTankMoment.text());
        assert_eq!(screen(&game, &texts).status, refused);
        let action = game.session.game().legal_actions().first().copied();
        let action = action.expect("a legal first action");
        assert!(game.session.play(action).is_ok(), "as the computer would");
        assert_ne!(screen(&game, &texts).status, refused);
    }

    #[test]
    fn c6_1_a_neutral_with_one_colour_drawn_takes_it_on_top_at_once() {
        let (_, model) = after_a_neutral(|m| m.drawn.is_none());
        let cell = &model.board.cells[0];
        assert_eq!(cell.neutrals, 1, "the neutral under the colour");
        assert!(cell.top.is_some(), "the drawn colour on top");
        assert!(model.hand.is_none(), "the device goes to the other player");
    }

    #[test]
    fn c6_1_with_several_colours_drawn_the_player_chooses_the_one_on_top() {
        let texts = texts();
        let (mut game, model) = after_a_neutral(|m| m.drawn.is_some());
        let drawn = model.drawn.expect("the drawn colours");
        assert_eq!(drawn.title, "Drawn:");
        assert!(model.board.cells[0].pending > 0, "the neutrals wait");
        assert!(model.hand.is_some(), "the same player chooses");
        let first = drawn.buttons.iter().find(|b| b.button.enabled);
        let first = first.expect("a drawn colour to play");
        assert!(matches!(game.press(&first.button.control), Played::Done));
        let model = screen(&game, &texts);
        assert!(model.drawn.is_none());
        assert!(model.board.cells[0].neutrals >= 2);
        assert_eq!(model.board.cells[0].top, first.look);
    }
}
