//! The Color Brake frame a shell paints (`dl_color_brake::session::View`) as uniffi records:
//! the triangle's cells with their outlines in cell units, the reference of the row in play,
//! the viewer's hand only, the offers with their enablement, the scores, the status.

use dl_color_brake::session::{self as core_session, Phase};
use dl_color_brake::{Colour, Token};

use super::model::{
    number, ColorBrakeAction, ColorBrakeColour, ColorBrakeFill, ColorBrakeLength,
    ColorBrakeNomination, ColorBrakePerSeat, ColorBrakeRefusal, ColorBrakeRoundResult,
    ColorBrakeSeat, ColorBrakeToken, ColorBrakeWinner,
};
use super::status::ColorBrakeStatus;
use crate::model::PointModel;

/// What a Color Brake frame is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ColorBrakePhase {
    /// The device goes to `to`; no hand is shown until `ready()` (C2).
    HandOver {
        /// The player to move next.
        to: ColorBrakeSeat,
    },
    /// The viewer places a token (or plays a Tank) (C4, C6).
    Play,
    /// The viewer chooses the drawn colour to play on the neutral (C6.1).
    ChooseRescue,
    /// The computer is to move: call `play_computer()`.
    ComputerToMove,
    /// The round is over; the next one waits (C2, C5).
    RoundOver,
    /// The game is over (C2).
    GameOver,
}

impl From<Phase> for ColorBrakePhase {
    fn from(p: Phase) -> Self {
        match p {
            Phase::HandOver { to } => ColorBrakePhase::HandOver { to: to.into() },
            Phase::Play => ColorBrakePhase::Play,
            Phase::ChooseRescue => ColorBrakePhase::ChooseRescue,
            Phase::ComputerToMove => ColorBrakePhase::ComputerToMove,
            Phase::RoundOver => ColorBrakePhase::RoundOver,
            Phase::GameOver => ColorBrakePhase::GameOver,
        }
    }
}

/// One action the frame offers, with whether the engine accepts it now and why not.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ColorBrakeOffer {
    /// The action: play it with `play(action)`.
    pub action: ColorBrakeAction,
    /// `None` when it is accepted; else the reason it is refused (a disabled chip).
    pub refusal: Option<ColorBrakeRefusal>,
}

/// How many of a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ColorBrakeColourCount {
    /// The colour.
    pub colour: ColorBrakeColour,
    /// How many.
    pub count: u32,
}

/// How many of a kind of token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ColorBrakeTokenCount {
    /// The kind.
    pub token: ColorBrakeToken,
    /// How many.
    pub count: u32,
}

/// What the row in play may still take from its reference (C4.2, C6.3): public.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ColorBrakeReference {
    /// The row in play, by its size.
    pub row: u32,
    /// For every colour: how many more ordinary tokens the row may take.
    pub colours: Vec<ColorBrakeColourCount>,
    /// Unused Diamond slots of each seat (C6.3).
    pub free_slots: ColorBrakePerSeat,
}

/// One cell of a Color Brake frame, in filling order (C3).
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ColorBrakeCellView {
    /// The cell's number, 1–28.
    pub cell: u32,
    /// Its row, by its size (7 on top … 1).
    pub row: u32,
    /// A or B (C3).
    pub nomination: ColorBrakeNomination,
    /// The seat that fills it this round.
    pub owner: ColorBrakeSeat,
    /// Its centre, in cell units.
    pub centre: PointModel,
    /// Its outline, clockwise from the top-left, in cell units.
    pub outline: Vec<PointModel>,
    /// What lies on it.
    pub fill: Option<ColorBrakeFill>,
    /// Neutrals waiting for a drawn colour on top (C6.1), else 0.
    pub pending_neutrals: u32,
    /// Whether it is the cell to fill next.
    pub next: bool,
    /// Whether it is the cell filled last.
    pub last_filled: bool,
    /// Whether the viewer may put a Tank on it now (C6.2).
    pub tank_target: bool,
}

/// Everything a shell draws in one Color Brake frame (`dl_color_brake::session::View`). It
/// shows one hand at most, the viewer's (C2, C7). `ColorBrakeSession::view` is pure.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct ColorBrakeView {
    /// Increases exactly when the saved game changes: write the store then.
    pub revision: u64,
    /// The game's length (C2).
    pub length: ColorBrakeLength,
    /// The round's number, 1-based.
    pub round: u32,
    /// Who holds A this round (C2).
    pub a: ColorBrakeSeat,
    /// The phase.
    pub phase: ColorBrakePhase,
    /// The player to move, if any.
    pub to_move: Option<ColorBrakeSeat>,
    /// The seat whose hand this frame shows, if any.
    pub viewer: Option<ColorBrakeSeat>,
    /// The 28 cells in filling order (C3).
    pub cells: Vec<ColorBrakeCellView>,
    /// The board's bounding box width, in cell units.
    pub width: f32,
    /// The board's bounding box height, in cell units.
    pub height: f32,
    /// What the row in play may still take (C4.2); `None` in row 7 and between rounds.
    pub reference: Option<ColorBrakeReference>,
    /// The viewer's hand, every kind of token listed; `None` when no hand is shown.
    pub hand: Option<Vec<ColorBrakeTokenCount>>,
    /// The colours drawn onto the viewer's neutral, waiting for a choice (C6.1).
    pub drawn: Option<Vec<ColorBrakeColourCount>>,
    /// How many tokens each seat holds (public).
    pub hand_sizes: ColorBrakePerSeat,
    /// Tokens left in the pile (public).
    pub pile: u32,
    /// Every action the viewer may try now, with the engine's answer.
    pub offers: Vec<ColorBrakeOffer>,
    /// Whether undo is enabled (C7).
    pub can_undo: bool,
    /// The totals (C5).
    pub scores: ColorBrakePerSeat,
    /// The finished rounds (C5).
    pub results: Vec<ColorBrakeRoundResult>,
    /// Set once the game is over (C2).
    pub winner: Option<ColorBrakeWinner>,
    /// The status line.
    pub status: ColorBrakeStatus,
}

fn colour_counts(list: Vec<(Colour, u8)>) -> Vec<ColorBrakeColourCount> {
    list.into_iter()
        .map(|(colour, count)| ColorBrakeColourCount {
            colour: colour.into(),
            count: count.into(),
        })
        .collect()
}

fn token_counts(list: Vec<(Token, u8)>) -> Vec<ColorBrakeTokenCount> {
    list.into_iter()
        .map(|(token, count)| ColorBrakeTokenCount {
            token: token.into(),
            count: count.into(),
        })
        .collect()
}

fn cell_view(c: &core_session::CellView) -> ColorBrakeCellView {
    ColorBrakeCellView {
        cell: number(c.cell),
        row: c.row.size().into(),
        nomination: c.nomination.into(),
        owner: c.owner.into(),
        centre: c.centre.into(),
        outline: c.outline.iter().map(|p| (*p).into()).collect(),
        fill: c.fill.map(ColorBrakeFill::from),
        pending_neutrals: c.pending_neutrals.into(),
        next: c.next,
        last_filled: c.last_filled,
        tank_target: c.tank_target,
    }
}

impl From<core_session::View> for ColorBrakeView {
    fn from(v: core_session::View) -> Self {
        ColorBrakeView {
            revision: v.revision,
            length: v.length.into(),
            round: v.round.into(),
            a: v.a.into(),
            phase: v.phase.into(),
            to_move: v.to_move.map(ColorBrakeSeat::from),
            viewer: v.viewer.map(ColorBrakeSeat::from),
            cells: v.cells.iter().map(cell_view).collect(),
            width: v.width,
            height: v.height,
            reference: v.reference.map(|r| {
                let [one, two] = r.free_slots;
                ColorBrakeReference {
                    row: r.row.size().into(),
                    colours: colour_counts(r.colours),
                    free_slots: ColorBrakePerSeat {
                        one: one.into(),
                        two: two.into(),
                    },
                }
            }),
            hand: v.hand.map(token_counts),
            drawn: v.drawn.map(colour_counts),
            hand_sizes: v.hand_sizes.into(),
            pile: v.pile,
            offers: v
                .offers
                .iter()
                .map(|o| ColorBrakeOffer {
                    action: o.action.into(),
                    refusal: o.refusal.map(ColorBrakeRefusal::from),
                })
                .collect(),
            can_undo: v.can_undo,
            scores: v.scores.into(),
            results: v
                .results
                .iter()
                .map(|r| ColorBrakeRoundResult::from(*r))
                .collect(),
            winner: v.winner.map(ColorBrakeWinner::from),
            status: v.status.into(),
        }
    }
}
