//! Unit tests of the editor: edits with undo/redo, and every problem kind with its cells.

mod edits;
mod problems;

use super::*;

/// A cell.
fn c(x: u8, y: u8) -> Cell {
    Cell::new(x, y)
}

/// A blank 9×9 editor named `name` with `cells` painted with `paint`.
fn drawn(name: &str, paint: &Paint, cells: &[Cell]) -> Editor {
    let mut editor = Editor::blank(9, 9).unwrap();
    editor.rename(name);
    for &cell in cells {
        editor.paint(cell, paint.clone()).unwrap();
    }
    editor
}

/// How many cells of the editor hold `paint`.
fn count(editor: &Editor, paint: &Paint) -> usize {
    editor
        .drawing()
        .cells()
        .iter()
        .filter(|p| *p == paint)
        .count()
}
