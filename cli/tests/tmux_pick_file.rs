//! Issue 19 in the terminal: "Open a position file…" on the new-game screen is the app's
//! control, whose `PickFile` effect the terminal carries out by asking for a path on the
//! bottom line; the file typed is previewed as any received file. Rename under one of the
//! player's positions shows its name field, typed into and kept with enter. Needs tmux.

mod common;

use common::tmux::Tmux;

const TINY: &str = "position_id,position_name,row,c0,c1,c2,c3,c4,c5
1,Tiny,0,.,.,.,.,.,.
1,Tiny,1,.,S1,S1,S1,S1,o
1,Tiny,2,.,G1,G1,G1,G1,o
";

#[test]
fn open_a_position_file_asks_for_its_path_and_previews_it() {
    let dir = common::temp_dir("tmux-pick-file");
    let csv = dir.join("tiny.csv");
    std::fs::write(&csv, TINY).unwrap();
    let tmux = Tmux::start("pick-file", &dir, "--new");
    tmux.wait_for("Blue: place a stone.");
    tmux.menu("New game");
    tmux.wait_for("Open a position file…");
    // The control before the last ("New position") is "Open a position file…".
    tmux.keys(&["End", "Up", "Enter"]);
    tmux.wait_for("Open a position file… ▏");
    tmux.keys(&["-l", csv.to_str().expect("UTF-8")]);
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("Open this position?");
    assert!(screen.contains("Tiny"), "{screen}");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn rename_under_a_players_position_takes_the_name_typed() {
    let dir = common::temp_dir("tmux-rename");
    let csv = dir.join("tiny.csv");
    std::fs::write(&csv, TINY).unwrap();
    let imported = common::run_script(
        &format!(
            "{{\"cmd\":\"import_positions\",\"path\":{}}}\n",
            serde_json::to_string(csv.to_str().expect("UTF-8")).unwrap()
        ),
        &["--store", dir.to_str().expect("UTF-8")],
    );
    assert_eq!(imported[0]["ok"], true, "{imported:?}");
    let tmux = Tmux::start("rename", &dir, "--new");
    tmux.wait_for("Blue: place a stone.");
    tmux.menu("New game");
    tmux.wait_for("Two players");
    // From the end: New position, Open a position file…, then Tiny's Delete, Duplicate, Rename.
    tmux.keys(&["End"]);
    tmux.wait_for("Tiny · ");
    tmux.keys(&["Up", "Up", "Up", "Up", "Enter"]);
    tmux.wait_for("Name: Tiny▏");
    tmux.keys(&["BSpace", "BSpace", "BSpace", "BSpace"]);
    tmux.keys(&["-l", "Wee"]);
    tmux.wait_for("Name: Wee▏");
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("Wee · ");
    assert!(!screen.contains("Tiny ·"), "{screen}");
    assert!(!screen.contains("Name: "), "the field closed:\n{screen}");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let _ = std::fs::remove_dir_all(&dir);
}
