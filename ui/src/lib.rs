//! dl-ui: the app as a player meets it, decided once for Android, iOS and the terminal
//! (ARCHITECTURE.md, "The seam"). One state machine owns the store, the language, the
//! settings, the navigation with its back stack, the current game of any of the three games,
//! prompts, notices, the computer's thinker thread and the store's writer thread.
//!
//! A shell launches an [`App`], sends [`Input`]s, paints the [`Screen`] it reads back (every
//! text already in the player's language, every control's enablement, the board in cell units
//! and its colours), carries out the [`Effect`]s only the OS can do, and re-reads the screen
//! when the [`Notifier`] says that something changed on Rust's own threads.

#![allow(clippy::result_large_err)]

#[cfg(feature = "uniffi")]
uniffi::setup_scaffolding!();

mod app;
mod bytes_json;
mod effect;
mod games;
mod input;
mod launch;
mod link;
mod moves;
mod navigation;
mod retry_timer;
mod screen;
mod settings;
mod state;
mod tap;
mod thinker;
mod vocabulary;
#[cfg(feature = "webrtc")]
mod webrtc_links;
mod writer;

pub use app::App;
pub use dl_app::l10n::Pointer;
pub use effect::{Effect, HapticKind, ShareItem};
pub use input::{Answer, BrushPaint, CellAction, Control, Field, Input, Level, ReplayMove};
pub use launch::{Budget, Launch, LaunchError, Notifier};
pub use link::{LinkEvent, LinkEvents, LinkFactory, RoomLink, WantedRole};
pub use moves::{ColorBrakeLength, ColorBrakeMove, DiscorderStarter, DiscorderTool, TokenColor};
pub use navigation::Route;
pub use screen::*;
pub use settings::{ColorBrakeChoices, DiscorderChoices, NewGameChoices, Settings, ThemeChoice};
pub use tap::{TapClassifier, TapKind};
pub use vocabulary::{GameKind, Rgba, Side, StoneColor};
#[cfg(feature = "webrtc")]
pub use webrtc_links::WebRtcLinks;
