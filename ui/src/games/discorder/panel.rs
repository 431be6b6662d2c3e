//! The game screen of Discorder around its board: both players (D1, D5), the pegs left, the
//! tools as the rules enable them (D2, D3), the status line, Undo (D7), the menu and the
//! result card (D6).

use dl_app::l10n::{
    discorder_computer_player, discorder_pegs_left, discorder_player, discorder_score,
    discorder_scores, discorder_tiles_left, discorder_you_play, game_thinking, Label,
};
use dl_discorder::session::{Event, Target, View};

use super::board::{board, palette, tile_look};
use crate::games::{Paint, Purpose};
use crate::input::Control;
use crate::moves::DiscorderTool;
use crate::screen::{Button, DiscorderModel, DiscorderSide, ResultCard, Thinking, ToolChoice};
use crate::vocabulary::GameKind;

/// The game screen of `view`.
pub(super) fn model(view: &View, paint: &Paint<'_>, refused: Option<Target>) -> DiscorderModel {
    let texts = paint.texts;
    let palette = palette(paint.dark);
    let thinking_for_move = paint.thinking.is_some_and(|t| t.purpose == Purpose::Move);
    let players = view
        .players
        .iter()
        .map(|side| DiscorderSide {
            name: texts.format(&if view.computer == Some(side.player) {
                discorder_computer_player(side.player)
            } else {
                discorder_player(side.player)
            }),
            to_move: view.to_move == Some(side.player),
            tiles_left: texts.format(&discorder_tiles_left(u32::from(side.tiles_left))),
            score: texts.format(&discorder_score(side.score)),
            points: side.score.now,
            tile: tile_look(&palette, side.player, paint.symbols),
        })
        .collect();
    let tools = view
        .tools
        .iter()
        .map(|t| ToolChoice {
            button: Button::new(
                Control::DiscorderTool {
                    tool: DiscorderTool::from(t.tool),
                },
                texts.tr(&t.tool),
            )
            .enabled(t.refusal.is_none()),
            selected: t.selected,
            why_not: t.refusal.map(|r| texts.tr(&r)),
        })
        .collect();
    let new_game = || {
        Button::new(
            Control::NewGame {
                game: GameKind::Discorder,
            },
            texts.tr(&Label::NewGame),
        )
    };
    DiscorderModel {
        board: board(view, paint, true, refused),
        opponent: view
            .computer
            .map(|computer| texts.format(&discorder_you_play(computer.other()))),
        players,
        pegs_left: texts.format(&discorder_pegs_left(u32::from(view.pegs_left))),
        tools,
        status: texts.tr(&view.message),
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
                    game: GameKind::Discorder,
                },
                texts.tr(&Label::Rules),
            ),
            Button::new(Control::Settings, texts.tr(&Label::Settings)),
            Button::new(Control::Games, texts.tr(&Label::GamesTitle)),
        ],
        result: view.result.map(|result| {
            let [yellow, black] = result.points;
            ResultCard {
                title: texts.tr(&Event::GameOver {
                    winner: result.winner,
                }),
                scores: texts.format(&discorder_scores(yellow, black)),
                reason: texts.tr(&view.message),
                buttons: vec![
                    Button::new(Control::ShareResult, texts.tr(&Label::ShareResult)),
                    Button::new(Control::Rematch, texts.tr(&Label::Rematch)),
                    new_game(),
                ],
            }
        }),
    }
}
