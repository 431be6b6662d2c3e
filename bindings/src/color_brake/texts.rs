//! The texts of Color Brake ABAB across the FFI (RULES-COLOR-BRAKE.md C1–C7): the `Localizer`
//! methods a shell formats a Color Brake screen with — status, refusals, events, errors, names,
//! counters, the scores, the rules and the accessibility description of a cell. Records that
//! came back from a shell are turned into the crate's values first; one that is not whole gives
//! a plain placeholder, never a panic. No text names a token the viewer may not see (C7): they
//! say only what the records carry.

use dl_app::l10n;
use dl_color_brake::record::{JsonProblem, RecordError};
use dl_color_brake::session::{CellView, Event};
use dl_color_brake::{geometry, Base, CellFill, Colour, GameLength, LengthError, TankCover, Token};

use super::error::ColorBrakeErrorDetails;
use super::model::{
    cell_numbered, ColorBrakeBase, ColorBrakeColour, ColorBrakeFill, ColorBrakeLength,
    ColorBrakeRefusal, ColorBrakeSeat, ColorBrakeToken,
};
use super::status::{ColorBrakeEvent, ColorBrakeStatus};
use super::view::ColorBrakeCellView;
use crate::l10n::{not_whole, Localizer};

fn small(n: u32) -> Option<u8> {
    u8::try_from(n).ok()
}

/// The crate's filled cell, when the record is whole.
fn core_fill(fill: ColorBrakeFill) -> Option<CellFill> {
    let base = match fill.base {
        ColorBrakeBase::Colour { colour } => Base::Colour(colour.into()),
        ColorBrakeBase::Rescue { neutrals, colour } => Base::Rescue {
            neutrals: small(neutrals)?,
            colour: colour.into(),
        },
        ColorBrakeBase::Diamond => Base::Diamond,
        ColorBrakeBase::ForDiamond { colour } => Base::ForDiamond(colour.into()),
    };
    Some(CellFill {
        seat: fill.seat.into(),
        base,
        tank: fill.tank.map(|t| TankCover {
            seat: t.seat.into(),
            colour: t.colour.into(),
        }),
    })
}

/// The crate's event, when the record is whole (one that came back from a shell is not
/// trusted).
fn core_event(event: &ColorBrakeEvent) -> Option<Event> {
    Some(match *event {
        ColorBrakeEvent::Filled { cell, fill } => Event::Filled {
            cell: cell_numbered(cell)?,
            fill: core_fill(fill)?,
        },
        ColorBrakeEvent::NeutralDrawn {
            seat,
            cell,
            neutrals,
            taken,
        } => Event::NeutralDrawn {
            seat: seat.into(),
            cell: cell_numbered(cell)?,
            neutrals: small(neutrals)?,
            taken: small(taken)?,
        },
        ColorBrakeEvent::Tanked { seat, cell, colour } => Event::Tanked {
            seat: seat.into(),
            cell: cell_numbered(cell)?,
            colour: colour.into(),
        },
        ColorBrakeEvent::TurnStarted { seat } => Event::TurnStarted { seat: seat.into() },
        ColorBrakeEvent::RoundOver { result } => Event::RoundOver {
            result: result.to_core()?,
        },
        ColorBrakeEvent::RoundStarted { round, a } => Event::RoundStarted {
            round: u16::try_from(round).ok()?,
            a: a.into(),
        },
        ColorBrakeEvent::GameOver { winner } => Event::GameOver {
            winner: winner.into(),
        },
        ColorBrakeEvent::Undone { action } => Event::Undone {
            action: action.to_core()?,
        },
        ColorBrakeEvent::Refused { ref refusal } => Event::Refused {
            refusal: refusal.to_core()?,
        },
    })
}

fn size(n: Option<u64>) -> Option<usize> {
    usize::try_from(n?).ok()
}

fn json(problem: JsonProblem, d: &ColorBrakeErrorDetails) -> Option<RecordError> {
    Some(RecordError::Json {
        problem,
        line: size(d.line)?,
        column: size(d.column)?,
    })
}

/// The crate's error of `code` with `details`, when the details its code needs are present
/// (the inverse of `ColorBrakeErrorDetails::from`; a length outside C2 is told as the saved
/// game's `BadLength`, whose text is the same).
fn core_error(code: &str, d: &ColorBrakeErrorDetails) -> Option<RecordError> {
    Some(match code {
        "record_too_large" => RecordError::TooLarge {
            limit: size(d.limit)?,
        },
        "record_json_truncated" => return json(JsonProblem::Truncated, d),
        "record_json_syntax" => return json(JsonProblem::Syntax, d),
        "record_json_shape" => return json(JsonProblem::Shape, d),
        "record_not_a_saved_game" => RecordError::NotASavedGame,
        "record_wrong_game" => RecordError::WrongGame {
            found: d.found.clone()?,
        },
        "record_bad_version" => RecordError::BadVersion,
        "record_newer_version" => RecordError::NewerVersion { found: d.version? },
        "record_bad_seed" => RecordError::BadSeed,
        "record_no_length" => RecordError::NoLength,
        "length_bad_rounds" => {
            RecordError::BadLength(LengthError::BadRounds(u16::try_from(d.number?).ok()?))
        }
        "length_bad_target" => {
            RecordError::BadLength(LengthError::BadTarget(u32::try_from(d.number?).ok()?))
        }
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
            action: d.action?.to_core()?,
            refusal: d.refusal.as_ref()?.to_core()?,
        },
        _ => return None,
    })
}

/// The crate's cell view of a record, when it is whole; its row and nomination are the cell's
/// own (C3), its geometry the crate's.
fn core_cell(c: &ColorBrakeCellView) -> Option<CellView> {
    let cell = cell_numbered(c.cell)?;
    Some(CellView {
        cell,
        row: cell.row(),
        nomination: cell.nomination(),
        owner: c.owner.into(),
        centre: geometry::centre(cell),
        outline: geometry::outline(cell),
        fill: match c.fill {
            Some(fill) => Some(core_fill(fill)?),
            None => None,
        },
        pending_neutrals: small(c.pending_neutrals)?,
        next: c.next,
        last_filled: c.last_filled,
        tank_target: c.tank_target,
    })
}

/// The crate's game length of a record; any number is told as it is (the session checks C2's
/// choices), `None` for a number of rounds no game could have.
fn core_length(length: ColorBrakeLength) -> Option<GameLength> {
    Some(match length {
        ColorBrakeLength::Rounds { rounds } => GameLength::Rounds(u16::try_from(rounds).ok()?),
        ColorBrakeLength::Target { target } => GameLength::Target(target),
    })
}

#[uniffi::export]
impl Localizer {
    /// The status line of a Color Brake frame (`ColorBrakeView.status`).
    pub fn color_brake_status(&self, status: ColorBrakeStatus) -> String {
        self.whole(status.to_core(), "Color Brake status")
    }

    /// Why a Color Brake action was refused (C2–C7), with its colour, token, row or cell.
    pub fn color_brake_refusal(&self, refusal: ColorBrakeRefusal) -> String {
        self.whole(refusal.to_core(), "Color Brake refusal")
    }

    /// A Color Brake event, for an announcement (TalkBack, VoiceOver).
    pub fn color_brake_event(&self, event: ColorBrakeEvent) -> String {
        self.whole(core_event(&event), "Color Brake event")
    }

    /// The player's message for a `ColorBrakeError`: its `code` and `details` (a saved game
    /// refused, a length outside C2).
    pub fn color_brake_error(&self, code: String, details: ColorBrakeErrorDetails) -> String {
        self.whole(core_error(&code, &details), "Color Brake error")
    }

    /// A player's name: "Player 1", "Player 2" (C2).
    pub fn color_brake_seat_name(&self, seat: ColorBrakeSeat) -> String {
        self.inner.format(&l10n::color_brake_seat(seat.into()))
    }

    /// A colour's name, for a chip or a button: "Blue", "Pink-checkered" (C1).
    pub fn color_brake_colour_name(&self, colour: ColorBrakeColour) -> String {
        self.inner
            .format(&l10n::color_brake_colour(Colour::from(colour)))
    }

    /// A token's name, as a hand lists it: "a red token", "a Tank" (C1).
    pub fn color_brake_token_name(&self, token: ColorBrakeToken) -> String {
        self.inner
            .format(&l10n::color_brake_token(Token::from(token)))
    }

    /// The round counter: "Round 3" (C2).
    pub fn color_brake_round_label(&self, round: u32) -> String {
        self.inner.format(&l10n::color_brake_round(round))
    }

    /// The reference's heading: "Row 6 may still take:" (C4.2); `row` by its size.
    pub fn color_brake_reference_label(&self, row: u32) -> String {
        self.inner.format(&l10n::color_brake_reference(row))
    }

    /// The tokens left in the pile: "12 tokens in the pile" (C6.1).
    pub fn color_brake_pile(&self, count: u32) -> String {
        self.inner.format(&l10n::color_brake_pile(count))
    }

    /// A game's length, for the new-game screen and the panel: "4 rounds", "Play to 30 points"
    /// (C2). Any number is told as it is; the session checks C2's choices.
    pub fn color_brake_length_label(&self, length: ColorBrakeLength) -> String {
        match core_length(length) {
            Some(length) => self.inner.format(&l10n::color_brake_length(length)),
            None => not_whole("Color Brake length"),
        }
    }

    /// Both totals: "Player 1: 12 · Player 2: 7" (C5).
    pub fn color_brake_scores(&self, one: u32, two: u32) -> String {
        self.inner.format(&l10n::color_brake_scores(one, two))
    }

    /// A seat's hand size, public to both players (C2): "Player 2: 5 tokens".
    pub fn color_brake_hand_size(&self, seat: ColorBrakeSeat, count: u32) -> String {
        self.inner
            .format(&l10n::color_brake_hand_size(seat.into(), count))
    }

    /// A colour with its count: an entry of the reference (C4.2), a colour button of the hand,
    /// a drawn colour (C6.1): "Blue: 2".
    pub fn color_brake_colour_count(&self, colour: ColorBrakeColour, count: u32) -> String {
        self.inner
            .format(&l10n::color_brake_colour_count(colour.into(), count))
    }

    /// A token of the hand with how many it holds, for its chip or button (C1, C6): "Tank: 1",
    /// "Neutral: 2".
    pub fn color_brake_token_count(&self, token: ColorBrakeToken, count: u32) -> String {
        self.inner
            .format(&l10n::color_brake_token_count(token.into(), count))
    }

    /// The round with the game's length, for the panel's heading (C2): "Round 2 of 4", "Round 2,
    /// playing to 30 points".
    pub fn color_brake_round_of(&self, round: u32, length: ColorBrakeLength) -> String {
        match core_length(length) {
            Some(length) => self
                .inner
                .format(&l10n::color_brake_round_of(round, length)),
            None => not_whole("Color Brake length"),
        }
    }

    /// The Tank's second step, once its cell is chosen: "Tank on cell 12: choose the colour on
    /// top." (C6.2).
    pub fn color_brake_choose_tank_colour(&self, cell: u32) -> String {
        cell_numbered(cell).map_or_else(
            || not_whole("Color Brake cell"),
            |at| self.inner.format(&l10n::color_brake_choose_tank_colour(at)),
        )
    }

    /// The rules for players of Color Brake ABAB (C1–C7), paragraph by paragraph.
    pub fn color_brake_rules(&self) -> Vec<String> {
        l10n::color_brake_rules()
            .iter()
            .map(|p| self.inner.format(p))
            .collect()
    }

    /// A cell's accessibility description (TalkBack, VoiceOver): its number, row, nomination
    /// and holder (C3), what lies on it or "empty" (C4, C6), the neutrals waiting for a drawn
    /// colour (C6.1), "to fill next", "filled last", whether a Tank may go on it (C6.2).
    pub fn describe_color_brake_cell(&self, cell: ColorBrakeCellView) -> String {
        core_cell(&cell).map_or_else(
            || not_whole("Color Brake cell"),
            |view| self.inner.list(&l10n::color_brake_cell_description(&view)),
        )
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use dl_color_brake::session::{Message, SequencedEvent};
    use dl_color_brake::{
        Action, CellId, Move, Nomination, Refusal, RoundEnd, RoundResult, Row, Seat, Winner,
    };

    use super::*;
    use crate::color_brake::{
        ColorBrakeEventRecord, ColorBrakeMode, ColorBrakeSession, ColorBrakeTankCover,
    };

    fn localizer(tag: &str) -> Arc<Localizer> {
        Localizer::new(vec![tag.to_owned()])
    }

    fn cell(n: u8) -> CellId {
        CellId::from_number(n).expect("cells are numbered 1 to 28 (C1)")
    }

    fn every_error() -> Vec<RecordError> {
        let mut all = vec![
            RecordError::TooLarge { limit: 1 << 20 },
            RecordError::NotASavedGame,
            RecordError::WrongGame {
                found: "discorder".to_owned(),
            },
            RecordError::BadVersion,
            RecordError::NewerVersion { found: 3 },
            RecordError::BadSeed,
            RecordError::NoLength,
            RecordError::BadLength(LengthError::BadRounds(3)),
            RecordError::BadLength(LengthError::BadTarget(99)),
            RecordError::TooManyActions {
                count: 3000,
                limit: 1200,
            },
            RecordError::BadAction {
                index: 0,
                text: "swap".to_owned(),
            },
            RecordError::IllegalAction {
                index: 2,
                action: Action::NextRound,
                refusal: Refusal::RoundNotOver,
            },
        ];
        for problem in [
            JsonProblem::Truncated,
            JsonProblem::Syntax,
            JsonProblem::Shape,
        ] {
            all.push(RecordError::Json {
                problem,
                line: 2,
                column: 3,
            });
        }
        all
    }

    /// C2, C7: every error comes back from its code and details whole, so the localizer formats
    /// exactly dl-app's text of it; a length outside C2 reads the same from `new_game`.
    #[test]
    fn every_error_converts_back_from_its_code_and_details() {
        let l = localizer("it");
        for error in every_error() {
            let details = ColorBrakeErrorDetails::from(&error);
            assert_eq!(core_error(error.code(), &details).as_ref(), Some(&error));
            assert_eq!(
                l.color_brake_error(error.code().to_owned(), details),
                l.inner.tr(&error)
            );
        }
        let refused = ColorBrakeSession::new_game(
            1,
            ColorBrakeLength::Rounds { rounds: 3 },
            ColorBrakeMode::PassAndPlay,
        )
        .err()
        .expect("an odd number of rounds is refused (C2)");
        let crate::color_brake::ColorBrakeError::InvalidArgument { code, details, .. } = refused
        else {
            panic!("not an invalid argument");
        };
        assert_eq!(
            localizer("en").color_brake_error(code, details),
            "A game has an even number of rounds from 2 to 20, not 3."
        );
    }

    /// A record a shell made up gives a placeholder, never a panic.
    #[test]
    fn a_record_that_is_not_whole_gives_a_placeholder() {
        let l = localizer("en");
        assert_eq!(
            l.color_brake_error(
                "record_json_syntax".to_owned(),
                ColorBrakeErrorDetails::default()
            ),
            "(Color Brake error)"
        );
        assert_eq!(
            l.color_brake_status(ColorBrakeStatus::ChooseRescue {
                seat: ColorBrakeSeat::One,
                cell: 0
            }),
            "(Color Brake status)"
        );
        let mut refusal = ColorBrakeRefusal::from(Refusal::NotDrawn(Colour::Red));
        refusal.colour = None;
        assert_eq!(l.color_brake_refusal(refusal), "(Color Brake refusal)");
        assert_eq!(
            l.color_brake_event(ColorBrakeEvent::NeutralDrawn {
                seat: ColorBrakeSeat::Two,
                cell: 4,
                neutrals: 1,
                taken: 300
            }),
            "(Color Brake event)"
        );
        assert_eq!(l.color_brake_choose_tank_colour(29), "(Color Brake cell)");
        assert_eq!(
            l.color_brake_length_label(ColorBrakeLength::Rounds { rounds: 70_000 }),
            "(Color Brake length)"
        );
        let mut view = ColorBrakeSession::new_game(
            1,
            ColorBrakeLength::Rounds { rounds: 2 },
            ColorBrakeMode::PassAndPlay,
        )
        .expect("two rounds (C2)")
        .view()
        .cells[0]
            .clone();
        view.cell = 0;
        assert_eq!(l.describe_color_brake_cell(view), "(Color Brake cell)");
    }

    /// Every kind of status and event reads as dl-app formats the crate's own value, in English
    /// and Korean.
    #[test]
    fn statuses_and_events_of_each_kind_are_dl_apps_texts() {
        let result = RoundResult {
            round: 3,
            a: Seat::Two,
            end: RoundEnd::Stuck {
                seat: Seat::One,
                cell: cell(12),
            },
            points: [0, 17],
        };
        let messages = [
            Message::HandOver { to: Seat::Two },
            Message::Place {
                seat: Seat::One,
                nomination: Nomination::B,
                cell: cell(28),
            },
            Message::TankOrPlace {
                seat: Seat::Two,
                row: Row::new(6).expect("row 6 (C1)"),
            },
            Message::ChooseRescue {
                seat: Seat::One,
                cell: cell(5),
            },
            Message::ComputerToMove { seat: Seat::Two },
            Message::Refused(Refusal::NotInHand(Token::Diamond)),
            Message::Undone {
                action: Action::Move(Move::Tank {
                    cell: cell(9),
                    colour: Colour::Green,
                }),
            },
            Message::RoundOver { result },
            Message::GameOver {
                winner: Winner::Seat(Seat::One),
                scores: [37, 0],
            },
        ];
        let mut fill = CellFill::new(
            Seat::One,
            Base::Rescue {
                neutrals: 2,
                colour: Colour::Pink,
            },
        );
        fill.tank = Some(TankCover {
            seat: Seat::Two,
            colour: Colour::White,
        });
        let events = [
            Event::Filled {
                cell: cell(3),
                fill,
            },
            Event::NeutralDrawn {
                seat: Seat::One,
                cell: cell(4),
                neutrals: 1,
                taken: 2,
            },
            Event::Tanked {
                seat: Seat::Two,
                cell: cell(9),
                colour: Colour::Orange,
            },
            Event::TurnStarted { seat: Seat::One },
            Event::RoundOver { result },
            Event::RoundStarted {
                round: 2,
                a: Seat::Two,
            },
            Event::GameOver {
                winner: Winner::Draw,
            },
            Event::Undone {
                action: Action::NextRound,
            },
            Event::Refused {
                refusal: Refusal::PileEmpty,
            },
        ];
        for tag in ["en", "ko"] {
            let l = localizer(tag);
            for message in messages {
                assert_eq!(
                    l.color_brake_status(ColorBrakeStatus::from(message)),
                    l.inner.tr(&message)
                );
            }
            for (seq, event) in (1..).zip(events) {
                let record = ColorBrakeEventRecord::from(SequencedEvent { seq, event });
                assert_eq!(core_event(&record.event), Some(event));
                assert_eq!(l.color_brake_event(record.event), l.inner.tr(&event));
            }
        }
        assert_eq!(
            localizer("en").color_brake_status(ColorBrakeStatus::HandOver {
                to: ColorBrakeSeat::Two
            }),
            "Pass the device to Player 2, then tap to see your hand."
        );
    }

    /// C1, C2, C5, C6.2: names, counters, the scores, the Tank's colour step and the rules.
    #[test]
    fn names_counters_scores_and_rules() {
        let en = localizer("en");
        assert_eq!(en.color_brake_seat_name(ColorBrakeSeat::One), "Player 1");
        assert_eq!(
            en.color_brake_colour_name(ColorBrakeColour::Pink),
            "Pink-checkered"
        );
        assert_eq!(
            en.color_brake_token_name(ColorBrakeToken::Colour {
                colour: ColorBrakeColour::Orange
            }),
            "an orange token"
        );
        assert_eq!(en.color_brake_token_name(ColorBrakeToken::Tank), "a Tank");
        assert_eq!(en.color_brake_round_label(3), "Round 3");
        assert_eq!(en.color_brake_reference_label(6), "Row 6 may still take:");
        assert_eq!(en.color_brake_pile(1), "one token in the pile");
        assert_eq!(
            en.color_brake_length_label(ColorBrakeLength::Rounds { rounds: 4 }),
            "4 rounds"
        );
        assert_eq!(
            en.color_brake_length_label(ColorBrakeLength::Target { target: 30 }),
            "Play to 30 points"
        );
        assert_eq!(en.color_brake_scores(12, 7), "Player 1: 12 · Player 2: 7");
        assert_eq!(
            en.color_brake_choose_tank_colour(12),
            "Tank on cell 12: choose the colour on top."
        );
        assert_eq!(en.color_brake_rules().len(), l10n::COLOR_BRAKE_RULES);
        let es = localizer("es");
        assert_eq!(es.color_brake_colour_name(ColorBrakeColour::Red), "Rojo");
        assert_eq!(es.color_brake_rules().len(), l10n::COLOR_BRAKE_RULES);
    }

    /// C1, C2, C4.2, C6: the panel's counted phrases are whole sentences of dl-app, in English
    /// and Japanese; a length no game could have gives a placeholder.
    #[test]
    fn the_panels_counts_are_whole_phrases() {
        let en = localizer("en");
        assert_eq!(
            en.color_brake_hand_size(ColorBrakeSeat::Two, 5),
            "Player 2: 5 tokens"
        );
        assert_eq!(
            en.color_brake_colour_count(ColorBrakeColour::Blue, 2),
            "Blue: 2"
        );
        assert_eq!(
            en.color_brake_token_count(ColorBrakeToken::Tank, 1),
            "Tank: 1"
        );
        assert_eq!(
            en.color_brake_round_of(2, ColorBrakeLength::Rounds { rounds: 4 }),
            "Round 2 of 4"
        );
        assert_eq!(
            en.color_brake_round_of(2, ColorBrakeLength::Target { target: 30 }),
            "Round 2, playing to 30 points"
        );
        assert_eq!(
            en.color_brake_round_of(2, ColorBrakeLength::Rounds { rounds: 70_000 }),
            "(Color Brake length)"
        );
        let ja = localizer("ja");
        assert_eq!(
            ja.color_brake_hand_size(ColorBrakeSeat::One, 5),
            "プレイヤー1: 5枚"
        );
        assert_eq!(
            ja.color_brake_token_count(
                ColorBrakeToken::Colour {
                    colour: ColorBrakeColour::Blue
                },
                3
            ),
            "青: 3枚"
        );
        assert_eq!(
            ja.color_brake_round_of(2, ColorBrakeLength::Target { target: 30 }),
            "ラウンド2(30点先取)"
        );
    }

    /// C3, C6: a cell is described by number, row, nomination and holder, then what lies on it.
    #[test]
    fn a_cell_is_described_by_position_nomination_and_content() {
        let session = ColorBrakeSession::new_game(
            4,
            ColorBrakeLength::Rounds { rounds: 2 },
            ColorBrakeMode::PassAndPlay,
        )
        .expect("two rounds (C2)");
        let first = session.view().cells[0].clone();
        let en = localizer("en");
        let seat = if first.owner == ColorBrakeSeat::One {
            "Player 1"
        } else {
            "Player 2"
        };
        assert_eq!(
            en.describe_color_brake_cell(first.clone()),
            format!("cell 1, row 7, A ({seat}), empty, to fill next")
        );
        let covered = ColorBrakeCellView {
            fill: Some(ColorBrakeFill {
                seat: ColorBrakeSeat::One,
                base: ColorBrakeBase::Rescue {
                    neutrals: 2,
                    colour: ColorBrakeColour::Red,
                },
                tank: Some(ColorBrakeTankCover {
                    seat: ColorBrakeSeat::Two,
                    colour: ColorBrakeColour::Blue,
                }),
                top: Some(ColorBrakeColour::Blue),
            }),
            next: false,
            last_filled: true,
            ..first.clone()
        };
        assert_eq!(
            en.describe_color_brake_cell(covered),
            format!(
                "cell 1, row 7, A ({seat}), red token, on 2 neutrals, \
                 under a Tank of Player 2, blue on top, filled last"
            )
        );
        let waiting = ColorBrakeCellView {
            pending_neutrals: 1,
            tank_target: true,
            ..first
        };
        assert_eq!(
            en.describe_color_brake_cell(waiting),
            format!(
                "cell 1, row 7, A ({seat}), a neutral waits for a drawn colour, to fill next, \
                 a Tank may go here"
            )
        );
    }
}
