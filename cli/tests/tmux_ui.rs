//! The real terminal UI inside tmux: keys place stones and form a bridge, and the screen read
//! back with `capture-pane` shows the stones with their letters, the bridge between them, the
//! scores and the status line; a terminal made too small says so and a larger one redraws; a
//! game quit is offered for resuming at the next start; a new game keeps the unfinished one in
//! the saved games of the new-game screen, from where it is resumed; a saved file that cannot be
//! read is reported and kept; share writes its files and prints the links; every built-in
//! position is played in a standard 80 × 24 terminal; the texts come in the player's language
//! (`--lang`, `LANG`) and, in the pseudo-locale, none is cut off. Needs tmux (`tests/run.sh`
//! installs it).

mod common;

use dl_app::l10n::{Language, Localize, Localizer};

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
    assert!(
        screen.contains("Cursor: column 14, row 4, region W4"),
        "{screen}"
    );
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
    let screen = tmux.wait_for("Double-tap the stone at the other end of the bridge.");
    assert!(screen.contains(" B   P  [G]"), "the ring:\n{screen}");
    assert!(screen.contains("stone, ringed"), "{screen}");
    tmux.keys(&["Left", "Left", "Enter"]);
    let screen = tmux.wait_for("A blue bridge is formed.");
    for expected in [
        " B ━ P ━<G>",
        "Bridges 1 · Regions 1 · Total 2",
        "Set 1/4",
        "B3  Y0  R2  G1  O1  P2",
        "│ Y   Y │",
    ] {
        assert!(screen.contains(expected), "missing {expected:?}:\n{screen}");
    }
    assert!(
        !screen.contains("[G]") && !screen.contains("[B]"),
        "no ring left:\n{screen}"
    );
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

/// Issue 11: against the computer, it answers the player's turn on its own while the screen
/// stays live; the hint is marked; undo takes back the player's turn with the reply (R11).
#[test]
fn the_computer_answers_a_turn_and_undo_takes_both_back() {
    let dir = common::temp_dir("tmux-computer");
    let tmux = Tmux::start("computer", &dir, "--new --computer yellow --level easy");
    tmux.wait_for("Turn 1 · Blue to move");
    tmux.keys(&["h"]);
    let screen = tmux.wait_for("Hint: ");
    assert!(screen.contains('{'), "no hint mark on the board:\n{screen}");
    // Up the Stairs: W4 holds (11,5); the cursor starts on (13,3).
    turn(&tmux, (13, 3), (11, 5), "1", true);
    tmux.wait_for("Turn 3 · Blue to move");
    tmux.keys(&["u"]);
    let screen = tmux.wait_for("Turn 1 · Blue to move");
    assert!(screen.contains("Undone."), "{screen}");
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
        screen.contains("A saved game is waiting: Up the Stairs.")
            && screen.contains("Turn 2, Yellow to move, Blue 0 – Yellow 0"),
        "{screen}"
    );
    tmux.keys(&["y"]);
    let screen = tmux.wait_for("Turn 2 · Yellow to move");
    assert!(screen.contains("│<B>│"), "the stone is back:\n{screen}");
    tmux.keys(&["s"]);
    let screen = tmux.wait_for("Written to");
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
    let resize = |columns: &str, rows: &str| {
        let out = tmux.run(&[
            "resize-window",
            "-t",
            &tmux.session,
            "-x",
            columns,
            "-y",
            rows,
        ]);
        assert!(out.status.success());
    };
    resize("50", "15");
    let screen = tmux.wait_for("The terminal is too small for this position.");
    assert!(
        screen.contains("It needs ") && screen.contains("characters; it has 50×15."),
        "{screen}"
    );
    resize("80", "24");
    let screen = tmux.wait_for("Turn 1 · Blue to move");
    assert!(
        !screen.contains("too small"),
        "80 × 24 is enough:\n{screen}"
    );
    resize("120", "50");
    tmux.wait_for("Cursor: column");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_web_version_save_opens_with_its_recomputed_scores() {
    let dir = common::temp_dir("tmux-open");
    let save =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/web-version-files/p2_t60.json");
    let tmux = Tmux::start("open", &dir, &format!("--open '{}'", save.display()));
    let screen = tmux.wait_for("Divided Loyalties · Octopus · 4 rounds");
    assert!(
        screen.contains("Bridges 5 · Regions 2 · Total 7"),
        "{screen}"
    );
    assert!(
        screen.contains("Bridges 9 · Regions 2 · Total 11"),
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
    tmux.wait_for("↑↓: choose");
    tmux.keys(&["Down", "Enter"]);
    let screen = tmux.wait_for("Divided Loyalties · Octopus");
    assert!(
        screen.contains("The unfinished game is kept in Saved games"),
        "{screen}"
    );
    tmux.keys(&["n"]);
    let screen =
        tmux.wait_for("Up the Stairs · Turn 2, Yellow to move, Blue 0 – Yellow 0 · just now");
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
        screen.contains("A saved game is waiting: Up the Stairs.")
            && screen.contains("Turn 2, Yellow to move"),
        "{screen}"
    );
    tmux.keys(&["y", "n"]);
    let screen = tmux.wait_for("↑↓: choose");
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

/// Issue 12 in the terminal: a small position painted in the editor shows its problems live,
/// is fixed, saved in the library, test-played, shared as CSV, renamed and shared again from the
/// new-game screen and played from there, and the first shared CSV is imported into another
/// player's store (R9).
#[test]
fn the_editor_paints_saves_plays_and_shares_a_position_that_another_store_imports() {
    let dir = common::temp_dir("tmux-editor");
    let mut tmux = Tmux::start("editor", &dir, "--new");
    tmux.wait_for("Turn 1 · Blue to move");
    tmux.keys(&["n"]);
    // A key and its label are joined by a no-break space.
    tmux.wait_for("[p]\u{a0}New position  [e]\u{a0}Edit a copy");
    tmux.keys(&["p"]);
    tmux.wait_for("New position");
    tmux.keys(&[
        "Left", "Left", "Left", "Left", "Up", "Up", "Up", "Up", "Enter",
    ]);
    let screen = tmux.wait_for("Position editor");
    for expected in [
        "9 × 9",
        "Must be fixed before saving: The position has no name.",
        "Must be fixed before saving: The position has no region cell.",
    ] {
        assert!(screen.contains(expected), "missing {expected:?}:\n{screen}");
    }
    // S1 at (0,0) and (2,0): one region in two parts, a warning.
    tmux.keys(&["s", "1", "Space", "Right", "Right", "Space"]);
    tmux.wait_for("Warning: The region S1 is in 2 separate parts.");
    // Joined by (1,0); a second region G1 below; the name typed.
    tmux.keys(&["Left", "Space", "Down", "g", "Space", "Left", "Space"]);
    tmux.keys(&["n", "Tmux square", "Enter"]);
    let screen = tmux.wait_for("No problems.");
    assert!(screen.contains("Position editor · Tmux square"), "{screen}");
    assert!(screen.contains("S1 S1 S1"), "{screen}");
    tmux.keys(&["C-s"]);
    tmux.wait_for("“Tmux square” is saved in My positions.");
    let saved: Vec<_> = std::fs::read_dir(dir.join("positions"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(saved.len(), 1, "{saved:?}");

    tmux.keys(&["t"]);
    let screen = tmux.wait_for("Test play · [esc] Position editor");
    assert!(
        screen.contains("Divided Loyalties · Tmux square"),
        "{screen}"
    );
    tmux.keys(&["1", "Space"]);
    tmux.wait_for("Blue: double-tap two stones");
    tmux.keys(&["Escape"]);
    tmux.wait_for("Position editor · Tmux square");

    tmux.keys(&["x"]);
    let csv = dir.join("shared").join("tmux-square.csv");
    tmux.wait_for("The position was written to");
    assert!(csv.exists(), "{}", csv.display());

    tmux.keys(&["Escape"]);
    tmux.wait_for("My positions");
    for _ in 0..12 {
        tmux.keys(&["Down"]);
    }
    tmux.wait_for("Tmux square: ");
    // Renamed and shared again from the list of the player's positions.
    tmux.keys(&["m"]);
    tmux.wait_for("Name: Tmux square_");
    tmux.keys(&[
        "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "BSpace", "box", "Enter",
    ]);
    tmux.wait_for("Tmux box: ");
    tmux.keys(&["x"]);
    tmux.wait_for("The position was written to");
    assert!(dir.join("shared").join("tmux-box.csv").exists());
    tmux.keys(&["Escape"]);
    // Escape and Enter sent together read as Alt+Enter: wait for the notice to go first.
    tmux.wait_until("the share notice dismissed", |screen| {
        !screen.contains("The position was written to")
    });
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("Divided Loyalties · Tmux box");
    assert!(screen.contains("Turn 1 · Blue to move"), "{screen}");
    assert!(!screen.contains("Test play"), "{screen}");
    tmux.keys(&["q"]);
    tmux.wait_quit();

    // Another player imports the shared file.
    let friend = common::temp_dir("tmux-editor-friend");
    tmux.open(&friend, "--new");
    tmux.wait_for("Turn 1 · Blue to move");
    tmux.keys(&["n", "f"]);
    tmux.wait_for("CSV file: _");
    tmux.keys(&[&csv.display().to_string(), "Enter"]);
    let screen = tmux.wait_for("1 position added to My positions.");
    assert!(screen.contains("+ Tmux square"), "{screen}");
    tmux.keys(&["Enter"]);
    tmux.wait_for("My positions");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&friend);
}

/// The screen's rows without their trailing blanks, joined by spaces: a text wrapped over
/// several rows of the status area reads whole in it.
fn joined(screen: &str) -> String {
    screen
        .lines()
        .map(str::trim_end)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Issue 9 §4: every built-in position is playable in a standard 80 × 24 terminal: the board
/// is drawn (compactly), a stone is placed by keys and seen on the board and described under
/// the cursor, and the turn ends.
#[test]
fn every_built_in_is_playable_in_80_by_24() {
    let dir = common::temp_dir("tmux-80x24");
    let mut tmux = Tmux::server("80x24");
    for number in 1..=12 {
        tmux.open_with(&dir, &format!("--position {number}"), "", (80, 24));
        let screen = tmux.wait_for("[u] Undo");
        assert!(
            screen.contains("Turn 1 · Blue to move"),
            "{number}:\n{screen}"
        );
        tmux.keys(&["B", "Space"]);
        let screen = tmux.wait_for("Blue: double-tap two stones to form a bridge");
        assert!(
            screen.contains("<B"),
            "{number}: the stone, placed last:\n{screen}"
        );
        assert!(
            screen.contains("placed last"),
            "{number}: the cursor's description:\n{screen}"
        );
        tmux.keys(&["e"]);
        tmux.wait_for("Turn 2 · Yellow to move");
        tmux.keys(&["q"]);
        tmux.wait_quit();
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 10: in the pseudo-locale (`--lang en-XA`: every text 40 % longer and accented) the
/// main screen of every built-in position at the terminal's minimum size, 80 × 24, shows every
/// text whole, as the localizer produced it: the title, the turn, the players, the colour keys,
/// the buttons and the status line (wrapped over the status rows), before and after a stone is
/// placed.
#[test]
fn the_pseudo_locale_shows_no_text_cut_off_at_80_by_24() {
    let texts = Localizer::new(&["en-XA"]);
    assert_eq!(texts.language(), Language::Pseudo);
    let dir = common::temp_dir("tmux-pseudo");
    let mut tmux = Tmux::server("pseudo");
    for number in 1..=12 {
        let position = dl_core::builtin(number).expect("a built-in");
        tmux.open_with(
            &dir,
            &format!("--lang en-XA --position {number}"),
            "",
            (80, 24),
        );
        let turn = texts.format(&dl_app::l10n::screen::panel_turn(1));
        tmux.wait_for(&turn);
        let rounds = position.default_rounds().count();
        let mut expected = vec![
            texts.format(&dl_app::l10n::terminal::title(position.name(), rounds)),
            texts.format(&dl_app::l10n::screen::panel_to_move(dl_core::Player::Blue)),
            texts.tr(&dl_app::l10n::terminal::TerminalLabel::ColourKeys),
            texts.tr(&dl_app::l10n::terminal::TerminalLabel::Quit),
            texts.tr(&dl_app::l10n::Label::Undo),
            texts.tr(&dl_app::l10n::Label::EndTurn),
            texts.tr(&dl_app::l10n::Label::EndByAgreement),
            texts.tr(&dl_app::l10n::Label::Share),
            texts.tr(&dl_app::l10n::Label::NewGame),
            texts.tr(&dl_app::l10n::Label::Rules),
        ];
        for player in dl_core::Player::BOTH {
            expected.push(texts.format(&dl_app::l10n::screen::player_name(player)));
        }
        // The frame may still be arriving: each text is waited for, whole.
        for text in &expected {
            tmux.wait_for(text);
        }
        let place = texts.format(
            &dl_core::session::Message::PlaceStone {
                player: dl_core::Player::Blue,
            }
            .text(),
        );
        tmux.wait_until(&place, |screen| joined(screen).contains(&place));
        tmux.keys(&["B", "Space"]);
        let bridge = texts.format(
            &dl_core::session::Message::BridgeOrEndTurn {
                player: dl_core::Player::Blue,
            }
            .text(),
        );
        tmux.wait_until(&bridge, |screen| joined(screen).contains(&bridge));
        tmux.keys(&["q"]);
        tmux.wait_quit();
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 10: `--lang de` gives German texts, and `LANG=ja_JP.UTF-8` Japanese ones.
#[test]
fn the_language_comes_from_lang_or_the_locale() {
    let dir = common::temp_dir("tmux-languages");
    let mut tmux = Tmux::server("languages");
    tmux.open_with(&dir, "--lang de --position 2", "", (80, 24));
    let screen = tmux.wait_for("Zug 1 · Blau am Zug");
    for expected in [
        "Divided Loyalties · Octopus · 4 Runden",
        "Blau: Setze einen Stein.",
        "Farbe: 1–6 oder Großbuchstabe",
        "[q] Beenden",
    ] {
        assert!(screen.contains(expected), "missing {expected:?}:\n{screen}");
    }
    tmux.keys(&["q"]);
    tmux.wait_quit();
    tmux.open_with(&dir, "--position 2", "LANG=ja_JP.UTF-8", (80, 24));
    let screen = tmux.wait_for("青のターン");
    for expected in [
        "1手目",
        "青:石を置いてください。",
        "[u] 手を戻す",
        "[q] 終了",
    ] {
        assert!(screen.contains(expected), "missing {expected:?}:\n{screen}");
    }
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let _ = std::fs::remove_dir_all(&dir);
}
