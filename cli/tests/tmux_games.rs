//! Discorder and Color Brake ABAB in the real terminal, inside tmux: the game menu at the
//! first start, a few moves of each game by keys, a refusal on screen, the rules, Color Brake's
//! hand-over screen (no hand drawn) and its computer seat, and the game resumed from the store
//! after a restart; an unfinished game of one game kept in the saved games while another is
//! played, and opened again from the game menu; both games' texts whole at 80 × 24 in the
//! pseudo-locale. Needs tmux (`tests/run.sh` installs it).

mod common;

use std::path::Path;

use common::tmux::Tmux;
use dl_app::l10n::{Label, Language, Localizer, Text};
use dl_discorder::session::Tool;
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
    tmux.wait_for("New game · Discorder");
    tmux.wait_for("▶ Two players · Yellow begins");
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
    tmux.wait_for("Black: place a tile, or choose a peg.");
    for expected in [" ○ [ ● ]", "━━━", "9 pegs left", "27 tiles left"] {
        tmux.wait_for(expected);
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
    tmux.wait_for("Black: place a tile, or choose a peg.");
    tmux.wait_for("━━━");
    // Divided Loyalties from the game menu: Discorder goes to the saved games.
    tmux.keys(&["m"]);
    tmux.wait_for("Choose a game");
    tmux.keys(&["Enter"]);
    tmux.wait_for("↑↓: choose");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Turn 1 · Blue to move");
    tmux.wait_for("kept in Saved games");
    tmux.keys(&["m"]);
    tmux.wait_for("Discorder · Turn 4 · Black to move · Yellow: 0 · Black: 0 · just now");
    tmux.wait_for("Choose a game");
    tmux.wait_for("Saved games");
    tmux.keys(&["Down", "Down", "Down", "Enter"]);
    tmux.wait_for("Black: place a tile, or choose a peg.");
    tmux.wait_for("9 pegs left");
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
    tmux.wait_for("[enter] I'm ready");
    assert!(
        !screen.contains("Your hand"),
        "no hand during a hand-over:\n{screen}"
    );
    tmux.keys(&["Enter"]);
    tmux.wait_for("Player 1 (A): place a token on cell 1.");
    tmux.wait_for("Your hand · Player 1");
    tmux.wait_for("1 B×2");
    // Player one holds no white token: refused; then a neutral, and blue on top of it (C6.1).
    tmux.keys(&["5"]);
    tmux.wait_for("You do not hold a white token.");
    tmux.keys(&["8"]);
    tmux.wait_for("choose the drawn colour to play on the neutral of cell 1");
    tmux.wait_for("Drawn:");
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
    tmux.wait_for("Choose a game");
    for expected in ["Divided Loyalties", "Discorder", "Color Brake ABAB"] {
        tmux.wait_for(expected);
    }
    tmux.keys(&["Down", "Down", "Enter"]);
    tmux.wait_for("New game · Color Brake ABAB");
    tmux.keys(&["Down", "Down", "Down", "Enter"]);
    let screen = tmux.wait_for("Your hand · Player 1");
    tmux.wait_for("Round 1 · 2 rounds");
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

/// The words of `text` that the screen must show: wrapping keeps words whole.
fn words(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_owned).collect()
}

/// Issue 10 at the terminal's minimum size, 80 × 24, in the pseudo-locale (every text 40 %
/// longer and accented): both games' buttons show their whole labels, and every word of their
/// key hints is on screen (nothing cut off below the status).
#[test]
fn both_games_show_their_texts_whole_at_80_by_24_in_the_pseudo_locale() {
    let texts = Localizer::new(&["en-XA"]);
    assert_eq!(texts.language(), Language::Pseudo);
    let dir = common::temp_dir("tmux-games-pseudo");
    let mut tmux = Tmux::server("games-pseudo");
    let button = |key: char, label: Label| format!("[{key}] {}", texts.tr(&label));
    let buttons = [
        button('u', Label::Undo),
        button('r', Label::Rules),
        button('n', Label::NewGame),
        button('m', Label::Menu),
    ];

    tmux.open_with(&dir, "--lang en-XA --game discorder", "", (80, 24));
    tmux.wait_for(&texts.tr(&Label::DiscorderName));
    tmux.keys(&["Enter"]);
    let mut expected = buttons.to_vec();
    expected.push(format!("[t] {}", texts.tr(&Tool::Tile)));
    expected.push(format!("[p] {}", texts.tr(&Tool::Peg)));
    expected.extend(words(&texts.format(&Text::new("discorder-keys"))));
    for text in &expected {
        tmux.wait_for(text);
    }
    tmux.keys(&["q"]);
    tmux.wait_quit();

    tmux.open_with(&dir, "--lang en-XA --game color-brake", "", (80, 24));
    tmux.wait_for(&texts.tr(&Label::ColorBrakeName));
    tmux.keys(&["Enter"]);
    tmux.wait_for("[enter]");
    tmux.keys(&["Enter"]);
    let mut expected = buttons.to_vec();
    expected.push(texts.tr(&Label::ColorBrakeHand));
    expected.extend(words(&texts.format(&Text::new("colorbrake-keys"))));
    for text in &expected {
        tmux.wait_for(text);
    }
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let _ = std::fs::remove_dir_all(&dir);
}
