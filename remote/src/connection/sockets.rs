//! The UDP sockets of the data channel: one per local address offered as a host candidate, so
//! that every received datagram knows the address it came to (str0m routes by it) and every
//! datagram goes out from the address str0m chose. Each socket is offered as a host candidate,
//! and as a server-reflexive one when a STUN server saw it under another address
//! (`gathering.rs`).

use std::io;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};

use str0m::Candidate;

use super::error::LinkError;

/// Largest datagram read; str0m sends at most about 1,200 bytes.
const DATAGRAM_BYTES: usize = 2048;

/// A received datagram: from, to, bytes.
pub(crate) type Datagram = (SocketAddr, SocketAddr, Vec<u8>);

/// A socket's address as a STUN server saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Reflexive {
    /// The address the server saw (the NAT's outside).
    pub(crate) address: SocketAddr,
    /// The local address of the socket.
    pub(crate) base: SocketAddr,
}

/// Non-blocking UDP sockets, one per host candidate, and their server-reflexive addresses.
#[derive(Debug)]
pub(crate) struct Sockets {
    sockets: Vec<(SocketAddr, UdpSocket)>,
    reflexive: Vec<Reflexive>,
}

/// The address of the interface the default route goes out through, if any. A UDP `connect`
/// only consults the routing table: no packet is sent.
fn default_route_address() -> Option<IpAddr> {
    let probe = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    // TEST-NET-1 (RFC 5737): never answered, and nothing is sent to it anyway.
    probe.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = probe.local_addr().ok()?.ip();
    (!ip.is_unspecified() && !ip.is_loopback()).then_some(ip)
}

impl Sockets {
    /// Binds one socket on 127.0.0.1 if `loopback` (only our own clients use it: browsers never
    /// offer loopback candidates) and one on the default route's interface if `interfaces`.
    pub(crate) fn bind(loopback: bool, interfaces: bool) -> Result<Sockets, LinkError> {
        let mut ips = Vec::new();
        if loopback {
            ips.push(IpAddr::V4(Ipv4Addr::LOCALHOST));
        }
        if interfaces {
            ips.extend(default_route_address());
        }
        let mut sockets = Vec::new();
        for ip in ips {
            let socket = UdpSocket::bind((ip, 0)).map_err(|e| LinkError::Udp(e.to_string()))?;
            socket
                .set_nonblocking(true)
                .map_err(|e| LinkError::Udp(e.to_string()))?;
            let addr = socket
                .local_addr()
                .map_err(|e| LinkError::Udp(e.to_string()))?;
            sockets.push((addr, socket));
        }
        if sockets.is_empty() {
            return Err(LinkError::NoCandidates);
        }
        Ok(Sockets {
            sockets,
            reflexive: Vec::new(),
        })
    }

    /// Clones of the sockets, for the STUN gathering's thread (one that cannot be cloned is
    /// left out: it keeps its host candidate).
    pub(crate) fn clones(&self) -> Vec<(SocketAddr, UdpSocket)> {
        self.sockets
            .iter()
            .filter_map(|(addr, socket)| Some((*addr, socket.try_clone().ok()?)))
            .collect()
    }

    /// The addresses STUN servers saw, to offer with the host candidates.
    pub(crate) fn set_reflexive(&mut self, reflexive: Vec<Reflexive>) {
        self.reflexive = reflexive;
    }

    /// Our candidates: every socket's address (host), then the addresses STUN servers saw
    /// (server-reflexive; one that str0m refuses, such as an unusable address, is left out).
    pub(crate) fn candidates(&self) -> Result<Vec<Candidate>, LinkError> {
        let mut candidates = Vec::new();
        for (addr, _) in &self.sockets {
            candidates
                .push(Candidate::host(*addr, "udp").map_err(|e| LinkError::Rtc(e.to_string()))?);
        }
        candidates.extend(
            self.reflexive
                .iter()
                .filter_map(|r| Candidate::server_reflexive(r.address, r.base, "udp").ok()),
        );
        Ok(candidates)
    }

    /// Sends `bytes` to `to` from the socket bound to `from` (the first one if none is). A
    /// failed send is a lost datagram, which the protocols above retransmit.
    pub(crate) fn send(&self, from: SocketAddr, to: SocketAddr, bytes: &[u8]) {
        let socket = self
            .sockets
            .iter()
            .find(|(addr, _)| *addr == from)
            .or_else(|| self.sockets.first());
        if let Some((_, socket)) = socket {
            let _ = socket.send_to(bytes, to);
        }
    }

    /// The datagrams waiting on every socket, at most `max` in all.
    pub(crate) fn receive(&self, max: usize) -> Vec<Datagram> {
        let mut out = Vec::new();
        let mut buf = [0u8; DATAGRAM_BYTES];
        for (addr, socket) in &self.sockets {
            while out.len() < max {
                match socket.recv_from(&mut buf) {
                    Ok((n, from)) => {
                        if let Some(bytes) = buf.get(..n) {
                            out.push((from, *addr, bytes.to_vec()));
                        }
                    }
                    Err(e) if e.kind() == io::ErrorKind::WouldBlock => break,
                    // ICMP "port unreachable" and the like surface here: skip them.
                    Err(_) => break,
                }
            }
        }
        out
    }
}
