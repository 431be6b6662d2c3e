//! The texts of Color Brake ABAB (RULES-COLOR-BRAKE.md): the status line, refusals (C2–C7),
//! events, saved-game errors and labels, under the prefix `colorbrake-`. They never name a
//! token a player may not see: the session's messages only carry tokens on the board (C7).

use dl_color_brake::game::{RoundResult, Winner};
use dl_color_brake::record::{JsonProblem, RecordError};
use dl_color_brake::session::{CellView, Event, Message};
use dl_color_brake::{
    Action, Base, CellId, Colour, GameLength, LengthError, Move, Refusal, RoundEnd, Row, Seat,
    Token,
};

use super::game::message_id;
use super::text::{Localize, Text};

fn seat(text: Text, seat: Seat) -> Text {
    text.key("seat", seat.name())
}

fn cell(text: Text, cell: CellId) -> Text {
    text.number("cell", cell.number())
}

fn row(text: Text, row: Row) -> Text {
    text.number("row", row.size())
}

fn colour(text: Text, colour: Colour) -> Text {
    text.key("colour", colour.name())
}

/// The arguments of `colorbrake-token`: the kind of token and, for a colour token, its colour.
fn token(text: Text, token: Token) -> Text {
    match token {
        Token::Colour(c) => colour(text.key("token", "colour"), c),
        Token::Neutral => text.key("token", "neutral"),
        Token::Tank => text.key("token", "tank"),
        Token::Diamond => text.key("token", "diamond"),
    }
}

fn winner_key(winner: Winner) -> &'static str {
    match winner {
        Winner::Seat(s) => s.name(),
        Winner::Draw => "draw",
    }
}

impl Localize for Refusal {
    fn text(&self) -> Text {
        let text = Text::new(message_id("colorbrake-refusal", self.code()));
        match *self {
            Refusal::NotDrawn(c) | Refusal::NotInReference(c) | Refusal::ColourUsedUp(c) => {
                colour(text, c)
            }
            Refusal::NotInHand(t) => token(text, t),
            Refusal::DiamondTooLate(r) => row(text, r),
            Refusal::TankOutsideRow(c) => cell(text, c),
            Refusal::NoSuchCell(number) => text.number("cell", number),
            Refusal::GameOver
            | Refusal::RoundOver
            | Refusal::RoundNotOver
            | Refusal::RescuePending
            | Refusal::NoRescuePending
            | Refusal::NeutralOnLastCell
            | Refusal::PileEmpty
            | Refusal::NoFreeSlot
            | Refusal::NotTankMoment
            | Refusal::TankAlreadyUsed
            | Refusal::NothingToUndo => text,
        }
    }
}

fn round_over(result: &RoundResult) -> Text {
    let text = Text::new("colorbrake-status-round-over-result").number("round", result.round);
    match result.end {
        RoundEnd::Completed { last } => seat(text.key("end", "completed"), last),
        RoundEnd::Stuck {
            seat: stuck,
            cell: at,
        } => {
            let points = result
                .points
                .get(stuck.other().index())
                .copied()
                .unwrap_or(0);
            cell(seat(text.key("end", "stuck"), stuck), at).number("points", points)
        }
    }
}

fn undone(action: Action) -> Text {
    let text = Text::new("colorbrake-status-undone");
    match action {
        Action::Move(Move::Colour(c)) => token(text.key("action", "colour"), Token::Colour(c)),
        Action::Move(Move::Neutral) => text.key("action", "neutral"),
        Action::Move(Move::Rescue(_)) => text.key("action", "rescue"),
        Action::Move(Move::Diamond) => text.key("action", "diamond"),
        Action::Move(Move::ForDiamond(_)) => text.key("action", "for_diamond"),
        Action::Move(Move::Tank { cell: at, .. }) => cell(text.key("action", "tank"), at),
        Action::NextRound => text.key("action", "next_round"),
    }
}

impl Localize for Message {
    fn text(&self) -> Text {
        let text = Text::new(message_id("colorbrake-status", self.code()));
        match *self {
            Message::Refused(refusal) => refusal.text(),
            Message::HandOver { to } => seat(text, to),
            Message::Place {
                seat: s,
                nomination,
                cell: at,
            } => cell(seat(text, s), at).verbatim("nomination", nomination.name()),
            Message::TankOrPlace { seat: s, row: r } => row(seat(text, s), r),
            Message::ChooseRescue { seat: s, cell: at } => cell(seat(text, s), at),
            Message::ComputerToMove { seat: s } => seat(text, s),
            Message::Undone { action } => undone(action),
            Message::RoundOver { result } => round_over(&result),
            Message::GameOver { winner, scores } => text
                .key("winner", winner_key(winner))
                .number("one", scores[Seat::One.index()])
                .number("two", scores[Seat::Two.index()]),
        }
    }
}

impl Localize for Event {
    fn text(&self) -> Text {
        match *self {
            Event::Filled { cell: at, .. } => cell(Text::new("colorbrake-event-filled"), at),
            Event::NeutralDrawn {
                seat: s,
                cell: at,
                taken,
                ..
            } => cell(seat(Text::new("colorbrake-event-neutral-drawn"), s), at)
                .number("count", taken),
            Event::Tanked {
                seat: s, cell: at, ..
            } => cell(seat(Text::new("colorbrake-event-tanked"), s), at),
            Event::TurnStarted { seat: s } => seat(Text::new("colorbrake-event-turn-started"), s),
            Event::RoundOver { result } => round_over(&result),
            Event::RoundStarted { round, a } => {
                seat(Text::new("colorbrake-event-round-started"), a).number("round", round)
            }
            Event::GameOver { winner } => {
                Text::new("colorbrake-event-game-over").key("winner", winner_key(winner))
            }
            Event::Undone { action } => undone(action),
            Event::Refused { refusal } => refusal.text(),
        }
    }
}

impl Localize for RecordError {
    fn text(&self) -> Text {
        let text = Text::new(message_id("colorbrake-error", self.code()));
        match self {
            RecordError::TooLarge { limit } => text.number("limit", *limit),
            RecordError::Json {
                problem: JsonProblem::Syntax | JsonProblem::Shape,
                line,
                column,
            } if *line > 0 => Text::new("error-at-line-column")
                .number("line", *line)
                .number("file_column", *column)
                .nested("problem", text),
            RecordError::WrongGame { found } => text.quoted("found", found),
            RecordError::NewerVersion { found } => text.verbatim("version", found.to_string()),
            RecordError::BadLength(LengthError::BadRounds(n)) => text.number("number", *n),
            RecordError::BadLength(LengthError::BadTarget(n)) => text.number("number", *n),
            RecordError::TooManyActions { count, limit } => {
                text.number("number", *count).number("limit", *limit)
            }
            RecordError::BadAction { index, text: found } => text
                .number("index", index.saturating_add(1))
                .quoted("found", found),
            RecordError::IllegalAction { index, refusal, .. } => text
                .number("index", index.saturating_add(1))
                .nested("reason", refusal.text()),
            RecordError::Json { .. }
            | RecordError::NotASavedGame
            | RecordError::BadVersion
            | RecordError::BadSeed
            | RecordError::NoLength => text,
        }
    }
}

/// A player's name: "Player 1" or "Player 2".
pub fn color_brake_seat(s: Seat) -> Text {
    seat(Text::new("colorbrake-seat"), s)
}

/// The round counter: "Round 3" (C2).
pub fn color_brake_round(round: u32) -> Text {
    Text::new("colorbrake-round").number("round", round)
}

/// The heading of the reference: "Row 6 may still take:" (C4.2); `row` by its size.
pub fn color_brake_reference(row: u32) -> Text {
    Text::new("colorbrake-reference").number("row", row)
}

/// Tokens left in the pile: "12 tokens in the pile" (C6.1).
pub fn color_brake_pile(count: u32) -> Text {
    Text::new("colorbrake-pile").number("count", count)
}

/// A game's length: "4 rounds" or "Play to 30 points" (C2).
pub fn color_brake_length(length: GameLength) -> Text {
    match length {
        GameLength::Rounds(rounds) => Text::new("colorbrake-length-rounds").number("count", rounds),
        GameLength::Target(target) => Text::new("colorbrake-length-target").number("count", target),
    }
}

/// Both totals: "Player 1: 12 · Player 2: 7" (C5).
pub fn color_brake_scores(one: u32, two: u32) -> Text {
    Text::new("colorbrake-scores")
        .number("one", one)
        .number("two", two)
}

/// The Tank's second step: "Tank on cell 12: choose the colour on top." (C6.2).
pub fn color_brake_choose_tank_colour(at: CellId) -> Text {
    cell(Text::new("colorbrake-choose-tank-colour"), at)
}

/// What lies on a filled cell: its token (on its neutrals), and a Tank with its colour (C4,
/// C6).
fn fill_description(fill: dl_color_brake::CellFill, parts: &mut Vec<Text>) {
    let text = Text::new("colorbrake-a11y-fill");
    parts.push(match fill.base {
        Base::Colour(c) | Base::Rescue { colour: c, .. } => colour(text.key("base", "colour"), c),
        Base::Diamond => text.key("base", "diamond"),
        Base::ForDiamond(c) => colour(text.key("base", "for_diamond"), c),
    });
    if let Base::Rescue { neutrals, .. } = fill.base {
        parts.push(Text::new("colorbrake-a11y-on-neutrals").number("count", neutrals));
    }
    if let Some(tank) = fill.tank {
        parts.push(colour(
            seat(Text::new("colorbrake-a11y-tank"), tank.seat),
            tank.colour,
        ));
    }
}

/// The parts of a cell's accessibility description, for [`super::Localizer::list`]: its
/// number, row, nomination and the seat that holds it (C3), what lies on it or "empty", the
/// neutrals waiting for a drawn colour (C6.1), whether it is the next to fill or was filled
/// last, whether a Tank may go on it (C6.2).
pub fn color_brake_cell_description(view: &CellView) -> Vec<Text> {
    let mut parts = vec![seat(
        row(cell(Text::new("colorbrake-a11y-cell"), view.cell), view.row),
        view.owner,
    )
    .verbatim("nomination", view.nomination.name())];
    match view.fill {
        Some(fill) => fill_description(fill, &mut parts),
        None if view.pending_neutrals == 0 => parts.push(Text::new("colorbrake-a11y-empty")),
        None => {}
    }
    if view.pending_neutrals > 0 {
        parts.push(Text::new("colorbrake-a11y-pending").number("count", view.pending_neutrals));
    }
    for (flag, id) in [
        (view.next, "colorbrake-a11y-next"),
        (view.last_filled, "colorbrake-a11y-last-filled"),
        (view.tank_target, "colorbrake-a11y-tank-target"),
    ] {
        if flag {
            parts.push(Text::new(id));
        }
    }
    parts
}

/// How many paragraphs the rules for players of Color Brake ABAB have (`colorbrake-rules-1` …).
pub const COLOR_BRAKE_RULES: usize = 6;

/// The rules for players of Color Brake ABAB (C1–C7), paragraph by paragraph.
pub fn color_brake_rules() -> Vec<Text> {
    (1..=COLOR_BRAKE_RULES)
        .map(|n| Text::new(format!("colorbrake-rules-{n}")))
        .collect()
}

/// A seat's hand size, public to both players (C2): "Player 2: 5 tokens".
pub fn color_brake_hand_size(s: Seat, count: u32) -> Text {
    seat(Text::new("colorbrake-hand-size"), s).number("count", count)
}

/// A colour with its count, for an entry of the reference (C4.2), a colour button of the
/// hand or a drawn colour (C6.1): "Blue: 2".
pub fn color_brake_colour_count(c: Colour, count: u32) -> Text {
    colour(Text::new("colorbrake-colour-count"), c).number("count", count)
}

/// A token of the hand with how many the hand holds, for its chip or button (C1, C6):
/// "Tank: 1", "Neutral: 2", "Blue: 3".
pub fn color_brake_token_count(t: Token, count: u32) -> Text {
    token(Text::new("colorbrake-token-count"), t).number("count", count)
}

/// The round with the game's length (C2): "Round 2 of 4", "Round 2, playing to 30 points".
pub fn color_brake_round_of(round: u32, length: GameLength) -> Text {
    match length {
        GameLength::Rounds(rounds) => Text::new("colorbrake-round-of-rounds")
            .number("round", round)
            .number("count", rounds),
        GameLength::Target(target) => Text::new("colorbrake-round-of-target")
            .number("round", round)
            .number("count", target),
    }
}

/// The opponent line against the computer: "You play as Player 1" (the computer plays the
/// other seat).
pub fn color_brake_you_play(s: Seat) -> Text {
    seat(Text::new("colorbrake-you-play"), s)
}

/// The computer's seat in the panel: "Player 2 (computer)".
pub fn color_brake_computer_seat(s: Seat) -> Text {
    seat(Text::new("colorbrake-computer-seat"), s)
}

/// The accessibility action of a cell a Tank may cover: "Put the Tank here" (C6.2).
pub fn color_brake_tank_action() -> Text {
    Text::new("colorbrake-a11y-place-tank")
}
