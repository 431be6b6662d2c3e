//! What lies on the board: the players' tiles on cells and the pegs on inner horizontal edges
//! (D1, D3). The board holds no rule: [`crate::rules`] decides what may go where.

use crate::geometry::{Cell, Edge, CELLS, EDGES};
use crate::player::Player;

/// Tiles and pegs. Reads of cells or edges off the board answer "nothing there"; writes to
/// them change nothing and return `false`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    tiles: [Option<Player>; CELLS],
    pegs: [bool; EDGES],
    tile_count: u8,
    peg_count: u8,
}

impl Default for Board {
    fn default() -> Board {
        Board::new()
    }
}

impl Board {
    /// The empty board (D1).
    pub const fn new() -> Board {
        Board {
            tiles: [None; CELLS],
            pegs: [false; EDGES],
            tile_count: 0,
            peg_count: 0,
        }
    }

    /// The owner of the tile on `cell`, if any.
    pub fn tile(&self, cell: Cell) -> Option<Player> {
        cell.index()
            .and_then(|i| self.tiles.get(i).copied().flatten())
    }

    /// Whether a peg sits on `edge` (D3).
    pub fn has_peg(&self, edge: Edge) -> bool {
        edge.index()
            .and_then(|i| self.pegs.get(i).copied())
            .unwrap_or(false)
    }

    /// Tiles on the board.
    pub fn tile_count(&self) -> usize {
        usize::from(self.tile_count)
    }

    /// Pegs on the board.
    pub fn peg_count(&self) -> usize {
        usize::from(self.peg_count)
    }

    /// Whether every cell holds a tile (D6).
    pub fn is_full(&self) -> bool {
        self.tile_count() == CELLS
    }

    /// The empty cells, row by row.
    pub fn empty_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        Cell::all().filter(|c| self.tile(*c).is_none())
    }

    /// The edges holding a peg, grid line by grid line from the top.
    pub fn pegs(&self) -> impl Iterator<Item = Edge> + '_ {
        Edge::all().filter(|e| self.has_peg(*e))
    }

    /// Whether a vertical line may run from `cell` to the cell below it: both on the board and
    /// no peg between them (D3, D4).
    pub fn joined_downwards(&self, cell: Cell) -> bool {
        cell.edge_below().is_some_and(|e| !self.has_peg(e))
    }

    /// Puts a tile of `player` on the empty cell `cell`; `false` (and no change) when the cell
    /// is off the board or taken.
    pub fn put_tile(&mut self, cell: Cell, player: Player) -> bool {
        match cell.index().and_then(|i| self.tiles.get_mut(i)) {
            Some(slot @ None) => {
                *slot = Some(player);
                self.tile_count += 1;
                true
            }
            _ => false,
        }
    }

    /// Takes the tile off `cell` (undo, D7), returning its owner.
    pub fn remove_tile(&mut self, cell: Cell) -> Option<Player> {
        let owner = cell.index().and_then(|i| self.tiles.get_mut(i))?.take()?;
        self.tile_count -= 1;
        Some(owner)
    }

    /// Puts a peg on the free inner edge `edge`; `false` (and no change) otherwise.
    pub fn put_peg(&mut self, edge: Edge) -> bool {
        match edge.index().and_then(|i| self.pegs.get_mut(i)) {
            Some(slot @ false) => {
                *slot = true;
                self.peg_count += 1;
                true
            }
            _ => false,
        }
    }

    /// Takes the peg off `edge` (undo only, D7: in play a peg is never removed, D3.3).
    pub fn remove_peg(&mut self, edge: Edge) -> bool {
        match edge.index().and_then(|i| self.pegs.get_mut(i)) {
            Some(slot @ true) => {
                *slot = false;
                self.peg_count -= 1;
                true
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_and_pegs_go_on_once_and_come_off_once() {
        let mut board = Board::new();
        let cell = Cell::new(2, 3);
        assert!(board.put_tile(cell, Player::Black));
        assert!(!board.put_tile(cell, Player::Yellow));
        assert_eq!(board.tile(cell), Some(Player::Black));
        assert_eq!(board.tile_count(), 1);
        assert_eq!(board.remove_tile(cell), Some(Player::Black));
        assert_eq!(board.remove_tile(cell), None);
        assert_eq!(board.tile_count(), 0);

        let edge = Edge::new(2, 3);
        assert!(board.put_peg(edge));
        assert!(!board.put_peg(edge));
        assert!(board.has_peg(edge));
        assert_eq!(board.pegs().collect::<Vec<_>>(), vec![edge]);
        assert!(board.remove_peg(edge));
        assert!(!board.remove_peg(edge));
        assert_eq!(board, Board::new());
    }

    #[test]
    fn off_board_writes_change_nothing() {
        let mut board = Board::new();
        assert!(!board.put_tile(Cell::new(8, 0), Player::Yellow));
        assert!(!board.put_peg(Edge::new(0, 6)));
        assert_eq!(board.remove_tile(Cell::new(200, 200)), None);
        assert_eq!(board, Board::new());
        assert!(!board.joined_downwards(Cell::new(0, 6)));
        assert!(board.joined_downwards(Cell::new(0, 5)));
    }
}
