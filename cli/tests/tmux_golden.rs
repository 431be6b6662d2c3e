//! Issue 21 §14: the game screen of the largest built-in positions, captured from tmux at
//! 80 × 24, 100 × 30 and 130 × 40, is exactly its golden text in `tests/golden/terminal/`: the
//! full-size board (scrolled under the cursor where it does not fit) beside the panel, every
//! line readable. `DL_UPDATE_GOLDEN=1` writes the captures instead (read the diff before
//! committing). Needs tmux.

mod common;

use std::path::PathBuf;

use common::tmux::Tmux;

/// The positions with the most columns (Pyramid, 18) and rows (Up the Stairs, 17).
const POSITIONS: [(u8, &str); 2] = [(7, "pyramid"), (1, "up-the-stairs")];
/// The terminal sizes captured.
const SIZES: [(u16, u16); 3] = [(80, 24), (100, 30), (130, 40)];

fn golden(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/golden/terminal")
        .join(name)
}

#[test]
fn the_largest_boards_read_the_same_at_three_terminal_sizes() {
    let update = std::env::var_os("DL_UPDATE_GOLDEN").is_some();
    let mut tmux = Tmux::server("golden");
    let mut differences = Vec::new();
    for (number, slug) in POSITIONS {
        for (columns, rows) in SIZES {
            let dir = common::temp_dir(&format!("golden-{slug}-{columns}"));
            tmux.open_with(&dir, &format!("--position {number}"), "", (columns, rows));
            tmux.wait_for("place a stone.");
            tmux.wait_for("q Quit");
            let screen: String = tmux
                .screen()
                .lines()
                .map(|l| format!("{}\n", l.trim_end()))
                .collect();
            let name = format!("{slug}-{columns}x{rows}.txt");
            let path = golden(&name);
            if update {
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(&path, &screen).unwrap();
            } else {
                let expected = std::fs::read_to_string(&path)
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                if expected != screen {
                    differences.push(format!("{name}:\n{screen}"));
                }
            }
            tmux.keys(&["q"]);
            tmux.wait_quit();
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
    assert!(
        differences.is_empty(),
        "captures differ from tests/golden/terminal:\n{}",
        differences.join("\n")
    );
}
