//! The one place where legality is decided: placing a tile (D2) and placing a peg (D3, D3.1,
//! D3.2), each refusal with a typed reason; the session's enablement, the random policy and the
//! computer opponent all ask here.

use crate::board::Board;
use crate::geometry::{Cell, Edge};
use crate::player::Player;

/// Why an action was refused. Every variant has a stable [`Refusal::code`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum Refusal {
    /// The game is over: every cell holds a tile (D6).
    #[error("the game is over")]
    GameOver,
    /// The cell lies off the 8 × 7 board (D1).
    #[error("the cell {0} is not on the board")]
    CellOutsideBoard(Cell),
    /// The mover has placed all 28 of their tiles (D1, D2).
    #[error("no tile left to place")]
    NoTilesLeft,
    /// The cell already holds a tile (D2).
    #[error("the cell {0} already holds a tile")]
    CellOccupied(Cell),
    /// The edge is not an inner horizontal edge: pegs go only between two vertically adjacent
    /// cells, never on the outer edge (D3).
    #[error("the edge {0} is not between two cells of one column")]
    EdgeOutsideBoard(Edge),
    /// All ten pegs are on the board (D1).
    #[error("no peg left")]
    NoPegsLeft,
    /// A peg already sits on the edge (D3: at most one per edge).
    #[error("the edge {0} already holds a peg")]
    EdgeHasPeg(Edge),
    /// The edge neither touches a tile nor continues a peg (D3.1).
    #[error("a peg must follow a tile or another peg; {0} does not")]
    PegNotFollowing(Edge),
    /// With the peg in place, the edge would be at an end of a vertical line of exactly three
    /// of the mover's own tiles (D3.2).
    #[error("no peg at the end of one's own line of three ({0})")]
    PegAfterOwnThree(Edge),
    /// No edge accepts a peg from the mover now (D3.1, D3.2): the peg tool cannot be chosen.
    #[error("no edge accepts a peg now")]
    NoEdgeForPeg,
    /// There is no action to undo (D7); against the computer, no action of the device's
    /// player.
    #[error("nothing to undo")]
    NothingToUndo,
    /// The computer plays the player to move: the device's player waits for its action (a
    /// session against the computer, [`crate::session::Session::set_computer`]).
    #[error("the computer is to move")]
    ComputerToMove,
}

impl Refusal {
    /// A stable code, for shells to localise and tests and scripts to match.
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::GameOver => "game_over",
            Refusal::CellOutsideBoard(_) => "cell_outside_board",
            Refusal::NoTilesLeft => "no_tiles_left",
            Refusal::CellOccupied(_) => "cell_occupied",
            Refusal::EdgeOutsideBoard(_) => "edge_outside_board",
            Refusal::NoPegsLeft => "no_pegs_left",
            Refusal::EdgeHasPeg(_) => "edge_has_peg",
            Refusal::PegNotFollowing(_) => "peg_not_following",
            Refusal::PegAfterOwnThree(_) => "peg_after_own_three",
            Refusal::NoEdgeForPeg => "no_edge_for_peg",
            Refusal::NothingToUndo => "nothing_to_undo",
            Refusal::ComputerToMove => "computer_to_move",
        }
    }
}

/// What the rules need to know about the moment of a decision.
#[derive(Clone, Copy, Debug)]
pub struct TurnContext<'a> {
    /// Tiles and pegs.
    pub board: &'a Board,
    /// The player to move.
    pub mover: Player,
    /// The mover's tiles not yet placed (D1).
    pub tiles_left: u8,
    /// Pegs not yet placed, shared (D1).
    pub pegs_left: u8,
}

impl TurnContext<'_> {
    /// Whether the game is over (D6).
    pub fn game_over(&self) -> bool {
        self.board.is_full()
    }

    /// Whether the mover may place a tile on `cell` (D2).
    pub fn check_tile(&self, cell: Cell) -> Result<(), Refusal> {
        if self.game_over() {
            return Err(Refusal::GameOver);
        }
        if !cell.is_on_board() {
            return Err(Refusal::CellOutsideBoard(cell));
        }
        if self.tiles_left == 0 {
            return Err(Refusal::NoTilesLeft);
        }
        if self.board.tile(cell).is_some() {
            return Err(Refusal::CellOccupied(cell));
        }
        Ok(())
    }

    /// Whether the mover may place a peg on `edge` (D3, D3.1, D3.2).
    pub fn check_peg(&self, edge: Edge) -> Result<(), Refusal> {
        if self.game_over() {
            return Err(Refusal::GameOver);
        }
        if !edge.is_inner() {
            return Err(Refusal::EdgeOutsideBoard(edge));
        }
        if self.pegs_left == 0 {
            return Err(Refusal::NoPegsLeft);
        }
        if self.board.has_peg(edge) {
            return Err(Refusal::EdgeHasPeg(edge));
        }
        if !follows_tile_or_peg(self.board, edge) {
            return Err(Refusal::PegNotFollowing(edge));
        }
        if ends_own_three(self.board, edge, self.mover) {
            return Err(Refusal::PegAfterOwnThree(edge));
        }
        Ok(())
    }

    /// Whether choosing the peg tool makes sense: a peg is left and some edge accepts it
    /// (D1, D3); otherwise the reason.
    pub fn check_any_peg(&self) -> Result<(), Refusal> {
        if self.game_over() {
            return Err(Refusal::GameOver);
        }
        if self.pegs_left == 0 {
            return Err(Refusal::NoPegsLeft);
        }
        if self.legal_pegs().next().is_none() {
            return Err(Refusal::NoEdgeForPeg);
        }
        Ok(())
    }

    /// Whether choosing the tile tool makes sense: the mover has a tile (there is always an
    /// empty cell while the game goes on, D6).
    pub fn check_any_tile(&self) -> Result<(), Refusal> {
        if self.game_over() {
            return Err(Refusal::GameOver);
        }
        if self.tiles_left == 0 {
            return Err(Refusal::NoTilesLeft);
        }
        Ok(())
    }

    /// The edges where the mover may place a peg now, grid line by grid line from the top.
    pub fn legal_pegs(&self) -> impl Iterator<Item = Edge> + '_ {
        Edge::all().filter(|e| self.check_peg(*e).is_ok())
    }

    /// The cells where the mover may place a tile now, row by row.
    pub fn legal_tiles(&self) -> impl Iterator<Item = Cell> + '_ {
        let any = self.check_any_tile().is_ok();
        self.board.empty_cells().filter(move |_| any)
    }

    /// Whether the mover must pass (D2): no tile left and no edge accepts a peg, while the game
    /// goes on.
    pub fn must_pass(&self) -> bool {
        !self.game_over() && self.tiles_left == 0 && self.check_any_peg().is_err()
    }
}

/// D3.1 (reading): the cell directly above or below holds a tile of either player, or the edge
/// directly left or right on the same grid line holds a peg.
fn follows_tile_or_peg(board: &Board, edge: Edge) -> bool {
    board.tile(edge.cell_above()).is_some()
        || board.tile(edge.cell_below()).is_some()
        || edge.beside().any(|e| board.has_peg(e))
}

/// D3.2: whether a peg of `mover` on the free `edge` would sit directly above the top tile or
/// directly below the bottom tile of a vertical line of exactly three of the mover's own
/// tiles. (Reading) judged with the peg in place: the line on each side is the run of the
/// mover's tiles from the cell next to the edge away from it, so a peg that would cut the
/// mover's own longer line into a three and the rest is refused too.
fn ends_own_three(board: &Board, edge: Edge, mover: Player) -> bool {
    run_length(board, edge.cell_above(), mover, Toward::Top) == 3
        || run_length(board, edge.cell_below(), mover, Toward::Bottom) == 3
}

/// Which way a run down a column is followed.
#[derive(Clone, Copy)]
enum Toward {
    Top,
    Bottom,
}

/// How many of `owner`'s tiles run from `from` towards the top or the bottom of its column,
/// crossing only edges without a peg (D4).
fn run_length(board: &Board, from: Cell, owner: Player, toward: Toward) -> u8 {
    let mut cell = from;
    let mut len = 0;
    while board.tile(cell) == Some(owner) {
        len += 1;
        let next = match toward {
            Toward::Top => cell.edge_above().map(|e| (e, e.cell_above())),
            Toward::Bottom => cell.edge_below().map(|e| (e, e.cell_below())),
        };
        match next {
            Some((edge, beyond)) if !board.has_peg(edge) => cell = beyond,
            _ => break,
        }
    }
    len
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx(board: &Board) -> TurnContext<'_> {
        TurnContext {
            board,
            mover: Player::Yellow,
            tiles_left: 28,
            pegs_left: 10,
        }
    }

    #[test]
    fn codes_are_distinct() {
        let all = [
            Refusal::GameOver,
            Refusal::CellOutsideBoard(Cell::new(9, 9)),
            Refusal::NoTilesLeft,
            Refusal::CellOccupied(Cell::new(0, 0)),
            Refusal::EdgeOutsideBoard(Edge::new(0, 6)),
            Refusal::NoPegsLeft,
            Refusal::EdgeHasPeg(Edge::new(0, 0)),
            Refusal::PegNotFollowing(Edge::new(0, 0)),
            Refusal::PegAfterOwnThree(Edge::new(0, 0)),
            Refusal::NoEdgeForPeg,
            Refusal::NothingToUndo,
            Refusal::ComputerToMove,
        ];
        let mut codes: Vec<&str> = all.iter().map(Refusal::code).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), all.len());
    }

    #[test]
    fn run_length_stops_at_pegs_and_other_tiles() {
        let mut board = Board::new();
        for y in 1..5 {
            board.put_tile(Cell::new(0, y), Player::Yellow);
        }
        assert_eq!(
            run_length(&board, Cell::new(0, 1), Player::Yellow, Toward::Bottom),
            4
        );
        board.put_peg(Edge::new(0, 3));
        assert_eq!(
            run_length(&board, Cell::new(0, 1), Player::Yellow, Toward::Bottom),
            3
        );
        assert_eq!(
            run_length(&board, Cell::new(0, 3), Player::Yellow, Toward::Top),
            3
        );
        assert_eq!(
            run_length(&board, Cell::new(0, 1), Player::Black, Toward::Bottom),
            0
        );
    }

    #[test]
    fn an_empty_board_accepts_every_tile_and_no_peg() {
        let board = Board::new();
        let ctx = ctx(&board);
        assert_eq!(ctx.legal_tiles().count(), 56);
        assert_eq!(ctx.legal_pegs().count(), 0);
        assert_eq!(ctx.check_any_peg(), Err(Refusal::NoEdgeForPeg));
        assert!(!ctx.must_pass());
    }
}
