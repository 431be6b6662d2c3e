//! dl-bindings: the only crate that knows uniffi. It exposes the core's session (one Object),
//! its view model (Records and Enums), one error enum, the format functions and the list of
//! built-in positions to Kotlin and Swift. Thin: every decision is `dl_core`'s. See README.md.

uniffi::setup_scaffolding!();

mod catalog;
mod error;
mod logging;
mod model;
mod session;

pub use catalog::{builtin_position_csv, builtin_position_list, positions_in_csv, PositionInfo};
pub use error::DlError;
pub use logging::init_logging;
pub use model::*;
pub use session::{live_session_count, EndTurnModel, GameSession};

/// The version of the core library, for "about" screens and saved games.
#[uniffi::export]
pub fn core_version() -> String {
    env!("CARGO_PKG_VERSION").to_owned()
}
