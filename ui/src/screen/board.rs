//! The board of Divided Loyalties as a shell paints it: geometry in cell units (one cell = 1.0,
//! origin at the grid's top-left corner), colours resolved for the theme, one accessibility
//! node per cell with its label and actions.

use serde::Serialize;

use crate::input::CellAction;
use crate::vocabulary::Rgba;

/// A point in cell units.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Point {
    /// Across.
    pub x: f32,
    /// Down.
    pub y: f32,
}

impl From<dl_core::outline::Point> for Point {
    fn from(p: dl_core::outline::Point) -> Point {
        Point { x: p.x, y: p.y }
    }
}

/// The board: paint the regions, then the dots, the bridges, the stones and the marks.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Board {
    /// Grid width in cells.
    pub width: u32,
    /// Grid height in cells.
    pub height: u32,
    /// The colours that are not a region's, a stone's or a bridge's.
    pub colors: BoardColors,
    /// What each cell of the grid is, row-major (`y * width + x`) (R2).
    pub grounds: Vec<Ground>,
    /// Every region (board piece) with its outline (R2) and claims (R7).
    pub regions: Vec<RegionShape>,
    /// Every dot (R2).
    pub dots: Vec<Dot>,
    /// Every bridge, in formation order (R5, R6).
    pub bridges: Vec<BridgeLine>,
    /// Every stone.
    pub stones: Vec<Stone>,
    /// The cells a player can reach with a screen reader, in reading order, with their labels
    /// and actions.
    pub cells: Vec<BoardCell>,
    /// The hint shown, if asked for.
    pub hint: Option<HintMarkOnBoard>,
    /// The cell that flashes for a refused action, with the serial of the refusal (a new
    /// serial is a new flash).
    pub flash: Option<Flash>,
}

/// What a cell of the grid is (R2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "ground", rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Ground {
    /// Nothing: no stone ever goes here.
    Empty,
    /// A dot (•).
    Dot,
    /// A cell of this region of [`Board::regions`].
    Region {
        /// The region's index.
        index: u32,
    },
}

/// The board's own colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BoardColors {
    /// Behind everything.
    pub background: Rgba,
    /// Region outlines.
    pub outline: Rgba,
    /// The thin edge around every stone.
    pub stone_edge: Rgba,
    /// The mark around the most recently placed stone.
    pub last_stone: Rgba,
    /// The ring on a stone chosen as a bridge end.
    pub ring: Rgba,
    /// Cut bridges, drawn dashed (R6).
    pub cut_bridge: Rgba,
    /// A refused cell's flash.
    pub flash: Rgba,
    /// Region labels.
    pub text: Rgba,
}

/// A region: fill its outline's loops (even-odd), stroke them, tint it for each claim.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RegionShape {
    /// The token, e.g. `S1` (drawn at `label_at`).
    pub token: String,
    /// Its shade's colour.
    pub fill: Rgba,
    /// The outline's closed loops.
    pub loops: Vec<Vec<Point>>,
    /// Where the token is drawn.
    pub label_at: Point,
    /// Translucent tints of the players who claim it (R7), first player first.
    pub claims: Vec<Rgba>,
}

/// A dot (R2).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Dot {
    /// Its centre.
    pub center: Point,
    /// Its colour; a highlighted dot accepts the selected colour now (R4.3) and pulses.
    pub color: Rgba,
    /// Whether it is highlighted.
    pub highlighted: bool,
}

/// A bridge: a thick line between its end stones' centres.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BridgeLine {
    /// One end.
    pub start: Point,
    /// The other end.
    pub end: Point,
    /// Its loyalty's colour, or the cut colour (R5.4, R6).
    pub color: Rgba,
    /// Cut bridges are dashed (R6).
    pub cut: bool,
}

/// A stone.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Stone {
    /// Its cell's column.
    pub x: u32,
    /// Its cell's row.
    pub y: u32,
    /// Its centre.
    pub center: Point,
    /// Its colour.
    pub fill: Rgba,
    /// Its colour-blind mark, when the setting is on: the colour's language-free glyph
    /// (`◉ ▴ ▮ ✚ ⧫ ✶`, `dl_core::Mark`), the same in every language.
    pub mark: Option<String>,
    /// The mark's ink.
    pub mark_color: Rgba,
    /// Whether it carries a ring (a chosen bridge end).
    pub ringed: bool,
    /// Whether it is the most recently placed stone.
    pub last: bool,
}

/// An accessibility node of one cell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BoardCell {
    /// Column.
    pub x: u32,
    /// Row.
    pub y: u32,
    /// "Row 4, column 7, region S2, yellow stone, ringed".
    pub label: String,
    /// The actions offered here now.
    pub actions: Vec<CellActionLabel>,
}

/// An accessibility action of a cell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CellActionLabel {
    /// Sent back with [`crate::Input::Cell`].
    pub action: CellAction,
    /// "Place selected colour", "Ring for a bridge".
    pub label: String,
}

/// The hint on the board: ring the stone's cell in its colour, draw the bridges to form.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HintMarkOnBoard {
    /// The cell's centre.
    pub center: Point,
    /// The colour of the stone to place.
    pub color: Rgba,
    /// Its colour-blind mark: the colour's language-free glyph (`dl_core::Mark`).
    pub mark: String,
    /// The bridges to form, end to end.
    pub bridges: Vec<HintBridge>,
}

/// A bridge of the hint.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HintBridge {
    /// One end's centre.
    pub start: Point,
    /// The other end's centre.
    pub end: Point,
}

/// A refused action's flash.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Flash {
    /// Column.
    pub x: u32,
    /// Row.
    pub y: u32,
    /// The refusal's serial number.
    pub serial: u64,
}
