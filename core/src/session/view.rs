//! The view model: everything a shell needs to draw one frame, computed by the core so that
//! shells never recompute a rule.

use crate::color::{Color, Loyalty, Player};
use crate::game::{EndReason, Game, Winner};
use crate::geometry::Cell;
use crate::position::{CellKind, Shade};
use crate::scoring::Score;

use super::message::{Event, Message};

/// Which sides of a region cell border another region or a non-region cell (R2): the lines a
/// shell draws between regions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Borders {
    /// The side towards y - 1.
    pub top: bool,
    /// The side towards x + 1.
    pub right: bool,
    /// The side towards y + 1.
    pub bottom: bool,
    /// The side towards x - 1.
    pub left: bool,
}

/// What a cell is, for drawing (R2).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CellLook {
    /// Nothing is drawn; no stone may go here.
    Empty,
    /// A dot (•).
    Dot,
    /// A region cell.
    Region {
        /// The region's token, e.g. `S1`.
        token: String,
        /// Its shade.
        shade: Shade,
        /// The sides drawn as region borders.
        borders: Borders,
    },
}

/// One cell of a frame.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CellView {
    /// The cell.
    pub cell: Cell,
    /// What it is.
    pub look: CellLook,
    /// The stone on it.
    pub stone: Option<Color>,
    /// Whether the stone carries a ring (a chosen bridge end).
    pub ringed: bool,
    /// Whether this is the most recently placed stone.
    pub last_placed: bool,
    /// Whether this is an empty dot that accepts the selected colour now (R4.3).
    pub highlighted: bool,
}

/// One bridge of a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BridgeView {
    /// One end.
    pub from: Cell,
    /// The other end.
    pub to: Cell,
    /// Blue, yellow or red (R5.4).
    pub kind: Loyalty,
    /// Cut bridges are drawn grey and dashed (R6).
    pub cut: bool,
}

/// One player's side of a frame.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayerView {
    /// Which player.
    pub player: Player,
    /// Stones left per colour, every colour of [`Color::ALL`] listed (R3).
    pub supply: Vec<(Color, u8)>,
    /// The set in use: the `k` of "Set k/n" (R3).
    pub set: u8,
    /// Sets per player: the `n` of "Set k/n".
    pub sets: u8,
    /// Bridge points and region points (R7).
    pub score: Score,
}

/// The phase of the game a frame shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The mover places a stone (R4.1).
    Place,
    /// The mover forms bridges or ends the turn (R4.2, R4.4).
    Bridge,
    /// The game is over (R8).
    GameOver,
}

/// The end of a game, as shown (R7, R8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    /// How it ended.
    pub reason: EndReason,
    /// Who won, or a draw.
    pub winner: Winner,
}

/// Everything a shell draws in one frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The position's name.
    pub position_name: String,
    /// Grid width in cells.
    pub width: u8,
    /// Grid height in cells.
    pub height: u8,
    /// Every cell, row-major (`y * width + x`).
    pub cells: Vec<CellView>,
    /// Every bridge, in formation order.
    pub bridges: Vec<BridgeView>,
    /// Blue's side, then Yellow's.
    pub players: [PlayerView; 2],
    /// The player to move.
    pub to_move: Player,
    /// The turn number, counting passes.
    pub turn: u32,
    /// The phase.
    pub phase: Phase,
    /// The colour selected for the next tap, if any.
    pub selected: Option<Color>,
    /// Whether the undo button is enabled (R11).
    pub can_undo: bool,
    /// Whether the end-turn button is enabled (R4.4).
    pub can_end_turn: bool,
    /// Set when ending the turn now would take this dot stone back (R4.3): warn first.
    pub dot_stone_to_return: Option<Cell>,
    /// The status line.
    pub message: Message,
    /// Set once the game is over (R8).
    pub result: Option<GameResult>,
    /// What happened since the previous frame.
    pub events: Vec<Event>,
}

/// Builds a frame of `game` with the session's interaction state.
pub(super) fn build_view(
    game: &Game,
    selected: Option<Color>,
    rings: &[Cell],
    message: Message,
    events: Vec<Event>,
) -> View {
    let position = game.position();
    let ctx = game.context();
    let placing = !game.is_over() && game.turn_stone().is_none();
    let last = game.last_placed();
    let cells = position
        .cells()
        .map(|cell| {
            let stone = game.board().stone(cell);
            let look = match position.kind(cell) {
                CellKind::Empty => CellLook::Empty,
                CellKind::Dot => CellLook::Dot,
                CellKind::Region(r) => {
                    let region = &position.regions()[usize::from(r)];
                    CellLook::Region {
                        token: region.token.clone(),
                        shade: region.shade,
                        borders: borders(game, cell, r),
                    }
                }
            };
            let highlighted = placing
                && stone.is_none()
                && look == CellLook::Dot
                && selected.is_some_and(|c| ctx.check_placement(cell, c).is_ok());
            CellView {
                cell,
                look,
                stone,
                ringed: rings.contains(&cell),
                last_placed: last == Some(cell),
                highlighted,
            }
        })
        .collect();
    let bridges = game
        .board()
        .bridges()
        .iter()
        .map(|b| BridgeView {
            from: b.line.start(),
            to: b.line.end(),
            kind: b.kind,
            cut: b.cut,
        })
        .collect();
    let players = Player::BOTH.map(|player| PlayerView {
        player,
        supply: Color::ALL
            .iter()
            .map(|c| (*c, game.supply(player)[c.index()]))
            .collect(),
        set: game.sets_received(player),
        sets: game.rounds(),
        score: game.score(player),
    });
    let phase = if game.is_over() {
        Phase::GameOver
    } else if placing {
        Phase::Place
    } else {
        Phase::Bridge
    };
    let result = match (game.end_reason(), game.winner()) {
        (Some(reason), Some(winner)) => Some(GameResult { reason, winner }),
        _ => None,
    };
    View {
        position_name: position.name().to_owned(),
        width: position.width(),
        height: position.height(),
        cells,
        bridges,
        players,
        to_move: game.to_move(),
        turn: game.turn_number(),
        phase,
        selected,
        can_undo: game.can_undo(),
        can_end_turn: phase == Phase::Bridge,
        dot_stone_to_return: game.dot_stone_to_return(),
        message,
        result,
        events,
    }
}

fn borders(game: &Game, cell: Cell, region: u16) -> Borders {
    let position = game.position();
    let differs = |dx: i32, dy: i32| {
        let (x, y) = (cell.x as i32 + dx, cell.y as i32 + dy);
        if x < 0 || y < 0 {
            return true;
        }
        position.kind(Cell::new(x as u8, y as u8)) != CellKind::Region(region)
    };
    Borders {
        top: differs(0, -1),
        right: differs(1, 0),
        bottom: differs(0, 1),
        left: differs(-1, 0),
    }
}
