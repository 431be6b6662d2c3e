//! A game (C2): its seed and length, the rounds with A and B swapping, the running scores, the
//! end and the winner, and undo (C7). A game is its seed, its length and its list of actions;
//! replaying the list always gives the same game.

use crate::action::{Action, Move};
use crate::length::GameLength;
use crate::refusal::Refusal;
use crate::round::{Effect, Round, RoundEnd};
use crate::seat::Seat;
use crate::shuffle::first_a;

/// The result of a game (C5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Winner {
    /// This seat has the higher total.
    Seat(Seat),
    /// Equal totals.
    Draw,
}

/// A finished round (C5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RoundResult {
    /// The round's number, 1-based.
    pub round: u16,
    /// Who held A.
    pub a: Seat,
    /// How it ended.
    pub end: RoundEnd,
    /// Points scored, indexed by [`Seat::index`].
    pub points: [u32; 2],
}

/// What an applied action did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Applied {
    /// The move's effect, or `None` for a new round.
    pub effect: Option<Effect>,
    /// Set when the action ended the round (C4.4, C5).
    pub round_over: Option<RoundResult>,
    /// Set when the action ended the game (C2).
    pub game_over: Option<Winner>,
}

/// One applied action with the state before it, for undo (C7).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Step {
    action: Action,
    round: Round,
    results: usize,
}

/// A game of Color Brake ABAB.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    seed: u64,
    length: GameLength,
    first_a: Seat,
    round: Round,
    results: Vec<RoundResult>,
    over: Option<Winner>,
    history: Vec<Step>,
}

impl Game {
    /// A new game: A of the first round drawn by lot from `seed`, the first round dealt (C2).
    pub fn new(seed: u64, length: GameLength) -> Game {
        let first_a = first_a(seed);
        Game {
            seed,
            length,
            first_a,
            round: Round::deal(seed, 1, first_a),
            results: Vec::new(),
            over: None,
            history: Vec::new(),
        }
    }

    /// Replays `actions` on a new game; fails with the index of the first illegal action.
    pub fn replay(
        seed: u64,
        length: GameLength,
        actions: &[Action],
    ) -> Result<Game, (usize, Refusal)> {
        let mut game = Game::new(seed, length);
        for (i, action) in actions.iter().enumerate() {
            game.apply(*action).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    /// The seed every shuffle comes from (C2, C7).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The game's length (C2).
    pub fn length(&self) -> GameLength {
        self.length
    }

    /// Who held A in the first round (C2).
    pub fn first_a(&self) -> Seat {
        self.first_a
    }

    /// The round in play, or the last one once it is over.
    pub fn round(&self) -> &Round {
        &self.round
    }

    /// The rounds finished so far, in order (C5).
    pub fn results(&self) -> &[RoundResult] {
        &self.results
    }

    /// The running totals, indexed by [`Seat::index`] (C5).
    pub fn scores(&self) -> [u32; 2] {
        let mut totals = [0; 2];
        for result in &self.results {
            for seat in Seat::BOTH {
                totals[seat.index()] += result.points[seat.index()];
            }
        }
        totals
    }

    /// The winner or a draw, once the game is over (C2, C5).
    pub fn winner(&self) -> Option<Winner> {
        self.over
    }

    /// Whether the game is over (C2).
    pub fn is_over(&self) -> bool {
        self.over.is_some()
    }

    /// The player to move, `None` between rounds and after the game.
    pub fn to_move(&self) -> Option<Seat> {
        if self.is_over() {
            return None;
        }
        self.round.to_move()
    }

    /// Whether the round in play is over and the next one is waiting to be dealt (C2).
    pub fn between_rounds(&self) -> bool {
        !self.is_over() && self.round.end().is_some()
    }

    /// The actions played so far, in order: replaying them gives this game.
    pub fn actions(&self) -> Vec<Action> {
        self.history.iter().map(|s| s.action).collect()
    }

    /// How many actions have been played.
    pub fn action_count(&self) -> usize {
        self.history.len()
    }

    /// The seat holding A in round `number` (C2: the nominations swap every round).
    pub fn a_in_round(&self, number: u16) -> Seat {
        if number % 2 == 1 {
            self.first_a
        } else {
            self.first_a.other()
        }
    }

    /// Checks an action; `Ok` when [`Game::apply`] accepts it.
    pub fn check(&self, action: Action) -> Result<(), Refusal> {
        if self.is_over() {
            return Err(Refusal::GameOver);
        }
        match action {
            Action::NextRound if self.round.end().is_some() => Ok(()),
            Action::NextRound => Err(Refusal::RoundNotOver),
            Action::Move(m) => self.round.check(m),
        }
    }

    /// Every legal action now: the legal moves, or going on to the next round.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.is_over() {
            Vec::new()
        } else if self.round.end().is_some() {
            vec![Action::NextRound]
        } else {
            self.round
                .legal_moves()
                .into_iter()
                .map(Action::Move)
                .collect()
        }
    }

    /// Applies an action, or refuses it with the reason and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Applied, Refusal> {
        self.check(action)?;
        let step = Step {
            action,
            round: self.round,
            results: self.results.len(),
        };
        let applied = match action {
            Action::NextRound => {
                let number = self.round.number() + 1;
                self.round = Round::deal(self.seed, number, self.a_in_round(number));
                Applied {
                    effect: None,
                    round_over: None,
                    game_over: None,
                }
            }
            Action::Move(m) => self.apply_move(m)?,
        };
        self.history.push(step);
        Ok(applied)
    }

    fn apply_move(&mut self, m: Move) -> Result<Applied, Refusal> {
        let effect = self.round.apply(m)?;
        let mut applied = Applied {
            effect: Some(effect),
            round_over: None,
            game_over: None,
        };
        if let Some(end) = self.round.end() {
            let result = RoundResult {
                round: self.round.number(),
                a: self.round.a(),
                end,
                points: end.points(),
            };
            self.results.push(result);
            applied.round_over = Some(result);
            if self.length.is_over(self.round.number(), self.scores()) {
                let [one, two] = self.scores();
                let winner = match one.cmp(&two) {
                    std::cmp::Ordering::Greater => Winner::Seat(Seat::One),
                    std::cmp::Ordering::Less => Winner::Seat(Seat::Two),
                    std::cmp::Ordering::Equal => Winner::Draw,
                };
                self.over = Some(winner);
                applied.game_over = Some(winner);
            }
        }
        Ok(applied)
    }

    /// Whether there is an action to undo (C7).
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// Undoes the last action (C7): the state before it comes back exactly, and the pile keeps
    /// its order, so playing the same action again draws the same tokens.
    pub fn undo(&mut self) -> Result<Action, Refusal> {
        let step = self.history.pop().ok_or(Refusal::NothingToUndo)?;
        self.round = step.round;
        self.results.truncate(step.results);
        self.over = None;
        Ok(step.action)
    }

    /// This game with the hidden part of the round in play replaced from what `viewer` cannot
    /// see (see [`Round::resampled`]); the history is kept.
    pub fn resampled<R: rand::Rng>(&self, viewer: Seat, rng: &mut R) -> Game {
        Game {
            round: self.round.resampled(viewer, rng),
            ..self.clone()
        }
    }
}
