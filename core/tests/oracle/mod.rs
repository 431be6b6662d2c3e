//! Test oracles: the rules restated plainly from RULES.md, sharing no helper with the engine
//! beyond the board's accessors and the cells of a line (whose geometry is checked exhaustively
//! on its own, `geometry_exhaustive.rs`). The tests compare the engine against these.

#![allow(dead_code)] // each test file uses a part

use dl_core::scoring::Score;
use dl_core::{Bridge, CellKind, Color, Game, Loyalty, Player, Position};

/// The colours of each loyalty set, written out from the table of R1.
pub fn set_colors(set: Loyalty) -> [Color; 3] {
    match set {
        Loyalty::Blue => [Color::Blue, Color::Purple, Color::Green],
        Loyalty::Yellow => [Color::Yellow, Color::Orange, Color::Green],
        Loyalty::Red => [Color::Red, Color::Purple, Color::Orange],
    }
}

/// The set a player scores with (R5.4).
pub fn own_set(player: Player) -> Loyalty {
    match player {
        Player::Blue => Loyalty::Blue,
        Player::Yellow => Loyalty::Yellow,
    }
}

/// R5.3 and R5.4 on the colours of a full row, for `mover`: the bridge's kind, or `None`.
pub fn row_kind(colors: &[Color], mover: Player) -> Option<Loyalty> {
    for pair in colors.windows(2) {
        if pair[0] == pair[1] {
            return None;
        }
    }
    [own_set(mover), Loyalty::Red]
        .into_iter()
        .find(|&set| colors.iter().all(|c| set_colors(set).contains(c)))
}

/// R7 from scratch: 1 point per non-cut scoring 3-bridge, 2 per 4-bridge; for each player and
/// region, 1 point when some non-cut scoring bridge of that player has an inner stone (not an
/// end) on a cell of the region. Blue first.
pub fn scores(position: &Position, bridges: &[Bridge]) -> [Score; 2] {
    let mut scores = [Score::default(); 2];
    let mut claimed: Vec<(Player, u16)> = Vec::new();
    for bridge in bridges {
        let player = match bridge.kind {
            Loyalty::Blue => Player::Blue,
            Loyalty::Yellow => Player::Yellow,
            Loyalty::Red => continue,
        };
        if bridge.cut {
            continue;
        }
        let cells: Vec<_> = bridge.line.cells().collect();
        scores[player as usize].bridges += match cells.len() {
            3 => 1,
            4 => 2,
            n => panic!("a bridge of {n} stones"),
        };
        for cell in &cells[1..cells.len() - 1] {
            if let CellKind::Region(r) = position.kind(*cell) {
                if !claimed.contains(&(player, r)) {
                    claimed.push((player, r));
                    scores[player as usize].regions += 1;
                }
            }
        }
    }
    scores
}

/// The number of stones on the board.
pub fn stone_count(game: &Game) -> usize {
    game.position()
        .cells()
        .filter(|c| game.board().stone(*c).is_some())
        .count()
}
