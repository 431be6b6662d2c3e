//! The position editor and My positions: paint, strokes undone whole, fill, resize, name,
//! problems live, save, test play, share as CSV, leave with a question; duplicate and delete;
//! a received position file added to My positions.

mod common;

use common::*;
use dl_ui::{Answer, App, Body, BrushPaint, Control, EditorModel, Effect, Field, Input, Route};

fn editor(app: &App) -> EditorModel {
    match app.screen().body {
        Body::Editor { model } => model,
        other => panic!("not the editor: {other:?}"),
    }
}

fn new_position(app: &App) {
    press(
        app,
        Control::NewGame {
            game: dl_ui::GameKind::DividedLoyalties,
        },
    );
    let Body::NewGame { model } = app.screen().body else {
        panic!("new game")
    };
    press(app, model.new_position.control);
}

fn action(model: &EditorModel, control: &Control) -> bool {
    model
        .actions
        .iter()
        .find(|b| b.control == *control)
        .map(|b| b.enabled)
        .expect("the action is offered")
}

/// Paints a 3 × 2 block of S1 from (2, 2) and a dot beside it, and names the position.
fn paint_a_small_position(app: &App, name: &str) {
    for y in 2..4 {
        for x in 2..5 {
            touch(app, x, y, 0);
        }
    }
    app.send(Input::Lift);
    press(
        app,
        Control::Brush {
            paint: BrushPaint::Dot,
        },
    );
    touch(app, 5, 2, 0);
    app.send(Input::Lift);
    app.send(Input::Text {
        field: Field::EditorName,
        text: name.to_owned(),
    });
}

#[test]
fn a_new_position_starts_blank_with_its_problems_and_save_disabled() {
    let dir = Dir::new("blank");
    let app = open(dir.path());
    new_position(&app);
    assert_eq!(app.screen().route, Route::Editor);
    assert_eq!(app.screen().title, "Position editor");
    let model = editor(&app);
    assert_eq!((model.grid.width, model.grid.height), (13, 13));
    assert_eq!(model.grid.cells.len(), 169);
    assert!(model.problems.iter().any(|p| p.blocking));
    assert!(!action(&model, &Control::EditorSave));
    assert!(!action(&model, &Control::EditorUndo));
    assert!(model
        .brushes
        .iter()
        .any(|b| b.choice.selected && b.choice.button.label == "S1"));
}

#[test]
fn a_stroke_is_undone_whole_and_redone() {
    let dir = Dir::new("stroke");
    let app = open(dir.path());
    new_position(&app);
    for x in 0..4 {
        touch(&app, x, 0, 0);
    }
    app.send(Input::Lift);
    touch(&app, 0, 5, 0);
    app.send(Input::Lift);
    let painted = |app: &App| {
        editor(app)
            .grid
            .cells
            .iter()
            .filter(|c| c.token.is_some())
            .count()
    };
    assert_eq!(painted(&app), 5);
    press(&app, Control::EditorUndo);
    assert_eq!(painted(&app), 4, "the last stroke");
    press(&app, Control::EditorUndo);
    assert_eq!(painted(&app), 0, "the first stroke, four cells at once");
    press(&app, Control::EditorRedo);
    assert_eq!(painted(&app), 4);
    assert!(action(&editor(&app), &Control::EditorRedo));
}

#[test]
fn fill_paints_the_whole_area_and_the_eraser_clears() {
    let dir = Dir::new("fill");
    let app = open(dir.path());
    new_position(&app);
    press(&app, Control::FillTool { on: true });
    assert!(editor(&app).fill.selected);
    press(
        &app,
        Control::Brush {
            paint: BrushPaint::Region { token: "G2".into() },
        },
    );
    touch(&app, 6, 6, 0);
    app.send(Input::Lift);
    let model = editor(&app);
    assert!(model
        .grid
        .cells
        .iter()
        .all(|c| c.token.as_deref() == Some("G2")));
    press(&app, Control::FillTool { on: false });
    press(
        &app,
        Control::Brush {
            paint: BrushPaint::Eraser,
        },
    );
    touch(&app, 0, 0, 0);
    app.send(Input::Lift);
    assert_eq!(editor(&app).grid.cells[0].token, None);
}

#[test]
fn the_grid_resizes_within_nine_to_twenty_five() {
    let dir = Dir::new("resize");
    let app = open(dir.path());
    new_position(&app);
    let model = editor(&app);
    press(&app, model.resize[0].control.clone());
    assert_eq!(editor(&app).grid.width, 14);
    assert_eq!(editor(&app).size, "14 × 13");
    press(
        &app,
        Control::GridSize {
            width: 8,
            height: 13,
        },
    );
    assert_eq!(editor(&app).grid.width, 14, "refused");
    assert!(app.screen().notice.is_some());
    press(
        &app,
        Control::GridSize {
            width: 25,
            height: 9,
        },
    );
    let model = editor(&app);
    assert_eq!((model.grid.width, model.grid.height), (25, 9));
    assert!(!model.resize[0].enabled, "not wider than 25");
    assert!(!model.resize[3].enabled, "not shorter than 9");
}

#[test]
fn a_named_position_is_saved_in_my_positions_and_played() {
    let dir = Dir::new("save");
    let app = open(dir.path());
    new_position(&app);
    paint_a_small_position(&app, "Little Block");
    let model = editor(&app);
    assert_eq!(model.name, "Little Block");
    assert!(action(&model, &Control::EditorSave), "{:?}", model.problems);
    press(&app, Control::EditorSave);
    assert_eq!(
        app.screen().notice.unwrap().text,
        "“Little Block” is saved in My positions."
    );
    app.send(Input::Back);
    assert!(
        app.screen().prompt.is_none(),
        "saved: no question on leaving"
    );
    let Body::NewGame { model } = app.screen().body else {
        panic!("back on the new-game screen")
    };
    let mine = model
        .groups
        .iter()
        .find(|g| g.title == "My positions")
        .expect("My positions");
    assert_eq!(mine.positions[0].button.label, "Little Block");
    press(&app, mine.positions[0].button.control.clone());
    assert_eq!(app.screen().title, "Little Block");
}

#[test]
fn a_copy_of_a_built_in_keeps_its_name_blocked_but_test_plays() {
    let dir = Dir::new("copy");
    let app = open(dir.path());
    press(
        &app,
        Control::EditPosition {
            key: "octopus".into(),
            replace: false,
        },
    );
    let model = editor(&app);
    assert_eq!(model.name, "Octopus");
    assert!(
        !action(&model, &Control::EditorSave),
        "a built-in's name is taken"
    );
    assert!(action(&model, &Control::EditorTestPlay));
    press(&app, Control::EditorTestPlay);
    assert_eq!(app.screen().route, Route::Game);
    assert!(game(&app).board.cells.len() > 10);
}

#[test]
fn share_as_csv_is_a_file_the_reader_takes_back() {
    let dir = Dir::new("share");
    let app = open(dir.path());
    new_position(&app);
    paint_a_small_position(&app, "Shared Block");
    app.take_effects();
    press(&app, Control::EditorShareCsv);
    let effects = app.take_effects();
    let Some(Effect::Share { items }) = effects.first() else {
        panic!("a share: {effects:?}")
    };
    let dl_ui::ShareItem::File { name, mime, bytes } = &items[0] else {
        panic!("a file")
    };
    assert_eq!(
        (name.as_str(), mime.as_str()),
        ("shared-block.csv", "text/csv")
    );
    let positions = dl_core::position_csv::read_positions(bytes).expect("readable");
    assert_eq!(positions[0].name(), "Shared Block");
}

#[test]
fn leaving_with_changes_asks_and_yes_leaves_without_saving() {
    let dir = Dir::new("leave");
    let app = open(dir.path());
    new_position(&app);
    touch(&app, 1, 1, 0);
    app.send(Input::Lift);
    app.send(Input::Back);
    let prompt = app.screen().prompt.expect("asked");
    assert_eq!(prompt.title, "Leave the editor?");
    app.send(Input::Answer {
        prompt: prompt.serial,
        answer: Answer::Cancel,
    });
    assert_eq!(app.screen().route, Route::Editor, "no keeps the editor");
    app.send(Input::Back);
    let prompt = app.screen().prompt.unwrap();
    app.send(Input::Answer {
        prompt: prompt.serial,
        answer: Answer::Confirm,
    });
    assert!(matches!(app.screen().route, Route::NewGame { .. }));
}

#[test]
fn my_positions_are_duplicated_and_deleted_after_a_question() {
    let dir = Dir::new("library");
    let app = open(dir.path());
    new_position(&app);
    paint_a_small_position(&app, "Original");
    press(&app, Control::EditorSave);
    app.send(Input::Back);
    let mine = |app: &App| {
        let Body::NewGame { model } = app.screen().body else {
            panic!("new game")
        };
        model
            .groups
            .into_iter()
            .find(|g| g.title == "My positions")
            .map(|g| g.positions)
            .unwrap_or_default()
    };
    let original = mine(&app).remove(0);
    let duplicate = original
        .actions
        .iter()
        .find(|b| matches!(b.control, Control::DuplicatePosition { .. }))
        .expect("duplicate offered")
        .control
        .clone();
    press(&app, duplicate);
    assert_eq!(mine(&app).len(), 2);
    let delete = original
        .actions
        .iter()
        .find(|b| matches!(b.control, Control::DeletePosition { .. }))
        .unwrap()
        .control
        .clone();
    press(&app, delete);
    let prompt = app.screen().prompt.expect("asked");
    assert!(prompt.title.contains("Original"), "{}", prompt.title);
    app.send(Input::Answer {
        prompt: prompt.serial,
        answer: Answer::Confirm,
    });
    let left = mine(&app);
    assert_eq!(left.len(), 1);
    assert_ne!(left[0].button.label, "Original");
}

#[test]
fn a_received_position_file_is_added_to_my_positions_with_a_report() {
    let dir = Dir::new("keep");
    let app = open(dir.path());
    app.send(Input::ReceivedFile {
        bytes: TINY.as_bytes().to_vec(),
        name: None,
        mime: None,
    });
    let Body::Received { model } = app.screen().body else {
        panic!("preview")
    };
    let keep = model.keep.expect("a position file can be kept");
    press(&app, keep.control);
    let notice = app.screen().notice.expect("a report");
    assert!(notice.text.contains('1'), "{}", notice.text);
    assert_ne!(app.screen().route, Route::Received);
    press(
        &app,
        Control::NewGame {
            game: dl_ui::GameKind::DividedLoyalties,
        },
    );
    let Body::NewGame { model } = app.screen().body else {
        panic!("new game")
    };
    assert!(model
        .groups
        .iter()
        .any(|g| g.positions.iter().any(|p| p.button.label == "Tiny")));
}

#[test]
fn the_drawing_in_the_editor_is_there_again_after_a_kill() {
    let dir = Dir::new("killed");
    {
        let app = open(dir.path());
        new_position(&app);
        paint_a_small_position(&app, "Half Done");
        settle(&app);
    }
    let app = open(dir.path());
    assert_eq!(app.screen().route, Route::Editor);
    let model = editor(&app);
    assert_eq!(model.name, "Half Done");
    assert_eq!(
        model
            .grid
            .cells
            .iter()
            .filter(|c| c.token.is_some())
            .count(),
        6
    );
    assert!(model.grid.cells.iter().any(|c| c.dot));
    app.send(Input::Back);
    assert!(
        app.screen().prompt.is_some(),
        "still not saved: leaving asks"
    );
}
