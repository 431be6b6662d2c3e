//! Discorder: the second game of the seeds (`RULES-DISCORDER.md`, D1–D7), as its own engine.
//!
//! Two players, Yellow and Black, fill an 8 × 7 board with their tiles; ten shared pegs cut
//! columns. A line of exactly three tiles gives its owner a point, a line of four or more gives
//! the opponent a point. Pure Rust, no I/O and no platform code: the board and its lines
//! (D1, D4), the one rule module that decides every legality question (D2, D3), the game with
//! its passes, scoring, end and undo (D2, D5–D7), saved games validated by replay, a random
//! policy, a computer opponent, and the session and view model a shell draws.

#![warn(missing_docs)]

pub mod board;
pub mod computer;
pub mod game;
pub mod geometry;
pub mod lines;
pub mod player;
pub mod playout;
pub mod record;
pub mod rules;
pub mod scoring;
pub mod session;

pub use board::Board;
pub use game::{Action, Applied, Game, Undone, Winner, MAX_ACTIONS, PEGS, TILES_PER_PLAYER};
pub use geometry::{Cell, Direction, Edge, HEIGHT, WIDTH};
pub use lines::Line;
pub use player::{Player, Starter};
pub use record::{load_game, save_game, save_record, RecordError, SavedGame};
pub use rules::{Refusal, TurnContext};
pub use scoring::{Award, Score};
pub use session::{Session, Target, Tool, View};
