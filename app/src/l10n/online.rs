//! The texts of online play with arguments (issue 23): waiting in a room, who is who, the
//! chat line, refusals of what the other side sent, the room's share text.

use dl_core::Player;

use super::Text;

/// “Waiting for the other player in room R…”.
pub fn online_waiting(room: &str) -> Text {
    Text::new("online-waiting").verbatim("room", room)
}

/// “You are Blue · vs Ada”: our side (R1: the host plays Blue) and the other player's name.
pub fn online_you_are(side: Player, peer: &str) -> Text {
    Text::new("online-you-are")
        .key("player", side.name())
        .verbatim("name", peer)
}

/// “Ada chooses the position.”: the guest waits for the host (R1).
pub fn online_host_chooses(host: &str) -> Text {
    Text::new("online-host-chooses").verbatim("name", host)
}

/// “Opponent disconnected: Ada left the room. The game is kept.”
pub fn online_peer_left(peer: &str) -> Text {
    Text::new("online-peer-left").verbatim("name", peer)
}

/// “Wait for Ada to play.”: our action on the other player's turn (R4).
pub fn online_not_your_turn(peer: &str) -> Text {
    Text::new("online-not-your-turn").verbatim("name", peer)
}

/// One line of the chat: who wrote it and what.
pub fn online_chat_line(name: &str, text: &str) -> Text {
    Text::new("online-chat-line")
        .verbatim("name", name)
        .verbatim("text", text)
}

/// What the other side sent was refused (a forged snapshot, a frame not understood), with
/// the stable code of the reason; the game is unchanged.
pub fn online_refused(code: &str) -> Text {
    Text::new("online-refused").verbatim("code", code)
}

/// The link failed: what it means for the player (the server cannot be reached, its address
/// is not usable, the room has another host, the other player is not there, no connection to
/// them, the connection lost), with the transport's stable code for a report.
pub fn online_failed(code: &str) -> Text {
    Text::new("online-failed")
        .key("reason", failure_reason(code))
        .verbatim("code", code)
}

/// The kind of a link failure's code (dl-remote's `server_url_*`, `signalling_*`,
/// `signal_*`, `link_*`), as `online-failed` selects its sentence.
fn failure_reason(code: &str) -> &'static str {
    match code {
        "signalling_id_taken" => "taken",
        "link_host_absent" => "absent",
        "link_closed" => "lost",
        _ if code.starts_with("server_url_") => "address",
        _ if code.starts_with("signal") => "server",
        _ => "network",
    }
}

/// “Reconnecting to room R in 4 s…”: the room is opened again by itself after a failure or
/// the host's leaving, after a wait that grows with each failure in a row.
pub fn online_retrying(room: &str, seconds: u64) -> Text {
    Text::new("online-retrying")
        .verbatim("room", room)
        .number("seconds", seconds)
}

/// The share sheet's text: the web page's address and the room to enter there.
pub fn online_share_text(url: &str, room: &str) -> Text {
    Text::new("online-share-text")
        .verbatim("url", url)
        .verbatim("room", room)
}
