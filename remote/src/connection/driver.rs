//! The connection's thread: the signalling socket, the UDP sockets and the commands of the
//! [`super::Connection`] in one loop that wakes at least every [`TICK`]. The host waits for
//! a joiner's offer (and again after a joiner left); the guest offers to the room's host.

use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::time::{Duration, Instant};

use super::error::LinkError;
use super::negotiation::is_room_offer;
use super::peer::{PeerEvent, PeerLink};
use super::sockets::Sockets;
use super::{LinkConfig, LinkEvent};
use crate::room::host_peer_id;
use crate::signalling::Signal;
use crate::signalling_client::{join_room_as, ClientError, Role, SignallingClient};

/// The loop's period when nothing happens: how long it waits for a command, then for the
/// signalling socket.
const TICK: Duration = Duration::from_millis(1);
/// The most commands, signalling messages and datagrams taken in one turn of the loop.
const MAX_PER_TURN: usize = 64;
/// How long closing waits for PeerJS's close frame to go out.
const LINGER: Duration = Duration::from_millis(300);

/// What the [`super::Connection`] asks of its thread.
#[derive(Debug)]
pub(crate) enum Command {
    /// A frame for the data channel.
    Send(Vec<u8>),
    /// Close politely and end the thread.
    Close,
}

/// Where the room stands.
enum Stage {
    /// The host, waiting for a joiner's offer.
    Waiting,
    /// Negotiating with, or connected to, the peer (boxed: str0m's state is large).
    Linked(Box<PeerLink>),
    /// The guest after its host left: nothing more to do until closed.
    Done,
}

struct Driver {
    config: LinkConfig,
    role: Role,
    client: Option<SignallingClient>,
    sockets: Sockets,
    stage: Stage,
    events: Sender<LinkEvent>,
}

/// Runs the connection until it is closed or fails; a failure is the last event.
pub(crate) fn run(config: LinkConfig, commands: Receiver<Command>, events: Sender<LinkEvent>) {
    let failed = |e: LinkError| LinkEvent::Failed {
        code: e.code(),
        detail: e.to_string(),
    };
    let mut driver = match Driver::open(config, events.clone()) {
        Ok(driver) => driver,
        Err(e) => {
            let _ = events.send(failed(e));
            return;
        }
    };
    let result = driver.run(&commands);
    driver.close();
    if let Err(e) = result {
        let _ = events.send(failed(e));
    }
}

impl Driver {
    fn open(config: LinkConfig, events: Sender<LinkEvent>) -> Result<Driver, LinkError> {
        let host_id = host_peer_id(&config.room).map_err(ClientError::from)?;
        let sockets = Sockets::bind(config.loopback, config.interfaces)?;
        let (role, mut client) = join_room_as(
            &config.server,
            &config.room,
            config.role,
            config.signalling_timeout,
        )?;
        client.set_read_poll(TICK)?;
        let _ = events.send(LinkEvent::Role {
            host: role == Role::Host,
        });
        let mut driver = Driver {
            config,
            role,
            client: Some(client),
            sockets,
            stage: Stage::Waiting,
            events,
        };
        if role == Role::Guest {
            let (link, offer) = PeerLink::offer(&driver.sockets, &host_id, Instant::now())?;
            driver.signal(&offer)?;
            for candidate in link.candidate_signals() {
                driver.signal(&candidate)?;
            }
            driver.stage = Stage::Linked(Box::new(link));
        }
        Ok(driver)
    }

    fn emit(&self, event: LinkEvent) {
        let _ = self.events.send(event);
    }

    fn signal(&mut self, signal: &Signal) -> Result<(), LinkError> {
        match self.client.as_mut() {
            Some(client) => Ok(client.send(signal)?),
            None => Ok(()),
        }
    }

    /// One turn after another until closed; each turn is bounded.
    fn run(&mut self, commands: &Receiver<Command>) -> Result<(), LinkError> {
        loop {
            // Commands: wait at most one tick for the first, then take what is there.
            let mut next = match commands.recv_timeout(TICK) {
                Ok(command) => Some(command),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => return Ok(()),
            };
            for _ in 0..MAX_PER_TURN {
                match next.take() {
                    Some(Command::Close) => return Ok(()),
                    Some(Command::Send(frame)) => self.send(frame)?,
                    None => break,
                }
                next = match commands.try_recv() {
                    Ok(command) => Some(command),
                    Err(TryRecvError::Empty) => None,
                    Err(TryRecvError::Disconnected) => return Ok(()),
                };
            }
            self.read_signals()?;
            let now = Instant::now();
            if let Stage::Linked(link) = &mut self.stage {
                for (from, to, bytes) in self.sockets.receive(MAX_PER_TURN) {
                    link.receive(from, to, &bytes, now);
                }
            } else {
                // Nobody to talk to: empty the sockets.
                let _ = self.sockets.receive(MAX_PER_TURN);
            }
            self.drive(now)?;
        }
    }

    /// A frame from our side: to the channel when it is open, dropped otherwise (the app
    /// sends its hello and state on [`LinkEvent::PeerConnected`]).
    fn send(&mut self, frame: Vec<u8>) -> Result<(), LinkError> {
        if let Stage::Linked(link) = &mut self.stage {
            if link.is_open() {
                return link.queue(frame);
            }
        }
        Ok(())
    }

    fn drive(&mut self, now: Instant) -> Result<(), LinkError> {
        let Stage::Linked(link) = &mut self.stage else {
            return Ok(());
        };
        let was_open = link.is_open();
        let events = match link.drive(&self.sockets, now) {
            Ok(events) => events,
            Err(e) if was_open => {
                // The peer broke the connection: it left; the room goes on.
                let _ = e;
                vec![PeerEvent::Left]
            }
            Err(e) => return Err(e),
        };
        let timed_out =
            !link.is_open() && now.duration_since(link.started()) > self.config.connect_timeout;
        for event in events {
            match event {
                PeerEvent::Open => self.emit(LinkEvent::PeerConnected),
                PeerEvent::Frame(frame) => self.emit(LinkEvent::Frame(frame)),
                PeerEvent::Left => {
                    let had_opened =
                        matches!(&self.stage, Stage::Linked(link) if link.had_opened());
                    if self.role == Role::Guest && !had_opened {
                        return Err(LinkError::Rtc(
                            "the connection failed before the data channel opened".to_owned(),
                        ));
                    }
                    self.peer_left();
                    return Ok(());
                }
            }
        }
        if timed_out {
            match self.role {
                Role::Guest => return Err(LinkError::ConnectTimeout(self.config.connect_timeout)),
                // The joiner never made it: wait for the next one.
                Role::Host => self.stage = Stage::Waiting,
            }
        }
        Ok(())
    }

    /// The peer is gone: say so if it had connected; the host waits for the next joiner.
    fn peer_left(&mut self) {
        let mut had_opened = false;
        if let Stage::Linked(link) = &mut self.stage {
            had_opened = link.had_opened();
            link.close(&self.sockets, Duration::ZERO);
        }
        if had_opened {
            self.emit(LinkEvent::PeerLeft);
        }
        self.stage = match self.role {
            Role::Host => Stage::Waiting,
            Role::Guest => Stage::Done,
        };
    }

    /// The signalling messages waiting, at most [`MAX_PER_TURN`]. A lost signalling server
    /// ends the connection, even with the data channel open: without the server the room
    /// cannot take its other player back after a drop, so the app opens the room again (the
    /// game is kept and the host sends it again).
    fn read_signals(&mut self) -> Result<(), LinkError> {
        for _ in 0..MAX_PER_TURN {
            let Some(client) = self.client.as_mut() else {
                return Ok(());
            };
            match client.recv(Duration::ZERO) {
                Ok(Some(signal)) => self.on_signal(signal)?,
                Ok(None) => return Ok(()),
                Err(e) => {
                    self.client = None;
                    return Err(e.into());
                }
            }
        }
        Ok(())
    }

    fn on_signal(&mut self, signal: Signal) -> Result<(), LinkError> {
        let now = Instant::now();
        match signal {
            Signal::Offer {
                src: Some(src),
                payload,
                ..
            } if self.role == Role::Host && is_room_offer(&payload) => {
                let busy = matches!(&self.stage,
                    Stage::Linked(link) if link.is_open() && link.peer_id() != src);
                if busy {
                    // The room has its two players.
                    return Ok(());
                }
                if let Stage::Linked(link) = &mut self.stage {
                    link.close(&self.sockets, Duration::ZERO);
                }
                match PeerLink::answer(&self.sockets, &src, &payload, now) {
                    Ok((link, answer)) => {
                        self.signal(&answer)?;
                        for candidate in link.candidate_signals() {
                            self.signal(&candidate)?;
                        }
                        self.stage = Stage::Linked(Box::new(link));
                    }
                    // A joiner with an offer we cannot read: wait for another.
                    Err(_) => self.stage = Stage::Waiting,
                }
            }
            Signal::Answer { src, payload, .. } => {
                if let Stage::Linked(link) = &mut self.stage {
                    if link.is_for(src.as_deref(), &payload.connection_id) {
                        link.accept_answer(&payload)?;
                    }
                }
            }
            Signal::Candidate { src, payload, .. } => {
                if let Stage::Linked(link) = &mut self.stage {
                    if link.is_for(src.as_deref(), &payload.connection_id) {
                        link.add_remote_candidate(&payload);
                    }
                }
            }
            Signal::Leave { src, .. } | Signal::Expire { src, .. } => {
                let ours = matches!(&self.stage,
                    Stage::Linked(link) if Some(link.peer_id()) == src.as_deref());
                if ours {
                    let open = matches!(&self.stage, Stage::Linked(link) if link.is_open());
                    if self.role == Role::Guest && !open {
                        return Err(LinkError::HostAbsent);
                    }
                    self.peer_left();
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Says goodbye on the channel and to the server.
    fn close(&mut self) {
        if let Stage::Linked(link) = &mut self.stage {
            let peer = link.peer_id().to_owned();
            link.close(&self.sockets, LINGER);
            let _ = self.signal(&Signal::Leave {
                src: None,
                dst: Some(peer),
            });
        }
        self.stage = Stage::Done;
        if let Some(client) = self.client.take() {
            client.close();
        }
    }
}
