//! The view model: everything a shell needs to draw one frame, computed by the core so that
//! shells never recompute a rule, a line or a cell index. Geometry is in cell units (one cell
//! = 1.0, origin at the grid's top-left corner, see [`crate::outline`]).

use std::sync::Arc;

use crate::color::{Color, Loyalty, Player};
use crate::computer::ComputerTurn;
use crate::game::{EndReason, Game, Winner};
use crate::geometry::Cell;
use crate::opponent::Opponent;
use crate::outline::{Point, RegionOutline};
use crate::position::{CellKind, Shade};
use crate::rules::Refusal;
use crate::scoring::Score;

use super::message::Message;

/// What a cell is, for drawing and for accessibility (R2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CellLook {
    /// Nothing is drawn; no stone may go here.
    Empty,
    /// A dot (•).
    Dot,
    /// A cell of the region with this index in [`View::regions`].
    Region(u16),
}

/// One cell of a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

/// One region (board piece) of a frame: its outline and who claims it (R2, R7).
#[derive(Clone, Debug, PartialEq)]
pub struct RegionView {
    /// The token, e.g. `S1`.
    pub token: String,
    /// The shade its cells are painted in.
    pub shade: Shade,
    /// The outline and the label's place, in cell units.
    pub outline: Arc<RegionOutline>,
    /// The players whose bridges claim the region (R7), Blue first; both may.
    pub claimed_by: Vec<Player>,
}

/// A stone of a frame, with its centre.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StoneView {
    /// Its cell.
    pub cell: Cell,
    /// The cell's centre, in cell units.
    pub center: Point,
    /// Its colour.
    pub color: Color,
    /// Whether it carries a ring (a chosen bridge end).
    pub ringed: bool,
    /// Whether it is the most recently placed stone.
    pub last_placed: bool,
}

/// A dot of a frame (R2), with its centre.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DotView {
    /// Its cell.
    pub cell: Cell,
    /// The cell's centre, in cell units.
    pub center: Point,
    /// Whether it is empty and accepts the selected colour now (R4.3).
    pub highlighted: bool,
}

/// One bridge of a frame: a segment between its end stones' centres.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BridgeView {
    /// Its place in formation order (events and cut lists name bridges by it).
    pub index: usize,
    /// One end, as the line runs.
    pub from: Cell,
    /// The other end.
    pub to: Cell,
    /// The centre of `from`, in cell units.
    pub start: Point,
    /// The centre of `to`, in cell units.
    pub end: Point,
    /// Blue, yellow or red (R5.4).
    pub kind: Loyalty,
    /// Cut bridges are drawn grey and dashed (R6).
    pub cut: bool,
    /// Who formed it (a red bridge may be either player's).
    pub formed_by: Player,
}

/// One colour chip of the player to move (R3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ColorChoice {
    /// The colour.
    pub color: Color,
    /// Stones of it left in the mover's supply.
    pub count: u8,
    /// Why it cannot be chosen now, or `None` when it can.
    pub refusal: Option<Refusal>,
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

/// Everything a shell draws in one frame. Building it changes nothing: two frames built
/// without an input between them are equal.
#[derive(Clone, Debug, PartialEq)]
pub struct View {
    /// Increases exactly when something a saved game keeps has changed (an action, an undo,
    /// the selected colour, the ring): the store writes when it moves.
    pub revision: u64,
    /// The position's name.
    pub position_name: String,
    /// Grid width in cells.
    pub width: u8,
    /// Grid height in cells.
    pub height: u8,
    /// Every cell, row-major (`y * width + x`).
    pub cells: Vec<CellView>,
    /// Every region, by the index [`CellLook::Region`] gives.
    pub regions: Vec<RegionView>,
    /// Every stone, in reading order.
    pub stones: Vec<StoneView>,
    /// Every dot, in reading order.
    pub dots: Vec<DotView>,
    /// Every bridge, in formation order.
    pub bridges: Vec<BridgeView>,
    /// Blue's side, then Yellow's.
    pub players: [PlayerView; 2],
    /// The colour chips of the player to move, in the order of [`Color::ALL`].
    pub colors: Vec<ColorChoice>,
    /// The player to move.
    pub to_move: Player,
    /// The turn number, counting passes.
    pub turn: u32,
    /// The phase.
    pub phase: Phase,
    /// The colour selected for the next tap, if any.
    pub selected: Option<Color>,
    /// The ringed stone: the first end chosen for a bridge.
    pub ring: Option<Cell>,
    /// The most recently placed stone still on the board.
    pub last_placed: Option<Cell>,
    /// Whether the undo button is enabled (R11).
    pub can_undo: bool,
    /// Whether the end-turn button is enabled (R4.4).
    pub can_end_turn: bool,
    /// Whether "end by agreement" is offered (R8: only before this turn's stone is placed,
    /// and never against the computer, which is not asked).
    pub can_agree_end: bool,
    /// Set when ending the turn now would take this dot stone back (R4.3): warn first.
    pub dot_stone_to_return: Option<Cell>,
    /// The status line.
    pub message: Message,
    /// Set once the game is over (R8).
    pub result: Option<GameResult>,
    /// The computer opponent of this game, if any (issue 11).
    pub opponent: Option<Opponent>,
    /// Whether the computer is to move: shells think on a background thread, show a thinking
    /// state and keep the board's controls disabled (every player action is refused).
    pub computer_to_move: bool,
    /// The hint asked for: the stone to place (ring its cell in its colour) and the bridges
    /// to form, shown until the game changes (issue 11).
    pub hint: Option<ComputerTurn>,
}

/// The interaction state a frame shows besides the game.
pub(super) struct Interaction<'a> {
    pub revision: u64,
    pub selected: Option<Color>,
    pub ring: Option<Cell>,
    pub message: &'a Message,
    pub outlines: &'a [Arc<RegionOutline>],
    pub opponent: Option<Opponent>,
    pub computer_to_move: bool,
    pub can_undo: bool,
    pub hint: Option<&'a ComputerTurn>,
}

/// The centre of a cell, in cell units.
pub fn center(cell: Cell) -> Point {
    Point::new(f32::from(cell.x) + 0.5, f32::from(cell.y) + 0.5)
}

/// Builds a frame of `game` with the session's interaction state.
pub(super) fn build_view(game: &Game, ui: Interaction<'_>) -> View {
    let position = game.position();
    let ctx = game.context();
    let placing = !game.is_over() && game.turn_stone().is_none();
    let player_acts = !ui.computer_to_move;
    let last = game.last_placed();
    let mut stones = Vec::new();
    let mut dots = Vec::new();
    let cells = position
        .cells()
        .map(|cell| {
            let stone = game.board().stone(cell);
            let look = match position.kind(cell) {
                CellKind::Empty => CellLook::Empty,
                CellKind::Dot => CellLook::Dot,
                CellKind::Region(r) => CellLook::Region(r),
            };
            let highlighted = placing
                && player_acts
                && stone.is_none()
                && look == CellLook::Dot
                && ui
                    .selected
                    .is_some_and(|c| ctx.check_placement(cell, c).is_ok());
            let ringed = ui.ring == Some(cell);
            if let Some(color) = stone {
                stones.push(StoneView {
                    cell,
                    center: center(cell),
                    color,
                    ringed,
                    last_placed: last == Some(cell),
                });
            }
            if look == CellLook::Dot {
                dots.push(DotView {
                    cell,
                    center: center(cell),
                    highlighted,
                });
            }
            CellView {
                cell,
                look,
                stone,
                ringed,
                last_placed: last == Some(cell),
                highlighted,
            }
        })
        .collect();
    let claims = game.region_claims();
    let regions = position
        .regions()
        .iter()
        .zip(ui.outlines)
        .enumerate()
        .map(|(i, (region, outline))| RegionView {
            token: region.token.clone(),
            shade: region.shade,
            outline: Arc::clone(outline),
            claimed_by: Player::BOTH
                .into_iter()
                .filter(|p| {
                    claims
                        .iter()
                        .any(|c| usize::from(c.region) == i && c.player == *p)
                })
                .collect(),
        })
        .collect();
    let bridges = game
        .board()
        .bridges()
        .iter()
        .enumerate()
        .map(|(index, b)| BridgeView {
            index,
            from: b.line.start(),
            to: b.line.end(),
            start: center(b.line.start()),
            end: center(b.line.end()),
            kind: b.kind,
            cut: b.cut,
            formed_by: b.formed_by,
        })
        .collect();
    let players = Player::BOTH.map(|player| PlayerView {
        player,
        supply: Color::ALL
            .iter()
            .map(|c| (*c, game.supply(player)[c.index()]))
            .collect(),
        set: game.sets_received(player),
        sets: game.rounds().count(),
        score: game.score(player),
    });
    let colors = Color::ALL
        .into_iter()
        .map(|color| ColorChoice {
            color,
            count: ctx.supply[color.index()],
            refusal: if player_acts {
                ctx.check_color_choice(color).err()
            } else {
                Some(Refusal::ComputerToMove)
            },
        })
        .collect();
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
        revision: ui.revision,
        position_name: position.name().to_owned(),
        width: position.width(),
        height: position.height(),
        cells,
        regions,
        stones,
        dots,
        bridges,
        players,
        colors,
        to_move: game.to_move(),
        turn: game.turn_number(),
        phase,
        selected: ui.selected,
        ring: ui.ring,
        last_placed: last,
        can_undo: ui.can_undo,
        can_end_turn: player_acts && ctx.check_end_turn().is_ok(),
        can_agree_end: player_acts && ui.opponent.is_none() && ctx.check_agreement().is_ok(),
        dot_stone_to_return: game.dot_stone_to_return(),
        message: ui.message.clone(),
        result,
        opponent: ui.opponent,
        computer_to_move: ui.computer_to_move,
        hint: ui.hint.cloned(),
    }
}
