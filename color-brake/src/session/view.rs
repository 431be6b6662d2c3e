//! The view model: everything a shell draws in one frame, computed by the engine so that a
//! shell never recomputes a rule, a cell position or an enablement. A frame shows one hand at
//! most, the viewer's (C2, C7).

use crate::action::{Action, Move};
use crate::board::{CellFill, CellId, Row};
use crate::game::{RoundResult, Winner};
use crate::geometry::{self, Point, BOARD_HEIGHT, BOARD_WIDTH};
use crate::length::GameLength;
use crate::refusal::Refusal;
use crate::rules;
use crate::seat::{Nomination, Seat};
use crate::token::{Colour, Token};

use super::{Message, Session};

/// What the frame is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The device goes to `to`; no hand is shown until [`Session::ready`] (C2).
    HandOver {
        /// The player to move next.
        to: Seat,
    },
    /// The viewer places a token (or plays a Tank) (C4, C6).
    Play,
    /// The viewer chooses the drawn colour to play on the neutral (C6.1).
    ChooseRescue,
    /// The computer is to move.
    ComputerToMove,
    /// The round is over; the next one waits (C2, C5).
    RoundOver,
    /// The game is over (C2).
    GameOver,
}

/// One action the frame offers, with whether the engine accepts it now and why not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Offer {
    /// The action.
    pub action: Action,
    /// `None` when it is accepted; else the reason it is refused.
    pub refusal: Option<Refusal>,
}

/// What the row in play may still take from its reference (C4.2, C6.3): public, counted from
/// the board.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReferenceView {
    /// The row in play.
    pub row: Row,
    /// For every colour of [`Colour::ALL`]: how many more ordinary tokens the row may take.
    pub colours: Vec<(Colour, u8)>,
    /// Unused Diamond slots per seat, indexed by [`Seat::index`].
    pub free_slots: [u8; 2],
}

/// One cell of a frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CellView {
    /// The cell.
    pub cell: CellId,
    /// Its row (7 on top … 1).
    pub row: Row,
    /// A or B (C3).
    pub nomination: Nomination,
    /// The seat that fills it this round.
    pub owner: Seat,
    /// Its centre, in cell units.
    pub centre: Point,
    /// Its outline, clockwise from the top-left, in cell units.
    pub outline: [Point; 4],
    /// What lies on it.
    pub fill: Option<CellFill>,
    /// Neutrals waiting for a drawn colour on top (C6.1), else 0.
    pub pending_neutrals: u8,
    /// Whether it is the cell to fill next.
    pub next: bool,
    /// Whether it is the cell filled last.
    pub last_filled: bool,
    /// Whether the viewer may put a Tank on it now (C6.2).
    pub tank_target: bool,
}

/// Everything a shell draws in one frame.
#[derive(Clone, Debug, PartialEq)]
pub struct View {
    /// Increases exactly when the saved game changes.
    pub revision: u64,
    /// The game's length (C2).
    pub length: GameLength,
    /// The round's number, 1-based.
    pub round: u16,
    /// Who holds A this round (C2).
    pub a: Seat,
    /// The phase.
    pub phase: Phase,
    /// The player to move, if any.
    pub to_move: Option<Seat>,
    /// The seat whose hand this frame shows, if any.
    pub viewer: Option<Seat>,
    /// The 28 cells in filling order (C3).
    pub cells: Vec<CellView>,
    /// The bounding box's width, in cell units.
    pub width: f32,
    /// The bounding box's height, in cell units.
    pub height: f32,
    /// What the row in play may still take (C4.2); `None` in row 7 and between rounds.
    pub reference: Option<ReferenceView>,
    /// The viewer's hand, every kind of [`Token::ALL`] listed; `None` when no hand is shown.
    pub hand: Option<Vec<(Token, u8)>>,
    /// The colours drawn onto the viewer's neutral, waiting for a choice (C6.1).
    pub drawn: Option<Vec<(Colour, u8)>>,
    /// How many tokens each seat holds (public), indexed by [`Seat::index`].
    pub hand_sizes: [u32; 2],
    /// Tokens left in the pile (public).
    pub pile: u32,
    /// Every action the viewer may try now, with the engine's answer.
    pub offers: Vec<Offer>,
    /// Whether undo is enabled (C7).
    pub can_undo: bool,
    /// The totals, indexed by [`Seat::index`] (C5).
    pub scores: [u32; 2],
    /// The finished rounds (C5).
    pub results: Vec<RoundResult>,
    /// Set once the game is over (C2).
    pub winner: Option<Winner>,
    /// The status line.
    pub status: Message,
}

impl View {
    /// The cell a touch at (`x`, `y`) in cell units means (see [`geometry::cell_at`]).
    pub fn cell_at(&self, x: f32, y: f32) -> Option<CellId> {
        geometry::cell_at(x, y)
    }
}

/// Builds the frame of `session`.
pub(super) fn build_view(session: &Session) -> View {
    let game = session.game();
    let round = game.round();
    let viewer = session.viewer();
    let mover = game.to_move();
    let phase = if game.is_over() {
        Phase::GameOver
    } else if game.between_rounds() {
        Phase::RoundOver
    } else if session.computer_to_move() {
        Phase::ComputerToMove
    } else if viewer.is_none() || viewer != mover {
        Phase::HandOver {
            to: mover.unwrap_or(round.a()),
        }
    } else if round.pending().is_some() {
        Phase::ChooseRescue
    } else {
        Phase::Play
    };
    let offers: Vec<Offer> = match phase {
        Phase::Play | Phase::ChooseRescue => rules::candidate_moves(round)
            .into_iter()
            .map(|m| Offer {
                action: Action::Move(m),
                refusal: game.check(Action::Move(m)).err(),
            })
            .collect(),
        Phase::RoundOver => vec![Offer {
            action: Action::NextRound,
            refusal: game.check(Action::NextRound).err(),
        }],
        _ => Vec::new(),
    };
    let shows_hand = matches!(
        phase,
        Phase::Play | Phase::ChooseRescue | Phase::ComputerToMove
    );
    let shown = viewer.filter(|_| shows_hand);
    let next = round.next_cell();
    let last_filled = CellId::all()
        .filter(|c| round.board().get(*c).is_some())
        .last();
    let pending = round.pending();
    let cells = CellId::all()
        .map(|cell| CellView {
            cell,
            row: cell.row(),
            nomination: cell.nomination(),
            owner: round.owner(cell),
            centre: geometry::centre(cell),
            outline: geometry::outline(cell),
            fill: round.board().get(cell).copied(),
            pending_neutrals: pending.filter(|p| p.cell == cell).map_or(0, |p| p.neutrals),
            next: next == Some(cell),
            last_filled: last_filled == Some(cell),
            tank_target: offers.iter().any(|o| {
                o.refusal.is_none()
                    && matches!(o.action, Action::Move(Move::Tank { cell: c, .. }) if c == cell)
            }),
        })
        .collect();
    let reference = next.and_then(|cell| {
        let row = cell.row();
        let reference = round.board().reference_for(row)?;
        let used = round.board().used_in(row);
        Some(ReferenceView {
            row,
            colours: Colour::ALL
                .iter()
                .map(|c| {
                    let i = c.index();
                    (*c, reference.colours[i].saturating_sub(used.colours[i]))
                })
                .collect(),
            free_slots: [0, 1].map(|i| reference.free_slots[i].saturating_sub(used.free_slots[i])),
        })
    });
    let drawn = pending
        .filter(|p| shown.is_some() && shown == Some(round.owner(p.cell)))
        .map(|p| {
            Colour::ALL
                .iter()
                .map(|c| (*c, p.drawn[c.index()]))
                .collect()
        });
    View {
        revision: session.revision(),
        length: game.length(),
        round: round.number(),
        a: round.a(),
        phase,
        to_move: mover,
        viewer: shown,
        cells,
        width: BOARD_WIDTH,
        height: BOARD_HEIGHT,
        reference,
        hand: shown.map(|s| round.hand(s).counts().collect()),
        drawn,
        hand_sizes: Seat::BOTH.map(|s| round.hand(s).total()),
        pile: round.pile().len() as u32,
        offers,
        can_undo: game.can_undo(),
        scores: game.scores(),
        results: game.results().to_vec(),
        winner: game.winner(),
        status: session.status,
    }
}
