//! The rooms of online play for the app the terminal or a script drives: on `--peer-server`'s
//! server or PeerJS's public one, in the build with the transport (feature `online`); none
//! otherwise (the app then says that online play needs that build).

use std::sync::Arc;

use dl_ui::LinkFactory;

/// The room links on `peer_server` (PeerJS's public server when `None`).
#[cfg(feature = "online")]
pub fn room_links(peer_server: Option<&str>) -> Option<Arc<dyn LinkFactory>> {
    Some(Arc::new(dl_ui::WebRtcLinks::new(peer_server)))
}

/// No room links: the build without the transport.
#[cfg(not(feature = "online"))]
pub fn room_links(_peer_server: Option<&str>) -> Option<Arc<dyn LinkFactory>> {
    None
}
