//! The game screen of Divided Loyalties around its board: both players, the mover's chips,
//! the status line, the buttons and the menu, the hint and the result card. What each button
//! allows is decided here once for every shell.

use dl_app::l10n::{
    computer, game_opponent, game_subtitle, game_thinking, panel_computer_player, panel_points,
    result_scores, result_title, screen, Label, Localize, Localizer,
};
use dl_core::session::{Phase, Session, View};
use dl_core::Player;

use super::board::{board, palette};
use super::labels::CellLabels;
use crate::games::{Paint, Purpose};
use crate::input::{Control, Level};
use crate::screen::{Button, Chip, GameModel, PlayerPanel, ResultCard, SupplyCount, Thinking};
use crate::vocabulary::{GameKind, StoneColor};

/// The game screen of `view`.
pub(crate) fn game_model(
    session: &Session,
    view: &View,
    paint: &Paint<'_>,
    labels: &mut CellLabels,
) -> GameModel {
    let texts = paint.texts;
    let game = session.game();
    let palette = palette(paint.dark);
    let over = view.result.is_some();
    let thinking = paint.thinking;
    let player_acts = !view.computer_to_move && thinking.is_none_or(|t| t.purpose == Purpose::Hint);
    let computer_side = view.opponent.map(|o| o.side);
    let players = Player::BOTH
        .iter()
        .zip(&view.players)
        .map(|(&player, side)| {
            let name = if computer_side == Some(player) {
                panel_computer_player(player)
            } else {
                screen::player_name(player)
            };
            PlayerPanel {
                name: texts.format(&name),
                to_move: !over && view.to_move == player,
                set: texts.format(&screen::panel_set(side.set, side.sets)),
                points: texts.format(&panel_points(side.score)),
                total: side.score.total(),
                supply: side
                    .supply
                    .iter()
                    .map(|&(color, count)| SupplyCount {
                        color: palette.stone(color).into(),
                        mark: paint.symbols.then(|| color.mark().glyph().to_string()),
                        mark_color: palette.stone_mark(color).into(),
                        count: u32::from(count),
                        label: texts.format(&screen::a11y_chip(color, count)),
                    })
                    .collect(),
            }
        })
        .collect();
    let chips = view
        .colors
        .iter()
        .map(|choice| {
            let mut label = vec![screen::a11y_chip(choice.color, choice.count)];
            if let Some(refusal) = choice.refusal {
                label.push(refusal.text());
            }
            Chip {
                control: Control::Chip {
                    color: StoneColor::from(choice.color),
                },
                color: palette.stone(choice.color).into(),
                mark: paint
                    .symbols
                    .then(|| choice.color.mark().glyph().to_string()),
                mark_color: palette.stone_mark(choice.color).into(),
                count: u32::from(choice.count),
                selected: view.selected == Some(choice.color),
                enabled: player_acts && !over && choice.refusal.is_none(),
                label: texts.list(&label),
            }
        })
        .collect();
    let hint_allowed = player_acts
        && !over
        && view.phase == Phase::Place
        && view.hint.is_none()
        && thinking.is_none();
    let thinking_for_move = thinking.is_some_and(|t| t.purpose == Purpose::Move);
    let actions = vec![
        Button::new(Control::Undo, texts.tr(&Label::Undo))
            .enabled(view.can_undo || thinking_for_move),
        Button::new(Control::EndTurn, texts.tr(&Label::EndTurn))
            .enabled(player_acts && view.can_end_turn),
        Button::new(Control::Hint, texts.tr(&Label::Hint)).enabled(hint_allowed),
    ];
    let mut menu = vec![
        Button::new(Control::SharePosition, texts.tr(&Label::SharePosition)),
        Button::new(
            Control::SharePositionCsv,
            texts.tr(&Label::SharePositionCsv),
        ),
        Button::new(Control::SharePicture, texts.tr(&Label::SharePicture)),
        Button::new(Control::ShareGame, texts.tr(&Label::ShareGame)),
    ];
    if over {
        menu.push(Button::new(
            Control::ShareResult,
            texts.tr(&Label::ShareResult),
        ));
    }
    if view.opponent.is_none() {
        menu.push(
            Button::new(Control::EndByAgreement, texts.tr(&Label::EndByAgreement))
                .enabled(player_acts && view.can_agree_end),
        );
    }
    menu.extend([
        Button::new(
            Control::NewGame {
                game: GameKind::DividedLoyalties,
            },
            texts.tr(&Label::NewGame),
        ),
        Button::new(Control::SavedGames, texts.tr(&Label::SavedGames)),
        Button::new(
            Control::Rules {
                game: GameKind::DividedLoyalties,
            },
            texts.tr(&Label::Rules),
        ),
        Button::new(Control::Settings, texts.tr(&Label::Settings)),
        Button::new(Control::Games, texts.tr(&Label::GamesTitle)),
    ]);
    GameModel {
        board: board(view, texts, paint.symbols, paint.dark, paint.flash, labels),
        subtitle: texts.format(&game_subtitle(&view.position_name, game.rounds().count())),
        opponent: view
            .opponent
            .map(|o| texts.format(&game_opponent(o.level, o.side.other()))),
        players,
        chips,
        status: texts.tr(&view.message),
        thinking: thinking.map(|t| Thinking {
            text: texts.format(&game_thinking(t.permille)),
            permille: t.permille.min(1000),
        }),
        actions,
        menu,
        hint: view
            .hint
            .as_ref()
            .map(|h| texts.format(&computer::hint(h.color, h.cell, h.bridges.len()))),
        result: view.result.map(|result| ResultCard {
            title: texts.format(&result_title(result.winner)),
            scores: texts.format(&result_scores(
                view.players[0].score.total(),
                view.players[1].score.total(),
            )),
            reason: texts.tr(&result.reason),
            buttons: vec![
                Button::new(Control::ShareResult, texts.tr(&Label::ShareResult)),
                Button::new(Control::Rematch, texts.tr(&Label::Rematch)),
                Button::new(
                    Control::NewGame {
                        game: GameKind::DividedLoyalties,
                    },
                    texts.tr(&Label::NewGame),
                ),
            ],
        }),
        chat: None,
    }
}

/// The label of a level.
pub(crate) fn level_label(texts: &Localizer, level: Level) -> String {
    texts.tr(&match level {
        Level::Easy => Label::LevelEasy,
        Level::Medium => Label::LevelMedium,
        Level::Hard => Label::LevelHard,
    })
}
