//! Issue 19 in the terminal: "Open a position file…" on the new-game screen is the app's
//! control, whose `PickFile` effect the terminal carries out by asking for a path on the
//! bottom line; the file typed is previewed as any received file. Needs tmux.

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
