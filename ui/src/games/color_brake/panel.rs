//! The game screen of Color Brake ABAB around its triangle: the hand-over between turns (C2),
//! the round, scores, pile and hands' sizes (public), the reference of the row in play (C4.2),
//! the viewer's hand as buttons enabled exactly as the engine accepts them (C4, C6) — every
//! colour listed, a colour the hand holds none of disabled with its count 0 —, the drawn
//! colours (C6.1), the Tank (C6.2), Next round (C2), the status line, Undo (C7), the menu and
//! the result card (C5).

use dl_app::l10n::{
    color_brake_colour_count, color_brake_computer_seat, color_brake_hand_size, color_brake_pile,
    color_brake_reference, color_brake_round_of, color_brake_scores, color_brake_seat,
    color_brake_token_count, color_brake_you_play, game_thinking, Label, Localizer, Text,
};
use dl_color_brake::session::{Event, Message, Mode, Phase, View};
use dl_color_brake::{Action, CellId, Colour, Move, Refusal, Seat, Token};

use super::board::{board, palette, token_look};
use super::{tank, TankStep};
use crate::games::{Paint, Purpose};
use crate::input::Control;
use crate::moves::ColorBrakeMove;
use crate::screen::{
    Button, Choice, ColorBrakeModel, HandOver, HandPanel, ReferencePanel, ResultCard, SeatPanel,
    TankChoice, Thinking, TokenButton, TokenCount, TokenGroup,
};
use crate::vocabulary::GameKind;

/// What the screen shows besides the view: the device's mode, the Tank's step, the status
/// line and the cell of the last refusal.
pub(super) struct Moment<'a> {
    /// Who plays at the device.
    pub mode: Mode,
    /// The Tank's step (C6.2).
    pub tank: TankStep,
    /// The status line.
    pub status: &'a Text,
    /// The cell that flashes.
    pub flash: Option<CellId>,
}

/// The engine's answer to `action` among the view's offers; refused as "not in hand" when the
/// view does not offer it.
fn answer(view: &View, action: Action, token: Token) -> Option<Refusal> {
    view.offers
        .iter()
        .find(|o| o.action == action)
        .map_or(Some(Refusal::NotInHand(token)), |o| o.refusal)
}

/// A button playing `play`, enabled when the engine accepts it (`why_not` is `None`).
fn token_button(
    texts: &Localizer,
    play: ColorBrakeMove,
    token: Token,
    count: u8,
    why_not: Option<Refusal>,
    paint: &Paint<'_>,
) -> TokenButton {
    let palette = palette(paint.dark);
    TokenButton {
        button: Button::new(
            Control::ColorBrakePlay { action: play },
            texts.format(&color_brake_token_count(token, u32::from(count))),
        )
        .enabled(why_not.is_none()),
        look: token
            .colour()
            .map(|c| token_look(&palette, c, paint.symbols)),
        count: u32::from(count),
        why_not: why_not.map(|r| texts.tr(&r)),
    }
}

/// The viewer's hand (C1, C6): the seven colours (once the Tank's cell is chosen, the colours
/// to put on it, C6.2), neutral and Diamond, the Diamond's free slot, the Tank.
fn hand(view: &View, hand: &[(Token, u8)], paint: &Paint<'_>, step: TankStep) -> HandPanel {
    let texts = paint.texts;
    let count = |token: Token| {
        hand.iter()
            .find(|(t, _)| *t == token)
            .map_or(0, |(_, n)| *n)
    };
    let colors = Colour::ALL
        .into_iter()
        .map(|c| {
            let token = Token::Colour(c);
            let (play, why_not) = match step {
                TankStep::Chosen(cell) => (
                    ColorBrakeMove::Tank {
                        cell: u32::from(cell.number()),
                        color: c.into(),
                    },
                    tank::accepted(view, cell, c),
                ),
                TankStep::Off | TankStep::Choosing => (
                    ColorBrakeMove::Color { color: c.into() },
                    answer(view, Action::Move(Move::Colour(c)), token),
                ),
            };
            let why_not = match count(token) {
                0 => Some(Refusal::NotInHand(token)),
                _ => why_not,
            };
            token_button(texts, play, token, count(token), why_not, paint)
        })
        .collect();
    let specials = [
        (ColorBrakeMove::Neutral, Move::Neutral, Token::Neutral),
        (ColorBrakeMove::Diamond, Move::Diamond, Token::Diamond),
    ]
    .into_iter()
    .map(|(play, m, token)| {
        let why_not = answer(view, Action::Move(m), token);
        token_button(texts, play, token, count(token), why_not, paint)
    })
    .collect();
    let for_diamond: Vec<TokenButton> = Colour::ALL
        .into_iter()
        .map(|c| {
            let token = Token::Colour(c);
            let why_not = answer(view, Action::Move(Move::ForDiamond(c)), token);
            let play = ColorBrakeMove::ForDiamond { color: c.into() };
            token_button(texts, play, token, count(token), why_not, paint)
        })
        .collect();
    let tanks = count(Token::Tank);
    let tank_moment = tank::refusal(view) != Some(Refusal::NotTankMoment);
    HandPanel {
        title: texts.tr(&Label::ColorBrakeHand),
        colors,
        specials,
        for_diamond: for_diamond
            .iter()
            .any(|b| b.button.enabled)
            .then(|| TokenGroup {
                title: texts.tr(&Label::ColorBrakeForDiamond),
                buttons: for_diamond,
            }),
        tank: (tanks > 0 && tank_moment).then(|| TankChoice {
            choice: Choice {
                button: Button::new(
                    Control::ColorBrakeTank,
                    texts.format(&color_brake_token_count(Token::Tank, u32::from(tanks))),
                )
                .enabled(tank::refusal(view).is_none()),
                selected: step != TankStep::Off,
            },
            count: u32::from(tanks),
        }),
    }
}

/// The colours drawn onto the viewer's neutral, one of which goes on top (C6.1).
fn drawn(view: &View, drawn: &[(Colour, u8)], paint: &Paint<'_>) -> TokenGroup {
    TokenGroup {
        title: paint.texts.tr(&Label::ColorBrakeDrawn),
        buttons: drawn
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|(c, n)| {
                let why_not = answer(view, Action::Move(Move::Rescue(*c)), Token::Colour(*c));
                let play = ColorBrakeMove::Rescue { color: (*c).into() };
                token_button(paint.texts, play, Token::Colour(*c), *n, why_not, paint)
            })
            .collect(),
    }
}

/// The game screen of `view`.
pub(super) fn model(view: &View, paint: &Paint<'_>, moment: &Moment<'_>) -> ColorBrakeModel {
    let texts = paint.texts;
    let palette = palette(paint.dark);
    let computer = match moment.mode {
        Mode::VsComputer { computer } => Some(computer),
        Mode::PassAndPlay => None,
    };
    let thinking_for_move = paint.thinking.is_some_and(|t| t.purpose == Purpose::Move);
    let status = texts.format(moment.status);
    let [one, two] = view.scores;
    let new_game = || {
        Button::new(
            Control::NewGame {
                game: GameKind::ColorBrake,
            },
            texts.tr(&Label::NewGame),
        )
    };
    ColorBrakeModel {
        board: board(view, paint, moment.tank, moment.flash),
        opponent: computer.map(|c| texts.format(&color_brake_you_play(c.other()))),
        hand_over: match view.phase {
            Phase::HandOver { to } if computer.is_none() => Some(HandOver {
                text: texts.tr(&Message::HandOver { to }),
                ready: Button::new(Control::ColorBrakeReady, texts.tr(&Label::ColorBrakeReady)),
            }),
            _ => None,
        },
        round: texts.format(&color_brake_round_of(u32::from(view.round), view.length)),
        scores: texts.format(&color_brake_scores(one, two)),
        pile: texts.format(&color_brake_pile(view.pile)),
        seats: Seat::BOTH
            .into_iter()
            .map(|seat| SeatPanel {
                name: texts.format(&if computer == Some(seat) {
                    color_brake_computer_seat(seat)
                } else {
                    color_brake_seat(seat)
                }),
                hand_size: texts
                    .format(&color_brake_hand_size(seat, view.hand_sizes[seat.index()])),
                to_move: view.to_move == Some(seat),
            })
            .collect(),
        reference: view.reference.as_ref().map(|r| ReferencePanel {
            title: texts.format(&color_brake_reference(u32::from(r.row.size()))),
            colors: r
                .colours
                .iter()
                .filter(|(_, n)| *n > 0)
                .map(|(c, n)| TokenCount {
                    look: token_look(&palette, *c, paint.symbols),
                    count: u32::from(*n),
                    label: texts.format(&color_brake_colour_count(*c, u32::from(*n))),
                })
                .collect(),
        }),
        hand: view
            .hand
            .as_ref()
            .map(|h| hand(view, h, paint, moment.tank)),
        drawn: view.drawn.as_ref().map(|d| drawn(view, d, paint)),
        next_round: (view.phase == Phase::RoundOver).then(|| {
            let refusal = answer(view, Action::NextRound, Token::Neutral);
            Button::new(
                Control::ColorBrakePlay {
                    action: ColorBrakeMove::NextRound,
                },
                texts.tr(&Label::ColorBrakeNextRound),
            )
            .enabled(refusal.is_none())
        }),
        status: status.clone(),
        thinking: paint.thinking.map(|t| Thinking {
            text: texts.format(&game_thinking(t.permille)),
            permille: t.permille.min(1000),
        }),
        actions: vec![Button::new(Control::Undo, texts.tr(&Label::Undo))
            .enabled(view.can_undo || thinking_for_move)],
        menu: vec![
            new_game(),
            Button::new(Control::SavedGames, texts.tr(&Label::SavedGames)),
            Button::new(
                Control::Rules {
                    game: GameKind::ColorBrake,
                },
                texts.tr(&Label::Rules),
            ),
            Button::new(Control::Settings, texts.tr(&Label::Settings)),
            Button::new(Control::Games, texts.tr(&Label::GamesTitle)),
        ],
        result: view.winner.map(|winner| ResultCard {
            title: texts.tr(&Event::GameOver { winner }),
            scores: texts.format(&color_brake_scores(one, two)),
            reason: status,
            buttons: vec![
                Button::new(Control::ShareResult, texts.tr(&Label::ShareResult)),
                Button::new(Control::Rematch, texts.tr(&Label::Rematch)),
                new_game(),
            ],
        }),
    }
}
