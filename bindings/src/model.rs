//! The plain records and enums that cross the FFI, converted from and to `dl_core` types.

use dl_core::outline::Point;
use dl_core::session::Phase as CorePhase;
use dl_core::{Cell, Color, EndReason, Loyalty, PassReason, Player, Shade};

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

impl From<Side> for Player {
    fn from(s: Side) -> Self {
        match s {
            Side::Blue => Player::Blue,
            Side::Yellow => Player::Yellow,
        }
    }
}

impl From<BridgeKind> for Loyalty {
    fn from(k: BridgeKind) -> Self {
        match k {
            BridgeKind::Blue => Loyalty::Blue,
            BridgeKind::Yellow => Loyalty::Yellow,
            BridgeKind::Red => Loyalty::Red,
        }
    }
}

impl CellPos {
    /// The core's cell; coordinates beyond the largest grid become a cell outside every grid.
    pub(crate) fn to_cell(self) -> Cell {
        cell(self.x, self.y)
    }
}

/// The core's cell at (x, y); coordinates beyond any grid give a cell outside every grid, which
/// the rules refuse.
pub(crate) fn cell(x: u32, y: u32) -> Cell {
    Cell::new(
        u8::try_from(x).unwrap_or(u8::MAX),
        u8::try_from(y).unwrap_or(u8::MAX),
    )
}

/// A point in cell units: one cell = 1.0, origin at the grid's top-left corner, x to the
/// right, y downwards. Cell (x, y) covers [x, x + 1] × [y, y + 1].
#[derive(Clone, Copy, Debug, PartialEq, uniffi::Record)]
pub struct PointModel {
    /// Rightwards, in cells.
    pub x: f32,
    /// Downwards, in cells.
    pub y: f32,
}

impl From<Point> for PointModel {
    fn from(p: Point) -> Self {
        PointModel { x: p.x, y: p.y }
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

impl From<CorePhase> for Phase {
    fn from(p: CorePhase) -> Self {
        match p {
            CorePhase::Place => Phase::Place,
            CorePhase::Bridge => Phase::Bridge,
            CorePhase::GameOver => Phase::GameOver,
        }
    }
}

impl From<EndKind> for EndReason {
    fn from(k: EndKind) -> Self {
        match k {
            EndKind::AllStonesPlaced => EndReason::AllStonesPlaced,
            EndKind::NoOneCanPlace => EndReason::NoOneCanPlace,
            EndKind::Agreed => EndReason::Agreed,
        }
    }
}

impl From<PassKind> for PassReason {
    fn from(k: PassKind) -> Self {
        match k {
            PassKind::NoStonesLeft => PassReason::NoStonesLeft,
            PassKind::NoLegalPlacement => PassReason::NoLegalPlacement,
        }
    }
}
