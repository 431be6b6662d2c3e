//! The texts of the screens that take arguments (SCREENS.md): names of players, colours and
//! sets, the panel's lines, the new-game screen's choices, accessibility descriptions, and the
//! share texts. Each function builds the [`Text`] a [`super::Localizer`] formats.

use dl_core::game::Winner;
use dl_core::position::CellKind;
use dl_core::session::winner_code;
use dl_core::{Cell, Color, Player};

use super::text::{Localize, Text};
use crate::share::ShareMessage;

/// A player's name: "Blue" or "Yellow" (R1).
pub fn player_name(player: Player) -> Text {
    Text::new("player-name").key("player", player.name())
}

/// The panel's turn counter: "Turn 12".
pub fn panel_turn(turn: u32) -> Text {
    Text::new("panel-turn").number("turn", turn)
}

/// The player to move: "Blue to move".
pub fn panel_to_move(player: Player) -> Text {
    Text::new("panel-to-move").key("player", player.name())
}

/// The set the player is on: "Round 2/4" (R3).
pub fn panel_set(set: u8, sets: u8) -> Text {
    Text::new("panel-set")
        .number("set", set)
        .number("sets", sets)
}

/// Stones left in a supply: "11 stones left" (R3).
pub fn panel_supply(count: u32) -> Text {
    Text::new("panel-supply").number("count", count)
}

/// A choice of the number of rounds: "3 rounds" (R3).
pub fn new_game_rounds(rounds: u8) -> Text {
    Text::new("new-game-rounds").number("count", rounds)
}

/// A position's size: "13 × 11".
pub fn new_game_size(width: u8, height: u8) -> Text {
    Text::new("new-game-size")
        .number("width", width)
        .number("height", height)
}

/// Where a replay stands: "Move 12 of 140" (state 0 is the start, before any move).
pub fn replay_step(step: u32, count: u32) -> Text {
    Text::new("replay-step")
        .number("step", step)
        .number("count", count)
}

/// A saved game's turn: "Turn 12".
pub fn saved_turn(turn: u32) -> Text {
    Text::new("saved-turn").number("turn", turn)
}

/// The question each player answers in turn before the game ends by agreement (R8): "Blue, do
/// you agree to end the game now?"
pub fn dialog_agree_player(player: Player) -> Text {
    Text::new("dialog-agree-player").key("player", player.name())
}

/// The question before a custom position is deleted.
pub fn dialog_delete_position(name: &str) -> Text {
    Text::new("dialog-delete-position-title").verbatim("name", name)
}

/// The editor's notice once a position is saved in the library: "“Tiny” is saved in My
/// positions." (issue 12).
pub fn editor_saved(name: &str) -> Text {
    Text::new("editor-saved").verbatim("name", name)
}

/// The start of a cell's accessibility description: where it is and what it is (R2):
/// "column 7, row 4, region S2". The shell adds the stone ([`a11y_stone`]) and the
/// [`super::Label::A11yRinged`], [`super::Label::A11yLastPlaced`] and
/// [`super::Label::A11yHighlighted`] words that apply.
pub fn a11y_cell(cell: Cell, kind: CellKind, region: Option<&str>) -> Text {
    let text = Text::new("a11y-cell").cell(cell.x, cell.y);
    match (kind, region) {
        (CellKind::Region(_), Some(token)) => text.key("kind", "region").verbatim("region", token),
        (CellKind::Dot, _) => text.key("kind", "dot"),
        _ => text.key("kind", "empty"),
    }
}

/// A stone in an accessibility description: "yellow stone".
pub fn a11y_stone(color: Color) -> Text {
    Text::new("a11y-stone").key("color", color.name())
}

/// A colour chip's accessibility label: "Purple: 3".
pub fn a11y_chip(color: Color, count: u8) -> Text {
    Text::new("a11y-chip")
        .key("color", color.name())
        .number("count", count)
}

/// The message that goes with a shared position (issue 9): "Let's play Divided Loyalties on
/// Octopus!"; `on_the_web` for a built-in, whose link opens on the web version too.
pub fn share_position(position: &str, on_the_web: bool) -> Text {
    Text::new("share-position")
        .verbatim("position", position)
        .key("web", if on_the_web { "yes" } else { "no" })
}

/// The message that goes with a shared game (issue 9): whose move it is and the totals, or
/// the result once it is over (`winner` is `None` while the game goes on).
pub fn share_game(
    position: &str,
    turn: u32,
    to_move: Player,
    [blue, yellow]: [u32; 2],
    winner: Option<Winner>,
) -> Text {
    Text::new("share-game")
        .verbatim("position", position)
        .number("turn", turn)
        .key("player", to_move.name())
        .number("blue", blue)
        .number("yellow", yellow)
        .key("winner", winner.map_or("none", winner_code))
}

/// A result in one line for the share sheet: "Yellow wins 18–13 on AlmostADiamond" (issue 9).
pub fn share_result(winner: Winner, [blue, yellow]: [u32; 2], position: &str) -> Text {
    Text::new("share-result")
        .key("winner", winner_code(winner))
        .number("blue", blue)
        .number("yellow", yellow)
        .verbatim("position", position)
}

impl Localize for ShareMessage {
    /// The share message as the share sheet shows it (issue 9).
    fn text(&self) -> Text {
        match self {
            ShareMessage::Position {
                position_name,
                on_the_web,
            } => share_position(position_name, *on_the_web),
            ShareMessage::Game {
                position_name,
                turn,
                to_move,
                totals,
                result,
            } => share_game(
                position_name,
                *turn,
                *to_move,
                [totals.blue, totals.yellow],
                result.map(|r| r.winner),
            ),
            ShareMessage::Result {
                position_name,
                winner,
                totals,
                ..
            } => share_result(*winner, [totals.blue, totals.yellow], position_name),
        }
    }
}
