//! A game in progress: who begins (D1), turns and automatic passes (D2), tiles and pegs (D3),
//! running scores (D5), the end (D6) and undo (D7). A game is who began plus its list of
//! actions; replaying the list always gives the same state.

use crate::board::Board;
use crate::geometry::{Cell, Edge};
use crate::lines::{all_lines, Line};
use crate::player::Player;
use crate::rules::{Refusal, TurnContext};
use crate::scoring::{award, columns_can_be_cut, Award, Score, Tally};

/// Tiles each player has at the start (D1).
pub const TILES_PER_PLAYER: u8 = 28;
/// Pegs shared by both players (D1).
pub const PEGS: u8 = 10;
/// The longest possible game in actions: every action places one of the 56 tiles or one of
/// the 10 pegs. Automatic passes are not actions; each follows an action, so a game has at
/// most as many turns again. Every loop that plays a game is bounded by this.
pub const MAX_ACTIONS: usize = 2 * TILES_PER_PLAYER as usize + PEGS as usize;

/// What a player does on their turn (D2); the list of these is the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Place one of the mover's tiles on an empty cell (D2).
    PlaceTile(Cell),
    /// Place a peg on an inner horizontal edge (D2, D3).
    PlacePeg(Edge),
}

/// The result of a finished game (D6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Winner {
    /// One player has the higher total.
    Player(Player),
    /// Equal totals.
    Draw,
}

/// What an applied action did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Applied {
    /// The action.
    pub action: Action,
    /// Who played it.
    pub mover: Player,
    /// The player who then passed automatically, having no tile and no edge for a peg (D2).
    pub passed: Option<Player>,
    /// The player to move now.
    pub to_move: Player,
    /// Whether the action filled the board and ended the game (D6).
    pub game_over: bool,
}

/// What an undo took back (D7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Undone {
    /// The action taken back.
    pub action: Action,
    /// Who had played it, the player to move again now.
    pub mover: Player,
    /// The automatic pass taken back with it, if one had followed (D2, D7).
    pub passed: Option<Player>,
}

/// One applied action with what undoing it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Step {
    action: Action,
    mover: Player,
    passed: Option<Player>,
}

/// A game: who began, tiles and pegs on the board and in hand, running scores and history.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    first: Player,
    board: Board,
    tiles_left: [u8; 2],
    pegs_left: u8,
    to_move: Player,
    tally: Tally,
    history: Vec<Step>,
}

impl Game {
    /// A new game on the empty board; `first` moves first (D1).
    pub fn new(first: Player) -> Game {
        Game {
            first,
            board: Board::new(),
            tiles_left: [TILES_PER_PLAYER; 2],
            pegs_left: PEGS,
            to_move: first,
            tally: Tally::default(),
            history: Vec::new(),
        }
    }

    /// Replays `actions` on a new game begun by `first`; fails with the index of the first
    /// illegal action and the reason.
    pub fn replay(first: Player, actions: &[Action]) -> Result<Game, (usize, Refusal)> {
        let mut game = Game::new(first);
        for (i, action) in actions.iter().enumerate() {
            game.apply(*action).map_err(|e| (i, e))?;
        }
        Ok(game)
    }

    /// The player who began (D1).
    pub fn first_player(&self) -> Player {
        self.first
    }

    /// Tiles and pegs.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The player to move.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// A player's tiles not yet placed (D1).
    pub fn tiles_left(&self, player: Player) -> u8 {
        self.tiles_left[player.index()]
    }

    /// Pegs not yet placed (D1).
    pub fn pegs_left(&self) -> u8 {
        self.pegs_left
    }

    /// Both players' running scores, Yellow first (D5).
    pub fn scores(&self) -> [Score; 2] {
        self.tally.total()
    }

    /// A player's running score (D5).
    pub fn score(&self, player: Player) -> Score {
        self.tally.total()[player.index()]
    }

    /// Every line that gives a point now, with its award (D4, D5): rows from the top, then
    /// columns from the left.
    pub fn scoring_lines(&self) -> Vec<(Line, Award)> {
        all_lines(&self.board)
            .into_iter()
            .filter_map(|line| award(&self.board, &line, self.pegs_left).map(|a| (line, a)))
            .collect()
    }

    /// Whether the game is over: every cell holds a tile (D6).
    pub fn is_over(&self) -> bool {
        self.board.is_full()
    }

    /// The winner or a draw once the game is over (D6); unused pegs do not count.
    pub fn winner(&self) -> Option<Winner> {
        if !self.is_over() {
            return None;
        }
        let [yellow, black] = self.scores().map(|s| s.now);
        Some(match yellow.cmp(&black) {
            std::cmp::Ordering::Greater => Winner::Player(Player::Yellow),
            std::cmp::Ordering::Less => Winner::Player(Player::Black),
            std::cmp::Ordering::Equal => Winner::Draw,
        })
    }

    /// The actions played so far, in order: replaying them gives this game.
    pub fn actions(&self) -> Vec<Action> {
        self.history.iter().map(|s| s.action).collect()
    }

    /// How many actions have been played.
    pub fn action_count(&self) -> usize {
        self.history.len()
    }

    /// The last action played (and not undone) and who played it, for shells to mark it.
    pub fn last_action(&self) -> Option<(Player, Action)> {
        self.history.last().map(|s| (s.mover, s.action))
    }

    /// Whether there is an action to undo (D7).
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// The rules' view of this moment.
    pub fn context(&self) -> TurnContext<'_> {
        TurnContext {
            board: &self.board,
            mover: self.to_move,
            tiles_left: self.tiles_left[self.to_move.index()],
            pegs_left: self.pegs_left,
        }
    }

    /// Every action the mover may play now: tiles on empty cells row by row, then pegs grid
    /// line by grid line (D2, D3). Empty only when the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let ctx = self.context();
        ctx.legal_tiles()
            .map(Action::PlaceTile)
            .chain(ctx.legal_pegs().map(Action::PlacePeg))
            .collect()
    }

    /// Applies one action, or refuses it with the reason and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Applied, Refusal> {
        let mover = self.to_move;
        let cuttable = self.columns_can_be_cut();
        match action {
            Action::PlaceTile(cell) => {
                self.context().check_tile(cell)?;
                self.board.put_tile(cell, mover);
                self.tiles_left[mover.index()] -= 1;
            }
            Action::PlacePeg(edge) => {
                self.context().check_peg(edge)?;
                self.board.put_peg(edge);
                self.pegs_left -= 1;
            }
        }
        self.rescore(action, cuttable);
        self.to_move = mover.other();
        // D2: a player with no tile and no edge for a peg passes. The other player then has a
        // tile: the 56 tiles fill the 56 cells, so while a cell is empty the two players hold
        // as many tiles between them, and the passing player holds none.
        let passed = self.context().must_pass().then_some(self.to_move);
        if let Some(player) = passed {
            self.to_move = player.other();
        }
        self.history.push(Step {
            action,
            mover,
            passed,
        });
        Ok(Applied {
            action,
            mover,
            passed,
            to_move: self.to_move,
            game_over: self.is_over(),
        })
    }

    /// Undoes the last action, with the automatic pass that followed it (D7, as R11).
    pub fn undo(&mut self) -> Result<Undone, Refusal> {
        let step = self.history.pop().ok_or(Refusal::NothingToUndo)?;
        let cuttable = self.columns_can_be_cut();
        match step.action {
            Action::PlaceTile(cell) => {
                self.board.remove_tile(cell);
                self.tiles_left[step.mover.index()] += 1;
            }
            Action::PlacePeg(edge) => {
                self.board.remove_peg(edge);
                self.pegs_left += 1;
            }
        }
        self.rescore(step.action, cuttable);
        self.to_move = step.mover;
        Ok(Undone {
            action: step.action,
            mover: step.mover,
            passed: step.passed,
        })
    }

    /// Whether a peg may still cut a column (D5's reading on vertical lines).
    fn columns_can_be_cut(&self) -> bool {
        columns_can_be_cut(&self.board, self.pegs_left)
    }

    /// Brings the running scores up to date after `action` was placed or taken back: its row
    /// and column, or every column when whether a peg may still cut one has changed (D5).
    fn rescore(&mut self, action: Action, cuttable_before: bool) {
        let every_column = self.columns_can_be_cut() != cuttable_before;
        let column = match action {
            Action::PlaceTile(cell) => {
                self.tally.rescore_row(&self.board, cell.y);
                cell.x
            }
            Action::PlacePeg(edge) => edge.x,
        };
        if every_column {
            self.tally.rescore_columns(&self.board, self.pegs_left);
        } else {
            self.tally
                .rescore_column(&self.board, column, self.pegs_left);
        }
    }
}
