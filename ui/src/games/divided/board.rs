//! The board of a frame of Divided Loyalties, in the theme's colours, with a label and the
//! actions of each cell a player can reach.

use dl_app::l10n::{Label, Localizer};
use dl_app::picture::{Palette, Theme};
use dl_core::session::{center, CellLook, Phase, View};

use super::labels::CellLabels;
use crate::input::CellAction;
use crate::screen::{
    Board, BoardCell, BoardColors, BridgeLine, CellActionLabel, Dot, Flash, Ground, HintBridge,
    HintMarkOnBoard, MiniBoard, Point, RegionShape, Stone,
};
use crate::vocabulary::Rgba;

/// The palette of the theme.
pub(crate) fn palette(dark: bool) -> Palette {
    Palette::of(if dark { Theme::Dark } else { Theme::Light })
}

/// The board of `view`. Cells with nothing to say (empty, off the board) get no node; cells
/// offer "place" while a stone may be placed and "ring" on a stone while bridges may be
/// formed, and nothing while the computer is to move or the game is over.
pub(crate) fn board(
    view: &View,
    texts: &Localizer,
    symbols: bool,
    dark: bool,
    flash: Option<Flash>,
    labels: &mut CellLabels,
) -> Board {
    let palette = palette(dark);
    let player_acts = !view.computer_to_move;
    let place = texts.tr(&Label::A11yPlace);
    let ring = texts.tr(&Label::A11yRing);
    let cells = view
        .cells
        .iter()
        .filter(|c| c.look != CellLook::Empty)
        .map(|c| {
            let mut actions = Vec::new();
            if player_acts && view.phase == Phase::Place && c.stone.is_none() {
                actions.push(CellActionLabel {
                    action: CellAction::Place,
                    label: place.clone(),
                });
            }
            if player_acts && view.phase == Phase::Bridge && c.stone.is_some() {
                actions.push(CellActionLabel {
                    action: CellAction::Ring,
                    label: ring.clone(),
                });
            }
            BoardCell {
                x: u32::from(c.cell.x),
                y: u32::from(c.cell.y),
                label: labels.label(texts, view, c),
                actions,
            }
        })
        .collect();
    Board {
        width: u32::from(view.width),
        height: u32::from(view.height),
        grounds: view
            .cells
            .iter()
            .map(|c| match c.look {
                CellLook::Empty => Ground::Empty,
                CellLook::Dot => Ground::Dot,
                CellLook::Region(index) => Ground::Region {
                    index: u32::from(index),
                },
            })
            .collect(),
        colors: BoardColors {
            background: palette.background.into(),
            outline: palette.outline.into(),
            stone_edge: palette.stone_edge.into(),
            last_stone: palette.last_stone.into(),
            ring: palette.ring.into(),
            cut_bridge: palette.cut_bridge.into(),
            flash: palette.flash.into(),
            text: palette.text.into(),
        },
        regions: view
            .regions
            .iter()
            .map(|r| RegionShape {
                token: r.token.clone(),
                fill: palette.shade(r.shade).into(),
                loops: r
                    .outline
                    .loops
                    .iter()
                    .map(|l| l.iter().copied().map(Point::from).collect())
                    .collect(),
                label_at: r.outline.label.into(),
                claims: r
                    .claimed_by
                    .iter()
                    .map(|p| palette.claim(*p).into())
                    .collect(),
            })
            .collect(),
        dots: view
            .dots
            .iter()
            .map(|d| Dot {
                center: d.center.into(),
                color: if d.highlighted {
                    palette.dot_highlight
                } else {
                    palette.dot
                }
                .into(),
                highlighted: d.highlighted,
            })
            .collect(),
        bridges: view
            .bridges
            .iter()
            .map(|b| BridgeLine {
                start: b.start.into(),
                end: b.end.into(),
                color: if b.cut {
                    palette.cut_bridge
                } else {
                    palette.bridge(b.kind)
                }
                .into(),
                cut: b.cut,
            })
            .collect(),
        stones: view
            .stones
            .iter()
            .map(|s| Stone {
                x: u32::from(s.cell.x),
                y: u32::from(s.cell.y),
                center: s.center.into(),
                fill: palette.stone(s.color).into(),
                mark: symbols.then(|| s.color.mark().glyph().to_string()),
                mark_color: palette.stone_mark(s.color).into(),
                ringed: s.ringed,
                last: s.last_placed,
            })
            .collect(),
        cells,
        hint: view.hint.as_ref().map(|turn| HintMarkOnBoard {
            center: center(turn.cell).into(),
            color: palette.stone(turn.color).into(),
            mark: turn.color.mark().glyph().to_string(),
            bridges: turn
                .bridges
                .iter()
                .map(|&(from, to)| HintBridge {
                    start: center(from).into(),
                    end: center(to).into(),
                })
                .collect(),
        }),
        flash,
    }
}

/// The small drawing of `view`: each cell in its shade (a dot in the dot colour), each stone
/// as a disc of its colour.
pub(crate) fn drawing(view: &View, dark: bool) -> MiniBoard {
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
        cells: view
            .cells
            .iter()
            .map(|c| match c.look {
                CellLook::Empty => palette.background.into(),
                CellLook::Dot => palette.dot.into(),
                CellLook::Region(index) => view
                    .regions
                    .get(usize::from(index))
                    .map_or(clear, |r| palette.shade(r.shade).into()),
            })
            .collect(),
        pieces: view
            .cells
            .iter()
            .map(|c| c.stone.map_or(clear, |s| palette.stone(s).into()))
            .collect(),
    }
}
