//! A game in progress: supplies and sets (R3), turns (R4), bridges (R5, R6), running scores
//! (R7), the end (R8) and undo (R11). A game is its position, its number of rounds and its
//! list of actions; replaying the list always gives the same state.

use std::sync::Arc;

use crate::board::{Board, Bridge};
use crate::color::{Color, Loyalty, Player};
use crate::geometry::Cell;
use crate::position::Position;
use crate::rounds::Rounds;
use crate::rules::{LegalBridge, Refusal, TurnContext};
use crate::scoring::{
    bridge_points, region_claims, regions_under_inner_stones, RegionClaim, Score,
};

/// What a player does; the list of these is the game (R11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Place a stone of `color` on `cell` (R4.1).
    Place {
        /// Where.
        cell: Cell,
        /// Which colour from the mover's supply.
        color: Color,
    },
    /// Form the bridge whose ends are `from` and `to` (R4.2).
    Bridge {
        /// One end.
        from: Cell,
        /// The other end.
        to: Cell,
    },
    /// End the turn (R4.4).
    EndTurn,
    /// End the game by agreement of both players (R8).
    AgreeEnd,
}

/// Why a player passed automatically (R4.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PassReason {
    /// All sets have been used.
    NoStonesLeft,
    /// Stones are left but no cell accepts any of them.
    NoLegalPlacement,
}

/// An automatic pass (R4.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pass {
    /// Who passed.
    pub player: Player,
    /// Why.
    pub reason: PassReason,
}

/// How a game ended (R8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Both players placed every stone of every set.
    AllStonesPlaced,
    /// Neither player can place: both passed in a row.
    NoOneCanPlace,
    /// The players agreed to end the game.
    Agreed,
}

/// The result of a finished game (R7, R8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Winner {
    /// One player has the higher total.
    Player(Player),
    /// Equal totals.
    Draw,
}

/// The most turns (counting automatic passes) a game with `rounds` sets per player can last
/// when at most `returned_dot_stones` dot stones go back to a supply (R4.3): every other turn
/// places a stone that stays (12 per set, R3), an automatic pass comes at most once between two
/// such turns of the other player, and two passes in a row end the game (R4.4, R8). Without a
/// bound on returned dot stones a game has no longest length: a player may place on a dot and
/// let the stone go back forever. Every loop that plays a game stops past this with a clear
/// failure instead of hanging.
pub fn turn_limit(rounds: Rounds, returned_dot_stones: u32) -> u32 {
    let placements = 2 * 12 * u32::from(rounds.count()) + returned_dot_stones;
    2 * placements + 2
}

/// A game that went on past its [`turn_limit`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the game did not end within {limit} turns: its dot stones keep going back (R4.3)")]
pub struct TurnLimitExceeded {
    /// The limit that was passed.
    pub limit: u32,
}

/// What a bridge did when formed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BridgeFormed {
    /// Its index in formation order.
    pub index: usize,
    /// Its kind.
    pub kind: Loyalty,
    /// The indices of the bridges it cut (R6).
    pub cut: Vec<usize>,
}

/// What the end of a turn did (R4.3, R3, R4.4, R8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnEnded {
    /// The dot stone taken back into the mover's supply, if any (R4.3).
    pub returned: Option<(Cell, Color)>,
    /// The players who received a new set (R3).
    pub refills: Vec<Player>,
    /// The automatic passes that followed (R4.4).
    pub passes: Vec<Pass>,
    /// The player to move now.
    pub to_move: Player,
    /// Set when the game is over (R8).
    pub game_over: Option<EndReason>,
}

/// What an applied action did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Applied {
    /// A stone was placed.
    Placed,
    /// A bridge was formed.
    Bridge(BridgeFormed),
    /// A turn ended.
    TurnEnded(TurnEnded),
    /// The game ended by agreement.
    Agreed,
}

/// One applied action with what undoing it needs.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Step {
    action: Action,
    undo: Undo,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Undo {
    Place,
    Bridge {
        cut: Vec<usize>,
    },
    EndTurn {
        mover: Player,
        turn_stone: Cell,
        ended: TurnEnded,
        turns_before: u32,
    },
    AgreeEnd,
}

/// The state a game starts from when it does not start on an empty board: a game imported
/// from another program, validated by its importer before it becomes a [`Game`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartState {
    /// The stones on the board.
    pub stones: Vec<(Cell, Color)>,
    /// The bridges, in formation order, with their cut marks.
    pub bridges: Vec<Bridge>,
    /// Both supplies, Blue first, indexed like [`Color::ALL`].
    pub supply: [[u8; 6]; 2],
    /// Sets received so far by each player, Blue first (R3).
    pub sets_received: [u8; 2],
    /// The player to move, with no stone placed yet this turn.
    pub to_move: Player,
}

impl StartState {
    /// The turn this state is at, as far as the board tells it: the fewest turns that put its
    /// stones on the board and give the move to `to_move` (Blue moves first, R1; one stone
    /// a turn, R4.1). Passes and dot stones that went back (R4.3, R4.4) leave no trace on a board, so
    /// the real game may have had more turns.
    pub fn derived_turn(&self) -> u32 {
        let placed = u32::try_from(self.stones.len()).unwrap_or(u32::MAX - 2);
        let turn = placed + 1;
        let blue_on_odd_turns = (turn % 2 == 1) == (self.to_move == Player::Blue);
        if blue_on_odd_turns {
            turn
        } else {
            turn + 1
        }
    }
}

/// A game: position, rounds, state and history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    position: Arc<Position>,
    rounds: Rounds,
    start: Option<Arc<StartState>>,
    board: Board,
    supply: [[u8; 6]; 2],
    sets_received: [u8; 2],
    to_move: Player,
    turn_stone: Option<Cell>,
    turn: u32,
    over: Option<EndReason>,
    scores: [Score; 2],
    /// For each region and player: how many non-cut scoring bridges of that player have an
    /// inner stone on it (R7: the region point exists while this is above zero).
    claim_counts: Vec<[u16; 2]>,
    history: Vec<Step>,
}

impl Game {
    /// A new game on `position` with `rounds` sets per player (R3); Blue moves first (R1).
    pub fn new(position: Arc<Position>, rounds: Rounds) -> Game {
        let board = Board::new(position.width(), position.height());
        let regions = position.regions().len();
        let mut game = Game {
            position,
            rounds,
            start: None,
            board,
            supply: [[0; 6]; 2],
            sets_received: [0; 2],
            to_move: Player::Blue,
            turn_stone: None,
            turn: 1,
            over: None,
            scores: [Score::default(); 2],
            claim_counts: vec![[0; 2]; regions],
            history: Vec::new(),
        };
        for player in Player::BOTH {
            game.give_set(player);
        }
        game
    }

    /// A game that starts from `start` instead of an empty board. The caller has validated
    /// `start` against the rules (stones on region cells and dots, legal bridges, consistent
    /// supplies); running scores are computed here from its bridges (R7). Undo stops at it.
    pub(crate) fn from_start(position: Arc<Position>, rounds: Rounds, start: StartState) -> Game {
        let mut game = Game::new(position, rounds);
        game.supply = start.supply;
        game.sets_received = start.sets_received;
        game.to_move = start.to_move;
        game.turn = start.derived_turn();
        for &(cell, color) in &start.stones {
            game.board.put_stone(cell, color);
        }
        for bridge in &start.bridges {
            let index = game.board.add_bridge(*bridge);
            if !bridge.cut {
                game.count_bridge(index, true);
            }
        }
        game.start = Some(Arc::new(start));
        game
    }

    /// The state the game started from, when it did not start on an empty board.
    pub fn start_state(&self) -> Option<&StartState> {
        self.start.as_deref()
    }

    /// Replays `actions` on a new game; fails with the index of the first illegal action.
    pub fn replay(
        position: Arc<Position>,
        rounds: Rounds,
        actions: &[Action],
    ) -> Result<Game, (usize, Refusal)> {
        Game::new(position, rounds).then_replay(actions)
    }

    /// Applies `actions` in order to this game; fails with the index of the first illegal one.
    pub fn then_replay(mut self, actions: &[Action]) -> Result<Game, (usize, Refusal)> {
        for (i, action) in actions.iter().enumerate() {
            self.apply(*action).map_err(|e| (i, e))?;
        }
        Ok(self)
    }

    /// The position.
    pub fn position(&self) -> &Arc<Position> {
        &self.position
    }

    /// Sets per player (R3).
    pub fn rounds(&self) -> Rounds {
        self.rounds
    }

    /// Stones and bridges.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The player to move.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The stone placed this turn, if any.
    pub fn turn_stone(&self) -> Option<Cell> {
        self.turn_stone
    }

    /// The turn number, 1-based, counting automatic passes.
    pub fn turn_number(&self) -> u32 {
        self.turn
    }

    /// A player's supply, indexed like [`Color::ALL`].
    pub fn supply(&self, player: Player) -> [u8; 6] {
        self.supply[player.index()]
    }

    /// Stones left in a player's supply.
    pub fn supply_total(&self, player: Player) -> u32 {
        self.supply[player.index()]
            .iter()
            .map(|n| u32::from(*n))
            .sum()
    }

    /// Stones both players have still to place: their supplies and the sets still to come
    /// (R3). Every turn places one stone (R4.1), which stays unless it is a dot stone left
    /// without a bridge (R4.3); so a game whose turns all keep their stone ends after at most
    /// this many more turns that place, each followed by at most one automatic pass (two in a
    /// row end the game, R4.4, R8). Loops that play a game out are bounded by it.
    pub fn stones_to_place(&self) -> u32 {
        Player::BOTH
            .iter()
            .map(|&player| {
                let sets_to_come = self
                    .rounds
                    .count()
                    .saturating_sub(self.sets_received(player));
                let per_set: u32 = player.set_contents().iter().map(|n| u32::from(*n)).sum();
                self.supply_total(player) + u32::from(sets_to_come) * per_set
            })
            .sum()
    }

    /// The sets a player has received so far, the current one included: the `k` of "Set k/n".
    pub fn sets_received(&self, player: Player) -> u8 {
        self.sets_received[player.index()]
    }

    /// The running scores, Blue first (R7).
    pub fn scores(&self) -> [Score; 2] {
        self.scores
    }

    /// A player's running score (R7).
    pub fn score(&self, player: Player) -> Score {
        self.scores[player.index()]
    }

    /// Why the game ended, or `None` while it goes on (R8).
    pub fn end_reason(&self) -> Option<EndReason> {
        self.over
    }

    /// Whether the game is over (R8).
    pub fn is_over(&self) -> bool {
        self.over.is_some()
    }

    /// The region points as claims (R7): for each player and region, the first non-cut scoring
    /// bridge of that player with an inner stone on the region, in formation order.
    pub fn region_claims(&self) -> Vec<RegionClaim> {
        region_claims(&self.position, self.board.bridges())
    }

    /// The winner or a draw, once the game is over (R7, R8).
    pub fn winner(&self) -> Option<Winner> {
        self.over?;
        let [blue, yellow] = self.scores.map(|s| s.total());
        Some(match blue.cmp(&yellow) {
            std::cmp::Ordering::Greater => Winner::Player(Player::Blue),
            std::cmp::Ordering::Less => Winner::Player(Player::Yellow),
            std::cmp::Ordering::Equal => Winner::Draw,
        })
    }

    /// Whether `player` holds the point of the region with index `region` (R7): one of their
    /// non-cut scoring bridges has an inner stone on it.
    pub fn claims_region(&self, player: Player, region: u16) -> bool {
        self.claim_counts
            .get(usize::from(region))
            .is_some_and(|counts| counts[player.index()] > 0)
    }

    /// The actions played so far, in order: replaying them gives this game.
    pub fn actions(&self) -> Vec<Action> {
        self.history.iter().map(|s| s.action).collect()
    }

    /// The number of actions played so far (undone ones not counted): the length of
    /// [`Game::actions`], without building it. Undoing back to an earlier count restores that
    /// state (R11).
    pub fn action_count(&self) -> usize {
        self.history.len()
    }

    /// Whether there is an action to undo (R11).
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// The most recently placed stone still on the board, for shells to mark it.
    pub fn last_placed(&self) -> Option<Cell> {
        self.history
            .iter()
            .rev()
            .find_map(|step| match step.action {
                Action::Place { cell, .. } if self.board.stone(cell).is_some() => Some(cell),
                _ => None,
            })
    }

    /// The dot stone that ending the turn now would take back (R4.3, decided by
    /// [`TurnContext::returning_dot_stone`]). Shells warn before ending the turn.
    pub fn dot_stone_to_return(&self) -> Option<Cell> {
        self.context().returning_dot_stone()
    }

    /// The rules' view of this moment.
    pub fn context(&self) -> TurnContext<'_> {
        TurnContext {
            position: &self.position,
            board: &self.board,
            mover: self.to_move,
            supply: self.supply[self.to_move.index()],
            turn_stone: self.turn_stone,
            game_over: self.over.is_some(),
        }
    }

    /// Every bridge the mover may form now (R4.2).
    pub fn legal_bridges(&self) -> Vec<LegalBridge> {
        self.context().legal_bridges()
    }

    /// Applies one action, or refuses it with the reason and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Applied, Refusal> {
        match action {
            Action::Place { cell, color } => self.place(cell, color).map(|()| Applied::Placed),
            Action::Bridge { from, to } => self.bridge(from, to).map(Applied::Bridge),
            Action::EndTurn => self.end_turn().map(Applied::TurnEnded),
            Action::AgreeEnd => self.agree_end().map(|()| Applied::Agreed),
        }
    }

    /// Places a stone of `color` on `cell` (R4.1, R4.3).
    pub fn place(&mut self, cell: Cell, color: Color) -> Result<(), Refusal> {
        self.context().check_placement(cell, color)?;
        self.board.put_stone(cell, color);
        self.supply[self.to_move.index()][color.index()] -= 1;
        self.turn_stone = Some(cell);
        self.history.push(Step {
            action: Action::Place { cell, color },
            undo: Undo::Place,
        });
        Ok(())
    }

    /// Forms the bridge with ends `from` and `to` (R4.2, R5, R6), cutting what a red bridge
    /// crosses.
    pub fn bridge(&mut self, from: Cell, to: Cell) -> Result<BridgeFormed, Refusal> {
        let legal = self.context().check_bridge(from, to)?;
        let cut: Vec<usize> = legal.cuts.iter().collect();
        for &index in &cut {
            self.set_cut(index, true);
        }
        let bridge = Bridge {
            line: legal.line,
            kind: legal.kind,
            cut: false,
            formed_by: self.to_move,
        };
        let index = self.board.add_bridge(bridge);
        self.count_bridge(index, true);
        self.history.push(Step {
            action: Action::Bridge { from, to },
            undo: Undo::Bridge { cut: cut.clone() },
        });
        Ok(BridgeFormed {
            index,
            kind: legal.kind,
            cut,
        })
    }

    /// Ends the turn (R4.4): returns an unbridged dot stone (R4.3), refills (R3), passes for
    /// players who cannot place (R4.4) and detects the end of the game (R8).
    pub fn end_turn(&mut self) -> Result<TurnEnded, Refusal> {
        let turn_stone = self.context().check_end_turn()?;
        let mover = self.to_move;
        let turns_before = self.turn;
        let mut returned = None;
        if let Some(dot) = self.dot_stone_to_return() {
            if let Some(color) = self.board.remove_stone(dot) {
                self.supply[mover.index()][color.index()] += 1;
                returned = Some((dot, color));
            }
        }
        let mut refills = Vec::new();
        for player in Player::BOTH {
            if self.supply_total(player) == 0 && self.sets_received(player) < self.rounds.count() {
                self.give_set(player);
                refills.push(player);
            }
        }
        self.turn_stone = None;
        self.to_move = mover.other();
        self.turn += 1;
        let mut passes = Vec::new();
        if Player::BOTH.iter().all(|p| self.supply_total(*p) == 0) {
            self.over = Some(EndReason::AllStonesPlaced);
        } else {
            while let Some(reason) = self.pass_reason() {
                passes.push(Pass {
                    player: self.to_move,
                    reason,
                });
                self.to_move = self.to_move.other();
                self.turn += 1;
                if passes.len() == 2 {
                    self.over = Some(EndReason::NoOneCanPlace);
                    break;
                }
            }
        }
        let ended = TurnEnded {
            returned,
            refills,
            passes,
            to_move: self.to_move,
            game_over: self.over,
        };
        self.history.push(Step {
            action: Action::EndTurn,
            undo: Undo::EndTurn {
                mover,
                turn_stone,
                ended: ended.clone(),
                turns_before,
            },
        });
        Ok(ended)
    }

    /// Ends the game by agreement (R8).
    pub fn agree_end(&mut self) -> Result<(), Refusal> {
        self.context().check_agreement()?;
        self.over = Some(EndReason::Agreed);
        self.history.push(Step {
            action: Action::AgreeEnd,
            undo: Undo::AgreeEnd,
        });
        Ok(())
    }

    /// Undoes the last action, automatic passes included with their end of turn (R11).
    pub fn undo(&mut self) -> Result<Action, Refusal> {
        let step = self.history.pop().ok_or(Refusal::NothingToUndo)?;
        match step.undo {
            Undo::Place => {
                if let Action::Place { cell, color } = step.action {
                    self.board.remove_stone(cell);
                    self.supply[self.to_move.index()][color.index()] += 1;
                    self.turn_stone = None;
                }
            }
            Undo::Bridge { cut } => {
                if let Some(index) = self.board.bridges().len().checked_sub(1) {
                    self.count_bridge(index, false);
                    self.board.pop_bridge();
                }
                for index in cut {
                    self.set_cut(index, false);
                }
            }
            Undo::EndTurn {
                mover,
                turn_stone,
                ended,
                turns_before,
            } => {
                for player in &ended.refills {
                    self.take_set(*player);
                }
                if let Some((cell, color)) = ended.returned {
                    self.board.put_stone(cell, color);
                    self.supply[mover.index()][color.index()] -= 1;
                }
                self.turn_stone = Some(turn_stone);
                self.to_move = mover;
                self.turn = turns_before;
                self.over = None;
            }
            Undo::AgreeEnd => self.over = None,
        }
        Ok(step.action)
    }

    /// Why the player to move must pass, if they must (R4.4).
    fn pass_reason(&self) -> Option<PassReason> {
        if self.supply_total(self.to_move) == 0 {
            Some(PassReason::NoStonesLeft)
        } else if !self.context().can_place_any() {
            Some(PassReason::NoLegalPlacement)
        } else {
            None
        }
    }

    fn give_set(&mut self, player: Player) {
        let set = player.set_contents();
        for (have, add) in self.supply[player.index()].iter_mut().zip(set) {
            *have += add;
        }
        self.sets_received[player.index()] += 1;
    }

    fn take_set(&mut self, player: Player) {
        let set = player.set_contents();
        for (have, add) in self.supply[player.index()].iter_mut().zip(set) {
            *have -= add;
        }
        self.sets_received[player.index()] -= 1;
    }

    /// Marks a bridge cut or not and keeps the running scores in step.
    fn set_cut(&mut self, index: usize, cut: bool) {
        self.count_bridge(index, !cut);
        self.board.set_cut(index, cut);
    }

    /// Adds (`counted`) or removes a scoring bridge's points from the running scores (R7).
    fn count_bridge(&mut self, index: usize, counted: bool) {
        let Some(bridge) = self.board.bridges().get(index).copied() else {
            return;
        };
        let Some(player) = bridge.kind.scoring_player() else {
            return;
        };
        let p = player.index();
        let points = bridge_points(bridge.line.len());
        let score = &mut self.scores[p];
        if counted {
            score.bridges += points;
        } else {
            score.bridges -= points;
        }
        for region in regions_under_inner_stones(&self.position, &bridge) {
            let Some(count) = self.claim_counts.get_mut(usize::from(region)) else {
                continue;
            };
            if counted {
                count[p] += 1;
                if count[p] == 1 {
                    self.scores[p].regions += 1;
                }
            } else {
                count[p] -= 1;
                if count[p] == 0 {
                    self.scores[p].regions -= 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(stones: usize, to_move: Player) -> StartState {
        StartState {
            stones: (0..stones)
                .map(|i| (Cell::new(i as u8 % 20, i as u8 / 20), Color::Blue))
                .collect(),
            bridges: Vec::new(),
            supply: [[0; 6]; 2],
            sets_received: [1, 1],
            to_move,
        }
    }

    #[test]
    fn r4_a_start_state_is_at_the_fewest_turns_that_explain_its_board_and_mover() {
        assert_eq!(start(0, Player::Blue).derived_turn(), 1);
        assert_eq!(start(1, Player::Yellow).derived_turn(), 2);
        assert_eq!(start(30, Player::Blue).derived_turn(), 31);
        // A pass or a dot stone gone back must have happened: one turn more.
        assert_eq!(start(0, Player::Yellow).derived_turn(), 2);
        assert_eq!(start(30, Player::Yellow).derived_turn(), 32);
    }
}
