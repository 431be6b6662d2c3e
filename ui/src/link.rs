//! The room's link: how the app reaches the other player online (issue 23), without knowing
//! the transport. A shell that can play online gives the app a [`LinkFactory`] at launch; the
//! app opens one [`RoomLink`] per room it joins and hands it a [`LinkEvents`], through which
//! the link tells the app what happened (its role, the peer arriving, frames, the peer
//! leaving, a failure). dl-ui never depends on the transport itself (the WebRTC build of
//! dl-remote): the terminal plugs its `Connection` in, tests plug an in-memory pair.

use std::sync::Weak;

pub use dl_remote::signalling_client::WantedRole;

use crate::state::Shared;

/// What a link tells the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    /// The room's signalling chose our role: the first to arrive hosts and plays Blue, the
    /// second joins and plays Yellow (R1).
    Role {
        /// Whether we host.
        host: bool,
    },
    /// The other player's data channel opened.
    PeerConnected,
    /// One frame from the other player (a BinaryPack message or a chunk of one).
    Frame {
        /// Its bytes.
        bytes: Vec<u8>,
    },
    /// The other player left (closed, lost).
    PeerLeft,
    /// The link failed and is closed.
    Failed {
        /// A stable code of the reason (the transport's).
        code: String,
    },
}

/// One open room link: frames out. Dropping it leaves the room.
pub trait RoomLink: Send {
    /// Sends one frame to the other player. Must not call back into the app from within
    /// (events come later through [`LinkEvents`]); a frame that cannot be sent becomes a
    /// [`LinkEvent::Failed`] or [`LinkEvent::PeerLeft`] later.
    fn send(&self, frame: Vec<u8>);
}

/// Opens room links: given to the app at launch ([`crate::Launch::links`]).
pub trait LinkFactory: Send + Sync {
    /// Joins `room` as `name` on the side `role` (any for a new join; the side we had for a
    /// game kept from this room, so that a guest never hosts its own game's room because the
    /// host was away, and the host gets its id back); the link tells the app what happens
    /// through `events`, from any thread, never from within this call or [`RoomLink::send`].
    fn open(
        &self,
        room: &str,
        name: &str,
        role: WantedRole,
        events: LinkEvents,
    ) -> Box<dyn RoomLink>;
}

/// The app's ear for one link: [`LinkEvents::deliver`] may be called from any thread; events
/// of a link the app has left are ignored.
#[derive(Clone)]
pub struct LinkEvents {
    pub(crate) shared: Weak<Shared>,
    pub(crate) link: u64,
}

impl std::fmt::Debug for LinkEvents {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LinkEvents")
            .field("link", &self.link)
            .finish_non_exhaustive()
    }
}

impl LinkEvents {
    /// Tells the app `event`; the screen changes and the notifier is called. Does nothing
    /// once the app has closed. The app may call [`RoomLink::send`] from within (a `hello`
    /// when the peer arrives, the host's game again): call it without holding a lock that
    /// `send` takes.
    pub fn deliver(&self, event: LinkEvent) {
        let Some(shared) = self.shared.upgrade() else {
            return;
        };
        {
            let mut state = shared.lock();
            state.link_event(self.link, event);
            state.after_change();
        }
        shared.notify();
    }
}
