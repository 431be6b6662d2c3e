//! The web snapshot written from one of our games: the reverse of dl-core's web-save import
//! (`dl_core::web_import`), and what the page's `buildSyncState` would send for the same game.
//!
//! Regions are listed in order of their first cell, row-major, their cells and the dots
//! row-major (the page's CSV reader's order, R9); inventories in the page's key order (a set's
//! colours, R3); bridges in formation order with ids 1, 2, … (the page only needs them unique),
//! `row` from `s` to `e` (R5) and no pixel `coords` (the page recomputes them on load).

use dl_core::{CellKind, Color, Game, Player, Position};

use crate::facts::bridge_this_turn;
use crate::web_state::{
    Inventory, PlayerPoints, WebBoard, WebBridge, WebPosition, WebState, WEB_STATE_VERSION,
};

/// The page's key order of each player's inventory: the colours of their set (R3).
const INVENTORY_ORDER: [[Color; 5]; 2] = [
    [
        Color::Blue,
        Color::Purple,
        Color::Green,
        Color::Red,
        Color::Orange,
    ],
    [
        Color::Yellow,
        Color::Orange,
        Color::Green,
        Color::Red,
        Color::Purple,
    ],
];

/// The snapshot of `game` as the page would send it.
pub fn write_web_state(game: &Game) -> WebState {
    let position = game.position();
    let index = |cell| position.index(cell) as i64;
    let grid = position
        .cells()
        .map(|c| game.board().stone(c).map(|color| color.name().to_owned()))
        .collect();
    let active_bridges = game
        .board()
        .bridges()
        .iter()
        .enumerate()
        .map(|(i, b)| WebBridge {
            id: i as i64 + 1,
            row: b.line.cells().map(index).collect(),
            player: b.kind.name().to_owned(),
            s: Some(index(b.line.start())),
            e: Some(index(b.line.end())),
            cut: b.cut,
        })
        .collect();
    let [blue, yellow] = game.scores();
    WebState {
        version: WEB_STATE_VERSION,
        position: write_position(position),
        grid,
        blue_inv: inventory(game, Player::Blue),
        yellow_inv: inventory(game, Player::Yellow),
        current_player: game.to_move().name().to_owned(),
        selected_color: None,
        last_placed: game.turn_stone().map(index),
        bridge_placed: bridge_this_turn(game),
        move_state: "tile".to_owned(),
        blue_batch: i64::from(game.sets_received(Player::Blue)),
        yellow_batch: i64::from(game.sets_received(Player::Yellow)),
        active_bridges,
        bridge_score: PlayerPoints {
            blue: i64::from(blue.bridges),
            yellow: i64::from(yellow.bridges),
        },
        region_score: PlayerPoints {
            blue: i64::from(blue.regions),
            yellow: i64::from(yellow.regions),
        },
        amendable_bridge_id: None,
    }
}

/// A position as the page holds it (R2). Custom positions get a `customId` so that the page
/// plays them in 3 rounds even when named like a built-in (R3).
pub fn write_position(position: &Position) -> WebPosition {
    let mut boards: Vec<(u16, WebBoard)> = Vec::new();
    let mut dots = Vec::new();
    for cell in position.cells() {
        let xy = [i64::from(cell.x), i64::from(cell.y)];
        match position.kind(cell) {
            CellKind::Empty => {}
            CellKind::Dot => dots.push(xy),
            CellKind::Region(r) => match boards.iter_mut().find(|(i, _)| *i == r) {
                Some((_, board)) => board.cells.push(xy),
                None => {
                    let token = position
                        .regions()
                        .get(usize::from(r))
                        .map(|region| region.token.clone())
                        .unwrap_or_default();
                    boards.push((
                        r,
                        WebBoard {
                            token,
                            cells: vec![xy],
                        },
                    ));
                }
            },
        }
    }
    WebPosition {
        custom_id: position
            .number()
            .is_none()
            .then(|| format!("dl-{}", position.slug())),
        name: position.name().to_owned(),
        sub: String::new(),
        boards: boards.into_iter().map(|(_, b)| b).collect(),
        dots,
    }
}

fn inventory(game: &Game, player: Player) -> Inventory {
    let supply = game.supply(player);
    let count = |c: Color| i64::from(supply.get(c.index()).copied().unwrap_or(0));
    let order = INVENTORY_ORDER[player.index()];
    let mut entries: Vec<(String, i64)> = order
        .iter()
        .map(|&c| (c.name().to_owned(), count(c)))
        .collect();
    // A colour outside the set can only be there in a forged game; keep it visible.
    for c in Color::ALL {
        if !order.contains(&c) && count(c) > 0 {
            entries.push((c.name().to_owned(), count(c)));
        }
    }
    Inventory(entries)
}
