//! The view model: everything a shell needs to draw one frame — tiles, pegs, scoring lines with
//! their settled marks, scores, whose turn, what is enabled and why not — with its geometry in
//! cell units and the hit tests, computed by the engine so that shells never recompute a rule.

use crate::game::{Game, Winner};
use crate::geometry::{Cell, Direction, Edge, HEIGHT, WIDTH};
use crate::player::Player;
use crate::rules::Refusal;
use crate::scoring::Score;

use super::drawing::{
    cell_at, cell_centre, centres_segment, edge_at, edge_segment, peg_bar, Point, Segment,
};
use super::message::{Message, Target, Tool};

/// One cell of a frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CellView {
    /// The cell.
    pub cell: Cell,
    /// Its centre, where a tile is drawn.
    pub centre: Point,
    /// The owner of the tile on it.
    pub tile: Option<Player>,
    /// Whether the last action placed this tile.
    pub last_placed: bool,
    /// Why the mover may not place a tile here now (D2); `None` when they may.
    pub tile_refusal: Option<Refusal>,
}

/// One inner horizontal edge of a frame (D3).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EdgeView {
    /// The edge.
    pub edge: Edge,
    /// The whole grid line between its two cells.
    pub segment: Segment,
    /// The bar to draw when a peg sits here.
    pub bar: Segment,
    /// Whether a peg sits here.
    pub peg: bool,
    /// Whether the last action placed this peg.
    pub last_placed: bool,
    /// Why the mover may not place a peg here now (D3, D3.1, D3.2); `None` when they may.
    pub peg_refusal: Option<Refusal>,
}

/// A line that gives a point now (D4, D5).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LineView {
    /// Whose tiles.
    pub owner: Player,
    /// Along a row or down a column.
    pub direction: Direction,
    /// Its first cell (leftmost or topmost).
    pub from: Cell,
    /// Its last cell.
    pub to: Cell,
    /// How many tiles: 3, or 4 and more.
    pub len: u8,
    /// From the centre of the first tile to the centre of the last.
    pub segment: Segment,
    /// Who scores its point: the owner for three, the opponent for four or more (D5).
    pub point_to: Player,
    /// Whether the point can no longer change (D5), for shells to mark it.
    pub settled: bool,
}

/// The enablement of a tool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ToolView {
    /// The tool.
    pub tool: Tool,
    /// Whether it is the tool in use.
    pub selected: bool,
    /// Why it cannot be chosen now (D1–D3); `None` when it can.
    pub refusal: Option<Refusal>,
}

/// One player's side of a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayerView {
    /// Which player.
    pub player: Player,
    /// Tiles not yet placed (D1).
    pub tiles_left: u8,
    /// Points now and settled points (D5).
    pub score: Score,
}

/// The end of a game, as shown (D6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    /// Who won, or a draw.
    pub winner: Winner,
    /// Final points, Yellow first (D5).
    pub points: [u32; 2],
}

/// Everything a shell draws in one frame.
#[derive(Clone, Debug, PartialEq)]
pub struct View {
    /// Moves exactly when the saved game changes (an action played or undone): the store
    /// writes when it moves.
    pub revision: u64,
    /// Board width in cells: 8 (D1).
    pub width: u8,
    /// Board height in cells: 7 (D1).
    pub height: u8,
    /// The player who began (D1).
    pub first_player: Player,
    /// The player to move; `None` once the game is over.
    pub to_move: Option<Player>,
    /// The tool taps use.
    pub tool: Tool,
    /// Both tools with their enablement: tile, then peg.
    pub tools: [ToolView; 2],
    /// Every cell, row by row (`y * 8 + x`).
    pub cells: Vec<CellView>,
    /// Every inner horizontal edge, grid line by grid line from the top (`y * 8 + x`).
    pub edges: Vec<EdgeView>,
    /// Every line that gives a point now: rows from the top, then columns from the left.
    pub lines: Vec<LineView>,
    /// Yellow's side, then Black's.
    pub players: [PlayerView; 2],
    /// Pegs not yet placed, shared (D1).
    pub pegs_left: u8,
    /// The player the computer plays, if any.
    pub computer: Option<Player>,
    /// Whether the undo button is enabled (D7).
    pub can_undo: bool,
    /// The status line.
    pub message: Message,
    /// Set once the game is over (D6).
    pub result: Option<GameResult>,
}

impl View {
    /// What a tap at `(x, y)` (cell units) targets with the tool in use: a cell for the tile
    /// tool, an inner horizontal edge for the peg tool.
    pub fn target_at(&self, x: f64, y: f64) -> Option<Target> {
        target_at(self.tool, x, y)
    }

    /// The cell under `(x, y)`, or the nearest within half a cell of the board.
    pub fn cell_at(&self, x: f64, y: f64) -> Option<Cell> {
        cell_at(x, y)
    }

    /// The inner horizontal edge within half a cell of `(x, y)`.
    pub fn edge_at(&self, x: f64, y: f64) -> Option<Edge> {
        edge_at(x, y)
    }
}

/// What a tap at `(x, y)` targets with `tool`.
pub(super) fn target_at(tool: Tool, x: f64, y: f64) -> Option<Target> {
    match tool {
        Tool::Tile => cell_at(x, y).map(Target::Cell),
        Tool::Peg => edge_at(x, y).map(Target::Edge),
    }
}

/// The enablement of both tools for the player to move: tile, then peg.
pub(super) fn tool_refusals(game: &Game) -> [(Tool, Option<Refusal>); 2] {
    let ctx = game.context();
    [
        (Tool::Tile, ctx.check_any_tile().err()),
        (Tool::Peg, ctx.check_any_peg().err()),
    ]
}

/// The session's state a frame shows besides the game.
#[derive(Clone, Copy, Debug)]
pub(super) struct Moment {
    /// The tool taps use.
    pub(super) tool: Tool,
    /// The status line.
    pub(super) message: Message,
    /// The session's revision.
    pub(super) revision: u64,
    /// The player the computer plays, if any.
    pub(super) computer: Option<Player>,
    /// Whether undo takes anything back now.
    pub(super) can_undo: bool,
}

/// Builds a frame of `game` with the session's state.
pub(super) fn build_view(game: &Game, moment: Moment) -> View {
    let Moment {
        tool,
        message,
        revision,
        computer,
        can_undo,
    } = moment;
    // While the computer is to move, nothing is the device's to play.
    let waiting =
        (!game.is_over() && computer == Some(game.to_move())).then_some(Refusal::ComputerToMove);
    let ctx = game.context();
    let board = game.board();
    let last = game.last_action().map(|(_, a)| Target::of(a));
    let cells = Cell::all()
        .map(|cell| CellView {
            cell,
            centre: cell_centre(cell),
            tile: board.tile(cell),
            last_placed: last == Some(Target::Cell(cell)),
            tile_refusal: waiting.or(ctx.check_tile(cell).err()),
        })
        .collect();
    let edges = Edge::all()
        .map(|edge| EdgeView {
            edge,
            segment: edge_segment(edge),
            bar: peg_bar(edge),
            peg: board.has_peg(edge),
            last_placed: last == Some(Target::Edge(edge)),
            peg_refusal: waiting.or(ctx.check_peg(edge).err()),
        })
        .collect();
    let lines = game
        .scoring_lines()
        .into_iter()
        .map(|(line, award)| LineView {
            owner: line.owner,
            direction: line.direction,
            from: line.start,
            to: line.end(),
            len: line.len,
            segment: centres_segment(line.start, line.end()),
            point_to: award.to,
            settled: award.settled,
        })
        .collect();
    let tools = tool_refusals(game).map(|(t, refusal)| ToolView {
        tool: t,
        selected: t == tool,
        refusal: waiting.or(refusal),
    });
    let players = Player::BOTH.map(|player| PlayerView {
        player,
        tiles_left: game.tiles_left(player),
        score: game.score(player),
    });
    let result = game.winner().map(|winner| GameResult {
        winner,
        points: game.scores().map(|s| s.now),
    });
    View {
        revision,
        width: WIDTH,
        height: HEIGHT,
        first_player: game.first_player(),
        to_move: (!game.is_over()).then_some(game.to_move()),
        tool,
        tools,
        cells,
        edges,
        lines,
        players,
        pegs_left: game.pegs_left(),
        computer,
        can_undo,
        message,
        result,
    }
}
