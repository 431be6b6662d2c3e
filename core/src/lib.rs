//! Divided Loyalties: the rules engine of the game (`RULES.md`, R1–R11).
//!
//! Pure Rust, no I/O and no platform code: positions (R2, R9), the game with its turns,
//! bridges, scoring, end and undo (R3–R8, R11), and the one rule module that decides every
//! legality question (R4–R6). Shells ask this crate and never re-decide a rule.

mod bits;
pub mod board;
pub mod color;
pub mod computer;
pub mod editor;
pub mod error_details;
pub mod game;
pub mod geometry;
pub mod hit_test;
pub mod json_input;
pub mod link;
mod link_address;
mod link_codec;
pub mod mark;
pub mod opponent;
pub mod outline;
pub mod playout;
pub mod position;
pub mod position_build;
pub mod position_csv;
pub mod position_import;
pub mod record;
pub mod rounds;
pub mod rules;
pub mod scoring;
pub mod session;
pub mod start_check;
pub mod web_import;
pub mod web_page;

pub use board::{Board, Bridge};
pub use color::{Color, ColorSet, Loyalty, Player};
pub use game::{
    turn_limit, Action, Applied, BridgeFormed, EndReason, Game, Pass, PassReason, StartState,
    TurnEnded, TurnLimitExceeded, Winner,
};
pub use geometry::{Cell, Direction, Line, LineError};
pub use mark::{Mark, MarkOutline};
pub use position::{
    builtin, builtin_by_key, builtin_match, builtin_positions, slug, CellKind, Position, Region,
    Shade,
};
pub use rounds::{BadRounds, Rounds};
pub use rules::{Completions, LegalBridge, Refusal, TurnContext};
pub use scoring::Score;
