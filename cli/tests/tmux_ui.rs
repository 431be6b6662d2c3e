//! The terminal painting the app (dl-ui) inside tmux: keys place stones and form a bridge, and
//! the screen read back with `capture-pane` shows the stones with their letters, the bridge,
//! the scores and the status; the computer answers and undo takes both turns back; the game is
//! where it was after quitting, and `--position` resumes it rather than filing it; sharing
//! writes its files and prints the links; a new game files the unfinished one in Saved games,
//! from where it is resumed; a current game that cannot be read is reported and kept; a web
//! save opens with its scores; every built-in is playable at 80 × 24; the texts come in the
//! player's language. Needs tmux (`tests/run.sh` installs it).

mod common;

use std::path::Path;

use common::tmux::Tmux;

/// Up the Stairs is 16 × 17: the cursor starts in its middle.
const START: (i32, i32) = (8, 8);

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

/// The screen's rows without their trailing blanks, joined by spaces: a text wrapped over
/// several rows reads whole in it.
fn joined(screen: &str) -> String {
    screen.lines().map(str::trim).collect::<Vec<_>>().join(" ")
}

/// Waits until `text` is on the screen, wrapped or not.
fn wait_joined(tmux: &Tmux, text: &str) -> String {
    tmux.wait_until(text, |screen| joined(screen).contains(text))
}

fn quit(tmux: &Tmux) {
    tmux.keys(&["q"]);
    tmux.wait_quit();
}

#[test]
fn keys_place_stones_and_form_a_bridge_on_screen() {
    let dir = common::temp_dir("tmux-play");
    let tmux = Tmux::start("play", &dir, "--new");
    let screen = tmux.wait_for("Blue: place a stone.");
    assert!(screen.contains("Up the Stairs · 4 rounds"), "{screen}");
    assert!(screen.contains("column 9, row 9"), "{screen}");
    // Up the Stairs: W4 holds (11,5) (12,5) (13,5); W1 holds (3,13) (4,13).
    turn(&tmux, START, (11, 5), "1", true);
    tmux.wait_for("Yellow: place a stone.");
    turn(&tmux, (11, 5), (4, 13), "2", true);
    tmux.wait_for("Blue: place a stone.");
    turn(&tmux, (4, 13), (12, 5), "6", true);
    tmux.wait_for("Yellow: place a stone.");
    turn(&tmux, (12, 5), (3, 13), "Y", true);
    tmux.wait_for("Blue: place a stone.");
    turn(&tmux, (3, 13), (13, 5), "4", false);
    let screen = wait_joined(&tmux, "press enter on two stones to form a bridge");
    assert!(screen.contains(" ◉   ✶  <✚>"), "no bridge yet:\n{screen}");
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("[✚]");
    assert!(screen.contains("ringed"), "{screen}");
    tmux.keys(&["Left", "Left", "Enter"]);
    let screen = tmux.wait_for(" ◉ ━ ✶ ━<✚>");
    // The score line may wrap between its parts, beside the board ("… Regions 1 ·", "Total 2").
    for expected in ["Bridges 1 · Regions 1", "Total 2", "│ ▴   ▴ │"] {
        assert!(screen.contains(expected), "missing {expected:?}:\n{screen}");
    }
    assert!(!screen.contains("[✚]"), "no ring left:\n{screen}");
    tmux.keys(&["u"]);
    let screen = tmux.wait_for(" ◉   ✶  <✚>");
    assert!(!screen.contains('━'), "the bridge is undone:\n{screen}");
    quit(&tmux);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 11: against the computer, it answers the player's turn on its own while the screen
/// stays live and no progress line is left once it has moved; the hint is marked with its
/// bridges; undo takes back the player's turn with the reply (R11).
#[test]
fn the_computer_answers_a_turn_and_undo_takes_both_back() {
    let dir = common::temp_dir("tmux-computer");
    let tmux = Tmux::start("computer", &dir, "--new --computer yellow --level easy");
    let screen = tmux.wait_for("Blue: place a stone.");
    assert!(
        screen.contains("computer"),
        "the opponent is named:\n{screen}"
    );
    tmux.keys(&["h"]);
    let screen = tmux.wait_until("the hint's mark", |s| s.contains('{'));
    assert!(screen.contains("Hint"), "{screen}");
    turn(&tmux, START, (11, 5), "1", true);
    let screen = tmux.wait_until("the computer's reply", |s| {
        s.contains("<▴>") && s.contains("▶ Blue") && s.contains("Blue: place a stone.")
    });
    assert!(
        !screen.contains("thinking"),
        "a stale progress line:\n{screen}"
    );
    assert!(screen.contains("region W4, blue stone"), "{screen}");
    tmux.keys(&["u"]);
    let screen = tmux.wait_until("both turns undone", |s| {
        !s.contains("<▴>") && !s.contains("blue stone") && s.contains("▶ Blue")
    });
    assert!(screen.contains("column 12, row 6, region W4"), "{screen}");
    quit(&tmux);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 21 §2: the README's play command resumes the game after a quit, and the share menu
/// writes its files and prints the links on leaving.
#[test]
fn the_play_command_resumes_and_share_writes_files_and_prints_links() {
    let dir = common::temp_dir("tmux-resume");
    let mut tmux = Tmux::start("resume", &dir, "--position 1");
    tmux.wait_for("Blue: place a stone.");
    tmux.keys(&["1", "Space", "e"]);
    tmux.wait_for("Yellow: place a stone.");
    quit(&tmux);

    tmux.open(&dir, "--position 1");
    let screen = tmux.wait_for("Yellow: place a stone.");
    assert!(screen.contains("<◉>"), "the stone is back:\n{screen}");
    tmux.menu("Share game");
    let screen = tmux.wait_for("Written to");
    assert!(screen.contains(".dlgame.json"), "{screen}");
    let names: Vec<String> = std::fs::read_dir(dir.join("shared"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names
            .iter()
            .any(|n| n.starts_with("up-the-stairs-") && n.ends_with(".dlgame.json")),
        "{names:?}"
    );
    // Issue 21 §15: the message with its link is a file too, so the link can be copied whole.
    let message = names
        .iter()
        .find(|n| n.ends_with("-message.txt"))
        .unwrap_or_else(|| panic!("no message file: {names:?}"));
    let text = std::fs::read_to_string(dir.join("shared").join(message)).unwrap();
    assert!(text.contains("https://game.ywesee.com/"), "{text}");
    tmux.keys(&["Enter"]);
    tmux.wait_until("the box closed", |s| !s.contains("Written to"));
    quit(&tmux);
    let screen = tmux.screen();
    assert!(
        screen.contains("https://game.ywesee.com/parados/divided_loyalties"),
        "the link printed:\n{screen}"
    );
    let saved = dir.join("saved");
    let filed = std::fs::read_dir(&saved).map(|d| d.count()).unwrap_or(0);
    assert_eq!(filed, 0, "the resumed game was not filed away");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_web_version_save_opens_with_its_recomputed_scores() {
    let dir = common::temp_dir("tmux-open");
    let save =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/web-version-files/p2_t60.json");
    let tmux = Tmux::start("open", &dir, &format!("--open '{}'", save.display()));
    tmux.wait_for("Open this game?");
    tmux.keys(&["Enter"]);
    let expected = [
        "Bridges 5 · Regions 2 · Total 7",
        "Bridges 9 · Regions 2 · Total 11",
        "▶ Blue",
    ];
    // The whole panel, not a capture taken while the frame was being written.
    tmux.wait_until("both players' scores in the panel", |screen| {
        let panel = panel_joined(screen, "Octopus · 4 rounds");
        screen.contains("Octopus · 4 rounds") && expected.iter().all(|e| panel.contains(e))
    });
    quit(&tmux);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_new_game_keeps_the_unfinished_one_in_saved_games_where_it_is_resumed() {
    let dir = common::temp_dir("tmux-saved");
    let mut tmux = Tmux::start("saved", &dir, "--new");
    tmux.wait_for("Blue: place a stone.");
    tmux.keys(&["Space", "e"]);
    tmux.wait_for("Yellow: place a stone.");
    quit(&tmux);
    tmux.open(&dir, "--position octopus");
    let screen = tmux.wait_for("The unfinished game is kept in Saved games.");
    assert!(screen.contains("Octopus · 4 rounds"), "{screen}");
    tmux.menu("Saved games");
    tmux.wait_title("Saved games");
    let screen = tmux.wait_for("Up the Stairs");
    assert!(screen.contains("Delete"), "{screen}");
    // The first control is the row's title, which opens the game.
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("Up the Stairs · 4 rounds");
    assert!(screen.contains("Yellow: place a stone."), "{screen}");
    quit(&tmux);
    tmux.open(&dir, "");
    tmux.wait_for("Up the Stairs · 4 rounds");
    tmux.menu("Saved games");
    let screen = tmux.wait_title("Saved games");
    assert!(
        !screen.contains("Up the Stairs ·") && !screen.contains("Octopus"),
        "the resumed game is current, and the blank Octopus was dropped:\n{screen}"
    );
    quit(&tmux);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_current_game_that_cannot_be_read_is_reported_and_kept() {
    let dir = common::temp_dir("tmux-aside");
    let garbage = b"{\"format\": \"divided-loyalties-game\", \"version\": 2}";
    std::fs::write(dir.join("autosave.json"), garbage).unwrap();
    let tmux = Tmux::start("aside", &dir, "--game divided-loyalties");
    let screen = tmux.wait_for("Blue: place a stone.");
    assert!(screen.contains("could not be read"), "{screen}");
    assert!(
        screen.contains("It is kept, unchanged, as"),
        "where it is kept:\n{screen}"
    );
    assert!(
        !screen.contains("nothing was overwritten"),
        "no false promise:\n{screen}"
    );
    quit(&tmux);
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

/// The screen once it has stopped changing (a frame may be captured half drawn).
fn settled(tmux: &Tmux) -> String {
    let mut last = tmux.screen();
    for _ in 0..100 {
        std::thread::sleep(std::time::Duration::from_millis(60));
        let now = tmux.screen();
        if now == last {
            return now;
        }
        last = now;
    }
    last
}

/// Places a blue stone: on the middle cell, else on the first cell to its right that takes
/// one (the middle may be empty ground, or a dot no bridge could run through). Every key's
/// answer is waited for on screen before the next key.
fn place_blue(tmux: &Tmux) {
    tmux.keys(&["B"]);
    for _ in 0..12 {
        let before = settled(tmux);
        tmux.keys(&["Space"]);
        tmux.wait_until("the answer to space", |s| *s != before);
        let after = settled(tmux);
        if after.contains("<◉>") {
            return;
        }
        tmux.keys(&["Right"]);
        tmux.wait_until("the cursor moved", |s| *s != after);
    }
    panic!(
        "no cell taking a stone right of the middle:\n{}",
        tmux.screen()
    );
}

/// Issue 9 §4: every built-in position is playable in a standard 80 × 24 terminal: a stone is
/// placed by keys and seen on the board, described under the cursor, and the turn ends.
#[test]
fn every_built_in_is_playable_in_80_by_24() {
    let dir = common::temp_dir("tmux-80x24");
    let mut tmux = Tmux::server("80x24");
    for number in 1..=12 {
        tmux.open_with(&dir, &format!("--position {number}"), "", (80, 24));
        tmux.wait_for("Blue: place a stone.");
        // The middle cell may take no stone: the first cell to the right that does.
        place_blue(&tmux);
        let screen = tmux.wait_for("<◉>");
        assert!(
            joined(&screen).contains("placed last"),
            "{number}:\n{screen}"
        );
        tmux.keys(&["e"]);
        tmux.wait_for("Yellow: place a stone.");
        quit(&tmux);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 10: `--lang de` gives German texts, and `LANG=ja_JP.UTF-8` Japanese ones.
#[test]
fn the_language_comes_from_lang_or_the_locale() {
    let dir = common::temp_dir("tmux-languages");
    let mut tmux = Tmux::server("languages");
    tmux.open_with(&dir, "--lang de --position 2", "", (100, 30));
    let screen = tmux.wait_for("Blau: Setze einen Stein.");
    for expected in ["Octopus · 4 Runden", "Farbe: 1–6", "q Beenden"] {
        assert!(screen.contains(expected), "missing {expected:?}:\n{screen}");
    }
    quit(&tmux);
    let other = common::temp_dir("tmux-languages-ja");
    tmux.open_with(&other, "--position 2", "LANG=ja_JP.UTF-8", (100, 30));
    let screen = tmux.wait_for("青:石を置いてください。");
    assert!(screen.contains("u 手を戻す"), "{screen}");
    quit(&tmux);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&other);
}

/// Issue 21 §7: a game ended by agreement (both players asked, R8) is kept in Finished games,
/// where it opens on its board and replays move by move.
#[test]
fn a_finished_game_is_kept_in_finished_games_and_replays() {
    let dir = common::temp_dir("tmux-finished");
    let tmux = Tmux::start("finished", &dir, "--new");
    tmux.wait_for("Blue: place a stone.");
    tmux.keys(&["Space", "e"]);
    tmux.wait_for("Yellow: place a stone.");
    tmux.menu("End by agreement");
    tmux.wait_for("do you agree to end the game now?");
    tmux.keys(&["y"]);
    tmux.wait_until("the second player asked", |s| {
        s.contains("Yellow, do you agree")
    });
    tmux.keys(&["y"]);
    let screen = tmux.wait_for("The players agreed to end the game.");
    assert!(screen.contains("Rematch"), "{screen}");
    // The result card's controls: Share result, then Rematch, which files the finished game.
    tmux.keys(&["Down", "Enter"]);
    tmux.wait_for("The finished game is kept in Finished games.");
    tmux.menu("Choose a game");
    tmux.wait_title("Choose a game");
    tmux.keys(&["End", "Up", "Enter"]);
    let screen = tmux.wait_title("Finished games");
    assert!(screen.contains("Up the Stairs"), "{screen}");
    tmux.keys(&["Enter"]);
    // The board is drawn with the screen's last lines: wait for both, not the first alone.
    let screen = tmux.wait_until("the finished board with its last stone", |s| {
        s.contains("› Replay") && s.contains("<◉>")
    });
    assert!(screen.contains("a draw at 0–0"), "{screen}");
    tmux.keys(&["Enter"]);
    let at_end = tmux.wait_until("the replay", |s| !s.contains("› Replay"));
    assert!(
        at_end.contains("<◉>"),
        "the replay opens at the end:\n{at_end}"
    );
    // Its first control goes back to the start: the board before the first stone.
    tmux.keys(&["Enter"]);
    let start = tmux.wait_until("the start of the replay", |s| !s.contains("<◉>"));
    assert!(!start.contains(" ◉ "), "{start}");
    quit(&tmux);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The panel's rows (from the column where the game's subtitle starts), joined by spaces: a
/// text wrapped over several rows of the panel reads whole in it.
fn panel_joined(screen: &str, subtitle: &str) -> String {
    let column = screen
        .lines()
        .find_map(|l| l.find(subtitle).map(|at| l[..at].chars().count()))
        .unwrap_or(0);
    screen
        .lines()
        .map(|l| l.chars().skip(column).collect::<String>().trim().to_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Opens built-in `number` in `lang` at `size` and checks that the game screen shows every
/// text whole (wrapped, never cut): the position and rounds, the status, both players, the
/// colour keys, the buttons and the keys line, before and after a stone is placed.
fn shows_every_text_whole(tmux: &mut Tmux, dir: &Path, lang: &str, number: u8, size: (u16, u16)) {
    use dl_app::l10n::{Localize, Localizer, Pointer};
    let texts = Localizer::new(&[lang]).with_pointer(Pointer::Keyboard);
    let position = dl_core::builtin(number).expect("a built-in");
    tmux.open_with(dir, &format!("--lang {lang} --position {number}"), "", size);
    let rounds = position.default_rounds().count();
    let subtitle = texts.format(&dl_app::l10n::game_subtitle(position.name(), rounds));
    tmux.wait_for(&subtitle);
    let mut expected = vec![
        texts.tr(&dl_app::l10n::terminal::TerminalLabel::ColourKeys),
        texts.tr(&dl_app::l10n::Label::Undo),
        texts.tr(&dl_app::l10n::Label::EndTurn),
        texts.tr(&dl_app::l10n::Label::Menu),
        texts.format(
            &dl_core::session::Message::PlaceStone {
                player: dl_core::Player::Blue,
            }
            .text(),
        ),
    ];
    for player in dl_core::Player::BOTH {
        expected.push(texts.format(&dl_app::l10n::screen::player_name(player)));
    }
    let context = format!("{lang} {number} {size:?}");
    // Lines of Japanese, Chinese and Korean break between characters, without a space.
    let squash = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
    for text in &expected {
        tmux.wait_until(&format!("{context}: {text}"), |screen| {
            squash(&panel_joined(screen, &subtitle)).contains(&squash(text))
        });
    }
    let quit_key = format!(
        "q {}",
        texts.tr(&dl_app::l10n::terminal::TerminalLabel::Quit)
    );
    tmux.wait_until(&format!("{context}: {quit_key}"), |screen| {
        joined(screen).contains(&quit_key)
    });
    place_blue(tmux);
    let bridge = texts.format(
        &dl_core::session::Message::BridgeOrEndTurn {
            player: dl_core::Player::Blue,
        }
        .text(),
    );
    tmux.wait_until(&format!("{context}: {bridge}"), |screen| {
        squash(&panel_joined(screen, &subtitle)).contains(&squash(&bridge))
    });
    quit(tmux);
}

/// Issue 10: in the pseudo-locale (`--lang en-XA`: every text 40 % longer and accented) the
/// game screen of every built-in position at 80 × 24 shows every text whole.
#[test]
fn the_pseudo_locale_shows_no_text_cut_off_at_80_by_24() {
    let dir = common::temp_dir("tmux-pseudo");
    let mut tmux = Tmux::server("pseudo");
    for number in 1..=12 {
        shows_every_text_whole(&mut tmux, &dir, "en-XA", number, (80, 24));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 21 §15: every language shows every text of the game screen whole at 80 and 100
/// columns, on the widest position.
#[test]
fn every_language_shows_no_text_cut_off_at_80_and_100_columns() {
    let mut tmux = Tmux::server("languages-whole");
    for lang in [
        "de", "en", "fr", "it", "es", "pt", "ja", "zh-Hans", "uk", "ko",
    ] {
        for size in [(80, 24), (100, 30)] {
            let dir = common::temp_dir(&format!("tmux-whole-{lang}-{}", size.0));
            shows_every_text_whole(&mut tmux, &dir, lang, 7, size);
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
}

/// Issue 23: "Play online" from the game chooser, the name and the room typed with n and r;
/// this build has no transport, and says so.
#[test]
fn play_online_takes_a_name_and_a_room_and_says_when_it_cannot_join() {
    let dir = common::temp_dir("tmux-online");
    let tmux = Tmux::start("online", &dir, "");
    tmux.wait_title("New game");
    tmux.keys(&["Escape"]);
    tmux.wait_title("Choose a game");
    tmux.keys(&["Down", "Down", "Enter"]);
    let screen = tmux.wait_title("Play online");
    assert!(screen.contains("Your name"), "{screen}");
    assert!(screen.contains("n Your name · r Room"), "{screen}");
    tmux.keys(&["n", "A", "d", "a", "Enter", "r", "o", "a", "k", "Enter"]);
    let screen = wait_joined(&tmux, "oak");
    assert!(screen.contains("Ada"), "{screen}");
    tmux.keys(&["Enter"]);
    wait_joined(&tmux, "Online play needs the webrtc build of this app.");
    quit(&tmux);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 23: `--room R --name N` opens the room at once; without the transport the terminal
/// says so in the player's language, with the fields kept.
#[test]
fn the_room_flags_join_at_once_and_say_this_build_cannot() {
    let dir = common::temp_dir("tmux-room");
    let tmux = Tmux::start("room", &dir, "--room oak --name Ada --lang de");
    let screen = wait_joined(
        &tmux,
        "Online spielen braucht die WebRTC-Ausgabe dieser App.",
    );
    assert!(screen.contains("Online spielen"), "{screen}");
    assert!(screen.contains("oak") && screen.contains("Ada"), "{screen}");
    quit(&tmux);
    let _ = std::fs::remove_dir_all(&dir);
}
