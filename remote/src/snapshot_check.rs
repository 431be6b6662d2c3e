//! Stricter than the web page: a received snapshot is applied only if it is our game plus
//! legal actions of the peer's side — found by dl-core's rules: this turn's stone (R4.1,
//! R4.3), bridges (R4.2, R5, R6), the end of the turn with its refills, returned dot stone and
//! passes (R3, R4.3, R4.4) — or, from the host, a new game on a valid position (R2, R3). The
//! peer may also have taken back actions of its current turn (the page's UNDO, R11).
//! Anything else is refused with a typed error, and our game is left as it was (the check
//! works on a copy).

use std::sync::Arc;

use dl_core::{Action, Cell, Color, Game, Player, Position, Refusal};

use crate::facts::{web_rounds, Facts};
use crate::snapshot_read::{read_snapshot, ReadError};
use crate::web_state::WebState;

/// What a received snapshot does to our game.
#[derive(Clone, Debug, PartialEq)]
pub enum Accepted {
    /// It is our game as it is (a repeated snapshot, or the host re-sending after a reconnect).
    Unchanged,
    /// The peer played: `undone` of its actions of this turn were taken back (R11), then
    /// `actions` were played, giving `game`.
    Moves {
        /// How many actions of the current turn the peer took back first.
        undone: usize,
        /// The peer's actions, in order.
        actions: Vec<Action>,
        /// Our game with them.
        game: Box<Game>,
    },
    /// The host started a new game (a notice for our player).
    NewGame {
        /// The new game.
        game: Box<Game>,
    },
}

/// Why a snapshot was refused. Every variant has a stable [`SnapshotError::code`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SnapshotError {
    /// The snapshot could not be read.
    #[error("{0}")]
    Read(#[from] ReadError),
    /// Moves arrived before any game, or a new game from the guest.
    #[error("only the host (Blue) starts a game")]
    NotHost,
    /// The position differs from our game's, and the snapshot is not a new game.
    #[error("the snapshot is on another position")]
    PositionChanged,
    /// The snapshot changes the game while it is our turn (R4).
    #[error("the snapshot changes the game while {to_move} is to move")]
    WrongSide {
        /// Who is to move in our game.
        to_move: Player,
    },
    /// The game is over (R8).
    #[error("the game is over")]
    GameOver,
    /// A stone already on the board was moved, removed or changed (R4.1).
    #[error("the stone on {cell} was changed")]
    StoneChanged {
        /// Where.
        cell: Cell,
    },
    /// More than one stone was placed in the turn (R4.1: exactly one).
    #[error("{count} stones were placed in one turn")]
    TooManyStones {
        /// How many.
        count: usize,
    },
    /// A bridge already on the board was removed or changed (R5, R6).
    #[error("bridge {index} was changed")]
    BridgeChanged {
        /// Its index in formation order.
        index: usize,
    },
    /// One of the actions found is illegal (R4–R6).
    #[error("the peer's action {index} is illegal: {refusal}")]
    IllegalAction {
        /// Its index among the actions found.
        index: usize,
        /// Why dl-core refused it.
        refusal: Refusal,
    },
    /// The turn ended without a stone, and no dot stone taken back explains it (R4.1, R4.3).
    #[error("the turn ended without a stone")]
    NoStone,
    /// Bridges were formed in a turn whose stone is not on the board (R4.2).
    #[error("bridges were formed without this turn's stone")]
    BridgeWithoutStone,
    /// A supply does not follow from the actions (R3).
    #[error("{player}'s supply does not follow from the moves")]
    SupplyMismatch {
        /// Whose.
        player: Player,
    },
    /// The sets received do not follow from the actions (R3).
    #[error("{player}'s sets do not follow from the moves")]
    SetsMismatch {
        /// Whose.
        player: Player,
    },
    /// The player to move does not follow from the actions (R4.4).
    #[error("the snapshot says {claimed} moves where {actual} does")]
    TurnMismatch {
        /// What the snapshot says.
        claimed: Player,
        /// What the rules say.
        actual: Player,
    },
    /// A cut mark does not follow from the bridges (R6).
    #[error("the cut mark of bridge {index} does not follow from the bridges")]
    CutMismatch {
        /// The bridge's index.
        index: usize,
    },
    /// A score does not follow from the board (R7).
    #[error("{player}'s score {claimed:?} does not follow from the board ({actual:?})")]
    ScoreMismatch {
        /// Whose.
        player: Player,
        /// Bridge and region points the snapshot claims.
        claimed: (u32, u32),
        /// What the rules count.
        actual: (u32, u32),
    },
    /// `lastPlaced` or `bridgePlaced` does not follow from the actions (R4).
    #[error("the turn's marks (last stone, bridge placed) do not follow from the moves")]
    TurnMarksMismatch,
}

impl SnapshotError {
    /// A stable code for logs, the chat line and tests.
    pub fn code(&self) -> &'static str {
        match self {
            SnapshotError::Read(e) => e.code(),
            SnapshotError::NotHost => "snapshot_not_host",
            SnapshotError::PositionChanged => "snapshot_position_changed",
            SnapshotError::WrongSide { .. } => "snapshot_wrong_side",
            SnapshotError::GameOver => "snapshot_game_over",
            SnapshotError::StoneChanged { .. } => "snapshot_stone_changed",
            SnapshotError::TooManyStones { .. } => "snapshot_too_many_stones",
            SnapshotError::BridgeChanged { .. } => "snapshot_bridge_changed",
            SnapshotError::IllegalAction { .. } => "snapshot_illegal_action",
            SnapshotError::NoStone => "snapshot_no_stone",
            SnapshotError::BridgeWithoutStone => "snapshot_bridge_without_stone",
            SnapshotError::SupplyMismatch { .. } => "snapshot_supply_mismatch",
            SnapshotError::SetsMismatch { .. } => "snapshot_sets_mismatch",
            SnapshotError::TurnMismatch { .. } => "snapshot_turn_mismatch",
            SnapshotError::CutMismatch { .. } => "snapshot_cut_mismatch",
            SnapshotError::ScoreMismatch { .. } => "snapshot_score_mismatch",
            SnapshotError::TurnMarksMismatch => "snapshot_turn_marks_mismatch",
        }
    }
}

/// Whether two positions are the same board with the same name (R2).
fn same_position(a: &Position, b: &Position) -> bool {
    a.name() == b.name() && a.same_board(b)
}

/// Checks a snapshot received from the peer playing `peer` against our game (`None` before
/// the first game). Never changes `current`; the caller replaces its game only on `Ok`.
pub fn check_snapshot(
    current: Option<&Game>,
    peer: Player,
    state: &WebState,
) -> Result<Accepted, SnapshotError> {
    let (position, facts) = read_snapshot(state)?;
    if let Some(game) = current {
        if same_position(game.position(), &position) && Facts::of_game(game) == facts {
            return Ok(Accepted::Unchanged);
        }
    }
    // The peer's moves first: a host taking back its first stone also shows a fresh board.
    let moves = current.map(|game| peer_moves(game, peer, &position, &facts));
    if let Some(Ok(accepted)) = moves {
        return Ok(accepted);
    }
    let fresh = Game::new(Arc::clone(&position), web_rounds(&state.position));
    if Facts::of_game(&fresh) == facts {
        return if peer == Player::Blue {
            Ok(Accepted::NewGame {
                game: Box::new(fresh),
            })
        } else {
            Err(SnapshotError::NotHost)
        };
    }
    match moves {
        Some(Err(e)) => Err(e),
        _ => Err(SnapshotError::NotHost),
    }
}

/// The snapshot as the peer's actions on our game, taking back its actions of this turn first
/// if it undid them (R11).
fn peer_moves(
    game: &Game,
    peer: Player,
    position: &Position,
    facts: &Facts,
) -> Result<Accepted, SnapshotError> {
    if !same_position(game.position(), position) {
        return Err(SnapshotError::PositionChanged);
    }
    if game.is_over() {
        return Err(SnapshotError::GameOver);
    }
    if game.to_move() != peer {
        return Err(SnapshotError::WrongSide {
            to_move: game.to_move(),
        });
    }
    // Take back the peer's actions of this turn: the snapshot starts from the turn's start.
    let mut base = game.clone();
    let mut taken_back = Vec::new();
    while base.turn_stone().is_some() {
        match base.undo() {
            Ok(action) => taken_back.push(action),
            Err(_) => break,
        }
    }
    taken_back.reverse();
    let (actions, result) = find_actions(&base, peer, facts)?;
    compare(&result, facts, peer)?;
    // Report only what changed: the actions we already had are not taken back and replayed.
    let kept = taken_back
        .iter()
        .zip(&actions)
        .take_while(|(a, b)| a == b)
        .count();
    Ok(Accepted::Moves {
        undone: taken_back.len() - kept,
        actions: actions.get(kept..).unwrap_or_default().to_vec(),
        game: Box::new(result),
    })
}

/// The peer's actions from `base` (the start of its turn) that lead to `facts`, applied.
fn find_actions(
    base: &Game,
    peer: Player,
    facts: &Facts,
) -> Result<(Vec<Action>, Game), SnapshotError> {
    let before = Facts::of_game(base);
    let position = base.position();
    let mut placed: Vec<(Cell, Color)> = Vec::new();
    for (i, (old, new)) in before.stones.iter().zip(&facts.stones).enumerate() {
        let cell = position.cell_at(i);
        match (old, new) {
            (Some(a), b) if Some(a) != b.as_ref() => {
                return Err(SnapshotError::StoneChanged { cell })
            }
            (None, Some(c)) => placed.push((cell, *c)),
            _ => {}
        }
    }
    if placed.len() > 1 {
        return Err(SnapshotError::TooManyStones {
            count: placed.len(),
        });
    }
    if facts.bridges.len() < before.bridges.len() {
        return Err(SnapshotError::BridgeChanged {
            index: facts.bridges.len(),
        });
    }
    for (index, (old, new)) in before.bridges.iter().zip(&facts.bridges).enumerate() {
        if (old.0, old.1) != (new.0, new.1) {
            return Err(SnapshotError::BridgeChanged { index });
        }
    }
    let new_bridges = facts
        .bridges
        .get(before.bridges.len()..)
        .unwrap_or_default();
    // The turn ended when the other player moves, or when this turn's stone is on the board
    // but no longer marked as this turn's (the rules passed us at once, R4.4).
    let ended = facts.to_move != peer || (facts.turn_stone.is_none() && !placed.is_empty());
    let mut actions: Vec<Action> = Vec::new();
    match placed.first() {
        Some(&(cell, color)) => actions.push(Action::Place { cell, color }),
        None if !new_bridges.is_empty() => return Err(SnapshotError::BridgeWithoutStone),
        None if ended => return returned_dot_turn(base, facts),
        None => {}
    }
    actions.extend(new_bridges.iter().map(|(line, _, _)| Action::Bridge {
        from: line.start(),
        to: line.end(),
    }));
    if ended {
        actions.push(Action::EndTurn);
    }
    let result = base
        .clone()
        .then_replay(&actions)
        .map_err(|(index, refusal)| SnapshotError::IllegalAction { index, refusal })?;
    // A bridge's kind must be the one the rules give its stones (R5.4).
    for (index, (mine, theirs)) in Facts::of_game(&result)
        .bridges
        .iter()
        .zip(&facts.bridges)
        .enumerate()
    {
        if mine.1 != theirs.1 {
            return Err(SnapshotError::BridgeChanged { index });
        }
    }
    Ok((actions, result))
}

/// A turn that ended with no stone on the board: the peer placed a stone on a dot and ended
/// the turn without a bridge through it, so the stone went back (R4.3). Any such placement
/// gives the same game; the first legal one (row-major, colours in canonical order) is taken.
fn returned_dot_turn(base: &Game, facts: &Facts) -> Result<(Vec<Action>, Game), SnapshotError> {
    let position = base.position();
    for (cell, colors) in base.context().placement_targets() {
        if position.kind(cell) != dl_core::CellKind::Dot {
            continue;
        }
        for color in colors.iter() {
            let actions = [Action::Place { cell, color }, Action::EndTurn];
            let Ok(result) = base.clone().then_replay(&actions) else {
                continue;
            };
            if result.board().stone(cell).is_none()
                && Facts::of_game(&result).supply == facts.supply
            {
                return Ok((actions.to_vec(), result));
            }
        }
    }
    Err(SnapshotError::NoStone)
}

/// Compares the game the rules give with what the snapshot says, naming the first
/// difference.
fn compare(result: &Game, facts: &Facts, peer: Player) -> Result<(), SnapshotError> {
    let mine = Facts::of_game(result);
    for player in Player::BOTH {
        let i = player.index();
        if mine.supply[i] != facts.supply[i] {
            return Err(SnapshotError::SupplyMismatch { player });
        }
        if mine.sets[i] != facts.sets[i] {
            return Err(SnapshotError::SetsMismatch { player });
        }
    }
    for (index, (a, b)) in mine.bridges.iter().zip(&facts.bridges).enumerate() {
        if a.2 != b.2 {
            return Err(SnapshotError::CutMismatch { index });
        }
    }
    if mine.to_move != facts.to_move {
        // The page has no automatic passes (R4.4) and no end of game (R8): after the peer's
        // end of turn it shows us to move even when the rules pass us at once or end the game.
        let ended_turn = matches!(result.actions().last(), Some(Action::EndTurn));
        let we_passed = result.is_over() || result.to_move() == peer;
        if !(ended_turn && we_passed && facts.to_move == peer.other()) {
            return Err(SnapshotError::TurnMismatch {
                claimed: facts.to_move,
                actual: mine.to_move,
            });
        }
    }
    for player in Player::BOTH {
        let i = player.index();
        if mine.points[i] != facts.points[i] {
            return Err(SnapshotError::ScoreMismatch {
                player,
                claimed: facts.points[i],
                actual: mine.points[i],
            });
        }
    }
    if mine.turn_stone != facts.turn_stone || mine.bridge_this_turn != facts.bridge_this_turn {
        return Err(SnapshotError::TurnMarksMismatch);
    }
    if mine.stones != facts.stones {
        // Only reachable when a dot stone went back but the snapshot still shows it.
        return Err(SnapshotError::TurnMarksMismatch);
    }
    Ok(())
}
