//! Receiving (SCREENS.md "Receiving"): whatever arrives — a file from the share sheet or a file
//! picker, a link, pasted text — goes to dl-app's one `receive`, is previewed, and replaces the
//! current game only when the player says yes; over an unfinished game they are asked first,
//! and the unfinished game goes to Saved games.

use dl_app::l10n::{receive_text, result_scores, screen, Label, Localize, Text};
use dl_app::receive::{receive, Arrival, Arrived, PositionSummary};

use super::{Asking, State};
use crate::games::divided::Divided;
use crate::games::PlayedGame;
use crate::input::Control;
use crate::navigation::Route;
use crate::screen::{Button, ReceivedModel};

/// What arrived, waiting for the player's answer.
pub(crate) struct Received {
    arrival: Arrival,
    /// What arrived, for adding a position file to My positions.
    bytes: Vec<u8>,
}

impl State {
    /// A file arrived.
    pub(crate) fn receive_file(&mut self, bytes: &[u8], _name: Option<&str>) {
        self.arrived(bytes);
    }

    /// Text arrived (a link, pasted text).
    pub(crate) fn receive_text(&mut self, text: &str) {
        self.arrived(text.as_bytes());
    }

    fn arrived(&mut self, bytes: &[u8]) {
        match receive(bytes) {
            Ok(arrival) => {
                self.received = Some(Received {
                    arrival,
                    bytes: bytes.to_vec(),
                });
                self.nav.open(Route::Received);
            }
            Err(e) => self.tell(&receive_text(&e)),
        }
    }

    /// "Open": over an unfinished game that was played, ask first.
    pub(crate) fn open_received_asking(&mut self) {
        if self.received.is_none() {
            return;
        }
        let unfinished = self.game.as_ref().is_some_and(|g| {
            let summary = g.snapshot().as_ref().summary();
            !summary.is_over() && !summary.blank
        });
        if unfinished {
            self.ask(Asking::OpenReceived);
        } else {
            self.open_received();
        }
    }

    /// Opens what arrived as the current game.
    pub(crate) fn open_received(&mut self) {
        let Some(received) = self.received.take() else {
            return;
        };
        self.start_game(Box::new(Divided::new(received.arrival.session)));
        self.nav.forget(|r| *r == Route::Received);
    }

    /// The bytes of a received position file.
    pub(crate) fn received_bytes(&self) -> Option<Vec<u8>> {
        let received = self.received.as_ref()?;
        matches!(
            received.arrival.arrived,
            Arrived::Position(_) | Arrived::PositionFile(_)
        )
        .then(|| received.bytes.clone())
    }

    /// Leaves what arrived; the game in progress is unchanged.
    pub(crate) fn cancel_received(&mut self) {
        self.received = None;
        self.nav.forget(|r| *r == Route::Received);
    }

    /// The preview of what arrived.
    pub(crate) fn received_model(&self, dark: bool) -> Option<ReceivedModel> {
        let arrival = &self.received.as_ref()?.arrival;
        let texts = &self.texts;
        let position_lines = |p: &PositionSummary| {
            vec![
                p.name.clone(),
                texts.format(&screen::new_game_size(p.width, p.height)),
            ]
        };
        let (question, lines) = match &arrival.arrived {
            Arrived::Position(p) => (Label::DialogOpenPositionTitle, position_lines(p)),
            Arrived::PositionFile(positions) => (
                Label::DialogOpenPositionTitle,
                positions.first().map(position_lines).unwrap_or_default(),
            ),
            Arrived::Game(g) => {
                let mut lines = position_lines(&g.position);
                lines.push(texts.format(&screen::saved_turn(g.turn)));
                lines.push(texts.format(&result_scores(g.totals.blue, g.totals.yellow)));
                (Label::DialogOpenGameTitle, lines)
            }
        };
        Some(ReceivedModel {
            question: texts.tr(&question),
            lines,
            drawing: Divided::new(arrival.session.clone()).drawing(dark),
            open: Button::new(Control::OpenReceived, texts.tr(&Label::Open)),
            keep: matches!(
                arrival.arrived,
                Arrived::Position(_) | Arrived::PositionFile(_)
            )
            .then(|| {
                Button::new(
                    Control::KeepReceivedPositions,
                    texts.tr(&Label::TitleMyPositions),
                )
            }),
            cancel: Button::new(Control::CancelReceived, texts.tr(&Label::Cancel)),
        })
    }

    /// The text of the question asked before opening over an unfinished game.
    pub(crate) fn open_over_text(&self) -> Text {
        Label::DialogOpenBody.text()
    }
}
