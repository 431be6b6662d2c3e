//! dl-bindings: the only crate that knows uniffi. It exposes the core's session (one Object),
//! its view model with the board's geometry in cell units (Records and Enums), one error enum
//! with typed details, the format functions and the list of built-in positions, and dl-app's
//! share payloads, receiving, board picture and localiser to Kotlin and Swift. Thin: every
//! decision is `dl_core`'s or `dl_app`'s. See README.md. Discorder and Color Brake ABAB have
//! their own session Object, records and error enum each (`discorder`, `color_brake`),
//! converted from `dl_discorder` and `dl_color_brake`.
//!
//! The new seam of issue 19 is one more Object, [`DlApp`] (`app`): `dl_ui`'s app with its
//! inputs, screens and effects exported as `dl_ui` declares them. The older API above stays
//! until the Android and iOS shells are ported to it.

// `DlError` carries its typed details by value (uniffi records cannot be boxed); it is
// returned only on the cold path of refused files and links.
#![allow(clippy::result_large_err)]

uniffi::setup_scaffolding!();

mod app;
mod catalog;
mod color_brake;
mod computer;
mod discorder;
mod editor;
mod editor_model;
mod error;
mod l10n;
mod label;
mod logging;
mod model;
mod picture;
mod receive;
mod refusal;
mod replay;
mod session;
mod share;
mod status;
mod store;
mod store_error;
mod store_games;
mod store_model;
mod symbols;
mod texts;
mod view;

pub use app::{ChangeListener, DlApp, LaunchFailure};
pub use catalog::{builtin_position_csv, builtin_position_list, positions_in_csv, PositionInfo};
pub use color_brake::*;
pub use computer::{BridgeEndsModel, ComputerLevel, ComputerTurnModel, OpponentModel};
pub use discorder::*;
pub use editor::{standard_tokens, EditorError, PositionEditor};
pub use editor_model::*;
pub use error::{Coordinates, DlError, ErrorDetailsModel, LinkFieldModel};
pub use l10n::{available_languages, LanguageInfo, Localizer, RuleSectionModel};
pub use label::LabelId;
pub use logging::init_logging;
pub use model::*;
pub use picture::{board_palette, PaletteModel, RgbaModel, ThemeModel};
pub use receive::{receive_file, receive_text, ArrivalModel, ArrivedModel, GameSummaryModel};
pub use refusal::{RefusalInfo, RefusalReason};
pub use replay::GameReplay;
pub use session::{live_session_count, EndTurnModel, GameSession, PassModel};
pub use share::{LocalTimeModel, ShareMessageModel, SharePayloadModel, SharedFileModel};
pub use status::{describe_status, status_code, ActionModel, EventModel, EventRecord, StatusModel};
pub use store::GameStore;
pub use store_error::{StoreError, StoreFolder};
pub use store_games::ListedBoard;
pub use store_model::*;
pub use symbols::{
    color_brake_letter, color_brake_letter_colour, color_brake_nomination_letter,
    discorder_pattern_colour, discorder_tile_pattern, stone_mark, token_shade, DiscorderPattern,
};
pub use view::*;

/// The version of the app (of every crate of the workspace), for "about" screens; saved games
/// carry it as `app_version`.
#[uniffi::export]
pub fn app_version() -> String {
    dl_core::record::APP_VERSION.to_owned()
}

/// The major version of the saved-game format this app writes and reads; files of a later
/// major version are refused with `record_newer_version`.
#[uniffi::export]
pub fn saved_game_format_version() -> u64 {
    dl_core::record::SAVED_GAME_VERSION
}
