//! The board of a frame of Discorder in the theme's colours (D1–D5): tiles with their
//! colour-blind patterns, pegs, scoring lines, and an accessibility node with its label and
//! actions for every cell and every inner edge.

use dl_app::l10n::{
    discorder_cell_description, discorder_edge_description, discorder_place_action, EdgeState,
    Localizer,
};
use dl_app::picture::{DiscorderPalette, Theme};
use dl_discorder::session::{Target, Tool, View};
use dl_discorder::Player;

use crate::games::Paint;
use crate::input::CellAction;
use crate::screen::{
    BoardCell, CellActionLabel, DiscorderBoard, DiscorderColors, DiscorderEdge, DiscorderFlash,
    MiniBoard, Point, ScoringLine, Tile, TileLook, TilePattern,
};
use crate::vocabulary::Rgba;

/// The palette of the theme.
pub(super) fn palette(dark: bool) -> DiscorderPalette {
    DiscorderPalette::of(if dark { Theme::Dark } else { Theme::Light })
}

/// How `player`'s tiles look; with `symbols`, their pattern (RULES-DISCORDER.md "Notes for
/// the app": Yellow's ringed, Black's hatched).
pub(super) fn tile_look(palette: &DiscorderPalette, player: Player, symbols: bool) -> TileLook {
    TileLook {
        fill: palette.tile(player).into(),
        pattern: symbols.then_some(match player {
            Player::Yellow => TilePattern::Ringed,
            Player::Black => TilePattern::Hatched,
        }),
        pattern_color: palette.pattern_ink(player).into(),
    }
}

fn point(p: dl_discorder::session::Point) -> Point {
    // Cell units of an 8 × 7 board: well within f32.
    Point {
        x: p.x as f32,
        y: p.y as f32,
    }
}

fn action(texts: &Localizer, action: CellAction, tool: Tool) -> CellActionLabel {
    CellActionLabel {
        action,
        label: texts.format(&discorder_place_action(tool)),
    }
}

/// The board of `view`. With `acts`, cells and edges offer "place a tile" and "place a peg"
/// where the rules allow it now (D2, D3); read-only otherwise (a finished game, a replay).
/// `refused` says whether the paint's flash is a cell's or an edge's.
pub(super) fn board(
    view: &View,
    paint: &Paint<'_>,
    acts: bool,
    refused: Option<Target>,
) -> DiscorderBoard {
    let texts = paint.texts;
    let palette = palette(paint.dark);
    let acts = acts && view.result.is_none() && paint.thinking.is_none();
    let peg_tool = acts && view.tool == Tool::Peg;
    let cells = view
        .cells
        .iter()
        .map(|c| BoardCell {
            x: u32::from(c.cell.x),
            y: u32::from(c.cell.y),
            label: texts.list(&discorder_cell_description(c.cell, c.tile, c.last_placed)),
            actions: (acts && c.tile_refusal.is_none())
                .then(|| action(texts, CellAction::Place, Tool::Tile))
                .into_iter()
                .collect(),
        })
        .collect();
    let edges = view
        .edges
        .iter()
        .map(|e| {
            let state = EdgeState {
                peg: e.peg,
                peg_allowed: e.peg_refusal.is_none(),
                last_placed: e.last_placed,
            };
            DiscorderEdge {
                x: u32::from(e.edge.x),
                y: u32::from(e.edge.y),
                start: point(e.segment.from),
                end: point(e.segment.to),
                peg: e.peg,
                bar_start: point(e.bar.from),
                bar_end: point(e.bar.to),
                last: e.last_placed,
                faint: peg_tool && !e.peg && e.peg_refusal.is_none(),
                label: texts.list(&discorder_edge_description(e.edge, state)),
                actions: (acts && e.peg_refusal.is_none())
                    .then(|| action(texts, CellAction::Peg, Tool::Peg))
                    .into_iter()
                    .collect(),
            }
        })
        .collect();
    DiscorderBoard {
        width: u32::from(view.width),
        height: u32::from(view.height),
        colors: DiscorderColors {
            background: palette.background.into(),
            board: palette.board.into(),
            grid: palette.grid.into(),
            tile_edge: palette.tile_edge.into(),
            peg: palette.peg.into(),
            faint_peg: Rgba {
                a: 90,
                ..palette.peg.into()
            },
            settled: palette.settled.into(),
            last_placed: palette.last_placed.into(),
            flash: palette.flash.into(),
            text: palette.text.into(),
        },
        tiles: view
            .cells
            .iter()
            .filter_map(|c| {
                c.tile.map(|player| Tile {
                    x: u32::from(c.cell.x),
                    y: u32::from(c.cell.y),
                    center: point(c.centre),
                    look: tile_look(&palette, player, paint.symbols),
                    last: c.last_placed,
                })
            })
            .collect(),
        edges,
        lines: view
            .lines
            .iter()
            .map(|l| ScoringLine {
                start: point(l.segment.from),
                end: point(l.segment.to),
                color: palette.line(l.owner).into(),
                settled: l.settled,
            })
            .collect(),
        cells,
        flash: paint.flash.map(|f| DiscorderFlash {
            x: f.x,
            y: f.y,
            edge: matches!(refused, Some(Target::Edge(_))),
            serial: f.serial,
        }),
    }
}

/// The small drawing of `view`: every cell in the board's colour, each tile as a disc of its
/// player's colour.
pub(super) fn drawing(view: &View, dark: bool) -> MiniBoard {
    let palette = palette(dark);
    let clear = Rgba {
        r: 0,
        g: 0,
        b: 0,
        a: 0,
    };
    MiniBoard {
        width: u32::from(view.width),
        height: u32::from(view.height),
        cells: view.cells.iter().map(|_| palette.board.into()).collect(),
        pieces: view
            .cells
            .iter()
            .map(|c| c.tile.map_or(clear, |p| palette.tile(p).into()))
            .collect(),
    }
}
