//! The frame a shell paints (`dl_core::session::View`) as uniffi records: cells, regions with
//! their outlines, stones, dots and bridges with their centres, in cell units; the panel; what
//! is enabled; the status. A shell scales cell units to its canvas and computes nothing else.

use dl_core::session::{self as core_session, CellLook};

use crate::computer::{ComputerTurnModel, OpponentModel};
use crate::model::{
    BridgeKind, CellKind, CellPos, EndKind, Phase, PointModel, RegionShade, Side, StoneColor,
};
use crate::refusal::RefusalInfo;
use crate::status::StatusModel;

/// One cell of a frame (row-major in `ViewModel::cells`): what it is and what lies on it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CellModel {
    /// Column.
    pub x: u32,
    /// Row.
    pub y: u32,
    /// Empty, dot or region.
    pub kind: CellKind,
    /// For region cells, the region's index in `ViewModel::regions`.
    pub region: Option<u32>,
    /// The stone on the cell.
    pub stone: Option<StoneColor>,
    /// Whether the stone carries a ring (the first end chosen for a bridge).
    pub ringed: bool,
    /// Whether this is the last placed stone.
    pub last_placed: bool,
    /// Whether this empty dot accepts the selected colour now (R4.3).
    pub highlighted: bool,
}

/// One region (board piece, R2): its outline, its label's place, its claims (R7).
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct RegionModel {
    /// The token, e.g. `S1`.
    pub token: String,
    /// The shade its cells are painted in.
    pub shade: RegionShade,
    /// Closed polylines along the cell borders (stroke each; fill with the even-odd rule).
    pub outline: Vec<Vec<PointModel>>,
    /// Where the label goes: the centre of the cell deepest inside.
    pub label: PointModel,
    /// The players whose bridges claim the region (R7), Blue first.
    pub claimed_by: Vec<Side>,
}

/// A stone with its centre.
#[derive(Clone, Copy, Debug, PartialEq, uniffi::Record)]
pub struct StoneModel {
    /// Its cell.
    pub cell: CellPos,
    /// The cell's centre.
    pub center: PointModel,
    /// Its colour.
    pub color: StoneColor,
    /// Whether it carries a ring.
    pub ringed: bool,
    /// Whether it is the last placed stone.
    pub last_placed: bool,
}

/// A dot (R2) with its centre.
#[derive(Clone, Copy, Debug, PartialEq, uniffi::Record)]
pub struct DotModel {
    /// Its cell.
    pub cell: CellPos,
    /// The cell's centre.
    pub center: PointModel,
    /// Whether it is empty and accepts the selected colour now (R4.3): pulse it.
    pub highlighted: bool,
}

/// A bridge: a segment between its end stones' centres.
#[derive(Clone, Copy, Debug, PartialEq, uniffi::Record)]
pub struct BridgeModel {
    /// Formation order; events and cut lists name bridges by it.
    pub index: u32,
    /// One end.
    pub from: CellPos,
    /// The other end.
    pub to: CellPos,
    /// The centre of `from`.
    pub start: PointModel,
    /// The centre of `to`.
    pub end: PointModel,
    /// Its kind: the line's colour.
    pub kind: BridgeKind,
    /// Cut bridges are drawn grey and dashed (R6).
    pub cut: bool,
    /// Who formed it.
    pub formed_by: Side,
}

/// One colour chip of the player to move (R3).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ColorChipModel {
    /// The colour.
    pub color: StoneColor,
    /// Stones of it left.
    pub count: u32,
    /// Why the chip is disabled; `None` when it can be chosen.
    pub refusal: Option<RefusalInfo>,
}

/// Stones of one colour in a supply (R3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SupplyEntry {
    /// The colour.
    pub color: StoneColor,
    /// How many are left.
    pub count: u32,
}

/// One player's side of a frame.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PlayerModel {
    /// Which player.
    pub side: Side,
    /// Stones left per colour (all six listed).
    pub supply: Vec<SupplyEntry>,
    /// "Round k/n": k.
    pub set: u32,
    /// "Round k/n": n.
    pub sets: u32,
    /// Bridge points (R7).
    pub bridge_points: u32,
    /// Region points (R7).
    pub region_points: u32,
    /// Bridge plus region points.
    pub total: u32,
}

/// The end of a game (R7, R8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ResultModel {
    /// How it ended.
    pub reason: EndKind,
    /// The winner; `None` for a draw.
    pub winner: Option<Side>,
}

/// Everything a shell draws in one frame (see `dl_core::session::View`). `GameSession::view`
/// is pure: calling it again without an input gives an equal frame.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ViewModel {
    /// Increases exactly when something a saved game keeps changed: write the store then.
    pub revision: u64,
    /// The position's name.
    pub position_name: String,
    /// Grid width in cells.
    pub width: u32,
    /// Grid height in cells.
    pub height: u32,
    /// Every cell, row-major (`y * width + x`).
    pub cells: Vec<CellModel>,
    /// Every region, by the index `CellModel::region` gives.
    pub regions: Vec<RegionModel>,
    /// Every stone, in reading order.
    pub stones: Vec<StoneModel>,
    /// Every dot, in reading order.
    pub dots: Vec<DotModel>,
    /// Every bridge, in formation order.
    pub bridges: Vec<BridgeModel>,
    /// Blue's side.
    pub blue: PlayerModel,
    /// Yellow's side.
    pub yellow: PlayerModel,
    /// The colour chips of the player to move, in colour order.
    pub chips: Vec<ColorChipModel>,
    /// The player to move.
    pub to_move: Side,
    /// The turn number, counting passes.
    pub turn: u32,
    /// The phase.
    pub phase: Phase,
    /// The selected colour.
    pub selected: Option<StoneColor>,
    /// The ringed stone: the first end chosen for a bridge.
    pub ring: Option<CellPos>,
    /// The last placed stone.
    pub last_placed: Option<CellPos>,
    /// Whether the undo button is enabled (R11).
    pub can_undo: bool,
    /// Whether the end-turn button is enabled (R4.4).
    pub can_end_turn: bool,
    /// Whether "end by agreement" is offered (R8).
    pub can_agree_end: bool,
    /// Ending the turn now would take this dot stone back (R4.3): warn first.
    pub dot_stone_to_return: Option<CellPos>,
    /// The status line.
    pub status: StatusModel,
    /// Set once the game is over.
    pub result: Option<ResultModel>,
    /// The computer opponent, in a game against the computer (issue 11).
    pub opponent: Option<OpponentModel>,
    /// Whether the computer is to move: call `think` on a background thread, show the
    /// thinking state and keep the board disabled (the player's actions are refused).
    pub computer_to_move: bool,
    /// The hint asked for with `hint`: ring `cell` in `color`, draw its bridges; shown until
    /// the game changes.
    pub hint: Option<ComputerTurnModel>,
}

fn index(i: usize) -> u32 {
    u32::try_from(i).unwrap_or(u32::MAX)
}

impl From<core_session::View> for ViewModel {
    fn from(v: core_session::View) -> Self {
        let cells = v.cells.iter().map(cell_model).collect();
        let regions = v
            .regions
            .iter()
            .map(|r| RegionModel {
                token: r.token.clone(),
                shade: r.shade.into(),
                outline: r
                    .outline
                    .loops
                    .iter()
                    .map(|l| l.iter().map(|p| (*p).into()).collect())
                    .collect(),
                label: r.outline.label.into(),
                claimed_by: r.claimed_by.iter().map(|p| (*p).into()).collect(),
            })
            .collect();
        let stones = v
            .stones
            .iter()
            .map(|s| StoneModel {
                cell: s.cell.into(),
                center: s.center.into(),
                color: s.color.into(),
                ringed: s.ringed,
                last_placed: s.last_placed,
            })
            .collect();
        let dots = v
            .dots
            .iter()
            .map(|d| DotModel {
                cell: d.cell.into(),
                center: d.center.into(),
                highlighted: d.highlighted,
            })
            .collect();
        let bridges = v
            .bridges
            .iter()
            .map(|b| BridgeModel {
                index: index(b.index),
                from: b.from.into(),
                to: b.to.into(),
                start: b.start.into(),
                end: b.end.into(),
                kind: b.kind.into(),
                cut: b.cut,
                formed_by: b.formed_by.into(),
            })
            .collect();
        let chips = v
            .colors
            .iter()
            .map(|c| ColorChipModel {
                color: c.color.into(),
                count: c.count.into(),
                refusal: c.refusal.map(RefusalInfo::from),
            })
            .collect();
        let [blue, yellow] = v.players.map(player_model);
        ViewModel {
            revision: v.revision,
            position_name: v.position_name,
            width: v.width.into(),
            height: v.height.into(),
            cells,
            regions,
            stones,
            dots,
            bridges,
            blue,
            yellow,
            chips,
            to_move: v.to_move.into(),
            turn: v.turn,
            phase: v.phase.into(),
            selected: v.selected.map(StoneColor::from),
            ring: v.ring.map(CellPos::from),
            last_placed: v.last_placed.map(CellPos::from),
            can_undo: v.can_undo,
            can_end_turn: v.can_end_turn,
            can_agree_end: v.can_agree_end,
            dot_stone_to_return: v.dot_stone_to_return.map(CellPos::from),
            status: (&v.message).into(),
            result: v.result.map(ResultModel::from),
            opponent: v.opponent.map(OpponentModel::from),
            computer_to_move: v.computer_to_move,
            hint: v.hint.as_ref().map(ComputerTurnModel::from),
        }
    }
}

impl From<core_session::GameResult> for ResultModel {
    fn from(r: core_session::GameResult) -> Self {
        ResultModel {
            reason: r.reason.into(),
            winner: match r.winner {
                dl_core::Winner::Player(p) => Some(p.into()),
                dl_core::Winner::Draw => None,
            },
        }
    }
}

fn cell_model(c: &core_session::CellView) -> CellModel {
    let (kind, region) = match c.look {
        CellLook::Empty => (CellKind::Empty, None),
        CellLook::Dot => (CellKind::Dot, None),
        CellLook::Region(r) => (CellKind::Region, Some(u32::from(r))),
    };
    CellModel {
        x: c.cell.x.into(),
        y: c.cell.y.into(),
        kind,
        region,
        stone: c.stone.map(StoneColor::from),
        ringed: c.ringed,
        last_placed: c.last_placed,
        highlighted: c.highlighted,
    }
}

fn player_model(p: core_session::PlayerView) -> PlayerModel {
    PlayerModel {
        side: p.player.into(),
        supply: p
            .supply
            .iter()
            .map(|(color, count)| SupplyEntry {
                color: (*color).into(),
                count: (*count).into(),
            })
            .collect(),
        set: p.set.into(),
        sets: p.sets.into(),
        bridge_points: p.score.bridges,
        region_points: p.score.regions,
        total: p.score.total(),
    }
}
