//! The editor's grid and name: what an edit changes and what undo restores.

use crate::geometry::Cell;
use crate::position::{CellKind, Position};
use crate::position_build::{CellValue, UsedCells, MAX_CELL_INDEX};

use super::paint::Paint;

/// The smallest width and height of the editor's grid (R9: the web editor's grids are 9×9 to
/// 25×25).
pub const MIN_SIDE: u8 = 9;
/// The largest width and height of the editor's grid: cells up to column and row 24 (R9).
pub const MAX_SIDE: u8 = MAX_CELL_INDEX as u8 + 1;

/// The state an editor edits: the grid of paints, row-major (`y * width + x`), and the name as
/// typed. Two drawings are equal when every cell and the name are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawing {
    width: u8,
    height: u8,
    cells: Vec<Paint>,
    name: String,
}

impl Drawing {
    /// An empty grid; the caller has checked the size against [`MIN_SIDE`] and [`MAX_SIDE`].
    pub(super) fn blank(width: u8, height: u8, name: String) -> Drawing {
        Drawing {
            width,
            height,
            cells: vec![Paint::Empty; usize::from(width) * usize::from(height)],
            name,
        }
    }

    /// Every cell at once; the caller gives as many as the grid has.
    pub(super) fn replace_cells(&mut self, cells: Vec<Paint>) {
        self.cells = cells;
    }

    /// The cells of `position` on a grid of its size (R2), kept within the editor's limits.
    pub(super) fn of_position(position: &Position) -> Drawing {
        // A position is at most 26 wide (a cell in column 24, plus 2, R2) and its last column
        // and row are empty: clamping keeps every used cell.
        let mut drawing = Drawing::blank(
            position.width().clamp(MIN_SIDE, MAX_SIDE),
            position.height().clamp(MIN_SIDE, MAX_SIDE),
            position.name().to_owned(),
        );
        for (index, kind) in position.kinds().iter().enumerate() {
            let paint = match kind {
                CellKind::Empty => continue,
                CellKind::Dot => Paint::Dot,
                CellKind::Region(i) => match position.regions().get(usize::from(*i)) {
                    Some(region) => Paint::Region(region.token.clone()),
                    None => continue,
                },
            };
            if let Some(slot) = drawing.index(position.cell_at(index)) {
                drawing.cells[slot] = paint;
            }
        }
        drawing
    }

    /// Grid width in cells.
    pub fn width(&self) -> u8 {
        self.width
    }

    /// Grid height in cells.
    pub fn height(&self) -> u8 {
        self.height
    }

    /// Every cell's paint, row-major (`y * width + x`).
    pub fn cells(&self) -> &[Paint] {
        &self.cells
    }

    /// The name as typed (surrounding spaces are dropped when it is saved).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The paint of a cell, `None` outside the grid.
    pub fn paint(&self, cell: Cell) -> Option<&Paint> {
        self.index(cell).and_then(|i| self.cells.get(i))
    }

    /// The row-major index of a cell of the grid.
    pub(super) fn index(&self, cell: Cell) -> Option<usize> {
        (cell.x < self.width && cell.y < self.height)
            .then(|| usize::from(cell.y) * usize::from(self.width) + usize::from(cell.x))
    }

    /// The cell at a row-major index.
    pub(super) fn cell_at(&self, index: usize) -> Cell {
        let width = usize::from(self.width);
        // The grid is at most 25×25, so both fit in u8.
        Cell::new((index % width) as u8, (index / width) as u8)
    }

    /// Sets the paint at a row-major index of the grid.
    pub(super) fn set(&mut self, index: usize, paint: Paint) {
        if let Some(slot) = self.cells.get_mut(index) {
            *slot = paint;
        }
    }

    /// Renames the drawing.
    pub(super) fn set_name(&mut self, name: String) {
        self.name = name;
    }

    /// The row-major indices of the grid's orthogonal neighbours of the cell at `index`.
    pub(super) fn neighbours(&self, index: usize) -> impl Iterator<Item = Option<usize>> + '_ {
        let cell = self.cell_at(index);
        [(0, -1), (1, 0), (0, 1), (-1, 0)]
            .into_iter()
            .map(move |(dx, dy)| {
                let x = u8::try_from(i16::from(cell.x) + dx).ok()?;
                let y = u8::try_from(i16::from(cell.y) + dy).ok()?;
                self.index(Cell::new(x, y))
            })
    }

    /// The cells joined to `start` through orthogonal neighbours that satisfy `joins`
    /// (`start` included), in row-major order.
    pub(super) fn connected(&self, start: usize, joins: impl Fn(&Paint) -> bool) -> Vec<usize> {
        let mut seen = vec![false; self.cells.len()];
        let mut found = Vec::new();
        let mut stack = vec![start];
        if let Some(s) = seen.get_mut(start) {
            *s = true;
        }
        while let Some(index) = stack.pop() {
            found.push(index);
            for next in self.neighbours(index).flatten() {
                if !seen[next] && joins(&self.cells[next]) {
                    seen[next] = true;
                    stack.push(next);
                }
            }
        }
        found.sort_unstable();
        found
    }

    /// The painted cells that a grid of `width` × `height` would cut off.
    pub(super) fn cut_by(&self, width: u8, height: u8) -> Vec<Cell> {
        (0..self.cells.len())
            .filter(|&i| self.cells[i].is_painted())
            .map(|i| self.cell_at(i))
            .filter(|cell| cell.x >= width || cell.y >= height)
            .collect()
    }

    /// Changes the grid's size, keeping every cell at its coordinates; cells beyond the new
    /// size are dropped and new cells are empty.
    pub(super) fn resize(&mut self, width: u8, height: u8) {
        let mut cells = vec![Paint::Empty; usize::from(width) * usize::from(height)];
        for y in 0..height.min(self.height) {
            for x in 0..width.min(self.width) {
                if let Some(from) = self.index(Cell::new(x, y)) {
                    let to = usize::from(y) * usize::from(width) + usize::from(x);
                    cells[to] = std::mem::take(&mut self.cells[from]);
                }
            }
        }
        self.width = width;
        self.height = height;
        self.cells = cells;
    }

    /// The regions' tokens with their cells (row-major indices), in the reading order of each
    /// region's first cell.
    pub(super) fn regions(&self) -> Vec<(&str, Vec<usize>)> {
        let mut regions: Vec<(&str, Vec<usize>)> = Vec::new();
        for (index, paint) in self.cells.iter().enumerate() {
            if let Some(token) = paint.token() {
                match regions.iter_mut().find(|(t, _)| *t == token) {
                    Some((_, cells)) => cells.push(index),
                    None => regions.push((token, vec![index])),
                }
            }
        }
        regions
    }

    /// The painted cells, keyed `(y, x)`, as the shared position builder takes them.
    pub(super) fn used_cells(&self) -> UsedCells<'_> {
        let mut used = UsedCells::new();
        for (index, paint) in self.cells.iter().enumerate() {
            let value = match paint {
                Paint::Empty => continue,
                Paint::Dot => CellValue::Dot,
                Paint::Region(token) => CellValue::Region(token),
            };
            let cell = self.cell_at(index);
            used.insert((u32::from(cell.y), u32::from(cell.x)), value);
        }
        used
    }
}
