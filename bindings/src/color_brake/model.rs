//! Color Brake's plain values across the FFI (`dl_color_brake`): seats, nominations, colours,
//! tokens, actions, lengths (and the lengths a new game may have), modes, what lies on a cell,
//! round results and refusals, converted both ways. Cells are named by the number players use, 1–28 in filling order (C3).

use dl_color_brake::geometry::Point;
use dl_color_brake::length::{DEFAULT_LENGTH, DEFAULT_TARGET, MAX_TARGET, MIN_TARGET};
use dl_color_brake::{
    Action, Base, CellFill, CellId, Colour, GameLength, Mode, Move, Nomination, Refusal, RoundEnd,
    RoundResult, Row, Seat, TankCover, Token, Winner,
};

use crate::model::PointModel;

/// One of the two players, for the whole game (C2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ColorBrakeSeat {
    /// Player one.
    One,
    /// Player two.
    Two,
}

impl From<Seat> for ColorBrakeSeat {
    fn from(s: Seat) -> Self {
        match s {
            Seat::One => ColorBrakeSeat::One,
            Seat::Two => ColorBrakeSeat::Two,
        }
    }
}

impl From<ColorBrakeSeat> for Seat {
    fn from(s: ColorBrakeSeat) -> Self {
        match s {
            ColorBrakeSeat::One => Seat::One,
            ColorBrakeSeat::Two => Seat::Two,
        }
    }
}

/// A number for each seat (points, hand sizes, Diamond slots).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ColorBrakePerSeat {
    /// Player one's.
    pub one: u32,
    /// Player two's.
    pub two: u32,
}

impl From<[u32; 2]> for ColorBrakePerSeat {
    fn from([one, two]: [u32; 2]) -> Self {
        ColorBrakePerSeat { one, two }
    }
}

impl From<ColorBrakePerSeat> for [u32; 2] {
    fn from(p: ColorBrakePerSeat) -> Self {
        [p.one, p.two]
    }
}

/// The nomination a seat holds in a round (C2, C3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ColorBrakeNomination {
    /// A: fills cells 1, 3, 5 …
    A,
    /// B: fills cells 2, 4, 6 … and the last.
    B,
}

impl From<Nomination> for ColorBrakeNomination {
    fn from(n: Nomination) -> Self {
        match n {
            Nomination::A => ColorBrakeNomination::A,
            Nomination::B => ColorBrakeNomination::B,
        }
    }
}

impl From<ColorBrakeNomination> for Nomination {
    fn from(n: ColorBrakeNomination) -> Self {
        match n {
            ColorBrakeNomination::A => Nomination::A,
            ColorBrakeNomination::B => Nomination::B,
        }
    }
}

/// A token colour (C1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ColorBrakeColour {
    /// Blue.
    Blue,
    /// Green.
    Green,
    /// Yellow.
    Yellow,
    /// Red.
    Red,
    /// White.
    White,
    /// Orange.
    Orange,
    /// Pink-checkered.
    Pink,
}

impl From<Colour> for ColorBrakeColour {
    fn from(c: Colour) -> Self {
        match c {
            Colour::Blue => ColorBrakeColour::Blue,
            Colour::Green => ColorBrakeColour::Green,
            Colour::Yellow => ColorBrakeColour::Yellow,
            Colour::Red => ColorBrakeColour::Red,
            Colour::White => ColorBrakeColour::White,
            Colour::Orange => ColorBrakeColour::Orange,
            Colour::Pink => ColorBrakeColour::Pink,
        }
    }
}

impl From<ColorBrakeColour> for Colour {
    fn from(c: ColorBrakeColour) -> Self {
        match c {
            ColorBrakeColour::Blue => Colour::Blue,
            ColorBrakeColour::Green => Colour::Green,
            ColorBrakeColour::Yellow => Colour::Yellow,
            ColorBrakeColour::Red => Colour::Red,
            ColorBrakeColour::White => Colour::White,
            ColorBrakeColour::Orange => Colour::Orange,
            ColorBrakeColour::Pink => Colour::Pink,
        }
    }
}

/// A kind of token (C1): a colour or a special token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ColorBrakeToken {
    /// A colour token.
    Colour {
        /// Its colour.
        colour: ColorBrakeColour,
    },
    /// A neutral ("rescue") token (C6.1).
    Neutral,
    /// A Tank (C6.2).
    Tank,
    /// A Diamond (C6.3).
    Diamond,
}

impl From<Token> for ColorBrakeToken {
    fn from(t: Token) -> Self {
        match t {
            Token::Colour(c) => ColorBrakeToken::Colour { colour: c.into() },
            Token::Neutral => ColorBrakeToken::Neutral,
            Token::Tank => ColorBrakeToken::Tank,
            Token::Diamond => ColorBrakeToken::Diamond,
        }
    }
}

impl From<ColorBrakeToken> for Token {
    fn from(t: ColorBrakeToken) -> Self {
        match t {
            ColorBrakeToken::Colour { colour } => Token::Colour(colour.into()),
            ColorBrakeToken::Neutral => Token::Neutral,
            ColorBrakeToken::Tank => Token::Tank,
            ColorBrakeToken::Diamond => Token::Diamond,
        }
    }
}

/// The number players call a cell: 1–28 in filling order (C3).
pub(crate) fn number(cell: CellId) -> u32 {
    cell.number().into()
}

/// The cell a shell names by `number`, if it names one.
pub(crate) fn cell_numbered(number: u32) -> Option<CellId> {
    u8::try_from(number).ok().and_then(CellId::from_number)
}

/// The row of `size` cells a shell names, if it names one.
pub(crate) fn row_sized(size: u32) -> Option<Row> {
    u8::try_from(size).ok().and_then(Row::new)
}

/// A Color Brake action (C4, C6, C2): the list of these is the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ColorBrakeAction {
    /// A colour token from the hand on the next cell (C4.1, C4.2).
    Colour {
        /// Its colour.
        colour: ColorBrakeColour,
    },
    /// A neutral on the next cell, then a draw onto it (C6.1).
    Neutral,
    /// The drawn colour to play on top of the neutral (C6.1).
    Rescue {
        /// The colour chosen among those drawn.
        colour: ColorBrakeColour,
    },
    /// A Diamond on the next cell (C6.3).
    Diamond,
    /// A colour token played for the mover's Diamond in the row before (C6.3).
    ForDiamond {
        /// Its colour.
        colour: ColorBrakeColour,
    },
    /// A Tank on a token of the row just completed, with a colour from the hand on top (C6.2).
    Tank {
        /// The covered cell's number (1–28).
        cell: u32,
        /// The colour put on top.
        colour: ColorBrakeColour,
    },
    /// Deals the next round once this one is over (C2).
    NextRound,
}

impl From<Action> for ColorBrakeAction {
    fn from(a: Action) -> Self {
        match a {
            Action::Move(Move::Colour(c)) => ColorBrakeAction::Colour { colour: c.into() },
            Action::Move(Move::Neutral) => ColorBrakeAction::Neutral,
            Action::Move(Move::Rescue(c)) => ColorBrakeAction::Rescue { colour: c.into() },
            Action::Move(Move::Diamond) => ColorBrakeAction::Diamond,
            Action::Move(Move::ForDiamond(c)) => ColorBrakeAction::ForDiamond { colour: c.into() },
            Action::Move(Move::Tank { cell, colour }) => ColorBrakeAction::Tank {
                cell: number(cell),
                colour: colour.into(),
            },
            Action::NextRound => ColorBrakeAction::NextRound,
        }
    }
}

/// A shell's action as the session takes it: a Tank keeps its cell number for
/// `Session::play_tank`, which refuses a number that names no cell.
pub(crate) enum Input {
    /// Any action but a Tank.
    Action(Action),
    /// A Tank on the cell numbered `number`.
    Tank {
        /// The cell's number as the shell gave it.
        number: u32,
        /// The colour on top.
        colour: Colour,
    },
}

impl From<ColorBrakeAction> for Input {
    fn from(a: ColorBrakeAction) -> Self {
        let m = match a {
            ColorBrakeAction::Colour { colour } => Move::Colour(colour.into()),
            ColorBrakeAction::Neutral => Move::Neutral,
            ColorBrakeAction::Rescue { colour } => Move::Rescue(colour.into()),
            ColorBrakeAction::Diamond => Move::Diamond,
            ColorBrakeAction::ForDiamond { colour } => Move::ForDiamond(colour.into()),
            ColorBrakeAction::Tank { cell, colour } => {
                return Input::Tank {
                    number: cell,
                    colour: colour.into(),
                }
            }
            ColorBrakeAction::NextRound => return Input::Action(Action::NextRound),
        };
        Input::Action(Action::Move(m))
    }
}

impl ColorBrakeAction {
    /// The core's action; `None` for a Tank on a number that names no cell.
    pub(crate) fn to_core(self) -> Option<Action> {
        match Input::from(self) {
            Input::Action(a) => Some(a),
            Input::Tank { number, colour } => {
                cell_numbered(number).map(|cell| Action::Move(Move::Tank { cell, colour }))
            }
        }
    }
}

/// How long a game of Color Brake lasts (C2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ColorBrakeLength {
    /// An even number of rounds, 2–20.
    Rounds {
        /// How many.
        rounds: u32,
    },
    /// Until a total reaches the target (1–50), after an even number of rounds (reading).
    Target {
        /// The target score.
        target: u32,
    },
}

impl From<GameLength> for ColorBrakeLength {
    fn from(l: GameLength) -> Self {
        match l {
            GameLength::Rounds(rounds) => ColorBrakeLength::Rounds {
                rounds: rounds.into(),
            },
            GameLength::Target(target) => ColorBrakeLength::Target { target },
        }
    }
}

impl ColorBrakeLength {
    /// The core's length, checked against C2's choices (a number of rounds past `u16` is
    /// refused as the largest `u16`).
    pub(crate) fn to_core(self) -> Result<GameLength, dl_color_brake::LengthError> {
        match self {
            ColorBrakeLength::Rounds { rounds } => {
                GameLength::rounds(u16::try_from(rounds).unwrap_or(u16::MAX))
            }
            ColorBrakeLength::Target { target } => GameLength::target(target),
        }
    }
}

/// The lengths a new game of Color Brake may have (C2), for the new-game screens: exactly the
/// ones `ColorBrakeSession::new_game` accepts.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ColorBrakeLengthChoices {
    /// The numbers of rounds, in increasing order: the even numbers from 2 to 20.
    pub round_options: Vec<u32>,
    /// The lowest target score (1).
    pub min_target: u32,
    /// The highest target score (50).
    pub max_target: u32,
    /// The length the new-game screen starts with (four rounds).
    pub default_length: ColorBrakeLength,
    /// The target score offered when the player chooses to play to a target (20).
    pub default_target: u32,
}

/// The lengths a new game of Color Brake may have (C2), from `dl_color_brake`'s constants: the
/// new-game screens offer these and nothing else.
#[uniffi::export]
pub fn color_brake_length_choices() -> ColorBrakeLengthChoices {
    ColorBrakeLengthChoices {
        round_options: GameLength::round_choices().map(u32::from).collect(),
        min_target: MIN_TARGET,
        max_target: MAX_TARGET,
        default_length: DEFAULT_LENGTH.into(),
        default_target: DEFAULT_TARGET,
    }
}

/// Who plays at this device (C2: hands are hidden from the opponent).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ColorBrakeMode {
    /// Two players share the device; a hand-over screen hides every hand between turns.
    PassAndPlay,
    /// One player against the computer; the human's hand is always the one shown.
    VsComputer {
        /// The computer's seat.
        computer: ColorBrakeSeat,
    },
}

impl From<ColorBrakeMode> for Mode {
    fn from(m: ColorBrakeMode) -> Self {
        match m {
            ColorBrakeMode::PassAndPlay => Mode::PassAndPlay,
            ColorBrakeMode::VsComputer { computer } => Mode::VsComputer {
                computer: computer.into(),
            },
        }
    }
}

/// What was placed on a cell, under any Tank (C4, C6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ColorBrakeBase {
    /// A colour token placed under C4.1 or C4.2.
    Colour {
        /// Its colour.
        colour: ColorBrakeColour,
    },
    /// Neutrals with a drawn colour token on top (C6.1).
    Rescue {
        /// Neutrals stacked in the cell, 1 or more.
        neutrals: u32,
        /// The colour on top.
        colour: ColorBrakeColour,
    },
    /// A Diamond (C6.3).
    Diamond,
    /// A colour token played for a Diamond (C6.3).
    ForDiamond {
        /// Its colour.
        colour: ColorBrakeColour,
    },
}

impl From<Base> for ColorBrakeBase {
    fn from(b: Base) -> Self {
        match b {
            Base::Colour(c) => ColorBrakeBase::Colour { colour: c.into() },
            Base::Rescue { neutrals, colour } => ColorBrakeBase::Rescue {
                neutrals: neutrals.into(),
                colour: colour.into(),
            },
            Base::Diamond => ColorBrakeBase::Diamond,
            Base::ForDiamond(c) => ColorBrakeBase::ForDiamond { colour: c.into() },
        }
    }
}

/// A Tank with the colour token on top of it (C6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ColorBrakeTankCover {
    /// Who played the Tank.
    pub seat: ColorBrakeSeat,
    /// The colour on top.
    pub colour: ColorBrakeColour,
}

impl From<TankCover> for ColorBrakeTankCover {
    fn from(t: TankCover) -> Self {
        ColorBrakeTankCover {
            seat: t.seat.into(),
            colour: t.colour.into(),
        }
    }
}

/// A filled cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ColorBrakeFill {
    /// Who filled the cell.
    pub seat: ColorBrakeSeat,
    /// What was placed.
    pub base: ColorBrakeBase,
    /// A Tank on it, if any (C6.2).
    pub tank: Option<ColorBrakeTankCover>,
    /// The colour the cell shows and counts as in the next row's reference (C4.3); `None` for
    /// an uncovered Diamond, which answers to every colour (C6.3).
    pub top: Option<ColorBrakeColour>,
}

impl From<CellFill> for ColorBrakeFill {
    fn from(f: CellFill) -> Self {
        ColorBrakeFill {
            seat: f.seat.into(),
            base: f.base.into(),
            tank: f.tank.map(ColorBrakeTankCover::from),
            top: f.top().map(ColorBrakeColour::from),
        }
    }
}

/// How a round ended (C4.4, C5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ColorBrakeRoundEnd {
    /// All 28 cells are filled (C5).
    Completed {
        /// Who filled the last cell.
        last: ColorBrakeSeat,
    },
    /// A player had no legal move (C4.4).
    Stuck {
        /// The player who could not move.
        seat: ColorBrakeSeat,
        /// The number of the cell they could not fill.
        cell: u32,
    },
}

impl From<RoundEnd> for ColorBrakeRoundEnd {
    fn from(e: RoundEnd) -> Self {
        match e {
            RoundEnd::Completed { last } => ColorBrakeRoundEnd::Completed { last: last.into() },
            RoundEnd::Stuck { seat, cell } => ColorBrakeRoundEnd::Stuck {
                seat: seat.into(),
                cell: number(cell),
            },
        }
    }
}

/// A finished round (C5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ColorBrakeRoundResult {
    /// The round's number, 1-based.
    pub round: u32,
    /// Who held A.
    pub a: ColorBrakeSeat,
    /// How it ended.
    pub end: ColorBrakeRoundEnd,
    /// The points scored in it.
    pub points: ColorBrakePerSeat,
}

impl From<RoundResult> for ColorBrakeRoundResult {
    fn from(r: RoundResult) -> Self {
        ColorBrakeRoundResult {
            round: r.round.into(),
            a: r.a.into(),
            end: r.end.into(),
            points: r.points.into(),
        }
    }
}

impl ColorBrakeRoundResult {
    /// The core's result, when the record is whole (one that came back from a shell is not
    /// trusted).
    pub(crate) fn to_core(self) -> Option<RoundResult> {
        Some(RoundResult {
            round: u16::try_from(self.round).ok()?,
            a: self.a.into(),
            end: match self.end {
                ColorBrakeRoundEnd::Completed { last } => RoundEnd::Completed { last: last.into() },
                ColorBrakeRoundEnd::Stuck { seat, cell } => RoundEnd::Stuck {
                    seat: seat.into(),
                    cell: cell_numbered(cell)?,
                },
            },
            points: self.points.into(),
        })
    }
}

/// The result of a finished game (C5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ColorBrakeWinner {
    /// This seat has the higher total.
    Seat {
        /// The winner.
        seat: ColorBrakeSeat,
    },
    /// Equal totals.
    Draw,
}

impl From<Winner> for ColorBrakeWinner {
    fn from(w: Winner) -> Self {
        match w {
            Winner::Seat(s) => ColorBrakeWinner::Seat { seat: s.into() },
            Winner::Draw => ColorBrakeWinner::Draw,
        }
    }
}

impl From<ColorBrakeWinner> for Winner {
    fn from(w: ColorBrakeWinner) -> Self {
        match w {
            ColorBrakeWinner::Seat { seat } => Winner::Seat(seat.into()),
            ColorBrakeWinner::Draw => Winner::Draw,
        }
    }
}

impl From<Point> for PointModel {
    fn from(p: Point) -> Self {
        PointModel { x: p.x, y: p.y }
    }
}

/// Why a Color Brake action was refused: one value per clause (`dl_color_brake::Refusal`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ColorBrakeRefusalReason {
    /// C2: the game is over.
    GameOver,
    /// C2, C5: the round is over; only the next round is possible.
    RoundOver,
    /// C2: the next round is dealt only once this one is over.
    RoundNotOver,
    /// C6.1: one of the drawn tokens must go on the neutral first.
    RescuePending,
    /// C6.1: no neutral waits for a drawn token.
    NoRescuePending,
    /// C6.1: that colour was not drawn.
    NotDrawn,
    /// C2: no such token in the hand.
    NotInHand,
    /// C4.2: the row before holds no token of that colour.
    NotInReference,
    /// C4.2: every token of that colour in the row before is matched already.
    ColourUsedUp,
    /// C5, C6.1: no neutral on the last cell.
    NeutralOnLastCell,
    /// C6.1: the pile is empty.
    PileEmpty,
    /// C6.3: a Diamond goes in rows 7 to 4 only.
    DiamondTooLate,
    /// C6.3: no Diamond of the mover's in the row before has a free slot left.
    NoFreeSlot,
    /// C6.2: a Tank goes only just before row 5 or row 4 is begun.
    NotTankMoment,
    /// C6.2: a Tank was already played at this moment.
    TankAlreadyUsed,
    /// C6.2: the cell is not in the row just completed.
    TankOutsideRow,
    /// C1: the number names no cell (1–28).
    NoSuchCell,
    /// C7: nothing to undo.
    NothingToUndo,
}

/// A refused Color Brake action: the typed reason, its stable code and the colour, token, row
/// or cell it concerns.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ColorBrakeRefusal {
    /// The reason.
    pub reason: ColorBrakeRefusalReason,
    /// The stable code (`Refusal::code`), for localisation.
    pub code: String,
    /// The colour concerned, if any.
    pub colour: Option<ColorBrakeColour>,
    /// The token concerned, if any (`not_in_hand`).
    pub token: Option<ColorBrakeToken>,
    /// The row concerned, by its size (`diamond_too_late`).
    pub row: Option<u32>,
    /// The cell concerned, by its number (`tank_outside_row`; the number given for
    /// `no_such_cell`).
    pub cell: Option<u32>,
}

impl From<Refusal> for ColorBrakeRefusal {
    fn from(r: Refusal) -> Self {
        use ColorBrakeRefusalReason as R;
        let mut info = ColorBrakeRefusal {
            reason: R::GameOver,
            code: r.code().to_owned(),
            colour: None,
            token: None,
            row: None,
            cell: None,
        };
        info.reason = match r {
            Refusal::GameOver => R::GameOver,
            Refusal::RoundOver => R::RoundOver,
            Refusal::RoundNotOver => R::RoundNotOver,
            Refusal::RescuePending => R::RescuePending,
            Refusal::NoRescuePending => R::NoRescuePending,
            Refusal::NotDrawn(c) => {
                info.colour = Some(c.into());
                R::NotDrawn
            }
            Refusal::NotInHand(t) => {
                info.token = Some(t.into());
                R::NotInHand
            }
            Refusal::NotInReference(c) => {
                info.colour = Some(c.into());
                R::NotInReference
            }
            Refusal::ColourUsedUp(c) => {
                info.colour = Some(c.into());
                R::ColourUsedUp
            }
            Refusal::NeutralOnLastCell => R::NeutralOnLastCell,
            Refusal::PileEmpty => R::PileEmpty,
            Refusal::DiamondTooLate(row) => {
                info.row = Some(row.size().into());
                R::DiamondTooLate
            }
            Refusal::NoFreeSlot => R::NoFreeSlot,
            Refusal::NotTankMoment => R::NotTankMoment,
            Refusal::TankAlreadyUsed => R::TankAlreadyUsed,
            Refusal::TankOutsideRow(cell) => {
                info.cell = Some(number(cell));
                R::TankOutsideRow
            }
            Refusal::NoSuchCell(n) => {
                info.cell = Some(n);
                R::NoSuchCell
            }
            Refusal::NothingToUndo => R::NothingToUndo,
        };
        info
    }
}

impl ColorBrakeRefusal {
    /// The core's refusal, when the fields its reason needs are present (a record that came
    /// back from a shell is not trusted).
    pub(crate) fn to_core(&self) -> Option<Refusal> {
        use ColorBrakeRefusalReason as R;
        let colour = || self.colour.map(Colour::from);
        Some(match self.reason {
            R::GameOver => Refusal::GameOver,
            R::RoundOver => Refusal::RoundOver,
            R::RoundNotOver => Refusal::RoundNotOver,
            R::RescuePending => Refusal::RescuePending,
            R::NoRescuePending => Refusal::NoRescuePending,
            R::NotDrawn => Refusal::NotDrawn(colour()?),
            R::NotInHand => Refusal::NotInHand(self.token?.into()),
            R::NotInReference => Refusal::NotInReference(colour()?),
            R::ColourUsedUp => Refusal::ColourUsedUp(colour()?),
            R::NeutralOnLastCell => Refusal::NeutralOnLastCell,
            R::PileEmpty => Refusal::PileEmpty,
            R::DiamondTooLate => Refusal::DiamondTooLate(row_sized(self.row?)?),
            R::NoFreeSlot => Refusal::NoFreeSlot,
            R::NotTankMoment => Refusal::NotTankMoment,
            R::TankAlreadyUsed => Refusal::TankAlreadyUsed,
            R::TankOutsideRow => Refusal::TankOutsideRow(cell_numbered(self.cell?)?),
            R::NoSuchCell => Refusal::NoSuchCell(self.cell?),
            R::NothingToUndo => Refusal::NothingToUndo,
        })
    }
}

/// `Some(refusal)` for a refused input, `None` for an accepted one.
pub(crate) fn refusal<T>(result: Result<T, Refusal>) -> Option<ColorBrakeRefusal> {
    result.err().map(ColorBrakeRefusal::from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::color_brake::ColorBrakeSession;

    fn new_game(length: ColorBrakeLength) -> Result<(), String> {
        ColorBrakeSession::new_game(1, length, ColorBrakeMode::PassAndPlay)
            .map(|_| ())
            .map_err(|e| e.code().to_string())
    }

    /// C2: every length the new-game screens offer starts a game, and the next numbers outside
    /// (odd numbers of rounds between them, 0 and 22 rounds, targets 0 and 51) are refused
    /// with the length's code.
    #[test]
    fn c2_every_offered_length_is_accepted_and_the_next_ones_outside_refused() {
        let choices = color_brake_length_choices();
        assert_eq!(choices.round_options, [2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
        assert_eq!((choices.min_target, choices.max_target), (1, 50));
        for rounds in &choices.round_options {
            assert_eq!(
                new_game(ColorBrakeLength::Rounds { rounds: *rounds }),
                Ok(())
            );
        }
        let last = choices.round_options.last().copied().unwrap_or_default();
        for rounds in 0..=last + 2 {
            if !choices.round_options.contains(&rounds) {
                assert_eq!(
                    new_game(ColorBrakeLength::Rounds { rounds }),
                    Err("length_bad_rounds".to_string()),
                    "{rounds} rounds"
                );
            }
        }
        assert_eq!(
            new_game(ColorBrakeLength::Rounds { rounds: u32::MAX }),
            Err("length_bad_rounds".to_string())
        );
        for target in choices.min_target..=choices.max_target {
            assert_eq!(new_game(ColorBrakeLength::Target { target }), Ok(()));
        }
        for target in [choices.min_target - 1, choices.max_target + 1] {
            assert_eq!(
                new_game(ColorBrakeLength::Target { target }),
                Err("length_bad_target".to_string()),
                "target {target}"
            );
        }
        assert_eq!(new_game(choices.default_length), Ok(()));
        assert!(matches!(
            choices.default_length,
            ColorBrakeLength::Rounds { rounds } if choices.round_options.contains(&rounds)
        ));
        assert!((choices.min_target..=choices.max_target).contains(&choices.default_target));
    }
}
