//! Color Brake ABAB: the rules engine of the second game of the seeds
//! (`RULES-COLOR-BRAKE.md`, C1–C7), its session and view model, and its saved games.
//!
//! Pure Rust, no I/O: the material (C1), rounds with the A/B swap and the seeded deal (C2),
//! the ABAB cell order (C3), placing under C4.2's colour accounting (C4), round scoring (C5),
//! the special tokens (C6), undo that never reveals a hidden token (C7). Shells ask this crate
//! and never re-decide a rule.

#![warn(missing_docs)]

pub mod accounting;
pub mod action;
pub mod board;
pub mod computer;
pub mod game;
pub mod geometry;
pub mod length;
pub mod playout;
pub mod record;
pub mod refusal;
pub mod rescue;
pub mod round;
pub mod rules;
pub mod seat;
pub mod session;
pub mod shuffle;
pub mod token;

pub use action::{Action, Move};
pub use board::{Base, Board, CellFill, CellId, Reference, Row, TankCover, Used, CELL_COUNT};
pub use game::{Applied, Game, RoundResult, Winner};
pub use length::{GameLength, LengthError};
pub use refusal::Refusal;
pub use round::{DealError, Effect, PendingRescue, Round, RoundEnd};
pub use seat::{Nomination, Seat};
pub use session::{Mode, Session, View};
pub use token::{Colour, Hand, Token};
