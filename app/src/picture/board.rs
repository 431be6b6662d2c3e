//! The board drawn from the view's geometry in cell units (`dl_core::outline`), scaled into a
//! rectangle of the picture: region shades and claims, dots, outlines, bridges, stones with
//! their colour-blind marks, the last stone.

use dl_core::session::View;
use dl_core::{Color, Player};
use tiny_skia::{
    FillRule, GradientStop, LineCap, LineJoin, LinearGradient, Paint, Path, PathBuilder, Pixmap,
    Point, Rect, SpreadMode, Stroke, StrokeDash, Transform,
};

use super::mark::mark_path;
use super::palette::{Palette, Rgba};

/// Sizes in cell units.
const MARGIN: f32 = 0.3;
const DOT_RADIUS: f32 = 0.13;
const OUTLINE_WIDTH: f32 = 0.07;
/// Bridges are bands wider than the stones, so they show around them as well as between.
const BRIDGE_WIDTH: f32 = 0.94;
const CUT_WIDTH: f32 = 0.5;
const CUT_DASH: [f32; 2] = [0.22, 0.16];
const STONE_RADIUS: f32 = 0.4;
const STONE_EDGE_WIDTH: f32 = 0.04;
/// The radius of the circle a stone's mark fits in.
const MARK_RADIUS: f32 = 0.26;
const LAST_STONE_RADIUS: f32 = 0.47;
const LAST_STONE_WIDTH: f32 = 0.08;
/// The period of the stripes of a region both players claim.
const STRIPE: f32 = 0.5;

/// A solid, anti-aliased paint.
pub(crate) fn paint(color: Rgba) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(color.r, color.g, color.b, color.a);
    paint.anti_alias = true;
    paint
}

fn color(c: Rgba) -> tiny_skia::Color {
    tiny_skia::Color::from_rgba8(c.r, c.g, c.b, c.a)
}

/// The map from cell units to pixels that fits the used cells of `view` (and a margin) into
/// `area`, centred.
fn fit(view: &View, area: Rect) -> Transform {
    let used = view
        .cells
        .iter()
        .filter(|c| c.look != dl_core::session::CellLook::Empty);
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for c in used {
        x0 = x0.min(f32::from(c.cell.x));
        y0 = y0.min(f32::from(c.cell.y));
        x1 = x1.max(f32::from(c.cell.x) + 1.0);
        y1 = y1.max(f32::from(c.cell.y) + 1.0);
    }
    if x0 > x1 {
        (x0, y0, x1, y1) = (0.0, 0.0, f32::from(view.width), f32::from(view.height));
    }
    let (x0, y0) = (x0 - MARGIN, y0 - MARGIN);
    let (w, h) = (x1 + MARGIN - x0, y1 + MARGIN - y0);
    let scale = (area.width() / w).min(area.height() / h);
    let tx = area.left() + (area.width() - w * scale) / 2.0 - x0 * scale;
    let ty = area.top() + (area.height() - h * scale) / 2.0 - y0 * scale;
    Transform::from_row(scale, 0.0, 0.0, scale, tx, ty)
}

fn polygon_path(loops: &[Vec<dl_core::outline::Point>]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    for l in loops {
        let mut points = l.iter();
        let Some(first) = points.next() else {
            continue;
        };
        pb.move_to(first.x, first.y);
        for p in points {
            pb.line_to(p.x, p.y);
        }
        pb.close();
    }
    pb.finish()
}

fn line_path(a: dl_core::outline::Point, b: dl_core::outline::Point) -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(a.x, a.y);
    pb.line_to(b.x, b.y);
    pb.finish()
}

/// The paint of a region claimed by `players` (R7): the claimant's tint, or stripes of both.
fn claim_paint(palette: &Palette, players: &[Player]) -> Option<Paint<'static>> {
    match players {
        [] => None,
        [one] => Some(paint(palette.claim(*one))),
        _ => {
            let [blue, yellow] = palette.claims.map(color);
            let stops = vec![
                GradientStop::new(0.0, blue),
                GradientStop::new(0.5, blue),
                GradientStop::new(0.5, yellow),
                GradientStop::new(1.0, yellow),
            ];
            let shader = LinearGradient::new(
                Point::from_xy(0.0, 0.0),
                Point::from_xy(STRIPE, STRIPE),
                stops,
                SpreadMode::Repeat,
                Transform::identity(),
            )?;
            Some(Paint {
                shader,
                anti_alias: true,
                ..Paint::default()
            })
        }
    }
}

/// Draws the board of `view` into `area` of `pixmap`.
pub(crate) fn draw_board(pixmap: &mut Pixmap, view: &View, palette: &Palette, area: Rect) {
    let ts = fit(view, area);
    let region_paths: Vec<Option<Path>> = view
        .regions
        .iter()
        .map(|r| polygon_path(&r.outline.loops))
        .collect();
    for (region, path) in view.regions.iter().zip(&region_paths) {
        let Some(path) = path else { continue };
        let shade = paint(palette.shade(region.shade));
        pixmap.fill_path(path, &shade, FillRule::EvenOdd, ts, None);
        if let Some(claim) = claim_paint(palette, &region.claimed_by) {
            pixmap.fill_path(path, &claim, FillRule::EvenOdd, ts, None);
        }
    }
    let dot = paint(palette.dot);
    for d in &view.dots {
        if let Some(circle) = PathBuilder::from_circle(d.center.x, d.center.y, DOT_RADIUS) {
            pixmap.fill_path(&circle, &dot, FillRule::Winding, ts, None);
        }
    }
    let outline = paint(palette.outline);
    let outline_stroke = Stroke {
        width: OUTLINE_WIDTH,
        line_join: LineJoin::Round,
        ..Stroke::default()
    };
    for path in region_paths.iter().flatten() {
        pixmap.stroke_path(path, &outline, &outline_stroke, ts, None);
    }
    draw_bridges(pixmap, view, palette, ts);
    draw_stones(pixmap, view, palette, ts);
}

/// Bridges as bands between their end stones' centres, in their kind's colour; cut ones
/// narrower, grey and dashed, over the others so a cut shows where a red bridge crosses
/// (R5.4, R6).
fn draw_bridges(pixmap: &mut Pixmap, view: &View, palette: &Palette, ts: Transform) {
    let solid = Stroke {
        width: BRIDGE_WIDTH,
        line_cap: LineCap::Round,
        ..Stroke::default()
    };
    let dashed = Stroke {
        width: CUT_WIDTH,
        line_cap: LineCap::Butt,
        dash: StrokeDash::new(CUT_DASH.to_vec(), 0.0),
        ..Stroke::default()
    };
    let uncut = view.bridges.iter().filter(|b| !b.cut);
    let then_cut = view.bridges.iter().filter(|b| b.cut);
    for bridge in uncut.chain(then_cut) {
        let Some(path) = line_path(bridge.start, bridge.end) else {
            continue;
        };
        let (paint, stroke) = if bridge.cut {
            (paint(palette.cut_bridge), &dashed)
        } else {
            (paint(palette.bridge(bridge.kind)), &solid)
        };
        pixmap.stroke_path(&path, &paint, stroke, ts, None);
    }
}

/// Stones with their colour and their colour's mark (colour-blind safe, language-free), and a
/// ring around the last one.
fn draw_stones(pixmap: &mut Pixmap, view: &View, palette: &Palette, ts: Transform) {
    let marks: Vec<Option<(Path, FillRule)>> =
        Color::ALL.iter().map(|c| mark_path(c.mark())).collect();
    let edge = paint(palette.stone_edge);
    let edge_stroke = Stroke {
        width: STONE_EDGE_WIDTH,
        ..Stroke::default()
    };
    for stone in &view.stones {
        let (x, y) = (stone.center.x, stone.center.y);
        let Some(circle) = PathBuilder::from_circle(x, y, STONE_RADIUS) else {
            continue;
        };
        pixmap.fill_path(
            &circle,
            &paint(palette.stone(stone.color)),
            FillRule::Winding,
            ts,
            None,
        );
        pixmap.stroke_path(&circle, &edge, &edge_stroke, ts, None);
        if let Some(Some((mark, rule))) = marks.get(stone.color.index()) {
            let at = ts.pre_translate(x, y).pre_scale(MARK_RADIUS, MARK_RADIUS);
            let ink = paint(palette.stone_mark(stone.color));
            pixmap.fill_path(mark, &ink, *rule, at, None);
        }
        if stone.last_placed {
            if let Some(ring) = PathBuilder::from_circle(x, y, LAST_STONE_RADIUS) {
                let stroke = Stroke {
                    width: LAST_STONE_WIDTH,
                    ..Stroke::default()
                };
                pixmap.stroke_path(&ring, &paint(palette.last_stone), &stroke, ts, None);
            }
        }
    }
}
