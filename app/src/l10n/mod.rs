//! Localisation (issue 10): every text a player reads, in ten languages — de, en, fr, it, es,
//! pt, ja, zh-Hans, uk, ko — from one set of Fluent catalogs (`app/locales/<tag>.ftl`, embedded
//! at compile time), English the fallback, plus the pseudo-locale `en-XA`.
//!
//! A shell creates a [`Localizer`] from the player's list of languages and formats what the
//! core and the app give it: statuses, refusals, events, errors with their typed details,
//! labels, the rules for players, and the texts of the other two games. Each of those is a
//! [`Text`] (a message id and typed arguments); other parts of the app add their own ids to
//! the catalogs and format them with [`Localizer::format`].

mod app_screen;
mod catalog;
mod color_brake;
pub mod command_line;
pub mod computer;
mod discorder;
mod editor;
mod entry;
mod errors;
mod game;
mod label;
mod language;
mod localizer;
mod numbers;
mod online;
pub mod platform;
mod problems;
mod pseudo;
pub mod rules;
pub mod screen;
pub mod terminal;
mod text;

#[cfg(test)]
mod tests;

pub use app_screen::{
    game_opponent, game_subtitle, game_thinking, games_continue, new_game_you_play_side,
    notice_lines, notice_previous_finished, notice_previous_saved, notice_state_unreadable,
    notice_unsaved, panel_computer_player, panel_points,
};
pub use catalog::catalog_source;
pub use color_brake::{
    color_brake_cell_description, color_brake_choose_tank_colour, color_brake_colour_count,
    color_brake_computer_seat, color_brake_hand_size, color_brake_length, color_brake_pile,
    color_brake_reference, color_brake_round, color_brake_round_of, color_brake_rules,
    color_brake_scores, color_brake_seat, color_brake_tank_action, color_brake_token_count,
    color_brake_you_play, COLOR_BRAKE_RULES,
};
pub use discorder::{
    discorder_cell_description, discorder_computer_player, discorder_edge_description,
    discorder_pegs_left, discorder_place_action, discorder_player, discorder_rules,
    discorder_score, discorder_scores, discorder_tiles_left, discorder_you_play, EdgeState,
    DISCORDER_RULES,
};
pub use entry::entry_lines;
pub use errors::{at_line, detailed_text, error_text, io_error_text};
pub use game::{message_id, result_line, result_scores, result_title};
pub use label::Label;
pub use language::{negotiate, Language, PSEUDO_TAG};
pub use localizer::{Localizer, Pointer, KEYBOARD_SUFFIX};
pub use online::{
    online_chat_line, online_failed, online_host_chooses, online_not_your_turn, online_peer_left,
    online_refused, online_retrying, online_share_text, online_waiting, online_you_are,
};
pub use problems::{
    file_text, import_refusal_text, moved_aside_text, picture_text, receive_text, store_text,
    unreadable_text,
};
pub use pseudo::{pseudo_localise, EXPANSION};
pub use text::{Arg, Localize, Text, MAX_QUOTED_CHARS};
