//! The position editor (SCREENS.md "Position editor and library"): the grid being painted,
//! the brushes, the live problems with their cells, the name, and what can be done now.

use serde::Serialize;

use super::{Button, Choice};
use crate::vocabulary::Rgba;

/// The editor's screen.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct EditorModel {
    /// The name as typed (the text field's content).
    pub name: String,
    /// "Name", the field's label.
    pub name_label: String,
    /// "13 × 11".
    pub size: String,
    /// The grid.
    pub grid: EditorGrid,
    /// The brushes: each region token, the dot, the eraser.
    pub brushes: Vec<BrushChoice>,
    /// Flood fill on or off.
    pub fill: Choice,
    /// The grid's sizes one step larger or smaller (each 9 to 25): wider, narrower, taller,
    /// shorter, disabled at the ends.
    pub resize: Vec<Button>,
    /// The problems, blocking ones first (each with the cells it concerns highlighted).
    pub problems: Vec<ProblemLine>,
    /// "No problems." when there are none.
    pub no_problems: Option<String>,
    /// Undo, Redo, Test play, Save, Share as CSV.
    pub actions: Vec<Button>,
}

/// The grid being painted, in cell units.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct EditorGrid {
    /// Width in cells.
    pub width: u32,
    /// Height in cells.
    pub height: u32,
    /// Behind the cells.
    pub background: Rgba,
    /// The region outlines' and the tokens' ink.
    pub ink: Rgba,
    /// Every cell, row-major.
    pub cells: Vec<EditorCell>,
}

/// One cell of the grid.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct EditorCell {
    /// Column.
    pub x: u32,
    /// Row.
    pub y: u32,
    /// Its fill: the region's shade, the dot colour or the background.
    pub fill: Rgba,
    /// The region token written in it, for a region cell.
    pub token: Option<String>,
    /// Whether it is a dot (drawn as a dot on the fill).
    pub dot: bool,
    /// The highlight of the most severe problem that concerns it.
    pub flag: Option<Rgba>,
    /// "column 7, row 4, region S2".
    pub label: String,
}

/// A brush to paint with.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct BrushChoice {
    /// The control and its label ("S1", "Dot", "Eraser").
    pub choice: Choice,
    /// The colour it paints.
    pub color: Rgba,
}

/// One problem of the position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ProblemLine {
    /// What it is, in words.
    pub text: String,
    /// Whether it blocks saving (else a warning).
    pub blocking: bool,
    /// Its highlight colour.
    pub color: Rgba,
    /// The cells it concerns, as (column, row).
    pub cells: Vec<CellRef>,
}

/// A cell named by its coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CellRef {
    /// Column.
    pub x: u32,
    /// Row.
    pub y: u32,
}
