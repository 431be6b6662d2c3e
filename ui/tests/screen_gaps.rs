//! Issue 19, what the painters still decided: the back arrow's and the menu's labels, the
//! faint pegs where Discorder's peg tool may place one, "Open a position file…" through the
//! system's picker (`Effect::PickFile`), and renaming one of the player's positions.

mod common;

use common::*;
use dl_ui::{
    App, Body, CellAction, Control, DiscorderStarter, DiscorderTool, Effect, Field, GameKind,
    Input, NewGameModel, Route,
};

fn new_game(app: &App) -> NewGameModel {
    press(
        app,
        Control::NewGame {
            game: GameKind::DividedLoyalties,
        },
    );
    match app.screen().body {
        Body::NewGame { model } => model,
        other => panic!("not the new-game screen: {other:?}"),
    }
}

#[test]
fn the_back_arrow_and_the_menu_are_labelled_in_the_apps_language() {
    let dir = Dir::new("gaps-labels");
    let app = open(dir.path());
    press(&app, Control::Games);
    let screen = app.screen();
    assert_eq!(screen.back_label.is_some(), screen.can_go_back);
    assert_eq!(screen.menu_label, None, "the chooser has no menu");
    press(&app, Control::Settings);
    let screen = app.screen();
    assert!(screen.can_go_back);
    assert_eq!(screen.back_label.as_deref(), Some("Back"));
    assert_eq!(screen.menu_label, None);
    start(&app, "octopus");
    let screen = app.screen();
    assert_eq!(screen.route, Route::Game);
    assert_eq!(screen.menu_label.as_deref(), Some("Menu"));
    assert_eq!(screen.back_label.is_some(), screen.can_go_back);
    press(
        &app,
        Control::Language {
            tag: Some("de".into()),
        },
    );
    let screen = app.screen();
    assert_eq!(screen.menu_label.as_deref(), Some("Menü"));
    press(&app, Control::Settings);
    assert_eq!(app.screen().back_label.as_deref(), Some("Zurück"));
}

#[test]
fn d3_faint_pegs_show_where_the_peg_tool_may_place_one() {
    let dir = Dir::new("gaps-faint");
    let app = open(dir.path());
    press(
        &app,
        Control::NewGame {
            game: GameKind::Discorder,
        },
    );
    press(
        &app,
        Control::DiscorderStarter {
            starter: DiscorderStarter::Yellow,
        },
    );
    press(&app, Control::DiscorderOpponent { computer: None });
    press(&app, Control::StartDiscorder);
    app.send(Input::Cell {
        x: 3,
        y: 3,
        action: CellAction::Place,
    });
    let discorder = |app: &App| match app.screen().body {
        Body::Discorder { model } => model,
        other => panic!("not Discorder: {other:?}"),
    };
    let model = discorder(&app);
    assert!(
        model.board.edges.iter().all(|e| !e.faint),
        "no faint peg with the tile tool"
    );
    press(
        &app,
        Control::DiscorderTool {
            tool: DiscorderTool::Peg,
        },
    );
    let model = discorder(&app);
    let faint: Vec<(u32, u32)> = model
        .board
        .edges
        .iter()
        .filter(|e| e.faint)
        .map(|e| (e.x, e.y))
        .collect();
    let accepting: Vec<(u32, u32)> = model
        .board
        .edges
        .iter()
        .filter(|e| !e.peg && e.actions.iter().any(|a| a.action == CellAction::Peg))
        .map(|e| (e.x, e.y))
        .collect();
    assert!(faint.contains(&(3, 3)), "under the tile: {faint:?}");
    assert_eq!(faint, accepting, "exactly where a peg may go (D3)");
    let colors = model.board.colors;
    assert!(colors.faint_peg.a < colors.peg.a, "faint is translucent");
    assert_eq!(
        (colors.faint_peg.r, colors.faint_peg.g, colors.faint_peg.b),
        (colors.peg.r, colors.peg.g, colors.peg.b)
    );
}

#[test]
fn open_a_position_file_asks_the_os_for_a_csv_and_the_file_comes_back_as_received() {
    let dir = Dir::new("gaps-pick");
    let app = open(dir.path());
    let model = new_game(&app);
    assert_eq!(model.open_file.label, "Open a position file…");
    assert!(model.open_file.enabled);
    app.take_effects();
    press(&app, model.open_file.control.clone());
    let effects = app.take_effects();
    let picks: Vec<&Vec<String>> = effects
        .iter()
        .filter_map(|e| match e {
            Effect::PickFile { mime_types } => Some(mime_types),
            _ => None,
        })
        .collect();
    assert_eq!(picks.len(), 1, "{effects:?}");
    assert_eq!(picks[0].first().map(String::as_str), Some("text/csv"));
    assert_eq!(
        app.screen().route,
        Route::NewGame {
            game: GameKind::DividedLoyalties
        }
    );
    app.send(Input::ReceivedFile {
        bytes: TINY.as_bytes().to_vec(),
        name: Some("tiny.csv".into()),
        mime: Some("text/csv".into()),
    });
    let Body::Received { model } = app.screen().body else {
        panic!("the picked file is previewed")
    };
    assert!(model.keep.is_some(), "a position file may be kept");
    assert!(
        model.lines.iter().any(|l| l.contains("Tiny")),
        "{:?}",
        model.lines
    );
}

/// Keeps Tiny in My positions (received, then kept) and returns its id.
fn keep_tiny(app: &App) -> String {
    app.send(Input::ReceivedFile {
        bytes: TINY.as_bytes().to_vec(),
        name: Some("tiny.csv".into()),
        mime: Some("text/csv".into()),
    });
    let Body::Received { model } = app.screen().body else {
        panic!("the file is previewed")
    };
    press(app, model.keep.expect("keep").control);
    let model = new_game(app);
    let mine = model.groups.last().expect("My positions");
    let tiny = mine
        .positions
        .iter()
        .find(|p| p.button.label == "Tiny")
        .expect("Tiny is kept");
    match &tiny.button.control {
        Control::StartPosition { key } => key.clone(),
        other => panic!("{other:?}"),
    }
}

fn my_names(app: &App) -> Vec<String> {
    match app.screen().body {
        Body::NewGame { model } => model
            .groups
            .last()
            .map(|g| g.positions.iter().map(|p| p.button.label.clone()).collect())
            .unwrap_or_default(),
        other => panic!("not the new-game screen: {other:?}"),
    }
}

#[test]
fn a_position_of_the_players_is_renamed_through_its_field() {
    let dir = Dir::new("gaps-rename");
    let app = open(dir.path());
    let id = keep_tiny(&app);
    let model = new_game(&app);
    assert!(model.rename.is_none());
    let tiny = model.groups.last().unwrap().positions[0].clone();
    let rename = tiny
        .actions
        .iter()
        .find(|b| b.control == Control::RenamePosition { id: id.clone() })
        .expect("a Rename control on the player's position");
    assert_eq!(rename.label, "Rename");
    let builtin = &model.groups[0].positions[0];
    assert!(
        builtin
            .actions
            .iter()
            .all(|b| !matches!(b.control, Control::RenamePosition { .. })),
        "a built-in is not renamed"
    );
    press(&app, rename.control.clone());
    let Body::NewGame { model } = app.screen().body else {
        panic!("still the new-game screen")
    };
    let field = model.rename.expect("the name field");
    assert_eq!(field.field, Field::PositionName { id: id.clone() });
    assert_eq!(field.text, "Tiny", "the field starts with the name");
    assert_eq!(field.label, "Name");
    app.send(Input::Text {
        field: field.field.clone(),
        text: "Wee".into(),
    });
    let Body::NewGame { model } = app.screen().body else {
        panic!("still the new-game screen")
    };
    assert_eq!(model.rename.as_ref().map(|r| r.text.as_str()), Some("Wee"));
    assert_eq!(my_names(&app), ["Tiny"], "not renamed before Save");
    press(&app, field.save.control.clone());
    assert_eq!(my_names(&app), ["Wee"]);
    let Body::NewGame { model } = app.screen().body else {
        panic!("still the new-game screen")
    };
    assert!(model.rename.is_none(), "the field closes once saved");
}

#[test]
fn renaming_is_cancelled_by_cancel_or_back_and_a_bad_name_keeps_the_field() {
    let dir = Dir::new("gaps-rename-cancel");
    let app = open(dir.path());
    let id = keep_tiny(&app);
    let field = Field::PositionName { id: id.clone() };
    press(&app, Control::RenamePosition { id: id.clone() });
    app.send(Input::Text {
        field: field.clone(),
        text: "Other".into(),
    });
    press(&app, Control::RenameCancel);
    assert_eq!(my_names(&app), ["Tiny"]);
    press(&app, Control::RenamePosition { id: id.clone() });
    app.send(Input::Back);
    let screen = app.screen();
    assert_eq!(
        screen.route,
        Route::NewGame {
            game: GameKind::DividedLoyalties
        }
    );
    let Body::NewGame { model } = screen.body else {
        panic!("back closes the field first")
    };
    assert!(model.rename.is_none());
    press(&app, Control::RenamePosition { id: id.clone() });
    app.send(Input::Text {
        field: field.clone(),
        text: "   ".into(),
    });
    press(&app, Control::RenameSave);
    let screen = app.screen();
    assert!(screen.notice.is_some(), "a blank name is refused and told");
    let Body::NewGame { model } = screen.body else {
        panic!("still the new-game screen")
    };
    assert_eq!(model.rename.map(|r| r.text), Some("   ".to_owned()));
    assert_eq!(my_names(&app), ["Tiny"]);
}
