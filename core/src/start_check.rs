//! Checking an untrusted start state (a game imported mid-way, R3–R6) before it becomes a
//! [`Game`]: the one validation shared by saved games, game links (R10) and web-save imports.
//!
//! Every bridge is re-checked in formation order against the bridges before it by the rules'
//! own [`TurnContext::check_bridge`] (R5, R6), so nothing here re-decides a rule.

use std::sync::Arc;

use crate::board::Board;
use crate::color::{Color, Loyalty, Player};
use crate::game::{Game, StartState};
use crate::geometry::Cell;
use crate::position::{CellKind, Position};
use crate::rounds::Rounds;
use crate::rules::{earlier_dot_stone_stays, Refusal, TurnContext};

/// Why a start state was refused. Every variant has a stable [`StartError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    /// A player's number of sets received is 0 or more than the game's rounds (R3).
    #[error(
        "the {0} player has received {1} sets, which is not between 1 and the game's rounds (R3)"
    )]
    BadSets(Player, u8),
    /// A stone lies outside the grid or on a cell that is neither a region cell nor a dot (R2).
    #[error("a stone lies on {0}, which is neither a region cell nor a dot (R2)")]
    StoneOffBoard(Cell),
    /// The supplies and the stones on the board do not add up to the sets received (R3).
    #[error(
        "the {0} stones on the board and in the supplies do not add up to the sets received (R3)"
    )]
    SupplyMismatch(Color),
    /// A player's supply is empty while sets are left: the refill of R3 is missing.
    #[error("the {0} player's supply is empty although sets are left (R3)")]
    MissingRefill(Player),
    /// A bridge is illegal against the stones and the bridges formed before it (R5, R6).
    #[error("bridge {index} is illegal: {refusal}")]
    IllegalBridge {
        /// The bridge's index in formation order, 0-based.
        index: usize,
        /// Why the rules refuse it.
        refusal: Refusal,
    },
    /// A bridge's colours make another kind of bridge than the one given (R5.4).
    #[error("bridge {index} is given as {} but its colours make a {} bridge (R5.4)", given.name(), actual.name())]
    BridgeKind {
        /// The bridge's index in formation order, 0-based.
        index: usize,
        /// The kind the file gives.
        given: Loyalty,
        /// The kind its colours make.
        actual: Loyalty,
    },
    /// A bridge's cut mark differs from what the red bridges formed after it imply (R6).
    #[error("bridge {0} has a cut mark that the red bridges do not imply (R6)")]
    CutMismatch(usize),
    /// A stone on a dot has no bridge through it, so it would have gone back to the supply (R4.3).
    #[error("the stone on the dot {0} has no bridge through it (R4.3)")]
    LonelyDotStone(Cell),
    /// The player to move has nothing to place, so the game cannot go on from here (R4.4, R8).
    #[error("the player to move cannot place any stone (R4.4)")]
    NoMove,
}

impl StartError {
    /// A stable code for the problem, for shells to localise and tests to match.
    pub fn code(&self) -> &'static str {
        match self {
            StartError::BadSets(..) => "start_bad_sets",
            StartError::StoneOffBoard(_) => "start_stone_off_board",
            StartError::SupplyMismatch(_) => "start_supply_mismatch",
            StartError::MissingRefill(_) => "start_missing_refill",
            StartError::IllegalBridge { .. } => "start_illegal_bridge",
            StartError::BridgeKind { .. } => "start_bridge_kind",
            StartError::CutMismatch(_) => "start_cut_mismatch",
            StartError::LonelyDotStone(_) => "start_lonely_dot_stone",
            StartError::NoMove => "start_no_move",
        }
    }
}

/// Checks `start` against the rules on `position` with `rounds` sets per player and starts the
/// game from it. Callers read the stones from a grid, so each cell holds at most one; they are
/// put in reading order, so equal states give equal games.
pub(crate) fn start_game(
    position: Arc<Position>,
    rounds: Rounds,
    mut start: StartState,
) -> Result<Game, StartError> {
    for player in Player::BOTH {
        let sets = start.sets_received[player.index()];
        if sets == 0 || sets > rounds.count() {
            return Err(StartError::BadSets(player, sets));
        }
    }
    start.stones.sort_by_key(|(cell, _)| (cell.y, cell.x));
    let mut board = Board::new(position.width(), position.height());
    for &(cell, color) in &start.stones {
        if position.kind(cell) == CellKind::Empty {
            return Err(StartError::StoneOffBoard(cell));
        }
        board.put_stone(cell, color);
    }
    check_supplies(&start, rounds)?;
    check_bridges(&position, &mut board, &start)?;
    for &(cell, _) in &start.stones {
        if position.kind(cell) == CellKind::Dot && !earlier_dot_stone_stays(&start.bridges, cell) {
            return Err(StartError::LonelyDotStone(cell));
        }
    }
    let game = Game::from_start(position, rounds, start);
    if !game.context().can_place_any() {
        return Err(StartError::NoMove);
    }
    Ok(game)
}

/// R3: per colour, the stones on the board plus both supplies are what the sets received hold;
/// no supply is empty while sets are left.
fn check_supplies(start: &StartState, rounds: Rounds) -> Result<(), StartError> {
    for color in Color::ALL {
        let on_board = start.stones.iter().filter(|(_, c)| *c == color).count();
        let mut dealt = 0usize;
        let mut in_supply = 0usize;
        for player in Player::BOTH {
            let per_set = usize::from(player.set_contents()[color.index()]);
            let have = usize::from(start.supply[player.index()][color.index()]);
            let received = per_set * usize::from(start.sets_received[player.index()]);
            if have > received {
                return Err(StartError::SupplyMismatch(color));
            }
            dealt += received;
            in_supply += have;
        }
        if on_board + in_supply != dealt {
            return Err(StartError::SupplyMismatch(color));
        }
    }
    for player in Player::BOTH {
        let empty = start.supply[player.index()].iter().all(|n| *n == 0);
        if empty && start.sets_received[player.index()] < rounds.count() {
            return Err(StartError::MissingRefill(player));
        }
    }
    Ok(())
}

/// R5, R6 in formation order, with the rules' own check; then the cut marks (R6).
fn check_bridges(
    position: &Position,
    board: &mut Board,
    start: &StartState,
) -> Result<(), StartError> {
    for (index, given) in start.bridges.iter().enumerate() {
        let mover = match given.kind {
            Loyalty::Blue => Player::Blue,
            Loyalty::Yellow => Player::Yellow,
            Loyalty::Red => given.formed_by,
        };
        let ctx = TurnContext {
            position,
            board,
            mover,
            supply: [0; 6],
            turn_stone: Some(given.line.start()),
            game_over: false,
        };
        let legal = ctx
            .check_bridge(given.line.start(), given.line.end())
            .map_err(|refusal| StartError::IllegalBridge { index, refusal })?;
        if legal.kind != given.kind {
            return Err(StartError::BridgeKind {
                index,
                given: given.kind,
                actual: legal.kind,
            });
        }
        for cut in legal.cuts.iter() {
            board.set_cut(cut, true);
        }
        board.add_bridge(crate::board::Bridge {
            cut: false,
            ..*given
        });
    }
    for (index, (given, built)) in start.bridges.iter().zip(board.bridges()).enumerate() {
        if given.cut != built.cut {
            return Err(StartError::CutMismatch(index));
        }
    }
    Ok(())
}
