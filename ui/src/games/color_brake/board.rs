//! The triangle of a frame of Color Brake ABAB in the theme's colours (C1, C3, C6): each
//! cell's outline, nomination tint, token with its colour-blind mark, neutrals, Diamond and
//! Tank, the next and last cells, the Tank's targets while it is being placed, and an
//! accessibility node with its label and action. The triangle is public: it never shows a hand.

use dl_app::l10n::{color_brake_cell_description, color_brake_tank_action};
use dl_app::picture::{color_brake_mark, ColorBrakePalette, Theme};
use dl_color_brake::session::View;
use dl_color_brake::{Base, CellId, Colour};

use super::{cell_xy, TankStep};
use crate::games::Paint;
use crate::input::CellAction;
use crate::screen::{
    CellActionLabel, ColorBrakeBoard, ColorBrakeColors, Flash, MiniBoard, Point, TokenLook,
    TriangleCell,
};
use crate::vocabulary::Rgba;

/// The palette of the theme.
pub(super) fn palette(dark: bool) -> ColorBrakePalette {
    ColorBrakePalette::of(if dark { Theme::Dark } else { Theme::Light })
}

/// How a `colour` token looks: its fill, the pink-checkered token's check, and with
/// `symbols` its language-free mark (C1).
pub(super) fn token_look(palette: &ColorBrakePalette, colour: Colour, symbols: bool) -> TokenLook {
    TokenLook {
        fill: palette.token(colour).into(),
        check: match colour {
            Colour::Pink => palette.pink_check.iter().map(|c| (*c).into()).collect(),
            _ => Vec::new(),
        },
        mark: symbols.then(|| color_brake_mark(colour).glyph().to_string()),
        mark_color: palette.mark_ink(colour).into(),
    }
}

fn point(p: dl_color_brake::geometry::Point) -> Point {
    Point { x: p.x, y: p.y }
}

/// The triangle of `view`. While the Tank is being placed (`tank`), its targets carry the
/// action "Put the Tank here" and the chosen cell is marked (C6.2); `flash` is the cell of the
/// last refusal.
pub(super) fn board(
    view: &View,
    paint: &Paint<'_>,
    tank: TankStep,
    flash: Option<CellId>,
) -> ColorBrakeBoard {
    let texts = paint.texts;
    let palette = palette(paint.dark);
    let placing_tank = tank != TankStep::Off;
    let cells = view
        .cells
        .iter()
        .map(|c| {
            let (x, y) = cell_xy(c.cell);
            let target = placing_tank && c.tank_target;
            TriangleCell {
                x,
                y,
                number: u32::from(c.cell.number()),
                outline: c.outline.iter().map(|p| point(*p)).collect(),
                center: point(c.centre),
                tint: palette.nomination(c.nomination).into(),
                nomination: c.nomination.name().to_owned(),
                top: c
                    .fill
                    .and_then(|f| f.top())
                    .map(|colour| token_look(&palette, colour, paint.symbols)),
                diamond: c
                    .fill
                    .is_some_and(|f| f.base == Base::Diamond && f.tank.is_none()),
                neutrals: match c.fill.map(|f| f.base) {
                    Some(Base::Rescue { neutrals, .. }) => u32::from(neutrals),
                    _ => 0,
                },
                pending: u32::from(c.pending_neutrals),
                tank: c.fill.is_some_and(|f| f.tank.is_some()),
                next: c.next,
                last_filled: c.last_filled,
                tank_target: target,
                chosen: tank == TankStep::Chosen(c.cell),
                label: texts.list(&color_brake_cell_description(c)),
                actions: target
                    .then(|| CellActionLabel {
                        action: CellAction::Tank,
                        label: texts.format(&color_brake_tank_action()),
                    })
                    .into_iter()
                    .collect(),
            }
        })
        .collect();
    ColorBrakeBoard {
        width: view.width,
        height: view.height,
        colors: ColorBrakeColors {
            background: palette.background.into(),
            cell: palette.cell.into(),
            outline: palette.outline.into(),
            token_edge: palette.token_edge.into(),
            neutral: palette.neutral.into(),
            tank: palette.tank.into(),
            diamond: palette.diamond.into(),
            next: palette.next.into(),
            last_filled: palette.last_filled.into(),
            flash: palette.flash.into(),
            text: palette.text.into(),
        },
        cells,
        flash: paint.flash.zip(flash).map(|(f, cell)| {
            let (x, y) = cell_xy(cell);
            Flash {
                x,
                y,
                serial: f.serial,
            }
        }),
    }
}

/// The small drawing of `view` on a 7 × 7 grid: row `y` of the triangle starts `y / 2` cells
/// in (C1); each filled cell shows the colour on top (a Diamond's colour for a Diamond).
pub(super) fn drawing(view: &View, dark: bool) -> MiniBoard {
    let palette = palette(dark);
    let clear = Rgba {
        r: 0,
        g: 0,
        b: 0,
        a: 0,
    };
    let side = 7usize;
    let mut cells = vec![clear; side * side];
    let mut pieces = vec![clear; side * side];
    for c in &view.cells {
        let (x, y) = cell_xy(c.cell);
        let (x, y) = (x as usize + y as usize / 2, y as usize);
        let Some(index) = (x < side).then_some(y * side + x) else {
            continue;
        };
        if let Some(ground) = cells.get_mut(index) {
            *ground = palette.cell.into();
        }
        let piece = c.fill.map(|f| match f.top() {
            Some(colour) => palette.token(colour).into(),
            None => palette.diamond.into(),
        });
        if let (Some(piece), Some(slot)) = (piece, pieces.get_mut(index)) {
            *slot = piece;
        }
    }
    MiniBoard {
        width: 7,
        height: 7,
        cells,
        pieces,
    }
}
