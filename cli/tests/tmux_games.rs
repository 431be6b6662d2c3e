//! Discorder and Color Brake ABAB in the real terminal, inside tmux: the game menu at the
//! first start, a few moves of each game by keys, a refusal on screen, the rules, Color Brake's
//! hand-over screen (no hand drawn) and its computer seat, and the game resumed from the store
//! after a restart; an unfinished game of one game kept in the saved games while another is
//! played, and opened again from the game menu. Needs tmux (`tests/run.sh` installs it).

mod common;

use std::path::Path;

use common::tmux::Tmux;
use serde_json::Value;

/// The store's current game, as JSON.
fn current_game(dir: &Path) -> Value {
    let text = std::fs::read_to_string(dir.join("autosave.json")).expect("a current game");
    serde_json::from_str(&text).expect("JSON")
}

#[test]
fn discorder_tiles_a_refusal_a_peg_the_rules_resume_and_the_saved_games() {
    let dir = common::temp_dir("tmux-discorder");
    let mut tmux = Tmux::start("discorder", &dir, "--game discorder");
    let screen = tmux.wait_for("New game · Discorder");
    assert!(screen.contains("▶ Yellow begins"), "{screen}");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Yellow: place a tile, or choose a peg.");
    // Yellow at (0,0), Black at (1,0), Yellow refused at (1,0), then Yellow's peg below it.
    tmux.keys(&["Space"]);
    tmux.wait_for("Black: place a tile, or choose a peg.");
    tmux.keys(&["Right", "Space"]);
    tmux.wait_for("Yellow: place a tile, or choose a peg.");
    tmux.keys(&["Space"]);
    tmux.wait_for("There is already a tile at column 2, row 1.");
    tmux.keys(&["p"]);
    tmux.wait_for("Yellow: place a peg between two cells of a column.");
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("Black: place a tile, or choose a peg.");
    for expected in [" ○ [ ● ]", "━━━", "9 pegs left", "27 tiles left"] {
        assert!(screen.contains(expected), "missing {expected:?}:\n{screen}");
    }
    tmux.keys(&["r"]);
    tmux.wait_for("Rules · Discorder");
    tmux.keys(&["Escape"]);
    tmux.wait_for("Black: place a tile, or choose a peg.");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let saved = current_game(&dir);
    assert_eq!(saved["game"], "discorder");
    assert_eq!(
        saved["actions"],
        serde_json::json!(["tile 0,0", "tile 1,0", "peg 1,0"])
    );

    // Without --game, the store's current game is played again.
    tmux.open(&dir, "");
    let screen = tmux.wait_for("Black: place a tile, or choose a peg.");
    assert!(screen.contains("━━━"), "{screen}");
    // Divided Loyalties from the game menu: Discorder goes to the saved games.
    tmux.keys(&["m"]);
    tmux.wait_for("Choose a game");
    tmux.keys(&["Enter"]);
    tmux.wait_for("↑↓: choose");
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("Turn 1 · Blue to move");
    assert!(screen.contains("kept in Saved games"), "{screen}");
    tmux.keys(&["m"]);
    let screen = tmux.wait_for("Discorder · Turn 4 · just now");
    assert!(screen.contains("Choose a game"), "{screen}");
    assert!(screen.contains("Saved games"), "{screen}");
    tmux.keys(&["Down", "Down", "Down", "Enter"]);
    let screen = tmux.wait_for("Black: place a tile, or choose a peg.");
    assert!(screen.contains("9 pegs left"), "{screen}");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn color_brake_hands_over_between_turns_and_resumes_after_a_restart() {
    let dir = common::temp_dir("tmux-color-brake");
    let started = common::run_script(
        "{\"cmd\":\"new\",\"game\":\"color-brake\",\"seed\":1918,\"rounds\":2}\n",
        &["--store", dir.to_str().expect("UTF-8")],
    );
    assert_eq!(started[0]["ok"], true, "{started:?}");
    let mut tmux = Tmux::start("color-brake", &dir, "");
    let screen = tmux.wait_for("Pass the device to Player 1, then tap to see your hand.");
    assert!(screen.contains("[enter] I'm ready"), "{screen}");
    assert!(
        !screen.contains("Your hand"),
        "no hand during a hand-over:\n{screen}"
    );
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("Player 1 (A): place a token on cell 1.");
    assert!(screen.contains("Your hand · Player 1"), "{screen}");
    assert!(screen.contains("1 B×2"), "{screen}");
    // Player one holds no white token: refused; then a neutral, and blue on top of it (C6.1).
    tmux.keys(&["5"]);
    tmux.wait_for("You do not hold a white token.");
    tmux.keys(&["8"]);
    let screen = tmux.wait_for("choose the drawn colour to play on the neutral of cell 1");
    assert!(screen.contains("Drawn:"), "{screen}");
    tmux.keys(&["1"]);
    let screen = tmux.wait_for("Pass the device to Player 2, then tap to see your hand.");
    assert!(!screen.contains("Your hand"), "{screen}");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Your hand · Player 2");
    tmux.keys(&["9"]);
    tmux.wait_for("Pass the device to Player 1");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let saved = current_game(&dir);
    assert_eq!(saved["game"], "color-brake");
    assert_eq!(
        saved["actions"],
        serde_json::json!(["neutral", "rescue blue", "diamond"])
    );

    tmux.open(&dir, "");
    tmux.wait_for("Pass the device to Player 1");
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("Player 1 (A): place a token on cell 3.");
    assert!(
        screen.contains(" B·N "),
        "the rescued blue on cell 1:\n{screen}"
    );
    tmux.keys(&["r"]);
    tmux.wait_for("Rules · Color Brake ABAB");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_game_menu_at_the_first_start_and_color_brake_against_the_computer() {
    let dir = common::temp_dir("tmux-menu");
    let mut tmux = Tmux::start("menu", &dir, "");
    let screen = tmux.wait_for("Choose a game");
    for expected in ["Divided Loyalties", "Discorder", "Color Brake ABAB"] {
        assert!(screen.contains(expected), "missing {expected:?}:\n{screen}");
    }
    tmux.keys(&["Down", "Down", "Enter"]);
    tmux.wait_for("New game · Color Brake ABAB");
    tmux.keys(&["Down", "Down", "Down", "Enter"]);
    let screen = tmux.wait_for("Your hand · Player 1");
    assert!(screen.contains("Round 1 · 2 rounds"), "{screen}");
    assert!(!screen.contains("Pass the device"), "{screen}");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let saved = current_game(&dir);
    assert_eq!(saved["game"], "color-brake");
    assert_eq!(saved["store"]["computer"], "two");

    // Resumed against the computer: the player's hand at once.
    tmux.open(&dir, "--game color-brake");
    tmux.wait_for("Your hand · Player 1");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let _ = std::fs::remove_dir_all(&dir);
}
