//! The position editor in the terminal (issue 12 on dl-ui): a position painted by keys shows
//! its problems live, is named, saved in My positions, test-played, shared as CSV, and the
//! shared file starts a game in another player's store (R9). Needs tmux.

mod common;

use common::tmux::Tmux;

#[test]
fn the_editor_paints_saves_plays_and_shares_a_position_that_another_store_opens() {
    let dir = common::temp_dir("tmux-editor");
    let mut tmux = Tmux::start("editor", &dir, "");
    // A first start opens the new-game screen; its last control is New position.
    tmux.wait_for("Up the Stairs · 16 × 17");
    tmux.keys(&["End", "Enter"]);
    let screen = tmux.wait_for("The position has no name.");
    assert!(screen.contains("13 × 13"), "{screen}");
    // S1 at two cells apart: one region in two parts.
    tmux.keys(&["s", "1", "Space", "Right", "Right", "Space"]);
    tmux.wait_for("The region S1 is in 2 separate parts.");
    // Joined; a second region G1 below; the name typed.
    tmux.keys(&["Left", "Space", "Down", "g", "Space", "Left", "Space"]);
    tmux.keys(&["n"]);
    tmux.keys(&["Tmux square", "Enter"]);
    let screen = tmux.wait_for("No problems.");
    assert!(screen.contains("Name: Tmux square"), "{screen}");
    assert!(screen.contains("S   S   S"), "{screen}");
    tmux.keys(&["C-s"]);
    tmux.wait_for("“Tmux square” is saved in My positions.");
    let saved: Vec<_> = std::fs::read_dir(dir.join("positions"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(saved.len(), 1, "{saved:?}");

    tmux.keys(&["p"]);
    let screen = tmux.wait_for("Blue: place a stone.");
    assert!(screen.contains("Tmux square"), "{screen}");
    tmux.keys(&["BSpace"]);
    tmux.wait_for("Name: Tmux square");
    tmux.keys(&["c"]);
    let screen = tmux.wait_for("Written to");
    assert!(screen.contains("tmux-square.csv"), "{screen}");
    let csv = dir.join("shared").join("tmux-square.csv");
    assert!(csv.exists(), "{}", csv.display());
    tmux.keys(&["Enter"]);
    tmux.wait_until("the box closed", |s| !s.contains("Written to"));
    tmux.keys(&["q"]);
    tmux.wait_quit();

    let friend = common::temp_dir("tmux-editor-friend");
    tmux.open(&friend, &format!("--position '{}'", csv.display()));
    let screen = tmux.wait_for("Blue: place a stone.");
    assert!(screen.contains("Tmux square"), "{screen}");
    tmux.keys(&["q"]);
    tmux.wait_quit();
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&friend);
}
