//! The screens of online play (issue 23; SCREENS.md, "Play online"): joining a room, the room
//! itself (waiting, who is who, the chat), and the chat under the game of Divided Loyalties.

use serde::Serialize;

use super::Button;

/// "Play online": the player's name and the room's name, then Join.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PlayOnlineModel {
    /// The name field's label.
    pub name_label: String,
    /// The name typed so far, sent back with [`crate::Field::OnlineName`].
    pub name: String,
    /// The room field's label.
    pub room_label: String,
    /// The room typed so far (the web page's Room ID), sent back with
    /// [`crate::Field::OnlineRoom`].
    pub room: String,
    /// Join; enabled once both fields hold something.
    pub join: Button,
}

/// The room: waiting for the other player, then who is who (R1: the host plays Blue, the
/// guest Yellow) and the chat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RoomModel {
    /// The room's name.
    pub room: String,
    /// The chat, with the line saying where the room stands.
    pub chat: ChatModel,
    /// The host chooses the position of a new game (R1); `None` for the guest.
    pub choose_position: Option<Button>,
    /// Back to the room's game, once there is one.
    pub continue_game: Option<Button>,
    /// Leaves the room (the game stays in the store).
    pub leave: Button,
}

/// The chat line of a room, on the room's screen and under its game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ChatModel {
    /// Where the room stands: waiting, "You are Blue · vs Ada", the opponent gone.
    pub status: String,
    /// Whether the other player is in the room now.
    pub connected: bool,
    /// The lines received and sent, with the refusals of what the other side sent, oldest
    /// first (the last ones only).
    pub lines: Vec<String>,
    /// The chat field's label.
    pub field_label: String,
    /// The line typed so far, sent back with [`crate::Field::Chat`].
    pub draft: String,
    /// Sends the line.
    pub send: Button,
    /// Offers the room as a link to the web page, for a friend without the app.
    pub share: Button,
    /// Opens the room again at once; `None` unless the app waits to try again by itself
    /// (after a failure, or the host's leaving).
    pub rejoin: Option<Button>,
}
