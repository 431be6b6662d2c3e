//! The texts of Discorder (RULES-DISCORDER.md): the status line, refusals (D2, D3, D7),
//! events, saved-game errors and labels, under the prefix `discorder-`.

use dl_discorder::game::Winner;
use dl_discorder::session::{Event, Message, Tool};
use dl_discorder::{Cell, Edge, Player, RecordError, Refusal, Score, Starter};

use super::game::message_id;
use super::text::{Localize, Text};

fn at_cell(text: Text, cell: Cell) -> Text {
    text.cell(cell.x, cell.y)
}

/// An edge is named by the cell above it (`discorder-edge`: "the line below …").
fn at_edge(text: Text, edge: Edge) -> Text {
    text.cell(edge.x, edge.y)
}

fn winner_key(winner: Winner) -> &'static str {
    match winner {
        Winner::Player(player) => player.name(),
        Winner::Draw => "draw",
    }
}

impl Localize for Refusal {
    fn text(&self) -> Text {
        let text = Text::new(message_id("discorder-refusal", self.code()));
        match *self {
            Refusal::CellOutsideBoard(cell) | Refusal::CellOccupied(cell) => at_cell(text, cell),
            Refusal::EdgeOutsideBoard(_) => text,
            Refusal::EdgeHasPeg(edge)
            | Refusal::PegNotFollowing(edge)
            | Refusal::PegAfterOwnThree(edge) => at_edge(text, edge),
            Refusal::GameOver
            | Refusal::NoTilesLeft
            | Refusal::NoPegsLeft
            | Refusal::NoEdgeForPeg
            | Refusal::NothingToUndo
            | Refusal::ComputerToMove => text,
        }
    }
}

impl Localize for Message {
    fn text(&self) -> Text {
        if let Message::Refused(refusal) = self {
            return refusal.text();
        }
        let text = Text::new(message_id("discorder-status", self.code()));
        match *self {
            Message::PlaceTile { player }
            | Message::PlacePeg { player }
            | Message::Passed { player }
            | Message::Undone { player, .. }
            | Message::ComputerToMove { player } => text.key("player", player.name()),
            Message::NoTarget { tool } => text.key("tool", tool.code()),
            Message::GameOver {
                winner,
                yellow,
                black,
            } => text
                .key("winner", winner_key(winner))
                .number("yellow", yellow)
                .number("black", black),
            Message::Refused(_) => text,
        }
    }
}

impl Localize for Event {
    fn text(&self) -> Text {
        match *self {
            Event::TilePlaced { player, cell } => at_cell(
                Text::new("discorder-event-tile-placed").key("player", player.name()),
                cell,
            ),
            Event::PegPlaced { player, edge } => at_edge(
                Text::new("discorder-event-peg-placed").key("player", player.name()),
                edge,
            ),
            Event::Passed { player } => Message::Passed { player }.text(),
            Event::TurnStarted { player } => {
                Text::new("discorder-event-turn-started").key("player", player.name())
            }
            Event::GameOver { winner } => {
                Text::new("discorder-event-game-over").key("winner", winner_key(winner))
            }
            Event::Undone { player, action } => Message::Undone { player, action }.text(),
            Event::Refused { refusal, .. } => refusal.text(),
        }
    }
}

impl Localize for RecordError {
    fn text(&self) -> Text {
        let text = Text::new(message_id("discorder-error", self.code()));
        match self {
            RecordError::TooLarge { limit } => text.number("limit", *limit),
            RecordError::Syntax { line, column } | RecordError::Shape { line, column } => {
                Text::new("error-at-line-column")
                    .number("line", *line)
                    .number("file_column", *column)
                    .nested("problem", text)
            }
            RecordError::OtherGame { found } => text.quoted("found", found),
            RecordError::NewerVersion { found } => text.verbatim("version", found.to_string()),
            RecordError::TooManyActions { count, limit } => {
                text.number("number", *count).number("limit", *limit)
            }
            RecordError::BadAction { index, text: found } => text
                .number("index", index.saturating_add(1))
                .quoted("found", found),
            RecordError::IllegalAction { index, refusal, .. } => text
                .number("index", index.saturating_add(1))
                .nested("reason", refusal.text()),
            RecordError::Truncated | RecordError::NotASavedGame | RecordError::BadVersion => text,
        }
    }
}

impl Localize for Tool {
    fn text(&self) -> Text {
        Text::new(message_id("discorder-tool", self.code()))
    }
}

impl Localize for Starter {
    fn text(&self) -> Text {
        Text::new("discorder-starter").key(
            "starter",
            match self {
                Starter::Yellow => "yellow",
                Starter::Black => "black",
                Starter::Random => "random",
            },
        )
    }
}

/// A player's name: "Yellow" or "Black" (D1).
pub fn discorder_player(player: Player) -> Text {
    Text::new("discorder-player").key("player", player.name())
}

/// Tiles a player has not placed yet: "12 tiles left" (D1).
pub fn discorder_tiles_left(count: u32) -> Text {
    Text::new("discorder-tiles-left").number("count", count)
}

/// Pegs not placed yet, shared: "3 pegs left" (D1).
pub fn discorder_pegs_left(count: u32) -> Text {
    Text::new("discorder-pegs-left").number("count", count)
}

/// A player's points now and the settled part of them: "3 points, 2 settled" (D5).
pub fn discorder_score(score: Score) -> Text {
    Text::new("discorder-score")
        .number("now", score.now)
        .number("settled", score.settled)
}

/// The parts of a cell's accessibility description, for [`super::Localizer::list`]: where it
/// is, the tile on it or "empty", and "placed last" (D1, D2).
pub fn discorder_cell_description(
    cell: Cell,
    tile: Option<Player>,
    last_placed: bool,
) -> Vec<Text> {
    let mut parts = vec![at_cell(Text::new("cell-position"), cell)];
    parts.push(match tile {
        Some(player) => Text::new("discorder-a11y-tile").key("player", player.name()),
        None => Text::new("discorder-a11y-empty"),
    });
    if last_placed {
        parts.push(Text::new("discorder-a11y-last-placed"));
    }
    parts
}

/// What an inner edge holds, for its accessibility description (D3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EdgeState {
    /// Whether a peg sits on it.
    pub peg: bool,
    /// Whether the player to move may place a peg on it now (D3.1, D3.2).
    pub peg_allowed: bool,
    /// Whether the last action placed its peg.
    pub last_placed: bool,
}

/// The parts of an edge's accessibility description, for [`super::Localizer::list`]: the
/// line below which cell, "peg" or "no peg", whether a peg may go there, "placed last" (D3).
pub fn discorder_edge_description(edge: Edge, state: EdgeState) -> Vec<Text> {
    let mut parts = vec![at_edge(Text::new("discorder-a11y-edge"), edge)];
    parts.push(Text::new(if state.peg {
        "discorder-a11y-peg"
    } else {
        "discorder-a11y-no-peg"
    }));
    if state.peg_allowed && !state.peg {
        parts.push(Text::new("discorder-a11y-peg-allowed"));
    }
    if state.last_placed {
        parts.push(Text::new("discorder-a11y-last-placed"));
    }
    parts
}

/// How many paragraphs the rules for players of Discorder have (`discorder-rules-1` …).
pub const DISCORDER_RULES: usize = 5;

/// The rules for players of Discorder (D1–D7), paragraph by paragraph.
pub fn discorder_rules() -> Vec<Text> {
    (1..=DISCORDER_RULES)
        .map(|n| Text::new(format!("discorder-rules-{n}")))
        .collect()
}

/// The opponent line against the computer: "You play Yellow" (the computer plays the other).
pub fn discorder_you_play(player: Player) -> Text {
    Text::new("discorder-you-play").key("player", player.name())
}

/// The computer's side in the panel: "Black (computer)".
pub fn discorder_computer_player(player: Player) -> Text {
    Text::new("discorder-computer-player").key("player", player.name())
}

/// Both players' points: "Yellow: 3 · Black: 5" (D5).
pub fn discorder_scores(yellow: u32, black: u32) -> Text {
    Text::new("discorder-scores")
        .number("yellow", yellow)
        .number("black", black)
}

/// The accessibility action of a cell or an edge with `tool`: "Place a tile" on a cell (D2),
/// "Place a peg" on the line below it (D3).
pub fn discorder_place_action(tool: Tool) -> Text {
    Text::new(match tool {
        Tool::Tile => "discorder-a11y-place-tile",
        Tool::Peg => "discorder-a11y-place-peg",
    })
}
