//! The records and enums that cross the FFI: plain data converted from `dl_core` types.

use dl_core::session::{self as core_session, CellLook, Event, Message, Phase as CorePhase};
use dl_core::{Cell, Color, EndReason, Loyalty, PassReason, Player, Refusal, Shade, Winner};

/// A stone colour (R1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum StoneColor {
    /// Blue.
    Blue,
    /// Yellow.
    Yellow,
    /// Red.
    Red,
    /// Green.
    Green,
    /// Orange.
    Orange,
    /// Purple.
    Purple,
}

impl From<Color> for StoneColor {
    fn from(c: Color) -> Self {
        match c {
            Color::Blue => StoneColor::Blue,
            Color::Yellow => StoneColor::Yellow,
            Color::Red => StoneColor::Red,
            Color::Green => StoneColor::Green,
            Color::Orange => StoneColor::Orange,
            Color::Purple => StoneColor::Purple,
        }
    }
}

impl From<StoneColor> for Color {
    fn from(c: StoneColor) -> Self {
        match c {
            StoneColor::Blue => Color::Blue,
            StoneColor::Yellow => Color::Yellow,
            StoneColor::Red => Color::Red,
            StoneColor::Green => Color::Green,
            StoneColor::Orange => Color::Orange,
            StoneColor::Purple => Color::Purple,
        }
    }
}

/// One of the two players (R1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Side {
    /// Blue, who moves first.
    Blue,
    /// Yellow.
    Yellow,
}

impl From<Player> for Side {
    fn from(p: Player) -> Self {
        match p {
            Player::Blue => Side::Blue,
            Player::Yellow => Side::Yellow,
        }
    }
}

/// The kind of a bridge (R5.4): scoring for Blue or Yellow, or red.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum BridgeKind {
    /// Scores for Blue.
    Blue,
    /// Scores for Yellow.
    Yellow,
    /// Red: cuts what it crosses (R6).
    Red,
}

impl From<Loyalty> for BridgeKind {
    fn from(l: Loyalty) -> Self {
        match l {
            Loyalty::Blue => BridgeKind::Blue,
            Loyalty::Yellow => BridgeKind::Yellow,
            Loyalty::Red => BridgeKind::Red,
        }
    }
}

/// A cell's coordinates: x is the column, y the row (R2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CellPos {
    /// Column.
    pub x: u32,
    /// Row.
    pub y: u32,
}

impl From<Cell> for CellPos {
    fn from(c: Cell) -> Self {
        CellPos {
            x: c.x.into(),
            y: c.y.into(),
        }
    }
}

/// Why an action was refused: one value per rule clause (see `dl_core::Refusal`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum RefusalReason {
    /// R8: the game is over.
    GameOver,
    /// The cell is outside the board.
    OutsideGrid,
    /// R4.1: one stone per turn.
    AlreadyPlaced,
    /// R4.1: the cell holds a stone.
    CellOccupied,
    /// R2: no stone may go on an empty cell.
    NotPlayable,
    /// R3: no stone of this colour left.
    ColorNotInSupply,
    /// R4.3: no legal bridge through this dot.
    DotWithoutBridge,
    /// R4.1: place a stone first.
    NoStonePlaced,
    /// R5.1: the ends are not on one straight line.
    NotInLine,
    /// R5.2: a bridge holds 3 or 4 stones.
    WrongLength,
    /// R5.2: a cell of the row is empty.
    EmptyCellInRow,
    /// R5.3: equal neighbouring colours.
    EqualNeighbours,
    /// R5.4: colours not loyal to one set.
    NotLoyal,
    /// R4.2/R5.7: the bridge misses this turn's stone.
    MissingTurnStone,
    /// R5.5: shares two stones with a bridge.
    SharesTwoStones,
    /// R6: a scoring bridge crosses a bridge.
    CrossesBridge,
    /// R6: a red bridge crosses a red or cut bridge.
    RedCrossesRedOrCut,
    /// R11: nothing to undo.
    NothingToUndo,
}

/// A refused action: the typed reason, its stable code, the English text and the cell or
/// colour it concerns.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RefusalInfo {
    /// The reason.
    pub reason: RefusalReason,
    /// The stable code (`Refusal::code`), for localisation.
    pub code: String,
    /// English text, for logs.
    pub detail: String,
    /// The cell concerned, if any.
    pub cell: Option<CellPos>,
    /// The colour concerned, if any.
    pub color: Option<StoneColor>,
}

impl From<Refusal> for RefusalInfo {
    fn from(r: Refusal) -> Self {
        let (reason, cell, color) = match r {
            Refusal::GameOver => (RefusalReason::GameOver, None, None),
            Refusal::OutsideGrid(c) => (RefusalReason::OutsideGrid, Some(c), None),
            Refusal::AlreadyPlaced => (RefusalReason::AlreadyPlaced, None, None),
            Refusal::CellOccupied(c) => (RefusalReason::CellOccupied, Some(c), None),
            Refusal::NotPlayable(c) => (RefusalReason::NotPlayable, Some(c), None),
            Refusal::ColorNotInSupply(k) => (RefusalReason::ColorNotInSupply, None, Some(k)),
            Refusal::DotWithoutBridge(c) => (RefusalReason::DotWithoutBridge, Some(c), None),
            Refusal::NoStonePlaced => (RefusalReason::NoStonePlaced, None, None),
            Refusal::NotInLine => (RefusalReason::NotInLine, None, None),
            Refusal::WrongLength => (RefusalReason::WrongLength, None, None),
            Refusal::EmptyCellInRow(c) => (RefusalReason::EmptyCellInRow, Some(c), None),
            Refusal::EqualNeighbours => (RefusalReason::EqualNeighbours, None, None),
            Refusal::NotLoyal => (RefusalReason::NotLoyal, None, None),
            Refusal::MissingTurnStone => (RefusalReason::MissingTurnStone, None, None),
            Refusal::SharesTwoStones => (RefusalReason::SharesTwoStones, None, None),
            Refusal::CrossesBridge => (RefusalReason::CrossesBridge, None, None),
            Refusal::RedCrossesRedOrCut => (RefusalReason::RedCrossesRedOrCut, None, None),
            Refusal::NothingToUndo => (RefusalReason::NothingToUndo, None, None),
        };
        RefusalInfo {
            reason,
            code: r.code().to_owned(),
            detail: r.to_string(),
            cell: cell.map(CellPos::from),
            color: color.map(StoneColor::from),
        }
    }
}

/// The drawing shade of a region (R2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum RegionShade {
    /// `S` tokens.
    Dark,
    /// `W` tokens and other letters.
    Medium,
    /// `G` tokens.
    Light,
}

impl From<Shade> for RegionShade {
    fn from(s: Shade) -> Self {
        match s {
            Shade::Dark => RegionShade::Dark,
            Shade::Medium => RegionShade::Medium,
            Shade::Light => RegionShade::Light,
        }
    }
}

/// What a cell is (R2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum CellKind {
    /// Nothing is drawn.
    Empty,
    /// A dot.
    Dot,
    /// A region cell.
    Region,
}

/// One cell of a frame.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct CellModel {
    /// Column.
    pub x: u32,
    /// Row.
    pub y: u32,
    /// Empty, dot or region.
    pub kind: CellKind,
    /// The region's token, for region cells.
    pub region_token: Option<String>,
    /// The region's shade, for region cells.
    pub shade: Option<RegionShade>,
    /// Region border on the top side.
    pub border_top: bool,
    /// Region border on the right side.
    pub border_right: bool,
    /// Region border on the bottom side.
    pub border_bottom: bool,
    /// Region border on the left side.
    pub border_left: bool,
    /// The stone on the cell.
    pub stone: Option<StoneColor>,
    /// Whether the stone carries a ring.
    pub ringed: bool,
    /// Whether this is the last placed stone.
    pub last_placed: bool,
    /// Whether this empty dot accepts the selected colour (R4.3).
    pub highlighted: bool,
}

/// One bridge of a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct BridgeModel {
    /// One end.
    pub from: CellPos,
    /// The other end.
    pub to: CellPos,
    /// Its kind.
    pub kind: BridgeKind,
    /// Cut bridges are drawn grey and dashed (R6).
    pub cut: bool,
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
    /// "Set k/n": k.
    pub set: u32,
    /// "Set k/n": n.
    pub sets: u32,
    /// Bridge points (R7).
    pub bridge_points: u32,
    /// Region points (R7).
    pub region_points: u32,
    /// Bridge plus region points.
    pub total: u32,
}

/// The phase of the game (R4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Phase {
    /// Place a stone.
    Place,
    /// Form bridges or end the turn.
    Bridge,
    /// The game is over.
    GameOver,
}

/// How a game ended (R8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum EndKind {
    /// Every stone was placed.
    AllStonesPlaced,
    /// Neither player could place.
    NoOneCanPlace,
    /// The players agreed.
    Agreed,
}

impl From<EndReason> for EndKind {
    fn from(r: EndReason) -> Self {
        match r {
            EndReason::AllStonesPlaced => EndKind::AllStonesPlaced,
            EndReason::NoOneCanPlace => EndKind::NoOneCanPlace,
            EndReason::Agreed => EndKind::Agreed,
        }
    }
}

/// Why a player passed (R4.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum PassKind {
    /// All sets used.
    NoStonesLeft,
    /// No cell accepts any stone of the supply.
    NoLegalPlacement,
}

impl From<PassReason> for PassKind {
    fn from(r: PassReason) -> Self {
        match r {
            PassReason::NoStonesLeft => PassKind::NoStonesLeft,
            PassReason::NoLegalPlacement => PassKind::NoLegalPlacement,
        }
    }
}

/// The end of a game (R7, R8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ResultModel {
    /// How it ended.
    pub reason: EndKind,
    /// The winner; `None` for a draw.
    pub winner: Option<Side>,
}

/// The status line: a stable code and its arguments, plus English for logs.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct StatusModel {
    /// The stable code (see `bindings/README.md`).
    pub code: String,
    /// The arguments of the localised text.
    pub args: Vec<String>,
    /// English text, for logs.
    pub english: String,
}

impl From<&Message> for StatusModel {
    fn from(m: &Message) -> Self {
        StatusModel {
            code: m.code().to_owned(),
            args: m.args(),
            english: m.english(),
        }
    }
}

/// Something that happened since the previous frame, for animation.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum EventModel {
    /// A stone was placed.
    StonePlaced {
        /// Where.
        cell: CellPos,
        /// Its colour.
        color: StoneColor,
    },
    /// A bridge was formed; `index` is its place in the frame's bridges.
    BridgeFormed {
        /// Index in the bridge list.
        index: u32,
        /// Its kind.
        kind: BridgeKind,
    },
    /// These bridges were cut (R6).
    BridgesCut {
        /// Indices in the bridge list.
        indices: Vec<u32>,
    },
    /// Flash this cell: an action was refused.
    RefusalFlash {
        /// The cell to flash.
        cell: CellPos,
        /// Why.
        refusal: RefusalInfo,
    },
    /// A dot stone went back to the supply (R4.3).
    StoneReturned {
        /// The dot.
        cell: CellPos,
        /// Its colour.
        color: StoneColor,
    },
    /// A player passed (R4.4).
    Passed {
        /// Who.
        side: Side,
        /// Why.
        reason: PassKind,
    },
    /// A player's turn started.
    TurnStarted {
        /// Who.
        side: Side,
    },
    /// The game ended (R8).
    GameOver {
        /// How.
        reason: EndKind,
    },
    /// An action was undone (R11).
    Undone,
}

impl From<Event> for EventModel {
    fn from(e: Event) -> Self {
        match e {
            Event::StonePlaced { cell, color } => EventModel::StonePlaced {
                cell: cell.into(),
                color: color.into(),
            },
            Event::BridgeFormed { index, kind } => EventModel::BridgeFormed {
                index: index as u32,
                kind: kind.into(),
            },
            Event::BridgesCut { indices } => EventModel::BridgesCut {
                indices: indices.into_iter().map(|i| i as u32).collect(),
            },
            Event::RefusalFlash { cell, refusal } => EventModel::RefusalFlash {
                cell: cell.into(),
                refusal: refusal.into(),
            },
            Event::StoneReturned { cell, color } => EventModel::StoneReturned {
                cell: cell.into(),
                color: color.into(),
            },
            Event::Passed { player, reason } => EventModel::Passed {
                side: player.into(),
                reason: reason.into(),
            },
            Event::TurnStarted { player } => EventModel::TurnStarted {
                side: player.into(),
            },
            Event::GameOver { reason } => EventModel::GameOver {
                reason: reason.into(),
            },
            Event::Undone => EventModel::Undone,
        }
    }
}

/// Everything a shell draws in one frame (see `dl_core::session::View`).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ViewModel {
    /// The position's name.
    pub position_name: String,
    /// Grid width in cells.
    pub width: u32,
    /// Grid height in cells.
    pub height: u32,
    /// Every cell, row-major.
    pub cells: Vec<CellModel>,
    /// Every bridge, in formation order.
    pub bridges: Vec<BridgeModel>,
    /// Blue's side.
    pub blue: PlayerModel,
    /// Yellow's side.
    pub yellow: PlayerModel,
    /// The player to move.
    pub to_move: Side,
    /// The turn number, counting passes.
    pub turn: u32,
    /// The phase.
    pub phase: Phase,
    /// The selected colour.
    pub selected: Option<StoneColor>,
    /// Whether undo is available (R11).
    pub can_undo: bool,
    /// Whether the turn can be ended (R4.4).
    pub can_end_turn: bool,
    /// Ending the turn now would take this dot stone back (R4.3): warn first.
    pub dot_stone_to_return: Option<CellPos>,
    /// The status line.
    pub status: StatusModel,
    /// Set once the game is over.
    pub result: Option<ResultModel>,
    /// What happened since the previous frame.
    pub events: Vec<EventModel>,
}

impl From<core_session::View> for ViewModel {
    fn from(v: core_session::View) -> Self {
        let cells = v.cells.into_iter().map(cell_model).collect();
        let bridges = v
            .bridges
            .iter()
            .map(|b| BridgeModel {
                from: b.from.into(),
                to: b.to.into(),
                kind: b.kind.into(),
                cut: b.cut,
            })
            .collect();
        let [blue, yellow] = v.players.map(player_model);
        ViewModel {
            position_name: v.position_name,
            width: v.width.into(),
            height: v.height.into(),
            cells,
            bridges,
            blue,
            yellow,
            to_move: v.to_move.into(),
            turn: v.turn,
            phase: match v.phase {
                CorePhase::Place => Phase::Place,
                CorePhase::Bridge => Phase::Bridge,
                CorePhase::GameOver => Phase::GameOver,
            },
            selected: v.selected.map(StoneColor::from),
            can_undo: v.can_undo,
            can_end_turn: v.can_end_turn,
            dot_stone_to_return: v.dot_stone_to_return.map(CellPos::from),
            status: (&v.message).into(),
            result: v.result.map(|r| ResultModel {
                reason: r.reason.into(),
                winner: match r.winner {
                    Winner::Player(p) => Some(p.into()),
                    Winner::Draw => None,
                },
            }),
            events: v.events.into_iter().map(EventModel::from).collect(),
        }
    }
}

fn cell_model(c: core_session::CellView) -> CellModel {
    let (kind, region_token, shade, borders) = match c.look {
        CellLook::Empty => (CellKind::Empty, None, None, Default::default()),
        CellLook::Dot => (CellKind::Dot, None, None, Default::default()),
        CellLook::Region {
            token,
            shade,
            borders,
        } => (CellKind::Region, Some(token), Some(shade.into()), borders),
    };
    let borders: core_session::Borders = borders;
    CellModel {
        x: c.cell.x.into(),
        y: c.cell.y.into(),
        kind,
        region_token,
        shade,
        border_top: borders.top,
        border_right: borders.right,
        border_bottom: borders.bottom,
        border_left: borders.left,
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
