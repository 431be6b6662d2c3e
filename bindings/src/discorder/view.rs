//! The Discorder frame a shell paints (`dl_discorder::session::View`) as uniffi records: cells
//! with their centres, edges with their grid lines and peg bars, scoring lines, tools with
//! their enablement, both players' sides, the status — in cell units.

use dl_discorder::session::{self as core_session, GameResult};
use dl_discorder::Score;

use super::model::{
    winner, DiscorderDirection, DiscorderEdgePos, DiscorderPlayer, DiscorderRefusal,
    DiscorderSegment, DiscorderTool,
};
use super::status::DiscorderStatus;
use crate::model::{CellPos, PointModel};

/// One cell of a Discorder frame (row-major: `y * 8 + x`).
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct DiscorderCellView {
    /// The cell.
    pub cell: CellPos,
    /// Its centre, where a tile is drawn.
    pub centre: PointModel,
    /// The owner of the tile on it.
    pub tile: Option<DiscorderPlayer>,
    /// Whether the last action placed this tile.
    pub last_placed: bool,
    /// Why the mover may not place a tile here now (D2); `None` when they may.
    pub tile_refusal: Option<DiscorderRefusal>,
}

/// One inner horizontal edge of a Discorder frame (`y * 8 + x`, D3).
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct DiscorderEdgeView {
    /// The edge.
    pub edge: DiscorderEdgePos,
    /// The whole grid line between its two cells.
    pub segment: DiscorderSegment,
    /// The bar to draw when a peg sits here (0.6 cell long, centred).
    pub bar: DiscorderSegment,
    /// Whether a peg sits here.
    pub peg: bool,
    /// Whether the last action placed this peg.
    pub last_placed: bool,
    /// Why the mover may not place a peg here now (D3, D3.1, D3.2); `None` when they may.
    pub peg_refusal: Option<DiscorderRefusal>,
}

/// A line of tiles that gives a point now (D4, D5).
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct DiscorderLineView {
    /// Whose tiles.
    pub owner: DiscorderPlayer,
    /// Along a row or down a column.
    pub direction: DiscorderDirection,
    /// Its first cell (leftmost or topmost).
    pub from: CellPos,
    /// Its last cell.
    pub to: CellPos,
    /// How many tiles: 3, or 4 and more.
    pub len: u32,
    /// From the centre of the first tile to the centre of the last.
    pub segment: DiscorderSegment,
    /// Who scores its point: the owner for three, the opponent for four or more (D5).
    pub point_to: DiscorderPlayer,
    /// Whether the point can no longer change (D5): mark it.
    pub settled: bool,
}

/// The enablement of a tool.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct DiscorderToolView {
    /// The tool.
    pub tool: DiscorderTool,
    /// Whether it is the tool in use.
    pub selected: bool,
    /// Why it cannot be chosen now (D1–D3); `None` when it can.
    pub refusal: Option<DiscorderRefusal>,
}

/// Points now and settled points (D5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct DiscorderScore {
    /// Points as the board stands now.
    pub now: u32,
    /// The part of them that can no longer change.
    pub settled: u32,
}

impl From<Score> for DiscorderScore {
    fn from(s: Score) -> Self {
        DiscorderScore {
            now: s.now,
            settled: s.settled,
        }
    }
}

/// One player's side of a Discorder frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct DiscorderPlayerView {
    /// Which player.
    pub player: DiscorderPlayer,
    /// Tiles not yet placed (D1).
    pub tiles_left: u32,
    /// Points now and settled points (D5).
    pub score: DiscorderScore,
}

/// The end of a Discorder game (D6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct DiscorderResult {
    /// The winner; `None` for a draw.
    pub winner: Option<DiscorderPlayer>,
    /// Yellow's final points (D5).
    pub yellow: u32,
    /// Black's final points (D5).
    pub black: u32,
}

impl From<GameResult> for DiscorderResult {
    fn from(r: GameResult) -> Self {
        let [yellow, black] = r.points;
        DiscorderResult {
            winner: winner(r.winner),
            yellow,
            black,
        }
    }
}

/// Everything a shell draws in one Discorder frame (`dl_discorder::session::View`).
/// `DiscorderSession::view` is pure: calling it again without an input gives an equal frame.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct DiscorderView {
    /// Moves exactly when the saved game changes (an action played or undone): write the
    /// store then.
    pub revision: u64,
    /// Board width in cells: 8 (D1).
    pub width: u32,
    /// Board height in cells: 7 (D1).
    pub height: u32,
    /// The player who began (D1).
    pub first_player: DiscorderPlayer,
    /// The player to move; `None` once the game is over.
    pub to_move: Option<DiscorderPlayer>,
    /// The tool taps use.
    pub tool: DiscorderTool,
    /// Both tools with their enablement: tile, then peg.
    pub tools: Vec<DiscorderToolView>,
    /// Every cell, row by row (`y * 8 + x`).
    pub cells: Vec<DiscorderCellView>,
    /// Every inner horizontal edge, grid line by grid line from the top (`y * 8 + x`).
    pub edges: Vec<DiscorderEdgeView>,
    /// Every line that gives a point now: rows from the top, then columns from the left.
    pub lines: Vec<DiscorderLineView>,
    /// Yellow's side.
    pub yellow: DiscorderPlayerView,
    /// Black's side.
    pub black: DiscorderPlayerView,
    /// Pegs not yet placed, shared (D1).
    pub pegs_left: u32,
    /// The player the computer plays; `None` for two players on the device.
    pub computer: Option<DiscorderPlayer>,
    /// Whether the undo button is enabled (D7; against the computer, back to the device
    /// player's last action).
    pub can_undo: bool,
    /// The status line.
    pub status: DiscorderStatus,
    /// Set once the game is over (D6).
    pub result: Option<DiscorderResult>,
}

fn player_view(p: core_session::PlayerView) -> DiscorderPlayerView {
    DiscorderPlayerView {
        player: p.player.into(),
        tiles_left: p.tiles_left.into(),
        score: p.score.into(),
    }
}

impl From<core_session::View> for DiscorderView {
    fn from(v: core_session::View) -> Self {
        let refusal = |r: Option<dl_discorder::Refusal>| r.map(DiscorderRefusal::from);
        // Yellow's side, then Black's (`View::players`).
        let [yellow, black] = v.players;
        DiscorderView {
            revision: v.revision,
            width: v.width.into(),
            height: v.height.into(),
            first_player: v.first_player.into(),
            to_move: v.to_move.map(DiscorderPlayer::from),
            tool: v.tool.into(),
            tools: v
                .tools
                .iter()
                .map(|t| DiscorderToolView {
                    tool: t.tool.into(),
                    selected: t.selected,
                    refusal: refusal(t.refusal),
                })
                .collect(),
            cells: v
                .cells
                .iter()
                .map(|c| DiscorderCellView {
                    cell: c.cell.into(),
                    centre: c.centre.into(),
                    tile: c.tile.map(DiscorderPlayer::from),
                    last_placed: c.last_placed,
                    tile_refusal: refusal(c.tile_refusal),
                })
                .collect(),
            edges: v
                .edges
                .iter()
                .map(|e| DiscorderEdgeView {
                    edge: e.edge.into(),
                    segment: e.segment.into(),
                    bar: e.bar.into(),
                    peg: e.peg,
                    last_placed: e.last_placed,
                    peg_refusal: refusal(e.peg_refusal),
                })
                .collect(),
            lines: v
                .lines
                .iter()
                .map(|l| DiscorderLineView {
                    owner: l.owner.into(),
                    direction: l.direction.into(),
                    from: l.from.into(),
                    to: l.to.into(),
                    len: l.len.into(),
                    segment: l.segment.into(),
                    point_to: l.point_to.into(),
                    settled: l.settled,
                })
                .collect(),
            yellow: player_view(yellow),
            black: player_view(black),
            pegs_left: v.pegs_left.into(),
            computer: v.computer.map(DiscorderPlayer::from),
            can_undo: v.can_undo,
            status: v.message.into(),
            result: v.result.map(DiscorderResult::from),
        }
    }
}
