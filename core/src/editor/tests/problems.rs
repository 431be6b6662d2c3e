use super::*;
use crate::position::builtin_positions;

fn codes(editor: &Editor) -> Vec<&'static str> {
    editor.problems().iter().map(Problem::code).collect()
}

/// A valid little position: an S1 bar with dots around it.
fn valid(name: &str) -> Editor {
    let mut editor = drawn(name, &Paint::region("S1"), &[c(1, 1), c(2, 1), c(3, 1)]);
    editor.paint(c(0, 1), Paint::Dot).unwrap();
    editor
}

#[test]
fn r9_names_empty_too_long_or_with_control_characters_block() {
    let mut editor = valid("");
    assert_eq!(editor.problems(), [Problem::NameEmpty]);
    editor.rename("   ");
    assert_eq!(editor.problems(), [Problem::NameEmpty]);
    editor.rename(&"é".repeat(81));
    assert_eq!(editor.problems(), [Problem::NameTooLong { chars: 81 }]);
    editor.rename(&format!("  {}  ", "é".repeat(80)));
    assert_eq!(editor.problems(), []);
    editor.rename("Tab\there");
    assert_eq!(editor.problems(), [Problem::NameHasControlCharacter]);
    for problem in [
        Problem::NameEmpty,
        Problem::NameTooLong { chars: 81 },
        Problem::NameHasControlCharacter,
    ] {
        assert_eq!(problem.severity(), Severity::Blocking);
        assert!(problem.is_about_the_name());
        assert_eq!(problem.cells(), []);
    }
    assert_eq!(
        codes(&editor),
        ["editor_name_control_character"],
        "{:?}",
        editor.problems()
    );
    assert_eq!(Problem::NameEmpty.code(), "editor_name_empty");
    assert_eq!(
        Problem::NameTooLong { chars: 81 }.code(),
        "editor_name_too_long"
    );
}

#[test]
fn r10_a_name_with_the_slug_of_a_builtin_blocks() {
    for (name, number) in [("e m 3 w", 6), ("  OCTOPUS! ", 2), ("Up-the-Stairs", 1)] {
        let editor = valid(name);
        assert_eq!(
            editor.problems(),
            [Problem::NameOfBuiltin { number }],
            "{name}"
        );
        assert_eq!(codes(&editor), ["editor_name_of_builtin"]);
        assert_eq!(
            editor.to_position(),
            Err(vec![Problem::NameOfBuiltin { number }])
        );
    }
    for name in ["Octopus 2", "Ходи", "7"] {
        assert_eq!(valid(name).problems(), [], "{name}");
    }
    assert_eq!(
        name_problems("Pyramid"),
        [Problem::NameOfBuiltin { number: 7 }]
    );
}

#[test]
fn r2_no_region_cell_blocks() {
    let editor = drawn("Dots", &Paint::Dot, &[c(1, 1), c(2, 2)]);
    assert_eq!(editor.problems(), [Problem::NoRegion]);
    assert_eq!(codes(&editor), ["editor_no_region"]);
    assert_eq!(Problem::NoRegion.cells(), []);
    let blank = Editor::blank(9, 9).unwrap();
    assert_eq!(blank.problems(), [Problem::NameEmpty, Problem::NoRegion]);
    assert_eq!(
        blank.to_position(),
        Err(vec![Problem::NameEmpty, Problem::NoRegion])
    );
}

#[test]
fn r9_tokens_the_csv_cannot_carry_block_with_their_cells() {
    let long = "S".repeat(17);
    for token in ["S 1", "S,1", "o", "O", "", long.as_str(), "S\"1"] {
        let mut editor = valid("Tokens");
        editor.paint(c(5, 5), Paint::region(token)).unwrap();
        editor.paint(c(5, 6), Paint::region(token)).unwrap();
        let problem = Problem::BadToken {
            token: token.to_owned(),
            cells: vec![c(5, 5), c(5, 6)],
        };
        assert_eq!(
            editor.problems(),
            std::slice::from_ref(&problem),
            "{token:?}"
        );
        assert_eq!(problem.code(), "editor_bad_token");
        assert_eq!(problem.severity(), Severity::Blocking);
        assert_eq!(problem.cells(), [c(5, 5), c(5, 6)]);
        assert_eq!(editor.to_position(), Err(vec![problem.clone()]));
        assert_eq!(editor.test_play_position(), Err(vec![problem]));
    }
    // Tokens outside the palette that the CSV carries are fine.
    let mut editor = valid("Tokens");
    for (x, token) in ["X9", "s1", "Region_2-b", &"G".repeat(16)]
        .into_iter()
        .enumerate()
    {
        editor.paint(c(x as u8, 7), Paint::region(token)).unwrap();
    }
    assert_eq!(editor.problems(), []);
}

#[test]
fn r2_r7_a_region_in_parts_warns_with_each_part() {
    // S1: a bar, a lone cell, and a cell touching the bar's end at a corner only.
    let cells = [c(1, 1), c(2, 1), c(3, 1), c(6, 1), c(4, 2)];
    let editor = drawn("Parts", &Paint::region("S1"), &cells);
    let problem = Problem::SplitRegion {
        token: "S1".to_owned(),
        parts: vec![
            vec![c(1, 1), c(2, 1), c(3, 1)],
            vec![c(6, 1)],
            vec![c(4, 2)],
        ],
    };
    assert_eq!(editor.problems(), std::slice::from_ref(&problem));
    assert_eq!(problem.code(), "editor_split_region");
    assert_eq!(problem.severity(), Severity::Warning);
    assert_eq!(
        problem.cells(),
        [c(1, 1), c(2, 1), c(3, 1), c(6, 1), c(4, 2)]
    );
    // A warning does not block: the position is saved and reads back with one S1 region.
    let position = editor.to_position().unwrap();
    assert_eq!(position.regions().len(), 1);
}

#[test]
fn r2_octopus_s1_is_one_region_in_six_parts_and_only_a_warning() {
    let octopus = crate::position::builtin(2).unwrap();
    let mut editor = Editor::from_position(octopus);
    editor.rename("Octopus copy");
    let split: Vec<(String, usize)> = editor
        .problems()
        .into_iter()
        .map(|p| match p {
            Problem::SplitRegion { token, parts } => (token, parts.len()),
            other => panic!("unexpected {other:?}"),
        })
        .collect();
    assert_eq!(split, [("S1".to_owned(), 6), ("G1".to_owned(), 2)]);
    assert!(editor.to_position().unwrap().same_board(octopus));
}

#[test]
fn r2_a_dot_whose_four_neighbours_are_one_region_warns() {
    let block: Vec<Cell> = (1..4).flat_map(|y| (1..4).map(move |x| c(x, y))).collect();
    let mut editor = drawn("Hole", &Paint::region("W1"), &block);
    editor.paint(c(2, 2), Paint::Dot).unwrap();
    let problem = Problem::DotsInsideRegion {
        token: "W1".to_owned(),
        dots: vec![c(2, 2)],
    };
    assert_eq!(editor.problems(), std::slice::from_ref(&problem));
    assert_eq!(problem.code(), "editor_dots_inside_region");
    assert_eq!(problem.severity(), Severity::Warning);
    assert_eq!(problem.cells(), [c(2, 2)]);
    // Still a dot of the saved position (R4.3), not a region cell.
    let position = editor.to_position().unwrap();
    assert_eq!(position.kind(c(2, 2)), crate::CellKind::Dot);
    // One neighbour of another region, or an empty one, and it is an ordinary dot.
    editor.paint(c(2, 1), Paint::region("W2")).unwrap();
    assert_eq!(codes(&editor), Vec::<&str>::new());
    editor.paint(c(2, 1), Paint::Empty).unwrap();
    assert_eq!(codes(&editor), Vec::<&str>::new());
    // A dot on the grid's edge has a neighbour outside the grid: not inside a region.
    let mut edge = drawn("Edge", &Paint::region("S1"), &[c(0, 1), c(1, 0)]);
    edge.paint(c(0, 0), Paint::Dot).unwrap();
    assert_eq!(codes(&edge), ["editor_split_region"]);
}

#[test]
fn r2_no_builtin_has_a_blocking_problem_or_a_dot_inside_a_region() {
    let mut split = Vec::new();
    for p in builtin_positions() {
        let mut editor = Editor::from_position(p);
        editor.rename(&format!("{} (copy)", p.name()));
        for problem in editor.problems() {
            assert_eq!(
                problem.code(),
                "editor_split_region",
                "{}: {problem}",
                p.name()
            );
        }
        if !editor.problems().is_empty() {
            split.push(p.name());
        }
        // Under the built-in's own name, the copy blocks only on the name (R10).
        editor.undo().unwrap();
        let blocking: Vec<Problem> = editor
            .problems()
            .into_iter()
            .filter(|p| p.severity() == Severity::Blocking)
            .collect();
        assert_eq!(
            blocking,
            [Problem::NameOfBuiltin {
                number: p.number().unwrap()
            }]
        );
    }
    assert_eq!(
        split,
        [
            "Octopus",
            "Wind wheel",
            "Utopia",
            "Pyramid",
            "SwissCross",
            "AlmostADiamond"
        ]
    );
}

#[test]
fn problems_come_blocking_first_then_warnings() {
    let mut editor = drawn("", &Paint::region("S 1"), &[c(1, 1), c(3, 1)]);
    editor.paint(c(5, 5), Paint::region("G1")).unwrap();
    editor.paint(c(7, 5), Paint::region("G1")).unwrap();
    assert_eq!(
        codes(&editor),
        [
            "editor_name_empty",
            "editor_bad_token",
            "editor_split_region",
            "editor_split_region"
        ]
    );
}

#[test]
fn test_play_skips_the_name_problems_only() {
    let editor = valid("Octopus");
    assert_eq!(
        editor.to_position(),
        Err(vec![Problem::NameOfBuiltin { number: 2 }])
    );
    let position = editor.test_play_position().unwrap();
    assert_eq!(position.name(), "Octopus");
    assert_eq!(position.number(), None);
    for (name, played_as) in [
        ("", UNNAMED_TEST_PLAY),
        (" \t ", UNNAMED_TEST_PLAY),
        ("  A\nB ", "AB"),
    ] {
        assert_eq!(valid(name).test_play_position().unwrap().name(), played_as);
    }
    let long = format!(" {}", "x".repeat(100));
    assert_eq!(
        valid(&long).test_play_position().unwrap().name(),
        "x".repeat(80)
    );
    let no_region = drawn("", &Paint::Dot, &[c(1, 1)]);
    assert_eq!(no_region.test_play_position(), Err(vec![Problem::NoRegion]));
}

#[test]
fn the_view_lists_problems_with_their_cells_and_flags_the_cells() {
    let mut editor = drawn("", &Paint::region("S1"), &[c(1, 1), c(3, 1)]);
    editor.paint(c(5, 5), Paint::region("S 1")).unwrap();
    editor.set_brush(Brush {
        paint: Paint::Dot,
        tool: Tool::Fill,
    });
    let view = editor.view();
    assert_eq!((view.width, view.height, view.name.as_str()), (9, 9, ""));
    assert_eq!(view.cells.len(), 81);
    assert_eq!(view.brush.tool, Tool::Fill);
    assert!(view.can_undo && !view.can_redo);
    assert!(!view.can_save && !view.can_test_play);
    let listed: Vec<(&str, Severity, Vec<Cell>)> = view
        .problems
        .iter()
        .map(|p| (p.code, p.severity, p.cells.clone()))
        .collect();
    assert_eq!(
        listed,
        [
            ("editor_name_empty", Severity::Blocking, vec![]),
            ("editor_bad_token", Severity::Blocking, vec![c(5, 5)]),
            (
                "editor_split_region",
                Severity::Warning,
                vec![c(1, 1), c(3, 1)]
            ),
        ]
    );
    for (i, cell) in view.cells.iter().enumerate() {
        assert_eq!(cell.cell, c((i % 9) as u8, (i / 9) as u8));
    }
    let at = |x: usize, y: usize| &view.cells[y * 9 + x];
    assert_eq!(at(1, 1).cell, c(1, 1));
    assert_eq!(at(1, 1).flagged, Some(Severity::Warning));
    assert_eq!(at(1, 1).shade, Some(crate::Shade::Dark));
    assert_eq!(at(5, 5).flagged, Some(Severity::Blocking));
    assert_eq!(at(5, 5).paint, Paint::region("S 1"));
    assert_eq!(at(2, 1).flagged, None);
    assert_eq!(at(2, 1).shade, None);
    // Fixing the token leaves the name, which blocks saving but not test play.
    editor.paint(c(5, 5), Paint::Empty).unwrap();
    let view = editor.view();
    assert!(!view.can_save && view.can_test_play);
    editor.rename("Two dots");
    let view = editor.view();
    assert!(view.can_save && view.can_test_play);
    assert_eq!(view.problems.len(), 1);
}
