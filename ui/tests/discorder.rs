//! Discorder in the app (RULES-DISCORDER.md D1–D7): its new-game screen, tiles and pegs by
//! touch and by accessibility action, refusals with their localized reasons, the computer on
//! the thinker, undo, the end with its result and share, resume after a relaunch, and the
//! lists of saved and finished games.

mod common;

use common::*;
use dl_ui::{
    App, Body, CellAction, Control, DiscorderModel, DiscorderStarter, DiscorderTool, Effect,
    GameBoard, GameKind, HapticKind, Input, NewDiscorderModel, Route, ShareItem, Side,
};

/// Opens Discorder's new-game screen.
fn new_discorder(app: &App) -> NewDiscorderModel {
    press(
        app,
        Control::NewGame {
            game: GameKind::Discorder,
        },
    );
    match app.screen().body {
        Body::NewDiscorder { model } => model,
        other => panic!("not Discorder's new-game screen: {other:?}"),
    }
}

/// Starts a game of Discorder: `starter` begins, the computer plays `computer`.
fn start_discorder(app: &App, starter: DiscorderStarter, computer: Option<Side>) {
    new_discorder(app);
    press(app, Control::DiscorderStarter { starter });
    press(app, Control::DiscorderOpponent { computer });
    press(app, Control::StartDiscorder);
}

/// The game screen's model; panics naming the screen shown instead.
fn discorder(app: &App) -> DiscorderModel {
    match app.screen().body {
        Body::Discorder { model } => model,
        other => panic!("not Discorder's game screen: {other:?}"),
    }
}

fn tile(app: &App, x: u32, y: u32) {
    app.send(Input::Cell {
        x,
        y,
        action: CellAction::Place,
    });
}

fn peg(app: &App, x: u32, y: u32) {
    app.send(Input::Cell {
        x,
        y,
        action: CellAction::Peg,
    });
}

fn tiles(app: &App) -> usize {
    discorder(app).board.tiles.len()
}

/// Who is to move: 0 for Yellow, 1 for Black.
fn to_move(model: &DiscorderModel) -> Option<usize> {
    model.players.iter().position(|p| p.to_move)
}

/// Plays the first action the screen offers (a tile on a cell, else a peg on an edge).
fn play_first_offered(app: &App) {
    let model = discorder(app);
    let cell = model
        .board
        .cells
        .iter()
        .find(|c| c.actions.iter().any(|a| a.action == CellAction::Place));
    if let Some(c) = cell {
        tile(app, c.x, c.y);
        return;
    }
    let edge = model
        .board
        .edges
        .iter()
        .find(|e| e.actions.iter().any(|a| a.action == CellAction::Peg));
    let e = edge.unwrap_or_else(|| panic!("nothing offered: {}", model.status));
    peg(app, e.x, e.y);
}

/// Plays two players' game to its end (D6), bounded by the longest game (`MAX_ACTIONS`).
fn play_to_the_end(app: &App) {
    for _ in 0..=dl_discorder::MAX_ACTIONS {
        if discorder(app).result.is_some() {
            return;
        }
        play_first_offered(app);
    }
    panic!(
        "the game was not over after {} actions (D6)",
        dl_discorder::MAX_ACTIONS
    );
}

fn haptics(effects: &[Effect]) -> Vec<HapticKind> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Haptic { kind } => Some(*kind),
            _ => None,
        })
        .collect()
}

#[test]
fn d1_the_new_game_screen_offers_who_begins_and_the_opponent() {
    let dir = Dir::new("d-new");
    let app = open(dir.path());
    let model = new_discorder(&app);
    assert_eq!(model.starter_title, "Who begins");
    let starters: Vec<&str> = model
        .starters
        .iter()
        .map(|c| c.button.label.as_str())
        .collect();
    assert_eq!(starters.len(), 3, "{starters:?}");
    assert!(model.starters[0].selected, "Yellow begins by default");
    let opponents: Vec<&str> = model
        .opponent
        .iter()
        .map(|c| c.button.label.as_str())
        .collect();
    assert_eq!(
        opponents,
        ["Two players", "You play Yellow", "You play Black"]
    );
    assert!(model.opponent[0].selected);
    assert_eq!(model.start.control, Control::StartDiscorder);
}

#[test]
fn d1_the_choices_are_kept_for_the_next_new_game_across_a_relaunch() {
    let dir = Dir::new("d-kept");
    {
        let app = open(dir.path());
        new_discorder(&app);
        press(
            &app,
            Control::DiscorderStarter {
                starter: DiscorderStarter::Black,
            },
        );
        press(
            &app,
            Control::DiscorderOpponent {
                computer: Some(Side::First),
            },
        );
        settle(&app);
    }
    let app = open(dir.path());
    let model = new_discorder(&app);
    assert!(model.starters[1].selected, "Black begins, as chosen");
    assert!(model.opponent[2].selected, "the computer plays Yellow");
}

#[test]
fn d1_a_new_game_is_the_empty_8_by_7_board_with_ten_pegs() {
    let dir = Dir::new("d-start");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, None);
    let screen = app.screen();
    assert_eq!(screen.route, Route::Game);
    assert_eq!(screen.title, "Discorder");
    let model = discorder(&app);
    assert_eq!((model.board.width, model.board.height), (8, 7));
    assert_eq!(model.board.cells.len(), 56);
    assert_eq!(
        model.board.edges.len(),
        48,
        "8 columns × 6 inner lines (D3)"
    );
    assert!(model.board.tiles.is_empty());
    assert_eq!(model.pegs_left, "10 pegs left");
    assert_eq!(to_move(&model), Some(0), "Yellow begins");
    assert_eq!(model.players[0].tiles_left, "28 tiles left");
    assert!(model.opponent.is_none(), "two players");
}

#[test]
fn d1_black_begins_when_chosen() {
    let dir = Dir::new("d-black");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Black, None);
    assert_eq!(to_move(&discorder(&app)), Some(1));
}

#[test]
fn d2_a_tile_goes_on_the_cell_named_and_the_turn_passes() {
    let dir = Dir::new("d-tile");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, None);
    app.take_effects();
    tile(&app, 3, 4);
    let model = discorder(&app);
    assert_eq!(model.board.tiles.len(), 1);
    let placed = &model.board.tiles[0];
    assert_eq!((placed.x, placed.y), (3, 4));
    assert!(placed.last, "the last tile is marked");
    assert_eq!(placed.look, model.players[0].tile, "Yellow's tile");
    assert_eq!(to_move(&model), Some(1), "Black to move");
    assert_eq!(model.players[0].tiles_left, "27 tiles left");
    let effects = app.take_effects();
    assert_eq!(haptics(&effects), [HapticKind::Played]);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Announce { text, .. } if text.contains("Yellow tile"))),
        "{effects:?}"
    );
}

#[test]
fn d2_a_touch_places_a_tile_with_the_tile_tool() {
    let dir = Dir::new("d-touch");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, None);
    touch(&app, 6, 2, 1000);
    let model = discorder(&app);
    assert_eq!(model.board.tiles.len(), 1);
    assert_eq!((model.board.tiles[0].x, model.board.tiles[0].y), (6, 2));
}

#[test]
fn d2_a_tile_on_an_occupied_cell_is_refused_with_its_reason_and_a_flash() {
    let dir = Dir::new("d-occupied");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, None);
    tile(&app, 2, 2);
    app.take_effects();
    tile(&app, 2, 2);
    let model = discorder(&app);
    assert_eq!(tiles(&app), 1, "nothing changed");
    assert_eq!(model.status, "There is already a tile at column 3, row 3.");
    let flash = model.board.flash.expect("the cell flashes");
    assert_eq!((flash.x, flash.y, flash.edge), (2, 2, false));
    assert_eq!(haptics(&app.take_effects()), [HapticKind::Refused]);
    assert_eq!(to_move(&model), Some(1), "still Black to move");
}

#[test]
fn d3_1_no_peg_before_a_tile_the_tool_says_why() {
    let dir = Dir::new("d-nopeg");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, None);
    let model = discorder(&app);
    let peg_tool = &model.tools[1];
    assert!(!peg_tool.button.enabled, "no edge takes a peg yet (D3.1)");
    assert_eq!(
        peg_tool.why_not.as_deref(),
        Some("No line accepts a peg now.")
    );
    assert!(model.board.edges.iter().all(|e| e.actions.is_empty()));
    press(
        &app,
        Control::DiscorderTool {
            tool: DiscorderTool::Peg,
        },
    );
    assert_eq!(discorder(&app).status, "No line accepts a peg now.");
    peg(&app, 0, 0);
    let model = discorder(&app);
    assert!(
        model
            .status
            .starts_with("A peg must follow a tile or another peg"),
        "{}",
        model.status
    );
    let flash = model.board.flash.expect("the edge flashes");
    assert!(flash.edge);
}

#[test]
fn d3_a_peg_follows_a_tile_and_is_shared() {
    let dir = Dir::new("d-peg");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, None);
    tile(&app, 3, 3);
    let model = discorder(&app);
    let below = model
        .board
        .edges
        .iter()
        .find(|e| (e.x, e.y) == (3, 3))
        .expect("the line below (3, 3)");
    assert_eq!(below.actions.len(), 1, "a peg may go under the tile");
    assert_eq!(below.actions[0].label, "Place a peg");
    press(
        &app,
        Control::DiscorderTool {
            tool: DiscorderTool::Peg,
        },
    );
    assert!(discorder(&app).tools[1].selected);
    touch(&app, 3, 3, 0);
    let model = discorder(&app);
    assert!(
        model.board.tiles.len() == 1,
        "the touch near the line placed no tile"
    );
    let edge = model
        .board
        .edges
        .iter()
        .find(|e| e.peg)
        .expect("a peg was placed");
    assert!(edge.last, "the peg placed last is marked");
    assert_eq!(model.pegs_left, "9 pegs left");
    assert_eq!(to_move(&model), Some(0), "Yellow again");
    assert!(model.tools[0].selected, "each turn starts with tiles");
}

#[test]
fn d3_2_no_peg_at_the_end_of_ones_own_three() {
    let dir = Dir::new("d-three");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, None);
    for (yellow, black) in [((0, 0), (7, 0)), ((0, 1), (7, 2)), ((0, 2), (7, 4))] {
        tile(&app, yellow.0, yellow.1);
        tile(&app, black.0, black.1);
    }
    let model = discorder(&app);
    assert_eq!(model.players[0].points, 1, "Yellow's line of three (D5)");
    assert_eq!(model.board.lines.len(), 1);
    peg(&app, 0, 2);
    let model = discorder(&app);
    assert!(
        model
            .status
            .starts_with("No peg at the end of your own line of three"),
        "{}",
        model.status
    );
    assert!(model.board.edges.iter().all(|e| !e.peg));
}

#[test]
fn d4_d5_a_line_of_four_gives_the_point_to_the_opponent() {
    let dir = Dir::new("d-four");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, None);
    for x in 0..4 {
        tile(&app, x, 0);
        tile(&app, x, 6);
    }
    let model = discorder(&app);
    assert_eq!(
        model.players[0].points, 1,
        "Black's four gives Yellow a point"
    );
    assert_eq!(
        model.players[1].points, 1,
        "Yellow's four gives Black a point"
    );
    assert!(
        model.board.lines.iter().all(|l| l.settled),
        "a line of four can only grow (D5)"
    );
}

#[test]
fn d7_undo_takes_the_last_action_back_and_then_says_there_is_nothing() {
    let dir = Dir::new("d-undo");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, None);
    assert!(!discorder(&app).actions[0].enabled, "nothing to undo yet");
    tile(&app, 1, 1);
    assert!(discorder(&app).actions[0].enabled);
    press(&app, Control::Undo);
    let model = discorder(&app);
    assert!(model.board.tiles.is_empty());
    assert_eq!(to_move(&model), Some(0));
    assert_eq!(model.status, "Undone. Yellow plays.");
    press(&app, Control::Undo);
    assert_eq!(discorder(&app).status, "There is nothing to undo.");
}

#[test]
fn the_computer_answers_on_the_thinker_and_its_tile_is_marked() {
    let dir = Dir::new("d-computer");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, Some(Side::Second));
    let model = discorder(&app);
    assert_eq!(model.opponent.as_deref(), Some("You play Yellow"));
    assert_eq!(model.players[1].name, "Black (computer)");
    tile(&app, 4, 3);
    settle(&app);
    let model = discorder(&app);
    assert_eq!(to_move(&model), Some(0), "Yellow again after the computer");
    let last: Vec<_> = model.board.tiles.iter().filter(|t| t.last).collect();
    let marked_edge = model.board.edges.iter().any(|e| e.last);
    assert!(
        last.len() == 1 && last[0].look == model.players[1].tile || marked_edge,
        "the computer's tile or peg is marked last: {:?}",
        model.board.tiles
    );
    assert!(model.thinking.is_none());
}

#[test]
fn the_computer_begins_when_it_plays_the_starter() {
    let dir = Dir::new("d-computer-first");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, Some(Side::First));
    settle(&app);
    let model = discorder(&app);
    assert_eq!(
        model.board.tiles.len(),
        1,
        "the computer placed Yellow's tile"
    );
    assert_eq!(to_move(&model), Some(1), "the player's Black to move");
    assert_eq!(model.players[0].name, "Yellow (computer)");
}

#[test]
fn d7_undo_against_the_computer_takes_back_its_reply_too() {
    let dir = Dir::new("d-computer-undo");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, Some(Side::Second));
    tile(&app, 0, 0);
    settle(&app);
    assert_eq!(tiles(&app), 2);
    press(&app, Control::Undo);
    settle(&app);
    let model = discorder(&app);
    assert!(model.board.tiles.is_empty(), "both tiles taken back");
    assert_eq!(to_move(&model), Some(0));
}

#[test]
fn d6_a_whole_game_ends_with_its_result_card_and_a_result_to_share() {
    let dir = Dir::new("d-end");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, None);
    press(&app, Control::ShareResult);
    let screen = app.screen();
    assert_eq!(
        screen.notice.map(|n| n.text).as_deref(),
        Some("The game is not over yet: there is no result to share.")
    );
    play_to_the_end(&app);
    let model = discorder(&app);
    let result = model.result.expect("the result card");
    let [yellow, black] = [model.players[0].points, model.players[1].points];
    assert_eq!(result.scores, format!("Yellow: {yellow} · Black: {black}"));
    assert!(model.board.cells.iter().all(|c| c.actions.is_empty()));
    let controls: Vec<Control> = result.buttons.iter().map(|b| b.control.clone()).collect();
    assert!(controls.contains(&Control::ShareResult));
    assert!(controls.contains(&Control::Rematch));
    app.take_effects();
    press(&app, Control::ShareResult);
    let effects = app.take_effects();
    let shared = effects.iter().find_map(|e| match e {
        Effect::Share { items } => Some(items.clone()),
        _ => None,
    });
    let items = shared.expect("a share");
    let [ShareItem::Text { text }] = items.as_slice() else {
        panic!("one text: {items:?}");
    };
    assert!(text.starts_with("Discorder"), "{text}");
    assert!(text.contains(&yellow.to_string()), "{text}");
}

#[test]
fn d6_rematch_starts_a_new_game_and_keeps_the_finished_one_in_the_history() {
    let dir = Dir::new("d-rematch");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Black, None);
    play_to_the_end(&app);
    press(&app, Control::Rematch);
    let model = discorder(&app);
    assert!(model.board.tiles.is_empty());
    assert_eq!(to_move(&model), Some(1), "the same starter");
    press(&app, Control::History);
    let Body::History { model } = app.screen().body else {
        panic!("history")
    };
    assert_eq!(model.rows.len(), 1);
    assert_eq!(model.rows[0].game, GameKind::Discorder);
    assert_eq!(model.rows[0].title, "Discorder");
}

#[test]
fn a_game_resumes_after_a_relaunch_on_the_same_data() {
    let dir = Dir::new("d-resume");
    {
        let app = open(dir.path());
        start_discorder(&app, DiscorderStarter::Yellow, None);
        tile(&app, 1, 2);
        tile(&app, 5, 6);
        tile(&app, 2, 2);
        settle(&app);
    }
    let app = open(dir.path());
    assert_eq!(app.screen().route, Route::Game);
    let model = discorder(&app);
    let mut placed: Vec<(u32, u32)> = model.board.tiles.iter().map(|t| (t.x, t.y)).collect();
    placed.sort_unstable();
    assert_eq!(placed, [(1, 2), (2, 2), (5, 6)]);
    assert_eq!(to_move(&model), Some(1), "Black to move, as left");
    press(&app, Control::Undo);
    assert_eq!(tiles(&app), 2, "undo reaches back before the relaunch (D7)");
}

#[test]
fn a_game_left_for_another_is_in_saved_games_and_continues() {
    let dir = Dir::new("d-saved");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, None);
    tile(&app, 4, 4);
    start(&app, "octopus");
    press(&app, Control::SavedGames);
    let Body::SavedGames { model } = app.screen().body else {
        panic!("saved games")
    };
    assert_eq!(model.rows.len(), 1);
    let row = &model.rows[0];
    assert_eq!(row.game, GameKind::Discorder);
    assert_eq!(row.title, "Discorder");
    assert_eq!((row.drawing.width, row.drawing.height), (8, 7));
    press(&app, row.open.control.clone());
    assert_eq!(tiles(&app), 1, "the game continues as it was");
}

#[test]
fn a_finished_game_is_shown_and_replayed_move_by_move() {
    let dir = Dir::new("d-replay");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, None);
    play_to_the_end(&app);
    start_discorder(&app, DiscorderStarter::Yellow, None);
    press(&app, Control::History);
    let Body::History { model } = app.screen().body else {
        panic!("history")
    };
    press(&app, model.rows[0].open.control.clone());
    let Body::Finished { model } = app.screen().body else {
        panic!("the finished game")
    };
    let GameBoard::Discorder { board } = &model.board else {
        panic!("Discorder's board: {:?}", model.board)
    };
    assert_eq!(board.cells.len(), 56);
    assert!(
        board.cells.iter().all(|c| c.actions.is_empty()),
        "read-only"
    );
    press(&app, Control::Replay);
    press(
        &app,
        Control::ReplayStep {
            step: dl_ui::ReplayMove::Start,
        },
    );
    let Body::Replay { model } = app.screen().body else {
        panic!("the replay")
    };
    assert_eq!(model.at, 0);
    let GameBoard::Discorder { board } = &model.board else {
        panic!("Discorder's board")
    };
    assert!(board.tiles.is_empty(), "the empty board at the start");
    press(
        &app,
        Control::ReplayStep {
            step: dl_ui::ReplayMove::Forward,
        },
    );
    let Body::Replay { model } = app.screen().body else {
        panic!("the replay")
    };
    let GameBoard::Discorder { board } = &model.board else {
        panic!("Discorder's board")
    };
    assert_eq!(board.tiles.len(), 1, "one action forward");
}

#[test]
fn every_cell_and_line_has_its_accessibility_label_in_the_apps_language() {
    let dir = Dir::new("d-a11y");
    let app = App::launch(launch_in(dir.path(), &["fr"])).expect("the app launches");
    start_discorder(&app, DiscorderStarter::Yellow, None);
    tile(&app, 0, 0);
    let model = discorder(&app);
    assert!(model.board.cells.iter().all(|c| !c.label.is_empty()));
    assert!(model.board.edges.iter().all(|e| !e.label.is_empty()));
    let first = &model.board.cells[0];
    assert!(first.actions.is_empty(), "occupied");
    let free = &model.board.cells[1];
    assert_eq!(free.actions.len(), 1);
    assert_ne!(free.actions[0].label, "Place a tile", "in French");
    assert_ne!(model.status, "", "the status line");
    assert_eq!(app.screen().language, "fr");
}

#[test]
fn a_position_received_during_a_game_is_previewed_and_cancel_keeps_the_game() {
    let dir = Dir::new("d-receive");
    {
        let app = open(dir.path());
        start_discorder(&app, DiscorderStarter::Yellow, None);
        tile(&app, 3, 3);
        app.send(Input::ReceivedFile {
            bytes: TINY.as_bytes().to_vec(),
            name: Some("tiny.csv".into()),
            mime: Some("text/csv".into()),
        });
        assert_eq!(app.screen().route, Route::Received);
        press(&app, Control::CancelReceived);
        assert_eq!(app.screen().route, Route::Game);
        assert_eq!(tiles(&app), 1, "the game unchanged");
        settle(&app);
    }
    let app = open(dir.path());
    assert_eq!(tiles(&app), 1, "and still saved");
}

#[test]
fn a_position_opened_over_a_game_asks_and_keeps_the_game_in_saved_games() {
    let dir = Dir::new("d-receive-open");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, None);
    tile(&app, 3, 3);
    open_tiny(&app);
    let prompt = app.screen().prompt.expect("asked first");
    assert_eq!(prompt.message, "Your unfinished game stays in Saved games.");
    app.send(Input::Answer {
        prompt: prompt.serial,
        answer: dl_ui::Answer::Confirm,
    });
    assert_eq!(app.screen().title, "Tiny");
    press(&app, Control::SavedGames);
    let Body::SavedGames { model } = app.screen().body else {
        panic!("saved games")
    };
    assert_eq!(model.rows[0].game, GameKind::Discorder);
}

#[test]
fn a_language_chosen_during_a_game_changes_its_texts_at_once() {
    let dir = Dir::new("d-language");
    let app = open(dir.path());
    start_discorder(&app, DiscorderStarter::Yellow, None);
    let english = discorder(&app);
    press(
        &app,
        Control::Language {
            tag: Some("de".into()),
        },
    );
    let german = discorder(&app);
    assert_eq!(app.screen().language, "de");
    assert_ne!(german.status, english.status);
    assert_ne!(german.pegs_left, english.pegs_left);
    assert_ne!(german.board.cells[0].label, english.board.cells[0].label);
}
