//! Server-reflexive candidates (issue 23): the address our UDP sockets have on the other side
//! of a NAT, as a STUN server sees it. Without them two players behind NATs on the internet
//! never reach each other; PeerJS's page asks Google's STUN server for them.
//!
//! The gathering runs on a thread of its own with clones of the sockets while the connection
//! joins the room over the signalling server: it looks the servers' names up, sends a Binding
//! request from every socket to every server of its address family, resends the unanswered
//! ones every [`RESEND`], and reads the answers. [`Gathering::finish`] takes what came by the
//! deadline (`LinkConfig::stun_timeout` from the start); with no answer the connection goes on
//! with its host candidates. Nothing else reads the sockets until then: no peer knows them yet.

use std::io;
use std::net::{SocketAddr, ToSocketAddrs, UdpSocket};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use super::sockets::{Reflexive, Sockets};
use super::stun::{binding_request, mapped_address, TransactionId};
use crate::signalling_client::random_u64;

/// How often an unanswered request is sent again (RFC 5389's first RTO is 500 ms; our whole
/// wait is about a second, so two tries would be one too few on a lossy network).
const RESEND: Duration = Duration::from_millis(250);
/// How long the thread sleeps when no answer is waiting.
const POLL: Duration = Duration::from_millis(5);
/// How long [`Gathering::finish`] waits past the deadline for the thread's last answers.
const MARGIN: Duration = Duration::from_millis(50);
/// The most datagrams read from one socket in one poll.
const MAX_READS: usize = 64;
/// Largest datagram read.
const DATAGRAM_BYTES: usize = 2048;

/// A gathering under way.
#[derive(Debug)]
pub(crate) struct Gathering {
    answers: Option<Receiver<Vec<Reflexive>>>,
    deadline: Instant,
}

/// One request: from which socket, to which server, under which id.
struct Request {
    local: SocketAddr,
    server: SocketAddr,
    id: TransactionId,
    answered: bool,
}

fn transaction_id() -> TransactionId {
    let mut id = [0u8; 12];
    let bits = [random_u64().to_be_bytes(), random_u64().to_be_bytes()].concat();
    for (out, byte) in id.iter_mut().zip(bits) {
        *out = byte;
    }
    id
}

impl Gathering {
    /// Starts asking `servers` (`host:port`) for the addresses of `sockets`, for at most
    /// `budget`. No server, no thread.
    pub(crate) fn start(sockets: &Sockets, servers: &[String], budget: Duration) -> Gathering {
        let deadline = Instant::now() + budget;
        let clones = sockets.clones();
        if servers.is_empty() || clones.is_empty() {
            return Gathering {
                answers: None,
                deadline,
            };
        }
        let servers = servers.to_vec();
        let (tx, answers) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("dl-remote stun".to_owned())
            .spawn(move || {
                let _ = tx.send(gather(&clones, &servers, deadline));
            });
        Gathering {
            answers: spawned.ok().map(|_| answers),
            deadline,
        }
    }

    /// The addresses the servers saw by the deadline (at most [`MARGIN`] later), each with
    /// the local address it belongs to.
    pub(crate) fn finish(self) -> Vec<Reflexive> {
        let Some(answers) = self.answers else {
            return Vec::new();
        };
        let wait = self.deadline.saturating_duration_since(Instant::now()) + MARGIN;
        answers.recv_timeout(wait).unwrap_or_default()
    }
}

/// The thread's work; returns by the deadline unless a name lookup outlasts it.
fn gather(
    sockets: &[(SocketAddr, UdpSocket)],
    servers: &[String],
    deadline: Instant,
) -> Vec<Reflexive> {
    let addresses: Vec<SocketAddr> = servers
        .iter()
        .filter_map(|server| server.to_socket_addrs().ok())
        .flatten()
        .collect();
    let mut requests: Vec<Request> = Vec::new();
    for (local, _) in sockets {
        for server in &addresses {
            // A loopback socket reaches only loopback servers, and a family only its own.
            let reachable = server.is_ipv4() == local.is_ipv4()
                && (!local.ip().is_loopback() || server.ip().is_loopback());
            if reachable {
                requests.push(Request {
                    local: *local,
                    server: *server,
                    id: transaction_id(),
                    answered: false,
                });
            }
        }
    }
    let mut found: Vec<Reflexive> = Vec::new();
    let mut sent_at: Option<Instant> = None;
    let mut buf = [0u8; DATAGRAM_BYTES];
    let most_polls = 1 + deadline
        .saturating_duration_since(Instant::now())
        .as_millis()
        / POLL.as_millis();
    for _ in 0..most_polls {
        let now = Instant::now();
        if now >= deadline || requests.iter().all(|r| r.answered) {
            break;
        }
        if sent_at.is_none_or(|at| now.duration_since(at) >= RESEND) {
            for request in requests.iter().filter(|r| !r.answered) {
                if let Some((_, socket)) = sockets.iter().find(|(a, _)| *a == request.local) {
                    // A lost request is sent again; an unreachable server never answers.
                    let _ = socket.send_to(&binding_request(&request.id), request.server);
                }
            }
            sent_at = Some(now);
        }
        let mut any = false;
        for (local, socket) in sockets {
            for _ in 0..MAX_READS {
                let (n, from) = match socket.recv_from(&mut buf) {
                    Ok(got) => got,
                    Err(e) if e.kind() == io::ErrorKind::WouldBlock => break,
                    // ICMP errors of unreachable servers surface here: next socket.
                    Err(_) => break,
                };
                any = true;
                let bytes = buf.get(..n).unwrap_or_default();
                for request in requests
                    .iter_mut()
                    .filter(|r| r.local == *local && r.server == from && !r.answered)
                {
                    if let Ok(mapped) = mapped_address(bytes, &request.id) {
                        request.answered = true;
                        let reflexive = Reflexive {
                            address: mapped,
                            base: *local,
                        };
                        if !found.contains(&reflexive) {
                            found.push(reflexive);
                        }
                    }
                }
            }
        }
        if !any {
            std::thread::sleep(POLL);
        }
    }
    found
}
