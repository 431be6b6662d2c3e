//! Discorder's plain values across the FFI (`dl_discorder`): players, tools, edges, targets,
//! actions, segments and refusals, converted both ways.

use dl_discorder::session::{Point, Segment, Target, Tool};
use dl_discorder::{Action, Cell, Direction, Edge, Player, Refusal, Starter, Winner};

use crate::model::{CellPos, PointModel};

/// A Discorder player (D1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DiscorderPlayer {
    /// Yellow.
    Yellow,
    /// Black.
    Black,
}

impl From<Player> for DiscorderPlayer {
    fn from(p: Player) -> Self {
        match p {
            Player::Yellow => DiscorderPlayer::Yellow,
            Player::Black => DiscorderPlayer::Black,
        }
    }
}

impl From<DiscorderPlayer> for Player {
    fn from(p: DiscorderPlayer) -> Self {
        match p {
            DiscorderPlayer::Yellow => Player::Yellow,
            DiscorderPlayer::Black => Player::Black,
        }
    }
}

/// The winner of a finished game: `None` for a draw (D6).
pub(crate) fn winner(w: Winner) -> Option<DiscorderPlayer> {
    match w {
        Winner::Player(p) => Some(p.into()),
        Winner::Draw => None,
    }
}

/// The core's winner of a record's `Option<DiscorderPlayer>` (`None`: a draw).
pub(crate) fn core_winner(w: Option<DiscorderPlayer>) -> Winner {
    w.map_or(Winner::Draw, |p| Winner::Player(p.into()))
}

/// Who begins a new game of Discorder (D1, reading: the app offers all three).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DiscorderStarter {
    /// Yellow begins.
    Yellow,
    /// Black begins.
    Black,
    /// Drawn from the seed.
    Random,
}

impl From<DiscorderStarter> for Starter {
    fn from(s: DiscorderStarter) -> Self {
        match s {
            DiscorderStarter::Yellow => Starter::Yellow,
            DiscorderStarter::Black => Starter::Black,
            DiscorderStarter::Random => Starter::Random,
        }
    }
}

/// What a tap uses: a tile on a cell or a peg on an edge (D2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DiscorderTool {
    /// Taps target cells and place the mover's tile (D2).
    Tile,
    /// Taps target inner horizontal edges and place a peg (D3).
    Peg,
}

impl From<Tool> for DiscorderTool {
    fn from(t: Tool) -> Self {
        match t {
            Tool::Tile => DiscorderTool::Tile,
            Tool::Peg => DiscorderTool::Peg,
        }
    }
}

impl From<DiscorderTool> for Tool {
    fn from(t: DiscorderTool) -> Self {
        match t {
            DiscorderTool::Tile => Tool::Tile,
            DiscorderTool::Peg => Tool::Peg,
        }
    }
}

/// An inner horizontal edge: the line between cell (x, y) and cell (x, y + 1), where a peg
/// goes (D3). Inner edges have 0 ≤ x ≤ 7 and 0 ≤ y ≤ 5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct DiscorderEdgePos {
    /// The column.
    pub x: u32,
    /// The row of the cell above the edge.
    pub y: u32,
}

impl From<Edge> for DiscorderEdgePos {
    fn from(e: Edge) -> Self {
        DiscorderEdgePos {
            x: e.x.into(),
            y: e.y.into(),
        }
    }
}

/// A coordinate from a shell; past any board it becomes 255, which the rules refuse.
fn coordinate(v: u32) -> u8 {
    u8::try_from(v).unwrap_or(u8::MAX)
}

/// The core's cell at (x, y); coordinates past the board give a cell the rules refuse (D1).
pub(crate) fn cell(x: u32, y: u32) -> Cell {
    Cell::new(coordinate(x), coordinate(y))
}

/// The core's edge below cell (x, y); coordinates past the board give an edge the rules refuse
/// (D3).
pub(crate) fn edge(x: u32, y: u32) -> Edge {
    Edge::new(coordinate(x), coordinate(y))
}

impl From<Cell> for CellPos {
    fn from(c: Cell) -> Self {
        CellPos {
            x: c.x.into(),
            y: c.y.into(),
        }
    }
}

/// What a tap hits: a cell (tile tool) or an inner horizontal edge (peg tool).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DiscorderTarget {
    /// A cell of the board.
    Cell {
        /// The cell.
        cell: CellPos,
    },
    /// An inner horizontal edge.
    Edge {
        /// The edge.
        edge: DiscorderEdgePos,
    },
}

impl From<Target> for DiscorderTarget {
    fn from(t: Target) -> Self {
        match t {
            Target::Cell(c) => DiscorderTarget::Cell { cell: c.into() },
            Target::Edge(e) => DiscorderTarget::Edge { edge: e.into() },
        }
    }
}

/// A Discorder action (D2): the list of these is the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DiscorderAction {
    /// A tile of the mover on an empty cell (D2).
    PlaceTile {
        /// The cell.
        cell: CellPos,
    },
    /// A peg on an inner horizontal edge (D3).
    PlacePeg {
        /// The edge.
        edge: DiscorderEdgePos,
    },
}

impl From<Action> for DiscorderAction {
    fn from(a: Action) -> Self {
        match a {
            Action::PlaceTile(c) => DiscorderAction::PlaceTile { cell: c.into() },
            Action::PlacePeg(e) => DiscorderAction::PlacePeg { edge: e.into() },
        }
    }
}

impl From<DiscorderAction> for Action {
    fn from(a: DiscorderAction) -> Self {
        match a {
            DiscorderAction::PlaceTile { cell: c } => Action::PlaceTile(cell(c.x, c.y)),
            DiscorderAction::PlacePeg { edge: e } => Action::PlacePeg(edge(e.x, e.y)),
        }
    }
}

/// Along a row or down a column (D4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DiscorderDirection {
    /// Along a row.
    Horizontal,
    /// Down a column.
    Vertical,
}

impl From<Direction> for DiscorderDirection {
    fn from(d: Direction) -> Self {
        match d {
            Direction::Horizontal => DiscorderDirection::Horizontal,
            Direction::Vertical => DiscorderDirection::Vertical,
        }
    }
}

impl From<Point> for PointModel {
    fn from(p: Point) -> Self {
        // Board coordinates are small multiples of a tenth of a cell: f32 holds them.
        PointModel {
            x: p.x as f32,
            y: p.y as f32,
        }
    }
}

/// A straight segment in cell units (a grid line, a peg's bar, a line of tiles).
#[derive(Clone, Copy, Debug, PartialEq, uniffi::Record)]
pub struct DiscorderSegment {
    /// One end.
    pub from: PointModel,
    /// The other end.
    pub to: PointModel,
}

impl From<Segment> for DiscorderSegment {
    fn from(s: Segment) -> Self {
        DiscorderSegment {
            from: s.from.into(),
            to: s.to.into(),
        }
    }
}

/// Why a Discorder action or tool was refused: one value per clause (`dl_discorder::Refusal`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DiscorderRefusalReason {
    /// D6: the game is over.
    GameOver,
    /// D1: the cell is not on the board.
    CellOutsideBoard,
    /// D1, D2: the mover has no tile left.
    NoTilesLeft,
    /// D2: the cell holds a tile.
    CellOccupied,
    /// D3: not an inner horizontal edge.
    EdgeOutsideBoard,
    /// D1: all ten pegs are placed.
    NoPegsLeft,
    /// D3: a peg sits on the edge.
    EdgeHasPeg,
    /// D3.1: the edge neither touches a tile nor continues a peg.
    PegNotFollowing,
    /// D3.2: at an end of the mover's own vertical three.
    PegAfterOwnThree,
    /// D3.1, D3.2: no edge accepts a peg now (the peg tool).
    NoEdgeForPeg,
    /// D7: nothing to undo (against the computer: no action of the device's player).
    NothingToUndo,
    /// The computer plays the player to move: wait for `playComputer`.
    ComputerToMove,
}

/// A refused Discorder action or tool: the typed reason, its stable code and the cell or edge
/// it concerns.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct DiscorderRefusal {
    /// The reason.
    pub reason: DiscorderRefusalReason,
    /// The stable code (`Refusal::code`), for localisation.
    pub code: String,
    /// The cell concerned, if any.
    pub cell: Option<CellPos>,
    /// The edge concerned, if any.
    pub edge: Option<DiscorderEdgePos>,
}

impl From<Refusal> for DiscorderRefusal {
    fn from(r: Refusal) -> Self {
        use DiscorderRefusalReason as R;
        let (reason, c, e) = match r {
            Refusal::GameOver => (R::GameOver, None, None),
            Refusal::CellOutsideBoard(c) => (R::CellOutsideBoard, Some(c), None),
            Refusal::NoTilesLeft => (R::NoTilesLeft, None, None),
            Refusal::CellOccupied(c) => (R::CellOccupied, Some(c), None),
            Refusal::EdgeOutsideBoard(e) => (R::EdgeOutsideBoard, None, Some(e)),
            Refusal::NoPegsLeft => (R::NoPegsLeft, None, None),
            Refusal::EdgeHasPeg(e) => (R::EdgeHasPeg, None, Some(e)),
            Refusal::PegNotFollowing(e) => (R::PegNotFollowing, None, Some(e)),
            Refusal::PegAfterOwnThree(e) => (R::PegAfterOwnThree, None, Some(e)),
            Refusal::NoEdgeForPeg => (R::NoEdgeForPeg, None, None),
            Refusal::NothingToUndo => (R::NothingToUndo, None, None),
            Refusal::ComputerToMove => (R::ComputerToMove, None, None),
        };
        DiscorderRefusal {
            reason,
            code: r.code().to_owned(),
            cell: c.map(CellPos::from),
            edge: e.map(DiscorderEdgePos::from),
        }
    }
}

impl DiscorderRefusal {
    /// The core's refusal, when the fields its reason needs are present (a record that came
    /// back from a shell is not trusted).
    pub(crate) fn to_core(&self) -> Option<Refusal> {
        use DiscorderRefusalReason as R;
        let c = self.cell.map(|c| cell(c.x, c.y));
        let e = self.edge.map(|e| edge(e.x, e.y));
        Some(match self.reason {
            R::GameOver => Refusal::GameOver,
            R::CellOutsideBoard => Refusal::CellOutsideBoard(c?),
            R::NoTilesLeft => Refusal::NoTilesLeft,
            R::CellOccupied => Refusal::CellOccupied(c?),
            R::EdgeOutsideBoard => Refusal::EdgeOutsideBoard(e?),
            R::NoPegsLeft => Refusal::NoPegsLeft,
            R::EdgeHasPeg => Refusal::EdgeHasPeg(e?),
            R::PegNotFollowing => Refusal::PegNotFollowing(e?),
            R::PegAfterOwnThree => Refusal::PegAfterOwnThree(e?),
            R::NoEdgeForPeg => Refusal::NoEdgeForPeg,
            R::NothingToUndo => Refusal::NothingToUndo,
            R::ComputerToMove => Refusal::ComputerToMove,
        })
    }
}

/// `Some(refusal)` for a refused input, `None` for an accepted one.
pub(crate) fn refusal<T>(result: Result<T, Refusal>) -> Option<DiscorderRefusal> {
    result.err().map(DiscorderRefusal::from)
}
