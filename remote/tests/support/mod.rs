//! Helpers shared by the integration tests (each test file uses a part of them).
#![allow(dead_code)]

#[cfg(feature = "webrtc")]
pub mod link;
pub mod peer_server;
pub mod turns;
