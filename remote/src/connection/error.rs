//! Why a [`super::Connection`] failed or refused a frame. Every variant has a stable
//! [`LinkError::code`].

use std::time::Duration;

use crate::signalling_client::ClientError;

/// Why the connection failed, or why a frame was not taken.
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    /// The signalling server could not be used (its own code is kept).
    #[error(transparent)]
    Signalling(#[from] ClientError),
    /// No UDP socket could be opened for the data channel.
    #[error("no UDP socket for the data channel: {0}")]
    Udp(String),
    /// No local address to offer as an ICE candidate.
    #[error("no local address to offer as a candidate")]
    NoCandidates,
    /// The WebRTC stack refused something (ours or the peer's).
    #[error("WebRTC error: {0}")]
    Rtc(String),
    /// The peer's session description or candidate could not be read.
    #[error("the peer's session description could not be read: {0}")]
    BadSdp(String),
    /// The room's host is not there (the server could not deliver our offer).
    #[error("the room's host is not there")]
    HostAbsent,
    /// The data channel did not open in time.
    #[error("the data channel did not open within {0:?}")]
    ConnectTimeout(Duration),
    /// A frame larger than the data channel carries.
    #[error("a frame of {len} bytes is larger than the {max} bytes a message may have")]
    FrameTooLarge {
        /// The frame's length.
        len: usize,
        /// The limit.
        max: usize,
    },
    /// Too many frames are waiting to be sent.
    #[error("too many frames are waiting to be sent")]
    QueueFull,
    /// The connection is closed (or its thread has ended).
    #[error("the connection is closed")]
    Closed,
}

impl LinkError {
    /// A stable code for logs, the connection state and tests.
    pub fn code(&self) -> &'static str {
        match self {
            LinkError::Signalling(e) => e.code(),
            LinkError::Udp(_) => "link_udp",
            LinkError::NoCandidates => "link_no_candidates",
            LinkError::Rtc(_) => "link_rtc",
            LinkError::BadSdp(_) => "link_bad_sdp",
            LinkError::HostAbsent => "link_host_absent",
            LinkError::ConnectTimeout(_) => "link_connect_timeout",
            LinkError::FrameTooLarge { .. } => "link_frame_too_large",
            LinkError::QueueFull => "link_queue_full",
            LinkError::Closed => "link_closed",
        }
    }
}

impl From<str0m::RtcError> for LinkError {
    fn from(e: str0m::RtcError) -> LinkError {
        LinkError::Rtc(e.to_string())
    }
}
