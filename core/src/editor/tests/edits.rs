use super::*;

#[test]
fn r9_blank_grids_are_9_to_25_cells_a_side() {
    for (w, h) in [(9, 9), (25, 25), (9, 25), (17, 12)] {
        let editor = Editor::blank(w, h).unwrap();
        assert_eq!(
            (editor.drawing().width(), editor.drawing().height()),
            (w, h)
        );
        assert!(editor.drawing().cells().iter().all(|p| *p == Paint::Empty));
        assert_eq!(
            editor.drawing().cells().len(),
            usize::from(w) * usize::from(h)
        );
    }
    for (w, h) in [(8, 9), (9, 8), (26, 9), (9, 26), (0, 0)] {
        let e = Editor::blank(w, h).unwrap_err();
        assert_eq!(
            e,
            EditError::SizeOutOfRange {
                width: w,
                height: h
            }
        );
        assert_eq!(e.code(), "editor_size_out_of_range");
    }
}

#[test]
fn r2_paint_sets_one_cell_and_refuses_cells_outside_the_grid() {
    let mut editor = Editor::blank(9, 10).unwrap();
    assert_eq!(editor.paint(c(8, 9), Paint::region("W3")), Ok(true));
    assert_eq!(editor.paint(c(8, 9), Paint::region("W3")), Ok(false));
    assert_eq!(editor.paint(c(0, 0), Paint::Dot), Ok(true));
    assert_eq!(editor.drawing().paint(c(8, 9)), Some(&Paint::region("W3")));
    assert_eq!(editor.drawing().cells()[9 * 9 + 8], Paint::region("W3"));
    assert_eq!(editor.drawing().paint(c(0, 0)), Some(&Paint::Dot));
    for outside in [c(9, 0), c(0, 10)] {
        assert_eq!(
            editor.paint(outside, Paint::Dot),
            Err(EditError::OutsideGrid(outside))
        );
        assert_eq!(editor.drawing().paint(outside), None);
    }
    assert_eq!(editor.paint(c(0, 0), Paint::Empty), Ok(true));
    assert_eq!(editor.drawing().paint(c(0, 0)), Some(&Paint::Empty));
}

#[test]
fn r2_flood_fill_paints_the_area_of_the_same_paint_joined_by_sides() {
    // An S1 ring around (2, 2), and a G1 cell touching the ring's corner only.
    let ring = [
        c(1, 1),
        c(2, 1),
        c(3, 1),
        c(1, 2),
        c(3, 2),
        c(1, 3),
        c(2, 3),
        c(3, 3),
    ];
    let mut editor = drawn("Ring", &Paint::region("S1"), &ring);
    editor.paint(c(4, 4), Paint::region("G1")).unwrap();
    // Filling the ring recolours all of it and nothing else.
    assert_eq!(editor.fill(c(2, 1), Paint::region("W2")), Ok(true));
    for &cell in &ring {
        assert_eq!(editor.drawing().paint(cell), Some(&Paint::region("W2")));
    }
    assert_eq!(editor.drawing().paint(c(2, 2)), Some(&Paint::Empty));
    assert_eq!(editor.drawing().paint(c(4, 4)), Some(&Paint::region("G1")));
    // Filling the hole paints one cell; filling outside paints every other empty cell.
    assert_eq!(editor.fill(c(2, 2), Paint::Dot), Ok(true));
    assert_eq!(editor.fill(c(0, 0), Paint::Dot), Ok(true));
    let dots = count(&editor, &Paint::Dot);
    assert_eq!(dots, 81 - 8 - 1);
    assert_eq!(editor.fill(c(0, 0), Paint::Dot), Ok(false));
    assert_eq!(
        editor.fill(c(9, 9), Paint::Dot),
        Err(EditError::OutsideGrid(c(9, 9)))
    );
    // Each fill is one edit.
    editor.undo().unwrap();
    editor.undo().unwrap();
    assert_eq!(count(&editor, &Paint::Dot), 0);
}

#[test]
fn r2_the_brush_paints_with_its_tool() {
    let mut editor = Editor::blank(9, 9).unwrap();
    assert_eq!(editor.brush(), &Brush::default());
    assert_eq!(editor.apply_brush(c(1, 1)), Ok(true));
    assert_eq!(editor.drawing().paint(c(1, 1)), Some(&Paint::region("S1")));
    editor.set_brush(Brush {
        paint: Paint::Dot,
        tool: Tool::Fill,
    });
    assert_eq!(editor.apply_brush(c(0, 0)), Ok(true));
    assert_eq!(count(&editor, &Paint::Dot), 80);
    // Choosing a brush is not an edit.
    editor.undo().unwrap();
    assert_eq!(editor.brush().tool, Tool::Fill);
}

#[test]
fn a_stroke_is_undone_in_one_step() {
    let mut editor = Editor::blank(9, 9).unwrap();
    editor.paint(c(0, 0), Paint::Dot).unwrap();
    let before = editor.drawing().clone();
    editor.begin_stroke();
    for x in 1..5 {
        editor.paint(c(x, 0), Paint::region("S1")).unwrap();
    }
    // Going back over a cell of the stroke keeps one change for it.
    editor.paint(c(1, 0), Paint::region("G2")).unwrap();
    editor.end_stroke();
    let after = editor.drawing().clone();
    editor.paint(c(8, 8), Paint::Dot).unwrap();
    editor.undo().unwrap();
    assert_eq!(editor.drawing(), &after);
    editor.undo().unwrap();
    assert_eq!(editor.drawing(), &before);
    editor.redo().unwrap();
    assert_eq!(editor.drawing(), &after);
    // A stroke that paints every cell back as it was leaves no edit.
    let mut editor = Editor::blank(9, 9).unwrap();
    editor.begin_stroke();
    editor.paint(c(1, 1), Paint::Dot).unwrap();
    editor.paint(c(1, 1), Paint::Empty).unwrap();
    editor.end_stroke();
    assert!(!editor.can_undo());
}

#[test]
fn r9_resize_keeps_cells_in_place_and_refuses_to_cut_painted_cells() {
    let mut editor = Editor::blank(12, 12).unwrap();
    editor.paint(c(10, 3), Paint::region("S1")).unwrap();
    editor.paint(c(2, 11), Paint::Dot).unwrap();
    assert_eq!(
        editor.resize(10, 11),
        Err(EditError::ResizeCutsPaintedCells {
            cells: vec![c(10, 3), c(2, 11)]
        })
    );
    assert_eq!(
        editor.resize(10, 11).unwrap_err().code(),
        "editor_resize_cuts_painted_cells"
    );
    assert_eq!(
        editor.resize(8, 12).unwrap_err().code(),
        "editor_size_out_of_range"
    );
    assert_eq!(editor.resize(12, 12), Ok(false));
    assert_eq!(editor.resize(25, 13), Ok(true));
    assert_eq!(editor.drawing().paint(c(10, 3)), Some(&Paint::region("S1")));
    assert_eq!(editor.drawing().paint(c(2, 11)), Some(&Paint::Dot));
    assert_eq!(editor.drawing().paint(c(24, 12)), Some(&Paint::Empty));
    editor.paint(c(2, 11), Paint::Empty).unwrap();
    assert_eq!(editor.resize(11, 9), Ok(true));
    assert_eq!(editor.drawing().width(), 11);
    assert_eq!(editor.drawing().paint(c(10, 3)), Some(&Paint::region("S1")));
    // Undo restores each size, and the cells with it.
    editor.undo().unwrap();
    assert_eq!(
        (editor.drawing().width(), editor.drawing().height()),
        (25, 13)
    );
    editor.undo().unwrap();
    assert_eq!(editor.drawing().paint(c(2, 11)), Some(&Paint::Dot));
    editor.undo().unwrap();
    assert_eq!(
        (editor.drawing().width(), editor.drawing().height()),
        (12, 12)
    );
}

#[test]
fn r11_undo_and_redo_every_edit_and_a_new_edit_drops_the_redo() {
    let mut editor = Editor::blank(9, 9).unwrap();
    assert_eq!(editor.undo(), Err(EditError::NothingToUndo));
    assert_eq!(editor.redo(), Err(EditError::NothingToRedo));
    assert_eq!(EditError::NothingToUndo.code(), "editor_nothing_to_undo");
    assert_eq!(EditError::NothingToRedo.code(), "editor_nothing_to_redo");
    let mut states = vec![editor.drawing().clone()];
    editor.paint(c(1, 1), Paint::region("S1")).unwrap();
    states.push(editor.drawing().clone());
    assert!(editor.rename("Tiny"));
    assert!(!editor.rename("Tiny"));
    states.push(editor.drawing().clone());
    editor.resize(10, 9).unwrap();
    states.push(editor.drawing().clone());
    editor.fill(c(0, 0), Paint::Dot).unwrap();
    states.push(editor.drawing().clone());
    for state in states.iter().rev().skip(1) {
        editor.undo().unwrap();
        assert_eq!(editor.drawing(), state);
    }
    assert!(!editor.can_undo() && editor.can_redo());
    for state in states.iter().skip(1) {
        editor.redo().unwrap();
        assert_eq!(editor.drawing(), state);
    }
    editor.undo().unwrap();
    editor.undo().unwrap();
    editor.paint(c(5, 5), Paint::Dot).unwrap();
    assert!(!editor.can_redo());
    assert_eq!(editor.redo(), Err(EditError::NothingToRedo));
}

#[test]
fn only_the_last_max_undo_steps_edits_are_kept() {
    let mut editor = Editor::blank(9, 9).unwrap();
    for i in 0..=MAX_UNDO_STEPS {
        editor.rename(&format!("Name {i}"));
    }
    let mut undone = 0;
    while editor.undo().is_ok() {
        undone += 1;
    }
    assert_eq!(undone, MAX_UNDO_STEPS);
    assert_eq!(editor.drawing().name(), "Name 0");
}

#[test]
fn r2_a_copy_of_a_position_has_its_cells_name_and_size_within_the_limits() {
    for p in crate::position::builtin_positions() {
        let editor = Editor::from_position(p);
        let d = editor.drawing();
        assert_eq!(
            (d.width(), d.height()),
            (p.width(), p.height()),
            "{}",
            p.name()
        );
        assert_eq!(d.name(), p.name());
        assert!(!editor.can_undo());
        for cell in p.cells() {
            let expected = match p.kind(cell) {
                crate::CellKind::Empty => Paint::Empty,
                crate::CellKind::Dot => Paint::Dot,
                crate::CellKind::Region(i) => Paint::region(&p.regions()[usize::from(i)].token),
            };
            assert_eq!(d.paint(cell), Some(&expected), "{} {cell}", p.name());
        }
    }
    // A position using column and row 24 is 26 × 26 (R2): the copy is 25 × 25, cells kept.
    let text = "position_id,position_name,row,c0\n1,Big,0,S1\n1,Big,24,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,.,o\n";
    let big = &crate::position_csv::read_positions(text.as_bytes()).unwrap()[0];
    assert_eq!((big.width(), big.height()), (26, 26));
    let editor = Editor::from_position(big);
    assert_eq!(
        (editor.drawing().width(), editor.drawing().height()),
        (25, 25)
    );
    assert_eq!(editor.drawing().paint(c(24, 24)), Some(&Paint::Dot));
    assert!(editor.to_position().unwrap().same_board(big));
    // A small one grows to 9 × 9.
    let text = "position_id,position_name,row,c0\n1,Small,0,S1,o\n";
    let small = &crate::position_csv::read_positions(text.as_bytes()).unwrap()[0];
    let editor = Editor::from_position(small);
    assert_eq!(
        (editor.drawing().width(), editor.drawing().height()),
        (9, 9)
    );
}

#[test]
fn a_touch_hits_the_cell_under_it_and_nothing_outside_the_grid() {
    let editor = Editor::blank(9, 12).unwrap();
    assert_eq!(editor.cell_at(0.0, 0.0), Some(c(0, 0)));
    assert_eq!(editor.cell_at(8.99, 11.5), Some(c(8, 11)));
    assert_eq!(editor.cell_at(3.5, 2.0), Some(c(3, 2)));
    for (x, y) in [
        (9.0, 0.0),
        (0.0, 12.0),
        (-0.1, 1.0),
        (f32::NAN, 1.0),
        (1.0, f32::INFINITY),
    ] {
        assert_eq!(editor.cell_at(x, y), None, "({x}, {y})");
    }
}

#[test]
fn a_restored_drawing_is_the_drawing_kept_without_its_history() {
    let mut editor = Editor::blank(10, 9).unwrap();
    editor.paint(Cell::new(2, 3), Paint::region("W4")).unwrap();
    editor.paint(Cell::new(3, 3), Paint::Dot).unwrap();
    editor.rename("Kept");
    let drawing = editor.drawing();
    let restored = Editor::restore(10, 9, "Kept", drawing.cells().to_vec()).unwrap();
    assert_eq!(restored.drawing(), drawing);
    assert!(!restored.can_undo());
    assert!(
        Editor::restore(10, 9, "Kept", vec![Paint::Dot; 89]).is_none(),
        "too few cells"
    );
    assert!(
        Editor::restore(8, 9, "Kept", vec![Paint::Empty; 72]).is_none(),
        "too narrow"
    );
}
