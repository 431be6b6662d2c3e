//! Discorder and Color Brake ABAB in the real terminal, inside tmux: a few moves of each game by
//! keys on their boards, a refusal on screen, a peg, Color Brake's hand-over (no hand drawn) and
//! its computer seat, the game resumed after a restart, an unfinished game kept in Saved games
//! while another is played and opened again from there, both games' texts whole at 80 × 24 in
//! the pseudo-locale. Needs tmux (`tests/run.sh` installs it).

mod common;

use std::path::Path;

use common::tmux::Tmux;
use serde_json::Value;

/// The store's current game, as JSON.
fn current_game(dir: &Path) -> Value {
    let text = std::fs::read_to_string(dir.join("autosave.json")).expect("a current game");
    serde_json::from_str(&text).expect("JSON")
}

fn quit(tmux: &Tmux) {
    tmux.keys(&["q"]);
    tmux.wait_quit();
}

#[test]
fn discorder_tiles_a_refusal_a_peg_resume_and_the_saved_games() {
    let dir = common::temp_dir("tmux-discorder");
    let mut tmux = Tmux::start("discorder", &dir, "--game discorder");
    tmux.wait_for("Yellow begins");
    // The last control starts the game: two players, Yellow begins.
    tmux.keys(&["End", "Enter"]);
    tmux.wait_for("Yellow: place a tile");
    // The cursor starts on (4,3): Yellow there, Black at (5,3), Yellow refused at (5,3), then
    // Yellow's peg below Black's tile.
    tmux.keys(&["Space"]);
    tmux.wait_for("Black: place a tile");
    tmux.keys(&["Right", "Space"]);
    tmux.wait_for("Yellow: place a tile");
    tmux.keys(&["Space"]);
    tmux.wait_for("There is already a tile at column 6, row 4.");
    tmux.keys(&["p"]);
    let screen = tmux.wait_for("━━━");
    assert!(screen.contains("9 pegs left"), "{screen}");
    assert!(screen.contains("Black: place a tile"), "{screen}");
    quit(&tmux);
    let saved = current_game(&dir);
    assert_eq!(saved["game"], "discorder");
    assert_eq!(
        saved["actions"],
        serde_json::json!(["tile 4,3", "tile 5,3", "peg 5,3"])
    );

    // Without arguments, the game is where it was.
    tmux.open(&dir, "");
    tmux.wait_for("━━━");
    quit(&tmux);
    // A game of Divided Loyalties: Discorder goes to Saved games, and comes back from there.
    tmux.open(&dir, "--position 1");
    tmux.wait_for("The unfinished game is kept in Saved games.");
    tmux.menu("Saved games");
    tmux.wait_title("Saved games");
    let screen = tmux.wait_for("Discorder");
    assert!(screen.contains("Delete"), "{screen}");
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("━━━");
    assert!(screen.contains("9 pegs left"), "{screen}");
    quit(&tmux);
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
    let screen = tmux.wait_for("Pass the keyboard to Player 1");
    assert!(
        !screen.contains("Your hand"),
        "no hand during a hand-over:\n{screen}"
    );
    tmux.keys(&["Enter"]);
    tmux.wait_for("Your hand");
    let screen = tmux.wait_for("Player 1 (A): place a token on cell 1.");
    assert!(!screen.contains("Pass the keyboard"), "{screen}");
    // `1` plays the hand's first colour, blue, on cell 1 (C4); the device goes to player two.
    tmux.keys(&["1"]);
    let screen = tmux.wait_for("Pass the keyboard to Player 2");
    assert!(
        !screen.contains("Your hand"),
        "no hand between turns:\n{screen}"
    );
    assert!(
        screen.contains("<  ◉>"),
        "blue (its mark ◉) on cell 1, the last filled:\n{screen}"
    );
    quit(&tmux);
    let saved = current_game(&dir);
    assert_eq!(saved["game"], "color-brake");
    assert_eq!(
        saved["actions"].as_array().map(Vec::len),
        Some(1),
        "{saved}"
    );

    // After a restart the hand is covered again until the player is ready (C2).
    tmux.open(&dir, "");
    let screen = tmux.wait_for("Pass the keyboard to Player 2");
    assert!(!screen.contains("Your hand"), "{screen}");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Your hand");
    quit(&tmux);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Whether `text` reads whole on `screen` in some column of it (wrapped over several rows of a
/// panel, with the line breaks of any script).
fn reads_whole(screen: &str, text: &str) -> bool {
    let squash = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
    let wanted = squash(text);
    (0..120).any(|column| {
        let joined: String = screen
            .lines()
            .map(|l| l.chars().skip(column).collect::<String>())
            .collect();
        squash(&joined).contains(&wanted)
    })
}

#[test]
fn color_brake_against_the_computer_shows_the_hand_at_once() {
    let dir = common::temp_dir("tmux-cb-computer");
    let mut tmux = Tmux::start("cb-computer", &dir, "--game color-brake");
    tmux.wait_for("You play as Player 1");
    // The opponent's choices come after the lengths: the one before the last control.
    tmux.keys(&["End", "Up", "Up", "Enter"]);
    tmux.keys(&["End", "Enter"]);
    let screen = tmux.wait_for("Your hand");
    assert!(!screen.contains("Pass the keyboard"), "{screen}");
    quit(&tmux);
    let saved = current_game(&dir);
    assert_eq!(saved["game"], "color-brake");
    assert_eq!(saved["store"]["computer"], "two");
    tmux.open(&dir, "--game color-brake");
    let screen = tmux.wait_for("Your hand");
    assert!(!screen.contains("Pass the keyboard"), "{screen}");
    quit(&tmux);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 10 at 80 × 24 in the pseudo-locale (every text 40 % longer and accented): both games'
/// status, players and keys read whole.
#[test]
fn both_games_show_their_texts_whole_at_80_by_24_in_the_pseudo_locale() {
    use dl_app::l10n::{Label, Localizer};
    let texts = Localizer::new(&["en-XA"]).with_pointer(dl_app::l10n::Pointer::Keyboard);
    let dir = common::temp_dir("tmux-games-pseudo");
    let mut tmux = Tmux::server("games-pseudo");
    for game in ["discorder", "color-brake"] {
        tmux.open_with(&dir, &format!("--lang en-XA --game {game}"), "", (80, 24));
        tmux.wait_for(&texts.tr(&Label::NewGame));
        tmux.keys(&["End", "Enter"]);
        let quit_key = format!(
            "q {}",
            texts.tr(&dl_app::l10n::terminal::TerminalLabel::Quit)
        );
        let undo = texts.tr(&Label::Undo);
        let screen = tmux.wait_until(game, |s| reads_whole(s, &quit_key) && reads_whole(s, &undo));
        let status = screen.lines().nth(1).unwrap_or_default().trim().to_owned();
        assert!(!status.is_empty(), "{screen}");
        quit(&tmux);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
