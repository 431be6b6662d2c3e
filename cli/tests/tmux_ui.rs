//! The real terminal UI inside tmux: keys place stones and form a bridge, and the screen read
//! back with `capture-pane` shows the stones with their letters, the bridge between them, the
//! scores and the status line; a terminal made too small says so and a larger one redraws; a
//! game quit is offered for resuming at the next start; a new game keeps the unfinished one in
//! the saved games of the new-game screen, from where it is resumed; a saved file that cannot be
//! read is reported and kept; share writes its files and prints the links. Needs tmux
//! (`tests/run.sh` installs it).

mod common;

use std::path::Path;

use common::tmux::Tmux;

fn moves(dx: i32, dy: i32) -> Vec<&'static str> {
    let (h, v) = (
        if dx < 0 { "Left" } else { "Right" },
        if dy < 0 { "Up" } else { "Down" },
    );
    std::iter::repeat_n(h, dx.unsigned_abs() as usize)
        .chain(std::iter::repeat_n(v, dy.unsigned_abs() as usize))
        .collect()
}

/// Moves the cursor from `from` to `to`, chooses `color_key`, places and ends the turn.
fn turn(tmux: &Tmux, from: (i32, i32), to: (i32, i32), color_key: &str, end: bool) {
    tmux.keys(&moves(to.0 - from.0, to.1 - from.1));
    tmux.keys(&[color_key, "Space"]);
    if end {
        tmux.keys(&["e"]);
    }
}

#[test]
fn keys_place_stones_and_form_a_bridge_on_screen() {
    let dir = common::temp_dir("tmux-play");
    let tmux = Tmux::start("play", &dir, "--new");
    let screen = tmux.wait_for("Turn 1 · Blue to move");
    assert!(
        screen.contains("Divided Loyalties · Up the Stairs · 4 rounds"),
        "{screen}"
    );
    assert!(screen.contains("Cursor 13,3 · region W4"), "{screen}");
    // Up the Stairs: W4 holds (11,5) (12,5) (13,5); W1 holds (3,13) (4,13).
    turn(&tmux, (13, 3), (11, 5), "1", true);
    tmux.wait_for("Turn 2 · Yellow to move");
    turn(&tmux, (11, 5), (4, 13), "2", true);
    tmux.wait_for("Turn 3 · Blue to move");
    turn(&tmux, (4, 13), (12, 5), "6", true);
    tmux.wait_for("Turn 4 · Yellow to move");
    turn(&tmux, (12, 5), (3, 13), "Y", true);
    tmux.wait_for("Turn 5 · Blue to move");
    turn(&tmux, (3, 13), (13, 5), "4", false);
    let screen = tmux.wait_for("double-tap two stones to form a bridge");
    assert!(screen.contains(" B   P  <G>"), "no bridge yet:\n{screen}");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Ring: 13,5");
    tmux.keys(&["Left", "Left", "Enter"]);
    let screen = tmux.wait_for("A blue bridge is formed.");
    for expected in [
        " B ━ P ━<G>",
        "bridges 1  regions 1  total 2",
        "Set 1/4",
        "B3  Y0  R2  G1  O1  P2",
        "│ Y   Y │",
        "Ring: none",
    ] {
        assert!(screen.contains(expected), "missing {expected:?}:\n{screen}");
    }
    tmux.keys(&["u"]);
    let screen = tmux.wait_for("Undone.");
    assert!(
        screen.contains(" B   P  <G>"),
        "the bridge is undone:\n{screen}"
    );
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_quit_game_is_offered_for_resuming_and_share_writes_files_and_prints_links() {
    let dir = common::temp_dir("tmux-resume");
    let mut tmux = Tmux::start("resume", &dir, "--game divided-loyalties");
    tmux.wait_for("Turn 1 · Blue to move");
    tmux.keys(&["Space", "e"]);
    tmux.wait_for("Turn 2 · Yellow to move");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    assert!(dir.join("autosave.json").exists());

    tmux.open(&dir, "");
    let screen = tmux.wait_for("Resume?");
    assert!(
        screen.contains("A saved game is waiting: Up the Stairs, turn 2, Yellow to move"),
        "{screen}"
    );
    tmux.keys(&["y"]);
    let screen = tmux.wait_for("Turn 2 · Yellow to move");
    assert!(screen.contains("│<B>│"), "the stone is back:\n{screen}");
    tmux.keys(&["s"]);
    let screen = tmux.wait_for("Shared");
    assert!(screen.contains("up-the-stairs.csv"), "{screen}");
    let shared = dir.join("shared");
    assert!(shared.join("up-the-stairs.csv").exists());
    let names: Vec<String> = std::fs::read_dir(&shared)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names
            .iter()
            .any(|n| n.starts_with("up-the-stairs-") && n.ends_with(".dlgame.json")),
        "{names:?}"
    );
    tmux.keys(&["Enter"]);
    tmux.wait_for("Turn 2 · Yellow to move");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let screen = tmux.screen();
    assert!(
        screen.contains("divided_loyalties") && screen.contains(".html#up-the-stairs"),
        "{screen}"
    );
    assert!(
        screen.contains("Game link: https://game.ywesee.com/parados/divided_loyalties"),
        "{screen}"
    );

    tmux.open(&dir, "--new");
    tmux.wait_for("Turn 1 · Blue to move");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_terminal_too_small_says_so_and_resizing_redraws() {
    let dir = common::temp_dir("tmux-resize");
    let tmux = Tmux::start("resize", &dir, "--position pyramid");
    tmux.wait_for("Divided Loyalties · Pyramid · 3 rounds");
    assert!(tmux
        .run(&["resize-window", "-t", &tmux.session, "-x", "80", "-y", "24"])
        .status
        .success());
    let screen = tmux.wait_for("The terminal is too small for this position.");
    assert!(
        screen.contains("It needs 110×33 characters; it has 80×24."),
        "{screen}"
    );
    assert!(tmux
        .run(&[
            "resize-window",
            "-t",
            &tmux.session,
            "-x",
            "120",
            "-y",
            "50"
        ])
        .status
        .success());
    tmux.wait_for("Turn 1 · Blue to move");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_web_version_save_opens_with_its_recomputed_scores() {
    let dir = common::temp_dir("tmux-open");
    let save =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/web-version-files/p2_t60.json");
    let tmux = Tmux::start("open", &dir, &format!("--open '{}'", save.display()));
    let screen = tmux.wait_for("Divided Loyalties · Octopus · 4 rounds");
    assert!(screen.contains("bridges 5  regions 2  total 7"), "{screen}");
    assert!(
        screen.contains("bridges 9  regions 2  total 11"),
        "{screen}"
    );
    assert!(screen.contains("Blue to move"), "{screen}");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_new_game_keeps_the_unfinished_one_in_saved_games_where_it_is_resumed() {
    let dir = common::temp_dir("tmux-saved");
    let mut tmux = Tmux::start("saved", &dir, "--new");
    tmux.wait_for("Turn 1 · Blue to move");
    tmux.keys(&["Space", "e"]);
    tmux.wait_for("Turn 2 · Yellow to move");
    tmux.keys(&["n"]);
    tmux.wait_for("↑↓ choose");
    tmux.keys(&["Down", "Enter"]);
    let screen = tmux.wait_for("Divided Loyalties · Octopus");
    assert!(
        screen.contains("The unfinished game is kept in Saved games"),
        "{screen}"
    );
    tmux.keys(&["n"]);
    let screen =
        tmux.wait_for("Up the Stairs · turn 2, Yellow to move, Blue 0 – Yellow 0 · just now");
    assert!(screen.contains("Saved games"), "{screen}");
    for _ in 0..20 {
        tmux.keys(&["Down"]);
    }
    tmux.wait_for("enter: resume this game");
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("Divided Loyalties · Up the Stairs");
    assert!(screen.contains("Turn 2 · Yellow to move"), "{screen}");
    tmux.keys(&["q"]);
    tmux.wait_quit();

    // The next start offers the resumed game; Octopus was blank and was dropped.
    tmux.open(&dir, "");
    let screen = tmux.wait_for("Resume?");
    assert!(
        screen.contains("A saved game is waiting: Up the Stairs, turn 2, Yellow to move"),
        "{screen}"
    );
    tmux.keys(&["y", "n"]);
    let screen = tmux.wait_for("↑↓ choose");
    assert!(!screen.contains("Saved games"), "{screen}");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_current_game_that_cannot_be_read_is_reported_and_kept() {
    let dir = common::temp_dir("tmux-aside");
    let garbage = b"{\"format\": \"divided-loyalties-game\", \"version\": 2}";
    std::fs::write(dir.join("autosave.json"), garbage).unwrap();
    let tmux = Tmux::start("aside", &dir, "--game divided-loyalties");
    let screen = tmux.wait_for("A saved file could not be read");
    assert!(screen.contains("record_newer_version"), "{screen}");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Turn 1 · Blue to move");
    tmux.keys(&["Space"]);
    tmux.wait_for("Blue: double-tap two stones");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let kept: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("autosave.unreadable-")
        })
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(std::fs::read(&kept[0]).unwrap(), garbage);
    let _ = std::fs::remove_dir_all(&dir);
}
