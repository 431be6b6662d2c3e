//! One WebRTC peer connection with its data channel (str0m, sans-IO), driven by the
//! connection's thread: the SDP and candidates of PeerJS's negotiation in, datagrams in and
//! out, frames in and out of the data channel.

use std::collections::VecDeque;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

use str0m::change::{SdpAnswer, SdpOffer, SdpPendingOffer};
use str0m::channel::{ChannelConfig, ChannelId, Reliability};
use str0m::net::{Protocol, Receive};
use str0m::{Candidate, Event, IceConnectionState, Input, Output, Rtc};

use super::error::LinkError;
use super::negotiation;
use super::sockets::Sockets;
use crate::chunking::close_frame;
use crate::signalling::{AnswerPayload, CandidatePayload, OfferPayload, Signal};

/// The most outputs handled in one [`PeerLink::drive`] (each is a datagram or an event; a
/// burst of frames is a few hundred at most).
const MAX_OUTPUTS: usize = 4096;
/// The most frames waiting for room in the data channel's buffer.
pub(crate) const MAX_QUEUED: usize = 1024;

/// What happened on the link, for the connection's events.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum PeerEvent {
    /// The data channel is open.
    Open,
    /// A frame arrived.
    Frame(Vec<u8>),
    /// The peer closed the channel, sent PeerJS's close frame, or stopped answering.
    Left,
}

/// A peer connection to one remote PeerJS peer.
pub(crate) struct PeerLink {
    rtc: Rtc,
    peer_id: String,
    connection_id: String,
    channel: Option<ChannelId>,
    pending_offer: Option<SdpPendingOffer>,
    outgoing: VecDeque<Vec<u8>>,
    local_candidates: Vec<String>,
    mid: Option<String>,
    ufrag: Option<String>,
    timeout: Instant,
    started: Instant,
    left: bool,
}

impl std::fmt::Debug for PeerLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PeerLink")
            .field("peer_id", &self.peer_id)
            .field("connection_id", &self.connection_id)
            .field("open", &self.channel.is_some())
            .finish()
    }
}

fn new_rtc(sockets: &Sockets, now: Instant) -> Result<(Rtc, Vec<String>), LinkError> {
    let mut rtc = Rtc::builder().build(now);
    let mut lines = Vec::new();
    for candidate in sockets.candidates()? {
        if let Some(added) = rtc.add_local_candidate(candidate) {
            lines.push(added.to_sdp_string());
        }
    }
    if lines.is_empty() {
        return Err(LinkError::NoCandidates);
    }
    Ok((rtc, lines))
}

impl PeerLink {
    fn with(
        rtc: Rtc,
        peer_id: &str,
        connection_id: &str,
        local_candidates: Vec<String>,
        sdp: &str,
        now: Instant,
    ) -> PeerLink {
        PeerLink {
            rtc,
            peer_id: peer_id.to_owned(),
            connection_id: connection_id.to_owned(),
            channel: None,
            pending_offer: None,
            outgoing: VecDeque::new(),
            local_candidates,
            mid: negotiation::sdp_attribute(sdp, "mid").map(str::to_owned),
            ufrag: negotiation::sdp_attribute(sdp, "ice-ufrag").map(str::to_owned),
            timeout: now,
            started: now,
            left: false,
        }
    }

    /// The joiner's side: a data channel labelled with a new connection id, and the `OFFER`
    /// for the host `host_id`.
    pub(crate) fn offer(
        sockets: &Sockets,
        host_id: &str,
        now: Instant,
    ) -> Result<(PeerLink, Signal), LinkError> {
        let (mut rtc, candidates) = new_rtc(sockets, now)?;
        let connection_id = negotiation::new_connection_id();
        let mut api = rtc.sdp_api();
        api.add_channel_with_config(ChannelConfig {
            label: connection_id.clone(),
            ordered: true,
            reliability: Reliability::Reliable,
            negotiated: None,
            protocol: String::new(),
        });
        let (offer, pending) = api
            .apply()
            .ok_or_else(|| LinkError::Rtc("no offer was made".to_owned()))?;
        let sdp = offer.to_sdp_string();
        let mut link = PeerLink::with(rtc, host_id, &connection_id, candidates, &sdp, now);
        link.pending_offer = Some(pending);
        let signal = negotiation::offer(host_id, &connection_id, sdp);
        Ok((link, signal))
    }

    /// The host's side: the answer to the offer of `peer_id`.
    pub(crate) fn answer(
        sockets: &Sockets,
        peer_id: &str,
        payload: &OfferPayload,
        now: Instant,
    ) -> Result<(PeerLink, Signal), LinkError> {
        let (mut rtc, candidates) = new_rtc(sockets, now)?;
        let offer = SdpOffer::from_sdp_string(&payload.sdp.sdp)
            .map_err(|e| LinkError::BadSdp(e.to_string()))?;
        let answer = rtc.sdp_api().accept_offer(offer)?;
        let sdp = answer.to_sdp_string();
        let link = PeerLink::with(rtc, peer_id, &payload.connection_id, candidates, &sdp, now);
        let signal = negotiation::answer(peer_id, &payload.connection_id, sdp);
        Ok((link, signal))
    }

    /// Whether a signalling message from `src` about `connection_id` is for this link.
    pub(crate) fn is_for(&self, src: Option<&str>, connection_id: &str) -> bool {
        src == Some(self.peer_id.as_str()) && connection_id == self.connection_id
    }

    /// The remote peer's id.
    pub(crate) fn peer_id(&self) -> &str {
        &self.peer_id
    }

    /// Whether the data channel is open.
    pub(crate) fn is_open(&self) -> bool {
        self.channel.is_some() && !self.left
    }

    /// Whether the data channel opened at some point.
    pub(crate) fn had_opened(&self) -> bool {
        self.channel.is_some()
    }

    /// When the negotiation started.
    pub(crate) fn started(&self) -> Instant {
        self.started
    }

    /// Our candidates, trickled as PeerJS does (they are in the SDP too).
    pub(crate) fn candidate_signals(&self) -> Vec<Signal> {
        self.local_candidates
            .iter()
            .map(|line| {
                negotiation::candidate(
                    &self.peer_id,
                    &self.connection_id,
                    format!("candidate:{}", line.trim_start_matches("candidate:")),
                    self.mid.as_deref(),
                    self.ufrag.as_deref(),
                )
            })
            .collect()
    }

    /// The host's answer to our offer.
    pub(crate) fn accept_answer(&mut self, payload: &AnswerPayload) -> Result<(), LinkError> {
        let Some(pending) = self.pending_offer.take() else {
            return Ok(());
        };
        let answer = SdpAnswer::from_sdp_string(&payload.sdp.sdp)
            .map_err(|e| LinkError::BadSdp(e.to_string()))?;
        self.rtc.sdp_api().accept_answer(pending, answer)?;
        Ok(())
    }

    /// A trickled candidate of the peer; an empty one (end of candidates) or one that cannot
    /// be read is skipped, as a browser skips it.
    pub(crate) fn add_remote_candidate(&mut self, payload: &CandidatePayload) {
        let line = payload.candidate.candidate.trim();
        if line.is_empty() {
            return;
        }
        if let Ok(candidate) = Candidate::from_sdp_string(line) {
            self.rtc.add_remote_candidate(candidate);
        }
    }

    /// Queues a frame for the data channel.
    pub(crate) fn queue(&mut self, frame: Vec<u8>) -> Result<(), LinkError> {
        if self.outgoing.len() >= MAX_QUEUED {
            return Err(LinkError::QueueFull);
        }
        self.outgoing.push_back(frame);
        Ok(())
    }

    /// A received datagram. One the stack cannot parse is dropped.
    pub(crate) fn receive(&mut self, from: SocketAddr, to: SocketAddr, bytes: &[u8], now: Instant) {
        let Ok(receive) = Receive::new(Protocol::Udp, from, to, bytes) else {
            return;
        };
        let input = Input::Receive(now, receive);
        if self.rtc.accepts(&input) {
            // An error here concerns this datagram only; str0m reports a dead connection
            // through its state, which `drive` reads.
            let _ = self.rtc.handle_input(input);
        }
    }

    /// Moves time on, writes queued frames into the channel, sends what the stack wants sent,
    /// and returns what happened. Bounded by [`MAX_OUTPUTS`].
    pub(crate) fn drive(
        &mut self,
        sockets: &Sockets,
        now: Instant,
    ) -> Result<Vec<PeerEvent>, LinkError> {
        let mut events = Vec::new();
        if now >= self.timeout {
            self.rtc.handle_input(Input::Timeout(now))?;
        }
        self.flush()?;
        for _ in 0..MAX_OUTPUTS {
            match self.rtc.poll_output()? {
                Output::Timeout(at) => {
                    self.timeout = at;
                    break;
                }
                Output::Transmit(t) => sockets.send(t.source, t.destination, &t.contents),
                Output::Event(event) => self.event(event, &mut events),
            }
        }
        if !self.rtc.is_alive() {
            self.leave(&mut events);
        }
        Ok(events)
    }

    fn leave(&mut self, events: &mut Vec<PeerEvent>) {
        if !self.left {
            self.left = true;
            events.push(PeerEvent::Left);
        }
    }

    fn event(&mut self, event: Event, events: &mut Vec<PeerEvent>) {
        match event {
            Event::ChannelOpen(id, label)
                if self.channel.is_none() && label == self.connection_id =>
            {
                self.channel = Some(id);
                events.push(PeerEvent::Open);
            }
            Event::ChannelData(data) if Some(data.id) == self.channel && !self.left => {
                if data.data == close_frame() {
                    self.leave(events);
                } else {
                    events.push(PeerEvent::Frame(data.data));
                }
            }
            Event::ChannelClose(id) if Some(id) == self.channel => self.leave(events),
            Event::IceConnectionStateChange(IceConnectionState::Disconnected) => {
                self.leave(events);
            }
            _ => {}
        }
    }

    /// Writes queued frames while the channel's buffer has room.
    fn flush(&mut self) -> Result<(), LinkError> {
        let Some(id) = self.channel else {
            return Ok(());
        };
        while let Some(frame) = self.outgoing.front() {
            let Some(mut channel) = self.rtc.channel(id) else {
                return Ok(());
            };
            if !channel.write(true, frame)? {
                break;
            }
            self.outgoing.pop_front();
        }
        Ok(())
    }

    /// Says goodbye as PeerJS does (its close frame), waits at most `linger` for it to go
    /// out, then closes the channel and the connection.
    pub(crate) fn close(&mut self, sockets: &Sockets, linger: Duration) {
        if self.is_open() {
            self.outgoing.clear();
            self.outgoing.push_back(close_frame());
            let deadline = Instant::now() + linger;
            while Instant::now() < deadline {
                if self.drive(sockets, Instant::now()).is_err() {
                    break;
                }
                let sent = self.outgoing.is_empty()
                    && self
                        .channel
                        .and_then(|id| self.rtc.channel(id))
                        .is_none_or(|mut c| c.buffered_amount() == 0);
                if sent {
                    break;
                }
                for (from, to, bytes) in sockets.receive(64) {
                    self.receive(from, to, &bytes, Instant::now());
                }
                std::thread::sleep(Duration::from_millis(1));
            }
            if let Some(id) = self.channel {
                self.rtc.direct_api().close_data_channel(id);
            }
            let _ = self.drive(sockets, Instant::now());
        }
        self.rtc.disconnect();
        self.left = true;
    }
}
