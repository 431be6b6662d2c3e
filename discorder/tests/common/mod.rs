//! Test oracles written independently of the engine: the points of a row, a column or a whole
//! board counted directly from the tiles and pegs (D4, D5), and helpers to script games.

#![allow(dead_code)] // Each test file uses a part of these helpers.

use dl_discorder::{Action, Board, Cell, Edge, Game, Player, HEIGHT, WIDTH};

/// One player's points as the oracle counts them: (now, settled).
pub type Points = (u32, u32);

/// The points of one line of slots (a row, or a column from the top): `cut[i]` says whether a
/// peg separates slot `i` from slot `i + 1`; `fixed` says whether its lines can no longer be
/// cut (a row, or a column once no peg is left or the board is full: D5's reading). Yellow
/// first (D4, D5).
pub fn sequence_points(slots: &[Option<Player>], cut: &[bool], fixed: bool) -> [Points; 2] {
    let n = slots.len();
    let cut_after = |i: usize| cut.get(i).copied().unwrap_or(false);
    let mut points = [(0, 0); 2];
    let mut i = 0;
    while i < n {
        let Some(owner) = slots[i] else {
            i += 1;
            continue;
        };
        let mut j = i;
        while j + 1 < n && !cut_after(j) && slots[j + 1] == Some(owner) {
            j += 1;
        }
        let len = j - i + 1;
        let closed_start = i == 0 || cut_after(i - 1) || slots[i - 1].is_some();
        let closed_end = j == n - 1 || cut_after(j) || slots[j + 1].is_some();
        let (to, settled) = match len {
            3 => (Some(owner), fixed && closed_start && closed_end),
            4.. => (Some(other(owner)), fixed),
            _ => (None, false),
        };
        if let Some(to) = to {
            let p = &mut points[index(to)];
            p.0 += 1;
            p.1 += u32::from(settled);
        }
        i = j + 1;
    }
    points
}

/// Both players' points on a whole board with `pegs_left` pegs not yet placed, counted row by
/// row and column by column with [`sequence_points`]. Yellow first.
pub fn board_points(board: &Board, pegs_left: u8) -> [Points; 2] {
    let full = (0..HEIGHT)
        .flat_map(|y| (0..WIDTH).map(move |x| Cell::new(x, y)))
        .all(|cell| board.tile(cell).is_some());
    let columns_fixed = pegs_left == 0 || full;
    let mut total = [(0, 0); 2];
    let mut add = |p: [Points; 2]| {
        for k in 0..2 {
            total[k].0 += p[k].0;
            total[k].1 += p[k].1;
        }
    };
    for y in 0..HEIGHT {
        let slots: Vec<Option<Player>> = (0..WIDTH).map(|x| board.tile(Cell::new(x, y))).collect();
        add(sequence_points(&slots, &[false; 7], true));
    }
    for x in 0..WIDTH {
        let slots: Vec<Option<Player>> = (0..HEIGHT).map(|y| board.tile(Cell::new(x, y))).collect();
        let cut: Vec<bool> = (0..HEIGHT - 1)
            .map(|y| board.has_peg(Edge::new(x, y)))
            .collect();
        add(sequence_points(&slots, &cut, columns_fixed));
    }
    total
}

/// The engine's running scores as (now, settled) pairs, Yellow first.
pub fn engine_points(game: &Game) -> [Points; 2] {
    game.scores().map(|s| (s.now, s.settled))
}

fn other(p: Player) -> Player {
    match p {
        Player::Yellow => Player::Black,
        Player::Black => Player::Yellow,
    }
}

fn index(p: Player) -> usize {
    match p {
        Player::Yellow => 0,
        Player::Black => 1,
    }
}

/// Shorthand for a cell.
pub fn c(x: u8, y: u8) -> Cell {
    Cell::new(x, y)
}

/// Shorthand for the edge below cell (x, y).
pub fn e(x: u8, y: u8) -> Edge {
    Edge::new(x, y)
}

/// Plays `actions` in order; each must be accepted.
pub fn play(game: &mut Game, actions: &[Action]) {
    for action in actions {
        let mover = game.to_move();
        game.apply(*action)
            .unwrap_or_else(|r| panic!("{mover} plays {action:?}: refused, {r}"));
    }
}

/// Places tiles on the cells written as `x,y` separated by spaces, in order, the players
/// alternating as the game says.
pub fn tiles(game: &mut Game, cells: &str) {
    let actions: Vec<Action> = cells
        .split_whitespace()
        .map(|cell| {
            let (x, y) = cell.split_once(',').expect("x,y");
            Action::PlaceTile(c(x.parse().expect("x"), y.parse().expect("y")))
        })
        .collect();
    play(game, &actions);
}

/// A scripted complete game from a picture of the final board and the pegs.
///
/// `rows` are the seven rows, `Y` and `B` for the tiles (28 each). `pegs` lists, in order, the
/// pegs as (action number, edge): before that action (0-based) the player to move places the
/// peg instead of a tile. Otherwise each player places their tiles in reading order of their
/// cells in `rows`. A player with no tile left places the next listed peg, whatever its action
/// number, or passes (D2). Fails with a clear message if the script does not fit the rules.
pub fn scripted_game(first: Player, rows: [&str; 7], pegs: &[(usize, Edge)]) -> Game {
    let mut cells: [Vec<Cell>; 2] = [Vec::new(), Vec::new()];
    for (y, row) in rows.iter().enumerate() {
        let row: Vec<char> = row.chars().filter(|ch| !ch.is_whitespace()).collect();
        assert_eq!(row.len(), 8, "row {y} must have 8 cells");
        for (x, ch) in row.iter().enumerate() {
            let owner = match ch {
                'Y' => Player::Yellow,
                'B' => Player::Black,
                _ => panic!("row {y}: {ch:?} is not Y or B"),
            };
            cells[index(owner)].push(c(x as u8, y as u8));
        }
    }
    assert_eq!(cells[0].len(), 28, "Yellow must have 28 tiles");
    let mut game = Game::new(first);
    let mut next = [0usize; 2];
    let mut pegs = pegs.iter().peekable();
    for _ in 0..dl_discorder::MAX_ACTIONS {
        if game.is_over() {
            break;
        }
        let number = game.action_count();
        let mover = game.to_move();
        let peg_now = pegs
            .peek()
            .is_some_and(|(at, _)| *at == number || game.tiles_left(mover) == 0);
        let action = match (peg_now, pegs.peek()) {
            (true, Some((_, edge))) => {
                pegs.next();
                Action::PlacePeg(*edge)
            }
            _ => {
                let k = &mut next[index(mover)];
                let cell = *cells[index(mover)].get(*k).unwrap_or_else(|| {
                    panic!("action {number}: {mover} has no tile and no peg in the script")
                });
                *k += 1;
                Action::PlaceTile(cell)
            }
        };
        game.apply(action)
            .unwrap_or_else(|r| panic!("action {number}: {mover} plays {action:?}: refused, {r}"));
    }
    assert!(
        game.is_over(),
        "the script does not fill the board within the longest game"
    );
    assert!(pegs.next().is_none(), "pegs left over in the script");
    game
}
