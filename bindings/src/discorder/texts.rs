//! The texts of Discorder across the FFI (RULES-DISCORDER.md D1–D7): the `Localizer` methods
//! a shell formats a Discorder screen with — status, refusals, events, saved-game errors,
//! names, counters, the score, the rules and the accessibility descriptions of cells and
//! edges. Records that came back from a shell are turned into the crate's values first; one
//! that is not whole gives a plain placeholder, never a panic.

use dl_app::l10n::{self, EdgeState, Localize};
use dl_discorder::session::{Event, Target};
use dl_discorder::{Action, RecordError, Score, Starter, Tool, HEIGHT, WIDTH};

use super::error::DiscorderErrorDetails;
use super::model::{cell, core_winner, edge, DiscorderPlayer, DiscorderRefusal, DiscorderTarget};
use super::model::{DiscorderStarter, DiscorderTool};
use super::status::{DiscorderEvent, DiscorderStatus};
use super::view::{DiscorderCellView, DiscorderEdgeView, DiscorderScore};
use crate::l10n::{not_whole, Localizer};
use crate::model::CellPos;

fn core_target(target: DiscorderTarget) -> Target {
    match target {
        DiscorderTarget::Cell { cell: c } => Target::Cell(cell(c.x, c.y)),
        DiscorderTarget::Edge { edge: e } => Target::Edge(edge(e.x, e.y)),
    }
}

/// The crate's event, when the record is whole (one that came back from a shell is not
/// trusted).
fn core_event(event: &DiscorderEvent) -> Option<Event> {
    Some(match *event {
        DiscorderEvent::TilePlaced { player, cell: c } => Event::TilePlaced {
            player: player.into(),
            cell: cell(c.x, c.y),
        },
        DiscorderEvent::PegPlaced { player, edge: e } => Event::PegPlaced {
            player: player.into(),
            edge: edge(e.x, e.y),
        },
        DiscorderEvent::Passed { player } => Event::Passed {
            player: player.into(),
        },
        DiscorderEvent::TurnStarted { player } => Event::TurnStarted {
            player: player.into(),
        },
        DiscorderEvent::GameOver { winner } => Event::GameOver {
            winner: core_winner(winner),
        },
        DiscorderEvent::Undone { action, player } => Event::Undone {
            action: Action::from(action),
            player: player.into(),
        },
        DiscorderEvent::Refused {
            ref refusal,
            target,
        } => Event::Refused {
            refusal: refusal.to_core()?,
            target: target.map(core_target),
        },
    })
}

fn size(n: Option<u64>) -> Option<usize> {
    usize::try_from(n?).ok()
}

/// The crate's saved-game error of `code` with `details`, when the details its code needs are
/// present (the inverse of `DiscorderErrorDetails::from`).
fn core_error(code: &str, d: &DiscorderErrorDetails) -> Option<RecordError> {
    Some(match code {
        "record_too_large" => RecordError::TooLarge {
            limit: size(d.limit)?,
        },
        "record_truncated" => RecordError::Truncated,
        "record_syntax" => RecordError::Syntax {
            line: size(d.line)?,
            column: size(d.column)?,
        },
        "record_shape" => RecordError::Shape {
            line: size(d.line)?,
            column: size(d.column)?,
        },
        "record_not_a_saved_game" => RecordError::NotASavedGame,
        "record_other_game" => RecordError::OtherGame {
            found: d.found.clone()?,
        },
        "record_newer_version" => RecordError::NewerVersion { found: d.version? },
        "record_bad_version" => RecordError::BadVersion,
        "record_too_many_actions" => RecordError::TooManyActions {
            count: size(d.count)?,
            limit: size(d.limit)?,
        },
        "record_bad_action" => RecordError::BadAction {
            index: size(d.index)?,
            text: d.found.clone()?,
        },
        "record_illegal_action" => RecordError::IllegalAction {
            index: size(d.index)?,
            action: d.action?.into(),
            refusal: d.refusal.as_ref()?.to_core()?,
        },
        _ => return None,
    })
}

/// Whether a record's cell is on the board (D1).
fn on_board(c: CellPos) -> bool {
    c.x < u32::from(WIDTH) && c.y < u32::from(HEIGHT)
}

impl Localizer {
    /// The text of a value that came back from a shell as a record: `what`'s placeholder when
    /// the record was not whole (`None`). For the texts of both other games.
    pub(crate) fn whole(&self, value: Option<impl Localize>, what: &str) -> String {
        value.map_or_else(|| not_whole(what), |v| self.inner.tr(&v))
    }
}

#[uniffi::export]
impl Localizer {
    /// The status line of a Discorder frame (`DiscorderView.status`).
    pub fn discorder_status(&self, status: DiscorderStatus) -> String {
        self.whole(status.to_core(), "Discorder status")
    }

    /// Why a Discorder action or tool was refused (D1–D3, D7, the computer's turn), with its
    /// cell or edge.
    pub fn discorder_refusal(&self, refusal: DiscorderRefusal) -> String {
        self.whole(refusal.to_core(), "Discorder refusal")
    }

    /// A Discorder event, for an announcement (TalkBack, VoiceOver).
    pub fn discorder_event(&self, event: DiscorderEvent) -> String {
        self.whole(core_event(&event), "Discorder event")
    }

    /// The player's message for a `DiscorderError`: its `code` and `details`.
    pub fn discorder_error(&self, code: String, details: DiscorderErrorDetails) -> String {
        self.whole(core_error(&code, &details), "Discorder error")
    }

    /// A Discorder player's name: "Yellow", "Black" (D1).
    pub fn discorder_player_name(&self, player: DiscorderPlayer) -> String {
        self.inner.format(&l10n::discorder_player(player.into()))
    }

    /// A tool's name, for its button: "Tile", "Peg" (D2, D3).
    pub fn discorder_tool_name(&self, tool: DiscorderTool) -> String {
        self.inner.tr(&Tool::from(tool))
    }

    /// A choice of who begins, for the new-game screen: "Yellow begins", "Draw lots" (D1).
    pub fn discorder_starter_name(&self, starter: DiscorderStarter) -> String {
        self.inner.tr(&Starter::from(starter))
    }

    /// A player's tiles not placed yet: "12 tiles left" (D1).
    pub fn discorder_tiles_left(&self, count: u32) -> String {
        self.inner.format(&l10n::discorder_tiles_left(count))
    }

    /// The pegs not placed yet, shared: "3 pegs left" (D1).
    pub fn discorder_pegs_left(&self, count: u32) -> String {
        self.inner.format(&l10n::discorder_pegs_left(count))
    }

    /// A player's points now and the settled part of them: "3 points, 2 settled" (D5).
    pub fn discorder_score(&self, score: DiscorderScore) -> String {
        self.inner.format(&l10n::discorder_score(Score {
            now: score.now,
            settled: score.settled,
        }))
    }

    /// The rules for players of Discorder (D1–D7), paragraph by paragraph.
    pub fn discorder_rules(&self) -> Vec<String> {
        l10n::discorder_rules()
            .iter()
            .map(|p| self.inner.format(p))
            .collect()
    }

    /// A cell's accessibility description (TalkBack, VoiceOver): where it is, its tile or
    /// "empty", "placed last" — "column 3, row 5, yellow tile, placed last" (D1, D2).
    pub fn describe_discorder_cell(&self, cell: DiscorderCellView) -> String {
        if !on_board(cell.cell) {
            return not_whole("Discorder cell");
        }
        let at = super::model::cell(cell.cell.x, cell.cell.y);
        let tile = cell.tile.map(Into::into);
        self.inner.list(&l10n::discorder_cell_description(
            at,
            tile,
            cell.last_placed,
        ))
    }

    /// An inner edge's accessibility description: the line below which cell, its peg or "no
    /// peg", whether a peg may go there now, "placed last" (D3).
    pub fn describe_discorder_edge(&self, edge: DiscorderEdgeView) -> String {
        let pos = edge.edge;
        if pos.x >= u32::from(WIDTH) || pos.y.saturating_add(1) >= u32::from(HEIGHT) {
            return not_whole("Discorder edge");
        }
        let state = EdgeState {
            peg: edge.peg,
            peg_allowed: edge.peg_refusal.is_none(),
            last_placed: edge.last_placed,
        };
        self.inner.list(&l10n::discorder_edge_description(
            super::model::edge(pos.x, pos.y),
            state,
        ))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use dl_discorder::session::{Message, NumberedEvent};
    use dl_discorder::{Cell, Edge, Player, Refusal, Winner};

    use super::*;
    use crate::discorder::{DiscorderEventRecord, DiscorderSession, DiscorderView};

    fn localizer(tag: &str) -> Arc<Localizer> {
        Localizer::new(vec![tag.to_owned()])
    }

    fn every_error() -> Vec<RecordError> {
        let cell = Cell::new(2, 2);
        vec![
            RecordError::TooLarge { limit: 65536 },
            RecordError::Truncated,
            RecordError::Syntax { line: 2, column: 9 },
            RecordError::Shape { line: 3, column: 1 },
            RecordError::NotASavedGame,
            RecordError::OtherGame {
                found: "color-brake-abab".to_owned(),
            },
            RecordError::NewerVersion { found: 4 },
            RecordError::BadVersion,
            RecordError::TooManyActions {
                count: 200,
                limit: 66,
            },
            RecordError::BadAction {
                index: 3,
                text: "hop".to_owned(),
            },
            RecordError::IllegalAction {
                index: 4,
                action: Action::PlaceTile(cell),
                refusal: Refusal::CellOccupied(cell),
            },
        ]
    }

    /// D1–D7: every saved-game error comes back from its code and details whole, so the
    /// localizer formats exactly dl-app's text of it.
    #[test]
    fn every_error_converts_back_from_its_code_and_details() {
        let l = localizer("fr");
        for error in every_error() {
            let details = DiscorderErrorDetails::from(&error);
            assert_eq!(core_error(error.code(), &details).as_ref(), Some(&error));
            assert_eq!(
                l.discorder_error(error.code().to_owned(), details),
                l.inner.tr(&error)
            );
        }
        assert_eq!(
            localizer("en").discorder_error(
                "record_newer_version".to_owned(),
                DiscorderErrorDetails {
                    version: Some(7),
                    ..DiscorderErrorDetails::default()
                }
            ),
            "This game was saved by a newer version of the app (format 7): update the app to open it."
        );
    }

    /// A record a shell made up gives a placeholder, never a panic.
    #[test]
    fn a_record_that_is_not_whole_gives_a_placeholder() {
        let l = localizer("en");
        assert_eq!(
            l.discorder_error(
                "record_bad_action".to_owned(),
                DiscorderErrorDetails::default()
            ),
            "(Discorder error)"
        );
        assert_eq!(
            l.discorder_error("no_such_code".to_owned(), DiscorderErrorDetails::default()),
            "(Discorder error)"
        );
        let mut refusal = DiscorderRefusal::from(Refusal::CellOccupied(Cell::new(1, 1)));
        refusal.cell = None;
        assert_eq!(l.discorder_refusal(refusal.clone()), "(Discorder refusal)");
        assert_eq!(
            l.discorder_status(DiscorderStatus::Refused {
                refusal: refusal.clone()
            }),
            "(Discorder status)"
        );
        assert_eq!(
            l.discorder_event(DiscorderEvent::Refused {
                refusal,
                target: None
            }),
            "(Discorder event)"
        );
        let view = DiscorderSession::new_game(DiscorderStarter::Yellow, 0, None).view();
        let mut far = view.cells[0].clone();
        far.cell = CellPos { x: 8, y: 0 };
        assert_eq!(l.describe_discorder_cell(far), "(Discorder cell)");
        let mut low = view.edges[0].clone();
        low.edge.y = 6;
        assert_eq!(l.describe_discorder_edge(low), "(Discorder edge)");
    }

    /// Every kind of status and event reads as dl-app formats the crate's own value, in English
    /// and German.
    #[test]
    fn statuses_and_events_of_each_kind_are_dl_apps_texts() {
        let cell = Cell::new(2, 3);
        let edge = Edge::new(2, 3);
        let messages = [
            Message::PlaceTile {
                player: Player::Yellow,
            },
            Message::PlacePeg {
                player: Player::Black,
            },
            Message::Passed {
                player: Player::Black,
            },
            Message::Refused(Refusal::PegAfterOwnThree(edge)),
            Message::NoTarget { tool: Tool::Peg },
            Message::Undone {
                action: Action::PlaceTile(cell),
                player: Player::Yellow,
            },
            Message::ComputerToMove {
                player: Player::Black,
            },
            Message::GameOver {
                winner: Winner::Draw,
                yellow: 3,
                black: 3,
            },
        ];
        let events = [
            Event::TilePlaced {
                player: Player::Yellow,
                cell,
            },
            Event::PegPlaced {
                player: Player::Black,
                edge,
            },
            Event::Passed {
                player: Player::Yellow,
            },
            Event::TurnStarted {
                player: Player::Black,
            },
            Event::GameOver {
                winner: Winner::Player(Player::Yellow),
            },
            Event::Undone {
                action: Action::PlacePeg(edge),
                player: Player::Black,
            },
            Event::Refused {
                refusal: Refusal::CellOccupied(cell),
                target: Some(Target::Cell(cell)),
            },
        ];
        for tag in ["en", "de"] {
            let l = localizer(tag);
            for message in messages {
                assert_eq!(
                    l.discorder_status(DiscorderStatus::from(message)),
                    l.inner.tr(&message)
                );
            }
            for (seq, event) in (1..).zip(events) {
                let record = DiscorderEventRecord::from(NumberedEvent { seq, event });
                assert_eq!(core_event(&record.event), Some(event));
                assert_eq!(l.discorder_event(record.event), l.inner.tr(&event));
            }
        }
        let en = localizer("en");
        assert_eq!(
            en.discorder_status(DiscorderStatus::ComputerToMove {
                player: DiscorderPlayer::Black
            }),
            "The computer (Black) is to move."
        );
        assert_eq!(
            localizer("de").discorder_refusal(DiscorderRefusal::from(Refusal::CellOccupied(cell))),
            "Auf Spalte 3, Zeile 4 liegt schon ein Plättchen."
        );
    }

    /// D1, D5: names, counters, the score and the rules.
    #[test]
    fn names_counters_score_and_rules() {
        let en = localizer("en");
        assert_eq!(en.discorder_player_name(DiscorderPlayer::Black), "Black");
        assert_eq!(en.discorder_tool_name(DiscorderTool::Peg), "Peg");
        assert_eq!(
            en.discorder_starter_name(DiscorderStarter::Random),
            "Draw lots"
        );
        assert_eq!(en.discorder_tiles_left(1), "one tile left");
        assert_eq!(en.discorder_pegs_left(3), "3 pegs left");
        assert_eq!(
            en.discorder_score(DiscorderScore { now: 3, settled: 2 }),
            "3 points, 2 settled"
        );
        assert_eq!(
            en.discorder_score(DiscorderScore { now: 1, settled: 0 }),
            "1 point, 0 settled"
        );
        assert_eq!(en.discorder_rules().len(), l10n::DISCORDER_RULES);
        let fr = localizer("fr");
        assert_eq!(fr.discorder_player_name(DiscorderPlayer::Yellow), "Jaune");
        assert_eq!(fr.discorder_rules().len(), l10n::DISCORDER_RULES);
        assert_ne!(fr.discorder_rules(), en.discorder_rules());
    }

    fn played() -> DiscorderView {
        let session = DiscorderSession::new_game(DiscorderStarter::Yellow, 0, None);
        assert_eq!(session.place_tile(2, 3), None);
        session.view()
    }

    /// D1–D3: a cell and an edge are described by position and what lies there.
    #[test]
    fn cells_and_edges_are_described_by_position_and_content() {
        let view = played();
        let en = localizer("en");
        let at = |x: u32, y: u32| view.cells[(y * 8 + x) as usize].clone();
        assert_eq!(
            en.describe_discorder_cell(at(2, 3)),
            "column 3, row 4, yellow tile, placed last"
        );
        assert_eq!(
            en.describe_discorder_cell(at(0, 0)),
            "column 1, row 1, empty"
        );
        let edge = |x: u32, y: u32| view.edges[(y * 8 + x) as usize].clone();
        assert_eq!(
            en.describe_discorder_edge(edge(2, 3)),
            "line below column 3, row 4, no peg, a peg may go here"
        );
        assert_eq!(
            en.describe_discorder_edge(edge(5, 0)),
            "line below column 6, row 1, no peg"
        );
        assert_eq!(
            localizer("ja").describe_discorder_cell(at(2, 3)),
            localizer("ja")
                .inner
                .list(&l10n::discorder_cell_description(
                    Cell::new(2, 3),
                    Some(Player::Yellow),
                    true
                ))
        );
    }
}
