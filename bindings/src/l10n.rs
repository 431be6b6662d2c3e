//! The localizer across the FFI (issue 10): one Object, created from the player's list of
//! languages (and created again when it changes), formatting every status, refusal, event,
//! error and label a shell shows, in `dl_app::l10n`'s catalogs. It decides nothing: records
//! that came back from a shell are turned into the core's values, or into a plain fallback
//! text when they are not whole.

use std::sync::Arc;

use dl_app::l10n::{self, screen, Language, Localize};
use dl_core::error_details::ErrorDetails;
use dl_core::link::LinkField;
use dl_core::position::CellKind as CoreCellKind;
use dl_core::session::Event;
use dl_core::{Action, Color, Loyalty, Player};

use crate::error::{ErrorDetailsModel, LinkFieldModel};
use crate::label::LabelId;
use crate::model::{BridgeKind, CellKind, CellPos, EndKind, PassKind, Side, StoneColor};
use crate::refusal::RefusalInfo;
use crate::status::{ActionModel, EventModel, StatusModel};
use crate::view::CellModel;

/// A language the app speaks, for the language setting.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct LanguageInfo {
    /// The BCP 47 tag: `de`, `en`, … `zh-Hans`.
    pub tag: String,
    /// The language's name in itself: "Deutsch", "日本語".
    pub autonym: String,
}

/// The ten languages of the catalogs, for the per-app language setting (SCREENS.md).
#[uniffi::export]
pub fn available_languages() -> Vec<LanguageInfo> {
    Language::ALL
        .into_iter()
        .map(|l| LanguageInfo {
            tag: l.tag().to_owned(),
            autonym: l.autonym().to_owned(),
        })
        .collect()
}

/// A section of the rules for players, in the localizer's language (R1–R11).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RuleSectionModel {
    /// Its key: `turn`, `bridges`, `loyalty`, `red`, `dots`, `sets`, `scoring`, `end`.
    pub key: String,
    /// Its title.
    pub title: String,
    /// Its paragraphs.
    pub paragraphs: Vec<String>,
    /// The caption of its example board.
    pub caption: String,
    /// The example board as a saved game: open it with `GameSession.fromSavedGame` and paint
    /// its view.
    pub example_game: String,
}

/// Formats texts in one language. Create it with the player's languages, most wanted first
/// (Android: `LocaleListCompat.toLanguageTags()` split at commas; iOS:
/// `Locale.preferredLanguages`, or the per-app language); create a new one when they change.
#[derive(uniffi::Object)]
pub struct Localizer {
    pub(crate) inner: l10n::Localizer,
}

fn player(side: Side) -> Player {
    side.into()
}

fn color(c: StoneColor) -> Color {
    c.into()
}

fn loyalty(kind: BridgeKind) -> Loyalty {
    kind.into()
}

/// The core's event, when the record is whole (one that came back from a shell is not
/// trusted).
fn core_event(event: &EventModel) -> Option<Event> {
    Some(match event {
        EventModel::StonePlaced { cell, color: c } => Event::StonePlaced {
            cell: cell.to_cell(),
            color: color(*c),
        },
        EventModel::BridgeFormed { index, kind } => Event::BridgeFormed {
            index: usize::try_from(*index).ok()?,
            kind: loyalty(*kind),
        },
        EventModel::BridgesCut { indices } => Event::BridgesCut {
            indices: indices
                .iter()
                .map(|i| usize::try_from(*i).ok())
                .collect::<Option<Vec<usize>>>()?,
        },
        EventModel::Refused { refusal, cell } => Event::Refused {
            refusal: refusal.to_core()?,
            cell: cell.map(CellPos::to_cell),
        },
        EventModel::StoneReturned { cell, color: c } => Event::StoneReturned {
            cell: cell.to_cell(),
            color: color(*c),
        },
        EventModel::SetReceived { side, set } => Event::SetReceived {
            player: player(*side),
            set: u8::try_from(*set).ok()?,
        },
        EventModel::Passed { side, reason } => Event::Passed {
            player: player(*side),
            reason: (*reason).into(),
        },
        EventModel::TurnStarted { side } => Event::TurnStarted {
            player: player(*side),
        },
        EventModel::GameOver { reason, winner } => Event::GameOver {
            reason: (*reason).into(),
            winner: winner.map_or(dl_core::Winner::Draw, |s| dl_core::Winner::Player(s.into())),
        },
        EventModel::Undone { action } => Event::Undone {
            action: match *action {
                ActionModel::Place { cell, color: c } => Action::Place {
                    cell: cell.to_cell(),
                    color: color(c),
                },
                ActionModel::Bridge { from, to } => Action::Bridge {
                    from: from.to_cell(),
                    to: to.to_cell(),
                },
                ActionModel::EndTurn => Action::EndTurn,
                ActionModel::AgreeEnd => Action::AgreeEnd,
            },
        },
    })
}

fn link_field(f: LinkFieldModel) -> LinkField {
    match f {
        LinkFieldModel::PositionName => LinkField::PositionName,
        LinkFieldModel::RegionToken => LinkField::RegionToken,
        LinkFieldModel::Cell => LinkField::Cell,
        LinkFieldModel::Colour => LinkField::Colour,
        LinkFieldModel::Stone => LinkField::Stone,
        LinkFieldModel::Bridge => LinkField::Bridge,
        LinkFieldModel::BridgeKind => LinkField::BridgeKind,
        LinkFieldModel::Level => LinkField::Level,
    }
}

/// The core's error details, from the record a `DlError` carried.
pub(crate) fn core_details(d: ErrorDetailsModel) -> ErrorDetails {
    ErrorDetails {
        line: d.line,
        column: d.column,
        index: d.index,
        cell: d.cell.map(CellPos::to_cell),
        coordinates: d.coordinates.map(|c| (c.x, c.y)),
        refusal: d.refusal.and_then(|r| r.to_core()),
        version: d.version,
        player: d.side.map(player),
        color: d.color.map(color),
        bridge_kinds: d
            .given_kind
            .zip(d.actual_kind)
            .map(|(g, a)| (loyalty(g), loyalty(a))),
        number: d.number,
        limit: d.limit,
        link_field: d.link_field.map(link_field),
        found: d.found,
    }
}

/// A record that did not convert: a plain text naming what it was, never a panic.
pub(crate) fn not_whole(what: &str) -> String {
    log::warn!("l10n: an invalid {what} record from the shell");
    format!("({what})")
}

#[uniffi::export]
impl Localizer {
    /// The localizer for the best of `languages` (BCP 47 tags, most wanted first): a region
    /// the catalogs lack does not matter (`de-CH` → German, `pt-BR` → Portuguese), Chinese in
    /// traditional characters gets simplified Chinese only when no other language of the list
    /// is available, `en-XA` is the pseudo-locale, and English is the fallback.
    #[uniffi::constructor]
    pub fn new(languages: Vec<String>) -> Arc<Self> {
        Arc::new(Localizer {
            inner: l10n::Localizer::new(&languages),
        })
    }

    /// The language chosen, as a BCP 47 tag (`de`, `zh-Hans`, `en-XA` for the pseudo-locale).
    pub fn language(&self) -> String {
        self.inner.language().tag().to_owned()
    }

    /// The status line of a frame.
    pub fn status(&self, status: StatusModel) -> String {
        status
            .to_core()
            .map_or_else(|| not_whole("status"), |m| self.inner.tr(&m))
    }

    /// Why an action was refused (R4–R8, R11), with its cell or colour.
    pub fn refusal(&self, refusal: RefusalInfo) -> String {
        refusal
            .to_core()
            .map_or_else(|| not_whole("refusal"), |r| self.inner.tr(&r))
    }

    /// An event, for an announcement (TalkBack, VoiceOver).
    pub fn event(&self, event: EventModel) -> String {
        core_event(&event).map_or_else(|| not_whole("event"), |e| self.inner.tr(&e))
    }

    /// The player's message for an error: a `DlError`'s `code` and `details` (or the code and
    /// details of another part of the app).
    pub fn error(&self, code: String, details: ErrorDetailsModel) -> String {
        self.inner.error(&code, &core_details(details))
    }

    /// A text of the screens without arguments.
    pub fn label(&self, label: LabelId) -> String {
        self.inner.tr(&dl_app::l10n::Label::from(label))
    }

    /// A player's name: "Blue", "Gelb" (R1).
    pub fn player_name(&self, side: Side) -> String {
        self.inner.format(&screen::player_name(player(side)))
    }

    /// A stone colour's name, as a chip shows it (R1).
    pub fn color_name(&self, color: StoneColor) -> String {
        self.inner.format(&screen::color_name(self::color(color)))
    }

    /// The panel's turn counter: "Turn 12".
    pub fn turn_label(&self, turn: u32) -> String {
        self.inner.format(&screen::panel_turn(turn))
    }

    /// The player to move: "Blue to move".
    pub fn to_move_label(&self, side: Side) -> String {
        self.inner.format(&screen::panel_to_move(player(side)))
    }

    /// The set the player is on: "Round 2/4" (R3).
    pub fn set_label(&self, set: u32, sets: u32) -> String {
        let set = u8::try_from(set).unwrap_or(u8::MAX);
        let sets = u8::try_from(sets).unwrap_or(u8::MAX);
        self.inner.format(&screen::panel_set(set, sets))
    }

    /// Stones left in a supply: "11 stones left" (R3).
    pub fn supply_label(&self, count: u32) -> String {
        self.inner.format(&screen::panel_supply(count))
    }

    /// A number of rounds, for the new-game screen: "3 rounds" (R3).
    pub fn rounds_label(&self, rounds: u32) -> String {
        self.inner.format(&screen::new_game_rounds(
            u8::try_from(rounds).unwrap_or(u8::MAX),
        ))
    }

    /// A position's size: "13 × 11".
    pub fn size_label(&self, width: u32, height: u32) -> String {
        let side = |n: u32| u8::try_from(n).unwrap_or(u8::MAX);
        self.inner
            .format(&screen::new_game_size(side(width), side(height)))
    }

    /// The result card's title: the winner, or a draw when `winner` is null (R7).
    pub fn result_title(&self, winner: Option<Side>) -> String {
        let winner = winner.map_or(dl_core::Winner::Draw, |s| dl_core::Winner::Player(s.into()));
        self.inner.format(&l10n::result_title(winner))
    }

    /// Both scores, as the result card shows them: "Blue 13 – Yellow 18" (R7).
    pub fn result_scores(&self, blue: u32, yellow: u32) -> String {
        self.inner.format(&l10n::result_scores(blue, yellow))
    }

    /// A finished game in one line, for the saved-games list: "Game over, Yellow won 18–13".
    pub fn result_line(&self, winner: Option<Side>, blue: u32, yellow: u32) -> String {
        let winner = winner.map_or(dl_core::Winner::Draw, |s| dl_core::Winner::Player(s.into()));
        self.inner.format(&l10n::result_line(winner, blue, yellow))
    }

    /// How a game ended (R8), for the result card.
    pub fn end_reason(&self, reason: EndKind) -> String {
        self.inner.tr(&dl_core::EndReason::from(reason))
    }

    /// Why a player passed (R4.4).
    pub fn pass_reason(&self, reason: PassKind) -> String {
        self.inner.tr(&dl_core::PassReason::from(reason))
    }

    /// A cell's accessibility description: where it is, what it is, its stone and marks —
    /// "column 7, row 4, region S2, yellow stone, ringed". `region_token` is the token of
    /// the cell's region (`ViewModel.regions[cell.region].token`).
    pub fn describe_cell(&self, cell: CellModel, region_token: Option<String>) -> String {
        let kind = match cell.kind {
            CellKind::Empty => CoreCellKind::Empty,
            CellKind::Dot => CoreCellKind::Dot,
            CellKind::Region => {
                CoreCellKind::Region(cell.region.and_then(|r| u16::try_from(r).ok()).unwrap_or(0))
            }
        };
        let at = crate::model::cell(cell.x, cell.y);
        let mut parts = vec![screen::a11y_cell(at, kind, region_token.as_deref())];
        if let Some(stone) = cell.stone {
            parts.push(screen::a11y_stone(color(stone)));
        }
        for (flag, label) in [
            (cell.ringed, dl_app::l10n::Label::A11yRinged),
            (cell.last_placed, dl_app::l10n::Label::A11yLastPlaced),
            (cell.highlighted, dl_app::l10n::Label::A11yHighlighted),
        ] {
            if flag {
                parts.push(label.text());
            }
        }
        self.inner.list(&parts)
    }

    /// A colour chip's accessibility label: "Purple: 3".
    pub fn describe_chip(&self, color: StoneColor, count: u32) -> String {
        let count = u8::try_from(count).unwrap_or(u8::MAX);
        self.inner
            .format(&screen::a11y_chip(self::color(color), count))
    }

    /// A bridge's accessibility label: "Red bridge", with "cut" for a cut one (R5.4, R6).
    pub fn describe_bridge(&self, kind: BridgeKind, cut: bool) -> String {
        let mut parts = vec![screen::a11y_bridge(loyalty(kind))];
        if cut {
            parts.push(dl_app::l10n::Label::A11yBridgeCut.text());
        }
        self.inner.list(&parts)
    }

    /// The rules for players, every section in this language, each with its example board.
    pub fn rules(&self) -> Vec<RuleSectionModel> {
        self.inner
            .rules()
            .into_iter()
            .map(|section| RuleSectionModel {
                key: section.topic.key().to_owned(),
                title: section.title,
                paragraphs: section.paragraphs,
                caption: section.caption,
                example_game: section.example.saved_game().unwrap_or_else(|e| {
                    // The examples are tested to be legal games; never reached.
                    log::error!("l10n: rule example {:?}: {e}", section.topic);
                    String::new()
                }),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use dl_core::error_details::Detailed;
    use dl_core::game::{EndReason, PassReason};
    use dl_core::session::{OpenError, SequencedEvent};
    use dl_core::{Cell, Refusal, Winner};

    use super::*;
    use crate::error::DlError;
    use crate::status::EventRecord;

    fn localizer(tag: &str) -> Arc<Localizer> {
        Localizer::new(vec![tag.to_owned()])
    }

    #[test]
    fn a_refusal_is_formatted_in_the_language_chosen() {
        let refusal = RefusalInfo::from(Refusal::CellOccupied(Cell::new(3, 4)));
        assert_eq!(
            localizer("en-GB").refusal(refusal.clone()),
            "There is already a stone at column 4, row 5."
        );
        assert_eq!(
            localizer("de-AT").refusal(refusal.clone()),
            "Auf Spalte 4, Zeile 5 liegt schon ein Stein."
        );
        assert_eq!(
            localizer("zh-CN").refusal(refusal),
            "第5行第4列已经有棋子了。"
        );
        assert_eq!(localizer("pt-BR").language(), "pt");
    }

    /// Every event the session gives comes back from its record to the same core event.
    #[test]
    fn every_event_record_converts_back() {
        let cell = Cell::new(2, 3);
        let events = [
            Event::StonePlaced {
                cell,
                color: Color::Orange,
            },
            Event::BridgeFormed {
                index: 4,
                kind: Loyalty::Red,
            },
            Event::BridgesCut {
                indices: vec![0, 2],
            },
            Event::Refused {
                refusal: Refusal::NotInLine,
                cell: Some(cell),
            },
            Event::StoneReturned {
                cell,
                color: Color::Green,
            },
            Event::SetReceived {
                player: Player::Yellow,
                set: 3,
            },
            Event::Passed {
                player: Player::Blue,
                reason: PassReason::NoStonesLeft,
            },
            Event::TurnStarted {
                player: Player::Yellow,
            },
            Event::GameOver {
                reason: EndReason::Agreed,
                winner: Winner::Draw,
            },
            Event::Undone {
                action: Action::Bridge {
                    from: cell,
                    to: Cell::new(4, 3),
                },
            },
        ];
        let l = localizer("ko");
        for event in events {
            let record = EventRecord::from(SequencedEvent {
                seq: 1,
                event: event.clone(),
            });
            assert_eq!(core_event(&record.event).as_ref(), Some(&event));
            assert!(!l.event(record.event).starts_with('('));
        }
    }

    /// The details a `DlError` carries give back the core's details.
    #[test]
    fn error_details_convert_back() {
        let cases = [
            OpenError::Link(dl_core::link::LinkError::BadValue(LinkField::BridgeKind)),
            OpenError::Link(dl_core::link::LinkError::IllegalAction {
                index: 3,
                refusal: Refusal::ColorNotInSupply(Color::Red),
            }),
            OpenError::SavedGame(dl_core::record::RecordError::Start(
                dl_core::start_check::StartError::BridgeKind {
                    index: 1,
                    given: Loyalty::Blue,
                    actual: Loyalty::Red,
                },
            )),
        ];
        for e in cases {
            let details = e.details();
            let error = DlError::from(e);
            let model = match error {
                DlError::InvalidLink { details, .. }
                | DlError::InvalidSavedGame { details, .. } => details,
                other => panic!("{other:?}"),
            };
            assert_eq!(core_details(model), details);
        }
    }

    #[test]
    fn a_cell_is_described_for_accessibility() {
        let cell = CellModel {
            x: 6,
            y: 3,
            kind: CellKind::Region,
            region: Some(0),
            stone: Some(StoneColor::Yellow),
            ringed: true,
            last_placed: false,
            highlighted: false,
        };
        assert_eq!(
            localizer("en").describe_cell(cell, Some("S2".to_owned())),
            "column 7, row 4, region S2, yellow stone, ringed"
        );
        assert_eq!(
            localizer("en").describe_bridge(BridgeKind::Red, true),
            "Red bridge, cut"
        );
    }

    #[test]
    fn an_invalid_record_gives_a_placeholder() {
        let refusal = RefusalInfo {
            reason: crate::refusal::RefusalReason::CellOccupied,
            code: "cell_occupied".to_owned(),
            cell: None,
            color: None,
        };
        assert_eq!(localizer("fr").refusal(refusal), "(refusal)");
    }

    #[test]
    fn the_rules_carry_their_example_games() {
        let rules = localizer("uk").rules();
        assert_eq!(rules.len(), 8);
        for section in rules {
            assert!(
                dl_core::record::load_game(section.example_game.as_bytes()).is_ok(),
                "{}",
                section.key
            );
        }
    }
}
