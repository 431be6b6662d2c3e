//! What the tests of the app share: a data directory of their own, a launch with a fixed clock
//! and a deterministic computer, and short ways to press, touch and read the screen.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use std::time::Duration;

use dl_app::store::{FixedClock, Timestamp};
use dl_ui::{App, Body, Budget, Control, GameKind, GameModel, Input, Launch, Screen, StoneColor};

/// A data directory removed when the test ends.
pub struct Dir(PathBuf);

impl Dir {
    /// A new empty directory named after the test.
    pub fn new(name: &str) -> Dir {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let path = std::env::temp_dir().join(format!(
            "dl-ui-{name}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).expect("test directory");
        Dir(path)
    }

    /// Its path.
    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The launch every test uses: English, 300 ms double taps, a fixed clock, a computer bounded
/// by iterations.
pub fn launch_in(dir: &Path, languages: &[&str]) -> Launch {
    let mut launch = Launch::new(dir, languages);
    launch.clock = Arc::new(FixedClock::at(Timestamp(1_700_000_000_000)));
    launch.budget = Budget::Iterations(40);
    launch
}

/// The app on `dir`, in English.
pub fn open(dir: &Path) -> App {
    App::launch(launch_in(dir, &["en"])).expect("the app launches")
}

/// Presses `control`.
pub fn press(app: &App, control: Control) {
    app.send(Input::Press { control });
}

/// The game screen's model; panics naming the screen shown instead.
pub fn game(app: &App) -> GameModel {
    match app.screen().body {
        Body::Game { model } => model,
        other => panic!("not the game screen: {other:?}"),
    }
}

/// Starts a game of Divided Loyalties on the built-in with this slug, two players.
pub fn start(app: &App, slug: &str) {
    press(
        app,
        Control::NewGame {
            game: GameKind::DividedLoyalties,
        },
    );
    press(
        app,
        Control::StartPosition {
            key: slug.to_owned(),
        },
    );
}

/// A touch at the centre of a cell.
pub fn touch(app: &App, x: u32, y: u32, at_ms: u64) {
    app.send(Input::Touch {
        x: x as f32 + 0.5,
        y: y as f32 + 0.5,
        at_ms,
    });
}

/// The number of stones on the board.
pub fn stones(app: &App) -> usize {
    game(app).board.stones.len()
}

/// The cells the game screen offers "place" on.
pub fn placeable(model: &GameModel) -> Vec<(u32, u32)> {
    model
        .board
        .cells
        .iter()
        .filter(|c| {
            c.actions
                .iter()
                .any(|a| a.action == dl_ui::CellAction::Place)
        })
        .map(|c| (c.x, c.y))
        .collect()
}

/// Places the selected colour on the first cell that takes it, trying each cell the screen
/// offers "place" on; the cell used.
pub fn place_anywhere(app: &App) -> (u32, u32) {
    let before = stones(app);
    for (x, y) in placeable(&game(app)) {
        app.send(Input::Cell {
            x,
            y,
            action: dl_ui::CellAction::Place,
        });
        if stones(app) > before {
            return (x, y);
        }
    }
    panic!("no cell takes a stone");
}

/// Plays one whole turn: a stone anywhere, then End turn (confirming a dot stone's return).
pub fn play_turn(app: &App) {
    place_anywhere(app);
    press(app, Control::EndTurn);
    if let Some(prompt) = app.screen().prompt {
        app.send(Input::Answer {
            prompt: prompt.serial,
            answer: dl_ui::Answer::Confirm,
        });
    }
}

/// Waits for the computer and the writer, failing the test after ten seconds.
pub fn settle(app: &App) {
    assert!(
        app.settle(Duration::from_secs(10)),
        "the app did not settle"
    );
}

/// Selects a colour chip.
pub fn chip(app: &App, color: StoneColor) {
    press(app, Control::Chip { color });
}

/// The screen's title, for messages.
pub fn title(screen: &Screen) -> &str {
    &screen.title
}

/// The position of Tiny: region cells x 1–4 in rows 1 (S1) and 2 (G1), dots at (5, 1) and
/// (5, 2).
pub const TINY: &str = "position_id,position_name,row,c0,c1,c2,c3,c4,c5
1,Tiny,0,.,.,.,.,.,.
1,Tiny,1,.,S1,S1,S1,S1,o
1,Tiny,2,.,G1,G1,G1,G1,o
";

/// Opens Tiny from a received file (no game was in progress, so no question).
pub fn open_tiny(app: &App) {
    app.send(Input::ReceivedFile {
        bytes: TINY.as_bytes().to_vec(),
        name: Some("tiny.csv".into()),
        mime: Some("text/csv".into()),
    });
    press(app, Control::OpenReceived);
}
